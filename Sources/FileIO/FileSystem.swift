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

    /// `relative(from:to:)` for ASCII paths, on their bytes; nil when either path is not ASCII. Called for every link
    /// of every page (a site in 39 languages makes millions of them), so it walks the bytes in place: no list of
    /// components, and the result written straight into its string.
    static func asciiRelative(from: String, to: String) -> String? {
        var from = from, to = to
        return from.withUTF8 { f -> String? in
            to.withUTF8 { t -> String? in
                guard f.allSatisfy({ $0 < 0x80 }), t.allSatisfy({ $0 < 0x80 }) else { return nil }
                let slash = UInt8(ascii: "/")
                /// The component starting at or after `i` (slashes skipped), as a range of `b`; nil past the last.
                func component(_ b: UnsafeBufferPointer<UInt8>, from i: Int) -> Range<Int>? {
                    var start = i
                    while start < b.count, b[start] == slash { start += 1 }
                    guard start < b.count else { return nil }
                    var end = start
                    while end < b.count, b[end] != slash { end += 1 }
                    return start..<end
                }
                func count(_ b: UnsafeBufferPointer<UInt8>) -> Int {
                    var n = 0, i = 0
                    while let c = component(b, from: i) { n += 1; i = c.upperBound }
                    return n
                }
                // The folder of `from` is its components but the last; the target's last component is never common.
                let fromDir = max(0, count(f) - 1), targetCount = count(t)
                var common = 0, fi = 0, ti = 0
                while common < fromDir, common < targetCount - 1,
                      let a = component(f, from: fi), let b = component(t, from: ti),
                      a.count == b.count, memcmp(f.baseAddress! + a.lowerBound, t.baseAddress! + b.lowerBound, a.count) == 0 {
                    common += 1; fi = a.upperBound; ti = b.upperBound
                }
                let ups = fromDir - common
                if ups == 0, component(t, from: ti) == nil { return "./" }
                return String(unsafeUninitializedCapacity: 3 * ups + t.count) { out in
                    var n = 0
                    func put(_ byte: UInt8) { out[n] = byte; n += 1 }
                    for _ in 0..<ups {
                        if n > 0 { put(slash) }
                        put(UInt8(ascii: ".")); put(UInt8(ascii: "."))
                    }
                    while let c = component(t, from: ti) {
                        if n > 0 { put(slash) }
                        for i in c { put(t[i]) }
                        ti = c.upperBound
                    }
                    return n
                }
            }
        }
    }
}
