// concord-bench translate [--corpus DIR] [--gold DIR] [--content DIR] [--trials N] [--seed N] [--dump]
//
// Link precision, recall and F1 of TranslationAligner on hand-labelled gold, plus pairing checks:
//   (a) seed 004 (Chinese, full page) against the seed 003 "Search fields" summary;
//   (b) seed 004 against the full English corpus page search-fields.md;
//   (c) synthetic: (b) with English units dropped, merged or cut to their lead sentence by a seeded PRNG,
//       gold derived from (b)'s by following the edits;
//   (d) pairing: 004 among the three 003 pages, among all corpus pages, and among all but its source (must refuse).
import Align
import Foundation
import Ingest

enum TranslationBenchmark {
    static func run(_ arguments: [String]) -> Int32 {
        var corpus = "../shared/corpus"
        var gold = "Tests/Fixtures/translation-gold"
        var content = "Content"
        var trials = 200
        var seed: UInt64 = 4
        var dump = false
        var it = arguments.makeIterator()
        while let a = it.next() {
            switch a {
            case "--corpus": corpus = it.next() ?? corpus
            case "--gold": gold = it.next() ?? gold
            case "--content": content = it.next() ?? content
            case "--trials": trials = Int(it.next() ?? "") ?? trials
            case "--seed": seed = UInt64(it.next() ?? "") ?? seed
            case "--dump": dump = true
            default:
                print("usage: concord-bench translate [--corpus DIR] [--gold DIR] [--content DIR] [--trials N] [--seed N] [--dump]")
                return 2
            }
        }
        let shared = URL(fileURLWithPath: corpus).deletingLastPathComponent().path
        func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }
        guard let glossaryText = read(content + "/glossary.yml"),
              let seed003 = read(shared + "/seeds/003_632ce19ca4931ce2.txt"),
              let seed004 = read(shared + "/seeds/004_9e4a89a5083f866e.txt"),
              let fullPage = read(corpus + "/hig/en/skills/hig-components-search/references/search-fields.md") else {
            print("translate: missing input (glossary in \(content), seeds and corpus beside \(corpus))")
            return 1
        }
        let glossary = TranslationFixtures.glossary(yaml: glossaryText)
        let zh = TranslationFixtures.plainText(seed004, id: "search-fields-zh", language: "zh-Hans")
        let summaryPages = TranslationFixtures.bundlePages(seed003)
        guard let summary = summaryPages.first(where: { $0.id == "search-fields" }) else {
            print("translate: no Search fields page in seed 003"); return 1
        }
        let full = TranslationFixtures.markdown(fullPage, id: "search-fields-full")
        print("glossary: \(glossary.entries.count) entries")

        var failed = false
        func evaluate(_ name: String, source: Document, goldFile: String) -> [(Int, Int)]? {
            guard let text = read(gold + "/" + goldFile) else { print("\(name): missing gold \(goldFile)"); failed = true; return nil }
            let (links, errors) = TranslationFixtures.goldLinks(text, source: source, translation: zh)
            for e in errors { print("  gold error: \(e)") }
            if !errors.isEmpty { failed = true }
            let start = Date()
            let alignment = TranslationAligner.align(source: source, translation: zh, glossary: glossary)
            let ms = Date().timeIntervalSince(start) * 1000
            let predicted = TranslationFixtures.links(alignment)
            let (p, r, f) = TranslationFixtures.prf(predicted: predicted, gold: Set(links.map { TranslationFixtures.Link($0.0, $0.1) }))
            print(String(format: "%@: precision %.3f recall %.3f F1 %.3f (%d predicted, %d gold links; ratio %.3f; %.1f ms)",
                         name, p, r, f, predicted.count, links.count, alignment.lengthRatio, ms))
            // Sentence level: a one-sentence English unit linked to a longer Chinese paragraph is a quoted lead
            // sentence, so its gold sentence link is English 0 ↔ Chinese 0.
            var leads = 0, leadsRight = 0
            for (s, t) in links where TranslationAligner.sentences(of: [s], in: source).count == 1
                && TranslationAligner.sentences(of: [t], in: zh).count > 1 {
                leads += 1
                if let pair = alignment.link(forSourceBlock: s), pair.translationBlocks == [t],
                   pair.sentences.contains(where: { $0.source == [0] && $0.translation == [0] }) { leadsRight += 1 }
            }
            if leads > 0 { print("    lead-sentence links: \(leadsRight)/\(leads) correct") }
            if dump { TranslationFixtures.dump(alignment, source: source, translation: zh, gold: Set(links.map { TranslationFixtures.Link($0.0, $0.1) })) }
            return links
        }
        _ = evaluate("(a) 004 vs 003 summary", source: summary, goldFile: "seed-004-vs-003-summary.tsv")
        if let fullGold = evaluate("(b) 004 vs full corpus page", source: full, goldFile: "seed-004-vs-search-fields-md.tsv") {
            synthetic(full: full, zh: zh, gold: fullGold, glossary: glossary, trials: trials, seed: seed)
        }
        pairing(zh: zh, summaryPages: summaryPages, corpus: corpus, glossary: glossary, dump: dump)
        return failed ? 1 : 0
    }

    /// Degrades the English page and scores against the gold carried through the edits.
    static func synthetic(full: Document, zh: Document, gold: [(Int, Int)], glossary: Glossary, trials: Int, seed: UInt64) {
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
            var g = Set<TranslationFixtures.Link>()
            for (n, o) in origin.enumerated() { for (s, t) in gold where o.contains(s) { g.insert(.init(n, t)) } }
            let predicted = TranslationFixtures.links(TranslationAligner.align(source: source, translation: zh, glossary: glossary))
            tp += predicted.intersection(g).count
            fp += predicted.subtracting(g).count
            fn += g.subtracting(predicted).count
        }
        let ms = Date().timeIntervalSince(start) * 1000 / Double(max(trials, 1))
        let p = Double(tp) / Double(max(tp + fp, 1)), r = Double(tp) / Double(max(tp + fn, 1))
        print(String(format: "(c) synthetic, %d trials (drop 15%%, merge 10%%, lead-only 20%%): precision %.3f recall %.3f F1 %.3f (%.1f ms/trial)",
                     trials, p, r, 2 * p * r / max(p + r, 1e-9), ms))
    }

    static func pairing(zh: Document, summaryPages: [Document], corpus: String, glossary: Glossary, dump: Bool) {
        let pairer = TranslationPairer(glossary: glossary)
        var start = Date()
        let small = pairer.pair(zh, among: summaryPages)
        print(String(format: "(d) pairing among the %d seed-003 pages: %@ (score %.3f, margin %.3f; %.0f ms)",
                     summaryPages.count, small?.sourceID ?? "refused", small?.score ?? 0, small?.margin ?? 0,
                     Date().timeIntervalSince(start) * 1000))
        let pages = TranslationFixtures.corpusPages(corpus)
        start = Date()
        let ranked = pairer.rank(zh, among: pages)
        let big = pairer.pair(zh, among: pages)
        print(String(format: "(d) pairing among %d corpus pages: %@ (score %.3f, margin %.3f; %.0f ms); top 3: %@",
                     pages.count, big?.sourceID ?? "refused", big?.score ?? 0, big?.margin ?? 0,
                     Date().timeIntervalSince(start) * 1000,
                     ranked.prefix(3).map { String(format: "%@ %.3f (glossary %.2f, names %.2f, structure %.2f)", $0.documentID, $0.score, $0.glossary, $0.latin, $0.structure ?? -1) }.joined(separator: ", ")))
        // Threshold behaviour: every link to a wrong (if topical) page is a false link.
        var wrongLinks = 0, wrongUnits = 0, wrongHeadingLinks = 0
        let wrong = ranked.filter { $0.documentID != "search-fields" }.prefix(5).compactMap { r in pages.first { $0.id == r.documentID } }
        for page in wrong {
            let a = TranslationAligner.align(source: page, translation: zh, glossary: glossary)
            wrongLinks += a.links.count
            wrongHeadingLinks += a.links.filter { p in p.translationBlocks.allSatisfy { zh.blocks[$0].isHeading } }.count
            if dump { print("  vs \(page.id):"); TranslationFixtures.dump(TranslationAlignment(sourceID: a.sourceID, translationID: a.translationID, pairs: a.links, lengthRatio: a.lengthRatio), source: page, translation: zh, gold: []) }
            wrongUnits += zh.blocks.count
        }
        print("(e) 004 aligned to the \(wrong.count) most similar WRONG pages (\(wrong.map(\.id).joined(separator: ", "))): \(wrongLinks) false links (\(wrongHeadingLinks) of them between look-alike headings such as Best practices ↔ 最佳实践) for \(wrongUnits) Chinese units")
        let without = pages.filter { $0.id != "search-fields" }
        let none = pairer.pair(zh, among: without)
        let best = pairer.rank(zh, among: without).first
        print(String(format: "(d) pairing among %d pages without the source: %@ (best %@ %.3f)",
                     without.count, none.map { "WRONG " + $0.sourceID } ?? "refused (correct)", best?.documentID ?? "-", best?.score ?? 0))
    }
}

// Temporary readers for the seed texts, the corpus Markdown and glossary.yml until the lead's readers land.
// The same code is in Sources/concord-bench/TranslationBenchmark.swift and Tests/AlignTests/TranslationFixtureTests.swift.
enum TranslationFixtures {
    /// Plain text: blank-line blocks; a block of several lines is a list (one item per line); a short line
    /// without final punctuation is a heading (`3.1 iOS` → label `3.1`); `•` starts a list item.
    static func plainText(_ text: String, id: String, language: String, title: String? = nil) -> Document {
        let cjk = language.hasPrefix("zh")
        var blocks: [Block] = []
        var lastLabelDepth = 0
        var hasLabels = false
        let lines = text.components(separatedBy: "\n")
        var group: [(String, Int)] = []
        func flush() {
            defer { group = [] }
            let items = group.map { ($0.0.trimmingCharacters(in: .whitespaces), $0.1) }.filter { !$0.0.isEmpty }
            if items.count > 1 {
                for (t, l) in items { blocks.append(Block(kind: .listItem(ordered: false), text: stripBullet(t), line: l)) }
                return
            }
            guard let (t, l) = items.first else { return }
            if t.hasPrefix("•") { blocks.append(Block(kind: .listItem(ordered: false), text: stripBullet(t), line: l)); return }
            var label: String? = nil
            var body = t
            if let r = t.range(of: #"^[0-9]+(\.[0-9]+)*\.?\s+"#, options: .regularExpression) {
                label = String(t[r]).trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "."))
                body = String(t[r.upperBound...])
            }
            let last = body.last.map { ".!?。！？:：;；…".contains($0) } ?? true
            let short = cjk ? body.count <= 20 : body.split(separator: " ").count <= 8 && body.count <= 60
            if short, !last {
                if let label {
                    hasLabels = true
                    lastLabelDepth = label.split(separator: ".").count
                    blocks.append(Block(kind: .heading(level: lastLabelDepth + 1), text: body, label: label, line: l))
                } else {
                    blocks.append(Block(kind: .heading(level: hasLabels ? lastLabelDepth + 2 : 2), text: body, line: l))
                }
            } else {
                blocks.append(Block(kind: .paragraph, text: t, line: l))
            }
        }
        for (n, line) in lines.enumerated() {
            if line.trimmingCharacters(in: .whitespaces).isEmpty { flush() } else { group.append((line, n + 1)) }
        }
        flush()
        return Document(id: id, path: id + ".txt", kind: .guideline, language: language, title: title ?? id, blocks: blocks)
    }

    static func stripBullet(_ s: String) -> String {
        var t = Substring(s)
        while let c = t.first, "•*-".contains(c) { t = t.dropFirst() }
        return t.trimmingCharacters(in: .whitespaces)
    }

    /// The pages of a plain-text bundle like seed 003: each starts at a `Source: … Canonical content at URL.`
    /// line, has two boilerplate lines, then its title, and ends at `---`.
    static func bundlePages(_ text: String) -> [Document] {
        var pages: [Document] = []
        let lines = text.components(separatedBy: "\n")
        var i = 0
        while i < lines.count {
            guard lines[i].hasPrefix("Source: Apple Inc. Canonical content at "),
                  let url = lines[i].split(separator: " ").last else { i += 1; continue }
            let id = String(url.trimmingCharacters(in: CharacterSet(charactersIn: ".")).split(separator: "/").last ?? "page")
            i += 1
            var body: [String] = []
            var boilerplate = 2
            var title: String? = nil
            while i < lines.count, lines[i] != "---" {
                let t = lines[i].trimmingCharacters(in: .whitespaces)
                if t.isEmpty { body.append(""); i += 1; continue }
                if boilerplate > 0 { boilerplate -= 1; i += 1; continue }
                if title == nil { title = t; i += 1; continue }
                body.append(lines[i]); i += 1
            }
            var d = plainText(body.joined(separator: "\n"), id: id, language: "en", title: title)
            d.path = "bundle.txt"
            pages.append(d)
        }
        return pages
    }

    /// HIG corpus Markdown: headings, paragraphs and list items with links, emphasis and images stripped;
    /// front matter, the attribution quote, HTML comments and tables skipped.
    static func markdown(_ text: String, id: String) -> Document {
        var blocks: [Block] = []
        var title = id
        var para: [String] = []
        var paraLine = 0
        func inline(_ s: String) -> String {
            var t = s.replacingOccurrences(of: #"\\([()\[\]_*])"#, with: "$1", options: .regularExpression)
            t = t.replacingOccurrences(of: #"!\[[^\]]*\]\([^)]*\)"#, with: "", options: .regularExpression)
            t = t.replacingOccurrences(of: #"\[([^\]]*)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
            t = t.replacingOccurrences(of: #"\*\*|`"#, with: "", options: .regularExpression)
            t = t.replacingOccurrences(of: #"(^|\s)_([^_]+)_"#, with: "$1$2", options: .regularExpression)
            return t.replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression).trimmingCharacters(in: .whitespaces)
        }
        func flush() {
            let t = inline(para.joined(separator: " "))
            if !t.isEmpty { blocks.append(Block(kind: .paragraph, text: t, line: paraLine)) }
            para = []
        }
        var inFrontMatter = false
        for (n, raw) in text.components(separatedBy: "\n").enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if n == 0, line == "---" { inFrontMatter = true; continue }
            if inFrontMatter {
                if line == "---" || line.isEmpty { inFrontMatter = false }
                continue
            }
            if line.isEmpty || line.hasPrefix("<!--") || line.hasPrefix(">") || line.contains("|") { flush(); continue }
            if let r = line.range(of: #"^#{1,6}\s+"#, options: .regularExpression) {
                flush()
                let level = line[r].filter { $0 == "#" }.count
                let t = inline(String(line[r.upperBound...]))
                if level == 1, blocks.isEmpty { title = t }
                blocks.append(Block(kind: .heading(level: level), text: t, line: n + 1))
                continue
            }
            if let r = line.range(of: #"^([*+-]|[0-9]+\.)\s+"#, options: .regularExpression) {
                flush()
                blocks.append(Block(kind: .listItem(ordered: line.first?.isNumber ?? false), text: inline(String(line[r.upperBound...])), line: n + 1))
                continue
            }
            if para.isEmpty { paraLine = n + 1 }
            para.append(line)
        }
        flush()
        return Document(id: id, path: id + ".md", kind: .guideline, language: "en", title: title, blocks: blocks)
    }

    /// Every `skills/*/references/*.md` page of the HIG corpus, id = file name.
    static func corpusPages(_ corpus: String) -> [Document] {
        let root = corpus + "/hig/en/skills"
        let fm = FileManager.default
        var pages: [Document] = []
        for skill in ((try? fm.contentsOfDirectory(atPath: root)) ?? []).sorted() {
            let dir = root + "/" + skill + "/references"
            for file in ((try? fm.contentsOfDirectory(atPath: dir)) ?? []).sorted() where file.hasSuffix(".md") {
                guard let text = try? String(contentsOfFile: dir + "/" + file, encoding: .utf8) else { continue }
                pages.append(markdown(text, id: String(file.dropLast(3))))
            }
        }
        return pages
    }

    /// The flat shape of Content/glossary.yml (entries of `id`, `LANG: [terms]`, `definition:` map).
    static func glossary(yaml: String) -> Glossary {
        var entries: [GlossaryEntry] = []
        var inDefinition = false
        for (n, raw) in yaml.components(separatedBy: "\n").enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("- id:") {
                entries.append(GlossaryEntry(id: line.dropFirst(5).trimmingCharacters(in: .whitespaces), terms: [:], line: n + 1))
                inDefinition = false
                continue
            }
            guard !entries.isEmpty, let colon = line.firstIndex(of: ":") else { continue }
            let key = String(line[..<colon])
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if key == "definition" { inDefinition = true; continue }
            if inDefinition, raw.hasPrefix("    ") {
                entries[entries.count - 1].definition[key] = value.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            } else if value.hasPrefix("[") {
                inDefinition = false
                entries[entries.count - 1].terms[key] = value.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
                    .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            }
        }
        return Glossary(entries: entries)
    }

    struct Link: Hashable {
        var source: Int
        var translation: Int
        init(_ s: Int, _ t: Int) { source = s; translation = t }
    }

    /// Block-to-block links of an alignment (a merged pair links every block of one side with every block of the other).
    static func links(_ a: TranslationAlignment) -> Set<Link> {
        var r = Set<Link>()
        for p in a.links { for s in p.sourceBlocks { for t in p.translationBlocks { r.insert(Link(s, t)) } } }
        return r
    }

    /// Gold links from TSV lines `source text prefix<TAB>translation text prefix`; each prefix must start exactly one block.
    static func goldLinks(_ tsv: String, source: Document, translation: Document) -> ([(Int, Int)], [String]) {
        var links: [(Int, Int)] = []
        var errors: [String] = []
        func find(_ prefix: String, _ d: Document) -> Int? {
            let hits = d.blocks.indices.filter { d.blocks[$0].text.hasPrefix(prefix) }
            if hits.count == 1 { return hits[0] }
            // Exact text breaks ties ("iOS" is also the start of nothing else, but "Search" may be).
            let exact = d.blocks.indices.filter { d.blocks[$0].text == prefix }
            if exact.count == 1 { return exact[0] }
            errors.append("\(hits.isEmpty ? "no" : "several") blocks of \(d.id) start with “\(prefix)”")
            return nil
        }
        for line in tsv.components(separatedBy: "\n") where !line.hasPrefix("#") && !line.trimmingCharacters(in: .whitespaces).isEmpty {
            let parts = line.components(separatedBy: "\t")
            guard parts.count == 2 else { errors.append("bad gold line: \(line)"); continue }
            if let s = find(parts[0], source), let t = find(parts[1], translation) { links.append((s, t)) }
        }
        return (links, errors)
    }

    static func prf(predicted: Set<Link>, gold: Set<Link>) -> (Double, Double, Double) {
        let tp = Double(predicted.intersection(gold).count)
        let p = predicted.isEmpty ? 1 : tp / Double(predicted.count)
        let r = gold.isEmpty ? 1 : tp / Double(gold.count)
        return (p, r, p + r > 0 ? 2 * p * r / (p + r) : 0)
    }

    static func dump(_ a: TranslationAlignment, source: Document, translation: Document, gold: Set<Link>) {
        func cut(_ s: String) -> String { s.count > 40 ? String(s.prefix(40)) + "…" : s }
        for p in a.pairs {
            let s = p.sourceBlocks.map { "\($0):" + cut(source.blocks[$0].text) }.joined(separator: " + ")
            let t = p.translationBlocks.map { "\($0):" + cut(translation.blocks[$0].text) }.joined(separator: " + ")
            var mark = " "
            if !p.sourceBlocks.isEmpty, !p.translationBlocks.isEmpty {
                let ok = p.sourceBlocks.allSatisfy { s in p.translationBlocks.allSatisfy { gold.contains(Link(s, $0)) } }
                mark = ok ? "✓" : "✗"
            } else {
                let missed = gold.contains { p.sourceBlocks.contains($0.source) || p.translationBlocks.contains($0.translation) }
                mark = missed ? "…" : " "
            }
            print(String(format: "  %@ %.2f  %@  ||  %@  %@", mark, p.score, s, t,
                         p.sentences.isEmpty ? "" : p.sentences.map { "\($0.source)-\($0.translation)" }.joined(separator: " ")))
        }
    }
}
