import FileIO
import Foundation
import Support

/// MDX (Markdown with JSX, as Docusaurus, Gatsby and Next.js sites write their pages) as plain Markdown: ESM
/// `import`/`export` statements, `{/* comments */}` and JSX tags (`<Box mb={3}>`, `</Box>`, `<DoDont … />`,
/// `<>`) are blanked out, and the text between tags stays, so a design system's documentation repository reads
/// as the pages it shows. Lowercase HTML tags are left to the Markdown reader (which keeps anchors and images).
///
/// Every line stays where it was (removed lines become empty lines), so diagnostics point at the `.mdx` file's
/// own lines. Fenced code and inline code spans are never touched.
public enum MDXStripper {
    /// Whether a `.md` file is MDX in fact (Docusaurus reads `.md` as MDX): an ESM `import … from '…'` line at the
    /// margin, outside fenced code, among its first lines.
    /// Whether a `.md` file is MDX: it imports components, or names its headings' anchors in MDX comments
    /// (`## Usage {/*usage*/}`, as react.dev and its 40 translations write every heading).
    public static func isMDX(_ text: String) -> Bool {
        hasImports(text) || hasHeadingCommentIDs(text)
    }

    /// Whether some heading ends with an MDX comment holding only an id (`### Adding state {/*adding-state*/}`).
    static func hasHeadingCommentIDs(_ text: String) -> Bool {
        guard text.utf8Contains("*/}") else { return false }
        for line in text.split(whereSeparator: \.isNewline) where line.hasPrefix("#") {
            if commentID(in: line) != nil { return true }
        }
        return false
    }

    /// The id of a heading line's closing MDX comment (`{/*usage*/}` at its end), or nil.
    static func commentID(in line: Substring) -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasSuffix("*/}"), let open = trimmed.range(of: "{/*", options: .backwards) else { return nil }
        return id(trimmed[open.upperBound...].dropLast(3))
    }

    /// The text as an anchor id (ASCII letters, digits, `-_:.`, spaces around it), or nil.
    private static func id(_ text: Substring) -> String? {
        let id = text.trimmingCharacters(in: .whitespaces)
        guard !id.isEmpty, id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_:.".contains($0)) }) else { return nil }
        return id
    }

    public static func hasImports(_ text: String) -> Bool {
        var fenced = false, seen = 0
        // Lines cut at line feeds on bytes (a "\r\n" is one character, not a line feed, as when split by
        // `Character`), each looked at as it is cut, as far as the 80th that is not empty.
        let utf8 = text.utf8
        var start = utf8.startIndex, i = utf8.startIndex, previous: UInt8 = 0
        while true {
            let atEnd = i == utf8.endIndex
            if atEnd || (utf8[i] == 0x0A && previous != 0x0D) {
                if start < i {
                    seen += 1
                    if seen > 80 { return false }
                    if isImport(text[start..<i], fenced: &fenced) { return true }
                }
                if atEnd { return false }
                start = utf8.index(after: i)
            }
            previous = utf8[i]
            i = utf8.index(after: i)
        }
    }

    /// Whether `line` is an ESM import outside fenced code; a fence line opens or closes `fenced`.
    private static func isImport(_ line: Substring, fenced: inout Bool) -> Bool {
        if line.hasPrefix("```") || line.hasPrefix("~~~") { fenced.toggle(); return false }
        guard !fenced, line.hasPrefix("import ") else { return false }
        let statement = line.trimmingCharacters(in: .whitespaces)
        let quoted = statement.hasSuffix("';") || statement.hasSuffix("\";") || statement.hasSuffix("'") || statement.hasSuffix("\"")
        return quoted && (statement.contains(" from '") || statement.contains(" from \"") || statement.hasPrefix("import '") || statement.hasPrefix("import \""))
    }

    /// The MDX page as Markdown. A page without front matter that exports its metadata as an object
    /// (`export const meta = {title: 'Alert', description: '…'}`, as Twilio Paste's and Next.js sites do) gets
    /// its title and description as front matter, written over the blank lines its imports and exports leave at
    /// the top (lines keep their numbers), and `{meta.title}` in the text reads as the title.
    public static func markdown(_ text: String) -> String {
        let meta = exportedMeta(text)
        var text = importedImagesInPlace(linkComponentsAsLinks(calloutComponentsAsDirectives(doDontHeadingsAsLabels(text))))
        /// `{name.key}` in the text as `values[key]`, for each of `names`.
        func fill(_ values: [String: String], names: [String]) {
            for (key, value) in values {
                for name in names where text.contains("{\(name).\(key)}") { text = text.replacingOccurrences(of: "{\(name).\(key)}", with: value) }
            }
        }
        fill(meta, names: ["meta", "frontmatter", "frontMatter", "metadata"])
        // The page's own front matter, as its layout fills it in (Polaris' `<Lede>{frontmatter.description}</Lede>`
        // on 96 of 104 pages: the lead paragraph was left out).
        if text.hasPrefix("---"), text.utf8Contains("{frontmatter.") || text.utf8Contains("{frontMatter.") {
            fill(frontMatterStrings(text), names: ["frontmatter", "frontMatter"])
        }
        let stripped = withoutExpressionLines(stripped(text))
        let fields = ["title", "description"].compactMap { key in meta[key].map { (key, $0) } }
        guard !fields.isEmpty else { return stripped }
        var lines = stripped.lineComponents
        let blankTop = lines.prefix { $0.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" } }.count
        guard blankTop >= fields.count + 2 else { return stripped }
        let yaml = ["---"] + fields.map { "\($0.0): \"\($0.1.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\"" } + ["---"]
        lines.replaceSubrange(0..<yaml.count, with: yaml)
        return lines.joined(separator: "\n")
    }

    /// The `#### Do` and `#### Don’t` headings inside a do-and-don't box (Polaris' `<DoDont>`, 299 on 60 pages) as
    /// bold labels: as headings they filled the page's contents (118 of 165 entries on one page) and the text after
    /// the box fell under the last "Don’t".
    static func doDontHeadingsAsLabels(_ text: String) -> String {
        guard text.utf8Contains("<DoDont") || text.utf8Contains("<DoAndDont") else { return text }
        var inside = false
        return CodeFenceTracker.rewritingProse(text) { lines, i in
            let t = lines[i].trimmingCharacters(in: .whitespaces)
            if t.hasPrefix("<DoDont") || t.hasPrefix("<DoAndDont") { inside = !t.hasSuffix("/>"); return nil }
            if t.hasPrefix("</DoDont") || t.hasPrefix("</DoAndDont") { inside = false; return nil }
            let hashes = t.prefix { $0 == "#" }.count
            guard inside, (1...6).contains(hashes), t.dropFirst(hashes).first == " " else { return nil }
            let words = t.dropFirst(hashes).trimmingCharacters(in: .whitespaces)
            guard ["do", "don’t", "don't", "dont", "do not", "avoid", "caution"].contains(words.lowercased()) else { return nil }
            lines[i] = String(lines[i].prefix { $0 == " " || $0 == "\t" }) + "**" + words + "**"
            return i + 1
        }
    }

    /// Callout components alone on their lines around the callout's text (Primer's `<Note variant="warning">` …
    /// `</Note>`, 59 on its pages) as container directives (`:::warning` … `:::`), which `ContainerDirectiveConverter`
    /// makes call-outs of: before, "Note" was a bold line and the callout's text the paragraphs after it, in no box.
    /// The kind is the `variant` (or `type`) when it names one, else the component's name; a `title` titles it.
    static func calloutComponentsAsDirectives(_ text: String) -> String {
        guard callouts.contains(where: { text.utf8Contains("</\($0)>") }) else { return text }
        var lines = text.lineComponents
        var code = CodeFenceTracker()
        var open: [String] = []
        var changed = false
        for i in lines.indices where !code.isCode(lines[i]) {
            let t = lines[i].trimmingCharacters(in: .whitespaces), indent = String(lines[i].prefix { $0 == " " || $0 == "\t" })
            if let name = open.last, t == "</\(name)>" {
                lines[i] = indent + ":::"
                open.removeLast()
                continue
            }
            guard t.hasPrefix("<"), t.hasSuffix(">"), !t.hasSuffix("/>") else { continue }
            let name = String(t.dropFirst().prefix { $0.isLetter })
            let after = t.dropFirst(1 + name.count).first
            guard callouts.contains(name), after == ">" || after == " ",
                  lines[(i + 1)...].contains(where: { $0.trimmingCharacters(in: .whitespaces) == "</\(name)>" }) else { continue }
            let variant = (attribute("variant", of: t) ?? attribute("type", of: t))?.lowercased()
            let kind = variant.flatMap { Self.calloutVariants[$0] } ?? name.lowercased()
            lines[i] = indent + ":::" + kind + (attribute("title", of: t).map { " " + $0 } ?? "")
            open.append(name)
            changed = true
        }
        return changed ? lines.joined(separator: "\n") : text
    }

    /// The value of attribute `key` in a component's opening tag (quoted either way, after a space, a tab or a line
    /// break), nil when absent or empty.
    static func attribute(_ key: String, of tag: String) -> String? {
        for quote in ["\"", "'"] {
            guard let start = tag.utf8Range(of: " \(key)=\(quote)") ?? tag.utf8Range(of: "\n\(key)=\(quote)") ?? tag.utf8Range(of: "\t\(key)=\(quote)"),
                  let end = tag[start.upperBound...].firstIndex(of: Character(quote)) else { continue }
            let value = tag[start.upperBound..<end].trimmingCharacters(in: .whitespacesAndNewlines)
            return value.isEmpty ? nil : value
        }
        return nil
    }

    /// Variants of callout components (Primer's `variant`, others' `type`) by the call-out kind they show as.
    static let calloutVariants: [String: String] = [
        "warning": "warning", "danger": "danger", "critical": "danger", "error": "danger", "caution": "caution",
        "success": "tip", "tip": "tip", "info": "info", "note": "note", "accent": "note", "important": "important",
    ]

    /// Lines that are a JavaScript expression and nothing else (`{getDisplayElementById(ButtonExamples.examples,
    /// 'neutral')}`, whose value MDX shows: a rendered example the page cannot show), outside code, blanked: they read
    /// as text with curly quotes (Salesforce's design system: 1,097 on 94 pages). Not `{{…}}` (a template's) nor
    /// `{#id}` (a heading's attributes).
    static func withoutExpressionLines(_ text: String) -> String {
        guard text.utf8Contains("{") else { return text }
        var lines = text.lineComponents
        var code = CodeFenceTracker()
        var changed = false
        for i in lines.indices where !code.isCode(lines[i]) {
            let t = lines[i].trimmingCharacters(in: .whitespaces)
            guard t.count > 2, t.hasPrefix("{"), t.hasSuffix("}"), !t.hasPrefix("{{"), !t.hasPrefix("{#"), !t.hasPrefix("{:"),
                  // A template literal (`{`npx … ${version}`}`) is a code sample, shown as code elsewhere.
                  t.dropFirst().first.map({ $0.isLetter || $0 == "(" || $0 == "[" }) == true else { continue }
            // One expression: its braces close only at the end.
            var depth = 0, closesEarly = false
            for (n, c) in t.enumerated() {
                if c == "{" { depth += 1 } else if c == "}" { depth -= 1; if depth == 0, n < t.count - 1 { closesEarly = true; break } }
            }
            guard !closesEarly, depth == 0 else { continue }
            lines[i] = ""
            changed = true
        }
        return changed ? lines.joined(separator: "\n") : text
    }

    /// Images imported by name and shown through it (`import focus from './assets/focus.png'`, then
    /// `<img src={focus} alt="…" />` or `<Graphic src={{url: focus}} />`, as Canvas Kit's pages show 48 images) as
    /// images of their path: before, their `src` was a placeholder and they were left out.
    static func importedImagesInPlace(_ text: String) -> String {
        guard text.utf8Contains("import "), text.utf8Contains("src={") else { return text }
        var images: [String: String] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("import ") {
            let parts = line.trimmingCharacters(in: CharacterSet(charactersIn: "; ")).split(separator: " ")
            guard parts.count == 4, parts[2] == "from", let q = parts[3].first, q == "'" || q == "\"" else { continue }
            let path = String(parts[3].dropFirst().dropLast())
            let ext = FileIO.Path.fileExtension(path).lowercased()
            guard ["png", "jpg", "jpeg", "gif", "svg", "webp", "avif"].contains(ext), parts[1].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            images[String(parts[1])] = path
        }
        guard !images.isEmpty else { return text }
        var lines = text.lineComponents
        var code = CodeFenceTracker()
        for i in lines.indices where !code.isCode(lines[i]) && lines[i].utf8Contains("src={") {
            var line = lines[i]
            for (name, path) in images where line.contains(name) {
                line = line.replacingOccurrences(of: "src={\(name)}", with: "src=\"\(path)\"")
                    .replacingOccurrences(of: "src={{url: \(name)}}", with: "src=\"\(path)\"")
                    .replacingOccurrences(of: "src={{ url: \(name) }}", with: "src=\"\(path)\"")
            }
            // A component that shows the image (`<Graphic src="…png" />`) is an image.
            if line != lines[i], let open = line.range(of: "<"), let first = line[open.upperBound...].first, first.isUppercase,
               let space = line[open.upperBound...].firstIndex(of: " ") {
                line.replaceSubrange(open.upperBound..<space, with: "img")
            }
            lines[i] = line
        }
        return lines.joined(separator: "\n")
    }

    /// Link components as Markdown links: `<Link to="/docs/x">the guide</Link>` (Docusaurus), `<Anchor href="…">`
    /// (Twilio Paste), `<A href>`; their text lost its link, and a space before the next word, before.
    static func linkComponentsAsLinks(_ text: String) -> String {
        guard text.utf8Contains("</Link>") || text.utf8Contains("</Anchor>") || text.utf8Contains("</A>") || text.utf8Contains("</TextLink>") else { return text }
        var lines = text.lineComponents
        var code = CodeFenceTracker()
        for i in lines.indices where !code.isCode(lines[i]) && lines[i].utf8Contains("</") {
            // Outside code spans only: a component's documentation shows `<Link to="/">Home</Link>` as written.
            lines[i] = InlineCode.outside(lines[i]) { part in
                var out = part
                for (name, regex) in linkComponentPatterns where out.contains("</\(name)>") {
                    out = regex.stringByReplacingMatches(in: out, range: NSRange(out.startIndex..., in: out), withTemplate: "[$2]($1)")
                }
                return out
            }
        }
        return lines.joined(separator: "\n")
    }

    private static let linkComponentPatterns: [(String, NSRegularExpression)] = ["Link", "Anchor", "A", "TextLink"].map { name in
        (name, try! NSRegularExpression(pattern: "<\(name)\\s+[^>]*?\\b(?:to|href)=\"([^\"{}]+)\"[^>]*>([^<>\\n]*)</\(name)>"))
    }

    /// String members of `export const meta = {…}` (or `frontmatter`, `metadata`) in a file without front matter.
    public static func exportedMeta(_ text: String) -> [String: String] {
        guard !text.hasPrefix("---"), !text.hasPrefix("+++") else { return [:] }
        // Storybook's `<Meta title="Guides/Contributing" />`: the page's title is the last part of its story path.
        if text.utf8Contains("<Meta "), let line = text.split(separator: "\n").first(where: { $0.hasPrefix("<Meta ") }),
           let start = line.range(of: "title=\""), let end = line[start.upperBound...].firstIndex(of: "\"") {
            let title = line[start.upperBound..<end].split(separator: "/").last.map(String.init) ?? ""
            if !title.isEmpty, !title.contains("{") { return ["title": title] }
        }
        guard text.utf8Contains("export const ") else { return [:] }
        var values: [String: String] = [:]
        var scanner: ESMScanner?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if var open = scanner {
                if open.depth == 1, let (key, value) = Self.stringMember(line) { values[key] = value }
                open.scan(Array(line.utf8)[...])
                if open.isClosed { break }
                scanner = open
                continue
            }
            for name in ["meta", "frontmatter", "frontMatter", "metadata"] where line.hasPrefix("export const \(name) = {") {
                var open = ESMScanner()
                open.scan(Array(line.utf8)[...])
                if open.isClosed { return values }
                scanner = open
            }
        }
        return values
    }

    /// The text values of the YAML front matter `text` opens with, by key (nothing when it does not parse).
    static func frontMatterStrings(_ text: String) -> [String: String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let close = lines.dropFirst().prefix(200).firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "---" }),
              case .mapping(let members, _)? = try? YAMLParser.parse(lines[1..<close].joined(separator: "\n")) else { return [:] }
        var values: [String: String] = [:]
        for (key, value) in members { if let s = value.string { values[key] = s } }
        return values
    }

    /// `  title: 'Alert', // a comment` → ("title", "Alert"): a plain string member on a line of its own.
    private static func stringMember(_ line: Substring) -> (String, String)? {
        let t = line.trimmingCharacters(in: .whitespaces)
        guard let colon = t.firstIndex(of: ":") else { return nil }
        let key = t[..<colon].trimmingCharacters(in: CharacterSet(charactersIn: " '\""))
        guard ["title", "description"].contains(key) else { return nil }
        let value = t[t.index(after: colon)...].drop { $0 == " " }
        guard let q = value.first, q == "'" || q == "\"" || q == "`" else { return nil }
        var unescaped = "", escaped = false, end: Substring.Index?
        for i in value.indices.dropFirst() {
            let c = value[i]
            if escaped { unescaped.append(c); escaped = false } else if c == "\\" { escaped = true }
            else if c == q { end = i; break } else { unescaped.append(c) }
        }
        guard let end else { return nil }
        let rest = value[value.index(after: end)...].trimmingCharacters(in: .whitespaces)
        guard rest.isEmpty || rest == "," || rest.hasPrefix("//") || rest.hasPrefix(", //") || rest.hasPrefix(",//") else { return nil }
        return unescaped.isEmpty || (q == "`" && unescaped.contains("${")) ? nil : (key, unescaped)
    }

    private static func stripped(_ text: String) -> String {
        var out: [UInt8] = []
        let bytes = Array(text.utf8)
        out.reserveCapacity(bytes.count)
        var i = 0
        var atLineStart = true
        // An open fence: its marker, and how many columns its lines lose (see `dedent`).
        var fence: (byte: UInt8, count: Int, dedent: Int, indent: [UInt8])?
        // Open list items, innermost last: the column their blocks start at in the file, and how many columns
        // their lines lose (a list indented inside a component loses that indentation, its items' blocks too).
        var items: [(column: Int, cut: Int)] = []
        var previousBlank = true
        // Inside a multi-line import/export: its open brackets and whether a template literal is open. It ends at a
        // blank line (MDX's rule), or where its brackets and template literal close on a line ending `;` or `}`.
        var statement = false
        var esm = ESMScanner()
        var mdxBlock: (byte: UInt8, count: Int)?  // inside a ```mdx-code-block fence

        func lineEnd(_ from: Int) -> Int {
            var j = from
            while j < bytes.count, bytes[j] != 0x0A { j += 1 }
            return j
        }
        /// Leaves bytes[a..<b] out, keeping their newlines; a tag between words leaves one space (never indentation,
        /// which Markdown would read as code).
        func blank(_ a: Int, _ b: Int) {
            var newlines = 0
            for k in a..<b where bytes[k] == 0x0A { newlines += 1 }
            if newlines == 0 {
                // No space before the punctuation that follows (`<Tooltip>repository</Tooltip>.`).
                let next = b < bytes.count ? bytes[b] : 0x0A
                let punctuation = [UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "!"),
                                   UInt8(ascii: "?"), UInt8(ascii: ")")].contains(next)
                if let last = out.last, last != 0x0A, last != 0x20, !punctuation { out.append(0x20) }
            } else {
                out.append(contentsOf: repeatElement(0x0A, count: newlines))
            }
        }

        // Front matter is YAML (or TOML), not MDX: it passes through as written.
        if text.hasPrefix("---") || text.hasPrefix("+++") {
            let lines = TextDecoder.lines(text)
            let end = TemplateTagStripper.frontMatterEnd(lines)
            if end > 0 {
                i = end < lines.count ? text.utf8.distance(from: text.utf8.startIndex, to: lines[end].startIndex) : bytes.count
                out.append(contentsOf: bytes[0..<i])
            }
        }
        while i < bytes.count {
            if atLineStart {
                let end = lineEnd(i)
                let line = bytes[i..<end]
                let trimmed = line.drop { $0 == 0x20 || $0 == 0x09 }
                // Fenced code passes through untouched, but for the indentation MDX ignores (below).
                if let f = fence {
                    let run = trimmed.prefix { $0 == f.byte }.count
                    if run >= f.count, trimmed.dropFirst(run).allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
                        fence = nil
                        // MDX closes a fence at any indentation, CommonMark at less than four columns: the closing
                        // line takes the opening one's, so `    ```ts` … `  ```` cannot open a fence that swallows the page.
                        out.append(contentsOf: f.indent)
                        out.append(contentsOf: trimmed)
                    } else {
                        out.append(contentsOf: Self.dropColumns(line, f.dedent))
                    }
                    i = end
                    atLineStart = false
                    continue
                }
                let blankLine = trimmed.allSatisfy { $0 == 0x0D }
                let indent = Self.columns(line)
                let listItem = blankLine ? nil : Self.listItemContent(trimmed, at: indent)
                // Items a line is not inside end: a sibling or outer item, or a block less indented after a blank line.
                if !blankLine, listItem != nil || previousBlank {
                    while let last = items.last, last.column > indent { items.removeLast() }
                }
                previousBlank = blankLine
                // MDX has no indented code: a block indented four columns past its container (inside `<TabItem>`,
                // say) is text, a list or a fence there, so it loses those columns before CommonMark reads it.
                let container = items.last { $0.column <= indent }
                let base = container?.column ?? 0, baseCut = container?.cut ?? 0
                let dedent = blankLine ? 0 : baseCut + (indent - base >= 4 ? indent - base : 0)
                if let content = listItem { items.append((content, dedent)) }
                if let first = trimmed.first, first == UInt8(ascii: "`") || first == UInt8(ascii: "~") {
                    let run = trimmed.prefix { $0 == first }.count
                    // Docusaurus' ```mdx-code-block fence holds MDX to run, not code to show: its fences go.
                    if run >= 3, let open = mdxBlock, open.byte == first, run >= open.count,
                       trimmed.dropFirst(run).allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
                        mdxBlock = nil
                        i = end
                        atLineStart = false
                        continue
                    }
                    if run >= 3, mdxBlock == nil,
                       String(decoding: trimmed.dropFirst(run), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == "mdx-code-block" {
                        mdxBlock = (first, run)
                        i = end
                        atLineStart = false
                        continue
                    }
                    if run >= 3 {
                        let opening = Self.dropColumns(line, dedent)
                        fence = (first, run, dedent, Array(opening.prefix { $0 == 0x20 || $0 == 0x09 }))
                        out.append(contentsOf: opening)
                        i = end
                        atLineStart = false
                        continue
                    }
                }
                // An HTML wrapper on a line of its own (`<div id="custom-files">`, `</details>`) holds Markdown in MDX,
                // not the raw HTML CommonMark would take up to the next blank line (a heading, a code fence inside
                // it were lost): the line goes, an id stays as an anchor, a summary is bold.
                if !statement, let wrapper = Self.wrapperLine(trimmed) {
                    out.append(contentsOf: wrapper.utf8)
                    i = end
                    atLineStart = false
                    continue
                }
                if statement {
                    if trimmed.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { statement = false }
                    else {
                        blank(i, end)
                        esm.scan(line)
                        let last = line.last { $0 != 0x20 && $0 != 0x0D && $0 != 0x09 }
                        if esm.isClosed, last == UInt8(ascii: ";") || last == UInt8(ascii: "}") || last == UInt8(ascii: ")") { statement = false }
                        i = end
                        atLineStart = false
                        continue
                    }
                }
                // ESM at the start of a line (MDX allows it only there): one line, or until its brackets and template
                // literals close (`export const getStaticProps = async () => {` … `};`, ``graphql` `` … `` `; ``).
                if line.starts(with: "import ".utf8) || line.starts(with: "export ".utf8) {
                    blank(i, end)
                    esm = ESMScanner()
                    esm.scan(line)
                    let last = line.last { $0 != 0x20 && $0 != 0x0D && $0 != 0x09 }
                    statement = !esm.isClosed || last == UInt8(ascii: "=") || last == UInt8(ascii: ",")
                    i = end
                    atLineStart = false
                    continue
                }
                if dedent > 0 {
                    // The rest of the line is read as usual (tags, code spans).
                    let cut = Self.cutColumns(line, dedent)
                    out.append(contentsOf: repeatElement(0x20, count: cut.spaces))
                    i = cut.rest
                }
            }
            let byte = bytes[i]
            if byte == 0x0A {
                out.append(byte)
                i += 1
                atLineStart = true
                continue
            }
            atLineStart = false
            // Inline code spans stay as written. A span ends within its paragraph: an unclosed backtick (react.dev's
            // "in `declare module "....":") is a backtick, not code running to the next one pages later.
            if byte == UInt8(ascii: "`") {
                let stop = MarkdownCode.spanEnd(bytes, from: i)
                out.append(contentsOf: bytes[i..<stop])
                i = stop
                continue
            }
            // `{/* comment */}`; at the end of a heading, holding only an id, the heading's anchor (`{#id}`).
            if byte == UInt8(ascii: "{"), i + 2 < bytes.count, bytes[i + 1] == UInt8(ascii: "/"), bytes[i + 2] == UInt8(ascii: "*"),
               let close = text.utf8Offset(of: "*/}", from: i + 3) {
                let lineStart = (out.lastIndex(of: 0x0A).map { $0 + 1 }) ?? 0
                let heading = out[lineStart...].drop { $0 == 0x20 }.first == UInt8(ascii: "#")
                let restOfLine = bytes[(close + 3)..<lineEnd(close + 3)]
                if heading, restOfLine.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }),
                   let id = id(Substring(String(decoding: bytes[(i + 3)..<close], as: UTF8.self))) {
                    if let last = out.last, last != 0x20 { out.append(0x20) }
                    out.append(contentsOf: Array("{#\(id)}".utf8))
                    i = close + 3
                    continue
                }
                blank(i, close + 3)
                i = close + 3
                continue
            }
            // A template literal in braces, as code samples are written (`<Code>{`<img alt="" />`}</Code>`, a live
            // preview's JSX): code, a code span on one line, a preformatted block over several.
            if byte == UInt8(ascii: "{"), let literal = Self.templateLiteral(bytes, from: i) {
                let code = String(decoding: bytes[literal.content], as: UTF8.self).replacingOccurrences(of: "\\`", with: "`")
                if !code.contains("\n") {
                    let fence = String(repeating: "`", count: (code.split(separator: "`", omittingEmptySubsequences: false).count > 1 ? 2 : 1))
                    let padded = code.hasPrefix("`") || code.hasSuffix("`") ? " " + code + " " : code
                    out.append(contentsOf: (fence + padded + fence).utf8)
                } else {
                    // `<pre>` opens a raw block that runs to its `</pre>` line, blank lines and all; lines keep their places.
                    let escaped = code.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                        .replacingOccurrences(of: ">", with: "&gt;")
                    out.append(contentsOf: ("<pre><code>" + escaped + "</code></pre>").utf8)
                }
                i = literal.end
                continue
            }
            // `{" "}`, JSX's space between words.
            if byte == UInt8(ascii: "{"), i + 4 < bytes.count, bytes[i + 1] == bytes[i + 3], bytes[i + 2] == 0x20,
               bytes[i + 1] == UInt8(ascii: "\"") || bytes[i + 1] == UInt8(ascii: "'"), bytes[i + 4] == UInt8(ascii: "}") {
                if out.last != 0x20 { out.append(0x20) }
                i += 5
                continue
            }
            // A JSX tag: `<Name`, `</Name`, `<>`, `</>`. What it says in its attributes or name (a step's title, a
            // card's title and link, "Do" and "Don't") stays, in bold.
            if byte == UInt8(ascii: "<"), i + 1 < bytes.count, let end = jsxTagEnd(bytes, from: i) {
                let lineStartIn = (out.lastIndex(of: 0x0A).map { $0 + 1 }) ?? 0
                let aloneOnLine = out[lineStartIn...].allSatisfy { $0 == 0x20 || $0 == 0x09 }
                    && bytes[end..<lineEnd(end)].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
                if let label = Self.componentLabel(bytes[i..<end], block: aloneOnLine) {
                    if let last = out.last, last != 0x0A, last != 0x20 { out.append(0x20) }
                    out.append(contentsOf: label.utf8)
                    // Alone on its line, the label ends its line (a hard break before text that follows; a list
                    // after it is a list of its own).
                    out.append(contentsOf: aloneOnLine ? [0x20, 0x20] : [0x20])
                    var newlines = 0
                    for k in i..<end where bytes[k] == 0x0A { newlines += 1 }
                    out.append(contentsOf: repeatElement(0x0A, count: newlines))
                } else {
                    blank(i, end)
                }
                i = end
                continue
            }
            out.append(byte)
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Columns of `line`'s leading spaces and tabs (a tab runs to the next multiple of four).
    static func columns<C: Collection>(_ line: C) -> Int where C.Element == UInt8 {
        var column = 0
        for b in line {
            if b == 0x20 { column += 1 } else if b == 0x09 { column += 4 - column % 4 } else { break }
        }
        return column
    }

    /// `line` without the first `count` columns of its indentation (a tab cut across becomes the spaces it leaves).
    static func dropColumns(_ line: ArraySlice<UInt8>, _ count: Int) -> [UInt8] {
        guard count > 0 else { return Array(line) }
        let cut = cutColumns(line, count)
        return Array(repeating: 0x20, count: cut.spaces) + Array(line[cut.rest...])
    }

    /// Where `line` goes on once `count` columns of indentation are cut, and the spaces a tab cut across leaves.
    static func cutColumns(_ line: ArraySlice<UInt8>, _ count: Int) -> (spaces: Int, rest: Int) {
        var column = 0, k = line.startIndex
        while k < line.endIndex, column < count {
            let b = line[k]
            if b == 0x20 { column += 1 } else if b == 0x09 { column += 4 - column % 4 } else { break }
            k += 1
        }
        return (max(0, column - count), k)
    }

    /// The content column of a list item starting `trimmed` (`- `, `* `, `+ `, `1. `, `1) `) at column `indent`, or nil.
    static func listItemContent(_ trimmed: ArraySlice<UInt8>, at indent: Int) -> Int? {
        var k = trimmed.startIndex
        if k < trimmed.endIndex, trimmed[k] == UInt8(ascii: "-") || trimmed[k] == UInt8(ascii: "*") || trimmed[k] == UInt8(ascii: "+") {
            k += 1
        } else {
            let digits = trimmed.prefix { $0 >= 0x30 && $0 <= 0x39 }.count
            guard (1...9).contains(digits) else { return nil }
            k += digits
            guard k < trimmed.endIndex, trimmed[k] == UInt8(ascii: ".") || trimmed[k] == UInt8(ascii: ")") else { return nil }
            k += 1
        }
        guard k < trimmed.endIndex, trimmed[k] == 0x20 || trimmed[k] == 0x09 else { return nil }
        let marker = k - trimmed.startIndex
        // Five spaces or more after the marker: the item starts with indented code, its blocks one column in.
        let spaces = columns(trimmed[k...])
        return indent + marker + (spaces >= 5 ? 1 : spaces)
    }

    /// The end (exclusive) of a JSX tag opening at `start`, braces and quotes balanced; nil when it is not one
    /// (a lowercase HTML tag, `a < b`, or a tag that never closes).
    static func jsxTagEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var j = start + 1
        if bytes[j] == UInt8(ascii: "/") { j += 1 }
        guard j < bytes.count else { return nil }
        let first = bytes[j]
        if first == UInt8(ascii: ">") { return j + 1 }  // a fragment, `<>` or `</>`
        guard first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else { return nil }
        var depth = 0
        var quote: UInt8?
        while j < bytes.count {
            let b = bytes[j]
            if let q = quote {
                if b == q { quote = nil }
            } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") || (depth > 0 && b == UInt8(ascii: "`")) {
                quote = b
            } else if b == UInt8(ascii: "{") {
                depth += 1
            } else if b == UInt8(ascii: "}") {
                depth -= 1
            } else if b == UInt8(ascii: ">"), depth == 0 {
                return j + 1
            } else if b == 0x0A, depth == 0, j + 1 < bytes.count, bytes[j + 1] == 0x0A {
                return nil  // a blank line ends the paragraph: not a tag
            }
            j += 1
        }
        return nil
    }
}

extension MDXStripper {
    /// `{`…`}` at `start`: the literal's content and the end of the closing brace; nil when the braces hold anything
    /// else (an expression with a template literal inside, `${…}` substitutions).
    static func templateLiteral(_ bytes: [UInt8], from start: Int) -> (content: Range<Int>, end: Int)? {
        var j = start + 1
        while j < bytes.count, bytes[j] == 0x20 || bytes[j] == 0x0A || bytes[j] == 0x09 { j += 1 }
        guard j < bytes.count, bytes[j] == UInt8(ascii: "`") else { return nil }
        let open = j + 1
        var k = open
        while k < bytes.count {
            if bytes[k] == UInt8(ascii: "\\") { k += 2; continue }
            if bytes[k] == UInt8(ascii: "$"), k + 1 < bytes.count, bytes[k + 1] == UInt8(ascii: "{") { return nil }
            if bytes[k] == UInt8(ascii: "`") { break }
            k += 1
        }
        guard k < bytes.count else { return nil }
        var e = k + 1
        while e < bytes.count, bytes[e] == 0x20 || bytes[e] == 0x0A || bytes[e] == 0x09 { e += 1 }
        guard e < bytes.count, bytes[e] == UInt8(ascii: "}") else { return nil }
        return (open..<k, e + 1)
    }

    /// Components that carry words of their own, and the words their name says when no attribute does.
    static let labelledComponents: [String: String?] = [
        "Do": "Do", "Dont": "Don’t", "DoNot": "Don’t", "Donts": "Don’t", "Use": "Use for", "Misuse": "Not for",
        "Avoid": "Avoid", "Caution": "Caution", "Note": "Note", "Tip": "Tip", "Info": "Info", "Warning": "Warning",
        "Danger": "Danger", "Important": "Important", "Check": "Check", "Callout": nil, "Step": nil, "Accordion": nil,
        "Tab": nil, "TabItem": nil, "Card": nil, "Expandable": nil, "Update": nil, "Details": nil, "Example": nil,
    ]

    /// What an opening tag of a component says, in bold: its `title` (or `label`, `heading`, `header`), linked to its
    /// `href` (or `link`, `url`), then its `body`; or the words its name says (`<Dont>` → "Don’t"). Nil for closing tags and other components.
    /// Callouts (`<Note>`) say their name only as blocks, alone on their line: inline, a note is a tooltip's text.
    static let callouts: Set<String> = ["Note", "Tip", "Info", "Warning", "Danger", "Important", "Check", "Caution"]

    static func componentLabel(_ tag: ArraySlice<UInt8>, block: Bool) -> String? {
        guard tag.count > 2, tag[tag.startIndex + 1] != UInt8(ascii: "/") else { return nil }
        let name = String(decoding: tag.dropFirst().prefix { ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) }, as: UTF8.self)
        let known = labelledComponents[name]
        // Any other component alone on its line says what its title-like attributes say (Starlight's `<LinkCard
        // title href>`, Carbon's `<AccordionItem title>` and `<ResourceCard title subTitle href>`), media aside.
        let text = String(decoding: tag, as: UTF8.self)
        func attribute(_ key: String) -> String? { Self.attribute(key, of: text) }
        if block, known == nil, name.first?.isUppercase == true, mediaComponent(name) { return mediaLabel(name, attribute: attribute) }
        guard known != nil || (block && name.first?.isUppercase == true && !mediaComponent(name)) else { return nil }
        var implied = known ?? nil
        if !block, callouts.contains(name) { implied = nil }
        // Install commands by package manager (`<CommandTabs npm="…" yarn="…">`, `<PackageManagers>`): each in code.
        let commands = packageManagers.compactMap { manager in attribute(manager).map { "\(manager): `\($0)`" } }
        if !commands.isEmpty { return commands.joined(separator: " · ") }
        // Carbon's `<DoDont type="dont" text="…">` (Polaris' `<DoDont>` holds `#### Do` and `#### Don’t` itself).
        if name == "DoDont", let type = attribute("type") { implied = type.lowercased() == "dont" ? "Don’t" : "Do" }
        // A card whose variant says what it shows (Polaris' `<Medium variant="dont">`, 111 on 21 pages): advice not
        // to follow must not read as advice.
        if implied == nil, let variant = (attribute("variant") ?? attribute("type") ?? attribute("kind")).map({ $0.lowercased() }) {
            implied = ["do": "Do", "dont": "Don’t", "don't": "Don’t", "don’t": "Don’t", "avoid": "Avoid", "caution": "Caution",
                       "correct": "Do", "incorrect": "Don’t"][variant]
        }
        // `header` as KCL's `<DocsCard header href>` and Salesforce's `<Blockquote type header>` title theirs.
        var title = attribute("title") ?? attribute("label") ?? attribute("heading") ?? attribute("header") ?? implied
        let punctuated = title?.last?.isPunctuation == true
        if let t = title, let href = attribute("href") ?? attribute("link") ?? attribute("url"), !href.contains("{") { title = "[\(t)](\(href))" }
        let body = attribute("body") ?? attribute("description") ?? attribute("subTitle") ?? attribute("subtitle")
            ?? (name == "DoDont" ? attribute("text") ?? attribute("caption") : nil)
        // A component of no known meaning says nothing without a title (`<Seo description>` is no text of the page).
        guard let title else { return known == nil ? nil : body }
        // A title's own punctuation stays: "**Do:** Use one alert" reads as a label and its rule.
        return "**" + title + "**" + (body.map { (punctuated ? " " : ": ") + $0 } ?? "")
    }

    /// What a media component alone on its line shows of its own: a video player's video (Primer's
    /// `<CustomVideoPlayer src>`), and a caption under an image (`<ImageBox caption>`), in italics. Titles and
    /// descriptions of media are tooltips and alternative text, not text of the page.
    static func mediaLabel(_ name: String, attribute: (String) -> String?) -> String? {
        func plain(_ value: String?) -> String? {
            guard let v = value?.trimmingCharacters(in: .whitespaces), !v.isEmpty, !v.contains("{"), !v.contains("\""),
                  !v.contains("<") else { return nil }
            return v
        }
        var parts: [String] = []
        if name.contains("Video"), let src = plain(attribute("src")) { parts.append("<video controls src=\"\(src)\"></video>") }
        if let caption = plain(attribute("caption")) { parts.append("*" + caption + "*") }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// Package managers whose commands install components take their names as attributes.
    static let packageManagers = ["npm", "yarn", "pnpm", "bun", "deno", "cargo"]

    /// Components that show media, whose titles are tooltips or captions of an image, not text of the page.
    static func mediaComponent(_ name: String) -> Bool {
        ["Image", "Img", "Icon", "Logo", "Avatar", "Svg", "Picture", "Iframe", "Embed", "Meta", "Head", "Seo"]
            .contains { name.hasSuffix($0) || name.hasPrefix($0) }
            // A player anywhere in the name (`<CustomVideoPlayer>`, `<AudioClip>`).
            || ["Video", "Audio"].contains { name.contains($0) }
    }

    /// Block elements whose tags, alone on a line, wrap Markdown in MDX.
    static let wrapperTags: Set<String> = ["div", "details", "section", "article", "aside", "figure", "center", "main",
                                           "header", "footer", "nav", "span", "blockquote"]

    /// What a line that is only a wrapper's opening or closing tag becomes: "" (or its id as an anchor), and a
    /// `<summary>Text</summary>` line bold text; nil for any other line.
    static func wrapperLine(_ line: ArraySlice<UInt8>) -> String? {
        guard line.first == UInt8(ascii: "<") else { return nil }
        var text = String(decoding: line, as: UTF8.self)
        while text.last == "\r" || text.last == " " || text.last == "\t" { text.removeLast() }
        guard text.hasSuffix(">") else { return nil }
        if text.hasPrefix("<summary>"), text.hasSuffix("</summary>"), text.count > 19 {
            let inner = text.dropFirst(9).dropLast(10).trimmingCharacters(in: .whitespaces)
            return inner.contains("<") || inner.isEmpty ? nil : "**" + inner + "**"
        }
        let inside = text.dropFirst().dropLast()
        guard !inside.contains("<"), !inside.contains(">") else { return nil }
        let closing = inside.hasPrefix("/")
        let name = inside.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }
        // A break alone on its line (`<br />` between two items of a component) parts them: as Markdown it opened
        // an HTML block that held the lines after it as raw HTML (Primer's code samples showed their backticks).
        if name == "br", inside.drop(while: { $0 != " " && $0 != "/" }).allSatisfy({ $0 == " " || $0 == "/" }) { return "" }
        guard wrapperTags.contains(String(name)), name.first?.isLowercase == true else { return nil }
        if closing { return "" }
        // The id, quoted, as an anchor for links to it.
        guard let range = inside.range(of: " id=\"") ?? inside.range(of: " id='") else { return "" }
        let quote = inside[inside.index(before: range.upperBound)]
        let id = inside[range.upperBound...].prefix { $0 != quote }
        guard !id.isEmpty, !id.contains(where: { $0.isWhitespace || $0 == "{" || $0 == "&" || $0 == "<" }) else { return "" }
        return "<span id=\"\(id)\"></span>"
    }
}

/// Brackets and template literals of JavaScript read line by line, outside strings and comments: enough to find where
/// an MDX `export` that spans lines ends.
struct ESMScanner {
    private(set) var depth = 0
    private(set) var inTemplate = false
    private var inBlockComment = false

    var isClosed: Bool { depth <= 0 && !inTemplate && !inBlockComment }

    mutating func scan(_ line: ArraySlice<UInt8>) {
        var quote: UInt8 = 0
        var k = line.startIndex
        while k < line.endIndex {
            let c = line[k]
            let next: UInt8 = k + 1 < line.endIndex ? line[k + 1] : 0
            if inBlockComment {
                if c == UInt8(ascii: "*"), next == UInt8(ascii: "/") { inBlockComment = false; k += 1 }
            } else if inTemplate {
                if c == UInt8(ascii: "\\") { k += 1 } else if c == UInt8(ascii: "`") { inTemplate = false }
            } else if quote != 0 {
                if c == UInt8(ascii: "\\") { k += 1 } else if c == quote { quote = 0 }
            } else {
                switch c {
                case UInt8(ascii: "'"), UInt8(ascii: "\""): quote = c
                case UInt8(ascii: "`"): inTemplate = true
                case UInt8(ascii: "/") where next == UInt8(ascii: "/"): return
                case UInt8(ascii: "/") where next == UInt8(ascii: "*"): inBlockComment = true; k += 1
                case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
                default: break
                }
            }
            k += 1
        }
    }
}
