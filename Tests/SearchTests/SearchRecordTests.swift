import Search
import XCTest

final class SearchRecordTests: XCTestCase {
    func testPlatformsAreFoundAsWholeWordsInAnyCase() {
        XCTAssertEqual(SearchRecord.platforms(mentionedIn: "On iOS, iPadOS and MACOS; also watchOS/tvOS and visionOS."),
                       ["iOS", "iPadOS", "macOS", "tvOS", "visionOS", "watchOS"])
        XCTAssertEqual(SearchRecord.platforms(mentionedIn: "3.1 iOS"), ["iOS"])
        XCTAssertEqual(SearchRecord.platforms(mentionedIn: "iPadOS、macOS"), ["iPadOS", "macOS"])
        XCTAssertEqual(SearchRecord.platforms(mentionedIn: "bios kiosk chaos ios2 macosx"), [])
    }
}
