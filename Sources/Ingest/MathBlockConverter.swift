/// Display math written between `$$` lines (remark-math and KaTeX in Docusaurus, MathJax in MkDocs and Hugo) as a
/// fenced `math` block, as GitHub writes it and MyST's `{math}` becomes: the TeX shown exactly as written, rather
/// than read as Markdown (KCL's type rules lost their `\{` and had `...` made an ellipsis). A `$$…$$` alone on a
/// line is a code span. Fenced code is left as it is, and every line keeps its number.
enum MathBlockConverter {
    static func markdown(_ text: String) -> String {
        guard text.utf8Contains("$$") else { return text }
        return CodeFenceTracker.rewritingProse(text) { lines, i in
            let indent = String(lines[i].prefix { $0 == " " })
            let trimmed = lines[i].trimmingCharacters(in: .whitespaces)
            if trimmed == "$$", let close = lines[(i + 1)...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "$$" }) {
                let body = lines[(i + 1)..<close]
                let fence = body.contains { $0.contains("```") } ? "````" : "```"
                lines[i] = indent + fence + "math"
                lines[close] = indent + fence
                return close + 1
            }
            guard trimmed.count > 4, trimmed.hasPrefix("$$"), trimmed.hasSuffix("$$") else { return nil }
            let tex = trimmed.dropFirst(2).dropLast(2).trimmingCharacters(in: .whitespaces)
            guard !tex.isEmpty, !tex.contains("$$") else { return nil }
            let ticks = tex.contains("`") ? "`` " : "`"
            lines[i] = indent + ticks + tex + (ticks == "`" ? "`" : " ``")
            return i + 1
        }
    }
}
