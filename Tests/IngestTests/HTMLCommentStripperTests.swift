import FileIO
@testable import Ingest
import XCTest

/// A comment opened after another closed on the same line hides what it holds, as in a browser (Material Web's
/// catalog headers showed as a paragraph on 12 of 30 pages).
final class HTMLCommentStripperTests: XCTestCase {
    func testACommentOpenedAfterAClosedOneHidesItsLines() throws {
        let page = """
            <!-- catalog-only-start --><!-- ---
            name: Bundle Sizes
            title: Bundle Sizes
            -----><!-- catalog-only-end -->

            # Size

            Material web components are small.
            """
        let (content, problems) = readContent(MemoryFileSystem(["Content/size.md": page]))
        XCTAssertEqual(problems, [])
        let doc = try XCTUnwrap(content.documents.first)
        XCTAssertEqual(doc.title, "Size")
        XCTAssertEqual(doc.blocks.map(\.text), ["Material web components are small."])
        XCTAssertEqual(HTMLCommentStripper.markdown(page).components(separatedBy: "\n").count, page.components(separatedBy: "\n").count)
    }
}
