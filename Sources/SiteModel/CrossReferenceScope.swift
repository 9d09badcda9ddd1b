import Support

// What a talk is scored against. A library ten times larger has ten times the talks and ten times the sections, so
// scoring every paragraph against every section grows a hundredfold; a talk is about a few subjects, so on a large
// library it is scored against the pages closest to it as a whole (the first-stage retrieval of a search engine),
// and the work per talk stays the same however large the library grows.

extension CrossReferencer {
    /// The pages a talk is scored against: `linkable`, its closest by the talk prior (ties to the earlier page),
    /// at most `candidatePages` of them holding at most `candidateSections` sections in all (always the closest),
    /// which may earn links; and `noise`, `noisePages` of the others drawn at random (seeded by the talk's id, so
    /// every build draws the same), which only measure the library's noise level, each standing for `noiseWeight`
    /// pages of the rest. `sections` holds each page's number of sections. Nil, and every page scored, on a
    /// library of at most twice `candidatePages` pages and twice `candidateSections` sections (where scoring them
    /// all costs little more, and keeps every link), when no more than `noisePages` pages would be left out, or
    /// without a prior for the talk (all its scores are 0).
    static func scoredPages(talk: String, share: [Double]?, sections: [Int], settings: CrossReferenceSettings)
        -> (linkable: [Int], noise: [Int], noiseWeight: Double)? {
        let k = max(1, settings.candidatePages), s = max(0, settings.noisePages), budget = max(1, settings.candidateSections)
        let pageCount = sections.count
        guard pageCount > 2 * k || sections.reduce(0, +) > 2 * budget,
              let share, share.count == pageCount else { return nil }
        let ranked = share.indices.sorted { (share[$0], -$0) > (share[$1], -$1) }
        // The closest pages until either limit: the work of a talk is its sections', and the pages closest to a
        // talk are long ones (on the ten-times library, nearly twice the sections of an average page).
        var taken = 1, held = sections[ranked[0]]
        while taken < min(k, pageCount - 1), held + sections[ranked[taken]] <= budget { held += sections[ranked[taken]]; taken += 1 }
        var rest = Array(ranked[taken...])
        // Nothing left unscored beyond the sample (a few long pages): every page scored, and every one may link.
        guard rest.count > s else { return nil }
        // A partial Fisher–Yates shuffle: the first `s` of the rest, uniformly.
        var random = SplitMix64(seed: stableHash(talk))
        let drawn = min(s, rest.count)
        for i in 0..<drawn { rest.swapAt(i, i + random.below(rest.count - i)) }
        let noise = drawn > 0 ? Double(rest.count) / Double(drawn) : 0
        return (ranked[..<taken].sorted(), rest[..<drawn].sorted(), noise)
    }

    /// FNV-1a of the UTF-8 bytes: the same on every run and machine (`String.hashValue` is seeded per process).
    static func stableHash(_ text: String) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for b in text.utf8 { h = (h ^ UInt64(b)) &* 0x100_0000_01B3 }
        return h
    }
}

/// The sections and pages one talk's paragraphs are scored against, as postings over them only (indices stay the
/// library's), and which of them may earn links. One of every section serves all talks of a small library; on a
/// large one, each worker rebuilds its own for every talk it takes (`rebuild`).
final class ScoringScope: @unchecked Sendable {
    typealias Postings = CrossReferencer.Postings
    var terms: Postings, concepts: Postings, headings: Postings, pages: Postings
    /// The pages scored, ascending.
    var pageList: [Int]
    /// Per page, whether its sections may become links (nil: all may).
    var linkable: [Bool]?
    /// Per page, how many unrelated pages each of its pairs stands for in the noise histogram (nil: 1 each).
    var noiseWeight: [Double]?
    /// What scoring reads of each section, numbered as the postings of `terms`, `concepts` and `headings` number them.
    let sections: ScopeSections
    /// Whether `sections` is this scope's own (rebuilt for each talk), freed with it.
    private let ownsSections: Bool
    /// The words and concepts a talk uses, gathered for `rebuild`, whose scratch their tables also are (nil in the
    /// scope of every section).
    let usedWords: DistinctIDs?, usedConcepts: DistinctIDs?

    /// Every section and page, numbered as the library numbers them (`sections` stays the caller's to free).
    init(terms: Postings, concepts: Postings, headings: Postings, pages: Postings, pageList: [Int], sections: ScopeSections) {
        self.terms = terms; self.concepts = concepts; self.headings = headings; self.pages = pages
        self.pageList = pageList
        self.sections = sections
        ownsSections = false
        usedWords = nil; usedConcepts = nil
    }

    /// Empty buffers shaped like `all` (of `sectionCount` sections), for `rebuild`.
    init(buffersLike all: ScoringScope, sections sectionCount: Int) {
        let words = all.terms.starts.count, ideas = all.concepts.starts.count
        terms = Postings(emptyFor: words, norms: all.terms.norms)
        concepts = Postings(emptyFor: ideas, norms: all.concepts.norms)
        headings = Postings(emptyFor: words, norms: all.headings.norms)
        pages = Postings(emptyFor: words, norms: all.pages.norms)
        pageList = []
        sections = ScopeSections(capacity: sectionCount)
        ownsSections = true
        usedWords = DistinctIDs(count: words); usedConcepts = DistinctIDs(count: ideas)
    }

    deinit { if ownsSections { sections.free() } }

    /// The scope of `chosen` pages (see `CrossReferencer.scoredPages`) for a talk that uses `words` and `concepts`
    /// (ids ascending, each once): postings of those terms only, over the vectors of the pages and their sections,
    /// the sections numbered from 0 in the library's order (`library` holds what scoring reads of each, by the
    /// library's numbers).
    func rebuild(_ chosen: (linkable: [Int], noise: [Int], noiseWeight: Double), sectionsOfPage: [[Int]],
                 words: [Int32], concepts conceptIDs: [Int32],
                 termVectors: [CrossReferencer.SparseVector], conceptVectors: [CrossReferencer.SparseVector],
                 headingVectors: [CrossReferencer.SparseVector], pageVectors: [CrossReferencer.SparseVector],
                 library: ScopeSections) {
        pageList = (chosen.linkable + chosen.noise).sorted()
        var linkable = [Bool](repeating: false, count: sectionsOfPage.count)
        for page in chosen.linkable { linkable[page] = true }
        var weight = [Double](repeating: 1, count: sectionsOfPage.count)
        for page in chosen.noise { weight[page] = chosen.noiseWeight }
        self.linkable = linkable
        noiseWeight = weight
        let members = pageList.flatMap { sectionsOfPage[$0] }.sorted()
        for (local, k) in members.enumerated() {
            sections.termNorms[local] = library.termNorms[k]; sections.conceptNorms[local] = library.conceptNorms[k]
            sections.headingTotals[local] = library.headingTotals[k]; sections.pageOf[local] = library.pageOf[k]
            sections.libraryIndex![local] = Int32(k)
        }
        // The tables that gathered the words serve as the postings' scratch (false again once `take` has run).
        let wantedWords = usedWords!.marks, wantedConcepts = usedConcepts!.marks
        terms.rebuild(termVectors, members: members, terms: words, wanted: wantedWords, numbering: true)
        concepts.rebuild(conceptVectors, members: members, terms: conceptIDs, wanted: wantedConcepts, numbering: true)
        headings.rebuild(headingVectors, members: members, terms: words, wanted: wantedWords, numbering: true)
        pages.rebuild(pageVectors, members: pageList, terms: words, wanted: wantedWords)
    }
}

/// Ids gathered from lists that repeat them (a talk lists each word of a chapter once per paragraph of it), each
/// once: marked in a table rather than hashed into a set, which cost a hash per entry on every talk.
final class DistinctIDs: @unchecked Sendable {
    /// One slot per id, all false between talks (`take` clears what `add` marked).
    let marks: RawTable<Bool>
    private var ids: [Int32] = []

    /// For ids below `count`.
    init(count: Int) { marks = RawTable(repeating: false, count: count) }

    deinit { marks.free() }

    func add(_ list: CrossReferencer.NumberedParagraph.Counts) {
        for (id, _) in list where !marks[Int(id)] { marks[Int(id)] = true; ids.append(id) }
    }

    /// The ids added since the last call, ascending; the table is left empty for the next talk.
    func take() -> [Int32] {
        for id in ids { marks[Int(id)] = false }
        defer { ids.removeAll(keepingCapacity: true) }
        return ids.sorted()
    }
}
