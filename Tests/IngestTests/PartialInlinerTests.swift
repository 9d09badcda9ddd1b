import Diagnostics
import FileIO
@testable import Ingest
import XCTest

/// Partials are inlined where pages include them and are no pages of their own.
final class PartialInlinerTests: XCTestCase {
    func testPartialsAreInlinedInEveryWayRepositoriesIncludeThem() throws {
        let fs = MemoryFileSystem([
            // Mintlify: an MDX import of a snippet, used as a component.
            "Content/snippets/steps.mdx": "---\ntitle: Steps\n---\n\n1. Set the base path.\n2. Deploy.",
            "Content/deploy.mdx": "---\ntitle: Deploy\n---\nimport Steps from \"/snippets/steps.mdx\";\n\n## Set up\n\n<Steps />\n",
            // HashiCorp's design system: `@include` inside a section tag, relative to the page.
            "Content/components/accordion/index.md": "# Accordion\n\n<section data-tab=\"Guidelines\">\n  @include \"partials/guidelines/overview.md\"\n</section>\n",
            "Content/components/accordion/partials/guidelines/overview.md": "## Overview\n\nAccordions hide content.\n\n@include \"../code/usage.md\"",
            "Content/components/accordion/partials/code/usage.md": "Import the accordion.",
            // pymdownx.snippets, from the content folder; Jekyll's include_relative.
            "Content/guides/page.md": "# Page\n\n--8<-- \"shared/note.md\"\n",
            "Content/shared/note.md": "A shared note.",
            "Content/jekyll/a.md": "# A\n\n{% include_relative b.md %}\n",
            "Content/jekyll/b.md": "B's text.",
            // In code, as written; a missing partial, as written.
            "Content/code.md": "# Code\n\n```md\n@include \"shared/note.md\"\n```\n\n@include \"missing.md\"\n",
        ])
        var problems: [Diagnostic] = []
        let content = ContentReader(fileSystem: fs, root: "Content").read(problems: &problems)
        let byTitle = Dictionary(uniqueKeysWithValues: content.documents.map { ($0.title, $0) })
        XCTAssertEqual(Set(byTitle.keys), ["Deploy", "Accordion", "Page", "A", "Code"], "\(content.documents.map(\.path))")
        XCTAssertEqual(byTitle["Deploy"]?.blocks.map(\.text), ["Set up", "Set the base path.", "Deploy."])
        XCTAssertEqual(byTitle["Accordion"]?.blocks.map(\.text), ["Overview", "Accordions hide content.", "Import the accordion."])
        XCTAssertEqual(byTitle["Page"]?.blocks.map(\.text), ["A shared note."])
        XCTAssertEqual(byTitle["A"]?.blocks.map(\.text), ["B’s text."])
        XCTAssertEqual(byTitle["Code"]?.blocks.map(\.text), ["@include \"shared/note.md\"\n", "@include “missing.md”"])
    }

    /// VitePress' code imports become code blocks of the file (Wikimedia Codex: 24 lines `<<< @/…` shown as text).
    func testVitePressCodeImportsAreCodeBlocks() throws {
        let fs = MemoryFileSystem([
            "Content/components/tooltip.md": "# Tooltip\n\n<<< @/demos/TooltipBasic.vue [NPM]\n\n<<< ./missing.ts\n",
            "Content/demos/TooltipBasic.vue": "<template>\n  <cdx-tooltip />\n</template>\n",
        ])
        var problems: [Diagnostic] = []
        let content = ContentReader(fileSystem: fs, root: "Content").read(problems: &problems)
        let doc = try XCTUnwrap(content.documents.first { $0.title == "Tooltip" })
        XCTAssertEqual(doc.blocks.map(\.text), ["<template>\n  <cdx-tooltip />\n</template>\n", "<<< ./missing.ts"])
        XCTAssertEqual(doc.blocks.first?.html.hasPrefix("<pre><code class=\"language-vue\">"), true)
    }

    /// A partial's own imports go with it, and its problems as a page (no title) are none (Elastic UI's `_guidelines.mdx`).
    func testAPartialsImportsAndPageProblemsGo() throws {
        let fs = MemoryFileSystem([
            "Content/toast/_guidelines.mdx": "import { EuiButton,\n  EuiToast } from '@elastic/eui';\n\nUse a toast for a brief message.",
            "Content/toast/index.mdx": "---\ntitle: Toast\n---\nimport Guidelines from './_guidelines.mdx';\n\n## Guidelines\n\n<Guidelines />\n",
        ])
        var problems: [Diagnostic] = []
        let content = ContentReader(fileSystem: fs, root: "Content").read(problems: &problems)
        XCTAssertEqual(content.documents.map(\.title), ["Toast"])
        XCTAssertEqual(content.documents.first?.blocks.map(\.text), ["Guidelines", "Use a toast for a brief message."])
        XCTAssertEqual(problems.filter { $0.severity != .note }.map(\.formatted), [])
    }

    /// mdBook's includes fill a code block with a file's lines, an anchor's only (the Rust book's 184 listings per
    /// language showed the include tag as their code).
    func testMdBookIncludesFillCodeBlocks() throws {
        let fs = MemoryFileSystem([
            "Content/src/ch04.md": "# Ownership\n\n```rust\n{{#rustdoc_include ../listings/ch04/main.rs:here}}\n```\n\n```rust\n{{#include ../listings/ch04/main.rs:1:1}}\n```\n",
            "Content/listings/ch04/main.rs": "fn main() {\n    // ANCHOR: here\n    let s = \"hello\";\n    // ANCHOR_END: here\n}\n",
        ])
        var problems: [Diagnostic] = []
        let content = ContentReader(fileSystem: fs, root: "Content").read(problems: &problems)
        let doc = try XCTUnwrap(content.documents.first { $0.title == "Ownership" })
        XCTAssertEqual(doc.blocks.map(\.text), ["    let s = \"hello\";\n", "fn main() {\n"])
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
