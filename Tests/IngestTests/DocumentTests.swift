import Ingest
import XCTest

final class DocumentTests: XCTestCase {
    func testSegmentsKeepEveryCaptionInOneStoreAndReadBackTheSame() {
        let list = [Segment(start: 0, text: "Hi.", line: 2, column: 5), Segment(start: 1.5, text: "", line: 3, column: 5),
                    Segment(start: 359_999.999, text: "对不起 — ça va?", line: 4, column: 7)]
        var segments = Segments(list)
        XCTAssertEqual(Array(segments), list)
        XCTAssertEqual(segments.count, 3)
        XCTAssertEqual(segments.start(at: 1), 1.5)
        XCTAssertEqual(segments.knownStart(at: 0), 0)
        XCTAssertNil(segments.knownStart(at: 2), "a placeholder time is no time")
        // Replacing a caption (tools do) changes only that caption.
        segments[0].text = "Hello there."
        XCTAssertEqual(segments.map(\.text), ["Hello there.", "", "对不起 — ça va?"])
        segments.append(Segment(start: 4, text: "Bye."))
        XCTAssertEqual(segments.last?.text, "Bye.")
        // Equal captions are equal (and hash alike) however they were stored.
        var built = Segments(Array(segments.prefix(3)))
        built.append(Segment(start: 4, text: "Bye."))
        XCTAssertEqual(built, segments)
        XCTAssertEqual(Set([built, segments]).count, 1)
        XCTAssertNotEqual(Segments(list), segments)
    }

    func testPlainBlocksEscapeTheirTextOnlyWhenAskedAndCompareByWhatTheyShow() {
        let plain = Block(kind: .paragraph, text: "Don't <wait>", line: 1)
        XCTAssertEqual(plain.html, "Don&#39;t &lt;wait&gt;")
        XCTAssertTrue(plain.isPlainText)
        let given = Block(kind: .paragraph, text: "Don't <wait>", html: "Don&#39;t &lt;wait&gt;", line: 1)
        XCTAssertTrue(given.isPlainText)
        XCTAssertEqual(plain, given, "the same text and HTML, one given and one derived")
        XCTAssertEqual(Set([plain, given]).count, 1)
        var linked = plain
        linked.html = "Don&#39;t <a href=\"w.html\">&lt;wait&gt;</a>"
        XCTAssertFalse(linked.isPlainText)
        XCTAssertNotEqual(linked, plain)
        // Given HTML stays when the text changes after it (readers set both).
        linked.text = "Don't wait"
        XCTAssertEqual(linked.html, "Don&#39;t <a href=\"w.html\">&lt;wait&gt;</a>")
    }
}
