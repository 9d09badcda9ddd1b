@testable import Ingest
import XCTest

/// Which links are relative links to content files, how their paths are read, and which file names pages link to.
final class RelativeLinkTests: XCTestCase {
    func testOnlyRelativeFileLinksAreTargets() {
        for href in ["https://example.org/a.md", "mailto:a@b.c", "#local", "/absolute.md", "?query", "", "tel:123"] {
            XCTAssertNil(RelativeLink.target(href), href)
        }
        XCTAssertEqual(RelativeLink.target("guide.md")?.path, "guide.md")
        XCTAssertEqual(RelativeLink.target("../hig/search%20fields.md#tokens")?.path, "../hig/search fields.md")
        XCTAssertEqual(RelativeLink.target("../hig/search%20fields.md#tokens")?.fragment, "tokens")
        XCTAssertEqual(RelativeLink.target("notes/a.md?x=1")?.path, "notes/a.md")
        XCTAssertEqual(RelativeLink.target("dir/with:colon.md")?.path, "dir/with:colon.md")
        // docsify's heading ids are queries; a fragment wins.
        XCTAssertEqual(RelativeLink.target("themes.md?id=classes")?.fragment, "classes")
        XCTAssertEqual(RelativeLink.target("themes.md?id=classes#other")?.fragment, "other")
        XCTAssertNil(RelativeLink.target("themes.md?id=")?.fragment)
    }

    /// The names that links and media sources end with, as written in a block's HTML (entities and percent
    /// escapes decoded); not addresses with a scheme, fragments of the page or paths from the site's root.
    func testFileNamesLinkedFromBlocksAreThoseOfRelativeLinksAndSources() {
        let blocks = [
            Block(kind: .paragraph, text: "", html: ##"See <a href="../examples/compose.yaml">compose</a> and <a href="https://example.org/LICENSE">x</a>, <a href="#top">top</a>, <a href="/root/Makefile">m</a>."##, line: 1),
            Block(kind: .paragraph, text: "", html: ##"<video controls><source src="media/demo%20clip.webm"></video> <a href="notes/a&amp;b.txt?x=1#y">n</a>"##, line: 2),
            Block(kind: .code, text: "", html: ##"<pre><code>&lt;a href=&quot;code.md&quot;&gt;</code></pre>"##, line: 3),
        ]
        XCTAssertEqual(RelativeLink.fileNames(linkedFrom: blocks), ["compose.yaml", "demo clip.webm", "a&b.txt"])
    }
}
