import Foundation
import Support
import TextAnalysis

/// A file of the search index: `path` relative to the site root, `data` its bytes.
public struct IndexFile: Sendable, Hashable {
    public var path: String
    /// The file's bytes, as the build writes them (no copy between the index and the site's files).
    public var data: Data

    public init(path: String, data: Data) {
        self.path = path
        self.data = data
    }
}

/// Builds the static search index (format: `SearchIndexFormat`) from the site's records.
///
/// One index per language; records of a page must be contiguous in the input order if the
/// grouping of results by page is to be exact (the writer keeps the first-seen page order).
public struct SearchIndexWriter: Sendable {
    /// Tuning knobs; the defaults suit sites from a few pages to a few thousand.
    public struct Options: Sendable {
        /// Folder of the index under the site root.
        public var directory = "search"
        /// A term shard is closed once its JSON passes this size. 24 KB rather than 12 KB: half as many files (the
        /// corpus library's Chinese index had 572 shards), which a host uploads and a file system creates one by one;
        /// a word's shard is then heavier to load (8 typed queries: 0.91 → 0.96 MB, against Pagefind's 2.28 MB).
        public var shardTargetBytes = 24_000
        /// A vocabulary chunk is closed once its entries pass this size. Only typo tolerance loads these chunks, and
        /// all of them at once (a word's lookup comes with its term shard, version 12): 32 KB rather than 8 KB, 9
        /// requests rather than 33 for the corpus library's English words.
        public var vocabularyChunkTargetBytes = 32_000
        /// Document chunks hold about this many bytes of JSON (see `DocumentChunkWriter`). Packed, larger chunks
        /// compress better: 12 KB rather than 6 KB made the corpus library's index 4.5 % smaller (18.9 → 18.1 MB)
        /// and its typed queries 6 % heavier (0.95 → 1.03 MB for 8 queries, in 10 % fewer requests); 24 KB rather
        /// than 12 KB, 3 % smaller again (18.1 → 17.5 MB) in half as many files (1,370 → 701), and typed queries 18 %
        /// heavier (0.77 → 0.90 MB). Every file is an inode to create: on a busy file system (ext4 without a journal
        /// skips inodes deleted in the last minutes, one by one) the corpus library's build spent 2.7 s of system
        /// time on 3,427 files, 1.85 s on 2,288.
        public var documentChunkTargetBytes = 24_000
        /// A surface's postings are cut by impact when the cut leaves at least this many records in the head (those
        /// at or above the cut's impact) and as many in the tail, so only surfaces with twice as many records are cut
        /// (`SearchIndexFormat.TermShard`): a one-word query ranks from the head
        /// when more than `MAX_CANDIDATES` (300, the engine) of its records outscore anything the tail could hold.
        public var postingsHeadRecords = 512
        /// Positions kept per term and record (for phrase and proximity scoring).
        public var maxPositions = 8
        /// Body text kept per record for excerpts, in characters.
        public var excerptSourceLength = 4_000
        /// Languages' directories go in the manifest when, packed, they come to at most this many bytes together
        /// (`SearchIndexFormat.Manifest`); else each is a file of its own. Every page loads the manifest, so this
        /// bounds what a reader who never searches pays for the request it saves a first search (9.5 KB on the
        /// corpus library, 1.4–1.7 KB on the design systems tried, against a 42 KB page script).
        public var inlineDirectoriesBytes = 16_000
        /// BM25F field weights: page title, section heading, body.
        public var fieldWeights: [Double] = [5, 3, 1]
        /// BM25F length normalisation per field.
        public var fieldB: [Double] = [0.3, 0.4, 0.75]
        /// Shortest field length BM25F normalisation assumes, as a fraction of the field's average.
        public var minLengthRatio = 0.5
        /// BM25 term-frequency saturation.
        public var k1 = 1.2
        /// Keeps products between builds: each language's files whole (`LanguageIndexCoding`), runs of analysed
        /// records (`AnalyzedRunCoding`), packed files (`PackedPayload.pack(_:cache:)`); nil: makes everything.
        public var cache: (any ProductCache)?

        public init() {}
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    /// Path of the entry file pages load first (fixed name: it lists the hashed files).
    public var manifestPath: String { "\(options.directory)/manifest.js" }

    /// All index files for `records`. `extraCompletions` (glossary terms…) are offered as
    /// completions of every language.
    /// Takes the records (`consuming`): each is held once, by its language's group, while the index is built.
    public func write(records: consuming [SearchRecord], extraCompletions: [String] = []) -> [IndexFile] {
        let facets = Self.facetValues(records)
        var byLanguage: [String: [SearchRecord]] = [:]
        for i in records.indices { byLanguage[records[i].language, default: []].append(records[i]) }
        _ = consume records
        var files: [IndexFile] = []
        var languages: [(String, JSON)] = []
        let codes = byLanguage.keys.sorted()
        let options = self.options
        // One language at a time: its records analysed on every core (most of the work), its terms built, and its
        // analysis freed before the next language's. Analysing every language first and building them side by
        // side held all the analyses at once: 0.83 GB over the site's model on a library ten times the corpus one.
        var built: [(entry: [UInt8], files: [IndexFile], packedKeys: [String])] = []
        for code in codes {
            let records = Self.groupedByPage(byLanguage.removeValue(forKey: code)!)
            func make() -> (entry: [UInt8], files: [IndexFile], packedKeys: [String]) {
                let analyzed = RecordAnalyzer.analyzeAll(records, language: code, maxPositions: options.maxPositions, cache: options.cache)
                let (entry, files, packed) = LanguageIndexBuilder(language: code, folder: Self.folderName(code), records: records,
                                                                  extraCompletions: extraCompletions, options: options).build(analyzed: analyzed)
                return (entry.bytes, files, packed)
            }
            // A language none of whose records changed (the Chinese index, after an edit of an English page) is read
            // back whole.
            built.append(options.cache.map { LanguageIndexCoding.index(records, language: code, extraCompletions: extraCompletions,
                                                                        options: options, cache: $0, make: make) } ?? make())
        }
        // Each language's directory (shard and chunk tables), packed. On a site whose directories are small they
        // ride in the manifest, one request and one round trip fewer for every first search (9 KB for the two of the
        // corpus library); past `inlineDirectoriesBytes` each is a file of its own, loaded when its language is first
        // searched, so the manifest stays small however large the site.
        let directories = built.map { PackedPayload.pack($0.entry, cache: options.cache) }
        let inline = directories.reduce(0) { $0 + $1.count } <= options.inlineDirectoriesBytes
        for (i, language) in codes.enumerated() {
            let packed = directories[i]
            if inline {
                // A packed payload is a JSON string literal of base-85 digits (no quote or backslash among them).
                languages.append((language, .object([("d", .string(String(decoding: packed.dropFirst().dropLast(), as: UTF8.self)))]
                                                   + Self.languageEntry(language))))
            } else {
                let hash = ContentHash.hex(built[i].entry)
                let key = "\(Self.folderName(language))/i-\(hash)"
                files.append(IndexFile(path: "\(options.directory)/\(key).js", data: Self.script(key: key, payload: packed)))
                languages.append((language, .object([("i", .string(hash))] + Self.languageEntry(language))))
            }
            files += built[i].files.map { IndexFile(path: "\(options.directory)/\($0.path)", data: $0.data) }
        }
        let manifest = JSON.object([
            ("format", .string("concord-search")),
            ("version", .int(SearchIndexFormat.version)),
            ("stop", .array(TextAnalyzer.stopWords.map(JSON.string))),
            ("langs", .object(languages)),
            ("facets", facets),
        ])
        files.append(IndexFile(path: manifestPath, data: Self.script(key: "manifest", payload: manifest.bytes)))
        return files
    }

    /// Every filter value of the site, so the search box offers its tokens (`platform:`, `designSystem:`,
    /// `topic:`) from the manifest alone, without loading each language's directory and facets.
    static func facetValues(_ records: [SearchRecord]) -> JSON {
        var system = Set<String>(), platform = Set<String>(), topic = Set<String>()
        for r in records {
            if let s = r.designSystem { system.insert(s) }
            platform.formUnion(r.platforms)
            topic.formUnion(r.topics ?? [])
        }
        func list(_ values: Set<String>) -> JSON { .array(values.sorted().map(JSON.string)) }
        return .object([("designSystem", list(system)), ("platform", list(platform))] + (topic.isEmpty ? [] : [("topic", list(topic))]))
    }

    /// What the browser learns about a language from the table (`Languages`): its name in itself, script
    /// and the names a filter accepts; its stop words and elisions when they differ from the manifest's
    /// `stop` (English and Chinese). Nothing for a language the table lacks.
    static func languageEntry(_ language: String) -> [(String, JSON)] {
        guard let info = Languages.info(language) else { return [] }
        var entry: [(String, JSON)] = [
            ("name", .string(info.name)), ("script", .string(info.script)),
            ("aliases", .array(info.aliases.map(JSON.string))),
        ]
        let stop = info.stopWords.sorted()
        if stop != TextAnalyzer.stopWords { entry.append(("stop", .array(stop.map(JSON.string)))) }
        if !info.elisions.isEmpty { entry.append(("elide", .array(info.elisions.map(JSON.string)))) }
        return entry
    }

    static func folderName(_ language: String) -> String {
        let cleaned = String(language.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") })
        return cleaned.isEmpty ? "x" : cleaned
    }

    /// Stable grouping: each page's records together, pages in first-seen order.
    static func groupedByPage(_ records: [SearchRecord]) -> [SearchRecord] {
        var order: [String] = []
        var groups: [String: [SearchRecord]] = [:]
        for r in records {
            if groups[r.pageURL] == nil { order.append(r.pageURL) }
            groups[r.pageURL, default: []].append(r)
        }
        return order.flatMap { groups[$0]! }
    }

    /// Wraps a JSON payload, packed (`PackedPayload`), as a registering script: every file but the manifest.
    static func script(key: String, packing payload: [UInt8], cache: (any ProductCache)? = nil) -> Data {
        script(key: key, payload: PackedPayload.pack(payload, cache: cache))
    }

    /// Wraps a JSON payload as a registering script (see `SearchIndexFormat`).
    static func script(key: String, payload: [UInt8]) -> Data {
        var head: [UInt8] = [0xEF, 0xBB, 0xBF]
        head.append(contentsOf: "ConcordSearch.register(".utf8)
        JSON.writeString(key, to: &head)
        head.append(UInt8(ascii: ","))
        var out = Data(capacity: head.count + payload.count + 3)
        out.append(contentsOf: head)
        out.append(contentsOf: payload)
        out.append(contentsOf: ");\n".utf8)
        return out
    }
}
