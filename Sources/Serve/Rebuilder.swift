import Build
import Diagnostics
import FileIO
import Foundation
import Support

/// Rebuilds for `concord serve`, doing only the work a change needs:
/// - a change under `Templates/`, `Public/` or the content folder's `templates/` reuses the modelled site
///   (no reading, aligning, cross-referencing or indexing) and only loads templates, copies assets and renders;
/// - any other change in the content folder runs every step;
/// - with `--compress`, compressed copies of files whose bytes did not change are reused;
/// - with a cache folder (`BuildOptions.cacheDirectory`), what `concord build` keeps there is reused alike.
/// - only files whose bytes changed are written (the first build replaces the folder as `concord build` does).
public final class Rebuilder: @unchecked Sendable {
    public enum Scope: Sendable { case everything, presentation }

    public let options: BuildOptions
    private let log: @Sendable (BuildStep) -> Void
    private var model: ModelledSite?
    /// The site's base URL, from the manifest or the options, as of the last build.
    public private(set) var baseURL: String?
    /// What the output folder holds, as this rebuilder last wrote it.
    private var written: [String: Data]?
    private var writtenFolder: UInt64?
    private let compressionCache = CompressionCache()
    private let lock = NSLock()

    /// Where the site is read and written.
    let fileSystem: any FileSystem

    public init(options: BuildOptions, fileSystem: any FileSystem = DiskFileSystem(), log: @escaping @Sendable (BuildStep) -> Void) {
        self.options = options
        self.fileSystem = fileSystem
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
            if (options.templateDirectories + options.publicDirectories).contains(where: { inside(path, $0) }) { return false }
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
        SiteWriter.checkOutput(options.outputDirectory, content: options.contentDirectory, fileSystem: fileSystem,
                               currentDirectory: FileManager.default.currentDirectoryPath, problems: &preflight)
        if preflight.hasErrors { return preflight }
        let pipeline = BuildPipeline(options: options, fileSystem: fileSystem, log: log)
        // The build cache on disk, as `concord build` uses it (not in memory: a large library's products are
        // hundreds of megabytes): an edit of one page parses, aligns and analyses only what it changed.
        let store = options.cacheDirectory.map { BuildCache(directory: $0, fileSystem: fileSystem) }
        let (built, model) = pipeline.make(reusing: scope == .presentation ? self.model : nil, compressionCache: compressionCache,
                                           products: store)
        self.model = model
        baseURL = built.site.baseURL
        var diagnostics = built.diagnostics
        guard !diagnostics.hasErrors else { return diagnostics }
        let start = DispatchTime.now().uptimeNanoseconds
        do {
            let detail: String
            // Only when the folder is still the one written last (`concord build` meanwhile would swap in a new one).
            if let previous = written, let folder = writtenFolder, folder == Self.inode(options.outputDirectory),
               fileSystem.exists(Path.join(options.outputDirectory, SiteWriter.markerName)) {
                detail = try update(from: previous, to: built.files)
            } else {
                var writer = SiteWriter(fileSystem: fileSystem, output: options.outputDirectory)
                writer.durable = false
                try writer.write(built.files)
                detail = "\(built.files.count) files to \(options.outputDirectory)"
            }
            written = Dictionary(built.files.map { ($0.path, $0.data) }, uniquingKeysWith: { $1 })
            // A rebuild that reused the model used only some products: it leaves the others for the next one.
            if scope == .everything { store?.prune() }
            writtenFolder = Self.inode(options.outputDirectory)
            log(BuildStep(name: "Write site", seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, detail: detail))
        } catch {
            written = nil  // the folder is in an unknown state: the next build replaces all of it
            diagnostics.append(.error("output.write", "cannot write the site: \(error)", source: options.outputDirectory))
        }
        return diagnostics
    }

    /// Writes only the files that differ from the last build (each replaced atomically by rename) and removes the
    /// ones that are gone. Open pages reload only after this, so they never see a mix of two builds.
    private func update(from previous: [String: Data], to files: [(path: String, data: Data)]) throws -> String {
        var changed = 0
        for (path, data) in files where previous[path] != data {
            let target = try safePath(path)
            let parent = Path.parent(target)
            // A temporary file renamed over the old one (no fsync: this is a preview). Writing creates the folder.
            let temporary = Path.join(parent.isEmpty ? "." : parent, ".\(Path.fileName(target)).concord-tmp")
            try fileSystem.write(data, to: temporary)
            try fileSystem.move(temporary, to: target)
            changed += 1
        }
        let current = Set(files.map(\.path))
        let removed = previous.keys.filter { !current.contains($0) }
        for path in removed { try fileSystem.remove(try safePath(path)) }
        return "\(changed) changed, \(removed.count) removed of \(files.count) files in \(options.outputDirectory)"
    }

    static func inode(_ path: String) -> UInt64? {
        var info = stat()
        return stat(path, &info) == 0 ? UInt64(info.st_ino) : nil
    }

    private func safePath(_ path: String) throws -> String {
        let normalized = Path.normalize(path)
        guard !normalized.hasPrefix("..") && !normalized.hasPrefix("/") else {
            throw FileIOError(path, "refusing to write outside the output folder")
        }
        return Path.join(options.outputDirectory, normalized)
    }
}
