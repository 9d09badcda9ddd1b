import Diagnostics
import FileIO
import Ingest
import XCTest

/// MDX pages (as Primer's, Docusaurus' and Gatsby's documentation repositories write them) as Markdown.
final class MDXStripperTests: XCTestCase {
    static let page = """
        ---
        title: Banner
        ---

        import {Box} from '@primer/react'
        import ComponentLayout from '~/src/layouts/component-layout'
        export default ComponentLayout
        export const meta = {
          status: 'beta',
        }

        {/* Written by the design systems team. */}

        ## Usage

        <Box
          mb={3}
          flexDirection={['column', 'row']}
          sx={{gap: 4, '> *': {flex: 1}}}
        >
        Use banners <Note variant="warning">sparingly</Note>, when 1 < 2 and x > y.
        <img alt="A banner" src="https://example.org/banner.png" />
        </Box>

        <DoDontContainer><Do>Keep it short.</Do></DoDontContainer>

        ```jsx
        import {Banner} from '@primer/react'
        <Banner title="Info" />
        ```

        Use `<Banner>` in code as written.
        """

    func testJSXAndESMAreLeftOutAndTheTextStays() {
        let markdown = MDXStripper.markdown(Self.page)
        let lines = markdown.components(separatedBy: "\n")
        // Every line stays at its place.
        XCTAssertEqual(lines.count, Self.page.components(separatedBy: "\n").count)
        XCTAssertEqual(lines[13], "## Usage")
        XCTAssertFalse(markdown.contains("@primer/react'\nimport ComponentLayout"), markdown)
        XCTAssertFalse(markdown.contains("ComponentLayout\n"), markdown)
        XCTAssertFalse(markdown.contains("status"), markdown)
        XCTAssertFalse(markdown.contains("design systems team"), markdown)
        XCTAssertFalse(markdown.contains("<Box") || markdown.contains("sx=") || markdown.contains("</Box>"), markdown)
        XCTAssertEqual(lines[20], "Use banners sparingly , when 1 < 2 and x > y.")
        // Lowercase HTML is the Markdown reader's to judge.
        XCTAssertEqual(lines[21], "<img alt=\"A banner\" src=\"https://example.org/banner.png\" />")
        XCTAssertEqual(lines[24].trimmingCharacters(in: .whitespaces), "Keep it short.")
        // Code stays as written, fenced or inline.
        XCTAssertTrue(markdown.contains("```jsx\nimport {Banner} from '@primer/react'\n<Banner title=\"Info\" />\n```"), markdown)
        XCTAssertTrue(markdown.contains("Use `<Banner>` in code as written."))
    }

    func testAnMDXFileReadsAsAPage() throws {
        var problems: [Diagnostic] = []
        let doc = try XCTUnwrap(MarkdownReader.read(MDXStripper.markdown(Self.page), path: "banner.mdx", manifest: SiteManifest(), problems: &problems))
        XCTAssertEqual(doc.title, "Banner")
        // The front matter names the page: its first `##` heading is a section, at its own line.
        XCTAssertEqual(doc.blocks.map { $0.text.trimmingCharacters(in: .whitespaces) }.prefix(3),
                       ["Usage", "Use banners sparingly , when 1 < 2 and x > y. A banner", "Keep it short."])
        XCTAssertTrue(doc.blocks[1].html.contains("<img src=\"https://example.org/banner.png\" alt=\"A banner\" />"), doc.blocks[1].html)
        XCTAssertEqual(doc.blocks.first?.headingLevel, 2)
        XCTAssertEqual(doc.blocks.first?.line, 14)
    }

    /// Docusaurus reads `.md` as MDX: a `.md` with ESM imports is stripped as `.mdx` is; other `.md` files are not.
    func testMarkdownWithImportsIsReadAsMDX() throws {
        XCTAssertTrue(MDXStripper.hasImports("---\ntitle: Buttons\n---\n\nimport Tabs from '@theme/Tabs';\n\nText.\n"))
        XCTAssertTrue(MDXStripper.hasImports("import \"./styles.css\";\n"))
        XCTAssertFalse(MDXStripper.hasImports("```js\nimport x from 'y';\n```\n"), "an import in fenced code is an example")
        XCTAssertFalse(MDXStripper.hasImports("import the data from your old tool, then check it.\n"), "a sentence")
        // Only the first 80 lines that are not empty are read, blank lines between them not counted; a "\r\n" line
        // ending is no line feed to the reader (as for `Character`s), and neither is a lone "\r".
        let imported = "import Tabs from '@theme/Tabs';"
        XCTAssertTrue(MDXStripper.hasImports(String(repeating: "Text.\n\n\n", count: 79) + imported + "\n"))
        XCTAssertFalse(MDXStripper.hasImports(String(repeating: "Text.\n", count: 80) + imported + "\n"))
        XCTAssertFalse(MDXStripper.hasImports("Text.\r\n" + imported + "\r\n"))
        XCTAssertTrue(MDXStripper.hasImports("Text.\r\n\n" + imported))
        XCTAssertFalse(MDXStripper.hasImports("Text.\r" + imported))
        var problems: [Diagnostic] = []
        let fs = MemoryFileSystem([
            "Content/docs/buttons.md": "# Buttons\n\nimport Tabs from '@theme/Tabs';\n\n<Tabs>\n<TabItem value=\"ios\">\n\nUse a filled button.\n\n</TabItem>\n</Tabs>\n",
            // Docusaurus' label and order for a folder: no page, no warning.
            "Content/docs/_category_.json": #"{"label": "Guides", "position": 2}"#,
        ])
        let content = ContentReader(fileSystem: fs, root: "Content").read(problems: &problems)
        XCTAssertEqual(problems.map(\.formatted), [])
        XCTAssertEqual(content.documents.first?.blocks.map(\.text), ["Use a filled button."])
    }
}
