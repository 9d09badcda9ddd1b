import Foundation
import Support
import TextAnalysis

/// Terms of one record: per surface, its stem, field frequencies and first positions.
///
/// Flat, because every record of the site is held at once until its language is indexed: a dictionary and an
/// array of positions per term took about twice the memory and made the index step the build's peak.
struct RecordTerms: Sendable {
    /// A term while its record is analysed.
    struct Occurrence: Sendable {
        var stem: String
        var isWord: Bool
        var tf: (Int32, Int32, Int32) = (0, 0, 0)
        var positions: [Int32] = []
    }
    /// A term of the analysed record: its positions are `positions[term.positions]`.
    struct Term: Sendable {
        var key: SurfaceKey
        var stem: String
        var isWord: Bool
        var tf: (Int32, Int32, Int32)
        var positions: Range<Int32>
    }
    var lengths: (Int, Int, Int)
    var terms: [Term]
    var positions: [Int32]

    /// `terms` flattened, in the dictionary's order.
    init(lengths: (Int, Int, Int), terms: [SurfaceKey: Occurrence]) {
        self.lengths = lengths
        var list: [Term] = [], flat: [Int32] = []
        list.reserveCapacity(terms.count)
        for (key, occ) in terms {
            let start = Int32(flat.count)
            flat += occ.positions
            list.append(Term(key: key, stem: occ.stem, isWord: occ.isWord, tf: occ.tf, positions: start..<Int32(flat.count)))
        }
        self.terms = list
        positions = flat
    }
}

/// A folded surface as a dictionary key, hashed and compared by its UTF-8 bytes. Folded text is in NFC, so the
/// bytes are equal exactly when the strings are; String's own hashing normalises non-ASCII text (most Chinese
/// terms) on every call. The bytes are hashed once, when the key is made (in the analysis, on every core): the
/// index step then looks each of millions of occurrences up in one table, on one core per language.
struct SurfaceKey: Hashable, Sendable {
    let text: String
    private let bytesHash: Int

    init(text: String) {
        self.text = text
        var hasher = Hasher()
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        bytesHash = hasher.finalize()
    }

    static func == (a: SurfaceKey, b: SurfaceKey) -> Bool {
        guard a.bytesHash == b.bytesHash else { return false }
        var x = a.text, y = b.text
        return x.withUTF8 { p in y.withUTF8 { q in p.count == q.count && (p.count == 0 || memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0) } }
    }

    func hash(into hasher: inout Hasher) { hasher.combine(bytesHash) }
}

/// Analysis of records into their terms, the bulk of indexing, on every core.
enum RecordAnalyzer {
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
        let analyzed = batches.concurrentMap { batch in
            batch.range.map { analyze(records[batch.language][$0], analyzer: analyzers[batch.language], maxPositions: maxPositions) }
        }
        // Batches are in language order, each language's in record order.
        var out = records.map { _ in [RecordTerms]() }
        for (batch, terms) in zip(batches, analyzed) { out[batch.language] += terms }
        return out
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
}
