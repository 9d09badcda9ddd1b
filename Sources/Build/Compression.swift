import Diagnostics
import Foundation
import Support

/// Pre-compressed copies of text files (`.gz`, and `.br`), made in parallel, for hosts that serve them
/// (nginx `gzip_static`/`brotli_static`, Caddy `precompressed`, and others).
public enum Compression {
    static let textExtensions: Set<String> = ["html", "css", "js", "mjs", "json", "xml", "svg", "txt", "webmanifest", "map"]

    /// The copies' suffixes, in the order `copies` returns them: gzip, then Brotli.
    static let copySuffixes = [".gz", ".br"]

    /// True for a compressed copy (`page.html.gz`), which hosts pick by header and readers never ask for.
    static func isCopy(_ path: String) -> Bool { copySuffixes.contains { path.hasSuffix($0) } }

    /// Text files get pre-compressed copies (and `Vary: Accept-Encoding` from `concord serve`).
    public static func isText(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[path.index(after: dot)...].contains("/") else { return false }
        return textExtensions.contains(path[path.index(after: dot)...].lowercased())
    }

    /// Every text file gets both copies, however small, so a host configured to look for them always finds them.
    /// With a cache (kept by `serve` between rebuilds) unchanged files reuse their copies; returns the copies and
    /// how many were reused.
    /// `store`, when given, keeps the copies between builds (see `BuildCache`), keyed by the file's bytes.
    static func precompress(_ files: [String: Data], cache: CompressionCache? = nil, store: BuildCache? = nil,
                            progress: (@Sendable (Int, Int) -> Void)? = nil) -> (copies: [(String, Data)], reused: Int) {
        let candidates = files.keys.sorted().filter(isText)
        let counter = progress.map { ProgressCounter(total: candidates.count, report: $0) }
        let results = candidates.concurrentMap { path -> (gz: Data?, br: Data?, reused: Bool) in
            defer { counter?.advance() }
            return copies(of: path, files[path]!, cache: cache, store: store)
        }
        var output: [(String, Data)] = []
        for (path, result) in zip(candidates, results) {
            if let gz = result.gz { output.append((path + ".gz", gz)) }
            if let br = result.br { output.append((path + ".br", br)) }
        }
        return (output, results.filter(\.reused).count)
    }
}

extension Compression {
    /// The copies of one text file: from `cache` (by path) or `store` (by bytes) when they hold them, else made
    /// (and kept in both); and whether they were reused.
    static func copies(of path: String, _ data: Data, cache: CompressionCache?, store: BuildCache?) -> (gz: Data?, br: Data?, reused: Bool) {
        if let hit = cache?.lookup(path, data) { return (hit.gz, hit.br, true) }
        let key = store == nil ? nil : BuildCache.key(data)
        if let key, let stored = store?.read("compressed", key: key, suffixes: copySuffixes) {
            cache?.store(path, data, gz: stored[0], br: stored[1])
            return (stored[0], stored[1], true)
        }
        // A packed script's copies (search index files, captions) are of its plain form (`PackedPayload.plainScript`).
        let plain = path.hasSuffix(".js") ? PackedPayload.plainScript(Array(data)) : nil
        let source = plain.map { Data($0) } ?? data
        let gz: Data? = Deflate.gzip(source)
        let br = BrotliCompressor.compress(source)
        cache?.store(path, data, gz: gz, br: br)
        if let key, let gz, let br { store?.write("compressed", key: key, products: [(".gz", gz), (".br", br)]) }
        return (gz, br, false)
    }

    /// How the site writer makes the copies as it writes each file (`build`), instead of holding every copy of
    /// the site in memory first. Counts the copies made and reused.
    final class Companions: SiteWriter.Companions, @unchecked Sendable {
        let store: BuildCache?
        private let lock = NSLock()
        private(set) var made = 0, reused = 0

        init(store: BuildCache?) { self.store = store }

        /// Compressor settings: copies in an old site written with others are not reused.
        var signature: String { "libdeflate gzip \(Deflate.level), brotli \(BrotliCompressor.quality), v\(BuildCache.version)" }

        func suffixes(of path: String) -> [String] { Compression.isText(path) ? Compression.copySuffixes : [] }

        func make(_ path: String, _ data: Data) -> [Data?] {
            let result = Compression.copies(of: path, data, cache: nil, store: store)
            lock.withLock { if result.reused { reused += 1 } else { made += 1 } }
            return [result.gz, result.br]
        }

        func reusedFromOldSite(_ path: String, _ data: Data) {
            // The cache keeps its entry too, for a build whose old site is gone.
            store?.keep("compressed", key: BuildCache.key(data), suffixes: Compression.copySuffixes)
            lock.withLock { reused += 1 }
        }
    }
}

/// Compressed copies by path, kept while the contents stay the same.
public final class CompressionCache: @unchecked Sendable {
    private var entries: [String: (data: Data, gz: Data?, br: Data?)] = [:]
    private let lock = NSLock()
    public init() {}

    func lookup(_ path: String, _ data: Data) -> (gz: Data?, br: Data?)? {
        lock.withLock {
            guard let entry = entries[path], entry.data == data else { return nil }
            return (entry.gz, entry.br)
        }
    }

    func store(_ path: String, _ data: Data, gz: Data?, br: Data?) {
        lock.withLock { entries[path] = (data, gz, br) }
    }
}
