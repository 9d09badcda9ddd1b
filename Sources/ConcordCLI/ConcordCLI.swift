import Build
import Diagnostics
import FileIO
import Foundation

/// The `concord` command line, as a library so tests can run it with arguments and read its exit code.
public enum ConcordCommand {
    public static let version = "0.1.0"

    /// Parsed options shared by the subcommands.
    struct Options {
        var command = ""
        var content = "Content"
        var output = "_site"
        var templates: String?
        var publicDir: String?
        var baseURL: String?
        var archive = false
        var compress = false
        var quiet = false
        var json = false
        var format = DiagnosticFormat.text
        var port = 8000
        var host = "127.0.0.1"
        var basePath: String?
        var staticOnly = false
        var theme: String?
        var strict = false
        /// Build products kept between builds (`BuildCache`), unless `--no-cache`.
        var cache = ".concord-cache"
        var noCache = false
        var helpRequested = false
        var operands: [String] = []
    }

    /// Runs the command line; returns the process exit code.
    public static func main(arguments: [String], standardOutput: @escaping (String) -> Void = { print($0, terminator: "") },
                            standardError: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }) -> Int32 {
        var options = Options()
        var rest = arguments[...]
        func value(_ flag: String) -> String? {
            guard let v = rest.popFirst(), !v.hasPrefix("--") else {
                standardError("concord: \(flag) needs a value\n")
                return nil
            }
            return v
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--help", "-h": options.helpRequested = true
            case "--version": standardOutput("concord \(version)\n"); return 0
            case "--content": guard let v = value(argument) else { return 2 }; options.content = v
            case "--output", "-o": guard let v = value(argument) else { return 2 }; options.output = v
            case "--templates": guard let v = value(argument) else { return 2 }; options.templates = v
            case "--public": guard let v = value(argument) else { return 2 }; options.publicDir = v
            case "--theme": guard let v = value(argument) else { return 2 }; options.theme = v
            case "--base-url": guard let v = value(argument) else { return 2 }; options.baseURL = v
            case "--archive": options.archive = true
            case "--strict": options.strict = true
            case "--no-cache": options.noCache = true
            case "--cache": guard let v = value(argument) else { return 2 }; options.cache = v
            case "--compress": options.compress = true
            case "--no-compress": options.compress = false  // the default; accepted for scripts written before '--compress' became opt-in
            case "--quiet", "-q": options.quiet = true
            case "--json": options.json = true
            case "--port":
                guard let v = value(argument), let port = Int(v), (0...65535).contains(port) else {
                    standardError("concord: --port needs a number from 0 (any free port) to 65535\n"); return 2
                }
                options.port = port
            case "--host": guard let v = value(argument) else { return 2 }; options.host = v
            case "--base-path": guard let v = rest.popFirst() else { standardError("concord: --base-path needs a value\n"); return 2 }; options.basePath = v
            case "--static": options.staticOnly = true
            case "--diagnostics-format":
                guard let v = value(argument), let format = DiagnosticFormat(rawValue: v) else {
                    standardError("concord: --diagnostics-format takes text or json\n"); return 2
                }
                options.format = format
            default:
                if options.command.isEmpty, !argument.hasPrefix("-") {
                    options.command = argument
                } else if !argument.hasPrefix("-"), ["init", "help"].contains(options.command), options.operands.isEmpty {
                    options.operands.append(argument)
                } else {
                    let hint = options.command.isEmpty || Help.text(for: options.command) == nil ? "concord --help" : "concord help \(options.command)"
                    standardError(argument.hasPrefix("-")
                        ? "concord: unknown option '\(argument)'\nRun '\(hint)' for usage.\n"
                        : "concord: found the extra argument '\(argument)', expected options only\nRun '\(hint)' for usage.\n")
                    return 2
                }
            }
        }
        if options.helpRequested {
            guard let text = Help.text(for: options.command.isEmpty || options.command == "help" ? (options.operands.first ?? "") : options.command) else {
                standardError("concord: unknown command '\(options.operands.first ?? options.command)'\nRun 'concord --help' for usage.\n")
                return 2
            }
            standardOutput(text)
            return 0
        }
        switch options.command {
        case "build": return build(options, check: false, standardOutput, standardError)
        case "check": return build(options, check: true, standardOutput, standardError)
        case "align": return align(options, standardOutput, standardError)
        case "serve": return serve(options, standardOutput, standardError)
        case "init": return InitCommand.run(folder: options.operands.first ?? ".", standardOutput, standardError)
        case "help":
            guard let text = Help.text(for: options.operands.first ?? "") else {
                standardError("concord: unknown command '\(options.operands[0])'\nRun 'concord --help' for usage.\n")
                return 2
            }
            standardOutput(text)
            return 0
        case "":
            standardOutput(Help.text(for: "")!)
            return 2
        default:
            standardError("concord: unknown command '\(options.command)'\nRun 'concord --help' for usage.\n")
            return 2
        }
    }

    /// The default theme and compiled data: `--templates`/`--public` when given, else what `ThemeLocator`
    /// finds (beside the installed executable, or the repository of a development build), else the
    /// working folder's `Templates/` and `Public/` (whose absence the build reports).
    static func themeDirectories(_ options: Options) -> (templates: String, public: String, lexicons: String) {
        let root = ThemeLocator().root()
        func resolved(_ name: String) -> String { relativeIfInside(root.map { Path.join($0, name) } ?? name) }
        return (options.templates ?? resolved("Templates"), options.publicDir ?? resolved("Public"), resolved("Lexicons"))
    }

    /// Paths under the working directory are shown relative, so diagnostics stay short.
    static func relativeIfInside(_ path: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        return path.hasPrefix(cwd + "/") ? String(path.dropFirst(cwd.count + 1)) : path
    }

    static func buildOptions(_ options: Options) -> BuildOptions {
        let theme = themeDirectories(options)
        var build = BuildOptions(contentDirectory: options.content, outputDirectory: options.output,
                                 templatesDirectory: theme.templates, publicDirectory: theme.public, lexiconDirectory: theme.lexicons,
                                 baseURL: options.baseURL, compress: options.compress, archive: options.archive, version: version)
        build.themeDirectory = options.theme
        build.strict = options.strict
        return build
    }

    static func stepLogger(_ options: Options, _ out: @escaping (String) -> Void) -> @Sendable (BuildStep) -> Void {
        stepLogger(TerminalProgress(out: out, quiet: options.quiet || options.format == .json, interactive: false))
    }

    static func stepLogger(_ progress: TerminalProgress) -> @Sendable (BuildStep) -> Void {
        { step in
            let ms = String(format: "%7.1f ms", step.seconds * 1000)
            progress.finished("  \(ms)  \(step.name.padding(toLength: 20, withPad: " ", startingAt: 0)) \(step.detail)\n")
        }
    }

    /// Standard output is a terminal (the progress line is drawn there, in place).
    nonisolated(unsafe) static var standardOutputIsTerminal = isatty(STDOUT_FILENO) == 1
    /// Standard error is a terminal that takes colours.
    nonisolated(unsafe) static var colorsDiagnostics = TerminalColors.enabled(for: STDERR_FILENO)

    static func build(_ options: Options, check: Bool, _ out: @escaping (String) -> Void, _ err: (String) -> Void) -> Int32 {
        let start = Date()
        let progress = TerminalProgress(out: out, quiet: options.quiet || options.format == .json, interactive: standardOutputIsTerminal)
        var pipelineOptions = buildOptions(options)
        // Nothing is written by check: compressed copies would only cost time.
        if check { pipelineOptions.compress = false } else { pipelineOptions.cacheDirectory = options.noCache ? nil : options.cache }
        var pipeline = BuildPipeline(options: pipelineOptions, log: stepLogger(progress))
        pipeline.progress = { progress.advance($0, $1, $2) }
        let outputExisted = DiskFileSystem().isDirectory(options.output)
        var built = check ? pipeline.make() : pipeline.build()
        if check, !built.diagnostics.hasErrors {
            let checker = LinkChecker(files: built.files, baseURL: built.site.baseURL)
            built.diagnostics += checker.check()
        }
        let report = DiagnosticPrinter.render(built.diagnostics, format: options.format, colored: colorsDiagnostics)
        if options.format == .json { out(report) } else { err(report) }
        if built.diagnostics.hasErrors {
            if options.format == .text {
                let reason = options.strict ? " (--strict: warnings are errors)" : ""
                if check {
                    err("concord: check failed\(reason)\n")
                } else if outputExisted {
                    err("concord: build failed\(reason); the previous site in \(options.output) was left as it was\n")
                } else {
                    err("concord: build failed\(reason); nothing was written (\(options.output) was not created)\n")
                }
            }
            return 1
        }
        if !options.quiet && options.format == .text {
            let seconds = String(format: "%.2f", Date().timeIntervalSince(start))
            if check {
                out("Checked \(built.site.pages.count) pages and \(built.files.count) files in \(seconds) s: no broken links.\n")
            } else {
                let index = URL(fileURLWithPath: options.output).appendingPathComponent("index.html").path
                out("Built \(built.site.pages.filter { $0.role != .untranslated }.count) pages in \(seconds) s. Open file://\(index)\n")
            }
        }
        return 0
    }
}

extension ConcordCommand {
    static func align(_ options: Options, _ out: (String) -> Void, _ err: (String) -> Void) -> Int32 {
        guard options.json else {
            err("concord: align prints JSON; run 'concord align --json'\n")
            return 2
        }
        var problems: [Diagnostic] = []
        let json = AlignmentReport.json(contentDirectory: options.content, lexiconDirectory: themeDirectories(options).lexicons, problems: &problems)
        err(DiagnosticPrinter.render(problems, format: .text))
        out(json)
        return problems.hasErrors ? 1 : 0
    }
}
