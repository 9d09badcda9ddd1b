import Align
import Diagnostics
import Ingest
import SiteModel
import XCTest

final class SiteModelBuilderTests: XCTestCase {
    func document(_ id: String, language: String = "en", blocks: [Block]) -> Document {
        Document(id: id, path: "\(id).txt", kind: .guideline, language: language, title: id.capitalized, blocks: blocks)
    }

    func testSectionsAnchorsAndSentences() throws {
        let doc = document("fields", blocks: [
            Block(kind: .paragraph, text: "Intro one. Intro two.", line: 2),
            Block(kind: .heading(level: 2), text: "Best practices", line: 4),
            Block(kind: .paragraph, text: "Show placeholder text.", line: 6),
            Block(kind: .heading(level: 2), text: "Best practices", line: 8),
            Block(kind: .listItem(ordered: false), text: "Item.", line: 9),
        ])
        var content = Content()
        content.documents = [doc]
        var problems: [Diagnostic] = []
        // Content in one language builds one language tree (#14) ...
        XCTAssertEqual(SiteModelBuilder(content: content).build(sessions: [], translations: [], problems: &problems).languages, ["en"])
        // ... unless concord.yml lists the languages.
        content.manifest.languages = ["en", "zh-Hans"]
        content.manifest.languagesDeclared = true
        let site = SiteModelBuilder(content: content).build(sessions: [], translations: [], problems: &problems)
        XCTAssertEqual(problems, [])
        let page = try XCTUnwrap(site.page(id: "fields", language: "en"))
        XCTAssertEqual(page.url, "en/fields.html")
        // A heading "Introduction" is `#introduction` as on GitHub; the untitled opening takes the next.
        var intro = Content()
        intro.documents = [document("intro", blocks: [
            Block(kind: .paragraph, text: "Opening words.", line: 1),
            Block(kind: .heading(level: 2), text: "Introduction", line: 2),
            Block(kind: .paragraph, text: "More.", line: 3),
            Block(kind: .heading(level: 2), text: "Introduction", line: 4),
            Block(kind: .paragraph, text: "Again.", line: 5),
        ])]
        let introPage = try XCTUnwrap(SiteModelBuilder(content: intro).build(sessions: [], translations: [], problems: &problems).page(id: "intro", language: "en"))
        XCTAssertEqual(introPage.sections.map(\.anchor), ["introduction-2", "introduction", "introduction-1"])
        // A repeated heading's anchor as GitHub and Starlight write it.
        XCTAssertEqual(page.sections.map(\.anchor), ["introduction", "best-practices", "best-practices-1"])
        XCTAssertEqual(page.blocks.map(\.anchor), ["p1", "p2", "p3"])
        XCTAssertEqual(page.blocks[0].sentences.map(\.anchor), ["p1-s1", "p1-s2"])
        // Sentences are slices of their block's text, not copies of it.
        XCTAssertEqual(page.blocks[0].sentences.map(\.text), ["Intro one.", "Intro two."])
        for sentence in page.blocks[0].sentences { XCTAssertEqual(sentence.slice.base, "Intro one. Intro two.") }
        // A declared language with no content of its own still has every page, marked untranslated.
        XCTAssertEqual(site.page(id: "fields", language: "zh-Hans")?.role, .untranslated)
    }

    func testEveryLanguageTreeListsEveryPageAndUntranslatedOnesLeadToTheOriginal() throws {
        var content = Content()
        content.documents = [document("fields", blocks: [Block(kind: .paragraph, text: "Intro one.", line: 2)]),
                             document("tabs", language: "zh-Hans", blocks: [Block(kind: .paragraph, text: "标签页。", line: 2)])]
        var problems: [Diagnostic] = []
        let site = SiteModelBuilder(content: content).build(sessions: [], translations: [], problems: &problems)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(Set(site.languages), ["en", "zh-Hans"])
        // The Chinese tree lists the English page, marked untranslated: it is the English page, at its URL.
        let chinese = try XCTUnwrap(site.page(id: "fields", language: "zh-Hans"))
        XCTAssertEqual(chinese.role, .untranslated)
        XCTAssertEqual(chinese.contentLanguage, "en")
        XCTAssertEqual(chinese.url, "en/fields.html")
        XCTAssertEqual(try XCTUnwrap(site.page(id: "tabs", language: "en")).url, "zh-Hans/tabs.html")
        XCTAssertEqual(try XCTUnwrap(site.page(id: "fields", language: "en")).alternates, [:], "an untranslated copy is not an alternate")
        XCTAssertEqual(try XCTUnwrap(site.page(id: "tabs", language: "en")).role, .untranslated)
    }

    func testPagesAreInTheOrderReadersOfTheirTreeSortTitles() throws {
        var content = Content()
        // HIG's technologies: code-point order put "iCloud" and "iMessage" after "Wallet", "CarPlay" before "CareKit".
        let english = ["Wallet", "iCloud", "HomeKit", "ID Verifier", "CarPlay", "CareKit", "iMessage apps", "Step 10", "Step 2"]
        // Chinese by pinyin: 阿 (ā), 按 (àn), 表 (biǎo), 菜 (cài); by code point it was 按 菜 表 阿.
        let chinese = ["菜单", "按钮", "表单", "阿里"]
        content.documents = english.enumerated().map { i, title in
            Document(id: "e\(i)", path: "e\(i).md", kind: .guideline, language: "en", title: title, blocks: [Block(kind: .paragraph, text: "Text.", line: 1)])
        } + chinese.enumerated().map { i, title in
            Document(id: "z\(i)", path: "z\(i).md", kind: .guideline, language: "zh-Hans", title: title, blocks: [Block(kind: .paragraph, text: "文字。", line: 1)])
        }
        var problems: [Diagnostic] = []
        let site = SiteModelBuilder(content: content).build(sessions: [], translations: [], problems: &problems)
        XCTAssertEqual(site.pages(in: "en").filter { $0.role != .untranslated }.map(\.title),
                       ["CareKit", "CarPlay", "HomeKit", "iCloud", "ID Verifier", "iMessage apps", "Step 2", "Step 10", "Wallet"])
        XCTAssertEqual(site.pages(in: "zh-Hans").filter { $0.role != .untranslated }.map(\.title), ["阿里", "按钮", "表单", "菜单"])
    }

    func testTranslationSharesAlignedHeadingAnchorsAndLinksBothWays() throws {
        let english = document("fields", blocks: [
            Block(kind: .heading(level: 2), text: "Scope controls and tokens", line: 1),
            Block(kind: .paragraph, text: "Use a scope control.", line: 2),
        ])
        var chinese = document("fields-zh", language: "zh-Hans", blocks: [
            Block(kind: .heading(level: 2), text: "范围控制与搜索令牌", label: "2", line: 1),
            Block(kind: .paragraph, text: "额外的一段。", line: 2),
            Block(kind: .paragraph, text: "使用范围控制。", line: 3),
        ])
        chinese.title = ""
        var content = Content()
        content.documents = [english, chinese]
        let plan = TranslationPlan(source: english, translation: chinese, pairs: [([0], [0]), ([], [1]), ([1], [2])], title: "搜索栏")
        var problems: [Diagnostic] = []
        let site = SiteModelBuilder(content: content).build(sessions: [], translations: [plan], problems: &problems)
        let en = try XCTUnwrap(site.page(id: "fields", language: "en"))
        let zh = try XCTUnwrap(site.page(id: "fields", language: "zh-Hans"))
        XCTAssertEqual(zh.role, .translation)
        XCTAssertEqual(zh.title, "搜索栏")
        XCTAssertEqual(zh.sections.map(\.anchor), ["scope-controls-and-tokens"])
        // A link its authors wrote to the heading as GitHub anchors it lands there.
        XCTAssertEqual(LinkResolver.sectionAnchor(matching: "范围控制与搜索令牌", on: zh), "scope-controls-and-tokens")
        XCTAssertNil(LinkResolver.sectionAnchor(matching: "范围控制", on: zh))
        XCTAssertEqual(en.alignedAnchors["p1"], ["zh-Hans": "p2"])
        XCTAssertEqual(zh.alignedAnchors["p2"], ["en": "p1"])
        XCTAssertNil(zh.alignedAnchors["p1"], "the extra paragraph has no counterpart")
        XCTAssertEqual(en.alternates, ["zh-Hans": "zh-Hans/fields.html"])
        XCTAssertEqual(zh.parallelURL, "zh-Hans/fields.parallel.html")
    }
}

final class TalkTitleFallbackTests: XCTestCase {
    func testIdsReadAsEventAndNumber() {
        XCTAssertEqual(SessionPlanner.displayTitle("wwdc2017-101"), "WWDC 2017 · 101")
        XCTAssertEqual(SessionPlanner.displayTitle("tech-talks-111427"), "Tech Talks · 111427")
        // Names in words read as words (a caption file's name is its talk's only name); a year without an event stands alone.
        XCTAssertEqual(SessionPlanner.displayTitle("inclusive-design"), "Inclusive design")
        XCTAssertEqual(SessionPlanner.displayTitle("2016-101"), "2016 · 101")
        XCTAssertEqual(SessionPlanner.displayTitle("talk-2"), "talk-2")
        // An ordering number and a word saying the file holds captions are no part of the name (InnerSource's courses).
        XCTAssertEqual(SessionPlanner.displayTitle("02-problems-solved-captions"), "Problems solved")
        XCTAssertEqual(SessionPlanner.displayTitle("neural-networks-captions"), "Neural networks")
        XCTAssertEqual(SessionPlanner.displayTitle("captions"), "Captions")
    }
}
