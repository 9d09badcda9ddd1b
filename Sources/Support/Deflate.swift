import CDeflate
import Foundation

/// The only file that talks to libdeflate: raw deflate for packed index files and captions, gzip for hosts'
/// `.gz` copies. Whole-buffer compression (all these files are in memory anyway): on the corpus library's 47 MB
/// of packed JSON, level 6 took 0.75 s where zlib's level 6 took 1.68 s, for 0.7 % fewer bytes. Its output is
/// a standard stream: zlib inflates it (`Zlib.inflateRaw`), as browsers' `DecompressionStream` do.
public enum Deflate {
    /// The level of packed payloads and gzip copies: libdeflate's default (level 7 was 0.1 % smaller and 11 %
    /// slower on the packed JSON above; 10 and up, 3 % smaller and four times slower).
    public static let level: Int32 = 6

    /// `input` as raw deflate (RFC 1951, no header).
    public static func raw(_ input: UnsafeRawBufferPointer) -> [UInt8] {
        compress(input, bound: libdeflate_deflate_compress_bound, with: libdeflate_deflate_compress)
    }

    /// `input` as one gzip member; the header carries no name and no time, so builds are byte-identical.
    public static func gzip(_ input: Data) -> Data {
        Data(input.withUnsafeBytes { compress($0, bound: libdeflate_gzip_compress_bound, with: libdeflate_gzip_compress) })
    }

    private typealias Bound = (OpaquePointer?, Int) -> Int
    private typealias Compressor = (OpaquePointer?, UnsafeRawPointer?, Int, UnsafeMutableRawPointer?, Int) -> Int

    private static func compress(_ input: UnsafeRawBufferPointer, bound: Bound, with compressor: Compressor) -> [UInt8] {
        let c = pool.take()
        defer { pool.give(c) }
        let capacity = bound(c, input.count)
        return [UInt8](unsafeUninitializedCapacity: capacity) { out, count in
            // The bound is what libdeflate promises to need at most, so this never comes back 0.
            count = compressor(c, input.baseAddress, input.count, out.baseAddress, capacity)
            precondition(count > 0, "libdeflate: output larger than its own bound")
        }
    }

    /// Compressors kept for reuse: one holds about 1 MB of tables, which a build compressing thousands of files
    /// would otherwise allocate (and the kernel zero) for each.
    private static let pool = Pool()

    private final class Pool: @unchecked Sendable {
        private let lock = NSLock()
        private var idle: [OpaquePointer] = []

        func take() -> OpaquePointer {
            lock.lock()
            let c = idle.popLast()
            lock.unlock()
            if let c { return c }
            guard let made = libdeflate_alloc_compressor(Deflate.level) else { fatalError("libdeflate: out of memory") }
            return made
        }

        func give(_ c: OpaquePointer) {
            lock.lock()
            idle.append(c)
            lock.unlock()
        }
    }
}
