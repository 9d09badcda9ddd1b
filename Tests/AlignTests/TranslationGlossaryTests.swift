import Align
import Ingest
import XCTest

final class TranslationGlossaryTests: XCTestCase {
    let glossary = Glossary(entries: [
        GlossaryEntry(id: "search", terms: ["en": ["search"], "zh-Hans": ["搜索"]]),
        GlossaryEntry(id: "search-field", terms: ["en": ["search field", "search bar"], "zh-Hans": ["搜索栏"]]),
        GlossaryEntry(id: "tab-bar", terms: ["en": ["tab bar"], "zh-Hans": ["标签页栏"]]),
        GlossaryEntry(id: "tab", terms: ["en": ["tab"], "zh-Hans": ["标签页"]]),
        GlossaryEntry(id: "category", terms: ["en": ["category"], "zh-Hans": ["类别"]]),
    ])

    func testChineseMatchesLeftmostLongestSubstrings() {
        XCTAssertEqual(glossary.matches(in: "在标签页栏中放置搜索栏，搜索标签页", language: "zh-Hans").map(\.entryID),
                       ["tab-bar", "search-field", "search", "tab"])
    }

    func testEnglishMatchesWholeWordsWithPlurals() {
        XCTAssertEqual(glossary.matches(in: "Tab bars, search fields and Searches; a table of categories.", language: "en").map(\.entryID),
                       ["tab-bar", "search-field", "search", "category"])
        XCTAssertEqual(glossary.counts(in: "A search bar searches.", language: "en"), ["search-field": 1, "search": 1])
    }

    func testLanguageFallsBackToPrimarySubtagAndPreferredTerm() {
        let entry = glossary.entry(id: "search-field")
        XCTAssertEqual(entry?.terms(in: "zh"), ["搜索栏"])
        XCTAssertEqual(entry?.preferredTerm(in: "en"), "search field")
        XCTAssertTrue(glossary.matches(in: "검색", language: "ko").isEmpty)
    }

    /// Content/glossary.yml: enough entries, unique ids, both languages, and the seed terms as the translation uses them.
    func testContentGlossaryCoversSeedTerms() throws {
        let g = try TranslationTestData.glossary()
        XCTAssertGreaterThanOrEqual(g.entries.count, 40)
        XCTAssertEqual(Set(g.entries.map(\.id)).count, g.entries.count, "duplicate ids")
        for e in g.entries {
            XCTAssertFalse(e.terms(in: "en").isEmpty, e.id)
            XCTAssertFalse(e.terms(in: "zh-Hans").isEmpty, e.id)
        }
        let expected: [(String, String)] = [
            ("search field", "搜索栏"), ("scope control", "范围控制"), ("token", "令牌"), ("tab bar", "标签页栏"),
            ("toolbar", "工具栏"), ("sidebar", "边栏"), ("placeholder text", "占位文字"), ("segmented control", "分段控制"),
            ("navigation bar", "导航栏"), ("search suggestion", "搜索建议"), ("recent search", "最近搜索"),
            ("keyboard", "键盘"), ("Clear button", "清除按钮"), ("filter", "过滤"), ("scope", "范围"), ("inline", "内联"),
            ("focus", "聚焦"),
        ]
        for (en, zh) in expected {
            let a = g.matches(in: en, language: "en").map(\.entryID), b = g.matches(in: zh, language: "zh-Hans").map(\.entryID)
            XCTAssertEqual(a.count, 1, en)
            XCTAssertEqual(a, b, "\(en) / \(zh)")
        }
        XCTAssertNotNil(g.entry(id: "search-field")?.definition["en"])
    }
}
