@testable import Align
import Diagnostics
import Ingest
import XCTest

/// Some 2012 caption exports write 359999.999 (99:59:59.999) for every unknown start.
final class TranscriptPlaceholderTests: XCTestCase {
    func testReaderKeepsWordsAndWarnsOnce() throws {
        let json = """
        {"id": "wwdc2012-999", "language": "eng", "segments": [
          {"start": 10.5, "text": "Good morning."},
          {"start": 359999.999, "text": "No time here."},
          {"start": 359999.999, "text": "Nor here."},
          {"start": 20, "text": "But here again."}]}
        """
        var problems: [Diagnostic] = []
        let document = try XCTUnwrap(TranscriptReader.read(json, path: "t.json", problems: &problems))
        let segments = try XCTUnwrap(document.transcript?.segments)
        XCTAssertEqual(segments.map(\.knownStart), [10.5, nil, nil, 20])
        XCTAssertEqual(problems.map(\.identifier), ["transcript.start.placeholder"])
        XCTAssertEqual(problems.first?.severity, .warning)
    }

    func testPlaceholderTimesAreUnknown() {
        let transcript = Transcript(id: "t", languageCode: "eng", source: nil, segments: [
            Segment(start: 3, text: "Hello and welcome to the session about search."),
            Segment(start: 359_999.999, text: "This part of the captions has no real time at all."),
        ])
        let result = TranscriptAligner.align(prose: ["Hello and welcome to the session about search.",
                                                     "This part of the captions has no real time at all."], transcript: transcript)
        XCTAssertEqual(result.paragraphs.map(\.start), [3, nil])
        XCTAssertEqual(result.paragraphs.map(\.spoken), [true, true])
        let built = TranscriptParagraphBuilder.build(transcript)
        XCTAssertEqual(built.paragraphs.first?.start, 3)
        XCTAssertTrue(built.paragraphs.flatMap(\.sentences).contains { $0.start == nil })
    }
}
