import Ingest

/// Puts an empty anchor element where each sentence starts inside inline HTML that has markup
/// (links, emphasis), by walking the HTML's text and matching it against the plain text.
enum SentenceAnchors {
    static func insert(_ anchors: [String], at sentences: [String], text: String, into html: String) -> String {
        // Character offsets of each sentence's start in the plain text.
        var starts: [Int] = []
        var searchFrom = text.startIndex
        for sentence in sentences {
            guard let range = text.range(of: sentence, range: searchFrom..<text.endIndex) else { break }
            starts.append(text.distance(from: text.startIndex, to: range.lowerBound))
            searchFrom = range.upperBound
        }
        guard starts.count == anchors.count else { return html }
        var out = ""
        var textOffset = 0
        var next = 0
        var i = html.startIndex
        let plain = Array(text)
        while i < html.endIndex {
            let c = html[i]
            if c == "<" {
                let close = html[i...].firstIndex(of: ">") ?? html.index(before: html.endIndex)
                out += html[i...close]
                i = html.index(after: close)
                continue
            }
            // Skip white space in the text that the HTML doesn't have, and vice versa.
            while textOffset < plain.count, plain[textOffset].isWhitespace, !c.isWhitespace { textOffset += 1 }
            if next < starts.count, textOffset >= starts[next], !c.isWhitespace {
                out += "<span class=\"s-anchor\" id=\"\(HTML.escape(anchors[next]))\"></span>"
                next += 1
            }
            if c == "&", let semicolon = html[i...].prefix(10).firstIndex(of: ";") {
                out += html[i...semicolon]
                i = html.index(after: semicolon)
            } else {
                out.append(c)
                i = html.index(after: i)
            }
            if !(c.isWhitespace && (textOffset >= plain.count || !plain[textOffset].isWhitespace)) { textOffset += 1 }
        }
        return out
    }
}
