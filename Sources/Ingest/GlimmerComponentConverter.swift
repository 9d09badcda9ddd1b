import Foundation

/// Ember's (Glimmer's) components on lines of their own in Markdown, as HashiCorp's design system writes its API
/// tables: `<Doc::ComponentApi as |C|>` and `</…>` wrap, and each `<C.Property @name="size" @type="enum"
/// @values={{array "small" "medium"}} @default="medium">` is a property, whose description follows. CommonMark
/// shows them as text (173 pages of tags with curled quotes); they become a list of the properties.
public enum GlimmerComponentConverter {
    public static func markdown(_ text: String) -> String {
        guard text.utf8Contains("<C.") || text.utf8Contains("::") else { return text }
        return CodeFenceTracker.mappingProse(text) { line in
            // Only a line whose first character past spaces and tabs is "<" (or not ASCII) is trimmed: most are not.
            guard let first = line.utf8.first(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }),
                  first == UInt8(ascii: "<") || first >= 0x80 else { return nil }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("<"), trimmed.hasSuffix(">"), componentName(trimmed) != nil else { return nil }
            guard !trimmed.hasPrefix("</"), let property = attribute("name", in: trimmed) else { return "" }
            var item = String(line.prefix { $0 == " " }) + "- **" + property.replacingOccurrences(of: "*", with: "\\*") + "**"
            if let type = attribute("type", in: trimmed) { item += " `" + type + "`" }
            if let values = arrayValues(in: trimmed) { item += " (" + values.map { "`\($0)`" }.joined(separator: ", ") + ")" }
            if let value = attribute("default", in: trimmed) { item += ", default `" + value + "`" }
            if attribute("required", in: trimmed) == "true" || trimmed.contains("@required={{true}}") { item += ", required" }
            return item
        }
    }

    /// `Doc::ComponentApi` or `C.Property`: a component's name (capitalised, with `::` or `.`); nil for HTML.
    static func componentName(_ tag: String) -> String? {
        let name = tag.dropFirst().drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber || $0 == ":" || $0 == "." || $0 == "_" }
        guard name.first?.isUppercase == true, name.contains("::") || name.contains(".") else { return nil }
        return String(name)
    }

    /// `@name="size"` → "size".
    static func attribute(_ key: String, in tag: String) -> String? {
        guard let start = tag.range(of: "@\(key)=\"") else { return nil }
        let rest = tag[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        let value = String(rest[..<end])
        return value.isEmpty ? nil : value
    }

    /// `@values={{array "small" "medium" }}` → ["small", "medium"].
    static func arrayValues(in tag: String) -> [String]? {
        guard let start = tag.range(of: "@values={{array "), let end = tag[start.upperBound...].range(of: "}}") else { return nil }
        let values = tag[start.upperBound..<end.lowerBound].split(separator: "\"").filter { !$0.allSatisfy(\.isWhitespace) }.map(String.init)
        return values.isEmpty ? nil : values
    }
}
