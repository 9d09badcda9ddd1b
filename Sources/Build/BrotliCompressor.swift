import CBrotli
import Foundation

/// The only file that talks to libbrotli: `.br` copies for hosts that serve them.
public enum BrotliCompressor {
    /// Brotli's quality, 0…11.
    static let quality: Int32 = 5

    public static func compress(_ input: Data) -> Data? {
        var size = BrotliEncoderMaxCompressedSize(input.count)
        if size == 0 { size = input.count + 1024 }
        var output = Data(count: size)
        let ok = input.withUnsafeBytes { (source: UnsafeRawBufferPointer) in
            output.withUnsafeMutableBytes { (destination: UnsafeMutableRawBufferPointer) in
                BrotliEncoderCompress(quality, BROTLI_DEFAULT_WINDOW, BROTLI_MODE_TEXT, input.count,
                                      source.bindMemory(to: UInt8.self).baseAddress, &size,
                                      destination.bindMemory(to: UInt8.self).baseAddress)
            }
        }
        guard ok == BROTLI_TRUE else { return nil }
        // A copy of exactly the compressed bytes: shortening `output` would keep its whole buffer (the size of the
        // input) alive with every copy the build holds.
        return output.prefix(size).withUnsafeBytes { Data($0) }
    }
}
