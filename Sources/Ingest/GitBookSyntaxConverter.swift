import Foundation

/// GitBook's blocks (`{% hint %}`, `{% tabs %}`, `{% embed %}`, `{% content-ref %}`, `{% code %}`, `{% file %}`,
/// `{% stepper %}`, `{% columns %}`), which a repository synced from GitBook writes around its Markdown, as the
/// Markdown they stand for. Without this each page warned of template tags and its hints lost their frame
/// (Beefree's SDK documentation: 156 warnings):
///
///     {% hint style="warning" %}           > **Warning**\
///     Keys are secret.                     > Keys are secret.
///     {% endhint %}
///
///     {% tab title="Node.js" %}            **Node.js**
///     {% embed url="https://x.org/v" %}    <https://x.org/v>
///     {% file src="kit.zip" %}             [kit.zip](kit.zip)
///
/// Closing tags and the tags that only group (`{% tabs %}`, `{% content-ref %}` around its link, `{% code %}` around
/// its fence) become empty lines, so every line keeps its number. Fenced code is left as it is.
public enum GitBookSyntaxConverter {
    public static func markdown(_ text: String) -> String {
        guard text.utf8Contains("{%"), blockNames.contains(where: { text.utf8Contains("{% " + $0) }) else { return text }
        let lines = TextDecoder.lines(text).map(String.init)
        var out: [String] = []
        out.reserveCapacity(lines.count)
        var code = CodeFenceTracker()
        var hint = false  // inside `{% hint %}`: lines are quoted
        var changed = false
        for line in lines {
            if code.isCode(line) {
                out.append(hint ? quoted(line) : line)
                continue
            }
            guard let tag = Self.tag(line) else {
                out.append(hint ? quoted(line) : line)
                continue
            }
            changed = true
            switch tag.name {
            case "hint":
                hint = true
                let style = tag.attributes["style"] ?? "info"
                out.append("> " + Quotation.title(hintTitles[style] ?? style.capitalized, breaks: true, kind: style))
            case "endhint":
                hint = false
                out.append("")
            case "tab", "step":
                out.append(tag.attributes["title"].map { Quotation.title($0, breaks: false) } ?? "")
            case "embed":
                let url = tag.attributes["url"] ?? ""
                out.append(url.isEmpty ? "" : tag.attributes["caption"].map { "[\($0)](<\(url)>)" } ?? "<\(url)>")
            case "file":
                let src = tag.attributes["src"] ?? ""
                let name = tag.attributes["caption"] ?? String(src.split(separator: "/").last ?? "")
                out.append(src.isEmpty ? "" : "[\(name)](<\(src)>)")
            default:
                out.append("")
            }
        }
        return changed ? out.joined(separator: "\n") : text
    }

    /// The tags GitBook writes: a page holding one of them is converted.
    static let blockNames = ["hint", "tabs", "tab ", "embed", "content-ref", "code", "file", "stepper", "step", "columns", "column", "updates", "update"]
    static let tagNames: Set<String> = ["hint", "endhint", "tabs", "endtabs", "tab", "endtab", "embed", "endembed",
                                        "content-ref", "endcontent-ref", "code", "endcode", "file", "endfile", "stepper",
                                        "endstepper", "step", "endstep", "columns", "endcolumns", "column", "endcolumn",
                                        "updates", "endupdates", "update", "endupdate"]
    /// GitBook's hint styles, named as the site's other callouts are.
    static let hintTitles = ["info": "Note", "success": "Tip", "warning": "Warning", "danger": "Caution"]

    private static let attribute = try! NSRegularExpression(pattern: #"([A-Za-z][\w-]*)="([^"]*)""#)

    /// `> ` before the line (a hint's body), a bare `>` for an empty one.
    static func quoted(_ line: String) -> String { line.allSatisfy(\.isWhitespace) ? ">" : "> " + line }

    /// The line as one of GitBook's tags alone on it, with its attributes (`style="info"`), or nil.
    static func tag(_ line: String) -> (name: String, attributes: [String: String])? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("{%"), trimmed.hasSuffix("%}") else { return nil }
        let body = trimmed.dropFirst(2).dropLast(2).trimmingCharacters(in: .whitespaces)
        guard !body.contains("%}") else { return nil }  // two tags on a line are the template stripper's
        let name = String(body.prefix { !$0.isWhitespace })
        guard tagNames.contains(name) else { return nil }
        var attributes: [String: String] = [:]
        let rest = String(body.dropFirst(name.count))
        for match in attribute.matches(in: rest, range: NSRange(rest.startIndex..., in: rest)) {
            if let key = Range(match.range(at: 1), in: rest), let value = Range(match.range(at: 2), in: rest) {
                attributes[String(rest[key])] = String(rest[value])
            }
        }
        return (name, attributes)
    }
}
