import Diagnostics
@testable import Ingest
import XCTest

final class TitleWordFormsTests: XCTestCase {
    private func restore(_ title: String, _ body: String) -> String {
        TitleWordForms(body.split(separator: "\n")).restore(title)
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

    func testTheTitlesOwnLineDoesNotCountAgainstTheProse() {
        let forms = TitleWordForms(["Hig Basics", "The HIG says so.", "Read the HIG."])
        XCTAssertEqual(forms.restore("Hig Basics", excluding: "Hig Basics"), "HIG Basics")
        XCTAssertEqual(forms.restore("Hig Basics"), "Hig Basics", "counted, the title's own 'Hig' disagrees with the prose")
    }

    func testPlainTextTitlesFromFileNamesAreRestored() {
        var problems: [Diagnostic] = []
        let docs = PlainTextReader.read("Hig Components Search\n\nApple HIG: Navigation\n\nThe HIG lists components.\n",
                                        path: "skill.txt", manifest: SiteManifest(), problems: &problems)
        XCTAssertEqual(docs.first?.title, "HIG Components Search")
        XCTAssertEqual(docs.first?.id, "hig-components-search", "ids and URLs do not change")
    }
}
