import CCmarkGFM
import Foundation
import Support

/// Markdown block as Concord sees it: cmark-gfm's tree flattened to the blocks a page is made of.
public struct MarkdownBlock: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case heading(level: Int)
        case paragraph
        case listItem(ordered: Bool, number: Int?)
        case code(language: String?)
        case quote
        case table
        case thematicBreak
        case html
    }

    public var kind: Kind
    /// Plain text of the block (inline markup removed, soft breaks as spaces).
    public var text: String
    /// HTML of the block's inline content (for tables and code: the whole block's HTML).
    public var html: String
    /// 1-based source line where the block starts, relative to the Markdown text given.
    public var line: Int
    /// Characters of `text` that are the text of links: a block that is mostly links is navigation, not prose.
    public var linkTextLength: Int = 0
    /// Ids of raw HTML anchors in the block (`<span id="page-0-1">`, `<a name="top">`), kept as anchors.
    public var anchors: [String] = []
    /// Destinations of the block's images, as written.
    public var images: [String] = []
    /// A list item, code or table inside a quotation (an admonition's list): shown inside it.
    public var quoted = false
    /// How many list items hold the block: a list item counts itself (1 for an item of a top-level list, 2 for an
    /// item of a list inside it); a paragraph, image or code under an item counts the items around it. 0 outside lists.
    public var listDepth = 0
    /// The first block of a quotation: two quotations in a row stay two.
    public var quoteStart = false
    /// On a quotation's first block: the kind of call-out it is (`warning`, `tip`), from a leading `[!warning]`
    /// (how GitHub writes an alert's kind, and how `Quotation` in Ingest writes every generator's admonitions).
    public var callout: String?
}

/// Options for Markdown conversion.
public struct MarkdownOptions: Sendable {
    /// Keep raw HTML from the source. Off by default: content is pasted from elsewhere and must not inject script.
    public var allowRawHTML: Bool
    /// Typographic quotes and dashes ("a" → “a”, -- → –), as the site renders prose. Off gives GitHub's output
    /// exactly (what the GFM spec examples are checked against).
    public var smartPunctuation: Bool
    public init(allowRawHTML: Bool = false, smartPunctuation: Bool = true) {
        self.allowRawHTML = allowRawHTML
        self.smartPunctuation = smartPunctuation
    }
}

/// The only file that talks to cmark-gfm: parses GitHub-flavoured Markdown (tables, strikethrough,
/// autolinks, tag filter, task lists) and turns cmark nodes into Swift values.
public enum CommonMarkConverter {
    static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    /// Renders a whole Markdown document to HTML.
    public static func html(_ markdown: String, options: MarkdownOptions = .init()) -> String {
        withDocument(markdown, options: options) { doc, parser, opts in
            guard let cString = cmark_render_html(doc, opts, cmark_parser_get_syntax_extensions(parser)) else { return "" }
            defer { free(cString) }
            return String(cString: cString)
        }
    }

    /// Renders a fragment of inline Markdown (one paragraph's text) to HTML without the `<p>` wrapper.
    public static func inlineHTML(_ markdown: String, options: MarkdownOptions = .init()) -> String {
        var html = html(markdown, options: options).trimmingTrailingNewlines()
        if html.hasPrefix("<p>"), html.hasSuffix("</p>") {
            html = String(html.dropFirst(3).dropLast(4))
        }
        return html
    }

    /// The document's blocks in order: headings, paragraphs, list items (one per item), code, quotes, tables.
    public static func blocks(_ markdown: String, options: MarkdownOptions = .init()) -> [MarkdownBlock] {
        withDocument(options.smartPunctuation ? literalDoubleHyphens(markdown) : markdown, options: options) { doc, parser, opts in
            var result: [MarkdownBlock] = []
            let extensions = cmark_parser_get_syntax_extensions(parser)
            collect(doc, into: &result, options: opts, extensions: extensions, ordered: nil, quote: false)
            if let notes = footnotes(doc, options: opts, extensions: extensions) { result.append(notes) }
            return result
        }
    }

    /// `--` before a letter or digit after a space or an opening bracket (`var(--semi-color-primary)`, `--no-cache`)
    /// escaped as `-\-`, so typographic punctuation leaves it two hyphens, not an en dash: technical prose writes
    /// CSS properties and command-line options that way. Dashes between words (`a -- b`) are typeset as before;
    /// code (fenced and in spans) is untouched.
    static func literalDoubleHyphens(_ markdown: String) -> String {
        guard markdown.utf8Contains("--") else { return markdown }
        var out: [UInt8] = []
        let bytes = Array(markdown.utf8)
        out.reserveCapacity(bytes.count + 16)
        var i = 0, lineStart = true, fence: UInt8? = nil, changed = false
        while i < bytes.count {
            let b = bytes[i]
            if lineStart { fence = MarkdownCode.fence(after: fence, line: MarkdownCode.fenceCharacter(bytes, lineStart: i, quoted: true)) }
            lineStart = b == 0x0A
            if fence != nil { out.append(b); i += 1; continue }
            if b == UInt8(ascii: "`") {
                // A code span, copied whole (an escape in it would show).
                let end = MarkdownCode.spanEnd(bytes, from: i)
                out.append(contentsOf: bytes[i..<end])
                i = end
                continue
            }
            if b == UInt8(ascii: "-"), i + 2 < bytes.count, bytes[i + 1] == UInt8(ascii: "-"),
               (bytes[i + 2] >= 0x61 && bytes[i + 2] <= 0x7A) || (bytes[i + 2] >= 0x41 && bytes[i + 2] <= 0x5A) || (bytes[i + 2] >= 0x30 && bytes[i + 2] <= 0x39),
               i == 0 || [0x20, 0x09, 0x0A, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ",")].contains(bytes[i - 1]) {
                out.append(contentsOf: Array("-\\-".utf8))
                i += 2
                changed = true
                continue
            }
            out.append(b)
            i += 1
        }
        return changed ? String(decoding: out, as: UTF8.self) : markdown
    }

    // MARK: - cmark plumbing

    /// cmark-gfm's registration of its extensions is not thread-safe, and documents are parsed on every core:
    /// a lazy static runs it exactly once.
    private static let registered: Void = cmark_gfm_core_extensions_ensure_registered()

    /// cmark-gfm keeps the characters its extensions start on (`:` and `w` for autolinks, `~`, `|`) in one table
    /// for all parsers, set when a parser begins its inlines and cleared when it is done: documents finished side
    /// by side lost their autolinks and strikethroughs at random. Block parsing (`cmark_parser_feed`) still runs
    /// on every core; only the inline pass, in `cmark_parser_finish`, takes turns.
    private static let finishing = NSLock()

    private static func withDocument<T>(
        _ markdown: String, options: MarkdownOptions,
        _ body: (OpaquePointer, OpaquePointer, Int32) -> T
    ) -> T {
        _ = registered
        // Fenced code keeps its language as `class="language-swift"`: GitHub's `<pre lang="swift">` is not a valid
        // language tag. Without UNSAFE, cmark also drops `javascript:` links; anchors from raw HTML survive as
        // custom nodes (see `sanitizeRawHTML`).
        var opts = (options.smartPunctuation ? CMARK_OPT_SMART : CMARK_OPT_DEFAULT) | CMARK_OPT_FOOTNOTES
        if options.allowRawHTML { opts |= CMARK_OPT_UNSAFE }
        let parser = cmark_parser_new(opts)!
        defer { cmark_parser_free(parser) }
        for name in extensionNames {
            if let ext = cmark_find_syntax_extension(name) { cmark_parser_attach_syntax_extension(parser, ext) }
        }
        markdown.withCString { cmark_parser_feed(parser, $0, strlen($0)) }
        let doc = finishing.withLock { cmark_parser_finish(parser)! }
        defer { cmark_node_free(doc) }
        CJKEmphasis.repair(doc)
        sanitizeRawHTML(doc, allowRawHTML: options.allowRawHTML)
        return body(doc, parser, opts)
    }

    /// The footnotes a document's text refers to (`[^1]` … `[^1]: The note.`), which cmark-gfm gathers at its end in
    /// the order of their first reference: one block, GitHub's `<section class="footnotes">` with a numbered list
    /// and links back, whose anchors (`fn-1`) the references lead to.
    private static func footnotes(_ doc: OpaquePointer, options: Int32,
                                  extensions: UnsafeMutablePointer<cmark_llist>?) -> MarkdownBlock? {
        var definitions: [OpaquePointer] = []
        var child = cmark_node_first_child(doc)
        while let current = child {
            if cmark_node_get_type(current) == CMARK_NODE_FOOTNOTE_DEFINITION { definitions.append(current) }
            child = cmark_node_next(current)
        }
        guard let first = definitions.first else { return nil }
        let line = Int(cmark_node_get_start_line(first))
        let wrapper = cmark_node_new(CMARK_NODE_DOCUMENT)!
        defer { cmark_node_free(wrapper) }
        for definition in definitions {
            cmark_node_unlink(definition)
            cmark_node_append_child(wrapper, definition)
        }
        let html = renderNode(wrapper, options, extensions)
        var texts: [String] = []
        let iter = cmark_iter_new(wrapper)!
        while case let event = cmark_iter_next(iter), event != CMARK_EVENT_DONE {
            if event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iter), cmark_node_get_type(node) == CMARK_NODE_PARAGRAPH {
                texts.append(plainText(node))
            }
        }
        cmark_iter_free(iter)
        var block = MarkdownBlock(kind: .table, text: texts.joined(separator: " "), html: html, line: line)
        block.anchors = footnoteIDs(in: html, prefix: "fn-")
        return block
    }

    /// The title a fence's info string gives its code: `title="src/lib.rs"` (Docusaurus, Starlight, Rehype),
    /// `filename="app/page.tsx"` (Next.js, 2,254 blocks) or a bracketed label outside quotes (`bash [npm]`, VitePress'
    /// code groups; not the `[slug]` of `filename="app/blog/[slug]/page.tsx"`); nil when none.
    static func codeTitle(_ info: String) -> String? {
        for key in ["title=", "filename=", "file="] {
            for quote in ["\"", "'"] {
                guard let start = info.range(of: key + quote), start.lowerBound == info.startIndex || info[info.index(before: start.lowerBound)] == " ",
                      let end = info[start.upperBound...].firstIndex(of: Character(quote)) else { continue }
                let title = info[start.upperBound..<end].trimmingCharacters(in: .whitespaces)
                return title.isEmpty ? nil : title
            }
        }
        // Brackets inside a quoted attribute are the attribute's.
        var unquoted = "", quote: Character?
        for c in info {
            if let q = quote { if c == q { quote = nil }; unquoted.append(" "); continue }
            if c == "\"" || c == "'" { quote = c; unquoted.append(" "); continue }
            unquoted.append(c)
        }
        // A label is a word of its own (`[App.vue]`), not a value (`{hl_lines=[3,"6-8"]}`, Hugo's highlighted lines).
        if let open = unquoted.firstIndex(of: "["), open != unquoted.startIndex, unquoted[unquoted.index(before: open)] == " ",
           let close = unquoted[open...].firstIndex(of: "]") {
            let offset = unquoted.distance(from: unquoted.startIndex, to: open), length = unquoted.distance(from: open, to: close)
            let written = info.dropFirst(offset + 1).prefix(length - 1)
            guard !written.contains(where: { "\"',=".contains($0) }) else { return nil }
            let label = written.trimmingCharacters(in: .whitespaces)
            return label.isEmpty ? nil : label
        }
        return nil
    }

    /// Rust code as rustdoc and mdBook show it: lines that are `#` alone or start with `# ` are hidden (setup the
    /// example needs to compile), and `##` at a line's start shows as `#`; nil when no line is hidden. Rust by
    /// Example showed 41 such lines (`# #[cfg(target_arch = "x86_64")] {`).
    static func rustShownLines(_ code: String) -> String? {
        var changed = false
        var shown: [Substring] = []
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            let body = line.drop { $0 == " " || $0 == "\t" }
            if body == "#" || body.hasPrefix("# ") { changed = true; continue }
            if body.hasPrefix("##") {
                changed = true
                shown.append(line[..<body.startIndex] + body.dropFirst())
                continue
            }
            shown.append(line)
        }
        return changed ? shown.joined(separator: "\n") : nil
    }

    /// TypeScript marked for Twoslash (VitePress, Shiki) as it shows: the lines before `// ---cut---` and after
    /// `// ---cut-after---` and those between `// ---cut-start---` and `// ---cut-end---` are setup, hidden; compiler
    /// flags (`// @errors: 2339`, `// @noErrors`) and type queries (`//   ^?`) go: 50 markers left Vue Router's pages.
    static func twoslashShownLines(_ code: String) -> String? {
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        func marker(_ line: Substring) -> String { line.trimmingCharacters(in: .whitespaces) }
        if let cut = lines.lastIndex(where: { ["// ---cut---", "// ---cut-before---"].contains(marker($0)) }) { lines.removeFirst(cut + 1) }
        if let cut = lines.firstIndex(where: { marker($0) == "// ---cut-after---" }) { lines.removeLast(lines.count - cut) }
        var shown: [Substring] = [], hiding = false
        for line in lines {
            let m = marker(line)
            if m == "// ---cut-start---" { hiding = true; continue }
            if m == "// ---cut-end---" { hiding = false; continue }
            if hiding || m.hasPrefix("// @") || m.range(of: #"^//\s*\^[?|]"#, options: .regularExpression) != nil { continue }
            shown.append(line)
        }
        let result = shown.joined(separator: "\n")
        return result == code ? nil : result
    }

    /// The language a fence's info string names: its first word, or in an attribute list its first class
    /// (```` ```{ .dockerfile .annotate } ````, Python-Markdown); none when the first word is an attribute
    /// (```` ```hl_lines="4" ````, ```` ``` title="x" ````), which cmark made `language-hl_lines="4"`.
    static func codeLanguage(_ info: String) -> String {
        let words = info.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let first = words.first else { return "" }
        if first.hasPrefix("{") {
            let inside = info.drop { $0 != "{" }.dropFirst().prefix { $0 != "}" }
            let classes = inside.split(separator: " ").filter { $0.hasPrefix(".") && $0.count > 1 }
            return classes.first.map { String($0.dropFirst()) } ?? ""
        }
        // mdBook's attributes follow a comma (`rust,ignore`), VitePress' and Docusaurus' line marks a brace (`js{1,4}`).
        let language = first.prefix { $0 != "," && $0 != "{" }
        return language.contains("=") || language.contains("\"") ? "" : String(language)
    }

    /// Whether `kind` can name a call-out in a `[!kind]` marker: an ASCII letter, then letters, digits, `-` and `_`.
    public static func isCalloutKind<S: StringProtocol>(_ kind: S) -> Bool {
        guard let head = kind.unicodeScalars.first, head.isASCII, head.properties.isAlphabetic else { return false }
        return kind.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
    }

    /// Call-out kinds Obsidian (and Material for MkDocs) know, which may be followed by a title as plain text.
    static let obsidianKinds: Set<String> = ["note", "abstract", "summary", "tldr", "info", "todo", "tip", "hint", "important",
                                             "success", "check", "done", "question", "help", "faq", "warning", "caution",
                                             "attention", "failure", "fail", "missing", "danger", "error", "bug", "example",
                                             "quote", "cite"]

    /// Marks the blocks of a quotation that starts at `first`: its first block starts it and carries its call-out
    /// kind, taken off the front of its text (`[!warning] **Careful**` → kind `warning`, text "Careful"). A marker
    /// alone on its line leaves no block of its own: the next one carries the kind.
    static func markQuotation(_ result: inout [MarkdownBlock], from first: Int) {
        guard first < result.count else { return }
        result[first].quoteStart = true
        guard result[first].kind == .quote, result[first].text.hasPrefix("[!"),
              let close = result[first].text.firstIndex(of: "]") else { return }
        let kind = result[first].text[result[first].text.index(result[first].text.startIndex, offsetBy: 2)..<close]
        guard isCalloutKind(kind), result[first].html.hasPrefix("[!" + kind + "]") else { return }
        // Obsidian folds a call-out with `-` or `+` after its marker (`> [!tip]- Hidden`).
        let folds = result[first].html.dropFirst(kind.count + 3).first.map { $0 == "-" || $0 == "+" } ?? false
        let marker = "[!" + kind + "]" + (folds ? String(result[first].html.dropFirst(kind.count + 3).prefix(1)) : "")
        // A marker before a bold title, or alone on its line, as `Quotation` writes them; or, for a kind Obsidian
        // knows, before its title as Obsidian writes it (`> [!info] Here's a title`: 497 of its help vault's
        // call-outs showed their marker as text). A quotation that starts "[!link] stays" is text.
        let after = result[first].html.dropFirst(marker.count).drop { $0 == " " }
        let titled = !(after.isEmpty || after.hasPrefix("<strong>") || after.hasPrefix("\n") || after.hasPrefix("<br />"))
        guard !titled || obsidianKinds.contains(kind.lowercased()) else { return }
        func rest(_ s: String) -> String {
            var r = s.dropFirst(marker.count)[...]
            while let c = r.first, c == " " || c == "\n" { r = r.dropFirst() }
            // A hard break after a marker alone on its line (`> [!NOTE]\`): nothing to break from.
            if r.hasPrefix("<br />") { r = r.dropFirst(6); while let c = r.first, c == " " || c == "\n" { r = r.dropFirst() } }
            return String(r)
        }
        let text = rest(result[first].text)
        var html = rest(result[first].html)
        if titled {
            // The first line is the title, in bold as the other call-outs' titles; the rest of the paragraph below it.
            let titleEnd = html.range(of: "\n")?.lowerBound ?? html.endIndex
            let title = html[..<titleEnd].replacingOccurrences(of: "<br />", with: "")
            let body = html[titleEnd...].drop { $0 == "\n" }
            html = "<strong>" + title + "</strong>" + (body.isEmpty ? "" : "<br />\n" + body)
        }
        if text.isEmpty {
            result.remove(at: first)
            guard first < result.count else { return }
            result[first].quoteStart = true
        } else {
            result[first].text = text
            result[first].html = html
        }
        result[first].callout = kind.lowercased()
    }

    /// `id="fn-…"` (or `fnref-…`) attributes cmark-gfm wrote for footnotes, as a link's fragment names them: cmark-gfm
    /// percent-encodes a label's other characters (`[^†]` is `fn-%E2%80%A0`), which links read decoded (Rust by
    /// Example's dagger note was reported missing).
    private static func footnoteIDs(in html: String, prefix: String) -> [String] {
        html.components(separatedBy: " id=\"" + prefix).dropFirst().compactMap { rest in
            rest.firstIndex(of: "\"").map { end in
                let id = HTML.unescape(String(rest[..<end]))
                return prefix + (id.removingPercentEncoding ?? id)
            }
        }
    }

    private static func typeName(_ node: OpaquePointer) -> String {
        String(cString: cmark_node_get_type_string(node))
    }

    private static func collect(
        _ node: OpaquePointer, into result: inout [MarkdownBlock], options: Int32,
        extensions: UnsafeMutablePointer<cmark_llist>?, ordered: Bool?, quote: Bool
    ) {
        var child = cmark_node_first_child(node)
        var itemNumber = 0
        while let current = child {
            // A paragraph made here (images written as HTML) has no position of its own: its raw block's line rides
            // in its user data.
            let line = cmark_node_get_start_line(current) > 0 ? Int(cmark_node_get_start_line(current))
                : cmark_node_get_user_data(current).map { Int(bitPattern: $0) } ?? 0
            switch typeName(current) {
            case "heading":
                result.append(withFacts(MarkdownBlock(kind: .heading(level: Int(cmark_node_get_heading_level(current))),
                                            text: plainText(current), html: inlineChildrenHTML(current, options, extensions), line: line), current))
            case "paragraph":
                result.append(withFacts(MarkdownBlock(kind: quote ? .quote : .paragraph, text: plainText(current),
                                            html: inlineChildrenHTML(current, options, extensions), line: line), current))
            case "list":
                let isOrdered = cmark_node_get_list_type(current) == CMARK_ORDERED_LIST
                if isOrdered { itemNumber = Int(cmark_node_get_list_start(current)) }
                var item = cmark_node_first_child(current)
                while let it = item {
                    // An item's first paragraph is the item; nested blocks follow as their own blocks.
                    let itemLine = Int(cmark_node_get_start_line(it))
                    var inner = cmark_node_first_child(it)
                    var first = true
                    while let block = inner {
                        if first, typeName(block) == "paragraph" {
                            var html = inlineChildrenHTML(block, options, extensions)
                            if typeName(it) == "tasklist" {
                                let checked = cmark_gfm_extensions_get_tasklist_item_checked(it)
                                html = "<input type=\"checkbox\" disabled=\"\"\(checked ? " checked=\"\"" : "")> " + html
                            }
                            var item = withFacts(MarkdownBlock(kind: .listItem(ordered: isOrdered, number: isOrdered ? itemNumber : nil),
                                                               text: plainText(block), html: html, line: itemLine), block)
                            item.quoted = quote
                            item.listDepth = 1
                            result.append(item)
                        } else {
                            let wrapper = cmark_node_new(CMARK_NODE_DOCUMENT)!
                            let copy = block
                            inner = cmark_node_next(block)
                            cmark_node_unlink(copy)
                            cmark_node_append_child(wrapper, copy)
                            // The item's other blocks (a nested list, a screenshot, a command) are under it.
                            let start = result.count
                            collect(wrapper, into: &result, options: options, extensions: extensions, ordered: isOrdered, quote: quote)
                            for i in start..<result.count { result[i].listDepth += 1 }
                            cmark_node_free(wrapper)
                            first = false
                            continue
                        }
                        first = false
                        inner = cmark_node_next(block)
                    }
                    if isOrdered { itemNumber += 1 }
                    item = cmark_node_next(it)
                }
            case "block_quote":
                let first = result.count
                collect(current, into: &result, options: options, extensions: extensions, ordered: nil, quote: true)
                markQuotation(&result, from: first)
            case "code_block":
                let info = cmark_node_get_fence_info(current).map { String(cString: $0) } ?? ""
                var code = cmark_node_get_literal(current).map { String(cString: $0) } ?? ""
                let language = codeLanguage(info)
                if language != info.split(separator: " ").first.map(String.init) ?? "" { cmark_node_set_fence_info(current, language) }
                if let shown = language == "rust" ? Self.rustShownLines(code)
                    : info.split(separator: " ").contains("twoslash") ? Self.twoslashShownLines(code) : nil {
                    code = shown
                    cmark_node_set_literal(current, shown)
                }
                var html = renderNode(current, options, extensions)
                if let title = codeTitle(info) { html = "<div class=\"code-title\">" + HTML.escape(title) + "</div>" + html }
                var block = MarkdownBlock(kind: .code(language: info.isEmpty ? nil : info), text: code, html: html, line: line)
                block.quoted = quote
                result.append(block)
            case "table":
                result.append(withFacts(MarkdownBlock(kind: .table, text: plainText(current),
                                            html: renderNode(current, options, extensions), line: line), current))
            case "thematic_break":
                result.append(MarkdownBlock(kind: .thematicBreak, text: "", html: "", line: line))
            case "custom_block":
                // The anchors of a raw HTML block (`<a name="top"></a>` on a line of its own), or a kept one.
                let html = cmark_node_get_on_enter(current).map { String(cString: $0) } ?? ""
                if html.hasPrefix(sanitizedBlockStart) {
                    let exit = cmark_node_get_on_exit(current).map { String(cString: $0) } ?? ""
                    let keptLine = Int(exit.dropFirst(4).dropLast(3)) ?? line
                    var block = MarkdownBlock(kind: .table, text: HTMLSanitizer.block(html)?.text ?? "", html: html, line: keptLine)
                    block.anchors = anchorIDs(in: html).map(HTML.unescape)
                    block.images = htmlImages(html).map(\.src)
                    result.append(block)
                } else {
                    result.append(withFacts(MarkdownBlock(kind: .html, text: "", html: html, line: line), current))
                }
            case "html_block":
                let raw = cmark_node_get_literal(current).map { String(cString: $0) } ?? ""
                result.append(withFacts(MarkdownBlock(kind: .html, text: raw,
                                            html: renderNode(current, options, extensions), line: line), current))
            default:
                break
            }
            child = cmark_node_next(current)
        }
    }

    /// Raw HTML nodes: anchors (`<span id="x">`, `<a name="x">`, as PDF converters and old READMEs write them)
    /// become empty `<span id="x"></span>`, so links to them land; every other tag is dropped unless raw HTML is
    /// allowed. Tag names and ids are checked here, never passed through.
    private static func sanitizeRawHTML(_ doc: OpaquePointer, allowRawHTML: Bool) {
        var raw: [OpaquePointer] = []
        let iter = cmark_iter_new(doc)!
        while true {
            let event = cmark_iter_next(iter)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iter) else { continue }
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_HTML_INLINE || type == CMARK_NODE_HTML_BLOCK { raw.append(node) }
        }
        cmark_iter_free(iter)
        let keptInline = allowRawHTML ? [:] : pairedInlineTags(raw)
        for node in raw {
            let literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
            let isInline = cmark_node_get_type(node) == CMARK_NODE_HTML_INLINE
            // An inline tag of the allowlist that opens and closes within its paragraph (`<a href>`, `<kbd>`): kept.
            if isInline, let tag = keptInline[UnsafeMutableRawPointer(node)] {
                // A table cell holds no custom node (cmark-gfm's table refuses it): a `<br>` there is a space, so
                // "first line<br>second line" keeps its words apart; other tags go, their text stays.
                if let parent = cmark_node_parent(node), typeName(parent) == "table_cell" {
                    if isLineBreakTag(tag) {
                        let space = cmark_node_new(CMARK_NODE_TEXT)!
                        cmark_node_set_literal(space, " ")
                        cmark_node_insert_before(node, space)
                    }
                    cmark_node_unlink(node)
                    cmark_node_free(node)
                    continue
                }
                let custom = cmark_node_new(CMARK_NODE_CUSTOM_INLINE)!
                cmark_node_set_on_enter(custom, tag)
                cmark_node_set_on_exit(custom, "")
                cmark_node_insert_before(node, custom)
                cmark_node_unlink(node)
                cmark_node_free(node)
                continue
            }
            // A heading written as HTML (`<h2 id="usage">用法</h2>`, as exported pages have them) is a heading,
            // its id an anchor: dropping it lost the heading and every `#usage` link.
            if !isInline, !allowRawHTML, let (level, id, text) = htmlHeading(literal) {
                let heading = cmark_node_new(CMARK_NODE_HEADING)!
                cmark_node_set_heading_level(heading, Int32(level))
                if let id {
                    let anchor = cmark_node_new(CMARK_NODE_CUSTOM_INLINE)!
                    cmark_node_set_on_enter(anchor, "<span id=\"\(HTML.escape(id))\"></span>")
                    cmark_node_set_on_exit(anchor, "")
                    cmark_node_append_child(heading, anchor)
                }
                let textNode = cmark_node_new(CMARK_NODE_TEXT)!
                cmark_node_set_literal(textNode, text)
                cmark_node_append_child(heading, textNode)
                cmark_node_insert_before(node, heading)
                cmark_node_unlink(node)
                cmark_node_free(node)
                continue
            }
            // An anchor becomes a custom node, which cmark renders as given even in safe mode.
            // What a raw block keeps, sanitised once (nil for inline tags, with raw HTML allowed, or when it shows nothing).
            let kept = isInline || allowRawHTML ? nil : HTMLSanitizer.block(literal)
            let ids = isInline ? Array(anchorIDs(in: literal).prefix(1)) : allowRawHTML || kept != nil ? [] : anchorIDs(in: literal)
            if !ids.isEmpty {
                let custom = cmark_node_new(isInline ? CMARK_NODE_CUSTOM_INLINE : CMARK_NODE_CUSTOM_BLOCK)!
                cmark_node_set_on_enter(custom, ids.map { "<span id=\"\(HTML.escape($0))\"></span>" }.joined())
                cmark_node_set_on_exit(custom, "")
                cmark_node_insert_before(node, custom)
                cmark_node_unlink(node)
                cmark_node_free(node)
            } else if let kept, !htmlImagesOnly(literal, kept: kept) {
                // A block with text (`<p align="center">…</p>`, `<details>`, a `<table>`): kept as GitHub keeps it.
                let custom = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)!
                cmark_node_set_on_enter(custom, sanitizedBlockStart + kept.html + "</div>")
                // A new node has no position: its exit (an invisible comment) carries the block's line.
                cmark_node_set_on_exit(custom, "<!--\(cmark_node_get_start_line(node))-->")
                cmark_node_insert_before(node, custom)
                cmark_node_unlink(node)
                cmark_node_free(node)
            } else if !allowRawHTML {
                // Images written as HTML (`<img alt="Anatomy of a banner" src="…" />`, as documentation repositories
                // and exported pages have them) become Markdown images: their source and text only, no attribute
                // passed through, the source checked by cmark and resolved as a Markdown image's would be.
                let images = htmlImages(literal)
                if !images.isEmpty {
                    let container = isInline ? nil : cmark_node_new(CMARK_NODE_PARAGRAPH)
                    if let container, cmark_node_get_start_line(node) > 0 {
                        cmark_node_set_user_data(container, UnsafeMutableRawPointer(bitPattern: Int(cmark_node_get_start_line(node))))
                    }
                    for image in images {
                        let imageNode = cmark_node_new(CMARK_NODE_IMAGE)!
                        cmark_node_set_url(imageNode, image.src)
                        if !image.alt.isEmpty {
                            let alt = cmark_node_new(CMARK_NODE_TEXT)!
                            cmark_node_set_literal(alt, image.alt)
                            cmark_node_append_child(imageNode, alt)
                        }
                        if let container { cmark_node_append_child(container, imageNode) } else { cmark_node_insert_before(node, imageNode) }
                    }
                    if let container { cmark_node_insert_before(node, container) }
                }
                // Dropped, not replaced by a comment: the text between tags stays.
                cmark_node_unlink(node)
                cmark_node_free(node)
            }
        }
    }

    /// Inline tags kept: those of the allowlist whose opening and closing tags are both in one paragraph, in order
    /// (a `<kbd>` never closed, or closed in another paragraph, is dropped as before), by node.
    private static func pairedInlineTags(_ raw: [OpaquePointer]) -> [UnsafeMutableRawPointer: String] {
        var kept: [UnsafeMutableRawPointer: String] = [:]
        var byParent: [UnsafeMutableRawPointer: [OpaquePointer]] = [:]
        var parents: [UnsafeMutableRawPointer] = []
        for node in raw where cmark_node_get_type(node) == CMARK_NODE_HTML_INLINE {
            guard let parent = cmark_node_parent(node) else { continue }
            let key = UnsafeMutableRawPointer(parent)
            if byParent[key] == nil { parents.append(key) }
            byParent[key, default: []].append(node)
        }
        for parent in parents {
            // `sourced`: a player's source is kept (its own `src`, or a `<source src>` inside it).
            var open: [(name: String, node: OpaquePointer, html: String, sourced: Bool)] = []
            for node in byParent[parent]! {
                let literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
                guard literal.hasPrefix("<"), literal.hasSuffix(">"),
                      let tag = HTMLSanitizer.parseTag(String(literal.dropFirst().dropLast())),
                      let html = HTMLSanitizer.inlineTag(tag) else { continue }
                if tag.closing {
                    guard let k = open.lastIndex(where: { $0.name == tag.name }), k == open.count - 1 else { continue }
                    let opener = open.removeLast()
                    // A player with no source it may play (`src="{assets_path}/x.mp4"`, a template's) shows nothing.
                    if tag.name == "video" || tag.name == "audio", !opener.sourced { continue }
                    kept[UnsafeMutableRawPointer(opener.node)] = opener.html
                    kept[UnsafeMutableRawPointer(node)] = html
                } else if HTMLSanitizer.void.contains(tag.name) || tag.selfClosing {
                    if HTMLSanitizer.void.contains(tag.name) { kept[UnsafeMutableRawPointer(node)] = html }
                    if tag.name == "source", let k = open.lastIndex(where: { $0.name == "video" || $0.name == "audio" }) { open[k].sourced = true }
                } else {
                    open.append((tag.name, node, html, html.contains(" src=\"")))
                }
            }
        }
        return kept
    }

    /// What a kept raw block starts with: the mark that tells it from a block of anchors.
    static let sanitizedBlockStart = "<div class=\"html-block\">"

    /// Whether raw HTML shows only images (`<p><img src=…></p>`): those become Markdown images.
    private static func htmlImagesOnly(_ html: String, kept: (html: String, text: String)) -> Bool {
        let images = htmlImages(html)
        guard !images.isEmpty else { return false }
        return kept.text.isEmpty || images.map(\.alt).joined(separator: " ") == kept.text
    }

    private static let imageTag = try! NSRegularExpression(pattern: #"<img\b[^>]*>"#, options: [.caseInsensitive])
    private static let imageAttribute = try! NSRegularExpression(
        pattern: #"\s(src|alt)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))"#, options: [.caseInsensitive])

    /// The `src` and `alt` of each `<img>` tag in raw HTML, entities decoded; tags without a usable `src` are skipped.
    static func htmlImages(_ html: String) -> [(src: String, alt: String)] {
        guard html.count < 20_000, html.range(of: "<img", options: .caseInsensitive) != nil else { return [] }
        return imageTag.matches(in: html, range: NSRange(html.startIndex..., in: html)).compactMap { tag in
            guard let tagRange = Range(tag.range, in: html) else { return nil }
            let text = String(html[tagRange])
            // The dark theme's copy of a screenshot (`className="hidden dark:block"`, GitHub's `#gh-dark-mode-only`):
            // the light one beside it is the image.
            if isDarkModeCopy(text) { return nil }
            var src: String?, alt = ""
            for match in imageAttribute.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let name = Range(match.range(at: 1), in: text) else { continue }
                let value = (2...4).lazy.compactMap { Range(match.range(at: $0), in: text) }.first.map { HTML.unescape(String(text[$0])) } ?? ""
                if text[name].lowercased() == "src" { src = src ?? value } else { alt = value }
            }
            // A path, or an http(s) address: never `javascript:` or another scheme.
            guard let src = src?.trimmingCharacters(in: .whitespaces), !src.isEmpty else { return nil }
            if let colon = src.firstIndex(of: ":"), !src[..<colon].contains("/"),
               !["http", "https"].contains(src[..<colon].lowercased()) { return nil }
            return (src, alt.split(whereSeparator: \.isWhitespace).joined(separator: " "))
        }
    }

    /// Whether an `<img>` tag is shown only in a dark theme.
    static func isDarkModeCopy(_ tag: String) -> Bool {
        tag.contains("gh-dark-mode-only") || tag.contains("dark-mode-only") || tag.contains("only-dark")
            || (tag.contains("dark:block") && tag.contains("hidden")) || tag.contains("dark:inline")
    }

    private static let headingTag = try! NSRegularExpression(
        pattern: #"^\s*<h([1-6])\b([^>]*)>(.*?)</(?:h\1|a|span)\s*>\s*$"#, options: [.caseInsensitive, .dotMatchesLineSeparators])

    /// `<h2 id="usage">用法</h2>` → (2, "usage", "用法"): a raw HTML block that is one heading and nothing else,
    /// its inner tags dropped and entities decoded.
    static func htmlHeading(_ html: String) -> (level: Int, id: String?, text: String)? {
        guard html.count < 2000, let match = headingTag.firstMatch(in: html, range: NSRange(html.startIndex..., in: html)),
              let levelRange = Range(match.range(at: 1), in: html), let level = Int(html[levelRange]),
              let attributes = Range(match.range(at: 2), in: html), let inner = Range(match.range(at: 3), in: html) else { return nil }
        var text = String(html[inner]).replacingOccurrences(of: #"<[^>]*>"#, with: "", options: .regularExpression)
        text = HTML.unescape(text.replacingOccurrences(of: "&nbsp;", with: " "))
        text = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !text.isEmpty else { return nil }
        let id = anchorIDs(in: "<span " + html[attributes] + ">").first
        return (level, id, text)
    }

    private static let anchorTag = try! NSRegularExpression(
        pattern: #"<(?:a|span)\b[^>]*?\s(?:id|name)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))"#, options: [.caseInsensitive])

    /// Ids of the anchors that raw HTML opens (`<a name="top">`, `<span id="page-3-1">`): non-empty, no white space.
    public static func anchorIDs(in html: String) -> [String] {
        guard html.contains("<") else { return [] }
        return anchorTag.matches(in: html, range: NSRange(html.startIndex..., in: html)).compactMap { match in
            for group in 1...3 {
                if let range = Range(match.range(at: group), in: html) {
                    let id = String(html[range])
                    return id.isEmpty || id.contains(where: \.isWhitespace) ? nil : id
                }
            }
            return nil
        }
    }

    /// Anchor ids, link text length and image destinations inside a block.
    private static func inlineFacts(_ node: OpaquePointer) -> (anchors: [String], linkText: Int, images: [String]) {
        var anchors: [String] = [], images: [String] = [], linkText = 0
        let iter = cmark_iter_new(node)!
        defer { cmark_iter_free(iter) }
        var linkDepth = 0
        while true {
            let event = cmark_iter_next(iter)
            if event == CMARK_EVENT_DONE { break }
            guard let current = cmark_iter_get_node(iter) else { continue }
            let type = cmark_node_get_type(current)
            if type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE {
                linkDepth += event == CMARK_EVENT_ENTER ? 1 : -1
                if type == CMARK_NODE_IMAGE, event == CMARK_EVENT_ENTER, let url = cmark_node_get_url(current) {
                    images.append(String(cString: url))
                }
                continue
            }
            guard event == CMARK_EVENT_ENTER else { continue }
            if type == CMARK_NODE_FOOTNOTE_REFERENCE {
                // `<a href="#fn-1" id="fnref-1">`: the note's link back lands here.
                anchors += footnoteIDs(in: renderInline(current, CMARK_OPT_FOOTNOTES, nil), prefix: "fnref-")
            } else if type == CMARK_NODE_CUSTOM_INLINE || type == CMARK_NODE_CUSTOM_BLOCK {
                // Already sanitised: an anchor is `<span id="…"></span>`, with the id escaped.
                let literal = cmark_node_get_on_enter(current).map { String(cString: $0) } ?? ""
                anchors += anchorIDs(in: literal).map(HTML.unescape)
            } else if linkDepth > 0, type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE, let literal = cmark_node_get_literal(current) {
                linkText += String(cString: literal).count
            }
        }
        return (anchors, linkText, images)
    }

    private static func withFacts(_ block: MarkdownBlock, _ node: OpaquePointer) -> MarkdownBlock {
        var block = block
        (block.anchors, block.linkTextLength, block.images) = inlineFacts(node)
        return block
    }

    private static func renderInline(_ node: OpaquePointer, _ options: Int32,
                                     _ extensions: UnsafeMutablePointer<cmark_llist>?) -> String {
        guard let cString = cmark_render_html(node, options, extensions) else { return "" }
        defer { free(cString) }
        return String(cString: cString)
    }

    private static func renderNode(_ node: OpaquePointer, _ options: Int32,
                                   _ extensions: UnsafeMutablePointer<cmark_llist>?) -> String {
        guard let cString = cmark_render_html(node, options, extensions) else { return "" }
        defer { free(cString) }
        return String(cString: cString).trimmingTrailingNewlines()
    }

    /// HTML of a block's inline children, without the block's own tag.
    private static func inlineChildrenHTML(_ node: OpaquePointer, _ options: Int32,
                                           _ extensions: UnsafeMutablePointer<cmark_llist>?) -> String {
        // Each inline child on its own: the block's wrapper is not there to strip in a tight list (`<li>` items
        // render their paragraph without `<p>`), and cutting the first tag then cut a leading link or emphasis.
        var html = ""
        var child = cmark_node_first_child(node)
        while let current = child {
            html += renderInline(current, options, extensions)
            child = cmark_node_next(current)
        }
        return html.trimmingTrailingNewlines()
    }

    /// Text content of a node: literals of text and code, soft and hard breaks as spaces.
    private static func plainText(_ node: OpaquePointer) -> String {
        var text = ""
        let iter = cmark_iter_new(node)!
        defer { cmark_iter_free(iter) }
        while true {
            let event = cmark_iter_next(iter)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let current = cmark_iter_get_node(iter) else { continue }
            switch typeName(current) {
            case "text", "code":
                if let literal = cmark_node_get_literal(current) { text += String(cString: literal) }
            case "html_inline":
                // `<br>` breaks the line: in a table cell ("first line<br>second line") the words stay apart.
                if let literal = cmark_node_get_literal(current), isLineBreakTag(String(cString: literal)), !text.hasSuffix(" ") { text += " " }
            case "custom_inline":
                // A kept `<br>` (the allowlist's tags become custom inlines).
                if let html = cmark_node_get_on_enter(current), isLineBreakTag(String(cString: html)), !text.hasSuffix(" ") { text += " " }
            case "softbreak", "linebreak":
                text += " "
            case "table_cell":
                if !text.isEmpty, !text.hasSuffix(" ") { text += " " }
            case "table_row":
                if !text.isEmpty { text += "\n" }
            default:
                break
            }
        }
        return text
    }
}

/// `<br>`, `<br/>`, `<br />`, `<BR>`.
func isLineBreakTag(_ tag: String) -> Bool {
    let t = tag.lowercased().filter { $0 != " " }
    return t == "<br>" || t == "<br/>" || t == "</br>"
}

extension String {
    fileprivate func trimmingTrailingNewlines() -> String {
        var s = Substring(self)
        while s.last == "\n" { s = s.dropLast() }
        return String(s)
    }
}

/// `**实时活动显示来自你 App 的最新信息。**后文` is bold on GitHub's pages (and `*…。*后文` italic) but not under CommonMark's flanking
/// rules, which cmark-gfm follows: a closing `**` after punctuation must be followed by white space or
/// punctuation, and Chinese puts neither between sentences. After parsing, the `**` runs that cmark left as
/// text are paired again within their parent, when a Chinese character or full-width punctuation touches one
/// of them and neither delimiter faces white space on its inner side, and the text between becomes `<strong>`.
/// (Kept in this file: it is the only one that talks to cmark-gfm.)
enum CJKEmphasis {
    static func repair(_ doc: OpaquePointer) {
        // Only documents that still have a literal `**` next to Chinese need the walk.
        var containers: [OpaquePointer] = []
        let iter = cmark_iter_new(doc)!
        while true {
            let event = cmark_iter_next(iter)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iter),
                  cmark_node_get_type(node) == CMARK_NODE_TEXT,
                  let literal = cmark_node_get_literal(node), strchr(literal, 0x2A) != nil,
                  let parent = cmark_node_parent(node) else { continue }
            if containers.last != parent { containers.append(parent) }
        }
        cmark_iter_free(iter)
        for container in containers {
            // Each repair removes two delimiters, so this ends. Strong (`**`) first, then emphasis (`*`).
            while repairFirstPair(in: container, width: 2) {}
            while repairFirstPair(in: container, width: 1) {}
        }
    }

    /// A delimiter's place: the text node and the offset (in UTF-8 bytes) of `**` in its literal.
    private struct Mark { var node: OpaquePointer; var offset: Int; var bytes: [UInt8]; var width: Int }

    private static func literalBytes(_ node: OpaquePointer) -> [UInt8] {
        guard let literal = cmark_node_get_literal(node) else { return [] }
        return Array(UnsafeBufferPointer(start: UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self), count: strlen(literal)))
    }

    private static func repairFirstPair(in container: OpaquePointer, width: Int) -> Bool {
        var marks: [Mark] = []
        var child = cmark_node_first_child(container)
        while let node = child {
            if cmark_node_get_type(node) == CMARK_NODE_TEXT {
                let bytes = literalBytes(node)
                var i = 0
                while i < bytes.count {
                    guard bytes[i] == 0x2A else { i += 1; continue }
                    var end = i
                    while end < bytes.count, bytes[end] == 0x2A { end += 1 }
                    // A run of exactly `width` asterisks: longer runs are left alone.
                    if end - i == width { marks.append(Mark(node: node, offset: i, bytes: bytes, width: width)) }
                    i = end
                }
            }
            child = cmark_node_next(node)
        }
        var index = 0
        while index + 1 < marks.count {
            let open = marks[index], close = marks[index + 1]
            if qualifies(open, close) {
                wrap(open, close)
                return true
            }
            index += 1
        }
        return false
    }

    /// The characters around the two delimiters: at least one is Chinese or full-width, and the inner sides
    /// are not white space (`** foo **` stays literal, as on GitHub).
    private static func qualifies(_ open: Mark, _ close: Mark) -> Bool {
        let afterOpen = scalar(in: open.bytes, from: open.offset + open.width)
        let beforeClose = scalar(before: close.offset, in: close.bytes)
        let beforeOpen = scalar(before: open.offset, in: open.bytes)
        let afterClose = scalar(in: close.bytes, from: close.offset + close.width)
        // Nothing between the two: `****` is not emphasis.
        if open.node == close.node, close.offset == open.offset + open.width { return false }
        guard let inner1 = afterOpen ?? firstScalarAfter(open.node), let inner2 = beforeClose ?? lastScalarBefore(close.node),
              !inner1.properties.isWhitespace, !inner2.properties.isWhitespace else { return false }
        return [afterOpen, beforeClose, beforeOpen, afterClose].contains { $0.map(isWide) ?? false }
    }

    /// Han, kana, Hangul and full-width punctuation (CJK symbols, full-width forms).
    static func isWide(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x2FA1F: true
        default: false
        }
    }

    private static func scalar(in bytes: [UInt8], from offset: Int) -> Unicode.Scalar? {
        guard offset < bytes.count else { return nil }
        return String(decoding: bytes[offset..<min(bytes.count, offset + 4)], as: UTF8.self).unicodeScalars.first
    }

    private static func scalar(before offset: Int, in bytes: [UInt8]) -> Unicode.Scalar? {
        guard offset > 0 else { return nil }
        var start = offset - 1
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return String(decoding: bytes[start..<offset], as: UTF8.self).unicodeScalars.first
    }

    /// When the delimiter ends its text node, the inner neighbour is the next node (code, a link): not white space.
    private static func firstScalarAfter(_ node: OpaquePointer) -> Unicode.Scalar? {
        cmark_node_next(node) != nil ? "x" : nil
    }

    private static func lastScalarBefore(_ node: OpaquePointer) -> Unicode.Scalar? {
        cmark_node_previous(node) != nil ? "x" : nil
    }

    private static func text(_ bytes: ArraySlice<UInt8>) -> OpaquePointer {
        let node = cmark_node_new(CMARK_NODE_TEXT)!
        cmark_node_set_literal(node, String(decoding: bytes, as: UTF8.self))
        return node
    }

    /// `pre**a` … `b**post` → `pre` <strong>`a` … `b`</strong> `post`.
    private static func wrap(_ open: Mark, _ close: Mark) {
        let strong = cmark_node_new(open.width == 2 ? CMARK_NODE_STRONG : CMARK_NODE_EMPH)!
        if open.node == close.node {
            let bytes = open.bytes
            cmark_node_set_literal(open.node, String(decoding: bytes[..<open.offset], as: UTF8.self))
            cmark_node_append_child(strong, text(bytes[(open.offset + open.width)..<close.offset]))
            cmark_node_insert_after(open.node, strong)
            cmark_node_insert_after(strong, text(bytes[(close.offset + close.width)...]))
            return
        }
        cmark_node_set_literal(open.node, String(decoding: open.bytes[..<open.offset], as: UTF8.self))
        var between = cmark_node_next(open.node)
        cmark_node_insert_after(open.node, strong)
        cmark_node_append_child(strong, text(open.bytes[(open.offset + open.width)...]))
        while let node = between, node != close.node {
            between = cmark_node_next(node)
            cmark_node_append_child(strong, node)
        }
        cmark_node_append_child(strong, text(close.bytes[..<close.offset]))
        cmark_node_set_literal(close.node, String(decoding: close.bytes[(close.offset + close.width)...], as: UTF8.self))
    }
}
