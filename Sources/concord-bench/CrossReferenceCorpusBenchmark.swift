// concord-bench crossref --corpus DIR [--gold FILE] [--lexicons DIR] [--dump] [--loto] [--set NAME=VALUE]…
//
// Talk → guideline links on corpus design talks that have captions only (no prose, no glossary) against the 156 HIG
// pages of the corpus, judged against the labelled spans of Tests/Fixtures/crossref-corpus-gold.tsv (see
// CrossReferenceEvaluation): page-level precision over every automatic link, recall of the strongly linked spans,
// per talk and over all. --loto tunes a small grid of settings on all labelled talks but one and reports the one
// left out, for each talk in turn: the figures of talks a setting was not tuned on.
import Diagnostics
import FileIO
import Foundation
import Ingest
import SiteModel

enum CrossReferenceCorpusBenchmark {
    /// `glossary`: a glossary.yml added to the library (one written for other content: it should only add evidence).
    static func run(corpus: String, goldPath: String, lexicons: String, dump: Bool, loto: Bool, glossary glossaryPath: String? = nil,
                    settings: CrossReferenceSettings) -> Int32 {
        guard let goldText = try? String(contentsOfFile: goldPath, encoding: .utf8) else {
            print("crossref: cannot read the gold spans \(goldPath)")
            return 1
        }
        let spans = CrossReferenceEvaluation.spans(goldText)
        let talks = Array(Set(spans.map(\.talk))).sorted()
        var problems: [Diagnostic] = []
        let t0 = Date()
        guard let library = try? CrossReferenceEvaluation.corpusLibrary(corpus: corpus, talks: talks, fileSystem: DiskFileSystem()) else {
            print("crossref: cannot read the corpus at \(corpus)")
            return 1
        }
        if let glossaryPath {
            guard let data = FileManager.default.contents(atPath: glossaryPath) else { print("crossref: cannot read \(glossaryPath)"); return 1 }
            try? library.write(data, to: "Content/glossary.yml")
        }
        let (site, glossary) = CrossReferenceEvaluation.model(root: "Content", fileSystem: library, problems: &problems)
        let related = RelatedWords.load(directory: lexicons, fileSystem: DiskFileSystem(), problems: &problems)
        for p in problems where p.severity == .error { print(DiagnosticPrinter.render([p], format: .text)) }
        let modelSeconds = Date().timeIntervalSince(t0)
        let t1 = Date()
        let records = CrossReferenceEvaluation.records(site, glossary: glossary, related: related, settings: settings)
        let linkSeconds = Date().timeIntervalSince(t1)
        print("crossref corpus: \(talks.count) talks (\(talks.joined(separator: ", "))), \(site.pages.filter { $0.kind == .guideline && $0.role == .original }.count) guideline pages, "
              + "\(spans.filter { $0.strength == "strong" }.count) strong spans; related words: \(related.words.count)")
        print(String(format: "model %.2f s, cross-references %.2f s", modelSeconds, linkSeconds))
        for talk in talks {
            print(CrossReferenceEvaluation.evaluate(records, spans: spans, talks: [talk]).line(talk))
        }
        print(CrossReferenceEvaluation.evaluate(records, spans: spans).line("all talks"))
        if dump {
            let stemmed = related.stemmed(language: "en")
            let candidates = CrossReferencer.candidates(site, glossary: glossary, related: stemmed, settings: settings)
            let chosen = Set(CrossReferencer.select(candidates, settings: settings).map { $0.paragraphAnchor + $0.talkID + $0.pageID + $0.sectionAnchor })
            let groups = Dictionary(grouping: candidates, by: { $0.talkID + "#" + $0.paragraphAnchor })
            func order(_ g: [CrossReferenceCandidate]) -> (String, Double) { (g[0].talkID, g[0].time ?? 0) }
            for (key, group) in groups.sorted(by: { order($0.value) < order($1.value) }) {
                let t = group[0].time ?? 0, talk = group[0].talkID
                let near = spans.filter { $0.talk == talk && $0.strength != "none" && $0.start <= t && t < $0.end }
                let gold: [String] = near.map { span -> String in
                    let target: String = span.page + (span.section.map { "#" + $0 } ?? "")
                    return String(span.strength.prefix(1)) + " " + target
                }
                print(String(format: "%@ %4.0f  gold: %@", key, t, gold.joined(separator: ", ")))
                for c in group.sorted(by: { $0.score > $1.score }).prefix(3) {
                    let mark = chosen.contains(c.paragraphAnchor + c.talkID + c.pageID + c.sectionAnchor) ? "*" : " "
                    print(String(format: "   %@ %.3f own %.3f lex %.2f head %.2f seg %d %@#%@", mark, c.score, c.ownScore, c.lexical, c.heading, c.inSegment ? 1 : 0, c.pageID, c.sectionAnchor))
                }
            }
            for r in records where r.kind == .automatic {
                let near = spans.filter { $0.talk == r.talk && $0.strength != "none" && $0.start < (r.end ?? 0) && (r.start ?? 0) < $0.end }
                let ok = near.contains { $0.page == r.page }
                print(String(format: "%@ %@ %4.0f–%4.0f %@#%@  [%@]  gold: %@", ok ? "✓" : "✗", r.talk, r.start ?? -1, r.end ?? -1, r.page,
                             r.section ?? "", r.evidence.joined(separator: " "), near.map { $0.page + ($0.section.map { "#" + $0 } ?? "") }.joined(separator: ", ")))
            }
        }
        if loto {
            print("\nleave one talk out: settings tuned on the other talks, reported on the one left out")
            // Every setting of the grid is linked once; each fold only picks among them.
            let grid = self.grid(settings).map { s in (s, CrossReferenceEvaluation.records(site, glossary: glossary, related: related, settings: s)) }
            var held = CrossReferenceEvaluation.Result()
            for talk in talks {
                let others = Set(talks).subtracting([talk])
                var best = grid[0], bestKey = (-2.0, -1.0), bestResult = CrossReferenceEvaluation.Result()
                for entry in grid {
                    let r = CrossReferenceEvaluation.evaluate(entry.1, spans: spans, talks: others)
                    let key = r.precision >= 0.85 ? (r.recall, r.precision) : (r.precision - 2, r.recall)
                    if key > bestKey { bestKey = key; best = entry; bestResult = r }
                }
                let result = CrossReferenceEvaluation.evaluate(best.1, spans: spans, talks: [talk])
                held = held + result
                print("tuned without \(talk): \(best.0.summary)")
                print(bestResult.line("  tuning talks"))
                print(result.line("  held out"))
            }
            print(held.line("held out, all"))
        }
        print("targets: page-level precision ≥ 0.85, recall of strong spans ≥ 0.70")
        return 0
    }

    /// A small grid over the settings that decide how much evidence a link needs; each fold picks the highest recall
    /// with precision ≥ 0.85 on its tuning talks (else the highest precision), ties to the higher precision, then to
    /// the earlier setting.
    static func grid(_ base: CrossReferenceSettings) -> [CrossReferenceSettings] {
        var out: [CrossReferenceSettings] = []
        for calibration in [2.5, 3.0, 3.5, 4.0, 5.0] {
            for relatedWeight in [0.0, 0.3, 0.6] {
                for penalty in [0.2, 0.3, 0.4] {
                    var s = base
                    s.calibrationLevel = calibration
                    s.relatedWeight = relatedWeight
                    s.segmentPenalty = penalty
                    out.append(s)
                }
            }
        }
        return out
    }
}

extension CrossReferenceEvaluation.Result {
    func line(_ name: String) -> String { name.padding(toLength: 16, withPad: " ", startingAt: 0) + description }
}
