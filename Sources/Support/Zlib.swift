import CZlib
import Foundation

/// The only file that talks to zlib: gzip copies for hosts, raw deflate and CRC-32 for `site.zip`, raw deflate
/// for packed search index files (and inflating them again, for checks).
public enum Zlib {
    /// gzip at level 5: on the large site's HTML and index files, level 6 (zlib's default) saves 0.5 % of the
    /// bytes for a third more time, level 9 1.5 % for 80 % more; browsers mostly take the `.br` copy
    /// anyway. The header carries no name and no time, so builds are byte-identical.
    public static func gzip(_ input: Data) -> Data? { deflate(input, level: gzipLevel, windowBits: 15 + 16) }
    /// The gzip level above, named where a build records how its copies were made (`Compression.Companions`).
    public static let gzipLevel: Int32 = 5

    /// Raw deflate (no header), as zip entries store it, at the best level (the archive is made once per build).
    public static func deflateRaw(_ input: Data) -> Data? { deflate(input, level: 9, windowBits: -15) }

    /// Raw deflate at zlib's default level, for what a build makes by the thousand (packed index files and
    /// captions): on the corpus library's 47 MB of them, level 9 was 0.1 % smaller and 30 % slower. The data
    /// ends byte-aligned, in a sync-flush marker (`00 00 FF FF`), before an empty final block (`03 00`): cut
    /// there, the stream can sit between other blocks, as in `gzip(storedPrefix:deflated:storedSuffix:…)`.
    public static func deflateRawDefault(_ input: Data) -> Data? { deflate(input, level: 6, windowBits: -15, syncFlushFirst: true) }

    /// The bytes `deflateRawDefault` ends with: the sync-flush marker, then the empty final block.
    public static let syncFlushedEnd: [UInt8] = [0x00, 0x00, 0xFF, 0xFF, 0x03, 0x00]

    /// A gzip member of `prefix + X + suffix`, where `deflated` is X's raw deflate data ending in a sync flush
    /// (`deflateRawDefault` without its final block), `crc` and `size` those of the whole: the prefix and suffix
    /// are stored blocks. Writes in a few copies what compressing again would take (the `.gz` copy of a packed
    /// script is its plain form: the deflated JSON between the call's head and tail).
    public static func gzip(storedPrefix prefix: [UInt8], deflated: [UInt8], storedSuffix suffix: [UInt8], crc: UInt32, size: Int) -> Data? {
        guard prefix.count <= 0xFFFF, suffix.count <= 0xFFFF else { return nil }
        var out: [UInt8] = [0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03]
        out.reserveCapacity(out.count + prefix.count + deflated.count + suffix.count + 18)
        func stored(_ bytes: [UInt8], final: Bool) {
            let n = UInt16(bytes.count)
            out += [final ? 0x01 : 0x00, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8(~n >> 8)]
            out += bytes
        }
        stored(prefix, final: false)
        out += deflated
        stored(suffix, final: true)
        for value in [crc, UInt32(truncatingIfNeeded: size)] { for k in 0..<4 { out.append(UInt8(value >> (8 * UInt32(k)) & 0xFF)) } }
        return Data(out)
    }

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

    private static func deflate(_ input: Data, level: Int32, windowBits: Int32, syncFlushFirst: Bool = false) -> Data? {
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
                if syncFlushFirst {
                    // All input, then the marker; the final block follows with no input (`syncFlushedEnd`).
                    guard CZlib.deflate(&stream, Z_SYNC_FLUSH) == Z_OK, stream.avail_in == 0 else { return Z_STREAM_ERROR }
                }
                return CZlib.deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { return nil }
        // Exactly the compressed bytes (see `BrotliCompressor.compress`).
        return output.prefix(Int(stream.total_out)).withUnsafeBytes { Data($0) }
    }
}
