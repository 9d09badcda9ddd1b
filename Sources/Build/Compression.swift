import Foundation

/// Pre-compressed copies of text files (`.gz`, and `.br`), made in parallel, for hosts that serve them
/// (nginx `gzip_static`/`brotli_static`, Caddy `precompressed`, and others).
enum Compression {
    static let textExtensions: Set<String> = ["html", "css", "js", "mjs", "json", "xml", "svg", "txt", "webmanifest", "map"]

    static func isText(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[path.index(after: dot)...].contains("/") else { return false }
        return textExtensions.contains(path[path.index(after: dot)...].lowercased())
    }

    /// Every text file gets both copies, however small, so a host configured to look for them always finds them.
    /// With a cache (kept by `serve` between rebuilds) unchanged files reuse their copies; returns the copies and
    /// how many were reused.
    static func precompress(_ files: [String: Data], cache: CompressionCache? = nil) -> (copies: [(String, Data)], reused: Int) {
        let candidates = files.keys.sorted().filter(isText)
        let results = UnsafeResults(count: candidates.count * 2)
        let reused = UnsafeResults(count: candidates.count)
        DispatchQueue.concurrentPerform(iterations: candidates.count) { index in
            let path = candidates[index]
            let data = files[path]!
            if let hit = cache?.lookup(path, data) {
                results.set(index * 2, hit.gz)
                results.set(index * 2 + 1, hit.br)
                reused.set(index, Data())
                return
            }
            let gz = Zlib.gzip(data), br = BrotliCompressor.compress(data)
            results.set(index * 2, gz)
            results.set(index * 2 + 1, br)
            cache?.store(path, data, gz: gz, br: br)
        }
        var output: [(String, Data)] = []
        for (index, path) in candidates.enumerated() {
            if let gz = results.get(index * 2) { output.append((path + ".gz", gz)) }
            if let br = results.get(index * 2 + 1) { output.append((path + ".br", br)) }
        }
        return (output, (0..<candidates.count).filter { reused.get($0) != nil }.count)
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

/// Slots written by parallel workers, each slot by exactly one worker.
private final class UnsafeResults: @unchecked Sendable {
    private var slots: [Data?]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: Data?) { lock.withLock { slots[index] = value } }
    func get(_ index: Int) -> Data? { lock.withLock { slots[index] } }
}
