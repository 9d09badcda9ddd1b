import Diagnostics
import Foundation
import Ingest
import Support
import TextAnalysis

// Which candidates become links, and the words that explain each.

extension CrossReferencer {
    /// The links kept: per paragraph, the best candidates above the threshold and near the best.
    public static func select(_ candidates: [CrossReferenceCandidate], settings: CrossReferenceSettings = .init()) -> [CrossReferenceCandidate] {
        let groups = byParagraph(candidates)
        // Paragraphs choose independently, on every core; links in the order of their paragraphs' keys.
        return groups.keys.sorted().concurrentMap { key in choose(groups[key]!, settings: settings) }.flatMap { $0 }
    }

    /// `select` on the calling thread, for one talk's candidates on the worker that scored them.
    static func selectHere(_ candidates: [CrossReferenceCandidate], settings: CrossReferenceSettings) -> [CrossReferenceCandidate] {
        let groups = byParagraph(candidates)
        return groups.keys.sorted().flatMap { choose(groups[$0]!, settings: settings) }
    }

    /// Candidates by paragraph key (`talk#anchor`).
    static func byParagraph(_ candidates: [CrossReferenceCandidate]) -> [String: [CrossReferenceCandidate]] {
        // Candidates come paragraph by paragraph: a paragraph's key is made once per run of its candidates.
        var byParagraph: [String: [CrossReferenceCandidate]] = [:]
        var start = 0
        while start < candidates.count {
            var end = start + 1
            while end < candidates.count, candidates[end].paragraphAnchor == candidates[start].paragraphAnchor,
                  candidates[end].talkID == candidates[start].talkID { end += 1 }
            byParagraph[candidates[start].talkID + "#" + candidates[start].paragraphAnchor, default: []] += candidates[start..<end]
            start = end
        }
        return byParagraph
    }

    /// The links one paragraph keeps of its candidates.
    static func choose(_ candidates: [CrossReferenceCandidate], settings: CrossReferenceSettings) -> [CrossReferenceCandidate] {
        let ranked = candidates.sorted { ($0.score, $1.pageID, $1.sectionAnchor) > ($1.score, $0.pageID, $0.sectionAnchor) }
        let segment = ranked.filter(\.inSegment)
        guard let best = ranked.first, best.score >= settings.minimumScore else { return segment }
        // With topic runs carrying links across paragraphs, other links need words of the paragraph's own.
        let ownMinimum = settings.segmentPenalty > 0 ? settings.segmentFloor : 0
        var kept = ranked.prefix(settings.maximumPerParagraph)
            .filter { $0.score >= settings.minimumScore && $0.score >= best.score * settings.relativeToBest && $0.ownScore >= ownMinimum }
        // Margin rule: the best candidate left out must be clearly below every link kept.
        let runnerUp = ranked.count > kept.count ? ranked[kept.count].score : 0
        kept.removeAll { $0.score - runnerUp < settings.margin }
        // A paragraph with a topic of its own (an enumeration of patterns, say) keeps it rather than its run's.
        let inherited = settings.segmentYield && !kept.isEmpty ? segment.filter { $0.ownScore >= ownMinimum } : segment
        return Array(kept) + inherited.filter { !kept.contains($0) }
    }

    /// How many shared words a link's evidence lists.
    static let evidenceCount = 5

    /// Fills each link's evidence: the words its paragraph shares with its section, the rarest and most repeated
    /// first (document frequency over the sections), as the paragraph spells them.
    static func addEvidence(_ links: inout [CrossReferenceCandidate], sections: [SectionDoc], paragraphs: [ParagraphDoc]) {
        guard !links.isEmpty else { return }
        // Document frequencies counted over shares of the sections on every core, then added up (whole numbers: the
        // same in any order).
        var df: [String: Double] = [:]
        for part in batches(sections.count, size: 512).concurrentMap({ range -> [String: Double] in
            var counts: [String: Double] = [:]
            for s in sections[range] { for t in s.terms.keys { counts[t, default: 0] += 1 } }
            return counts
        }) { df.merge(part, uniquingKeysWith: +) }
        let n = Double(sections.count)
        let sectionIndex = Dictionary(sections.enumerated().map { ($1.pageID + "#" + $1.anchor, $0) }, uniquingKeysWith: { a, _ in a })
        let paragraphIndex = Dictionary(paragraphs.enumerated().map { ($1.talkID + "#" + $1.anchor, $0) }, uniquingKeysWith: { a, _ in a })
        // Links grouped by paragraph, each paragraph's words analysed once, paragraphs on every core.
        var byParagraph: [Int: [(link: Int, section: Int)]] = [:]
        for i in links.indices {
            guard let k = sectionIndex[links[i].pageID + "#" + links[i].sectionAnchor],
                  let p = paragraphIndex[links[i].talkID + "#" + links[i].paragraphAnchor] else { continue }
            byParagraph[p, default: []].append((i, k))
        }
        let frozenDF = df, groups = byParagraph
        // Each worker remembers the words it has seen (per language): talks say the same words again and again,
        // and the stemmer is shared, behind a lock, by every core.
        let found = byParagraph.keys.sorted().concurrentMap(state: { [String: StemMemo]() }) { p, memos -> [(link: Int, evidence: [String])] in
            let language = paragraphs[p].language
            let analyzer = TextAnalyzer(language: language)
            let analysed = analyzer.analyze(paragraphs[p].text, stemming: false).terms
            var memo = memos.removeValue(forKey: language) ?? StemMemo()
            // The paragraph's words again (scoring released its tables once it had numbered them), from the same analysis.
            var unused: [String: String] = [:]
            let words = terms(analysed: analysed, analyzer: analyzer, surfaces: &unused, stems: &memo, recording: false)
            // Each key's first form in the text, the key of every word (stop words too) its alias or stem: every
            // word is in the memo now.
            var forms: [String: String] = [:]
            for term in analysed where term.isWord {
                guard let id = memo.id(of: SurfaceKey(text: term.surface)) else { continue }
                let key = memo.formKey(ofWord: id) { aliases[$0] ?? analyzer.stem($0) }
                if forms[key] == nil { forms[key] = term.surface }
            }
            memos[language] = memo
            return groups[p]!.map { i, k in
                let section = sections[k]
                let shared = words.keys.filter { section.terms[$0] != nil }.map { t -> (String, Double) in
                    let idf = log((n + 1) / ((frozenDF[t] ?? 0) + 0.5))
                    return (t, idf * (1 + log(words[t]!)) * (1 + log(section.terms[t]!)))
                }.sorted { ($0.1, $1.0) > ($1.1, $0.0) }
                return (i, shared.prefix(evidenceCount).map { forms[$0.0] ?? $0.0 })
            }
        }
        for group in found { for (i, evidence) in group { links[i].evidence = evidence } }
    }
}
