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

    /// Ranges of the sentences of `text`, with surrounding white space excluded.
    public static func ranges(_ text: String) -> [Range<String.Index>] {
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
