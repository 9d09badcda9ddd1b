@testable import TextAnalysis
import XCTest

/// The language detector cuts prose into tokens on bytes; it must cut exactly where splitting the text's
/// characters at spaces, tabs and line feeds does.
final class LanguageDetectorTokensTests: XCTestCase {
    static func reference(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map(String.init)
    }

    static func tokens(_ text: String) -> [String] {
        var found: [String] = []
        LanguageDetector.forEachToken(in: text) { found.append(String($0)) }
        return found
    }

    func testSeparatorsThatAreNotCharactersOfTheirOwn() {
        let cases = [
            "", " ", "a", " a  b\tc\nd ", "a\r\nb", "a\r \nb", "a \u{301}b", "a\t\u{301}b", "a\n\u{301}b",
            "\u{600} 12", "\u{600}\t12", "a \u{200D}b", "a \u{903}b", "👍 \u{1F3FB}", "范围 控制\n性能", "é e\u{301} x",
            "\r\n\r\n", "a\r", "\n\n a",
        ]
        for text in cases {
            XCTAssertEqual(Self.tokens(text), Self.reference(text), text.debugDescription)
        }
        XCTAssertEqual(Self.tokens("a \u{301}b c"), ["a \u{301}b", "c"])
    }

    func testRandomTextCutsAsCharactersDo() {
        let pieces = [" ", " ", "\n", "\t", "\r", "\r\n", "\u{301}", "\u{600}", "\u{200D}", "\u{903}", "\u{1F3FB}",
                      "a", "word", "é", "范", "👍", "/", "@"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            XCTAssertEqual(Self.tokens(text), Self.reference(text), text.debugDescription)
        }
    }
}
