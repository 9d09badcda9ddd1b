// The generalisation part of `concord-bench translate`: pages Concord was never tuned on, with no glossary
// and no metadata.
//
//   (m) `material-zh-dev`: each `[en]: <>` file is read by BilingualMarkdownReader into an English page and a
//       Chinese page whose true block links the file states; both get unrelated ids and paths, the links are
//       forgotten, and every Chinese page is paired among all pages (English and Chinese) at once, then
//       aligned to its true source and scored against the stated links;
//   (p) the same with 8 % of English blocks and 4 % of Chinese blocks dropped (seeded);
//   (s) speed: aligning a 150-block pair, pairing among 500 pages (the HIG pages fill the pool).
import Align
import Diagnostics
import FileIO
import Foundation
import Ingest
import Support
import TextAnalysis

enum MaterialTranslationBenchmark {
    struct Case {
        var source: Document
        var translation: Document
        var gold: Set<TranslationEvaluation.Link>
        /// Whether most of the page is translated: half the dev files keep the placeholder 译文 ("translation")
        /// under most English lines; those lines are left out of the gold, and such pages out of the pairing score.
        var translated = true
    }

    /// The dev set as page pairs with stated links, under unrelated names (`page-N`, `doc-M`).
    static func cases(folder: String, manifest: SiteManifest, problems: inout [Diagnostic]) -> [Case] {
        let files = (FileManager.default.subpaths(atPath: folder) ?? []).filter { $0.hasSuffix(".md") }.sorted()
        var result: [Case] = []
        for (n, file) in files.enumerated() {
            guard let text = try? String(contentsOfFile: folder + "/" + file, encoding: .utf8),
                  let versions = BilingualMarkdownReader.read(text, path: file, manifest: manifest, problems: &problems),
                  versions.count == 2 else {
                print("  (could not read \(file) as a bilingual page)")
                continue
            }
            var (s, t) = (versions[0], versions[1])
            var gold = Set<TranslationEvaluation.Link>()
            let byLine = Dictionary(s.blocks.enumerated().map { ($1.line, $0) }, uniquingKeysWith: { a, _ in a })
            var placeholders = 0
            for (k, b) in t.blocks.enumerated() {
                let placeholder = b.text.trimmingCharacters(in: CharacterSet(charactersIn: "*_ ")) == "译文"
                if placeholder { placeholders += 1 }
                if !placeholder, let line = b.counterpartLine, let i = byLine[line] { gold.insert(.init(i, k)) }
                t.blocks[k].counterpartLine = nil
            }
            s.id = "page-\(n)"; s.path = "en/page-\(n).md"
            t.id = "doc-\((n * 17 + 5) % 97)"; t.path = "zh/doc-\((n * 17 + 5) % 97).md"
            t.translationOf = nil
            result.append(Case(source: s, translation: t, gold: gold, translated: placeholders * 2 < t.blocks.count))
        }
        return result
    }

    /// Drops a share of each side's blocks and carries the gold through.
    static func perturbed(_ c: Case, rng: inout SplitMix64) -> Case {
        func drop(_ d: Document, _ p: Double) -> (Document, [Int: Int]) {
            var kept: [Block] = []
            var map: [Int: Int] = [:]
            for (i, b) in d.blocks.enumerated() where !rng.chance(p) { map[i] = kept.count; kept.append(b) }
            var r = d
            r.blocks = kept
            return (r, map)
        }
        let (s, sm) = drop(c.source, 0.08), (t, tm) = drop(c.translation, 0.04)
        var gold = Set<TranslationEvaluation.Link>()
        for l in c.gold { if let a = sm[l.source], let b = tm[l.translation] { gold.insert(TranslationEvaluation.Link(a, b)) } }
        return Case(source: s, translation: t, gold: gold, translated: c.translated)
    }

    static func run(corpus: String, lexiconFolder: String, hig: [Document], manifest: SiteManifest, speedOnly: Bool = false) -> Bool {
        var problems: [Diagnostic] = []
        let lexicon: BilingualLexicon
        let clock = Stopwatch()
        if let data = FileManager.default.contents(atPath: lexiconFolder + "/" + BilingualLexicon.fileName),
           let l = try? BilingualLexicon.parse(data) {
            lexicon = l
            print("lexicon: \(l.count) entries, loaded in \(clock.lap())")
        } else {
            lexicon = .empty
            print("lexicon: MISSING (\(lexiconFolder)/\(BilingualLexicon.fileName)); run `make lexicons`")
        }
        let skipPairing = ProcessInfo.processInfo.environment["CONCORD_SKIP_PAIRING"] != nil
        let all = cases(folder: corpus + "/material-zh-dev", manifest: manifest, problems: &problems)
        guard !all.isEmpty else { print("(m) no material-zh-dev pages in \(corpus)"); return false }
        if speedOnly { speed(all, hig: hig, lexicon: lexicon); return true }
        let noGlossary = Glossary(entries: [])
        report("(m) material-zh-dev", all, lexicon: lexicon, glossary: noGlossary, extra: [], pairing: !skipPairing)
        if skipPairing { return true }
        var rng = SplitMix64(seed: 8)
        report("(p) material-zh-dev perturbed (drop 8% en, 4% zh)", all.map { perturbed($0, rng: &rng) }, lexicon: lexicon, glossary: noGlossary, extra: [])
        report("(m+hig) material-zh-dev among the HIG pages too", all, lexicon: lexicon, glossary: noGlossary, extra: hig)
        speed(all, hig: hig, lexicon: lexicon)
        return true
    }

    static func report(_ name: String, _ cases: [Case], lexicon: BilingualLexicon, glossary: Glossary, extra: [Document], pairing: Bool = true) {
        let pool = cases.map(\.source) + cases.map(\.translation) + extra
        let pairer = TranslationPairer(glossary: glossary, lexicon: lexicon)
        var right = 0, wrong = 0, refused = 0
        let clock = Stopwatch()
        var misses: [String] = []
        for c in cases where pairing && c.translated {
            let p = pairer.pair(c.translation, among: pool)
            if p?.sourceID == c.source.id { right += 1 }
            else if let p {
                wrong += 1
                misses.append("\(c.translation.id) (\(c.source.title)) → WRONG \(p.sourceID) \(String(format: "%.2f/%.2f", p.score, p.margin))")
            } else {
                refused += 1
                let best = pairer.rank(c.translation, among: pool).prefix(2).map { String(format: "%@ %.2f", $0.documentID, $0.score) }
                misses.append("\(c.translation.id) (\(c.source.title) = \(c.source.id)) refused; best \(best.joined(separator: ", "))")
            }
        }
        let pairTime = clock.lap()
        let aligner = TranslationAligner(lexicon: lexicon)
        var tp = 0, fp = 0, fn = 0
        var ms = 0.0
        let dump = ProcessInfo.processInfo.environment["CONCORD_DUMP"].flatMap(Int.init)
        for (n, c) in cases.enumerated() {
            let start = Date()
            let a = aligner.align(source: c.source, translation: c.translation, glossary: glossary)
            ms += Date().timeIntervalSince(start) * 1000
            if n == dump { print(TranslationEvaluation.dump(a, source: c.source, translation: c.translation, gold: c.gold)) }
            // The gold links blocks with words; images paired by their source (empty text on both sides) are no
            // part of it, right or wrong.
            let predicted = TranslationEvaluation.links(a).filter { !c.source.blocks[$0.source].text.allSatisfy(\.isWhitespace) }
            if ProcessInfo.processInfo.environment["CONCORD_PER_PAGE"] != nil {
                let sc = TranslationEvaluation.score(predicted: predicted, gold: c.gold)
                print(String(format: "    %d %@: P %.2f R %.2f (%d gold, %d/%d blocks)", n, c.source.title, sc.precision, sc.recall, c.gold.count, c.source.blocks.count, c.translation.blocks.count))
            }
            tp += predicted.intersection(c.gold).count
            fp += predicted.subtracting(c.gold).count
            fn += c.gold.subtracting(predicted).count
        }
        let s = TranslationEvaluation.Scores(truePositives: tp, falsePositives: fp, falseNegatives: fn)
        print(String(format: "%@: pairing %d/%d right (%.1f%%), %d wrong, %d refused, among %d pages (%@); links precision %.3f recall %.3f F1 %.3f (%d gold; %.1f ms/page)",
                     name, right, cases.filter(\.translated).count, 100 * Double(right) / Double(max(cases.filter(\.translated).count, 1)), wrong, refused, pool.count, pairTime,
                     s.precision, s.recall, s.f1, tp + fn, ms / Double(max(cases.count, 1))))
        for m in misses.prefix(8) { print("    " + m) }
    }

    static func speed(_ cases: [Case], hig: [Document], lexicon: BilingualLexicon) {
        let glossary = Glossary(entries: [])
        let aligner = TranslationAligner(lexicon: lexicon)
        // A pair of about 150 blocks: the biggest cases concatenated until there are enough.
        var big = cases.sorted { $0.source.blocks.count > $1.source.blocks.count }
        var s = big[0].source, t = big[0].translation
        big.removeFirst()
        while s.blocks.count < 150, let c = big.first {
            s.blocks += c.source.blocks; t.blocks += c.translation.blocks; big.removeFirst()
        }
        s.blocks = Array(s.blocks.prefix(150)); t.blocks = Array(t.blocks.prefix(150))
        var clock = Stopwatch()
        for _ in 0..<5 { _ = aligner.align(source: s, translation: t, glossary: glossary) }
        print("(s) aligning a \(s.blocks.count)-block pair: 5 runs in \(clock.lap())")
        // 500 pages: the dev pages and the HIG pages, with renamed copies of HIG pages to fill up.
        var pool = cases.map(\.source) + cases.map(\.translation) + hig
        var k = 0
        while pool.count < 500, !hig.isEmpty {
            var copy = hig[k % hig.count]
            copy.id += "-copy\(k)"; copy.path += ".copy\(k)"
            pool.append(copy); k += 1
        }
        clock = Stopwatch()
        let pairer = TranslationPairer(glossary: glossary, lexicon: lexicon)
        let translations = cases.filter(\.translated).map(\.translation)
        let found = pairer.pairAll(translations, among: pool)
        print("(s) pairing \(translations.count) translations among \(pool.count) pages: \(found.count) paired in \(clock.lap())")
    }
}
