import Diagnostics
import XCTest

final class DiagnosticTests: XCTestCase {
    func testFormatsLikeACompiler() {
        let d = Diagnostic.error("transcript.start.notNumber", "found a string for 'start', expected a number",
                                 source: "Content/talk.json", line: 3, column: 14, notes: ["segments are {start, text}"])
        XCTAssertEqual(d.formatted, """
            Content/talk.json:3:14: error: found a string for 'start', expected a number [transcript.start.notNumber]
                note: segments are {start, text}
            """)
    }

    func testWithoutLocation() {
        XCTAssertEqual(Diagnostic.warning("x.y", "something").formatted, "warning: something [x.y]")
    }

    func testSortedByFileThenPosition() {
        let list = [
            Diagnostic.error("b", "b", source: "b.txt", line: 1),
            Diagnostic.error("a2", "a", source: "a.txt", line: 9),
            Diagnostic.error("a1", "a", source: "a.txt", line: 2, column: 5),
        ]
        XCTAssertEqual(list.sortedForDisplay.map(\.identifier), ["a1", "a2", "b"])
        XCTAssertTrue(list.hasErrors)
        XCTAssertFalse([Diagnostic.warning("w", "w")].hasErrors)
    }

    func testTextReportCountsProblems() {
        let text = DiagnosticPrinter.render([.error("e", "bad", source: "f", line: 1), .warning("w", "meh")], format: .text)
        XCTAssertTrue(text.hasSuffix("1 error, 1 warning\n"), text)
    }

    func testJSONReportRoundTrips() throws {
        let original = [Diagnostic.error("file.empty", "found an empty file, expected content", source: "a.txt", line: 1)]
        let json = DiagnosticPrinter.render(original, format: .json)
        let decoded = try JSONDecoder().decode([Diagnostic].self, from: Data(json.utf8))
        XCTAssertEqual(decoded, original)
        XCTAssertTrue(json.contains("\"identifier\" : \"file.empty\""))
    }

    func testLineIndexHandlesAllLineEnds() {
        let index = LineIndex("ab\ncd\r\nef\rgh")
        XCTAssertEqual(index.position(utf8Offset: 0), SourcePosition(line: 1, column: 1))
        XCTAssertEqual(index.position(utf8Offset: 4), SourcePosition(line: 2, column: 2))
        XCTAssertEqual(index.position(utf8Offset: 7), SourcePosition(line: 3, column: 1))
        XCTAssertEqual(index.position(utf8Offset: 10), SourcePosition(line: 4, column: 1))
        XCTAssertEqual(index.lineCount, 4)
    }

    func testColumnsCountCharactersNotBytes() {
        let index = LineIndex("搜索栏 x")
        XCTAssertEqual(index.position(utf8Offset: "搜索栏 ".utf8.count), SourcePosition(line: 1, column: 5))
    }
}
