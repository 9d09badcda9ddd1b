import Diagnostics
import Foundation
import Ingest
import TextAnalysis

/// How automatic cross-references are scored and cut. The defaults come from the grid search of `concord-bench
/// crossref --holdout` on the whole seed talk (in-sample, so optimistic; the held-out figures of that command are
/// the honest ones), taken a step towards precision where the grid's neighbourhood showed it costs little recall:
/// no link is better than a wrong one.
public struct CrossReferenceSettings: Sendable {
    /// Weights of the three similarities in a link's score.
    public var lexicalWeight = 0.5
    public var conceptWeight = 0.25
    public var headingWeight = 0.25
    /// Headings count this many times in a section's term vector.
    public var headingBoost = 2.0
    /// A link needs at least this score: below it, no link beats a wrong one.
    public var minimumScore = 0.2
    /// …and at least this fraction of the paragraph's best score.
    public var relativeToBest = 0.7
    public var maximumPerParagraph = 3
    /// Terms and concepts found in more than this share of the sections say nothing about which section is meant.
    public var maximumDocumentShare = 0.5
    /// Weight of the previous paragraph's words in a paragraph's vector (talk paragraphs lean on their context).
    public var contextWeight = 0.0
    /// How much the paragraph's similarity to the whole page counts: score × (1 − w + w × page similarity / best page similarity).
    public var pageWeight = 0.5
    /// The heading counts in full only when the paragraph's lexical similarity to the section reaches this (a
    /// platform name or "best practices" in passing is no topic); below, in proportion.
    public var headingGate = 0.3
    /// Sections without a heading need this many distinct content words (a page's one-line lede is no topic).
    public var minimumUntitledTerms = 8
    /// A section needs a paragraph or list item of at least this many words (link lists and change logs have none).
    public var minimumSentenceWords = 8
    /// The page title's words count this share of a heading's in each section of the page. 0 turns it off.
    public var pageTitleWeight = 0.0
    /// Weight of the heading of the talk section (chapter) a paragraph is in, added to its vector.
    public var chapterWeight = 0.5
    /// Neighbour smoothing: a talk dwells on one topic for several paragraphs, so a paragraph's score for a section
    /// is the weighted mean of its own and its neighbours' (within `window` paragraphs each side, inside the same
    /// chapter), the neighbour `k` away weighing `neighbourDecay^k`. 0 turns smoothing off.
    public var neighbourDecay = 0.5
    public var window = 2
    /// Margin rule: a kept link must beat the best candidate that was not kept by at least this much; an unclear
    /// choice between sections gives no link.
    public var margin = 0.0
    /// "See also" between guideline sections of different design systems: a pair needs this score and must be each
    /// other's best match in the other system (no link beats a wrong one).
    public var seeAlsoMinimum = 0.2
    /// Hub correction: a section that resembles every paragraph of the talk a little (a broad section such as a
    /// platform's overview) has this share of its mean score over the talk's paragraphs taken off each score.
    public var hubPenalty = 0.5
    /// Topic segmentation: a talk is cut into runs of paragraphs that each discuss one section (or none), the cut
    /// that maximises Σ (own score − `segmentFloor`) over linked paragraphs minus `segmentPenalty` per change of
    /// topic (a Viterbi pass). The paragraphs from the first to the last of a run that score `segmentFloor` for its
    /// section are linked to it, on top of the links their own scores earn (but see `segmentYield`): a talk names
    /// a topic and then talks about it in words of its own. 0 turns segmentation off.
    public var segmentPenalty = 0.3
    public var segmentFloor = 0.11
    /// What a paragraph sharing no words with a section costs a run of that section.
    public var segmentGap = 0.05
    /// A paragraph that earns links of its own does not inherit its run's section unless it shares words with it.
    public var segmentYield = true
    /// How much the whole talk's similarity to a page counts: score × (1 − w + w × talk–page similarity / best
    /// talk–page similarity). A talk about search links to a "Best practices" section of a page about search,
    /// not of one about page controls.
    public var talkPageWeight = 1.0
    /// Related words (`RelatedWords`: "typeface" for "font") count this much of the word a paragraph uses, when the
    /// guidelines use the related word and not the paragraph's own. 0 turns them off.
    public var relatedWeight = 0.3
    /// Thresholds are calibrated per library, against the scores of unrelated pairs: a link needs `calibrationLevel`
    /// times the score that unrelated pairs reach at `noiseQuantile`. Scores are rescaled so that this level is
    /// `minimumScore`, and `segmentFloor`, `segmentGap` and `segmentPenalty` keep their proportion to it. A library
    /// whose unrelated pairs score higher (more vocabulary shared with the talks, longer caption paragraphs) asks
    /// more of a link. 0 turns calibration off (absolute thresholds).
    public var calibrationLevel = 3.5
    /// The quantile of the unrelated pairs' positive scores taken as the library's noise level.
    public var noiseQuantile = 0.99
    /// Unrelated pairs: a paragraph and a section of a page that is not among the `closePages` pages closest to
    /// the whole talk. A library with fewer such pairs (a few pages, all on one subject) keeps absolute thresholds.
    public var closePages = 5
    public var minimumUnrelatedPairs = 2000

    public init() {}

    /// The settings the benchmarks tune, in one line.
    public var summary: String {
        String(format: "minimumScore=%.3f relativeToBest=%.2f segmentPenalty=%.2f segmentFloor=%.2f relatedWeight=%.2f calibrationLevel=%.2f",
               minimumScore, relativeToBest, segmentPenalty, segmentFloor, relatedWeight, calibrationLevel)
    }

    /// Sets a setting by name (`minimumScore=0.3`), for experiments from the benchmark; false for an unknown name.
    public mutating func set(_ assignment: String) -> Bool {
        let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let value = Double(parts[1]) else { return false }
        switch parts[0] {
        case "lexicalWeight": lexicalWeight = value
        case "conceptWeight": conceptWeight = value
        case "headingWeight": headingWeight = value
        case "headingBoost": headingBoost = value
        case "minimumScore": minimumScore = value
        case "relativeToBest": relativeToBest = value
        case "maximumPerParagraph": maximumPerParagraph = Int(value)
        case "maximumDocumentShare": maximumDocumentShare = value
        case "contextWeight": contextWeight = value
        case "pageWeight": pageWeight = value
        case "headingGate": headingGate = value
        case "minimumUntitledTerms": minimumUntitledTerms = Int(value)
        case "minimumSentenceWords": minimumSentenceWords = Int(value)
        case "pageTitleWeight": pageTitleWeight = value
        case "chapterWeight": chapterWeight = value
        case "neighbourDecay": neighbourDecay = value
        case "window": window = Int(value)
        case "margin": margin = value
        case "hubPenalty": hubPenalty = value
        case "seeAlsoMinimum": seeAlsoMinimum = value
        case "segmentPenalty": segmentPenalty = value
        case "segmentFloor": segmentFloor = value
        case "segmentGap": segmentGap = value
        case "segmentYield": segmentYield = value != 0
        case "talkPageWeight": talkPageWeight = value
        case "relatedWeight": relatedWeight = value
        case "calibrationLevel": calibrationLevel = value
        case "noiseQuantile": noiseQuantile = value
        case "closePages": closePages = Int(value)
        case "minimumUnrelatedPairs": minimumUnrelatedPairs = Int(value)
        default: return false
        }
        return true
    }
}

/// One scored pairing of a talk paragraph with a guideline section.
public struct CrossReferenceCandidate: Sendable, Hashable {
    public var talkID: String
    public var paragraphAnchor: String
    public var paragraphText: String
    public var time: Double?
    public var pageID: String
    public var sectionAnchor: String
    public var score: Double
    /// The paragraph's own score, before smoothing over its neighbours.
    public var ownScore: Double = 0
    /// The parts of the own score: TF-IDF cosine of stems, of glossary concepts, and the share of the heading's words used.
    public var lexical: Double
    public var concept: Double
    public var heading: Double
    /// The section of the topic run (see `CrossReferenceSettings.segmentPenalty`) the paragraph is in.
    public var inSegment = false
    /// The strongest words the paragraph shares with the section, as the paragraph writes them (filled for links kept).
    public var evidence: [String] = []
}

/// Links talk moments to the guideline sections they discuss, and back.
///
/// Each talk paragraph is compared with each section of an original guideline page (any design system):
/// TF-IDF cosine over Snowball stems of content words (section headings count double), cosine over glossary
/// concepts (so "scope bar" meets "scope control"), and how much of the section heading's weight the
/// paragraph uses. Links need a minimum score and a good share of the paragraph's best, at most three per
/// paragraph. A talk dwells on a topic for several paragraphs, most of them in words of their own, so each talk
/// chapter is then cut into topic runs (a Viterbi pass over the paragraphs' scores) and the paragraphs between the
/// first and last that name a run's section link to it too. Translations and untranslated copies then get the
/// same links, mapped to their own anchors.
public enum CrossReferencer {
    /// Adds related links to session paragraphs and "discussed in" links to guideline sections, resolves authors'
    /// relative links to content files, checks authors' `[[…]]` links, and marks the first use of glossary terms;
    /// returns the number of automatic links.
    @discardableResult
    public static func link(_ site: inout Site, glossary: Glossary, related: RelatedWords = RelatedWords(),
                            settings: CrossReferenceSettings = .init(), problems: inout [Diagnostic]) -> Int {
        let count = link(&site, glossary: glossary, related: related, settings: settings)
        ContentLinkResolver.resolve(&site, problems: &problems)
        ExplicitLinkChecker.check(&site, problems: &problems)
        GlossaryTermLinker.link(&site, glossary: glossary)
        return count
    }

    /// Adds related links and "discussed in" links only (no explicit or glossary links).
    @discardableResult
    public static func link(_ site: inout Site, glossary: Glossary, related: RelatedWords = RelatedWords(),
                            settings: CrossReferenceSettings = .init()) -> Int {
        var surfaces: [String: String] = [:]
        let sections = sectionDocs(site, glossary: glossary, settings: settings, surfaces: &surfaces)
        let paragraphs = paragraphDocs(site, glossary: glossary, surfaces: &surfaces)
        let stemmed = related.stems(of: surfaces)
        let all = candidates(sections: sections, paragraphs: paragraphs, related: stemmed, settings: settings)
        var chosen = select(all, settings: settings)
        addEvidence(&chosen, sections: sections, paragraphs: paragraphs)
        apply(chosen, to: &site)
        applySeeAlso(seeAlso(sections, settings: settings), to: &site)
        return chosen.count
    }

    // MARK: - Scoring

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
        var counts: [String: Double] = [:]
        for term in TextAnalyzer(language: language).analyze(text).terms where term.isWord {
            if stopWords.contains(term.surface) || term.surface.count < 2 || term.surface.allSatisfy(\.isNumber) { continue }
            let key = aliases[term.surface] ?? term.stem
            counts[key, default: 0] += 1
            if recording, surfaces[term.surface] == nil { surfaces[term.surface] = key }
        }
        return counts
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
        var terms: [String: Double]
        var concepts: [String: Double]
        /// Index of the talk section (chapter) holding the paragraph, and its heading's terms and concepts.
        var chapter: Int
        var chapterTerms: [String: Double]
        var chapterConcepts: [String: Double]
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
        // Pages are analysed independently, on every core; sections stay in site order.
        let analysed = pages.concurrentMap { page -> (docs: [SectionDoc], surfaces: [String: String]) in
            let language = page.contentLanguage
            var docs: [SectionDoc] = []
            var words: [String: String] = [:]
            let titleTerms = Self.terms(page.title, language: language)
            for (k, section) in page.sections.enumerated() {
                let body = section.blocks.map(\.block.text).joined(separator: "\n")
                guard !body.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { continue }
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
                var terms = Self.terms(body, language: language, surfaces: &words)
                if section.heading == nil, terms.count < settings.minimumUntitledTerms { continue }
                let headingTerms = Self.terms(heading, language: language)
                for (t, c) in headingTerms { terms[t, default: 0] += c * settings.headingBoost }
                // The page title says what every section of the page is about ("Best practices" of "Motion").
                if settings.pageTitleWeight > 0 {
                    for (t, c) in titleTerms where headingTerms[t] == nil { terms[t, default: 0] += c * settings.headingBoost * settings.pageTitleWeight }
                }
                docs.append(SectionDoc(pageID: page.id, designSystem: page.designSystem, anchor: section.anchor, terms: terms, headingTerms: headingTerms,
                                       concepts: concepts(heading + "\n" + body, index: frozen[language])))
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
    static func paragraphDocs(_ site: Site, glossary: Glossary, surfaces: inout [String: String]) -> [ParagraphDoc] {
        let talks = site.pages.filter { $0.kind == .session && $0.role == .original }
        var indexes: [String: GlossaryIndex] = [:]
        if !glossary.entries.isEmpty { for language in Set(talks.map(\.contentLanguage)) { indexes[language] = glossary.index(for: language) } }
        let frozen = indexes
        // Talks are analysed independently, on every core; paragraphs stay in site order.
        let analysed = talks.concurrentMap { page -> (docs: [ParagraphDoc], surfaces: [String: String]) in
            let index = frozen[page.contentLanguage]
            var docs: [ParagraphDoc] = []
            var words: [String: String] = [:]
            for (k, section) in page.sections.enumerated() {
                // Chapter headings (from the talk's signposts) say what the paragraphs under them are about.
                let heading = section.heading ?? ""
                let chapterTerms = terms(heading, language: page.contentLanguage)
                let chapterConcepts = concepts(heading, index: index)
                for block in section.blocks {
                    switch block.block.kind {
                    case .paragraph, .listItem, .quote: break
                    default: continue
                    }
                    docs.append(ParagraphDoc(talkID: page.id, anchor: block.anchor, text: block.block.text, language: page.contentLanguage, time: block.time,
                                             terms: terms(block.block.text, language: page.contentLanguage, surfaces: &words),
                                             concepts: concepts(block.block.text, index: index),
                                             chapter: k, chapterTerms: chapterTerms, chapterConcepts: chapterConcepts))
                }
            }
            return (docs, words)
        }
        for talk in analysed { surfaces.merge(talk.surfaces) { a, _ in a } }
        return analysed.flatMap(\.docs)
    }

    /// Term counts summed by group (a page's sections, a talk's paragraphs), in place: every group gets an entry,
    /// even one without terms.
    static func totals<Item>(_ items: [Item], group: (Item) -> String, terms: (Item) -> [String: Double]) -> [String: [String: Double]] {
        var out: [String: [String: Double]] = [:]
        for item in items {
            let key = group(item)
            if out[key] == nil { out[key] = [:] }
            for (t, c) in terms(item) { out[key]![t, default: 0] += c }
        }
        return out
    }

    static func add(_ a: [String: Double], _ b: [String: Double], weight: Double) -> [String: Double] {
        guard weight > 0 else { return a }
        var out = a
        for (t, c) in b { out[t, default: 0] += c * weight }
        return out
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
            for v in vectors { for t in v.keys.sorted() where ids[t] == nil { ids[t] = ids.count } }
        }

        /// `v` weighed by `idf` (1 + log count) as a sparse vector over the vocabulary; terms outside it, or of
        /// no weight, are dropped (no section shares them).
        /// `related` terms (not in `v`) weigh `relatedWeight` of what the same count of a term of `v` would.
        func sparse(_ v: [String: Double], idf: [Double], related: [String: Double] = [:], relatedWeight: Double = 0) -> SparseVector {
            var entries: [(id: Int32, weight: Double)] = []
            entries.reserveCapacity(v.count + related.count)
            for (t, c) in v {
                guard let id = ids[t], idf[id] > 0 else { continue }
                entries.append((Int32(id), (1 + log(c)) * idf[id]))
            }
            for (t, c) in related where v[t] == nil {
                guard let id = ids[t], idf[id] > 0 else { continue }
                entries.append((Int32(id), (1 + log(max(c, 1))) * idf[id] * relatedWeight))
            }
            entries.sort { $0.id < $1.id }
            var out = SparseVector(ids: entries.map(\.id), weights: entries.map(\.weight))
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

    struct SparseVector {
        var ids: [Int32] = []
        var weights: [Double] = []
        var norm = 0.0
    }

    /// Sparse dot products: for each term, the vectors (by index) that contain it and its weight there, so a
    /// paragraph is scored only against the sections it shares words with (a large site has tens of thousands
    /// of paragraphs and thousands of sections; the dense product took minutes).
    struct Postings {
        var lists: [[(index: Int32, weight: Double)]]
        var norms: [Double]

        init(_ vectors: [SparseVector], vocabularySize: Int) {
            norms = vectors.map(\.norm)
            lists = Array(repeating: [], count: vocabularySize)
            for (i, v) in vectors.enumerated() {
                for (t, w) in zip(v.ids, v.weights) { lists[Int(t)].append((Int32(i), w)) }
            }
        }

        /// Adds the dot products of `v` with every vector sharing a term with it into `sums` (one slot per vector),
        /// listing each vector's index in `touched` the first time (`seen` marks them).
        func accumulate(_ v: SparseVector, into sums: inout [Double], touched: inout [Int32], seen: inout [Bool]) {
            for (t, w) in zip(v.ids, v.weights) {
                for (i, x) in lists[Int(t)] {
                    if !seen[Int(i)] { seen[Int(i)] = true; touched.append(i) }
                    sums[Int(i)] += w * x
                }
            }
        }

        /// Cosine of `v` with every vector, dense (for the few pages).
        func cosines(_ v: SparseVector) -> [Double] {
            var sums = [Double](repeating: 0, count: norms.count)
            for (t, w) in zip(v.ids, v.weights) { for (i, x) in lists[Int(t)] { sums[Int(i)] += w * x } }
            return sums.indices.map { sums[$0] > 0 ? sums[$0] / (v.norm * norms[$0]) : 0 }
        }
    }

    /// For each talk, its similarity to each page (by index into `pages`) over the best page's.
    static func talkPriors(_ paragraphs: [ParagraphDoc], pages: Postings, vocabulary: Vocabulary, termIDF: [Double],
                           settings: CrossReferenceSettings) -> [String: [Double]] {
        guard settings.talkPageWeight > 0 else { return [:] }
        let talkTerms = totals(paragraphs, group: \.talkID, terms: \.terms)
        var priors: [String: [Double]] = [:]
        for (talk, terms) in talkTerms {
            let similarity = pages.cosines(vocabulary.sparse(terms, idf: termIDF))
            guard let best = similarity.max(), best > 0 else { continue }
            priors[talk] = similarity.map { $0 / best }
        }
        return priors
    }

    /// The histogram of pair scores for calibration: bins of 1/`noiseBins` over [0, 1), the last holding the rest.
    static let noiseBins = 4096
    static func noiseBin(_ score: Double) -> Int { min(noiseBins - 1, Int(score * Double(noiseBins))) }

    /// The score at quantile `q` of a histogram (the middle of its bin); 0 when empty.
    static func quantile(_ histogram: [Int], _ q: Double) -> Double {
        let total = histogram.reduce(0, +)
        guard total > 0 else { return 0 }
        let target = Int((Double(total) * q).rounded(.down))
        var seen = 0
        for (b, n) in histogram.enumerated() {
            seen += n
            if seen > target { return (Double(b) + 0.5) / Double(noiseBins) }
        }
        return 1
    }

    /// The `count` pages closest to a talk (indices), from its page similarities.
    static func closePages(_ similarity: [Double]?, count: Int) -> Set<Int> {
        guard let similarity else { return [] }
        return Set(similarity.indices.sorted { (similarity[$0], -$0) > (similarity[$1], -$1) }.prefix(count))
    }

    /// How many candidates per paragraph `candidates` returns, best first (enough for the benchmark's dump).
    static let candidatesPerParagraph = 8
    /// How many own scores per paragraph are kept for smoothing and topic runs (far more than can become links).
    static let rowLimit = 64

    /// Every talk paragraph scored against the guideline sections it shares evidence with: the best few per paragraph.
    public static func candidates(_ site: Site, glossary: Glossary, related: [String: Set<String>] = [:],
                                  settings: CrossReferenceSettings = .init()) -> [CrossReferenceCandidate] {
        candidates(sections: sectionDocs(site, glossary: glossary, settings: settings), paragraphs: paragraphDocs(site, glossary: glossary),
                   related: related, settings: settings)
    }

    static func candidates(sections: [SectionDoc], paragraphs: [ParagraphDoc], related: [String: Set<String>],
                           settings: CrossReferenceSettings) -> [CrossReferenceCandidate] {
        guard !sections.isEmpty, !paragraphs.isEmpty else { return [] }
        let words = Vocabulary(sections.map(\.terms)), ideas = Vocabulary(sections.map(\.concepts))
        let termIDF = words.idf(sections.map(\.terms), maximumShare: settings.maximumDocumentShare)
        let conceptIDF = ideas.idf(sections.map(\.concepts), maximumShare: settings.maximumDocumentShare)
        let sectionTerms = Postings(sections.map { words.sparse($0.terms, idf: termIDF) }, vocabularySize: words.ids.count)
        let sectionConcepts = Postings(sections.map { ideas.sparse($0.concepts, idf: conceptIDF) }, vocabularySize: ideas.ids.count)
        // Whole pages, for the page prior: a "Best practices" section of a page about something else is not meant.
        let pageTerms = totals(sections, group: \.pageID, terms: \.terms)
        let pageIDs = pageTerms.keys.sorted()
        let pageIndex = Dictionary(uniqueKeysWithValues: pageIDs.enumerated().map { ($1, $0) })
        let pages = Postings(pageIDs.map { words.sparse(pageTerms[$0]!, idf: termIDF) }, vocabularySize: words.ids.count)
        // Heading words (ids) with their weights, looked up once rather than for every paragraph.
        let headings = sections.map { s -> (terms: [(Int, Double)], total: Double) in
            let terms = s.headingTerms.keys.compactMap { t in words.ids[t].map { ($0, termIDF[$0]) } }.sorted { $0.0 < $1.0 }
            return (terms, terms.reduce(0) { $0 + $1.1 })
        }
        let pageOfSection = sections.map { pageIndex[$0.pageID]! }
        // Related words a paragraph's words stand for: only words the guidelines use (with weight), and, when the
        // guidelines use both words, only where some page uses them together (the library's own evidence that
        // they are about the same thing: "font" and "typeface" on the typography page, not "case" and "font").
        var expanding: [String: [String]] = [:]
        if settings.relatedWeight > 0, !related.isEmpty {
            var pagesOfTerm: [String: Set<Int>] = [:]
            for (p, id) in pageIDs.enumerated() { for t in pageTerms[id]!.keys { pagesOfTerm[t, default: []].insert(p) } }
            let talkWords = Set(paragraphs.flatMap(\.terms.keys))
            for a in talkWords.sorted() {
                guard let others = related[a] else { continue }
                let usable = others.filter { b in
                    guard let id = words.ids[b], termIDF[id] > 0 else { return false }
                    guard let pagesA = pagesOfTerm[a] else { return true }
                    return !pagesA.isDisjoint(with: pagesOfTerm[b] ?? [])
                }.sorted()
                if !usable.isEmpty { expanding[a] = usable }
            }
        }
        let expansions = expanding
        // Without a glossary, no concept evidence: the other two parts share its weight.
        let hasConcepts = !ideas.ids.isEmpty
        let partScale = hasConcepts ? 1 : (settings.lexicalWeight + settings.conceptWeight + settings.headingWeight) / max(1e-9, settings.lexicalWeight + settings.headingWeight)
        // The talk prior: each talk's words against each page's.
        var unweighted = settings
        unweighted.talkPageWeight = max(settings.talkPageWeight, 1)
        let talkPriorAll = talkPriors(paragraphs, pages: pages, vocabulary: words, termIDF: termIDF, settings: unweighted)
        let talkPrior = settings.talkPageWeight > 0 ? talkPriorAll : [:]
        /// Scratch space of one worker, one slot per section (or term), all zero / false between paragraphs.
        struct Scratch {
            var lexical: [Double], concept: [Double], seen: [Bool], touched: [Int32] = [], usesTerm: [Bool]
        }
        /// The paragraph's own score against each section it shares evidence with.
        @Sendable func score(_ n: Int, scratch: inout Scratch) -> [(section: Int, parts: Parts)] {
            let p = paragraphs[n]
            let previous = n > 0 && paragraphs[n - 1].talkID == p.talkID && paragraphs[n - 1].chapter == p.chapter ? paragraphs[n - 1] : nil
            var rawTerms = add(p.terms, previous?.terms ?? [:], weight: settings.contextWeight)
            rawTerms = add(rawTerms, p.chapterTerms, weight: settings.chapterWeight)
            var rawConcepts = add(p.concepts, previous?.concepts ?? [:], weight: settings.contextWeight)
            rawConcepts = add(rawConcepts, p.chapterConcepts, weight: settings.chapterWeight)
            var relatedTerms: [String: Double] = [:]
            if !expansions.isEmpty {
                for (t, c) in p.terms { for b in expansions[t] ?? [] where p.terms[b] == nil { relatedTerms[b, default: 0] += c } }
            }
            let pt = words.sparse(rawTerms, idf: termIDF, related: relatedTerms, relatedWeight: settings.relatedWeight)
            let pc = ideas.sparse(rawConcepts, idf: conceptIDF)
            let pageSimilarity = pages.cosines(pt)
            let bestPage = pageSimilarity.max() ?? 0
            sectionTerms.accumulate(pt, into: &scratch.lexical, touched: &scratch.touched, seen: &scratch.seen)
            sectionConcepts.accumulate(pc, into: &scratch.concept, touched: &scratch.touched, seen: &scratch.seen)
            let ownTerms = p.terms.keys.compactMap { words.ids[$0] }
            for t in ownTerms { scratch.usesTerm[t] = true }
            let priors = talkPrior[p.talkID]
            var row: [(section: Int, parts: Parts)] = []
            row.reserveCapacity(scratch.touched.count)
            for t in scratch.touched {
                let k = Int(t)
                let lexical = scratch.lexical[k] > 0 ? scratch.lexical[k] / (pt.norm * sectionTerms.norms[k]) : 0
                let concept = scratch.concept[k] > 0 ? scratch.concept[k] / (pc.norm * sectionConcepts.norms[k]) : 0
                scratch.lexical[k] = 0; scratch.concept[k] = 0; scratch.seen[k] = false
                guard lexical > 0 || concept > 0 else { continue }
                var heading = 0.0
                // With a heading gate, a section sharing no words has no heading score: skip the look-ups.
                if headings[k].total > 0, lexical > 0 || settings.headingGate <= 0 {
                    var used = 0.0
                    for (t, w) in headings[k].terms where scratch.usesTerm[t] { used += w }
                    heading = used / headings[k].total
                    if settings.headingGate > 0 { heading *= min(1, lexical / settings.headingGate) }
                }
                let page = pageOfSection[k]
                var prior = bestPage > 0 ? (1 - settings.pageWeight) + settings.pageWeight * pageSimilarity[page] / bestPage : 1
                if settings.talkPageWeight > 0 {
                    prior *= (1 - settings.talkPageWeight) + settings.talkPageWeight * (priors?[page] ?? 0)
                }
                let score = prior * partScale * (settings.lexicalWeight * lexical + settings.conceptWeight * concept + settings.headingWeight * heading)
                row.append((k, (score, lexical, concept, heading)))
            }
            scratch.touched.removeAll(keepingCapacity: true)
            for t in ownTerms { scratch.usesTerm[t] = false }
            return row
        }
        // Talks score independently, on every core. Within a talk: every paragraph's own scores, the hub correction
        // (over all of them), then only each paragraph's best `rowLimit` kept: a large site has thousands of
        // sections, and only the best few per paragraph can become links.
        var talkRanges: [Range<Int>] = []
        var start = 0
        while start < paragraphs.count {
            var end = start + 1
            while end < paragraphs.count, paragraphs[end].talkID == paragraphs[start].talkID { end += 1 }
            talkRanges.append(start..<end)
            start = end
        }
        let scored = talkRanges.concurrentMap { range -> (rows: [[Int: Parts]], histogram: [Int]) in
            var scratch = Scratch(lexical: Array(repeating: 0, count: sections.count), concept: Array(repeating: 0, count: sections.count),
                                  seen: Array(repeating: false, count: sections.count), usesTerm: Array(repeating: false, count: words.ids.count))
            var rows = range.map { score($0, scratch: &scratch) }
            if settings.hubPenalty > 0 {
                var sums = [Double](repeating: 0, count: sections.count)
                for row in rows { for (k, parts) in row { sums[k] += parts.score } }
                let scale = settings.hubPenalty / Double(rows.count)
                for r in rows.indices {
                    for e in rows[r].indices where rows[r][e].parts.score > 0 {
                        rows[r][e].parts.score = max(0, rows[r][e].parts.score - scale * sums[rows[r][e].section])
                    }
                }
            }
            // Unrelated pairs: sections of pages far from the whole talk (not among its closest pages).
            var histogram = [Int](repeating: 0, count: Self.noiseBins)
            let near = Self.closePages(talkPriorAll[paragraphs[range.lowerBound].talkID], count: settings.closePages)
            for row in rows {
                for (k, parts) in row where parts.score > 0 && !near.contains(pageOfSection[k]) { histogram[Self.noiseBin(parts.score)] += 1 }
            }
            return (rows.map { row in
                let best = row.count > rowLimit ? bestEntries(row, limit: rowLimit) : row
                return Dictionary(uniqueKeysWithValues: best.map { ($0.section, $0.parts) })
            }, histogram)
        }
        var own: [[Int: Parts]] = scored.flatMap(\.rows)
        // Calibration: scores in units of this library's unrelated pairs (see `CrossReferenceSettings.calibrationLevel`).
        var histogram = [Int](repeating: 0, count: Self.noiseBins)
        for talk in scored { for (b, n) in talk.histogram.enumerated() { histogram[b] += n } }
        let unrelated = histogram.reduce(0, +)
        let noise = Self.quantile(histogram, settings.noiseQuantile)
        if settings.calibrationLevel > 0, unrelated >= settings.minimumUnrelatedPairs, noise > 0 {
            let factor = settings.minimumScore / (settings.calibrationLevel * noise)
            for n in own.indices { for k in own[n].keys { own[n][k]!.score *= factor } }
        }
        let keep = max(settings.maximumPerParagraph + 1, Self.candidatesPerParagraph)
        let segmentOf = settings.segmentPenalty > 0 ? segments(own, talks: paragraphs.map { "\($0.talkID)#\($0.chapter)" }, settings: settings) : []
        let frozenOwn = own
        /// The best candidates of paragraph `n`, its score smoothed over its neighbours in the same talk and chapter.
        @Sendable func best(_ n: Int) -> [CrossReferenceCandidate] {
            let p = paragraphs[n]
            var neighbours: [(index: Int, weight: Double)] = [(n, 1)]
            if settings.neighbourDecay > 0, settings.window > 0 {
                for direction in [-1, 1] {
                    var weight = 1.0
                    for step in 1...settings.window {
                        let m = n + direction * step
                        guard paragraphs.indices.contains(m), paragraphs[m].talkID == p.talkID, paragraphs[m].chapter == p.chapter else { break }
                        weight *= settings.neighbourDecay
                        neighbours.append((m, weight))
                    }
                }
            }
            let totalWeight = neighbours.reduce(0) { $0 + $1.weight }
            var smoothed: [Int: Double] = [:]
            for (m, w) in neighbours { for (k, parts) in frozenOwn[m] { smoothed[k, default: 0] += w * parts.score } }
            // Only the best few per paragraph can become links (`select` looks one past the most it keeps); keeping
            // every weak pair made millions of candidates on a large site. Rank by score alone first (cheap), then
            // break ties by page and anchor among the few that can make the cut.
            var entries = smoothed.filter { $0.value > 0 }.map { (key: $0.key, value: $0.value) }
            entries.sort { $0.value > $1.value }
            if entries.count > keep {
                let cut = entries[keep - 1].value
                entries = Array(entries.prefix { $0.value >= cut })
            }
            var ranked = entries.sorted {
                ($0.value, sections[$1.key].pageID, sections[$1.key].anchor) > ($1.value, sections[$0.key].pageID, sections[$0.key].anchor)
            }.prefix(keep).map { $0 }
            let segment = segmentOf.isEmpty ? nil : segmentOf[n]
            if let segment, !ranked.contains(where: { $0.key == segment }) { ranked.append((segment, smoothed[segment] ?? 0)) }
            return ranked.map { k, total in
                let s = sections[k], mine = frozenOwn[n][k] ?? (0, 0, 0, 0)
                return CrossReferenceCandidate(talkID: p.talkID, paragraphAnchor: p.anchor, paragraphText: p.text, time: p.time,
                                               pageID: s.pageID, sectionAnchor: s.anchor, score: total / totalWeight, ownScore: mine.score,
                                               lexical: mine.lexical, concept: mine.concept, heading: mine.heading, inSegment: k == segment)
            }
        }
        return talkRanges.concurrentMap { $0.flatMap(best) }.flatMap { $0 }
    }

    /// The `limit` entries of `row` with the highest scores (ties to the lower section index), in no particular
    /// order: a selection around the limit-th score rather than a sort of thousands of entries.
    static func bestEntries(_ row: [(section: Int, parts: Parts)], limit: Int) -> [(section: Int, parts: Parts)] {
        var scores = row.map(\.parts.score)
        // Quickselect: after it, scores[limit - 1] is the limit-th highest score.
        var low = 0, high = scores.count - 1, target = limit - 1
        while low < high {
            let pivot = scores[(low + high) / 2]
            var i = low, j = high
            while i <= j {
                while scores[i] > pivot { i += 1 }
                while scores[j] < pivot { j -= 1 }
                if i <= j { scores.swapAt(i, j); i += 1; j -= 1 }
            }
            if target <= j { high = j } else if target >= i { low = i } else { break }
        }
        let cut = scores[target]
        var best = row.filter { $0.parts.score > cut }
        for entry in row where entry.parts.score == cut && best.count < limit { best.append(entry) }
        return best
    }

    /// Topic runs (see `CrossReferenceSettings.segmentPenalty`): for each paragraph, the section of its run, or nil.
    /// `own[n]` holds paragraph `n`'s own scores by section; `talks[n]` its talk and chapter (runs never cross
    /// talks or chapters: a chapter heading is where a talk says it changes topic).
    static func segments(_ own: [[Int: Parts]], talks: [String], settings: CrossReferenceSettings) -> [Int?] {
        var result = [Int?](repeating: nil, count: own.count)
        var start = 0
        while start < own.count {
            var end = start
            while end < own.count, talks[end] == talks[start] { end += 1 }
            // States: "none" (gain 0) and every section some paragraph of the talk scores above the floor for.
            let states = Array(Set((start..<end).flatMap { n in own[n].filter { $0.value.score > settings.segmentFloor }.keys })).sorted()
            if !states.isEmpty {
                let none = states.count
                // value[s]: best total of a labelling of the paragraphs so far ending in state s; back[n][s]: the
                // state before, for the trace back.
                // Starting a run costs the penalty too, at the start of a chapter as anywhere.
                var value = [Double](repeating: -settings.segmentPenalty, count: states.count + 1)
                value[none] = 0
                var back: [[Int32]] = []
                back.reserveCapacity(end - start)
                for n in start..<end {
                    let bestState = value.indices.max { (value[$0], -$0) < (value[$1], -$1) }!
                    let switchValue = value[bestState] - settings.segmentPenalty
                    var next = [Double](repeating: 0, count: states.count + 1)
                    var from = [Int32](repeating: 0, count: states.count + 1)
                    for s in 0...none {
                        let stay = value[s]
                        (next[s], from[s]) = stay >= switchValue ? (stay, Int32(s)) : (switchValue, Int32(bestState))
                    }
                    for s in 0..<none {
                        let score = own[n][states[s]]?.score ?? 0
                        next[s] += score > 0 ? score - settings.segmentFloor : -settings.segmentGap
                    }
                    value = next
                    back.append(from)
                }
                var state = value.indices.max { (value[$0], -$0) < (value[$1], -$1) }!
                for n in stride(from: end - 1, through: start, by: -1) {
                    if state != none { result[n] = states[state] }
                    state = Int(back[n - start][state])
                }
                // A run starts and ends on paragraphs that are about its section in their own words: only the
                // paragraphs between them inherit it (a signpost before a topic is not the topic).
                var n = start
                while n < end {
                    guard let section = result[n] else { n += 1; continue }
                    var runEnd = n
                    while runEnd < end, result[runEnd] == section { runEnd += 1 }
                    let evidence = (n..<runEnd).filter { (own[$0][section]?.score ?? 0) >= settings.segmentFloor }
                    for m in n..<runEnd where m < (evidence.first ?? runEnd) || m > (evidence.last ?? n) { result[m] = nil }
                    n = runEnd
                }
            }
            start = end
        }
        return result
    }

    /// The links kept: per paragraph, the best candidates above the threshold and near the best.
    public static func select(_ candidates: [CrossReferenceCandidate], settings: CrossReferenceSettings = .init()) -> [CrossReferenceCandidate] {
        let byParagraph = Dictionary(grouping: candidates, by: { $0.talkID + "#" + $0.paragraphAnchor })
        var chosen: [CrossReferenceCandidate] = []
        for key in byParagraph.keys.sorted() {
            let ranked = byParagraph[key]!.sorted { ($0.score, $1.pageID, $1.sectionAnchor) > ($1.score, $0.pageID, $0.sectionAnchor) }
            let segment = ranked.filter(\.inSegment)
            guard let best = ranked.first, best.score >= settings.minimumScore else { chosen += segment; continue }
            // With topic runs carrying links across paragraphs, other links need words of the paragraph's own.
            let ownMinimum = settings.segmentPenalty > 0 ? settings.segmentFloor : 0
            var kept = ranked.prefix(settings.maximumPerParagraph)
                .filter { $0.score >= settings.minimumScore && $0.score >= best.score * settings.relativeToBest && $0.ownScore >= ownMinimum }
            // Margin rule: the best candidate left out must be clearly below every link kept.
            let runnerUp = ranked.count > kept.count ? ranked[kept.count].score : 0
            kept.removeAll { $0.score - runnerUp < settings.margin }
            // A paragraph with a topic of its own (an enumeration of patterns, say) keeps it rather than its run's.
            let inherited = settings.segmentYield && !kept.isEmpty ? segment.filter { $0.ownScore >= ownMinimum } : segment
            chosen += kept + inherited.filter { !kept.contains($0) }
        }
        return chosen
    }

    /// How many shared words a link's evidence lists.
    static let evidenceCount = 5

    /// Fills each link's evidence: the words its paragraph shares with its section, the rarest and most repeated
    /// first (document frequency over the sections), as the paragraph spells them.
    static func addEvidence(_ links: inout [CrossReferenceCandidate], sections: [SectionDoc], paragraphs: [ParagraphDoc]) {
        guard !links.isEmpty else { return }
        var df: [String: Double] = [:]
        for s in sections { for t in s.terms.keys { df[t, default: 0] += 1 } }
        let n = Double(sections.count)
        let sectionIndex = Dictionary(sections.enumerated().map { ($1.pageID + "#" + $1.anchor, $0) }, uniquingKeysWith: { a, _ in a })
        let paragraphIndex = Dictionary(paragraphs.enumerated().map { ($1.talkID + "#" + $1.anchor, $0) }, uniquingKeysWith: { a, _ in a })
        var surfaces: [Int: [String: String]] = [:]
        for i in links.indices {
            guard let k = sectionIndex[links[i].pageID + "#" + links[i].sectionAnchor],
                  let p = paragraphIndex[links[i].talkID + "#" + links[i].paragraphAnchor] else { continue }
            if surfaces[p] == nil {
                var forms: [String: String] = [:]
                for term in TextAnalyzer(language: paragraphs[p].language).analyze(paragraphs[p].text).terms where term.isWord {
                    let key = aliases[term.surface] ?? term.stem
                    if forms[key] == nil { forms[key] = term.surface }
                }
                surfaces[p] = forms
            }
            let section = sections[k], paragraph = paragraphs[p]
            let shared = paragraph.terms.keys.filter { section.terms[$0] != nil }.map { t -> (String, Double) in
                let idf = log((n + 1) / ((df[t] ?? 0) + 0.5))
                return (t, idf * (1 + log(paragraph.terms[t]!)) * (1 + log(section.terms[t]!)))
            }.sorted { ($0.1, $1.0) > ($1.1, $0.0) }
            links[i].evidence = shared.prefix(evidenceCount).map { surfaces[p]?[$0.0] ?? $0.0 }
        }
    }

    // MARK: - See also: guideline section ↔ guideline section across design systems

    /// One "see also" pair: two sections of pages from different design systems that say the same thing.
    public struct SeeAlso: Sendable, Hashable {
        public var pageID: String
        public var anchor: String
        public var otherPageID: String
        public var otherAnchor: String
        public var score: Double
    }

    /// Sections of different design systems (Material's expandable search and Apple's search in a toolbar) that are
    /// each other's best match in the other system, on pages that are each other's best match too, with a score
    /// of at least `seeAlsoMinimum`: the TF-IDF cosine of
    /// their stems and of their glossary concepts, and how much of each heading the other section uses, weighted as
    /// for talk links. Each pair is listed once, both directions being implied.
    public static func seeAlso(_ site: Site, glossary: Glossary, settings: CrossReferenceSettings = .init()) -> [SeeAlso] {
        seeAlso(sectionDocs(site, glossary: glossary, settings: settings), settings: settings)
    }

    static func seeAlso(_ all: [SectionDoc], settings: CrossReferenceSettings) -> [SeeAlso] {
        let sections = all.filter { $0.designSystem != nil }
        guard Set(sections.compactMap(\.designSystem)).count > 1 else { return [] }
        let words = Vocabulary(sections.map(\.terms)), ideas = Vocabulary(sections.map(\.concepts))
        let wordIDF = words.idf(sections.map(\.terms), maximumShare: settings.maximumDocumentShare)
        let ideaIDF = ideas.idf(sections.map(\.concepts), maximumShare: settings.maximumDocumentShare)
        let terms = sections.map { words.sparse($0.terms, idf: wordIDF) }, concepts = sections.map { ideas.sparse($0.concepts, idf: ideaIDF) }
        func headingShare(_ heading: [String: Double], in other: [String: Double]) -> Double {
            var total = 0.0, used = 0.0
            for t in heading.keys.sorted() { let w = words.ids[t].map { wordIDF[$0] } ?? 0; total += w; if other[t] != nil { used += w } }
            return total > 0 ? used / total : 0
        }
        // Pages are matched first, then sections within them: on a large site, Material's search "Usage" has some
        // closest section among thousands of Apple ones, on a page about something else.
        let pageTerms = totals(sections, group: \.pageID, terms: \.terms)
        var pageSystem: [String: String] = [:], pageSections: [String: [Int]] = [:]
        for (k, s) in sections.enumerated() {
            pageSystem[s.pageID] = s.designSystem
            pageSections[s.pageID, default: []].append(k)
        }
        let pageIDs = pageTerms.keys.sorted()
        let pageVectors = Dictionary(uniqueKeysWithValues: pageIDs.map { ($0, words.sparse(pageTerms[$0]!, idf: wordIDF)) })
        var bestPage: [String: [String: String]] = [:]  // page → other system → its closest page there
        for p in pageIDs {
            var best: [String: (page: String, similarity: Double)] = [:]
            for q in pageIDs where pageSystem[q] != pageSystem[p] {
                let similarity = cosine(pageVectors[p]!, pageVectors[q]!)
                if similarity > 0, similarity > best[pageSystem[q]!]?.similarity ?? 0 { best[pageSystem[q]!] = (q, similarity) }
            }
            bestPage[p] = best.mapValues(\.page)
        }
        /// The score of sections `i` and `j` (of different systems), computed when first asked.
        var scores: [Int: [Int: Double]] = [:]
        func score(_ i: Int, _ j: Int) -> Double {
            let (a, b) = i < j ? (i, j) : (j, i)
            if let known = scores[a]?[b] { return known }
            let lexical = cosine(terms[a], terms[b]), concept = cosine(concepts[a], concepts[b])
            let heading = (headingShare(sections[a].headingTerms, in: sections[b].terms) + headingShare(sections[b].headingTerms, in: sections[a].terms)) / 2
            let s = settings.lexicalWeight * lexical + settings.conceptWeight * concept + settings.headingWeight * heading
            scores[a, default: [:]][b] = s
            return s
        }
        /// The best match of section `i` among the sections of the page of `system` closest to its own page.
        func best(_ i: Int, in system: String) -> Int? {
            guard let page = bestPage[sections[i].pageID]?[system] else { return nil }
            return pageSections[page]!.filter { score(i, $0) > 0 }
                .max { (score(i, $0), sections[$1].anchor) < (score(i, $1), sections[$0].anchor) }
        }
        var pairs: [SeeAlso] = []
        for i in sections.indices {
            for system in Set(sections.compactMap(\.designSystem)).sorted() where system != sections[i].designSystem {
                guard let j = best(i, in: system), j > i, best(j, in: sections[i].designSystem!) == i,
                      score(i, j) >= settings.seeAlsoMinimum else { continue }
                pairs.append(SeeAlso(pageID: sections[i].pageID, anchor: sections[i].anchor,
                                     otherPageID: sections[j].pageID, otherAnchor: sections[j].anchor, score: score(i, j)))
            }
        }
        return pairs
    }

    /// Adds each pair to both sections' `seeAlso`, in every language tree.
    static func applySeeAlso(_ pairs: [SeeAlso], to site: inout Site) {
        guard !pairs.isEmpty else { return }
        let resolver = LinkResolver(site: site)
        var targets: [String: [String: [(String, String, Double)]]] = [:]  // page id → section anchor → (page, anchor, score)
        for p in pairs {
            targets[p.pageID, default: [:]][p.anchor, default: []].append((p.otherPageID, p.otherAnchor, p.score))
            targets[p.otherPageID, default: [:]][p.otherAnchor, default: []].append((p.pageID, p.anchor, p.score))
        }
        for i in site.pages.indices where site.pages[i].kind == .guideline {
            let page = site.pages[i]
            guard let byAnchor = targets[page.id], let source = resolver.original(id: page.id) else { continue }
            for s in page.sections.indices {
                guard let anchor = sourceSection(of: page.sections[s], on: page, source: source, resolver: resolver),
                      let links = byAnchor[anchor] else { continue }
                site.pages[i].sections[s].seeAlso += links.sorted { ($0.2, $1.0, $1.1) > ($1.2, $0.0, $0.1) }.compactMap {
                    reference(to: $0.0, anchor: $0.1, from: page, resolver: resolver, score: $0.2)
                }
            }
        }
    }

    // MARK: - Applying links to the site

    static func apply(_ links: [CrossReferenceCandidate], to site: inout Site) {
        guard !links.isEmpty else { return }
        let resolver = LinkResolver(site: site)
        // Originals first: talk paragraph → sections, section → talk moments.
        var related: [String: [String: [CrossReferenceCandidate]]] = [:]    // talk id → paragraph anchor → links
        var discussed: [String: [String: [CrossReferenceCandidate]]] = [:]  // page id → section anchor → links
        for link in links {
            related[link.talkID, default: [:]][link.paragraphAnchor, default: []].append(link)
            discussed[link.pageID, default: [:]][link.sectionAnchor, default: []].append(link)
        }
        // Where each linked paragraph is in its talk, so consecutive ones make one passage.
        var order: [String: Int] = [:]  // talk id # anchor → position
        for page in site.pages where page.kind == .session && related[page.id] != nil {
            for (n, block) in page.blocks.enumerated() { order[page.id + "#" + block.anchor] = n }
        }
        for i in site.pages.indices {
            let page = site.pages[i]
            if let byAnchor = related[page.id], page.kind == .session {
                for s in page.sections.indices {
                    for b in page.sections[s].blocks.indices {
                        let anchor = page.sections[s].blocks[b].anchor
                        guard let links = byAnchor[anchor] else { continue }
                        site.pages[i].sections[s].blocks[b].related = links.sorted { ($0.score, $1.pageID, $1.sectionAnchor) > ($1.score, $0.pageID, $0.sectionAnchor) }.compactMap { link in
                            var ref = reference(to: link.pageID, anchor: link.sectionAnchor, from: page, resolver: resolver, score: link.score)
                            ref?.evidence = link.evidence
                            return ref
                        }
                    }
                }
            }
            if let byAnchor = discussed[page.id], page.kind == .guideline {
                let source = resolver.original(id: page.id)
                for s in page.sections.indices {
                    // A translation's section shows the moments of the source section it was aligned with.
                    let anchor = source.flatMap { sourceSection(of: page.sections[s], on: page, source: $0, resolver: resolver) }
                    guard let anchor, let links = byAnchor[anchor] else { continue }
                    site.pages[i].sections[s].discussedIn = passages(links, order: order).compactMap { passage in
                        let link = passage[0]
                        guard var ref = reference(to: link.talkID, anchor: link.paragraphAnchor, from: page, resolver: resolver,
                                                  score: passage.map(\.score).max() ?? link.score)
                        else { return nil }
                        ref.title = resolver.page(id: link.talkID, language: ref.language ?? page.language)?.title ?? ref.title
                        ref.detail = LinkResolver.snippet(SentenceSplitter.split(link.paragraphText).first ?? link.paragraphText)
                        ref.time = link.time
                        if passage.count > 1 { ref.endTime = passage.last!.time }
                        return ref
                    }
                }
            }
        }
    }

    /// Links to one section grouped into passages (runs of consecutive paragraphs of one talk), in talk order: a
    /// section discussed for two minutes is one "4:16–5:09" moment, not eight.
    static func passages(_ links: [CrossReferenceCandidate], order: [String: Int]) -> [[CrossReferenceCandidate]] {
        func position(_ link: CrossReferenceCandidate) -> Int { order[link.talkID + "#" + link.paragraphAnchor] ?? Int.max }
        let sorted = links.sorted { ($0.talkID, position($0), $0.paragraphAnchor) < ($1.talkID, position($1), $1.paragraphAnchor) }
        var result: [[CrossReferenceCandidate]] = []
        for link in sorted {
            if let last = result.last?.last, last.talkID == link.talkID, position(last) != Int.max, position(link) == position(last) + 1 {
                result[result.count - 1].append(link)
            } else {
                result.append([link])
            }
        }
        return result
    }

    /// A reference from `page` to a place, resolved in the page's language (falling back to the source's).
    static func reference(to pageID: String, anchor: String, from page: Page, resolver: LinkResolver, score: Double) -> CrossReference? {
        guard let target = resolver.resolve(pageID: pageID, anchor: anchor, language: page.language) else { return nil }
        var detail = target.page.title
        if let system = target.page.designSystem { detail += " · " + system }
        return CrossReference(pageID: pageID, anchor: target.anchor, title: target.title, detail: detail, score: score,
                              language: target.page.language == page.language ? nil : target.page.language)
    }

    /// The anchor of the section on the source page that `section` (of a version of that page) corresponds to:
    /// the same anchor (aligned headings share it), else the section holding the aligned counterpart of the
    /// heading, else of most of its blocks.
    static func sourceSection(of section: Section, on page: Page, source: Page, resolver: LinkResolver) -> String? {
        if page.url == source.url || source.sections.contains(where: { $0.anchor == section.anchor }) {
            return section.anchor
        }
        func owner(_ anchor: String) -> String? {
            source.sections.first { $0.anchor == anchor || $0.blocks.contains { $0.anchor == anchor } }?.anchor
        }
        let peers: (String) -> String? = { page.alignedAnchors[$0]?[source.contentLanguage] }
        if let peer = peers(section.anchor), let owner = owner(peer) { return owner }
        var votes: [String: Int] = [:]
        for block in section.blocks { if let peer = peers(block.anchor), let owner = owner(peer) { votes[owner, default: 0] += 1 } }
        guard let best = votes.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), best.value * 2 >= section.blocks.count else { return nil }
        return best.key
    }
}

/// A paragraph's own scores against sections: score and its parts (TF-IDF of stems, of concepts, heading share).
typealias Parts = (score: Double, lexical: Double, concept: Double, heading: Double)
