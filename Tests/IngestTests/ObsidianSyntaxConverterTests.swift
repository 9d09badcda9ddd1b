@testable import Ingest
import XCTest

/// Obsidian's embeds, own-page and block links, block ids and comments (its help vault), every line keeping its number.
final class ObsidianSyntaxConverterTests: XCTestCase {
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
