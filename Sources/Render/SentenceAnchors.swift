import Ingest
import TextAnalysis
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
        // Byte offsets of each sentence's start and end in the plain text. The walk below goes scalar by scalar
        // over UTF-8 bytes (both texts come from one string, so their scalars correspond; Characters cost a
        // grapheme break search each, on every character of every linked paragraph).
        var starts: [Int] = [], ends: [Int] = []
        var searchFrom = 0
        for sentence in sentences {
            // A byte search: sentences are cut from this very text, so bytes match exactly where characters do.
            guard let start = text.utf8Offset(of: sentence, from: searchFrom) else { break }
            starts.append(start)
            ends.append(start + sentence.utf8.count)
            searchFrom = start + sentence.utf8.count
        }
        guard starts.count == anchors.count, !anchors.isEmpty else { return html }
        let plain = Array(text.utf8), h = Array(html.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(h.count + anchors.count * 48)
        var textOffset = 0
        var next = 0
        var inSpan = false, ended = false
        var currentEnd = 0
        var own: [(name: [UInt8], tag: ArraySlice<UInt8>)] = []  // tags opened inside the current span, still open

        func closeTag(_ name: [UInt8]) {
            out.append(contentsOf: "</".utf8)
            out.append(contentsOf: name)
            out.append(UInt8(ascii: ">"))
        }
        /// Closes the span (and the tags opened in it), then opens those tags again outside it.
        func closeSpan() {
            for t in own.reversed() { closeTag(t.name) }
            out.append(contentsOf: "</span>".utf8)
            for t in own { out.append(contentsOf: t.tag) }
            own = []
            inSpan = false
        }
        func plainIsSpace(_ offset: Int) -> Bool { isSpace(plain, at: offset) }
        func openSpan() {
            out.append(contentsOf: "<span id=\"".utf8)
            out.append(contentsOf: HTML.escape(anchors[next]).utf8)
            out.append(contentsOf: "\">".utf8)
            inSpan = true
            ended = false
            currentEnd = ends[next]
            next += 1
        }
        /// Whether the next sentence starts with the text that follows (past white space) and goes on past the end of
        /// the element whose opening tag ends at `from` (named `name`): its characters, white space aside, are fewer
        /// than the sentence's. (An element that is the whole sentence, a bold lead sentence, keeps the span inside.)
        func nextSentenceHoldsElement(from: Int, name: [UInt8]) -> Bool {
            guard next < starts.count else { return false }
            var t = textOffset
            while t < plain.count, plainIsSpace(t) { t += scalarLength(plain, at: t) }
            guard t >= starts[next] else { return false }
            var room = 0
            while t < min(ends[next], plain.count) {
                if !plainIsSpace(t) { room += 1 }
                t += scalarLength(plain, at: t)
            }
            var j = from, depth = 1, used = 0
            while j < h.count, used <= room {
                if h[j] == UInt8(ascii: "<") {
                    var close = j
                    while close < h.count, h[close] != UInt8(ascii: ">") { close += 1 }
                    let closing = close > j + 1 && h[j + 1] == UInt8(ascii: "/")
                    if tagName(h[(j + (closing ? 2 : 1))..<min(close, h.count)]) == name, h[close - 1] != UInt8(ascii: "/") {
                        depth += closing ? -1 : 1
                        if depth == 0 { return used < room }
                    }
                    j = close + 1
                    continue
                }
                if h[j] == UInt8(ascii: "&") {
                    var k = j
                    while k < h.count, k - j < 10, h[k] != UInt8(ascii: ";") { k += 1 }
                    used += 1
                    j = k < h.count && h[k] == UInt8(ascii: ";") ? k + 1 : j + 1
                    continue
                }
                if !isSpace(h, at: j) { used += 1 }
                j += scalarLength(h, at: j)
            }
            return false
        }

        var i = 0
        while i < h.count {
            if h[i] == UInt8(ascii: "<") {
                var close = i
                while close < h.count, h[close] != UInt8(ascii: ">") { close += 1 }
                let tagEnd = close < h.count ? close + 1 : h.count
                let tag = h[i..<tagEnd]
                i = tagEnd
                let isClosing = tag.count > 1 && tag[tag.startIndex + 1] == UInt8(ascii: "/")
                let name = tagName(tag.dropFirst(isClosing ? 2 : 1))
                let isDeclaration = tag.count > 1 && tag[tag.startIndex + 1] == UInt8(ascii: "!")
                let selfClosing = tag.count > 1 && tag.last == UInt8(ascii: ">") && tag[tag.endIndex - 2] == UInt8(ascii: "/")
                if isDeclaration || name.isEmpty || voidElementBytes.contains(name) || selfClosing {
                    out.append(contentsOf: tag)
                } else if !isClosing {
                    // An element after the end of a sentence starts outside its span (`产生的。<a>查看色板</a>`: kept
                    // inside, the span closed at the link's first character with an empty copy of the link in it).
                    if inSpan, ended { closeSpan() }
                    // A sentence that starts with an element's text (`标准。<code>0.8.3</code> 实际上是…`, a link) starts
                    // before its tag: opened inside it, the span ended with the element and the rest of the sentence
                    // had no id (and the sentence before kept an empty copy of the element).
                    if (!inSpan || ended), nextSentenceHoldsElement(from: tagEnd, name: name) {
                        if inSpan { closeSpan() }
                        openSpan()
                    }
                    out.append(contentsOf: tag)
                    if inSpan { own.append((name, tag)) }
                } else if inSpan, let last = own.last, last.name == name {
                    own.removeLast()
                    out.append(contentsOf: tag)
                } else if inSpan {
                    // A tag from before the sentence ends inside it: end the span here, continue without an id.
                    for t in own.reversed() { closeTag(t.name) }
                    out.append(contentsOf: "</span>".utf8)
                    out.append(contentsOf: tag)
                    if !ended {
                        out.append(contentsOf: "<span>".utf8)
                        for t in own { out.append(contentsOf: t.tag) }
                    } else {
                        own = []
                        inSpan = false
                    }
                } else {
                    out.append(contentsOf: tag)
                }
                continue
            }
            // Skip white space in the text that the HTML doesn't have, and vice versa.
            let space = isSpace(h, at: i)
            while textOffset < plain.count, plainIsSpace(textOffset), !space { textOffset += scalarLength(plain, at: textOffset) }
            if inSpan, ended { closeSpan() }
            if next < starts.count, textOffset >= starts[next], !space {
                if inSpan { closeSpan() }
                openSpan()
            }
            // An entity (`&amp;`) is one character of the text: copied whole when its `;` is within 10 characters.
            var semicolon: Int? = nil
            if h[i] == UInt8(ascii: "&") {
                var j = i, seen = 0
                while j < h.count, seen < 10 {
                    if h[j] == UInt8(ascii: ";") { semicolon = j; break }
                    j += scalarLength(h, at: j)
                    seen += 1
                }
            }
            let after = semicolon.map { $0 + 1 } ?? i + scalarLength(h, at: i)
            out.append(contentsOf: h[i..<after])
            i = after
            if !(space && (textOffset >= plain.count || !plainIsSpace(textOffset))) {
                if textOffset < plain.count { textOffset += scalarLength(plain, at: textOffset) } else { textOffset += 1 }
            }
            if inSpan, textOffset >= currentEnd { ended = true }
        }
        if inSpan {
            for t in own.reversed() { closeTag(t.name) }
            out.append(contentsOf: "</span>".utf8)
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static let voidElementBytes: Set<[UInt8]> = Set(voidElements.map { Array($0.utf8) })

    /// A tag's name, lowercased: its leading letters and digits (ASCII; any other name goes through `Character`).
    static func tagName(_ rest: ArraySlice<UInt8>) -> [UInt8] {
        var name: [UInt8] = []
        for byte in rest {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): name.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): name.append(byte | 0x20)
            case 0x80...:
                let text = String(decoding: rest, as: UTF8.self)
                return Array(text.prefix { $0.isLetter || $0.isNumber }.lowercased().utf8)
            default: return name
            }
        }
        return name
    }

    /// The length in bytes of the UTF-8 scalar starting at `offset` (the tokenizer's decoding).
    @inline(__always)
    static func scalarLength(_ bytes: [UInt8], at offset: Int) -> Int {
        bytes[offset] < 0x80 ? 1 : bytes.withUnsafeBufferPointer { Tokenizer.scalar(at: offset, in: $0).length }
    }

    /// Whether the scalar at `offset` is white space (`Character.isWhitespace` for a one-scalar character).
    @inline(__always)
    static func isSpace(_ bytes: [UInt8], at offset: Int) -> Bool {
        let lead = bytes[offset]
        if lead < 0x80 { return Whitespace.isASCIISpace(lead) }
        let value = bytes.withUnsafeBufferPointer { Tokenizer.scalar(at: offset, in: $0).value }
        return Unicode.Scalar(value)?.properties.isWhitespace ?? false
    }
}
