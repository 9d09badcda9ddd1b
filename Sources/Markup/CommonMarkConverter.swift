import CCmarkGFM
import Foundation

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
}

/// Options for Markdown conversion.
public struct MarkdownOptions: Sendable {
    /// Keep raw HTML from the source. Off by default: content is pasted from elsewhere and must not inject script.
    public var allowRawHTML: Bool
    public init(allowRawHTML: Bool = false) { self.allowRawHTML = allowRawHTML }
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
        withDocument(markdown, options: options) { doc, parser, opts in
            var result: [MarkdownBlock] = []
            let extensions = cmark_parser_get_syntax_extensions(parser)
            collect(doc, into: &result, options: opts, extensions: extensions, ordered: nil, quote: false)
            return result
        }
    }

    // MARK: - cmark plumbing

    /// cmark-gfm's registration of its extensions is not thread-safe, and documents are parsed on every core:
    /// a lazy static runs it exactly once.
    private static let registered: Void = cmark_gfm_core_extensions_ensure_registered()

    private static func withDocument<T>(
        _ markdown: String, options: MarkdownOptions,
        _ body: (OpaquePointer, OpaquePointer, Int32) -> T
    ) -> T {
        _ = registered
        var opts = CMARK_OPT_SMART | CMARK_OPT_GITHUB_PRE_LANG
        if options.allowRawHTML { opts |= CMARK_OPT_UNSAFE }
        let parser = cmark_parser_new(opts)!
        defer { cmark_parser_free(parser) }
        for name in extensionNames {
            if let ext = cmark_find_syntax_extension(name) { cmark_parser_attach_syntax_extension(parser, ext) }
        }
        markdown.withCString { cmark_parser_feed(parser, $0, strlen($0)) }
        let doc = cmark_parser_finish(parser)!
        defer { cmark_node_free(doc) }
        return body(doc, parser, opts)
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
            let line = Int(cmark_node_get_start_line(current))
            switch typeName(current) {
            case "heading":
                result.append(MarkdownBlock(kind: .heading(level: Int(cmark_node_get_heading_level(current))),
                                            text: plainText(current), html: inlineChildrenHTML(current, options, extensions), line: line))
            case "paragraph":
                result.append(MarkdownBlock(kind: quote ? .quote : .paragraph, text: plainText(current),
                                            html: inlineChildrenHTML(current, options, extensions), line: line))
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
                            result.append(MarkdownBlock(kind: .listItem(ordered: isOrdered, number: isOrdered ? itemNumber : nil),
                                                        text: plainText(block), html: html, line: itemLine))
                        } else {
                            let wrapper = cmark_node_new(CMARK_NODE_DOCUMENT)!
                            let copy = block
                            inner = cmark_node_next(block)
                            cmark_node_unlink(copy)
                            cmark_node_append_child(wrapper, copy)
                            collect(wrapper, into: &result, options: options, extensions: extensions, ordered: isOrdered, quote: quote)
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
                collect(current, into: &result, options: options, extensions: extensions, ordered: nil, quote: true)
            case "code_block":
                let info = cmark_node_get_fence_info(current).map { String(cString: $0) } ?? ""
                let code = cmark_node_get_literal(current).map { String(cString: $0) } ?? ""
                result.append(MarkdownBlock(kind: .code(language: info.isEmpty ? nil : info), text: code,
                                            html: renderNode(current, options, extensions), line: line))
            case "table":
                result.append(MarkdownBlock(kind: .table, text: plainText(current),
                                            html: renderNode(current, options, extensions), line: line))
            case "thematic_break":
                result.append(MarkdownBlock(kind: .thematicBreak, text: "", html: "", line: line))
            case "html_block":
                let raw = cmark_node_get_literal(current).map { String(cString: $0) } ?? ""
                result.append(MarkdownBlock(kind: .html, text: raw,
                                            html: renderNode(current, options, extensions), line: line))
            default:
                break
            }
            child = cmark_node_next(current)
        }
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
        var html = renderNode(node, options, extensions)
        // Strip the outer element (<p>…</p>, <h2>…</h2>) that cmark wraps the inlines in.
        if html.hasPrefix("<"), let close = html.firstIndex(of: ">"), let open = html.range(of: "</", options: .backwards) {
            html = String(html[html.index(after: close)..<open.lowerBound])
        }
        return html
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
            case "text", "code", "html_inline":
                if typeName(current) != "html_inline", let literal = cmark_node_get_literal(current) {
                    text += String(cString: literal)
                }
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

extension String {
    fileprivate func trimmingTrailingNewlines() -> String {
        var s = Substring(self)
        while s.last == "\n" { s = s.dropLast() }
        return String(s)
    }
}
