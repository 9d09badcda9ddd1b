import Ingest
import Search
import SiteModel
import XCTest

final class SearchRecordTests: XCTestCase {
    func testPlatformsAreFoundAsWholeWordsInAnyCase() {
        XCTAssertEqual(SearchRecord.platforms(mentionedIn: "On iOS, iPadOS and MACOS; also watchOS/tvOS and visionOS."),
                       ["iOS", "iPadOS", "macOS", "tvOS", "visionOS", "watchOS"])
        XCTAssertEqual(SearchRecord.platforms(mentionedIn: "3.1 iOS"), ["iOS"])
        XCTAssertEqual(SearchRecord.platforms(mentionedIn: "iPadOS、macOS"), ["iPadOS", "macOS"])
        XCTAssertEqual(SearchRecord.platforms(mentionedIn: "bios kiosk chaos ios2 macosx"), [])
        XCTAssertEqual(SearchRecord.platforms(mentionedIn: "IOS"), ["iOS"], "a name that ends the text")
        XCTAssertEqual(SearchRecord.platforms(mentionedIn: "x-tvOS é watchOS_ tvOS1 1iOS"), ["tvOS", "watchOS"])
    }
}

/// A page's summary rides on its first record when that record's text does not begin with it.
final class SearchRecordSummaryTests: XCTestCase {
    func page(_ id: String, summary: String, first: String) -> Page {
        Page(id: id, language: "en", contentLanguage: "en", role: .original, url: "en/\(id).html", kind: .guideline, title: id.capitalized,
             summary: summary, sourcePath: "\(id).md", sections: [
                Section(anchor: "introduction", heading: nil, level: 0, blocks: [PageBlock(block: Block(kind: .paragraph, text: first, line: 1), anchor: "p1")]),
                Section(anchor: "usage", heading: "Usage", level: 2, blocks: [PageBlock(block: Block(kind: .paragraph, text: "Use it well.", line: 3), anchor: "p2")]),
             ])
    }

    func testSummaryOnFirstRecordOnlyWhereItAddsSomething() {
        let site = Site(title: "T", baseURL: nil, languages: ["en"], pages: [
            page("toggles", summary: "A toggle lets people choose between two states.", first: "Skip Navigation Design Components"),
            page("buttons", summary: "A button starts an action.", first: "A button starts an action. It has a label."),
        ])
        let records = SearchRecords.make(site)
        XCTAssertEqual(records.first { $0.id == "en/toggles#introduction" }?.summary, "A toggle lets people choose between two states.")
        XCTAssertNil(records.first { $0.id == "en/toggles#usage" }?.summary, "only the page's first record")
        XCTAssertNil(records.first { $0.id == "en/buttons#introduction" }?.summary, "the text already begins with it")
    }
}
