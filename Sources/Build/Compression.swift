import Foundation

/// Pre-compressed copies of text files, made in parallel.
enum Compression {
    static let textExtensions: Set<String> = ["html", "css", "js", "json", "xml", "svg", "txt", "webmanifest"]
    /// Smaller files gain nothing once headers are counted.
    static let minimumSize = 256

    static func precompress(_ files: [String: Data]) -> [(String, Data)] {
        let candidates = files.keys.sorted().filter { path in
            guard let ext = path.split(separator: ".").last.map(String.init), textExtensions.contains(ext) else { return false }
            return files[path]!.count >= minimumSize
        }
        let results = UnsafeResults(count: candidates.count * 2)
        DispatchQueue.concurrentPerform(iterations: candidates.count) { index in
            let data = files[candidates[index]]!
            results.set(index * 2, Zlib.gzip(data))
            results.set(index * 2 + 1, BrotliCompressor.compress(data))
        }
        var output: [(String, Data)] = []
        for (index, path) in candidates.enumerated() {
            if let gz = results.get(index * 2) { output.append((path + ".gz", gz)) }
            if let br = results.get(index * 2 + 1) { output.append((path + ".br", br)) }
        }
        return output
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
