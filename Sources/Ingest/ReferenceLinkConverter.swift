import Foundation
import Support

/// Reference links whose definition is not in the file (`[BaseModel][pydantic.main.BaseModel]`, which
/// mkdocs-autorefs resolves against API pages the repository generates, or definitions MkDocs appends to every
/// page from its configuration): CommonMark shows them with both pairs of brackets. They read as their text, and
/// are reported (`[text][]` stays as written). A definition anywhere in the file (`[ref]: https://…`, any case and spacing) keeps its links;
/// footnotes, images, fenced and inline code are left as written, and every line keeps its number.
public enum ReferenceLinkConverter {
    /// The text, and the line and label of each link left as its text.
    public static func markdown(_ text: String) -> (text: String, unresolved: [(line: Int, label: String)]) {
        guard text.utf8Contains("]["), text.utf8Contains("]") else { return (text, []) }
        var lines = TextDecoder.lines(text).map(String.init)
        var defined = Set<String>()
        var code = CodeFenceTracker()
        for line in lines where !code.isCode(line) {
            if let label = definitionLabel(line) { defined.insert(normalized(label)) }
        }
        var unresolved: [(line: Int, label: String)] = []
        code = CodeFenceTracker()
        for k in lines.indices {
            let line = lines[k]
            if code.isCode(line) || !line.contains("][") || line.hasPrefix("    ") || line.hasPrefix("\t") { continue }
            // On the whole line (a link's text may be code: `` [`validate`][ref] ``), not starting in a code span.
            let ns = line as NSString
            let spans = codeSpans(line)
            var out = "", last = 0
            for m in fullReference.matches(in: line, range: NSRange(location: 0, length: ns.length))
            where !spans.contains(where: { $0.contains(line.utf8.distance(from: line.startIndex, to: String.Index(utf16Offset: m.range.location, in: line))) }) {
                let shown = ns.substring(with: m.range(at: 1)), label = ns.substring(with: m.range(at: 2))
                guard !defined.contains(normalized(label)) else { continue }
                unresolved.append((k + 1, label))
                out += ns.substring(with: NSRange(location: last, length: m.range.location - last)) + shown
                last = m.range.location + m.range.length
            }
            let converted = last == 0 ? line : out + ns.substring(from: last)
            lines[k] = converted
        }
        return unresolved.isEmpty ? (text, []) : (lines.joined(separator: "\n"), unresolved)
    }

    /// The UTF-8 ranges of a line's code spans, as `MarkdownCode` finds them.
    static func codeSpans(_ line: String) -> [Range<Int>] {
        let bytes = Array(line.utf8)
        var spans: [Range<Int>] = [], i = 0
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "`") else { i += 1; continue }
            let end = MarkdownCode.spanEnd(bytes, from: i)
            // An unclosed run ends where it started: backticks only, no span.
            if bytes[i..<end].contains(where: { $0 != UInt8(ascii: "`") }) { spans.append(i..<end) }
            i = end
        }
        return spans
    }

    /// `[label]: destination` at most three spaces in (not a footnote's `[^1]:`).
    static func definitionLabel(_ line: String) -> String? {
        let t = line.drop { $0 == " " }
        guard line.count - t.count <= 3, t.first == "[", t.dropFirst().first != "^",
              let close = t.firstIndex(of: "]"), t[t.index(after: close)...].hasPrefix(":") else { return nil }
        let label = t[t.index(after: t.startIndex)..<close]
        return label.isEmpty ? nil : String(label)
    }

    /// Labels match case-insensitively with runs of white space as one space, as CommonMark matches them.
    static func normalized(_ label: String) -> String {
        label.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// `[text][label]`, not an image's `![…][…]`, not a footnote's. Not `[text][]` either: without a definition that
    /// is more often code in prose (`[string, SSRComponentMetadata][]`, an array of tuples) than a link.
    private static let fullReference = try! NSRegularExpression(pattern: #"(?<![!\]\\])\[([^\[\]\^][^\[\]]*)\]\[([^\[\]\^<>,]+)\]"#)
}
