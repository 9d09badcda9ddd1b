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
