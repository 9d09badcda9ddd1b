import Align
import Ingest
import XCTest

final class TranslationPairerTests: XCTestCase {
    func testSeedTranslationPairsWithSearchFieldsSummary() throws {
        let pairer = TranslationPairer(glossary: try TranslationTestData.glossary())
        let pairing = pairer.pair(try TranslationTestData.chinese(), among: try TranslationTestData.summaryPages())
        XCTAssertEqual(pairing?.sourceID, "search-fields")
        XCTAssertEqual(pairing?.explicit, false)
    }

    func testRefusesUnrelatedPage() throws {
        let pairer = TranslationPairer(glossary: try TranslationTestData.glossary())
        let pages = try TranslationTestData.summaryPages()
        let zh = try TranslationTestData.chinese()
        XCTAssertNil(pairer.pair(zh, among: pages.filter { $0.id == "page-controls" }))
        XCTAssertNil(pairer.pair(zh, among: pages.filter { $0.id != "search-fields" }))
        XCTAssertNil(pairer.pair(zh, among: []))
    }

    /// A few lines in one language that a long page in another covers are no translation of it, however well each
    /// line finds a counterpart (docker_practice's three-line English README of an example folder was paired with
    /// the Chinese chapter it names). The English page's title and first paragraph against the whole Chinese page:
    /// refused; the whole English page: paired.
    func testAFewLinesAreNoTranslationOfALongPage() throws {
        let pairer = TranslationPairer(glossary: try TranslationTestData.glossary())
        let zh = try TranslationTestData.chinese()
        let english = try XCTUnwrap(try TranslationTestData.summaryPages().first { $0.id == "search-fields" })
        var excerpt = english
        excerpt.id = "excerpt"
        excerpt.blocks = Array(english.blocks.filter { !$0.isHeading }.prefix(1))
        XCTAssertEqual(excerpt.blocks.count, 1)
        XCTAssertNil(pairer.pair(excerpt, among: [zh]))
        XCTAssertEqual(pairer.pair(english, among: [zh])?.sourceID, zh.id)
    }

    func testExplicitTranslationOfOverrides() throws {
        let pairer = TranslationPairer(glossary: try TranslationTestData.glossary())
        let pages = try TranslationTestData.summaryPages()
        var zh = try TranslationTestData.chinese()
        zh.translationOf = "path-controls"
        XCTAssertEqual(pairer.pair(zh, among: pages), TranslationPairing(translationID: zh.id, sourceID: "path-controls", score: 1, margin: 1, explicit: true))
        zh.translationOf = "no-such-page"
        XCTAssertNil(pairer.pair(zh, among: pages))
        XCTAssertEqual(pairer.pairAll([zh], among: pages), [:])
    }
}
