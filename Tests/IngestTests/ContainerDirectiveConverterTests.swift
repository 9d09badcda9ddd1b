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
        > [!tip] **Keep it short**\\
        > Suggest as people type.
        >
        > - Recent searches


        > [!warning] **Do not block typing**\\
        > Never wait for the network.


        > [!note] **Note**\\
        > Outer.
        > > [!danger] **Danger**\\
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
    /// VitePress' `::: code-group` lays out its code blocks as tabs: the blocks stay, without a quotation around them.
    func testACodeGroupIsItsCodeBlocks() {
        let source = "::: code-group\n```sh [npm]\nnpm install vue-router\n```\n```sh [yarn]\nyarn add vue-router\n```\n:::\n"
        XCTAssertEqual(ContainerDirectiveConverter.markdown(source),
                       "\n```sh [npm]\nnpm install vue-router\n```\n```sh [yarn]\nyarn add vue-router\n```\n\n")
    }

    /// A title right above a list: no hard break, which before a list was a backslash shown as itself
    /// (Wikimedia Codex's "Before you dive into contributing code:\").
    func testATitleAboveAListHasNoBreak() {
        let converted = ContainerDirectiveConverter.markdown("::: tip Before you dive in:\n- Read the guidelines\n:::\n\n::: tip Title\nText.\n:::\n")
        XCTAssertEqual(converted, "> [!tip] **Before you dive in:**\n> - Read the guidelines\n\n\n> [!tip] **Title**\\\n> Text.\n\n")
    }

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
                       "> [!note] **Note**\\\n> Useful information.\n\n> [!warning] **Warning**\\\n> Careful.\n\n> [!link] stays\n\n`> [!TIP]` in code\n```md\n> [!TIP]\n```")
    }

    /// Vue's documentation writes a passage for each API style in divs a toggle chooses between: each says which.
    func testVuesAPIVariantsSayWhichTheyAre() throws {
        let page = "# Reactivity\n\n<div class=\"options-api\">\n\nDeclare state with `data`.\n\n</div>\n<div class=\"composition-api\">\n\nDeclare state with `ref()`.\n\n</div>\n"
        let (content, _) = readContent(MemoryFileSystem(["Content/reactivity.md": page]))
        XCTAssertEqual(content.documents.first?.blocks.map(\.text), ["Options API", "Declare state with data.", "Composition API", "Declare state with ref()."])
    }

    /// Obsidian's call-outs carry their title on the marker's line and may fold (`> [!tip]- Title`): a call-out of its
    /// kind with the title in bold (its help vault's 497 titled call-outs showed the marker as text); an unknown kind
    /// with text after it stays a quotation.
    func testObsidianCalloutsWithTitlesAndFolds() throws {
        let page = "# Callouts\n\nText.\n\n> [!info] Here's a callout title\n> Here's a callout block.\n\n> [!tip]- Hidden until opened\n> Folded text.\n\n> [!faq]+\n> Open.\n\n> [!link] stays\n"
        let (content, _) = readContent(MemoryFileSystem(["Content/callouts.md": page]))
        let blocks = try XCTUnwrap(content.documents.first?.blocks)
        XCTAssertEqual(blocks.filter(\.quoteStart).map { $0.callout ?? "-" }, ["info", "tip", "faq", "-"])
        XCTAssertEqual(blocks.filter(\.quoteStart).map(\.html), [
            "<strong>Here’s a callout title</strong><br />\nHere’s a callout block.", "<strong>Hidden until opened</strong><br />\nFolded text.",
            "Open.", "[!link] stays",
        ])
    }

    /// Quarto's and Pandoc's fenced divs: a callout is a titled quotation, a layout div its text; a `.qmd` page reads
    /// with its R chunk as code.
    func testQuartoCalloutsAndFencedDivs() throws {
        let source = "::: {.callout-tip title=\"Keep it short\"}\nSuggest as people type.\n:::\n\n:::: {.columns}\n::: {.column width=\"40%\"}\nLeft.\n:::\n::::\n\n::: {.callout-warning}\nCareful.\n:::"
        XCTAssertEqual(ContainerDirectiveConverter.markdown(source),
                       "> [!tip] **Keep it short**\\\n> Suggest as people type.\n\n\n\n\nLeft.\n\n\n\n> [!warning] **Warning**\\\n> Careful.\n")
        var problems: [Diagnostic] = []
        let fs = MemoryFileSystem(["Content/analysis.qmd": "---\ntitle: Analysis\n---\n\n::: {.callout-note}\nRun it first.\n:::\n\n```{r}\nx <- 1\n```\n"])
        let content = ContentReader(fileSystem: fs, root: "Content").read(problems: &problems)
        XCTAssertEqual(problems.map(\.formatted), [])
        let blocks = try XCTUnwrap(content.documents.first?.blocks)
        XCTAssertEqual(blocks.map(\.kind), [.quote, .code])
        XCTAssertTrue(blocks[1].html.contains("language-r"), blocks[1].html)
    }
}

extension ContainerDirectiveConverterTests {
    /// An admonition indented in a list item or a step stays in it, its body no code (Tauri's six pages showed the
    /// fences as text).
    func testIndentedAdmonitionsStayInTheirItem() {
        XCTAssertEqual(ContainerDirectiveConverter.markdown("1. Install.\n\n   :::tip[Before you start]\n   Read the guide.\n   :::\n\n2. Build.\n"),
                       "1. Install.\n\n   > [!tip] **Before you start**\\\n   > Read the guide.\n\n\n2. Build.\n")
    }

    /// A title among the attributes after the type (dumi's `:::info{title=Note}`, Ant Design's pages) is the title.
    func testATitleAttributeIsTheTitle() {
        XCTAssertEqual(ContainerDirectiveConverter.markdown(":::info{title=Note}\nOne primary button.\n:::\n"),
                       ContainerDirectiveConverter.markdown(":::info[Note]\nOne primary button.\n:::\n"))
        XCTAssertEqual(ContainerDirectiveConverter.markdown(":::warning{#w title=\"Read this\"}\nCareful.\n:::\n"),
                       ContainerDirectiveConverter.markdown(":::warning[Read this]\nCareful.\n:::\n"))
        XCTAssertNotEqual(ContainerDirectiveConverter.markdown(":::info{title=Note}\nX.\n:::\n"), ContainerDirectiveConverter.markdown(":::info\nX.\n:::\n"))
    }
}
