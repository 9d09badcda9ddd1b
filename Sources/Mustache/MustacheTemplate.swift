import Diagnostics
import Support

/// A parsed Mustache template: parse once, render many times through a ``MustacheLibrary``.
///
/// Supports the Mustache spec v1.4 without lambdas: variables, sections, inverted sections, comments,
/// partials, set-delimiter tags, and inheritance (`{{<parent}}` with `{{$block}}` overrides).
public final class MustacheTemplate: Sendable {
    /// The name partials (`{{>name}}`) and parents (`{{<name}}`) refer to this template by.
    public let name: String
    /// What diagnostics give as their `source`: the file path when one was given, else the name.
    public let sourcePath: String
    /// Problems that do not stop rendering: `template.parent.ignoredContent` for text or tags inside a
    /// `{{<parent}}` tag but outside its blocks, which the spec says to ignore.
    public let warnings: [Diagnostic]
    /// A hash of the template's name and source: what a cached rendering made with it is keyed by.
    public let fingerprint: String
    let nodes: [Node]

    init(name: String, sourcePath: String, warnings: [Diagnostic], fingerprint: String, nodes: [Node]) {
        self.name = name
        self.sourcePath = sourcePath
        self.warnings = warnings
        self.fingerprint = fingerprint
        self.nodes = nodes
    }

    /// Parses `source`, reporting every error found (not just the first) in the thrown error.
    ///
    /// Diagnostics point at the offending tag: `template.tag.unclosed`, `template.tag.invalidName`,
    /// `template.delimiters.invalid`, `template.section.unclosed`, `template.section.mismatched`,
    /// `template.section.unopened`.
    /// - Parameters:
    ///   - name: the template's name, used to look it up as a partial or parent and in messages.
    ///   - path: the file it came from, for diagnostics; defaults to `name`.
    public static func parse(_ source: String, name: String, path: String? = nil) throws(MustacheError) -> MustacheTemplate {
        let sourcePath = path ?? name
        var parser = Parser(source: source, templateName: name, sourcePath: sourcePath)
        guard let nodes = parser.parse() else { throw MustacheError(diagnostics: parser.diagnostics) }
        var key = BinaryWriter(hashing: true)
        key.write(name)
        key.write(source)
        return MustacheTemplate(name: name, sourcePath: sourcePath, warnings: parser.diagnostics, fingerprint: key.fingerprint, nodes: nodes)
    }
}

/// Problems that stopped a template from parsing, all of them, in source order.
public struct MustacheError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    public var description: String { diagnostics.map(\.formatted).joined(separator: "\n") }
}

// MARK: - Node tree

/// A dotted name split once at parse time; `.` (the implicit iterator) has no parts.
struct Name: Sendable {
    let text: String
    let parts: [String]

    init(_ text: String) {
        self.text = text
        parts = text == "." ? [] : text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
}

enum Node: Sendable {
    /// The text whole, and split after each line end for indented rendering.
    case text(String, lines: [String])
    case variable(Name, escaped: Bool, SourcePosition)
    case section(Section)
    case partial(Partial)
    case parent(Parent)
    case block(Block)
}

// Sections, partials, parents and blocks are classes: rendering a node takes it out of its enum case, and a
// struct's every field was retained and released there (a third of a page's rendering time).

final class Section: Sendable {
    let name: Name
    let inverted: Bool
    /// A standalone opening tag's line was removed, so it emits no indentation itself.
    let standalone: Bool
    let nodes: [Node]
    let position: SourcePosition

    init(name: Name, inverted: Bool, standalone: Bool, nodes: [Node], position: SourcePosition) {
        self.name = name
        self.inverted = inverted
        self.standalone = standalone
        self.nodes = nodes
        self.position = position
    }
}

final class Partial: Sendable {
    let name: String
    /// Set when the tag is standalone: its leading whitespace, prepended to every line of the partial.
    let indentation: String?
    let position: SourcePosition

    init(name: String, indentation: String?, position: SourcePosition) {
        self.name = name
        self.indentation = indentation
        self.position = position
    }
}

final class Parent: Sendable {
    let name: String
    let indentation: String?
    /// The `{{$block}}`s directly inside the parent tag; everything else there is ignored, per spec.
    let overrides: [String: Block]
    let position: SourcePosition

    init(name: String, indentation: String?, overrides: [String: Block], position: SourcePosition) {
        self.name = name
        self.indentation = indentation
        self.overrides = overrides
        self.position = position
    }
}

final class Block: Sendable {
    let name: String
    /// The opening tag ends its line, so the content starts on a fresh line.
    let standalone: Bool
    /// Added to each line of an override rendered here (lines of the content had their own
    /// indentation removed at parse time, so overrides are re-indented to fit this site).
    let overrideIndentation: String
    /// Added to each line of the default content (it was de-indented at parse time too).
    let defaultIndentation: String
    let nodes: [Node]

    init(name: String, standalone: Bool, overrideIndentation: String, defaultIndentation: String, nodes: [Node]) {
        self.name = name
        self.standalone = standalone
        self.overrideIndentation = overrideIndentation
        self.defaultIndentation = defaultIndentation
        self.nodes = nodes
    }
}
