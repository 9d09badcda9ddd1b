@testable import Ingest
import XCTest

/// Obsidian's embeds, own-page and block links, block ids and comments (its help vault), every line keeping its number.
final class ObsidianSyntaxConverterTests: XCTestCase {
    /// Only the lines that change are replaced: the others keep their bytes and their ends ("\r\n" included).
    func testLinesWithoutSyntaxKeepTheirBytes() {
        let source = "# Notes\r\nSee [[#Types]].\r\n\nx = [[1, 2]]\n```\n[[code]]\n```\nDone. ^end"
        XCTAssertEqual(ObsidianSyntaxConverter.markdown(source),
                       "# Notes\r\nSee [Types](#types).\r\n\nx = [[1, 2]]\n```\n[[code]]\n```\nDone.")
        let untouched = "a [[b] c\r\n```\n[[x]]\n```\n"
        XCTAssertEqual(Array(ObsidianSyntaxConverter.markdown(untouched).utf8), Array(untouched.utf8))
    }

    func testEmbedsLinksBlockIDsAndComments() {
        let source = """
            ![[Engelbart.jpg|100]] and ![[diagram.png|A diagram]] and ![[guide.pdf]] and ![[lucide-list.svg#icon]].
            See [[#Supported types]], [[#Types|the types]], [[Daily notes#^daily-notes-date]] and ![[Manage notes#^limits]].
            [[Sidebar#Open hidden sidebars#Mobile and smaller tablets]] and [[Home|Open]] stay wiki links.
            The date format is set here. ^daily-notes-date
            The area is r ^2 and this stays. %%an editor's note%% Shown.
            %%
            A comment over lines
            %% Shown too.
            %% Web Flow
            Platform --> Web
            `![[code.png]]` and Python's [[x for x in row] for row in grid] stay.
            ```
            ![[in code.png]] ^kept
            ```
            """
        let converted = ObsidianSyntaxConverter.markdown(source)
        XCTAssertEqual(converted, """
            ![](<Engelbart.jpg>) and ![A diagram](<diagram.png>) and [guide.pdf](<guide.pdf>) and ![](<lucide-list.svg>).
            See [Supported types](#supported-types), [the types](#types), [[Daily notes]] and [[Manage notes]].
            [[Sidebar#Mobile and smaller tablets]] and [[Home|Open]] stay wiki links.
            The date format is set here.
            The area is r ^2 and this stays.  Shown.


             Shown too.
            %% Web Flow
            Platform --> Web
            `![[code.png]]` and Python's [[x for x in row] for row in grid] stay.
            ```
            ![[in code.png]] ^kept
            ```
            """)
    }
}
