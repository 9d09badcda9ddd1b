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

    func testOtherScalarsTakeTheGeneralFold() {
        XCTAssertNil(TextFolding.foldSimple("Cafe\u{301}"))
        XCTAssertNil(TextFolding.foldSimple("Straße"))
        XCTAssertNil(TextFolding.foldSimple("ｶﾀｶﾅ"))
        XCTAssertEqual(TextFolding.fold("“范围控制”？（Scope）"), "“范围控制”?(scope)")
        XCTAssertNil(TextFolding.foldSimple("a😀"), "a four-byte scalar it does not know")
        XCTAssertEqual(TextFolding.fold("ABC 搜索 Z…"), "abc 搜索 z...")
    }
}
