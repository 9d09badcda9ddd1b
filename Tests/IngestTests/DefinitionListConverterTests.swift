import FileIO
import XCTest
@testable import Ingest

final class DefinitionListConverterTests: XCTestCase {
    /// Hugo's documentation as written (Goldmark): terms in code, definitions holding lists and fenced code two
    /// spaces in, a second definition four spaces in.
    func testTermsBoldDefinitionsAndWhatTheyHoldMovedOut() {
        let source = """
            ---
            title: Figure
            : not a definition in front matter
            ---
            `src`
            : (`string`) The `src` attribute.

            Step 3
            : In your _base_ template add a link:

              ```html
              <head>
                <link rel="stylesheet">
              </head>
              ```

            Term
            :   First paragraph.

                Second paragraph, not code.

            After the list.
            """
        XCTAssertEqual(DefinitionListConverter.markdown(source), """
            ---
            title: Figure
            : not a definition in front matter
            ---
            **`src`**\\
            (`string`) The `src` attribute.

            **Step 3**\\
            In your _base_ template add a link:

            ```html
            <head>
              <link rel="stylesheet">
            </head>
            ```

            **Term**\\
            First paragraph.

            Second paragraph, not code.

            After the list.
            """)
    }

    /// Several definitions of one term each on a line; a lazy line continues its definition's paragraph.
    func testSeveralDefinitionsAndLazyLines() {
        XCTAssertEqual(DefinitionListConverter.markdown("Apple\n: A fruit.\n: A company\nwith a lazy line.\n\nNext."),
                       "**Apple**\\\nA fruit.\\\nA company\nwith a lazy line.\n\nNext.")
    }

    /// A term with strong emphasis of its own keeps it (VA's "**claim** (noun) and **file a claim** (verb)"); a
    /// definition that is a list item starts its list, with no hard break before it.
    func testEmphasisedTermsAndListDefinitions() {
        XCTAssertEqual(DefinitionListConverter.markdown("**claim** (noun)\n: A request.\n\n**System**\n: Where it is from:\n: * uswds: The USWDS.\n: * vads: Ours."),
                       "**claim** (noun)\\\nA request.\n\n**System**\\\nWhere it is from:\n* uswds: The USWDS.\n* vads: Ours.")
        XCTAssertEqual(DefinitionListConverter.markdown("Kinds\n: - one\n: - two"), "**Kinds**\n- one\n- two")
        // Loose: a blank line between a one-line term and its definition (Material for MkDocs' settings).
        XCTAssertEqual(DefinitionListConverter.markdown("Intro.\n\n`mode`\n\n:   Text.\n\n    More text."),
                       "Intro.\n\n**`mode`**\n\nText.\n\nMore text.")
    }

    /// What is not a definition list stays as written: a colon line under a heading, a list item, a table or a blank
    /// line, in fenced or indented code, or with no space after the colon (an emoji, a table's alignment).
    func testOtherColonLinesStayAsWritten() {
        let source = """
            # Heading
            : not a definition

            - item
            : not one either

            | a | b |
            : no

            ```yaml
            key
            : value
            ```

            :warning: Careful
            text
            :---
            """
        XCTAssertEqual(DefinitionListConverter.markdown(source), source)
    }

    /// Through the reader: the definition is the term's paragraph, the code in it code of the page.
    func testReadPageHasTermAndCodeBlocks() throws {
        let fs = MemoryFileSystem(["Content/guide.md": "# Guide\n\nStep 1\n: Generate the CSS:\n\n  ```sh\n  rougify style > highlight.css\n  ```\n\n    Then link it.\n"])
        let (content, problems) = readContent(fs)
        let page = try XCTUnwrap(content.documents.first)
        XCTAssertEqual(page.blocks.map(\.kind), [.paragraph, .code, .paragraph])
        XCTAssertEqual(page.blocks.first?.text, "Step 1 Generate the CSS:")
        XCTAssertEqual(page.blocks.last?.text, "Then link it.", "the second paragraph is no code")
        XCTAssertEqual(problems, [])
    }
}
