import Foundation
import Support
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

    /// Lines as Foundation's `components(separatedBy: "\n")` cuts them: a "\r\n" is one character to it, so a file with
    /// Windows line ends stays one line there, as before.
    func testSubstringRangeLastRangeAndData() {
        let line = "x %% a %% y %% b %%"
        let rest = line.dropFirst(2)  // "%% a %% y %% b %%", offsets from the substring's own start
        let open = try! XCTUnwrap(rest.utf8Range(of: "%%"))
        XCTAssertEqual(line.distance(from: line.startIndex, to: open.lowerBound), 2)
        let close = try! XCTUnwrap(rest.utf8Range(of: "%%", from: open.upperBound))
        XCTAssertEqual(String(rest[open.upperBound..<close.lowerBound]), " a ")
        XCTAssertNil(rest.dropFirst(16).utf8Range(of: "%%"))
        // The last occurrence, as Foundation's backwards search finds it, on text beyond ASCII too.
        for text in ["semver ^1.2 and ^2.0", "^ 插件 ^块 ^id", "no caret", " ^", "^"] {
            XCTAssertEqual(text.utf8LastRange(of: " ^"), text.range(of: " ^", options: .backwards), text)
        }
        XCTAssertTrue(Data("a --8<-- b".utf8).containsUTF8("--8<--"))
        XCTAssertFalse(Data("a --8< b".utf8).containsUTF8("--8<--"))
        XCTAssertFalse(Data().containsUTF8("x"))
    }

    func testLineComponentsCutAsFoundationDoes() {
        for text in ["", "\n", "a\nb\n", "a\r\nb\nc", "x\u{301}\ny", "x\n\u{301}y", "\r\n\n\r", "范围\n\n控制", "é\ne\u{301}\n"] {
            XCTAssertEqual(text.lineComponents, text.components(separatedBy: "\n"), text.debugDescription)
        }
        XCTAssertEqual("a\r\nb\nc".lineComponents, ["a\r\nb", "c"])
    }

    /// The slices are the same lines, cut from the text itself: joined again they are the text, byte for byte.
    func testLineSlicesAreTheLinesOfTheText() {
        for text in ["", "\n", "a\nb\n", "a\r\nb\nc", "x\u{301}\ny", "x\n\u{301}y", "\r\n\n\r", "范围\n\n控制", "é\ne\u{301}\n"] {
            let slices = text.lineSlices
            XCTAssertEqual(slices.map(String.init), text.components(separatedBy: "\n"), text.debugDescription)
            XCTAssertEqual(Array(slices.joined(separator: "\n").utf8), Array(text.utf8), text.debugDescription)
            XCTAssertEqual(slices.first?.startIndex, text.startIndex)
            XCTAssertEqual(slices.last?.endIndex, text.endIndex)
        }
    }
}
