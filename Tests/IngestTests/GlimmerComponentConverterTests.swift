import Ingest
import XCTest

final class GlimmerComponentConverterTests: XCTestCase {
    /// HashiCorp's API tables: a list of properties with their types, values and defaults, descriptions below.
    func testComponentAPITablesBecomeListsOfProperties() {
        let source = """
            <Doc::ComponentApi as |C|>
              <C.Property @name="<[A].Item>" @type="yielded component">
                `Accordion::Item` yielded as contextual component.
              </C.Property>
              <C.Property @name="size" @type="enum" @values={{array "small" "medium" "large" }} @default="medium" />
            </Doc::ComponentApi>

            ```hbs
            <Hds::Accordion as |A|>
            ```
            """
        XCTAssertEqual(GlimmerComponentConverter.markdown(source), """

              - **<[A].Item>** `yielded component`
                `Accordion::Item` yielded as contextual component.

              - **size** `enum` (`small`, `medium`, `large`), default `medium`


            ```hbs
            <Hds::Accordion as |A|>
            ```
            """)
        XCTAssertEqual(GlimmerComponentConverter.markdown("<div class=\"x\">\n</div>\n"), "<div class=\"x\">\n</div>\n")
    }

    /// Blueprint's documentalist headings and tags.
    func testDocumentalistHeadingsAreHeadingsAndItsTagsGo() {
        let source = "@# Alert\n\nAlerts notify users.\n\n@reactExample AlertExample\n\n@## Props interface\n\n@interface AlertProps\n\n```\n@# kept in code\n```"
        XCTAssertEqual(DocumentalistConverter.markdown(source), "# Alert\n\nAlerts notify users.\n\n\n\n## Props interface\n\n\n\n```\n@# kept in code\n```")
        XCTAssertEqual(DocumentalistConverter.markdown("Mail @# someone"), "Mail @# someone")
    }

    /// The Rust book's listings keep their number, caption and file name.
    func testMdBookListingsKeepTheirCaptions() {
        let source = "<Listing number=\"4-1\" file-name=\"src/main.rs\" caption=\"A variable and its scope\">\n\n```rust\nlet s = 1;\n```\n\n</Listing>"
        XCTAssertEqual(MdBookListingConverter.markdown(source),
                       "**Listing 4-1**: A variable and its scope · Filename: `src/main.rs`\n\n```rust\nlet s = 1;\n```\n\n")
    }

    /// Hugo's `_index.md` takes its folder's name when its title makes no id (`title: 概要`), as a README does.
    func testAHugoSectionIndexTakesItsFoldersName() {
        XCTAssertEqual(MarkdownReader.humanisedName("content/ja/docs/concepts/overview/_index.md"), "Overview")
        XCTAssertEqual(MarkdownReader.humanisedName("docs/components/README.md"), "Components")
    }
}
