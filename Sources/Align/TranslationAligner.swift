import Foundation
import Ingest
import Support
import TextAnalysis

/// How a translated document lines up with its source, unit by unit and sentence by sentence.
public struct TranslationAlignment: Sendable, Hashable {
    public var sourceID: String
    public var translationID: String
    /// Every paragraph-level unit of both documents exactly once, in document order; a unit without a
    /// counterpart is a pair whose other side is empty.
    public var pairs: [TranslationPair]
    /// Translation characters per source character, learned from confident pairs (or the default).
    public var lengthRatio: Double

    public init(sourceID: String, translationID: String, pairs: [TranslationPair], lengthRatio: Double) {
        self.sourceID = sourceID
        self.translationID = translationID
        self.pairs = pairs
        self.lengthRatio = lengthRatio
    }

    /// The pairs with blocks on both sides.
    public var links: [TranslationPair] {
        pairs.filter { !$0.sourceBlocks.isEmpty && !$0.translationBlocks.isEmpty }
    }

    /// The pair holding translation block `index`, if it is linked.
    public func link(forTranslationBlock index: Int) -> TranslationPair? {
        links.first { $0.translationBlocks.contains(index) }
    }

    /// The pair holding source block `index`, if it is linked.
    public func link(forSourceBlock index: Int) -> TranslationPair? {
        links.first { $0.sourceBlocks.contains(index) }
    }

    /// The JSON shape: one pair per aligned unit in document order, `null` on an unmatched side;
    /// the texts of merged blocks are joined by a newline.
    public func json(source: Document, translation: Document) -> TranslationAlignmentJSON {
        func text(_ blocks: [Int], _ d: Document) -> String? {
            blocks.isEmpty ? nil : blocks.map { d.blocks[$0].text }.joined(separator: "\n")
        }
        return TranslationAlignmentJSON(
            source: source.id, translation: translation.id,
            pairs: pairs.map { .init(source: text($0.sourceBlocks, source), translation: text($0.translationBlocks, translation)) })
    }

    /// `json(source:translation:)` encoded, keys sorted, slashes and non-ASCII left as they are.
    public func jsonString(source: Document, translation: Document, pretty: Bool = true) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(json(source: source, translation: translation))) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}

/// Aligned units: one or two source blocks with one or two translation blocks, or one side empty.
public struct TranslationPair: Sendable, Hashable {
    /// Indices into the source document's `blocks`; empty when the translation units have no source.
    public var sourceBlocks: [Int]
    /// Indices into the translation document's `blocks`; empty when the source units are not translated.
    public var translationBlocks: [Int]
    /// Similarity of the linked sides (0 for an unmatched unit); links need at least the aligner's threshold.
    public var score: Double
    /// Sentence links inside the pair, in order, covering every sentence once. Indices count the sentences
    /// of `sourceBlocks` (resp. `translationBlocks`) in order, as `TranslationAligner.sentences` lists them.
    public var sentences: [TranslationSentenceLink]

    public init(sourceBlocks: [Int], translationBlocks: [Int], score: Double, sentences: [TranslationSentenceLink] = []) {
        self.sourceBlocks = sourceBlocks
        self.translationBlocks = translationBlocks
        self.score = score
        self.sentences = sentences
    }
}

/// Sentences that translate each other (1-1, 1-2, 2-1, 1-3, 3-1), or one unmatched sentence (other side empty).
public struct TranslationSentenceLink: Sendable, Hashable {
    public var source: [Int]
    public var translation: [Int]
    public var score: Double

    public init(source: [Int], translation: [Int], score: Double = 0) {
        self.source = source
        self.translation = translation
        self.score = score
    }
}

/// Encodable form of an alignment for `concord align --json`.
public struct TranslationAlignmentJSON: Encodable, Sendable, Hashable {
    public struct Pair: Encodable, Sendable, Hashable {
        public var source: String?
        public var translation: String?

        public init(source: String?, translation: String?) {
            self.source = source
            self.translation = translation
        }

        enum CodingKeys: String, CodingKey { case source, translation }

        // Synthesised encoding would drop nil keys; the shape wants explicit nulls.
        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(source, forKey: .source)
            try c.encode(translation, forKey: .translation)
        }
    }

    public var source: String
    public var translation: String
    public var pairs: [Pair]
}

/// Aligns a translated document to its source.
///
/// Paragraph-level units (headings, paragraphs, list items, captions, quotes) are aligned by a monotone
/// dynamic programme with moves 1-1, 1-0, 0-1, 1-2 and 2-1; then the sentences inside each linked pair with
/// moves 1-1, 1-0, 0-1, 1-2, 2-1, 1-3 and 3-1. A link must score above a threshold, so an unsure unit stays
/// unmatched rather than linked wrongly: a summary source leaves most of a full translation unmatched.
/// Evidence: glossary concepts, Latin-script names kept in the translation, numbers, heading against
/// heading and section numbers, and a length ratio learned from confident pairs of the same documents.
public struct TranslationAligner: Sendable {
    /// Minimum similarity for a unit link; below it units stay unmatched.
    public var unitThreshold: Double
    /// Minimum similarity for a sentence link inside a linked pair.
    public var sentenceThreshold: Double

    /// Minimum similarity for linking a lone unmatched unit on each side between the same two links.
    public var gapThreshold: Double
    /// English–Chinese dictionary evidence; `.empty` leaves names, numbers, structure and the glossary.
    public var lexicon: BilingualLexicon

    public init(unitThreshold: Double = 0.35, sentenceThreshold: Double = 0.25, gapThreshold: Double = 0.12,
                lexicon: BilingualLexicon = .empty) {
        self.lexicon = lexicon
        self.unitThreshold = unitThreshold
        self.sentenceThreshold = sentenceThreshold
        self.gapThreshold = gapThreshold
    }

    /// Aligns with default settings.
    public static func align(source: Document, translation: Document, glossary: Glossary,
                             lexicon: BilingualLexicon = .empty) -> TranslationAlignment {
        TranslationAligner(lexicon: lexicon).align(source: source, translation: translation, glossary: glossary)
    }

    /// Aligns `translation` to `source`; see the type's description.
    public func align(source: Document, translation: Document, glossary: Glossary) -> TranslationAlignment {
        align(source: source, translation: translation, glossary: glossary, sentences: true)
    }

    /// The sentences of `blocks` of `document`, in the order sentence indices count them.
    public static func sentences(of blocks: [Int], in document: Document) -> [String] {
        blocks.flatMap { i -> [String] in
            let b = document.blocks[i]
            let text = Whitespace.trimmed(b.text)
            if b.isHeading { return [text] }
            let s = SentenceSplitter.split(text)
            return s.isEmpty ? [text] : s
        }
    }

    /// Aligns two lists of sentences (e.g. two paragraphs known to translate each other).
    public func alignSentences(source: [String], sourceLanguage: String, translation: [String],
                               translationLanguage: String, glossary: Glossary) -> [TranslationSentenceLink] {
        let se = TranslationFeatureExtractor(glossary: glossary, language: sourceLanguage, lexicon: lexicon)
        let te = TranslationFeatureExtractor(glossary: glossary, language: translationLanguage, lexicon: lexicon)
        let sf = source.map(se.features), tf = translation.map(te.features)
        let su = [TranslationUnit(block: 0, isHeading: false, isListItem: false, label: nil, sentences: source,
                                  features: .sum(sf), sentenceFeatures: sf)]
        let tu = [TranslationUnit(block: 0, isHeading: false, isListItem: false, label: nil, sentences: translation,
                                  features: .sum(tf), sentenceFeatures: tf)]
        let scorer = TranslationScorer(source: su, translation: tu,
                                       ratio: TranslationLanguage.defaultRatio(source: sourceLanguage, translation: translationLanguage),
                                       latinInTranslation: latinInTranslation(sourceLanguage, translationLanguage, su, tu))
        return alignSentences(sf, tf, scorer: scorer)
    }

    // MARK: - Internals

    func align(source: Document, translation: Document, glossary: Glossary, sentences: Bool) -> TranslationAlignment {
        let su = TranslationUnit.units(of: source, extractor: TranslationFeatureExtractor(glossary: glossary, language: source.language, lexicon: lexicon))
        let tu = TranslationUnit.units(of: translation, extractor: TranslationFeatureExtractor(glossary: glossary, language: translation.language, lexicon: lexicon))
        return align(source: source, su, translation: translation, tu, sentences: sentences)
    }

    /// Aligns units already extracted (the pairer extracts the translation's once for all its candidates).
    func align(source: Document, _ su: [TranslationUnit], translation: Document, _ tu: [TranslationUnit],
               sentences: Bool) -> TranslationAlignment {
        let latinSide = latinInTranslation(source.language, translation.language, su, tu)
        let prior = TranslationLanguage.defaultRatio(source: source.language, translation: translation.language)
        var scorer = TranslationScorer(source: su, translation: tu, ratio: prior, latinInTranslation: latinSide)
        // Whole-unit lexical agreement of every pair, once (it does not depend on the length ratio): the ratio is
        // learnt from it, and merges and lead-sentence variants are only tried where their parts agree at all,
        // which keeps a 150-block pair within milliseconds.
        let m = tu.count
        // Each unit's features looked up once, not once per pair.
        let sf = su.map(\.features), tf = tu.map(\.features)
        // A long page and its translation (a changelog of a thousand blocks) run along their diagonal: pairs far
        // from it are not scored (every pair of Mintlify's four changelogs took 5 s), nor held (Semi Design's two
        // 400 KB changelogs held 1 GB of pairs).
        let band = TranslationDP.band(n: su.count, m: m)
        let cells = TranslationDP.Cells(n: su.count, m: m, band: band, lastRow: false)
        var scores = [Double](repeating: 0, count: cells.count)
        // A pair that shares no evidence scores 0 (`TranslationScorer.sharesEvidence`), most pairs of a long page: only
        // the translation units some feature of the source unit joins are scored, found through postings.
        let joined = SharedEvidence(tf)
        var stamp = [Int](repeating: -1, count: m)
        for i in sf.indices {
            let columns = TranslationDP.columns(row: i, n: su.count, m: m, band: band)
            joined.mark(sf[i], row: i, in: columns, stamp: &stamp)
            for j in columns where stamp[j] == i { scores[cells.index(i, j)!] = scorer.lexical(sf[i], tf[j]) }
        }
        let table = scores
        let lex = { (i: Int, j: Int) -> Double in cells.index(i, j).map { table[$0] } ?? 0 }
        scorer.ratio = learnRatio(su, tu, scorer: scorer, prior: prior, lexical: lex)
        // Most cells' units share no evidence, where `unitMove` finds no move (a pair without evidence scores at most
        // its structure bonus, two heading bonuses, under `unitThreshold`; a merge needs evidence in every part): told
        // from the table, without slicing the units (half the step's time on Semi Design's long pages).
        let noMoveBelow = Self.noEvidence + 2 * Self.headingBonus <= unitThreshold
        // A merge's features, the sum of its units', made once per pair of units, not once per cell of its row.
        let sourceSums = FeatureSums(sf), translationSums = FeatureSums(tf)
        let path = TranslationDP.run(n: su.count, m: tu.count, moves: [(1, 1), (1, 0), (0, 1), (1, 2), (2, 1)], band: band) { i, j, a, b in
            if a == 1, b == 1 {
                if noMoveBelow, lex(i, j) <= Self.noEvidence { return nil }
            } else {
                for x in i..<(i + a) { for y in j..<(j + b) where lex(x, y) <= Self.mergePartMinimum { return nil } }
            }
            return unitMove(su[i..<(i + a)], tu[j..<(j + b)], scorer: scorer, threshold: unitThreshold, lexical: lex,
                            sums: (sourceSums.sum, translationSums.sum))
        }
        let steps = fillGaps(path, compatible: { i, j in su[i].isHeading == tu[j].isHeading && su[i].isListItem == tu[j].isListItem }) { i, j in
            unitMove(su[i...i], tu[j...j], scorer: scorer, threshold: gapThreshold).map { ($0.score, $0.tag) }
        }
        var pairs: [TranslationPair] = []
        for step in steps {
            let s = su[step.source].map(\.block), t = tu[step.translation].map(\.block)
            var pair = TranslationPair(sourceBlocks: s, translationBlocks: t, score: step.score)
            if sentences, !s.isEmpty, !t.isEmpty {
                let ss = su[step.source].flatMap(\.sentenceFeatures), ts = tu[step.translation].flatMap(\.sentenceFeatures)
                switch Variant(rawValue: step.tag) ?? .whole {
                case .whole:
                    pair.sentences = alignSentences(ss, ts, scorer: scorer)
                case .translationLead:
                    // The link was made on the lead sentence: that is the sentence link, the rest has none.
                    pair.sentences = [TranslationSentenceLink(source: Array(ss.indices), translation: [0], score: step.score)]
                        + ts.indices.dropFirst().map { TranslationSentenceLink(source: [], translation: [$0]) }
                case .sourceLead:
                    pair.sentences = [TranslationSentenceLink(source: [0], translation: Array(ts.indices), score: step.score)]
                        + ss.indices.dropFirst().map { TranslationSentenceLink(source: [$0], translation: []) }
                }
            }
            pairs.append(pair)
        }
        pairs = Self.pairingCode(pairs, source: source, translation: translation)
        return TranslationAlignment(sourceID: source.id, translationID: translation.id, pairs: pairs, lengthRatio: scorer.ratio)
    }

    /// Code blocks, tables and images, which carry no words to align, paired where they stand: those between the
    /// same two linked paragraphs, in order, when as many stand on each side or when they agree (the same code with
    /// its comments translated, the same image). Before, every code sample of a translated page was a row of its own
    /// on each side (Kubernetes' overview: 136 samples; the Rust book's first chapters: 272), and so was every image
    /// (Arco's design pages: 551 of 789 rows without a counterpart).
    static func pairingCode(_ pairs: [TranslationPair], source: Document, translation: Document) -> [TranslationPair] {
        func isCode(_ block: Block) -> Bool { block.kind == .code || block.kind == .table || isImage(block) }
        func isImage(_ block: Block) -> Bool {
            block.kind == .paragraph && block.text.allSatisfy(\.isWhitespace) && block.markupHTML(containing: "<img") != nil
        }
        let sourceCode = source.blocks.indices.filter { isCode(source.blocks[$0]) }
        let translationCode = translation.blocks.indices.filter { isCode(translation.blocks[$0]) }
        guard !sourceCode.isEmpty, !translationCode.isEmpty else { return pairs }
        // Each placed block's images' sources, or its code's tokens, once: a release's notes hold hundreds of tables,
        // each compared with many on the other side.
        func placed(_ block: Block) -> Placed {
            isImage(block) ? .image(imageSources(block.html)) : .code(block.text, codeTokens(block.text))
        }
        let sourcePlaced = Dictionary(uniqueKeysWithValues: sourceCode.map { ($0, placed(source.blocks[$0])) })
        let translationPlaced = Dictionary(uniqueKeysWithValues: translationCode.map { ($0, placed(translation.blocks[$0])) })
        /// How far two placed blocks agree: the code's text, or the images' sources.
        func similarity(_ s: Int, _ t: Int) -> Double {
            switch (sourcePlaced[s]!, translationPlaced[t]!) {
            case let (.image(x), .image(y)):
                return x.isEmpty && y.isEmpty ? 0 : Double(x.intersection(y).count) / Double(x.union(y).count)
            case let (.code(a, x), .code(b, y)): return codeSimilarity(a, x, b, y)
            default: return 0
            }
        }
        // The linked pairs, in order, and the slot of each code block: how many links end before it (each side's
        // link ends sorted once, then counted by bisection, not by a pass over every link per block).
        let links = pairs.indices.filter { !pairs[$0].sourceBlocks.isEmpty && !pairs[$0].translationBlocks.isEmpty }
        let sourceEnds = links.map { pairs[$0].sourceBlocks.max() ?? -1 }.sorted()
        let translationEnds = links.map { pairs[$0].translationBlocks.max() ?? -1 }.sorted()
        func slot(_ block: Int, _ ends: [Int]) -> Int { ends.partitioningIndex { $0 >= block } }
        var bySlot: [Int: (source: [Int], translation: [Int])] = [:]
        for b in sourceCode { bySlot[slot(b, sourceEnds), default: ([], [])].source.append(b) }
        for b in translationCode { bySlot[slot(b, translationEnds), default: ([], [])].translation.append(b) }
        var added: [(slot: Int, pair: TranslationPair)] = []
        for (slot, blocks) in bySlot where !blocks.source.isEmpty && !blocks.translation.isEmpty {
            var next = 0
            for s in blocks.source {
                // In order: the next translation block whose code agrees, or simply the next when the counts match.
                var chosen: Int?
                for k in next..<blocks.translation.count {
                    let similarity = similarity(s, blocks.translation[k])
                    if similarity >= 0.5 || (blocks.source.count == blocks.translation.count && k == next && similarity >= 0.1) {
                        chosen = k
                        added.append((slot, TranslationPair(sourceBlocks: [s], translationBlocks: [blocks.translation[k]], score: similarity)))
                        break
                    }
                }
                if let chosen { next = chosen + 1 }
            }
        }
        guard !added.isEmpty else { return pairs }
        // Each goes right after the last link before it.
        var out: [TranslationPair] = []
        var linksSeen = 0
        let ordered = added.sorted { ($0.slot, $0.pair.sourceBlocks[0]) < ($1.slot, $1.pair.sourceBlocks[0]) }
        var a = 0
        for pair in pairs {
            while a < ordered.count, ordered[a].slot < linksSeen || (ordered[a].slot == linksSeen && isBeforeOrAt(ordered[a].pair, pair)) {
                out.append(ordered[a].pair)
                a += 1
            }
            out.append(pair)
            if !pair.sourceBlocks.isEmpty && !pair.translationBlocks.isEmpty { linksSeen += 1 }
        }
        out += ordered[a...].map(\.pair)
        return out
    }

    /// The `src` of each image in `html`.
    static func imageSources(_ html: String) -> Set<String> {
        var found = Set<String>(), rest = html[...]
        while let start = rest.range(of: "<img src=\"") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            found.insert(String(rest[..<end]))
            rest = rest[end...]
        }
        return found
    }

    /// Whether a code pair goes before `pair` (an unlinked row, in the same gap): by the source's block order, or
    /// the translation's for a translation-only row.
    private static func isBeforeOrAt(_ code: TranslationPair, _ pair: TranslationPair) -> Bool {
        if let s = pair.sourceBlocks.first { return code.sourceBlocks[0] < s }
        if let t = pair.translationBlocks.first { return code.translationBlocks[0] < t }
        return false
    }

    /// How much two code blocks share: the Jaccard index of their sets of tokens (words, numbers, symbols).
    static func codeSimilarity(_ a: String, _ b: String) -> Double {
        codeSimilarity(a, codeTokens(a), b, codeTokens(b))
    }

    /// `codeSimilarity` of two texts whose tokens are known.
    static func codeSimilarity(_ a: String, _ x: Set<Substring>, _ b: String, _ y: Set<Substring>) -> Double {
        if x.isEmpty && y.isEmpty { return a == b ? 1 : 0 }
        return Double(x.intersection(y).count) / Double(max(1, x.union(y).count))
    }

    /// The tokens `codeSimilarity` compares: runs of letters, digits and underscores, in ASCII only.
    static func codeTokens(_ text: String) -> Set<Substring> {
        Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.filter { $0.allSatisfy(\.isASCII) })
    }

    /// A block placed by `pairingCode`: an image with its sources, or code (or a table) with its text and tokens.
    enum Placed {
        case image(Set<String>)
        case code(String, Set<Substring>)
    }

    /// The longest run of unmatched units on each side that `fillGaps` links in order.
    static let maximumGapRun = 12
    /// What a pair needs in a run of unmatched units of different lengths on the two sides.
    static let gapRunMinimum = 0.2

    /// Links unmatched items sandwiched between the same two links (or a link and an end) when order vouches for
    /// what weaker evidence suggests: a lone item on each side when `link` accepts them; runs of the same length
    /// on both sides (a list of short labels, a few headings and their paragraphs), item by item in order, when
    /// every pair is of the same kind and `link` accepts at least half of them.
    func fillGaps(_ path: [TranslationDP.Step], compatible: (Int, Int) -> Bool = { _, _ in true },
                  link: (Int, Int) -> (score: Double, tag: Int)?) -> [TranslationDP.Step] {
        var result: [TranslationDP.Step] = []
        var k = 0
        while k < path.count {
            guard path[k].source.isEmpty || path[k].translation.isEmpty else { result.append(path[k]); k += 1; continue }
            var end = k
            while end < path.count, path[end].source.isEmpty || path[end].translation.isEmpty { end += 1 }
            let run = path[k..<end]
            let sources = run.flatMap { Array($0.source) }, translations = run.flatMap { Array($0.translation) }
            if sources.count == 1, translations.count == 1, let l = link(sources[0], translations[0]) {
                result.append(.init(source: sources[0]..<(sources[0] + 1), translation: translations[0]..<(translations[0] + 1),
                                    score: l.score, tag: l.tag))
            } else if sources.count == translations.count, (2...Self.maximumGapRun).contains(sources.count),
                      zip(sources, translations).allSatisfy({ compatible($0, $1) }),
                      case let links = zip(sources, translations).map({ link($0, $1) }),
                      links.filter({ $0 != nil }).count * 2 >= links.count {
                for (k, (i, j)) in zip(sources, translations).enumerated() {
                    result.append(.init(source: i..<(i + 1), translation: j..<(j + 1), score: links[k]?.score ?? gapThreshold,
                                        tag: links[k]?.tag ?? Variant.whole.rawValue))
                }
            } else if !sources.isEmpty, !translations.isEmpty, sources.count + translations.count <= 2 * Self.maximumGapRun {
                // Runs of different lengths: one to one in order, where `link` accepts a pair (its own small
                // dynamic programme, skips free).
                let inner = TranslationDP.run(n: sources.count, m: translations.count, moves: [(1, 1), (1, 0), (0, 1)]) { i, j, _, _ in
                    guard compatible(sources[i], translations[j]), let l = link(sources[i], translations[j]) else { return nil }
                    guard l.score >= Self.gapRunMinimum else { return nil }
                    return (l.score - gapThreshold + 1e-6, l.score, l.tag)
                }
                for step in inner {
                    result.append(.init(source: step.source.isEmpty ? sources[0]..<sources[0] : sources[step.source.lowerBound]..<(sources[step.source.lowerBound] + step.source.count),
                                        translation: step.translation.isEmpty ? translations[0]..<translations[0] : translations[step.translation.lowerBound]..<(translations[step.translation.lowerBound] + step.translation.count),
                                        score: step.score, tag: step.tag))
                }
            } else {
                result.append(contentsOf: run)
            }
            k = end
        }
        return result
    }

    /// Which side's Latin words are the borrowed ones: the CJK side, else the side with fewer of them.
    func latinInTranslation(_ sl: String, _ tl: String, _ su: [TranslationUnit], _ tu: [TranslationUnit]) -> Bool {
        let sc = TranslationLanguage.isCJK(sl), tc = TranslationLanguage.isCJK(tl)
        if sc != tc { return tc }
        return tu.reduce(0) { $0 + $1.features.latin.count } <= su.reduce(0) { $0 + $1.features.latin.count }
    }

    /// Median length ratio of confident, mutually best paragraph pairs, shrunk towards the prior.
    func learnRatio(_ su: [TranslationUnit], _ tu: [TranslationUnit], scorer: TranslationScorer, prior: Double,
                    lexical whole: (Int, Int) -> Double) -> Double {
        guard !su.isEmpty, !tu.isEmpty else { return prior }
        // For each pair, the better of whole-against-whole and whole-against-lead-sentence, with its lengths.
        var best = [[(lex: Double, ratio: Double)]](repeating: [], count: su.count)
        for (i, s) in su.enumerated() {
            for (j, t) in tu.enumerated() {
                guard !s.isHeading, !t.isHeading, s.features.length >= 20 else { best[i].append((0, 1)); continue }
                let w = whole(i, j)
                var options = [(w, Double(t.features.length) / Double(s.features.length))]
                // A lead sentence's evidence is part of its unit's: with none shared by the wholes, it has none.
                guard w > 0 else { best[i].append(options[0]); continue }
                if t.sentences.count > 1, let f = t.sentenceFeatures.first {
                    options.append((scorer.lexical(s.features, f), Double(f.length) / Double(s.features.length)))
                }
                if s.sentences.count > 1, let f = s.sentenceFeatures.first, f.length > 0 {
                    options.append((scorer.lexical(f, t.features), Double(t.features.length) / Double(f.length)))
                }
                best[i].append(options.max { $0.0 < $1.0 }!)
            }
        }
        var ratios: [Double] = []
        for i in su.indices {
            guard let j = tu.indices.max(by: { best[i][$0].lex < best[i][$1].lex }), best[i][j].lex >= 0.5 else { continue }
            let iBest = su.indices.max { best[$0][j].lex < best[$1][j].lex }
            if iBest == i { ratios.append(best[i][j].ratio) }
        }
        guard !ratios.isEmpty else { return prior }
        ratios.sort()
        let median = ratios[ratios.count / 2]
        let k = Double(ratios.count)
        return exp((k * log(median) + 3 * log(prior)) / (k + 3))
    }

    /// Lexical agreement at or below which a pair shares no evidence worth weighing.
    static let noEvidence = 0.02
    /// Lexical agreement each part of a merge needs with the other side.
    static let mergePartMinimum = 0.05
    /// Structure bonus of a pair of headings, and again when their labels agree.
    static let headingBonus = 0.15

    /// How a unit link was found: whole against whole, or a whole unit against the other's lead sentence.
    enum Variant: Int { case whole = 0, translationLead = 1, sourceLead = 2 }

    /// `sums`: the features of a run of source and of translation units, by their indices (else added up here).
    func unitMove(_ s: ArraySlice<TranslationUnit>, _ t: ArraySlice<TranslationUnit>, scorer: TranslationScorer,
                  threshold: Double, lexical cached: ((Int, Int) -> Double)? = nil,
                  sums: ((Range<Int>) -> TranslationFeatures, (Range<Int>) -> TranslationFeatures)? = nil) -> (gain: Double, score: Double, tag: Int)? {
        // Lexical agreement of source unit `i` and translation unit `j` (indices into the whole lists).
        func lexical(_ i: Int, _ j: Int) -> Double { cached?(i, j) ?? scorer.lexical(s[i].features, t[j].features) }
        let size = s.count + t.count
        let headings = s.contains { $0.isHeading } || t.contains { $0.isHeading }
        if size > 2, headings { return nil }  // headings never merge
        var structure = 0.0
        var sim: Double
        var variant = Variant.whole
        if size == 2, let a = s.first, let b = t.first {
            if a.isHeading && b.isHeading {
                structure += Self.headingBonus
                if let la = a.label, let lb = b.label, la == lb { structure += Self.headingBonus }
            } else if a.isHeading != b.isHeading {
                // A short label-like paragraph ("iPadOS" under a picture) may be a heading on the other side;
                // a heading never translates a full paragraph.
                guard a.isHeadingLike && b.isHeadingLike else { return nil }
                structure -= 0.05
            } else if a.isListItem && b.isListItem {
                structure += 0.05
            }
            let whole = lexical(s.startIndex, t.startIndex)
            // Without shared evidence (most pairs) only the structure bonus is left: no need to weigh lengths.
            if whole <= Self.noEvidence, whole + structure <= threshold { return nil }
            sim = whole * (0.55 + 0.45 * scorer.lengthAgreement(a.features, b.features))
            // A summary quotes the lead sentence of a fuller paragraph (or the other way round); a lead shares
            // no more evidence than its whole paragraph, so without any there is nothing to try.
            if !headings, whole > Self.noEvidence {
                if b.sentences.count > 1 {
                    let lead = scorer.unitSimilarity(a.features, b.sentenceFeatures[0]) - 0.03
                    if lead > sim { sim = lead; variant = .translationLead }
                }
                if a.sentences.count > 1 {
                    let lead = scorer.unitSimilarity(a.sentenceFeatures[0], b.features) - 0.03
                    if lead > sim { sim = lead; variant = .sourceLead }
                }
            }
        } else {
            // Each merged unit must bring its own evidence and a fair share of the text, or a short
            // neighbour (an image label) rides along on a good link.
            let (many, one) = s.count > 1 ? (Array(s), t.first!) : (Array(t), s.first!)
            let manyIsSource = s.count > 1
            let total = many.reduce(0) { $0 + $1.features.length }
            var bestPart = 0.0
            for (k, u) in zip(many.indices, many) {
                let (a, b) = manyIsSource ? (u.features, one.features) : (one.features, u.features)
                let part = manyIsSource ? lexical(s.startIndex + k, t.startIndex) : lexical(s.startIndex, t.startIndex + k)
                if part <= Self.mergePartMinimum || Double(u.features.length) < 0.2 * Double(total) { return nil }
                bestPart = max(bestPart, part * (0.55 + 0.45 * scorer.lengthAgreement(a, b)))
            }
            sim = scorer.unitSimilarity(sums?.0(s.indices) ?? .sum(s.map(\.features)), sums?.1(t.indices) ?? .sum(t.map(\.features)))
            // A merge must explain the other side better than its best part alone does.
            if sim < bestPart + 0.03 { return nil }
        }
        let score = sim + structure
        guard score > threshold else { return nil }
        return ((score - threshold) * Double(size) / 2 - (size > 2 ? 0.08 : 0), score, variant.rawValue)
    }

    func alignSentences(_ sf: [TranslationFeatures], _ tf: [TranslationFeatures], scorer: TranslationScorer) -> [TranslationSentenceLink] {
        let moves = [(1, 1), (1, 0), (0, 1), (1, 2), (2, 1), (1, 3), (3, 1)]
        let path = TranslationDP.run(n: sf.count, m: tf.count, moves: moves) { i, j, a, b in
            let sim = scorer.sentenceSimilarity(.sum(Array(sf[i..<(i + a)])), .sum(Array(tf[j..<(j + b)])))
            guard sim > sentenceThreshold else { return nil }
            let size = a + b
            return ((sim - sentenceThreshold) * Double(size) / 2 - (size > 2 ? 0.03 * Double(size - 2) : 0), sim, 0)
        }
        // Inside a linked pair, a lone leftover sentence on each side between the same links is linked
        // on length alone when lengths agree well (Gale and Church's evidence).
        let filled = fillGaps(path) { i, j in
            let agreement = scorer.lengthAgreement(sf[i], tf[j])
            return agreement >= 0.6 ? (scorer.sentenceSimilarity(sf[i], tf[j]), 0) : nil
        }
        return filled.map { TranslationSentenceLink(source: Array($0.source), translation: Array($0.translation), score: $0.score) }
    }
}

/// Monotone alignment of two sequences maximising the summed gain of link moves; skips gain nothing.
enum TranslationDP {
    struct Step {
        var source: Range<Int>
        var translation: Range<Int>
        var score: Double
        /// What the gain function said about the link (e.g. which variant matched).
        var tag: Int
    }

    /// `gain(i, j, a, b)` scores linking `a` items from `i` with `b` items from `j` (`nil`: not allowed);
    /// moves with a zero side are skips and are not asked about.
    /// Pairs of units above which only a band around the diagonal is aligned (500 by 500: a long page).
    static let bandedAbove = 250_000

    /// The band's half-width for `n` by `m` units, or nil when every pair is aligned.
    static func band(n: Int, m: Int) -> Int? {
        n * m > bandedAbove ? max(64, max(n, m) / 8) : nil
    }

    /// The columns of row `i` inside the band (all of them without one); none when the translation has no units
    /// (a page of one language's text beside a page of code: a range of one column there indexed past the end).
    static func columns(row i: Int, n: Int, m: Int, band: Int?) -> Range<Int> {
        guard let band, n > 0 else { return 0..<max(0, m) }
        let center = i * m / n
        let low = max(0, center - band)
        return low..<max(low, min(m, center + band + 1))
    }

    /// The cells of an `n` by `m` table held in a band around its diagonal, row by row (all of them without a band):
    /// a long pair holds a few hundred cells a row, not the whole table. `lastRow`: the DP's table, of rows `0...n`
    /// and columns `0...m`; else units' pairs, rows `0..<n` and columns `0..<m`.
    struct Cells {
        private var start: [Int] = [], low: [Int] = [], high: [Int] = []
        private(set) var count = 0

        init(n: Int, m: Int, band: Int?, lastRow: Bool) {
            for i in 0..<(lastRow ? n + 1 : n) {
                let first: Int, last: Int  // last < first: no cell
                if lastRow {
                    (first, last) = band.map { b in (max(0, i * m / max(n, 1) - b), min(m, i * m / max(n, 1) + b)) } ?? (0, m)
                } else {
                    let columns = TranslationDP.columns(row: i, n: n, m: m, band: band)
                    (first, last) = (columns.lowerBound, columns.upperBound - 1)
                }
                start.append(count); low.append(first); high.append(last)
                count += max(0, last - first + 1)
            }
        }

        /// Where cell (i, j) is held; nil outside the band.
        func index(_ i: Int, _ j: Int) -> Int? {
            guard i >= 0, i < start.count, j >= low[i], j <= high[i] else { return nil }
            return start[i] + j - low[i]
        }
    }

    static func run(n: Int, m: Int, moves: [(Int, Int)], band: Int? = nil,
                    gain: (Int, Int, Int, Int) -> (gain: Double, score: Double, tag: Int)?) -> [Step] {
        let cells = Cells(n: n, m: m, band: band, lastRow: true)
        var total = [Double](repeating: -.infinity, count: cells.count)
        var back = [(a: Int32, b: Int32, tag: Int32, score: Double)](repeating: (0, 0, 0, 0), count: cells.count)
        total[0] = 0
        for i in 0...n {
            let columns = band.map { b in max(0, i * m / max(n, 1) - b)...min(m, i * m / max(n, 1) + b) } ?? 0...m
            for j in columns where i + j > 0 {
                var best = -Double.infinity
                var choice = (a: Int32(0), b: Int32(0), tag: Int32(0), score: 0.0)
                for (a, b) in moves where a <= i && b <= j {
                    guard let from = cells.index(i - a, j - b) else { continue }
                    let prev = total[from]
                    guard prev > -.infinity else { continue }
                    var g = 0.0, s = 0.0, tag = 0
                    if a > 0 && b > 0 {
                        guard let r = gain(i - a, j - b, a, b) else { continue }
                        g = r.gain; s = r.score; tag = r.tag
                    }
                    // Strictly better only, so ties keep the earlier (simpler) move in the list.
                    if prev + g > best + 1e-12 { best = prev + g; choice = (Int32(a), Int32(b), Int32(tag), s) }
                }
                let here = cells.index(i, j)!
                total[here] = best
                back[here] = choice
            }
        }
        var steps: [Step] = []
        var i = n, j = m
        while i > 0 || j > 0 {
            let c = back[cells.index(i, j)!]
            let a = Int(c.a), b = Int(c.b)
            steps.append(Step(source: (i - a)..<i, translation: (j - b)..<j, score: c.score, tag: Int(c.tag)))
            i -= a; j -= b
        }
        return steps.reversed()
    }
}

/// The translation units of an alignment by each feature that makes evidence (`TranslationScorer.sharesEvidence`):
/// numbers, Latin words, glossary concepts, English stems and Chinese glosses.
struct SharedEvidence {
    private var numbers: [String: [Int]] = [:], glossary: [String: [Int]] = [:]
    private var latin: [UInt32: [Int]] = [:], stems: [UInt32: [Int]] = [:], glosses: [UInt32: [Int]] = [:]

    init(_ units: [TranslationFeatures]) {
        for (j, f) in units.enumerated() {
            for n in f.numbers { numbers[n, default: []].append(j) }
            for w in f.latin { latin[w, default: []].append(j) }
            for k in f.glossary.keys { glossary[k, default: []].append(j) }
            for id in f.stems.ids { stems[id, default: []].append(j) }
            for id in f.glossUnion.ids { glosses[id, default: []].append(j) }
        }
    }

    /// Sets `stamp[j] = row` for each unit `j` in `columns` that shares evidence with `f`.
    func mark(_ f: TranslationFeatures, row: Int, in columns: Range<Int>, stamp: inout [Int]) {
        func mark(_ list: [Int]?) {
            guard let list else { return }
            for j in list where columns.contains(j) { stamp[j] = row }
        }
        for n in f.numbers { mark(numbers[n]) }
        for w in f.latin { mark(latin[w]) }
        for k in f.glossary.keys { mark(glossary[k]) }
        // An English stem that the other side's glosses contain, or a gloss of this side's that the other's stems are.
        for id in f.stems.ids { mark(glosses[id]) }
        for id in f.glossUnion.ids { mark(stems[id]) }
    }
}

/// Sums of runs of units' features (`TranslationFeatures.sum`), those of two units kept: the aligner's merge moves
/// ask for each pair once per cell of its row. Used by one alignment, on one thread.
final class FeatureSums {
    private let units: [TranslationFeatures]
    private var pairs: [TranslationFeatures?]

    init(_ units: [TranslationFeatures]) {
        self.units = units
        pairs = Array(repeating: nil, count: units.count)
    }

    func sum(_ range: Range<Int>) -> TranslationFeatures {
        guard range.count == 2 else { return .sum(Array(units[range])) }
        if let known = pairs[range.lowerBound] { return known }
        let made = TranslationFeatures.sum(Array(units[range]))
        pairs[range.lowerBound] = made
        return made
    }
}
