import Ingest
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
        XCTAssertTrue(converted.hasPrefix("Kubernetes objects have a {{< glossary_tooltip term_id=\"name\" >}}."), converted)
        XCTAssertTrue(converted.contains("::: note Note\nField selectors are essentially resource *filters*.\n:::"), converted)
        XCTAssertTrue(converted.contains("::: warning Before you begin\nBack up your cluster.\n:::"), converted)
        XCTAssertTrue(converted.contains("![Components of Kubernetes](/images/docs/components.svg)  *Kubernetes cluster components*"), converted)
        XCTAssertTrue(converted.hasSuffix("```\n{{< note >}}\n```"), converted)
        // As the reader takes it: the note is a quotation with its title.
        let blocks = CommonMarkConverter.blocks(ContainerDirectiveConverter.markdown(converted))
        XCTAssertEqual(blocks.filter { $0.kind == .quote }.map(\.text), ["Note Field selectors are essentially resource filters.", "Before you begin Back up your cluster."])
    }
}
