import Foundation

/// Apple's DocC Markdown (Swift packages' documentation catalogs, The Swift Programming Language) as Concord reads
/// Markdown:
///
/// - asides, `> Note: …`, `> Important:`, `> Experiment:` (and a translation's `> 注意:`; GitHub's older
///   `> **Note:** …` too), become call-outs titled by their word;
/// - `<doc:Article>` and `<doc:Article#Heading>` links become `[[Article#Heading]]`, which name a page by its file
///   (`WikiLinkResolver`) and show its title, as DocC does;
/// - directives that set up the page (`@Metadata { … }`, `@Options`, `@Comment { … }`, `@TechnologyRoot`) go; those
///   that arrange content (`@Row`, `@Column`, `@TabNavigator`, `@Links`) leave it, a `@Tab("Name")` its name in
///   bold above it; `@Image(source: "x", alt: "…")` is an image;
/// - term lists (`- term `class`: …`) show the term in bold, in a page with DocC's links or symbol spans.
///
/// Fenced code is left as it is, and every line keeps its number.
enum DocCSyntaxConverter {
    static func markdown(_ text: String) -> String {
        guard mayHoldDocC(text) else { return text }
        // Term lists only in a DocC page (its links or symbols): elsewhere `- term 1:` is a list of terms.
        let docC = text.utf8Contains("<doc:") || text.utf8Contains("``") || text.utf8Contains("@Metadata")
        var lines = text.lineComponents
        var code = CodeFenceTracker()
        var dropping = 0  // open braces of a directive being left out
        var wrappers = 0  // directives open whose content stays
        var changed = false
        for i in lines.indices {
            // Content inside arranging directives is indented by them, four spaces a level: as Markdown it would be code.
            if wrappers > 0, lines[i].hasPrefix(" ") {
                let spaces = lines[i].prefix { $0 == " " }.count
                lines[i] = String(lines[i].dropFirst(min(spaces, 4 * wrappers)))
                changed = true
            }
            let line = lines[i]
            if dropping > 0 {
                dropping += braceBalance(line)
                lines[i] = ""
                changed = true
                continue
            }
            if code.isCode(line) { continue }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("@"), let directive = directive(trimmed) {
                changed = true
                if setupDirectives.contains(directive.name) {
                    lines[i] = ""
                    dropping = max(0, braceBalance(trimmed))
                    continue
                }
                switch directive.name {
                case "Image":
                    let source = directive.arguments["source"] ?? ""
                    lines[i] = source.isEmpty ? "" : "![\(directive.arguments["alt"] ?? "")](\(source))"
                case "Tab":
                    lines[i] = directive.label.map { Quotation.title($0, breaks: false) } ?? ""
                default:
                    lines[i] = ""
                }
                if trimmed.hasSuffix("{") { wrappers += 1 }
                continue
            }
            if wrappers > 0, trimmed == "}" {
                wrappers -= 1
                lines[i] = ""
                changed = true
                continue
            }
            var converted = line
            if let aside = aside(converted, previous: i > 0 ? lines[i - 1] : "") { converted = aside }
            if converted.contains("<doc:") { converted = InlineCode.outside(converted, docLinks) }
            if docC, let term = termItem(converted) { converted = term }
            if converted != line { lines[i] = converted; changed = true }
        }
        return changed ? lines.joined(separator: "\n") : text
    }

    /// A cheap test before any work: most Markdown has none of DocC's syntax.
    static func mayHoldDocC(_ text: String) -> Bool {
        if text.utf8Contains("<doc:") { return true }
        if text.utf8Contains("\n@") || text.hasPrefix("@") {
            if (setupDirectives.union(contentDirectives)).contains(where: { text.utf8Contains("@" + $0) }) { return true }
        }
        return text.utf8Contains("> ") && asideWords.keys.contains { text.utf8Contains("> " + $0 + ":") || text.utf8Contains("> **" + $0) }
    }

    /// Directives that set the page up, shown by nothing: left out with their blocks.
    static let setupDirectives: Set<String> = ["Metadata", "Options", "Comment", "TechnologyRoot", "PageImage", "PageKind",
                                               "PageColor", "CallToAction", "Available", "DisplayName", "DocumentationExtension",
                                               "SupportedLanguage", "TitleHeading", "AlternateRepresentation", "Redirected",
                                               "AutomaticTitleHeading", "AutomaticSeeAlso", "AutomaticArticleSubheading",
                                               "TopicsVisualStyle", "Video"]
    /// Directives that arrange the content inside them: their content stays.
    static let contentDirectives: Set<String> = ["Row", "Column", "TabNavigator", "Tab", "Links", "Small", "Image", "Stack"]

    /// `@Name`, `@Name(…)` or `@Name(…) {`, for a directive DocC has; its arguments and first unnamed one (a tab's name).
    static func directive(_ line: String) -> (name: String, arguments: [String: String], label: String?)? {
        let name = String(line.dropFirst().prefix { $0.isLetter || $0.isNumber })
        guard let first = name.first, first.isUppercase, setupDirectives.contains(name) || contentDirectives.contains(name) else { return nil }
        let rest = line.dropFirst(1 + name.count).trimmingCharacters(in: .whitespaces)
        guard rest.isEmpty || rest.hasPrefix("(") || rest.hasPrefix("{") else { return nil }
        var arguments: [String: String] = [:], label: String?
        if rest.hasPrefix("("), let close = rest.lastIndex(of: ")") {
            let inside = String(rest[rest.index(after: rest.startIndex)..<close]), ns = inside as NSString
            for match in argument.matches(in: inside, range: NSRange(location: 0, length: ns.length)) {
                let value = ns.substring(with: match.range(at: 2))
                if match.range(at: 1).location != NSNotFound { arguments[ns.substring(with: match.range(at: 1))] = value } else if label == nil { label = value }
            }
        }
        return (name, arguments, label)
    }

    /// `name: "value"` or an unnamed `"value"`.
    private static let argument = try! NSRegularExpression(pattern: #"(?:(\w+)\s*:\s*)?"((?:[^"\\]|\\.)*)""#)

    /// Opening minus closing braces of a line (outside quoted text).
    static func braceBalance(_ line: String) -> Int {
        var balance = 0, quoted = false
        for c in line {
            if c == "\"" { quoted.toggle() } else if !quoted, c == "{" { balance += 1 } else if !quoted, c == "}" { balance -= 1 }
        }
        return balance
    }

    /// Aside words and the call-out kind each is styled as (DocC's, and a Chinese translation's).
    static let asideWords: [String: String] = [
        "Note": "note", "Important": "important", "Warning": "warning", "Tip": "tip", "Experiment": "tip",
        "Deprecated": "warning", "Attention": "important", "Caution": "caution", "Remark": "note", "Bug": "warning",
        "ToDo": "note", "Precondition": "note", "Postcondition": "note", "Requires": "note", "Invariant": "note",
        "注意": "note", "提示": "tip", "警告": "warning", "重要": "important", "练习": "tip", "备注": "note", "已弃用": "warning",
    ]

    /// `> Note: text` (or `> **Note:** text`) opening a quotation → `> [!note] **Note** text`; nil for other lines.
    static func aside(_ line: String, previous: String) -> String? {
        let indent = line.prefix { $0 == " " }
        guard line.dropFirst(indent.count).hasPrefix("> "), !previous.trimmingCharacters(in: .whitespaces).hasPrefix(">") else { return nil }
        var rest = line.dropFirst(indent.count + 2)
        let bold = rest.hasPrefix("**")
        if bold { rest = rest.dropFirst(2) }
        let word = rest.prefix { $0.isLetter }
        guard let kind = asideWords[String(word)] else { return nil }
        var after = rest.dropFirst(word.count)
        var open = bold  // the bold the line opened, not closed yet
        if open, after.hasPrefix("**") { after = after.dropFirst(2); open = false }
        guard let colon = after.first, colon == ":" || colon == "：" else { return nil }
        after = after.dropFirst()
        if open, after.hasPrefix("**") { after = after.dropFirst(2); open = false }
        var text = String(after.drop { $0 == " " })
        // `> **注意：DCT 退役时间线**`: the bold goes on past the colon, and the words after it stay bold (its closing
        // `**` showed as text).
        if open, !text.isEmpty { text = "**" + text }
        return indent + "> " + Quotation.title(String(word), breaks: false, kind: kind) + (text.isEmpty ? "" : " " + text)
    }

    /// `<doc:TheBasics#Type-Safety>` → `[[TheBasics#Type-Safety]]`: the article by its file's name (a path's last part).
    static func docLinks(_ text: String) -> String {
        guard text.contains("<doc:") else { return text }
        var out = "", rest = Substring(text)
        while let open = rest.range(of: "<doc:") {
            guard let close = rest[open.upperBound...].firstIndex(of: ">") else { break }
            out += rest[..<open.lowerBound]
            var target = rest[open.upperBound..<close]
            if target.hasPrefix("//") { target = target.drop { $0 == "/" }.drop { $0 != "/" }.dropFirst() }  // doc://bundle/…
            let hash = target.firstIndex(of: "#")
            let path = hash.map { target[..<$0] } ?? target
            let article = path.split(separator: "/").last.map(String.init) ?? String(path)
            out += "[[" + article + (hash.map { String(target[$0...]) } ?? "") + "]]"
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    /// `- term `class`: Apply this…` → `- **`class`**: Apply this…`; nil for other lines.
    static func termItem(_ line: String) -> String? {
        let indent = line.prefix { $0 == " " }
        let rest = line.dropFirst(indent.count)
        guard let marker = rest.first, "-*+".contains(marker), rest.dropFirst().hasPrefix(" term ") else { return nil }
        let body = rest.dropFirst(7)
        guard let colon = body.range(of: ": ") ?? (body.hasSuffix(":") ? body.range(of: ":", options: .backwards) : nil),
              !body[..<colon.lowerBound].isEmpty else { return nil }
        let definition = body[colon.upperBound...].drop { $0 == " " }
        return indent + String(marker) + " **" + body[..<colon.lowerBound] + "**:" + (definition.isEmpty ? "" : " " + definition)
    }
}
