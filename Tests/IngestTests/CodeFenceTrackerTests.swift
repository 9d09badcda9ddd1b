@testable import Ingest
import XCTest

/// Fenced code as the syntax passes see it, line by line; the tracker settles most lines on their first byte past
/// the indent, and must agree with the rules read character by character.
final class CodeFenceTrackerTests: XCTestCase {
    /// The rules character by character: the tracker before it read bytes first.
    struct Reference {
        var open: (marker: Character, count: Int, quoted: Bool, indent: Int)?
        let seesQuotedFences: Bool

        mutating func isCode(_ line: String) -> Bool {
            if let fence = open {
                let trimmed = line.drop { $0 == " " || (fence.quoted && $0 == ">") }
                let indent = line.prefix { $0 == " " }.count
                if indent <= fence.indent + 3, trimmed.prefix(while: { $0 == fence.marker }).count >= fence.count,
                   trimmed.drop(while: { $0 == fence.marker }).allSatisfy(\.isWhitespace) { open = nil }
                return true
            }
            let trimmed = line.drop { $0 == " " || (seesQuotedFences && $0 == ">") }
            guard let first = trimmed.first, first == "`" || first == "~" else { return false }
            let run = trimmed.prefix { $0 == first }.count
            guard run >= 3, first == "~" || !trimmed.dropFirst(run).contains("`") else { return false }
            open = (first, run, line.drop(while: { $0 == " " }).first == ">", line.prefix { $0 == " " }.count)
            return true
        }
    }

    func testFencesOpenAndClose() {
        var tracker = CodeFenceTracker(seesQuotedFences: true)
        let lines = ["Text", "```swift", "let a = 1", "  ```", "> ~~~~", "> code", "~~~~", "After", "```js```", "` ``"]
        XCTAssertEqual(lines.map { tracker.isCode($0) }, [false, true, true, true, true, true, true, false, false, false])
    }

    func testAgreesWithTheRulesCharacterByCharacter() {
        let pieces = [" ", " ", ">", "`", "`", "```", "~", "~~~", "\u{301}", "a", "范", "\t", "js"]
        var generator = SystemRandomNumberGenerator()
        for quoted in [false, true] {
            for _ in 0..<300 {
                var tracker = CodeFenceTracker(seesQuotedFences: quoted), reference = Reference(seesQuotedFences: quoted)
                for _ in 0..<30 {
                    let line = (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
                    XCTAssertEqual(tracker.isCode(line), reference.isCode(line), line.debugDescription)
                    XCTAssertEqual(tracker.isCode(Substring(line)), reference.isCode(line), line.debugDescription)
                }
            }
        }
    }
}
