import Build
import Diagnostics
import FileIO
import Foundation

/// The `concord` command line, as a library so tests can run it with arguments and read its exit code.
public enum ConcordCommand {
    public static let version = "0.1.0"

    static let help = """
    Concord \(version): a documentation site generator for design guidelines and the talks that teach them.

    USAGE
      concord build [options]     Read Content/, align, render and write the site to _site/
      concord check [options]     Everything build does except writing, plus a check of every internal link
      concord align --json        Print the alignments (talk prose ↔ captions, translations ↔ sources) as JSON
      concord serve [options]     Build, serve on http://127.0.0.1:8000/, rebuild when Content/, Templates/
                                  or Public/ change and reload open pages

    OPTIONS
      --content DIR               Content folder (default: Content)
      --output DIR                Output folder (default: _site); replaced only when a build succeeds
      --base-url URL              Absolute URL the site is published at (canonical links, sitemap.xml)
      --templates DIR             Theme templates (default: Templates)
      --public DIR                Theme assets (default: Public)
      --archive                   Also write site.zip of the built site
      --no-compress               Skip the pre-compressed .gz and .br copies
      --diagnostics-format FMT    text (default) or json
      --quiet, -q                 Print only problems
      --port N, --host ADDR       For serve (default 127.0.0.1:8000; port 0 picks a free one). Other
                                  addresses than 127.0.0.1 expose the site to your network
      --base-path PATH            For serve: serve the site under PATH, e.g. /docs/, as a host would
                                  (default: the path of the base URL, else /)
      --static                    For serve: serve the output folder as built; no building, watching
                                  or reloading
      --help, -h                  Show this help
      --version                   Print the version

    Problems are printed as path:line:column: severity: message [identifier]. The exit code is 1 when
    there is any error, 2 for a usage mistake.
    """

    /// Parsed options shared by the subcommands.
    struct Options {
        var command = ""
        var content = "Content"
        var output = "_site"
        var templates: String?
        var publicDir: String?
        var baseURL: String?
        var archive = false
        var compress = true
        var quiet = false
        var json = false
        var format = DiagnosticFormat.text
        var port = 8000
        var host = "127.0.0.1"
        var basePath: String?
        var staticOnly = false
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
            case "--help", "-h", "help": standardOutput(help + "\n"); return 0
            case "--version": standardOutput("concord \(version)\n"); return 0
            case "--content": guard let v = value(argument) else { return 2 }; options.content = v
            case "--output", "-o": guard let v = value(argument) else { return 2 }; options.output = v
            case "--templates": guard let v = value(argument) else { return 2 }; options.templates = v
            case "--public": guard let v = value(argument) else { return 2 }; options.publicDir = v
            case "--base-url": guard let v = value(argument) else { return 2 }; options.baseURL = v
            case "--archive": options.archive = true
            case "--no-compress": options.compress = false
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
                } else {
                    standardError("concord: unknown option '\(argument)'\nRun 'concord --help' for usage.\n")
                    return 2
                }
            }
        }
        switch options.command {
        case "build": return build(options, check: false, standardOutput, standardError)
        case "check": return build(options, check: true, standardOutput, standardError)
        case "align": return align(options, standardOutput, standardError)
        case "serve": return serve(options, standardOutput, standardError)
        case "":
            standardOutput(help + "\n")
            return 2
        default:
            standardError("concord: unknown command '\(options.command)'\nRun 'concord --help' for usage.\n")
            return 2
        }
    }

    /// The theme folders: given, or `Templates/` and `Public/` here, or beside the installed executable.
    static func themeDirectories(_ options: Options) -> (templates: String, public: String, lexicons: String) {
        let fileSystem = DiskFileSystem()
        var candidates = [FileManager.default.currentDirectoryPath]
        var dir = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(dir.path)
            dir.deleteLastPathComponent()
        }
        let root = candidates.first { fileSystem.isDirectory(Path.join($0, "Templates")) && fileSystem.isDirectory(Path.join($0, "Public")) }
        let templates = options.templates ?? root.map { Path.join($0, "Templates") } ?? "Templates"
        let publicDir = options.publicDir ?? root.map { Path.join($0, "Public") } ?? "Public"
        let lexicons = root.map { Path.join($0, "Lexicons") } ?? "Lexicons"
        return (relativeIfInside(templates), relativeIfInside(publicDir), relativeIfInside(lexicons))
    }

    /// Paths under the working directory are shown relative, so diagnostics stay short.
    static func relativeIfInside(_ path: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        return path.hasPrefix(cwd + "/") ? String(path.dropFirst(cwd.count + 1)) : path
    }

    static func buildOptions(_ options: Options) -> BuildOptions {
        let theme = themeDirectories(options)
        return BuildOptions(contentDirectory: options.content, outputDirectory: options.output,
                            templatesDirectory: theme.templates, publicDirectory: theme.public, lexiconDirectory: theme.lexicons,
                            baseURL: options.baseURL, compress: options.compress, archive: options.archive, version: version)
    }

    static func stepLogger(_ options: Options, _ out: @escaping (String) -> Void) -> @Sendable (BuildStep) -> Void {
        let quiet = options.quiet || options.format == .json
        let lock = NSLock()
        nonisolated(unsafe) let out = out
        return { step in
            guard !quiet else { return }
            let ms = String(format: "%7.1f ms", step.seconds * 1000)
            lock.withLock { out("  \(ms)  \(step.name.padding(toLength: 20, withPad: " ", startingAt: 0)) \(step.detail)\n") }
        }
    }

    static func build(_ options: Options, check: Bool, _ out: @escaping (String) -> Void, _ err: (String) -> Void) -> Int32 {
        let start = Date()
        let pipeline = BuildPipeline(options: buildOptions(options), log: stepLogger(options, out))
        var built = check ? pipeline.make() : pipeline.build()
        if check, !built.diagnostics.hasErrors {
            let checker = LinkChecker(files: built.files, baseURL: built.site.baseURL)
            built.diagnostics += checker.check()
        }
        let report = DiagnosticPrinter.render(built.diagnostics, format: options.format)
        if options.format == .json { out(report) } else { err(report) }
        if built.diagnostics.hasErrors {
            if options.format == .text {
                err(check ? "concord: check failed\n" : "concord: build failed; \(options.output) was left as it was\n")
            }
            return 1
        }
        if !options.quiet && options.format == .text {
            let seconds = String(format: "%.2f", Date().timeIntervalSince(start))
            if check {
                out("Checked \(built.site.pages.count) pages and \(built.files.count) files in \(seconds) s: no broken links.\n")
            } else {
                let index = URL(fileURLWithPath: options.output).appendingPathComponent("index.html").path
                out("Built \(built.site.pages.count) pages in \(seconds) s. Open file://\(index)\n")
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

extension ConcordCommand {
    /// `concord serve`: build, serve the output folder on 127.0.0.1 (or `--host`), rebuild when the content,
    /// templates or theme assets change, and reload open pages. `--static` serves the folder as it is.
    static func serve(_ options: Options, _ out: @escaping (String) -> Void, _ err: @escaping (String) -> Void) -> Int32 {
        nonisolated(unsafe) let out = out, err = err
        // Flushed at once: tests and tools read the printed address through a pipe.
        let say: @Sendable (String) -> Void = { text in out(text); fflush(nil) }
        var basePath = "/"
        if let given = options.basePath {
            guard let path = ServePaths.normalizeBasePath(given) else {
                err("concord: found '\(given)' for --base-path, expected a path such as /docs/\n")
                return 2
            }
            basePath = path
        }
        // Without --base-path, the site is served at the path of its base URL, as it will be published.
        func publishedPath(of url: String?) -> String? {
            guard options.basePath == nil, let url, let path = URL(string: url)?.path else { return nil }
            return ServePaths.normalizeBasePath(path)
        }
        let buildOptions = buildOptions(options)
        let roots = [buildOptions.contentDirectory, buildOptions.templatesDirectory, buildOptions.publicDirectory]
        if options.staticOnly {
            guard DiskFileSystem().exists(Path.join(options.output, "index.html")) else {
                err("concord: found no built site in '\(options.output)'; run 'concord build' first, or serve without --static\n")
                return 1
            }
        } else {
            // Writing into a watched folder would rebuild forever.
            let output = Rebuilder.absolute(options.output)
            if let root = roots.first(where: { output.hasPrefix(Rebuilder.absolute($0) + "/") }) {
                err("concord: found the output folder '\(options.output)' inside '\(root)', which serve watches; choose an output folder outside it\n")
                return 2
            }
        }
        // Listen first, so a busy port fails at once rather than after a build.
        let state = options.staticOnly ? nil : BuildState()
        let server = DevServer(root: options.output, basePath: basePath, state: state)
        do {
            try server.bind(host: options.host, port: options.port)
        } catch {
            err("concord: \(error)\n")
            return 1
        }
        var watcher: FileWatcher?
        if let state {
            let rebuilder = Rebuilder(options: buildOptions, log: stepLogger(options, say))
            let report = { @Sendable (diagnostics: [Diagnostic], seconds: Double) in
                let text = DiagnosticPrinter.render(diagnostics, format: .text)
                if !text.isEmpty { err(text) }
                let ok = !diagnostics.hasErrors
                state.finished(ok: ok, message: text)
                say(ok ? "Built in \(String(format: "%.2f", seconds)) s.\n"
                       : "concord: build failed; still serving the previous site\n")
            }
            let start = Date()
            report(rebuilder.rebuild(.everything), Date().timeIntervalSince(start))
            if let path = publishedPath(of: rebuilder.baseURL) { server.basePath = path }
            do {
                watcher = try FileWatcher(roots: roots) { changed in
                    let scope = rebuilder.scope(of: changed)
                    let shown = changed.prefix(3).map(relativeIfInside).joined(separator: ", ") + (changed.count > 3 ? ", …" : "")
                    say("Changed: \(shown); \(scope == .presentation ? "re-rendering (content unchanged)" : "rebuilding")\n")
                    let start = Date()
                    report(rebuilder.rebuild(scope), Date().timeIntervalSince(start))
                }
            } catch {
                err("concord: cannot watch for changes: \(error); serving without rebuilding\n")
            }
        }
        if options.staticOnly, let path = publishedPath(of: options.baseURL.flatMap(BuildPipeline.normalizedBaseURL)) { server.basePath = path }
        server.start()
        let shownHost = options.host.contains(":") ? "[\(options.host)]" : options.host
        say("Serving \(options.output) at http://\(shownHost):\(server.port)\(server.basePath)" +
            (options.staticOnly ? " as built (no watching)\n" : ", rebuilding on changes to \(roots.joined(separator: ", "))\n"))
        if !["127.0.0.1", "localhost", "::1"].contains(options.host) {
            err("concord: warning: listening on \(options.host): other machines on your network can read the site\n")
        }
        say("Press Ctrl-C to stop.\n")
        // Serve until interrupted; the watcher must live as long.
        return withExtendedLifetime(watcher) { () -> Int32 in
            while true { sleep(3600) }
        }
    }
}
