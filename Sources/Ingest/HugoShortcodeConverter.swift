import Foundation

/// Hugo's shortcodes that carry words, as Markdown: call-outs (`{{< note >}}` … `{{< /note >}}`, Docsy's
/// `{{% alert title="…" %}}`, `{{< callout type="warning" >}}`, the book theme's `{{< hint info >}}`) become `:::`
/// directives, read as quotations with their title; `{{< figure src="…" alt="…" caption="…" >}}` an image and its
/// caption; an inline shortcode with a `text` (`{{< glossary_tooltip text="objects" term_id="object" >}}`) its
/// text (or term); `{{% heading "whatsnext" %}}` its words; tabs their labels; `{{< mermaid >}}` a fence of its source;
/// `{{< comment >}}` nothing. The others stay for `TemplateTagStripper`, which leaves them out with a warning.
public enum HugoShortcodeConverter {
    static let callouts: [String: String] = ["note": "Note", "warning": "Warning", "caution": "Caution", "tip": "Tip",
                                             "info": "Info", "danger": "Danger", "important": "Important",
                                             "alert": "Note", "callout": "Note", "hint": "Note", "admonition": "Note"]

    public static func markdown(_ text: String) -> String {
        guard text.utf8Contains("{{<") || text.utf8Contains("{{%") else { return text }
        var lines = text.lineComponents
        var code = CodeFenceTracker()
        var open: [String] = []  // call-outs open, innermost last
        var changed = false
        // Inside `{{< comment >}}` (editors' notes: every line goes), `{{< mermaid >}}` (a diagram's source, fenced as
        // code) or a tab of code (`{{< tab name="YAML" codelang="yaml" >}}`, fenced): the shortcode that closes it.
        var within: String?
        let chinese = Self.isMostlyChinese(text)
        var textTabs = false
        func closes(_ name: String, after i: Int) -> Bool {
            lines[(i + 1)...].contains { line in wholeTag(line.trimmingCharacters(in: .whitespaces)).map { $0.closing && $0.name == name } ?? false }
        }
        for i in lines.indices {
            let trimmed = lines[i].trimmingCharacters(in: .whitespaces)
            if let name = within {
                guard let tag = wholeTag(trimmed), tag.closing, tag.name == name else {
                    if name == "comment" { lines[i] = ""; changed = true }
                    continue
                }
                lines[i] = name == "comment" ? "" : "````"
                within = nil
                changed = true
                continue
            }
            if code.isCode(lines[i]) { continue }
            if let tag = wholeTag(trimmed) {
                switch (tag.name, tag.closing) {
                // Only up to a closing tag on a line of its own: one run into the next tag's line
                // (`{{% /tab %}} {{% tab header="yaml" %}}`, Docsy) would have taken the rest of the page.
                case ("comment", false) where closes(tag.name, after: i):
                    within = "comment"; lines[i] = ""; changed = true; continue
                case ("mermaid", false) where closes(tag.name, after: i):
                    within = "mermaid"; lines[i] = "````mermaid"; changed = true; continue
                case ("tabs", _), ("tabpane", _), ("tab", true):
                    // Docsy's tabs hold code in their `lang` unless the pane says they hold text.
                    if tag.name == "tabpane", !tag.closing { textTabs = tag.arguments["text"] == "true" }
                    lines[i] = ""; changed = true; continue
                case ("tab", false):
                    // A tab's label above its body (a fence's title when the tab is code).
                    let label = tag.arguments["name"] ?? tag.arguments["header"] ?? tag.positional.first ?? ""
                    if let language = tag.arguments["codelang"] ?? (textTabs ? nil : tag.arguments["lang"]), closes("tab", after: i) {
                        within = "tab"
                        lines[i] = "````" + language.filter { $0.isLetter || $0.isNumber || $0 == "-" } + (label.isEmpty ? "" : " title=\"\(label.replacingOccurrences(of: "\"", with: "'"))\"")
                    } else {
                        let next = i + 1 < lines.count ? lines[i + 1] : ""
                        let breaks = !next.allSatisfy(\.isWhitespace) && !Quotation.startsBlock(next) && wholeTag(next.trimmingCharacters(in: .whitespaces)) == nil
                        lines[i] = label.isEmpty ? "" : Quotation.title(label, breaks: breaks)
                    }
                    changed = true
                    continue
                default: break
                }
                if tag.closing, let last = open.last, tag.name == last {
                    open.removeLast()
                    lines[i] = String(repeating: ":", count: 3 + open.count)
                    changed = true
                    continue
                }
                if !tag.closing, let kind = callouts[tag.name] {
                    let type = tag.arguments["type"] ?? tag.arguments["color"] ?? tag.positional.first ?? ""
                    let label = callouts[type.lowercased()] ?? (type.isEmpty ? kind : type.prefix(1).uppercased() + type.dropFirst())
                    let title = tag.arguments["title"] ?? label
                    open.append(tag.name)
                    lines[i] = String(repeating: ":", count: 3 + open.count - 1) + " " + directiveName(label) + " " + title
                    changed = true
                    continue
                }
                if !tag.closing, tag.name == "figure", let src = tag.arguments["src"], !src.contains("{{") {
                    let alt = tag.arguments["alt"] ?? tag.arguments["title"] ?? ""
                    var line = "![\(alt)](\(src.contains(" ") ? "<\(src)>" : src))"
                    if let caption = tag.arguments["caption"] ?? (tag.arguments["alt"] == nil ? nil : tag.arguments["title"]), caption != alt {
                        line += "  *" + caption + "*"
                    }
                    lines[i] = line
                    changed = true
                    continue
                }
            }
            // Inline: `{{< glossary_tooltip text="objects" term_id="object" >}}` → objects; one split over two lines
            // is read whole, its words on the first.
            if lines[i].contains("{{"), let open = lines[i].range(of: "{{<", options: .backwards) ?? lines[i].range(of: "{{%", options: .backwards),
               !lines[i][open.upperBound...].contains("}}"), i + 1 < lines.count,
               let close = lines[i + 1].range(of: lines[i][open].hasSuffix("<") ? ">}}" : "%}}") {
                let joined = lines[i] + " " + lines[i + 1][..<close.upperBound]
                let replaced = inlineText(joined, chinese: chinese)
                if replaced != joined {
                    lines[i] = replaced
                    lines[i + 1] = String(lines[i + 1][close.upperBound...])
                    changed = true
                }
            }
            if lines[i].contains("text=") || lines[i].contains("term_id=") || lines[i].contains("heading") {
                let replaced = inlineText(lines[i], chinese: chinese)
                if replaced != lines[i] { lines[i] = replaced; changed = true }
            }
        }
        return changed ? lines.joined(separator: "\n") : text
    }

    /// Whether most of the letters of `text` are Han: the language Kubernetes' `{{% heading %}}` names its words in.
    /// Outside HTML comments and code: Kubernetes' Chinese pages keep the English original in a comment per paragraph,
    /// and YAML in their code, and 105 of their headings came out "What's next".
    static func isMostlyChinese(_ text: String) -> Bool {
        var han = 0, latin = 0, comment = false
        var code = CodeFenceTracker()
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(2_000) {
            if !comment, code.isCode(line) { continue }
            var rest = line[...]
            while !rest.isEmpty {
                if comment {
                    guard let close = rest.range(of: "-->") else { rest = ""; break }
                    comment = false
                    rest = rest[close.upperBound...]
                    continue
                }
                let open = rest.range(of: "<!--")
                for scalar in rest[..<(open?.lowerBound ?? rest.endIndex)].unicodeScalars {
                    if (0x4E00...0x9FFF).contains(scalar.value) { han += 1 } else if scalar.properties.isAlphabetic, scalar.isASCII { latin += 1 }
                }
                guard let open else { break }
                comment = true
                rest = rest[open.upperBound...]
            }
        }
        return han * 3 > latin
    }

    /// The words of Kubernetes' `{{% heading "whatsnext" %}}` (its site's i18n strings), English and Chinese; another
    /// key is shown as a heading would write it ("seealso" → "Seealso").
    static let headingWords: [String: (en: String, zh: String)] = [
        "whatsnext": ("What's next", "接下来"), "prerequisites": ("Before you begin", "准备开始"),
        "objectives": ("Objectives", "教程目标"), "cleanup": ("Clean up", "清理现场"), "synopsis": ("Synopsis", "概要"),
        "options": ("Options", "选项"), "seealso": ("See also", "另请参见"), "lessoncontent": ("Lesson content", "课程内容"),
        "previous": ("Previous", "上一页"), "next": ("Next", "下一页"),
    ]

    /// `Warning` → `warning`: the directive's name, as `ContainerDirectiveConverter` reads it.
    private static func directiveName(_ label: String) -> String {
        let name = label.lowercased().filter { $0.isLetter }
        return name.isEmpty ? "note" : name
    }

    struct Tag { var name: String; var closing: Bool; var arguments: [String: String]; var positional: [String] }

    /// A line that is one shortcode, `{{< name a="b" >}}` or `{{% /name %}}`.
    static func wholeTag(_ line: String) -> Tag? {
        guard line.hasPrefix("{{<") && line.hasSuffix(">}}") || line.hasPrefix("{{%") && line.hasSuffix("%}}") else { return nil }
        let inner = line.dropFirst(3).dropLast(3).trimmingCharacters(in: .whitespaces)
        guard !inner.contains("{{"), !inner.contains("}}") else { return nil }
        return parse(inner)
    }

    static func parse(_ inner: String) -> Tag? {
        var s = Substring(inner)
        let closing = s.hasPrefix("/")
        if closing { s = s.dropFirst().drop { $0 == " " } }
        let name = s.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "/" }
        guard !name.isEmpty else { return nil }
        var arguments: [String: String] = [:], positional: [String] = []
        var rest = s.dropFirst(name.count)
        while true {
            rest = rest.drop { $0 == " " }
            guard !rest.isEmpty else { break }
            let key = rest.prefix { $0 != "=" && $0 != " " && $0 != "\"" }
            if rest.dropFirst(key.count).first == "=" {
                rest = rest.dropFirst(key.count + 1)
                if let q = rest.first, q == "\"" || q == "'" || q == "`" {
                    let value = rest.dropFirst().prefix { $0 != q }
                    arguments[String(key)] = String(value)
                    rest = rest.dropFirst(value.count + 2)
                } else {
                    let value = rest.prefix { $0 != " " }
                    arguments[String(key)] = String(value)
                    rest = rest.dropFirst(value.count)
                }
            } else if let q = rest.first, q == "\"" || q == "'" {
                let value = rest.dropFirst().prefix { $0 != q }
                positional.append(String(value))
                rest = rest.dropFirst(value.count + 2)
            } else {
                positional.append(String(key))
                rest = rest.dropFirst(max(1, key.count))
            }
        }
        return Tag(name: String(name), closing: closing, arguments: arguments, positional: positional)
    }

    /// Inline shortcodes with a `text` argument, replaced by their text; a glossary tooltip without one by its term,
    /// Kubernetes' `{{% heading "whatsnext" %}}` by its words.
    static func inlineText(_ line: String, chinese: Bool = false) -> String {
        var out = "", rest = Substring(line)
        while let open = rest.range(of: "{{<") ?? rest.range(of: "{{%") {
            let closer = rest[open].hasSuffix("<") ? ">}}" : "%}}"
            guard let close = rest[open.upperBound...].range(of: closer) else { break }
            let inner = String(rest[open.upperBound..<close.lowerBound]).trimmingCharacters(in: .whitespaces)
            out += rest[..<open.lowerBound]
            if let tag = parse(inner), !tag.closing, let text = tag.arguments["text"] ?? tag.arguments["term_id"], !text.contains("{{") {
                out += text
            } else if let tag = parse(inner), !tag.closing, tag.name == "heading", let key = tag.positional.first, !key.isEmpty {
                let words = headingWords[key.lowercased()]
                out += words.map { chinese ? $0.zh : $0.en } ?? key.prefix(1).uppercased() + key.dropFirst()
            } else {
                out += rest[open.lowerBound..<close.upperBound]
            }
            rest = rest[close.upperBound...]
        }
        return out + rest
    }
}
