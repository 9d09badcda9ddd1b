/// A position in a source file. Lines and columns are 1-based; columns count Unicode scalars.
public struct SourcePosition: Hashable, Sendable, Codable, Comparable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int = 1) {
        self.line = max(1, line)
        self.column = max(1, column)
    }

    public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}

/// A range in a source file; `end` is inclusive of the last character when known.
public struct SourceRange: Hashable, Sendable, Codable {
    public var start: SourcePosition
    public var end: SourcePosition

    public init(_ start: SourcePosition, _ end: SourcePosition? = nil) {
        self.start = start
        self.end = end ?? start
    }

    public init(line: Int, column: Int = 1) {
        self.init(SourcePosition(line: line, column: column))
    }
}

/// How bad a problem is. Any `.error` makes the build fail.
public enum Severity: String, Sendable, Codable, Comparable {
    case note, warning, error

    private var rank: Int { self == .note ? 0 : self == .warning ? 1 : 2 }
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// A problem found in the content, the templates or the build, as data.
///
/// Printed as `path:line:column: severity: summary [identifier]`, with notes on following lines,
/// or encoded as JSON for tools.
public struct Diagnostic: Hashable, Sendable, Codable {
    /// Path of the file the problem is in, as given to the reader (usually relative to the working directory).
    public var source: String?
    public var range: SourceRange?
    public var severity: Severity
    /// A stable, dotted identifier such as `transcript.start.notNumber`, for tests and for filtering.
    public var identifier: String
    /// One line: what was found, what was expected.
    public var summary: String
    public var notes: [String]
    /// The text as written that the problem is about (a link's target), when the stage that found it knows only
    /// the line its block starts on: `DiagnosticLocator` narrows `range` to where it is written.
    public var excerpt: String?

    public init(
        _ severity: Severity, _ identifier: String, _ summary: String,
        source: String? = nil, range: SourceRange? = nil, notes: [String] = [], excerpt: String? = nil
    ) {
        self.source = source
        self.range = range
        self.severity = severity
        self.identifier = identifier
        self.summary = summary
        self.notes = notes
        self.excerpt = excerpt
    }

    public static func error(_ identifier: String, _ summary: String, source: String? = nil,
                             line: Int? = nil, column: Int = 1, notes: [String] = [], excerpt: String? = nil) -> Diagnostic {
        Diagnostic(.error, identifier, summary, source: source,
                   range: line.map { SourceRange(line: $0, column: column) }, notes: notes, excerpt: excerpt)
    }

    public static func warning(_ identifier: String, _ summary: String, source: String? = nil,
                               line: Int? = nil, column: Int = 1, notes: [String] = [], excerpt: String? = nil) -> Diagnostic {
        Diagnostic(.warning, identifier, summary, source: source,
                   range: line.map { SourceRange(line: $0, column: column) }, notes: notes, excerpt: excerpt)
    }

    public static func note(_ identifier: String, _ summary: String, source: String? = nil,
                            line: Int? = nil, column: Int = 1, notes: [String] = [], excerpt: String? = nil) -> Diagnostic {
        Diagnostic(.note, identifier, summary, source: source,
                   range: line.map { SourceRange(line: $0, column: column) }, notes: notes, excerpt: excerpt)
    }

    /// `path:line:column: severity: summary [identifier]`, the format compilers use, so editors can jump to it.
    public var formatted: String { formatted(colored: false) }

    /// The compiler-style line; `colored` adds ANSI colours as compilers do on a terminal (bold location,
    /// red errors, magenta warnings, dim identifier), leaving the text itself the same.
    public func formatted(colored: Bool) -> String {
        func paint(_ text: String, _ code: String) -> String { colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
        var location = ""
        if let source {
            location = source
            if let range { location += ":\(range.start.line):\(range.start.column)" }
            location = paint(location + ":", "1") + " "
        }
        let label: String
        switch severity {
        case .error: label = paint("error:", "1;31")
        case .warning: label = paint("warning:", "1;35")
        default: label = paint("\(severity.rawValue):", "1;36")
        }
        var text = "\(location)\(label) \(colored ? paint(summary, "1") : summary) \(paint("[\(identifier)]", "2"))"
        for note in notes { text += "\n    \(paint("note:", "1;36")) \(note)" }
        return text
    }
}

extension Diagnostic {
    /// The note of a problem reported once for many places, naming the others: "also a, b, c and 4 more".
    public static func alsoNote(_ others: [String]) -> String {
        "also " + others.prefix(3).joined(separator: ", ") + (others.count > 3 ? " and \(others.count - 3) more" : "")
    }
}

extension Array where Element == Diagnostic {
    /// More than three problems `identifier` of one group (those from index `start` on) as one, at the first of
    /// the group: it says `summary(group, count)`, and its notes name the others (`Diagnostic.alsoNote`), then
    /// `notes`. Pages titled by file name, or translating nothing found, are one warning, not hundreds.
    public mutating func mergeRepeated(_ identifier: String, from start: Int = 0, groupedBy group: (Diagnostic) -> String = { _ in "" },
                                       notes: [String] = [], summary: (_ group: String, _ count: Int) -> String) {
        let found = indices.filter { $0 >= start && self[$0].identifier == identifier }
        var merged: [Int] = []
        for (key, members) in Dictionary(grouping: found, by: { group(self[$0]) }) where members.count > 3 {
            self[members[0]].summary = summary(key, members.count)
            self[members[0]].notes = [Diagnostic.alsoNote(members.dropFirst().compactMap { self[$0].source })] + notes
            merged += members.dropFirst()
        }
        for index in merged.sorted(by: >) { remove(at: index) }
    }

    /// True when any problem is an error.
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// Sorted by file, then position, then identifier, so output is stable whatever order stages ran in.
    public var sortedForDisplay: [Diagnostic] {
        sorted { a, b in
            let ka = (a.source ?? "", a.range?.start.line ?? 0, a.range?.start.column ?? 0, a.identifier, a.summary)
            let kb = (b.source ?? "", b.range?.start.line ?? 0, b.range?.start.column ?? 0, b.identifier, b.summary)
            return ka < kb
        }
    }
}
