import Foundation
import Support
import XCTest

/// libdeflate's streams, read back by zlib (as browsers' `DecompressionStream` and hosts' clients read them).
final class DeflateTests: XCTestCase {
    private let texts: [[UInt8]] = [
        [],
        Array("search".utf8),
        Array(#"{"t":"scope\tscope\t1a1\nsearch\t2b3"}"#.utf8),
        Array(String(repeating: "Scope controls narrow a search. 范围控制缩小搜索范围。", count: 3_000).utf8),
        (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) },  // incompressible
    ]

    func testRawDeflateInflatesToItsInput() throws {
        for text in texts {
            let deflated = text.withUnsafeBytes(Deflate.raw)
            XCTAssertEqual(try XCTUnwrap(Zlib.inflateRaw(Data(deflated)), "\(text.count) bytes"), Data(text))
            XCTAssertEqual(deflated, text.withUnsafeBytes(Deflate.raw), "the same bytes every time")
        }
        let repetitive = texts[3], deflated = repetitive.withUnsafeBytes(Deflate.raw)
        XCTAssertLessThan(deflated.count, repetitive.count / 50)
    }

    func testGzipIsOneMemberWithNoNameNoTimeAndTheInputsChecksum() throws {
        for text in texts {
            let gz = Array(Deflate.gzip(Data(text)))
            XCTAssertEqual(Array(gz.prefix(4)), [0x1F, 0x8B, 0x08, 0x00], "deflate, no flags (no name, no extra field)")
            XCTAssertEqual(Array(gz[4..<8]), [0, 0, 0, 0], "no time")
            XCTAssertEqual(try XCTUnwrap(Zlib.inflateRaw(Data(gz[10..<(gz.count - 8)]))), Data(text))
            let trailer = Array(gz.suffix(8))
            func le(_ bytes: ArraySlice<UInt8>) -> UInt32 { bytes.reversed().reduce(0) { $0 << 8 | UInt32($1) } }
            XCTAssertEqual(le(trailer[0..<4]), Zlib.crc32(text))
            XCTAssertEqual(le(trailer[4..<8]), UInt32(text.count))
        }
    }

    /// Compressors are shared by the build's threads (`Deflate`'s pool): every stream still comes out whole.
    func testConcurrentUseGivesTheSameStreams() {
        let texts = self.texts, expected = texts.map { $0.withUnsafeBytes(Deflate.raw) }
        let results = (0..<64).concurrentMap { i in texts[i % texts.count].withUnsafeBytes(Deflate.raw) }
        for (i, r) in results.enumerated() { XCTAssertEqual(r, expected[i % texts.count]) }
    }
}
