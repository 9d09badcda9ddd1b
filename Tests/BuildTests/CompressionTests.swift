@testable import Build
import Foundation
import Support
import XCTest

/// The compressed copies hosts pick by header.
final class CompressionTests: XCTestCase {
    /// A gzip member's contents (no name, no extra fields: what `Deflate.gzip` writes).
    private func gunzip(_ data: Data) throws -> Data {
        XCTAssertEqual(Array(data.prefix(2)), [0x1F, 0x8B])
        return try XCTUnwrap(Zlib.inflateRaw(data.dropFirst(10).dropLast(8)))
    }

    func testAPackedIndexFilesCopiesAreItsPlainScript() throws {
        let json = Array(#"{"r":[["en/a.html#t1",null,"Search fields","Scope controls narrow a search."]]}"#.utf8)
        let packed = Data("\u{FEFF}ConcordSearch.register(\"en/d-0123456789-0\",".utf8 + PackedPayload.pack(json) + ");\n".utf8)
        let copies = Compression.copies(of: "search/en/d-0123456789-0.js", packed, cache: nil, store: nil)
        let plain = String(decoding: try gunzip(try XCTUnwrap(copies.gz)), as: UTF8.self)
        XCTAssertEqual(plain, "\u{FEFF}ConcordSearch.register(\"en/d-0123456789-0\"," + String(decoding: json, as: UTF8.self) + ");\n")
        XCTAssertNotNil(copies.br)
        // Any other file's copies are of its own bytes: the manifest (not packed), scripts, pages.
        for (path, text) in [("search/manifest.js", "\u{FEFF}ConcordSearch.register(\"manifest\",{\"version\":7});\n"),
                             ("assets/js/site.js", "ConcordSearch.register(\"x\",\"0abc\");\n"), ("en/a.html", "<p>hello</p>")] {
            let data = Data(text.utf8)
            XCTAssertEqual(try gunzip(try XCTUnwrap(Compression.copies(of: path, data, cache: nil, store: nil).gz)), data, path)
        }
    }

    /// A packed script's `.gz` copy is one whole gzip member of its plain script (checksum and size included),
    /// whoever deflated the payload it holds: an older packer's (zlib) too.
    func testAPackedScriptsGzipCopyIsAWholeMemberOfItsPlainScript() throws {
        let json = Array(#"{"t":"scope\t1a1\nsearch\t2b3"}"#.utf8) + Array(repeating: UInt8(ascii: " "), count: 70_000)
        let head = Array("\u{FEFF}ConcordSearch.register(\"en/t-0123456789-0\",".utf8), tail = Array(");\n".utf8)
        let plain = head + json + tail
        let zlibPacked = Self.packed(Array(try XCTUnwrap(Zlib.deflateRaw(Data(json)))))
        for payload in [PackedPayload.pack(json), zlibPacked] {
            let gz = try XCTUnwrap(Compression.copies(of: "search/en/t-0123456789-0.js", Data(head + payload + tail), cache: nil, store: nil).gz)
            XCTAssertEqual(try gunzip(gz), Data(plain))
            XCTAssertEqual(Array(gz[4..<8]), [0, 0, 0, 0], "no time: builds are byte-identical")
            let trailer = Array(gz.suffix(8))
            func le(_ bytes: ArraySlice<UInt8>) -> UInt32 { bytes.reversed().reduce(0) { $0 << 8 | UInt32($1) } }
            XCTAssertEqual(le(trailer[0..<4]), Zlib.crc32(plain), "the checksum of the whole plain script")
            XCTAssertEqual(le(trailer[4..<8]), UInt32(plain.count))
            XCTAssertLessThan(gz.count, 1_000, "compressed, not stored")
        }
    }

    /// `deflated` written as a packed string, as `PackedPayload.pack` writes its own.
    private static func packed(_ deflated: [UInt8]) -> [UInt8] {
        let padding = (4 - deflated.count % 4) % 4, bytes = deflated + [UInt8](repeating: 0, count: padding)
        var out = Array("\"".utf8) + [UInt8(ascii: "0") + UInt8(padding)]
        for i in stride(from: 0, to: bytes.count, by: 4) {
            var value = bytes[i..<(i + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            var digits = [UInt8](repeating: 0, count: 5)
            for k in stride(from: 4, through: 0, by: -1) { digits[k] = PackedPayload.alphabet[Int(value % 85)]; value /= 85 }
            out += digits
        }
        return out + Array("\"".utf8)
    }
}
