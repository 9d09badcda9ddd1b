import Align
import Diagnostics
import FileIO
import Foundation
import Ingest
import XCTest

/// The seeds read by the real readers: the seed site's `Content/` folder through `ContentReader`. Checks on the
/// corpus HIG pages (which tests never read) are in `concord-bench translate`.
enum TranslationTestData {
    /// Package root: three levels up from this file (Tests/AlignTests/…).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Read once: every test shares the same documents.
    static let loaded: (seeds: TranslationEvaluation.Seeds?, problems: [Diagnostic]) = {
        var problems: [Diagnostic] = []
        let content = ContentReader(fileSystem: DiskFileSystem(), root: root.appendingPathComponent("Content").path).read(problems: &problems)
        let seeds = TranslationEvaluation.Seeds(content: content, problems: &problems)
        return (seeds, problems)
    }()

    static func seeds() throws -> TranslationEvaluation.Seeds {
        XCTAssertEqual(loaded.problems.filter { $0.severity == .error }.map(\.summary), [])
        return try XCTUnwrap(loaded.seeds, "seed site missing at \(root.path)/Content")
    }

    static func glossary() throws -> Glossary { try seeds().glossary }

    /// Seed 004: the Chinese translation of the full Search fields page.
    static func chinese() throws -> Document { try seeds().translation }

    /// The three pages of seed 003 (page controls, path controls, search fields summary).
    static func summaryPages() throws -> [Document] { try seeds().summaryPages }
}

final class TranslationFixtureTests: XCTestCase {
    /// The block structure the aligner is evaluated on, as the real plain-text reader makes it.
    func testPlainTextReaderFindsNumberedAndPlainHeadingsAndLists() throws {
        let zh = try TranslationTestData.chinese()
        XCTAssertEqual(zh.language, "zh-Hans")
        let headings = zh.blocks.filter(\.isHeading)
        XCTAssertEqual(headings.first { $0.text == "最佳实践" }?.label, "1")
        XCTAssertEqual(headings.first { $0.text == "iPadOS、macOS" }?.label, "3.2")
        XCTAssertNotNil(headings.first { $0.text == "标签页栏搜索" && $0.label == nil })
        // The image labels under the iPad and Mac pictures read as headings below "3.2 iPadOS、macOS".
        XCTAssertEqual(headings.filter { $0.text == "iPadOS" || $0.text == "macOS" }.map(\.headingLevel), [4, 4])
        // Unpunctuated lines after a colon are a list; lines that each end a sentence are paragraphs.
        XCTAssertEqual(zh.blocks.filter { if case .listItem = $0.kind { return true } else { return false } }.map(\.text),
                       ["屏幕底部的标签页栏中", "屏幕底部或顶部的工具栏中", "直接与内容内联显示"])
        XCTAssertTrue(zh.blocks.contains { $0.kind == .paragraph && $0.text.hasPrefix("令牌是搜索词") })
    }

    func testBundleHasThreePages() throws {
        XCTAssertEqual(try TranslationTestData.summaryPages().map(\.id), ["page-controls", "path-controls", "search-fields"])
    }
}
