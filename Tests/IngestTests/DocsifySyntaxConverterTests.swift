@testable import Ingest
import Diagnostics
import FileIO
import XCTest

/// docsify's own Markdown (its documentation showed `?>`, `!>` and `:id=` as text, and link options as tooltips).
final class DocsifySyntaxConverterTests: XCTestCase {
    func testTipsAnchorsAndLinkOptionsLineForLine() {
        let source = """
            ## themeColor ⚠️ :id=themecolor

            ?> *TODO* unit test
            !> Deprecated since v5.

            ## Plugins :docsify-ignore

            ![logo](_media/icon.svg ':size=50x100')
            [filename](_media/example.md ':include')
            [code](_media/example.js ':include :type=code :fragment=demo')
            [frame](https://example.org ':include :type=iframe width=100% height=400px')
            [GitHub](https://github.com ':target=_blank') and [a "real" title](page.md "Page")

            ```md
            ?> kept in code
            ```
            """
        XCTAssertEqual(DocsifySyntaxConverter.markdown(source), """
            ## themeColor ⚠️ {#themecolor}

            > [!tip] *TODO* unit test
            > [!warning] Deprecated since v5.

            ## Plugins

            ![logo](_media/icon.svg)
            [filename](_media/example.md)
            [code](_media/example.js)
            [frame](https://example.org)
            [GitHub](https://github.com) and [a "real" title](page.md "Page")

            ```md
            ?> kept in code
            ```
            """)
        XCTAssertEqual(DocsifySyntaxConverter.markdown("Plain text.\n"), "Plain text.\n")
    }

    /// On a page: the tip is a call-out, the heading keeps docsify's anchor and none of the syntax shows.
    func testADocsifyPageReads() throws {
        var problems: [Diagnostic] = []
        let fs = MemoryFileSystem(["Content/docs/configuration.md": "# Configuration\n\n## themeColor :id=themecolor\n\n?> Set it once.\n\n[Home](README.md ':target=_blank')\n",
                                   "Content/docs/README.md": "# docsify\n\nA documentation site generator.\n"])
        let content = ContentReader(fileSystem: fs, root: "Content").read(problems: &problems)
        let page = try XCTUnwrap(content.documents.first { $0.title == "Configuration" })
        let html = page.blocks.map(\.html).joined(separator: "\n")
        XCTAssertTrue(html.contains("id=\"themecolor\""), html)
        XCTAssertEqual(page.blocks.compactMap(\.callout), ["tip"], html)
        XCTAssertFalse(html.contains(":id=") || html.contains("?>") || html.contains(":target"), html)
    }

    /// docsify's embeds: a Markdown file's text in place, a code file as a code block, the embedded Markdown no page of
    /// its own; an iframe stays a link (docsify's own documentation showed "filename" links).
    func testEmbedsAreTheirFiles() throws {
        var problems: [Diagnostic] = []
        let fs = MemoryFileSystem([
            "Content/docs/embed-files.md": "# Embed files\n\n[filename](_media/example.md ':include')\n\n[code](_media/example.js ':include :type=code')\n\n[frame](https://example.org ':include :type=iframe')\n",
            "Content/docs/_media/example.md": "Embedded **text** of a file.\n",
            "Content/docs/_media/example.js": "console.log('hi')\n",
        ])
        let content = ContentReader(fileSystem: fs, root: "Content").read(problems: &problems)
        XCTAssertEqual(content.documents.map(\.title), ["Embed files"])
        let blocks = try XCTUnwrap(content.documents.first?.blocks)
        XCTAssertEqual(blocks.map(\.text), ["Embedded text of a file.", "console.log('hi')\n", "frame"])
        XCTAssertTrue(blocks[1].html.contains("language-js"), blocks[1].html)
        XCTAssertEqual(content.linkable, [], "no page links to the embedded files")
    }

    /// A page that embeds a file and also links to it as it is (`':ignore'`, docsify's "the original content"): the
    /// file stays no page, and is a file pages link to.
    func testAnEmbeddedFileAPageLinksToIsLinkable() {
        var problems: [Diagnostic] = []
        let fs = MemoryFileSystem([
            "Content/docs/embed-files.md": "# Embed files\n\n[filename](_media/example.md ':include')\n\nSee [the original](_media/example.md ':ignore').\n",
            "Content/docs/_media/example.md": "Embedded **text** of a file.\n",
        ])
        let content = ContentReader(fileSystem: fs, root: "Content").read(problems: &problems)
        XCTAssertEqual(content.documents.map(\.title), ["Embed files"])
        XCTAssertEqual(content.linkable, ["docs/_media/example.md"])
    }
}
