import Diagnostics
import FileIO
import Foundation

/// Rebuilds for `concord serve`, doing only the work a change needs:
/// - a change under `Templates/`, `Public/` or the content folder's `templates/` reuses the modelled site
///   (no reading, aligning, cross-referencing or indexing) and only loads templates, copies assets and renders;
/// - any other change in the content folder runs every step;
/// - compressed copies of files whose bytes did not change are reused.
/// The site is written with the same staged swap as `concord build`, so the folder is never half-written.
public final class Rebuilder: @unchecked Sendable {
    public enum Scope: Sendable { case everything, presentation }

    public let options: BuildOptions
    private let log: @Sendable (BuildStep) -> Void
    private var model: ModelledSite?
    private let compressionCache = CompressionCache()
    private let lock = NSLock()

    public init(options: BuildOptions, log: @escaping @Sendable (BuildStep) -> Void) {
        self.options = options
        self.log = log
    }

    /// Which part of the build the changed paths invalidate.
    public func scope(of changed: [String]) -> Scope {
        func inside(_ path: String, _ folder: String) -> Bool {
            let folder = Self.absolute(folder)
            return path == folder || path.hasPrefix(folder + "/")
        }
        let needsContent = changed.contains { path in
            let path = Self.absolute(path)
            if inside(path, options.userTemplatesDirectory) { return false }
            if inside(path, options.templatesDirectory) || inside(path, options.publicDirectory) { return false }
            return true
        }
        return needsContent ? .everything : .presentation
    }

    public static func absolute(_ path: String) -> String {
        Path.normalize(path.hasPrefix("/") ? path : Path.join(FileManager.default.currentDirectoryPath, path))
    }

    /// Builds and writes the site; returns the diagnostics (the site is left as it was when there are errors).
    public func rebuild(_ scope: Scope) -> [Diagnostic] {
        lock.lock()
        defer { lock.unlock() }
        var preflight: [Diagnostic] = []
        let fileSystem = DiskFileSystem()
        SiteWriter.checkOutput(options.outputDirectory, content: options.contentDirectory, fileSystem: fileSystem,
                               currentDirectory: FileManager.default.currentDirectoryPath, problems: &preflight)
        if preflight.hasErrors { return preflight }
        let pipeline = BuildPipeline(options: options, fileSystem: fileSystem, log: log)
        let (built, model) = pipeline.make(reusing: scope == .presentation ? self.model : nil, compressionCache: compressionCache)
        self.model = model
        var diagnostics = built.diagnostics
        guard !diagnostics.hasErrors else { return diagnostics }
        let start = DispatchTime.now().uptimeNanoseconds
        do {
            try SiteWriter(fileSystem: fileSystem, output: options.outputDirectory).write(built.files)
            log(BuildStep(name: "Write site", seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9,
                          detail: "\(built.files.count) files to \(options.outputDirectory)"))
        } catch {
            diagnostics.append(.error("output.write", "cannot write the site: \(error)", source: options.outputDirectory))
        }
        return diagnostics
    }
}
