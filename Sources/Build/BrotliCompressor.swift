import CBrotli
import Foundation

/// The only file that talks to libbrotli: `.br` copies for hosts that serve them.
public enum BrotliCompressor {
    public static func compress(_ input: Data) -> Data? {
        var size = BrotliEncoderMaxCompressedSize(input.count)
        if size == 0 { size = input.count + 1024 }
        var output = Data(count: size)
        let ok = input.withUnsafeBytes { (source: UnsafeRawBufferPointer) in
            output.withUnsafeMutableBytes { (destination: UnsafeMutableRawBufferPointer) in
                BrotliEncoderCompress(5, BROTLI_DEFAULT_WINDOW, BROTLI_MODE_TEXT, input.count,
                                      source.bindMemory(to: UInt8.self).baseAddress, &size,
                                      destination.bindMemory(to: UInt8.self).baseAddress)
            }
        }
        guard ok == BROTLI_TRUE else { return nil }
        output.count = size
        return output
    }
}
