import Foundation
@testable import Render
import XCTest

/// The file and folder name checks of a language's home page, written by hand where regular expressions were
/// compiled for every page (tldr's 5,000 pages a language): they must say what the expressions said.
final class FolderNameTests: XCTestCase {
    static let names = [
        "", "1", "12", "123", "1234", "4-how-to", "10-reference", "123-x", "1234-x", "1_a", "2.b", "3 c", "4-", "4--x",
        "4-1", "٣-كتاب", "४-अध्याय", "ch04-01-what-is-ownership.md", "appendix-01.md", "abcdefgh1.md", "abcdefghi1.md",
        "README.md", "a", "Z9", "é1", "ab_1", "hig-components-controls", "1-argocd.md", "01-intro", "x.md", "١٢٣ x",
        "00-index", "99-äpfel", "7_日本", "12.5-notes", " 1-x",
    ]

    func testNumberedNamesAreWhatTheExpressionMatched() {
        for name in Self.names {
            XCTAssertEqual(SiteRenderer.startsNumbered(name), name.range(of: #"^[A-Za-z]{0,8}\d+"#, options: .regularExpression) != nil, name)
        }
    }

    func testHumanisedNamesDropTheNumberTheExpressionFound() {
        func expected(_ name: String) -> String {
            var name = Substring(name)
            if let order = name.range(of: #"^\d{1,3}[-_. ]"#, options: .regularExpression), name[order.upperBound...].first?.isLetter == true {
                name = name[order.upperBound...]
            }
            let words = name.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " }).joined(separator: " ")
            guard let first = words.first else { return String(name) }
            return first.uppercased() + words.dropFirst()
        }
        for name in Self.names { XCTAssertEqual(SiteRenderer.humanised(name), expected(name), name) }
        XCTAssertEqual(SiteRenderer.humanised("4-how-to"), "How to")
    }

    func testHTMLThatShowsNothingIsWhatTheExpressionLeftBlank() {
        for html in ["", " ", "<span id=\"a\"></span>", "<span id=\"a\"> </span>\n", "<span>x</span>", "a < b", "<b>", "<", ">",
                     "<a\nhref=x></a>", "< >x", "<p></p><p>\u{00A0}</p>", "<img src=x>", "<span></span>é", "<<>>", "<>"] {
            let blank = html.replacingOccurrences(of: #"<[^>]*>"#, with: "", options: .regularExpression).allSatisfy(\.isWhitespace)
            let shown = ["<img", "<svg", "<video", "<iframe", "<picture", "<audio", "<hr"].contains(where: html.contains)
            XCTAssertEqual(SiteRenderer.showsNothing(html), blank && !shown, html)
        }
    }
}
