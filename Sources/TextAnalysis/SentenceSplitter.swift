import Foundation
/// Splits a paragraph into sentences, in English and Chinese.
///
/// Rule-based rather than ICU's sentence iterator because editors' text breaks ICU's rules in ways
/// that matter here: an ellipsis (`…`, `...`) followed by a lower-case word continues the sentence,
/// and abbreviations such as "e.g." or "Mr." do not end one.
public enum SentenceSplitter {
    /// The sentences of `text`, trimmed, in order; their concatenation covers every word of `text`.
    public static func split(_ text: String) -> [String] {
        ranges(text).map { String(text[$0]) }
    }

    /// The sentences of `text`, none ending inside one of `wholes` (the text of a code span or a link, which a
    /// `.` inside does not end: "Run `echo done. Next` in a shell." is one sentence).
    public static func split(_ text: String, keepingWhole wholes: [String]) -> [String] {
        var parts = ranges(text)
        guard parts.count > 1 else { return parts.map { String(text[$0]) } }
        var searchFrom = text.startIndex
        for whole in wholes where whole.contains(where: { ".!?…。！？".contains($0) }) {
            guard let found = text.range(of: whole, range: searchFrom..<text.endIndex) else { continue }
            searchFrom = found.upperBound
            var k = 1
            while k < parts.count {
                if parts[k].lowerBound > found.lowerBound, parts[k].lowerBound < found.upperBound {
                    parts[k - 1] = parts[k - 1].lowerBound..<parts[k].upperBound
                    parts.remove(at: k)
                } else {
                    k += 1
                }
            }
        }
        return parts.map { String(text[$0]) }
    }

    /// Ranges of the sentences of `text`, with surrounding white space excluded.
    public static func ranges(_ text: String) -> [Range<String.Index>] {
        // Walking Characters (grapheme clusters) costs most of the time; for text where every scalar is
        // a Character of its own at the places the rules look at, walking scalars gives the same ranges.
        scalarsAreCharacters(text) ? scalarRanges(text) : characterRanges(text)
    }

    /// The reference implementation, over Characters.
    static func characterRanges(_ text: String) -> [Range<String.Index>] {
        var result: [Range<String.Index>] = []
        var start = text.startIndex
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            var end: String.Index? = nil
            if c == "。" || c == "！" || c == "？" {
                end = text.index(after: i)
            } else if c == "." || c == "!" || c == "?" || c == "…" {
                var j = text.index(after: i)
                // Runs like "?!" or "..." end together.
                while j < text.endIndex, ".!?…".contains(text[j]) { j = text.index(after: j) }
                // Closing quotes and brackets belong to the sentence they close.
                while j < text.endIndex, "\"'”’)]」』".contains(text[j]) { j = text.index(after: j) }
                if j == text.endIndex || text[j].isWhitespace {
                    if isSentenceEnd(text, punctuation: i, after: j) { end = j }
                }
                i = text.index(before: j)
            }
            if let end {
                // Closing quotes after a CJK full stop stay with it.
                var e = end
                while e < text.endIndex, "”’」』）".contains(text[e]) { e = text.index(after: e) }
                appendTrimmed(text, start..<e, to: &result)
                start = e
                i = e
                continue
            }
            i = text.index(after: i)
        }
        appendTrimmed(text, start..<text.endIndex, to: &result)
        return result
    }

    // MARK: Fast path over Unicode scalars

    /// True when no scalar of `text` joins the one before it into a grapheme cluster (combining marks,
    /// joiners, variation selectors, Hangul jamo, emoji sequences…): the blocks English and Chinese prose
    /// use. `\r\n` is one Character but both halves are white space, which the rules treat alike.
    static func scalarsAreCharacters(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if v < 0x300 { continue }
            switch v {
            case 0x0370...0x03FF, 0x1E00...0x1EFF: continue  // Greek, Latin Extended Additional
            case 0x2000...0x206F where v != 0x200C && v != 0x200D: continue  // general punctuation, not joiners
            case 0x3000...0x3029, 0x3030...0x303F: continue  // CJK punctuation, not tone marks
            case 0x3040...0x3098, 0x309B...0x30FF: continue  // kana, not sound marks
            case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xFF00...0xFF9D: continue  // ideographs, full-width forms
            default: return false
            }
        }
        return true
    }

    @inline(__always) private static func isCJKStop(_ v: UInt32) -> Bool { v == 0x3002 || v == 0xFF01 || v == 0xFF1F }  // 。！？
    @inline(__always) private static func isStop(_ v: UInt32) -> Bool { v == 0x2E || v == 0x21 || v == 0x3F || v == 0x2026 }  // . ! ? …
    /// `"'”’)]」』`: closing quotes and brackets after a stop.
    @inline(__always) private static func isCloser(_ v: UInt32) -> Bool {
        v == 0x22 || v == 0x27 || v == 0x201D || v == 0x2019 || v == 0x29 || v == 0x5D || v == 0x300D || v == 0x300F
    }
    /// `”’」』）`: closing marks after a CJK stop.
    @inline(__always) private static func isCJKCloser(_ v: UInt32) -> Bool {
        v == 0x201D || v == 0x2019 || v == 0x300D || v == 0x300F || v == 0xFF09
    }
    @inline(__always) private static func isSpace(value v: UInt32) -> Bool {
        if v < 0x80 { return v == 0x20 || (v >= 0x09 && v <= 0x0D) }
        return Unicode.Scalar(v)!.properties.isWhitespace
    }

    /// `characterRanges` over scalars; only valid when `scalarsAreCharacters(text)`. Over the UTF-8 bytes of a
    /// native string (a walk of its scalar view validated an index at every step, a sixth of the time); a string
    /// not stored as UTF-8 (bridged, whose indices are not byte offsets) takes the reference.
    static func scalarRanges(_ text: String) -> [Range<String.Index>] {
        guard let offsets = text.utf8.withContiguousStorageIfAvailable(byteRanges) else { return characterRanges(text) }
        let utf8 = text.utf8, start = utf8.startIndex
        return offsets.map { utf8.index(start, offsetBy: $0.lowerBound)..<utf8.index(start, offsetBy: $0.upperBound) }
    }

    /// `scalarRanges` as byte offsets into valid UTF-8: the same rules, scalar by scalar.
    static func byteRanges(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        let endIndex = bytes.count
        @inline(__always) func value(_ i: Int) -> UInt32 { Tokenizer.scalar(at: i, in: bytes).value }
        @inline(__always) func after(_ i: Int) -> Int { i + Tokenizer.scalar(at: i, in: bytes).length }
        @inline(__always) func before(_ i: Int) -> Int {
            var j = i - 1
            while j > 0, bytes[j] & 0xC0 == 0x80 { j -= 1 }
            return j
        }
        @inline(__always) func space(_ i: Int) -> Bool { isSpace(value: value(i)) }
        var result: [Range<Int>] = []
        var start = 0, i = 0
        while i < endIndex {
            let v = value(i)
            var end: Int? = nil
            if isCJKStop(v) {
                end = after(i)
            } else if isStop(v) {
                var j = after(i)
                while j < endIndex, isStop(value(j)) { j = after(j) }
                while j < endIndex, isCloser(value(j)) { j = after(j) }
                if j == endIndex || space(j) {
                    if byteIsSentenceEnd(bytes, punctuation: i, after: j) { end = j }
                }
                i = before(j)
            }
            if let end {
                var e = end
                while e < endIndex, isCJKCloser(value(e)) { e = after(e) }
                var lower = start, upper = e
                while lower < upper, space(lower) { lower = after(lower) }
                while upper > lower, space(before(upper)) { upper = before(upper) }
                if lower < upper { result.append(lower..<upper) }
                start = e
                i = e
                continue
            }
            i = after(i)
        }
        var lower = start, upper = endIndex
        while lower < upper, space(lower) { lower = after(lower) }
        while upper > lower, space(before(upper)) { upper = before(upper) }
        if lower < upper { result.append(lower..<upper) }
        return result
    }

    private static func byteIsSentenceEnd(_ bytes: UnsafeBufferPointer<UInt8>, punctuation: Int, after: Int) -> Bool {
        var k = after
        while k < bytes.count, isSpace(value: Tokenizer.scalar(at: k, in: bytes).value) { k += Tokenizer.scalar(at: k, in: bytes).length }
        if k < bytes.count {
            let first = Tokenizer.scalar(at: k, in: bytes).value
            if first < 0x80 ? (first >= 0x61 && first <= 0x7A) : Unicode.Scalar(first)!.properties.isLowercase { return false }
        }
        guard bytes[punctuation] == 0x2E else { return true }
        var w = punctuation
        var length = 0
        while w > 0 {
            var p = w - 1
            while p > 0, bytes[p] & 0xC0 == 0x80 { p -= 1 }
            let c = Tokenizer.scalar(at: p, in: bytes).value
            if isSpace(value: c) || c == 0x28 { break }
            w = p
            length += 1
        }
        // Lower-casing never shortens a word, so only short words can be abbreviations or initials.
        guard length <= 6 else { return true }
        let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[w..<punctuation]), as: UTF8.self).lowercased()
        if abbreviations.contains(word) { return false }
        if word.count == 1, let c = word.first, c.isLetter, k < bytes.count { return false }
        return true
    }

    private static let abbreviations: Set<String> = [
        "e.g", "i.e", "etc", "vs", "mr", "mrs", "ms", "dr", "st", "no", "fig", "approx", "cf", "u.s", "inc",
    ]

    private static func isSentenceEnd(_ text: String, punctuation: String.Index, after: String.Index) -> Bool {
        let mark = text[punctuation]
        // The next word: a lower-case start means the sentence goes on ("Such as… a leading icon").
        var k = after
        while k < text.endIndex, text[k].isWhitespace { k = text.index(after: k) }
        if k < text.endIndex, let first = text[k].unicodeScalars.first,
           first.properties.isLowercase {
            return false
        }
        guard mark == "." else { return true }
        // An ellipsis written as "..." is handled like "…" above; a single period may end an abbreviation.
        var w = punctuation
        while w > text.startIndex {
            let p = text.index(before: w)
            if text[p].isWhitespace || text[p] == "(" { break }
            w = p
        }
        let word = text[w..<punctuation].lowercased()
        if abbreviations.contains(word) { return false }
        // A single capital letter ("J. Appleseed") is an initial.
        if word.count == 1, let c = word.first, c.isLetter, k < text.endIndex { return false }
        return true
    }

    private static func appendTrimmed(_ text: String, _ range: Range<String.Index>, to result: inout [Range<String.Index>]) {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, text[lower].isWhitespace { lower = text.index(after: lower) }
        while upper > lower, text[text.index(before: upper)].isWhitespace { upper = text.index(before: upper) }
        if lower < upper { result.append(lower..<upper) }
    }
}
