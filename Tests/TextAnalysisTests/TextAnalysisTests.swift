import Foundation
import Support
import TextAnalysis
import XCTest

final class TextAnalysisTests: XCTestCase {
    func testFolding() {
        XCTAssertEqual(TextFolding.fold("Ｆｕｌｌ Width"), "full width")
        XCTAssertEqual(TextFolding.fold("Café NAÏVE résumé"), "cafe naive resume")
        XCTAssertEqual(TextFolding.fold("Straße"), "strasse")
        XCTAssertEqual(TextFolding.fold("don’t"), "don't")
        XCTAssertEqual(TextFolding.fold("ﬁle"), "file")
        XCTAssertEqual(TextFolding.fold("İstanbul"), "istanbul")
        XCTAssertEqual(TextFolding.fold("范围控制（Scope）"), "范围控制(scope)")
    }

    func testTokenizerPositionsAndApostrophes() {
        let (tokens, next) = Tokenizer.tokenize("don't stop—people's 'quoted' ios17 范围控制x")
        XCTAssertEqual(tokens.map(\.text), ["don't", "stop", "people's", "quoted", "ios17", "范围控制", "x"])
        XCTAssertEqual(tokens.map(\.position), [0, 1, 2, 3, 4, 5, 9])
        XCTAssertEqual(next, 10)
        XCTAssertEqual(tokens[5].utf16Range, 35..<39)
    }

    func testStemming() {
        XCTAssertEqual(SnowballStemmer.english.stem("controls"), "control")
        XCTAssertEqual(SnowballStemmer.english.stem("searching"), "search")
        XCTAssertEqual(TextAnalyzer.stem("happiness"), TextAnalyzer.stem("happy"))
        XCTAssertEqual(TextAnalyzer.stem("2024"), "2024")
    }

    func testEnglishAnalysisDropsStopWordsButKeepsPositions() {
        let terms = TextAnalyzer.english.analyze("Search in a Tab Bar").terms
        XCTAssertEqual(terms.map(\.surface), ["search", "tab", "bar"])
        XCTAssertEqual(terms.map(\.position), [0, 3, 4])
        XCTAssertEqual(terms.map(\.stem), ["search", "tab", "bar"])
    }

    func testChineseAnalysisHasDictionaryWordsAndEveryBigram() {
        let text = "范围控制与搜索令牌"
        let terms = TextAnalyzer.chinese.analyze(text).terms
        let chars = Array(text)
        for i in 0..<(chars.count - 1) {
            let bigram = String(chars[i...i + 1])
            XCTAssertTrue(terms.contains { $0.surface == bigram && $0.position == i }, bigram)
        }
        XCTAssertTrue(terms.contains { $0.surface == "令牌" && $0.isWord && $0.position == 7 })
        XCTAssertTrue(terms.contains { $0.surface == "搜索" && $0.isWord })
        XCTAssertFalse(terms.contains { $0.surface == "与" }, "stop word")
        XCTAssertFalse(terms.contains { $0.surface == "围控" && $0.isWord })
        // No duplicate (surface, position) pairs.
        XCTAssertEqual(Set(terms.map { "\($0.surface)@\($0.position)" }).count, terms.count)
    }

    func testMixedScriptAndSupplementaryHan() {
        let terms = TextAnalyzer.chinese.analyze("使用 tokens 过滤𠀀字").terms
        XCTAssertTrue(terms.contains { $0.surface == "tokens" && $0.stem == "token" })
        XCTAssertTrue(terms.contains { $0.surface == "𠀀字" })
    }

    func testCollatorSortsAsReadersOfTheLanguageDo() {
        func sorted(_ texts: [String], _ language: String) -> [String] { Collator.sorted(texts, language: language) { $0 } }
        XCTAssertEqual(sorted(["Wallet", "iCloud", "ID Verifier", "CarPlay", "CareKit", "apple"], "en"),
                       ["apple", "CareKit", "CarPlay", "iCloud", "ID Verifier", "Wallet"])
        XCTAssertEqual(sorted(["Chapter 10", "Chapter 9", "Chapter 1"], "en"), ["Chapter 1", "Chapter 9", "Chapter 10"])
        XCTAssertEqual(sorted(["菜单", "按钮", "表单", "阿里"], "zh-Hans"), ["阿里", "按钮", "表单", "菜单"])
        // Traditional Chinese by strokes: 一 (1) 人 (2) 門 (8) 龍 (16).
        XCTAssertEqual(sorted(["龍", "門", "一", "人"], "zh-Hant"), ["一", "人", "門", "龍"])
        // A language ICU has no rules for takes its root order.
        XCTAssertEqual(sorted(["b", "Á", "a"], "xx"), ["a", "Á", "b"])
        let collator = Collator(language: "en")
        XCTAssertTrue(collator.sortKey("").lexicographicallyPrecedes(collator.sortKey("a")))
    }

    func testTransliteratorWritesEveryScriptInLatinASCII() {
        XCTAssertEqual(Transliterator.latinASCII("快速开始"), "kuai su kai shi")
        XCTAssertEqual(Transliterator.latinASCII("繁體中文"), "fan ti zhong wen")
        XCTAssertEqual(Transliterator.latinASCII("установка"), "ustanovka")
        XCTAssertEqual(Transliterator.latinASCII("한국어 문서"), "hangug-eo munseo")
        XCTAssertEqual(Transliterator.latinASCII("Crème brûlée"), "Creme brulee")
        XCTAssertEqual(Transliterator.latinASCII(""), "")
        // Longer than eight letters out for each in: the result is asked for again with room for it.
        let long = Transliterator.latinASCII(String(repeating: "ﷺ", count: 10))
        XCTAssertGreaterThan(long?.count ?? 0, 8 * 10 + 16)
        XCTAssertEqual(long?.components(separatedBy: "sly allh").count, 11)
    }

    func testLanguageDetector() {
        XCTAssertEqual(LanguageDetector.detect("Use a scope control to filter among clearly defined search categories."), "en")
        XCTAssertEqual(LanguageDetector.detect("范围控制与搜索令牌是两种组件（scope control 和 tokens）"), "zh-Hans")
        XCTAssertEqual(LanguageDetector.detect("在 iPhone 上的“邮件”中使用 Apple TV"), "zh-Hans")
        XCTAssertEqual(LanguageDetector.detect(""), "en")
    }

    /// The analyzers (Snowball stemmer, ICU break iterator) are used from every core at once: each thread must
    /// get what a lone call gets.
    func testConcurrentAnalysis() {
        let texts = (0..<64).map { "Searching controls \($0) 搜索令牌" }
        let expected = texts.map { TextAnalyzer.english.analyze($0).terms.count }
        XCTAssertTrue(expected.allSatisfy { $0 >= 4 }, "analysis found too few terms: \(expected.prefix(3))")
        let counts = ResultBox()
        DispatchQueue.concurrentPerform(iterations: texts.count) { i in
            counts.add(i, TextAnalyzer.english.analyze(texts[i]).terms.count)
        }
        XCTAssertEqual(counts.values, expected)
    }

    /// Writes `Tests/Search/Fixtures/analysis-golden.json` with `CONCORD_REGENERATE_FIXTURES=1`,
    /// else checks it: the node test checks the browser engine's folding and tokenizing against it.
    func testAnalysisGolden() throws {
        let inputs = [
            "Scope controls and tokens", "Ｆｕｌｌ-width ＳＥＡＲＣＨ", "Café naïve résumé Straße", "don’t people's 'quoted'",
            "ﬁle İstanbul ΣΊΣΥΦΟΣ", "范围控制与搜索令牌", "搜索栏让用户（scope control）输入", "iOS 17, iPadOS & visionOS: Apple TV",
            "𠀀字 カタカナ ひらがな 한국어", "e-mail x86_64 3.5 C++", String(repeating: "a", count: 41) + " ok",
        ]
        let golden: [[String: Any]] = inputs.map { input in
            let folded = TextFolding.fold(input)
            let tokens = Tokenizer.tokenize(folded).tokens
            let terms = TextAnalyzer.english.analyze(input).terms
            return [
                "input": input, "folded": folded,
                "tokens": tokens.map { [$0.text, $0.position] as [Any] },
                "stems": Dictionary(terms.filter(\.isWord).map { ($0.surface, $0.stem) }, uniquingKeysWith: { a, _ in a }),
            ]
        }
        let data = try JSONSerialization.data(withJSONObject: golden, options: [.prettyPrinted, .sortedKeys])
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Search/Fixtures/analysis-golden.json")
        if ProcessInfo.processInfo.environment["CONCORD_REGENERATE_FIXTURES"] == "1" {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        XCTAssertEqual(try? Data(contentsOf: url), data, "stale golden: run with CONCORD_REGENERATE_FIXTURES=1")
    }
}

extension TextAnalysisTests {
    /// Thousands of generated mixed-script strings (a fixed seed): Swift's folding and tokenizing of each, in
    /// `Tests/Search/Fixtures/analysis-random.json`, which the node suite checks the browser engine against
    /// (`analysis.test.mjs`). Regenerate with `CONCORD_REGENERATE_FIXTURES=1`.
    func testRandomisedAnalysisGolden() throws {
        // Pieces from the scripts and the edge cases folding must agree on: cases, diacritics (precomposed and
        // combining), full-width forms, ligatures, final sigma, dotted I, apostrophes, hyphens, digits, CJK of
        // every width, astral characters, spaces of every kind, emoji and joiners.
        let pieces: [String] = [
            "a", "Z", "q", "0", "7", "42", "3.5", "x86_64", "C++", "e-mail", "don’t", "it's", "'", "’", "-", "–", "—", "_", ".", ",",
            ";", ":", "!", "?", "(", ")", "[", "]", "&", "/", "#", "@", "\"", "«", "»", "é", "É", "ñ", "ü", "ß", "ẞ", "ø", "Æ",
            "e\u{301}", "A\u{308}", "ﬁ", "ﬂ", "Σ", "ς", "σ", "ΣΊΣΥΦΟΣ", "İ", "ı", "Ｆｕｌｌ", "ＡＢＣ", "１２３", "ｶﾀｶﾅ",
            "搜索", "范围控制", "令牌", "栏", "（", "）", "，", "。", "、", "「", "」", "〜", "𠀀", "𪚥", "カタカナ", "ひらがな",
            "한국어", "한", "ä", "Ⅻ", "½", "²", "™", "©", "\u{00A0}", "\u{3000}", "\u{2009}", "\u{200B}", "\u{200D}",
            "\t", "\n", " ", "  ", "👍", "👩\u{200D}💻", "🇫🇷", "iOS", "iPadOS", "visionOS", "Apple TV", "l’interface",
            "Scope", "controls", "TOKENS", "Straße", "naïve", "Café", "résumé", "İstanbul", "ĳ", "Ǆ", "ǅ", "µ", "Å", "Ω",
        ]
        var rng = SplitMix64(seed: 0x5EED)
        var inputs: [String] = []
        for _ in 0..<2500 {
            var s = ""
            for _ in 0..<Int(rng.next() % 9 + 1) {
                s += pieces[Int(rng.next() % UInt64(pieces.count))]
                if rng.next() % 3 == 0 { s += " " }
            }
            inputs.append(s)
        }
        let golden: [[Any]] = inputs.map { input in
            let folded = TextFolding.fold(input)
            return [input, folded, Tokenizer.tokenize(folded).tokens.map { [$0.text, $0.position] as [Any] }]
        }
        let data = try JSONSerialization.data(withJSONObject: golden, options: [.sortedKeys])
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Search/Fixtures/analysis-random.json")
        if ProcessInfo.processInfo.environment["CONCORD_REGENERATE_FIXTURES"] == "1" { try data.write(to: url) }
        XCTAssertEqual(try? Data(contentsOf: url), data, "stale golden: run with CONCORD_REGENERATE_FIXTURES=1")
    }
}

final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Int: Int] = [:]
    func add(_ index: Int, _ v: Int) { lock.lock(); slots[index] = v; lock.unlock() }
    var values: [Int] { lock.lock(); defer { lock.unlock() }; return slots.keys.sorted().map { slots[$0]! } }
}
