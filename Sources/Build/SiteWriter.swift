import Diagnostics
import FileIO
import Foundation
import Support

/// Writes a built site so that readers never see half of it: everything goes to a temporary folder beside the
/// output folder, which replaces the old one only when complete. A failed or killed build leaves the
/// previous site as it was; leftovers of a killed build are cleared by the next one.
public struct SiteWriter {
    public let fileSystem: any FileSystem
    public let output: String
    /// Flush to disk before the swap. `serve` turns it off: its rebuilds are previews, and a global sync on a
    /// busy machine can take longer than the build.
    public var durable = true
    /// Marks a folder as Concord's, so the writer never replaces a folder it didn't make.
    public static let markerName = ".concord-site"

    /// Files made from a written file and written beside it as `<path><suffix>` (its compressed copies): made
    /// as each file is written, so a build never holds every copy of the site at once.
    public protocol Companions: AnyObject, Sendable {
        /// Names the settings the copies are made with: an old site's copies are reused only when it is the same.
        var signature: String { get }
        /// The suffixes of the copies `path` gets (none for most files).
        func suffixes(of path: String) -> [String]
        /// The copies of a file, in the order of its suffixes (nil: none made).
        func make(_ path: String, _ data: Data) -> [Data?]
        /// Called instead of `make` when the old site's copies of an identical file were linked.
        func reusedFromOldSite(_ path: String, _ data: Data)
    }

    public init(fileSystem: any FileSystem, output: String) {
        self.fileSystem = fileSystem
        self.output = output
    }

    var parent: String { let p = Path.parent(output); return p.isEmpty ? "." : p }
    var name: String { Path.fileName(output) }
    var stagingPrefix: String { ".\(name).concord-tmp-" }
    var oldPrefix: String { ".\(name).concord-old-" }

    /// Refuses output folders that would destroy something: `/`, the home folder, the content folder or a
    /// folder containing it, and a non-empty folder that Concord did not make.
    public static func checkOutput(_ output: String, content: String, fileSystem: any FileSystem,
                                   currentDirectory: String, problems: inout [Diagnostic]) {
        func absolute(_ path: String) -> String {
            Path.normalize(path.hasPrefix("/") ? path : Path.join(currentDirectory, path))
        }
        let out = absolute(output)
        let contentPath = absolute(content)
        let home = ProcessInfo.processInfo.environment["HOME"].map(absolute)
        if out == "/" || out == home || out == absolute(currentDirectory) && output != "_site" {
            problems.append(.error("output.unsafe", "found the output folder '\(output)' (\(out)), expected a dedicated folder such as _site; refusing to replace it"))
            return
        }
        if contentPath == out || contentPath.hasPrefix(out + "/") {
            problems.append(.error("output.unsafe", "found the output folder '\(output)', which contains the content folder '\(content)'; expected a separate folder such as _site"))
            return
        }
        if fileSystem.isDirectory(output), !fileSystem.exists(Path.join(output, markerName)),
           let entries = try? fileSystem.list(output), !entries.isEmpty {
            problems.append(.error("output.foreign", "found a non-empty folder '\(output)' that Concord did not create, expected an empty folder or a previous Concord site",
                                   notes: ["delete it yourself or choose another --output; Concord never deletes folders it did not make"]))
        }
    }

    /// Whether process `pid` is a `concord` still running (on Linux by its name in /proc; elsewhere, any process).
    static func isRunningBuild(_ pid: Int32) -> Bool {
        guard pid > 0, kill(pid, 0) == 0 || errno == EPERM else { return false }
        guard let comm = try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8) else { return !FileManager.default.fileExists(atPath: "/proc/self") }
        return comm.trimmingCharacters(in: .whitespacesAndNewlines) == "concord"
    }

    /// Clears temporary folders left by killed builds, and restores the previous site if a build died mid-swap.
    public func recover() throws {
        let entries = (try? fileSystem.list(parent)) ?? []
        let olds = entries.filter { $0.hasPrefix(oldPrefix) }.sorted()
        if !fileSystem.exists(output), let newest = olds.last {
            try fileSystem.move(Path.join(parent, newest), to: output)
        }
        for entry in entries where entry.hasPrefix(stagingPrefix) || entry.hasPrefix(oldPrefix) {
            // Another build still running (a `serve` rebuild beside a `build`, say) keeps its own folders: a
            // build stages from its start, and its folder is named by its process id.
            let token = entry.hasPrefix(stagingPrefix) ? entry.dropFirst(stagingPrefix.count) : entry.dropFirst(oldPrefix.count)
            if let pid = Int32(token), pid != getpid(), Self.isRunningBuild(pid) { continue }
            let path = Path.join(parent, entry)
            if fileSystem.exists(path) { try fileSystem.remove(path) }
        }
    }

    /// Writes `files` (site-relative path → contents) and swaps them in for the output folder.
    /// With `companions`, each file's copies are made and written beside it (see `Companions`).
    public func write(_ files: [(path: String, data: Data)], token: String = String(getpid()), companions: (any Companions)? = nil) throws {
        let staging = try begin(token: token, companions: companions)
        do {
            try staging.add(files)
            try staging.commit()
        } catch {
            staging.abandon()
            throw error
        }
    }

    /// Starts writing a site: files then go to a temporary folder, batch by batch (`Staging.add`), and replace
    /// the output folder at `Staging.commit`. `build` writes pages as they are rendered, so it never holds them all.
    /// `stagingTopFolders` says whether the site's top folders get temporary names (see `Staging`); nil asks the
    /// file system (`DiskFileSystem.spreadsFolders`).
    public func begin(token: String = String(getpid()), companions: (any Companions)? = nil, stagingTopFolders: Bool? = nil) throws -> Staging {
        try recover()
        let path = Path.join(parent, stagingPrefix + token)
        if fileSystem.exists(path) { try fileSystem.remove(path) }
        try fileSystem.createDirectory(path)
        let spreads = stagingTopFolders ?? (fileSystem as? DiskFileSystem)?.spreadsFolders(in: path) ?? false
        do {
            let copies = companions.map { "copies: \($0.signature)\n" } ?? ""
            // The old site's copies of a file it has byte for byte are that file's copies, when made alike.
            let oldMarker = (try? fileSystem.read(Path.join(output, Self.markerName))).map { String(decoding: $0, as: UTF8.self) }
            let reuseOldCopies = !copies.isEmpty && oldMarker?.contains(copies) == true
            try fileSystem.writeString("Concord output folder: replaced on every build.\n" + copies, to: Path.join(path, Self.markerName))
            return Staging(writer: self, path: path, companions: companions, reuseOldCopies: reuseOldCopies, stagesTopFolders: spreads)
        } catch {
            try? fileSystem.remove(path)
            throw error
        }
    }

    /// A site being written into its temporary folder. Not for use from several threads at once; `add` itself
    /// writes on every core.
    ///
    /// Where the file system spreads folders, the site's top folders (`en`, `search`…) are made under temporary
    /// names and renamed at `commit`. ext4 places each by its name's hash, so under their own names they would land
    /// every build in the groups the last build's folders were just deleted from, and ext4 without a journal steps
    /// over every inode deleted in the last seconds (35 while its block is unwritten), one by one, before it makes
    /// a file: 2,240 files made three seconds after deleting as many took 0.65–1.98 s beside their parent, mostly
    /// under 0.26 s in fresh groups.
    public final class Staging: @unchecked Sendable {
        let writer: SiteWriter
        let path: String
        let companions: (any Companions)?
        let reuseOldCopies: Bool
        let stagesTopFolders: Bool
        /// Temporary name of each top folder made so far (`.concord-<salt>-<n>`), a salt of its own per build.
        private var stagedNames: [String: String] = [:]
        private let salt = String(UInt32.random(in: .min ... .max), radix: 36)
        /// Folders made so far, and whether each is a real folder of the old site all the way down (see `add`).
        private var made: Set<String> = []
        private var fromOldSite: [String: Bool] = [:]
        /// Files written so far (not counting copies).
        public private(set) var count = 0

        init(writer: SiteWriter, path: String, companions: (any Companions)?, reuseOldCopies: Bool, stagesTopFolders: Bool = false) {
            self.writer = writer
            self.path = path
            self.companions = companions
            self.reuseOldCopies = reuseOldCopies
            self.stagesTopFolders = stagesTopFolders
        }

        /// Where the site's `path` is written in the temporary folder: under its top folder's temporary name.
        private func staged(_ path: String) -> String {
            guard stagesTopFolders, let slash = path.firstIndex(of: "/") else { return path }
            let top = String(path[..<slash])
            if stagedNames[top] == nil { stagedNames[top] = ".concord-\(salt)-\(stagedNames.count)" }
            return stagedNames[top]! + path[slash...]
        }

        /// Writes `files` (site-relative path → contents) into the temporary folder, with their copies.
        public func add(_ files: [(path: String, data: Data)]) throws {
            let fileSystem = writer.fileSystem, output = writer.output, companions = self.companions
            var byFolder: [String: [(path: String, data: Data, site: String)]] = [:]
            for (path, data) in files {
                let normalized = Path.normalize(path)
                // A page path can never climb out of the site.
                guard !normalized.hasPrefix("..") && !normalized.hasPrefix("/") else {
                    throw FileIOError(path, "refusing to write outside the output folder")
                }
                let target = Path.join(self.path, staged(normalized))
                byFolder[Path.parent(target), default: []].append((target, data, normalized))
            }
            // Folders first, then their files, folders side by side on every core: creating thousands of files
            // is mostly kernel time, and the kernel creates files of one folder one at a time anyway.
            for folder in byFolder.keys.sorted() where !made.contains(folder) {
                if !fileSystem.isDirectory(folder) { try fileSystem.createDirectory(folder) }
                made.insert(folder)
            }
            // A file the site already has, byte for byte, is linked from it rather than written again (see
            // `DiskFileSystem.linkIfIdentical`): a rebuild mostly rewrites what it wrote last time. Only from
            // folders of the old site that are real folders all the way down, never through a symbolic link.
            let disk = fileSystem as? DiskFileSystem
            if disk != nil {
                for (folder, files) in byFolder where fromOldSite[folder] == nil {
                    var path = output, real = fileSystem.isDirectory(output)
                    for part in Path.parent(files[0].site).split(separator: "/") where part != "." && real {
                        path = Path.join(path, String(part))
                        if !fileSystem.isDirectory(path) { real = false }
                    }
                    fromOldSite[folder] = real
                }
            }
            // Largest folders first, in batches: with compressed copies made as files are written, the work is
            // mostly compression, and a folder of thousands of index files would otherwise keep one core busy
            // after the others are done.
            let batch = companions == nil ? Int.max : 32
            let groups = byFolder.values.sorted { $0.count > $1.count }.flatMap { files in
                stride(from: 0, to: files.count, by: min(batch, files.count)).map { Array(files[$0..<min(files.count, $0 + batch)]) }
            }
            let oldFolders = fromOldSite, reuseOldCopies = self.reuseOldCopies
            let failures = groups.concurrentMap { group -> FileIOError? in
                for target in group {
                    let suffixes = companions?.suffixes(of: target.site) ?? []
                    let old = Path.join(output, target.site)
                    let fromOld = disk != nil && oldFolders[Path.parent(target.path)] == true
                    var linked = false
                    if let disk, fromOld, disk.linkIfIdentical(old, holds: target.data, as: target.path) {
                        if suffixes.isEmpty { continue }
                        linked = true
                        var done = 0
                        if reuseOldCopies { for suffix in suffixes where disk.hardLink(old + suffix, as: target.path + suffix) { done += 1 } }
                        if done == suffixes.count { companions?.reusedFromOldSite(target.site, target.data); continue }
                        // Never write through a link into the old site: a half-linked set is unlinked first.
                        for suffix in suffixes where fileSystem.exists(target.path + suffix) { try? fileSystem.remove(target.path + suffix) }
                    }
                    do {
                        if !linked { try fileSystem.write(target.data, to: target.path) }
                        guard let companions, !suffixes.isEmpty else { continue }
                        for (suffix, copy) in zip(suffixes, companions.make(target.site, target.data)) {
                            guard let copy else { continue }
                            if let disk, fromOld, disk.linkIfIdentical(old + suffix, holds: copy, as: target.path + suffix) { continue }
                            try fileSystem.write(copy, to: target.path + suffix)
                        }
                    } catch {
                        return error as? FileIOError ?? FileIOError(target.path, "cannot write file: \(error)")
                    }
                }
                return nil
            }
            if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
            count += files.count
        }

        /// Replaces the output folder with everything added.
        public func commit() throws {
            let fileSystem = writer.fileSystem, output = writer.output
            do {
                for (top, name) in stagedNames.sorted(by: { $0.key < $1.key }) {
                    try fileSystem.move(Path.join(path, name), to: Path.join(path, top))
                }
                stagedNames = [:]
                try writer.fsyncTree(path)
                // On disk the two folders trade places atomically: a build killed at any moment leaves either the
                // old site or the new one, never none; the staging name then holds the old site, removed below or
                // by the next build's recover().
                if let disk = fileSystem as? DiskFileSystem, fileSystem.isDirectory(output), disk.exchange(path, output) {
                    writer.removeOldSite(path)
                    return
                }
                let old = Path.join(writer.parent, writer.oldPrefix + String(Path.fileName(path).dropFirst(writer.stagingPrefix.count)))
                if fileSystem.exists(output) {
                    try fileSystem.move(output, to: old)
                }
                try fileSystem.move(path, to: output)
                if fileSystem.exists(old) { try fileSystem.remove(old) }
            } catch {
                abandon()
                throw error
            }
        }

        /// Removes everything added: the output folder stays as it was.
        public func abandon() {
            try? writer.fileSystem.remove(path)
        }
    }

    /// Removes the replaced site, its top folders' entries on every core (thousands of files), then the rest.
    /// Best effort: whatever is left is cleared by the next build's `recover()`.
    func removeOldSite(_ root: String) {
        let fileSystem = self.fileSystem
        let top = ((try? fileSystem.list(root)) ?? []).map { Path.join(root, $0) }
        let entries = top.filter(fileSystem.isDirectory).flatMap { folder in ((try? fileSystem.list(folder)) ?? []).map { Path.join(folder, $0) } }
        _ = entries.concurrentMap { try? fileSystem.remove($0) }
        try? fileSystem.remove(root)
    }

    /// Flushes the staged files to disk before the swap, so a power loss can't swap in empty files.
    func fsyncTree(_ root: String) throws {
        guard durable, fileSystem is DiskFileSystem else { return }
        sync()
    }
}
