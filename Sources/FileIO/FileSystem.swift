import Foundation

/// What a file-system entry is.
public enum FileKind: Sendable, Equatable {
    case file, directory
    /// A symbolic link, not followed: content may not reach outside its folder through one.
    case symlink(target: String)
}

/// File access for every stage, injected so most tests run on an in-memory tree and never touch the disk.
///
/// Paths are plain strings joined with `/`. Implementations never follow symbolic links when listing.
public protocol FileSystem: Sendable {
    func kind(of path: String) -> FileKind?
    /// Names (not paths) of the entries in a directory, sorted, so every run sees the same order.
    func list(_ directory: String) throws -> [String]
    func read(_ path: String) throws -> Data
    func write(_ data: Data, to path: String) throws
    func createDirectory(_ path: String) throws
    func remove(_ path: String) throws
    func move(_ source: String, to destination: String) throws
}

public struct FileIOError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var reason: String
    public init(_ path: String, _ reason: String) {
        self.path = path
        self.reason = reason
    }
    public var description: String { "\(path): \(reason)" }
}

extension FileSystem {
    public func exists(_ path: String) -> Bool { kind(of: path) != nil }
    public func isDirectory(_ path: String) -> Bool { kind(of: path) == .directory }

    public func writeString(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    /// Every file below `directory`, as paths relative to it, sorted; symbolic links are reported, not followed.
    public func walk(_ directory: String) throws -> [(path: String, kind: FileKind)] {
        var result: [(String, FileKind)] = []
        func visit(_ relative: String) throws {
            let full = relative.isEmpty ? directory : Path.join(directory, relative)
            for name in try list(full) {
                let child = relative.isEmpty ? name : relative + "/" + name
                guard let kind = kind(of: Path.join(directory, child)) else { continue }
                if kind == .directory {
                    try visit(child)
                } else {
                    result.append((child, kind))
                }
            }
        }
        try visit("")
        return result
    }
}

/// Small path helpers on `/`-separated strings.
public enum Path {
    public static func join(_ a: String, _ b: String) -> String {
        if a.isEmpty { return b }
        if b.isEmpty { return a }
        return a.hasSuffix("/") ? a + b : a + "/" + b
    }

    public static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The path without its last component, as `NSString.deletingLastPathComponent` has it (`a/b/` → `a`, `b` → ``,
    /// `/a` → `/`), which on Linux crashes on a one-character path (`f`: a content file `f.md` stopped the build).
    public static func deletingLastComponent(_ path: String) -> String {
        var p = Substring(path)
        while p.count > 1, p.hasSuffix("/") { p = p.dropLast() }
        guard let slash = p.lastIndex(of: "/") else { return "" }
        if slash == p.startIndex { return "/" }
        var parent = p[..<slash]
        while parent.count > 1, parent.hasSuffix("/") { parent = parent.dropLast() }
        return String(parent)
    }

    /// The parts of a path between slashes, none empty, cut at its `/` bytes: splitting a path's characters
    /// (grapheme breaking) was most of the link resolver's route table on a site in sixteen languages. A slash
    /// that a combining mark follows is cut like any other, as Foundation's path functions cut it.
    public static func components(_ path: Substring) -> [Substring] {
        path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
    }

    public static func components(_ path: String) -> [Substring] { components(Substring(path)) }

    public static func fileName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    public static func fileExtension(_ path: String) -> String {
        let name = fileName(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...]).lowercased()
    }

    /// Collapses `.` and `..` and duplicate slashes without touching the disk.
    public static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part == "..", absolute {
                continue
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// A relative URL path from the page at `from` to `to` (both site-relative, `/`-separated).
    public static func relative(from: String, to: String) -> String {
        // ASCII paths (nearly every link of every page) on bytes: components compare byte for byte.
        asciiRelative(from: from, to: to) ?? characterRelative(from: from, to: to)
    }

    /// `relative(from:to:)` for any paths, comparing components as `String`s do.
    static func characterRelative(from: String, to: String) -> String {
        let fromDir = from.split(separator: "/").dropLast()
        let target = to.split(separator: "/", omittingEmptySubsequences: true)
        var common = 0
        while common < fromDir.count, common < target.count - 1, fromDir[fromDir.startIndex + common] == target[common] {
            common += 1
        }
        let ups = Array(repeating: "..", count: fromDir.count - common)
        let rest = target[common...].map(String.init)
        let result = (ups + rest).joined(separator: "/")
        return result.isEmpty ? "./" : result
    }

    /// `relative(from:to:)` for ASCII paths, on their bytes; nil when either path is not ASCII.
    static func asciiRelative(from: String, to: String) -> String? {
        var from = from, to = to
        return from.withUTF8 { f -> String? in
            to.withUTF8 { t -> String? in
                guard f.allSatisfy({ $0 < 0x80 }), t.allSatisfy({ $0 < 0x80 }) else { return nil }
                func components(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
                    var out: [Range<Int>] = [], start = 0
                    for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "/") {
                        if i > start { out.append(start..<i) }
                        start = i + 1
                    }
                    if bytes.count > start { out.append(start..<bytes.count) }
                    return out
                }
                let fromDir = components(f).dropLast(), target = components(t)
                var common = 0
                while common < fromDir.count, common < target.count - 1,
                      f[fromDir[fromDir.startIndex + common]].elementsEqual(t[target[common]]) {
                    common += 1
                }
                var out: [UInt8] = []
                out.reserveCapacity(3 * (fromDir.count - common) + t.count)
                for _ in 0..<(fromDir.count - common) {
                    if !out.isEmpty { out.append(UInt8(ascii: "/")) }
                    out.append(UInt8(ascii: ".")); out.append(UInt8(ascii: "."))
                }
                for range in target[common...] {
                    if !out.isEmpty { out.append(UInt8(ascii: "/")) }
                    out.append(contentsOf: t[range])
                }
                return out.isEmpty ? "./" : String(decoding: out, as: UTF8.self)
            }
        }
    }
}
