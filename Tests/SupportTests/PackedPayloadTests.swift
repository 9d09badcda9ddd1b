import Foundation
import Support
import XCTest

/// Packed payloads (`PackedPayload`): deflated JSON in base 85 inside a JSON string.
final class PackedPayloadTests: XCTestCase {
    func testPayloadsComeBackAsWrittenWhateverTheirLength() throws {
        var generator = SystemRandomNumberGenerator()
        // Every padding (the deflated length mod 4), empty and large payloads, text and noise.
        var payloads: [[UInt8]] = (0..<64).map { n in (0..<n).map { _ in UInt8.random(in: 0...255, using: &generator) } }
        payloads.append(Array(#"{"r":[["en/a.html#t1",null,"Search fields","中文 “quotes” \\ <b>"]]}"#.utf8))
        payloads.append(Array(String(repeating: "search field placeholder ", count: 4_000).utf8))
        for payload in payloads {
            let packed = PackedPayload.pack(payload)
            XCTAssertEqual(packed.first, UInt8(ascii: "\""))
            XCTAssertEqual(packed.last, UInt8(ascii: "\""))
            let digits = Array(packed.dropFirst().dropLast())
            XCTAssertEqual((digits.count - 1) % 5, 0)
            XCTAssertEqual(PackedPayload.unpack(digits), payload)
        }
        let text = Array(String(repeating: "search field placeholder ", count: 4_000).utf8)
        XCTAssertLessThan(PackedPayload.pack(text).count, text.count / 50, "redundant text packs small")
    }

    func testDigitsAreSafeInsideAStringInsideAScript() {
        XCTAssertEqual(Set(PackedPayload.alphabet).count, 85)
        for digit in PackedPayload.alphabet {
            XCTAssertTrue((0x21...0x7E).contains(digit), "printable ASCII")
            XCTAssertFalse(Array(#""\<>'"#.utf8).contains(digit), "no quote, backslash or markup")
        }
    }

    func testWhatIsNotAPackedPayloadIsRefused() {
        let packed = Array(PackedPayload.pack(Array("hello".utf8)).dropFirst().dropLast())
        XCTAssertNil(PackedPayload.unpack(Array(packed.dropLast())), "a cut group")
        XCTAssertNil(PackedPayload.unpack([UInt8(ascii: "4")] + packed.dropFirst()), "padding over 3")
        XCTAssertNil(PackedPayload.unpack(packed.prefix(1) + Array("\"\"\"\"\"".utf8) + packed.dropFirst(6)), "a digit outside the alphabet")
        XCTAssertNil(PackedPayload.unpack(packed.prefix(1) + Array("#####".utf8)), "a group over 2³² − 1")
        XCTAssertNil(PackedPayload.unpack(Array("0".utf8) + Array(PackedPayload.alphabet.prefix(5))), "not a deflate stream")
    }

    func testAScriptsPayloadIsReadPackedOrNot() {
        let json = Array(#"{"a":1}"#.utf8)
        let plain = Array("\u{FEFF}ConcordSearch.register(\"manifest\",".utf8) + json + Array(");\n".utf8)
        let packed = Array("\u{FEFF}ConcordSearch.register(\"en/d-1\",".utf8) + PackedPayload.pack(json) + Array(");\n".utf8)
        XCTAssertEqual(PackedPayload.payload(ofScript: plain), json)
        XCTAssertEqual(PackedPayload.payload(ofScript: packed), json)
        // The plain form of a packed script, for its compressed copies; none for anything else.
        XCTAssertEqual(PackedPayload.plainScript(packed), Array("\u{FEFF}ConcordSearch.register(\"en/d-1\",".utf8) + json + Array(");\n".utf8))
        let captions = Array("\u{FEFF}ConcordCaptions.register(\"0a1b2c3d4e\",".utf8) + PackedPayload.pack(json) + Array(");\n".utf8)
        XCTAssertEqual(PackedPayload.plainScript(captions), Array("\u{FEFF}ConcordCaptions.register(\"0a1b2c3d4e\",".utf8) + json + Array(");\n".utf8))
        XCTAssertNil(PackedPayload.plainScript(plain), "not packed")
        XCTAssertNil(PackedPayload.plainScript(Array("\u{FEFF}Other.register(\"k\",".utf8) + PackedPayload.pack(json) + Array(");\n".utf8)), "not ours")
        XCTAssertNil(PackedPayload.plainScript(Array(packed.dropFirst(3))), "no BOM: not written by Concord")
    }
}
