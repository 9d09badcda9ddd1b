import Build
import Diagnostics
import FileIO
import Foundation
import Serve

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
        var buildOptions = buildOptions(options)
        buildOptions.cacheDirectory = options.noCache ? nil : options.cache
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
        let scripts: ServeScripts
        do {
            scripts = try ServeScripts.load(from: buildOptions.publicDirectories, fileSystem: DiskFileSystem())
        } catch {
            err("concord: \(error)\n")
            return 1
        }
        let server = DevServer(root: options.output, basePath: basePath, state: state, scripts: scripts)
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
