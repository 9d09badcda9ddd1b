// concord-bench crossref [--content DIR] [--gold FILE] [--dump] [--sweep] [--holdout] [--set NAME=VALUE]…
//
// Precision and recall of the automatic talk-paragraph → guideline-section links (CrossReferencer) on the seed
// site, against the hand-labelled gold set Tests/Fixtures/crossref-gold.tsv:
//   precision = predicted links that the gold lists as required or acceptable / predicted links
//   recall    = required links (an alternative group counts once) that were predicted / required links
// Also printed for the two halves of the talk (before and after 8:00) and, with --sweep, for other thresholds.
// --holdout tunes the settings on one half of the talk (a grid over context, smoothing and cut settings, picking
// the highest recall at precision ≥ 0.9 on that half) and reports them on the other half, both ways round: the
// figures of the untouched half are the honest ones.
import Diagnostics
import FileIO
import Foundation
import Ingest
import SiteModel

enum CrossReferenceBenchmark {
    struct GoldRow {
        var anchor: String
        var grade: String
        var targets: [String]
        var prefix: String
    }

    static func run(_ arguments: [String]) -> Int32 {
        var content = "Content"
        var goldPath = "Tests/Fixtures/crossref-gold.tsv"
        var dump = false
        var sweep = false
        var holdout = false
        var corpus: String?
        var lexicons = "Lexicons"
        var loto = false
        var goldGiven: String?
        var glossary: String?
        var settings = CrossReferenceSettings()
        var it = arguments.makeIterator()
        while let a = it.next() {
            switch a {
            case "--content": content = it.next() ?? content
            case "--gold": goldGiven = it.next()
            case "--corpus": corpus = it.next()
            case "--lexicons": lexicons = it.next() ?? lexicons
            case "--loto": loto = true
            case "--glossary": glossary = it.next()
            case "--dump": dump = true
            case "--sweep": sweep = true
            case "--holdout": holdout = true
            case "--set":
                guard let v = it.next(), settings.set(v) else { print("crossref: --set NAME=VALUE with a CrossReferenceSettings name"); return 2 }
            default:
                print("usage: concord-bench crossref [--content DIR | --corpus DIR [--loto] [--glossary FILE]] [--gold FILE] [--lexicons DIR] [--dump] [--sweep] [--holdout] [--set NAME=VALUE]…")
                return 2
            }
        }
        if let corpus {
            return CrossReferenceCorpusBenchmark.run(corpus: corpus, goldPath: goldGiven ?? "Tests/Fixtures/crossref-corpus-gold.tsv", lexicons: lexicons,
                                                     dump: dump, loto: loto, glossary: glossary, settings: settings)
        }
        if let goldGiven { goldPath = goldGiven }
        guard let goldText = try? String(contentsOfFile: goldPath, encoding: .utf8) else {
            print("crossref: cannot read the gold set \(goldPath)")
            return 1
        }
        let gold = goldText.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.map { line -> GoldRow in
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return GoldRow(anchor: f[0], grade: f[2], targets: f[3].split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty },
                           prefix: f.count > 4 ? f[4] : "")
        }
        let start = Date()
        var problems: [Diagnostic] = []
        guard let (site, glossary) = model(content, problems: &problems) else {
            print(DiagnosticPrinter.render(problems, format: .text))
            return 1
        }
        let modelSeconds = Date().timeIntervalSince(start)
        guard let talk = site.pages.first(where: { $0.kind == .session && $0.role == .original }) else {
            print("crossref: no talk page in \(content)")
            return 1
        }
        // The gold names paragraphs by anchor; check each is the paragraph it was labelled on.
        var texts: [String: String] = [:]
        for block in talk.blocks { texts[block.anchor] = block.block.text }
        var failed = false
        for row in gold where !(texts[row.anchor]?.hasPrefix(row.prefix) ?? false) {
            print("gold: \(row.anchor) is not the paragraph starting '\(row.prefix)' (it is '\(texts[row.anchor]?.prefix(40) ?? "missing")')")
            failed = true
        }
        let judged = Set(gold.map(\.anchor))
        let unjudged = talk.blocks.filter { !judged.contains($0.anchor) && $0.block.kind == .paragraph }
        if !unjudged.isEmpty { print("gold: \(unjudged.count) paragraphs not labelled: \(unjudged.map(\.anchor).joined(separator: ", "))") }

        // Related words as the build loads them (a missing lexicon is a warning there too).
        var lexiconProblems: [Diagnostic] = []
        let related = RelatedWords.load(directory: lexicons, fileSystem: DiskFileSystem(), problems: &lexiconProblems).stemmed(language: "en")
        if !lexiconProblems.isEmpty { print(DiagnosticPrinter.render(lexiconProblems, format: .text)) }
        let t0 = Date()
        let candidates = CrossReferencer.candidates(site, glossary: glossary, related: related, settings: settings)
        let chosen = CrossReferencer.select(candidates, settings: settings)
        let linkSeconds = Date().timeIntervalSince(t0)
        // The whole step as the build runs it: links, see also, authors' links checked, glossary terms marked.
        var linked = site, linkProblems: [Diagnostic] = []
        let t1 = Date()
        SiteLinker.link(&linked, glossary: glossary, related: { RelatedWords.load(directory: lexicons, fileSystem: DiskFileSystem(), problems: &$0) },
                        settings: settings, problems: &linkProblems)
        let stepSeconds = Date().timeIntervalSince(t1)
        var parts = site
        let t2 = Date()
        CrossReferencer.link(&parts, glossary: glossary, settings: settings)
        let t3 = Date()
        ExplicitLinkChecker.check(&parts, problems: &linkProblems)
        let t4 = Date()
        GlossaryTermLinker.link(&parts, glossary: glossary)
        let t5 = Date()
        _ = GlossaryDefinitions.find(parts, glossary: glossary)
        let t6 = Date()

        print("crossref: \(content), gold \(goldPath): \(Set(gold.map(\.anchor)).count) paragraphs labelled, "
              + "\(gold.filter { $0.grade == "required" }.count) required links, \(gold.filter { $0.grade == "acceptable" }.count) acceptable")
        print(String(format: "model %.2f s, scoring %d candidates and linking %.3f s, whole cross-reference step %.3f s",
                     modelSeconds, candidates.count, linkSeconds, stepSeconds))
        print(String(format: "  of which links and see also %.3f s, authors' links checked %.3f s, glossary terms %.3f s (definitions found in the text %.3f s)",
                     t3.timeIntervalSince(t2), t4.timeIntervalSince(t3), t5.timeIntervalSince(t4), t6.timeIntervalSince(t5)))
        let all = evaluate(chosen, gold: gold, talkID: talk.id, filter: { _ in true })
        let early = evaluate(chosen, gold: gold, talkID: talk.id, filter: { ($0 ?? 0) < 480 })
        let late = evaluate(chosen, gold: gold, talkID: talk.id, filter: { ($0 ?? 0) >= 480 })
        print(all.line("all paragraphs"))
        print(early.line("before 8:00"))
        print(late.line("from 8:00"))
        // Cross-design-system "see also" pairs (expected: Material's expandable search ↔ Apple's search in a toolbar,
        // persistent search ↔ search in a tab bar; a missing pair is better than a wrong one).
        for pair in CrossReferencer.seeAlso(site, glossary: glossary, settings: settings) {
            print(String(format: "see also %.3f  %@#%@ ↔ %@#%@", pair.score, pair.pageID, pair.anchor, pair.otherPageID, pair.otherAnchor))
        }
        if dump {
            let byParagraph = Dictionary(grouping: candidates, by: \.paragraphAnchor)
            for block in talk.blocks where block.block.kind == .paragraph {
                let predicted = chosen.filter { $0.paragraphAnchor == block.anchor }
                let rows = gold.filter { $0.anchor == block.anchor }
                let ok = Set(rows.filter { $0.grade != "none" }.flatMap(\.targets))
                print("\n\(block.anchor) \(block.block.text.prefix(70))")
                print("   gold: " + rows.filter { $0.grade != "none" }.map { "\($0.grade == "required" ? "R" : "a") " + $0.targets.joined(separator: "|") }.joined(separator: "; "))
                for c in predicted {
                    let key = c.pageID + "#" + c.sectionAnchor
                    print(String(format: "   %@ %.3f own %.3f (lex %.2f con %.2f head %.2f) %@", ok.contains(key) ? "✓" : "✗", c.score, c.ownScore, c.lexical, c.concept, c.heading, key))
                }
                for c in (byParagraph[block.anchor] ?? []).sorted(by: { $0.score > $1.score }).prefix(4) where !predicted.contains(c) {
                    print(String(format: "     · %.3f own %.3f (lex %.2f con %.2f head %.2f) %@#%@", c.score, c.ownScore, c.lexical, c.concept, c.heading, c.pageID, c.sectionAnchor))
                }
            }
        }
        if sweep {
            print("\nthreshold sweep (relative cut \(settings.relativeToBest), at most \(settings.maximumPerParagraph) per paragraph):")
            for minimum in stride(from: 0.15, through: 0.5, by: 0.025) {
                var s = settings
                s.minimumScore = minimum
                let r = evaluate(CrossReferencer.select(candidates, settings: s), gold: gold, talkID: talk.id, filter: { _ in true })
                print(r.line(String(format: "min %.3f", minimum)))
            }
        }
        if holdout {
            let early: (Double?) -> Bool = { ($0 ?? 0) < 480 }, late: (Double?) -> Bool = { ($0 ?? 0) >= 480 }
            print("\nheld-out: settings tuned on one half of the talk (labels of that half only), reported on the other")
            let (whole, wholeResult) = self.tune(site, glossary: glossary, related: related, gold: gold, talkID: talk.id, base: settings, filter: { _ in true })
            print("tuned on the whole talk (in-sample, optimistic): \(describe(whole))")
            print(wholeResult.line("  whole talk"))
            for (name, tune, test) in [("before 8:00", early, late), ("from 8:00", late, early)] {
                let (best, tuned) = self.tune(site, glossary: glossary, related: related, gold: gold, talkID: talk.id, base: settings, filter: tune)
                let chosen = CrossReferencer.select(CrossReferencer.candidates(site, glossary: glossary, related: related, settings: best), settings: best)
                print("tuned on \(name): \(describe(best))")
                print(tuned.line("  tuning half"))
                print(evaluate(chosen, gold: gold, talkID: talk.id, filter: test).line("  held-out half"))
                print(evaluate(chosen, gold: gold, talkID: talk.id, filter: { _ in true }).line("  whole talk"))
            }
        }
        print("targets: precision ≥ 0.90, recall ≥ 0.70")
        return failed ? 1 : 0
    }

    static func describe(_ s: CrossReferenceSettings) -> String {
        String(format: "hubPenalty=%.2f contextWeight=%.2f neighbourDecay=%.2f window=%d segmentPenalty=%.2f segmentFloor=%.2f segmentGap=%.2f segmentYield=%d talkPageWeight=%.1f minimumScore=%.3f relativeToBest=%.2f margin=%.3f",
               s.hubPenalty, s.contextWeight, s.neighbourDecay, s.window, s.segmentPenalty, s.segmentFloor, s.segmentGap, s.segmentYield ? 1 : 0, s.talkPageWeight, s.minimumScore, s.relativeToBest, s.margin)
    }

    /// Grid search on the paragraphs `filter` admits: the highest recall with precision ≥ 0.9 there (else the
    /// highest precision), ties to the higher precision, then to the earlier (simpler) setting.
    static func tune(_ site: Site, glossary: Glossary, related: [String: Set<String>], gold: [GoldRow], talkID: String, base: CrossReferenceSettings,
                     filter: (Double?) -> Bool) -> (CrossReferenceSettings, Result) {
        var best = base
        var bestResult = Result()
        var bestKey = (-2.0, -1.0)
        for context in [0.0, 0.3] {
          for hub in [0.5, 1.0] {
            for decay in [0.0, 0.5] {
              for window in decay == 0 ? [0] : [2] {
                for penalty in [0.0, 0.2, 0.3, 0.4] {
                  for floor in penalty == 0 ? [0.1] : [0.05, 0.08, 0.11] {
                   for gap in penalty == 0 ? [0.1] : [0.05, 0.1] {
                    for talkPage in [0.0, 1.0] {
                     for yield in penalty == 0 ? [false] : [false, true] {
                    var s = base
                    s.segmentGap = gap
                    s.segmentYield = yield
                    s.hubPenalty = hub
                    s.contextWeight = context
                    s.neighbourDecay = decay
                    s.window = window
                    s.segmentPenalty = penalty
                    s.segmentFloor = floor
                    s.talkPageWeight = talkPage
                    let candidates = CrossReferencer.candidates(site, glossary: glossary, related: related, settings: s)
                    for minimum in stride(from: 0.1, through: 0.45, by: 0.025) {
                        for relative in [0.7, 0.8, 0.9] {
                            for margin in [0.0, 0.02, 0.05] {
                                s.minimumScore = minimum
                                s.relativeToBest = relative
                                s.margin = margin
                                let r = evaluate(CrossReferencer.select(candidates, settings: s), gold: gold, talkID: talkID, filter: filter)
                                let key = r.precision >= 0.9 ? (r.recall, r.precision) : (r.precision - 2, r.recall)
                                if key > bestKey { bestKey = key; best = s; bestResult = r }
                            }
                        }
                    }
                     }
                    }
                   }
                  }
                }
              }
            }
          }
        }
        return (best, bestResult)
    }

    struct Result {
        var predicted = 0, correct = 0, required = 0, found = 0
        var precision: Double { predicted == 0 ? 1 : Double(correct) / Double(predicted) }
        var recall: Double { required == 0 ? 1 : Double(found) / Double(required) }
        func line(_ name: String) -> String {
            String(format: "%@ precision %.3f (%d/%d)  recall %.3f (%d/%d)", name.padding(toLength: 16, withPad: " ", startingAt: 0),
                   precision, correct, predicted, recall, found, required)
        }
    }

    static func evaluate(_ chosen: [CrossReferenceCandidate], gold: [GoldRow], talkID: String, filter: (Double?) -> Bool) -> Result {
        var result = Result()
        let times = Dictionary(chosen.map { ($0.paragraphAnchor, $0.time) }, uniquingKeysWith: { a, _ in a })
        func time(_ anchor: String) -> Double? { times[anchor] ?? Double(anchor.dropFirst()) }
        for c in chosen where c.talkID == talkID && filter(c.time) {
            result.predicted += 1
            let key = c.pageID + "#" + c.sectionAnchor
            if gold.contains(where: { $0.anchor == c.paragraphAnchor && $0.grade != "none" && $0.targets.contains(key) }) { result.correct += 1 }
        }
        for row in gold where row.grade == "required" && filter(time(row.anchor)) {
            result.required += 1
            if chosen.contains(where: { $0.paragraphAnchor == row.anchor && row.targets.contains($0.pageID + "#" + $0.sectionAnchor) }) { result.found += 1 }
        }
        return result
    }

    /// The site model as the build makes it, up to (not including) cross-referencing.
    static func model(_ content: String, problems: inout [Diagnostic]) -> (Site, Glossary)? {
        let read = ContentReader(fileSystem: DiskFileSystem(), root: content).read(problems: &problems)
        guard !problems.hasErrors else { return nil }
        let made = SiteMaker.makeSite(content: read, problems: &problems)
        return (made.site, made.glossary)
    }
}
