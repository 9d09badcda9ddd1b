import Diagnostics

/// Template source → node tree, in three passes over a flat token list:
/// 1. lex tags and text (text split at line ends), applying set-delimiter tags as they come;
/// 2. match open and close tags, reporting structural errors;
/// 3. mark standalone tags (whose whitespace and line end are dropped), then build nodes,
///    removing block indentation at the same time.
struct Parser {
    private let bytes: [UInt8]
    private let templateName: String
    private let sourcePath: String
    private let lines: LineIndex
    private(set) var diagnostics: [Diagnostic] = []

    private var tokens: [Token] = []
    /// Index of the matching open/close tag, -1 for other tokens.
    private var match: [Int] = []
    /// Index of the innermost open section, block or parent around each token (for a close tag:
    /// around its open tag), -1 at top level.
    private var container: [Int] = []
    private var removed: [Bool] = []
    private var lineOf: [Int] = []
    private var lineFirst: [Int] = []
    private var lineEnd: [Int] = []

    init(source: String, templateName: String, sourcePath: String) {
        bytes = Array(source.utf8)
        lines = LineIndex(source)
        self.templateName = templateName
        self.sourcePath = sourcePath
    }

    /// The node tree, or nil when there were errors (see `diagnostics`).
    mutating func parse() -> [Node]? {
        lex()
        matchTags()
        guard diagnostics.isEmpty else {
            // Passes find problems in their own order; readers want them in source order.
            diagnostics = diagnostics.enumerated().sorted { a, b in
                (a.element.range?.start ?? SourcePosition(line: 1), a.offset) < (b.element.range?.start ?? SourcePosition(line: 1), b.offset)
            }.map(\.element)
            return nil
        }
        warnAboutIgnoredParentContent()
        indexLines()
        markStandalone()
        return build(0..<tokens.count, dedents: [])
    }

    // MARK: - Lexing

    private struct Token {
        enum Kind {
            case text, newline
            case variable, unescaped, section, inverted, close, comment, partial, parent, block, delimiters
        }
        var kind: Kind
        /// Byte range: the text, or the whole tag including delimiters.
        var start: Int
        var end: Int
        var name: String = ""
        var standalone = false
        /// Leading whitespace of a standalone partial or parent tag.
        var indentation: String?

        var isTag: Bool { kind != .text && kind != .newline }
        var isContainer: Bool { kind == .section || kind == .inverted || kind == .parent || kind == .block }
    }

    private mutating func lex() {
        var open: [UInt8] = Array("{{".utf8)
        var close: [UInt8] = Array("}}".utf8)
        var pos = 0
        while pos < bytes.count {
            guard let tagStart = find(open, from: pos) else {
                emitText(pos, bytes.count)
                break
            }
            emitText(pos, tagStart)
            var p = tagStart + open.count
            let sigil: UInt8? = p < bytes.count ? bytes[p] : nil
            var kind = Token.Kind.variable
            var closing = close
            switch sigil {
            case UInt8(ascii: "{"): kind = .unescaped; closing = Array("}".utf8) + close
            case UInt8(ascii: "&"): kind = .unescaped
            case UInt8(ascii: "#"): kind = .section
            case UInt8(ascii: "^"): kind = .inverted
            case UInt8(ascii: "/"): kind = .close
            case UInt8(ascii: "!"): kind = .comment
            case UInt8(ascii: ">"): kind = .partial
            case UInt8(ascii: "<"): kind = .parent
            case UInt8(ascii: "$"): kind = .block
            case UInt8(ascii: "="): kind = .delimiters; closing = Array("=".utf8) + close
            default: break
            }
            if kind != .variable { p += 1 }
            guard let contentEnd = find(closing, from: p) else {
                error("template.tag.unclosed", "tag '\(snippet(tagStart))' is never closed; expected '\(String(decoding: closing, as: UTF8.self))'", at: tagStart)
                emitText(tagStart, bytes.count)
                break
            }
            // An opening delimiter before the closing one means this tag was left open
            // (`{{name {{other}}`); report it and carry on from the next tag.
            if kind != .comment, let next = find(open, from: p), next < contentEnd {
                error("template.tag.unclosed", "tag '\(snippet(tagStart, upTo: next))' is never closed; expected '\(String(decoding: close, as: UTF8.self))'", at: tagStart)
                emitText(tagStart, next)
                pos = next
                continue
            }
            let end = contentEnd + closing.count
            var contentStart = p, contentStop = contentEnd
            while contentStart < contentStop, Self.isSpace(bytes[contentStart]) { contentStart += 1 }
            while contentStop > contentStart, Self.isSpace(bytes[contentStop - 1]) { contentStop -= 1 }
            let content = text(contentStart, contentStop)
            let name = bytes[contentStart..<contentStop]
            var token = Token(kind: kind, start: tagStart, end: end, name: content)
            switch kind {
            case .comment:
                token.name = ""
            case .delimiters:
                let parts = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
                if parts.count == 2, !parts.contains(where: { $0.contains("=") }) {
                    open = Array(parts[0].utf8)
                    close = Array(parts[1].utf8)
                } else {
                    error("template.delimiters.invalid", "set-delimiter tag needs two delimiters without spaces or '=', like '{{=<% %>=}}'; found '\(text(tagStart, end))'", at: tagStart)
                }
            case .partial, .parent, .block, .close:
                if name.isEmpty || name.contains(where: Self.isSpace) {
                    error("template.tag.invalidName", "invalid name '\(content)' in tag '\(text(tagStart, end))'", at: tagStart)
                }
            default:
                if !Self.isValidName(name) {
                    error("template.tag.invalidName", "invalid name '\(content)' in tag '\(text(tagStart, end))'; names are dot-separated keys or '.'", at: tagStart)
                }
            }
            tokens.append(token)
            pos = end
        }
    }

    /// `.`, or keys separated by single dots, without whitespace.
    private static func isValidName(_ name: ArraySlice<UInt8>) -> Bool {
        let dot = UInt8(ascii: ".")
        if name.count == 1, name.first == dot { return true }
        guard let first = name.first, let last = name.last, first != dot, last != dot else { return false }
        var previous: UInt8 = 0
        for byte in name {
            if isSpace(byte) || (byte == dot && previous == dot) { return false }
            previous = byte
        }
        return true
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    /// Adds text as text and newline tokens; `\r\n` and `\n` end lines.
    private mutating func emitText(_ start: Int, _ end: Int) {
        var lineStart = start
        var i = start
        while i < end {
            if bytes[i] == 0x0A {
                let newlineStart = (i > lineStart && bytes[i - 1] == 0x0D) ? i - 1 : i
                if newlineStart > lineStart { tokens.append(Token(kind: .text, start: lineStart, end: newlineStart)) }
                tokens.append(Token(kind: .newline, start: newlineStart, end: i + 1))
                lineStart = i + 1
            }
            i += 1
        }
        if end > lineStart { tokens.append(Token(kind: .text, start: lineStart, end: end)) }
    }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var i = start
        let last = bytes.count - needle.count
        outer: while i <= last {
            if bytes[i] == first {
                for k in 1..<needle.count where bytes[i + k] != needle[k] {
                    i += 1
                    continue outer
                }
                return i
            }
            i += 1
        }
        return nil
    }

    /// The rest of the line from `start`, shortened, for messages.
    private func snippet(_ start: Int, upTo limit: Int? = nil) -> String {
        var end = start
        while end < (limit ?? bytes.count), bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        let line = text(start, end).trimmingTrailingWhitespace
        return line.count > 40 ? String(line.prefix(40)) + "…" : line
    }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    // MARK: - Structure

    private mutating func matchTags() {
        match = Array(repeating: -1, count: tokens.count)
        container = Array(repeating: -1, count: tokens.count)
        var stack: [Int] = []
        for i in tokens.indices {
            container[i] = stack.last ?? -1
            let token = tokens[i]
            if token.isContainer {
                stack.append(i)
                continue
            }
            guard token.kind == .close else { continue }
            guard let top = stack.last else {
                error("template.section.unopened", "'\(describe(i))' closes nothing: no section, block or parent is open here", at: token.start)
                continue
            }
            if tokens[top].name == token.name {
                pair(top, i)
                stack.removeLast()
            } else {
                // Report once and close what is open, so one typo gives one diagnostic.
                let target = stack.lastIndex(where: { tokens[$0].name == token.name }) ?? stack.count - 1
                error("template.section.mismatched",
                      "'\(describe(i))' does not match the innermost open tag '\(describe(top))' at \(positionText(tokens[top].start))",
                      at: token.start, notes: ["expected '{{/\(tokens[top].name)}}' before this tag"])
                pair(stack[target], i)
                stack.removeSubrange(target...)
            }
            container[i] = container[match[i]]
        }
        for open in stack {
            let token = tokens[open]
            error("template.section.unclosed", "'\(describe(open))' is never closed; expected '{{/\(token.name)}}'", at: token.start)
        }
    }

    private mutating func pair(_ open: Int, _ close: Int) {
        match[open] = close
        match[close] = open
    }

    private func describe(_ i: Int) -> String { text(tokens[i].start, tokens[i].end) }

    /// Inside a parent tag only blocks count; anything else there is legal but ignored, which is
    /// most likely a mistake (say, a section wrapped around the blocks), so it gets a warning.
    private mutating func warnAboutIgnoredParentContent() {
        var warned: Set<Int> = []
        for i in tokens.indices where isInParentBody(i) {
            let token = tokens[i]
            let ignored = switch token.kind {
            case .text: !isWhitespace(token.start, token.end)
            case .newline, .comment, .delimiters, .block: false
            case .close: tokens[match[i]].kind != .block
            default: true
            }
            guard ignored, warned.insert(container[i]).inserted else { continue }
            let parent = container[i]
            let what = token.kind == .text ? "text '\(snippet(token.start, upTo: token.end))'" : "'\(describe(i))'"
            let p = position(token.start)
            diagnostics.append(.warning(
                "template.parent.ignoredContent",
                "\(what) inside '\(describe(parent))' is ignored in template '\(templateName)'",
                source: sourcePath, line: p.line, column: p.column,
                notes: ["only '{{$name}}…{{/name}}' blocks directly inside a parent tag are used"]))
        }
    }

    // MARK: - Standalone tags

    private mutating func indexLines() {
        removed = Array(repeating: false, count: tokens.count)
        lineOf = Array(repeating: 0, count: tokens.count)
        lineFirst = [0]
        for i in tokens.indices {
            lineOf[i] = lineFirst.count - 1
            if tokens[i].kind == .newline {
                lineEnd.append(i)
                lineFirst.append(i + 1)
            }
        }
        lineEnd.append(tokens.count)
    }

    /// True when tokens `start..<end` are all whitespace-only text (or there are none).
    private func isBlank(_ start: Int, _ end: Int) -> Bool {
        var i = start
        while i < end {
            guard tokens[i].kind == .text, isWhitespace(tokens[i].start, tokens[i].end) else { return false }
            i += 1
        }
        return true
    }

    private func isWhitespace(_ start: Int, _ end: Int) -> Bool {
        bytes[start..<end].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    private func first(_ i: Int) -> Int { lineFirst[lineOf[i]] }
    private func end(_ i: Int) -> Int { lineEnd[lineOf[i]] }

    private func isInParentBody(_ i: Int) -> Bool {
        container[i] >= 0 && tokens[container[i]].kind == .parent
    }

    private mutating func remove(_ start: Int, _ end: Int) {
        for i in start..<min(end, tokens.count) { removed[i] = true }
    }

    /// A standalone tag is alone on its line with whitespace; the line's whitespace and line end are
    /// dropped. Inheritance adds cases the spec tests pin down: a parent pair `{{<p}}…{{/p}}` counts as
    /// one tag however many lines it spans (its body is not output), and inside a parent body a block's
    /// opening tag only needs to end its line, its closing tag only to start one.
    private mutating func markStandalone() {
        for i in tokens.indices where tokens[i].isTag {
            let token = tokens[i]
            switch token.kind {
            case .variable, .unescaped:
                continue
            case .parent:
                if isInParentBody(i) { continue }
                let close = match[i]
                if isBlank(first(i), i), isBlank(close + 1, end(close)) {
                    tokens[i].standalone = true
                    tokens[i].indentation = text(tokens[first(i)].start, token.start)
                    remove(first(i), i)
                    remove(close + 1, end(close) + 1)
                }
            case .block where isInParentBody(i):
                if end(i) < tokens.count, isBlank(i + 1, end(i)) {
                    tokens[i].standalone = true
                    remove(i + 1, end(i) + 1)
                }
            case .close where tokens[match[i]].kind == .parent:
                continue
            case .close where tokens[match[i]].kind == .block && isInParentBody(match[i]):
                if lineOf[i] > lineOf[match[i]], isBlank(first(i), i) {
                    tokens[i].standalone = true
                    remove(first(i), i)
                }
            default:
                if isInParentBody(i) { continue }
                if isBlank(first(i), i), isBlank(i + 1, end(i)) {
                    tokens[i].standalone = true
                    if token.kind == .partial { tokens[i].indentation = text(tokens[first(i)].start, token.start) }
                    remove(first(i), i)
                    remove(i + 1, end(i) + 1)
                }
            }
        }
    }

    // MARK: - Node tree

    /// Builds nodes from `range`; `dedents` are the intrinsic indentations of the blocks around it,
    /// outermost first, each stripped from the start of every line.
    private func build(_ range: Range<Int>, dedents: [[UInt8]]) -> [Node] {
        var nodes: [Node] = []
        var pendingText: [UInt8] = []
        func flushText() {
            if !pendingText.isEmpty {
                let text = String(decoding: pendingText, as: UTF8.self)
                var lines: [String] = []
                var lineStart = 0
                for (i, byte) in pendingText.enumerated() where byte == 0x0A {
                    lines.append(String(decoding: pendingText[lineStart...i], as: UTF8.self))
                    lineStart = i + 1
                }
                if lineStart < pendingText.count {
                    lines.append(String(decoding: pendingText[lineStart...], as: UTF8.self))
                }
                nodes.append(.text(text, lines: lines))
                pendingText.removeAll(keepingCapacity: true)
            }
        }
        var i = range.lowerBound
        while i < range.upperBound {
            let token = tokens[i]
            defer { i = token.isContainer ? match[i] + 1 : i + 1 }
            if removed[i] { continue }
            switch token.kind {
            case .text:
                let start = isLineStart(i) ? strip(dedents, token.start, token.end) : token.start
                pendingText.append(contentsOf: bytes[start..<token.end])
            case .newline:
                pendingText.append(contentsOf: bytes[token.start..<token.end])
            case .variable, .unescaped:
                flushText()
                nodes.append(.variable(Name(token.name), escaped: token.kind == .variable, position(token.start)))
            case .comment, .delimiters, .close:
                continue
            case .section, .inverted:
                flushText()
                nodes.append(.section(Section(
                    name: Name(token.name), inverted: token.kind == .inverted, standalone: token.standalone,
                    nodes: build(i + 1..<match[i], dedents: dedents), position: position(token.start))))
            case .partial:
                flushText()
                nodes.append(.partial(Partial(name: token.name, indentation: indentation(i, dedents: dedents),
                                              position: position(token.start))))
            case .parent:
                flushText()
                var overrides: [String: Block] = [:]
                for j in i + 1..<match[i] where tokens[j].kind == .block && container[j] == i {
                    // The first override of a name wins, as the first block of a name is what a reader sees.
                    if overrides[tokens[j].name] == nil { overrides[tokens[j].name] = block(j, dedents: dedents) }
                }
                nodes.append(.parent(Parent(name: token.name, indentation: indentation(i, dedents: dedents), overrides: overrides,
                                            position: position(token.start))))
            case .block:
                flushText()
                nodes.append(.block(block(i, dedents: dedents)))
            }
        }
        flushText()
        return nodes
    }

    /// A block's content loses its intrinsic indentation: that of the line after a standalone opening
    /// tag. Where the block is expanded, the indentation of that site is added back (spec: "Block
    /// reindentation", "Intrinsic indentation"). An opening tag that does not end its line but opens a
    /// pair alone on one line (`  {{$b}}{{/b}}`) indents an override's later lines like the pair.
    private func block(_ i: Int, dedents: [[UInt8]]) -> Block {
        let token = tokens[i]
        let close = match[i]
        var intrinsic: [UInt8] = []
        if token.standalone, end(i) + 1 < tokens.count, tokens[end(i) + 1].kind == .text {
            let next = tokens[end(i) + 1]
            let start = strip(dedents, next.start, next.end)
            intrinsic = Array(bytes[start..<next.end].prefix { $0 == 0x20 || $0 == 0x09 })
        }
        let nodes = build(i + 1..<close, dedents: intrinsic.isEmpty ? dedents : dedents + [intrinsic])
        if token.standalone {
            let indentation = String(decoding: intrinsic, as: UTF8.self)
            return Block(name: token.name, standalone: true, overrideIndentation: indentation,
                         defaultIndentation: indentation, nodes: nodes)
        }
        var pairIndentation = ""
        if !isInParentBody(i), lineOf[i] == lineOf[close], isBlank(first(i), i), isBlank(close + 1, end(close)) {
            let lineStart = tokens[first(i)].start
            pairIndentation = text(strip(dedents, lineStart, token.start), token.start)
        }
        return Block(name: token.name, standalone: false, overrideIndentation: pairIndentation,
                     defaultIndentation: "", nodes: nodes)
    }

    /// A standalone partial or parent tag's indentation, less that removed from the enclosing blocks.
    private func indentation(_ i: Int, dedents: [[UInt8]]) -> String? {
        guard tokens[i].indentation != nil else { return nil }
        return text(strip(dedents, tokens[first(i)].start, tokens[i].start), tokens[i].start)
    }

    private func isLineStart(_ i: Int) -> Bool { i == 0 || tokens[i - 1].kind == .newline }

    /// The offset after removing each indentation in turn from the start of `start..<end`.
    private func strip(_ dedents: [[UInt8]], _ start: Int, _ end: Int) -> Int {
        var p = start
        for dedent in dedents {
            for byte in dedent {
                guard p < end, bytes[p] == byte else { return p }
                p += 1
            }
        }
        return p
    }

    // MARK: - Diagnostics

    private func position(_ offset: Int) -> SourcePosition {
        lines.position(utf8Offset: offset)
    }

    private func positionText(_ offset: Int) -> String {
        let p = position(offset)
        return "\(p.line):\(p.column)"
    }

    private mutating func error(_ identifier: String, _ summary: String, at offset: Int, notes: [String] = []) {
        let p = position(offset)
        diagnostics.append(.error(identifier, "\(summary) in template '\(templateName)'", source: sourcePath,
                                  line: p.line, column: p.column, notes: notes))
    }
}

fileprivate extension String {
    var trimmingTrailingWhitespace: String {
        let scalars = unicodeScalars
        guard let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[...last])
    }
}
