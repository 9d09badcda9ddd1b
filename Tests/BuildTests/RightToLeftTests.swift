import Build
import Diagnostics
import FileIO
import TestSupport
import XCTest

/// Pages in a language written right to left (Arabic, Persian, Hebrew…) say so, as `dir="rtl"`, wherever their text
/// is: the page, its article, its column of the side-by-side view. Left-to-right pages carry no `dir` at all.
final class RightToLeftTests: XCTestCase {
    func testArabicPagesAreMarkedRightToLeft() throws {
        let english = "# Colour\n\nColour shows hierarchy and state.\n\n## Contrast\n\nKeep a contrast ratio of 4.5:1 for text.\n"
        let arabic = "# اللون\n\nيُظهر اللون التسلسل الهرمي والحالة.\n\n## التباين\n\nحافظ على نسبة تباين 4.5:1 للنص.\n"
        let fs = try SiteFixture.seedFileSystem(extra: ["Content/docs/en/colour.md": english, "Content/docs/ar/colour.md": arabic])
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        XCTAssertEqual(built.diagnostics.filter { $0.severity == .error }.map(\.formatted), [])
        let page = try XCTUnwrap(SiteFixture.text(built, "ar/colour.html"), "\(built.files.map(\.path).filter { $0.hasPrefix("ar/") })")
        XCTAssertTrue(page.contains("<html lang=\"ar\" dir=\"rtl\""), page)
        XCTAssertTrue(page.contains("<article class=\"doc\" lang=\"ar\" dir=\"rtl\">"), page)
        let parallel = try XCTUnwrap(SiteFixture.text(built, "ar/colour.parallel.html"), "\(built.files.map(\.path).filter { $0.hasPrefix("ar/") })")
        XCTAssertTrue(parallel.contains("<td lang=\"ar\" dir=\"rtl\">"), parallel)
        XCTAssertTrue(parallel.contains("<td lang=\"en\">"), parallel)
        let englishPage = try XCTUnwrap(SiteFixture.text(built, "en/colour.html"))
        XCTAssertFalse(englishPage.contains("dir=\""), "left to right is the default")
    }
}
