import Foundation

/// Prints diagnostics for people (one line each, compiler style) or for tools (a JSON array).
public enum DiagnosticFormat: String, Sendable {
    case text, json
}

public enum DiagnosticPrinter {
    /// Text for a list of problems, sorted, followed by a one-line count when there are any.
    public static func render(_ diagnostics: [Diagnostic], format: DiagnosticFormat) -> String {
        let sorted = diagnostics.sortedForDisplay
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = (try? encoder.encode(sorted)) ?? Data("[]".utf8)
            return String(decoding: data, as: UTF8.self) + "\n"
        case .text:
            guard !sorted.isEmpty else { return "" }
            var out = sorted.map(\.formatted).joined(separator: "\n") + "\n"
            let errors = sorted.filter { $0.severity == .error }.count
            let warnings = sorted.filter { $0.severity == .warning }.count
            out += "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n"
            return out
        }
    }
}
