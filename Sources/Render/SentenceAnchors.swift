import Ingest
import Support

/// Wraps each sentence of inline HTML that has markup (links, emphasis, glossary terms) in
/// `<span id="…">`, like plain text, by walking the HTML's text and matching it against the plain text.
///
/// Spans must nest with the markup. A tag opened inside a sentence and still open where the sentence ends is
/// closed before the span closes and opened again after it (`<em>A. B.</em>` →
/// `<span id="a"><em>A.</em></span><em> <span id="b">B.</span></em>` when the `<em>` starts
/// in the sentence; when it starts before, the spans simply go inside it). A tag opened before a sentence that
/// closes in the middle of it ends the span there; the rest of the sentence goes into a `<span>`
/// without an id (ids are unique), so the anchor still lands on the sentence's start.
enum SentenceAnchors {
    /// Elements without content: never pushed as open.
    static let voidElements: Set<String> = ["br", "img", "wbr", "hr", "input", "source", "meta", "link"]

    static func wrap(_ anchors: [String], at sentences: [String], text: String, into html: String) -> String {
        // Character offsets of each sentence's start and end in the plain text.
        var starts: [Int] = [], ends: [Int] = []
        var searchFrom = text.startIndex
        for sentence in sentences {
            // A byte search: sentences are cut from this very text, so bytes match exactly where characters do.
            guard let range = text.utf8Range(of: sentence, from: searchFrom) else { break }
            let start = text.distance(from: text.startIndex, to: range.lowerBound)
            starts.append(start)
            ends.append(start + sentence.count)
            searchFrom = range.upperBound
        }
        guard starts.count == anchors.count, !anchors.isEmpty else { return html }
        var out = ""
        var textOffset = 0
        var next = 0
        var inSpan = false, ended = false
        var currentEnd = 0
        var own: [(name: String, tag: Substring)] = []  // tags opened inside the current span, still open
        let plain = Array(text)

        /// Closes the span (and the tags opened in it), then opens those tags again outside it.
        func closeSpan() {
            for t in own.reversed() { out += "</\(t.name)>" }
            out += "</span>"
            for t in own { out += t.tag }
            own = []
            inSpan = false
        }

        var i = html.startIndex
        while i < html.endIndex {
            let c = html[i]
            if c == "<" {
                let close = html[i...].firstIndex(of: ">") ?? html.index(before: html.endIndex)
                let tag = html[i...close]
                i = html.index(after: close)
                let isClosing = tag.hasPrefix("</")
                let name = tag.dropFirst(isClosing ? 2 : 1).prefix { $0.isLetter || $0.isNumber }.lowercased()
                if tag.hasPrefix("<!") || name.isEmpty || voidElements.contains(name) || tag.hasSuffix("/>") {
                    out += tag
                } else if !isClosing {
                    out += tag
                    if inSpan { own.append((name, tag)) }
                } else if inSpan, let last = own.last, last.name == name {
                    own.removeLast()
                    out += tag
                } else if inSpan {
                    // A tag from before the sentence ends inside it: end the span here, continue without an id.
                    for t in own.reversed() { out += "</\(t.name)>" }
                    out += "</span>" + tag
                    if !ended {
                        out += "<span>"
                        for t in own { out += t.tag }
                    } else {
                        own = []
                        inSpan = false
                    }
                } else {
                    out += tag
                }
                continue
            }
            // Skip white space in the text that the HTML doesn't have, and vice versa.
            let space = isSpace(c)
            while textOffset < plain.count, isSpace(plain[textOffset]), !space { textOffset += 1 }
            if inSpan, ended { closeSpan() }
            if next < starts.count, textOffset >= starts[next], !space {
                if inSpan { closeSpan() }
                out += "<span id=\"\(HTML.escape(anchors[next]))\">"
                inSpan = true
                ended = false
                currentEnd = ends[next]
                next += 1
            }
            if c == "&", let semicolon = html[i...].prefix(10).firstIndex(of: ";") {
                out += html[i...semicolon]
                i = html.index(after: semicolon)
            } else {
                out.append(c)
                i = html.index(after: i)
            }
            if !(space && (textOffset >= plain.count || !isSpace(plain[textOffset]))) { textOffset += 1 }
            if inSpan, textOffset >= currentEnd { ended = true }
        }
        if inSpan {
            for t in own.reversed() { out += "</\(t.name)>" }
            out += "</span>"
        }
        return out
    }

    /// `Character.isWhitespace`, without a Unicode property look-up for ASCII (every character of a page's
    /// linked paragraphs comes through here).
    @inline(__always)
    static func isSpace(_ c: Character) -> Bool {
        if let a = c.asciiValue { return a == 0x20 || (a >= 0x09 && a <= 0x0D) }
        return c.isWhitespace
    }
}
