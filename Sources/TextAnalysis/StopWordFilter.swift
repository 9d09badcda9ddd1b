/// A language's stop words, asked about every token of every text the build analyses, without hashing: a word
/// longer than the longest stop word, or whose first byte begins none, is answered at once; a word of up to 8 bytes
/// is its bytes as one integer, looked for among the stop words of its length (a binary search of a few dozen).
/// Hashing a word cost more than the rest of its analysis, and hashing Chinese text also normalises it.
/// Words are compared by their bytes, as `SurfaceKey` compares them: tokens of folded text and the folded lists
/// are both in NFC, where bytes are equal exactly when the strings are.
struct StopWordFilter: Sendable {
    let words: Set<String>
    /// The UTF-8 length of the longest stop word.
    private let longest: Int
    /// Bit `b` of `firsts[b >> 6]`: some stop word begins with byte `b`.
    private let firsts: (UInt64, UInt64, UInt64, UInt64)
    /// The stop words of up to 8 bytes, packed (`packed`), by length and then ascending; those of `n` bytes are
    /// `short[lengthStarts[n - 1]..<lengthStarts[n]]` (one flat array: no inner array to retain per look-up).
    private let short: [UInt64], lengthStarts: [Int]

    init(_ words: Set<String>) {
        self.words = words
        longest = words.map(\.utf8.count).max() ?? 0
        var bits: [UInt64] = [0, 0, 0, 0]
        var short = [[UInt64]](repeating: [], count: 8)
        for word in words {
            guard let b = word.utf8.first else { continue }
            bits[Int(b) >> 6] |= 1 << UInt64(b & 63)
            if word.utf8.count <= 8 {
                var bytes = word
                short[word.utf8.count - 1].append(bytes.withUTF8(Self.packed))
            }
        }
        firsts = (bits[0], bits[1], bits[2], bits[3])
        self.short = short.flatMap { $0.sorted() }
        lengthStarts = short.reduce(into: [0]) { $0.append($0.last! + $1.count) }
    }

    func contains(_ word: String) -> Bool {
        // On the bytes in place (for a word of up to 15 bytes, a copy on the stack): the UTF-8 view's count, first
        // byte and iterator each cost more than the look-up.
        var bytes = word
        return bytes.withUTF8 { utf8 in
            let count = utf8.count
            guard count <= longest, count > 0 else { return false }
            let b = utf8[0]
            let row: UInt64
            switch b >> 6 {
            case 0: row = firsts.0
            case 1: row = firsts.1
            case 2: row = firsts.2
            default: row = firsts.3
            }
            guard row & (1 << UInt64(b & 63)) != 0 else { return false }
            guard count <= 8 else { return words.contains(word) }
            let key = Self.packed(utf8)
            var lo = lengthStarts[count - 1], hi = lengthStarts[count]
            let end = hi
            while lo < hi {
                let mid = (lo + hi) / 2
                if short[mid] < key { lo = mid + 1 } else { hi = mid }
            }
            return lo < end && short[lo] == key
        }
    }

    /// Up to 8 bytes as one integer, the first in the lowest byte (words of one length compare equal exactly
    /// when their bytes do).
    private static func packed(_ utf8: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var value: UInt64 = 0
        for (k, byte) in utf8.enumerated() { value |= UInt64(byte) << UInt64(8 * k) }
        return value
    }
}
