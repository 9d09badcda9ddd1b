import Foundation
import Support
import XCTest

/// `Whitespace` answers as Foundation does, for ASCII and for white space outside it.
final class WhitespaceTests: XCTestCase {
    func testTrimmedAndBlankAgreeWithFoundation() {
        let pieces = ["", " ", "\t", "\n", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{A0}", "\u{2003}", "\u{3000}", "\u{200B}",
                      "\u{FEFF}", "a", "Search", "搜索", "é", "e\u{301}", "\u{301}", ".", "x y", "🙂"]
        var strings: [String] = []
        for a in pieces { for b in pieces { for c in ["", " ", "\u{3000}", "z"] { strings.append(a + b + c); strings.append(c + a + b) } } }
        for s in strings {
            let foundation = s.trimmingCharacters(in: .whitespacesAndNewlines)
            XCTAssertEqual(Whitespace.trimmed(s), foundation, s.debugDescription)
            XCTAssertEqual(Whitespace.isBlank(s), foundation.isEmpty, s.debugDescription)
            XCTAssertEqual(Whitespace.trimmedSpaces(s), s.trimmingCharacters(in: .whitespaces), s.debugDescription)
        }
    }
}
