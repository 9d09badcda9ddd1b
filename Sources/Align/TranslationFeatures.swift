import Foundation
import Support
import Ingest
import TextAnalysis

// Evidence that two texts in different languages say the same thing: glossary concepts, Latin-script
// names kept in the translation (iPadOS, Apple TV), numbers, and length.

/// Bags of evidence for one text (a unit, a sentence, or a merge of several).
///
/// A class, immutable once made: the aligner passes features of thousands of unit pairs around, and copying a
/// struct of eight collections cost eight retains and releases each time (a sixth of pairing time).
final class TranslationFeatures: Sendable {
    let glossary: [String: Int]
    /// Latin-script words (names kept in the translation), as `EvidenceWords` ids.
    let latin: SortedIDs
    let numbers: Set<String>
    /// Characters other than white space and punctuation.
    let length: Int
    /// English text: the lexicon's ids of its content-word stems.
    let stems: SortedIDs
    /// Chinese text: the English gloss stems of each word occurrence the lexicon knows.
    let hanWords: [[UInt32]]
    /// Chinese text: words of two or more characters the lexicon does not know.
    let hanUnknown: Int
    /// Chinese text: every gloss stem of `hanWords`.
    let glossUnion: SortedIDs

    /// The fields while they are gathered.
    struct Builder {
        var glossary: [String: Int] = [:]
        var latin = SortedIDs()
        var numbers: Set<String> = []
        var length = 0
        var stems = SortedIDs()
        var hanWords: [[UInt32]] = []
        var hanUnknown = 0
        var glossUnion = SortedIDs()

        init() {}
        init(_ f: TranslationFeatures) {
            glossary = f.glossary; latin = f.latin; numbers = f.numbers; length = f.length
            stems = f.stems; hanWords = f.hanWords; hanUnknown = f.hanUnknown; glossUnion = f.glossUnion
        }

        mutating func add(_ b: TranslationFeatures) {
            if !b.stems.isEmpty { stems = stems.union(b.stems) }
            if !b.hanWords.isEmpty { hanWords += b.hanWords; glossUnion = glossUnion.union(b.glossUnion) }
            hanUnknown += b.hanUnknown
            for (k, v) in b.glossary { glossary[k, default: 0] += v }
            latin = latin.union(b.latin)
            numbers.formUnion(b.numbers)
            length += b.length
        }
    }

    init(_ b: Builder = Builder()) {
        glossary = b.glossary; latin = b.latin; numbers = b.numbers; length = b.length
        stems = b.stems; hanWords = b.hanWords; hanUnknown = b.hanUnknown; glossUnion = b.glossUnion
    }

    static func + (a: TranslationFeatures, b: TranslationFeatures) -> TranslationFeatures {
        var r = Builder(a)
        r.add(b)
        return TranslationFeatures(r)
    }

    static func sum(_ items: [TranslationFeatures]) -> TranslationFeatures {
        guard let first = items.first else { return TranslationFeatures() }
        if items.count == 1 { return first }
        var r = Builder(first)
        for f in items.dropFirst() { r.add(f) }
        return TranslationFeatures(r)
    }
}

extension TranslationFeatures {
    /// The profile as a cache entry (`TranslationPairer.profile`): collections in sorted order, so one profile
    /// always writes the same bytes.
    func encode(_ w: inout BinaryWriter) {
        w.write(glossary.count)
        for k in glossary.keys.sorted() { w.write(k); w.write(glossary[k]!) }
        w.write(EvidenceWords.words(latin).sorted())
        w.write(numbers.sorted())
        w.write(length)
        func ids(_ list: [UInt32]) { w.write(list.count); for id in list { w.write(Int(id)) } }
        ids(stems.ids)
        w.write(hanWords.count)
        for word in hanWords { ids(word) }
        w.write(hanUnknown)
        ids(glossUnion.ids)
    }

    static func decode(_ r: inout BinaryReader) throws -> TranslationFeatures {
        var b = Builder()
        for _ in 0..<(try r.count()) { let k = try r.string(); b.glossary[k] = try r.int() }
        b.latin = EvidenceWords.ids(Set(try r.strings()))
        b.numbers = Set(try r.strings())
        b.length = try r.int()
        func ids() throws -> [UInt32] {
            try (0..<r.count()).map { _ in
                let v = try r.int()
                guard let id = UInt32(exactly: v) else { throw BinaryReader.Malformed() }
                return id
            }
        }
        b.stems = SortedIDs(try ids())
        b.hanWords = try (0..<r.count()).map { _ in try ids() }
        b.hanUnknown = try r.int()
        b.glossUnion = SortedIDs(try ids())
        return TranslationFeatures(b)
    }
}

/// A set of ids as a sorted array (lexicon stems; the pairer's interned words and link keys): the aligner scores
/// thousands of unit pairs per page, and a binary search or a merge over a few dozen ids is far cheaper than
/// hashing each one.
struct SortedIDs: Sendable, Sequence, Equatable {
    private(set) var ids: [UInt32] = []

    init() {}
    init(_ unsorted: [UInt32]) {
        var sorted = unsorted.sorted()
        var w = 0
        for r in sorted.indices where w == 0 || sorted[r] != sorted[w - 1] { sorted[w] = sorted[r]; w += 1 }
        sorted.removeLast(sorted.count - w)
        ids = sorted
    }

    var isEmpty: Bool { ids.isEmpty }
    var count: Int { ids.count }
    func makeIterator() -> IndexingIterator<[UInt32]> { ids.makeIterator() }

    func contains(_ id: UInt32) -> Bool {
        let at = Self.lowerBound(of: id, in: ids)
        return at < ids.count && ids[at] == id
    }

    /// The first position at or after `start` in `list` (ascending) whose id is not below `id`, by bisection.
    static func lowerBound(of id: UInt32, in list: [UInt32], from start: Int = 0) -> Int {
        var lo = start, hi = list.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if list[mid] < id { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Calls `body` with the index in `ids` of each id that `other` also holds, in ascending order. Walks both
    /// lists when they are of like size, else looks the shorter one's ids up in the longer one (a translation's
    /// few links against a release's notes that link a thousand commits).
    func forEachShared(with other: SortedIDs, _ body: (Int) -> Void) {
        let x = ids, y = other.ids
        guard let xl = x.last, let yl = y.last, let xf = x.first, let yf = y.first, xf <= yl, yf <= xl else { return }
        if x.count * 8 < y.count {
            var at = 0
            for (i, id) in x.enumerated() {
                at = Self.lowerBound(of: id, in: y, from: at)
                if at == y.count { return }
                if y[at] == id { body(i) }
            }
        } else if y.count * 8 < x.count {
            var at = 0
            for id in y {
                at = Self.lowerBound(of: id, in: x, from: at)
                if at == x.count { return }
                if x[at] == id { body(at) }
            }
        } else {
            var i = 0, j = 0
            while i < x.count, j < y.count {
                if x[i] == y[j] { body(i); i += 1; j += 1 } else if x[i] < y[j] { i += 1 } else { j += 1 }
            }
        }
    }

    func union(_ other: SortedIDs) -> SortedIDs {
        if other.isEmpty { return self }
        if isEmpty { return other }
        var out = SortedIDs()
        out.ids.reserveCapacity(ids.count + other.ids.count)
        var i = 0, j = 0
        while i < ids.count || j < other.ids.count {
            if j == other.ids.count || (i < ids.count && ids[i] < other.ids[j]) { out.ids.append(ids[i]); i += 1 }
            else if i == ids.count || other.ids[j] < ids[i] { out.ids.append(other.ids[j]); j += 1 }
            else { out.ids.append(ids[i]); i += 1; j += 1 }
        }
        return out
    }
}

/// Extracts features for texts of one language.
struct TranslationFeatureExtractor: Sendable {
    let glossary: GlossaryIndex
    let cjk: Bool
    let lexicon: BilingualLexicon

    init(glossary: Glossary, language: String, lexicon: BilingualLexicon = .empty) {
        self.glossary = glossary.index(for: language)
        self.cjk = TranslationLanguage.isCJK(language)
        self.lexicon = lexicon
    }

    /// Works on Unicode scalars with an ASCII fast path: Character properties cost a table look-up per
    /// grapheme, which made profiling whole candidate pages the bulk of pairing time.
    func features(_ text: String) -> TranslationFeatures {
        var f = TranslationFeatures.Builder()
        var stems: [UInt32] = [], glosses: [UInt32] = []
        var stemOf: [String: UInt32?] = [:]
        var latin = Set<String>()
        for m in glossary.matches(in: text) { f.glossary[m.entryID, default: 0] += 1 }
        var word: [UInt8] = []
        var digits: [UInt8] = []
        func flushWord() {
            guard !word.isEmpty else { return }
            // Letters and digits only: ASCII, folded on its bytes without making a String first.
            let folded = GlossaryIndex.asciiFold(word) ?? ""
            if let n = TranslationLanguage.englishNumbers[folded] { f.numbers.insert(n) }
            else if folded.utf8.count > 1, !TranslationLanguage.stopWords.contains(folded) {
                latin.insert(folded)
                if !cjk, !lexicon.isEmpty {
                    // A page repeats its words: stem each once.
                    let id: UInt32?
                    if let known = stemOf[folded] { id = known } else { id = lexicon.stemID(folded); stemOf[folded] = id }
                    if let id { stems.append(id) }
                }
            }
            word.removeAll(keepingCapacity: true)
        }
        func flushDigits() {
            guard !digits.isEmpty else { return }
            f.numbers.insert(String(decoding: digits, as: UTF8.self))
            digits.removeAll(keepingCapacity: true)
        }
        var numeral: String? = nil  // a Chinese numeral just read, waiting for a measure word
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if v < 0x80 {
                let b = UInt8(v)
                let letter = (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A
                let digit = b >= 0x30 && b <= 0x39
                if letter { word.append(b); flushDigits() }
                else if digit { if word.isEmpty { digits.append(b) } else { word.append(b) } }
                else { flushWord(); flushDigits() }
                // Printable ASCII other than letters and digits is punctuation, a symbol or a space.
                if letter || digit || ((v < 0x20 || v == 0x7F) && !(0x09...0x0D).contains(v)) { f.length += 1 }
                numeral = nil
                continue
            }
            flushWord(); flushDigits()
            // 三个 / 两种: a Chinese numeral before a measure word is a number.
            if cjk {
                if let n = numeral, TranslationLanguage.measureWords.contains(scalar) { f.numbers.insert(n) }
                numeral = TranslationLanguage.chineseNumerals[scalar]
            }
            if (0x4E00...0x9FFF).contains(v) { f.length += 1; continue }
            switch scalar.properties.generalCategory {
            case .spaceSeparator, .lineSeparator, .paragraphSeparator,
                 .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
                 .initialPunctuation, .finalPunctuation, .otherPunctuation,
                 .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
                 // Marks join the previous character rather than count as one.
                 .nonspacingMark, .spacingMark, .enclosingMark, .format:
                break
            default:
                if !scalar.properties.isWhitespace { f.length += 1 }
            }
        }
        flushWord(); flushDigits()
        if cjk, !lexicon.isEmpty {
            for word in lexicon.chineseWords(in: text) {
                if let g = lexicon.glosses(word) { f.hanWords.append(g); glosses += g }
                else if word.unicodeScalars.count > 1 { f.hanUnknown += 1 }
            }
        }
        f.stems = SortedIDs(stems)
        f.glossUnion = SortedIDs(glosses)
        f.latin = EvidenceWords.ids(latin)
        return TranslationFeatures(f)
    }
}

/// The Latin words of translation evidence as ids, in one table for the whole process: features made by any
/// extractor, or read back from the build cache, compare by id. The aligner compares thousands of unit pairs
/// per page, and hashing their words for each pair was half its time on a site in sixteen languages (Node.js's).
/// An id depends on which word came first, so ids are only compared for equality, and what is summed over them is
/// summed in fixed point (`OrderFreeSum`), in whatever order.
enum EvidenceWords {
    private static let table = Interner()

    /// The ids of `words`, each word given the next id the first time it is seen.
    static func ids(_ words: Set<String>) -> SortedIDs {
        table.ids(words)
    }

    /// The words of `ids`.
    static func words(_ ids: SortedIDs) -> [String] {
        table.words(ids)
    }
}

/// Strings numbered in the order they are first seen, behind a lock (pages are profiled on every core): the ids
/// of `EvidenceWords` and of the pairer's link keys.
final class Interner: @unchecked Sendable {
    private let lock = NSLock()
    private var idOf: [String: UInt32] = [:]
    private var words: [String] = []

    /// The ids of `list`, each string given the next id the first time it is seen.
    func ids(_ list: Set<String>) -> SortedIDs {
        guard !list.isEmpty else { return SortedIDs() }
        return lock.withLock {
            SortedIDs(list.map { w in
                if let id = idOf[w] { return id }
                let id = UInt32(words.count)
                idOf[w] = id
                words.append(w)
                return id
            })
        }
    }

    /// The strings of `ids`.
    func words(_ ids: SortedIDs) -> [String] {
        lock.withLock { ids.ids.map { words[Int($0)] } }
    }
}

enum TranslationLanguage {
    /// Languages whose words Concord can split and match: English (Snowball) and Chinese (ICU, CC-CEDICT).
    static func hasAnalyser(_ tag: String) -> Bool {
        ["en", "zh"].contains(tag.split(separator: "-").first.map { $0.lowercased() } ?? tag)
    }

    static func isCJK(_ tag: String) -> Bool {
        Languages.info(tag)?.isCJKScript ?? false
    }

    /// Expected translation characters per source character before any are learned.
    static func defaultRatio(source: String, translation: String) -> Double {
        switch (isCJK(source), isCJK(translation)) {
        case (false, true): return 0.32
        case (true, false): return 1 / 0.32
        default: return 1
        }
    }

    static let stopWords: Set<String> = [
        "the", "and", "or", "of", "to", "in", "on", "for", "with", "as", "at", "by", "an", "is", "it", "be",
        "that", "this", "are", "can", "you", "your", "from", "when", "if", "not", "but", "so", "into", "it’s",
        "they", "their", "people", "more", "use", "like", "which", "also", "such", "any", "all", "its", "has",
    ]
    static let englishNumbers: [String: String] = [
        "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
        "seven": "7", "eight": "8", "nine": "9", "ten": "10",
    ]
    static let chineseNumerals: [Unicode.Scalar: String] = [
        "一": "1", "二": "2", "两": "2", "三": "3", "四": "4", "五": "5", "六": "6", "七": "7", "八": "8",
        "九": "9", "十": "10",
    ]
    static let measureWords: Set<Unicode.Scalar> = ["个", "种", "项", "条", "位", "次", "步", "款", "类", "组"]
}

/// A paragraph-level unit of a document: a heading, paragraph, list item, caption or quote.
/// A class, not a struct: the aligner's dynamic programme hands units around by the thousand, and a unit is
/// never changed once made (one reference to count instead of one per field).
final class TranslationUnit: Sendable {
    let block: Int
    let isHeading: Bool
    let isListItem: Bool
    /// Explicit or implied section number.
    let label: String?
    let sentences: [String]
    let features: TranslationFeatures
    let sentenceFeatures: [TranslationFeatures]
    /// A heading, or a short line without final punctuation (a label under a picture). Stored: the aligner asks
    /// for every heading–paragraph pair.
    let isHeadingLike: Bool

    init(block: Int, isHeading: Bool, isListItem: Bool, label: String?, sentences: [String], features: TranslationFeatures,
         sentenceFeatures: [TranslationFeatures]) {
        self.block = block
        self.isHeading = isHeading
        self.isListItem = isListItem
        self.label = label
        self.sentences = sentences
        self.features = features
        self.sentenceFeatures = sentenceFeatures
        isHeadingLike = isHeading || (sentences.count == 1 && sentences[0].count <= 40
                                      && !(sentences[0].last.map { ".!?。！？:：;；…".contains($0) } ?? false))
    }

    static func units(of document: Document, extractor: TranslationFeatureExtractor) -> [TranslationUnit] {
        let labels = TranslationUnit.sectionLabels(document)
        var result: [TranslationUnit] = []
        for (i, block) in document.blocks.enumerated() {
            switch block.kind {
            case .code, .table: continue
            default: break
            }
            let text = Whitespace.trimmed(block.text)
            if text.isEmpty { continue }
            var sentences = block.isHeading ? [text] : SentenceSplitter.split(text)
            if sentences.isEmpty { sentences = [text] }
            let sf = sentences.map(extractor.features)
            let isList: Bool = { if case .listItem = block.kind { return true } else { return false } }()
            result.append(TranslationUnit(block: i, isHeading: block.isHeading, isListItem: isList,
                                          label: labels[i], sentences: sentences,
                                          features: TranslationFeatures.sum(sf), sentenceFeatures: sf))
        }
        return result
    }

    /// Section numbers of headings: the written ones if the document has any, else implied by heading
    /// levels (a lone top heading is the title and gets none), so `### iOS` under the third `##` is `3.1`.
    static func sectionLabels(_ document: Document) -> [Int: String] {
        let headings = document.blocks.enumerated().compactMap { i, b in b.headingLevel.map { (i, $0) } }
        var result: [Int: String] = [:]
        if headings.contains(where: { document.blocks[$0.0].label != nil }) {
            for (i, _) in headings { if let l = document.blocks[i].label { result[i] = l } }
            return result
        }
        guard let first = headings.first else { return result }
        var rest = Array(headings)
        if !headings.dropFirst().contains(where: { $0.1 <= first.1 }) { rest.removeFirst() }
        guard let base = rest.map(\.1).min() else { return result }
        var counters: [Int] = []
        for (i, level) in rest {
            let depth = level - base + 1
            if counters.count >= depth { counters.removeLast(counters.count - depth) }
            while counters.count < depth - 1 { counters.append(1) }
            if counters.count == depth { counters[depth - 1] += 1 } else { counters.append(1) }
            result[i] = counters.map(String.init).joined(separator: ".")
        }
        return result
    }
}

/// Scores how well source features match translation features, with weights learned on one document pair.
struct TranslationScorer: Sendable {
    var glossaryWeight: [String: Double] = [:]
    /// Rarity weight of the borrowed side's Latin words: their ids ascending, and each one's weight.
    var latinIDs: [UInt32] = [], latinWeights: [Double] = []
    /// Rarity weight by English stem id (ids are small and dense: an array, not a dictionary, since this is
    /// read in the innermost loop of alignment); ids past the end weigh 1.
    var stemWeight: [Double] = []
    /// Whether the translation (not the source) is the side whose Latin words are borrowed names.
    var latinInTranslation = true
    /// Translation characters per source character.
    var ratio: Double = 0.32

    init(source: [TranslationUnit], translation: [TranslationUnit], ratio: Double, latinInTranslation: Bool) {
        self.ratio = ratio
        self.latinInTranslation = latinInTranslation
        // Rare evidence counts more: "tab bar" in two units says more than "search" in forty.
        var df: [String: Double] = [:]
        for u in source { for k in u.features.glossary.keys { df[k, default: 0] += 0.5 } }
        for u in translation { for k in u.features.glossary.keys { df[k, default: 0] += 0.5 } }
        glossaryWeight = df.mapValues { 1 / pow(max(1, $0), 0.35) }
        var ldf: [UInt32: Double] = [:]
        for u in (latinInTranslation ? translation : source) { for t in u.features.latin { ldf[t, default: 0] += 1 } }
        latinIDs = ldf.keys.sorted()
        latinWeights = latinIDs.map { 1 / pow(max(1, ldf[$0]!), 0.35) }
        var sdf: [UInt32: Double] = [:]
        for u in source + translation { for t in u.features.stems { sdf[t, default: 0] += 1 } }
        var weights = [Double](repeating: 1, count: Int(sdf.keys.max() ?? 0) + 1)
        for (id, count) in sdf { weights[Int(id)] = 1 / pow(max(1, count), 0.35) }
        stemWeight = weights
    }

    /// Dictionary evidence between English features `e` and Chinese features `c`: English stems the Chinese
    /// glosses contain, and Chinese words one of whose glosses the English uses (each weighted by rarity).
    func lexiconEvidence(_ e: TranslationFeatures, _ c: TranslationFeatures) -> (matched: Double, unmatched: Double) {
        guard !e.stems.isEmpty || !c.hanWords.isEmpty else { return (0, 0) }
        var m = 0.0, u = 0.0
        let glossed = c.glossUnion.ids, stems = e.stems.ids
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: min(glossed.count, stems.count) + 1) { shared in
            // Both sorted: one merge walk finds the English stems the Chinese glosses contain.
            var j = 0, count = 0
            for id in stems {
                while j < glossed.count, glossed[j] < id { j += 1 }
                let w = weight(ofStem: id)
                if j < glossed.count, glossed[j] == id { m += w; shared[count] = id; count += 1 } else { u += w }
            }
            // Most unit pairs the aligner scores share no gloss at all: then no Chinese word is matched either.
            guard count > 0 else { return (m, u + 0.7 * Double(c.hanWords.count) + 0.5 * Double(c.hanUnknown)) }
            // Many shared stems (long paragraphs on both sides): each gloss is looked up in a bit set of them, not
            // in a walk over all (hundreds of Chinese words, each with a few glosses, took a third of a book's build).
            let top = Int(shared[count - 1])  // ascending, as `stems` is
            let usesBits = count > 8
            return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: usesBits ? top / 64 + 1 : 1) { bits in
                if usesBits {
                    bits.initialize(repeating: 0)
                    for k in 0..<count { bits[Int(shared[k]) >> 6] |= 1 << UInt64(shared[k] & 63) }
                }
                func isShared(_ id: UInt32) -> Bool {
                    guard usesBits else { return (0..<count).contains { shared[$0] == id } }
                    return Int(id) <= top && bits[Int(id) >> 6] & (1 << UInt64(id & 63)) != 0
                }
                for g in c.hanWords {
                    var best = 0.0
                    for id in g where isShared(id) { best = max(best, weight(ofStem: id)) }
                    if best > 0 { m += best } else { u += 0.7 }
                }
                u += 0.5 * Double(c.hanUnknown)
                return (m, u)
            }
        }
    }

    @inline(__always) func weight(ofStem id: UInt32) -> Double {
        Int(id) < stemWeight.count ? stemWeight[Int(id)] : 1
    }

    /// How much a dictionary match counts against a glossary or name match.
    static let lexiconShare = 0.5

    /// Lexical agreement in [0, 1): matched evidence against unmatched evidence, smoothed so that
    /// more evidence means more confidence.
    func lexical(_ s: TranslationFeatures, _ t: TranslationFeatures) -> Double {
        // Nothing matched scores 0 whatever is unmatched: most pairs a dynamic programme looks at share nothing.
        guard Self.sharesEvidence(s, t) else { return 0 }
        // Weights of dictionary and set members are summed in fixed point (`OrderFreeSum`): a near tie in the dynamic
        // programme went one way or the other from build to build.
        var matchedFixed: Int64 = 0, unmatchedFixed: Int64 = 0
        for (k, cs) in s.glossary {
            let w = glossaryWeight[k] ?? 1
            let ct = t.glossary[k] ?? 0
            matchedFixed += OrderFreeSum.fixed(w * Double(min(min(cs, ct), 3)))
            unmatchedFixed += OrderFreeSum.fixed(w * Double(min(abs(cs - ct), 3)))
        }
        for (k, ct) in t.glossary where s.glossary[k] == nil {
            unmatchedFixed += OrderFreeSum.fixed((glossaryWeight[k] ?? 1) * Double(min(ct, 3)))
        }
        let (foreign, native) = latinInTranslation ? (t.latin.ids, s.latin.ids) : (s.latin.ids, t.latin.ids)
        // Ascending ids: each word's weight is found by bisection past the previous word's (the table holds every
        // word of the document), and whether the other side has it by one walk along both.
        var weightAt = 0, nativeAt = 0
        for w in foreign {
            weightAt = SortedIDs.lowerBound(of: w, in: latinIDs, from: weightAt)
            let weight = OrderFreeSum.fixed(weightAt < latinIDs.count && latinIDs[weightAt] == w ? latinWeights[weightAt] : 1)
            while nativeAt < native.count, native[nativeAt] < w { nativeAt += 1 }
            if nativeAt < native.count, native[nativeAt] == w { matchedFixed += weight } else { unmatchedFixed += weight }
        }
        var matched = Double(matchedFixed) / OrderFreeSum.one, unmatched = Double(unmatchedFixed) / OrderFreeSum.one
        let (m1, u1) = lexiconEvidence(s, t), (m2, u2) = lexiconEvidence(t, s)
        matched += Self.lexiconShare * (m1 + m2)
        unmatched += Self.lexiconShare * (u1 + u2)
        let commonNumbers = Self.commonCount(s.numbers, t.numbers)
        matched += Double(commonNumbers)
        unmatched += 0.7 * Double(s.numbers.count + t.numbers.count - 2 * commonNumbers)
        return matched / (matched + 0.5 * unmatched + 0.6)
    }

    /// Whether `lexical` finds any matched evidence: a shared glossary concept, name or number, or an English
    /// stem that one side's Chinese glosses contain.
    static func sharesEvidence(_ s: TranslationFeatures, _ t: TranslationFeatures) -> Bool {
        if commonCount(s.numbers, t.numbers) > 0 { return true }
        if intersects(s.latin, t.latin) { return true }
        if !s.glossary.isEmpty, !t.glossary.isEmpty, s.glossary.keys.contains(where: { t.glossary[$0] != nil }) { return true }
        return intersects(s.stems, t.glossUnion) || intersects(t.stems, s.glossUnion)
    }

    static func commonCount(_ a: Set<String>, _ b: Set<String>) -> Int {
        if a.isEmpty || b.isEmpty { return 0 }
        return a.count <= b.count ? a.reduce(0) { b.contains($1) ? $0 + 1 : $0 } : b.reduce(0) { a.contains($1) ? $0 + 1 : $0 }
    }

    static func intersects(_ a: SortedIDs, _ b: SortedIDs) -> Bool {
        let x = a.ids, y = b.ids
        guard let xl = x.last, let yl = y.last, let xf = x.first, let yf = y.first, xf <= yl, yf <= xl else { return false }
        var i = 0, j = 0
        while i < x.count, j < y.count {
            if x[i] == y[j] { return true }
            if x[i] < y[j] { i += 1 } else { j += 1 }
        }
        return false
    }

    /// Agreement of lengths with the expected ratio, in (0, 1]; lenient for short texts.
    func lengthAgreement(_ s: TranslationFeatures, _ t: TranslationFeatures) -> Double {
        let ls = Double(max(s.length, 1)), lt = Double(max(t.length, 1))
        let d = log(lt / (ratio * ls))
        let sigma = 0.4 + 2.5 / min(ls, lt / ratio).squareRoot()
        return exp(-d * d / (2 * sigma * sigma))
    }

    /// Paragraph-level similarity: words must agree; length only modulates.
    func unitSimilarity(_ s: TranslationFeatures, _ t: TranslationFeatures) -> Double {
        lexical(s, t) * (0.55 + 0.45 * lengthAgreement(s, t))
    }

    /// Sentence-level similarity inside an aligned pair: length weighs more than between units.
    func sentenceSimilarity(_ s: TranslationFeatures, _ t: TranslationFeatures) -> Double {
        lexical(s, t) * (0.4 + 0.6 * lengthAgreement(s, t))
    }
}

/// Sums of doubles that do not depend on the order of their terms: in fixed point (2⁻³² steps), as integer sums
/// are exact. Members of a `Set` or `Dictionary` come in an order that changes from one process to the next,
/// and a floating-point sum in another order can break a near tie the other way.
enum OrderFreeSum {
    static let one = 4_294_967_296.0
    @inline(__always) static func fixed(_ x: Double) -> Int64 { Int64((x * one).rounded()) }

    static func of<S: Sequence>(_ terms: S) -> Double where S.Element == Double {
        var total: Int64 = 0
        for x in terms { total &+= fixed(x) }
        return Double(total) / one
    }
}
