import Diagnostics
import FileIO
import Foundation
import Ingest
import Support
import TextAnalysis

/// A translated document matched with its source.
public struct TranslationPairing: Sendable, Hashable {
    public var translationID: String
    public var sourceID: String
    /// In [0, 1]; 1 for an explicit `translationOf`.
    public var score: Double
    /// Lead over the runner-up candidate (the score itself when there was none).
    public var margin: Double
    /// Whether `translationOf` named the source.
    public var explicit: Bool

    public init(translationID: String, sourceID: String, score: Double, margin: Double, explicit: Bool) {
        self.translationID = translationID
        self.sourceID = sourceID
        self.score = score
        self.margin = margin
        self.explicit = explicit
    }
}

/// How one candidate source scored against a translation.
public struct TranslationCandidateScore: Sendable, Hashable {
    public var documentID: String
    /// Combined score in [0, 1].
    public var score: Double
    /// Cosine of the glossary-concept profiles of the two documents.
    public var glossary: Double
    /// Share of the translation's Latin-script names (Apple TV, iPadOS) found in the candidate.
    public var latin: Double
    /// Share of translation units, and of headings, the aligner links; nil when not computed (weak candidates).
    public var structure: Double?
}

/// Finds the source of a translated document among documents in other languages.
///
/// Two stages: every candidate is scored cheaply on glossary concepts and Latin-script names shared with the
/// translation (weighted by rarity among the candidates); the best few are then aligned unit by unit, and how
/// much of the translation (and of its headings) finds a counterpart decides. A pair is refused when the best
/// score is low or barely ahead of the runner-up: the translation then stands alone.
public struct TranslationPairer: Sendable {
    public var glossary: Glossary { didSet { cache = TranslationProfileCache(); store = nil } }
    /// English–Chinese dictionary evidence, for pages no glossary covers.
    public var lexicon: BilingualLexicon { didSet { cache = TranslationProfileCache(); store = nil } }
    /// Below this the best candidate is refused.
    public var minimumScore: Double
    /// The best candidate must lead the runner-up by this much.
    public var minimumMargin: Double
    /// How many cheaply ranked candidates get aligned.
    public var shortlist: Int
    /// Profiles and units of documents already seen, shared by copies of this pairer: pairing several
    /// translations among the same pages profiles each page once.
    private(set) var cache = TranslationProfileCache()
    /// The build cache, with what every page's profile depends on beyond its text (the glossary's fingerprint and
    /// the lexicon's identity): profiles are kept between builds (kind `features`), since a rebuild profiled every
    /// page again to rank one translation among them. Set after the glossary and lexicon (changing either drops it).
    public var store: (cache: any ProductCache, key: String)?

    public init(glossary: Glossary, lexicon: BilingualLexicon = .empty, minimumScore: Double = 0.5,
                minimumMargin: Double = 0.05, shortlist: Int = 5) {
        self.glossary = glossary
        self.lexicon = lexicon
        self.minimumScore = minimumScore
        self.minimumMargin = minimumMargin
        self.shortlist = shortlist
    }

    /// The source of `translation` among `candidates`, or nil when none is convincing.
    /// An explicit `translationOf` wins when it names a candidate; naming none yields nil.
    public func pair(_ translation: Document, among candidates: [Document]) -> TranslationPairing? {
        if let explicit = translation.translationOf {
            guard candidates.contains(where: { $0.id == explicit }) else { return nil }
            return TranslationPairing(translationID: translation.id, sourceID: explicit, score: 1, margin: 1, explicit: true)
        }
        return pair(translation, ranked: rank(translation, among: candidates))
    }

    /// The decision on candidates already ranked by `rank(_:among:)`: the best, when it scores enough and leads
    /// the runner-up clearly.
    public func pair(_ translation: Document, ranked: [TranslationCandidateScore]) -> TranslationPairing? {
        guard let best = ranked.first, best.score >= minimumScore else { return nil }
        let margin = best.score - (ranked.dropFirst().first?.score ?? 0)
        guard margin >= minimumMargin else { return nil }
        return TranslationPairing(translationID: translation.id, sourceID: best.documentID, score: best.score,
                                  margin: margin, explicit: false)
    }

    /// Profiles `documents` on every core, once, so that translations ranked in parallel afterwards share the
    /// profiles instead of each computing them.
    /// `translations`: those to be ranked; every page's link keys are made too when one of them links anywhere (the
    /// only case `rank` compares links).
    public func prepare(_ documents: [Document], translations: [Document] = []) {
        var extractors: [String: TranslationFeatureExtractor] = [:]
        for language in Set(documents.map(\.language)) {
            extractors[language] = TranslationFeatureExtractor(glossary: glossary, language: language, lexicon: lexicon)
        }
        let frozen = extractors, cache = self.cache, store = self.store
        let linking = translations.concurrentMap { !cache.links($0).isEmpty }.contains(true)
        // Profiles and link keys of every page at once, on every core: ranked side by side, two translations would
        // each make the same candidate's on its own (a release's notes link a thousand commits).
        _ = documents.concurrentMap { d in
            _ = Self.profile(d, frozen[d.language]!, cache: cache, store: store)
            if linking { _ = cache.links(d) }
        }
    }

    /// Pairs each translation on its own; keys are translation ids, missing keys are refusals.
    public func pairAll(_ translations: [Document], among candidates: [Document]) -> [String: TranslationPairing] {
        prepare(candidates + translations, translations: translations)
        var result: [String: TranslationPairing] = [:]
        for (t, p) in zip(translations, translations.concurrentMap { pair($0, among: candidates) }) { result[t.id] = p }
        return result
    }

    /// Candidates in another language than `translation`, best first, with their scores.
    public func rank(_ translation: Document, among candidates: [Document]) -> [TranslationCandidateScore] {
        let pool = candidates.filter { $0.language != translation.language && $0.id != translation.id }
        guard !pool.isEmpty else { return [] }
        var extractors: [String: TranslationFeatureExtractor] = [:]
        for language in Set(pool.map(\.language) + [translation.language]) {
            extractors[language] = TranslationFeatureExtractor(glossary: glossary, language: language, lexicon: lexicon)
        }
        let tf = Self.profile(translation, extractors[translation.language]!, cache: cache, store: store)
        // Candidates are profiled on every core: a translation is compared with every page of the site.
        let frozen = extractors, cache = self.cache, store = self.store
        let profiles: [TranslationFeatures] = pool.concurrentMap { c in Self.profile(c, frozen[c.language]!, cache: cache, store: store) }
        // Rarity among candidates: a concept every page mentions ("app") decides nothing.
        let n = Double(pool.count)
        // `ldf[i]` counts the candidates that share the translation's `i`th Latin word.
        let latinWords = tf.latin
        var gdf: [String: Double] = [:], ldf = [Double](repeating: 0, count: latinWords.count)
        for p in profiles { for k in p.glossary.keys { gdf[k, default: 0] += 1 } }
        if !latinWords.isEmpty { for p in profiles { latinWords.forEachShared(with: p.latin) { ldf[$0] += 1 } } }
        func idf(_ df: Double) -> Double { log(1 + n / max(df, 0.5)) }
        func vector(_ f: TranslationFeatures) -> [String: Double] {
            var v: [String: Double] = [:]
            for (k, c) in f.glossary { v[k] = (1 + log(Double(c))) * idf(gdf[k] ?? 0) }
            return v
        }
        let tv = vector(tf)
        // Sums over hashed collections are order-free (`OrderFreeSum`): the same pair every build.
        let tNorm = OrderFreeSum.of(tv.values.lazy.map { $0 * $0 }).squareRoot()
        let latinIDF = ldf.map(idf)
        let latinTotal = OrderFreeSum.of(latinIDF)
        // The pages and sites the translation links to, named alike in every language (`/zh-cn/container/` and
        // `/container/`): evidence like its Latin names, and the only evidence beyond structure in languages with no
        // dictionary. Pages of one template (a glossary's "Problem it addresses") align on structure alike.
        // As interned ids: `kdf[i]` counts the candidates that share the translation's `i`th link.
        let links = cache.linkIDs(translation)
        let candidateLinks = links.isEmpty ? [] : pool.map { cache.linkIDs($0) }
        var kdf = [Double](repeating: 0, count: links.count)
        for c in candidateLinks { links.forEachShared(with: c) { kdf[$0] += 1 } }
        // Only links some candidate shares are evidence, and only two or more: links a generator names its own way
        // in each language (Pinia's Chinese API pages link to `pinia.StateTree.md`, the English ones to
        // `type-aliases/StateTree.md`) tell nothing, and must not halve every candidate's names.
        let sharedLinks = kdf.lazy.filter { $0 > 0 }.count
        let linkIDF = kdf.map { $0 > 0 ? idf($0) : 0 }
        let linkTotal = sharedLinks < 2 ? 0 : OrderFreeSum.of(linkIDF)

        // Dictionary evidence: the share of the English side's stems (weighted by rarity among the candidates)
        // that the Chinese side's glosses contain, and the share of Chinese words whose glosses the English uses.
        // Stem ids are small and dense: counts and membership are arrays and bit sets, not hashed (a translation
        // is compared with every page of the site).
        var bound = 0
        for p in profiles + [tf] { bound = max(bound, Int(p.stems.ids.last ?? 0) + 1, Int(p.glossUnion.ids.last ?? 0) + 1) }
        var sdf = [Double](repeating: 0, count: bound)
        let translationGlosses = StemBits(tf.glossUnion, bound: bound)
        for p in profiles { for e in p.stems.ids where !tf.stems.isEmpty || translationGlosses.contains(e) { sdf[Int(e)] += 1 } }
        let sidf = sdf.map(idf)
        var candidateStems = StemBits(SortedIDs(), bound: bound)
        // A Chinese translation's words, each distinct gloss list once with its count: pages repeat their words.
        let translationWords: [(glosses: [UInt32], count: Int)] = {
            var counts: [[UInt32]: Int] = [:], order: [[UInt32]] = []
            for g in tf.hanWords { if counts[g] == nil { order.append(g) }; counts[g, default: 0] += 1 }
            return order.map { ($0, counts[$0]!) }
        }()
        func dictionary(_ p: TranslationFeatures) -> Double {
            let (e, c) = tf.stems.isEmpty ? (p, tf) : (tf, p)
            guard !e.stems.isEmpty, !c.hanWords.isEmpty else { return 0 }
            let glosses = tf.stems.isEmpty ? translationGlosses : StemBits(c.glossUnion, bound: bound)
            var matched = 0.0, total = 0.0
            for s in e.stems.ids {
                let w = sidf[Int(s)]
                total += w
                if glosses.contains(s) { matched += w }
            }
            let forward = total > 0 ? matched / total : 0
            candidateStems.set(e.stems)
            defer { candidateStems.clear(e.stems) }
            var found = 0
            if tf.stems.isEmpty {
                for w in translationWords where w.glosses.contains(where: candidateStems.contains) { found += w.count }
            } else {
                for g in c.hanWords where g.contains(where: candidateStems.contains) { found += 1 }
            }
            let reverse = Double(found) / Double(c.hanWords.count + c.hanUnknown)
            return (forward * reverse).squareRoot()
        }
        let useGlossary = !glossary.entries.isEmpty, useLexicon = !lexicon.isEmpty
        var scores: [TranslationCandidateScore] = []
        for (index, (c, p)) in zip(pool, profiles).enumerated() {
            let cv = vector(p)
            let dot = OrderFreeSum.of(tv.lazy.map { $0.value * (cv[$0.key] ?? 0) })
            let cNorm = OrderFreeSum.of(cv.values.lazy.map { $0 * $0 }).squareRoot()
            let g = tNorm > 0 && cNorm > 0 ? dot / (tNorm * cNorm) : 0
            var l = 0.0
            if latinTotal > 0 {
                var shared: Int64 = 0
                latinWords.forEachShared(with: p.latin) { shared &+= OrderFreeSum.fixed(latinIDF[$0]) }
                l = Double(shared) / OrderFreeSum.one / latinTotal
            }
            // With links, names and links count alike: a translation in a Latin alphabet has all its words for
            // "names", which would drown its few links.
            if linkTotal > 0 {
                var shared: Int64 = 0
                links.forEachShared(with: candidateLinks[index]) { shared &+= OrderFreeSum.fixed(linkIDF[$0]) }
                l = (l + Double(shared) / OrderFreeSum.one / linkTotal) / 2
            }
            let d = useLexicon ? dictionary(p) : 0
            let cheap: Double
            switch (useGlossary, useLexicon) {
            case (true, true): cheap = 0.4 * g + 0.25 * l + 0.35 * d
            case (false, true): cheap = 0.35 * l + 0.65 * d
            default: cheap = 0.6 * g + 0.4 * l
            }
            scores.append(TranslationCandidateScore(documentID: c.id, score: cheap, glossary: g, latin: l, structure: nil))
        }
        scores.sort { $0.score > $1.score }

        // Align the shortlist: a real source gives most translation units, and its headings, a counterpart.
        let aligner = TranslationAligner(lexicon: lexicon)
        let byID = Dictionary(pool.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let tu = cache.units(translation) { TranslationUnit.units(of: translation, extractor: extractors[translation.language]!) }
        var aligned = 0, best = 0.0
        // Copies of one page (a mirrored or versioned folder) align alike: each distinct text is aligned once.
        var structures: [AlignmentKey: Double] = [:]
        for k in 0..<min(shortlist, scores.count) {
            // Alignment can lift a candidate to at most half its cheap score plus one half: once the best so far
            // leads that by the margin, neither this candidate nor any after it (cheaper still) can change the
            // decision, and a faithful translation is usually settled by its first candidate.
            if k > 0, best - (0.5 * scores[k].score + 0.5) >= minimumMargin { break }
            aligned = k + 1
            guard let source = byID[scores[k].documentID] else { continue }
            let key = AlignmentKey(source)
            let structure: Double
            if let known = structures[key] {
                structure = known
            } else {
                let su = cache.units(source) { TranslationUnit.units(of: source, extractor: extractors[source.language]!) }
                let a = aligner.align(source: source, su, translation: translation, tu, sentences: false)
                structure = Self.coverage(a, translation: translation) * Self.sourceShare(a, source: source)
                structures[key] = structure
            }
            scores[k].structure = structure
            scores[k].score = 0.5 * scores[k].score + 0.5 * structure
            best = max(best, scores[k].score)
        }
        // Unaligned candidates keep half their cheap score so they rank below aligned ones of equal merit.
        for k in aligned..<scores.count { scores[k].score *= 0.5 }
        scores.sort { $0.score > $1.score }
        return scores
    }

    /// Share of translation text linked, averaged with the share of translation headings linked to headings.
    static func coverage(_ a: TranslationAlignment, translation: Document) -> Double {
        var total = 0.0, linked = 0.0, headings = 0.0, linkedHeadings = 0.0
        var linkedBlocks = Set<Int>()
        for p in a.links { linkedBlocks.formUnion(p.translationBlocks) }
        for p in a.pairs {
            for i in p.translationBlocks {
                let b = translation.blocks[i]
                let w = Double(b.text.count).squareRoot()
                total += w
                if linkedBlocks.contains(i) { linked += w }
                if b.isHeading { headings += 1; if linkedBlocks.contains(i) { linkedHeadings += 1 } }
            }
        }
        guard total > 0 else { return 0 }
        let text = linked / total
        return headings > 0 ? 0.5 * text + 0.5 * linkedHeadings / headings : text
    }

    /// How much of the source's text a translation covers, as a factor: 1 from `minimumSourceShare` on, less below.
    /// A translation may leave parts of its source out, but three lines do not translate a chapter: docker_practice's
    /// English README of an example folder ("Run the certificate steps in section 6.3.1…") was paired with the
    /// Chinese chapter 6.3 it names, every one of its lines finding a counterpart there.
    static func sourceShare(_ a: TranslationAlignment, source: Document) -> Double {
        var total = 0.0, linked = 0.0
        var linkedBlocks = Set<Int>()
        for p in a.links { linkedBlocks.formUnion(p.sourceBlocks) }
        for (i, b) in source.blocks.enumerated() where !b.text.isEmpty {
            let w = Double(b.text.count).squareRoot()
            total += w
            if linkedBlocks.contains(i) { linked += w }
        }
        guard total > 0 else { return 1 }
        return min(1, linked / total / minimumSourceShare)
    }

    /// The share of a source's text (blocks weighted as `coverage` weighs them) below which a candidate's alignment
    /// counts for less.
    static let minimumSourceShare = 0.2

    /// `d`'s profile: made once per pairer, and with `store` read from the build cache when its text and the
    /// glossary and lexicon are as they were.
    static func profile(_ d: Document, _ extractor: TranslationFeatureExtractor, cache: TranslationProfileCache,
                        store: (cache: any ProductCache, key: String)?) -> TranslationFeatures {
        cache.profile(d) {
            let text = fullText(d)
            guard let store else { return extractor.features(text) }
            return store.cache.product("features", inputs: { w in
                w.write("translation features 1")
                w.write(d.language)
                w.write(store.key)
                w.write(text)
            }, decode: { try TranslationFeatures.decode(&$0) }, encode: { $0.encode(&$1) }) { extractor.features(text) }
        }
    }

    static func fullText(_ d: Document) -> String {
        ([d.title] + d.blocks.map(\.text)).joined(separator: "\n")
    }
}

/// What a source's alignment with a given translation depends on: its language and its blocks' kinds, numbers
/// and texts (not its id or path).
struct AlignmentKey: Hashable {
    struct Part: Hashable { var kind: Block.Kind, label: String?, text: String }
    var language: String
    var parts: [Part]
    init(_ d: Document) {
        language = d.language
        parts = d.blocks.map { Part(kind: $0.kind, label: $0.label, text: $0.text) }
    }
}

/// A set of stem ids below a bound as bits: constant-time membership for the pairer's inner loops.
struct StemBits {
    private var words: [UInt64]

    init(_ ids: SortedIDs, bound: Int) {
        words = [UInt64](repeating: 0, count: (bound + 63) / 64)
        set(ids)
    }

    @inline(__always) func contains(_ id: UInt32) -> Bool {
        let w = Int(id >> 6)
        return w < words.count && words[w] & (1 << UInt64(id & 63)) != 0
    }

    mutating func set(_ ids: SortedIDs) { for id in ids.ids { words[Int(id >> 6)] |= 1 << UInt64(id & 63) } }
    mutating func clear(_ ids: SortedIDs) { for id in ids.ids { words[Int(id >> 6)] = 0 } }
}

/// Feature profiles and units of documents. Keyed by a document's identity and the size of its text (hashing
/// every page's whole text for every translation cost more than profiling it), so within one build an edited
/// page is profiled anew. Only valid for one glossary: each pairer has its own.
final class TranslationProfileCache: @unchecked Sendable {
    struct Key: Hashable {
        var id: String, path: String, language: String, title: String, blocks: Int, bytes: Int
        init(_ d: Document) {
            id = d.id; path = d.path; language = d.language; title = d.title; blocks = d.blocks.count
            bytes = d.blocks.reduce(0) { $0 + $1.text.utf8.count }
        }
    }
    // Guarded by `lock`; the work itself runs unlocked, so two threads may compute the same entry once each.
    private let lock = NSLock()
    private var profiles: [Key: TranslationFeatures] = [:]
    private var units: [Key: [TranslationUnit]] = [:]
    private var linkKeys: [Key: Set<String>] = [:]
    /// Link keys as ids (`linkKeyIDs`), so ranking compares every candidate with a translation by walking sorted ids
    /// instead of hashing strings (a release's notes link a thousand commits). The ids depend on which page came
    /// first; ranking only asks which ids two pages share, never their order.
    private let linkKeyIDs = Interner()
    private var linkIDs: [Key: SortedIDs] = [:]

    func profile(_ d: Document, _ make: () -> TranslationFeatures) -> TranslationFeatures {
        let key = Key(d)
        if let p = lock.withLock({ profiles[key] }) { return p }
        let p = make()
        lock.withLock { profiles[key] = p }
        return p
    }

    /// `LinkKeys.of(d)`, once per document.
    func links(_ d: Document) -> Set<String> {
        let key = Key(d)
        if let l = lock.withLock({ linkKeys[key] }) { return l }
        let l = LinkKeys.of(d)
        lock.withLock { linkKeys[key] = l }
        return l
    }

    /// `links(d)` as interned ids.
    func linkIDs(_ d: Document) -> SortedIDs {
        let key = Key(d)
        if let l = lock.withLock({ linkIDs[key] }) { return l }
        let l = linkKeyIDs.ids(links(d))
        lock.withLock { linkIDs[key] = l }
        return l
    }

    func units(_ d: Document, _ make: () -> [TranslationUnit]) -> [TranslationUnit] {
        let key = Key(d)
        if let u = lock.withLock({ units[key] }) { return u }
        let u = make()
        lock.withLock { units[key] = u }
        return u
    }
}

/// What a page links to, as every translation of it names it: a page by its file's name (`/zh-cn/container/`,
/// `../container.md` and `/container/` are `container`), a site by its address without language folders.
enum LinkKeys {
    static func of(_ d: Document) -> Set<String> {
        var keys = Set<String>()
        // Whether each path component names a language, once per page: a release's notes link a thousand commits
        // through the same few components.
        // Keyed by strings, which hash their bytes when they are ASCII (a slice hashes through normalisation); a
        // component too long to be a language is told at once.
        var languageComponents: [String: Bool] = [:]
        RelativeLink.forEachAddress(in: d.blocks, attributes: ["href=\""]) { href in
            if let key = key(href, isLanguage: { c in
                guard c.utf8.count <= 24 else { return false }
                let name = String(c)
                if let known = languageComponents[name] { return known }
                let found = FileNameConventions.isLanguageComponent(c)
                languageComponents[name] = found
                return found
            }) { keys.insert(key) }
        }
        return keys
    }

    /// The key of one link (`page:container`, `site:docs.astro.build/guides`); nil for a link within the page or to
    /// nothing that names a page. Prefixed in ASCII: a key with a character beyond it is hashed through Unicode's
    /// normalisation, and a release's notes link a thousand commits.
    static func key(_ href: String, isLanguage: (Substring) -> Bool = FileNameConventions.isLanguageComponent) -> String? {
        var target = Substring(href)
        if let cut = target.firstIndex(where: { $0 == "#" || $0 == "?" }) { target = target[..<cut] }
        guard !target.isEmpty, !target.hasPrefix("mailto:") else { return nil }
        var external = false
        // The first "://" (Foundation's `range(of:)` cost more than the rest of the pairing on Node.js's site).
        var from = target.startIndex
        while let colon = target[from...].firstIndex(of: ":") {
            if target[colon...].hasPrefix("://") {
                target = target[target.utf8.index(colon, offsetBy: 3)...]
                external = true
                break
            }
            from = target.index(after: colon)
        }
        var parts = Path.components(target).filter { $0 != "." && $0 != ".." && !isLanguage($0) }
        if external {
            return parts.isEmpty ? nil : "site:" + parts.joined(separator: "/").lowercased()
        }
        if var last = parts.last, let dot = last.lastIndex(of: "."), dot != last.startIndex,
           ["md", "mdx", "html", "htm", "markdown"].contains(last[last.index(after: dot)...].lowercased()) {
            last = last[..<dot]
            parts[parts.count - 1] = last
        }
        while let last = parts.last, ["index", "readme", "_index"].contains(last.lowercased()) { parts.removeLast() }
        return parts.last.map { "page:" + $0.lowercased() }
    }
}
