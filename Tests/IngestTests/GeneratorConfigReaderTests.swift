import Diagnostics
import FileIO
import Ingest
import XCTest

/// The site title other generators' configuration files give a cloned repository.
final class GeneratorConfigReaderTests: XCTestCase {
    func testTitlesFromEachGenerator() {
        let mkdocs = """
            # Project information
            site_name: Material for MkDocs
            site_url: https://squidfunk.github.io/mkdocs-material/
            markdown_extensions:
              - pymdownx.emoji:
                  emoji_index: !!python/name:material.extensions.emoji.twemoji
            """
        XCTAssertEqual(GeneratorConfigReader.title(fileName: "mkdocs.yml", text: mkdocs), "Material for MkDocs")
        XCTAssertEqual(GeneratorConfigReader.title(fileName: "_config.yml", text: "baseurl: /docs\ntitle: \"U.S. Web Design System (USWDS)\" # shown in tabs\n"),
                       "U.S. Web Design System (USWDS)")
        XCTAssertEqual(GeneratorConfigReader.title(fileName: "book.toml", text: "[book]\nauthors = [\"Steve Klabnik\"]\ntitle = \"The Rust Programming Language\"\n\n[output.html]\n"),
                       "The Rust Programming Language")
        XCTAssertEqual(GeneratorConfigReader.title(fileName: "hugo.toml", text: "baseURL = 'https://example.org/'\ntitle = 'Carbon Design'\n[params]\ntitle = 'Other'\n"),
                       "Carbon Design")
        let docusaurus = """
            const config = {
              title: 'Acme Design System',
              tagline: 'Build with Acme',
              themeConfig: { navbar: { title: 'Acme' } },
            };
            """
        XCTAssertEqual(GeneratorConfigReader.title(fileName: "docusaurus.config.js", text: docusaurus), "Acme Design System")
        // Nested keys, template expressions and variables are no titles.
        XCTAssertNil(GeneratorConfigReader.title(fileName: "_config.yml", text: "site:\n  title: Nested\n"))
        XCTAssertNil(GeneratorConfigReader.title(fileName: "_config.yml", text: "title: \"{{ site.name }}\"\n"))
        XCTAssertNil(GeneratorConfigReader.title(fileName: "docusaurus.config.js", text: "const config = {\n  title: siteTitle,\n};\n"))
        // Mintlify's docs.json: the top-level name, not a tab's or a group's.
        let mintlify = "{\n  \"$schema\": \"https://mintlify.com/docs.json\",\n  \"theme\": \"mint\",\n  \"name\": \"Mintlify\",\n  \"navigation\": {\n    \"tabs\": [{\n        \"name\": \"Guides\"\n    }]\n  }\n}\n"
        XCTAssertEqual(GeneratorConfigReader.title(fileName: "docs.json", text: mintlify), "Mintlify")
        XCTAssertEqual(GeneratorConfigReader.title(fileName: "docs.json", text: "{\n  \"navigation\": {\n      \"name\": \"Guides\"\n  }\n}"), nil)
        XCTAssertNil(GeneratorConfigReader.title(fileName: "package.json", text: "{\"title\": \"x\"}"))
    }

    /// The site in a sentence: `site_description`, Jekyll's `description`, a Docusaurus tagline, mdBook's and
    /// Mintlify's description; the keys' nested namesakes are not it.
    func testDescriptionsFromEachGenerator() {
        XCTAssertEqual(GeneratorConfigReader.description(fileName: "mkdocs.yml", text: "site_name: Acme\nsite_description: The Acme design system, for every product.\n"),
                       "The Acme design system, for every product.")
        XCTAssertEqual(GeneratorConfigReader.description(fileName: "docusaurus.config.js", text: "const config = {\n  title: 'Acme',\n  tagline: 'Build with Acme',\n};\n"),
                       "Build with Acme")
        XCTAssertEqual(GeneratorConfigReader.description(fileName: "book.toml", text: "[book]\ntitle = \"Rust\"\ndescription = \"Learn Rust\"\n"), "Learn Rust")
        XCTAssertEqual(GeneratorConfigReader.description(fileName: "_config.yml", text: "title: USWDS\ndescription: \"Design and build fast\"\n"), "Design and build fast")
        XCTAssertEqual(GeneratorConfigReader.description(fileName: "docs.json", text: "{\n  \"name\": \"Acme\",\n  \"description\": \"Docs for Acme\"\n}"), "Docs for Acme")
        XCTAssertNil(GeneratorConfigReader.description(fileName: "mkdocs.yml", text: "site_name: Acme\nextra:\n  site_description: nested\n"))
        XCTAssertNil(GeneratorConfigReader.description(fileName: "hugo.toml", text: "title = 'Acme'\n[params]\ndescription = 'Other'\n"))
    }

    /// mdBook's and GitBook's SUMMARY.md, docsify's sidebar: the linked files in order, relative to the content
    /// folder; anchors, titles, drafts without a target, other sites and code are no pages; prose is no list.
    func testReadingOrderFromASummary() {
        let summary = """
            # The Book

            [Foreword](foreword.md)

            - [Getting Started](ch01-00-getting-started.md)
              - [Installation](./ch01-01-installation.md#linux "Installing")
              - [Draft]()
            - [Appendix](appendix/../appendix-00.md)
            - [Rust](https://www.rust-lang.org)

            ```
            [Not a chapter](code.md)
            ```
            """
        XCTAssertEqual(GeneratorConfigReader.readingOrder(path: "src/SUMMARY.md", text: summary),
                       ["src/foreword.md", "src/ch01-00-getting-started.md", "src/ch01-01-installation.md", "src/appendix-00.md"])
        XCTAssertEqual(GeneratorConfigReader.readingOrder(path: "_sidebar.md", text: "* [Home](/)\n* [Guide](/guide.md)\n* [API](api/README.md)\n* [FAQ](faq.md)\n"),
                       ["guide.md", "api/README.md", "faq.md"])
        // A report's summary, not a table of contents.
        XCTAssertNil(GeneratorConfigReader.readingOrder(path: "SUMMARY.md", text: "# Summary\n\nWe studied [one](a.md), [two](b.md) and [three](c.md).\n\nThe results were good.\n\nMore text follows here.\n"))
        XCTAssertTrue(GeneratorConfigReader.isReadingOrderFile("book/src/SUMMARY.md"))
        XCTAssertFalse(GeneratorConfigReader.isReadingOrderFile("book/src/summary-of-results.md"))
    }

    /// Read from the top of the content folder: the title names the site, the file is no unknown file; concord.yml wins.
    func testConfigurationNamesTheSite() {
        func read(_ files: [String: String]) -> (Content, [Diagnostic]) {
            var problems: [Diagnostic] = []
            let content = ContentReader(fileSystem: MemoryFileSystem(files), root: "Content").read(problems: &problems)
            return (content, problems)
        }
        let page = "# Buttons\n\nUse buttons for actions."
        let (content, problems) = read(["Content/mkdocs.yml": "site_name: Acme\n", "Content/docs/buttons.md": page,
                                        "Content/README.md": "# Acme repository\n\nHow to build the docs."])
        XCTAssertEqual(content.manifest.title, "Acme", "the generator's name for the site wins over the README's title")
        XCTAssertEqual(problems.map(\.formatted), [])
        let named = read(["Content/mkdocs.yml": "site_name: Acme\n", "Content/docs/buttons.md": page, "Content/concord.yml": "title: Ours\n"]).0
        XCTAssertEqual(named.manifest.title, "Ours")
        // Deeper in the folder, a configuration file is some other project's: not read.
        XCTAssertEqual(read(["Content/examples/mkdocs.yml": "site_name: Example\n", "Content/docs/buttons.md": page]).0.manifest.title, "Concord")
    }

    /// Without a configuration, the home page's title names the site when it is the page's own (front matter, a `#`
    /// heading), not when the page's first text is a section's `##` heading (Carbon's Gatsby example).
    func testHomePageNamesTheSiteOnlyByItsOwnTitle() {
        func title(_ files: [String: String]) -> String {
            var problems: [Diagnostic] = []
            return ContentReader(fileSystem: MemoryFileSystem(files), root: "Content").read(problems: &problems).manifest.title
        }
        let page = "# Buttons\n\nUse buttons for actions."
        XCTAssertEqual(title(["Content/index.mdx": "import X from './x.js';\n\n## MDX content starts here\n\nText.", "Content/buttons.md": page]), "Concord")
        XCTAssertEqual(title(["Content/README.md": "# Acme Design\n\n## Start\n\nText.", "Content/buttons.md": page]), "Acme Design")
        XCTAssertEqual(title(["Content/index.md": "---\ntitle: Acme\n---\n## Start\n\nText.", "Content/buttons.md": page]), "Acme")
    }
}
