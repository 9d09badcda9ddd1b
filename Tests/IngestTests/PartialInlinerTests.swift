import Diagnostics
import FileIO
import Foundation
@testable import Ingest
import XCTest

/// Partials are inlined where pages include them and are no pages of their own.
final class PartialInlinerTests: XCTestCase {
    /// The content folder `Tests/Fixtures/partials/`, read from disk as `concord build` reads it.
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/partials").path

    /// The documents and problems of a content folder given as path → text.
    func read(_ files: [String: String]) -> (content: Content, problems: [Diagnostic]) {
        var problems: [Diagnostic] = []
        let content = ContentReader(fileSystem: MemoryFileSystem(files), root: "Content").read(problems: &problems)
        return (content, problems)
    }

    /// Every way the fixture's pages include partials: Mintlify's MDX import of a snippet used as a component,
    /// HashiCorp's `@include` inside a section tag (relative to the page, and from a partial to its sibling folder),
    /// pymdownx.snippets' `--8<--` from the content folder, Jekyll's `include_relative`, an include in code and a
    /// missing partial (both as written), and mdBook's includes, which fill a code block with a file's lines, an
    /// anchor's only (the Rust book's 184 listings per language showed the include tag as their code).
    func testPartialsAreInlinedInEveryWayRepositoriesIncludeThem() throws {
        var problems: [Diagnostic] = []
        let content = ContentReader(fileSystem: DiskFileSystem(), root: Self.fixture).read(problems: &problems)
        let byTitle = Dictionary(uniqueKeysWithValues: content.documents.map { ($0.title, $0) })
        XCTAssertEqual(Set(byTitle.keys), ["Deploy", "Accordion", "Page", "A", "Code", "Ownership"], "\(content.documents.map(\.path))")
        XCTAssertEqual(byTitle["Deploy"]?.blocks.map(\.text), ["Set up", "Set the base path.", "Deploy."])
        XCTAssertEqual(byTitle["Accordion"]?.blocks.map(\.text), ["Overview", "Accordions hide content.", "Import the accordion."])
        XCTAssertEqual(byTitle["Page"]?.blocks.map(\.text), ["A shared note."])
        XCTAssertEqual(byTitle["A"]?.blocks.map(\.text), ["B’s text."])
        XCTAssertEqual(byTitle["Code"]?.blocks.map(\.text), ["@include \"shared/note.md\"\n", "@include “missing.md”"])
        XCTAssertEqual(byTitle["Ownership"]?.blocks.map(\.text), ["    let s = \"hello\";\n", "fn main() {\n"])
    }

    /// VitePress' code imports become code blocks of the file (Wikimedia Codex: 24 lines `<<< @/…` shown as text).
    func testVitePressCodeImportsAreCodeBlocks() throws {
        let (content, _) = read([
            "Content/components/tooltip.md": "# Tooltip\n\n<<< @/demos/TooltipBasic.vue [NPM]\n\n<<< ./missing.ts\n",
            "Content/demos/TooltipBasic.vue": "<template>\n  <cdx-tooltip />\n</template>\n",
        ])
        let doc = try XCTUnwrap(content.documents.first { $0.title == "Tooltip" })
        XCTAssertEqual(doc.blocks.map(\.text), ["<template>\n  <cdx-tooltip />\n</template>\n", "<<< ./missing.ts"])
        XCTAssertEqual(doc.blocks.first?.html.hasPrefix("<pre><code class=\"language-vue\">"), true)
    }

    /// A partial's own imports go with it, and its problems as a page (no title) are none (Elastic UI's `_guidelines.mdx`).
    func testAPartialsImportsAndPageProblemsGo() throws {
        let (content, problems) = read([
            "Content/toast/_guidelines.mdx": "import { EuiButton,\n  EuiToast } from '@elastic/eui';\n\nUse a toast for a brief message.",
            "Content/toast/index.mdx": "---\ntitle: Toast\n---\nimport Guidelines from './_guidelines.mdx';\n\n## Guidelines\n\n<Guidelines />\n",
        ])
        XCTAssertEqual(content.documents.map(\.title), ["Toast"])
        XCTAssertEqual(content.documents.first?.blocks.map(\.text), ["Guidelines", "Use a toast for a brief message."])
        XCTAssertEqual(problems.filter { $0.severity != .note }.map(\.formatted), [])
    }

    func testIncludesThatLoopStop() {
        // A partial that includes itself: once.
        let read: (String) -> String? = { $0 == "loop.md" ? "Again.\n@include \"loop.md\"" : nil }
        let inlined = PartialInliner.inline("Start.\n@include \"loop.md\"", path: "page.md", read: read)
        XCTAssertEqual(inlined.text.components(separatedBy: "Again.").count - 1, 1)
        XCTAssertEqual(Set(inlined.included), ["loop.md"])
        // Two that include each other: five deep at most.
        let pair: (String) -> String? = { $0 == "a.md" ? "A.\n@include \"b.md\"" : $0 == "b.md" ? "B.\n@include \"a.md\"" : nil }
        let deep = PartialInliner.inline("@include \"a.md\"", path: "page.md", read: pair)
        XCTAssertEqual(deep.text.components(separatedBy: "A.").count - 1, 3)
        XCTAssertEqual(Set(deep.included), ["a.md", "b.md"])
    }
}
