@testable import Align
import Foundation
import Ingest
import XCTest

final class TranslationAlignerTests: XCTestCase {
    // MARK: Seeds

    static let headingPairs: [(String, String)] = [
        ("最佳实践", "Best practices"), ("范围控制与搜索令牌", "Scope controls and tokens"),
        ("平台考量因素", "Platform considerations"), ("iOS", "iOS"), ("标签页栏搜索", "Search in a tab bar"),
        ("工具栏搜索", "Search in a toolbar"), ("内联栏搜索", "Search as an inline field"), ("iPadOS、macOS", "iPadOS, macOS"),
    ]

    func assertHeadings(source: Document, file: StaticString = #filePath, line: UInt = #line) throws {
        let zh = try TranslationTestData.chinese()
        let a = TranslationAligner.align(source: source, translation: zh, glossary: try TranslationTestData.glossary())
        for (chinese, english) in Self.headingPairs {
            let t = try XCTUnwrap(zh.blocks.firstIndex { $0.isHeading && $0.text == chinese }, chinese, file: file, line: line)
            let pair = a.link(forTranslationBlock: t)
            XCTAssertEqual(pair?.sourceBlocks.map { source.blocks[$0].text }, [english], chinese, file: file, line: line)
            XCTAssertTrue(pair.map { $0.sourceBlocks.allSatisfy { source.blocks[$0].isHeading } } ?? false, chinese, file: file, line: line)
        }
    }

    func testSeedHeadingsLandOnSummaryHeadings() throws {
        try assertHeadings(source: try XCTUnwrap(TranslationTestData.summaryPages().first { $0.id == "search-fields" }))
    }

    /// The summary quotes lead sentences: each links to the fuller Chinese paragraph, at sentence level to its first sentence.
    func testSummaryLeadSentencesLinkToFirstChineseSentence() throws {
        let source = try XCTUnwrap(TranslationTestData.summaryPages().first { $0.id == "search-fields" })
        let zh = try TranslationTestData.chinese()
        let a = TranslationAligner.align(source: source, translation: zh, glossary: try TranslationTestData.glossary())
        let quotes: [(String, String)] = [
            ("Display placeholder text that describes", "展示能清楚说明可搜索信息类型的占位文字。"),
            ("If possible, start search immediately", "如果可能，用户一开始输入就应立即触发搜索。"),
            ("Simplify search results.", "简化搜索结果。"),
            ("Use tokens to filter by common search terms", "使用令牌按常见搜索词或项目过滤。"),
            ("Start with the search field unfocused", "以不聚焦形式出现的搜索栏可促进发现和探索内容。"),
            ("Prefer placing search at the bottom.", "优先将搜索放置在底部。"),
            ("Account for window resizing", "将窗口大小调整与搜索栏放置方式结合考虑。"),
        ]
        for (english, lead) in quotes {
            let s = try XCTUnwrap(source.blocks.firstIndex { $0.text.hasPrefix(english) }, english)
            let pair = try XCTUnwrap(a.link(forSourceBlock: s), english)
            XCTAssertEqual(pair.translationBlocks.count, 1, english)
            let sentences = TranslationAligner.sentences(of: pair.translationBlocks, in: zh)
            XCTAssertEqual(sentences.first, lead, english)
            XCTAssertGreaterThan(sentences.count, 1)
            XCTAssertEqual(pair.sentences.first, TranslationSentenceLink(source: [0], translation: [0], score: pair.sentences.first?.score ?? 0), english)
            XCTAssertTrue(pair.sentences.dropFirst().allSatisfy { $0.source.isEmpty }, english)
        }
        // The Chinese body the summary leaves out stays unmatched instead of being forced onto something.
        for unmatched in ["搜索栏让用户可以", "最合理的搜索位置", "当用户导览至搜索标签页时", "iPad 屏幕插图"] {
            let t = try XCTUnwrap(zh.blocks.firstIndex { $0.text.hasPrefix(unmatched) })
            XCTAssertNil(a.link(forTranslationBlock: t), unmatched)
        }
    }

    func testJSONShapeHasNullsForUnmatchedUnits() throws {
        let source = try XCTUnwrap(TranslationTestData.summaryPages().first { $0.id == "search-fields" })
        let zh = try TranslationTestData.chinese()
        let a = TranslationAligner.align(source: source, translation: zh, glossary: try TranslationTestData.glossary())
        let json = a.jsonString(source: source, translation: zh)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(object["source"] as? String, "search-fields")
        XCTAssertEqual(object["translation"] as? String, zh.id)
        let pairs = try XCTUnwrap(object["pairs"] as? [[String: Any]])
        XCTAssertEqual(pairs.count, a.pairs.count)
        XCTAssertTrue(pairs[0]["source"] is NSNull)
        XCTAssertEqual(pairs[0]["translation"] as? String, "搜索栏让用户可以在一组内容中，输入关键词以查找特定信息。")
        XCTAssertTrue(pairs.contains { ($0["source"] as? String) == "Best practices" && ($0["translation"] as? String) == "最佳实践" })
        XCTAssertTrue(pairs.contains { ($0["source"] as? String) == "tvOS" && $0["translation"] is NSNull })
    }

    // MARK: Unit moves on small documents

    static let glossary = Glossary(entries: [
        GlossaryEntry(id: "search-field", terms: ["en": ["search field"], "zh-Hans": ["搜索栏"]]),
        GlossaryEntry(id: "toolbar", terms: ["en": ["toolbar"], "zh-Hans": ["工具栏"]]),
        GlossaryEntry(id: "sidebar", terms: ["en": ["sidebar"], "zh-Hans": ["边栏"]]),
        GlossaryEntry(id: "keyboard", terms: ["en": ["keyboard"], "zh-Hans": ["键盘"]]),
        GlossaryEntry(id: "tab-bar", terms: ["en": ["tab bar"], "zh-Hans": ["标签页栏"]]),
        GlossaryEntry(id: "navigation", terms: ["en": ["navigation"], "zh-Hans": ["导览"]]),
        GlossaryEntry(id: "icon", terms: ["en": ["icon"], "zh-Hans": ["图标"]]),
        GlossaryEntry(id: "window", terms: ["en": ["window"], "zh-Hans": ["窗口"]]),
        GlossaryEntry(id: "alert", terms: ["en": ["alert"], "zh-Hans": ["提醒"]]),
        GlossaryEntry(id: "menu", terms: ["en": ["menu"], "zh-Hans": ["菜单"]]),
        GlossaryEntry(id: "best-practices", terms: ["en": ["best practices"], "zh-Hans": ["最佳实践"]]),
    ])

    func document(_ language: String, _ blocks: [String]) -> Document {
        // "# " marks a heading; everything else is a paragraph.
        Document(id: language == "en" ? "en" : "zh", path: "", kind: .guideline, language: language, title: "",
                 blocks: blocks.enumerated().map { i, t in
                     t.hasPrefix("# ") ? Block(kind: .heading(level: 2), text: String(t.dropFirst(2)), line: i + 1)
                         : t.hasPrefix("```") ? Block(kind: .code, text: String(t.dropFirst(3)), line: i + 1)
                         : Block(kind: .paragraph, text: t, line: i + 1)
                 })
    }

    func links(_ en: [String], _ zh: [String]) -> [[[Int]]] {
        TranslationAligner.align(source: document("en", en), translation: document("zh-Hans", zh), glossary: Self.glossary)
            .pairs.map { [$0.sourceBlocks, $0.translationBlocks] }
    }

    let toolbarEN = "Put a search field in the toolbar so the toolbar keeps search close to the content it searches."
    let toolbarZH = "在工具栏中放置搜索栏，让工具栏中的搜索靠近其搜索的内容。"
    let sidebarEN = "Use a sidebar for navigation when your app has many top-level sections."
    let sidebarZH = "当 App 有许多顶层部分时，使用边栏进行导览。"

    /// A page aligned with one that has no text to align (only code, as a demo file of Arco's is): every block
    /// alone, no crash (the lexical table of no columns was indexed at column 0).
    func testATranslationWithoutUnitsAlignsNothing() {
        XCTAssertEqual(links([toolbarEN, sidebarEN], []), [[[0], []], [[1], []]])
        XCTAssertEqual(links([], [toolbarZH]), [[[], [0]]])
        XCTAssertEqual(TranslationDP.columns(row: 2, n: 5, m: 0, band: 64), 0..<0)
        XCTAssertEqual(TranslationDP.columns(row: 2, n: 5, m: 0, band: nil), 0..<0)
        XCTAssertEqual(TranslationDP.columns(row: 500, n: 1000, m: 1000, band: 125), 375..<626)
    }

    func testOneToZeroLeavesUntranslatedSourceUnmatched() {
        XCTAssertEqual(links(["# Best practices", toolbarEN, "Show an icon in each tab bar item.", sidebarEN],
                             ["# 最佳实践", toolbarZH, sidebarZH]),
                       [[[0], [0]], [[1], [1]], [[2], []], [[3], [2]]])
    }

    func testZeroToOneLeavesAddedTranslationUnmatched() {
        XCTAssertEqual(links(["# Best practices", toolbarEN, sidebarEN],
                             ["# 最佳实践", toolbarZH, "图标应在每个标签页栏项目中显示。", sidebarZH]),
                       [[[0], [0]], [[1], [1]], [[], [2]], [[2], [3]]])
    }

    func testOneToTwoWhenTranslationSplitsAParagraph() {
        XCTAssertEqual(links(["# Best practices", "Put a search field in the toolbar. Hide the keyboard until someone taps the search field.", sidebarEN],
                             ["# 最佳实践", "在工具栏中放置搜索栏。", "在用户轻点搜索栏之前，不要显示键盘。", sidebarZH]),
                       [[[0], [0]], [[1], [1, 2]], [[2], [3]]])
    }

    func testTwoToOneWhenTranslationMergesParagraphs() {
        XCTAssertEqual(links(["# Best practices", "Put a search field in the toolbar.", "Hide the keyboard until someone taps the search field.", sidebarEN],
                             ["# 最佳实践", "在工具栏中放置搜索栏。在用户轻点搜索栏之前，不要显示键盘。", sidebarZH]),
                       [[[0], [0]], [[1, 2], [1]], [[3], [2]]])
    }

    /// Same position, no shared evidence: no link rather than a wrong one, even between two links.
    func testThresholdPrefersNoLinkToAWrongOne() {
        XCTAssertEqual(links(["# Best practices", toolbarEN, "Avoid an alert here.", sidebarEN],
                             ["# 最佳实践", toolbarZH, "窗口大小应随内容调整。", sidebarZH]),
                       [[[0], [0]], [[1], [1]], [[], [2]], [[2], []], [[3], [3]]])
        // A heading never links to a paragraph, however similar.
        XCTAssertEqual(links(["# Toolbar"], ["工具栏中应放置搜索栏。"]), [[[], [0]], [[0], []]])
    }

    /// Between two links, runs of the same length and the same kinds on both sides link in order when at least half
    /// of their pairs have some evidence: headings whose words the dictionary misses ride on their order.
    func testEqualRunsBetweenLinksLinkInOrder() {
        XCTAssertEqual(links(["# Best practices", toolbarEN, "# Movable", "# Expandable", "# Reorderable", sidebarEN],
                             ["# 最佳实践", toolbarZH, "# 可移动", "# 可展开", "# 可重排", sidebarZH]),
                       [[[0], [0]], [[1], [1]], [[2], [2]], [[3], [3]], [[4], [4]], [[5], [5]]])
        // Not when the kinds differ: a heading never stands for a paragraph.
        let mixed = links(["# Best practices", toolbarEN, "# Movable", "Expandable chips grow.", sidebarEN],
                          ["# 最佳实践", toolbarZH, "可移动的纸片。", "# 可展开", sidebarZH])
        XCTAssertFalse(mixed.contains { $0[0] == [2] && $0[1] == [2] })
        XCTAssertFalse(mixed.contains { $0[0] == [3] && $0[1] == [3] })
    }

    func testCrossedUnitsAreNotBothLinked() {
        // Monotone: a swapped order keeps one link and leaves the other pair unmatched.
        let result = links([toolbarEN, sidebarEN], [sidebarZH, toolbarZH])
        XCTAssertEqual(result.filter { !$0[0].isEmpty && !$0[1].isEmpty }.count, 1)
    }

    // MARK: Sentence moves

    func sentences(_ en: [String], _ zh: [String]) -> [[[Int]]] {
        TranslationAligner().alignSentences(source: en, sourceLanguage: "en", translation: zh, translationLanguage: "zh-Hans",
                                            glossary: Self.glossary).map { [$0.source, $0.translation] }
    }

    func testSentenceOneToOneOneToZeroZeroToOne() {
        XCTAssertEqual(sentences(["Put a search field in the toolbar.", "Never show an alert for a menu."],
                                 ["在工具栏中放置搜索栏。"]),
                       [[[0], [0]], [[1], []]])
        XCTAssertEqual(sentences(["Put a search field in the toolbar."],
                                 ["在工具栏中放置搜索栏。", "窗口会自动调整。"]),
                       [[[0], [0]], [[], [1]]])
    }

    func testSentenceOneToTwoAndTwoToOne() {
        let en = ["Put a search field in the toolbar, and hide the keyboard until someone taps the search field."]
        let zh = ["在工具栏中放置搜索栏。", "在用户轻点搜索栏之前，不要显示键盘。"]
        XCTAssertEqual(sentences(en, zh), [[[0], [0, 1]]])
        XCTAssertEqual(sentences(["Put a search field in the toolbar.", "Hide the keyboard until someone taps the search field."],
                                 ["在工具栏中放置搜索栏，并在用户轻点搜索栏之前不要显示键盘。"]),
                       [[[0, 1], [0]]])
    }

    func testSentenceOneToThreeAndThreeToOne() {
        let en = ["Put a search field in the toolbar, use a sidebar for navigation, and show an icon in each tab bar item."]
        let zh = ["在工具栏中放置搜索栏。", "使用边栏进行导览。", "在每个标签页栏项目中显示图标。"]
        XCTAssertEqual(sentences(en, zh), [[[0], [0, 1, 2]]])
        XCTAssertEqual(sentences(["Put a search field in the toolbar.", "Use a sidebar for navigation.", "Show an icon in each tab bar item."],
                                 ["在工具栏中放置搜索栏，使用边栏进行导览，并在每个标签页栏项目中显示图标。"]),
                       [[[0, 1, 2], [0]]])
    }

    /// Long pages are aligned along a band around their diagonal: the same path as the whole table when the
    /// translation keeps its source's order, an 800-block changelog and its translation in a fraction of the time.
    func testLongPagesAlignAlongTheirDiagonal() {
        XCTAssertNil(TranslationDP.band(n: 150, m: 160))
        XCTAssertEqual(TranslationDP.band(n: 800, m: 820), 102)
        XCTAssertEqual(TranslationDP.columns(row: 400, n: 800, m: 820, band: 102), 308..<513)
        XCTAssertEqual(TranslationDP.columns(row: 0, n: 800, m: 820, band: 102), 0..<103)
        XCTAssertEqual(TranslationDP.columns(row: 799, n: 800, m: 820, band: 102), 716..<820)
        // Block j of the translation renders block i of the source, with 20 extra blocks spread through it.
        let n = 800, m = 820
        let source = (0..<m).filter { $0 % 41 != 40 }
        func gain(_ i: Int, _ j: Int, _ a: Int, _ b: Int) -> (gain: Double, score: Double, tag: Int)? {
            guard a == 1, b == 1 else { return nil }
            return source[i] == j ? (1, 1, 0) : (-0.5, 0, 0)
        }
        let whole = TranslationDP.run(n: n, m: m, moves: [(1, 1), (1, 0), (0, 1)], gain: gain)
        let banded = TranslationDP.run(n: n, m: m, moves: [(1, 1), (1, 0), (0, 1)], band: TranslationDP.band(n: n, m: m), gain: gain)
        XCTAssertEqual(banded.map { [$0.source.lowerBound, $0.source.upperBound, $0.translation.lowerBound, $0.translation.upperBound] },
                       whole.map { [$0.source.lowerBound, $0.source.upperBound, $0.translation.lowerBound, $0.translation.upperBound] })
        XCTAssertEqual(banded.filter { $0.source.count == 1 && $0.translation.count == 1 }.count, n)
    }

    /// Code samples pair where they stand ("```" marks one here): between the same linked paragraphs, the same code
    /// (its comment translated) is one row; a sample only one side has stays alone.
    func testCodeSamplesPairWhereTheyStand() {
        let en = [toolbarEN, "```let field = SearchField() // the field\nfield.scope = .all", sidebarEN, "```print(\"only in English\")"]
        let zh = [toolbarZH, "```let field = SearchField() // 搜索栏\nfield.scope = .all", sidebarZH]
        XCTAssertEqual(links(en, zh), [[[0], [0]], [[1], [1]], [[2], [2]]])
        XCTAssertEqual(TranslationAligner.codeSimilarity("let a = 1 // one", "let a = 1 // 一"), 0.75)
        XCTAssertLessThan(TranslationAligner.codeSimilarity("npm install x", "brew install y"), 0.5)
    }

    /// Images alone in their paragraphs pair where they stand, by their sources: Arco's design pages show the same
    /// picture in both languages, and each was a row of its own on each side. A picture only one side has stays alone.
    func testImagesPairWhereTheyStandBySource() {
        func image(_ src: String, line: Int) -> Block { Block(kind: .paragraph, text: "", html: "<img src=\"\(src)\" alt=\"\" />", line: line) }
        var en = document("en", [toolbarEN, sidebarEN])
        var zh = document("zh-Hans", [toolbarZH, sidebarZH])
        en.blocks.insert(contentsOf: [image("https://cdn.example/anatomy.png", line: 10), image("https://cdn.example/english-only.png", line: 11)], at: 1)
        zh.blocks.insert(image("https://cdn.example/anatomy.png", line: 10), at: 1)
        let pairs = TranslationAligner.align(source: en, translation: zh, glossary: Self.glossary).pairs.map { [$0.sourceBlocks, $0.translationBlocks] }
        XCTAssertEqual(pairs, [[[0], [0]], [[1], [1]], [[3], [2]]])
        XCTAssertEqual(TranslationAligner.imageSources("<img src=\"a.png\" alt=\"\" /> and <img src=\"b.png\" />"), ["a.png", "b.png"])
    }
}
