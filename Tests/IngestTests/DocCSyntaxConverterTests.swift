import FileIO
@testable import Ingest
import XCTest

/// DocC Markdown (The Swift Programming Language and its Chinese translation): asides, `<doc:>` links, directives
/// and term lists, every line keeping its number.
final class DocCSyntaxConverterTests: XCTestCase {
    func testAsidesLinksDirectivesAndTermLists() {
        let source = """
            # The Basics

            @Metadata {
              @TechnologyRoot
            }

            @Comment {
              A note for editors { with braces }.
            }

            As described in <doc:CollectionTypes> and <doc:TheBasics#Type-Safety>, not `<doc:Code>`.

            > Note: It's rare that you need to write type annotations.
            > Swift can almost always infer the type.

            > 注意: 子类可以重写。

            > **Warning:** Old GitHub style.

            > **注意：DCT 退役时间线**

            > Not an aside: just a quote.

            @TabNavigator {
              @Tab("Swift") {
                Swift text.
              }
            }

            @Image(source: "diagram", alt: "A diagram")

            - term `class`: Apply this modifier to a class member.
            - term Plain

            ```
            > Note: shown as written.
            <doc:Code>
            ```
            """
        let converted = DocCSyntaxConverter.markdown(source)
        XCTAssertEqual(converted.components(separatedBy: "\n").count, source.components(separatedBy: "\n").count)
        XCTAssertEqual(converted, """
            # The Basics









            As described in [[CollectionTypes]] and [[TheBasics#Type-Safety]], not `<doc:Code>`.

            > [!note] **Note** It's rare that you need to write type annotations.
            > Swift can almost always infer the type.

            > [!note] **注意** 子类可以重写。

            > [!warning] **Warning** Old GitHub style.

            > [!note] **注意** **DCT 退役时间线**

            > Not an aside: just a quote.


            **Swift**
            Swift text.



            ![A diagram](diagram)

            - **`class`**: Apply this modifier to a class member.
            - term Plain

            ```
            > Note: shown as written.
            <doc:Code>
            ```
            """)
    }

    /// Read as a page: the aside is a call-out titled by its word, the link a reference to the page by its file.
    func testADocCPageReadsItsAsideAsACallout() throws {
        let (content, problems) = readContent(MemoryFileSystem([
            "Content/TheBasics.md": "# The Basics\n\nSwift has types.\n\n> Note: It's rare, as <doc:CollectionTypes> says.\n",
        ]))
        XCTAssertEqual(problems, [])
        let doc = try XCTUnwrap(content.documents.first)
        let aside = try XCTUnwrap(doc.blocks.last)
        XCTAssertEqual(aside.callout, "note")
        XCTAssertTrue(aside.html.hasPrefix("<strong>Note</strong> It’s rare, as "), aside.html)
    }
}
