import Align
import Diagnostics
import FileIO
import Foundation
import Ingest
import XCTest

/// Seeds and corpus read by the real readers: the seed site's `Content/` folder through `ContentReader`, the
/// HIG corpus pages through `MarkdownReader` with the site's strip rules. The corpus is not part of the
/// repository: tests that need it are skipped, by name, unless `CONCORD_CORPUS` names its folder
/// (`CONCORD_CORPUS=<corpus folder> swift test`); once named, a missing corpus fails. In a fresh clone they skip.
enum TranslationTestData {
    /// Package root: three levels up from this file (Tests/AlignTests/…).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let corpus = ProcessInfo.processInfo.environment["CONCORD_CORPUS"].map { URL(fileURLWithPath: $0, relativeTo: root).path }
    static let skills = corpus.map { $0 + "/hig/en/skills" }

    /// Read once: every test shares the same documents.
    static let loaded: (seeds: TranslationEvaluation.Seeds?, corpus: [Document], problems: [Diagnostic]) = {
        var problems: [Diagnostic] = []
        let content = ContentReader(fileSystem: DiskFileSystem(), root: root.appendingPathComponent("Content").path).read(problems: &problems)
        let seeds = TranslationEvaluation.Seeds(content: content, problems: &problems)
        let corpus = skills.map { TranslationEvaluation.corpusPages(in: $0, manifest: content.manifest, problems: &problems) } ?? []
        return (seeds, corpus, problems)
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

    /// The HIG corpus pages (156), `skills/*/references/*.md`.
    static func corpusPages() throws -> [Document] {
        guard let skills else { throw XCTSkip("CONCORD_CORPUS not set: this test reads the 156 HIG pages of the corpus") }
        XCTAssertGreaterThanOrEqual(loaded.corpus.count, 150, "corpus missing at \(skills)")
        return loaded.corpus
    }

    /// The full English Search fields page of the corpus.
    static func fullPage() throws -> Document {
        let pages = try corpusPages()
        return try XCTUnwrap(pages.first { $0.id == "search-fields" })
    }
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

    func testBundleHasThreePagesAndMarkdownStripsSyntax() throws {
        XCTAssertEqual(try TranslationTestData.summaryPages().map(\.id), ["page-controls", "path-controls", "search-fields"])
        let full = try TranslationTestData.fullPage()
        XCTAssertEqual(full.title, "Search fields")
        XCTAssertTrue(full.blocks.contains { $0.text.hasPrefix("A scope control acts like a segmented control for") })
        XCTAssertFalse(full.blocks.contains { $0.text.contains("](") || $0.text.contains("**") })
        // The corpus's attribution lines and the H1 stay out of the blocks.
        XCTAssertTrue(full.blocks[0].text.hasPrefix("A search field lets people"), full.blocks[0].text)
        XCTAssertFalse(full.blocks.contains { $0.kind == .quote || $0.text.contains("Canonical content") || $0.text.contains("hig-doctor") })
        XCTAssertFalse(full.blocks.contains { $0.isHeading && $0.text == "Search fields" })
        // Every corpus page reads cleanly the same way.
        for page in try TranslationTestData.corpusPages() {
            XCTAssertFalse(page.blocks.contains { $0.text.contains("Canonical content at") || $0.text.contains("structured index of that content") }, page.path)
            XCTAssertFalse(page.title.contains("|") || page.title.isEmpty, page.path)
        }
    }
}
