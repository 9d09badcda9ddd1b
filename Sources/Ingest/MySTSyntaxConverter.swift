import Foundation
import Support

/// MyST Markdown, as Sphinx and Jupyter Book sites write it, as the CommonMark it stands for, line for line:
///
///     ```{note}                        > **Note**\
///     Directives are fenced.           > Directives are fenced.
///     ```
///     :::{versionadded} 0.9            > **New in version 0.9**\
///     (heading-target)=                <a id="heading-target"></a>
///     ```{code-block} python           ```python
///     See {doc}`the guide <guide>`.    See [the guide](guide).
///
/// Admonitions become titled quotations (nested ones nest), code directives fences, `{image}` and `{figure}`
/// images, a `{toctree}` a list of links to its pages; directives that pull in other files or show nothing on
/// a page (`{include}`, `{eval-rst}`, `{contents}`) leave empty lines, and others (`{tab-item}`, `{card}`) their
/// text, with their title in bold. Options (`:class: x`) go. Roles become links (`{doc}`, `{download}`), code
/// (`{py:class}`, `{math}`) or their text (`{ref}`, `{term}`). Without this, each directive showed as a code block
/// headed `{note}` (MyST-Parser's documentation: 89 of them). Plain fenced code is left as it is.
public enum MySTSyntaxConverter {
    public static func markdown(_ text: String) -> String {
        guard text.utf8Contains("```{") || text.utf8Contains(":::{") || text.utf8Contains("}`") || text.utf8Contains(")=") else { return text }
        let lines = TextDecoder.lines(text).map(String.init)
        var out: [String] = []
        out.reserveCapacity(lines.count)
        var stack: [Open] = []
        var code = CodeFenceTracker()  // plain fenced code in directives' bodies and outside them
        var changed = false
        var options = false  // right after a directive's opening line, where its options are
        var title: Int?  // an admonition's title line, just written: text right below it goes on a new line of its paragraph
        var lastField: Int?  // the last line of a field list written
        // Field and definition lists only where directives say the page is MyST (`:warning: Careful` in a README is
        // an emoji, and `{}` in code brings a page here too).
        let myst = text.utf8Contains("```{") || text.utf8Contains(":::{")

        func prefix(_ depth: Int) -> String { String(repeating: "> ", count: depth) }
        var depth: Int { stack.filter { $0.mode == .quote }.count }
        func emit(_ s: String) {
            if let t = title, t == out.count - 1, !s.isEmpty { out[t] += "\\" }
            title = nil
            let p = prefix(depth)
            out.append(s.isEmpty ? String(p.dropLast()) : p + s)
        }

        // Front matter (MyST substitutions hold directives in YAML block scalars) is the YAML reader's.
        let bodyStart = TemplateTagStripper.frontMatterEnd(lines)
        out.append(contentsOf: lines[..<bodyStart])
        for line in lines[bodyStart...] {
            let trimmed = Whitespace.trimmedSpaces(line)
            if options {
                if trimmed.hasPrefix(":"), let end = trimmed.dropFirst().firstIndex(of: ":"), end > trimmed.index(after: trimmed.startIndex) {
                    if trimmed[trimmed.index(after: trimmed.startIndex)..<end] == "alt", stack.last?.mode == .image {
                        stack[stack.count - 1].alt = trimmed[trimmed.index(after: end)...].trimmingCharacters(in: .whitespaces)
                    }
                    if let t = title, t == out.count - 1 {
                        // An admonition's title moves below its options, so its text follows it in one paragraph.
                        let line = out.removeLast()
                        title = nil
                        emit("")
                        out.append(line)
                        title = out.count - 1
                    } else {
                        emit("")
                    }
                    changed = true
                    continue
                }
                options = false
            }
            // Inside a code directive: its lines as they are, up to its closing fence.
            if let top = stack.last, top.mode == .code {
                if top.closes(trimmed) { stack.removeLast(); emit("```"); changed = true } else { emit(line) }
                continue
            }
            // Plain fenced code (in a directive's body too) stays as written.
            if code.isOpen {
                _ = code.isCode(line)
                emit(stack.last?.mode == .drop ? "" : line)
                continue
            }
            if let top = stack.last, top.closes(trimmed) {
                stack.removeLast()
                if top.mode == .image, let image = top.image { emit("![\(top.alt ?? "")](<\(image)>)") } else { emit("") }
                changed = true
                continue
            }
            if let opening = Self.opening(trimmed) {
                changed = true
                var open = Open(fence: opening.fence, count: opening.count, mode: Self.mode(opening.name, fence: opening.fence))
                switch open.mode {
                case .quote:
                    stack.append(open)
                    emit(Quotation.title(Self.title(opening.name, opening.argument), breaks: false, kind: opening.name))
                    title = out.count - 1
                case .code:
                    let language = opening.name == "math" ? "math"
                        : codeDirectives.contains(opening.name)
                        ? String(opening.argument.split(separator: " ").first ?? "") : String(opening.name.split(separator: ",").first ?? "")
                    emit("```" + language)
                    stack.append(open)
                case .image:
                    open.image = opening.argument
                    emit("")
                    stack.append(open)
                case .toctree, .drop:
                    emit("")
                    stack.append(open)
                case .unwrap:
                    emit(opening.argument.isEmpty ? "" : Quotation.title(opening.argument, breaks: false))
                    stack.append(open)
                }
                options = true
                continue
            }
            if code.isCode(line) {
                emit(stack.last?.mode == .drop ? "" : line)
                continue
            }
            switch stack.last?.mode {
            case .drop?:
                emit("")
                changed = true
            case .toctree?:
                emit(Self.tocEntry(trimmed))
                changed = true
            default:
                if trimmed.hasPrefix("("), trimmed.hasSuffix(")="), let target = Self.target(trimmed) {
                    emit("<a id=\"\(target)\"></a>")
                    changed = true
                } else if myst, let field = Self.field(trimmed) {
                    // A field list (`:class: A list of classes`): each field on its own line, its name bold.
                    if let last = lastField, last == out.count - 1 { out[last] += "\\" }
                    emit("**\(field.name):** " + Self.roles(field.text))
                    lastField = out.count - 1
                    changed = true
                } else if myst, trimmed.hasPrefix(": "), let last = out.indices.last, !out[last].trimmingCharacters(in: .whitespaces).isEmpty,
                          !out[last].hasSuffix("\\"), stack.last?.mode != .toctree {
                    // A definition list (`term` then `: definition`): the term bold, the definition below it.
                    out[last] = Self.boldTerm(out[last], prefix: prefix(depth))
                    emit(Self.roles(String(trimmed.dropFirst(2))))
                    changed = true
                } else if line.contains("}`") {
                    let converted = Self.roles(line)
                    changed = changed || converted != line
                    emit(converted)
                } else {
                    emit(line)
                }
            }
        }
        return changed ? out.joined(separator: "\n") : text
    }

    /// An open directive: its fence, what its body becomes, and for an image its path and alt text.
    struct Open {
        enum Mode { case quote, code, image, toctree, drop, unwrap }
        var fence: Character, count: Int, mode: Mode
        var image: String?, alt: String?

        /// Whether `trimmed` is this directive's closing fence (the same character, at least as many).
        func closes(_ trimmed: String) -> Bool {
            trimmed.count >= count && trimmed.allSatisfy { $0 == fence }
        }
    }

    /// ```` ```{name} argument ```` or `:::{name} argument`, three or more of either.
    static func opening(_ trimmed: String) -> (fence: Character, count: Int, name: String, argument: String)? {
        guard let fence = trimmed.first, fence == "`" || fence == ":" else { return nil }
        let count = trimmed.prefix { $0 == fence }.count
        guard count >= 3 else { return nil }
        let rest = trimmed.dropFirst(count)
        guard rest.hasPrefix("{"), let close = rest.firstIndex(of: "}") else { return nil }
        let name = rest[rest.index(after: rest.startIndex)..<close]
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == ":" || $0 == "_" }) else { return nil }
        return (fence, count, name.lowercased(), rest[rest.index(after: close)...].trimmingCharacters(in: .whitespaces))
    }

    static let admonitions: Set<String> = ["note", "tip", "hint", "important", "warning", "caution", "attention", "danger",
                                           "error", "seealso", "admonition", "versionadded", "versionchanged", "deprecated",
                                           "versionremoved", "todo"]
    static let dropped: Set<String> = ["include", "literalinclude", "eval-rst", "raw", "contents", "myst-config", "only",
                                       "ifconfig", "bibliography", "tableofcontents", "button-ref", "button-link", "autoclass",
                                       "automodule", "autofunction", "automethod", "autodata", "autoattribute", "code-cell-output"]

    /// Directives whose body is text, shown without their frame.
    static let unwrapped: Set<String> = ["tab-set", "tab-item", "tab", "tabs", "card", "card-carousel", "grid", "grid-item",
                                         "grid-item-card", "dropdown", "glossary", "list-table", "table", "csv-table", "epigraph",
                                         "topic", "sidebar", "margin", "rubric", "div", "container", "centered", "hlist",
                                         "highlights", "pull-quote", "compound", "myst-example", "exercise", "solution",
                                         "proof", "prf:theorem", "prf:proof", "example", "panels", "tab-item-card"]

    /// Directives whose body is code in the language their argument names (`{code-block} python`).
    static let codeDirectives: Set<String> = ["code-block", "code", "sourcecode", "code-cell", "prompt"]

    static func mode(_ name: String, fence: Character = ":") -> Open.Mode {
        if admonitions.contains(name) { return .quote }
        if codeDirectives.contains(name) || name == "math" { return .code }
        if name == "image" || name == "figure" { return .image }
        if name == "toctree" { return .toctree }
        if dropped.contains(name) { return .drop }
        // A backtick fence naming no directive MyST knows, in one word, is code: R Markdown's and Quarto's
        // ```` ```{r} ````, ```` ```{python} ```` chunks (a project's own `{myst-admonitions}` shows its text).
        if fence == "`", !unwrapped.contains(name), !name.contains("-"), !name.contains(":") { return .code }
        return .unwrap
    }

    /// An admonition's title, as Sphinx shows it.
    static func title(_ name: String, _ argument: String) -> String {
        switch name {
        case "admonition": return argument.isEmpty ? "Note" : argument
        case "seealso": return "See also"
        case "versionadded": return "New in version \(argument)"
        case "versionchanged": return "Changed in version \(argument)"
        case "deprecated": return "Deprecated since version \(argument)"
        case "versionremoved": return "Removed in version \(argument)"
        default: return name.prefix(1).uppercased() + name.dropFirst() + (argument.isEmpty ? "" : ": \(argument)")
        }
    }

    /// A toctree line (`guide/install`, `Installing <guide/install>`) as a list item linking the page; glob
    /// patterns and blank lines as empty lines.
    static func tocEntry(_ trimmed: String) -> String {
        guard !trimmed.isEmpty, !trimmed.contains("*") else { return "" }
        if trimmed.hasSuffix(">"), let open = trimmed.lastIndex(of: "<") {
            let title = trimmed[..<open].trimmingCharacters(in: .whitespaces)
            let path = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
            return "- [\(title)](<\(path)>)"
        }
        return "- [\(trimmed)](<\(trimmed)>)"
    }

    /// A field list's line (`:class: A list of classes`): its name and text, or nil.
    static func field(_ trimmed: String) -> (name: String, text: String)? {
        guard trimmed.hasPrefix(":"), let end = trimmed.dropFirst().firstIndex(of: ":") else { return nil }
        let name = trimmed[trimmed.index(after: trimmed.startIndex)..<end]
        let text = trimmed[trimmed.index(after: end)...]
        guard !name.isEmpty, name.count <= 40, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == " " }),
              text.first == " " else { return nil }
        return (String(name), text.trimmingCharacters(in: .whitespaces))
    }

    /// A definition list's term line, bold, with a hard break before its definition.
    static func boldTerm(_ line: String, prefix: String) -> String {
        let body = line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : line
        let term = body.trimmingCharacters(in: .whitespaces)
        guard !term.isEmpty, !term.hasPrefix("#"), !term.hasPrefix("**") else { return line + "\\" }
        return prefix + "**" + term + "**\\"
    }

    /// The label of a `(label)=` target line, or nil.
    static func target(_ trimmed: String) -> String? {
        let label = trimmed.dropFirst().dropLast(2)
        guard !label.isEmpty, label.allSatisfy({ $0.isLetter || $0.isNumber || "-_.:/".contains($0) }) else { return nil }
        return String(label)
    }

    /// The line with its roles (`{doc}`guide``) as Markdown; inline code spans stay as written (a role's own
    /// backticks are no code span: `{name}` right before them says so).
    static func roles(_ line: String) -> String {
        let chars = Array(line)
        var out = ""
        var i = 0
        while i < chars.count {
            guard chars[i] == "`" else { out.append(chars[i]); i += 1; continue }
            let run = chars[i...].prefix { $0 == "`" }.count
            // The matching run of as many backticks, if any.
            var j = i + run, close: Int?
            while j < chars.count {
                if chars[j] == "`" {
                    let r = chars[j...].prefix { $0 == "`" }.count
                    if r == run { close = j; break }
                    j += r
                } else { j += 1 }
            }
            guard let end = close else { out += String(chars[i..<(i + run)]); i += run; continue }
            if run == 1, let name = roleName(before: out) {
                out.removeLast(name.count + 2)
                out += replacement(name, String(chars[(i + 1)..<end]))
            } else {
                out += String(chars[i..<(end + run)])
            }
            i = end + run
        }
        return out
    }

    /// The role name `{name}` that `text` ends with, or nil.
    static func roleName(before text: String) -> String? {
        guard text.hasSuffix("}"), let open = text.lastIndex(of: "{") else { return nil }
        let name = text[text.index(after: open)..<text.index(before: text.endIndex)]
        guard let first = name.first, first.isLetter, first.isLowercase,
              name.allSatisfy({ $0.isLetter || $0.isNumber || ":.+-_".contains($0) }) else { return nil }
        return String(name)
    }

    static func replacement(_ name: String, _ body: String) -> String {
        // `text <target>` or `target`.
        var text = body, target = body
        if body.hasSuffix(">"), let open = body.lastIndex(of: "<") {
            text = body[..<open].trimmingCharacters(in: .whitespaces)
            target = String(body[body.index(after: open)..<body.index(before: body.endIndex)])
        }
        switch name {
        case "doc", "download":
            return "[\(text)](<\(target)>)"
        case "ref", "term", "numref", "eq", "abbr", "sub-ref", "any", "external", "sup", "sub", "octicon", "fa", "kbd", "guilabel", "menuselection", "dfn", "file", "command":
            return name == "kbd" || name == "file" || name == "command" ? "`\(text)`" : text
        default:
            return "`\(text.hasPrefix("~") ? String(text.dropFirst()) : text)`"
        }
    }
}
