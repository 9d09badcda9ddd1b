import Align
import Foundation
import Ingest
import XCTest

/// Paths and documents shared by the translation tests. Seeds and corpus are required: a missing file fails.
enum TranslationTestData {
    /// Package root: three levels up from this file (Tests/AlignTests/…).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let shared = root.deletingLastPathComponent().appendingPathComponent("shared")
    static let corpus = shared.appendingPathComponent("corpus").path

    static func read(_ url: URL) throws -> String {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            XCTFail("missing test input \(url.path)")
            throw CocoaError(.fileNoSuchFile)
        }
        return text
    }

    static func glossary() throws -> Glossary {
        TranslationFixtures.glossary(yaml: try read(root.appendingPathComponent("Content/glossary.yml")))
    }

    /// Seed 004: the Chinese translation of the full Search fields page.
    static func chinese() throws -> Document {
        TranslationFixtures.plainText(try read(shared.appendingPathComponent("seeds/004_9e4a89a5083f866e.txt")),
                                      id: "search-fields-zh", language: "zh-Hans")
    }

    /// The three pages of seed 003 (page controls, path controls, search fields summary).
    static func summaryPages() throws -> [Document] {
        TranslationFixtures.bundlePages(try read(shared.appendingPathComponent("seeds/003_632ce19ca4931ce2.txt")))
    }

    static func fullPage() throws -> Document {
        TranslationFixtures.markdown(try read(URL(fileURLWithPath: corpus + "/hig/en/skills/hig-components-search/references/search-fields.md")),
                                     id: "search-fields")
    }
}

final class TranslationFixtureTests: XCTestCase {
    func testPlainTextReaderFindsNumberedAndPlainHeadingsAndLists() throws {
        let zh = try TranslationTestData.chinese()
        let headings = zh.blocks.filter(\.isHeading)
        XCTAssertEqual(headings.first { $0.text == "最佳实践" }?.label, "1")
        XCTAssertEqual(headings.first { $0.text == "iPadOS、macOS" }?.label, "3.2")
        XCTAssertNotNil(headings.first { $0.text == "标签页栏搜索" && $0.label == nil })
        XCTAssertEqual(zh.blocks.filter { if case .listItem = $0.kind { return true } else { return false } }.count, 7)
    }

    func testBundleHasThreePagesAndMarkdownStripsSyntax() throws {
        XCTAssertEqual(try TranslationTestData.summaryPages().map(\.id), ["page-controls", "path-controls", "search-fields"])
        let full = try TranslationTestData.fullPage()
        XCTAssertEqual(full.title, "Search fields")
        XCTAssertTrue(full.blocks.contains { $0.text.hasPrefix("A scope control acts like a segmented control for") })
        XCTAssertFalse(full.blocks.contains { $0.text.contains("](") || $0.text.contains("**") })
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
