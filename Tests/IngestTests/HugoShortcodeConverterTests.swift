import FileIO
@testable import Ingest
import Markup
import XCTest

/// Hugo's shortcodes that carry words (the Kubernetes documentation's notes, figures and glossary tooltips).
final class HugoShortcodeConverterTests: XCTestCase {
    func testCalloutsFiguresAndInlineTextKeepTheirWords() {
        let source = """
            Kubernetes {{< glossary_tooltip text="objects" term_id="object" >}} have a {{< glossary_tooltip term_id="name" >}}.

            {{< note >}}
            Field selectors are essentially resource *filters*.
            {{< /note >}}

            {{% alert title="Before you begin" color="warning" %}}
            Back up your cluster.
            {{% /alert %}}

            {{< figure src="/images/docs/components.svg" alt="Components of Kubernetes" caption="Kubernetes cluster components" >}}

            ```
            {{< note >}}
            ```
            """
        let converted = HugoShortcodeConverter.markdown(source)
        XCTAssertEqual(converted.components(separatedBy: "\n").count, source.components(separatedBy: "\n").count)
        XCTAssertTrue(converted.hasPrefix("Kubernetes objects have a name."), converted)
        XCTAssertTrue(converted.contains("::: note Note\nField selectors are essentially resource *filters*.\n:::"), converted)
        XCTAssertTrue(converted.contains("::: warning Before you begin\nBack up your cluster.\n:::"), converted)
        XCTAssertTrue(converted.contains("![Components of Kubernetes](/images/docs/components.svg)  *Kubernetes cluster components*"), converted)
        XCTAssertTrue(converted.hasSuffix("```\n{{< note >}}\n```"), converted)
        // As the reader takes it: the note is a quotation with its title.
        let blocks = CommonMarkConverter.blocks(ContainerDirectiveConverter.markdown(converted))
        XCTAssertEqual(blocks.filter { $0.kind == .quote }.map(\.text), ["Note Field selectors are essentially resource filters.", "Before you begin Back up your cluster."])
    }

    /// Kubernetes' other shortcodes with words or code: section headings by key (223 "What's next" showed as the tag,
    /// in Chinese on Chinese pages), tooltips without `text` or over two lines, tabs (labels were lost, YAML read as
    /// Markdown), Mermaid diagrams (shown as prose) and editors' comments (shown); lines keep their numbers.
    func testHeadingsTooltipsTabsDiagramsAndComments() {
        let source = """
            ## {{% heading "whatsnext" %}}

            A {{< glossary_tooltip term_id="pod" >}} runs on a {{< glossary_tooltip text="node"
            term_id="node" >}} today.

            {{< tabs name="example" >}}
            {{% tab name="Shell" %}}
            Run it.
            {{% /tab %}}
            {{< tab name="Manifest" codelang="yaml" >}}
            # A comment
            kind: Pod
            {{< /tab >}}
            {{< /tabs >}}

            {{< mermaid >}}
            graph LR; A-->B
            {{</ mermaid >}}

            {{< comment >}}
            If you're editing this section, change both places.
            {{< /comment >}}
            """
        let converted = HugoShortcodeConverter.markdown(source)
        XCTAssertEqual(converted, """
            ## What's next

            A pod runs on a node
             today.


            **Shell**\\
            Run it.

            ````yaml title="Manifest"
            # A comment
            kind: Pod
            ````


            ````mermaid
            graph LR; A-->B
            ````




            """)
        XCTAssertEqual(HugoShortcodeConverter.markdown("## {{% heading \"whatsnext\" %}}\n\n接下来阅读这些页面。"), "## 接下来\n\n接下来阅读这些页面。")
        // A Chinese page keeping its English original in comments, and English in its code, is still Chinese.
        let commented = "<!--\nThe English original of this paragraph, kept for translators to compare against.\n-->\n阅读这些页面。\n\n```yaml\napiVersion: v1\nkind: Pod\nmetadata:\n  name: nginx\n```\n\n## {{% heading \"whatsnext\" %}}\n"
        XCTAssertTrue(HugoShortcodeConverter.markdown(commented).hasSuffix("## 接下来\n"), HugoShortcodeConverter.markdown(commented))
        // Docsy's panes of text tabs, closing and opening tags on one line: no fence, which took the rest of the page.
        let docsy = "{{< tabpane text=true >}}\n{{% tab header=\"hugo.toml\" lang=\"toml\" %}}\n```toml\n[a]\n```\n{{% /tab %}} {{% tab header=\"hugo.yaml\" lang=\"yaml\" %}}\n```yaml\na: 1\n```\n{{% /tab %}} {{< /tabpane >}}\n\n## Next\n"
        XCTAssertFalse(HugoShortcodeConverter.markdown(docsy).contains("````"), HugoShortcodeConverter.markdown(docsy))
    }

    /// A call-out whose body opens with raw HTML or another tag (Kubernetes' Chinese pages keep the English original
    /// in a comment) is titled without a hard break, which showed as a backslash (312 call-outs).
    func testACalloutOpeningWithACommentShowsNoBackslash() throws {
        let (content, _) = readContent(MemoryFileSystem(["Content/a.md": "# A\n\nText.\n\n{{< note >}}\n<!--\nEnglish.\n-->\nThe note.\n{{< /note >}}\n"]))
        let doc = try XCTUnwrap(content.documents.first)
        XCTAssertEqual(doc.blocks.filter { $0.quoteStart }.map(\.html), ["<strong>Note</strong>"])
        XCTAssertFalse(doc.blocks.contains { $0.html.contains("\\") }, "\(doc.blocks.map(\.html))")
    }
}
