import Foundation
import Support
import TextAnalysis

/// The analysed terms of a run of consecutive records of one language, interned within the run.
///
/// Flat and compact, because every record of the site is held at once until its language is indexed: one
/// struct per term and record (surface, stem, counts and a range of positions) was about 70 bytes per term of
/// every record, the build's peak on a large site; here an occurrence is a run-local id, three counts and the
/// end of its positions. The run's own surfaces are listed once (`keys`), in order of first use.
struct AnalyzedRun: Sendable {
    /// Per run-local term: its surface, stem (empty: stem it later, once per distinct surface), the number of
    /// the run's records that have it, and whether it is a word (not a CJK bigram).
    var keys: [SurfaceKey] = [], stems: [String] = [], df: [Int32] = [], isWord: [Bool] = []
    /// Per record: its title, heading and body lengths in terms, and the end of its occurrences.
    var lengths: [(Int32, Int32, Int32)] = [], recordEnds: [Int32] = []
    /// Per record: whether it is its page's first (runs start at a page's first record).
    var opensPage: [Bool] = []
    /// Per occurrence (a term of a record): its run-local term, counts in title, heading and body (at most 65,535
    /// each, far past where BM25 saturates: a large library holds every language's runs until its terms are built,
    /// and these are its largest arrays), and the end of its positions in `positions`.
    var terms: [Int32] = [], tf: [(UInt16, UInt16, UInt16)] = [], positionEnds: [Int32] = []
    var positions: [Int32] = []

    var recordCount: Int { recordEnds.count }

    /// The occurrences of the run's `r`th record.
    func occurrences(ofRecord r: Int) -> Range<Int> { (r == 0 ? 0 : Int(recordEnds[r - 1]))..<Int(recordEnds[r]) }

    /// Where the positions of occurrence `o` are in `positions` (offsets: no slice, and no retain, per occurrence).
    func positionRange(ofOccurrence o: Int) -> Range<Int> { (o == 0 ? 0 : Int(positionEnds[o - 1]))..<Int(positionEnds[o]) }
}

/// Analysis of records into their terms, the bulk of indexing, on every core.
enum RecordAnalyzer {
    /// Records per run, about (`runs`): interned on their own, then numbered run after run (`LanguageTerms`). Each
    /// run lists its own distinct terms, so fewer, larger runs hold fewer copies of them: at 1,024 the 10× library's
    /// index step peaks 42 MB lower than at 256, with as many runs as a machine has cores many times over.
    static let runSize = 1024

    /// Analyses one language's records on all cores (the stemmer is shared and locked; analysis dominates):
    /// its runs (`runs`), in record order.
    /// With `cache`, each run's analysis is kept between builds (`AnalyzedRunCoding`).
    static func analyzeAll(_ records: [SearchRecord], language: String, maxPositions: Int,
                           cache: (any ProductCache)? = nil) -> [AnalyzedRun] {
        let analyzer = TextAnalyzer(language: language)
        return runs(records).concurrentMap { range in
            guard let cache else { return analyze(records[range], analyzer: analyzer, maxPositions: maxPositions) }
            return AnalyzedRunCoding.run(records[range], language: language, maxPositions: maxPositions, cache: cache) {
                analyze(records[range], analyzer: analyzer, maxPositions: maxPositions)
            }
        }
    }

    /// Runs of about `runSize` records, cut between pages where a page's URL says so (its hash), not at every
    /// `runSize`th record: a page that gains or loses a record moves no other run's boundaries, so every other
    /// run is read back from the cache. Output never depends on where runs are cut.
    static func runs(_ records: [SearchRecord]) -> [Range<Int>] {
        var runs: [Range<Int>] = [], start = 0
        for i in records.indices.dropFirst() where records[i].pageURL != records[i - 1].pageURL {
            let length = i - start
            guard length >= runSize / 2 else { continue }
            if length >= runSize * 2 || ContentHash.fnv1a64(records[i - 1].pageURL.utf8) % 4 == 0 {
                runs.append(start..<i)
                start = i
            }
        }
        if start < records.count { runs.append(start..<records.count) }
        return runs
    }

    static func analyze(_ records: ArraySlice<SearchRecord>, analyzer: TextAnalyzer, maxPositions: Int) -> AnalyzedRun {
        var run = AnalyzedRun()
        // A run of talk paragraphs says thousands of words: grown from empty, the table rehashed each a dozen times.
        var local = SurfaceTable(minimumCapacity: min(16_384, records.count * 4))
        let fieldGap = 8
        // Per run-local id, its slot in the current record (valid when `slotRecord` is the record's number): no
        // dictionary per record. Per slot, its counts by field; each occurrence kept for positions, as (slot,
        // position), then laid out slot by slot: no array per term of every record.
        var slotOf: [Int] = [], slotRecord: [Int] = []
        var order: [Int] = [], tf: [(Int32, Int32, Int32)] = [], occurrences: [(slot: Int32, position: Int32)] = []
        var kept: [Int32] = [], starts: [Int] = []
        // A page's records repeat its title (and a section's records their heading): analysed once for all of them.
        var lastTitle: (text: String, analysis: (terms: [AnalyzedTerm], nextPosition: Int))?
        var lastHeading: (text: String, start: Int, analysis: ([AnalyzedTerm], Int))?
        // Words of scripts that need the full fold, folded once per run.
        let memo = FoldMemo()
        for (number, r) in records.enumerated() {
            // Words are stemmed later, once per distinct surface (no lock traffic on the shared stemmer).
            let title: (terms: [AnalyzedTerm], nextPosition: Int)
            if let last = lastTitle, last.text == r.pageTitle { title = last.analysis } else {
                title = analyzer.analyze(r.pageTitle, stemming: false, memo: memo)
                lastTitle = (r.pageTitle, title)
            }
            let heading: ([AnalyzedTerm], Int)
            if r.section == r.pageTitle { heading = ([], title.nextPosition) } else {
                let start = title.nextPosition + fieldGap
                if let last = lastHeading, last.text == r.section, last.start == start { heading = last.analysis } else {
                    heading = analyzer.analyze(r.section, startPosition: start, stemming: false, memo: memo)
                    lastHeading = (r.section, start, heading)
                }
            }
            let body = analyzer.analyze(r.text, startPosition: heading.1 + fieldGap, stemming: false, memo: memo)
            // The record's terms by run-local id, in order of first use, with their counts and first positions.
            order.removeAll(keepingCapacity: true); tf.removeAll(keepingCapacity: true); occurrences.removeAll(keepingCapacity: true)
            for (field, list) in [title.terms, heading.0, body.terms].enumerated() {
                for t in list {
                    // One hash of the surface per occurrence (hashing non-ASCII text normalises it).
                    let key = SurfaceKey(text: t.surface)
                    let id: Int
                    if let known = local.id(of: key, in: run.keys) { id = known } else {
                        id = run.keys.count
                        run.keys.append(key); run.stems.append(t.stem); run.df.append(0); run.isWord.append(false)
                        local.insert(id, in: run.keys)
                        slotOf.append(0); slotRecord.append(-1)
                    }
                    let s: Int
                    if slotRecord[id] == number { s = slotOf[id] } else {
                        // A word when its first use in some record is one.
                        if t.isWord { run.isWord[id] = true }
                        s = order.count
                        slotOf[id] = s; slotRecord[id] = number
                        order.append(id); tf.append((0, 0, 0))
                    }
                    let seen = Int(tf[s].0) + Int(tf[s].1) + Int(tf[s].2)
                    switch field {
                    case 0: tf[s].0 += 1
                    case 1: tf[s].1 += 1
                    default: tf[s].2 += 1
                    }
                    if seen < maxPositions { occurrences.append((Int32(s), Int32(t.position))) }
                }
            }
            // Positions slot by slot, each slot's in order of occurrence (a counting sort of the occurrences).
            starts.removeAll(keepingCapacity: true)
            var total = 0
            for s in order.indices {
                starts.append(total)
                total += min(maxPositions, Int(tf[s].0) + Int(tf[s].1) + Int(tf[s].2))
            }
            kept.removeAll(keepingCapacity: true)
            kept.append(contentsOf: repeatElement(0, count: total))
            for (s, position) in occurrences {
                kept[starts[Int(s)]] = position
                starts[Int(s)] += 1
            }
            var next = 0
            for (s, id) in order.enumerated() {
                run.df[id] += 1
                run.terms.append(Int32(id))
                run.tf.append((UInt16(min(tf[s].0, 0xFFFF)), UInt16(min(tf[s].1, 0xFFFF)), UInt16(min(tf[s].2, 0xFFFF))))
                run.positions += kept[next..<starts[s]]
                next = starts[s]
                run.positionEnds.append(Int32(run.positions.count))
            }
            run.lengths.append((Int32(title.terms.count), Int32(heading.0.count), Int32(body.terms.count)))
            run.opensPage.append(number == 0 || records[records.index(records.startIndex, offsetBy: number - 1)].pageURL != r.pageURL)
            run.recordEnds.append(Int32(run.terms.count))
        }
        return run
    }
}
