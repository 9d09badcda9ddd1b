import Build
import Diagnostics
import Foundation
import XCTest

/// `concord check`'s link checker: broken files and anchors are errors naming the page and the link.
final class LinkCheckerTests: XCTestCase {
    func file(_ path: String, _ html: String) -> (path: String, data: Data) { (path, Data(html.utf8)) }

    func testReportsAPlantedBrokenLinkAndABrokenAnchor() {
        let files = [
            file("en/a.html", """
            <html><body><h1 id="top">A</h1>
            <a href="b.html#intro">fine</a>
            <a href="missing.html">broken page</a>
            <a href="b.html#nowhere">broken anchor</a>
            <a href="#top">fine</a> <a href="https://example.org/x">external</a>
            </body></html>
            """),
            file("en/b.html", #"<html><body><section id="intro">B</section><link rel="alternate" hreflang="zh-Hans" href="../zh-Hans/b.html"></body></html>"#),
        ]
        let problems = LinkChecker(files: files, baseURL: nil).check()
        let errors = problems.filter { $0.severity == .error }
        XCTAssertEqual(errors.map(\.identifier).sorted(), ["link.anchor.broken", "link.broken", "link.broken"])
        let page = errors.first { $0.summary.contains("missing.html") }
        XCTAssertEqual(page?.source, "en/a.html")
        XCTAssertEqual(page?.range?.start.line, 3)
        let anchor = errors.first { $0.identifier == "link.anchor.broken" }
        XCTAssertEqual(anchor?.source, "en/a.html")
        XCTAssertTrue(anchor?.summary.contains("b.html#nowhere") ?? false)
        XCTAssertTrue(errors.contains { $0.source == "en/b.html" && $0.summary.contains("zh-Hans/b.html") }, "hreflang alternates are checked")
        XCTAssertTrue(problems.contains { $0.identifier == "link.external" && $0.severity == .note }, "external links are listed, not fetched")
    }

    func testSearchDataURLsAreChecked() {
        let files = [
            file("en/a.html", #"<p id="t1">x</p>"#),
            file("search/en/d-1.js", #"ConcordSearch.register("en/d-1",{"r":[["en/a.html#t1","en/a.html"],["en/a.html#gone","en/zz.html"]]})"#),
        ]
        let errors = LinkChecker(files: files, baseURL: nil).check().filter { $0.severity == .error }
        XCTAssertEqual(errors.count, 2, errors.map(\.summary).joined(separator: "\n"))
        XCTAssertTrue(errors.allSatisfy { $0.source == "search/en/d-1.js" })
    }
}
