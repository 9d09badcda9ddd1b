import CZlib
import Foundation

/// The only file that talks to zlib: raw deflate and CRC-32 for `site.zip`, inflating packed files (their
/// plain form for hosts' copies, checks). Packed files and gzip copies are made by libdeflate (`Deflate`).
public enum Zlib {
    /// Raw deflate (no header), as zip entries store it, at the best level (the archive is made once per build).
    public static func deflateRaw(_ input: Data) -> Data? { deflate(input, level: 9, windowBits: -15) }

    /// Raw deflate's inverse; nil on data that is not one complete raw deflate stream.
    public static func inflateRaw(_ input: Data) -> Data? {
        var stream = z_stream()
        guard inflateInit2_(&stream, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var status: Int32 = Z_OK
        input.withUnsafeBytes { (source: UnsafeRawBufferPointer) in
            stream.next_in = UnsafeMutablePointer(mutating: source.bindMemory(to: Bytef.self).baseAddress)
            stream.avail_in = uInt(source.count)
            while status == Z_OK {
                buffer.withUnsafeMutableBufferPointer { destination in
                    stream.next_out = destination.baseAddress
                    stream.avail_out = uInt(destination.count)
                    status = CZlib.inflate(&stream, Z_NO_FLUSH)
                    output.append(destination.baseAddress!, count: destination.count - Int(stream.avail_out))
                }
                if status == Z_OK, stream.avail_in == 0, stream.avail_out != 0 { break }  // truncated
            }
        }
        return status == Z_STREAM_END && stream.avail_in == 0 ? output : nil
    }

    /// CRC-32 of `bytes` (as gzip and zip record it).
    public static func crc32<Bytes: ContiguousBytes>(_ bytes: Bytes) -> UInt32 {
        bytes.withUnsafeBytes { buffer in
            UInt32(CZlib.crc32(0, buffer.bindMemory(to: Bytef.self).baseAddress, uInt(buffer.count)))
        }
    }

    private static func deflate(_ input: Data, level: Int32, windowBits: Int32) -> Data? {
        var stream = z_stream()
        guard deflateInit2_(&stream, level, Z_DEFLATED, windowBits, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
                            Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        var output = Data(count: Int(deflateBound(&stream, uLong(input.count))) + 32)
        let status: Int32 = input.withUnsafeBytes { (source: UnsafeRawBufferPointer) in
            output.withUnsafeMutableBytes { (destination: UnsafeMutableRawBufferPointer) in
                stream.next_in = UnsafeMutablePointer(mutating: source.bindMemory(to: Bytef.self).baseAddress)
                stream.avail_in = uInt(source.count)
                stream.next_out = destination.bindMemory(to: Bytef.self).baseAddress
                stream.avail_out = uInt(destination.count)
                return CZlib.deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { return nil }
        // Exactly the compressed bytes (see `BrotliCompressor.compress`).
        return output.prefix(Int(stream.total_out)).withUnsafeBytes { Data($0) }
    }
}
