import Build
import Diagnostics
import FileIO
import Foundation
#if canImport(Glibc)
import Glibc

/// Watches folders and their subfolders with inotify and reports changed files in batches: after a change,
/// it waits until `quiet` seconds pass with no further change, so an editor's save (or a `git checkout`)
/// gives one rebuild. Editor scratch files (dotfiles, `~` backups, Vim's `4913`, `.swp`) are ignored.
public final class FileWatcher: @unchecked Sendable {
    private let fd: Int32
    private var folders: [Int32: String] = [:]
    private var pending = Set<String>()
    private var timer: DispatchWorkItem?
    private let queue = DispatchQueue(label: "concord.watcher")
    private var source: DispatchSourceRead?
    private let quiet: Double
    private let onChange: @Sendable ([String]) -> Void

    static let mask = UInt32(IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF | IN_MOVE_SELF)

    /// Starts watching `roots` (missing ones are skipped); `onChange` gets the changed paths, on a private queue.
    public init(roots: [String], quiet: Double = 0.15, onChange: @escaping @Sendable ([String]) -> Void) throws {
        fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { throw FileWatcherError(message: "inotify_init1: \(String(cString: strerror(errno)))") }
        self.quiet = quiet
        self.onChange = onChange
        try queue.sync {
            for root in roots where FileWatcher.isDirectory(root) { try addTree(root) }
        }
        let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: queue)
        source.setEventHandler { [unowned self] in self.drain() }
        source.setCancelHandler { [fd] in close(fd) }
        self.source = source
        source.resume()
    }

    /// Stops watching and closes the inotify descriptor.
    public func stop() {
        queue.sync {
            timer?.cancel()
            source?.cancel()
            source = nil
        }
    }

    /// How many folders are watched.
    public var folderCount: Int { queue.sync { folders.count } }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Adds a watch on `folder` and every folder below it (not following symbolic links).
    private func addTree(_ folder: String) throws {
        let wd = inotify_add_watch(fd, folder, Self.mask | UInt32(IN_ONLYDIR | IN_DONT_FOLLOW))
        guard wd >= 0 else {
            if errno == ENOSPC {
                throw FileWatcherError(message: "cannot watch \(folder): the inotify watch limit is reached (raise fs.inotify.max_user_watches)")
            }
            return  // vanished or unreadable: nothing to watch
        }
        folders[wd] = folder
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let path = folder + "/" + entry
            var info = stat()
            if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { try addTree(path) }
        }
    }

    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let (wd, mask, length) = buffer.withUnsafeBytes { raw -> (Int32, UInt32, Int) in
                    (raw.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                     raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                     Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
                }
                let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                offset += header + length
                handle(wd: wd, mask: mask, name: name)
            }
        }
    }

    private func handle(wd: Int32, mask: UInt32, name: String) {
        if mask & UInt32(IN_IGNORED) != 0 { folders[wd] = nil; return }
        if mask & UInt32(IN_Q_OVERFLOW) != 0 { pending.insert("(many files)"); schedule(); return }
        guard let folder = folders[wd] else { return }
        if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
            pending.insert(folder)
            schedule()
            return
        }
        guard !Self.isScratch(name) else { return }
        let path = name.isEmpty ? folder : folder + "/" + name
        if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
            try? addTree(path)
        }
        pending.insert(path)
        schedule()
    }

    /// Files editors write while saving, which never hold content.
    public static func isScratch(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx") || name == "4913"
            || name.hasSuffix(".tmp")
    }

    private func schedule() {
        timer?.cancel()
        let item = DispatchWorkItem { [unowned self] in
            let changed = self.pending.sorted()
            self.pending.removeAll()
            if !changed.isEmpty { self.onChange(changed) }
        }
        timer = item
        queue.asyncAfter(deadline: .now() + quiet, execute: item)
    }
}

public struct FileWatcherError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
#endif
