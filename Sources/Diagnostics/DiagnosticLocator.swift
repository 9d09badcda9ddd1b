import Foundation
import Support

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
        var files: [String: LineIndex?] = [:]
        return diagnostics.map { d in
            guard let excerpt = d.excerpt, !excerpt.isEmpty, let source = d.source, let line = d.range?.start.line, line >= 1 else { return d }
            if files[source] == nil { files[source] = .some(text(source).map(LineIndex.init)) }
            guard let file = files[source]!, line <= file.lineCount else { return d }
            let lines = file.utf8Offset(ofLine: line)..<file.utf8Offset(ofLine: line + reach)
            for candidate in variants(excerpt) {
                guard let start = file.firstUTF8Offset(of: candidate, in: lines) else { continue }
                var located = d
                located.range = SourceRange(file.position(utf8Offset: start), file.position(utf8Offset: start + candidate.utf8.count))
                return located
            }
            return d
        }
    }

    /// The forms an excerpt may be written in, as found first.
    static func variants(_ excerpt: String) -> [String] {
        var list = [excerpt]
        let unescaped = HTML.unescape(excerpt)
        for form in [unescaped, unescaped.removingPercentEncoding] {
            if let form, !form.isEmpty, !list.contains(form) { list.append(form) }
        }
        return list
    }
}
