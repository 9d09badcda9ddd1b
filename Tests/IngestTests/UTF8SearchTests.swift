import Ingest
import XCTest

final class UTF8SearchTests: XCTestCase {
    func testRangeContainsAndReplace() {
        let text = "范围 <a data-x=\"1\">one</a> and <a data-x=\"2\">two</a>"
        let first = try! XCTUnwrap(text.utf8Range(of: "<a data-x=\""))
        XCTAssertEqual(String(text[first]), "<a data-x=\"")
        let second = try! XCTUnwrap(text.utf8Range(of: "<a data-x=\"", from: first.upperBound))
        XCTAssertEqual(String(text[second.upperBound...].prefix(1)), "2")
        XCTAssertNil(text.utf8Range(of: "<a data-x=\"", from: second.upperBound))
        XCTAssertTrue(text.utf8Contains("</a> and"))
        XCTAssertFalse(text.utf8Contains("<b>"))
        XCTAssertEqual(text.utf8Replacing("<a data-x=\"", with: "<a href=\"#"),
                       "范围 <a href=\"#1\">one</a> and <a href=\"#2\">two</a>")
        XCTAssertEqual("don’t won’t".utf8Replacing("’", with: "'"), "don't won't")
        XCTAssertEqual("abc".utf8Replacing("x", with: "y"), "abc")
        XCTAssertEqual("aaa".utf8Replacing("a", with: "bb"), "bbbbbb")
        XCTAssertNil("".utf8Range(of: "a"))
    }
}
