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
        /// A vocabulary chunk is closed once its entries pass this size.
        public var vocabularyChunkTargetBytes = 8_000
        /// A document chunk is closed once its JSON passes this size.
        public var documentChunkTargetBytes = 6_000
        /// Positions kept per term and record (for phrase and proximity scoring).
        public var maxPositions = 8
        /// Body text kept per record for excerpts, in characters.
        public var excerptSourceLength = 4_000
        /// BM25F field weights: page title, section heading, body.
        public var fieldWeights: [Double] = [5, 3, 1]
        /// BM25F length normalisation per field.
        public var fieldB: [Double] = [0.3, 0.4, 0.75]
        /// Shortest field length BM25F normalisation assumes, as a fraction of the field's average.
        public var minLengthRatio = 0.5
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
        // Languages are independent: build them side by side (each also analyses on all cores).
        let timing = ProcessInfo.processInfo.environment["CONCORD_SEARCH_TIMING"] != nil
        let startCPU = Self.processCPUMilliseconds(), startWall = DispatchTime.now().uptimeNanoseconds
        defer {
            if timing {
                let wall = (DispatchTime.now().uptimeNanoseconds - startWall) / 1_000_000
                FileHandle.standardError.write("search index: \(wall) ms wall, \(Self.processCPUMilliseconds() - startCPU) ms CPU\n".data(using: .utf8)!)
            }
        }
        let codes = byLanguage.keys.sorted()
        let options = self.options
        let grouped = codes.map { Self.groupedByPage(byLanguage[$0]!) }
        // Records of every language are analysed in one pass on all cores (most of the work), then each
        // language's files are built side by side: analysis nested inside per-language work ran on one core
        // per language, and one language usually has most of the records.
        let analyzed = LanguageIndexBuilder.analyzeAll(grouped, languages: codes, maxPositions: options.maxPositions)
        if timing {
            let wall = (DispatchTime.now().uptimeNanoseconds - startWall) / 1_000_000
            FileHandle.standardError.write("search analyse \(records.count) records: \(wall) ms, process CPU \(Self.processCPUMilliseconds() - startCPU) ms\n".data(using: .utf8)!)
        }
        let built = ResultSlots<(JSON, [IndexFile])>(count: codes.count)
        DispatchQueue.concurrentPerform(iterations: codes.count) { i in
            let language = codes[i]
            let result = LanguageIndexBuilder(
                language: language, folder: Self.folderName(language), records: grouped[i],
                extraCompletions: extraCompletions, options: options
            ).build(analyzed: analyzed[i])
            built.set([(i, result)])
        }
        for (language, (entry, languageFiles)) in zip(codes, codes.isEmpty ? [] : built.values) {
            // The language's directory (shard and chunk tables) is a file of its own: the manifest,
            // which every page loads, stays a few hundred bytes however large the site.
            let bytes = entry.bytes
            let hash = ContentHash.hex(bytes)
            let key = "\(Self.folderName(language))/i-\(hash)"
            files.append(IndexFile(path: "\(options.directory)/\(key).js", data: Self.script(key: key, payload: bytes)))
            languages.append((language, .object([("i", .string(hash))] + Self.languageEntry(language))))
            files += languageFiles.map { IndexFile(path: "\(options.directory)/\($0.path)", data: $0.data) }
        }
        let manifest = JSON.object([
            ("format", .string("concord-search")),
            ("version", .int(SearchIndexFormat.version)),
            ("stop", .array(TextAnalyzer.stopWords.map(JSON.string))),
            ("langs", .object(languages)),
            ("facets", Self.facetValues(records)),
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

    /// User + system CPU time of the process so far (for `CONCORD_SEARCH_TIMING` and `CONCORD_STEP_CPU`).
    public static func processCPUMilliseconds() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000 + Int(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
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
    var terms: [SurfaceKey: Occurrence]
}

/// A folded surface as a dictionary key, hashed and compared by its UTF-8 bytes. Folded text is in NFC, so the
/// bytes are equal exactly when the strings are; String's own hashing normalises non-ASCII text (most Chinese
/// terms) on every call.
struct SurfaceKey: Hashable, Sendable {
    let text: String

    static func == (a: SurfaceKey, b: SurfaceKey) -> Bool { a.text.utf8.elementsEqual(b.text.utf8) }

    func hash(into hasher: inout Hasher) {
        let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if hashed == nil { for byte in text.utf8 { hasher.combine(byte) } }
    }
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

    /// The language's index files from its records' terms (`analyzeAll`, in record order).
    func build(analyzed: [RecordTerms]) -> (JSON, [IndexFile]) {
        let timing = ProcessInfo.processInfo.environment["CONCORD_SEARCH_TIMING"] != nil
        func cpu() -> Int { SearchIndexWriter.processCPUMilliseconds() }
        var clock = DispatchTime.now().uptimeNanoseconds, cpuClock = cpu()
        func lap(_ label: String) {
            guard timing else { return }
            let now = DispatchTime.now().uptimeNanoseconds, nowCPU = cpu()
            FileHandle.standardError.write("search \(language) \(label): \((now - clock) / 1_000_000) ms, process CPU \(nowCPU - cpuClock) ms\n".data(using: .utf8)!)
            clock = now; cpuClock = nowCPU
        }
        var files: [IndexFile] = []
        let analyzer = TextAnalyzer(language: language)
        func emit(_ type: String, _ payload: JSON) -> String {
            let bytes = payload.bytes
            let hash = ContentHash.hex(bytes)
            let key = "\(folder)/\(type)-\(hash)"
            files.append(IndexFile(path: key + ".js", data: SearchIndexWriter.script(key: key, payload: bytes)))
            return hash
        }

        // Statistics for BM25F.
        let n = analyzed.count
        // Average field lengths over the records that have the field: session paragraphs have no
        // heading of their own, and counting them as empty headings would make every real heading
        // look long (and its matches weak).
        var sums = [0.0, 0.0, 0.0], counts = [0.0, 0.0, 0.0]
        for r in analyzed {
            for (f, length) in [r.lengths.0, r.lengths.1, r.lengths.2].enumerated() where length > 0 {
                sums[f] += Double(length); counts[f] += 1
            }
        }
        let averages = (0..<3).map { counts[$0] > 0 ? sums[$0] / counts[$0] : 0 }
        // Intern surfaces: one id per distinct surface, then arrays instead of string-keyed maps.
        var termID: [SurfaceKey: Int] = [:]
        var surfaceOf: [String] = [], stemOf: [String] = [], df: [Int] = [], isWord: [Bool] = []
        // Per record: term id, field frequencies and positions (not the stem: sorting moves less).
        var recordTerms: [[(term: Int, tf: (Int32, Int32, Int32), positions: [Int32])]] = []
        recordTerms.reserveCapacity(n)
        for r in analyzed {
            var list: [(term: Int, tf: (Int32, Int32, Int32), positions: [Int32])] = []
            list.reserveCapacity(r.terms.count)
            for (key, occ) in r.terms {
                let surface = key.text
                let t: Int
                if let known = termID[key] { t = known } else {
                    t = surfaceOf.count
                    termID[key] = t
                    surfaceOf.append(surface); stemOf.append(occ.stem.isEmpty ? analyzer.stem(surface) : occ.stem)
                    df.append(0); isWord.append(false)
                }
                df[t] += 1
                if occ.isWord { isWord[t] = true }
                list.append((t, occ.tf, occ.positions))
            }
            // Record order of terms does not matter to the format; sort for deterministic output.
            list.sort { $0.term < $1.term }
            recordTerms.append(list)
        }
        let termCount = surfaceOf.count

        // Postings, records in id order; each list grows in place (no copy per append).
        var postings = [[UInt8]](repeating: [], count: termCount)
        var lastRecord = [Int](repeating: 0, count: termCount)
        let w = options.fieldWeights, b = options.fieldB, k1 = options.k1
        let idfOf = df.map { d in log(1 + (Double(n) - Double(d) + 0.5) / (Double(d) + 0.5)) }
        for (id, r) in analyzed.enumerated() {
            let lengths = [Double(r.lengths.0), Double(r.lengths.1), Double(r.lengths.2)]
            var norms = [1.0, 1.0, 1.0]
            for f in 0..<3 {
                // A field shorter than `minLengthRatio` of the average counts as that long: a
                // five-word caption must not outrank a whole section on one repeated word.
                let ratio = averages[f] > 0 ? max(options.minLengthRatio, lengths[f] / averages[f]) : 1
                norms[f] = 1 - b[f] + b[f] * ratio
            }
            for occ in recordTerms[id] {
                let t = occ.term
                let weighted = w[0] * Double(occ.tf.0) / norms[0] + w[1] * Double(occ.tf.1) / norms[1] + w[2] * Double(occ.tf.2) / norms[2]
                let score = idfOf[t] * weighted * (k1 + 1) / (k1 + weighted)
                Varint.append(id - lastRecord[t], to: &postings[t])
                Varint.append(Self.quantize(score), to: &postings[t])
                Varint.append(occ.positions.count, to: &postings[t])
                var previous: Int32 = 0
                for p in occ.positions { Varint.append(Int(p - previous), to: &postings[t]); previous = p }
                lastRecord[t] = id
            }
        }
        recordTerms = []
        lap("postings of \(termCount) terms")

        // Term shards: stems in UTF-16 order, one line each, cut by size.
        var surfacesOfStem: [SurfaceKey: [Int]] = [:]
        for t in 0..<termCount { surfacesOfStem[SurfaceKey(text: stemOf[t]), default: []].append(t) }
        // UTF-16 order compared on code-unit arrays made once: comparing `utf16` views transcodes on every
        // comparison, and the Chinese index has a hundred thousand stems.
        let stemGroups = surfacesOfStem.map { (units: Array($0.key.text.utf16), stem: $0.key.text, terms: $0.value) }
            .sorted { $0.units.lexicographicallyPrecedes($1.units) }
        var boundaries: [JSON] = [], shardHashes: [JSON] = []
        var lines: [UInt8] = []
        var firstStem: String? = nil
        func closeShard() {
            guard let first = firstStem else { return }
            if lines.last == 0x0A { lines.removeLast() }
            boundaries.append(.string(first))
            shardHashes.append(.string(emit("t", .object([("t", .string(String(decoding: lines, as: UTF8.self)))]))))
            lines.removeAll(keepingCapacity: true); firstStem = nil
        }
        for (_, stem, terms) in stemGroups {
            let surfaces = terms.count == 1 ? terms : terms.sorted(by: { surfaceOf[$0].utf16Precedes(surfaceOf[$1]) })
            if firstStem == nil { firstStem = stem }
            lines.append(contentsOf: stem.utf8)
            if surfaces.count == 1, surfaceOf[surfaces[0]] == stem {
                lines.append(0x09); lines.append(contentsOf: postings[surfaces[0]])
            } else {
                for t in surfaces {
                    lines.append(0x09)
                    if surfaceOf[t] != stem { lines.append(contentsOf: surfaceOf[t].utf8) }
                    lines.append(0x09); lines.append(contentsOf: postings[t])
                }
            }
            lines.append(0x0A)
            if lines.count >= options.shardTargetBytes { closeShard() }
        }
        closeShard()
        postings = []
        lap("term shards")

        // Vocabulary, in chunks by surface range (a query loads the chunk of each word it looks up).
        let words = (0..<termCount).filter { isWord[$0] }.map { (t: $0, units: Array(surfaceOf[$0].utf16)) }
            .sorted { $0.units.lexicographicallyPrecedes($1.units) }.map(\.t)
        var vocabBoundaries: [JSON] = [], vocabHashes: [JSON] = []
        var front: [String] = [], edits: [String] = [], freq = "", vocabSize = 0
        var previous: [UInt16] = []
        func closeVocabulary() {
            guard !front.isEmpty else { return }
            vocabHashes.append(.string(emit("v", .object([
                ("w", .string(front.joined(separator: "\n"))), ("s", .string(edits.joined(separator: "\n"))), ("f", .string(freq)),
            ]))))
            front = []; edits = []; freq = ""; vocabSize = 0; previous = []
        }
        for t in words {
            let word = surfaceOf[t]
            if front.isEmpty { vocabBoundaries.append(.string(word)) }
            let units = Array(word.utf16)
            let shared = min(35, commonPrefix(previous, units))
            let entry = String(shared, radix: 36) + String(decoding: units[shared...], as: UTF16.self)
            front.append(entry)
            previous = units
            let stem = stemOf[t]
            if stem == word { edits.append("") } else {
                let s = Array(stem.utf16)
                let keep = commonPrefix(units, s)
                let drop = units.count - keep
                edits.append(drop <= 35 ? String(drop, radix: 36) + String(decoding: s[keep...], as: UTF16.self) : "=" + stem)
            }
            let bits = Int.bitWidth - df[t].leadingZeroBitCount
            freq += String(min(35, bits), radix: 36)
            vocabSize += entry.utf8.count + edits[edits.count - 1].utf8.count + 3
            if vocabSize >= options.vocabularyChunkTargetBytes { closeVocabulary() }
        }
        closeVocabulary()
        lap("vocabulary")

        // Document chunks. They are named by one hash of all of them and their number, so the manifest
        // (loaded by every page) lists a single hash rather than one per chunk.
        var chunkStarts: [Int] = [], chunkPayloads: [[UInt8]] = []
        var chunk: [JSON] = [], chunkSize = 0, chunkStart = 0, previousStart = 0
        func closeChunk(next: Int) {
            guard !chunk.isEmpty else { return }
            chunkStarts.append(chunkStart - previousStart)  // delta-encoded
            previousStart = chunkStart
            chunkPayloads.append(JSON.object([("r", .array(chunk))]).bytes)
            chunk = []; chunkSize = 0; chunkStart = next
        }
        for (id, r) in records.enumerated() {
            let text = String(r.text.prefix(options.excerptSourceLength))
            let derivedPage = String(r.url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
            chunk.append(.array([
                .string(r.url), r.pageURL == derivedPage ? .null : .string(r.pageURL), .string(r.pageTitle), .string(r.section), .string(text),
                .string(r.kind.rawValue), r.designSystem.map(JSON.string) ?? .null,
                .string(r.platforms.joined(separator: ",")), r.time.map(JSON.double) ?? .null,
            ]))
            chunkSize += r.url.utf8.count + r.pageTitle.utf8.count + r.section.utf8.count + text.utf8.count + 40
            if chunkSize >= options.documentChunkTargetBytes { closeChunk(next: id + 1) }
        }
        closeChunk(next: records.count)
        var hasher = ContentHash.Hasher()
        for payload in chunkPayloads { hasher.add(payload) }
        let documentsHash = hasher.hex()
        for (i, payload) in chunkPayloads.enumerated() {
            let key = "\(folder)/d-\(documentsHash)-\(String(i, radix: 36))"
            files.append(IndexFile(path: key + ".js", data: SearchIndexWriter.script(key: key, payload: payload)))
        }

        lap("documents")
        // Facets and page starts.
        let facetGroups = facets()
        let facetsHash = emit("f", .object(facetGroups))
        var pageStarts: [Int] = [], lastPage: String? = nil, lastStart = 0
        for (id, r) in records.enumerated() where r.pageURL != lastPage {
            pageStarts.append(id - lastStart); lastStart = id; lastPage = r.pageURL
        }
        let completionsHash = emit("c", completions())

        let entry = JSON.object([
            ("n", .int(n)), ("pages", .string(Varint.encode(pageStarts))),
            ("t", .array(boundaries)), ("th", .array(shardHashes)),
            ("d", .string(Varint.encode(chunkStarts))), ("dh", .string(documentsHash)),
            ("v", .array(vocabBoundaries)), ("vh", .array(vocabHashes)), ("f", .string(facetsHash)), ("c", .string(completionsHash)),
            // Kinds also here (a few ranges): a search box counts results by kind without the facets file.
            ("k", facetGroups.first { $0.0 == "kind" }?.1 ?? .object([])),
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

    /// Analyses the records of every language on all cores (the stemmer is shared and locked; analysis
    /// dominates); per language, its records' terms in order.
    static func analyzeAll(_ records: [[SearchRecord]], languages: [String], maxPositions: Int) -> [[RecordTerms]] {
        let analyzers = languages.map { TextAnalyzer(language: $0) }
        let batch = 64
        // Batches never straddle two languages.
        var batches: [(language: Int, range: Range<Int>)] = []
        for (l, list) in records.enumerated() {
            for start in stride(from: 0, to: list.count, by: batch) { batches.append((l, start..<min(list.count, start + batch))) }
        }
        let slots = records.map { ResultSlots<RecordTerms>(count: $0.count) }
        let frozen = batches
        DispatchQueue.concurrentPerform(iterations: frozen.count) { k in
            let (l, range) = frozen[k]
            slots[l].set(range.map { ($0, analyze(records[l][$0], analyzer: analyzers[l], maxPositions: maxPositions)) })
        }
        return zip(records, slots).map { list, slot in list.isEmpty ? [] : slot.values }
    }

    static func analyze(_ r: SearchRecord, analyzer: TextAnalyzer, maxPositions: Int) -> RecordTerms {
        let fieldGap = 8
        // Words are stemmed later, once per distinct surface (no lock traffic on the shared stemmer).
        let title = analyzer.analyze(r.pageTitle, stemming: false)
        let heading = r.section == r.pageTitle ? ([], title.nextPosition) : analyzer.analyze(r.section, startPosition: title.nextPosition + fieldGap, stemming: false)
        let body = analyzer.analyze(r.text, startPosition: heading.1 + fieldGap, stemming: false)
        var terms: [SurfaceKey: RecordTerms.Occurrence] = [:]
        for (field, list) in [title.terms, heading.0, body.terms].enumerated() {
            for t in list {
                // Updated in place: one hash of the surface per occurrence (hashing non-ASCII text normalises it).
                func count(_ occ: inout RecordTerms.Occurrence) {
                    switch field {
                    case 0: occ.tf.0 += 1
                    case 1: occ.tf.1 += 1
                    default: occ.tf.2 += 1
                    }
                    if occ.positions.count < maxPositions { occ.positions.append(Int32(t.position)) }
                }
                count(&terms[SurfaceKey(text: t.surface), default: RecordTerms.Occurrence(stem: t.stem, isWord: t.isWord)])
            }
        }
        return RecordTerms(lengths: (title.terms.count, heading.0.count, body.terms.count), terms: terms)
    }

    private func facets() -> [(String, JSON)] {
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
        var kind: [String: [Int]] = [:], system: [String: [Int]] = [:], platform: [String: [Int]] = [:], topic: [String: [Int]] = [:]
        for (id, r) in records.enumerated() {
            kind[r.kind.rawValue, default: []].append(id)
            if let s = r.designSystem { system[s, default: []].append(id) }
            for p in r.platforms { platform[p, default: []].append(id) }
            for t in Set(r.topics ?? []) { topic[t, default: []].append(id) }
        }
        func object(_ d: [String: [Int]]) -> JSON { .object(d.keys.sorted().map { ($0, ranges(d[$0]!)) }) }
        // Topics only when talks have them, so an index without session records stays as it was.
        return [("kind", object(kind)), ("designSystem", object(system)), ("platform", object(platform))]
            + (topic.isEmpty ? [] : [("topic", object(topic))])
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
