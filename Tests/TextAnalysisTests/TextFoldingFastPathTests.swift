import Foundation
@testable import TextAnalysis
import XCTest

/// The scalar-by-scalar fold of Chinese text's punctuation must give what the normalising fold gives.
final class TextFoldingFastPathTests: XCTestCase {
    func testSimpleFoldMatchesGeneralFold() {
        var scalars: [Unicode.Scalar] = (0x20..<0x7F).map { Unicode.Scalar($0)! } + (0xFF01...0xFF5E).map { Unicode.Scalar($0)! }
        scalars += [0xB7, 0xD7, 0x200B, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2026, 0x3001, 0x3002, 0x4E00, 0x641C, 0x9FFF]
            .map { Unicode.Scalar($0)! } + (0x300A...0x300F).map { Unicode.Scalar($0)! }
        for scalar in scalars {
            let text = "A" + String(scalar) + "搜索b"
            XCTAssertEqual(TextFolding.foldSimple(text), TextFolding.foldGeneral(text), "U+\(String(scalar.value, radix: 16))")
        }
        let samples = ["“范围控制”？（Scope Bar）！", "用户界面……很好：‘是的’", "Ｓｗｉｆｔ　ＵＩ", "《搜索》「字段」", "A·B×C — D • E"]
        for text in samples where TextFolding.foldSimple(text) != nil {
            XCTAssertEqual(TextFolding.foldSimple(text), TextFolding.foldGeneral(text), text)
        }
    }

    /// The eight-bytes-at-a-time ASCII test agrees with a byte-by-byte one, a byte beyond ASCII at every offset.
    func testASCIITestFindsEveryByteBeyondASCII() {
        for length in 0..<20 {
            let ascii = String(repeating: "a", count: length)
            XCTAssertTrue(ASCIIRun.isASCII(ascii), "\(length)")
            for k in 0...length {
                let text = String(ascii.prefix(k)) + "é" + String(ascii.dropFirst(k))
                XCTAssertFalse(ASCIIRun.isASCII(text), text)
            }
        }
        XCTAssertFalse(ASCIIRun.isASCII(String(repeating: "x", count: 40) + "搜"))
        // A run ends at the first byte beyond ASCII, or at the end it is given.
        var text = "abcdefghijklmnopé" + String(repeating: "z", count: 20)
        text.withUTF8 { bytes in
            XCTAssertEqual(ASCIIRun.end(in: bytes, from: 0, to: bytes.count), 16)
            XCTAssertEqual(ASCIIRun.end(in: bytes, from: 3, to: 11), 11)
            XCTAssertEqual(ASCIIRun.end(in: bytes, from: 18, to: bytes.count), bytes.count)
        }
        XCTAssertTrue(ASCIIRun.isASCII(NSString(string: "bridged text, all ASCII") as String))
    }

    func testOtherScalarsTakeTheGeneralFold() {
        XCTAssertNil(TextFolding.foldSimple("Cafe\u{301}"))
        XCTAssertNil(TextFolding.foldSimple("Straße"))
        XCTAssertNil(TextFolding.foldSimple("ｶﾀｶﾅ"))
        XCTAssertEqual(TextFolding.fold("“范围控制”？（Scope）"), "“范围控制”?(scope)")
        XCTAssertNil(TextFolding.foldSimple("a😀"), "a four-byte scalar it does not know")
        XCTAssertEqual(TextFolding.fold("ABC 搜索 Z…"), "abc 搜索 z...")
    }

    /// Cut at ASCII white space and folded piece by piece through a memo, text folds exactly as it does whole: marks
    /// after a space, compositions within a word (й, أ, が from its parts), compatibility forms that become spaces.
    func testFoldWithMemoMatchesTheWholeFold() {
        let pieces = ["Straße", "ΟΔΟΣ", "οδός", "йогурт", "Й", "и\u{306}", "أ", "ا\u{654}", "か\u{3099}", "が", "한국어", "\u{1100}\u{1161}",
                      "ﬁle", "İstanbul", "Cafe\u{301}", " \u{301}x", "\u{301}", "a\u{A0}b", "a\u{3000}b", "\u{A8}", "ｶﾀｶﾅ", "搜索",
                      "Scope", "हिन्दी", "ไทย", "😀", "’s", "\u{2126}", "=\u{338}"]
        let memo = FoldMemo()
        var texts: [String] = []
        for a in pieces { for b in pieces.prefix(12) { for gap in [" ", "\n", "\t", "\r\n", "  ", ""] { texts.append(a + gap + b) } } }
        for text in texts + texts {  // twice: the second time from the memo
            XCTAssertEqual(TextFolding.fold(text, memo: memo), TextFolding.fold(text), text.debugDescription)
        }
    }
}
