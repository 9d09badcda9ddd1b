import Diagnostics
import Support

/// A set of named templates that can include each other, and the entry point for rendering.
///
/// Partials (`{{>name}}`) and parents (`{{<name}}`) are looked up here by template name.
///
/// Rendering follows the spec: a missing variable, section name or partial renders as nothing.
/// With `strict: true` each of those is also reported, once per tag and render, so a typo in a
/// template is a diagnostic rather than silently empty output:
/// - `template.variable.unknown`: a name absent from every object on the context stack (or a
///   dotted name's later key absent from the object it is looked up in). A key that is present
///   with a `null`, `false` or empty value is not unknown, so optional data should be given as `null`.
/// - `template.partial.missing`: a partial or parent not in the library.
///
/// Always reported: `template.missing` (the template asked for is not in the library) and
/// `template.partial.recursion` (partials nested over 200 deep; that branch renders nothing).
public struct MustacheLibrary: Sendable {
    /// The templates, by name.
    public private(set) var templates: [String: MustacheTemplate]

    /// A library of the given templates; a later template replaces an earlier one of the same name.
    public init(_ templates: [MustacheTemplate] = []) {
        self.templates = [:]
        for template in templates { add(template) }
    }

    /// Adds a template, replacing any of the same name.
    public mutating func add(_ template: MustacheTemplate) {
        templates[template.name] = template
    }

    /// Parses and adds a template; see ``MustacheTemplate/parse(_:name:path:)``.
    public mutating func add(_ source: String, name: String, path: String? = nil) throws(MustacheError) {
        add(try MustacheTemplate.parse(source, name: name, path: path))
    }

    /// The template called `name`, if any.
    public subscript(name: String) -> MustacheTemplate? { templates[name] }

    /// A hash of every template, by name: a rendering may use any of them as a partial or parent.
    public var fingerprint: String {
        var key = BinaryWriter(hashing: true)
        for name in templates.keys.sorted() { key.write(templates[name]!.fingerprint) }
        return key.fingerprint
    }

    /// Renders the template called `name`; reports `template.missing` and returns "" when there is none.
    public func render(_ name: String, _ context: MustacheValue, strict: Bool = false,
                       diagnostics: inout [Diagnostic]) -> String {
        guard let template = templates[name] else {
            diagnostics.append(.error("template.missing", "no template named '\(name)'"))
            return ""
        }
        return render(template, context, strict: strict, diagnostics: &diagnostics)
    }

    /// Renders `template` (which need not be in the library) against `context`, appending problems to `diagnostics`.
    public func render(_ template: MustacheTemplate, _ context: MustacheValue, strict: Bool = false,
                       diagnostics: inout [Diagnostic]) -> String {
        var renderer = Renderer(library: self, strict: strict, template: template, context: context)
        renderer.render(template.nodes)
        diagnostics.append(contentsOf: renderer.diagnostics)
        return renderer.output
    }

    /// Renders `template` as the spec says, ignoring anything missing.
    public func render(_ template: MustacheTemplate, _ context: MustacheValue) -> String {
        var ignored: [Diagnostic] = []
        return render(template, context, diagnostics: &ignored)
    }
}

// MARK: - Rendering

/// Blocks passed to a parent template, with what was visible where the parent tag was.
private struct OverrideFrame {
    let blocks: [String: Block]
    let template: MustacheTemplate
    /// Frames of the templates that included this one; an override renders seeing only these, so
    /// a block inside an override is not replaced by that same override.
    let callers: [OverrideFrame]
}

private struct Renderer {
    let library: MustacheLibrary
    let strict: Bool
    var output = ""
    var diagnostics: [Diagnostic] = []
    private var reported: Set<String> = []

    private var context: [MustacheValue]
    /// Template whose nodes are being rendered, for diagnostics.
    private var template: MustacheTemplate
    /// Override frames, outermost (the template rendered first) first: the outermost override wins.
    private var frames: [OverrideFrame] = []
    /// Prepended to each line of template text; the output is at a line start when `atLineStart`.
    private var indentation = ""
    private var atLineStart = true
    private var depth = 0
    private static let maxDepth = 200

    init(library: MustacheLibrary, strict: Bool, template: MustacheTemplate, context: MustacheValue) {
        self.library = library
        self.strict = strict
        self.template = template
        self.context = [context]
        output.reserveCapacity(4096)
    }

    mutating func render(_ nodes: [Node]) {
        for node in nodes {
            switch node {
            case .text(let text, let lines):
                appendText(text, lines: lines)
            case .variable(let name, let escaped, let position):
                indentIfAtLineStart()
                let value = resolve(name, at: position)
                if escaped { appendEscaped(value.interpolationText) } else { output += value.interpolationText }
            case .section(let section):
                renderSection(section)
            case .partial(let partial):
                include(partial.name, indentation: partial.indentation, overrides: nil, at: partial.position)
            case .parent(let parent):
                include(parent.name, indentation: parent.indentation, overrides: parent.overrides, at: parent.position)
            case .block(let block):
                renderBlock(block)
            }
        }
    }

    private mutating func renderSection(_ section: Section) {
        if !section.standalone { indentIfAtLineStart() }
        let value = resolve(section.name, at: section.position)
        if section.inverted {
            if !value.isTruthy { render(section.nodes) }
            return
        }
        guard value.isTruthy else { return }
        if case .list(let items) = value {
            for item in items {
                context.append(item)
                render(section.nodes)
                context.removeLast()
            }
        } else {
            context.append(value)
            render(section.nodes)
            context.removeLast()
        }
    }

    /// Renders a partial, or a parent with its overrides. A standalone tag indents every line of the
    /// included template; an inline one includes it as is.
    private mutating func include(_ name: String, indentation extra: String?, overrides: [String: Block]?,
                                  at position: SourcePosition) {
        if extra == nil { indentIfAtLineStart() }
        guard let included = library.templates[name] else {
            if strict {
                report("template.partial.missing", "missing partial '\(name)' in template '\(template.name)'", at: position)
            }
            return
        }
        guard depth < Self.maxDepth else {
            report("template.partial.recursion",
                   "partials nested more than \(Self.maxDepth) deep at '\(name)' in template '\(template.name)'; is the recursion unbounded?",
                   at: position)
            return
        }
        let saved = (indentation, template, frames)
        if let extra {
            indentation += extra
            atLineStart = true
        } else {
            indentation = ""
        }
        if let overrides {
            frames.append(OverrideFrame(blocks: overrides, template: template, callers: frames))
        }
        template = included
        depth += 1
        render(included.nodes)
        depth -= 1
        (indentation, template, frames) = saved
    }

    private mutating func renderBlock(_ block: Block) {
        if !block.standalone { indentIfAtLineStart() }
        let saved = (indentation, template, frames)
        if block.standalone { atLineStart = true }
        if let frame = frames.first(where: { $0.blocks[block.name] != nil }) {
            indentation += block.overrideIndentation
            template = frame.template
            frames = frame.callers
            render(frame.blocks[block.name]!.nodes)
        } else {
            indentation += block.defaultIndentation
            render(block.nodes)
        }
        (indentation, template, frames) = saved
    }

    // MARK: Context

    /// Looks `name` up the context stack: the first segment in the innermost object that has it,
    /// later segments only inside that value (spec: dotted names do not backtrack).
    private mutating func resolve(_ name: Name, at position: SourcePosition) -> MustacheValue {
        guard let head = name.parts.first else { return context.last ?? .null }
        var found: MustacheValue?
        for frame in context.reversed() {
            if case .object(let fields) = frame, let value = fields[head] {
                found = value
                break
            }
        }
        guard var value = found else {
            unknown(name, at: position)
            return .null
        }
        for part in name.parts.dropFirst() {
            // Through null or a scalar a chain just ends; only a key missing from an object is a typo.
            guard case .object(let fields) = value else { return .null }
            guard let next = fields[part] else {
                unknown(name, at: position)
                return .null
            }
            value = next
        }
        return value
    }

    private mutating func unknown(_ name: Name, at position: SourcePosition) {
        guard strict else { return }
        report("template.variable.unknown", "unknown variable '\(name.text)' in template '\(template.name)'", at: position)
    }

    private mutating func report(_ identifier: String, _ summary: String, at position: SourcePosition) {
        // Once per tag: a typo inside a loop would otherwise repeat for every element.
        let key = "\(identifier)|\(template.sourcePath)|\(position.line)|\(position.column)"
        guard reported.insert(key).inserted else { return }
        diagnostics.append(.error(identifier, summary, source: template.sourcePath, line: position.line,
                                  column: position.column))
    }

    // MARK: Output

    private mutating func indentIfAtLineStart() {
        if atLineStart {
            output += indentation
            atLineStart = false
        }
    }

    private mutating func appendText(_ text: String, lines: [String]) {
        if indentation.isEmpty {
            output += text
            atLineStart = text.utf8.last == 0x0A
            return
        }
        for line in lines {
            indentIfAtLineStart()
            output += line
            atLineStart = line.utf8.last == 0x0A
        }
    }

    /// HTML-escapes `& < > " '` (Support's `HTML.escape`, which returns the string itself when nothing needs it).
    private mutating func appendEscaped(_ text: String) {
        output += HTML.escape(text)
    }
}
