import Support

/// HTML tags written as JSX in Markdown (Docusaurus reads every `.md` as MDX): attributes whose value is a JSX
/// expression (`style={{float: 'right'}}`, `width={283}`) are no HTML, so neither CommonMark nor the sanitizer read
/// the tag, and it showed as text (`&lt;img src=… style={{…}} /&gt;`). They go, and `className` is `class`; the
/// tag is then HTML as any other. Only lower-case tags (HTML's) outside code are touched; components are
/// `MDXStripper`'s.
public enum JSXAttributeConverter {
    public static func markdown(_ text: String) -> String {
        guard text.utf8Contains("={") else { return text }
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0, changed = false
        var lineStart = true, fence: UInt8?
        while i < bytes.count {
            let byte = bytes[i]
            // Fenced code, line by line, and code spans: copied as they are.
            if lineStart { fence = MarkdownCode.fence(after: fence, line: MarkdownCode.fenceCharacter(bytes, lineStart: i)) }
            lineStart = byte == 0x0A
            if fence != nil { out.append(byte); i += 1; continue }
            if byte == UInt8(ascii: "`") {
                let end = MarkdownCode.spanEnd(bytes, from: i)
                out.append(contentsOf: bytes[i..<end])
                i = end
                continue
            }
            if byte == UInt8(ascii: "<"), i + 1 < bytes.count, bytes[i + 1] >= 0x61, bytes[i + 1] <= 0x7A,
               let (tag, end) = tag(bytes, from: i) {
                if tag != Array(bytes[i..<end]) { changed = true }
                out.append(contentsOf: tag)
                i = end
                continue
            }
            out.append(byte)
            i += 1
        }
        return changed ? String(decoding: out, as: UTF8.self) : text
    }

    /// The tag starting at `start` without its JSX-expression attributes, and where it ends; nil when no `>` closes
    /// it before a blank line.
    static func tag(_ bytes: [UInt8], from start: Int) -> ([UInt8], Int)? {
        var out: [UInt8] = []
        var i = start
        var quote: UInt8?
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x0A, i + 1 < bytes.count, bytes[i + 1] == 0x0A { return nil }
            if let q = quote {
                out.append(b)
                if b == q { quote = nil }
                i += 1
                continue
            }
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") { quote = b; out.append(b); i += 1; continue }
            if b == UInt8(ascii: ">") { out.append(b); return (renamed(out), i + 1) }
            if b == UInt8(ascii: "="), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "{") {
                // Drop the attribute: its name (back to the space before it) and its braces, balanced.
                while let last = out.last, last != 0x20, last != 0x0A, last != 0x09 { out.removeLast() }
                while let last = out.last, last == 0x20 || last == 0x0A || last == 0x09 { out.removeLast() }
                var depth = 0, k = i + 1
                var inString: UInt8?
                while k < bytes.count {
                    let c = bytes[k]
                    if let s = inString { if c == s { inString = nil } } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") || c == UInt8(ascii: "`") {
                        inString = c
                    } else if c == UInt8(ascii: "{") { depth += 1 } else if c == UInt8(ascii: "}") {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    k += 1
                }
                guard k < bytes.count else { return nil }
                i = k + 1
                continue
            }
            out.append(b)
            i += 1
        }
        return nil
    }

    /// `className=` as HTML spells it.
    private static func renamed(_ tag: [UInt8]) -> [UInt8] {
        let text = String(decoding: tag, as: UTF8.self)
        guard text.contains(" className=") else { return tag }
        return Array(text.replacingOccurrences(of: " className=", with: " class=").utf8)
    }
}

/// Web components whose visible text is an attribute (`<va-link-action href="…" text="View all releases">`, the VA
/// design system's, often written over several lines): a link or text as HTML, as the component shows it. Unread,
/// their markup showed as text (147 in 54 of VA's pages, some of it the page's summary). Lines keep their numbers:
/// the tag's other lines become empty comments, which end no block.
enum CustomElementConverter {
    /// Attributes that hold a component's visible text.
    static let textAttributes = ["text", "label", "button-text", "heading", "header", "link-text"]

    static func markdown(_ text: String) -> String {
        guard text.utf8Contains("-"), text.utf8Contains("text=") || text.utf8Contains("label=") || text.utf8Contains("heading=") else { return text }
        var lines = text.lineComponents
        var code = CodeFenceTracker()
        var changed = false
        var k = 0
        while k < lines.count {
            let line = lines[k]
            if code.isCode(line) { k += 1; continue }
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            let rest = line.dropFirst(indent.count)
            guard rest.hasPrefix("<"), let name = elementName(rest), name.contains("-") else { k += 1; continue }
            // The opening tag, over as many lines as it takes (quotes respected), then a closing tag right after.
            var tag = String(rest), end = k
            while !closes(tag), end + 1 < lines.count, end - k < 12 { end += 1; tag += "\n" + lines[end] }
            guard closes(tag) else { k += 1; continue }
            let attributes = Self.attributes(tag)
            guard let label = textAttributes.lazy.compactMap({ attributes[$0] }).first, !label.isEmpty else {
                // A container (`<va-alert status="warning"` over lines, Markdown inside): its opening tag on one line,
                // which CommonMark reads as HTML (over several it was text).
                if end > k {
                    lines[k] = String(indent) + tag.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
                    for j in (k + 1)...end { lines[j] = String(indent) + "<!---->" }
                    changed = true
                }
                k = end + 1
                continue
            }
            var after = tag[tag.index(after: closingIndex(tag)!)...].trimmingCharacters(in: .whitespaces)
            if after.isEmpty, end + 1 < lines.count, lines[end + 1].trimmingCharacters(in: .whitespaces) == "</\(name)>" {
                end += 1
            } else if after.hasPrefix("</\(name)>") {
                after = String(after.dropFirst("</\(name)>".count))
            }
            let shown = HTML.escape(label)
            let replacement = attributes["href"].flatMap { $0.contains("{{") || $0.contains("{%") ? nil : $0 }
                .map { "<a href=\"\(HTML.escape($0))\">\(shown)</a>" } ?? shown
            lines[k] = String(indent) + replacement + after
            for j in (k + 1)..<(end + 1) { lines[j] = lines[j].isEmpty ? "" : String(indent) + "<!---->" }
            changed = true
            k = end + 1
        }
        return changed ? lines.joined(separator: "\n") : text
    }

    /// `va-link-action` of `<va-link-action …`.
    static func elementName(_ tag: Substring) -> String? {
        let name = tag.dropFirst().prefix { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
        guard let first = name.first, first.isLetter, !name.hasSuffix("-") else { return nil }
        return String(name)
    }

    /// Whether the opening tag in `tag` has ended (a `>` outside quotes).
    static func closes(_ tag: String) -> Bool { closingIndex(tag) != nil }

    static func closingIndex(_ tag: String) -> String.Index? {
        var quote: Character?
        for i in tag.indices {
            let c = tag[i]
            if let q = quote { if c == q { quote = nil }; continue }
            if c == "\"" || c == "'" { quote = c } else if c == ">" { return i }
        }
        return nil
    }

    /// `name="value"` pairs of an opening tag.
    static func attributes(_ tag: String) -> [String: String] {
        var out: [String: String] = [:]
        var rest = Substring(tag)
        while let eq = rest.range(of: "=\"") ?? rest.range(of: "='") {
            let quote = rest[rest.index(before: eq.upperBound)]
            let name = rest[..<eq.lowerBound].reversed().prefix { !$0.isWhitespace && $0 != "<" }
            guard let close = rest[eq.upperBound...].firstIndex(of: quote) else { break }
            out[String(name.reversed())] = String(rest[eq.upperBound..<close])
            rest = rest[rest.index(after: close)...]
        }
        return out
    }
}
