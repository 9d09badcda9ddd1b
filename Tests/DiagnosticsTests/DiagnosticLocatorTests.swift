import Diagnostics
import XCTest

/// Problems about a link inside a block, narrowed from the block's first line to where the link is written.
final class DiagnosticLocatorTests: XCTestCase {
    private func locate(_ d: Diagnostic, in text: String) -> Diagnostic {
        DiagnosticLocator.locate([d]) { $0 == "a.md" ? text : nil }[0]
    }

    private func missing(_ href: String, line: Int) -> Diagnostic {
        .warning("link.content.missing", "found a link to '\(href)'", source: "a.md", line: line, excerpt: href)
    }

    func testALinkInATableRowIsFoundOnItsRowAndColumn() {
        let text = "# T\n\n| Name | See |\n|---|---|\n| One | [x](one.md) |\n| Two | [y](gone.md) |\n"
        let d = locate(missing("gone.md", line: 3), in: text)
        XCTAssertEqual(d.range, SourceRange(SourcePosition(line: 6, column: 13), SourcePosition(line: 6, column: 20)))
        XCTAssertEqual(d.formatted, "a.md:6:13: warning: found a link to 'gone.md' [link.content.missing]")
    }

    func testColumnsCountCharactersNotBytes() {
        let d = locate(missing("缺失.md", line: 1), in: "参见[说明](缺失.md)。\r\n")
        XCTAssertEqual(d.range?.start, SourcePosition(line: 1, column: 8))
    }

    func testLinesAfterCRLFAndPercentEncodedTargets() {
        let text = "# T\r\n\r\nSee\r\n[the notes](<my notes.md>).\r\n"
        let d = locate(missing("my%20notes.md", line: 3), in: text)
        XCTAssertEqual(d.range?.start, SourcePosition(line: 4, column: 14))
    }

    func testAnExcerptWrittenOnlyBeforeTheBlockOrNowhereKeepsTheBlocksLine() {
        let text = "[a](gone.md)\n\nText.\n\nMore text.\n"
        XCTAssertEqual(locate(missing("gone.md", line: 3), in: text).range, SourceRange(line: 3))
        XCTAssertEqual(locate(missing("elsewhere.md", line: 1), in: text).range, SourceRange(line: 1))
        // An unreadable file, or a problem without an excerpt, is left as it is.
        var other = missing("gone.md", line: 1)
        other.source = "b.md"
        XCTAssertEqual(DiagnosticLocator.locate([other]) { _ in nil }, [other])
        let plain = Diagnostic.warning("file.empty", "found an empty file", source: "a.md", line: 1)
        XCTAssertEqual(locate(plain, in: text), plain)
    }

    func testTheExcerptTravelsInJSON() throws {
        let d = missing("gone.md", line: 2)
        let decoded = try JSONDecoder().decode(Diagnostic.self, from: JSONEncoder().encode(d))
        XCTAssertEqual(decoded, d)
        XCTAssertEqual(decoded.excerpt, "gone.md")
    }
}
