import Foundation

/// Narrows problems about something written inside a block (a link in a paragraph, a table, a list) from the line
/// the block starts on to the line and column where it is written, so an editor jumps to the link itself.
///
/// The stages that find such problems see rendered blocks, not source text: they give the line of the block and
/// the text as written (`Diagnostic.excerpt`). Here each excerpt is looked for in its file from that line on, as
/// written, HTML-unescaped or percent-decoded (Markdown readers encode `<my file.md>` as `my%20file.md`). A
/// problem whose excerpt is not found within `reach` lines keeps the block's line.
public enum DiagnosticLocator {
    /// How many lines after the block's first a block's link can be written on (a long table, a reference
    /// definition at the end of a section).
    public static let reach = 400

    /// `diagnostics` with each located excerpt's range narrowed; `text` gives a source file's text, nil when unreadable.
    public static func locate(_ diagnostics: [Diagnostic], text: (String) -> String?) -> [Diagnostic] {
        var files: [String: (text: String, index: LineIndex, lineStarts: [String.UTF8View.Index])?] = [:]
        return diagnostics.map { d in
            guard let excerpt = d.excerpt, !excerpt.isEmpty, let source = d.source, let line = d.range?.start.line, line >= 1 else { return d }
            if files[source] == nil {
                files[source] = .some(text(source).map { t in (t, LineIndex(t), lineStarts(t)) })
            }
            guard let file = files[source]!, line <= file.lineStarts.count else { return d }
            let from = file.lineStarts[line - 1]
            let until = line - 1 + reach < file.lineStarts.count ? file.lineStarts[line - 1 + reach] : file.text.utf8.endIndex
            for candidate in variants(excerpt) {
                guard let found = search(candidate, in: file.text.utf8[from..<until]) else { continue }
                let start = file.text.utf8.distance(from: file.text.utf8.startIndex, to: found)
                var located = d
                located.range = SourceRange(file.index.position(utf8Offset: start), file.index.position(utf8Offset: start + candidate.utf8.count))
                return located
            }
            return d
        }
    }

    /// The forms an excerpt may be written in, as found first.
    static func variants(_ excerpt: String) -> [String] {
        var list = [excerpt]
        let unescaped = excerpt.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        for form in [unescaped, unescaped.removingPercentEncoding] {
            if let form, !form.isEmpty, !list.contains(form) { list.append(form) }
        }
        return list
    }

    private static func lineStarts(_ text: String) -> [String.UTF8View.Index] {
        var starts = [text.utf8.startIndex]
        var previous: UInt8 = 0
        for i in text.utf8.indices {
            let byte = text.utf8[i]
            // CRLF counts once, a lone CR is a line end too (as `LineIndex` counts them).
            if byte == 0x0A, previous != 0x0D { starts.append(text.utf8.index(after: i)) }
            if byte == 0x0D {
                let next = text.utf8.index(after: i)
                starts.append(next < text.utf8.endIndex && text.utf8[next] == 0x0A ? text.utf8.index(after: next) : next)
            }
            previous = byte
        }
        return starts
    }

    private static func search(_ needle: String, in haystack: Substring.UTF8View) -> String.UTF8View.Index? {
        let n = Array(needle.utf8)
        guard let first = n.first else { return nil }
        var i = haystack.startIndex
        while let start = haystack[i...].firstIndex(of: first) {
            if haystack[start...].starts(with: n) { return start }
            i = haystack.index(after: start)
        }
        return nil
    }
}
