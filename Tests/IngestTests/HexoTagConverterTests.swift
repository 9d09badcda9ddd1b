@testable import Ingest
import Markup
import XCTest

/// Hexo's note tags (its own documentation: 156) as call-outs with their titles.
final class HexoTagConverterTests: XCTestCase {
    func testNotesAreCalloutsWithTheirKindsAndTitles() {
        let page = """
            {% note info Website in subdirectory %}
            If your website is in a subdirectory, set `root` to `/blog/`.
            {% endnote %}

            {% note warn "Warning!" %}
            Back up first.
            {% endnote %}

            {% note %}
            A plain note.
            {% endnote %}

            ```
            {% note warn %}
            {% endnote %}
            ```

            {% note warn %} without an end is left to the tag stripper.
            """
        let markdown = HexoTagConverter.markdown(page)
        XCTAssertEqual(markdown.components(separatedBy: "\n").count, page.components(separatedBy: "\n").count)
        XCTAssertTrue(markdown.contains("```\n{% note warn %}\n{% endnote %}\n```"), markdown)
        let blocks = CommonMarkConverter.blocks(ContainerDirectiveConverter.markdown(markdown))
        XCTAssertEqual(blocks.compactMap(\.callout), ["info", "warning", "note"])
        XCTAssertEqual(Array(blocks.map(\.text).prefix(3)), [
            "Website in subdirectory If your website is in a subdirectory, set root to /blog/.", "Warning! Back up first.", "Note A plain note.",
        ])
        XCTAssertTrue(markdown.hasSuffix("{% note warn %} without an end is left to the tag stripper."), markdown)
    }
}
