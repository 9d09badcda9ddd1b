import Diagnostics
import FileIO
import Foundation
import Ingest
import XCTest

/// A repository synced from GitBook: its blocks read as the Markdown they stand for, its images in
/// `.gitbook/assets/` are content.
final class GitBookSyntaxConverterTests: XCTestCase {
    func testBlocksBecomeMarkdownLineForLine() {
        let source = """
            {% hint style="warning" %}
            Keys are secret.

            Rotate them.
            {% endhint %}

            {% tabs %}
            {% tab title="Node.js" %}
            ```js
            {% hint style="info" %} stays in code
            ```
            {% endtab %}
            {% endtabs %}

            {% embed url="https://codepen.io/x/pen/1" %}
            {% file src="../.gitbook/assets/kit.zip" %}
            {% content-ref url="setup.md" %}
            [setup.md](setup.md)
            {% endcontent-ref %}
            """
        XCTAssertEqual(GitBookSyntaxConverter.markdown(source), """
            > [!warning] **Warning**\\
            > Keys are secret.
            >
            > Rotate them.



            **Node.js**
            ```js
            {% hint style="info" %} stays in code
            ```



            <https://codepen.io/x/pen/1>
            [kit.zip](<../.gitbook/assets/kit.zip>)

            [setup.md](setup.md)

            """)
        // Jinja's and Liquid's tags are not GitBook's: left to the template stripper.
        let jinja = "{% include note.html %}\n\nText.\n"
        XCTAssertEqual(GitBookSyntaxConverter.markdown(jinja), jinja)
    }

    /// Read end to end: no template warning, the hint a quotation, and an image of `.gitbook/assets/` shown (other
    /// dot-folders stay skipped).
    func testAGitBookPageReadsWithItsAssets() throws {
        let page = """
            # Favicon

            {% hint style="info" %}
            Available on all plans.
            {% endhint %}

            ![The favicon](../.gitbook/assets/favicon.png)
            """
        var problems: [Diagnostic] = []
        let fs = MemoryFileSystem([
            "Content/guides/favicon.md": page,
            "Content/.gitbook/assets/favicon.png": "PNG",
            "Content/.github/workflows/ci.md": "# CI\n\nNot a page.\n",
        ])
        let content = ContentReader(fileSystem: fs, root: "Content").read(problems: &problems)
        XCTAssertEqual(problems.filter { $0.severity != .note }.map(\.formatted), [])
        XCTAssertEqual(content.assets, [".gitbook/assets/favicon.png"])
        XCTAssertEqual(content.documents.map(\.title), ["Favicon"])
        let quote = try XCTUnwrap(content.documents.first?.blocks.first { $0.kind == .quote })
        XCTAssertTrue(quote.html.contains("<strong>Note</strong>") && quote.text.contains("Available on all plans."), quote.html)
    }
}
