import Diagnostics
import FileIO
import Ingest
import XCTest

final class ContainerDirectiveConverterTests: XCTestCase {
    func testDocusaurusAndVitePressAdmonitionsBecomeQuotations() {
        let source = """
        :::tip[Keep it short]
        Suggest as people type.

        - Recent searches
        :::

        ::: warning Do not block typing
        Never wait for the network.
        :::

        ::::note
        Outer.
        :::danger
        Inner.
        :::
        ::::

        ```md
        :::note
        An example of the syntax, kept.
        :::
        ```

        :::unclosed
        Text.
        """
        let converted = ContainerDirectiveConverter.markdown(source)
        XCTAssertEqual(converted, """
        > **Keep it short**\\
        > Suggest as people type.
        >
        > - Recent searches


        > **Do not block typing**\\
        > Never wait for the network.


        > **Note**\\
        > Outer.
        > > **Danger**\\
        > > Inner.
        >


        ```md
        :::note
        An example of the syntax, kept.
        :::
        ```

        :::unclosed
        Text.
        """)
        XCTAssertEqual(converted.components(separatedBy: "\n").count, source.components(separatedBy: "\n").count)
    }
}

extension ContainerDirectiveConverterTests {
    func testADocusaurusPageReadsItsAdmonitionAsAQuotation() throws {
        let fs = MemoryFileSystem(["Content/search.mdx": "---\ntitle: Search bars\n---\n\n:::tip[Keep it short]\nSuggest as people type.\n:::\n\nShow recent searches.\n"])
        let (content, problems) = readContent(fs)
        let page = try XCTUnwrap(content.documents.first)
        XCTAssertEqual(page.blocks.map(\.kind), [.quote, .paragraph])
        XCTAssertEqual(page.blocks.first?.html.contains("<strong>Keep it short</strong><br />"), true, page.blocks.first?.html ?? "")
        XCTAssertEqual(page.blocks.last?.text, "Show recent searches.")
        XCTAssertEqual(problems, [])
    }
}

extension ContainerDirectiveConverterTests {
    func testGitHubAlertsTakeTheirKindAsTitle() {
        let source = "> [!NOTE]\n> Useful information.\n\n>[!warning]\n> Careful.\n\n> [!link] stays\n\n`> [!TIP]` in code\n```md\n> [!TIP]\n```"
        XCTAssertEqual(ContainerDirectiveConverter.markdown(source),
                       "> **Note**\\\n> Useful information.\n\n> **Warning**\\\n> Careful.\n\n> [!link] stays\n\n`> [!TIP]` in code\n```md\n> [!TIP]\n```")
    }
}
