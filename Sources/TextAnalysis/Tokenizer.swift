/// Splits folded text into word tokens and CJK runs, with positions.
///
/// The rules are deliberately simple so the browser engine (`tokenize` in
/// `Public/js/search-engine.js`) reproduces them exactly without ICU:
/// - a *word* is a maximal run of letters, numbers and marks (`\p{L}\p{N}\p{M}`) that are not CJK,
///   with a single `'` kept when it sits between two such characters (`don't`, `people's`);
/// - a *CJK run* is a maximal run of Han ideographs and kana (see `isCJK`); each of its
///   characters takes one position, so bigrams and dictionary words share one position space;
/// - anything else separates tokens; words longer than `maxWordLength` scalars are dropped
///   (hashes, base64) but still take a position.
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
        var tokens: [Token] = []
        let scalars = Array(text.unicodeScalars)
        var position = startPosition
        var i = 0
        var offset = 0  // UTF-16 offset of scalars[i]
        while i < scalars.count {
            let s = scalars[i]
            if isCJK(s.value) {
                let start = i, startOffset = offset
                var run = String.UnicodeScalarView()
                while i < scalars.count, isCJK(scalars[i].value) {
                    run.append(scalars[i]); offset += scalars[i].utf16.count; i += 1
                }
                tokens.append(Token(text: String(run), position: position, isCJK: true, utf16Range: startOffset..<offset))
                position += i - start
            } else if isWordScalar(s) {
                let startOffset = offset
                var word = String.UnicodeScalarView()
                var length = 0
                while i < scalars.count {
                    let c = scalars[i]
                    if isWordScalar(c), !isCJK(c.value) {
                        word.append(c)
                    } else if c == "'", !word.isEmpty, i + 1 < scalars.count,
                              isWordScalar(scalars[i + 1]), !isCJK(scalars[i + 1].value) {
                        word.append(c)
                    } else { break }
                    length += 1; offset += c.utf16.count; i += 1
                }
                if length <= maxWordLength {
                    tokens.append(Token(text: String(word), position: position, isCJK: false, utf16Range: startOffset..<offset))
                }
                position += 1
            } else {
                offset += s.utf16.count; i += 1
            }
        }
        return (tokens, position)
    }
}
