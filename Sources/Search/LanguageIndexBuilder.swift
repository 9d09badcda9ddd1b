import Foundation
import Support
import TextAnalysis

/// Collects a language's index files as they are written: each named `<folder>/<type>-<content hash>.js`.
struct IndexFileSink {
    let folder: String
    let cache: (any ProductCache)?
    private(set) var files: [IndexFile] = []
    /// The cache keys of the files packed through `cache` (`PackedPayload.cacheKey`).
    private(set) var packedKeys: [String] = []

    init(folder: String, cache: (any ProductCache)? = nil) {
        self.folder = folder
        self.cache = cache
    }

    /// Writes `payload` as a file of `type` (`t`, `v`, `f`, `c`…); returns its hash.
    mutating func emit(_ type: String, _ payload: JSON) -> String {
        let bytes = payload.bytes
        let hash = ContentHash.hex(bytes)
        add(key: "\(folder)/\(type)-\(hash)", payload: bytes)
        return hash
    }

    /// Writes a file under an explicit key, packed (`PackedPayload`).
    mutating func add(key: String, payload: [UInt8]) {
        let (packed, packedKey) = PackedPayload.packKeyed(payload, cache: cache)
        files.append(IndexFile(path: key + ".js", data: SearchIndexWriter.script(key: key, payload: packed)))
        if let packedKey { packedKeys.append(packedKey) }
    }

    /// Writes numbered files of `type` in groups of `perHash`, each group named by one hash of its payloads:
    /// file `i` is `<type>-<hashes[i / perHash]>-<i in base 36>`. The directory then lists one hash per group
    /// rather than one per file (large sites have thousands), and an edit renames only the files of its groups.
    /// Consumes the payloads, each freed once its file is made (on a large site they are hundreds of megabytes).
    mutating func addGroups(_ type: String, _ payloads: inout [[UInt8]], perHash: Int) -> [String] {
        var hashes: [String] = []
        var keys: [String] = []
        keys.reserveCapacity(payloads.count)
        for first in stride(from: 0, to: payloads.count, by: perHash) {
            let group = first..<min(payloads.count, first + perHash)
            var hasher = ContentHash.Hasher()
            for i in group { hasher.add(payloads[i]) }
            let hash = hasher.hex()
            hashes.append(hash)
            for i in group { keys.append("\(folder)/\(type)-\(hash)-\(String(i, radix: 36))") }
        }
        addAll(keys, &payloads)
        return hashes
    }

    /// Writes files under explicit keys, in order, packed on every core (deflate is most of the cost) a batch at
    /// a time; consumes the payloads, each freed once packed.
    mutating func addAll(_ keys: [String], _ payloads: inout [[UInt8]]) {
        let batch = 256
        for first in stride(from: 0, to: payloads.count, by: batch) {
            let range = first..<min(payloads.count, first + batch)
            let scripts = range.concurrentMap { [payloads, keys, cache] i in
                let (packed, packedKey) = PackedPayload.packKeyed(payloads[i], cache: cache)
                return (SearchIndexWriter.script(key: keys[i], payload: packed), packedKey)
            }
            for (i, (script, packedKey)) in zip(range, scripts) {
                files.append(IndexFile(path: keys[i] + ".js", data: script))
                if let packedKey { packedKeys.append(packedKey) }
                payloads[i] = []
            }
        }
        payloads = []
    }
}

/// One language's index: its terms interned and scored (`LanguageTerms`), then one writer per file kind of
/// `SearchIndexFormat` — term shards, vocabulary, document chunks, facets, completions — and the language's
/// directory (`i-…`) that lists them.
struct LanguageIndexBuilder {
    let language: String
    let folder: String
    let records: [SearchRecord]
    let extraCompletions: [String]
    let options: SearchIndexWriter.Options

    /// The language's directory entry and index files, from its records' terms (`RecordAnalyzer`, runs in record order).
    /// Takes the runs (`consuming`, handed on to the terms): they are freed once the terms are built, before the
    /// files are.
    /// With `options.cache`, also the cache keys of the files it packed (`IndexFileSink.packedKeys`).
    func build(analyzed: consuming [AnalyzedRun]) -> (JSON, [IndexFile], packedKeys: [String]) {
        var sink = IndexFileSink(folder: folder, cache: options.cache)
        var terms = LanguageTerms(analyzed, analyzer: TextAnalyzer(language: language), options: options)
        let words = VocabularyWords(terms)
        let completions = CompletionsWriter.completions(records, extra: extraCompletions)
        let shards = TermShardWriter.write(&terms, words: words, completions: completions, options: options, to: &sink)
        let vocabulary = VocabularyWriter.write(words, options: options, to: &sink)
        let documents = DocumentChunkWriter.write(records, options: options, to: &sink)
        let (facets, facetsHash) = FacetsWriter.write(records, to: &sink)
        var pageStarts: [Int] = [], lastPage: String? = nil, lastStart = 0
        for (id, r) in records.enumerated() where r.pageURL != lastPage {
            pageStarts.append(id - lastStart); lastStart = id; lastPage = r.pageURL
        }
        // The directory, `SearchIndexFormat.Manifest`'s `<lang>/i-<hash>.js` (written by `SearchIndexWriter`).
        let entry = JSON.object([
            ("n", .int(records.count)), ("pages", .string(Varint.encode(pageStarts))),
            ("t", .string(shards.bounds)), ("tz", shards.lastKey.map(JSON.string) ?? .null),
            ("th", .array(shards.hashes.map(JSON.string))), ("tg", .int(SearchIndexFormat.termShardsPerHash)),
            ("dk", .int(documents.perChunk)), ("dh", .array(documents.hashes.map(JSON.string))), ("dg", .int(documents.perHash)),
            ("v", .array(vocabulary.boundaries)), ("vh", .array(vocabulary.hashes)), ("f", .string(facetsHash)),
            // Kinds also here (a few ranges): a search box counts results by kind without the facets file.
            ("k", facets.first { $0.0 == "kind" }?.1 ?? .object([])),
        ])
        return (entry, sink.files, sink.packedKeys)
    }
}

/// A language's terms: one id per distinct surface with its stem, document frequency and postings (BM25F
/// impacts and positions, records in id order).
struct LanguageTerms {
    var surfaceOf: [String] = [], stemOf: [String] = [], df: [Int] = [], isWord: [Bool] = []
    /// Per term, its postings (`SearchIndexFormat.TermShard`); emptied once the shards are written.
    var postings: [[UInt8]] = []
    var count: Int { surfaceOf.count }

    /// Takes the runs (an initializer's arguments are its own): each is freed once its postings are written.
    init(_ analyzed: consuming [AnalyzedRun], analyzer: TextAnalyzer, options: SearchIndexWriter.Options) {
        var runs = analyzed
        let n = runs.reduce(0) { $0 + $1.recordCount }
        // Average field lengths over the records that have the field: session paragraphs have no
        // heading of their own, and counting them as empty headings would make every real heading
        // look long (and its matches weak).
        var sums = [0.0, 0.0, 0.0], counts = [0.0, 0.0, 0.0]
        for run in runs {
            for lengths in run.lengths {
                for (f, length) in [lengths.0, lengths.1, lengths.2].enumerated() where length > 0 {
                    sums[f] += Double(length); counts[f] += 1
                }
            }
        }
        let averages = (0..<3).map { counts[$0] > 0 ? sums[$0] / counts[$0] : 0 }
        // Intern surfaces: one id per distinct surface, then arrays instead of string-keyed maps. Each run of
        // records was interned on its own, on every core (`RecordAnalyzer`); its surfaces, far fewer than their
        // occurrences, are numbered here in run order: ids in order of first use, as a single pass gives them.
        var termID: [SurfaceKey: Int] = [:]
        // Grown from empty, the table rehashed a dozen times; runs share most of their words, so the largest run's
        // count four times over is most of the library's (never more than the sum of them).
        termID.reserveCapacity(min(runs.reduce(0) { $0 + $1.keys.count }, 4 * (runs.map(\.keys.count).max() ?? 0)))
        var numbering: [[Int]] = []
        for run in runs {
            var ids: [Int] = []
            ids.reserveCapacity(run.keys.count)
            for (k, key) in run.keys.enumerated() {
                let t: Int
                if let known = termID[key] { t = known } else {
                    t = surfaceOf.count
                    termID[key] = t
                    surfaceOf.append(key.text); stemOf.append(run.stems[k].isEmpty ? analyzer.stem(key.text) : run.stems[k])
                    df.append(0); isWord.append(false)
                }
                df[t] += Int(run.df[k])
                if run.isWord[k] { isWord[t] = true }
                ids.append(t)
            }
            numbering.append(ids)
        }
        termID = [:]
        let termCount = surfaceOf.count

        // Postings, records in id order, on every core: worker `p` owns the terms `t` with `t % parts == p`; it reads
        // every occurrence of a run and writes only its own terms' lists, so each list is written by one worker, in
        // record order, the bytes one pass would write. Each list grows in place (no copy per append).
        let parts = max(1, min(8, ProcessInfo.processInfo.activeProcessorCount))
        let lists = PostingParts(termCount: termCount, parts: parts)
        let w = options.fieldWeights, b = options.fieldB, k1 = options.k1, minLengthRatio = options.minLengthRatio
        let idfOf = df.map { d in log(1 + (Double(n) - Double(d) + 0.5) / (Double(d) + 0.5)) }
        // A page named by the word, its title one or two words ("View", "Date picker"), is what a reader who types the
        // word looks for, however common the word: its first record (under the title) scores at least as a title
        // match of a word only it held would, shared between the title's words.
        // BM25's IDF put the page "View" below every page that used a rarer completion of "view" (React Native's
        // docs). Its other sections keep their scores, so the words after the name still choose among them.
        let namedScore = log(1 + (Double(n) - 0.5) / 1.5) * 2
        var firstID = 0
        for r in runs.indices {
            // The run moved out of the list: its memory goes as soon as its postings are written, so the runs
            // and the postings they become are not both whole at once.
            let run = runs[r]
            runs[r] = AnalyzedRun()
            let global = numbering[r], startID = firstID
            // Room for one occurrence's digits (13 hold any Int): they are appended to its list at once.
            var mostPositions = 0
            for o in 0..<run.positionEnds.count { mostPositions = max(mostPositions, run.positionRange(ofOccurrence: o).count) }
            let room = 13 * (3 + mostPositions)
            DispatchQueue.concurrentPerform(iterations: parts) { part in
                // The run's arrays as locals, positions by offset: no slice (and no retain) per occurrence.
                let terms = run.terms, tfs = run.tf, positions = run.positions, allLengths = run.lengths, opensPage = run.opensPage
                Varint.alphabet.withUnsafeBufferPointer { digits in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: room) { buffer in
                let out = buffer.baseAddress!
                lists.fill(part) { postings, lastRecord in
                    var id = startID
                    for record in 0..<run.recordCount {
                        let lengths = allLengths[record]
                        // A field shorter than `minLengthRatio` of the average counts as that long: a
                        // five-word caption must not outrank a whole section on one repeated word.
                        func norm(_ f: Int, _ length: Int32) -> Double {
                            let ratio = averages[f] > 0 ? max(minLengthRatio, Double(length) / averages[f]) : 1
                            return 1 - b[f] + b[f] * ratio
                        }
                        let norms = (norm(0, lengths.0), norm(1, lengths.1), norm(2, lengths.2))
                        // Each term's postings are its own list: the order of a record's terms does not matter.
                        for o in run.occurrences(ofRecord: record) {
                            let t = global[Int(terms[o])]
                            guard t % parts == part else { continue }
                            let local = t / parts, tf = tfs[o]
                            let weighted = w[0] * Double(tf.0) / norms.0 + w[1] * Double(tf.1) / norms.1 + w[2] * Double(tf.2) / norms.2
                            var score = idfOf[t] * weighted * (k1 + 1) / (k1 + weighted)
                            if tf.0 > 0, lengths.0 <= 2, opensPage[record] { score = max(score, namedScore / Double(lengths.0)) }
                            let at = run.positionRange(ofOccurrence: o)
                            var n = Varint.write(id - lastRecord[local], to: out, at: 0, digits: digits)
                            n = Varint.write(Self.quantize(score), to: out, at: n, digits: digits)
                            n = Varint.write(at.count, to: out, at: n, digits: digits)
                            var previous: Int32 = 0
                            for k in at { n = Varint.write(Int(positions[k] - previous), to: out, at: n, digits: digits); previous = positions[k] }
                            postings[local].append(contentsOf: UnsafeBufferPointer(start: out, count: n))
                            lastRecord[local] = id
                        }
                        id += 1
                    }
                }
                }
                }
            }
            firstID += run.recordCount
        }
        postings = lists.merged(termCount: termCount)
    }

    /// BM25F score → one varint digit: 7 steps per doubling of (1 + score), 1…31 (≈10 % steps).
    static func quantize(_ score: Double) -> Int {
        min(31, max(1, Int((7 * log2(1 + score)).rounded())))
    }
}

/// The postings of `LanguageTerms` while they are written: per part of the terms, its lists and the last record
/// id of each, in memory that each worker reaches through a pointer of its own (workers write distinct parts,
/// never one array together).
private final class PostingParts: @unchecked Sendable {
    private let postings: UnsafeMutablePointer<[[UInt8]]>
    private let last: UnsafeMutablePointer<[Int]>
    private let parts: Int

    init(termCount: Int, parts: Int) {
        self.parts = parts
        postings = .allocate(capacity: parts)
        last = .allocate(capacity: parts)
        for p in 0..<parts {
            let count = (termCount - p + parts - 1) / parts  // terms t < termCount with t % parts == p
            (postings + p).initialize(to: [[UInt8]](repeating: [], count: count))
            (last + p).initialize(to: [Int](repeating: 0, count: count))
        }
    }

    deinit {
        postings.deinitialize(count: parts); postings.deallocate()
        last.deinitialize(count: parts); last.deallocate()
    }

    /// Lends part `part`'s lists and last record ids to `body` (moved out and back: no copy).
    func fill(_ part: Int, _ body: (inout [[UInt8]], inout [Int]) -> Void) {
        var lists = (postings + part).move(), lastRecord = (last + part).move()
        body(&lists, &lastRecord)
        (postings + part).initialize(to: lists)
        (last + part).initialize(to: lastRecord)
    }

    /// Every term's list, by term id (the parts are emptied).
    func merged(termCount: Int) -> [[UInt8]] {
        var result = [[UInt8]]()
        result.reserveCapacity(termCount)
        for t in 0..<termCount {
            let p = t % parts, local = t / parts
            result.append(postings[p][local])
            postings[p][local] = []
        }
        return result
    }
}

/// Where a sorted list of index entries (stems, vocabulary words) is cut into files of about a target size.
///
/// A query's word loads every file its prefix range falls in, so a cut between "accessibility" and
/// "accessibilityrotorentry" costs whoever types "accessibility" a second request. Each file therefore ends
/// within ¾ to 1¼ of the target where the keys on either side of the cut share the shortest prefix (nearest the
/// target among equals): a prefix longer than that cannot span it. On the corpus library's 400 title-word
/// queries, files loaded per query went from 8.43 to 8.05 (vocabulary chunks −15 %, term shards −8 %) and bytes
/// from 57.7 to 54.2 KB, the index the same size.
enum PrefixCuts {
    /// The index of each part's first entry (the first is 0); `sizes[i]` is entry i's bytes, `shared(i)` how many
    /// leading UTF-16 units entries i − 1 and i have in common.
    static func starts(sizes: [Int], target: Int, shared: (Int) -> Int) -> [Int] {
        guard !sizes.isEmpty else { return [] }
        let low = max(1, target * 3 / 4), high = target + target / 4
        var starts = [0], start = 0, remaining = sizes.reduce(0, +)
        while remaining > high {  // what fits in one file stays in one (no small last file)
            // The earliest cut: once the part holds `low` bytes (and at least one entry).
            var end = start, size = 0
            while end < sizes.count, size < low { size += sizes[end]; end += 1 }
            guard end < sizes.count else { break }
            var best = end, bestShared = shared(end), bestDistance = abs(size - target)
            var candidate = end, candidateSize = size
            while candidate + 1 < sizes.count, candidateSize + sizes[candidate] <= high {
                candidateSize += sizes[candidate]; candidate += 1
                let common = shared(candidate), distance = abs(candidateSize - target)
                if common < bestShared || (common == bestShared && distance < bestDistance) {
                    best = candidate; bestShared = common; bestDistance = distance
                }
            }
            starts.append(best)
            remaining -= sizes[start..<best].reduce(0, +)
            start = best
        }
        return starts
    }
}

/// Writes `SearchIndexFormat.TermShard` files: stems in UTF-16 order, one line each, with the vocabulary words and
/// completions of the same range (`SearchIndexFormat.Vocabulary`'s members), cut by `PrefixCuts`: a word's lookup,
/// its completions and its stem's postings come in one request (two before version 12).
enum TermShardWriter {
    /// Consumes the postings (they are the bulk of a large index's memory). Returns the shards' bounds (each one's first
    /// stem, word or completion, front-coded), the hash of each group of shards, and the last stem or word of the index
    /// (`tz`).
    static func write(_ terms: inout LanguageTerms, words: VocabularyWords, completions: [(key: String, entry: JSON)],
                      options: SearchIndexWriter.Options, to sink: inout IndexFileSink) -> (bounds: String, hashes: [String], lastKey: String?) {
        var surfacesOfStem: [SurfaceKey: [Int]] = [:]
        surfacesOfStem.reserveCapacity(terms.count)  // at most one stem per term
        for t in 0..<terms.count { surfacesOfStem[SurfaceKey(text: terms.stemOf[t]), default: []].append(t) }
        // UTF-16 order compared on code-unit arrays made once: comparing `utf16` views transcodes on every
        // comparison, and the Chinese index has a hundred thousand stems.
        let stemGroups = surfacesOfStem.map { (units: Array($0.key.text.utf16), stem: $0.key.text, terms: $0.value) }
            .sorted { $0.units.lexicographicallyPrecedes($1.units) }
        // Each stem's lines, its head postings and its tail when cut, on every core in blocks of stems; the
        // postings are then freed and the shards cut in stem order (the serial part: appending bytes).
        let lined: [[(head: [UInt8], tail: [UInt8])]] = {
            let surfaceOf = terms.surfaceOf, postings = terms.postings, headRecords = options.postingsHeadRecords
            let block = 1024
            return Array(stride(from: 0, to: stemGroups.count, by: block)).concurrentMap { first in
                (first..<min(stemGroups.count, first + block)).map { g -> (head: [UInt8], tail: [UInt8]) in
                    let (_, stem, group) = stemGroups[g]
                    let surfaces = group.count == 1 ? group : group.sorted(by: { surfaceOf[$0].utf16Precedes(surfaceOf[$1]) })
                    var heads: [(surface: String, postings: [UInt8])] = [], tails: [(surface: String, postings: [UInt8])] = []
                    for t in surfaces {
                        if let cut = ImpactTiers(postings[t], headRecords: headRecords) {
                            heads.append((surfaceOf[t], cut.head + [UInt8(ascii: "~"), Varint.alphabet[cut.tailMaximum]]))
                            tails.append((surfaceOf[t], cut.tail))
                        } else {
                            heads.append((surfaceOf[t], postings[t]))
                        }
                    }
                    var head: [UInt8] = [], tail: [UInt8] = []
                    appendLine(stem, heads, to: &head)
                    if !tails.isEmpty { appendLine(stem, tails, to: &tail) }
                    return (head, tail)
                }
            }
        }()
        terms.postings = []
        // Stems, words and completions in one sequence in UTF-16 order, with the bytes each adds, cut into shards
        // where neighbours share the least (`PrefixCuts`): a shard holds every key from its bound (its first key) up
        // to the next shard's, whatever its kind, so the engine finds a word, its stem and its completions by one rule.
        enum Key { case stem(Int), word(Int), completion(Int) }
        let heads = lined.flatMap { $0 }
        var keys: [(units: [UInt16], key: Key)] = [], sizes: [Int] = []
        keys.reserveCapacity(stemGroups.count + words.entries.count + completions.count)
        for g in stemGroups.indices { keys.append((stemGroups[g].units, .stem(g))) }
        for (w, e) in words.entries.enumerated() { keys.append((e.units, .word(w))) }
        for (c, e) in completions.enumerated() { keys.append((Array(e.key.utf16), .completion(c))) }
        keys.sort { $0.units.lexicographicallyPrecedes($1.units) }
        for (_, key) in keys {
            switch key {
            case .stem(let g): sizes.append(heads[g].head.count)
            case .word(let w): sizes.append(words.entries[w].surface.utf8.count + words.entries[w].edit.utf8.count + 3)
            case .completion(let c): sizes.append(completions[c].entry.bytes.count + 1)
            }
        }
        // Never between equal keys (a stem and the word it is): a key has one shard.
        let cuts = PrefixCuts.starts(sizes: sizes, target: options.shardTargetBytes) {
            VocabularyWriter.commonPrefix(keys[$0 - 1].units, keys[$0].units)
        }.filter { $0 == 0 || keys[$0 - 1].units != keys[$0].units }
        var shards: [(lines: [UInt8], tail: [UInt8])] = [], firsts: [String] = [], parts: [VocabularyPart] = []
        var lines: [UInt8] = [], tailLines: [UInt8] = [], part = VocabularyPart()
        for (c, start) in cuts.enumerated() {
            for k in start..<(c + 1 < cuts.count ? cuts[c + 1] : keys.count) {
                switch keys[k].key {
                case .stem(let g): lines += heads[g].head; tailLines += heads[g].tail
                case .word(let w): part.add(words, w)
                case .completion(let i): part.phrases.append(completions[i].entry)
                }
            }
            if lines.last == 0x0A { lines.removeLast() }
            if tailLines.last == 0x0A { tailLines.removeLast() }
            firsts.append(String(decoding: keys[start].units, as: UTF16.self))
            shards.append((lines, tailLines)); parts.append(part)
            lines = []; tailLines = []; part = VocabularyPart()
        }
        // Each shard's JSON, and its tail's (`x-<hash>`, which the shard names), on every core a batch at a time.
        var tails: [[UInt8]] = [], payloads: [[UInt8]] = []
        for first in stride(from: 0, to: shards.count, by: 256) {
            let range = first..<min(shards.count, first + 256)
            let encoded = range.concurrentMap { [shards, parts] i -> (tail: [UInt8]?, shard: [UInt8]) in
                var members: [(String, JSON)] = [("t", .string(String(decoding: shards[i].lines, as: UTF8.self)))]
                var tail: [UInt8]? = nil
                if !shards[i].tail.isEmpty {
                    let x = JSON.object([("t", .string(String(decoding: shards[i].tail, as: UTF8.self)))]).bytes
                    members.append(("x", .string(ContentHash.hex(x))))
                    tail = x
                }
                members += parts[i].members
                return (tail, JSON.object(members).bytes)
            }
            for i in range { shards[i] = ([], []) }
            for e in encoded {
                if let tail = e.tail { tails.append(tail) }
                payloads.append(e.shard)
            }
        }
        let folder = sink.folder
        sink.addAll(tails.map { "\(folder)/x-\(ContentHash.hex($0))" }, &tails)
        let hashes = sink.addGroups("t", &payloads, perHash: SearchIndexFormat.termShardsPerHash)
        var lastKey = stemGroups.last?.stem
        if let word = words.entries.last, lastKey.map({ $0.utf16Precedes(word.surface) }) ?? true { lastKey = word.surface }
        return (FrontCoding.encode(firsts), hashes, lastKey)
    }

    /// `stem\tpostings` when the stem's one surface is the stem, else `stem\tsurface\tpostings…` ("" = the stem).
    private static func appendLine(_ stem: String, _ entries: [(surface: String, postings: [UInt8])], to out: inout [UInt8]) {
        out.append(contentsOf: stem.utf8)
        if entries.count == 1, entries[0].surface == stem {
            out.append(0x09); out.append(contentsOf: entries[0].postings)
        } else {
            for e in entries {
                out.append(0x09)
                if e.surface != stem { out.append(contentsOf: e.surface.utf8) }
                out.append(0x09); out.append(contentsOf: e.postings)
            }
        }
        out.append(0x0A)
    }
}

/// A surface's postings (`SearchIndexFormat.TermShard`) cut by impact: the head holds every record whose impact is at
/// least the cut's, the tail the others, each in record order with its own id deltas. Only surfaces with many records
/// are cut: the common words, whose postings grow with the library while a one-word query ranks from the head.
struct ImpactTiers {
    var head: [UInt8] = [], tail: [UInt8] = []
    /// The highest impact in the tail (below every impact of the head).
    var tailMaximum = 0

    /// nil when the postings hold fewer than `headRecords` records at their highest impacts and as many below.
    init?(_ postings: [UInt8], headRecords: Int) {
        guard postings.count >= 2 * headRecords * 3 else { return nil } // at least three digits a record
        var records: [(id: Int, impact: Int, rest: Range<Int>)] = []
        var at = 0, id = 0
        func next() -> Int {
            var value = 0, shift = 0
            while true {
                let digit = Varint.value(of: postings[at]); at += 1
                value |= (digit & 31) << shift
                if digit < 32 { return value }
                shift += 5
            }
        }
        while at < postings.count {
            id += next()
            let start = at
            let impact = next()
            for _ in 0..<next() { _ = next() }
            records.append((id, impact, start..<at))
        }
        guard records.count >= 2 * headRecords else { return nil }
        var perImpact = [Int](repeating: 0, count: 32)
        for r in records { perImpact[min(r.impact, 31)] += 1 }
        var cut = 31, inHead = perImpact[31]
        while inHead < headRecords, cut > 0 { cut -= 1; inHead += perImpact[cut] }
        guard records.count - inHead >= headRecords else { return nil }
        var lastHead = 0, lastTail = 0
        for r in records {
            if r.impact >= cut {
                Varint.append(r.id - lastHead, to: &head); lastHead = r.id
                head.append(contentsOf: postings[r.rest])
            } else {
                Varint.append(r.id - lastTail, to: &tail); lastTail = r.id
                tail.append(contentsOf: postings[r.rest])
                tailMaximum = max(tailMaximum, r.impact)
            }
        }
    }
}

/// The vocabulary's words (surfaces that are words, not plain CJK bigrams) in UTF-16 order, each with its stem edit and
/// popularity digit (`SearchIndexFormat.Vocabulary`): what term shards and the typo-tolerance chunks list.
struct VocabularyWords {
    struct Entry {
        var surface: String
        var units: [UInt16]
        /// Empty when the stem is the surface, else the digits to drop and the text to append, or `=` and the stem.
        var edit: String
        /// Base-36 `min(35, bit length of document frequency)`.
        var frequency: Character
    }
    var entries: [Entry] = []

    init(_ terms: LanguageTerms) {
        entries = (0..<terms.count).filter { terms.isWord[$0] }.map { t -> Entry in
            let word = terms.surfaceOf[t], units = Array(word.utf16), stem = terms.stemOf[t]
            var edit = ""
            if stem != word {
                let s = Array(stem.utf16)
                let keep = VocabularyWriter.commonPrefix(units, s)
                let drop = units.count - keep
                edit = drop <= 35 ? String(drop, radix: 36) + String(decoding: s[keep...], as: UTF16.self) : "=" + stem
            }
            let bits = Int.bitWidth - terms.df[t].leadingZeroBitCount
            return Entry(surface: word, units: units, edit: edit, frequency: Character(String(min(35, bits), radix: 36)))
        }.sorted { $0.units.lexicographicallyPrecedes($1.units) }
    }
}

/// The members `w`, `s`, `f` and `c` of `SearchIndexFormat.Vocabulary`, made word by word: a part's first word coded
/// whole, the others after the word before them.
struct VocabularyPart {
    var front: [String] = [], edits: [String] = [], frequencies = "", phrases: [JSON] = []
    private var previous: [UInt16] = []

    mutating func add(_ words: VocabularyWords, _ w: Int) {
        let e = words.entries[w]
        front.append(FrontCoding.entry(e.units, after: previous))
        edits.append(e.edit)
        frequencies.append(e.frequency)
        previous = e.units
    }

    var members: [(String, JSON)] {
        guard !front.isEmpty || !phrases.isEmpty else { return [] }
        return [("w", .string(front.joined(separator: "\n"))), ("s", .string(edits.joined(separator: "\n"))), ("f", .string(frequencies))]
            + (phrases.isEmpty ? [] : [("c", .array(phrases))])
    }
}

/// Writes `SearchIndexFormat.Vocabulary` chunks by surface range, for typo tolerance, which loads them all (a word's
/// lookup and completions come with its term shard).
enum VocabularyWriter {
    /// Chunks hold about `Options.vocabularyChunkTargetBytes` of words, cut by `PrefixCuts`. Returns each chunk's
    /// first surface and hash, for the directory.
    static func write(_ words: VocabularyWords, options: SearchIndexWriter.Options,
                      to sink: inout IndexFileSink) -> (boundaries: [JSON], hashes: [JSON]) {
        let entries = words.entries
        let sizes = entries.indices.map { w in
            FrontCoding.entry(entries[w].units, after: w > 0 ? entries[w - 1].units : []).utf8.count + entries[w].edit.utf8.count + 3
        }
        let cuts = PrefixCuts.starts(sizes: sizes, target: options.vocabularyChunkTargetBytes) {
            commonPrefix(entries[$0 - 1].units, entries[$0].units)
        }
        var boundaries: [JSON] = [], hashes: [JSON] = []
        for (c, start) in cuts.enumerated() {
            let end = c + 1 < cuts.count ? cuts[c + 1] : entries.count
            var part = VocabularyPart()
            for w in start..<end { part.add(words, w) }
            boundaries.append(.string(entries[start].surface))
            hashes.append(.string(sink.emit("v", .object(part.members))))
        }
        return (boundaries, hashes)
    }

    static func commonPrefix(_ a: [UInt16], _ b: [UInt16]) -> Int {
        var i = 0
        while i < a.count, i < b.count, a[i] == b[i] { i += 1 }
        return i
    }
}

/// Front coding of sorted strings, as the vocabulary chunks and the directory's first stems write them: each entry
/// is one base-36 digit, the UTF-16 units it shares with the entry before (at most 35), then the rest.
enum FrontCoding {
    /// The entry of `units` after `previous`. The shared part never ends inside a surrogate pair: the rest must
    /// be whole characters to be written as UTF-8.
    static func entry(_ units: [UInt16], after previous: [UInt16]) -> String {
        var shared = min(35, VocabularyWriter.commonPrefix(previous, units))
        if shared > 0, UTF16.isLeadSurrogate(units[shared - 1]) { shared -= 1 }
        return String(shared, radix: 36) + String(decoding: units[shared...], as: UTF16.self)
    }

    /// `strings` (sorted) front-coded, one entry per line.
    static func encode(_ strings: [String]) -> String {
        var previous: [UInt16] = [], entries: [String] = []
        entries.reserveCapacity(strings.count)
        for string in strings {
            let units = Array(string.utf16)
            entries.append(entry(units, after: previous))
            previous = units
        }
        return entries.joined(separator: "\n")
    }
}

/// Writes `SearchIndexFormat.DocumentChunk` files: display data of a fixed number of consecutive records. Each
/// group of chunks (`SearchIndexFormat.documentChunksPerHash`, more on a library so large that it would make more
/// than `documentHashGroups` groups) is named by one hash of the group and each chunk's number: the directory
/// lists one hash per group rather than one per chunk, and an edit renames only its group.
enum DocumentChunkWriter {
    /// The chunks of `records`, `perChunk` records each (the last may have fewer), and how many chunks share a hash.
    static func write(_ records: [SearchRecord], options: SearchIndexWriter.Options,
                      to sink: inout IndexFileSink) -> (perChunk: Int, perHash: Int, hashes: [String]) {
        @Sendable func displayText(_ r: SearchRecord) -> String {
            // A text of at most that many bytes has at most that many characters: no walk over its characters.
            r.text.utf8.count <= options.excerptSourceLength ? r.text : String(r.text.prefix(options.excerptSourceLength))
        }
        // A fixed number of records per chunk, so the engine finds a record's chunk by division and the directory
        // lists no chunk starts (they grew with the library: 19 KB of a 49 KB directory on a 7,700-page one).
        // The number is the power of √2 (rounded) that makes chunks nearest `documentChunkTargetBytes` on average:
        // an edit changes it only when it moves the average record size by a good share, not on every build.
        let size = records.reduce(0) { total, r in
            total + r.url.utf8.count + r.pageTitle.utf8.count + r.section.utf8.count + displayText(r).utf8.count + (r.summary?.utf8.count ?? 0) + 40
        }
        let ideal = records.isEmpty ? 1 : Double(options.documentChunkTargetBytes) * Double(records.count) / Double(size)
        let perChunk = max(1, Int(pow(2, (2 * log2(max(1, ideal))).rounded() / 2).rounded()))
        // Chunks are independent (a record repeats nothing from another chunk): made on every core.
        var payloads = Array(stride(from: 0, to: records.count, by: perChunk)).concurrentMap { first -> [UInt8] in
            var chunk: [JSON] = []
            var before: SearchRecord? = nil  // the chunk's record before this one: what this one need not repeat
            for r in records[first..<min(records.count, first + perChunk)] {
                let derivedPage = String(r.url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
                func unlessRepeated(_ value: String, _ previous: String?) -> JSON { value == previous ? .null : .string(value) }
                chunk.append(.array([
                    .string(r.url), r.pageURL == derivedPage ? .null : .string(r.pageURL),
                    unlessRepeated(r.pageTitle, before?.pageTitle), unlessRepeated(r.section, before?.section), .string(displayText(r)),
                    unlessRepeated(r.kind.rawValue, before?.kind.rawValue), r.designSystem.map(JSON.string) ?? .null,
                    .string(r.platforms.joined(separator: ",")), r.time.map(JSON.double) ?? .null,
                ] + (r.summary.map { [JSON.string($0)] } ?? [])))
                before = r
            }
            return JSON.object([("r", .array(chunk))]).bytes
        }
        // Groups grow with the library, so that the directory lists at most `documentHashGroups` hashes.
        let perHash = max(SearchIndexFormat.documentChunksPerHash,
                          (payloads.count + SearchIndexFormat.documentHashGroups - 1) / SearchIndexFormat.documentHashGroups)
        return (perChunk, perHash, sink.addGroups("d", &payloads, perHash: perHash))
    }
}

/// The members of `SearchIndexFormat.Facets`: for each filter value, the ranges of records that have it.
enum FacetsWriter {
    /// Writes `<lang>/f-<hash>.js`; returns its members (the directory repeats `kind`) and hash.
    static func write(_ records: [SearchRecord], to sink: inout IndexFileSink) -> (facets: [(String, JSON)], hash: String) {
        let members = facets(records)
        return (members, sink.emit("f", .object(members)))
    }

    static func facets(_ records: [SearchRecord]) -> [(String, JSON)] {
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
}

/// The phrase completions of `SearchIndexFormat.Vocabulary` chunks: page titles, section headings and glossary terms.
enum CompletionsWriter {
    /// Every completion with its folded text, sorted by it (UTF-16 order), one per folded text (its first URL).
    static func completions(_ records: [SearchRecord], extra: [String]) -> [(key: String, entry: JSON)] {
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
        for term in extra { add(term, "g", "") }
        let keys = entries.keys.sorted { $0.utf16Precedes($1) }
        return keys.map { k in
            let e = entries[k]!
            return (k, .array([.string(e.text), .string(e.type), .string(e.url), .int(e.count)]))
        }
    }
}
