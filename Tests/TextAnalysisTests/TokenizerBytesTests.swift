@testable import TextAnalysis
import XCTest

/// The tokenizer reads UTF-8 bytes; it must cut exactly where the rules (read scalar by scalar) cut.
final class TokenizerBytesTests: XCTestCase {
    /// The rules of `Tokenizer`, scalar by scalar: the implementation the byte reader replaced.
    static func reference(_ text: String, startPosition: Int = 0) -> (tokens: [Tokenizer.Token], nextPosition: Int) {
        var tokens: [Tokenizer.Token] = []
        let scalars = Array(text.unicodeScalars)
        var position = startPosition, i = 0, offset = 0
        func wordPart(_ s: Unicode.Scalar) -> Bool { Tokenizer.isWordScalar(s) && !Tokenizer.isCJK(s.value) }
        while i < scalars.count {
            let s = scalars[i]
            if Tokenizer.isCJK(s.value) {
                let start = i, startOffset = offset
                var run = String.UnicodeScalarView()
                while i < scalars.count, Tokenizer.isCJK(scalars[i].value) { run.append(scalars[i]); offset += scalars[i].utf16.count; i += 1 }
                tokens.append(.init(text: String(run), position: position, isCJK: true, utf16Range: startOffset..<offset))
                position += i - start
            } else if wordPart(s) {
                let startOffset = offset
                var word = String.UnicodeScalarView()
                while i < scalars.count {
                    let c = scalars[i]
                    guard wordPart(c) || (c == "'" && i + 1 < scalars.count && wordPart(scalars[i + 1])) else { break }
                    word.append(c); offset += c.utf16.count; i += 1
                }
                if word.count <= Tokenizer.maxWordLength {
                    tokens.append(.init(text: String(word), position: position, isCJK: false, utf16Range: startOffset..<offset))
                }
                position += 1
            } else {
                offset += s.utf16.count; i += 1
            }
        }
        return (tokens, position)
    }

    func testExamples() {
        let (tokens, next) = Tokenizer.tokenize("don't stop 'quoted' l'écran 搜索栏 x\u{301}y 😀 a𠀀b", startPosition: 3)
        XCTAssertEqual(tokens.map(\.text), ["don't", "stop", "quoted", "l'écran", "搜索栏", "x\u{301}y", "a", "𠀀", "b"])
        XCTAssertEqual(tokens.map(\.position), [3, 4, 5, 6, 7, 10, 11, 12, 13])
        XCTAssertEqual(next, 14)
        // UTF-16 ranges: the emoji and the supplementary ideograph take two units each.
        XCTAssertEqual(tokens[7].utf16Range, 40..<42)
        XCTAssertEqual(Tokenizer.tokenize(String(repeating: "a", count: 41) + " b").tokens.map(\.position), [1])
    }

    func testMatchesTheScalarRulesOnRandomText() {
        // Letters, digits, apostrophes, accents and combining marks, CJK (BMP and supplementary), kana, emoji,
        // punctuation, Cyrillic, Arabic, spaces: every class the rules tell apart, next to each other.
        let pieces = ["a", "Z", "7", "'", "’", " ", "-", ".", "é", "\u{301}", "ß", "搜", "索", "々", "カ", "𠀀", "😀", "Ж", "ع",
                      "\u{200B}", "\n", "½", "Ⅻ", "ㄱ", "한", "ﬁ", "\u{FF21}", "x", "don't", "\u{E9}'", "''"]
        var random = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 0...30, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let start = Int.random(in: 0...5, using: &random)
            let got = Tokenizer.tokenize(text, startPosition: start), want = Self.reference(text, startPosition: start)
            XCTAssertEqual(got.tokens, want.tokens, text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
            XCTAssertEqual(got.nextPosition, want.nextPosition, text)
        }
    }

    func testLongWordsAreDroppedButTakeAPosition() {
        let long = String(repeating: "é", count: Tokenizer.maxWordLength + 1)
        XCTAssertEqual(Tokenizer.tokenize("a \(long) b").tokens.map(\.position), Self.reference("a \(long) b").tokens.map(\.position))
        XCTAssertEqual(Tokenizer.tokenize(String(repeating: "é", count: Tokenizer.maxWordLength)).tokens.count, 1)
    }
}
