/// Hexo's note tag (`{% note warn "Warning!" %}` … `{% endnote %}`, 156 in Hexo's own documentation) as a container
/// directive (`:::warning Warning!` … `:::`), which `ContainerDirectiveConverter` makes a call-out of: the template
/// tag stripper left its text with neither box nor title. The first word is the kind when it names one (`info`,
/// `warn`, `tip`, a theme's `success` or `danger`), the rest (quotes aside) the title. Fenced code is left as it
/// is; only a tag alone on its line, with an `{% endnote %}` after it, is read; lines keep their numbers.
enum HexoTagConverter {
    static let kinds: [String: String] = [
        "default": "note", "primary": "note", "info": "info", "success": "tip", "tip": "tip", "warn": "warning",
        "warning": "warning", "danger": "danger", "error": "danger", "caution": "caution",
    ]

    static func markdown(_ text: String) -> String {
        guard text.utf8Contains("{% endnote %}") else { return text }
        var lines = text.lineComponents
        var code = CodeFenceTracker()
        var open = 0
        var changed = false
        for i in lines.indices where !code.isCode(lines[i]) {
            let t = lines[i].trimmingCharacters(in: .whitespaces), indent = String(lines[i].prefix { $0 == " " || $0 == "\t" })
            if t == "{% endnote %}", open > 0 {
                lines[i] = indent + ":::"
                open -= 1
                changed = true
                continue
            }
            guard t.hasPrefix("{% note"), t.hasSuffix("%}"),
                  t.dropFirst(7).first.map({ $0 == " " || $0 == "%" }) == true,
                  lines[(i + 1)...].contains(where: { $0.trimmingCharacters(in: .whitespaces) == "{% endnote %}" }) else { continue }
            var words = t.dropFirst(7).dropLast(2).split(separator: " ").map(String.init).filter { $0 != "no-icon" }
            let kind = words.first.flatMap { kinds[$0.lowercased()] }
            if kind != nil { words.removeFirst() }
            var title = words.joined(separator: " ")
            if title.count >= 2, let q = title.first, q == "\"" || q == "'", title.last == q { title = String(title.dropFirst().dropLast()) }
            lines[i] = indent + ":::" + (kind ?? "note") + (title.isEmpty ? "" : " " + title)
            open += 1
            changed = true
        }
        return changed ? lines.joined(separator: "\n") : text
    }
}
