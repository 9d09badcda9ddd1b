import Diagnostics
@testable import Ingest
import XCTest

final class TitleWordFormsTests: XCTestCase {
    private func restore(_ title: String, _ body: String) -> String {
        TitleWordForms.restore(title, body: body.split(separator: "\n"))
    }

    func testAcronymsAndBrandNamesTakeTheFormTheProseUses() {
        XCTAssertEqual(restore("Hig Components Search", """
            Apple HIG: Navigation Components
            • hig-components-menus -- menus
            Apple HIG text and images. <!-- hig-doctor:canonical -->
            """), "HIG Components Search")
        XCTAssertEqual(restore("Designing for ios and Macos", "Apps on iOS, (iOS) and macOS. More macOS."), "Designing for iOS and macOS")
    }

    func testTitlesStayAsWrittenUnlessTheProseIsClearAndRepeated() {
        XCTAssertEqual(restore("Hig Basics", "The HIG says so."), "Hig Basics", "once is not enough")
        XCTAssertEqual(restore("Hig Basics", "The HIG says so. The Hig says so."), "Hig Basics", "the prose disagrees with itself")
        XCTAssertEqual(restore("Search Fields", "A search field. Search fields. SEARCH"), "Search Fields", "no capital inside: ordinary words")
        XCTAssertEqual(restore("SwiftUI Views", "swiftui views, Swiftui"), "SwiftUI Views", "a title's own mixed case is kept")
        XCTAssertEqual(restore("Ios Guide", "see ios-guide, docs/iOS/app and https://x.org/iOS"), "Ios Guide",
                       "slugs, paths and URLs are not prose")
    }

    func testPlainTextTitlesFromFileNamesAreRestored() {
        var problems: [Diagnostic] = []
        let docs = PlainTextReader.read("Hig Components Search\n\nApple HIG: Navigation\n\nThe HIG lists components.\n",
                                        path: "skill.txt", manifest: SiteManifest(), problems: &problems)
        XCTAssertEqual(docs.first?.title, "HIG Components Search")
        XCTAssertEqual(docs.first?.id, "hig-components-search", "ids and URLs do not change")
    }
}
