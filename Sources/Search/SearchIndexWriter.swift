import Foundation
import TextAnalysis

/// A file of the search index: `path` relative to the site root, `data` its bytes.
public struct IndexFile: Sendable, Hashable {
    public var path: String
    public var data: [UInt8]

    public init(path: String, data: [UInt8]) {
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
        /// A term shard is closed once its JSON passes this size.
        public var shardTargetBytes = 12_000
        /// A document chunk is closed once its JSON passes this size.
        public var documentChunkTargetBytes = 6_000
        /// Positions kept per term and record (for phrase and proximity scoring).
        public var maxPositions = 8
        /// Body text kept per record for excerpts, in characters.
        public var excerptSourceLength = 4_000
        /// BM25F field weights: page title, section heading, body.
        public var fieldWeights: [Double] = [5, 2.5, 1]
        /// BM25F length normalisation per field.
        public var fieldB: [Double] = [0.3, 0.4, 0.75]
        /// BM25 term-frequency saturation.
        public var k1 = 1.2

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
    public func write(records: [SearchRecord], extraCompletions: [String] = []) -> [IndexFile] {
        var byLanguage: [String: [SearchRecord]] = [:]
        for record in records { byLanguage[record.language, default: []].append(record) }
        var files: [IndexFile] = []
        var languages: [(String, JSON)] = []
        for language in byLanguage.keys.sorted() {
            let folder = Self.folderName(language)
            let (entry, languageFiles) = LanguageIndexBuilder(
                language: language, folder: folder, records: Self.groupedByPage(byLanguage[language]!),
                extraCompletions: extraCompletions, options: options
            ).build()
            languages.append((language, entry))
            files += languageFiles.map { IndexFile(path: "\(options.directory)/\($0.path)", data: $0.data) }
        }
        let manifest = JSON.object([
            ("format", .string("concord-search")),
            ("version", .int(SearchIndexFormat.version)),
            ("stop", .array(TextAnalyzer.stopWords.map(JSON.string))),
            ("langs", .object(languages)),
        ])
        files.append(IndexFile(path: manifestPath, data: Self.script(key: "manifest", payload: manifest.bytes)))
        return files
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

    /// Wraps a JSON payload as a registering script (see `SearchIndexFormat`).
    static func script(key: String, payload: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0xEF, 0xBB, 0xBF]
        out.append(contentsOf: "ConcordSearch.register(".utf8)
        JSON.writeString(key, to: &out)
        out.append(UInt8(ascii: ","))
        out.append(contentsOf: payload)
        out.append(contentsOf: ");\n".utf8)
        return out
    }
}

/// Terms of one record: per surface, its stem, field frequencies and first positions.
struct RecordTerms: Sendable {
    struct Occurrence: Sendable {
        var stem: String
        var isWord: Bool
        var tf: (Int32, Int32, Int32) = (0, 0, 0)
        var positions: [Int32] = []
    }
    var lengths: (Int, Int, Int)
    var terms: [String: Occurrence]
}

/// Collects per-thread results of `DispatchQueue.concurrentPerform`.
private final class ResultSlots<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [T?]
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ values: [(Int, T)]) {
        lock.lock(); defer { lock.unlock() }
        for (i, v) in values { slots[i] = v }
    }
    var values: [T] { slots.map { $0! } }
}

struct LanguageIndexBuilder {
    let language: String
    let folder: String
    let records: [SearchRecord]
    let extraCompletions: [String]
    let options: SearchIndexWriter.Options

    func build() -> (JSON, [IndexFile]) {
        let analyzed = analyzeAll()
        var files: [IndexFile] = []
        func emit(_ type: String, _ payload: JSON) -> String {
            let bytes = payload.bytes
            let hash = ContentHash.hex(bytes)
            let key = "\(folder)/\(type)-\(hash)"
            files.append(IndexFile(path: key + ".js", data: SearchIndexWriter.script(key: key, payload: bytes)))
            return hash
        }

        // Statistics for BM25F.
        let n = analyzed.count
        var avg = (0.0, 0.0, 0.0)
        for r in analyzed { avg.0 += Double(r.lengths.0); avg.1 += Double(r.lengths.1); avg.2 += Double(r.lengths.2) }
        if n > 0 { avg = (avg.0 / Double(n), avg.1 / Double(n), avg.2 / Double(n)) }
        var df: [String: Int] = [:]
        var stemOf: [String: String] = [:]
        var isWord: [String: Bool] = [:]
        for r in analyzed {
            for (surface, occ) in r.terms {
                df[surface, default: 0] += 1
                stemOf[surface] = occ.stem
                if occ.isWord { isWord[surface] = true }
            }
        }

        // Postings, records in id order.
        var postings: [String: [UInt8]] = [:]
        var lastRecord: [String: Int] = [:]
        let w = options.fieldWeights, b = options.fieldB, k1 = options.k1
        for (id, r) in analyzed.enumerated() {
            let lengths = [Double(r.lengths.0), Double(r.lengths.1), Double(r.lengths.2)]
            let averages = [avg.0, avg.1, avg.2]
            for (surface, occ) in r.terms {
                let tf = [Double(occ.tf.0), Double(occ.tf.1), Double(occ.tf.2)]
                var weighted = 0.0
                for f in 0..<3 where tf[f] > 0 {
                    let norm = averages[f] > 0 ? 1 - b[f] + b[f] * lengths[f] / averages[f] : 1
                    weighted += w[f] * tf[f] / norm
                }
                let d = Double(df[surface]!)
                let idf = log(1 + (Double(n) - d + 0.5) / (d + 0.5))
                let score = idf * weighted * (k1 + 1) / (k1 + weighted)
                var bytes = postings[surface] ?? []
                Varint.append(id - (lastRecord[surface].map { $0 } ?? 0), to: &bytes)
                Varint.append(Self.quantize(score), to: &bytes)
                Varint.append(occ.positions.count, to: &bytes)
                var previous: Int32 = 0
                for p in occ.positions { Varint.append(Int(p - previous), to: &bytes); previous = p }
                postings[surface] = bytes
                lastRecord[surface] = id
            }
        }

        // Term shards: stems in UTF-16 order, one line each, cut by size.
        var surfacesOfStem: [String: [String]] = [:]
        for (surface, stem) in stemOf { surfacesOfStem[stem, default: []].append(surface) }
        let stems = surfacesOfStem.keys.sorted { $0.utf16Precedes($1) }
        var boundaries: [JSON] = [], shardHashes: [JSON] = []
        var lines: [String] = [], size = 0
        func closeShard() {
            guard let first = lines.first else { return }
            boundaries.append(.string(String(first.prefix { $0 != "\t" })))
            shardHashes.append(.string(emit("t", .object([("t", .string(lines.joined(separator: "\n")))]))))
            lines = []; size = 0
        }
        for stem in stems {
            let surfaces = surfacesOfStem[stem]!.sorted(by: { $0.utf16Precedes($1) })
            var line = stem
            if surfaces == [stem] {
                line += "\t" + String(decoding: postings[stem]!, as: UTF8.self)
            } else {
                for surface in surfaces {
                    line += "\t" + (surface == stem ? "" : surface) + "\t" + String(decoding: postings[surface]!, as: UTF8.self)
                }
            }
            lines.append(line)
            size += line.utf8.count + 1
            if size >= options.shardTargetBytes { closeShard() }
        }
        closeShard()

        // Vocabulary.
        let words = isWord.keys.sorted { $0.utf16Precedes($1) }
        var front: [String] = [], edits: [String] = [], freq = ""
        var previous: [UInt16] = []
        for word in words {
            let units = Array(word.utf16)
            let shared = min(35, commonPrefix(previous, units))
            front.append(String(shared, radix: 36) + String(decoding: units[shared...], as: UTF16.self))
            previous = units
            let stem = stemOf[word]!
            if stem == word { edits.append("") } else {
                let s = Array(stem.utf16)
                let keep = commonPrefix(units, s)
                let drop = units.count - keep
                edits.append(drop <= 35 ? String(drop, radix: 36) + String(decoding: s[keep...], as: UTF16.self) : "=" + stem)
            }
            let bits = Int.bitWidth - df[word]!.leadingZeroBitCount
            freq += String(min(35, bits), radix: 36)
        }
        let vocabHash = emit("v", .object([
            ("w", .string(front.joined(separator: "\n"))), ("s", .string(edits.joined(separator: "\n"))), ("f", .string(freq)),
        ]))

        // Document chunks.
        var chunkStarts: [JSON] = [], chunkHashes: [JSON] = []
        var chunk: [JSON] = [], chunkSize = 0, chunkStart = 0
        func closeChunk(next: Int) {
            guard !chunk.isEmpty else { return }
            chunkStarts.append(.int(chunkStart))
            chunkHashes.append(.string(emit("d", .object([("r", .array(chunk))]))))
            chunk = []; chunkSize = 0; chunkStart = next
        }
        for (id, r) in records.enumerated() {
            let text = String(r.text.prefix(options.excerptSourceLength))
            chunk.append(.array([
                .string(r.url), .string(r.pageURL), .string(r.pageTitle), .string(r.section), .string(text),
                .string(r.kind.rawValue), r.designSystem.map(JSON.string) ?? .null,
                .string(r.platforms.joined(separator: ",")), r.time.map(JSON.double) ?? .null,
            ]))
            chunkSize += r.url.utf8.count * 2 + r.pageTitle.utf8.count + r.section.utf8.count + text.utf8.count + 40
            if chunkSize >= options.documentChunkTargetBytes { closeChunk(next: id + 1) }
        }
        closeChunk(next: records.count)

        // Facets and page starts.
        let facetsHash = emit("f", facets())
        var pageStarts: [Int] = [], lastPage: String? = nil, lastStart = 0
        for (id, r) in records.enumerated() where r.pageURL != lastPage {
            pageStarts.append(id - lastStart); lastStart = id; lastPage = r.pageURL
        }
        let completionsHash = emit("c", completions())

        let entry = JSON.object([
            ("n", .int(n)), ("pages", .string(Varint.encode(pageStarts))),
            ("t", .array(boundaries)), ("th", .array(shardHashes)),
            ("d", .array(chunkStarts)), ("dh", .array(chunkHashes)),
            ("v", .string(vocabHash)), ("f", .string(facetsHash)), ("c", .string(completionsHash)),
        ])
        return (entry, files)
    }

    /// BM25F score → one varint digit: 7 steps per doubling of (1 + score), 1…31 (≈10 % steps).
    static func quantize(_ score: Double) -> Int {
        min(31, max(1, Int((7 * log2(1 + score)).rounded())))
    }

    private func commonPrefix(_ a: [UInt16], _ b: [UInt16]) -> Int {
        var i = 0
        while i < a.count, i < b.count, a[i] == b[i] { i += 1 }
        return i
    }

    /// Analyses every record on all cores (the stemmer is shared and locked; analysis dominates).
    private func analyzeAll() -> [RecordTerms] {
        let analyzer = TextAnalyzer(language: language)
        let count = records.count
        let slots = ResultSlots<RecordTerms>(count: count)
        let batch = 64
        let batches = (count + batch - 1) / batch
        let records = self.records, maxPositions = options.maxPositions
        DispatchQueue.concurrentPerform(iterations: batches) { k in
            var local: [(Int, RecordTerms)] = []
            for i in (k * batch)..<min(count, (k + 1) * batch) {
                local.append((i, Self.analyze(records[i], analyzer: analyzer, maxPositions: maxPositions)))
            }
            slots.set(local)
        }
        return count == 0 ? [] : slots.values
    }

    static func analyze(_ r: SearchRecord, analyzer: TextAnalyzer, maxPositions: Int) -> RecordTerms {
        let fieldGap = 8
        let title = analyzer.analyze(r.pageTitle)
        let heading = r.section == r.pageTitle ? ([], title.nextPosition) : analyzer.analyze(r.section, startPosition: title.nextPosition + fieldGap)
        let body = analyzer.analyze(r.text, startPosition: heading.1 + fieldGap)
        var terms: [String: RecordTerms.Occurrence] = [:]
        for (field, list) in [title.terms, heading.0, body.terms].enumerated() {
            for t in list {
                var occ = terms[t.surface] ?? RecordTerms.Occurrence(stem: t.stem, isWord: t.isWord)
                switch field {
                case 0: occ.tf.0 += 1
                case 1: occ.tf.1 += 1
                default: occ.tf.2 += 1
                }
                if occ.positions.count < maxPositions { occ.positions.append(Int32(t.position)) }
                terms[t.surface] = occ
            }
        }
        return RecordTerms(lengths: (title.terms.count, heading.0.count, body.terms.count), terms: terms)
    }

    private func facets() -> JSON {
        func ranges(_ ids: [Int]) -> JSON {
            var values: [Int] = [], end = 0, i = 0
            while i < ids.count {
                var j = i
                while j + 1 < ids.count, ids[j + 1] == ids[j] + 1 { j += 1 }
                values.append(ids[i] - end); values.append(j - i + 1)
                end = ids[j] + 1; i = j + 1
            }
            return .string(Varint.encode(values))
        }
        var kind: [String: [Int]] = [:], system: [String: [Int]] = [:], platform: [String: [Int]] = [:]
        for (id, r) in records.enumerated() {
            kind[r.kind.rawValue, default: []].append(id)
            if let s = r.designSystem { system[s, default: []].append(id) }
            for p in r.platforms { platform[p, default: []].append(id) }
        }
        func object(_ d: [String: [Int]]) -> JSON { .object(d.keys.sorted().map { ($0, ranges(d[$0]!)) }) }
        return .object([("kind", object(kind)), ("designSystem", object(system)), ("platform", object(platform))])
    }

    private func completions() -> JSON {
        var entries: [String: (text: String, type: String, url: String, count: Int)] = [:]
        func add(_ text: String, _ type: String, _ url: String) {
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty, trimmed.count <= 120 else { return }
            let key = TextFolding.fold(trimmed)
            if var e = entries[key] { e.count += 1; entries[key] = e } else { entries[key] = (trimmed, type, url, 1) }
        }
        var lastPage: String? = nil
        for r in records {
            if r.pageURL != lastPage { add(r.pageTitle, "t", r.pageURL); lastPage = r.pageURL }
            if r.section != r.pageTitle { add(r.section, "h", r.url) }
        }
        for term in extraCompletions { add(term, "g", "") }
        let keys = entries.keys.sorted { $0.utf16Precedes($1) }
        return .object([("c", .array(keys.map { k in
            let e = entries[k]!
            return .array([.string(e.text), .string(e.type), .string(e.url), .int(e.count)])
        }))])
    }
}
