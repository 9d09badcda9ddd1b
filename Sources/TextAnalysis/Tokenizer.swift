/// Splits folded text into word tokens and CJK runs, with positions.
///
/// The rules are deliberately simple so the browser engine (`tokenize` in
/// `Public/js/search-engine/20-analysis.js`) reproduces them exactly without ICU:
/// - a *word* is a maximal run of letters, numbers and marks (`\p{L}\p{N}\p{M}`) that are not CJK,
///   with a single `'` kept when it sits between two such characters (`don't`, `people's`);
/// - a *CJK run* is a maximal run of Han ideographs and kana (see `isCJK`); each of its
///   characters takes one position, so bigrams and dictionary words share one position space;
/// - anything else separates tokens; words longer than `maxWordLength` scalars are dropped
///   (hashes, base64) but still take a position, except in scripts written without spaces (`isSpaceless`).
public enum Tokenizer {
    /// Longest word kept, in Unicode scalars.
    public static let maxWordLength = 40

    /// A token of folded text.
    public struct Token: Sendable, Hashable {
        /// The folded token text: one word, or a whole CJK run.
        public var text: String
        /// Position of the token (of the first character, for a CJK run).
        public var position: Int
        /// True for a run of CJK characters.
        public var isCJK: Bool
        /// Range of the token in the input, in UTF-16 code units.
        public var utf16Range: Range<Int>
    }

    /// True for Han ideographs (URO, extension A, compatibility, supplementary planes), kana, 々 and 〇.
    @inlinable public static func isCJK(_ v: UInt32) -> Bool {
        switch v {
        case 0x3005, 0x3007, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
             0x20000...0x2FA1F: return true
        default: return false
        }
    }

    /// True for letters of the scripts written without spaces between words that are not CJK (Thai, Lao, Khmer,
    /// Burmese): a word token of them is a phrase, kept whatever its length, and cut into words by the analyser.
    @inlinable public static func isSpaceless(_ v: UInt32) -> Bool {
        switch v {
        case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF: return true
        default: return false
        }
    }

    /// True for letters, numbers and marks.
    @inlinable public static func isWordScalar(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        if v < 0x80 { return (v >= 0x61 && v <= 0x7A) || (v >= 0x41 && v <= 0x5A) || (v >= 0x30 && v <= 0x39) }
        if v >= 0x4E00 && v <= 0x9FFF { return true }  // Han (Lo), the bulk of Chinese text
        switch s.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark:
            return true
        default: return false
        }
    }

    /// Tokens of `text`, which should already be folded (`TextFolding.fold`).
    /// Positions start at `startPosition`; returns the tokens and the next free position.
    public static func tokenize(_ text: String, startPosition: Int = 0) -> (tokens: [Token], nextPosition: Int) {
        var text = text
        return text.withUTF8 { tokenize(utf8: $0, startPosition: startPosition) }
    }

    /// The scalar starting at byte `i` of valid UTF-8 and its length in bytes.
    @inline(__always) public static func scalar(at i: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (value: UInt32, length: Int) {
        let b0 = UInt32(bytes[i])
        if b0 < 0x80 { return (b0, 1) }
        if b0 < 0xE0 { return ((b0 & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F), 2) }
        if b0 < 0xF0 { return ((b0 & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F), 3) }
        return ((b0 & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6 | UInt32(bytes[i + 3] & 0x3F), 4)
    }

    /// True for a word scalar that is not CJK: the characters of a word token.
    @inline(__always) static func isWordPart(_ v: UInt32) -> Bool {
        if v < 0x80 { return (v >= 0x61 && v <= 0x7A) || (v >= 0x41 && v <= 0x5A) || (v >= 0x30 && v <= 0x39) }
        return !isCJK(v) && isWordScalar(Unicode.Scalar(v)!)
    }

    /// Tokens of folded text given as its UTF-8 bytes: each token's text is a slice of them (no scalar-by-scalar
    /// string building; short words become small strings without an allocation).
    static func tokenize(utf8 bytes: UnsafeBufferPointer<UInt8>, startPosition: Int) -> (tokens: [Token], nextPosition: Int) {
        var tokens: [Token] = []
        tokens.reserveCapacity(bytes.count / 6)
        var position = startPosition
        var i = 0
        var offset = 0  // UTF-16 offset of the scalar at byte i
        func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
        while i < bytes.count {
            let (v, length) = scalar(at: i, in: bytes)
            if isCJK(v) {
                let start = i, startOffset = offset
                var count = 0
                while i < bytes.count {
                    let (c, l) = scalar(at: i, in: bytes)
                    guard isCJK(c) else { break }
                    offset += c > 0xFFFF ? 2 : 1; i += l; count += 1
                }
                tokens.append(Token(text: text(start..<i), position: position, isCJK: true, utf16Range: startOffset..<offset))
                position += count
            } else if isWordPart(v) {
                let start = i, startOffset = offset
                var count = 0
                while i < bytes.count {
                    let (c, l) = scalar(at: i, in: bytes)
                    if !isWordPart(c) {
                        // One apostrophe between two word characters belongs to the word (`don't`).
                        guard c == 0x27, i + 1 < bytes.count, isWordPart(scalar(at: i + 1, in: bytes).value) else { break }
                    }
                    count += 1; offset += c > 0xFFFF ? 2 : 1; i += l
                }
                if count <= maxWordLength || isSpaceless(v) {
                    tokens.append(Token(text: text(start..<i), position: position, isCJK: false, utf16Range: startOffset..<offset))
                }
                position += 1
            } else {
                offset += v > 0xFFFF ? 2 : 1; i += length
            }
        }
        return (tokens, position)
    }
}
