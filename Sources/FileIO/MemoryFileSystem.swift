import Foundation

/// An in-memory file tree for tests: build a whole site from a path → content dictionary.
public final class MemoryFileSystem: FileSystem, @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: Data] = [:]
    private var directories: Set<String> = [""]
    private var symlinks: [String: String] = [:]

    public init(_ files: [String: String] = [:]) {
        for (path, text) in files { try? write(Data(text.utf8), to: path) }
    }

    private func key(_ path: String) -> String {
        let normalized = Path.normalize(path)
        return normalized == "." ? "" : normalized
    }

    /// Adds a symbolic link (never followed by the readers).
    public func addSymlink(_ path: String, target: String) {
        lock.withLock {
            symlinks[key(path)] = target
            addParents(key(path))
        }
    }

    /// Every file path and its contents, for assertions.
    public var allFiles: [String: Data] { lock.withLock { files } }

    public func kind(of path: String) -> FileKind? {
        lock.withLock {
            let k = key(path)
            if let target = symlinks[k] { return .symlink(target: target) }
            if files[k] != nil { return .file }
            if directories.contains(k) { return .directory }
            return nil
        }
    }

    public func list(_ directory: String) throws -> [String] {
        try lock.withLock {
            let k = key(directory)
            guard directories.contains(k) else { throw FileIOError(directory, "cannot list folder") }
            let prefix = k.isEmpty ? "" : k + "/"
            var names = Set<String>()
            for path in Array(files.keys) + Array(directories) + Array(symlinks.keys)
            where path.hasPrefix(prefix) && path != k {
                let rest = path.dropFirst(prefix.count)
                if let name = rest.split(separator: "/").first { names.insert(String(name)) }
            }
            return names.sorted()
        }
    }

    public func read(_ path: String) throws -> Data {
        try lock.withLock {
            guard let data = files[key(path)] else { throw FileIOError(path, "cannot read file") }
            return data
        }
    }

    public func write(_ data: Data, to path: String) throws {
        lock.withLock {
            let k = key(path)
            files[k] = data
            addParents(k)
        }
    }

    public func createDirectory(_ path: String) throws {
        lock.withLock {
            let k = key(path)
            directories.insert(k)
            addParents(k)
        }
    }

    public func remove(_ path: String) throws {
        lock.withLock {
            let k = key(path)
            let prefix = k + "/"
            files = files.filter { $0.key != k && !$0.key.hasPrefix(prefix) }
            directories = directories.filter { $0 != k && !$0.hasPrefix(prefix) }
            symlinks = symlinks.filter { $0.key != k && !$0.key.hasPrefix(prefix) }
        }
    }

    public func move(_ source: String, to destination: String) throws {
        try lock.withLock {
            let from = key(source), to = key(destination)
            guard files[from] != nil || directories.contains(from) else {
                throw FileIOError(source, "cannot rename: no such file")
            }
            func rebase(_ path: String) -> String? {
                if path == from { return to }
                if path.hasPrefix(from + "/") { return to + path.dropFirst(from.count) }
                return nil
            }
            var newFiles: [String: Data] = [:]
            for (path, data) in files { newFiles[rebase(path) ?? path] = data }
            files = newFiles
            directories = Set(directories.map { rebase($0) ?? $0 })
            addParents(to)
        }
    }

    private func addParents(_ path: String) {
        var parent = Path.parent(path)
        while !parent.isEmpty, parent != "/" {
            directories.insert(parent)
            parent = Path.parent(parent)
        }
    }
}
