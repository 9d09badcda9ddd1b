/// A language's stop words, asked about every token of every text the build analyses: a word longer than the
/// longest stop word, or whose first byte begins none, is answered without hashing it (most content words are;
/// hashing a Chinese word also normalises it).
struct StopWordFilter: Sendable {
    let words: Set<String>
    /// The UTF-8 length of the longest stop word.
    private let longest: Int
    /// Bit `b` of `firsts[b >> 6]`: some stop word begins with byte `b`.
    private let firsts: (UInt64, UInt64, UInt64, UInt64)

    init(_ words: Set<String>) {
        self.words = words
        longest = words.map(\.utf8.count).max() ?? 0
        var bits: [UInt64] = [0, 0, 0, 0]
        for word in words { if let b = word.utf8.first { bits[Int(b) >> 6] |= 1 << UInt64(b & 63) } }
        firsts = (bits[0], bits[1], bits[2], bits[3])
    }

    func contains(_ word: String) -> Bool {
        let utf8 = word.utf8
        guard utf8.count <= longest, let b = utf8.first else { return false }
        let row: UInt64
        switch b >> 6 {
        case 0: row = firsts.0
        case 1: row = firsts.1
        case 2: row = firsts.2
        default: row = firsts.3
        }
        return row & (1 << UInt64(b & 63)) != 0 && words.contains(word)
    }
}
