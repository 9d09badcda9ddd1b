import FileIO
import Foundation
import Support

/// Build products kept between builds in `.concord-cache/` (git-ignored; `concord build --no-cache` bypasses
/// it), content-addressed: an entry's name is a hash of everything it was made from, so an entry never goes
/// stale and a build that uses the cache writes the same site, byte for byte, as one that does not.
///
/// Layout: `<directory>/<kind>/<first two hex digits>/<key><suffix>`, written to a temporary name and moved
/// into place, so a build killed mid-write leaves no half entry. `CACHEDIR.TAG` marks the folder for backup
/// tools. After a successful build, `prune` drops the entries that build did not use: the cache holds what the
/// latest build needed and no more.
///
/// Kinds: `compressed` (`.gz` and `.br` copies of text files, keyed by the file's bytes); products of the
/// stages (`ProductCache`), keyed by their inputs and the identity of Concord's own code (`codeIdentity`):
/// `documents` (a content file parsed), `talks` (a talk's alignment), `paragraphs` (a talk's paragraphs analysed
/// for cross-references), `terms` (a page's glossary-term placeholders), `analysis` (a run of search records
/// analysed), `index` (a language's index files), `packed` (a packed index or captions file).
public final class BuildCache: ProductCache, @unchecked Sendable {
    public let directory: String
    let fileSystem: any FileSystem
    private let lock = NSLock()
    private var used: Set<String> = []
    /// Kinds this build asked for or stored: `prune` leaves the others (a build without `--compress` keeps the
    /// compressed copies for the next one with it).
    private var kinds: Set<String> = []

    /// Bump when any product's bytes would change for the same inputs (a new compressor setting, a new format).
    static let version = "10"

    public init(directory: String, fileSystem: any FileSystem) {
        self.directory = directory
        self.fileSystem = fileSystem
    }

    /// The executable's size and modification time: products of the stages depend on Concord's code, and a
    /// rebuilt Concord must not reuse an older one's. Empty when unknown (then `version` alone separates them).
    static let codeIdentity: String = {
        let fm = FileManager.default
        let path = (try? fm.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments.first ?? ""
        guard let attributes = try? fm.attributesOfItem(atPath: path) else { return "" }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size)-\(modified.bitPattern)"
    }()

    private static let productSuffix = "-" + ContentHash.hex(Array((codeIdentity + "v" + version).utf8), length: 8)

    public func product(_ kind: String, key: String) -> Data? {
        read(kind, key: key + Self.productSuffix, suffixes: [""])?.first
    }

    public func store(_ kind: String, key: String, _ data: Data) {
        write(kind, key: key + Self.productSuffix, products: [("", data)])
    }

    public func keep(_ kind: String, key: String) {
        keep(kind, key: key + Self.productSuffix, suffixes: [""])
    }

    /// The key of a product made from `data` alone: its 64-bit FNV-1a hash, its length, and the cache version.
    static func key(_ data: Data) -> String {
        ContentHash.hex(data, length: 16) + String(data.count, radix: 16) + "v" + version
    }

    private func path(_ kind: String, _ key: String, _ suffix: String) -> String {
        Path.join(Path.join(Path.join(directory, kind), String(key.prefix(2))), key + suffix)
    }

    /// Every named product of `key`, or nil (a miss) when any is absent.
    func read(_ kind: String, key: String, suffixes: [String]) -> [Data]? {
        lock.withLock { _ = kinds.insert(kind) }
        var found: [Data] = []
        for suffix in suffixes {
            guard let data = try? fileSystem.read(path(kind, key, suffix)) else { return nil }
            found.append(data)
        }
        lock.withLock { for suffix in suffixes { used.insert(path(kind, key, suffix)) } }
        return found
    }

    /// Keeps the products of `key`, if stored, through the next `prune` (a build that had them from elsewhere).
    func keep(_ kind: String, key: String, suffixes: [String]) {
        let paths = suffixes.map { path(kind, key, $0) }.filter(fileSystem.exists)
        lock.withLock {
            kinds.insert(kind)
            for p in paths { used.insert(p) }
        }
    }

    /// Stores products of `key`, best effort: a cache that cannot be written only makes the next build slower.
    func write(_ kind: String, key: String, products: [(suffix: String, data: Data)]) {
        lock.withLock { _ = kinds.insert(kind) }
        for (suffix, data) in products {
            let final = path(kind, key, suffix), temporary = final + ".tmp-\(UUID().uuidString.prefix(8))"
            do {
                try fileSystem.write(data, to: temporary)
                try fileSystem.move(temporary, to: final)
                lock.withLock { _ = used.insert(final) }
            } catch {
                try? fileSystem.remove(temporary)
            }
        }
    }

    /// Removes the entries this build did not use, of the kinds it used, and marks the folder as a cache.
    public func prune() {
        guard fileSystem.isDirectory(directory) else { return }
        let kinds = lock.withLock { self.kinds }
        try? fileSystem.writeString("Signature: 8a477f597d28d172789f06886806bc55\n# A cache of Concord's build products: safe to delete.\n",
                                    to: Path.join(directory, "CACHEDIR.TAG"))
        let keep = lock.withLock { used }
        for kind in (try? fileSystem.list(directory)) ?? [] where kinds.contains(kind) && fileSystem.isDirectory(Path.join(directory, kind)) {
            for shard in (try? fileSystem.list(Path.join(directory, kind))) ?? [] {
                let folder = Path.join(Path.join(directory, kind), shard)
                let entries = (try? fileSystem.list(folder)) ?? []
                var left = entries.count
                for entry in entries where !keep.contains(Path.join(folder, entry)) {
                    if (try? fileSystem.remove(Path.join(folder, entry))) != nil { left -= 1 }
                }
                if left == 0 { try? fileSystem.remove(folder) }
            }
        }
    }
}
