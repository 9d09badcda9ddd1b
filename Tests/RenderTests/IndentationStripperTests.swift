@testable import Render
import XCTest

final class IndentationStripperTests: XCTestCase {
    func testDropsIndentationAndBlankLines() {
        let html = "<header>\n  <nav>\n    <a href=\"a\">A</a>\n\n      \n    <a href=\"b\">B</a>\n  </nav>\n</header>\n"
        XCTAssertEqual(IndentationStripper.strip(html), "<header>\n<nav>\n<a href=\"a\">A</a>\n<a href=\"b\">B</a>\n</nav>\n</header>\n")
    }

    func testKeepsTheLineBreakBetweenWords() {
        // The break still separates the words, so the text renders the same.
        XCTAssertEqual(IndentationStripper.strip("<p>one\n    two</p>"), "<p>one\ntwo</p>")
    }

    func testKeepsPreformattedContentByteForByte() {
        let code = "<pre class=\"code\"><code>func f() {\n    return 1\n\n}\n</code></pre>"
        XCTAssertEqual(IndentationStripper.strip("  <div>\n    " + code + "\n  </div>"), "<div>\n" + code + "\n</div>")
        let upper = "<PRE>\n  x\n</PRE>"
        XCTAssertEqual(IndentationStripper.strip(upper), upper)
        let area = "<textarea>\n  kept\n</textarea>"
        XCTAssertEqual(IndentationStripper.strip(area), area)
        let script = "<script>\n  const s = `a\n   b`;\n</script>\n  <p>x</p>"
        XCTAssertEqual(IndentationStripper.strip(script), "<script>\n  const s = `a\n   b`;\n</script>\n<p>x</p>")
        // A tag that only starts with the same letters is not one of them.
        XCTAssertEqual(IndentationStripper.strip("<prefix>\n  a</prefix>"), "<prefix>\na</prefix>")
    }

    func testKeepsAttributeValuesThatSpanLines() {
        let html = "<div title=\"first\n   second\"\n     data-x='a\n  b'>\n  text</div>"
        XCTAssertEqual(IndentationStripper.strip(html), "<div title=\"first\n   second\"\ndata-x='a\n  b'>\ntext</div>")
        // A quote in text is not an attribute's.
        XCTAssertEqual(IndentationStripper.strip("<p>It's\n   here</p>"), "<p>It's\nhere</p>")
    }

    func testCommentsAndTheirTagsAreCopied() {
        let html = "<!-- <pre> -->\n   <p>a\n   b</p>"
        XCTAssertEqual(IndentationStripper.strip(html), "<!-- <pre> -->\n<p>a\nb</p>")
    }

    func testKeepsNonASCIIText() {
        XCTAssertEqual(IndentationStripper.strip("<p>搜索栏\n    “quoted”</p>\n"), "<p>搜索栏\n“quoted”</p>\n")
    }
}
