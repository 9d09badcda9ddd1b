@testable import Build
import Diagnostics
import FileIO
import Foundation
import TestSupport
import XCTest

/// The search index is built beside the later steps (`BuildPipeline.model`: linking, rendering), from the site as it is
/// once links are resolved, and joined once the pages are rendered: the same files as building it after linking.
final class IndexBesideLinkingTests: XCTestCase {
    /// The seeds plus a page whose middle paragraph is only a missing image: resolving leaves that block out, so
    /// an index made before resolving would search a different text.
    func extra() -> [String: String] {
        ["Content/layout-notes.md": """
        # Layout notes

        Leave room around the search field so the scope bar does not crowd it.

        ![](images/not-there.png)

        Keep the cancel button beside the field while people type.
        """]
    }

    func testBesideAndAfterLinkingMakeTheSameFiles() throws {
        var beside = BuildPipeline(options: SiteFixture.options(), fileSystem: try SiteFixture.seedFileSystem(extra: extra()))
        beside.indexesBesideLinking = true
        var after = BuildPipeline(options: SiteFixture.options(), fileSystem: try SiteFixture.seedFileSystem(extra: extra()))
        after.indexesBesideLinking = false
        let a = beside.make(), b = after.make()
        XCTAssertFalse(a.diagnostics.hasErrors, DiagnosticPrinter.render(a.diagnostics, format: .text))
        XCTAssertTrue(a.diagnostics.contains { $0.identifier == "image.missing" }, "the image is left out")
        let index = a.steps.first { $0.name == "Index for search" }
        XCTAssertEqual(index?.detail.hasSuffix("(beside the later steps)"), true, String(describing: index))
        XCTAssertEqual(b.steps.first { $0.name == "Index for search" }?.detail.hasSuffix("(beside the later steps)"), false)
        // Links resolved first, then the stages that only add links; the index, joined after the pages, is logged last.
        let names = a.steps.map(\.name)
        XCTAssertEqual(names.filter { ["Resolve links", "Cross-reference", "Check links", "Link glossary terms", "Index for search"].contains($0) },
                       ["Resolve links", "Cross-reference", "Check links", "Link glossary terms", "Index for search"])
        let filesA = Dictionary(uniqueKeysWithValues: a.files.map { ($0.path, $0.data) })
        let filesB = Dictionary(uniqueKeysWithValues: b.files.map { ($0.path, $0.data) })
        XCTAssertEqual(Set(filesA.keys), Set(filesB.keys))
        XCTAssertGreaterThan(filesA.keys.count { $0.hasPrefix("search/") }, 3)
        for (path, data) in filesA where filesB[path] != data { XCTFail("\(path) differs") }
    }
}
