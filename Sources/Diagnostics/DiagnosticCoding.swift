import Support

extension BinaryWriter {
    /// A diagnostic, for cache entries of stages that report problems (see `ProductCache`).
    public mutating func write(_ d: Diagnostic) {
        write(d.source)
        write(d.range != nil)
        if let r = d.range {
            for n in [r.start.line, r.start.column, r.end.line, r.end.column] { write(n) }
        }
        write(d.severity.rawValue)
        write(d.identifier)
        write(d.summary)
        write(d.notes)
        write(d.excerpt)
    }
}

extension BinaryReader {
    public mutating func diagnostic() throws -> Diagnostic {
        let source = try optionalString()
        var range: SourceRange?
        if try bool() {
            let a = try int(), b = try int(), c = try int(), d = try int()
            range = SourceRange(SourcePosition(line: a, column: b), SourcePosition(line: c, column: d))
        }
        guard let severity = Severity(rawValue: try string()) else { throw Malformed() }
        let identifier = try string(), summary = try string()
        let notes = try strings(), excerpt = try optionalString()
        return Diagnostic(severity, identifier, summary, source: source, range: range, notes: notes, excerpt: excerpt)
    }
}
