import Diagnostics
import FileIO
@testable import Ingest
import XCTest

final class TemplateTagStripperTests: XCTestCase {
    func testNunjucksLinesOfAGovUKStylePageAreLeftOutAndLinesKeepTheirNumbers() {
        let source = """
        ---
        title: Button
        layout: layout-pane.njk
        ---

        {% from "_example.njk" import example %}

        {{ example({ group: "components", item: "button", example: "default", html: true }) }}

        ## When to use this component

        Use the button component to help users carry out an action.
        {%- call addNunjucksOption(options, 'htmlLang', 'Variable') -%}
        Set the language of the whole document.
        {%- endcall %}
        """
        let (text, removed) = TemplateTagStripper.strip(source)
        XCTAssertEqual(removed.map(\.line), [6, 8, 13, 15])
        XCTAssertEqual(removed.first?.tag, #"{% from "_example.njk" import example %}"#)
        let lines = text.components(separatedBy: "\n")
        XCTAssertEqual(lines.count, source.components(separatedBy: "\n").count)
        XCTAssertEqual(lines[1], "title: Button", "front matter is data, not template")
        XCTAssertEqual(lines[5], "")
        XCTAssertEqual(lines[13], "Set the language of the whole document.", "text between an opening and a closing tag stays")
    }

    /// Table-of-contents markers of other generators go (the page shows its own contents); in code they stay.
    func testTableOfContentsMarkersGo() {
        let source = "# 术语表\n\n[[TOC]]\n\n  [[toc]]  \n\n[TOC]\n\n```md\n[[toc]]\n```\n\nText.\n"
        let stripped = TemplateTagStripper.strip(source)
        XCTAssertEqual(stripped.text, "# 术语表\n\n\n\n\n\n\n\n```md\n[[toc]]\n```\n\nText.\n")
        XCTAssertTrue(stripped.removed.isEmpty)
        var problems: [Diagnostic] = []
        let content = ContentReader(fileSystem: MemoryFileSystem(["Content/terms/index.md": source]), root: "Content").read(problems: &problems)
        XCTAssertEqual(problems.map(\.formatted), [])
        XCTAssertEqual(content.documents.first?.blocks.map(\.text), ["[[toc]]\n", "Text."])
    }

    /// kramdown's contents placeholder (`1. TOC` above `{:toc}`, as Just the Docs pages have it) goes whole, and its
    /// extensions (`{::options … /}`) with it.
    func testKramdownTableOfContentsAndExtensionsGo() {
        let source = "# Page\n\n1. TOC\n{:toc}\n\n* Keep me\n{: .fs-1 }\n\n{::options toc_levels=\"2..4\" /}\n\nText.\n"
        XCTAssertEqual(TemplateTagStripper.strip(source).text, "# Page\n\n\n\n\n* Keep me\n\n\n\n\nText.\n")
    }

    /// markdown-it-imsize's `=612x*` after an image's address (HashiCorp's design system, 305 images) is left out.
    func testImageSizesAreLeftOut() {
        XCTAssertEqual(TemplateTagStripper.strip("![Anatomy](/assets/anatomy.png =612x*) and ![b](b.png =x200)\n").text,
                       "![Anatomy](/assets/anatomy.png) and ![b](b.png)\n")
        XCTAssertEqual(TemplateTagStripper.strip("`a = b` and [x](y.md) {{ z }}\n").text, "`a = b` and [x](y.md) {{ z }}\n")
    }

    /// A video embed tag (Hexo's docs open three pages with one) is a link to the video, not a line left out with a
    /// warning; a tag with more than an id on its line, or inside code, stays as the other tags do.
    func testVideoEmbedTagsBecomeLinksToTheVideo() {
        let page = """
            Intro.

            {% youtube feIDVQ2tz0o %}
              {% youtube PLCTVwBLCNozSGfxhCIiEH26tbJrQ2_Bw3 'playlist' %}
            {% vimeo 76979871 %}
            {{< youtube id="w7Ft2ymGmfc" autoplay="true" >}}
            {{< youtube w7Ft2ymGmfc >}}
            See {% youtube feIDVQ2tz0o %} here.

            ```
            {% youtube feIDVQ2tz0o %}
            ```
            """
        let (text, removed) = TemplateTagStripper.strip(page)
        XCTAssertEqual(text.components(separatedBy: "\n"), [
            "Intro.", "",
            "<https://www.youtube.com/watch?v=feIDVQ2tz0o>",
            "  <https://www.youtube.com/playlist?list=PLCTVwBLCNozSGfxhCIiEH26tbJrQ2_Bw3>",
            "<https://vimeo.com/76979871>",
            "<https://www.youtube.com/watch?v=w7Ft2ymGmfc>",
            "<https://www.youtube.com/watch?v=w7Ft2ymGmfc>",
            "See {% youtube feIDVQ2tz0o %} here.", "",
            "```", "{% youtube feIDVQ2tz0o %}", "```",
        ])
        XCTAssertTrue(removed.isEmpty, "\(removed)")
    }

    /// Hugo's code shortcodes hold code: they become fences, so a TOML sample's `[[menus.main]]` is no link.
    func testHugoCodeShortcodesBecomeFences() {
        let source = "# Menus\n\n{{< code-toggle file=hugo >}}\n[[menus.main]]\nname = 'About'\n{{< /code-toggle >}}\n\n{{< highlight go \"linenos=table\" >}}\nfunc main() {}\n{{< / highlight >}}\n\nText.\n"
        let stripped = TemplateTagStripper.strip(source)
        XCTAssertEqual(stripped.text, "# Menus\n\n````\n[[menus.main]]\nname = 'About'\n````\n\n````go\nfunc main() {}\n````\n\nText.\n")
        XCTAssertTrue(stripped.removed.isEmpty)
        // Self-closing, its code from the site's data: a tag line that goes, not a fence that never closes.
        let data = TemplateTagStripper.strip("Merge:\n\n{{< code-toggle file=hugo dataKey=\"config.merge\" skipHeader=true />}}\n\n## Next\n\nText.\n")
        XCTAssertEqual(data.text, "Merge:\n\n\n\n## Next\n\nText.\n")
        XCTAssertEqual(data.removed.map(\.line), [3])
        // Never closed, its code from a file (Kubernetes' Secrets page was one `<pre>` from there on): likewise.
        let file = TemplateTagStripper.strip("Create it:\n\n{{% code language=\"yaml\" file=\"secret/dotfile-secret.yaml\" %}}\n\n## Next\n\nText.\n")
        XCTAssertEqual(file.text, "Create it:\n\n\n\n## Next\n\nText.\n")
        XCTAssertEqual(file.removed.map(\.line), [3])
    }

    func testATagOverSeveralLinesHugoShortcodesAndComments() {
        let source = """
        {{ example({
          group: "patterns",
          item: "dates"
        }) }}
        {{< hint info >}}
        Dates are hard.
        {{< /hint >}}
        {% comment %}
        Not for readers.
        {% endcomment %}
        {# a Jinja note #}
        Shown.
        """
        let (text, removed) = TemplateTagStripper.strip(source)
        XCTAssertEqual(removed.map(\.line), [1, 5, 7, 8, 11])
        XCTAssertEqual(text.components(separatedBy: "\n").filter { !$0.isEmpty }, ["Dates are hard.", "Shown."])
    }

    func testCodeInlineTagsAndUnclosedBracesAreKept() {
        let source = """
        Write `{{ name }}` to show a name, or {{ name }} inline.

        ```njk
        {% from "button/macro.njk" import govukButton %}
        {{ govukButton({ text: "Save" }) }}
        ```

        {{ not closed
        """
        let (text, removed) = TemplateTagStripper.strip(source)
        XCTAssertTrue(removed.isEmpty)
        XCTAssertEqual(text, source)
    }

    func testRawMarkersGoEverywhereAndCodeKeepsItsLinesBelow() {
        let source = """
        To set an option:

        ```njk
        {% raw %}
        {% set bodyClasses = "EXAMPLE-CLASS" %}
        {% endraw %}
        ```

        Write `{% raw %}{{ name }}{% endraw %}` in a template, and leave out `{% raw %}{% from {% endraw %}...`.
        """
        let (text, removed) = TemplateTagStripper.strip(source)
        XCTAssertTrue(removed.isEmpty, "escape markers are not content: nothing to report")
        XCTAssertEqual(text, """
        To set an option:

        ```njk
        {% set bodyClasses = "EXAMPLE-CLASS" %}
        ```



        Write `{{ name }}` in a template, and leave out `{% from ...`.
        """)
        XCTAssertEqual(text.components(separatedBy: "\n").count, source.components(separatedBy: "\n").count)
    }

    func testTagsThatStandForAPlaceInLinksAndImagesBecomeThatPlace() {
        let source = """
        See the [process list]({{ site.baseurl }}/components/process-list) and ![list]({{site.baseurl}}/img/list.png).
        <img src="{{ .Site.BaseURL }}images/a.png" alt="A">
        [Logo]({{ '/assets/logo.svg' | relative_url }}), [collection]({% link _components/collection/collection.md %}),
        [button]({{< ref "components/button.md" >}}) and [home]({{ site.baseurl }}).
        Keep {{ site.title }} in prose, and [a call]({{ example() }}).
        """
        let (text, removed) = TemplateTagStripper.strip(source)
        XCTAssertTrue(removed.isEmpty)
        XCTAssertEqual(text, """
        See the [process list](/components/process-list) and ![list](/img/list.png).
        <img src="/images/a.png" alt="A">
        [Logo](/assets/logo.svg), [collection](/_components/collection/collection.md),
        [button](components/button.md) and [home](/).
        Keep {{ site.title }} in prose, and [a call]({{example()}}).
        """)
    }

    func testKramdownAttributeListsGoAndHeadingIDsBecomeAnchors() {
        let source = """
        {:.site-note} Note: Banners are core components.

        - One
        - Two
        {:.usa-content-list }

        ## Usage guidance {#usage .large}

        ### Tokens {: .token }

        Use a [link](x.md){: .usa-link} here; `{:.kept}` in code stays.

        ## WAI-ARIA {#web-accessibility-initiative-–-wai-aria}
        """
        let (text, removed) = TemplateTagStripper.strip(source)
        XCTAssertTrue(removed.isEmpty)
        XCTAssertEqual(text, """
        Note: Banners are core components.

        - One
        - Two


        ## <span id="usage"></span>Usage guidance

        ### Tokens

        Use a [link](x.md) here; `{:.kept}` in code stays.

        ## <span id="web-accessibility-initiative-–-wai-aria"></span>WAI-ARIA
        """)
    }

    /// Python-Markdown's attribute lists as MkDocs sites write them: heading ids with spaces (FastAPI's 12,103 headings
    /// read "First Steps { #first-steps }"), `id="…"` (Material's changelog), after a link, at the end of a block,
    /// alone below a list item and on an empty link that only holds an id (Pydantic). Ids stay as anchors.
    func testMkDocsAttributeListsGoAndTheirIdsStay() {
        let source = """
        # First Steps { #first-steps }

        ## 9.7.0 { id="9.7.0" }

        [Get started](#){ .md-button .md-button--primary } and [](){#fields}

        Some text { .annotate } and an icon's colour { style="color: #EE0F0F" }

        * Item.
        {#after}

        Keep `{ .code }`, ${VAR=default}, {#each items} and {{ x }}.
        """
        XCTAssertEqual(TemplateTagStripper.strip(source).text, """
        # <span id="first-steps"></span>First Steps

        ## <span id="9.7.0"></span>9.7.0

        [Get started](#) and <span id="fields"></span>

        Some text and an icon's colour

        * Item.
        <span id="after"></span>

        Keep `{ .code }`, ${VAR=default}, {#each items} and {{ x }}.
        """)
    }

    /// VitePress sites generated by typedoc-plugin-markdown set markdown-it-attrs' delimiters to `%{` `}%`
    /// (vuejs/router, vuejs/pinia): 255 of their 263 link warnings were links to such ids.
    func testPercentDelimitedHeadingAttributesBecomeAnchors() {
        let source = """
        ### createWebHistory %{#Functions-createWebHistory}%

        ## 在 `setup()` 外部使用 store %{#using-the-store-outside-of-setup .x}%

        Text with %{#id}% in a paragraph stays.
        """
        let (text, _) = TemplateTagStripper.strip(source)
        XCTAssertEqual(text, """
        ### <span id="Functions-createWebHistory"></span>createWebHistory

        ## <span id="using-the-store-outside-of-setup"></span>在 `setup()` 外部使用 store

        Text with %{#id}% in a paragraph stays.
        """)
    }

    /// Fumadocs writes a heading's id in brackets (`## Revalidate on Focus [#revalidate-on-focus]`, SWR's
    /// documentation: 234 of its 343 warnings were links to such ids); a changelog's `[#123]` names an issue.
    func testBracketedHeadingIDsBecomeAnchors() {
        let source = """
            ## Revalidate on Focus [#revalidate-on-focus]

            ## Mount[#revalidate-on-mount]

            ## v1.2 [#123]

            Text with [#not-a-heading] stays.
            """
        let (text, _) = TemplateTagStripper.strip(source)
        XCTAssertEqual(text, """
            ## <span id="revalidate-on-focus"></span>Revalidate on Focus

            ## <span id="revalidate-on-mount"></span>Mount

            ## v1.2 [#123]

            Text with [#not-a-heading] stays.
            """)
    }

    func testAPageReadWithItsTemplateLinesLeftOutAndOneWarning() throws {
        let fs = MemoryFileSystem([
            "Content/button.md": "---\ntitle: Button\n---\n\n{% from \"_example.njk\" import example %}\n\n{{ example({ item: \"button\" }) }}\n\nUse a button to start an action.\n",
        ])
        let (content, problems) = readContent(fs)
        let page = try XCTUnwrap(content.documents.first)
        XCTAssertEqual(page.blocks.map(\.text), ["Use a button to start an action."])
        // The import shows nothing: the one line that would have shown an example is what is said.
        XCTAssertEqual(problems.map { $0.formatted(colored: false) }, [
            #"Content/button.md:7:1: warning: found 1 line of another site generator's template tags (first: '{{ example({ item: "button" }) }}'), expected Markdown (left out) [markdown.template]"#,
        ])
    }

    /// What the warning says is what is lost: every line of a macro's call over many lines (GOV.UK's 70-line
    /// `govukTable`, said as "2 lines"), on one line of the message, with the other places in a note; a page whose
    /// tags show nothing (imports, comments, settings) has no warning.
    func testTheTemplateWarningCountsTheLinesLeftOut() throws {
        let table = "{{ govukTable({\n  rows: [\n    [ { text: \"14\" }, { text: \"Removed\" } ]\n  ]\n}) }}"
        let fs = MemoryFileSystem([
            "Content/scale.md": "# Type scale\n\n{% from \"govuk/table.njk\" import govukTable %}\n\nChanges we made.\n\n\(table)\n\nMore.\n\n{{ example({ item: \"x\" }) }}\n",
            "Content/quiet.md": "# Quiet\n\n{% from \"macros.njk\" import card %}\n{% set wide = true %}\n\n{# a note to editors #}\n\nText.\n",
        ])
        let (content, problems) = readContent(fs)
        XCTAssertEqual(content.documents.count, 2)
        XCTAssertEqual(problems.map { $0.formatted(colored: false) }, [
            "Content/scale.md:7:1: warning: found 6 lines of another site generator's template tags in 2 places (first: '{{ govukTable({…'), expected Markdown (left out) [markdown.template]\n    note: also at line 15",
        ])
    }
}

extension TemplateTagStripperTests {
    /// Files written on Windows end their lines with CRLF, one Character in Swift: every pass still sees lines.
    func testCRLFFilesAreReadLineByLine() {
        XCTAssertEqual(TemplateTagStripper.strip("{% include note.html %}\r\nText.\r\n").text, "\nText.\n")
        XCTAssertEqual(MkDocsSyntaxConverter.markdown("!!! note\r\n\r\n    Body.\r\n"), "> [!note] **Note**\n>\n> Body.\n")
        XCTAssertEqual(ContainerDirectiveConverter.markdown(":::tip\r\nBody.\r\n:::\r\n"), "> [!tip] **Tip**\\\n> Body.\n\n")
        XCTAssertNotNil(PageFurnitureRemover.clean((1...3).map { "Guide\r\n\r\nText \($0).\r\n\r\n\($0)/3\r\n\u{0C}" }.joined()))
    }
}

extension TemplateTagStripperTests {
    /// What looks like a tag but is not one, or is shown as written: all kept.
    func testCodeTeXFormatsAndQuotationsAreRespected() {
        let source = """
        A Mustache example:

            {{#items}}
            {{/items}}

        $$
        {{n}\\choose{k}}
        $$

        Format with '{:.2f}' and style with {:.border-top-1px.tablet:padding-top-2} here.
        """
        XCTAssertEqual(TemplateTagStripper.strip(source).text, source.replacingOccurrences(of: " {:.border-top-1px.tablet:padding-top-2}", with: ""))
        // On a page of a templated site, an include in a quotation goes and the quotation stays one.
        let (quoted, removed) = TemplateTagStripper.strip("> {% include note.html %}\n> Read this first.\n")
        XCTAssertEqual(removed.map(\.tag), ["{% include note.html %}"])
        XCTAssertEqual(quoted, ">\n> Read this first.\n")
    }

    /// An admonition's example, a quotation once MkDocs' syntax is read, keeps its template code.
    func testCodeInAQuotationIsKept() {
        let source = "> ```html\n> {% if page.meta.comments %}\n> <script>...</script>\n> {% endif %}\n> ```\n"
        XCTAssertEqual(TemplateTagStripper.strip(source).text, source)
        XCTAssertEqual(TemplateTagStripper.strip(MkDocsSyntaxConverter.markdown("!!! example\n\n    ```html\n    {% if x %}\n    ```\n")).removed.count, 0)
    }

    func testTagsInIndentedHTMLOfATemplatedPageGo() {
        let source = "{% from \"macros.njk\" import card %}\n\n<div>\n    {{ card({ title: \"Save\" }) }}\n</div>\n"
        XCTAssertEqual(TemplateTagStripper.strip(source).removed.map(\.line), [1, 4])
    }
}

extension TemplateTagStripperTests {
    /// A link whose address is a template tag with spaces (`[Kit]({{ site.figma_url }})`) was no link and showed as
    /// written; without the spaces it is one (reported, its text shown), and `{{ site.baseurl }}/x/` leads to x.
    func testLinksThroughTemplateTagsWithSpacesAreLinks() {
        XCTAssertEqual(TemplateTagStripper.tightLinkTemplates("See [Kit]({{ site.figma_url }}) and [x]( {{ site.baseurl | relative_url }}/x/)."),
                       "See [Kit]({{site.figma_url}}) and [x]({{site.baseurl|relative_url}}/x/).")
        XCTAssertEqual(TemplateTagStripper.tightLinkTemplates("[plain](https://x.com) stays"), "[plain](https://x.com) stays")
    }
}

extension TemplateTagStripperTests {
    /// A tag line inside a block of HTML (USWDS's do-and-don't boxes: `<h3>`, `{% include icon.html %}`, `What to do`)
    /// leaves a comment, not an empty line: an empty line ended the block and its indented rest showed as code.
    func testATagLineInsideHTMLKeepsTheBlockWhole() throws {
        let source = "<div class=\"do\">\n  <h3>\n    {% include icon.html %}\n    What to do\n  </h3>\n</div>\n\n{% include footer.html %}\n\nText.\n"
        XCTAssertEqual(TemplateTagStripper.strip(source).text,
                       "<div class=\"do\">\n  <h3>\n<!-- -->\n    What to do\n  </h3>\n</div>\n\n\n\nText.\n")
        // In a paragraph, or as the block's last line, an empty line as before.
        XCTAssertEqual(TemplateTagStripper.strip("Some text\n{% include x.html %}\nmore text.\n").text, "Some text\n\nmore text.\n")
        XCTAssertEqual(TemplateTagStripper.strip("<div>\n{% include x.html %}\n\nText.\n").text, "<div>\n\n\nText.\n")
        // Read as a page: the heading's words, no code.
        let fs = MemoryFileSystem(["Content/do.md": "# Do\n\n" + source])
        let (content, _) = readContent(fs)
        let blocks = try XCTUnwrap(content.documents.first).blocks
        XCTAssertFalse(blocks.contains { $0.kind == .code }, "\(blocks)")
        XCTAssertTrue(blocks.contains { $0.text.contains("What to do") }, "\(blocks)")
    }
}

extension TemplateTagStripperTests {
    /// A captured value goes with its uses (USWDS's icon lists: the capture line of an SVG icon was the page's title).
    func testCapturedValuesGoWithTheirUses() throws {
        let source = "{% capture check %}<svg class=\"icon\"><use href=\"#check\"></use></svg>{% endcapture %}\n"
            + "{% capture cross %}\n<svg></svg>\n{% endcapture %}\n\n## When to use\n\n- **Do** list actions. {{ check }}\n- **Don't** nest lists. ({{cross}})\n\n"
            + "```liquid\n{{ check }}\n```\n"
        let stripped = TemplateTagStripper.strip(source)
        XCTAssertEqual(stripped.text, "\n\n\n\n\n## When to use\n\n- **Do** list actions. \n- **Don't** nest lists. ()\n\n```liquid\n{{ check }}\n```\n")
        XCTAssertFalse(stripped.removed.contains(where: \.shows))
        let (content, problems) = readContent(MemoryFileSystem(["Content/icon-list/when-to-use.md": source]))
        XCTAssertEqual(content.documents.first?.title, "When to use")
        XCTAssertEqual(problems.filter { $0.identifier == "markdown.template" }, [])
    }
}

extension TemplateTagStripperTests {
    /// A condition shows its first branch only (GOV.UK's `{% if %}…{% else %}…` showed both versions of the text), a
    /// `case` its first `when`, and a loop over the site's data none of its body; nested conditions in a hidden branch
    /// stay hidden, and code keeps its tags.
    func testConditionsShowTheirFirstBranchAndLoopsNoBody() {
        let source = """
        # Buttons

        {% if site.version == "4" %}
        Round buttons.
        {% elsif site.version == "3" %}
        Square buttons.
        {% if x %}
        Nested.
        {% endif %}
        {% else %}
        Flat buttons.
        {% endif %}

        {%- case page.kind -%}
        {%- when "a" -%}
        Kind A.
        {%- when "b" -%}
        Kind B.
        {%- endcase -%}

        {% for item in site.data.buttons %}
        - {{ item.name }}
        {% endfor %}

        ```liquid
        {% if a %}A{% else %}B{% endif %}
        ```

        Text.
        """
        let (text, removed) = TemplateTagStripper.strip(source)
        let lines = text.components(separatedBy: "\n")
        XCTAssertEqual(lines.count, source.components(separatedBy: "\n").count, "lines keep their numbers")
        XCTAssertEqual(lines.filter { !$0.isEmpty }, ["# Buttons", "Round buttons.", "Kind A.", "```liquid", "{% if a %}A{% else %}B{% endif %}", "```", "Text."])
        let hidden = removed.filter(\.hides)
        XCTAssertEqual(hidden.map(\.line), [6, 18, 22])
        XCTAssertEqual(hidden.map(\.lines), [3, 1, 1], "lines of text, not of tags")
        XCTAssertEqual(hidden.map(\.tag), [#"{% elsif site.version == "3" %}"#, #"{%- when "b" -%}"#, "{% for item in site.data.buttons %}"])
        XCTAssertFalse(hidden.contains(where: \.shows))
    }

    /// Within a line of prose too: `{% if %}this{% else %}that{% endif %}` is "this", and a branch opened inline
    /// hides the lines after it; tags in a code span are the text's.
    func testConditionsInsideALineShowTheirFirstBranch() {
        XCTAssertEqual(TemplateTagStripper.strip("Use the {% if a %}round{% else %}square{% endif %} button.\n").text, "Use the round button.\n")
        XCTAssertEqual(TemplateTagStripper.strip("Write `{% if a %}x{% else %}y{% endif %}` here.\n").text, "Write `{% if a %}x{% else %}y{% endif %}` here.\n")
        XCTAssertEqual(TemplateTagStripper.strip("A {% if a %}one\nmore{% else %}two\nthree{% endif %} end.\n").text, "A one\nmore\n end.\n")
    }

    /// A condition never closed hides nothing: the page's end is no branch's (all of its text stays, as before).
    func testAConditionNeverClosedHidesNothing() {
        let source = "{% if a %}\nOne.\n{% else %}\nTwo.\n\nThree.\n"
        let (text, removed) = TemplateTagStripper.strip(source)
        XCTAssertEqual(text, "\nOne.\n\nTwo.\n\nThree.\n")
        XCTAssertFalse(removed.contains(where: \.hides))
    }

    /// Read as a page: one warning for the hidden branches, at the first hidden line, and one for expressions left
    /// in the text, at the first one's line and column; none for a page whose tags only import and set.
    func testHiddenBranchesAndExpressionsInTextAreReported() throws {
        let source = "# Buttons\n\n{% if a %}\nRound.\n{% else %}\nFlat.\n{% endif %}\n\nThe release is {{ site.version }}, with {{ page.count }}.\n\n`{{ code }}` and <code v-pre>{{ $route.path }}</code>, <a href=\"{{ site.baseurl }}/z\">z</a>\n"
        let (content, problems) = readContent(MemoryFileSystem(["Content/buttons.md": source]))
        XCTAssertEqual(problems.filter { $0.identifier.hasPrefix("markdown.template") }.map(\.formatted), [
            "Content/buttons.md:6:1: warning: found 1 line of text in a template's other branch or loop (first after '{% else %}'), expected Markdown that says one thing; showing the first branch of each condition and no loop bodies [markdown.template.branch]",
            "Content/buttons.md:9:16: warning: found 2 template expressions in the text (first: '{{ site.version }}'), expected text; nothing here evaluates them, so they show as written [markdown.template.expression]\n    note: also at 9:41",
        ])
        let texts = try XCTUnwrap(content.documents.first).blocks.map(\.text)
        XCTAssertTrue(texts.contains("Round."), "\(texts)")
        XCTAssertFalse(texts.contains("Flat."), "\(texts)")
    }
}
