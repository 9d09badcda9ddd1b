/// Short content hashes for file names, so hosts can cache files forever (a new content gets a new name), and
/// stable hashes of words (shingles) that do not depend on the per-process hash seed.
///
/// FNV-1a over 64 bits: not cryptographic, but stable across runs and platforms, and collisions between
/// the files of a site are vanishingly unlikely at 64 bits. The one implementation in Concord.
public enum ContentHash {
    public static func fnv1a64<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hasher = Hasher()
        hasher.add(bytes)
        return hasher.value
    }

    /// The first `length` hex digits of the hash.
    public static func hex<Bytes: Sequence>(_ bytes: Bytes, length: Int = 10) -> String where Bytes.Element == UInt8 {
        var hasher = Hasher()
        hasher.add(bytes)
        return hasher.hex(length: length)
    }

    /// FNV-1a fed as it goes: several byte arrays, or bytes one at a time (a tokenizer's inner loop).
    public struct Hasher: Sendable {
        @usableFromInline var state: UInt64 = 0xcbf2_9ce4_8422_2325
        /// The hash of the bytes added so far.
        public var value: UInt64 { state }

        @inlinable public init() {}

        @inlinable @inline(__always) public mutating func add(byte: UInt8) {
            state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }

        public mutating func add<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
            // Contiguous bytes (Data, arrays, native strings) through a buffer: Data's own iterator is several
            // times slower, and the service worker hashes every file of the site.
            var h = state
            let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
                for byte in buffer { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            }
            if done == nil { for byte in bytes { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 } }
            state = h
        }

        /// The first `length` hex digits.
        public func hex(length: Int = 10) -> String {
            let s = String(value, radix: 16)
            return String((String(repeating: "0", count: max(0, 16 - s.count)) + s).prefix(length))
        }
    }
}
