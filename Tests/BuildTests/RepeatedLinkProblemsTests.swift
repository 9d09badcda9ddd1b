@testable import Build
import Diagnostics
import XCTest

final class RepeatedLinkProblemsTests: XCTestCase {
    func testTheSameLinkProblemInManyFilesIsShownForTheFirstThree() {
        let summary = "found a link to '/settings#param-icons', but 'settings' has no section or paragraph 'param-icons'"
        var problems = (1...6).map { Diagnostic.warning("xref.target.unknown", summary, source: "page\($0).mdx", line: 10) }
        problems.insert(.warning("xref.target.unknown", summary, source: "page1.mdx", line: 20), at: 1)
        problems.append(.warning("link.anchor.missing", "found a link to '#a'", source: "other.md", line: 1))
        problems.append(.error("xref.target.unknown", summary, source: "page9.mdx", line: 1))
        let collapsed = RepeatedLinkProblems.collapse(problems)
        XCTAssertEqual(collapsed.map { $0.source ?? "" }, ["page1.mdx", "page1.mdx", "page2.mdx", "page3.mdx", "other.md", "page9.mdx"])
        XCTAssertEqual(collapsed[3].notes, ["the same in 3 more files: page4.mdx, page5.mdx, page6.mdx"])
        XCTAssertEqual(collapsed[0].notes, [])
        // Three files or fewer: all shown.
        XCTAssertEqual(RepeatedLinkProblems.collapse(Array(problems.prefix(4))).count, 4)
    }
}
