import Align
import Diagnostics
import Ingest
import TextAnalysis
import XCTest

/// Pairing and alignment with a bilingual dictionary and no glossary. Unit tests use an excerpt of CC-CEDICT in
/// `Tests/Fixtures/lexicon`; `testRealLexicon…` uses the compiled `Lexicons/cedict-en-zh.tsv`: it fails when
/// the file is missing under `make test` (which sets CONCORD_REQUIRE_LEXICON and compiles it first), and is
/// skipped by name under a plain `swift test` without it.
final class TranslationLexiconTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func fixtureLexicon() throws -> BilingualLexicon {
        let data = try Data(contentsOf: root.appendingPathComponent("Tests/Fixtures/lexicon/cedict-en-zh.tsv"))
        return try BilingualLexicon.parse(data)
    }

    static func page(_ language: String, _ markdown: String, id: String) -> Document {
        var problems: [Diagnostic] = []
        var d = MarkdownReader.read(markdown, path: "\(id).md", manifest: SiteManifest(), problems: &problems)!
        d.id = id
        d.language = language
        return d
    }

    static let english = page("en", """
        # Chips

        Chips are compact elements that represent an input, attribute, or action.

        ## Usage

        Chips allow users to enter information, make selections, filter content, or trigger actions.

        ## Best practices

        Keep chip labels short.
        """, id: "chips")

    static let chinese = page("zh-Hans", """
        # 纸片

        纸片是用于表示输入、属性或操作的较紧凑的元素。

        ## 用法

        纸片使用户可以输入信息、进行选择、过滤内容或触发操作。

        ## 最佳实践

        保持纸片标签简短。
        """, id: "zhi-pian")

    func testParsesCompiledLexicon() throws {
        let lexicon = try Self.fixtureLexicon()
        XCTAssertEqual(lexicon.count, 108)
        let best = try XCTUnwrap(lexicon.glosses("最佳"))
        XCTAssertTrue(best.contains(try XCTUnwrap(lexicon.stemID("best"))))
        XCTAssertTrue(try XCTUnwrap(lexicon.glosses("实践")).contains(try XCTUnwrap(lexicon.stemID("practices"))))
        XCTAssertNil(lexicon.glosses("不存在的词"))
        // Words ICU cuts differently are looked up by the longest known words.
        XCTAssertEqual(lexicon.chineseWords(in: "最佳实践 Apple"), ["最佳", "实践"])
    }

    func testRejectsDamagedLexicon() throws {
        XCTAssertThrowsError(try BilingualLexicon.parse(Data("<html>not found</html>".utf8)))
        let data = try Data(contentsOf: Self.root.appendingPathComponent("Tests/Fixtures/lexicon/cedict-en-zh.tsv"))
        XCTAssertThrowsError(try BilingualLexicon.parse(data.prefix(data.count / 2))) { error in
            XCTAssertTrue("\(error)".contains("cut short") || "\(error)".contains("bad word number"), "\(error)")
        }
    }

    /// No glossary, no names or numbers shared: only the dictionary says Best practices ↔ 最佳实践.
    func testDictionaryLinksHeadingsAndParagraphsWithoutGlossary() throws {
        let lexicon = try Self.fixtureLexicon()
        let a = TranslationAligner.align(source: Self.english, translation: Self.chinese, glossary: Glossary(entries: []), lexicon: lexicon)
        let links = a.links.map { ($0.sourceBlocks, $0.translationBlocks) }
        XCTAssertEqual(links.map(\.0), [[0], [1], [2], [3], [4]])
        XCTAssertEqual(links.map(\.1), [[0], [1], [2], [3], [4]])
        let without = TranslationAligner.align(source: Self.english, translation: Self.chinese, glossary: Glossary(entries: []))
        XCTAssertLessThan(without.links.count, 3, "without a dictionary there is no evidence for these links")
    }

    func testPairsByDictionaryAndRefusesSameLanguage() throws {
        let lexicon = try Self.fixtureLexicon()
        let pairer = TranslationPairer(glossary: Glossary(entries: []), lexicon: lexicon)
        let other = Self.page("en", """
            # Color

            Use color to express importance and to draw attention. Tokens define the palette.

            ## Accessibility

            Provide enough contrast between text and its background.
            """, id: "color")
        XCTAssertEqual(pairer.pair(Self.chinese, among: [other, Self.english])?.sourceID, "chips")
        // A Chinese page is never the source of a Chinese page, however similar.
        var twin = Self.chinese
        twin.id = "twin"
        XCTAssertNil(pairer.pair(Self.chinese, among: [twin, other]))
    }

    /// The compiled `Lexicons/cedict-en-zh.tsv`; nil after a failure when `make test` requires it (CONCORD_REQUIRE_LEXICON),
    /// a skip of `test` when a plain `swift test` runs without it.
    func realLexiconData(for test: String) throws -> Data? {
        let url = Self.root.appendingPathComponent("Lexicons/" + BilingualLexicon.fileName)
        if let data = try? Data(contentsOf: url) { return data }
        if ProcessInfo.processInfo.environment["CONCORD_REQUIRE_LEXICON"] != nil {
            XCTFail("Lexicons/\(BilingualLexicon.fileName) is missing; `make lexicons` compiles it")
            return nil
        }
        throw XCTSkip("\(test): Lexicons/\(BilingualLexicon.fileName) not compiled (run `make lexicons` or `make test`)")
    }

    func testRealLexiconLinksBestPractices() throws {
        guard let data = try realLexiconData(for: "testRealLexiconLinksBestPractices") else { return }
        let lexicon = try BilingualLexicon.parse(data)
        XCTAssertGreaterThan(lexicon.count, 100_000)
        let a = TranslationAligner.align(source: Self.english, translation: Self.chinese, glossary: Glossary(entries: []), lexicon: lexicon)
        XCTAssertEqual(a.links.count, 5)
        XCTAssertTrue(a.links.contains { $0.sourceBlocks == [3] && $0.translationBlocks == [3] })
    }

    /// Words are looked up as `String`s compare: a canonically equivalent spelling (a compatibility ideograph, a
    /// decomposed accent) finds the same glosses; another word finds none.
    func testLookupsFindCanonicallyEquivalentWords() {
        let lexicon = BilingualLexicon(glosses: ["豈樂": ["joy"], "café": ["coffee"], "搜索": ["search"], "中\u{302C}\u{302A}": ["tone"]])
        XCTAssertEqual(lexicon.count, 4)
        // Combining tone marks reorder under normalisation: the other order is the same word.
        XCTAssertNotNil(lexicon.glosses("中\u{302A}\u{302C}"))
        XCTAssertEqual(lexicon.glosses("中\u{302A}\u{302C}"), lexicon.glosses("中\u{302C}\u{302A}"))
        XCTAssertNotNil(lexicon.glosses("搜索"))
        XCTAssertEqual(lexicon.glosses("\u{F900}樂"), lexicon.glosses("豈樂"))
        XCTAssertNotNil(lexicon.glosses("豈樂"))
        XCTAssertEqual(lexicon.glosses("cafe\u{0301}"), lexicon.glosses("café"))
        XCTAssertNil(lexicon.glosses("cafe"))
        XCTAssertNil(lexicon.glosses("搜"))
        XCTAssertEqual(lexicon.chineseWords(in: "我们搜索了"), ["我", "们", "搜索", "了"], "a word it does not know is cut into the longest it knows")
    }

    /// Every word of the compiled lexicon is found, under its own spelling and its canonical forms.
    func testRealLexiconFindsEveryWord() throws {
        guard let data = try realLexiconData(for: "testRealLexiconFindsEveryWord") else { return }
        let lexicon = try BilingualLexicon.parse(data)
        let words = String(decoding: data, as: UTF8.self).split(separator: "\n").dropFirst(2).compactMap { $0.split(separator: "\t").first.map(String.init) }
        XCTAssertEqual(Set(words).count, lexicon.count)
        var missing: [String] = [], differing: [String] = []
        for word in words {
            guard let glosses = lexicon.glosses(word) else { missing.append(word); continue }
            for form in [word.decomposedStringWithCanonicalMapping, word.precomposedStringWithCanonicalMapping] where lexicon.glosses(form) != glosses {
                differing.append(word)
            }
        }
        XCTAssertEqual(missing, [])
        XCTAssertEqual(differing, [])
    }
}
