import CStemmer
import Foundation

/// Snowball stemmer (libstemmer) with a cache.
///
/// libstemmer handles are not thread-safe, so one handle is guarded by a lock; the cache keeps the
/// lock hold short because a site's vocabulary is small compared with its word count.
public final class SnowballStemmer: @unchecked Sendable {
    /// The shared English stemmer.
    public static let english = SnowballStemmer(algorithm: "english")!
    /// One shared stemmer per algorithm the language table names.
    private static let shared: [String: SnowballStemmer] = {
        var map: [String: SnowballStemmer] = ["english": english]
        for info in Languages.all {
            if case .snowball(let name) = info.analyzer, map[name] == nil { map[name] = SnowballStemmer(algorithm: name) }
        }
        return map
    }()

    /// The shared stemmer for a Snowball algorithm name, or nil if libstemmer lacks it.
    public static func named(_ algorithm: String) -> SnowballStemmer? { shared[algorithm] }

    private let lock = NSLock()
    private let handle: OpaquePointer
    private var cache: [String: String] = [:]

    /// Creates a stemmer for a Snowball algorithm name (`"english"`, …); nil if libstemmer lacks it.
    public init?(algorithm: String) {
        guard let h = sb_stemmer_new(algorithm, nil) else { return nil }
        handle = h
    }

    deinit { sb_stemmer_delete(handle) }

    /// The stem of `word`, which must already be lower-cased (folded).
    public func stem(_ word: String) -> String {
        lock.lock(); defer { lock.unlock() }
        if let cached = cache[word] { return cached }
        let bytes = Array(word.utf8)
        let result: String = bytes.withUnsafeBufferPointer { buffer in
            guard let out = sb_stemmer_stem(handle, buffer.baseAddress, Int32(buffer.count)) else { return word }
            let length = Int(sb_stemmer_length(handle))
            return String(decoding: UnsafeBufferPointer(start: out, count: length), as: UTF8.self)
        }
        cache[word] = result
        return result
    }
}
