import Support
import XCTest

/// Where Markdown's code is, for the passes that rewrite text on bytes (MDX's components, JSX attributes, double
/// hyphens): each had its own scan, and two of them let a code span or fence through.
final class MarkdownCodeTests: XCTestCase {
    func end(_ text: String) -> String {
        let bytes = Array(text.utf8)
        return String(decoding: bytes[..<MarkdownCode.spanEnd(bytes, from: 0)], as: UTF8.self)
    }

    func testCodeSpansEndWithinTheirParagraph() {
        XCTAssertEqual(end("`a` b"), "`a`")
        XCTAssertEqual(end("``a ` b`` c"), "``a ` b``")
        // Over a line break in one paragraph (`cargo install tauri-cli\n--locked` kept its hyphens).
        XCTAssertEqual(end("`cargo install\n--locked` x"), "`cargo install\n--locked`")
        // Not across a blank line, nor into a fence: the backtick is text.
        XCTAssertEqual(end("`open\n\nclose`"), "`")
        XCTAssertEqual(end("`open\n```js\nx`\n```"), "`")
    }

    func testFencesCloseWithTheirOwnCharacter() {
        let text = Array("~~~\n```\n~~~\n".utf8)
        var fence: UInt8?
        var open: [Bool] = []
        for start in [0, 4, 8] {
            fence = MarkdownCode.fence(after: fence, line: MarkdownCode.fenceCharacter(text, lineStart: start))
            open.append(fence != nil)
        }
        XCTAssertEqual(open, [true, true, false], "a ``` line inside a ~~~ fence is code")
        XCTAssertEqual(MarkdownCode.fenceCharacter(Array("> ```".utf8), lineStart: 0, quoted: true), UInt8(ascii: "`"))
        XCTAssertNil(MarkdownCode.fenceCharacter(Array("> ```".utf8), lineStart: 0))
    }
}
