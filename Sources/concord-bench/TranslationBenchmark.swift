// concord-bench translate [--corpus DIR] [--gold DIR] [--content DIR] [--trials N] [--seed N] [--dump] [--blocks] [--material-only] [--speed-only]
//
// Link precision, recall and F1 of TranslationAligner on hand-labelled gold, plus pairing checks:
//   (a) seed 004 (Chinese, full page) against the seed 003 "Search fields" summary;
//   (b) seed 004 against the full English corpus page search-fields.md;
//   (c) synthetic: (b) with English units dropped, merged or cut to their lead sentence by a seeded PRNG,
//       gold derived from (b)'s by following the edits;
//   (d) pairing: 004 among the three 003 pages, among all corpus pages, and among all but its source (must refuse).
import Align
import Diagnostics
import FileIO
import Foundation
import Ingest
import Support
import TextAnalysis

enum TranslationBenchmark {
    static func run(_ arguments: [String]) -> Int32 {
        var corpus = "../shared/corpus"
        var goldFolder = "Tests/Fixtures/translation-gold"
        var content = "Content"
        var trials = 200
        var seed: UInt64 = 4
        var dump = false
        var blocks = false
        var lexiconFolder = "Lexicons"
        var materialOnly = false, speedOnly = false
        var it = arguments.makeIterator()
        while let a = it.next() {
            switch a {
            case "--corpus": corpus = it.next() ?? corpus
            case "--gold": goldFolder = it.next() ?? goldFolder
            case "--content": content = it.next() ?? content
            case "--trials": trials = Int(it.next() ?? "") ?? trials
            case "--seed": seed = UInt64(it.next() ?? "") ?? seed
            case "--dump": dump = true
            case "--blocks": blocks = true
            case "--lexicon": lexiconFolder = it.next() ?? lexiconFolder
            case "--material-only": materialOnly = true
            case "--speed-only": materialOnly = true; speedOnly = true
            default:
                print("usage: concord-bench translate [--corpus DIR] [--gold DIR] [--content DIR] [--trials N] [--seed N] [--dump] [--blocks] [--lexicon DIR] [--material-only] [--speed-only]")
                return 2
            }
        }
        var problems: [Diagnostic] = []
        let contentFolder = ContentReader(fileSystem: DiskFileSystem(), root: content).read(problems: &problems)
        let seeds = TranslationEvaluation.Seeds(content: contentFolder, problems: &problems)
        let pages = TranslationEvaluation.corpusPages(in: corpus + "/hig/en/skills", manifest: contentFolder.manifest, problems: &problems)
        for p in problems where p.severity == .error { print("translate: \(p.source ?? content): \(p.summary)") }
        guard let seeds, let full = pages.first(where: { $0.id == "search-fields" }) else {
            print("translate: missing input (seed site in \(content), corpus page search-fields.md in \(corpus))")
            return 1
        }
        if materialOnly {
            return MaterialTranslationBenchmark.run(corpus: corpus, lexiconFolder: lexiconFolder, hig: pages, manifest: contentFolder.manifest,
                                                    speedOnly: speedOnly) ? 0 : 1
        }
        let glossary = seeds.glossary, zh = seeds.translation, summaryPages = seeds.summaryPages, summary = seeds.summary
        print("glossary: \(glossary.entries.count) entries; \(pages.count) corpus pages")
        if blocks {
            for d in [summary, full, zh] {
                print("\(d.id) (\(d.path)):")
                for (i, b) in d.blocks.enumerated() { print("  \(i) \(b.kind) \(b.label ?? "") \(b.text.prefix(60))") }
            }
        }

        var failed = false
        // The seeds are scored as the build aligns them: glossary and dictionary together.
        let lexicon = FileManager.default.contents(atPath: lexiconFolder + "/" + BilingualLexicon.fileName).flatMap { try? BilingualLexicon.parse($0) } ?? .empty
        print("seeds with the glossary and \(lexicon.isEmpty ? "NO lexicon" : "the lexicon (\(lexicon.count) entries)")")
        func evaluate(_ name: String, source: Document, goldFile: String) -> [TranslationEvaluation.Link]? {
            guard let text = try? String(contentsOfFile: goldFolder + "/" + goldFile, encoding: .utf8) else {
                print("\(name): missing gold \(goldFile)"); failed = true; return nil
            }
            let gold = TranslationEvaluation.gold(text, source: source, translation: zh)
            for e in gold.errors { print("  gold error: \(e)") }
            if !gold.errors.isEmpty { failed = true }
            let start = Date()
            let alignment = TranslationAligner.align(source: source, translation: zh, glossary: glossary, lexicon: lexicon)
            let ms = Date().timeIntervalSince(start) * 1000
            let predicted = TranslationEvaluation.links(alignment)
            let scores = TranslationEvaluation.score(predicted: predicted, gold: gold.set)
            print(String(format: "%@: precision %.3f recall %.3f F1 %.3f (%d predicted, %d gold links; ratio %.3f; %.1f ms)",
                         name, scores.precision, scores.recall, scores.f1, predicted.count, gold.links.count, alignment.lengthRatio, ms))
            // Sentence level: a one-sentence English unit linked to a longer Chinese paragraph is a quoted lead
            // sentence, so its gold sentence link is English 0 ↔ Chinese 0.
            var leads = 0, leadsRight = 0
            for link in gold.links where TranslationAligner.sentences(of: [link.source], in: source).count == 1
                && TranslationAligner.sentences(of: [link.translation], in: zh).count > 1 {
                let (s, t) = (link.source, link.translation)
                leads += 1
                if let pair = alignment.link(forSourceBlock: s), pair.translationBlocks == [t],
                   pair.sentences.contains(where: { $0.source == [0] && $0.translation == [0] }) { leadsRight += 1 }
            }
            if leads > 0 { print("    lead-sentence links: \(leadsRight)/\(leads) correct") }
            if dump { print(TranslationEvaluation.dump(alignment, source: source, translation: zh, gold: gold.set)) }
            return gold.links
        }
        // What the suite cannot check (tests never read the corpus): the corpus pages as the reader makes them,
        // and the seed translation against the full page among all of them. A failed check fails the bench.
        for failure in corpusChecks(full: full, pages: pages, zh: zh, glossary: glossary) {
            print("check FAILED: \(failure)"); failed = true
        }
        _ = evaluate("(a) 004 vs 003 summary", source: summary, goldFile: "seed-004-vs-003-summary.tsv")
        if let fullGold = evaluate("(b) 004 vs full corpus page", source: full, goldFile: "seed-004-vs-search-fields-md.tsv") {
            synthetic(full: full, zh: zh, gold: fullGold, glossary: glossary, trials: trials, seed: seed)
        }
        pairing(zh: zh, summaryPages: summaryPages, pages: pages, glossary: glossary, dump: dump)
        if !MaterialTranslationBenchmark.run(corpus: corpus, lexiconFolder: lexiconFolder, hig: pages, manifest: contentFolder.manifest) { failed = true }
        return failed ? 1 : 0
    }

    /// Degrades the English page and scores against the gold carried through the edits.
    static func synthetic(full: Document, zh: Document, gold: [TranslationEvaluation.Link], glossary: Glossary, trials: Int, seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var tp = 0, fp = 0, fn = 0
        let start = Date()
        for _ in 0..<trials {
            var blocks: [Block] = []
            var origin: [[Int]] = []  // new block → original blocks
            var i = 0
            while i < full.blocks.count {
                let b = full.blocks[i]
                let roll = Double(rng.next() % 1000) / 1000
                if !b.isHeading, roll < 0.15 { i += 1; continue }  // dropped
                if !b.isHeading, roll < 0.25, i + 1 < full.blocks.count, !full.blocks[i + 1].isHeading, b.kind == full.blocks[i + 1].kind {
                    var m = b
                    m.text = b.text + " " + full.blocks[i + 1].text  // merged with the next
                    blocks.append(m); origin.append([i, i + 1]); i += 2; continue
                }
                if !b.isHeading, roll < 0.45, let lead = TranslationAligner.sentences(of: [i], in: full).first {
                    var m = b
                    m.text = lead  // summarised to its lead sentence
                    blocks.append(m); origin.append([i]); i += 1; continue
                }
                blocks.append(b); origin.append([i]); i += 1
            }
            var source = full
            source.blocks = blocks
            var g = Set<TranslationEvaluation.Link>()
            for (n, o) in origin.enumerated() { for link in gold where o.contains(link.source) { g.insert(.init(n, link.translation)) } }
            let predicted = TranslationEvaluation.links(TranslationAligner.align(source: source, translation: zh, glossary: glossary))
            tp += predicted.intersection(g).count
            fp += predicted.subtracting(g).count
            fn += g.subtracting(predicted).count
        }
        let ms = Date().timeIntervalSince(start) * 1000 / Double(max(trials, 1))
        let scores = TranslationEvaluation.Scores(truePositives: tp, falsePositives: fp, falseNegatives: fn)
        print(String(format: "(c) synthetic, %d trials (drop 15%%, merge 10%%, lead-only 20%%): precision %.3f recall %.3f F1 %.3f (%.1f ms/trial)",
                     trials, scores.precision, scores.recall, scores.f1, ms))
    }

    /// The seed headings (Chinese, English) the full page's headings must link to.
    static let headingPairs: [(String, String)] = [
        ("最佳实践", "Best practices"), ("范围控制与搜索令牌", "Scope controls and tokens"),
        ("平台考量因素", "Platform considerations"), ("iOS", "iOS"), ("标签页栏搜索", "Search in a tab bar"),
        ("工具栏搜索", "Search in a toolbar"), ("内联栏搜索", "Search as an inline field"), ("iPadOS、macOS", "iPadOS, macOS"),
    ]

    /// Checks on the corpus HIG pages and the seed translation against the full Search fields page; the failures.
    static func corpusChecks(full: Document, pages: [Document], zh: Document, glossary: Glossary) -> [String] {
        var failures: [String] = []
        func check(_ ok: Bool, _ what: String) { if !ok { failures.append(what) } }
        // The reader: Markdown syntax, attribution lines and the H1 stay out of the blocks, on every page.
        check(pages.count >= 150, "156 corpus pages read (found \(pages.count))")
        check(full.title == "Search fields", "full page title (\(full.title))")
        check(full.blocks.contains { $0.text.hasPrefix("A scope control acts like a segmented control for") }, "scope control paragraph")
        check(!full.blocks.contains { $0.text.contains("](") || $0.text.contains("**") }, "no Markdown syntax in blocks")
        check(full.blocks.first?.text.hasPrefix("A search field lets people") ?? false, "first block is the page's first paragraph")
        check(!full.blocks.contains { $0.kind == .quote || $0.text.contains("Canonical content") || $0.text.contains("hig-doctor") },
              "no attribution block")
        check(!full.blocks.contains { $0.isHeading && $0.text == "Search fields" }, "the H1 is the title, not a block")
        for page in pages {
            check(!page.blocks.contains { $0.text.contains("Canonical content at") || $0.text.contains("structured index of that content") },
                  "attribution kept in \(page.path)")
            check(!(page.title.contains("|") || page.title.isEmpty), "title of \(page.path): \(page.title)")
        }
        // The aligner: every unit once, in order, headings on headings, a plausible length ratio.
        let a = TranslationAligner.align(source: full, translation: zh, glossary: glossary)
        let units = full.blocks.indices.filter { full.blocks[$0].kind != .table && full.blocks[$0].kind != .code }
        check(full.blocks.contains { $0.kind == .table }, "the full page ends with its change-log table")
        check(a.pairs.flatMap(\.sourceBlocks) == units, "every source unit once, in order")
        check(a.pairs.flatMap(\.translationBlocks) == Array(zh.blocks.indices), "every translation unit once, in order")
        check(a.lengthRatio > 0.2 && a.lengthRatio < 0.5, "length ratio \(a.lengthRatio)")
        for (chinese, english) in headingPairs {
            guard let t = zh.blocks.firstIndex(where: { $0.isHeading && $0.text == chinese }) else { check(false, "heading \(chinese) in 004"); continue }
            let pair = a.link(forTranslationBlock: t)
            check(pair?.sourceBlocks.map { full.blocks[$0].text } == [english] && pair!.sourceBlocks.allSatisfy { full.blocks[$0].isHeading },
                  "\(chinese) → \(english)")
        }
        // The pairer: only the real source convinces among 156 pages; without it the translation stands alone.
        let pairer = TranslationPairer(glossary: glossary)
        let pairing = pairer.pair(zh, among: pages)
        check(pairing?.sourceID == "search-fields" && (pairing?.margin ?? 0) > 0.2, "pairs with search-fields by a margin > 0.2")
        check(pairer.pair(zh, among: pages.filter { $0.id != "search-fields" }) == nil, "refuses without its source")
        return failures
    }

    static func pairing(zh: Document, summaryPages: [Document], pages: [Document], glossary: Glossary, dump: Bool) {
        let pairer = TranslationPairer(glossary: glossary)
        var clock = Stopwatch()
        let small = pairer.pair(zh, among: summaryPages)
        print(String(format: "(d) pairing among the %d seed-003 pages: %@ (score %.3f, margin %.3f; %@)",
                     summaryPages.count, small?.sourceID ?? "refused", small?.score ?? 0, small?.margin ?? 0, clock.lap()))
        clock = Stopwatch()
        let big = pairer.pair(zh, among: pages)
        let time = clock.lap()
        let ranked = pairer.rank(zh, among: pages)
        print(String(format: "(d) pairing among %d corpus pages: %@ (score %.3f, margin %.3f; %@); top 3: %@",
                     pages.count, big?.sourceID ?? "refused", big?.score ?? 0, big?.margin ?? 0, time,
                     ranked.prefix(3).map { String(format: "%@ %.3f (glossary %.2f, names %.2f, structure %.2f)", $0.documentID, $0.score, $0.glossary, $0.latin, $0.structure ?? -1) }.joined(separator: ", ")))
        // Threshold behaviour: every link to a wrong (if topical) page is a false link.
        var wrongLinks = 0, wrongUnits = 0, wrongHeadingLinks = 0
        let wrong = ranked.filter { $0.documentID != "search-fields" }.prefix(5).compactMap { r in pages.first { $0.id == r.documentID } }
        for page in wrong {
            let a = TranslationAligner.align(source: page, translation: zh, glossary: glossary)
            wrongLinks += a.links.count
            wrongHeadingLinks += a.links.filter { p in p.translationBlocks.allSatisfy { zh.blocks[$0].isHeading } }.count
            if dump {
                print("  vs \(page.id):")
                print(TranslationEvaluation.dump(TranslationAlignment(sourceID: a.sourceID, translationID: a.translationID, pairs: a.links, lengthRatio: a.lengthRatio),
                                                 source: page, translation: zh, gold: []))
            }
            wrongUnits += zh.blocks.count
        }
        print("(e) 004 aligned to the \(wrong.count) most similar WRONG pages (\(wrong.map(\.id).joined(separator: ", "))): \(wrongLinks) false links (\(wrongHeadingLinks) of them between look-alike headings such as Best practices ↔ 最佳实践) for \(wrongUnits) Chinese units")
        let without = pages.filter { $0.id != "search-fields" }
        clock = Stopwatch()
        let none = pairer.pair(zh, among: without)
        let noneTime = clock.lap()
        let best = pairer.rank(zh, among: without).first
        print(String(format: "(d) pairing among %d pages without the source: %@ (best %@ %.3f; %@)",
                     without.count, none.map { "WRONG " + $0.sourceID } ?? "refused (correct)", best?.documentID ?? "-", best?.score ?? 0, noneTime))
    }
}

/// Wall and CPU time since it was made: on a shared machine the CPU time is the steadier figure.
struct Stopwatch {
    let wall = Date()
    let cpu = ProcessClock.cpuMilliseconds()

    /// "N ms, M ms CPU".
    func lap() -> String {
        String(format: "%.0f ms, %.0f ms CPU", Date().timeIntervalSince(wall) * 1000, Double(ProcessClock.cpuMilliseconds() - cpu))
    }
}
