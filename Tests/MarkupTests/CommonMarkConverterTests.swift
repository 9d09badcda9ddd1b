@testable import Markup
import Support
import XCTest

final class CommonMarkConverterTests: XCTestCase {
    func testBlocksWithLinesAndGFMExtensions() {
        let blocks = CommonMarkConverter.blocks("""
            # Title

            Some ~~old~~ **new** text, see https://example.org.

            1. first
            2. second

            - [x] done

            | a | b |
            |---|---|
            | 1 | 2 |

            ```swift
            let x = 1
            ```
            """)
        XCTAssertEqual(blocks.map(\.line), [1, 3, 5, 6, 8, 10, 14])
        XCTAssertEqual(blocks[0].kind, .heading(level: 1))
        XCTAssertEqual(blocks[1].text, "Some old new text, see https://example.org.")
        XCTAssertEqual(blocks[1].html, "Some <del>old</del> <strong>new</strong> text, see <a href=\"https://example.org\">https://example.org</a>.")
        XCTAssertEqual(blocks[2].kind, .listItem(ordered: true, number: 1))
        XCTAssertEqual(blocks[3].kind, .listItem(ordered: true, number: 2))
        XCTAssertTrue(blocks[4].html.contains("type=\"checkbox\""), blocks[4].html)
        XCTAssertEqual(blocks[5].kind, .table)
        XCTAssertTrue(blocks[5].html.hasPrefix("<table>"))
        XCTAssertEqual(blocks[6].kind, .code(language: "swift"))
    }

    /// A fence's title (`title="src/lib.rs"`, VitePress' `[npm]`) is shown above its code (Tauri: 389 file names
    /// were lost, VitePress' code groups showed five commands without their package managers).
    /// `<br>` keeps the words on either side apart in a block's text (search, summaries), in a table cell (TDesign's
    /// 271 "first line<br>second line") as in a paragraph; other inline HTML adds nothing.
    /// What a list item holds (a nested list, a screenshot, a command, a second paragraph) is counted inside it,
    /// so the page can show it there.
    func testBlocksInsideListItemsKnowHowDeepTheyAre() {
        let blocks = CommonMarkConverter.blocks("""
            Intro.

            1. Open Settings.

               ![Settings](settings.png)

               ```sh
               open settings
               ```
            2. Choose a theme:
               - Light
                 - with high contrast
               - Dark

               Either follows the system.

            After the list.
            """)
        XCTAssertEqual(blocks.map(\.text), ["Intro.", "Open Settings.", "Settings", "open settings\n", "Choose a theme:", "Light",
                                            "with high contrast", "Dark", "Either follows the system.", "After the list."])
        XCTAssertEqual(blocks.map(\.listDepth), [0, 1, 1, 1, 1, 2, 3, 2, 1, 0])
        XCTAssertEqual(blocks[4].kind, .listItem(ordered: true, number: 2))
    }

    func testLineBreakTagsSeparateWords() {
        let blocks = CommonMarkConverter.blocks("name | description\n-- | --\nsize | first line<br>second line\n\nOne<br/>two <span>three</span>.\n")
        XCTAssertEqual(blocks.map(\.text), ["name description\n size first line second line", "One two three."])
    }

    /// A fence's info string as attributes (Material for MkDocs: 48 blocks) names no `language-{` class.
    func testFenceAttributesNameTheLanguageOrNone() {
        let html = CommonMarkConverter.blocks("```{ .dockerfile .annotate }\nFROM x\n```\n\n```hl_lines=\"4\"\na\n```\n\n``` title=\"app.py\"\nb\n```\n\n```swift title=\"a.swift\"\nc\n```\n").map(\.html)
        XCTAssertEqual(html.count, 4)
        XCTAssertTrue(html[0].contains("class=\"language-dockerfile\""), html[0])
        XCTAssertFalse(html[1].contains("language-"), html[1])
        XCTAssertFalse(html[2].contains("language-"), html[2])
        XCTAssertTrue(html[2].contains("<div class=\"code-title\">app.py</div>"), html[2])
        XCTAssertTrue(html[3].contains("class=\"language-swift\""), html[3])
    }

    /// mdBook's attributes (the Rust book: 1,500 blocks of `rust,ignore` and the like) and VitePress' line marks are
    /// not part of the language.
    func testFenceLanguageEndsAtACommaOrABrace() {
        let html = CommonMarkConverter.blocks("```rust,ignore,does_not_compile\nfn f() {}\n```\n\n```js{1,4}\nx()\n```\n").map(\.html)
        XCTAssertEqual(html.count, 2)
        XCTAssertTrue(html[0].contains("<code class=\"language-rust\">"), html[0])
        XCTAssertTrue(html[1].contains("<code class=\"language-js\">"), html[1])
    }

    /// Rust code hides its setup lines as rustdoc and mdBook do (`# ` and a lone `#`; `##` shows as `#`): Rust by
    /// Example showed 41 of them. Attributes (`#[derive]`, `#![allow]`) stay, and other languages' `# ` lines
    /// (comments in shell and Python) are untouched.
    func testRustCodeHidesItsSetupLines() {
        let markdown = "```rust,editable\n# #![allow(unused)]\n#[derive(Debug)]\nfn main() {\n    # let x = 1;\n    ## not hidden\n#\n}\n```\n\n```sh\n# a comment\nls\n```\n"
        let blocks = CommonMarkConverter.blocks(markdown)
        XCTAssertEqual(blocks.map(\.text), ["#[derive(Debug)]\nfn main() {\n    # not hidden\n}\n", "# a comment\nls\n"])
        XCTAssertTrue(blocks[0].html.contains("#[derive(Debug)]\nfn main() {\n    # not hidden\n}"), blocks[0].html)
        XCTAssertFalse(blocks[0].html.contains("allow"), blocks[0].html)
    }

    /// Twoslash code shows what follows its cut, without compiler flags and type queries (Vue Router: 50 markers).
    func testTwoslashCodeShowsWhatFollowsItsCut() {
        let markdown = "```ts twoslash\nimport { ref } from 'vue'\n// ---cut---\n// @errors: 2339\nconst count = ref(0)\n//    ^?\n// ---cut-start---\nsetup()\n// ---cut-end---\ncount.value++\n```\n\n```ts\n// @errors: kept without twoslash\n```\n"
        XCTAssertEqual(CommonMarkConverter.blocks(markdown).map(\.text),
                       ["const count = ref(0)\ncount.value++\n", "// @errors: kept without twoslash\n"])
    }

    /// Next.js names a block's file with `filename=` (2,254 blocks), brackets and all: the whole name is the title,
    /// not the `[slug]` inside it (163 blocks were titled "slug" or "id").
    func testNextJSFileNamesTitleTheirCode() {
        XCTAssertEqual(CommonMarkConverter.codeTitle("tsx filename=\"app/blog/[slug]/page.tsx\" switcher"), "app/blog/[slug]/page.tsx")
        XCTAssertEqual(CommonMarkConverter.codeTitle("js filename='next.config.js'"), "next.config.js")
        XCTAssertEqual(CommonMarkConverter.codeTitle("bash [npm]"), "npm")
        XCTAssertNil(CommonMarkConverter.codeTitle("js data=\"[1, 2]\""))
        XCTAssertNil(CommonMarkConverter.codeTitle("go {linenos=table,hl_lines=[3,\"6-8\"]}"), "Hugo's highlighted lines")
    }

    func testCodeBlocksShowTheirTitles() {
        let blocks = CommonMarkConverter.blocks("```rust title=\"src-tauri/src/lib.rs\"\nfn main() {}\n```\n\n```bash [npm]\nnpm i\n```\n\n```js\nx()\n```\n")
        XCTAssertEqual(blocks.map(\.html), [
            "<div class=\"code-title\">src-tauri/src/lib.rs</div><pre><code class=\"language-rust\">fn main() {}\n</code></pre>",
            "<div class=\"code-title\">npm</div><pre><code class=\"language-bash\">npm i\n</code></pre>",
            "<pre><code class=\"language-js\">x()\n</code></pre>",
        ])
        XCTAssertEqual(blocks.map(\.text), ["fn main() {}\n", "npm i\n", "x()\n"])
    }

    /// Typographic dashes leave CSS properties and command-line options alone (`var(--semi-color-primary)` became
    /// `var(–semi-color-primary)` on 9 of Semi's pages), and still typeset dashes between words.
    func testDoubleHyphensBeforeANameStayTwoHyphens() {
        let blocks = CommonMarkConverter.blocks("Use var(--semi-color-primary), run with --no-cache; pages -- like this -- and 1--2.\n\n<!--more-->\n\n`--x`\n")
        XCTAssertEqual(blocks.first?.text, "Use var(--semi-color-primary), run with --no-cache; pages – like this – and 1–2.")
        XCTAssertEqual(blocks.last?.text, "--x")
        // A code span over two lines stays as written (Tauri's `cargo install tauri-cli\n--locked` showed `-\-`).
        XCTAssertEqual(CommonMarkConverter.blocks("Run `cargo install tauri-cli\n--locked` first.\n").first?.text, "Run cargo install tauri-cli --locked first.")
    }

    func testRawHTMLIsDroppedUnlessAllowed() {
        let markdown = "Hi <img src=x onerror=alert(1)>\n\n<script>alert(1)</script>\n"
        let safe = CommonMarkConverter.html(markdown)
        // An image written as HTML stays an image, rebuilt from its source and text alone.
        XCTAssertTrue(safe.contains("<img src=\"x\" alt=\"\" />"), safe)
        XCTAssertFalse(safe.contains("onerror"))
        XCTAssertFalse(safe.contains("<script"))
        let raw = CommonMarkConverter.html(markdown, options: MarkdownOptions(allowRawHTML: true))
        XCTAssertTrue(raw.contains("<img src=x"))
        // Even when allowed, the tag filter extension neuters <script>.
        XCTAssertFalse(raw.contains("<script>"))
    }

    func testImagesWrittenAsHTMLBecomeImages() {
        let markdown = """
            <img
              width="960"
              alt="Anatomy of a banner: &quot;message&quot; and icon"
              src="https://example.org/anatomy.png"
            />

            <figure><img src='images/palette.png' alt=Palette><figcaption>Colours</figcaption></figure>

            <img src="javascript:alert(1)" alt="x"> <img alt="no source">
            """
        let html = CommonMarkConverter.html(markdown)
        XCTAssertTrue(html.contains("<img src=\"https://example.org/anatomy.png\" alt=\"Anatomy of a banner: &quot;message&quot; and icon\" />"), html)
        // A figure with a caption is kept as one.
        XCTAssertTrue(html.contains("<figure><img src=\"images/palette.png\" alt=\"Palette\"><figcaption>Colours</figcaption></figure>"), html)
        XCTAssertFalse(html.contains("width") || html.contains("javascript") || html.contains("no source"), html)
        // A screenshot's dark-theme copy beside its light one is left out (Mintlify showed every screenshot twice).
        let themed = "<img alt=\"Dashboard\" className=\"block dark:hidden\" src=\"light.png\" />\n<img alt=\"Dashboard\" className=\"hidden dark:block\" src=\"dark.png\" />\n\n<p><img src=\"logo.png#gh-dark-mode-only\" alt=\"x\"> text</p>"
        XCTAssertEqual(CommonMarkConverter.blocks(themed).flatMap(\.images), ["light.png"])
        XCTAssertEqual(CommonMarkConverter.blocks(markdown, options: MarkdownOptions()).flatMap(\.images),
                       ["https://example.org/anatomy.png", "images/palette.png"])
        // The paragraph they become is at its raw block's line (a missing image was reported at line 1: MkDocs'
        // carousel of screenshots).
        let wrapped = "Intro.\n\n<div class=\"carousel\">\n  <img src=\"dark.png\" alt=\"Dark\">\n  <img src=\"light.png\" alt=\"Light\">\n</div>\n"
        XCTAssertEqual(CommonMarkConverter.blocks(wrapped).map(\.line), [1, 3])
        XCTAssertEqual(CommonMarkConverter.blocks(wrapped).last?.images, ["dark.png", "light.png"])
    }

    func testJavaScriptLinksAreNotLinks() {
        let html = CommonMarkConverter.html("[x](javascript:alert(1))")
        XCTAssertFalse(html.contains("javascript:"), html)
        for url in ["JavaScript:alert(1)", "vbscript:x", "data:text/html,x", "file:///etc/passwd"] {
            XCTAssertFalse(CommonMarkConverter.html("[x](\(url))").contains(url), url)
        }
        for url in ["https://example.com", "page.html#a", "data:image/png;base64,AAAA", "mailto:a@b.c", "#x"] {
            XCTAssertTrue(CommonMarkConverter.html("[x](\(url))").contains("href=\"\(url)\""), url)
        }
        XCTAssertFalse(CommonMarkConverter.html("![x](javascript:alert(1))").contains("javascript:"))
    }

    func testInlineHTMLHasNoParagraphWrapper() {
        XCTAssertEqual(CommonMarkConverter.inlineHTML("*a* b"), "<em>a</em> b")
    }
}

/// cmark-gfm marks the characters its extensions start on (`:` and `w` for autolinks, `~`, `|`) in one table
/// shared by every parser, set when a parser starts its inlines and cleared when it ends: documents parsed side
/// by side lost their autolinks and strikethroughs at random, and two builds of one site differed.
final class ConcurrentMarkdownTests: XCTestCase {
    func testDocumentsParsedOnEveryCoreKeepTheirAutolinksAndStrikethroughs() {
        let markdown = (0..<40).map { "Paragraph \($0) links https://example.org/\($0) and ~~drops~~ a word." }.joined(separator: "\n\n")
        let expected = CommonMarkConverter.html(markdown)
        XCTAssertTrue(expected.contains("<a href=\"https://example.org/39\">"), expected)
        XCTAssertTrue(expected.contains("<del>drops</del>"), expected)
        let results = Array(0..<400).concurrentMap { _ in CommonMarkConverter.html(markdown) }
        XCTAssertEqual(results.filter { $0 != expected }.count, 0, "documents parsed side by side came out differently")
    }

    /// Footnotes, as GitHub renders them (Just the Docs, Mintlify and many READMEs use them): references are
    /// numbered links, the notes one block at the end with links back; an unused note is left out.
    func testFootnotesAreNumberedLinksToNotesAtTheEnd() throws {
        let markdown = "Intro.[^1] Another.[^note] Again.[^1]\n\n[^1]: The first note.\n[^note]: A **named** note.\n\n    Its second paragraph.\n\n[^unused]: Nobody.\n\nText after.\n"
        let blocks = CommonMarkConverter.blocks(markdown)
        XCTAssertEqual(blocks.map(\.text), ["Intro. Another. Again.", "Text after.", "The first note. A named note. Its second paragraph."])
        XCTAssertTrue(blocks[0].html.contains(##"<sup class="footnote-ref"><a href="#fn-1" id="fnref-1" data-footnote-ref>1</a></sup>"##), blocks[0].html)
        XCTAssertTrue(blocks[0].html.contains(##"<a href="#fn-note" id="fnref-note" data-footnote-ref>2</a>"##), blocks[0].html)
        XCTAssertEqual(blocks[0].anchors, ["fnref-1", "fnref-note", "fnref-1-2"])
        let notes = blocks[2]
        XCTAssertEqual(notes.kind, .table)
        XCTAssertEqual(notes.line, 3)
        XCTAssertEqual(notes.anchors, ["fn-1", "fn-note"])
        XCTAssertTrue(notes.html.hasPrefix("<section class=\"footnotes\" data-footnotes>\n<ol>\n<li id=\"fn-1\">"), notes.html)
        XCTAssertTrue(notes.html.contains(##"<a href="#fnref-1" class="footnote-backref""##), notes.html)
        XCTAssertFalse(notes.html.contains("Nobody"), notes.html)
        XCTAssertEqual(blocks[1].text, "Text after.")
    }
}

extension CommonMarkConverterTests {
    /// A note's label of other characters (`[^†]`) is percent-encoded in its ids; its anchors are listed decoded, as
    /// a link's fragment reads (Rust by Example's dagger note was reported missing).
    func testAFootnoteLabelBeyondASCIIIsAnAnchorAsLinksReadIt() {
        let blocks = CommonMarkConverter.blocks("Almost[^†] done.\n\n[^†]: A dagger note.\n")
        XCTAssertEqual(blocks.first?.anchors, ["fnref-†"])
        XCTAssertEqual(blocks.last?.anchors, ["fn-†"])
    }
}
