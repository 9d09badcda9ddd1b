import Diagnostics
import FileIO
import Ingest
import XCTest

final class MarkdownReaderTests: XCTestCase {
    func read(_ text: String, manifest: SiteManifest = SiteManifest()) -> (Document?, [Diagnostic]) {
        var problems: [Diagnostic] = []
        let doc = MarkdownReader.read(text, path: "m.md", manifest: manifest, problems: &problems)
        return (doc, problems)
    }

    func testFrontMatterAndBlocks() throws {
        let (doc, problems) = read("""
            ---
            title: Scope bars
            lang: zh-Hans
            translationOf: search-fields
            ---
            # Scope bars

            Some *text* with <script>alert(1)</script> and a | table |

            ## Tokens

            - one
            - two

            | a | b |
            |---|---|
            | 1 | 2 |
            """)
        XCTAssertEqual(problems, [])
        let d = try XCTUnwrap(doc)
        XCTAssertEqual(d.title, "Scope bars")
        XCTAssertEqual(d.language, "zh-Hans")
        XCTAssertEqual(d.translationOf, "search-fields")
        XCTAssertEqual(d.blocks.map(\.line), [8, 10, 12, 13, 15])
        XCTAssertFalse(d.blocks[0].html.contains("<script"), d.blocks[0].html)
        XCTAssertEqual(d.blocks[1].headingLevel, 2)
        XCTAssertTrue(d.blocks[4].html.hasPrefix("<table>"))
    }

    /// A first heading below level 1 names the page only when no heading after it is as high: TDesign's design
    /// pages open with "### When to use" above "### Common usage", sections of a page its file names.
    func testASectionHeadingIsNoTitle() throws {
        var problems: [Diagnostic] = []
        let sections = try XCTUnwrap(MarkdownReader.read("### When to use\n\nExplain an icon.\n\n### Common usage\n\nOn hover.\n",
                                                         path: "tooltip.md", manifest: SiteManifest(), problems: &problems))
        XCTAssertEqual(sections.title, "Tooltip")
        XCTAssertEqual(sections.blocks.filter { $0.headingLevel != nil }.map(\.text), ["When to use", "Common usage"])
        let titled = try XCTUnwrap(MarkdownReader.read("## Tooltip\n\n### When to use\n\nExplain an icon.\n",
                                                       path: "x.md", manifest: SiteManifest(), problems: &problems))
        XCTAssertEqual(titled.title, "Tooltip")
        XCTAssertEqual(problems.map(\.identifier), ["markdown.title.missing"], "the file names the first page, as said")
    }

    /// A heading keeps its code, emphasis and keys (`### The `useState` hook`: API headings lost their code styling on
    /// Material Web's and Obsidian's pages); a link in it is its text, as a heading links to itself.
    func testHeadingsKeepTheirInlineCode() throws {
        let (content, _) = readContent(MemoryFileSystem(["Content/hooks.md": "# Hooks\n\nText.\n\n## The `useState` *hook* and [links](x.md)\n\nState.\n"]))
        let heading = try XCTUnwrap(content.documents.first?.blocks.first { $0.isHeading })
        XCTAssertEqual(heading.text, "The useState hook and links")
        XCTAssertEqual(heading.html, "The <code>useState</code> <em>hook</em> and links")
    }

    /// An untitled call-out is titled in its page's language ("Tip" on a Chinese page was English); a title the
    /// author wrote, and English pages, stay as they are.
    func testCalloutTitlesInThePagesLanguage() throws {
        func titles(_ text: String) throws -> [String] {
            let (content, _) = readContent(MemoryFileSystem(["Content/a.md": text]))
            let doc = try XCTUnwrap(content.documents.first)
            return doc.blocks.filter { $0.quoteStart }.map { String($0.html.prefix { $0 != "/" }) }
        }
        XCTAssertEqual(try titles("# 按钮\n\n按钮用于开始一个即时操作。\n\n> [!TIP]\n> 这是一个提示。\n\n:::warning\n注意这里。\n:::\n\n:::note 小贴士\n作者的标题。\n:::\n"),
                       ["<strong>提示<", "<strong>警告<", "<strong>小贴士<"])
        XCTAssertEqual(try titles("# Button\n\nButtons start an action right away.\n\n> [!TIP]\n> A tip.\n"), ["<strong>Tip<"])
    }

    /// `text` read as a repository's `README.md`.
    func readme(_ text: String) throws -> Document {
        var problems: [Diagnostic] = []
        return try XCTUnwrap(MarkdownReader.read(text, path: "README.md", manifest: SiteManifest(), problems: &problems))
    }

    /// A README opening with a logo (`<img alt="TDesign Logo">`) is named by the logo, which stays on the page; an
    /// image's description names nothing (the site was "TDesign Logo").
    func testALogoNamesAReadmeAndStays() throws {
        var problems: [Diagnostic] = []
        let logo = try XCTUnwrap(MarkdownReader.read("<p>\n  <img alt=\"TDesign Logo\" width=\"200\" src=\"logo.png\">\n</p>\n\nTDesign is a design system.\n",
                                                     path: "README.md", manifest: SiteManifest(), problems: &problems))
        XCTAssertEqual(logo.title, "TDesign")
        XCTAssertEqual(logo.blocks.count, 2, "the logo stays")
        let chart = try XCTUnwrap(MarkdownReader.read("![A chart of sales by month](chart.png)\n\nSales rose.\n",
                                                      path: "sales.md", manifest: SiteManifest(), problems: &problems))
        XCTAssertEqual(chart.title, "Sales")
        // A README's lone image named for the project (docsify's site was "README"); a badge names nothing.
        XCTAssertEqual(try readme("<p align=\"center\">\n  <a href=\"https://docsify.js.org\">\n    <img alt=\"docsify\" src=\"./docs/_media/icon.svg\">\n  </a>\n</p>\n\n<p align=\"center\">\n  A magical documentation site generator.\n</p>\n").title,
                       "docsify")
        XCTAssertEqual(try readme("![Build Status](https://ci.example/badge.svg)\n\nA tool.\n").title, "README")
    }

    /// A README that says what it is above its first `#` heading and heads its sections with more of them: the
    /// headings are sections, and the logo names it (TDesign Vue Next's site was "🎉 Features"). A title heading
    /// below a line of links, or the only `#` heading below a sentence, still titles the page.
    func testLevelOneSectionsBelowASentenceAreNoTitle() throws {
        let logo = "<p align=\"center\">\n  <img alt=\"TDesign Logo\" width=\"200\" src=\"logo.png\">\n</p>\n\nEnglish | [简体中文](./README-zh_CN.md)\n\n"
        let tdesign = try readme(logo + "TDesign Vue Next is a UI component library for Vue 3 and desktop application.\n\n# 🎉 Features\n\n- Dark mode\n\n# 📦 Installation\n\nRun npm.\n")
        XCTAssertEqual(tdesign.title, "TDesign")
        XCTAssertTrue(tdesign.blocks.contains { $0.text == "🎉 Features" }, "the section stays")
        XCTAssertEqual(try readme("English | [简体中文](./README-zh_CN.md)\n\n# Widget Kit\n\nWidgets for everyone, in every app you make.\n\n# Usage\n\nRun it.\n").title, "Widget Kit")
        XCTAssertEqual(try readme("This project moved to a new home, see the notes below for details.\n\n# Widget Kit\n\nWidgets.\n").title, "Widget Kit")
    }

    /// A README's title heading without its badges' descriptions (Vue Router's site was "vue-router nmp version test
    /// codecov"); a centred header in HTML titles the page (Arco's site was "Features", Semi's "README").
    func testTitlesWithoutBadgesAndFromAnHTMLHeader() throws {
        func title(_ text: String) throws -> String { try readme(text).title }
        XCTAssertEqual(try title("# vue-router [![nmp version](https://img.shields.io/npm/v/vue-router.svg)](https://npmx.dev) [![test](badge.svg)](t)\n\nRoutes.\n"), "vue-router")
        XCTAssertEqual(try title("<div align=\"center\">\n  <h1>Arco Design</h1>\n</div>\n\nA comprehensive React UI components library based on the Arco Design system.\n\n# Features\n\nMany.\n\n# Contributing\n\nSend patches.\n"), "Arco Design")
        XCTAssertEqual(try title("<article>\n    <h1 style=\"width: 100%;\">Semi-UI</h1>\n    <p>A modern design system.</p>\n</article>\n\n## Install\n\nRun npm.\n\n## Use\n\nImport it.\n"), "Semi-UI")
        XCTAssertEqual(try title("---\ntitle: Kit\n---\n\n<h1>Other</h1>\n\nText.\n"), "Kit")
    }

    func testFrontMatterKeysConcordDoesNotReadMayHoldAnything() throws {
        // Ant Design's pages group themselves with a mapping; only a key Concord reads must be text.
        let (doc, problems) = read("---\ngroup:\n  title: Design Patterns\n  order: 2\norder: 6\ntitle: Button\n---\n\nGuide users.\n")
        XCTAssertEqual(problems, [])
        XCTAssertEqual(doc?.title, "Button")
        let (_, titled) = read("---\ntitle:\n  en: Button\n---\n\nGuide users.\n")
        XCTAssertEqual(titled.map(\.identifier), ["frontmatter.value.type", "markdown.title.missing"])
    }

    /// A title written for a generator that shows it as HTML reads as its text (USWDS: `&#x23;` was shown, and named
    /// the page `sharing-the-x23-govlove`).
    func testFrontMatterTitlesHaveTheirCharacterReferencesDecoded() throws {
        let (doc, _) = read("---\ntitle: Sharing the &#x23;GovLove &amp; goals and&nbsp;benefits\n---\n\nText.\n")
        XCTAssertEqual(doc?.title, "Sharing the #GovLove & goals and benefits")
    }

    /// A page whose body its site's layout wrote (USWDS's components) but whose front matter gives a title and says
    /// what it is, is a page with that lede: it was skipped, and every link to it reported missing.
    func testAPageWithATitleAndADescriptionAloneIsAPage() throws {
        let (doc, problems) = read("---\ntitle: Accordion\nlead: An accordion is a list of headers that hide or reveal content.\n---\n")
        XCTAssertEqual(doc?.title, "Accordion")
        XCTAssertEqual(doc?.summary, "An accordion is a list of headers that hide or reveal content.")
        XCTAssertEqual(doc?.blocks, [])
        XCTAssertEqual(problems, [])
        // A title alone is still no page.
        XCTAssertNil(read("---\ntitle: Accordion\n---\n").0)
    }

    /// A heading with no text (`####` alone) is no section: it made an empty entry in the page's contents.
    func testAnEmptyHeadingIsNoSection() throws {
        let (doc, _) = read("# Messages\n\n## Feedback\n\nSay what happened.\n\n####\n\n#### <span id=\"kept\"></span>\n\nThen what to do.\n")
        let blocks = try XCTUnwrap(doc?.blocks)
        XCTAssertEqual(blocks.map(\.text), ["Feedback", "Say what happened.", "Then what to do."])
        XCTAssertTrue(blocks[2].html.contains("id=\"kept\""), blocks[2].html)
    }

    func testFrontMatterWithBlankLinesRunsToItsClosingLine() throws {
        // USWDS's Jekyll pages group their keys with blank lines.
        let (doc, problems) = read("---\ntitle: Introduction\nnav_title: Intro\n\npermalink: /next/introduction/\n---\n\nWhy a design system.\n")
        XCTAssertEqual(problems, [])
        XCTAssertEqual(doc?.title, "Introduction")
        XCTAssertEqual(doc?.permalink, "/next/introduction/")
        XCTAssertEqual(doc?.blocks.map(\.text), ["Why a design system."])
        // A rule above paragraphs is no front matter, however many rules follow.
        let (ruled, _) = read("---\n\n# Notes\n\nFirst, a point.\n\n---\n\nThen another.\n")
        XCTAssertEqual(ruled?.title, "Notes")
        XCTAssertEqual(ruled?.blocks.map(\.text), ["First, a point.", "Then another."])
        // Hugo's `url` is the page's path on its site, not an original's address.
        let (hugo, _) = read("---\ntitle: Button\nurl: /components/button/\n---\n\nPress it.\n")
        XCTAssertEqual(hugo?.permalink, "/components/button/")
        XCTAssertNil(hugo?.sourceURL)
    }

    func testHugosTOMLFrontMatter() throws {
        let (doc, problems) = read("+++\ntitle = \"Color\"\ndescription = 'How to use color in the interface'\nweight = 20 # order\ntags = [\"color\", \"contrast\"]\n[menu.main]\ntitle = \"Not this\"\n+++\n\nColor helps people tell elements apart.\n")
        XCTAssertEqual(problems, [])
        XCTAssertEqual(doc?.title, "Color")
        XCTAssertEqual(doc?.summary, "How to use color in the interface")
        XCTAssertEqual(doc?.blocks.map(\.text), ["Color helps people tell elements apart."])
        let (_, unclosed) = read("+++\ntitle = \"Color\"\n\nText.\n")
        XCTAssertEqual(unclosed.map(\.identifier), ["frontmatter.syntax"])
    }

    func testTheAuthorsDescriptionOrAListsFirstSentenceSumsUpThePage() throws {
        let (described, _) = read("---\ntitle: Button\ndescription: Use the button component to help users carry out an action\n---\n\nWrite button text in sentence case.\n")
        XCTAssertEqual(described?.summary, "Use the button component to help users carry out an action")
        let (templated, _) = read("---\ntitle: Button\ndescription: \"{{ page.lead }}\"\n---\n\nWrite button text in sentence case.\n")
        XCTAssertEqual(templated?.summary, "Write button text in sentence case.")
        // Primer's hooks describe themselves in Markdown: a card shows the words, not the backticks.
        let (marked, _) = read("---\ntitle: useOverlay\ndescription: Provides all relevant `Overlay` behavior and **a ref** for the [overlay](overlay.md)'s container.\n---\n\nText.\n")
        XCTAssertEqual(marked?.summary, "Provides all relevant Overlay behavior and a ref for the overlay’s container.")
        let (listed, _) = read("# Accessibility\n\n- **Code headers as buttons.** Buttons work with screen readers and keyboards.\n- Use unique ids.\n")
        XCTAssertEqual(listed?.summary, "Code headers as buttons. Buttons work with screen readers and keyboards.")
    }

    func testParagraphsOfDroppedRawHTMLAreNoBlocks() throws {
        // Material's pages put videos in paragraphs of raw HTML, which is dropped: no empty paragraph is left.
        // A paragraph of an anchor or an image stays (links land on the one; the other is resolved later).
        let (doc, problems) = read("""
            # Elevation

            Components return to their resting elevation.

            <video controls loop><source src="{assets_path}/elevation.mp4" type="video/mp4"></video>

            <span id="page-3-1"></span>

            ![](images/elevation.png)

            <b></b> Shadows show elevation.

            {do}

            {dont}

            Set {count} to three.
            """)
        var d = try XCTUnwrap(doc)
        // An exporter's unfilled template variables, alone in their paragraphs, are left out with one warning.
        XCTAssertEqual(problems.map(\.formatted), ["m.md:13:1: warning: found 2 paragraphs holding only an unfilled template variable (first: '{do}'), expected text (left out) [markdown.placeholder]"])
        // In MDX, such a paragraph is an expression the site fills when it is built (Twilio Paste's `{defaultExample}`).
        var mdxProblems: [Diagnostic] = []
        _ = MarkdownReader.read("# Alert\n\n{defaultExample}\n\nText.", path: "alert.mdx", manifest: SiteManifest(), problems: &mdxProblems)
        XCTAssertEqual(mdxProblems.map(\.summary), ["found 1 paragraph holding only an expression MDX fills when its site is built (first: '{defaultExample}'), expected text (left out)"])
        XCTAssertEqual(d.blocks.last?.text, "Set {count} to three.")
        d.blocks.removeLast()
        XCTAssertEqual(d.blocks.map(\.line), [3, 7, 9, 11])
        XCTAssertTrue(d.blocks[1].html.contains("<span id=\"page-3-1\"></span>"), d.blocks[1].html)
        XCTAssertTrue(d.blocks[2].html.contains("<img src=\"images/elevation.png\""), d.blocks[2].html)
        XCTAssertEqual(d.blocks[3].text.trimmingCharacters(in: .whitespaces), "Shadows show elevation.")
    }

    func testCorpusHIGHeaderWithoutClosingDelimiter() throws {
        let (doc, _) = read("""
            ---
            title: "Search fields | Apple Developer Documentation"
            source: https://developer.apple.com/design/human-interface-guidelines/search-fields

            # Search fields

            A search field lets people search.
            """)
        XCTAssertEqual(doc?.title, "Search fields")
        XCTAssertEqual(doc?.id, "search-fields")
        XCTAssertEqual(doc?.designSystem, "Apple")
        XCTAssertEqual(doc?.blocks.map(\.text), ["A search field lets people search."])
    }

    func testTimeMarksMakeTalkProse() throws {
        let (doc, _) = read("""
            ---
            id: "tech-talks-111428"
            title: "Meet agentic coding in Xcode"
            language: "eng"
            ---

            # Meet agentic coding in Xcode — Transcript

            **[0:05]** Hi, I’m Ken.

            **[1:02:03]** Later.
            """)
        let d = try XCTUnwrap(doc)
        XCTAssertEqual(d.kind, .session)
        XCTAssertEqual(d.sessionOf, "tech-talks-111428")
        XCTAssertEqual(d.id, "meet-agentic-coding-in-xcode")
        XCTAssertEqual(d.blocks.map(\.time), [5, 3723])
        XCTAssertEqual(d.blocks.map(\.text), ["Hi, I’m Ken.", "Later."])
    }

    func testFrontMatterErrorsHaveLines() {
        let (_, problems) = read("---\ntitle: ok\nkind: [x\n---\n# T\n\ntext")
        XCTAssertEqual(problems.first?.identifier, "frontmatter.syntax")
        XCTAssertGreaterThanOrEqual(problems.first?.range?.start.line ?? 0, 3)
    }

    /// Generated pages open with a line of labelled fields; the summary is the first sentence after it.
    func testSummarySkipsALineOfFields() throws {
        func summary(_ lead: String) throws -> String? {
            try XCTUnwrap(read("# T\n\n\(lead)\n\nThe first real sentence of the page.\n").0).summary
        }
        XCTAssertEqual(try summary("**Event:** Tech Talks · **Topic:** Design · **Platforms:** iOS, macOS"), "The first real sentence of the page.")
        XCTAssertEqual(try summary("Author: Ana | Updated: May 2024 | Status: draft"), "The first real sentence of the page.")
        // Sentences with a colon stay summaries.
        XCTAssertEqual(try summary("Note: search fields need a clear label, and a placeholder is no label."),
                       "Note: search fields need a clear label, and a placeholder is no label.")
        XCTAssertEqual(try summary("Two rules: label the field · keep it visible."), "Two rules: label the field · keep it visible.")
    }

    /// The wwdc-sessions export opens a talk's prose with links to its own files: navigation, not the talk.
    func testLinkLineAboveATalksTimesIsLeftOut() throws {
        let prose = """
        # Meet agentic coding in Xcode — Transcript

        [Session page](https://example.org/111428) · [Metadata](metadata.json) · [Structured JSON](transcript.json)

        **[0:05]** Hi, I lead the Xcode team.

        [A link said in the talk](https://example.org/said)
        """
        let talk = try XCTUnwrap(read(prose).0)
        XCTAssertEqual(talk.blocks.map(\.text), ["Hi, I lead the Xcode team.", "A link said in the talk"])
        // A page without times keeps its links.
        let page = try XCTUnwrap(read("# Links\n\n[One](a.md) · [Two](b.md)\n\nText.\n").0)
        XCTAssertEqual(page.blocks.map(\.text), ["One · Two", "Text."])
    }
}

extension MarkdownReaderTests {
    /// VitePress' home layout: the hero's text and tagline and the features are the page's words, each line after the
    /// front matter keeping its number (Pinia's home page showed none of them).
    func testAVitePressHomeLayoutIsThePagesText() throws {
        let source = """
            ---
            layout: home
            title: Pinia
            hero:
              name: Pinia
              text: The intuitive store for Vue.js
              tagline: Type Safe, Extensible, and Modular by design.
              actions:
                - theme: brand
                  text: Get Started
                  link: /introduction
            features:
              - title: 💡 Intuitive
                details: Stores are as familiar as components.
              - title: 🔑 Type Safe
                details: Types are inferred.
            ---

            <script setup>
            </script>

            ## After

            Text.
            """
        var problems: [Diagnostic] = []
        let document = try XCTUnwrap(MarkdownReader.read(source, path: "index.md", manifest: SiteManifest(), problems: &problems))
        XCTAssertEqual(document.title, "Pinia")
        XCTAssertEqual(document.blocks.map(\.text).prefix(4), ["The intuitive store for Vue.js", "Type Safe, Extensible, and Modular by design.",
                                                               "💡 Intuitive: Stores are as familiar as components.", "🔑 Type Safe: Types are inferred."])
        XCTAssertEqual(document.blocks.first { $0.text == "After" }?.line, 22)
        XCTAssertEqual(problems.map(\.formatted), [])
    }

    /// React Spectrum's pages: a licence comment, imports, a fenced block of imports, then front matter, then the
    /// title past line 40 of the file. The front matter is read (it was a heading, "category: Buttons") and the
    /// heading is the title (it was "found no title").
    func testMDXFrontMatterBelowImportsAndATitleBelowALongComment() throws {
        let text = "{/* Copyright 2020 Adobe.\nlicence line 1\nlicence line 2\nlicence line 3\nlicence line 4\nlicence line 5\nlicence line 6\nlicence line 7\nlicence line 8\nlicence line 9\nlicence line 10\nlicence line 11\nlicence line 12\nlicence line 13\nlicence line 14\nlicence line 15\nlicence line 16\nlicence line 17\nlicence line 18\nlicence line 19\nlicence line 20\nlicence line 21\nlicence line 22\nlicence line 23\nlicence line 24\nlicence line 25\nlicence line 26\nlicence line 27\nlicence line 28\nlicence line 29\nlicence line 30 */}\n\nimport {Layout} from '@react-spectrum/docs';\nexport default Layout;\n\n"
            + "```jsx import\nimport {Button} from '@react-spectrum/button';\n```\n\n---\ncategory: Buttons\nkeywords: [press]\n---\n\n# Button\n\nButtons allow users to perform an action.\n"
        var problems: [Diagnostic] = []
        let doc = try XCTUnwrap(MarkdownReader.read(MDXStripper.markdown(text), path: "Button.mdx", manifest: SiteManifest(), problems: &problems))
        XCTAssertEqual(problems.map(\.formatted), [])
        XCTAssertEqual(doc.title, "Button")
        XCTAssertFalse(doc.blocks.contains { $0.text.contains("category") }, "\(doc.blocks.map(\.text))")
        XCTAssertEqual(doc.blocks.last?.text, "Buttons allow users to perform an action.")
        XCTAssertEqual(doc.blocks.last?.line, 47)
        // In Markdown, a rule and a setext heading below code stay what CommonMark makes them.
        let plain = try XCTUnwrap(MarkdownReader.read("# Notes\n\n```\ncode\n```\n\n---\nSeen: here\n---\n", path: "notes.md", manifest: SiteManifest(), problems: &problems))
        XCTAssertTrue(plain.blocks.contains { $0.text == "Seen: here" }, "\(plain.blocks.map(\.text))")
    }
}
