import Foundation

/// docsify's own Markdown, as its sites write it: `?> text` is a tip and `!> text` a warning (here call-outs titled
/// by their text), a heading's `:id=name` is its anchor (`{#name}`) and `:docsify-ignore` keeps it out of the
/// sidebar (dropped), and a link's or image's options ride in its title (`':include'`, `':size=50x100'`,
/// `':target=_blank'`): dropped, not shown as tooltips. docsify's own documentation showed `?>` and `:id=` as text.
/// Fenced code is left as it is, and every line keeps its number.
enum DocsifySyntaxConverter {
    static func markdown(_ text: String) -> String {
        guard text.utf8Contains("?> ") || text.utf8Contains("!> ") || text.utf8Contains(":id=")
            || text.utf8Contains(":docsify-ignore") || text.utf8Contains("':") || text.utf8Contains("\":") else { return text }
        return CodeFenceTracker.mappingProse(text) { original in
            var line = original
            let body = line.drop { $0 == " " }
            if body.hasPrefix("?> ") || body.hasPrefix("!> ") {
                let kind = body.hasPrefix("?") ? "tip" : "warning"
                line = String(line[..<body.startIndex]) + "> [!\(kind)] " + body.dropFirst(3).trimmingCharacters(in: .whitespaces)
            }
            if body.hasPrefix("#") {
                // `## themeColor :id=theme-color`: the anchor docsify gives it.
                if line.utf8Contains(" :id="), let id = line.range(of: #" :id=([A-Za-z0-9_\-]+)"#, options: .regularExpression) {
                    let name = line[id].dropFirst(5)
                    line.replaceSubrange(id, with: "")
                    line = line.trimmingCharacters(in: .whitespaces) + " {#\(name)}"
                }
                for ignore in [" :docsify-ignore-all", " :docsify-ignore"] where line.utf8Contains(ignore) { line = line.replacingOccurrences(of: ignore, with: "") }
            }
            if line.utf8Contains("':") || line.utf8Contains("\":") {
                // A title made of options only (`':include :type=code'`), in single or double quotes.
                line = line.replacingOccurrences(of: #" +(['"]):[a-z\-]+(=[^'" ]*)?( +:?[a-z\-]+(=[^'" ]*)?)*\1\)"#,
                                                 with: ")", options: .regularExpression)
            }
            return line
        }
    }
}
