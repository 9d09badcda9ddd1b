import Diagnostics
import FileIO
import Ingest
import XCTest

final class MkDocsSyntaxConverterTests: XCTestCase {
    func testAdmonitionsBecomeQuotationsWithTheirTitlesAndLinesKeepTheirNumbers() {
        let source = """
        !!! note "Phasellus posuere"

            Lorem ipsum dolor sit amet.

            - One
            - Two

        ??? warning

            Collapsed by default.
        Back in the page.

        !!! tip ""
            Untitled.
        """
        let converted = MkDocsSyntaxConverter.markdown(source)
        XCTAssertEqual(converted, """
        > [!note] **Phasellus posuere**
        >
        > Lorem ipsum dolor sit amet.
        >
        > - One
        > - Two

        > [!warning] **Warning**
        >
        > Collapsed by default.
        Back in the page.

        > [!tip]
        > Untitled.
        """)
        XCTAssertEqual(converted.components(separatedBy: "\n").count, source.components(separatedBy: "\n").count)
    }

    func testNestedAdmonitionsTabsModifiersAndCodeExamples() {
        let source = """
        !!! info inline end "Outer"

            Text.

            === "macOS"

                ``` sh
                brew install x
                ```

        ``` markdown
        !!! note
            Shown as written: an example of the syntax.
        ```
        """
        XCTAssertEqual(MkDocsSyntaxConverter.markdown(source), """
        > [!info] **Outer**
        >
        > Text.
        >
        > **macOS**
        >
        > ``` sh
        > brew install x
        > ```

        ``` markdown
        !!! note
            Shown as written: an example of the syntax.
        ```
        """)
    }

    /// A Markdown example in fenced code shows indented fences of its own (Material's content tabs page); they
    /// neither close the example nor throw the pass out of step, so the admonition after it still converts.
    func testIndentedFencesInsideAnExampleDoNotCloseIt() {
        let source = """
        ``` title="Tabs in an admonition"
        !!! example

            === "List"

                ``` markdown
                * Item
                ```
        ```

        !!! example

            Shown.
        """
        XCTAssertEqual(MkDocsSyntaxConverter.markdown(source), """
        ``` title="Tabs in an admonition"
        !!! example

            === "List"

                ``` markdown
                * Item
                ```
        ```

        > [!example] **Example**
        >
        > Shown.
        """)
    }

    func testIconShortcodesAndSnippetsGoOutsideCode() {
        let source = """
        === ":octicons-mark-github-16: GitHub"

            :material-check: Supported, see [the docs](x.md).

        --8<-- "includes/abbreviations.md"

        ```
        :material-check: in code stays
        ```
        """
        XCTAssertEqual(MkDocsSyntaxConverter.markdown(source), """
        **GitHub**

        Supported, see [the docs](x.md).



        ```
        :material-check: in code stays
        ```
        """)
    }

    func testProseThatLooksLikeMkDocsSyntaxStays() {
        let source = """
        !!! This is important

            indented code

        Use `:material-check:` to show a check.

        ```markdown
        > ```swift
        > let a = 1
        > ```
        !!! note
            Shown as written.
        ```
        """
        XCTAssertEqual(MkDocsSyntaxConverter.markdown(source), source)
    }

    /// pymdownx's blocks, as FastAPI (404 per language) and Pydantic write call-outs: titled, typed by option, nested
    /// with more slashes outside; a tab's label above its body; code in them as written; line for line.
    func testPymdownxBlocks() {
        let source = """
            /// tip | Use the CLI

            Run `fastapi dev`.

            ///

            //// details | More
                type: warning
                open: True

            /// note
            Inside.
            ///

            ////

            /// tab | Python 3.10+

            ```python
            ///
            ```

            ///

            /// unknown | Stays
            """
        let converted = MkDocsSyntaxConverter.markdown(source)
        XCTAssertEqual(converted, """
            > [!tip] **Use the CLI**
            >
            > Run `fastapi dev`.
            >

            
            > [!warning] **More**
            >
            >
            >
            > > [!note] **Note**\\
            > > Inside.
            >
            >

            
            **Python 3.10+**

            ```python
            ///
            ```


            
            /// unknown | Stays
            """)
        XCTAssertEqual(TextDecoder.lines(converted).count, TextDecoder.lines(source).count)
    }

    /// Indented in a list item, as Python-Markdown nests them (Pydantic's validators page: 16 tabs, 3 admonitions),
    /// an admonition or tab is the item's; indented under a paragraph it is code, as written.
    func testAdmonitionsAndTabsInListItems() {
        XCTAssertEqual(MkDocsSyntaxConverter.markdown("- Item:\n\n    !!! tip\n\n        Body.\n\n    === \"Python\"\n\n        Code.\n"),
                       "- Item:\n\n    > [!tip] **Tip**\n    >\n    > Body.\n\n    **Python**\n\n    Code.\n")
        let code = "Text.\n\n    !!! tip\n\n        Body.\n"
        XCTAssertEqual(MkDocsSyntaxConverter.markdown(code), code)
    }

    /// pymdownx's keys, mark and caret, and abbreviations, as Material for MkDocs and FastAPI write them; code,
    /// `C++`, `a == b`, a setext underline and a link's destination are left as written.
    func testKeysMarksAndAbbreviations() {
        let source = """
        Press ++ctrl+alt+del++ or ++windows+r++, then ++"Fn"++.
        ==Marked== and ^^inserted^^ text; `++ctrl++` and `==x==` in code.
        C++ and i++ stay, a == b stays.
        Title
        =====
        The HTML spec, see [HTML](https://example.com/HTML) and <a href="/HTML">the page</a> (HTML5 is not HTML).
        ```
        ++enter++ and HTML
        ```

        *[HTML]: Hyper Text Markup Language
        """
        XCTAssertEqual(MkDocsSyntaxConverter.markdown(source), """
        Press <kbd>Ctrl</kbd>+<kbd>Alt</kbd>+<kbd>Del</kbd> or <kbd>Win</kbd>+<kbd>R</kbd>, then <kbd>Fn</kbd>.
        <mark>Marked</mark> and <ins>inserted</ins> text; `++ctrl++` and `==x==` in code.
        C++ and i++ stay, a == b stays.
        Title
        =====
        The <abbr title="Hyper Text Markup Language">HTML</abbr> spec, see [<abbr title="Hyper Text Markup Language">HTML</abbr>](https://example.com/HTML) and <a href="/HTML">the page</a> (HTML5 is not <abbr title="Hyper Text Markup Language">HTML</abbr>).
        ```
        ++enter++ and HTML
        ```


        """)
    }

    func testAnMkDocsPageReadsItsAdmonitionAsTextNotCode() throws {
        let fs = MemoryFileSystem(["Content/page.md": "# Search suggestions\n\n!!! tip \"Keep it short\"\n\n    Suggest as people type.\n"])
        let (content, problems) = readContent(fs)
        let page = try XCTUnwrap(content.documents.first)
        XCTAssertEqual(page.blocks.map(\.kind), [.quote, .quote])
        XCTAssertEqual(page.blocks.map(\.text), ["Keep it short", "Suggest as people type."])
        XCTAssertEqual(problems, [])
    }
}
