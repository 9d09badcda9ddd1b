@testable import Build
import Foundation
import Support
import XCTest

/// The compressed copies hosts pick by header.
final class CompressionTests: XCTestCase {
    /// A gzip member's contents (no name, no extra fields: what `Zlib.gzip` writes).
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
}
