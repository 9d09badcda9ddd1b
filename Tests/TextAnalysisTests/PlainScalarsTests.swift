import Foundation
import TextAnalysis
import XCTest

/// `PlainScalars`' ranges against Foundation and the standard library, scalar by scalar.
final class PlainScalarsTests: XCTestCase {
    func testEveryPlainScalarIsItsOwnDecompositionUnreorderedAndACharacterOfItsOwn() {
        var plain: [Unicode.Scalar] = []
        for v in UInt32(0)..<0x10000 where PlainScalars.contains(v) {
            guard let scalar = Unicode.Scalar(v) else { XCTFail("U+\(String(v, radix: 16)) is no scalar"); continue }
            plain.append(scalar)
            let text = String(Character(scalar))
            XCTAssertEqual(Array(text.decomposedStringWithCanonicalMapping.unicodeScalars), [scalar], "U+\(String(v, radix: 16)) decomposes")
            XCTAssertEqual(scalar.properties.canonicalCombiningClass, .notReordered, "U+\(String(v, radix: 16)) reorders")
            XCTAssertFalse(scalar.properties.isGraphemeExtend, "U+\(String(v, radix: 16)) extends a character")
        }
        XCTAssertGreaterThan(plain.count, 27_000)
        // All of them in a row, and each beside a Latin letter, a line feed and a Chinese character: one character each.
        var all = String.UnicodeScalarView()
        all.append(contentsOf: plain)
        XCTAssertEqual(String(all).count, plain.count)
        for neighbour in ["a", "\n", "中"] {
            for scalar in plain.prefix(200) + plain.suffix(200) {
                XCTAssertEqual((neighbour + String(Character(scalar)) + neighbour).count, 3, "U+\(String(scalar.value, radix: 16)) beside \(neighbour)")
            }
        }
        // Left out: what decomposes, reorders or joins the character before it.
        for v: UInt32 in [0x0D, 0xE9, 0x0301, 0x302A, 0x302F, 0x3099, 0xF900, 0xFF9E, 0xFF9F, 0xAC00] {
            XCTAssertFalse(PlainScalars.contains(v), "U+\(String(v, radix: 16))")
        }
    }
}
