import Diagnostics
import FileIO
import Ingest
import XCTest

/// Text as pdftotext and pdfminer write a printed guide: pages end with form feeds and repeat a running
/// header and footer.
final class PageFurnitureRemoverTests: XCTestCase {
    static func page(_ number: Int, _ body: String) -> String {
        "3/12/26, 9:41 AM\n\nField Guide to Search\n\n\(body)\n\nfile:///Users/ana/guide.html\n\n\(number)/4\n\u{0C}"
    }

    static let guide = [
        page(1, "Search fields\n\nA search field lets people find content by typing a word or a\nphrase. Show the interac-\ntion they expect"),
        page(2, "right away, before any results arrive.\n\nBest practices\n\nKeep the interaction simple. Offer human-\ninterface conventions people know."),
        page(3, "Scope controls\n\n• Use a scope bar when the content falls into\nclear categories.\n• Keep the labels short."),
        page(4, "Suggestions\n\nSuggest recent searches. Typing is slow on small devices."),
    ].joined()

    func testRunningHeadersAndFootersGoAndCutParagraphsJoin() throws {
        let cleaned = try XCTUnwrap(PageFurnitureRemover.clean(Self.guide))
        XCTAssertEqual(cleaned.pages, 4)
        XCTAssertEqual(Set(cleaned.furniture), ["1/4", "3/12/26, 9:41 AM", "Field Guide to Search", "file:///Users/ana/guide.html"])
        let text = cleaned.text
        XCTAssertEqual(text.components(separatedBy: "\n").count, Self.guide.components(separatedBy: "\n").count, "lines keep their numbers")
        for furniture in ["9:41 AM", "Field Guide to Search", "file:///", "/4"] { XCTAssertFalse(text.contains(furniture), furniture) }
        XCTAssertTrue(text.contains("Show the interaction\nthey expect\nright away, before any results arrive."),
                      "a word broken at a line's end is mended when the text spells it whole; the paragraph cut by the page goes on: \(text)")
        XCTAssertTrue(text.contains("Offer human-\ninterface"), "no 'humaninterface' in the text: the hyphen stays")
    }

    func testAPrintedGuideReadsAsItsProse() throws {
        let fs = MemoryFileSystem(["Content/field-guide.txt": Self.guide.replacingOccurrences(of: "find", with: "ﬁnd")])
        let (content, problems) = readContent(fs)
        let page = try XCTUnwrap(content.documents.first)
        XCTAssertEqual(page.title, "Search fields")
        XCTAssertEqual(page.blocks.map(\.text), [
            "A search field lets people find content by typing a word or a phrase. Show the interaction they expect right away, before any results arrive.",
            "Best practices",
            "Keep the interaction simple. Offer human-interface conventions people know.",
            "Scope controls",
            "Use a scope bar when the content falls into clear categories.",
            "Keep the labels short.",
            "Suggestions",
            "Suggest recent searches. Typing is slow on small devices.",
        ])
        XCTAssertEqual(problems.map(\.identifier), ["prose.pdf.furniture"])
        XCTAssertEqual(problems.first?.severity, .note)
    }

    func testAChineseParagraphCutByAPageGoesOn() throws {
        let pages = (1...3).map { n in
            "组件指南\n\n" + (n == 1 ? "纸片应该作为由多个交互元素组成的一组" : n == 2 ? "元素动态显示。\n\n用法" : "输入纸片表示信息。") + "\n\n第 \(n) 页\n\u{0C}"
        }.joined()
        let cleaned = try XCTUnwrap(PageFurnitureRemover.clean(pages))
        XCTAssertEqual(Set(cleaned.furniture), ["组件指南", "第 1 页"])
        XCTAssertTrue(cleaned.text.contains("纸片应该作为由多个交互元素组成的一组\n元素动态显示。"), cleaned.text)
    }

    func testTextWithoutPagesOrRepeatsIsLeftAlone() {
        XCTAssertNil(PageFurnitureRemover.clean("One page.\n\u{0C}Two.\n\u{0C}"))
        XCTAssertNil(PageFurnitureRemover.clean("Alpha.\n\u{0C}Beta.\n\u{0C}Gamma.\n\u{0C}Delta.\n\u{0C}"), "nothing repeats")
    }
}

extension PageFurnitureRemoverTests {
    /// Chapters that open some pages are the book's, not furniture; page numbers go up with the page.
    func testChapterHeadingsStayPageNumbersGo() throws {
        let text = (0..<6).map { p in
            (p % 2 == 0 ? "Chapter \(p / 2 + 1)\n\n" : "") + "Words about \(["scope", "tokens", "suggestions", "results", "filters", "history"][p]).\n\nPage \(p + 3)\n\u{0C}"
        }.joined()
        let cleaned = try XCTUnwrap(PageFurnitureRemover.clean(text))
        XCTAssertEqual(cleaned.furniture, ["Page 3"])
        XCTAssertTrue(cleaned.text.contains("Chapter 1") && cleaned.text.contains("Chapter 3"), cleaned.text)
        XCTAssertFalse(cleaned.text.contains("Page 5"))
    }
}
