import Diagnostics
import Foundation
import Ingest
import Support
import TextAnalysis

// The texts that get scored: guideline sections and talk paragraphs as weighted stem vectors (with their
// glossary concepts), and the sparse vectors, postings and priors the scoring runs on.

extension CrossReferencer {
    /// Stop words beyond the index's: pronouns, auxiliaries and fillers of spoken English.
    static let stopWords: Set<String> = TextAnalyzer.englishStopWords.union([
        "i", "i'm", "i'll", "you", "you'll", "you're", "your", "we", "we're", "our", "us", "he", "she", "them", "those",
        "its", "it's", "what", "which", "who", "whom", "when", "where", "why", "how", "here", "there's", "so", "too",
        "very", "just", "also", "can", "could", "would", "should", "may", "might", "must", "shall", "do", "does", "did",
        "done", "has", "have", "had", "having", "been", "being", "am", "were", "from", "about", "up", "down", "out",
        "over", "than", "other", "only", "even", "some", "any", "all", "each", "every", "both", "either", "one", "two",
        "first", "second", "let", "let's", "like", "more", "most", "much", "many", "well", "now", "then", "thing",
        "things", "way", "ways", "really", "great", "good", "example", "able", "get", "gets", "getting", "go", "going",
        "make", "makes", "making", "want", "need", "needs", "take", "look", "looking", "see", "that's", "don't",
        "doesn't", "isn't", "while", "because", "before", "after", "once", "into", "onto", "own", "same", "such",
        "whether", "these", "this", "without", "within", "people", "someone", "person", "user", "users",
    ])

    /// Platform names as guidelines write them and as talks say them.
    static let aliases = ["ipados": "ipad", "macos": "mac"]

    /// Content-word stems of `text` with their counts.
    static func terms(_ text: String, language: String) -> [String: Double] {
        var unused: [String: String] = [:]
        return terms(text, language: language, surfaces: &unused, recording: false)
    }

    /// Content-word stems of `text` with their counts; each word as written (folded) is recorded in `surfaces` with
    /// its stem, when `recording`, so related words are looked up for the library's own words only.
    static func terms(_ text: String, language: String, surfaces: inout [String: String], recording: Bool = true) -> [String: Double] {
        var stems = StemMemo()
        return terms(text, language: language, surfaces: &surfaces, stems: &stems, recording: recording)
    }

    /// The words one worker has seen: a talk says the same words again and again, and the stemmer is shared
    /// (locked) by every core. Each word has its term (nil: not a content word) and whether it was recorded as a
    /// surface, so a word said again costs one look-up and each word is stemmed once. Words are found by their
    /// bytes (`SurfaceTable`) and a text's terms are counted by number: hashing each word and each term as strings
    /// was a twentieth of the step.
    struct StemMemo {
        /// Per word, by id: the word, its term's id in `terms` (-1: not a content word), whether it was recorded,
        /// and its form key (`formKey`, once asked).
        private var words: [SurfaceKey] = [], termOf: [Int32] = [], recorded: [Bool] = [], formKeys: [String?] = []
        private var table = SurfaceTable(minimumCapacity: 64)
        /// The distinct terms by id; their ids by text, asked once per new word.
        private var terms: [String] = [], termIDs: [String: Int32] = [:]
        /// The counts of the text being read, by term id, and the ids it has counted, in order of first use.
        private var counts: [Double] = [], counted: [Int32] = []

        /// The id of `word`, nil when it is new.
        func id(of word: SurfaceKey) -> Int? { table.id(of: word, in: words) }

        /// Adds a new word with its term (nil: not a content word); returns its id.
        mutating func add(_ word: SurfaceKey, term: String?) -> Int {
            let id = words.count
            words.append(word)
            table.insert(id, in: words)
            recorded.append(false)
            formKeys.append(nil)
            guard let term else { termOf.append(-1); return id }
            if let t = termIDs[term] { termOf.append(t); return id }
            let t = Int32(terms.count)
            terms.append(term); termIDs[term] = t; counts.append(0)
            termOf.append(t)
            return id
        }

        /// The term of word `id`, nil for a word that is not a content word.
        func term(ofWord id: Int) -> Int32? { termOf[id] < 0 ? nil : termOf[id] }
        func text(ofTerm t: Int32) -> String { terms[Int(t)] }

        /// The key word `id` is shown under as evidence, stop words included: `make(word)` (its alias or stem),
        /// made once.
        mutating func formKey(ofWord id: Int, _ make: (String) -> String) -> String {
            if let known = formKeys[id] { return known }
            let key = make(words[id].text)
            formKeys[id] = key
            return key
        }

        /// Marks word `id` as recorded; false when it already was.
        mutating func record(_ id: Int) -> Bool {
            guard !recorded[id] else { return false }
            recorded[id] = true
            return true
        }

        /// Counts one use of term `t` in the text being read.
        mutating func count(_ t: Int32) {
            if counts[Int(t)] == 0 { counted.append(t) }
            counts[Int(t)] += 1
        }

        /// The text's counts by term, and the memo ready for the next text.
        mutating func takeCounts() -> [String: Double] {
            var out = [String: Double](minimumCapacity: counted.count)
            for t in counted { out[terms[Int(t)]] = counts[Int(t)]; counts[Int(t)] = 0 }
            counted.removeAll(keepingCapacity: true)
            return out
        }
    }

    static func terms(_ text: String, language: String, surfaces: inout [String: String], stems: inout StemMemo,
                      recording: Bool = true) -> [String: Double] {
        let analyzer = TextAnalyzer(language: language)
        return terms(analysed: analyzer.analyze(text, stemming: false).terms, analyzer: analyzer, surfaces: &surfaces, stems: &stems,
                     recording: recording)
    }

    /// The same, from the text's terms as `analyzer` found them (without stems).
    static func terms(analysed: [AnalyzedTerm], analyzer: TextAnalyzer, surfaces: inout [String: String], stems: inout StemMemo,
                      recording: Bool = true) -> [String: Double] {
        for term in analysed where term.isWord {
            let word = SurfaceKey(text: term.surface)
            let id: Int
            if let known = stems.id(of: word) { id = known } else {
                var key: String? = nil
                if !(stopWords.contains(term.surface) || term.surface.count < 2 || term.surface.allSatisfy(\.isNumber)) {
                    key = aliases[term.surface] ?? (term.stem.isEmpty ? analyzer.stem(term.surface) : term.stem)
                }
                id = stems.add(word, term: key)
            }
            guard let t = stems.term(ofWord: id) else { continue }
            stems.count(t)
            if recording, stems.record(id), surfaces[term.surface] == nil { surfaces[term.surface] = stems.text(ofTerm: t) }
        }
        return stems.takeCounts()
    }

    /// Words of `text`: white-space separated, or two Han or kana characters a word (Chinese and Japanese do not
    /// separate words).
    static func wordCount(_ text: String) -> Int {
        var spaced = 0, ideographs = 0, inWord = false
        for scalar in text.unicodeScalars {
            if (0x3040...0x30FF).contains(scalar.value) || (0x3400...0x9FFF).contains(scalar.value) { ideographs += 1; inWord = false; continue }
            if scalar.properties.isWhitespace || !(scalar.properties.isAlphabetic || scalar.properties.numericType != nil) {
                inWord = inWord && !scalar.properties.isWhitespace
            } else if !inWord { inWord = true; spaced += 1 }
        }
        return spaced + ideographs / 2
    }

    /// Glossary concepts of `text` with their counts.
    static func concepts(_ text: String, index: GlossaryIndex?) -> [String: Double] {
        guard let index else { return [:] }
        var counts: [String: Double] = [:]
        for match in index.matches(in: text) { counts[match.entryID, default: 0] += 1 }
        return counts
    }

    struct SectionDoc {
        var pageID: String
        var designSystem: String?
        var anchor: String
        var terms: [String: Double]
        var headingTerms: [String: Double]
        var concepts: [String: Double]
    }

    struct ParagraphDoc {
        var talkID: String
        var anchor: String
        var text: String
        var language: String
        var time: Double?
        /// The paragraph's words and concepts, until scoring has numbered them (`Tables.release`): a large
        /// library's tables are hundreds of megabytes, and only the links' paragraphs need them again (evidence,
        /// which analyses those again).
        var terms: [String: Double] { tables.terms }
        var concepts: [String: Double] { tables.concepts }
        let tables: Tables
        /// Index of the talk section (chapter) holding the paragraph, and its heading's terms and concepts.
        var chapter: Int
        var chapterTerms: [String: Double]
        var chapterConcepts: [String: Double]

        init(talkID: String, anchor: String, text: String, language: String, time: Double?, terms: [String: Double],
             concepts: [String: Double], chapter: Int, chapterTerms: [String: Double], chapterConcepts: [String: Double]) {
            self.talkID = talkID; self.anchor = anchor; self.text = text; self.language = language; self.time = time
            tables = Tables(terms: terms, concepts: concepts)
            self.chapter = chapter; self.chapterTerms = chapterTerms; self.chapterConcepts = chapterConcepts
        }

        /// A paragraph's own tables, shared by the copies of its document, so they can be released once for all.
        final class Tables: @unchecked Sendable {
            private(set) var terms: [String: Double]
            private(set) var concepts: [String: Double]
            init(terms: [String: Double], concepts: [String: Double]) { self.terms = terms; self.concepts = concepts }
            /// Empties both tables: their memory is freed (not to be called while another thread reads them).
            func release() { terms = [:]; concepts = [:] }
        }
    }

    /// Sections of original guideline pages that have text of their own.
    static func sectionDocs(_ site: Site, glossary: Glossary, settings: CrossReferenceSettings) -> [SectionDoc] {
        var surfaces: [String: String] = [:]
        return sectionDocs(site, glossary: glossary, settings: settings, surfaces: &surfaces)
    }

    /// …and the words they use, as written, with their stems.
    static func sectionDocs(_ site: Site, glossary: Glossary, settings: CrossReferenceSettings, surfaces: inout [String: String]) -> [SectionDoc] {
        let pages = site.pages.filter { $0.kind == .guideline && $0.role == .original }
        var indexes: [String: GlossaryIndex] = [:]
        if !glossary.entries.isEmpty { for language in Set(pages.map(\.contentLanguage)) { indexes[language] = glossary.index(for: language) } }
        let frozen = indexes
        // Pages are analysed a few at a time on every core, each core keeping a memo of the words it has seen per
        // language (pages share most of their words); sections stay in site order.
        let analysed = batches(pages.count).concurrentMap(state: { [String: StemMemo]() }) { batch, memos -> (docs: [SectionDoc], surfaces: [String: String]) in
            var docs: [SectionDoc] = []
            var words: [String: String] = [:], unrecorded: [String: String] = [:]
            for page in pages[batch] {
                let language = page.contentLanguage
                let titleTerms = Self.terms(page.title, language: language, surfaces: &unrecorded, stems: &memos[language, default: StemMemo()], recording: false)
                for (k, section) in page.sections.enumerated() {
                    let body = section.blocks.map(\.block.text).joined(separator: "\n")
                    guard !Whitespace.isBlank(body) else { continue }
                    // Lists of links (related pages, videos, documentation) and change logs give no advice to link to:
                    // a section needs a sentence of prose.
                    guard section.blocks.contains(where: { block in
                        switch block.block.kind {
                        case .paragraph, .listItem, .quote:
                            return wordCount(block.block.text) >= settings.minimumSentenceWords
                        default: return false
                        }
                    }) else { continue }
                    // Repeated headings ("Usage") are read with their parent's.
                    let heading = section.heading == nil ? "" : LinkResolver.sectionTitle(page, k)
                    var terms = Self.terms(body, language: language, surfaces: &words, stems: &memos[language, default: StemMemo()])
                    if section.heading == nil, terms.count < settings.minimumUntitledTerms { continue }
                    let headingTerms = Self.terms(heading, language: language, surfaces: &unrecorded, stems: &memos[language, default: StemMemo()], recording: false)
                    for (t, c) in headingTerms { terms[t, default: 0] += c * settings.headingBoost }
                    // The page title says what every section of the page is about ("Best practices" of "Motion").
                    if settings.pageTitleWeight > 0 {
                        for (t, c) in titleTerms where headingTerms[t] == nil { terms[t, default: 0] += c * settings.headingBoost * settings.pageTitleWeight }
                    }
                    docs.append(SectionDoc(pageID: page.id, designSystem: page.designSystem, anchor: section.anchor, terms: terms, headingTerms: headingTerms,
                                           concepts: concepts(heading + "\n" + body, index: frozen[language])))
                }
            }
            return (docs, words)
        }
        for page in analysed { surfaces.merge(page.surfaces) { a, _ in a } }
        return analysed.flatMap(\.docs)
    }

    /// Paragraphs of talk pages in their own language.
    static func paragraphDocs(_ site: Site, glossary: Glossary) -> [ParagraphDoc] {
        var surfaces: [String: String] = [:]
        return paragraphDocs(site, glossary: glossary, surfaces: &surfaces)
    }

    /// …and the words they use, as written, with their stems.
    /// With `cache`, each talk's paragraphs are analysed on their own and kept between builds
    /// (`ParagraphDocCoding`); the words recorded are the same, each with the stem of its first use in site order.
    static func paragraphDocs(_ site: Site, glossary: Glossary, surfaces: inout [String: String],
                              cache: (any ProductCache)? = nil) -> [ParagraphDoc] {
        let talks = site.pages.filter { $0.kind == .session && $0.role == .original }
        var indexes: [String: GlossaryIndex] = [:]
        if !glossary.entries.isEmpty { for language in Set(talks.map(\.contentLanguage)) { indexes[language] = glossary.index(for: language) } }
        let frozen = indexes
        if let cache {
            let glossaryKey = glossary.cacheFingerprint
            let perTalk = talks.concurrentMap { page in
                ParagraphDocCoding.docs(page, glossary: glossaryKey, cache: cache) {
                    var memos: [String: StemMemo] = [:], words: [String: String] = [:]
                    let docs = paragraphDocs(of: page, index: frozen[page.contentLanguage], memos: &memos, words: &words)
                    return (docs, words)
                }
            }
            for talk in perTalk { surfaces.merge(talk.surfaces) { a, _ in a } }
            return perTalk.flatMap(\.docs)
        }
        // Talks are analysed a few at a time on every core, each core keeping a memo of the words it has seen per
        // language (talks share most of their words; a word is stemmed once per core, not once per few talks, and
        // the stemmer is locked); paragraphs stay in site order. A word's surface is recorded by the first batch of
        // its core that meets it: the batches' surfaces are merged, so every word used is in `surfaces` once.
        let analysed = batches(talks.count).concurrentMap(state: { [String: StemMemo]() }) { batch, memos -> (docs: [ParagraphDoc], surfaces: [String: String]) in
            var docs: [ParagraphDoc] = []
            var words: [String: String] = [:]
            for page in talks[batch] {
                docs += paragraphDocs(of: page, index: frozen[page.contentLanguage], memos: &memos, words: &words)
            }
            return (docs, words)
        }
        for talk in analysed { surfaces.merge(talk.surfaces) { a, _ in a } }
        return analysed.flatMap(\.docs)
    }

    /// One talk's paragraphs, its words recorded in `words` (those the memos have not recorded already).
    static func paragraphDocs(of page: Page, index: GlossaryIndex?, memos: inout [String: StemMemo], words: inout [String: String]) -> [ParagraphDoc] {
        var docs: [ParagraphDoc] = []
        var unrecorded: [String: String] = [:]
        let language = page.contentLanguage
        for (k, section) in page.sections.enumerated() {
            // Chapter headings (from the talk's signposts) say what the paragraphs under them are about.
            let heading = section.heading ?? ""
            let chapterTerms = terms(heading, language: language, surfaces: &unrecorded, stems: &memos[language, default: StemMemo()], recording: false)
            let chapterConcepts = concepts(heading, index: index)
            for block in section.blocks {
                switch block.block.kind {
                case .paragraph, .listItem, .quote: break
                default: continue
                }
                docs.append(ParagraphDoc(talkID: page.id, anchor: block.anchor, text: block.block.text, language: language, time: block.time,
                                         terms: terms(block.block.text, language: language, surfaces: &words, stems: &memos[language, default: StemMemo()]),
                                         concepts: concepts(block.block.text, index: index),
                                         chapter: k, chapterTerms: chapterTerms, chapterConcepts: chapterConcepts))
            }
        }
        return docs
    }

    /// Consecutive ranges of `count` items, a few items each: units of work for every core that still share
    /// what neighbouring items have in common.
    static func batches(_ count: Int, size: Int = 6) -> [Range<Int>] {
        stride(from: 0, to: count, by: size).map { $0..<min(count, $0 + size) }
    }

    /// Term counts summed by group (a page's sections, a talk's paragraphs): every group gets an entry, even one
    /// without terms.
    static func totals<Item: Sendable>(_ items: [Item], group: (Item) -> String,
                                       terms: @Sendable (Item) -> [String: Double]) -> [String: [String: Double]] {
        var members: [String: [Int]] = [:]
        for (i, item) in items.enumerated() { members[group(item), default: []].append(i) }
        // Each group summed on its own core (a large library's pages ran alone for a second), its items in order,
        // so every sum is the one a single loop makes.
        let groups = Array(members)
        let sums = groups.concurrentMap { _, indices -> [String: Double] in
            var sum: [String: Double] = [:]
            for i in indices { for (t, c) in terms(items[i]) { sum[t, default: 0] += c } }
            return sum
        }
        return Dictionary(uniqueKeysWithValues: zip(groups.lazy.map(\.key), sums))
    }

    /// Cosine of two sparse vectors (ids ascending), merged in id order.
    static func cosine(_ a: SparseVector, _ b: SparseVector) -> Double {
        var dot = 0.0, i = 0, j = 0
        while i < a.ids.count, j < b.ids.count {
            if a.ids[i] == b.ids[j] { dot += a.weights[i] * b.weights[j]; i += 1; j += 1 } else if a.ids[i] < b.ids[j] { i += 1 } else { j += 1 }
        }
        guard dot > 0 else { return 0 }
        return dot / (a.norm * b.norm)
    }

    /// Terms (or concepts) numbered, so the hot loops index arrays instead of hashing strings.
    struct Vocabulary {
        var ids: [String: Int] = [:]

        init(_ vectors: [[String: Double]]) {
            // Numbered in a fixed order (not a dictionary's, which changes from run to run), so sums are added in
            // the same order on every build and ties break the same way: two builds write the same site.
            // Each vector's terms sorted on every core (a large library has tens of thousands of sections).
            for terms in vectors.concurrentMap({ $0.keys.sorted() }) { for t in terms where ids[t] == nil { ids[t] = ids.count } }
        }

        /// `v` weighed by `idf` (1 + log count) as a sparse vector over the vocabulary; terms outside it, or of
        /// no weight, are dropped (no section shares them).
        func sparse(_ v: [String: Double], idf: [Double]) -> SparseVector { Self.sparse(numbered(v), idf: idf) }

        /// The counts of `v` by id, ascending; terms outside the vocabulary dropped.
        func numbered(_ v: [String: Double]) -> [(id: Int32, count: Double)] {
            var out: [(id: Int32, count: Double)] = []
            out.reserveCapacity(v.count)
            for (t, c) in v { if let id = ids[t] { out.append((Int32(id), c)) } }
            out.sort { $0.id < $1.id }
            return out
        }

        /// `a` plus `weight` times `b`, both numbered (ids ascending), in id order; `a` itself when `weight` is 0.
        static func add(_ a: [(id: Int32, count: Double)], _ b: [(id: Int32, count: Double)], weight: Double) -> [(id: Int32, count: Double)] {
            guard weight > 0, !b.isEmpty else { return a }
            var out: [(id: Int32, count: Double)] = []
            out.reserveCapacity(a.count + b.count)
            var i = 0, j = 0
            while i < a.count || j < b.count {
                if j == b.count || (i < a.count && a[i].id < b[j].id) { out.append(a[i]); i += 1 }
                else if i == a.count || b[j].id < a[i].id { out.append((b[j].id, b[j].count * weight)); j += 1 }
                else { out.append((a[i].id, a[i].count + b[j].count * weight)); i += 1; j += 1 }
            }
            return out
        }

        /// `sparse` for numbered counts. `related` terms (ids ascending) count only where `counts` has none, and weigh
        /// `relatedWeight` of what the same count of a term of `counts` would.
        static func sparse(_ counts: [(id: Int32, count: Double)], idf: [Double], related: [(id: Int32, count: Double)] = [],
                           relatedWeight: Double = 0) -> SparseVector {
            var out = SparseVector()
            out.ids.reserveCapacity(counts.count + related.count)
            out.weights.reserveCapacity(counts.count + related.count)
            var j = 0
            func appendRelated(below id: Int32) {
                while j < related.count, related[j].id < id {
                    let r = related[j]; j += 1
                    guard idf[Int(r.id)] > 0 else { continue }
                    out.ids.append(r.id); out.weights.append((1 + log(max(r.count, 1))) * idf[Int(r.id)] * relatedWeight)
                }
            }
            for (id, c) in counts {
                appendRelated(below: id)
                if j < related.count, related[j].id == id { j += 1 }
                guard idf[Int(id)] > 0 else { continue }
                out.ids.append(id); out.weights.append((1 + log(c)) * idf[Int(id)])
            }
            appendRelated(below: .max)
            out.norm = out.weights.reduce(0) { $0 + $1 * $1 }.squareRoot()
            return out
        }

        /// Inverse document frequency by id; zero for terms in more than `maximumShare` of the vectors.
        func idf(_ vectors: [[String: Double]], maximumShare: Double) -> [Double] {
            var df = [Double](repeating: 0, count: ids.count)
            for v in vectors { for t in v.keys { if let id = ids[t] { df[id] += 1 } } }
            let n = Double(vectors.count)
            return df.map { $0 == 0 || $0 > n * maximumShare ? 0 : log((n + 1) / ($0 + 0.5)) }
        }
    }

    /// A talk paragraph's counts by vocabulary id (see `Vocabulary.numbered`), with its chapter heading's and the
    /// related words it stands for. Every paragraph's are held through scoring, so counts (whole numbers, exact
    /// in single precision) take four bytes, not eight: `wide` gives them back as `Vocabulary` takes them.
    struct NumberedParagraph: Sendable {
        typealias Counts = [(id: Int32, count: Float)]
        var terms: Counts
        var concepts: Counts
        var chapterTerms: Counts
        var chapterConcepts: Counts
        var related: Counts

        static func narrow(_ counts: [(id: Int32, count: Double)]) -> Counts { counts.map { ($0.id, Float($0.count)) } }
        static func wide(_ counts: Counts) -> [(id: Int32, count: Double)] { counts.map { ($0.id, Double($0.count)) } }
    }

    struct SparseVector {
        var ids: [Int32] = []
        var weights: [Double] = []
        var norm = 0.0
    }

    /// Sparse dot products: for each term, the vectors (by index) that contain it and its weight there, so a
    /// paragraph is scored only against the sections it shares words with (a large site has tens of thousands
    /// of paragraphs and thousands of sections; the dense product took minutes).
    struct Postings {
        /// The list of term `t` is `vectors[starts[t]..<ends[t]]` and `weights` alike: one flat buffer (an array
        /// of arrays retained and released an inner array per term, in the hottest loop of the step).
        var starts: [Int]
        var ends: [Int]
        var vectors: [Int32]
        var weights: [Double]
        var norms: [Double]
        /// The terms listed by the last `rebuild` (empty for postings of every vector).
        var rebuiltTerms: [Int32] = []

        /// Every vector of `sparse`, listed by its index.
        init(_ sparse: [SparseVector], vocabularySize: Int) {
            norms = sparse.map(\.norm)
            var counts = [Int](repeating: 0, count: vocabularySize + 1)
            for v in sparse { for t in v.ids { counts[Int(t) + 1] += 1 } }
            for t in 0..<vocabularySize { counts[t + 1] += counts[t] }
            starts = Array(counts.dropLast())
            var next = starts
            vectors = [Int32](repeating: 0, count: counts[vocabularySize])
            weights = [Double](repeating: 0, count: counts[vocabularySize])
            for (i, v) in sparse.enumerated() {
                for (t, w) in zip(v.ids, v.weights) {
                    vectors[next[Int(t)]] = Int32(i); weights[next[Int(t)]] = w
                    next[Int(t)] += 1
                }
            }
            ends = next
        }

        /// Empty lists for a vocabulary of `vocabularySize` terms, with the norms of all vectors: buffers for
        /// `rebuild`.
        init(emptyFor vocabularySize: Int, norms: [Double]) {
            starts = [Int](repeating: 0, count: vocabularySize); ends = starts
            vectors = []; weights = []
            self.norms = norms
        }

        /// Lists of the terms `terms` (ids, ascending, each once) only, and of the vectors `members` of `sparse`
        /// only (ascending), by their index in `sparse`; every other list empty. In place: a worker rebuilds
        /// the same buffers for each talk it scores (see `ScoringScope`), at a cost of the members' lengths,
        /// not of the vocabulary. `wanted` is scratch, one slot per term, false before and after. `numbering`: lists
        /// hold each member's place in `members` rather than its index in `sparse`.
        mutating func rebuild<Members: Collection<Int>>(_ sparse: [SparseVector], members: Members, terms: [Int32], wanted: RawTable<Bool>,
                                                        numbering: Bool = false) {
            // The previous lists, emptied (a stale range could reach past the new buffers).
            for t in rebuiltTerms { starts[Int(t)] = 0; ends[Int(t)] = 0 }
            rebuiltTerms = terms
            for t in terms { wanted[Int(t)] = true }
            defer { for t in terms { wanted[Int(t)] = false } }
            // On raw memory (no bounds or uniqueness check per entry): each talk of a large library rebuilds the
            // lists of its closest pages, and the checked loops took 942 `perf` samples to these 775 on the ten-times
            // library (its cross-reference step 8,143 and 9,315, the same build).
            var total = 0
            starts.withUnsafeMutableBufferPointer { starts in
            ends.withUnsafeMutableBufferPointer { ends in
                for i in members { sparse[i].ids.withUnsafeBufferPointer { ids in for t in ids where wanted[Int(t)] { ends[Int(t)] += 1 } } }
                for t in terms {
                    let n = ends[Int(t)]
                    starts[Int(t)] = total; ends[Int(t)] = total
                    total += n
                }
            }
            }
            vectors.removeAll(keepingCapacity: true); vectors.append(contentsOf: repeatElement(0, count: total))
            weights.removeAll(keepingCapacity: true); weights.append(contentsOf: repeatElement(0, count: total))
            ends.withUnsafeMutableBufferPointer { ends in
            vectors.withUnsafeMutableBufferPointer { vectors in
            weights.withUnsafeMutableBufferPointer { weights in
                for (place, i) in members.enumerated() {
                    let listed = Int32(numbering ? place : i)
                    sparse[i].ids.withUnsafeBufferPointer { ids in
                    sparse[i].weights.withUnsafeBufferPointer { w in
                        for j in 0..<ids.count where wanted[Int(ids[j])] {
                            let t = Int(ids[j])
                            vectors[ends[t]] = listed; weights[ends[t]] = w[j]
                            ends[t] += 1
                        }
                    }
                    }
                }
            }
            }
            }
        }

        /// Adds the dot products of `v` with every vector sharing a term with it into `sums` (one slot per vector),
        /// listing each vector's index in `touched` (from `count` on, which it advances) the first time (`seen`
        /// marks them).
        func accumulate(_ v: SparseVector, into sums: RawTable<Double>, touched: RawTable<Int32>, count: inout Int, seen: RawTable<Bool>) {
            var n = count
            starts.withUnsafeBufferPointer { starts in
            ends.withUnsafeBufferPointer { ends in
                vectors.withUnsafeBufferPointer { vectors in
                    weights.withUnsafeBufferPointer { weights in
                        for (t, w) in zip(v.ids, v.weights) {
                            for p in starts[Int(t)]..<ends[Int(t)] {
                                let i = Int(vectors[p])
                                if !seen[i] { seen[i] = true; touched[n] = Int32(i); n += 1 }
                                sums[i] += w * weights[p]
                            }
                        }
                    }
                }
            }
            }
            count = n
        }

        /// Cosine of `v` with each vector of `listed` (all it holds, and others), written to `into` at its index.
        func cosines(_ v: SparseVector, pages listed: [Int], into out: RawTable<Double>) {
            for i in listed { out[i] = 0 }
            for (t, w) in zip(v.ids, v.weights) {
                for p in starts[Int(t)]..<ends[Int(t)] { out[Int(vectors[p])] += w * weights[p] }
            }
            for i in listed { out[i] = out[i] > 0 ? out[i] / (v.norm * norms[i]) : 0 }
        }

        /// Cosine of `v` with every vector, dense (for the few pages).
        func cosines(_ v: SparseVector) -> [Double] {
            var sums = [Double](repeating: 0, count: norms.count)
            // On raw memory: every talk against every page, the step's one cost that grows as their product.
            sums.withUnsafeMutableBufferPointer { sums in
            vectors.withUnsafeBufferPointer { vectors in
            weights.withUnsafeBufferPointer { weights in
                for (t, w) in zip(v.ids, v.weights) {
                    for p in starts[Int(t)]..<ends[Int(t)] { sums[Int(vectors[p])] += w * weights[p] }
                }
            }
            }
            }
            return sums.indices.map { sums[$0] > 0 ? sums[$0] / (v.norm * norms[$0]) : 0 }
        }
    }

    /// For each talk (`talks`: the ranges of its paragraphs), its similarity to each page (by index into `pages`)
    /// over the best page's. `numbered`: each paragraph's words by vocabulary id (`NumberedParagraph`).
    static func talkPriors(_ paragraphs: [ParagraphDoc], numbered: [NumberedParagraph], talks: [Range<Int>], pages: Postings,
                           vocabularySize: Int, termIDF: [Double], settings: CrossReferenceSettings) -> [String: [Double]] {
        guard settings.talkPageWeight > 0 else { return [:] }
        // Each talk's words summed in a dense row per worker, paragraph after paragraph (the sums a merge of the
        // paragraphs' tables made, without hashing a word of them), and compared with every page, talks on every core.
        let similarities = talks.concurrentMap(state: {
            (sums: [Double](repeating: 0, count: vocabularySize), seen: [Bool](repeating: false, count: vocabularySize), used: [Int32]())
        }) { range, state -> [Double]? in
            state.used.removeAll(keepingCapacity: true)
            for n in range {
                for (id, count) in numbered[n].terms {
                    if !state.seen[Int(id)] { state.seen[Int(id)] = true; state.used.append(id) }
                    state.sums[Int(id)] += Double(count)
                }
            }
            state.used.sort()
            var counts: [(id: Int32, count: Double)] = []
            counts.reserveCapacity(state.used.count)
            for id in state.used {
                counts.append((id, state.sums[Int(id)]))
                state.sums[Int(id)] = 0; state.seen[Int(id)] = false
            }
            let similarity = pages.cosines(Vocabulary.sparse(counts, idf: termIDF))
            guard let best = similarity.max(), best > 0 else { return nil }
            return similarity.map { $0 / best }
        }
        var priors: [String: [Double]] = [:]
        for (range, similarity) in zip(talks, similarities) where similarity != nil { priors[paragraphs[range.lowerBound].talkID] = similarity }
        return priors
    }

    /// The histogram of pair scores for calibration: bins of 1/`noiseBins` over [0, 1), the last holding the rest.
    static let noiseBins = 4096
    static func noiseBin(_ score: Double) -> Int { min(noiseBins - 1, Int(score * Double(noiseBins))) }

    /// The score at quantile `q` of a histogram (the middle of its bin); 0 when empty.
    static func quantile(_ histogram: [Double], _ q: Double) -> Double {
        let total = histogram.reduce(0, +)
        guard total > 0 else { return 0 }
        let target = (total * q).rounded(.down)
        var seen = 0.0
        for (b, n) in histogram.enumerated() {
            seen += n
            if seen > target { return (Double(b) + 0.5) / Double(noiseBins) }
        }
        return 1
    }

    /// The `count` pages closest to a talk (indices), from its page similarities; ties to the earlier page.
    static func closePages(_ similarity: [Double]?, count: Int) -> Set<Int> {
        guard let similarity, count > 0 else { return [] }
        // One pass keeping the best few in order, not a sort of every page for each talk (ten times the library:
        // 3,600 talks, 7,700 pages).
        func before(_ a: Int, _ b: Int) -> Bool { (similarity[a], -a) > (similarity[b], -b) }
        var best: [Int] = []
        best.reserveCapacity(count + 1)
        for page in similarity.indices {
            if best.count == count, !before(page, best[count - 1]) { continue }
            var at = best.count
            while at > 0, before(page, best[at - 1]) { at -= 1 }
            best.insert(page, at: at)
            if best.count > count { best.removeLast() }
        }
        return Set(best)
    }
}
