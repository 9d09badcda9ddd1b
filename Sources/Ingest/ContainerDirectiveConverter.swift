/// Docusaurus' and VitePress' admonitions (remark's container directives) as CommonMark quotations, which
/// would otherwise show their fences as text:
///
///     :::tip[Keep it short]          > **Keep it short**
///     Suggest as people type.        > Suggest as people type.
///     :::
///
/// The title is the bracketed label (`:::note[Title]`), the words after the type (`::: tip Title`, `:::note
/// Title`), else the type. A fence of more colons holds fences of fewer (nesting). Fenced code is left as it
/// is, and every line keeps its number (the closing fence becomes an empty line).
///
/// GitHub's alerts (`> [!NOTE]`, `> [!WARNING]` on the first line of a quotation) read the same way: the
/// marker becomes the quotation's title ("Note", "Warning").
public enum ContainerDirectiveConverter {
    public static func markdown(_ text: String) -> String {
        let directives = text.utf8Contains(":::"), alerts = text.utf8Contains("[!")
        let variants = text.utf8Contains("<div class=\"options-api\">") || text.utf8Contains("<div class=\"composition-api\">")
        guard directives || alerts || variants else { return text }
        let lines = TextDecoder.lines(text).map(String.init)
        var converted = directives ? convert(lines) : lines
        if variants {
            // Vue's documentation writes each passage twice, for the Options API and the Composition API, in divs a
            // toggle shows one of: both are shown, so each says which it is (55 pages read as one passage twice).
            var code = CodeFenceTracker()
            var open = 0  // variant divs open: their closing tag goes too, or it would swallow the next line as HTML
            converted = converted.map { line in
                if code.isCode(line) { return line }
                switch line.trimmingCharacters(in: .whitespaces) {
                case "<div class=\"options-api\">": open += 1; return "**Options API**"
                case "<div class=\"composition-api\">": open += 1; return "**Composition API**"
                case "</div>" where open > 0: open -= 1; return ""
                default: return line
                }
            }
        }
        if alerts {
            var code = CodeFenceTracker()
            converted = converted.map { code.isCode($0) ? $0 : alertTitled($0) }
        }
        return converted == lines ? text : converted.joined(separator: "\n")
    }

    /// `> [!NOTE]` as `> **Note**\` (its own line above the alert's text); other lines as they are.
    static func alertTitled(_ line: String) -> String {
        let quote = line.prefix { $0 == " " || $0 == ">" }
        guard quote.contains(">"), line.count - quote.count <= 14 else { return line }
        let rest = line.dropFirst(quote.count).trimmingCharacters(in: .whitespaces)
        guard rest.hasPrefix("[!"), rest.hasSuffix("]") else { return line }
        let kind = rest.dropFirst(2).dropLast()
        guard ["NOTE", "TIP", "IMPORTANT", "WARNING", "CAUTION"].contains(kind.uppercased()) else { return line }
        let quoteMarks = quote.hasSuffix(" ") ? String(quote) : quote + " "
        return quoteMarks + Quotation.title(Quotation.defaultTitle(kind.lowercased()), breaks: true, kind: String(kind))
    }

    static func convert(_ lines: [String]) -> [String] {
        // The lines that could close a fence, by their colons: an opening with no such line after it is text, found
        // without a scan to the end of the file for each.
        var lastCloser: [Int: Int] = [:]
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " }
            let run = trimmed.prefix { $0 == ":" }.count
            if run >= 3, trimmed.dropFirst(run).allSatisfy(\.isWhitespace) { lastCloser[run] = index }
        }
        var out: [String] = []
        out.reserveCapacity(lines.count)
        var code = CodeFenceTracker()
        var i = 0
        while i < lines.count {
            let line = lines[i]
            let trimmed = line.drop { $0 == " " }
            if code.isCode(line) {
                out.append(line)
                i += 1
                continue
            }
            // Indented, in a list item or a step (Starlight's `<Steps>`): the quotation keeps the indentation, so it
            // stays in the item, and its body loses it, so it is no code.
            let indent = line.count - trimmed.count
            guard indent <= 12, let (colons, title, kind) = opening(trimmed), (lastCloser[colons] ?? -1) > i,
                  let close = closing(lines, after: i, colons: colons) else {
                out.append(line)
                i += 1
                continue
            }
            let margin = String(repeating: " ", count: indent)
            let body = convert(lines[(i + 1)..<close].map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) })
            var quoted: [String]
            if let title {
                quoted = Quotation.lines(title: title.isEmpty ? nil : title, body: body, kind: kind)
            } else {
                // A fenced div that only lays out (`::: {.columns}`): its text, without the fences.
                quoted = [""] + body
            }
            if indent > 0 { quoted = quoted.map { $0.isEmpty ? $0 : margin + $0 } }
            out += quoted
            out.append("")
            i = close + 1
        }
        return out
    }

    /// `:::note[Title]`, `::: tip Title`, `:::danger`: the number of colons and the title (the type when none is
    /// written). Pandoc's and Quarto's fenced divs: `::: {.callout-tip title="Keep"}` is a callout like `:::tip`,
    /// any other (`::: {.columns}`, `::: {.panel-tabset}`) only lays out, a nil title (its text stays, unquoted).
    /// The kind is the type (`tip`), nil for a group of code. Nil for other lines, and for a closing fence.
    static func opening(_ line: Substring) -> (colons: Int, title: String?, kind: String?)? {
        let colons = line.prefix { $0 == ":" }.count
        guard colons >= 3 else { return nil }
        let rest = line.dropFirst(colons).drop { $0 == " " }
        if rest.hasPrefix("{"), rest.trimmingCharacters(in: .whitespaces).hasSuffix("}") {
            let attributes = rest.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
            let classes = attributes.split(separator: " ").filter { $0.hasPrefix(".") }.map { $0.dropFirst() }
            guard let callout = classes.first(where: { $0.hasPrefix("callout-") }) else { return (colons, nil, nil) }
            let type = callout.dropFirst("callout-".count)
            if let t = attributes.range(of: "title=\""), let end = attributes[t.upperBound...].firstIndex(of: "\"") {
                return (colons, String(attributes[t.upperBound..<end]), String(type))
            }
            return (colons, Quotation.defaultTitle(type), String(type))
        }
        let type = rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        guard !type.isEmpty else { return nil }
        var after = rest.dropFirst(type.count)
        var title = ""
        if after.first == "[", let end = after.firstIndex(of: "]") {
            title = String(after[after.index(after: after.startIndex)..<end])
            after = after[after.index(after: end)...]
        } else if after.first == " " {
            title = after.trimmingCharacters(in: .whitespaces)
            after = ""
        }
        // `{#id .class}` attributes may follow; their title is the title (dumi's `:::info{title=Note}`, Ant Design).
        let attributes = after.trimmingCharacters(in: .whitespaces)
        guard attributes.isEmpty || attributes.hasPrefix("{") else { return nil }
        if title.isEmpty, let named = attributeTitle(attributes) { title = named }
        // VitePress' `::: code-group` only groups code blocks (tabs): it lays them out, no quotation (Vue Router's
        // install commands read as quoted text).
        if type == "code-group" { return (colons, nil, nil) }
        return (colons, title.isEmpty ? Quotation.defaultTitle(type) : title, String(type))
    }

    /// `title` of `{title=Note}`, `{title="Read this"}`, `{#id title='x'}`; nil when there is none.
    static func attributeTitle(_ attributes: String) -> String? {
        guard let t = attributes.range(of: "title=") else { return nil }
        let value = attributes[t.upperBound...]
        if let quote = value.first, quote == "\"" || quote == "'" {
            return value.dropFirst().firstIndex(of: quote).map { String(value[value.index(after: value.startIndex)..<$0]) }
        }
        let word = value.prefix { $0 != " " && $0 != "}" }
        return word.isEmpty ? nil : String(word)
    }

    /// The index of the line that closes a fence of `colons` colons opened at `start`: the first line of exactly
    /// that many colons outside fenced code and outside inner directives; nil when none does.
    static func closing(_ lines: [String], after start: Int, colons: Int) -> Int? {
        var depth = 0
        var code = CodeFenceTracker()
        for k in (start + 1)..<lines.count {
            if code.isCode(lines[k]) { continue }
            let trimmed = lines[k].drop { $0 == " " }
            let run = trimmed.prefix { $0 == ":" }.count
            guard run >= 3 else { continue }
            if trimmed.dropFirst(run).allSatisfy(\.isWhitespace) {
                if depth > 0 { depth -= 1; continue }
                if run == colons { return k }
            } else if opening(trimmed) != nil {
                depth += 1
            }
        }
        return nil
    }
}

import Foundation
