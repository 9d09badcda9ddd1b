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
        public func hex(length: Int = 10) -> String { ContentHash.hex(value, length: length) }
    }

    /// The first `length` of the 16 hex digits of `value`, zeros leading.
    public static func hex(_ value: UInt64, length: Int) -> String {
        let s = String(value, radix: 16)
        return String((String(repeating: "0", count: max(0, 16 - s.count)) + s).prefix(length))
    }
}

/// The bit mixing `StreamingHash` and `WordDigest` share (MurmurHash3's rotation and finaliser).
enum HashMixing {
    @inline(__always) static func rotl(_ x: UInt64, _ r: UInt64) -> UInt64 { (x << r) | (x >> (64 - r)) }

    @inline(__always) static func fmix(_ k: UInt64) -> UInt64 {
        var k = k
        k ^= k >> 33; k = k &* 0xff51_afd7_ed55_8ccd
        k ^= k >> 33; k = k &* 0xc4ce_b9fe_1a85_ec53
        return k ^ (k >> 33)
    }
}

/// MurmurHash3 x64 128 (seed 0), fed as it goes, sixteen bytes at a time: the hash of a cache key's inputs
/// (`BinaryWriter(hashing:)`), which are often whole talks or pages' render models. FNV's byte-at-a-time loop made
/// naming a page's rendering cost as much as rendering it.
public struct StreamingHash: Sendable {
    private var h1: UInt64 = 0, h2: UInt64 = 0
    /// Bytes not yet hashed (fewer than a block after each `add`).
    private var pending: [UInt8] = []
    /// Bytes added in all.
    public private(set) var count = 0
    private static let c1: UInt64 = 0x87c3_7b91_1142_53d5, c2: UInt64 = 0x4cf5_ad43_2745_937f

    public init() { pending.reserveCapacity(1024) }

    public mutating func add(byte: UInt8) {
        pending.append(byte)
        count += 1
        if pending.count >= 1024 { flush() }
    }

    public mutating func add<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        count += bytes.count
        if pending.isEmpty, let done: Void = bytes.withContiguousStorageIfAvailable({ buffer in
            let whole = buffer.count & ~15
            blocks(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[..<whole]))
            pending.append(contentsOf: buffer[whole...])
        }) { return done }
        pending.append(contentsOf: bytes)
        if pending.count >= 1024 { flush() }
    }

    /// Hashes the whole blocks pending.
    private mutating func flush() {
        let whole = pending.count & ~15
        guard whole > 0 else { return }
        pending.withUnsafeBytes { blocks(UnsafeRawBufferPointer(rebasing: $0[..<whole])) }
        pending.removeFirst(whole)
    }

    private mutating func blocks(_ bytes: UnsafeRawBufferPointer) {
        var h1 = self.h1, h2 = self.h2, offset = 0
        while offset + 16 <= bytes.count {
            var k1 = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            var k2 = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
            k1 = k1 &* Self.c1; k1 = HashMixing.rotl(k1, 31); k1 = k1 &* Self.c2; h1 ^= k1
            h1 = HashMixing.rotl(h1, 27); h1 = h1 &+ h2; h1 = h1 &* 5 &+ 0x52dc_e729
            k2 = k2 &* Self.c2; k2 = HashMixing.rotl(k2, 33); k2 = k2 &* Self.c1; h2 ^= k2
            h2 = HashMixing.rotl(h2, 31); h2 = h2 &+ h1; h2 = h2 &* 5 &+ 0x3849_5ab5
            offset += 16
        }
        self.h1 = h1; self.h2 = h2
    }

    /// The two halves of the hash of the bytes added so far.
    public var value: (UInt64, UInt64) {
        var copy = self
        copy.flush()
        var h1 = copy.h1, h2 = copy.h2, k1: UInt64 = 0, k2: UInt64 = 0
        let tail = copy.pending
        for i in stride(from: tail.count - 1, through: 8, by: -1) { k2 ^= UInt64(tail[i]) << UInt64(8 * (i - 8)) }
        if tail.count > 8 { k2 = k2 &* Self.c2; k2 = HashMixing.rotl(k2, 33); k2 = k2 &* Self.c1; h2 ^= k2 }
        for i in stride(from: min(tail.count, 8) - 1, through: 0, by: -1) { k1 ^= UInt64(tail[i]) << UInt64(8 * i) }
        if !tail.isEmpty { k1 = k1 &* Self.c1; k1 = HashMixing.rotl(k1, 31); k1 = k1 &* Self.c2; h1 ^= k1 }
        h1 ^= UInt64(count); h2 ^= UInt64(count)
        h1 = h1 &+ h2; h2 = h2 &+ h1
        h1 = HashMixing.fmix(h1); h2 = HashMixing.fmix(h2)
        h1 = h1 &+ h2; h2 = h2 &+ h1
        return (h1, h2)
    }
}

/// A stable 128-bit digest of words and byte strings, kept in two registers (no buffer, nothing allocated): for
/// digests of nested values, one per value (`MustacheValue.digest`), where `StreamingHash`'s buffer would cost
/// more than the hashing. Not cryptographic; the same on every run and machine.
public struct WordDigest: Sendable {
    private var a: UInt64, b: UInt64

    public init(seed: UInt64 = 0) {
        a = 0x243f_6a88_85a3_08d3 ^ seed
        b = 0x1319_8a2e_0370_7344 &+ seed
    }

    @inline(__always) public mutating func add(_ word: UInt64) {
        a = HashMixing.rotl(a ^ word, 23) &* 0x9e37_79b9_7f4a_7c15
        b = (HashMixing.rotl(b ^ (word &* 0xc2b2_ae3d_27d4_eb4f), 29) &+ a) &* 0x1656_67b1_9e37_79f9
    }

    /// Adds the bytes eight at a time, then their count (so "ab" + "c" and "a" + "bc" differ).
    public mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset + 8 <= bytes.count {
            add(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        var tail: UInt64 = 0
        for i in offset..<bytes.count { tail |= UInt64(bytes[i]) << UInt64(8 * (i - offset)) }
        add(tail)
        add(UInt64(bytes.count))
    }

    public mutating func add(_ string: String) {
        var string = string
        string.withUTF8 { add(UnsafeRawBufferPointer($0)) }
    }

    /// The digest of what was added, its bits mixed.
    public var value: (UInt64, UInt64) { (HashMixing.fmix(a ^ HashMixing.rotl(b, 32)), HashMixing.fmix(b &+ a)) }
}
