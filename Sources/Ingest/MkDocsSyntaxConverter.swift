/// MkDocs' block syntax (Python-Markdown's admonitions, pymdownx's collapsible details and content tabs) as
/// CommonMark, which would read the indented body of each as code:
///
///     !!! note "Phasellus posuere"        > **Phasellus posuere**
///                                         >
///         Lorem ipsum dolor sit amet.     > Lorem ipsum dolor sit amet.
///
/// `!!! type "Title"` and `???`/`???+` (collapsible) become a quotation whose first line is the title (the type
/// when there is none; nothing for `""`); `=== "Tab"` becomes the tab's label in bold above its body. Bodies
/// are read again, so nested ones convert too. Material for MkDocs' icon shortcodes (`:material-check:`,
/// `:octicons-mark-github-16:`) and snippet includes (`--8<-- "file.md"`) are left out: the icons are the
/// theme's, the snippets another file's. Keys, marks and abbreviations become HTML (`withInlineMarks`). Fenced code
/// is left as it is, and every line keeps its number.
public enum MkDocsSyntaxConverter {
    public static func markdown(_ text: String) -> String {
        let blocks = text.utf8Contains("!!! ") || text.utf8Contains("??? ") || text.utf8Contains("???+ ") || text.utf8Contains("=== \"")
            || text.utf8Contains("\n///")
        let icons = text.utf8Contains(":material-") || text.utf8Contains(":octicons-") || text.utf8Contains(":fontawesome-")
            || text.utf8Contains(":simple-") || text.utf8Contains("--8<--")
        let marks = text.utf8Contains("++") || text.utf8Contains("==") || text.utf8Contains("^^") || text.utf8Contains("*[")
        guard blocks || icons || marks else { return text }
        let lines = TextDecoder.lines(text).map(String.init)
        var converted = blocks ? convert(lines) : lines
        if icons { converted = withoutIconsAndSnippets(converted) }
        if marks { converted = withInlineMarks(converted) }
        return converted == lines ? text : converted.joined(separator: "\n")
    }

    /// pymdownx's inline marks as HTML, outside code: keys (`++ctrl+alt+del++` → <kbd>Ctrl</kbd>+<kbd>Alt</kbd>+…),
    /// `==mark==` and `^^insert^^`; and Python-Markdown's abbreviations: each `*[HTML]: Hyper Text Markup Language`
    /// line goes (its line left blank) and the page's uses of the word become `<abbr title="…">HTML</abbr>`.
    static func withInlineMarks(_ lines: [String]) -> [String] {
        var code = CodeFenceTracker(seesQuotedFences: true)
        var abbreviations: [(word: String, title: String)] = []
        var out = lines.map { line -> String in
            if code.isCode(line) { return line }
            if line.hasPrefix("*["), let close = line.firstIndex(of: "]"), line[line.index(after: close)...].hasPrefix(":") {
                let word = String(line[line.index(line.startIndex, offsetBy: 2)..<close])
                let title = line[line.index(close, offsetBy: 2)...].trimmingCharacters(in: .whitespaces)
                if !word.isEmpty, !title.isEmpty, !word.contains(where: { $0 == "[" || $0 == "]" }) {
                    abbreviations.append((word, title))
                    return ""
                }
            }
            guard line.utf8Contains("++") || line.utf8Contains("==") || line.utf8Contains("^^") else { return line }
            return InlineCode.outside(line) { text in
                var text = text
                if text.utf8Contains("++") { text = keys(in: text) }
                if text.utf8Contains("==") { text = replacing(markPattern, in: text, with: "<mark>$1</mark>") }
                if text.utf8Contains("^^") { text = replacing(insertPattern, in: text, with: "<ins>$1</ins>") }
                return text
            }
        }
        guard !abbreviations.isEmpty else { return out }
        // Longest first, so `HTML5` is not read as `HTML` then `5`; a word inside a link's destination or a tag stays.
        abbreviations.sort { $0.word.count > $1.word.count }
        // Each word's expression made once for the page, not once per line it is tried on.
        let replacements = abbreviations.compactMap { word, title -> (word: String, regex: NSRegularExpression, template: String)? in
            let pattern = #"(?<![\w-])"# + NSRegularExpression.escapedPattern(for: word) + #"(?![\w-])"#
            guard let regex = try? NSRegularExpression(pattern: pattern) else { return nil }
            return (word, regex, NSRegularExpression.escapedTemplate(for: "<abbr title=\"\(HTML.escape(title))\">\(word)</abbr>"))
        }
        code = CodeFenceTracker(seesQuotedFences: true)
        out = out.map { line in
            if code.isCode(line) || line.isEmpty { return line }
            return InlineCode.outside(line) { text in
                outsideDestinationsAndTags(text) { text in
                    var text = text
                    for (word, regex, template) in replacements where text.contains(word) { text = replacing(regex, in: text, with: template) }
                    return text
                }
            }
        }
        return out
    }

    /// `text` with `transform` applied outside link destinations (`](…)`) and HTML tags.
    static func outsideDestinationsAndTags(_ text: String, _ transform: (String) -> String) -> String {
        let ns = text as NSString
        var result = "", last = 0
        for match in destinationOrTag.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            result += transform(ns.substring(with: NSRange(location: last, length: match.range.location - last)))
            result += ns.substring(with: match.range)
            last = match.range.location + match.range.length
        }
        return result + transform(ns.substring(from: last))
    }

    private static let destinationOrTag = try! NSRegularExpression(pattern: #"\]\([^)]*\)|</?[A-Za-z][^<>]*>"#)

    /// `++ctrl+alt+del++` as keys: each name capitalised (`<kbd>Ctrl</kbd>`), a quoted one (`++"My key"++`) as written.
    static func keys(in text: String) -> String {
        let ns = text as NSString
        var result = "", last = 0
        for match in keysPattern.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            result += ns.substring(with: NSRange(location: last, length: match.range.location - last))
            let names = ns.substring(with: match.range(at: 1)).split(separator: "+")
            result += names.map { name -> String in
                let shown = name.hasPrefix("\"") ? String(name.dropFirst().dropLast()) : keyNames[name.lowercased()] ?? name.prefix(1).uppercased() + name.dropFirst()
                return "<kbd>\(HTML.escape(shown))</kbd>"
            }.joined(separator: "+")
            last = match.range.location + match.range.length
        }
        return last == 0 ? text : result + ns.substring(from: last)
    }

    private static func replacing(_ regex: NSRegularExpression, in text: String, with template: String) -> String {
        regex.stringByReplacingMatches(in: text, range: NSRange(location: 0, length: (text as NSString).length), withTemplate: template)
    }

    /// Names pymdownx's keys extension shows otherwise than capitalised.
    static let keyNames: [String: String] = ["ctrl": "Ctrl", "cmd": "Cmd", "alt": "Alt", "option": "Option", "shift": "Shift",
                                             "del": "Del", "esc": "Esc", "windows": "Win", "win": "Win", "page-up": "Page Up",
                                             "page-down": "Page Down", "arrow-up": "Up", "arrow-down": "Down",
                                             "arrow-left": "Left", "arrow-right": "Right", "caps-lock": "Caps Lock",
                                             "backspace": "Backspace", "tab": "Tab", "enter": "Enter", "space": "Space"]
    // Names of letters, digits and dashes joined by `+`, or quoted; not part of `C++` or `i++`.
    private static let keysPattern = try! NSRegularExpression(pattern: #"(?<![\w+])\+\+((?:[A-Za-z0-9][\w-]*|"[^"+]+")(?:\+(?:[A-Za-z0-9][\w-]*|"[^"+]+"))*)\+\+(?![\w+])"#)
    // Text with no `=` at either end: `a == b` and a setext underline are not marks.
    private static let markPattern = try! NSRegularExpression(pattern: #"(?<![=\w])==([^=\s](?:[^=]*?[^=\s])?)==(?![=\w])"#)
    private static let insertPattern = try! NSRegularExpression(pattern: #"(?<![\^\w])\^\^([^\^\s](?:[^\^]*?[^\^\s])?)\^\^(?![\^\w])"#)

    /// Icon shortcodes and snippet lines out of every line outside fenced code.
    static func withoutIconsAndSnippets(_ lines: [String]) -> [String] {
        var code = CodeFenceTracker(seesQuotedFences: true)
        return lines.map { line in
            if code.isCode(line) { return line }
            let trimmed = line.drop { $0 == " " || $0 == ">" }
            if trimmed.hasPrefix("--8<--") { return "" }
            guard line.contains(":") else { return line }
            let plain = InlineCode.outside(line) { text in
                guard text.contains(":") else { return text }
                return iconShortcode.stringByReplacingMatches(in: text, range: NSRange(location: 0, length: (text as NSString).length), withTemplate: "")
            }
            return plain == line ? line : plain.trimmingCharacters(in: .whitespaces).isEmpty ? "" : String(plain.drop { $0 == " " && !line.hasPrefix(" ") })
        }
    }

    private static let iconShortcode = try! NSRegularExpression(pattern: #":(?:material|octicons|fontawesome|simple)-[a-z0-9-]+:\s?"#)

    static func convert(_ lines: [String]) -> [String] {
        var out: [String] = []
        out.reserveCapacity(lines.count)
        var code = CodeFenceTracker()
        var i = 0
        while i < lines.count {
            let line = lines[i]
            if code.isCode(line) {
                out.append(line)
                i += 1
                continue
            }
            if let block = pymdownxBlock(lines, at: i) {
                out += block.lines
                i = block.end
                continue
            }
            // At the margin, or indented in a list item (`- Item:` then `    !!! tip`, Pydantic's validators page).
            let indent = line.prefix { $0 == " " }.count
            guard let start = opening(String(line.dropFirst(indent))), indent == 0 || inListItem(lines, before: i, indent: indent) else {
                out.append(line)
                i += 1
                continue
            }
            // The body: the lines indented by four (or a tab) more than the opening, blank lines between them.
            let margin = String(repeating: " ", count: indent)
            var end = i + 1
            var last = i
            while end < lines.count {
                let next = lines[end]
                if next.allSatisfy(\.isWhitespace) { end += 1; continue }
                guard next.hasPrefix(margin + "    ") || next.hasPrefix(margin + "\t") else { break }
                last = end
                end += 1
            }
            let body = convert(lines[(i + 1)..<(last + 1)].map { dedented(String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count)))) })
            let converted: [String]
            if start.quoted {
                converted = Quotation.lines(title: start.title, body: body, kind: start.kind)
            } else {
                converted = [start.title.map { Quotation.title($0, breaks: false) } ?? ""] + body
            }
            out += converted.map { indent == 0 || $0.isEmpty ? $0 : margin + $0 }
            i = last + 1
        }
        return out
    }

    /// Whether the nearest line above `index` that is indented less than `indent` is a list item's (so an opening
    /// indented by `indent` is the item's, not indented code).
    static func inListItem(_ lines: [String], before index: Int, indent: Int) -> Bool {
        var k = index - 1
        while k >= 0 {
            let line = lines[k]
            let spaces = line.prefix { $0 == " " }.count
            if !line.allSatisfy(\.isWhitespace), spaces < indent { return Quotation.isListItem(line.dropFirst(spaces)) }
            k -= 1
        }
        return false
    }

    /// An opening line: its title, and whether its body is set apart as a quotation (admonitions) or follows its
    /// label (a tab). Nil for any other line.
    static func opening(_ line: String) -> (title: String?, quoted: Bool, kind: String?)? {
        if line.hasPrefix("=== ") || line.hasPrefix("===! ") || line.hasPrefix("===+ ") {
            let rest = line.drop { $0 != " " }.drop { $0 == " " }
            guard rest.first == "\"", rest.count >= 2, rest.hasSuffix("\"") else { return nil }
            return (String(rest.dropFirst().dropLast()), false, nil)
        }
        guard line.hasPrefix("!!! ") || line.hasPrefix("??? ") || line.hasPrefix("???+ ") else { return nil }
        let rest = line.drop { $0 != " " }.drop { $0 == " " }
        let type = rest.prefix { $0 != " " && $0 != "\"" }
        guard !type.isEmpty, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else { return nil }
        let after = rest.dropFirst(type.count).drop { $0 == " " }
        // Modifiers (`!!! info inline end "Title"`) before an optional quoted title.
        let modifiers = after.prefix { $0 != "\"" }
        // Words after the type are classes (`inline end`); after a type of no known admonition they are
        // more likely prose (`!!! This is important`), left as written.
        let known = knownTypes.contains(type.lowercased())
        guard modifiers.split(separator: " ").allSatisfy({ word in
            ["inline", "end"].contains(word) || (known && word.allSatisfy { $0.isLowercase })
        }) else { return nil }
        let quoted = after.dropFirst(modifiers.count)
        guard let quote = quoted.first else { return (Quotation.defaultTitle(type), true, String(type)) }
        guard quote == "\"", let close = quoted.dropFirst().firstIndex(of: "\""),
              quoted[quoted.index(after: close)...].allSatisfy(\.isWhitespace) else { return nil }
        let title = quoted[quoted.index(after: quoted.startIndex)..<close]
        return (title.isEmpty ? nil : String(title), true, String(type))
    }

    /// pymdownx's blocks (`/// tip | Title` … `///`, more slashes around fewer when nested; FastAPI and Pydantic write
    /// their call-outs so): an admonition or `details` becomes a quotation headed by its title, a `tab` its label
    /// above its body, `html`, `caption` and `define` their body. Options indented below the opening (`type: warning`,
    /// `open: True`) go, `type` naming the kind. The lines from `start` to its closing fence and the line after it,
    /// line for line; nil when `start` opens none or nothing closes it.
    static func pymdownxBlock(_ lines: [String], at start: Int) -> (lines: [String], end: Int)? {
        let line = lines[start]
        guard line.hasPrefix("///") else { return nil }
        let fence = line.prefix { $0 == "/" }
        let header = line.dropFirst(fence.count).split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
        let name = header[0].trimmingCharacters(in: .whitespaces).lowercased()
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }),
              knownTypes.contains(name) || ["details", "tab", "html", "caption", "define", "figure-caption", "table-caption"].contains(name) else { return nil }
        var title = header.count > 1 ? header[1].trimmingCharacters(in: .whitespaces) : nil
        if title?.isEmpty == true { title = nil }
        // The closing fence: the same slashes alone on a line (outside fenced code).
        var code = CodeFenceTracker()
        var close: Int?
        for k in (start + 1)..<lines.count {
            if code.isCode(lines[k]) { continue }
            if lines[k].trimmingCharacters(in: .whitespaces) == fence { close = k; break }
        }
        guard let end = close else { return nil }
        var body = Array(lines[(start + 1)..<end])
        // Options: the indented lines right below the opening.
        var kind = name == "details" || name == "admonition" ? nil : name
        var k = 0
        while k < body.count, body[k].hasPrefix("    ") || body[k].hasPrefix("\t") {
            let option = body[k].trimmingCharacters(in: .whitespaces)
            if option.hasPrefix("type:") { kind = option.dropFirst(5).trimmingCharacters(in: CharacterSet(charactersIn: " \"'")) }
            body[k] = ""
            k += 1
        }
        body = convert(body)
        switch name {
        case "tab":
            return ([title.map { Quotation.title($0, breaks: false) } ?? ""] + body + [""], end + 1)
        case "html", "caption", "define", "figure-caption", "table-caption":
            return ([""] + body + [""], end + 1)
        default:
            let shown = title ?? kind.map { Quotation.defaultTitle($0) } ?? (name == "details" ? nil : "Note")
            return (Quotation.lines(title: shown, body: body, kind: kind ?? (name == "admonition" ? "note" : nil)) + [""], end + 1)
        }
    }

    /// Material for MkDocs' admonition types and their aliases.
    static let knownTypes: Set<String> = ["note", "abstract", "summary", "tldr", "info", "todo", "tip", "hint", "important",
                                          "success", "check", "done", "question", "help", "faq", "warning", "caution",
                                          "attention", "failure", "fail", "missing", "danger", "error", "bug", "example",
                                          "quote", "cite", "seealso", "admonition"]

    static func dedented(_ line: String) -> String {
        if line.hasPrefix("    ") { return String(line.dropFirst(4)) }
        if line.hasPrefix("\t") { return String(line.dropFirst()) }
        return line.allSatisfy(\.isWhitespace) ? "" : line
    }
}

import Foundation
import Support
