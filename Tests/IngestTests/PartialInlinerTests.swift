import Diagnostics
import FileIO
import Foundation
@testable import Ingest
import XCTest

/// Partials are inlined where pages include them and are no pages of their own.
final class PartialInlinerTests: XCTestCase {
    /// The repository's `Tests/Fixtures/` folder.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
    /// The content folder `Tests/Fixtures/partials/`, read from disk as `concord build` reads it.
    static let fixture = fixtures.appendingPathComponent("partials").path

    /// The folder `Tests/Fixtures/imports/<name>/`, and the documents and problems `concord build` reads from it.
    func readFixture(_ name: String) -> (root: String, content: Content, problems: [Diagnostic]) {
        let root = Self.fixtures.appendingPathComponent("imports/" + name).path
        var problems: [Diagnostic] = []
        let content = ContentReader(fileSystem: DiskFileSystem(), root: root).read(problems: &problems)
        return (root, content, problems)
    }

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
        XCTAssertEqual(byTitle["Page"]?.blocks.map(\.text), ["A note every page includes."])
        XCTAssertEqual(byTitle["A"]?.blocks.map(\.text), ["B’s text."])
        XCTAssertEqual(byTitle["Code"]?.blocks.map(\.text), ["@include \"common/note.md\"\n", "@include “missing.md”"])
        XCTAssertEqual(byTitle["Ownership"]?.blocks.map(\.text), ["    let s = \"hello\";\n", "fn main() {\n"])
    }

    /// An mdBook include of a file outside the content folder (the Rust book's listings folder, beside `src/`, when
    /// `src/` is the content folder) is left out with one warning per page, not shown as its tag (707 on 72 pages),
    /// and never read: a path that climbs out of the content folder is not even looked for. A text file included is
    /// the page's code, not a page of its own (the listings' `output.txt` were 353 pages). The content folder is
    /// `Tests/Fixtures/imports/mdbook/src/`; nothing beside it exists.
    func testMdBookIncludesOutsideTheContentFolderAndIncludedTextFiles() throws {
        let (root, content, problems) = readFixture("mdbook/src")
        XCTAssertEqual(content.documents.map(\.title), ["Hello"])
        XCTAssertEqual(content.documents.first?.blocks.map(\.text), ["$ cargo run\nHello, world!\n"], "code blocks left empty go")
        // The first include as the fixture's page writes it (up from `src/` into the listings folder beside it), and
        // its folder: the test names no path of its own that leaves its folder.
        let page = try String(contentsOfFile: root + "/ch01.md", encoding: .utf8)
        let tag = try XCTUnwrap(page.range(of: "{{#rustdoc_include "))
        let include = String(page[tag.upperBound...].prefix { $0 != ":" && $0 != "}" })
        XCTAssertEqual(include.split(separator: "/").suffix(4), ["listings", "ch01", "src", "main.rs"])
        XCTAssertEqual(problems.map { $0.formatted.replacingOccurrences(of: root, with: "{root}") }, [
            "{root}/ch01.md:4:1: warning: found 2 includes of '\(include)' and others that no file of the content folder answers, expected them inside the content folder (left out) [markdown.include.missing]\n"
                + "    note: in '\(Path.parent(include))': copy that folder into the content folder, beside the page, to show the code",
        ])
    }

    /// VitePress' code imports become code blocks of the file (Wikimedia Codex: 24 lines `<<< @/…` shown as text);
    /// `Tests/Fixtures/imports/vitepress/`.
    func testVitePressCodeImportsAreCodeBlocks() throws {
        let (_, content, _) = readFixture("vitepress")
        let doc = try XCTUnwrap(content.documents.first { $0.title == "Tooltip" })
        XCTAssertEqual(doc.blocks.map(\.text), ["<template>\n  <cdx-tooltip />\n</template>\n", "<<< ./missing.ts"])
        XCTAssertEqual(doc.blocks.first?.html.hasPrefix("<pre><code class=\"language-vue\">"), true)
    }

    /// FastAPI's code includes (`{* docs_src/app.py hl[3] *}`, a path up from the page) become code blocks of the
    /// file; one naming a file outside the content folder (five folders up from a page four down) goes, never read,
    /// reported as another generator's tag (440 a language showed as text); `Tests/Fixtures/imports/fastapi/`.
    func testFastAPICodeIncludesAreCodeBlocks() throws {
        let (_, content, problems) = readFixture("fastapi")
        let doc = try XCTUnwrap(content.documents.first)
        XCTAssertEqual(doc.blocks.map(\.text), ["from fastapi import FastAPI\n\napp = FastAPI()\n", "Run it."])
        XCTAssertEqual(doc.blocks.first?.html.hasPrefix("<pre><code class=\"language-python\">"), true)
        XCTAssertEqual(problems.map(\.identifier).sorted(), ["content.file.unknown", "markdown.template"], "the code file is no page either")
    }

    /// A partial's own imports go with it, and its problems as a page (no title) are none (Elastic UI's
    /// `_guidelines.mdx`); `Tests/Fixtures/imports/toast/`.
    func testAPartialsImportsAndPageProblemsGo() throws {
        let (_, content, problems) = readFixture("toast")
        XCTAssertEqual(content.documents.map(\.title), ["Toast"])
        XCTAssertEqual(content.documents.first?.blocks.map(\.text), ["Guidelines", "Use a toast for a brief message."])
        XCTAssertEqual(problems.filter { $0.severity != .note }.map(\.formatted), [])
    }

    /// Jekyll's `{% include x.md param="…" %}` takes the partial from the site's `_includes/`, found above the page
    /// (a repository's `src/`); `_includes/`, `_layouts/` and `_data/` hold no pages, and an include of HTML stays
    /// for the template pass (VA's design system: 71 includes lost their text, and 35 partials were pages).
    func testJekyllIncludesFromTheSitesIncludesFolder() throws {
        let (content, problems) = read([
            "Content/src/_components/button.md": "---\ntitle: Button\n---\nUse a button for actions.\n\n{% include content/links-vs-buttons.md component=\"button\" %}\n\n{% include _example.html %}\n",
            "Content/src/_includes/content/links-vs-buttons.md": "### Buttons vs. links\n\nLinks go places; buttons do things.\n",
            "Content/src/_layouts/default.md": "# Layout\n\n{{ content }}\n",
            "Content/src/_data/metrics/forms.txt": "Forms: 103\n",
        ])
        XCTAssertEqual(content.documents.map(\.title), ["Button"])
        XCTAssertEqual(content.documents.first?.blocks.map(\.text), ["Use a button for actions.", "Buttons vs. links", "Links go places; buttons do things."])
        XCTAssertEqual(problems.filter { $0.identifier == "content.skipped" }.map(\.summary).sorted(), [
            "skipped '_data', a site generator's partials, layouts or data, not pages (partials that pages include are shown where they are included)",
            "skipped '_includes', a site generator's partials, layouts or data, not pages (partials that pages include are shown where they are included)",
            "skipped '_layouts', a site generator's partials, layouts or data, not pages (partials that pages include are shown where they are included)",
        ])
        XCTAssertEqual(problems.filter { $0.identifier == "markdown.template" }.count, 1, "the HTML include is reported")
    }

    /// Drafts are not published (Hugo's, Docusaurus' and Astro's `draft: true`, Jekyll's `published: false`) unless
    /// `drafts: true` in concord.yml asks for them.
    func testDraftsAreLeftOutUnlessTheSiteAsksForThem() throws {
        let files = [
            "Content/live.md": "# Live\n\nPublished text.\n",
            "Content/draft.md": "---\ntitle: Component name (singular)\ndraft: true\n---\nSkeleton.\n",
            "Content/hidden.md": "---\ntitle: Hidden\npublished: false\n---\nNot yet.\n",
        ]
        let (content, problems) = read(files)
        XCTAssertEqual(content.documents.map(\.title), ["Live"])
        XCTAssertEqual(problems.filter { $0.identifier == "content.draft" }.map(\.formatted).sorted(), [
            "Content/draft.md:3:1: note: skipped a draft ('draft: true' in its front matter), not published; 'drafts: true' in concord.yml publishes drafts [content.draft]",
            "Content/hidden.md:3:1: note: skipped a draft ('published: false' in its front matter), not published; 'drafts: true' in concord.yml publishes drafts [content.draft]",
        ])
        var withDrafts = files
        withDrafts["Content/concord.yml"] = "drafts: true\n"
        XCTAssertEqual(Set(read(withDrafts).content.documents.map(\.title)), ["Live", "Component name (singular)", "Hidden"])
    }

    /// Imports as repositories write them (`Tests/Fixtures/imports/crlf/`, read from disk): with CRLF line ends (React
    /// Native's versioned docs showed "import Tabs from '@theme/Tabs';" on 159 pages), with Prettier's escaped
    /// underscore (`./\_part.md`), and Astro's named import of a partial's content. A file whose name starts with
    /// `_` is no page, included or not.
    func testImportsWithCRLFEscapesAndAstrosNamedImport() throws {
        let (root, content, problems) = readFixture("crlf")
        XCTAssertTrue(try String(contentsOfFile: root + "/setup.mdx", encoding: .utf8).contains("\r\n"), "the fixture keeps its CRLF line ends")
        XCTAssertEqual(content.documents.map(\.title), ["Setup"])
        XCTAssertEqual(content.documents.first?.blocks.map(\.text), ["macOS", "Install Xcode.", "Listen for events."])
        XCTAssertEqual(problems.filter { $0.identifier == "content.skipped" }.map { $0.formatted.replacingOccurrences(of: root, with: "imports") }, [
            "imports: note: skipped 2 files named with a leading '_' (imports/_mac.md, …), partials or navigation as site generators name them, not pages (shown where pages include them) [content.skipped]\n    note: also imports/reference/_cli.mdx",
        ])
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

extension PartialInlinerTests {
    /// dumi's embeds and demos (Ant Design's component pages): `<embed src>` of Markdown is its text; `<code src>` of a
    /// demo is its title and its code, the demo file neither a page nor an unknown file; a `debug` demo, which dumi
    /// leaves out of the built site, goes; `<code>` in prose and a demo whose file is missing stay as written.
    func testDumiEmbedsAndDemos() throws {
        let (content, problems) = read([
            "Content/button/index.en-US.md": """
                ---
                title: Button
                ---

                <embed src="../common/intro.md#L1-L3"></embed>

                ## Examples

                <code src="./demo/basic.tsx">Basic</code>
                <code src="./demo/size.tsx" title="Size" />
                <code src="./demo/debug.tsx" debug>Debug</code>
                <code src="./demo/debug-color" debug>Debug colour</code>
                <code src="./demo/gone.tsx">Gone</code>

                Use <code>type</code> to style it.
                """,
            "Content/common/intro.md": "## Intro\n\nShared words.\n",
            "Content/button/demo/basic.tsx": "export default () => <Button>OK</Button>;\n",
            "Content/button/demo/size.tsx": "export default () => <Button size=\"large\" />;\n\n",
            "Content/button/demo/debug.tsx": "debug only\n",
            "Content/button/demo/debug.md": "## en-US\n\nNot shown.\n",
            // A demo's description, a section per language: the page's (English: the file name has no language).
            "Content/button/demo/basic.md": "## zh-CN\n\n基本用法。\n\n## en-US\n\nThe basic use.\n",
        ])
        XCTAssertEqual(problems.map(\.formatted), [])
        XCTAssertEqual(content.documents.map(\.path), ["Content/button/index.en-US.md"], "the embedded file is the page's")
        let doc = try XCTUnwrap(content.documents.first)
        XCTAssertEqual(doc.blocks.map(\.text), [
            "Intro", "Shared words.", "Examples", "Basic", "The basic use.", "export default () => <Button>OK</Button>;\n", "Size",
            "export default () => <Button size=\"large\" />;\n", "Gone", "Use type to style it.",
        ])
        XCTAssertEqual(doc.blocks[5].html, "<pre><code class=\"language-tsx\">export default () =&gt; &lt;Button&gt;OK&lt;/Button&gt;;\n</code></pre>")
        // With the anchor dumi gives the demo, which other pages link (`/components/button-cn/#button-demo-basic`).
        XCTAssertEqual(doc.blocks[3].html, "<span id=\"button-demo-basic\"></span><strong>Basic</strong>")
        XCTAssertTrue(doc.blocks.contains { $0.kind == .heading(level: 2) && $0.text == "Intro" }, "\(doc.blocks)")
        // The Chinese page takes the Chinese section.
        XCTAssertEqual(PartialInliner.dumiDescription("## zh-CN\n\n基本用法。\n\n## en-US\n\nThe basic use.\n", page: "button/index.zh-CN.md"), ["基本用法。"])
        XCTAssertEqual(PartialInliner.dumiDescription("Only one.\n", page: "button/index.zh-CN.md"), ["Only one."])
    }
}

extension PartialInlinerTests {
    /// Arco Design's component pages: `%%Content%%` is the demos of `__demo__/` in their order, each its title, the
    /// description and the code, in the page's language; the demo files and the page templates (`__template__/`) are
    /// no pages; the opening fence of five backticks is the page's title and lead.
    func testArcoDemosAndOpeningFence() throws {
        let demo = { (order: Int, en: String, zh: String, code: String) in
            "---\norder: \(order)\ntitle:\n  zh-CN: \(zh)\n  en-US: \(en)\n---\n\n## zh-CN\n\n\(zh)的用法。\n\n## en-US\n\nHow to use \(en).\n\n```js\n\(code)\n```\n"
        }
        let page = { (lead: String) in "`````\nComponent / General\n\n# Button\n\n\(lead)\n`````\n\n%%Content%%\n\n## API\n\nProps.\n" }
        let (content, problems) = read([
            "Content/Button/README.en-US.md": page("A button triggers an operation."),
            "Content/Button/README.zh-CN.md": page("按钮是一种命令组件。"),
            "Content/Button/__demo__/size.md": demo(1, "Size", "尺寸", "<Button size=\"large\" />"),
            "Content/Button/__demo__/basic.md": demo(0, "Basic", "基本", "<Button />"),
            "Content/Button/__template__/index.en-US.md": page("A button triggers an operation."),
        ])
        XCTAssertEqual(problems.filter { $0.severity == .error }.map(\.formatted), [])
        XCTAssertEqual(content.documents.map(\.path).sorted(), ["Content/Button/README.en-US.md", "Content/Button/README.zh-CN.md"])
        let english = try XCTUnwrap(content.documents.first { $0.path.hasSuffix("en-US.md") })
        XCTAssertEqual(english.title, "Button")
        XCTAssertEqual(english.blocks.map(\.text), [
            "A button triggers an operation.", "Basic", "How to use Basic.", "<Button />\n", "Size", "How to use Size.", "<Button size=\"large\" />\n",
            "API", "Props.",
        ])
        let chinese = try XCTUnwrap(content.documents.first { $0.path.hasSuffix("zh-CN.md") })
        XCTAssertEqual(chinese.blocks.prefix(4).map(\.text), ["按钮是一种命令组件。", "基本", "基本的用法。", "<Button />\n"])
    }
}

extension PartialInlinerTests {
    /// NG-ZORRO's (and Ant Design's before dumi) component pages name no demos: the site shows the Markdown of the
    /// component's `demo/` folder before `## API`, in their order, under a heading, each titled by a heading with the
    /// site's anchor; the code is in the demo's fences or in a file of its name beside it. The demo files are no pages.
    func testDemoFolderOfAComponentPageInDocFolder() throws {
        let demo = { (order: Int, en: String, zh: String, fence: String) in
            "---\norder: \(order)\ntitle:\n  zh-CN: \(zh)\n  en-US: \(en)\n---\n\n## zh-CN\n\n\(zh)的用法。\n\n## en-US\n\nHow to use \(en).\n\(fence)"
        }
        let (content, problems) = read([
            "Content/components/tooltip/doc/index.en-US.md": "---\ntitle: Tooltip\n---\n\n## When To Use\n\nOn hover.\n\n## API\n\nProps.\n",
            "Content/components/tooltip/doc/index.zh-CN.md": "---\ntitle: Tooltip\nsubtitle: 文字提示\n---\n\n## 何时使用\n\n鼠标移入则显示提示。\n\n## API\n\n参数。\n",
            "Content/components/tooltip/demo/placement.md": demo(1, "Placement", "位置", ""),
            "Content/components/tooltip/demo/placement.ts": "export class Placement {}\n",
            "Content/components/tooltip/demo/basic.md": demo(0, "Basic", "基本", "\n```ts\nexport class Basic {}\n```\n"),
            // A page that names its demos itself (dumi) is left to name them.
            "Content/components/button/index.en-US.md": "# Button\n\n<code src=\"./demo/basic.tsx\">Basic</code>\n",
            "Content/components/button/demo/basic.md": demo(0, "Basic", "基本", ""),
            "Content/components/button/demo/basic.tsx": "export default () => <Button />;\n",
        ])
        XCTAssertEqual(problems.filter { $0.severity == .error }.map(\.formatted), [])
        XCTAssertEqual(content.documents.map(\.path).sorted(), ["Content/components/button/index.en-US.md",
                                                                 "Content/components/tooltip/doc/index.en-US.md", "Content/components/tooltip/doc/index.zh-CN.md"])
        let english = try XCTUnwrap(content.documents.first { $0.path.hasSuffix("tooltip/doc/index.en-US.md") })
        XCTAssertEqual(english.blocks.map(\.text), ["When To Use", "On hover.", "Examples", "Basic", "How to use Basic.", "export class Basic {}\n",
                                                    "Placement", "How to use Placement.", "export class Placement {}\n", "API", "Props."])
        let headings = english.blocks.filter { if case .heading(level: 3) = $0.kind { return true } else { return false } }
        XCTAssertEqual(headings.map(\.text), ["Basic", "Placement"])
        XCTAssertTrue(headings[0].html.contains("id=\"components-tooltip-demo-basic\""), headings[0].html)
        let chinese = try XCTUnwrap(content.documents.first { $0.path.hasSuffix("zh-CN.md") })
        XCTAssertEqual(chinese.blocks.prefix(6).map(\.text), ["何时使用", "鼠标移入则显示提示。", "代码演示", "基本", "基本的用法。", "export class Basic {}\n"])
        let button = try XCTUnwrap(content.documents.first { $0.path.hasSuffix("button/index.en-US.md") })
        XCTAssertFalse(button.blocks.contains { $0.text == "Examples" })
    }

    /// ant-design-vue's demos are Vue files: the `<docs>` block is the demo's Markdown, the rest its code; the
    /// folder's `index.vue`, with no `<docs>`, only lists them.
    func testVueDemosWithADocsBlock() throws {
        let demo = { (order: Int, en: String, zh: String) in
            "<docs>\n---\norder: \(order)\ntitle:\n  zh-CN: \(zh)\n  en-US: \(en)\n---\n\n## zh-CN\n\n\(zh)的用法。\n\n## en-US\n\nHow to use \(en).\n</docs>\n\n<template>\n  <a-button>\(en)</a-button>\n</template>\n"
        }
        let (content, _) = read([
            // A suffix with an underscore (`index.en_US.md`, ant-design-vue's badge) is the language's too.
            "Content/components/button/index.en_US.md": "---\ntitle: Button\n---\n\nTo trigger an operation.\n\n## API\n\nProps.\n",
            "Content/components/button/index.zh-CN.md": "---\ntitle: Button\n---\n\n按钮用于开始一个即时操作。\n\n## API\n\n参数。\n",
            "Content/components/button/demo/size.vue": demo(1, "Size", "尺寸"),
            "Content/components/button/demo/targetOffset.vue": demo(0, "Type", "按钮类型"),
            "Content/components/button/demo/index.vue": "<template>\n  <demo-sort><basic /><size /></demo-sort>\n</template>\n",
        ])
        let english = try XCTUnwrap(content.documents.first { $0.path.hasSuffix("en_US.md") })
        XCTAssertEqual(english.language, "en")
        // The anchor in lower case, as the site's links write it (`#components-anchor-demo-targetoffset`).
        XCTAssertTrue(english.blocks[2].html.contains("id=\"components-button-demo-targetoffset\""), english.blocks[2].html)
        XCTAssertEqual(english.blocks.map(\.text), ["To trigger an operation.", "Examples", "Type", "How to use Type.", "<template>\n  <a-button>Type</a-button>\n</template>\n",
                                                    "Size", "How to use Size.", "<template>\n  <a-button>Size</a-button>\n</template>\n", "API", "Props."])
    }
}

extension PartialInlinerTests {
    /// TDesign's pages: `:: BASE_DOC ::` is the component's shared text in the tdesign-common submodule (the page's
    /// language's file, else the component's), `{{ duration }}` the code of `_example/duration.vue` beside the page.
    /// Without the submodule the marker's line is left out with a warning.
    func testTDesignSharedTextAndDemos() throws {
        let (content, problems) = read([
            "Content/packages/components/tooltip/tooltip.md": ":: BASE_DOC ::\n\n### 定时消失\n\n{{ duration }}\n\n## API\n\n参数。\n",
            "Content/packages/components/tooltip/_example/duration.vue": "<template>\n  <t-tooltip :duration=\"5000\" />\n</template>\n\n",
            "Content/packages/components/tooltip/_example/base.vue": "<template>\n  <t-tooltip />\n</template>\n",
            "Content/packages/common/docs/web/api/tooltip.md": "## 何时使用\n\n鼠标移入则显示提示。\n\n{{ base }}\n",
            "Content/packages/components/affix/affix.md": ":: BASE_DOC ::\n\n## API\n\n参数说明。\n",
        ])
        let tooltip = try XCTUnwrap(content.documents.first { $0.path.hasSuffix("tooltip/tooltip.md") })
        // Titled by its component, as the site does (its first heading was taken for its title).
        XCTAssertEqual([tooltip.title] + tooltip.blocks.map(\.text), ["Tooltip", "何时使用", "鼠标移入则显示提示。", "<template>\n  <t-tooltip />\n</template>\n",
                                                                     "定时消失", "<template>\n  <t-tooltip :duration=\"5000\" />\n</template>\n", "API", "参数。"])
        let affix = try XCTUnwrap(content.documents.first { $0.path.hasSuffix("affix/affix.md") })
        XCTAssertEqual([affix.title] + affix.blocks.map(\.text), ["Affix", "API", "参数说明。"])
        XCTAssertEqual(TDesignDocInliner.inline(":: BASE_DOC ::\n\nText.\n", path: "select-input.en-US.md", read: { _ in nil }).text,
                       "# SelectInput\n\n\nText.\n")
        XCTAssertEqual(problems.filter { $0.identifier == "markdown.include.submodule" }.map(\.source), ["Content/packages/components/affix/affix.md"])
        XCTAssertFalse(content.documents.contains { $0.path.contains("common/docs") }, "the shared text is the page's, not a page")
    }
}

extension PartialInlinerTests {
    /// An included file's code block: its fence is longer than any run of backticks opening a line of the code (a
    /// Markdown file's own four-backtick fence would close a fence of four), and blank lines at its end go.
    func testCodeBlockFenceOutlastsTheCodesOwn() {
        XCTAssertEqual(PartialInliner.codeBlock("let a = 1\n\n", language: "swift"), ["```swift", "let a = 1", "```"])
        XCTAssertEqual(PartialInliner.codeBlock("Text with ``` inside.\n", language: "md"), ["```md", "Text with ``` inside.", "```"])
        XCTAssertEqual(PartialInliner.codeBlock("````js\nx\n````\n", language: "md"), ["`````md", "````js", "x", "````", "`````"])
    }
}
