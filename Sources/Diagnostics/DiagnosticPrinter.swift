import Foundation

/// Prints diagnostics for people (one line each, compiler style) or for tools (a JSON array).
public enum DiagnosticFormat: String, Sendable {
    case text, json
}

public enum DiagnosticPrinter {
    /// Text for a list of problems, sorted, followed by a one-line count when there are any.
    /// `colored` (text only) is for a terminal; see `TerminalColors.enabled`.
    public static func render(_ diagnostics: [Diagnostic], format: DiagnosticFormat, colored: Bool = false) -> String {
        let sorted = diagnostics.sortedForDisplay
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = (try? encoder.encode(sorted)) ?? Data("[]".utf8)
            return String(decoding: data, as: UTF8.self) + "\n"
        case .text:
            guard !sorted.isEmpty else { return "" }
            var out = sorted.map { $0.formatted(colored: colored) }.joined(separator: "\n") + "\n"
            let errors = sorted.filter { $0.severity == .error }.count
            let warnings = sorted.filter { $0.severity == .warning }.count
            out += "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n"
            return out
        }
    }
}

/// Whether to colour output written to a file descriptor: only a terminal, never when `NO_COLOR` is set
/// (https://no-color.org) or the terminal is `dumb`.
public enum TerminalColors {
    public static func enabled(for descriptor: Int32, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return isatty(descriptor) == 1
    }
}
