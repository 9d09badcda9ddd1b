import Diagnostics
import FileIO
import Ingest
import Markup
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

    /// Exports that span lines end where their brackets and template literals close (Twilio Paste's
    /// `getStaticProps`, whose inner statements end in `;`; Zendesk Garden's `Head` and GraphQL `pageQuery`), not
    /// at the first line ending `;`: the rest of the statement was the first paragraph of 357 pages.
    /// A line that is one JavaScript expression shows its value in MDX, which a static page cannot: it goes, not
    /// shown as text (Salesforce's design system: 1,097 on 94 pages); a sentence with braces and a template stay.
    func testExpressionLinesGo() {
        let source = "## Neutral\n\n<CodeView>\n  {getDisplayElementById(ButtonExamples.examples, 'neutral')}\n</CodeView>\n\nUse {props.name} here.\n{{ site.title }}\n{a} and {b}\n```js\n{render()}\n```\n"
        let stripped = MDXStripper.markdown(source)
        XCTAssertFalse(stripped.contains("getDisplayElementById"), stripped)
        XCTAssertTrue(stripped.contains("Use {props.name} here."))
        XCTAssertTrue(stripped.contains("{{ site.title }}"))
        XCTAssertTrue(stripped.contains("{a} and {b}"))
        XCTAssertTrue(stripped.contains("{render()}"), "code stays")
        XCTAssertTrue(MDXStripper.markdown("<CodeBlock>\n  {`npx init --version ${v}`}\n</CodeBlock>\n").contains("npx init"), "a template literal is a code sample")
        XCTAssertEqual(stripped.components(separatedBy: "\n").count, source.components(separatedBy: "\n").count)
    }

    func testMultiLineExportsEndWhereTheStatementEnds() {
        let page = """
            export const getStaticProps = async () => {
              const navigationData = await getNavigationData();
              const feature = await getFeature('Alert');
              return { props: { data: { ...packageJson, feature }, navigationData } };
            };
            export function Head(props) {
              return <SEO {...props} />;
            }
            export const pageQuery = graphql`
              query ($slug: String) {
                ...SidebarPageFragment
              }
            `;
            export const meta = {
              title: 'Alert', // a comment with a } brace
              description: "An alert's {text}",
            };
            ## Usage

            Alerts tell people about the system.
            """
        let markdown = MDXStripper.markdown(page)
        // The meta's title and description are front matter; nothing else of the exports stays.
        let lines = markdown.components(separatedBy: "\n")
        XCTAssertEqual(lines[0..<4], ["---", "title: \"Alert\"", "description: \"An alert's {text}\"", "---"], markdown)
        XCTAssertEqual(lines[4...].filter { !$0.isEmpty }, ["## Usage", "Alerts tell people about the system."], markdown)
        XCTAssertEqual(markdown.components(separatedBy: "\n").count, page.components(separatedBy: "\n").count)
    }

    /// Twilio Paste's pages have no front matter: `export const meta` holds their title and description.
    func testExportedMetaIsTheTitleAndDescription() throws {
        let page = """
            import {Alert} from '@twilio-paste/alert';
            import {Box} from '@twilio-paste/box';
            import Layout from '../../layouts/default';

            export const meta = {
              title: 'Alert',
              package: '@twilio-paste/alert',
              description: "An Alert is a banner that's for \\"system\\" messages.",
              slug: `/components/alert/`,
            };

            <Paragraph>{meta.description}</Paragraph>

            ## Usage

            Use alerts sparingly.
            """
        let markdown = MDXStripper.markdown(page)
        XCTAssertEqual(markdown.components(separatedBy: "\n").count, page.components(separatedBy: "\n").count)
        XCTAssertTrue(markdown.hasPrefix("---\ntitle: \"Alert\"\ndescription: \"An Alert is a banner that's for \\\"system\\\" messages.\"\n---\n"), markdown)
        var problems: [Diagnostic] = []
        let document = try XCTUnwrap(MarkdownReader.read(markdown, path: "alert/index.mdx", manifest: SiteManifest(), problems: &problems))
        XCTAssertEqual(document.title, "Alert")
        XCTAssertEqual(document.summary, "An Alert is a banner that's for \"system\" messages.")
        XCTAssertEqual(document.blocks.first?.text.hasPrefix("An Alert is a banner that"), true)
        XCTAssertEqual(problems.filter { $0.severity != .note }.map(\.identifier), [])
        // Front matter wins; an export that is not plain strings is left alone.
        XCTAssertTrue(MDXStripper.exportedMeta("---\ntitle: A\n---\nexport const meta = {\n  title: 'B',\n};").isEmpty)
        XCTAssertTrue(MDXStripper.exportedMeta("export const meta = {\n  title: `${name} API`,\n};").isEmpty)
        // Storybook's Meta names the page by its story path's last part (Canvas Kit's welcome page was "Canvas Provider").
        XCTAssertEqual(MDXStripper.exportedMeta("import {Meta} from '@storybook/blocks';\n\n<Meta title=\"Guides/Welcome\" />\n\n### Canvas Provider\n"), ["title": "Welcome"])
        XCTAssertTrue(MDXStripper.markdown("import {Meta} from '@storybook/blocks';\nimport X from 'x';\n\n<Meta title=\"Guides/Welcome\" />\n\n### Canvas Provider\n").hasPrefix("---\ntitle: \"Welcome\"\n---\n"))
    }

    /// HTML wrappers on lines of their own hold Markdown in MDX (Mintlify's translated pages put their headings in
    /// `<div id>`; Astro's tutorial puts code in `<details>`): 5,434 headings of Mintlify's were lost.
    func testHTMLWrapperLinesHoldMarkdown() {
        let page = """
            <div id="custom-files">
              ## Archivos personalizados
            </div>

            <details>
            <summary>Show the code</summary>
            ```astro
            <li><a href={url}>{title}</a></li>
            ```
            </details>
            """
        let markdown = MDXStripper.markdown(page)
        XCTAssertEqual(markdown.components(separatedBy: "\n"), [
            "<span id=\"custom-files\"></span>", "  ## Archivos personalizados", "", "", "", "**Show the code**",
            "```astro", "<li><a href={url}>{title}</a></li>", "```", "",
        ])
        let blocks = CommonMarkConverter.blocks(markdown)
        XCTAssertEqual(blocks.map(\.kind), [.paragraph, .heading(level: 2), .paragraph, .code(language: "astro")])
        XCTAssertEqual(blocks[0].anchors, ["custom-files"])
    }

    /// What components say in their attributes or names stays: Mintlify's step, accordion, tab and card titles
    /// (a card's linked), Twilio Paste's Do and Don't rules (`body`), Zendesk Garden's Use and Misuse lists (which
    /// ran together as one list, reversing the guidance), callouts as blocks.
    func testComponentsSayTheirTitlesAndDoAndDont() {
        let page = """
            <Steps>
              <Step title="Day 1 — Review">
                Read the contract.
              </Step>
            </Steps>
            <Card title="Columns" href="/components/columns">
              Show cards side by side.
            </Card>
            <Do title="Do" body="Use only 1 Alert per page." />
            <Dont title="Don't" body="Don't use more than 2 Alerts per page.">
              <Alert variant="error">Your card has expired</Alert>
            </Dont>

            <Usage>
            <Use>
            - To enable user action
            </Use>
            <Misuse>
            - To navigate to another page, use Anchor instead
            </Misuse>
            </Usage>

            <Note>
            Keep it short.
            </Note>

            Hover the <Tooltip tip="Saved">icon</Tooltip>. A <Note>tooltip note</Note>{" "}here.
            """
        let markdown = MDXStripper.markdown(page)
        XCTAssertEqual(markdown.components(separatedBy: "\n").count, page.components(separatedBy: "\n").count)
        // A callout component around its text is a call-out (a container directive, read as the others are).
        let blocks = CommonMarkConverter.blocks(ContainerDirectiveConverter.markdown(markdown))
        XCTAssertEqual(blocks.map(\.text), [
            "Day 1 — Review Read the contract.", "Columns Show cards side by side.",
            "Do: Use only 1 Alert per page. Don’t: Don’t use more than 2 Alerts per page. Your card has expired",
            "Use for", "To enable user action", "Not for", "To navigate to another page, use Anchor instead",
            "Note Keep it short.", "Hover the icon. A tooltip note here.",
        ])
        XCTAssertEqual(blocks[7].callout, "note")
        // A title is a line of its own.
        XCTAssertEqual(blocks[0].html, "<strong>Day 1 — Review</strong><br />\nRead the contract.")
        XCTAssertEqual(blocks[1].html, "<strong><a href=\"/components/columns\">Columns</a></strong><br />\nShow cards side by side.")
        // Use and Misuse are two lists, not one.
        XCTAssertEqual(blocks.map(\.kind)[3...6], [.paragraph, .listItem(ordered: false, number: nil), .paragraph, .listItem(ordered: false, number: nil)])
    }

    /// Primer's `<Note variant>` around lines of `<Text>`: a call-out of the variant's kind holding all its text
    /// (before, a bold "Note" and the text after it in no box); a `title` titles it; in code, the tags stay.
    func testCalloutComponentsAreCallouts() {
        let page = """
            <Note variant="danger">
              <Text sx={{display: 'block', fontWeight: 'bold', mb: 2}}>⚠️ Usage Warning ⚠️</Text>
              <Text>
                Tooltips should be the last resort.
              </Text>
            </Note>

            <Warning title="Before you start">
            Back up your data.
            </Warning>

            ```jsx
            <Note variant="danger">
            </Note>
            ```
            """
        let markdown = MDXStripper.markdown(page)
        XCTAssertEqual(markdown.components(separatedBy: "\n").count, page.components(separatedBy: "\n").count)
        XCTAssertTrue(markdown.contains("```jsx\n<Note variant=\"danger\">\n</Note>\n```"), markdown)
        let blocks = CommonMarkConverter.blocks(ContainerDirectiveConverter.markdown(markdown))
        XCTAssertEqual(blocks.filter { if case .code = $0.kind { false } else { true } }.map(\.text), ["Danger ⚠️ Usage Warning ⚠️", "Tooltips should be the last resort.",
                                                                       "Before you start Back up your data."])
        XCTAssertEqual(blocks.compactMap(\.callout), ["danger", "warning"])
        XCTAssertTrue(blocks[1].quoted || blocks[1].kind == .quote, "\(blocks[1])")
    }

    /// Components no list names say their title-like attributes when alone on their line (Starlight's cards lost 70
    /// of 86 links, Carbon's accordions 16 of 16 titles), install commands by package manager show as code (Tauri:
    /// 175 of 186 commands lost), Carbon's Do and Don't say which; media and inline components say nothing.
    func testOtherComponentsSayTheirTitlesAndCommands() {
        let page = """
            <CommandTabs npm="npm run tauri add dialog" yarn="yarn run tauri add dialog" />

            <LinkCard title="Nuxt" href="/start/nuxt/" />

            <AccordionItem title="When to use">
            Use it for dialogs.
            </AccordionItem>

            <ResourceCard subTitle="Carbon Design Kit" title="Figma library" href="https://figma.com/x" />

            <DoDont type="dont" text="Don't stack two notifications." />

            <DocsCard header="base64" href="/docs/reference/model/base64" />

            <Blockquote type="a11y" header="Accessibility Requirement">
            Buttons need a label.
            </Blockquote>

            <Image title="A hero image" src="hero.png" />

            <Seo description="Not the page's text." />

            An <Abbr title="Application">app</Abbr> word.
            """
        let blocks = CommonMarkConverter.blocks(MDXStripper.markdown(page))
        XCTAssertEqual(blocks.map(\.text), [
            "npm: npm run tauri add dialog · yarn: yarn run tauri add dialog", "Nuxt", "When to use Use it for dialogs.",
            "Figma library: Carbon Design Kit", "Don’t: Don’t stack two notifications.", "base64",
            "Accessibility Requirement Buttons need a label.", "An app  word.",
        ])
        // KCL's cards and Salesforce's call-outs title themselves with `header` (40 cards, 101 call-outs lost theirs).
        XCTAssertEqual(blocks[5].html, "<strong><a href=\"/docs/reference/model/base64\">base64</a></strong>")
        XCTAssertEqual(blocks[0].html, "npm: <code>npm run tauri add dialog</code> · yarn: <code>yarn run tauri add dialog</code>")
        XCTAssertEqual(blocks[1].html, "<strong><a href=\"/start/nuxt/\">Nuxt</a></strong>")
    }

    /// Code samples written as template literals in braces are code (Primer's `<Code>`, Twilio Paste's live
    /// previews: 263 examples were paragraphs of mangled markup).
    func testTemplateLiteralsInBracesAreCode() throws {
        let page = """
            <Caption>Leave it empty.</Caption>
            <Code className="language-html">{`<img src="shape.png" alt="" />`}</Code>

            <LivePreview scope={{Alert}} language="jsx">
              {`<Alert variant="warning">
                <strong>Some information.</strong>

            Next step.
            </Alert>`}
            </LivePreview>

            Text after, {`${name} stays`} as written.
            """
        let markdown = MDXStripper.markdown(page)
        XCTAssertEqual(markdown.components(separatedBy: "\n").count, page.components(separatedBy: "\n").count)
        let blocks = CommonMarkConverter.blocks(markdown)
        XCTAssertEqual(blocks[0].html, "Leave it empty.\n<code>&lt;img src=&quot;shape.png&quot; alt=&quot;&quot; /&gt;</code>")
        XCTAssertEqual(blocks[1].kind, .table)
        XCTAssertEqual(blocks[1].html, "<div class=\"html-block\"><pre><code>&lt;Alert variant=&quot;warning&quot;&gt;\n    &lt;strong&gt;Some information.&lt;/strong&gt;\n\nNext step.\n&lt;/Alert&gt;</code></pre></div>")
        XCTAssertEqual(blocks.count, 3)
    }

    /// Link components are links (Docusaurus' `<Link to>`, Paste's `<Anchor href>`), but not in code; a
    /// ```mdx-code-block fence is MDX to run, not code to show.
    func testLinkComponentsAndMDXCodeBlocks() {
        let page = """
            Published through <Link to="https://www.npmjs.com/package/@elastic/eui">NPM</Link> as a dependency.

            Use `<Link to="/">Home</Link>` in code as written.

            ```mdx-code-block
            import { EuiTable } from '@elastic/eui';
            ```

            ```jsx
            <Link to="/about">About</Link>
            ```
            """
        let blocks = CommonMarkConverter.blocks(MDXStripper.markdown(page))
        XCTAssertEqual(blocks.map(\.html), [
            "Published through <a href=\"https://www.npmjs.com/package/@elastic/eui\">NPM</a> as a dependency.",
            "Use <code>&lt;Link to=&quot;/&quot;&gt;Home&lt;/Link&gt;</code> in code as written.",
            "<pre><code class=\"language-jsx\">&lt;Link to=&quot;/about&quot;&gt;About&lt;/Link&gt;\n</code></pre>",
        ])
    }

    /// Images imported by name are images of their path (Canvas Kit: 48 images were left out).
    func testImportedImagesAreImages() {
        let page = """
            import focus from './assets/button-focus.png';
            import {Box} from '@workday/canvas-kit-react';

            <img src={focus} alt="Primary button with outline offset" />

            <Graphic src={{url: focus}} />
            """
        let markdown = MDXStripper.markdown(page)
        XCTAssertEqual(CommonMarkConverter.blocks(markdown).flatMap(\.images), ["./assets/button-focus.png", "./assets/button-focus.png"], markdown)
    }

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
        XCTAssertEqual(lines[20], "Use banners sparingly, when 1 < 2 and x > y.")
        // Lowercase HTML is the Markdown reader's to judge.
        XCTAssertEqual(lines[21], "<img alt=\"A banner\" src=\"https://example.org/banner.png\" />")
        XCTAssertEqual(lines[24].trimmingCharacters(in: .whitespaces), "**Do** Keep it short.")
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
                       ["Usage", "Use banners sparingly, when 1 < 2 and x > y. A banner", "Do Keep it short."])
        XCTAssertTrue(doc.blocks[1].html.contains("<img src=\"https://example.org/banner.png\" alt=\"A banner\" />"), doc.blocks[1].html)
        XCTAssertEqual(doc.blocks.first?.headingLevel, 2)
        XCTAssertEqual(doc.blocks.first?.line, 14)
    }

    /// react.dev and its translations: `.md` files that are MDX (no imports) naming each heading's anchor in an MDX
    /// comment. The ids become anchors, links to them land, and an unclosed backtick ends with its paragraph, not
    /// pages later (which left every heading after it unread: 658 link warnings on the Chinese site, now 42).
    func testHeadingIDsInMDXCommentsBecomeAnchors() throws {
        let page = """
            ---
            title: useState
            ---

            See [usage](#usage) and [the reference](#reference).

            ## 参考 {/*reference*/}

            Wrap it in `declare module "....":

            ### Better `useReducer` typings {/*better-usereducer-typings*/}

            {/* A note to translators. */}

            ## 用法 {/*usage*/}

            Text with {/*inline*/} comment.
            """
        XCTAssertTrue(MDXStripper.isMDX(page))
        XCTAssertFalse(MDXStripper.isMDX("# Title {/* a comment, not an id */}\n\nText.\n"))
        var problems: [Diagnostic] = []
        let fs = MemoryFileSystem(["Content/usestate.md": page])
        let content = ContentReader(fileSystem: fs, root: "Content").read(problems: &problems)
        XCTAssertEqual(problems.map(\.formatted), [])
        let doc = try XCTUnwrap(content.documents.first)
        let headings = doc.blocks.filter { if case .heading = $0.kind { return true } else { return false } }
        XCTAssertEqual(headings.map(\.text), ["参考", "Better useReducer typings", "用法"])
        XCTAssertTrue(headings.allSatisfy { $0.html.contains("<span id=") }, "\(headings.map(\.html))")
        XCTAssertTrue(headings[1].html.contains("id=\"better-usereducer-typings\""), headings[1].html)
        XCTAssertFalse(doc.blocks.contains { $0.text.contains("{/") || $0.text.contains("translators") }, "\(doc.blocks.map(\.text))")
        XCTAssertTrue(doc.blocks.contains { $0.text.hasPrefix("Text with") && $0.text.hasSuffix(" comment.") }, "\(doc.blocks.map(\.text))")
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
    /// MDX has no indented code: fences and text indented inside components (Starlight's `<Tabs>`, as Astro's
    /// documentation writes them) read as MDX reads them, and a closing fence indented otherwise than its opening
    /// one cannot open a fence that swallows the rest of the page. A fence inside a list item stays in the item.
    func testIndentationInsideComponentsIsNotCode() throws {
        let page = """
            ---
            title: Render context
            ---

            ## `originPathname`

            <Tabs>
              <TabItem label="Astro.originPathname">
              \t```astro title="src/pages/404.astro"
                <p>The origin path is {Astro.originPathname}</p>
                ```
              </TabItem>
              <TabItem label="context.originPathname">
                ```ts title="src/middleware.ts"
                export const onRequest = defineMiddleware(async (context, next) => {
                  return next();
                });
              ```
              </TabItem>
            </Tabs>

            ## `locals`

            <Aside>
                Set `locals` in **middleware**.
            </Aside>

            <Steps>
            1. Install the adapter:

               ```sh
               npm install @astrojs/node
               ```
            2. Restart the server.
            </Steps>
            """
        let markdown = MDXStripper.markdown(page)
        XCTAssertEqual(markdown.components(separatedBy: "\n").count, page.components(separatedBy: "\n").count)
        var problems: [Diagnostic] = []
        let doc = try XCTUnwrap(MarkdownReader.read(markdown, path: "api-reference.mdx", manifest: SiteManifest(), problems: &problems))
        XCTAssertEqual(doc.blocks.filter { $0.headingLevel != nil }.map(\.text), ["originPathname", "locals"])
        let html = doc.blocks.map(\.html).joined(separator: "\n")
        XCTAssertTrue(html.contains("<code class=\"language-astro\">&lt;p&gt;The origin path is {Astro.originPathname}&lt;/p&gt;\n</code>"), html)
        XCTAssertTrue(html.contains("<code class=\"language-ts\">export const onRequest = defineMiddleware(async (context, next) =&gt; {\n  return next();\n});\n</code>"), html)
        XCTAssertFalse(html.contains("```"), html)
        XCTAssertEqual(doc.blocks.map(\.html).suffix(4), ["Set <code>locals</code> in <strong>middleware</strong>.", "Install the adapter:",
                                                         "<pre><code class=\"language-sh\">npm install @astrojs/node\n</code></pre>", "Restart the server."][...])
        XCTAssertEqual(doc.blocks.suffix(3).map(\.kind), [.listItem(ordered: true), .code, .listItem(ordered: true)])
        // Nested lists keep their structure: a paragraph of the outer item after a nested one stays in it.
        XCTAssertEqual(MDXStripper.markdown("1. First\n    - detail\n\n    More about First.\n2. Second\n"),
                       "1. First\n    - detail\n\n    More about First.\n2. Second\n")
        // A list indented inside a component is a list, its items' blocks with it.
        XCTAssertEqual(MDXStripper.markdown("<Tabs>\n  <TabItem label=\"npm\">\n    - one\n      more of one\n    - two\n  </TabItem>\n</Tabs>\n"),
                       "\n  **npm**  \n- one\n  more of one\n- two\n  \n\n")
        // A paragraph less indented than an item, after a blank line, ends the list: a fence after it is no item's.
        XCTAssertEqual(MDXStripper.markdown("  - a\n\n  Para\n\n      ```js\n      x()\n      ```\n"),
                       "  - a\n\n  Para\n\n```js\nx()\n```\n")
        // Front matter closed as the front matter reader allows (trailing spaces, `...`) stays as written.
        XCTAssertEqual(MDXStripper.markdown("---\nsidebar:\n    order: 2\n--- \n\n    Text.\n"), "---\nsidebar:\n    order: 2\n--- \n\nText.\n")
        XCTAssertEqual(MDXStripper.markdown("---\nsidebar:\n    order: 2\n...\n"), "---\nsidebar:\n    order: 2\n...\n")
        // Front matter is YAML: its indentation and tags stay.
        let front = "---\nbanner:\n  content: |\n    Astro v7 is here! <a href=\"/v7/\">Upgrade</a> <Badge />\nhero:\n  title: Docs\n---\n\n    Text.\n"
        XCTAssertEqual(MDXStripper.markdown(front), "---\nbanner:\n  content: |\n    Astro v7 is here! <a href=\"/v7/\">Upgrade</a> <Badge />\nhero:\n  title: Docs\n---\n\nText.\n")
        // Lines of spaces only, last in the file too, stay blank lines.
        XCTAssertEqual(MDXStripper.markdown("Text.\n      \n\t\t"), "Text.\n      \n\t\t")
    }

    /// A media component shows its video and its caption (Primer's `<CustomVideoPlayer src>`, `<ImageBox caption>`);
    /// other attributes of media (a title, an alt text) are no text of the page.
    func testMediaComponentsShowTheirVideoAndCaption() {
        let page = """
            Intro.

            <CustomVideoPlayer
              width="960"
              loop
              src="https://example.com/clip.mp4"
            />

            <ImageBox caption="Open the libraries overview." title="Tooltip">
              <img alt="Screenshot" src="shot.png" />
            </ImageBox>

            <Video src={clip} />
            """
        let out = MDXStripper.markdown(page)
        XCTAssertEqual(out.components(separatedBy: "\n").count, page.components(separatedBy: "\n").count, "lines keep their places")
        XCTAssertTrue(out.contains("<video controls src=\"https://example.com/clip.mp4\"></video>"), out)
        XCTAssertTrue(out.contains("*Open the libraries overview.*"), out)
        XCTAssertFalse(out.contains("Tooltip"), out)
        XCTAssertFalse(out.contains("{clip}") || out.contains("<video controls src=\"{"), out)
    }

    /// A `<br />` alone on its line between items of a component parts them: it no longer opens an HTML block that
    /// holds the next lines as raw HTML (Primer's Do and Don't boxes showed a code sample's backticks and read its
    /// `<img src>` as an image of the page).
    func testALoneBreakPartsTheItemsAroundIt() throws {
        // After a list, as on Primer's page (the box's lines then read as the list item's).
        let page = """
            - Combine `alt` text with the caption or the content.

            <DoDontContainer>
              <Do>
                <Caption>Every img element must have an 'alt' attribute.</Caption>
                <Code className="language-html">{`<img src="image1.jpg" alt="A dog" />`}</Code>
                <br />
                <Caption>Leave the 'alt' attribute empty for decorative.</Caption>
                <Code className="language-html">{`<img src="shape.png" alt="" />`}</Code>
              </Do>
            </DoDontContainer>
            """
        let out = MDXStripper.markdown(page)
        XCTAssertEqual(out.components(separatedBy: "\n").count, page.components(separatedBy: "\n").count, "lines keep their places")
        let blocks = CommonMarkConverter.blocks(out)
        XCTAssertFalse(blocks.contains { $0.kind == .html }, "\(blocks.map(\.html))")
        let last = try XCTUnwrap(blocks.last { $0.text.contains("decorative") })
        XCTAssertTrue(last.html.contains("<code>&lt;img src=&quot;shape.png&quot; alt=&quot;&quot; /&gt;</code>"), last.html)
    }

    /// Polaris' pages: a card's variant says whether it shows what to do or what not to, a do-and-don't box's own
    /// headings are its labels (not sections of the page), and the lead paragraph is the front matter's description.
    func testPolarisCardsBoxesAndLede() throws {
        let page = """
            ---
            title: Using color
            description: Color helps merchants find their way.
            ---

            <Lede>{frontmatter.description}</Lede>

            <Medium variant="do">
              Background color is always used in every admin interface.
            </Medium>
            <Medium variant="dont">
              Use background color on surfaces or on individual elements.
            </Medium>

            <DoDont>

            #### Do

            Buy shipping label

            #### Don’t

            Buy

            </DoDont>

            #### Do this elsewhere

            Text after the box.
            """
        let out = MDXStripper.markdown(page)
        XCTAssertEqual(out.components(separatedBy: "\n").count, page.components(separatedBy: "\n").count, "lines keep their places")
        var problems: [Diagnostic] = []
        let doc = try XCTUnwrap(MarkdownReader.read(out, path: "using-color.mdx", manifest: SiteManifest(), problems: &problems))
        let texts = doc.blocks.map { $0.text.trimmingCharacters(in: .whitespacesAndNewlines) }
        XCTAssertEqual(texts.first, "Color helps merchants find their way.")
        XCTAssertTrue(texts.contains { $0.hasPrefix("Do") && $0.contains("Background color is always used") }, "\(texts)")
        XCTAssertTrue(texts.contains { $0.hasPrefix("Don’t") && $0.contains("Use background color on surfaces") }, "\(texts)")
        // The box's labels are no headings; a heading after the box still is one.
        XCTAssertEqual(doc.blocks.filter(\.isHeading).map(\.text), ["Do this elsewhere"])
        XCTAssertTrue(texts.contains("Do") && texts.contains("Don’t"), "\(texts)")
    }
}
