import Foundation
import Ingest
import SiteModel
import Support
import XCTest
@testable import Render

/// The captions script a talk page loads on demand: `ConcordCaptions.register("<hash>", <JSON>);`.
final class CaptionsFileTests: XCTestCase {
    private func session(_ segments: [Segment], video: String? = "https://example.com/videos/292") -> SessionInfo {
        SessionInfo(transcriptID: "t", videoURL: video, segments: segments)
    }

    /// Splits a captions script into its hash and its JSON, checking the frame around them.
    private func parts(_ file: RenderedFile) throws -> (hash: String, json: Data) {
        let text = String(decoding: file.data, as: UTF8.self)
        let prefix = "\u{FEFF}ConcordCaptions.register(\""
        XCTAssertTrue(text.hasPrefix(prefix), text)
        XCTAssertTrue(text.hasSuffix(");\n"), text)
        let body = text.dropFirst(prefix.count).dropLast(3)
        let quote = try XCTUnwrap(body.firstIndex(of: "\""))
        let hash = String(body[..<quote])
        XCTAssertEqual(body[body.index(after: quote)], ",")
        return (hash, Data(body[body.index(quote, offsetBy: 2)...].utf8))
    }

    func testTextsThatNeedEscapingComeBackAsWritten() throws {
        let texts = ["He said \"search\" \\ twice", "a <script>", "line\nbreak\ttab", "sep\u{2028}arator", "中文字幕", "DEL\u{7F} and \u{1}"]
        let segments = texts.enumerated().map { Segment(start: Double($0.offset) * 2.6, text: $0.element) }
        let file = SiteRenderer.captionsFile(session(segments))
        let (hash, json) = try parts(file)
        XCTAssertEqual(file.path, "captions/\(hash).js")
        XCTAssertEqual(hash, ContentHash.hex(Array(json), length: 10), "named by the hash of its JSON")
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: json) as? [String: Any])
        XCTAssertEqual(object["v"] as? String, "https://example.com/videos/292/")
        let rows = try XCTUnwrap(object["s"] as? [[Any]])
        XCTAssertEqual(rows.map { $0[1] as? String }, texts)
        XCTAssertEqual(rows.map { $0[0] as? Int }, [0, 2, 5, 7, 10, 13], "whole seconds")
        let raw = String(decoding: json, as: UTF8.self)
        XCTAssertFalse(raw.contains("<"), "no markup in a script, even inlined")
        XCTAssertFalse(raw.contains("\u{2028}"), "no line terminators older JavaScript rejects")
    }

    func testUnknownTimesAndMissingVideoAreNull() throws {
        let file = SiteRenderer.captionsFile(session([Segment(start: 359999, text: "placeholder time")], video: nil))
        let json = try parts(file).json
        XCTAssertEqual(String(decoding: json, as: UTF8.self), #"{"s":[[null,"placeholder time"]],"v":null}"#)
    }

    func testIdenticalCaptionsShareOneFile() {
        let a = SiteRenderer.captionsFile(session([Segment(start: 1, text: "Hello")]))
        let b = SiteRenderer.captionsFile(session([Segment(start: 1, text: "Hello")]))
        let c = SiteRenderer.captionsFile(session([Segment(start: 1, text: "Hello!")]))
        XCTAssertEqual(a.path, b.path)
        XCTAssertNotEqual(a.path, c.path)
    }
}
