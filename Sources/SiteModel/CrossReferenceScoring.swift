import Diagnostics
import Foundation
import Ingest
import Support
import TextAnalysis

// Scoring every talk paragraph against the guideline sections it shares evidence with: lexical, concept and
// heading parts, page and talk priors, the hub correction, per-library calibration and smoothing.

extension CrossReferencer {
    /// How many candidates per paragraph `candidates` returns, best first (enough for the benchmark's dump).
    static let candidatesPerParagraph = 8
    /// How many own scores per paragraph are kept for smoothing and topic runs (far more than can become links).
    static let rowLimit = 64

    /// Every talk paragraph scored against the guideline sections it shares evidence with: the best few per paragraph.
    public static func candidates(_ site: Site, glossary: Glossary, related: [String: Set<String>] = [:],
                                  settings: CrossReferenceSettings = .init()) -> [CrossReferenceCandidate] {
        candidates(sections: sectionDocs(site, glossary: glossary, settings: settings), paragraphs: paragraphDocs(site, glossary: glossary),
                   related: related, settings: settings, perParagraph: candidatesPerParagraph, details: true)
    }

    /// `perParagraph`: how many candidates per paragraph, at least one more than `select` keeps (it looks one past
    /// them); the benchmark's dumps show more. A large library's candidates are the step's largest array.
    /// `details`: whether candidates carry the parts of their own score (lexical, concept, heading), for reports.
    /// `selecting`: only the links `select` keeps, in its order, chosen talk by talk as the talks are scored (a
    /// large library's candidates, all held before choosing, were the step's peak).
    static func candidates(sections: [SectionDoc], paragraphs: [ParagraphDoc], related: [String: Set<String>],
                           settings: CrossReferenceSettings, perParagraph: Int, details: Bool,
                           selecting: Bool = false) -> [CrossReferenceCandidate] {
        guard !sections.isEmpty, !paragraphs.isEmpty else { return [] }
        // Each talk's paragraphs (consecutive), the unit of work of the priors, related words and scoring.
        let talkRanges = runs(paragraphs.map(\.talkID))
        let words = Vocabulary(sections.map(\.terms)), ideas = Vocabulary(sections.map(\.concepts))
        let termIDF = words.idf(sections.map(\.terms), maximumShare: settings.maximumDocumentShare)
        let conceptIDF = ideas.idf(sections.map(\.concepts), maximumShare: settings.maximumDocumentShare)
        let termVectors = sections.map { words.sparse($0.terms, idf: termIDF) }
        let conceptVectors = sections.map { ideas.sparse($0.concepts, idf: conceptIDF) }
        let sectionTerms = Postings(termVectors, vocabularySize: words.ids.count)
        let sectionConcepts = Postings(conceptVectors, vocabularySize: ideas.ids.count)
        // Whole pages, for the page prior: a "Best practices" section of a page about something else is not meant.
        let pageTerms = totals(sections, group: \.pageID, terms: \.terms)
        let pageIDs = pageTerms.keys.sorted()
        let pageIndex = Dictionary(uniqueKeysWithValues: pageIDs.enumerated().map { ($1, $0) })
        let pageVectors = pageIDs.map { words.sparse(pageTerms[$0]!, idf: termIDF) }
        let pages = Postings(pageVectors, vocabularySize: words.ids.count)
        // Each section's heading words (ids ascending) with their weights, and the sections by heading word, so a
        // paragraph adds up the heading weight it uses for every section at once.
        let headingVectors = sections.map { s -> SparseVector in
            let terms = s.headingTerms.keys.compactMap { t in words.ids[t].map { (Int32($0), termIDF[$0]) } }.sorted { $0.0 < $1.0 }
            return SparseVector(ids: terms.map(\.0), weights: terms.map(\.1))
        }
        let headingTotal = headingVectors.map { $0.weights.reduce(0, +) }
        let headings = Postings(headingVectors, vocabularySize: words.ids.count)
        let pageOfSection = sections.map { pageIndex[$0.pageID]! }
        let sectionsOfPage = pageOfSection.enumerated().reduce(into: [[Int]](repeating: [], count: pageIDs.count)) { $0[$1.element].append($1.offset) }
        let sectionCounts = sectionsOfPage.map(\.count)
        // The read-only tables of the hottest loop, as raw memory: no bounds checks, and no retain of a captured
        // array on every use (they are freed when scoring is done).
        let librarySections = ScopeSections(termNorms: RawTable(sectionTerms.norms), conceptNorms: RawTable(sectionConcepts.norms),
                                            headingTotals: RawTable(headingTotal), pageOf: RawTable(pageOfSection))
        defer { librarySections.free() }
        let everything = ScoringScope(terms: sectionTerms, concepts: sectionConcepts, headings: headings, pages: pages,
                                      pageList: Array(pageIDs.indices), sections: librarySections)
        // Related words a paragraph's words stand for: only words the guidelines use (with weight), and, when the
        // guidelines use both words, only where some page uses them together (the library's own evidence that
        // they are about the same thing: "font" and "typeface" on the typography page, not "case" and "font").
        var expanding: [String: [Int32]] = [:]  // by id (every usable related word is one of the guidelines')
        if settings.relatedWeight > 0, !related.isEmpty {
            // Each word's pages, ascending, by the word's id: the words of each page numbered on every core, then
            // listed page by page (as sets keyed by word, this ran alone for a second on a large library).
            let numberedPages = pageIDs.concurrentMap { id in pageTerms[id]!.keys.compactMap { words.ids[$0] } }
            var pages = [[Int32]](repeating: [], count: words.ids.count)
            for (p, ids) in numberedPages.enumerated() { for t in ids { pages[t].append(Int32(p)) } }
            let pagesOfTerm = pages
            /// Whether two ascending lists share an element.
            @Sendable func meet(_ a: [Int32], _ b: [Int32]) -> Bool {
                var i = 0, j = 0
                while i < a.count, j < b.count {
                    if a[i] == b[j] { return true }
                    if a[i] < b[j] { i += 1 } else { j += 1 }
                }
                return false
            }
            // The talks' words that have related words, gathered per talk on every core.
            let perTalk = talkRanges.concurrentMap { range -> Set<String> in
                var found = Set<String>()
                for n in range { for t in paragraphs[n].terms.keys where related[t] != nil { found.insert(t) } }
                return found
            }
            let talkWords = perTalk.reduce(into: Set<String>()) { $0.formUnion($1) }.sorted()
            // Each word's usable related words, on every core (a library says tens of thousands of words).
            let usable = talkWords.concurrentMap { a -> [String] in
                // (Every word of a page is in the vocabulary: a word outside it is on no page.)
                let pagesA = words.ids[a].map { pagesOfTerm[$0] }
                return related[a]!.filter { b in
                    guard let id = words.ids[b], termIDF[id] > 0 else { return false }
                    guard let pagesA else { return true }
                    return meet(pagesA, pagesOfTerm[id])
                }.sorted()
            }
            for (a, list) in zip(talkWords, usable) where !list.isEmpty { expanding[a] = list.map { Int32(words.ids[$0]!) } }
        }
        let expansions = expanding
        // Without a glossary, no concept evidence: the other two parts share its weight.
        let hasConcepts = !ideas.ids.isEmpty
        let wordsOnlyScale = (settings.lexicalWeight + settings.conceptWeight + settings.headingWeight) / max(1e-9, settings.lexicalWeight + settings.headingWeight)
        // Each paragraph's words, concepts and chapter heading numbered once (on every core), so scoring adds and
        // weighs arrays in id order instead of hashing strings; related words only where the paragraph lacks them.
        // Held by a box the scoring closures share, so they can be freed once scoring is done (below).
        let numbered = Shared(paragraphs.concurrentMap { p -> NumberedParagraph in
            let terms = words.numbered(p.terms)
            var related: [Int32: Double] = [:]
            if !expansions.isEmpty {
                // A related word counts only where the paragraph lacks it (its ids are ascending in `terms`).
                func has(_ id: Int32) -> Bool {
                    let i = terms.partitioningIndex { $0.id >= id }
                    return i < terms.count && terms[i].id == id
                }
                for (t, c) in p.terms { for b in expansions[t] ?? [] where !has(b) { related[b, default: 0] += c } }
            }
            let narrow = NumberedParagraph.narrow
            return NumberedParagraph(terms: narrow(terms), concepts: narrow(ideas.numbered(p.concepts)),
                                     chapterTerms: narrow(words.numbered(p.chapterTerms)), chapterConcepts: narrow(ideas.numbered(p.chapterConcepts)),
                                     related: related.map { (id: $0.key, count: Float($0.value)) }.sorted { $0.id < $1.id })
        })
        // The talk prior: each talk's words against each page's.
        var unweighted = settings
        unweighted.talkPageWeight = max(settings.talkPageWeight, 1)
        let talkPriorAll = talkPriors(paragraphs, numbered: numbered.value, talks: talkRanges, pages: pages, vocabularySize: words.ids.count,
                                      termIDF: termIDF, settings: unweighted)
        let talkPrior = settings.talkPageWeight > 0 ? talkPriorAll : [:]
        // Numbered, the paragraphs' own tables are no longer needed: freed (hundreds of megabytes on a large library).
        for p in paragraphs { p.tables.release() }
        /// The paragraph's own score against each section it shares evidence with, appended to `scores` (sections
        /// numbered as `scope` numbers them).
        @Sendable func score(_ n: Int, scope: ScoringScope, scratch: ScoringScratch, into scores: inout TalkScores) {
            let p = paragraphs[n], own = numbered.value[n]
            let termNorms = scope.sections.termNorms, conceptNorms = scope.sections.conceptNorms
            let headingTotals = scope.sections.headingTotals, pageOf = scope.sections.pageOf
            let previous = n > 0 && paragraphs[n - 1].talkID == p.talkID && paragraphs[n - 1].chapter == p.chapter ? numbered.value[n - 1] : nil
            func wide(_ counts: NumberedParagraph.Counts) -> [(id: Int32, count: Double)] { NumberedParagraph.wide(counts) }
            var rawTerms = Vocabulary.add(wide(own.terms), wide(previous?.terms ?? []), weight: settings.contextWeight)
            rawTerms = Vocabulary.add(rawTerms, wide(own.chapterTerms), weight: settings.chapterWeight)
            var rawConcepts = Vocabulary.add(wide(own.concepts), wide(previous?.concepts ?? []), weight: settings.contextWeight)
            rawConcepts = Vocabulary.add(rawConcepts, wide(own.chapterConcepts), weight: settings.chapterWeight)
            let pt = Vocabulary.sparse(rawTerms, idf: termIDF, related: wide(own.related), relatedWeight: settings.relatedWeight)
            let pc = Vocabulary.sparse(rawConcepts, idf: conceptIDF)
            // The prior of each page (the same for every section on it): the paragraph's similarity to the page
            // over its best page's, and the talk's.
            let pageSimilarity = scratch.pageSimilarity
            scope.pages.cosines(pt, pages: scope.pageList, into: pageSimilarity)
            var bestPage = 0.0
            for page in scope.pageList { bestPage = max(bestPage, pageSimilarity[page]) }
            let priors = talkPrior[p.talkID]
            let pagePrior = scratch.pagePrior
            for page in scope.pageList {
                var prior = bestPage > 0 ? (1 - settings.pageWeight) + settings.pageWeight * pageSimilarity[page] / bestPage : 1
                if settings.talkPageWeight > 0 {
                    let talkShare: Double = priors?[page] ?? 0
                    prior *= (1 - settings.talkPageWeight) + settings.talkPageWeight * talkShare
                }
                pagePrior[page] = prior
            }
            var touchedCount = 0
            scope.terms.accumulate(pt, into: scratch.lexical, touched: scratch.touched, count: &touchedCount, seen: scratch.seen)
            scope.concepts.accumulate(pc, into: scratch.concept, touched: scratch.touched, count: &touchedCount, seen: scratch.seen)
            // The heading weight the paragraph's own words use, per section (in word order, as a section's heading
            // words are listed).
            let headingUsed = scratch.headingUsed
            for (t, _) in own.terms {
                for h in scope.headings.starts[Int(t)]..<scope.headings.ends[Int(t)] {
                    headingUsed[Int(scope.headings.vectors[h])] += scope.headings.weights[h]
                }
            }
            // The hottest loop of the step (every section a paragraph shares a word with): raw memory throughout,
            // the row written to scratch and appended to the talk's scores at once.
            let lexicalSums = scratch.lexical, conceptSums = scratch.concept, seen = scratch.seen
            let hub = settings.hubPenalty > 0
            var count = 0
            for i in 0..<touchedCount {
                let k = Int(scratch.touched[i])
                let lexical = lexicalSums[k] > 0 ? lexicalSums[k] / (pt.norm * termNorms[k]) : 0
                let concept = conceptSums[k] > 0 ? conceptSums[k] / (pc.norm * conceptNorms[k]) : 0
                lexicalSums[k] = 0; conceptSums[k] = 0; seen[k] = false
                guard lexical > 0 || concept > 0 else { continue }
                var heading = 0.0
                // With a heading gate, a section sharing no words has no heading score.
                if headingTotals[k] > 0, lexical > 0 || settings.headingGate <= 0 {
                    heading = headingUsed[k] / headingTotals[k]
                    if settings.headingGate > 0 { heading *= min(1, lexical / settings.headingGate) }
                }
                let prior = pagePrior[pageOf[k]]
                let scale = pc.norm > 0 && conceptNorms[k] > 0 ? 1 : wordsOnlyScale
                let score = prior * scale * (settings.lexicalWeight * lexical + settings.conceptWeight * concept + settings.headingWeight * heading)
                scratch.rowSections[count] = Int32(k)
                scratch.rowParts[count] = (score, Float(lexical), Float(concept), Float(heading))
                if hub { scratch.hubSums[k] += score }
                if hasConcepts {
                    let words = prior * wordsOnlyScale * (settings.lexicalWeight * lexical + settings.headingWeight * heading)
                    scratch.rowWords[count] = words
                    if hub { scratch.hubWordSums[k] += words }
                }
                count += 1
            }
            scores.sections.append(contentsOf: UnsafeBufferPointer(rebasing: scratch.rowSections.base[..<count]))
            scores.parts.append(contentsOf: UnsafeBufferPointer(rebasing: scratch.rowParts.base[..<count]))
            if hasConcepts { scores.words.append(contentsOf: UnsafeBufferPointer(rebasing: scratch.rowWords.base[..<count])) }
            scores.rowEnds.append(scores.sections.count)
            for (t, _) in own.terms {
                for h in scope.headings.starts[Int(t)]..<scope.headings.ends[Int(t)] { headingUsed[Int(scope.headings.vectors[h])] = 0 }
            }
        }
        // Talks score independently, on every core. Within a talk: every paragraph's own scores, the hub correction
        // (over all of them), then only each paragraph's best `rowLimit` kept: a large site has thousands of
        // sections, and only the best few per paragraph can become links.
        // Each worker's scratch and score arrays serve every talk it takes: a talk's scores run to megabytes.
        var scored = talkRanges.concurrentMap(state: {
            (scratch: ScoringScratch(sections: sections.count, pages: pageIDs.count), all: TalkScores(), scope: ScoringScope?.none)
        }) { range, state -> (rows: [ScoreRow], histogram: [Double]) in
            // The talk's scores in flat arrays, row after row: no array per paragraph to allocate, grow and check.
            // Taken from the worker's state (not copied) and handed back, emptied, for its next talk.
            var all = TalkScores()
            swap(&all, &state.all)
            defer { all.removeAll(); swap(&all, &state.all) }
            let scratch = state.scratch
            let hub = settings.hubPenalty > 0
            // The hub correction's sums are added up while scoring (each section once per paragraph, in paragraph order).
            if hub {
                scratch.hubSums.base.update(repeating: 0)
                scratch.hubWordSums.base.update(repeating: 0)
            }
            // On a large library, only the pages closest to the talk, and a sample of the others for the noise level.
            let talkID = paragraphs[range.lowerBound].talkID
            var scope = everything
            if let chosen = Self.scoredPages(talk: talkID, share: talkPriorAll[talkID], sections: sectionCounts, settings: settings) {
                // Postings of the words and concepts the talk uses (its paragraphs', their chapters', related words).
                let buffers = state.scope ?? ScoringScope(buffersLike: everything, sections: sections.count)
                state.scope = buffers
                let usedWords = buffers.usedWords!, usedConcepts = buffers.usedConcepts!
                for n in range {
                    let own = numbered.value[n]
                    usedWords.add(own.terms); usedWords.add(own.chapterTerms); usedWords.add(own.related)
                    usedConcepts.add(own.concepts); usedConcepts.add(own.chapterConcepts)
                }
                buffers.rebuild(chosen, sectionsOfPage: sectionsOfPage, words: usedWords.take(), concepts: usedConcepts.take(),
                                termVectors: termVectors, conceptVectors: conceptVectors, headingVectors: headingVectors, pageVectors: pageVectors,
                                library: librarySections)
                scope = buffers
            }
            for n in range { score(n, scope: scope, scratch: scratch, into: &all) }
            // Unrelated pairs: sections of pages far from the whole talk (not among its closest pages), scored on
            // words alone: concepts of a glossary written for other content (every talk that says "search")
            // would otherwise raise the noise level and silence the links of talks that never use them.
            var histogram = [Double](repeating: 0, count: Self.noiseBins)
            var near = [Bool](repeating: false, count: pageIDs.count)
            for page in Self.closePages(talkPriorAll[talkID], count: settings.closePages) { near[page] = true }
            // Row by row, while it is in the cache: the hub correction, the noise histogram, then the best entries.
            let scale = hub ? settings.hubPenalty / Double(range.count) : 0
            let sums = scratch.hubSums, wordSums = scratch.hubWordSums
            // The scope's numbering of sections, and the library's number of each (rows are kept in the library's).
            let pageOf = scope.sections.pageOf, libraryIndex = scope.sections.libraryIndex
            var rows: [ScoreRow] = []
            rows.reserveCapacity(all.rowEnds.count)
            all.sections.withUnsafeBufferPointer { sectionOf in
            all.parts.withUnsafeMutableBufferPointer { parts in
            all.words.withUnsafeMutableBufferPointer { wordScores in
            near.withUnsafeBufferPointer { near in
                var start = 0
                // A row without the sections of pages scored only for the noise level (reused from row to row).
                var linkableSections: [Int32] = [], linkableParts: [Parts] = []
                for end in all.rowEnds {
                    for e in start..<end {
                        let k = Int(sectionOf[e])
                        if hub {
                            if parts[e].score > 0 { parts[e].score = max(0, parts[e].score - scale * sums[k]) }
                            if hasConcepts, wordScores[e] > 0 { wordScores[e] = max(0, wordScores[e] - scale * wordSums[k]) }
                        }
                        if !near[pageOf[k]] {
                            let noise = hasConcepts ? wordScores[e] : parts[e].score
                            if noise > 0 { histogram[Self.noiseBin(noise)] += scope.noiseWeight?[pageOf[k]] ?? 1 }
                        }
                    }
                    if let linkable = scope.linkable {
                        linkableSections.removeAll(keepingCapacity: true); linkableParts.removeAll(keepingCapacity: true)
                        for e in start..<end where linkable[pageOf[Int(sectionOf[e])]] {
                            linkableSections.append(libraryIndex.map { $0[Int(sectionOf[e])] } ?? sectionOf[e]); linkableParts.append(parts[e])
                        }
                        rows.append(ScoreRow(Self.bestEntries(sections: linkableSections, parts: linkableParts, limit: rowLimit), details: details))
                    } else {
                        rows.append(ScoreRow(Self.bestEntries(sections: UnsafeBufferPointer(rebasing: sectionOf[start..<end]),
                                                              parts: UnsafeBufferPointer(rebasing: parts[start..<end]), limit: rowLimit),
                                             details: details))
                    }
                    start = end
                }
            }
            }
            }
            }
            return (rows, histogram)
        }
        numbered.value = []
        // Calibration: scores in units of this library's unrelated pairs (see `CrossReferenceSettings.calibrationLevel`).
        var histogram = [Double](repeating: 0, count: Self.noiseBins)
        for talk in scored { for (b, n) in talk.histogram.enumerated() { histogram[b] += n } }
        // The rows, no longer also held per talk: rescaling them below then changes them in place rather than
        // copying every row (the largest arrays of the step).
        var own: [ScoreRow] = scored.flatMap(\.rows)
        scored = []
        let unrelated = Int(histogram.reduce(0, +).rounded())
        let noise = Self.quantile(histogram, settings.noiseQuantile)
        if settings.calibrationLevel > 0, unrelated >= settings.minimumUnrelatedPairs, noise > 0 {
            let factor = settings.minimumScore / (settings.calibrationLevel * noise)
            for n in own.indices { for e in own[n].scores.indices { own[n].scores[e] = Float(Double(own[n].scores[e]) * factor) } }
        }
        let keep = max(settings.maximumPerParagraph + 1, perParagraph)
        let segmentOf = settings.segmentPenalty > 0 ? segments(own, talks: paragraphs.map { "\($0.talkID)#\($0.chapter)" }, settings: settings) : []
        let frozenOwn = own
        /// The best candidates of paragraph `n`, its score smoothed over its neighbours in the same talk and chapter.
        @Sendable func best(_ n: Int, smoothed: inout [Double], touched: inout [Int32]) -> [CrossReferenceCandidate] {
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
            // Summed in a dense scratch row (one slot per section, zero between paragraphs), neighbours in order.
            for (m, w) in neighbours {
                for (k, score) in zip(frozenOwn[m].sections, frozenOwn[m].scores) where score > 0 {
                    if smoothed[Int(k)] == 0 { touched.append(k) }
                    smoothed[Int(k)] += w * Double(score)
                }
            }
            defer { for k in touched { smoothed[Int(k)] = 0 }; touched.removeAll(keepingCapacity: true) }
            // Only the best few per paragraph can become links (`select` looks one past the most it keeps); keeping
            // every weak pair made millions of candidates on a large site. Cut at the keep-th score by selection (cheap), then
            // break ties by page and anchor among the few that can make the cut.
            var entries = touched.compactMap { k in smoothed[Int(k)] > 0 ? (key: Int(k), value: smoothed[Int(k)]) : nil }
            if entries.count > keep {
                let cut = Self.highest(keep, of: entries.lazy.map(\.value))
                entries.removeAll { $0.value < cut }
            }
            var ranked = entries.sorted {
                ($0.value, sections[$1.key].pageID, sections[$1.key].anchor) > ($1.value, sections[$0.key].pageID, sections[$0.key].anchor)
            }.prefix(keep).map { $0 }
            let segment = segmentOf.isEmpty ? nil : segmentOf[n]
            if let segment, !ranked.contains(where: { $0.key == segment }) { ranked.append((segment, smoothed[segment])) }
            return ranked.map { k, total in
                let s = sections[k], mine = frozenOwn[n][k] ?? (0, 0, 0, 0)
                return CrossReferenceCandidate(talkID: p.talkID, paragraphAnchor: p.anchor, paragraphText: p.text, time: p.time,
                                               pageID: s.pageID, sectionAnchor: s.anchor, score: total / totalWeight, ownScore: mine.score,
                                               lexical: Double(mine.lexical), concept: Double(mine.concept), heading: Double(mine.heading),
                                               inSegment: k == segment)
            }
        }
        var chosen = talkRanges.concurrentMap(state: { (smoothed: [Double](repeating: 0, count: sections.count), touched: [Int32]()) }) { range, state in
            let talk = range.flatMap { best($0, smoothed: &state.smoothed, touched: &state.touched) }
            return selecting ? Self.selectHere(talk, settings: settings) : talk
        }
        // Gathered talk by talk, each talk's list freed once copied: not all candidates twice at once.
        var all: [CrossReferenceCandidate] = []
        all.reserveCapacity(chosen.reduce(0) { $0 + $1.count })
        for t in chosen.indices { all += chosen[t]; chosen[t] = [] }
        guard selecting else { return all }
        // `select`'s order: by paragraph key, each paragraph's links in the order chosen.
        let keys = all.map { $0.talkID + "#" + $0.paragraphAnchor }
        let order = all.indices.sorted { a, b in keys[a] != keys[b] ? keys[a] < keys[b] : a < b }
        return order.map { all[$0] }
    }

    /// The runs of equal neighbouring keys (paragraphs of one talk, or of one chapter), as index ranges in order.
    static func runs(_ keys: [String]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        while start < keys.count {
            var end = start + 1
            while end < keys.count, keys[end] == keys[start] { end += 1 }
            ranges.append(start..<end)
            start = end
        }
        return ranges
    }

    /// One talk's own scores, paragraph after paragraph: the entries of paragraph r are
    /// `rowEnds[r - 1]..<rowEnds[r]` (from 0 for the first), in the order their sections were first reached.
    struct TalkScores {
        var sections: [Int32] = []
        var parts: [Parts] = []
        /// With a glossary, each entry's score from words alone (lexical and heading parts, as without one).
        var words: [Double] = []
        var rowEnds: [Int] = []

        /// Empty, keeping the capacity for the next talk.
        mutating func removeAll() {
            sections.removeAll(keepingCapacity: true); parts.removeAll(keepingCapacity: true)
            words.removeAll(keepingCapacity: true); rowEnds.removeAll(keepingCapacity: true)
        }
    }

    /// A paragraph's own scores, by section index (ascending): the few kept of thousands (see `rowLimit`).
    struct ScoreRow {
        var sections: [Int32] = []
        /// Single precision: a large library's rows are the step's largest arrays, and a score needs no more.
        var scores: [Float] = []
        /// The parts of each score, only where they are reported (the benchmark's dumps): on a large library the
        /// rows are the step's largest arrays, and the parts more than half of them.
        var details: [(lexical: Float, concept: Float, heading: Float)] = []

        init(_ entries: [(section: Int, parts: Parts)], details: Bool) {
            for e in entries.sorted(by: { $0.section < $1.section }) {
                sections.append(Int32(e.section)); scores.append(Float(e.parts.score))
                if details { self.details.append((e.parts.lexical, e.parts.concept, e.parts.heading)) }
            }
        }

        /// The parts of `section` (0 but the score where details are not kept), if kept.
        subscript(section: Int) -> Parts? {
            let i = sections.partitioningIndex { Int($0) >= section }
            guard i < sections.count, Int(sections[i]) == section else { return nil }
            let score = Double(scores[i])
            return details.isEmpty ? (score, 0, 0, 0) : (score, details[i].lexical, details[i].concept, details[i].heading)
        }
    }

    /// The `rank`-th highest of `values` (1 for the highest; the least of them when there are fewer), counting
    /// equal values each: the least of the `rank` highest, kept in a min-heap. Linear where a sort of thousands of
    /// scores is not, and one comparison for most values (below the heap's least once it has filled).
    static func highest<Values: Sequence<Double>>(_ rank: Int, of values: Values) -> Double {
        // In raw memory: no bounds checks in the sift loops, run for every paragraph of a library.
        let heap = UnsafeMutablePointer<Double>.allocate(capacity: rank)
        defer { heap.deallocate() }
        func swap(_ a: Int, _ b: Int) { let t = heap[a]; heap[a] = heap[b]; heap[b] = t }
        var count = 0
        for v in values {
            if count < rank {
                heap[count] = v
                var i = count
                count += 1
                while i > 0, heap[(i - 1) / 2] > heap[i] { swap((i - 1) / 2, i); i = (i - 1) / 2 }
            } else if v > heap[0] {
                heap[0] = v
                var i = 0
                while true {
                    let left = 2 * i + 1, right = left + 1
                    var least = i
                    if left < rank, heap[left] < heap[least] { least = left }
                    if right < rank, heap[right] < heap[least] { least = right }
                    if least == i { break }
                    swap(i, least)
                    i = least
                }
            }
        }
        return count > 0 ? heap[0] : -.infinity
    }

    /// The `limit` entries of a row with the highest scores (ties to the earlier entry), in no particular order:
    /// a selection around the limit-th score rather than a sort of thousands of entries; all of a shorter row.
    static func bestEntries<Sections: Collection<Int32>, Row: Collection<Parts>>(sections: Sections, parts: Row, limit: Int)
        -> [(section: Int, parts: Parts)] {
        guard parts.count > limit else { return zip(sections, parts).map { (Int($0), $1) } }
        let cut = highest(limit, of: parts.lazy.map(\.score))
        var best: [(section: Int, parts: Parts)] = []
        best.reserveCapacity(limit)
        for (k, p) in zip(sections, parts) where p.score > cut { best.append((Int(k), p)) }
        for (k, p) in zip(sections, parts) where p.score == cut && best.count < limit { best.append((Int(k), p)) }
        return best
    }
}

/// An array's elements in raw memory, for the hottest loops: read and written without bounds checks or the retain
/// of a captured array on each use. Trivial elements only; whoever makes one frees it (`free()`), once.
struct RawTable<Element>: @unchecked Sendable {
    let base: UnsafeMutableBufferPointer<Element>

    init(_ elements: [Element]) {
        base = .allocate(capacity: max(1, elements.count))
        _ = base.initialize(from: elements)
    }

    init(repeating value: Element, count: Int) {
        base = .allocate(capacity: max(1, count))
        base.initialize(repeating: value)
    }

    subscript(index: Int) -> Element {
        get { base[index] }
        nonmutating set { base[index] = newValue }
    }

    func free() { base.deallocate() }
}

/// The sections of a scope (see `ScoringScope`), numbered from 0 in the library's order: what the hottest loop reads
/// of each. A talk of a large library is scored against about a thousand of its tens of thousands of sections;
/// numbered in the scope, the slots scoring reads and writes for them (here and in `ScoringScratch`) sit together
/// rather than scattered over tables of every section of the library.
struct ScopeSections: @unchecked Sendable {
    let termNorms: RawTable<Double>, conceptNorms: RawTable<Double>, headingTotals: RawTable<Double>
    /// Each section's page (the library's number of the page).
    let pageOf: RawTable<Int>
    /// The library's number of each section; nil where the scope numbers sections as the library does.
    let libraryIndex: RawTable<Int32>?

    init(termNorms: RawTable<Double>, conceptNorms: RawTable<Double>, headingTotals: RawTable<Double>, pageOf: RawTable<Int>,
         libraryIndex: RawTable<Int32>? = nil) {
        self.termNorms = termNorms; self.conceptNorms = conceptNorms; self.headingTotals = headingTotals; self.pageOf = pageOf
        self.libraryIndex = libraryIndex
    }

    /// Room for `count` sections, to be filled by `ScoringScope.rebuild`.
    init(capacity count: Int) {
        self.init(termNorms: RawTable(repeating: 0, count: count), conceptNorms: RawTable(repeating: 0, count: count),
                  headingTotals: RawTable(repeating: 0, count: count), pageOf: RawTable(repeating: 0, count: count),
                  libraryIndex: RawTable(repeating: 0, count: count))
    }

    func free() { termNorms.free(); conceptNorms.free(); headingTotals.free(); pageOf.free(); libraryIndex?.free() }
}

/// Scratch space of one scoring worker, one slot per section (or term), all zero / false between paragraphs, and
/// the row being scored.
final class ScoringScratch: @unchecked Sendable {
    let lexical: RawTable<Double>, concept: RawTable<Double>, seen: RawTable<Bool>
    /// Per section, the heading weight the paragraph uses; per page, its prior and its similarity to the paragraph.
    let headingUsed: RawTable<Double>, pagePrior: RawTable<Double>, pageSimilarity: RawTable<Double>
    /// The sections reached, in the order they were first reached.
    let touched: RawTable<Int32>
    let rowSections: RawTable<Int32>, rowParts: RawTable<Parts>, rowWords: RawTable<Double>
    /// A talk's summed scores per section (and from words alone), for the hub correction.
    let hubSums: RawTable<Double>, hubWordSums: RawTable<Double>

    init(sections: Int, pages: Int) {
        lexical = RawTable(repeating: 0, count: sections); concept = RawTable(repeating: 0, count: sections)
        seen = RawTable(repeating: false, count: sections)
        headingUsed = RawTable(repeating: 0, count: sections); pagePrior = RawTable(repeating: 0, count: pages)
        pageSimilarity = RawTable(repeating: 0, count: pages)
        touched = RawTable(repeating: 0, count: sections)
        rowSections = RawTable(repeating: 0, count: sections); rowParts = RawTable(repeating: (0, 0, 0, 0), count: sections)
        rowWords = RawTable(repeating: 0, count: sections)
        hubSums = RawTable(repeating: 0, count: sections); hubWordSums = RawTable(repeating: 0, count: sections)
    }

    deinit {
        lexical.free(); concept.free(); seen.free(); headingUsed.free(); pagePrior.free(); pageSimilarity.free(); touched.free()
        rowSections.free(); rowParts.free(); rowWords.free(); hubSums.free(); hubWordSums.free()
    }
}

/// A value the scoring closures share and the step frees once they are done with it (a closure's captured
/// constant lives as long as the closure).
final class Shared<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
