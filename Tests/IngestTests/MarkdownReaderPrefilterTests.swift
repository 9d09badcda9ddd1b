@testable import Ingest
import Foundation
import XCTest

/// The first-character checks in front of the Markdown reader's regular expressions only skip texts the
/// expressions cannot match.
final class MarkdownReaderPrefilterTests: XCTestCase {
    private func matches(_ regex: NSRegularExpression, _ text: String) -> Bool {
        regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// Every ASCII first character, before texts that match from the second character on, and the forms each
    /// expression takes.
    private var samples: [String] {
        let tails = ["[1:35] And so on.", "**[12:05]** Next.", "2024-01-31 release", "Updated 3/4/2025", "Jan 5, 2024 notes",
                     "12 March 2023", " [0:07]", "Search fields let people find things.", ""]
        let firsts = (0x20..<0x7F).map { String(UnicodeScalar(UInt8($0))) } + ["\u{00A0}", "\u{3000}", "年", "é", "\t", "\n"]
        return firsts.flatMap { first in tails.map { first + $0 } } + tails
    }

    /// Asserts `check` rules out no sample that `regex` matches, and more than half of the samples.
    private func assertRulesOutOnlyNonMatches(_ check: (String) -> Bool, _ regex: NSRegularExpression,
                                              file: StaticString = #filePath, line: UInt = #line) {
        var ruledOut = 0
        for text in samples where !check(text) {
            ruledOut += 1
            XCTAssertFalse(matches(regex, text), text, file: file, line: line)
        }
        XCTAssertGreaterThan(ruledOut, samples.count / 2, "most texts are ruled out by their first character", file: file, line: line)
    }

    func testTimeMarkCheckNeverRulesOutAMatch() {
        assertRulesOutOnlyNonMatches(MarkdownReader.mayStartWithTimeMark, MarkdownReader.mark)
        XCTAssertTrue(matches(MarkdownReader.mark, "  **[1:35]** And"))
        XCTAssertTrue(MarkdownReader.mayStartWithTimeMark("  **[1:35]** And"))
    }

    func testDateCheckNeverRulesOutAMatch() {
        assertRulesOutOnlyNonMatches(MarkdownReader.mayStartWithDate, MarkdownReader.datePattern)
        for date in ["Updated 3/4/2025", "2024-01-31", "Jan 5, 2024", "LAST MODIFIED: 2023.1.2", "12 March 2023"] {
            XCTAssertTrue(matches(MarkdownReader.datePattern, date), date)
            XCTAssertTrue(MarkdownReader.mayStartWithDate(date), date)
        }
    }

    /// The byte trim of front matter lines gives what Foundation's trim of `.whitespaces` gives, other space
    /// characters at either end included.
    func testTrimmedSpacesMatchFoundationsTrim() {
        let cores = ["---", "...", "+++", "", "title: Search", "年", "é", "a\u{00A0}b"]
        let ends = ["", " ", "\t", "  \t ", "\u{00A0}", "\u{3000}", " \u{2003}", "\u{00A0} ", "\r"]
        for core in cores {
            for before in ends {
                for after in ends {
                    let line = Substring(before + core + after)
                    XCTAssertEqual(String(MarkdownReader.trimmedSpaces(line)), line.trimmingCharacters(in: .whitespaces),
                                   line.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
                }
            }
        }
    }

    /// The hand-written time mark scan reads every sample as the regular expression does, or leaves it to it.
    func testTimeMarkScanAgreesWithTheExpression() {
        let marks = ["[1:35] a", "**[12:05]** b", "[1:02:03]c", "[1:234] d", "[1:2] e", "[:35] f", "[1:35:] g", "[1:35:7] h",
                     "**[1:35] i", "*[1:35] j", "[99999999999999999999:00] k", "[1:35]**\u{00A0}l", "[1:35]\u{3000}m", "[1:35]\u{000B}n",
                     "[١:٣٥] o", "[1:35]", "[1:35]** ", "[1:35]\t\n p"]
        let heads = ["", " ", "\t", "\n", "\u{000B}", "\u{00A0}", "\u{3000}", "年", "x", "**"]
        var decided = 0
        for text in heads.flatMap({ head in marks.map { head + $0 } }) {
            let scan = MarkdownReader.scanTimeMark(text)
            guard scan != .undecided else { continue }
            decided += 1
            let m = MarkdownReader.mark.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
            guard let m else { XCTAssertEqual(scan, .none, text.debugDescription); continue }
            func int(_ i: Int) -> Int? { Range(m.range(at: i), in: text).flatMap { Int(text[$0]) } }
            let end = text.utf8.distance(from: text.startIndex, to: Range(m.range, in: text)!.upperBound)
            if case .found(let a, let b, let c, let scanned) = scan {
                XCTAssertEqual([a, b, c], [int(1), int(2), int(3)], text.debugDescription)
                XCTAssertEqual(scanned, end, text.debugDescription)
            } else {
                // A match whose numbers `Int` cannot read is no time mark either way.
                XCTAssertTrue(int(1) == nil || int(2) == nil, text.debugDescription)
            }
        }
        XCTAssertGreaterThan(decided, 100, "most samples (all but those with Unicode spaces) are decided without the expression")
    }

    /// The byte count of a link line agrees with the character count on ASCII text.
    func testLinkLineByBytesAgreesWithCharacters() {
        let texts = ["Home | Guides | Search", "  Home / Guides  ", "[1:35] And so on, the talk goes.", "a - b - c", "\tx\n", "   ", "",
                     "Read more: Search fields, Scope bars", "One\u{000B}two", "end.\n\n", "\u{00A0}Home · Guides\u{3000}",
                     "It’s “quoted” — and – dashed • bulleted", "搜索 | 范围", "e\u{0301} | é", "👍🏽 | 🇫🇷", "a\r\nb", "\u{2028}x\u{2029}",
                     " \u{0085}x y\u{00A0} ", "   a   "]
        for text in texts {
            for length in [0, 1, 4, 8, 12, 16, 30] {
                XCTAssertEqual(MarkdownReader.isLinkLine(text: text, linkTextLength: length),
                               MarkdownReader.linkLineByCharacters(text: text, linkTextLength: length), "\(text.debugDescription) \(length)")
            }
        }
    }

    /// Strip patterns matched as one alternation drop the same lines as each pattern on its own; patterns with
    /// backreferences, named groups or flags are not combined.
    func testStripPatternsCombineIntoOneExpression() throws {
        let patterns = [#"^>\s*\*\*Source\*\*"#, #"^\s*<!-- hig-doctor:"#, #"^Up next$"#, #"(?<=x)y"#, #"a|b$"#, #"^\d{4}-\d{2}$"#]
        let rules = try patterns.map(StripRule.init(pattern:))
        let union = try XCTUnwrap(StripRule.union(rules))
        let lines = ["> **Source**: Apple", "  <!-- hig-doctor: x", "Up next", "Up next!", "xy", "y", "cab", "a", "b", "2024-01",
                     "2024-01-02", "", "plain text", "> Source"]
        for line in lines {
            let range = NSRange(line.startIndex..., in: line)
            XCTAssertEqual(union.regex.firstMatch(in: line, range: range) != nil,
                           rules.contains { $0.regex.firstMatch(in: line, range: range) != nil }, line)
        }
        for apart in [#"(a)\1"#, #"(?i)up next"#, #"(?<n>a)\k<n>"#, #"(?x) a b"#] {
            XCTAssertNil(StripRule.union(rules + [try StripRule(pattern: apart)]), apart)
        }
        XCTAssertNil(StripRule.union([rules[0]]), "one pattern needs no union")
    }

    /// Lines cut on bytes are the lines cut by `Character`: LF, CRLF and lone CR, also next to combining marks,
    /// emoji and CJK text.
    func testLinesCutOnBytesAsOnCharacters() {
        func byCharacters(_ text: String) -> [Substring] {
            var result: [Substring] = []
            var start = text.startIndex, i = text.startIndex
            while i < text.endIndex {
                let c = text[i]
                if c == "\n" || c == "\r" || c == "\r\n" { result.append(text[start..<i]); start = text.index(after: i) }
                i = text.index(after: i)
            }
            result.append(text[start..<text.endIndex])
            return result
        }
        let pieces = ["a", "\n", "\r", "\r\n", "\n\r", "\u{0301}", "é", "👍🏽", "搜索", "", "\n\n", "\u{2028}", " "]
        var texts = [""]
        for a in pieces { for b in pieces { for c in pieces { texts.append(a + b + c) } } }
        for text in texts {
            XCTAssertEqual(TextDecoder.lines(text), byCharacters(text), text.debugDescription)
        }
    }
}
