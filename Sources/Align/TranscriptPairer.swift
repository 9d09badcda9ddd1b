import Ingest
import Support
import TextAnalysis

/// Which transcript a prose document belongs to, and why.
public struct TranscriptPairing: Sendable, Hashable {
    public enum Reason: String, Sendable, Hashable {
        /// `sessionOf` named the transcript and its words agree.
        case explicit
        /// `sessionOf` named the transcript, but its words do not match it well: paired anyway, warn.
        case explicitWeak
        /// `sessionOf` names no known transcript.
        case explicitMissing
        /// The words matched this transcript best, clearly enough.
        case matched
        /// No transcript shares enough of the prose's word trigrams.
        case belowThreshold
        /// Two transcripts match almost equally well.
        case ambiguous
        /// The best transcript already belongs to prose that matches it better.
        case taken
        /// The prose has too few words to compare.
        case tooShort
    }

    /// `Document.id` of the prose.
    public var proseID: String
    /// `Document.id` of the transcript document, nil when refused.
    public var transcriptID: String?
    public var reason: Reason
    /// Share of the prose's word trigrams found in the chosen (or best) transcript, 0…1.
    public var score: Double
    /// The best transcript by score, even when refused, for the diagnostic.
    public var bestTranscriptID: String?
    /// Score of the second best transcript.
    public var runnerUpScore: Double

    /// True when the lead should warn (`align.transcript.noMatch` or a weak explicit pairing).
    public var needsWarning: Bool { transcriptID == nil || reason == .explicitWeak }

    /// One line for a diagnostic.
    public var message: String {
        let best = bestTranscriptID.map { " (best: \($0), \(Self.percent(score)) of word trigrams)" } ?? ""
        switch reason {
        case .explicit, .matched:
            return "\(proseID) pairs with \(transcriptID ?? "?"): \(Self.percent(score)) of word trigrams match"
        case .explicitWeak:
            return "\(proseID) names \(transcriptID ?? "?") in sessionOf, but only \(Self.percent(score)) of its word trigrams match"
        case .explicitMissing:
            return "\(proseID) names a transcript in sessionOf that does not exist\(best)"
        case .belowThreshold:
            return "no transcript matches the words of \(proseID)\(best)"
        case .ambiguous:
            return "\(proseID) matches several transcripts about equally\(best), runner-up \(Self.percent(runnerUpScore))"
        case .taken:
            return "\(proseID) matches a transcript already paired with other prose\(best)"
        case .tooShort:
            return "\(proseID) has too few words to find its transcript"
        }
    }

    static func percent(_ x: Double) -> String { "\(Int((x * 100).rounded()))%" }
}

/// Finds which transcript each prose document belongs to, by its words.
///
/// Each text becomes a set of hashed word trigrams (shingles, after `TranscriptWords` normalisation).
/// A quarter of the hash space is sampled, and an inverted index from sampled shingle to transcripts
/// means each prose document touches only transcripts sharing its phrases, so pairing unrelated
/// hour-long talks costs microseconds. The score is containment: the share of the prose's shingles
/// found in the transcript (prose is an edited subset of what was said). Shingles found in many
/// transcripts ("thank you so") are ignored. Explicit `sessionOf` links are honoured.
public struct TranscriptPairer: Sendable {
    /// Minimum containment to accept a pairing by content.
    public var minimumScore: Double
    /// The best score must be at least this many times the runner-up's.
    public var minimumMargin: Double
    /// Below this containment, an explicit `sessionOf` pairing is kept but flagged `explicitWeak`.
    public var explicitWarningScore: Double

    public init(minimumScore: Double = 0.3, minimumMargin: Double = 1.5, explicitWarningScore: Double = 0.15) {
        self.minimumScore = minimumScore
        self.minimumMargin = minimumMargin
        self.explicitWarningScore = explicitWarningScore
    }

    /// One pairing per prose document, in the order given. Transcript documents are those with a
    /// `transcript`; each gets at most one prose document by content (best score wins it).
    /// With `cache`, each transcript's shingles are kept between builds (kind `shingles`, keyed by its captions): a
    /// rebuild shingled every talk again to pair the prose, most of the time it spent aligning talks.
    public func pair(prose: [Document], transcripts: [Document], cache: (any ProductCache)? = nil) -> [TranscriptPairing] {
        let transcriptDocs = transcripts.filter { $0.transcript != nil }
        let index = TranscriptShingleIndex(sets: transcriptDocs.concurrentMap { doc in
            let segments = doc.transcript!.segments
            func make() -> Set<UInt64> { TranscriptShingleIndex.sampledShingles(segments.map { TranscriptTags.speech($0.text) }) }
            guard let cache else { return make() }
            return cache.product("shingles", inputs: { w in
                w.write("shingles \(TranscriptShingleIndex.sampling)")
                segments.writeKey(to: &w)
            }, decode: { r in
                let n = try r.count()
                var set = Set<UInt64>(minimumCapacity: n)
                for _ in 0..<n { set.insert(UInt64(bitPattern: Int64(try r.int()))) }
                return set
            }, encode: { set, w in
                w.write(set.count)
                for s in set.sorted() { w.write(Int(Int64(bitPattern: s))) }
            }, make: make)
        })
        var results: [TranscriptPairing?] = Array(repeating: nil, count: prose.count)
        var candidates: [(prose: Int, transcript: Int, score: Double)] = []
        var scoresByProse: [[(Int, Double)]] = Array(repeating: [], count: prose.count)

        // Shingling and scoring each prose document is independent of the others: on every core.
        let scored = prose.concurrentMap { doc in
            let shingles = TranscriptShingleIndex.sampledShingles(doc.blocks.map(\.text))
            return (shingles, index.scores(shingles))
        }
        for (p, doc) in prose.enumerated() {
            let (shingles, scores) = scored[p]
            scoresByProse[p] = scores
            let best = scores.first
            let runnerUp = scores.count > 1 ? scores[1].1 : 0
            func result(_ t: Int?, _ reason: TranscriptPairing.Reason, _ score: Double) -> TranscriptPairing {
                TranscriptPairing(proseID: doc.id, transcriptID: t.map { transcriptDocs[$0].id }, reason: reason,
                                  score: score, bestTranscriptID: (t ?? best?.0).map { transcriptDocs[$0].id },
                                  runnerUpScore: runnerUp)
            }
            if let target = doc.sessionOf {
                // Several documents (English and Chinese captions) can share a talk id: prefer the prose's language.
                let named = transcriptDocs.indices.filter {
                    transcriptDocs[$0].id == target || transcriptDocs[$0].transcript!.id == target
                }
                let language = named.first { Self.sameLanguage(doc.language, transcriptDocs[$0].transcript!.languageCode) }
                if let t = language ?? named.first {
                    let score = index.score(shingles, transcript: t)
                    results[p] = result(t, score >= explicitWarningScore ? .explicit : .explicitWeak, score)
                } else {
                    results[p] = result(nil, .explicitMissing, best?.1 ?? 0)
                }
                continue
            }
            guard shingles.count >= 4 else { results[p] = result(nil, .tooShort, 0); continue }
            guard let best, best.1 >= minimumScore else { results[p] = result(nil, .belowThreshold, best?.1 ?? 0); continue }
            if runnerUp * minimumMargin > best.1 { results[p] = result(nil, .ambiguous, best.1); continue }
            candidates.append((p, best.0, best.1))
        }

        // Explicit links claim their transcripts first; then best scores win.
        var claimed = Set(results.compactMap { $0?.transcriptID })
        candidates.sort { $0.score > $1.score || ($0.score == $1.score && $0.prose < $1.prose) }
        for c in candidates {
            let id = transcriptDocs[c.transcript].id
            let runnerUp = scoresByProse[c.prose].count > 1 ? scoresByProse[c.prose][1].1 : 0
            if claimed.contains(id) {
                results[c.prose] = TranscriptPairing(proseID: prose[c.prose].id, transcriptID: nil, reason: .taken,
                                                     score: c.score, bestTranscriptID: id, runnerUpScore: runnerUp)
            } else {
                claimed.insert(id)
                results[c.prose] = TranscriptPairing(proseID: prose[c.prose].id, transcriptID: id, reason: .matched,
                                                     score: c.score, bestTranscriptID: id, runnerUpScore: runnerUp)
            }
        }
        return results.map { $0! }
    }

    /// "en" prose goes with "eng" captions, "zh-Hans" with "zho", "ja" with "jpn" (the language table).
    static func sameLanguage(_ bcp47: String, _ code: String) -> Bool {
        let prefix = bcp47.split(separator: "-").first.map { $0.lowercased() } ?? ""
        if let a = Languages.info(bcp47), let b = Languages.info(code) { return a.tag == b.tag }
        return prefix == code.lowercased()
    }
}

/// Inverted index of sampled word-trigram shingles → transcripts.
struct TranscriptShingleIndex {
    /// Keep shingles whose hash is 0 modulo this (a deterministic sample, the same on both sides).
    static let sampling: UInt64 = 4
    private var postings: [UInt64: [Int32]] = [:]
    private var sets: [Set<UInt64>] = []
    /// Postings longer than this are common phrases, not evidence.
    private let commonLimit: Int

    /// The index of transcripts whose sampled shingles (`sampledShingles`) are `sets`.
    init(sets: [Set<UInt64>]) {
        self.sets = sets
        for (t, shingles) in sets.enumerated() {
            for s in shingles { postings[s, default: []].append(Int32(t)) }
        }
        commonLimit = max(3, sets.count / 10)
    }

    /// Sampled, deduplicated shingles of texts read in order (a trigram may span two texts).
    static func sampledShingles(_ texts: [String]) -> Set<UInt64> {
        var out = Set<UInt64>()
        var h1: UInt64 = 0, h2: UInt64 = 0, seen = 0
        for text in texts {
            TranscriptWords.forEachWordHash(text) { h in
                seen += 1
                if seen >= 3 {
                    let s = transcriptShingle(h1, h2, h)
                    if s % sampling == 0 { out.insert(s) }
                }
                h1 = h2; h2 = h
            }
        }
        return out
    }

    /// Transcripts sharing shingles with `shingles`, best containment first.
    func scores(_ shingles: Set<UInt64>) -> [(Int, Double)] {
        var hits: [Int32: Int] = [:]
        var counted = 0
        for s in shingles {
            guard let list = postings[s] else { counted += 1; continue }
            if list.count > commonLimit { continue }
            counted += 1
            for t in list { hits[t, default: 0] += 1 }
        }
        guard counted > 0 else { return [] }
        return hits.map { (Int($0.key), Double($0.value) / Double(counted)) }
            .sorted { $0.1 > $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }
    }

    /// Containment of `shingles` in one transcript (common phrases included).
    func score(_ shingles: Set<UInt64>, transcript t: Int) -> Double {
        guard !shingles.isEmpty else { return 0 }
        let set = sets[t]
        return Double(shingles.reduce(0) { $0 + (set.contains($1) ? 1 : 0) }) / Double(shingles.count)
    }
}
