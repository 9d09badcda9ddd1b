import Foundation

/// A folded surface (a word as analysis gives it) as a dictionary key, hashed and compared by its UTF-8 bytes. Folded text is in NFC, so the
/// bytes are equal exactly when the strings are; String's own hashing normalises non-ASCII text (most Chinese
/// terms) on every call. The bytes are hashed once, when the key is made (in the analysis, on every core): the
/// index step then looks each of millions of occurrences up in one table, on one core per language, and the
/// cross-reference step each word of every section and talk paragraph in its memo.
public struct SurfaceKey: Hashable, Sendable {
    public let text: String
    let bytesHash: Int

    public init(text: String) {
        self.text = text
        // FNV-1a over the bytes (as `ContentHash`): a word is a few bytes, for which a seeded `Hasher` made and
        // finalised per occurrence cost more than the hashing (the dictionary still seeds its own hash of this one).
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        var text = text
        text.withUTF8 { for byte in $0 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 } }
        bytesHash = Int(truncatingIfNeeded: hash)
    }

    public static func == (a: SurfaceKey, b: SurfaceKey) -> Bool {
        guard a.bytesHash == b.bytesHash else { return false }
        var x = a.text, y = b.text
        return x.withUTF8 { p in y.withUTF8 { q in p.count == q.count && (p.count == 0 || memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0) } }
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(bytesHash) }
}

/// Surfaces by ids numbered from 0 (a run's, or a memo's), looked up once per occurrence: open addressing on the
/// hash each key already carries. A `Dictionary` hashed that hash again (a seeded SipHash, made and finalised per look-up).
public struct SurfaceTable {
    /// Per slot: its surface's id + 1, 0 for an empty slot (a power of two of slots, at most half full).
    private var slots: [Int32]
    private var count = 0

    public init(minimumCapacity: Int) {
        var size = 16
        while size < 2 * minimumCapacity { size *= 2 }
        slots = [Int32](repeating: 0, count: size)
    }

    /// The id of `key` among `keys` (the surfaces inserted so far, by id), or nil.
    public func id(of key: SurfaceKey, in keys: [SurfaceKey]) -> Int? {
        let mask = slots.count - 1
        var i = Self.slot(key.bytesHash, mask)
        while true {
            let s = Int(slots[i])
            if s == 0 { return nil }
            if keys[s - 1] == key { return s - 1 }
            i = (i + 1) & mask
        }
    }

    /// Records that `keys[id]`, not yet in the table, has `id`.
    public mutating func insert(_ id: Int, in keys: [SurfaceKey]) {
        if 2 * (count + 1) > slots.count {
            var grown = [Int32](repeating: 0, count: 2 * slots.count)
            let mask = grown.count - 1
            for s in slots where s != 0 {
                var i = Self.slot(keys[Int(s) - 1].bytesHash, mask)
                while grown[i] != 0 { i = (i + 1) & mask }
                grown[i] = s
            }
            slots = grown
        }
        let mask = slots.count - 1
        var i = Self.slot(keys[id].bytesHash, mask)
        while slots[i] != 0 { i = (i + 1) & mask }
        slots[i] = Int32(id + 1)
        count += 1
    }

    /// A slot from the top bits of the hash times 2^64/φ (FNV-1a's low bits alone cluster on similar words).
    private static func slot(_ hash: Int, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(hash)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }
}
