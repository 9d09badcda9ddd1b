import Foundation

/// Hugo's shortcodes that carry words, as Markdown: call-outs (`{{< note >}}` … `{{< /note >}}`, Docsy's
/// `{{% alert title="…" %}}`, `{{< callout type="warning" >}}`, the book theme's `{{< hint info >}}`) become `:::`
/// directives, read as quotations with their title; `{{< figure src="…" alt="…" caption="…" >}}` an image and its
/// caption; an inline shortcode with a `text` (`{{< glossary_tooltip text="objects" term_id="object" >}}`) its
/// text. The others stay for `TemplateTagStripper`, which leaves them out with a warning.
public enum HugoShortcodeConverter {
    static let callouts: [String: String] = ["note": "Note", "warning": "Warning", "caution": "Caution", "tip": "Tip",
                                             "info": "Info", "danger": "Danger", "important": "Important",
                                             "alert": "Note", "callout": "Note", "hint": "Note", "admonition": "Note"]

    public static func markdown(_ text: String) -> String {
        guard text.utf8Contains("{{<") || text.utf8Contains("{{%") else { return text }
        var lines = text.components(separatedBy: "\n")
        var code = CodeFenceTracker()
        var open: [String] = []  // call-outs open, innermost last
        var changed = false
        for i in lines.indices {
            if code.isCode(lines[i]) { continue }
            let trimmed = lines[i].trimmingCharacters(in: .whitespaces)
            if let tag = wholeTag(trimmed) {
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
            // Inline: `{{< glossary_tooltip text="objects" term_id="object" >}}` → objects.
            if lines[i].contains("text=") {
                let replaced = inlineText(lines[i])
                if replaced != lines[i] { lines[i] = replaced; changed = true }
            }
        }
        return changed ? lines.joined(separator: "\n") : text
    }

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

    /// Inline shortcodes with a `text` argument, replaced by their text.
    static func inlineText(_ line: String) -> String {
        var out = "", rest = Substring(line)
        while let open = rest.range(of: "{{<") ?? rest.range(of: "{{%") {
            let closer = rest[open].hasSuffix("<") ? ">}}" : "%}}"
            guard let close = rest[open.upperBound...].range(of: closer) else { break }
            let inner = String(rest[open.upperBound..<close.lowerBound]).trimmingCharacters(in: .whitespaces)
            out += rest[..<open.lowerBound]
            if let tag = parse(inner), !tag.closing, let text = tag.arguments["text"], !text.contains("{{") {
                out += text
            } else {
                out += rest[open.lowerBound..<close.upperBound]
            }
            rest = rest[close.upperBound...]
        }
        return out + rest
    }
}
