@testable import Ingest
import XCTest

/// Fenced code as the syntax passes see it, line by line; the tracker settles most lines on their first byte past
/// the indent, and must agree with its rules read character by character (`isCodeByCharacters`).
final class CodeFenceTrackerTests: XCTestCase {
    func testFencesOpenAndClose() {
        var tracker = CodeFenceTracker(seesQuotedFences: true)
        let lines = ["Text", "```swift", "let a = 1", "  ```", "> ~~~~", "> code", "~~~~", "After", "```js```", "` ``"]
        XCTAssertEqual(lines.map { tracker.isCode($0) }, [false, true, true, true, true, true, true, false, false, false])
    }

    /// Inline code spans cut at backticks as the line's characters are, in ASCII lines and in others.
    func testInlineCodePiecesCutAsCharactersDo() {
        for line in ["", "`", "``", "a`b`c", "* \\[[`0a1b2c3`](https://github.com/nodejs/node/commit/0a1b2c3)] - x", "`\u{301}a`b", "范`围`", "\r\n`x"] {
            XCTAssertEqual(InlineCode.pieces(line), line.split(separator: "`", omittingEmptySubsequences: false), line.debugDescription)
        }
        XCTAssertEqual(InlineCode.outside("a [[x]] `[[y]]` b", { $0.uppercased() }), "A [[X]] `[[y]]` B")
    }

    func testAgreesWithTheRulesCharacterByCharacter() {
        let pieces = [" ", " ", ">", "`", "`", "```", "~", "~~~", "\u{301}", "a", "范", "\t", "js"]
        var generator = SystemRandomNumberGenerator()
        for quoted in [false, true] {
            for _ in 0..<300 {
                var tracker = CodeFenceTracker(seesQuotedFences: quoted), reference = CodeFenceTracker(seesQuotedFences: quoted)
                for _ in 0..<30 {
                    let line = (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
                    XCTAssertEqual(tracker.isCode(line), reference.isCodeByCharacters(line), line.debugDescription)
                    XCTAssertEqual(tracker.isCode(Substring(line)), reference.isCodeByCharacters(line), line.debugDescription)
                }
            }
        }
    }
}
