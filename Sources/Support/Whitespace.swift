import Foundation

/// Foundation's trimming of white space, with the answer read off the bytes when they settle it: on Linux,
/// `trimmingCharacters(in: .whitespacesAndNewlines)` walks a `CharacterSet` scalar by scalar and builds a new string,
/// and the cross-references and link titles asked it of every section and paragraph of a site.
public enum Whitespace {
    /// `text.trimmingCharacters(in: .whitespacesAndNewlines)`, the same string.
    public static func trimmed(_ text: String) -> String {
        guard let first = text.utf8.first, let last = text.utf8.last else { return text }
        // Bytes below 0x80 are whole scalars: ASCII that is not white space at both ends leaves nothing to trim.
        if first < 0x80, last < 0x80, !isASCIISpace(first), !isASCIISpace(last) { return text }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `text.trimmingCharacters(in: .whitespaces)` (spaces and tabs, no line breaks), the same string: read off the
    /// bytes when both ends are other ASCII (most lines of most files).
    public static func trimmedSpaces(_ text: String) -> String {
        guard let first = text.utf8.first, let last = text.utf8.last else { return "" }
        if first < 0x80, last < 0x80, first != 0x20, first != 0x09, last != 0x20, last != 0x09 { return text }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// Whether `text` is empty once trimmed (`trimmed(text).isEmpty`): only white space and newlines.
    public static func isBlank(_ text: String) -> Bool {
        var other = false
        for byte in text.utf8 {
            if byte >= 0x80 { other = true } else if !isASCIISpace(byte) { return false }
        }
        return !other || text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    /// Tab, line feed, vertical tab, form feed, carriage return and space: the ASCII members of
    /// `CharacterSet.whitespacesAndNewlines`.
    @inline(__always) public static func isASCIISpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }

    /// What goes between two pieces of running text joined into one (caption lines, cues into a paragraph): a space,
    /// or nothing between Chinese or Japanese characters and their punctuation, which are written without spaces
    /// ("强" and "调机器学习" are "强调机器学习"; 3Blue1Brown's Japanese captions had 160 spaces inside words).
    /// `spacedPhrases`: the text separates its phrases with spaces rather than punctuation (`spacedPhrases(_:)`), as
    /// many Chinese subtitles do ("大家好 我是Rob"): then a cue's end is a phrase's, and keeps its space.
    public static func joiner(between left: some StringProtocol, and right: some StringProtocol, spacedPhrases: Bool = false) -> String {
        guard let last = left.unicodeScalars.last, let first = right.unicodeScalars.first else { return "" }
        return !spacedPhrases && isCJK(last) && isCJK(first) ? "" : " "
    }

    /// Whether more of `texts` (a track's cues) hold a space between Chinese or Japanese characters than hold their
    /// punctuation (，。、！？): subtitles that mark phrases with spaces, whose cues end where phrases do.
    public static func spacedPhrases<S: StringProtocol>(_ texts: [S]) -> Bool {
        var spaced = 0, punctuated = 0
        for text in texts.prefix(400) {
            var previous: Unicode.Scalar?, sawSpace = false, hasSpacedPhrase = false, hasPunctuation = false
            for scalar in text.unicodeScalars {
                if scalar == " " { sawSpace = previous.map(isCJK) ?? false; continue }
                if sawSpace, isCJK(scalar) { hasSpacedPhrase = true }
                sawSpace = false
                if isPhrasePunctuation(scalar) { hasPunctuation = true }
                previous = scalar
            }
            if hasSpacedPhrase { spaced += 1 }
            if hasPunctuation { punctuated += 1 }
        }
        return spaced > punctuated
    }

    /// ，。、！？；：, the punctuation that ends a Chinese phrase (a switch: this runs on every scalar of a track).
    @inline(__always) static func isPhrasePunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xFF0C, 0x3002, 0x3001, 0xFF01, 0xFF1F, 0xFF1B, 0xFF1A: return true
        default: return false
        }
    }

    /// Han, kana, and CJK or full-width punctuation.
    @inline(__always) public static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3000...0x303F, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF01...0xFF60, 0x20000...0x2FA1F: return true
        default: return false
        }
    }
}
