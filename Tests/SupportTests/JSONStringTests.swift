import Foundation
import Support
import XCTest

/// JSON string literals copy plain runs at once; the result must be what escaping byte by byte gives.
final class JSONStringTests: XCTestCase {
    /// The escaping rules, byte by byte (the implementation the run copying replaced).
    static func reference(_ s: String) -> [UInt8] {
        let hex = Array("0123456789abcdef".utf8)
        var out: [UInt8] = [0x22]
        func escape(_ v: Int) { out += [0x5C, UInt8(ascii: "u"), hex[(v >> 12) & 15], hex[(v >> 8) & 15], hex[(v >> 4) & 15], hex[v & 15]] }
        let bytes = Array(s.utf8)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case 0x22: out += [0x5C, 0x22]
            case 0x5C: out += [0x5C, 0x5C]
            case 0x0A: out += [0x5C, UInt8(ascii: "n")]
            case 0x09: out += [0x5C, UInt8(ascii: "t")]
            case 0x00..<0x20, 0x3C, 0x7F: escape(Int(b))
            case 0xE2 where i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9):
                escape(bytes[i + 2] == 0xA8 ? 0x2028 : 0x2029); i += 2
            default: out.append(b)
            }
            i += 1
        }
        return out + [0x22]
    }

    func testEscapesAsByteByByteDoes() {
        let pieces = ["a", "Search", " ", "\"", "\\", "\n", "\t", "\r", "\u{0}", "\u{1F}", "<", "</script>", "\u{7F}", "’", "—", "“", "\u{2028}",
                      "\u{2029}", "\u{2027}", "\u{202A}", "搜索", "é", "😀"]
        var seed: UInt64 = 0x9E3779B97F4A7C15
        func next(_ n: Int) -> Int {
            seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17
            return Int(seed % UInt64(n))
        }
        var samples = ["", "plain", "It’s “quoted” — and\u{2028}split"] + pieces
        for _ in 0..<2000 { samples.append((0..<next(12)).map { _ in pieces[next(pieces.count)] }.joined()) }
        for s in samples {
            var out: [UInt8] = [0x2C]
            JSONString.append(s, to: &out)
            XCTAssertEqual(out, [0x2C] + Self.reference(s), s.debugDescription)
            XCTAssertEqual(JSONString.literal(s), String(decoding: Self.reference(s), as: UTF8.self))
            // And JSON reads the text back.
            let parsed = try? JSONSerialization.jsonObject(with: Data(JSONString.literal(s).utf8), options: .fragmentsAllowed) as? String
            XCTAssertEqual(parsed, s, s.debugDescription)
        }
    }
}
