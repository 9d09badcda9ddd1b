import Build
import Diagnostics
import FileIO
import Foundation
import TestSupport
import XCTest

/// Authors' relative links to other content files, as in an editor or on GitHub, built end to end in memory.
final class ContentLinkTests: XCTestCase {
    func testRelativeLinksToContentFilesLeadToTheirPages() throws {
        let notes = """
        # Reading notes

        See [the search guidance](../002_c203bf4371bcd144.txt#expandable-search) and [the talk](../000_118a7eb23c68395c.txt).

        Also [a file that is not there](missing.md), [Material's site](https://m2.material.io/) and [this page](#reading-notes).
        """
        let fs = try SiteFixture.seedFileSystem(extra: ["Content/notes/reading.md": notes])
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        XCTAssertFalse(built.diagnostics.hasErrors, DiagnosticPrinter.render(built.diagnostics, format: .text))
        let page = try XCTUnwrap(built.files.first { $0.path.hasPrefix("en/") && String(decoding: $0.data, as: UTF8.self).contains("Reading notes</h1>") })
        let html = String(decoding: page.data, as: UTF8.self)
        XCTAssertTrue(html.contains("<a class=\"xref\" href=\"material-search.html#expandable-search\">the search guidance</a>"), html)
        XCTAssertTrue(html.contains("<a class=\"xref\" href=\"design-intuitive-search-experiences.html\">the talk</a>"))
        XCTAssertTrue(html.contains("<a href=\"https://m2.material.io/\">Material&#39;s site</a>") || html.contains("href=\"https://m2.material.io/\""))
        XCTAssertTrue(html.contains("href=\"#doc-title\""), "a link to the title heading leads to the top")
        let missing = built.diagnostics.filter { $0.identifier == "link.content.missing" }
        XCTAssertEqual(missing.count, 1, DiagnosticPrinter.render(built.diagnostics, format: .text))
        XCTAssertEqual(missing.first?.severity, .warning)
        XCTAssertTrue(DiagnosticPrinter.render(missing, format: .text).contains("Content/notes/reading.md:5:33: warning: found a link to 'missing.md'"),
                      DiagnosticPrinter.render(missing, format: .text))
    }

    /// Language folders side by side (FastAPI's `docs/en/`, `docs/zh/`): a translation's link to a page its language
    /// lacks leads to the page in the source's folder, as the other trees show it, instead of staying `notes.md`.
    func testATranslationsLinkToAPageOnlyTheSourceHasLeadsThere() throws {
        let fs = try SiteFixture.seedFileSystem(extra: [
            "Content/docs/en/docs/versions.md": "# Versions\n\nEach version is described in [the release notes](release-notes.md).\n\nPin the version you use.\n",
            "Content/docs/en/docs/release-notes.md": "# Release notes\n\nWhat changed in each version.\n",
            "Content/docs/zh/docs/versions.md": "# 版本\n\n每个版本都在[发布说明](release-notes.md)中描述。\n\n请固定你使用的版本。\n",
        ])
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        XCTAssertEqual(built.diagnostics.filter { $0.identifier.hasPrefix("link.") }.map(\.formatted), [])
        let html = try XCTUnwrap(SiteFixture.text(built, "zh-Hans/versions.html"))
        XCTAssertTrue(html.contains("href=\"../en/release-notes.html\" hreflang=\"en\">发布说明</a>"), html)
        XCTAssertFalse(html.contains("href=\"release-notes.md\""), html)
    }

    /// A route two copies of a page answer (TDesign keeps `docs/design/` and `site/docs/design/`): a link from the
    /// site's root means the copy nearest the linking file; 200 such links were left as written.
    func testARootLinkToAPageKeptTwiceLeadsToTheNearestCopy() throws {
        let offices = "# Offices\n\nSee [the task page](/design/offices-task#filtering).\n"
        let task = "# Offices task\n\n## Filtering\n\nFilter the list of offices.\n"
        let fs = try SiteFixture.seedFileSystem(extra: [
            "Content/docs/design/offices.md": offices, "Content/docs/design/offices-task.md": task,
            "Content/site/docs/design/offices.md": offices.replacingOccurrences(of: "# Offices", with: "# Offices (site)"),
            "Content/site/docs/design/offices-task.md": task.replacingOccurrences(of: "# Offices task", with: "# Offices task (site)"),
        ])
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        XCTAssertEqual(built.diagnostics.filter { $0.identifier.hasPrefix("link.") }.map(\.formatted), [])
        let docs = try XCTUnwrap(built.files.first { String(decoding: $0.data, as: UTF8.self).contains("<h1 id=\"doc-title\">Offices</h1>") })
        let site = try XCTUnwrap(built.files.first { String(decoding: $0.data, as: UTF8.self).contains("<h1 id=\"doc-title\">Offices (site)</h1>") })
        let docsHTML = String(decoding: docs.data, as: UTF8.self), siteHTML = String(decoding: site.data, as: UTF8.self)
        XCTAssertTrue(docsHTML.contains("href=\"offices-task.html#filtering\""), docsHTML)
        XCTAssertTrue(siteHTML.contains("href=\"offices-task-site.html#filtering\""), siteHTML)
    }

    /// An mdBook book: chapters open with raw HTML (an old anchor kept for links) above a `##` heading that is their
    /// title, and link each other by the pages the book builds (`ch02-00-guessing-game.html#processing-a-guess`).
    func testAnMdBookBooksChaptersAndLinks() throws {
        let match = """
            <!-- Old headings. Do not remove or links may break. -->

            <a id="the-match-control-flow-operator"></a>

            ## The `match` Control Flow Construct

            Rust has a powerful control flow construct; see [guessing](ch02-00-guessing-game.html#processing-a-guess),
            [the game](ch02-00-guessing-game.html#programming-a-guessing-game) and [this chapter](#the-match-control-flow-construct).
            """
        let guessing = "# Programming a Guessing Game\n\nLet's jump into Rust.\n\n## Processing a Guess\n\nThe first part asks for input.\n"
        let fs = try SiteFixture.seedFileSystem(extra: ["Content/book/ch06-02-match.md": match, "Content/book/ch02-00-guessing-game.md": guessing])
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        let problems = built.diagnostics.filter { $0.source?.contains("book/") ?? false }
        XCTAssertEqual(problems.map(\.formatted), [])
        let html = try XCTUnwrap(SiteFixture.text(built, "en/the-match-control-flow-construct.html"), "\(built.files.map(\.path).filter { $0.hasPrefix("en/") })")
        XCTAssertTrue(html.contains("<a class=\"xref\" href=\"programming-a-guessing-game.html#processing-a-guess\">guessing</a>"), html)
        XCTAssertTrue(html.contains("<span id=\"the-match-control-flow-operator\"></span>"), "the old anchor stays")
        // A link to the heading that became a page's title leads to the page's top.
        XCTAssertTrue(html.contains("<a class=\"xref\" href=\"programming-a-guessing-game.html\">the game</a>"), html)
        XCTAssertTrue(html.contains("<a href=\"#doc-title\">this chapter</a>"), html)
    }

    /// A docsify site: its sidebar, navbar and cover page are furniture, not pages, and its links name headings by
    /// a query (`themes.md?id=classes`), which lands as a fragment would.
    func testADocsifySitesFurnitureAndQueryAnchors() throws {
        let fs = try SiteFixture.seedFileSystem(extra: [
            "Content/docs/_sidebar.md": "- [Themes](themes.md)\n- [Plugins](plugins.md)\n",
            "Content/docs/_navbar.md": "- Translations\n  - [English](/)\n  - [简体中文](/zh-cn/)\n",
            "Content/docs/_coverpage.md": "# docsify\n\n> A magical documentation site generator.\n",
            "Content/docs/themes.md": "# Themes\n\nThemes change how a site looks.\n\n## Classes\n\nEach theme sets classes.\n",
            "Content/docs/plugins.md": "# Plugins\n\nSee [the classes](themes.md?id=classes) and [the first](themes.md?x=1&id=nowhere).\n\n"
                + "A single-page app's routes: [themes](#/themes?id=classes), [in Chinese](#/zh-CN/themes#classes), "
                + "[behind the root](/#/themes), [behind a base path](/docs/#/en-US/themes), [under a section](#/en-US/component/themes), "
                + "[no such route](#/en-US/no-such-page).\n\n"
                + "A translation's root link: [Portuguese](/pt-br/docs/themes/).\n",
        ])
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        let problems = built.diagnostics.filter { $0.source?.contains("docs/") ?? false }
        // A route no page answers is one broken link, not also an anchor missing from this page.
        XCTAssertEqual(problems.map(\.formatted), [
            "Content/docs/plugins.md:5:233: warning: found a link to '#/en-US/no-such-page', but no document of the content folder is there; expected a path to one, relative to this file [link.content.missing]",
            "Content/docs/plugins.md:3:57: warning: found a link to 'themes.md?x=1&id=nowhere', but 'themes' has no section or paragraph 'nowhere'; expected one of its anchors [xref.target.unknown]\n    note: sections: introduction, classes",
        ])
        let html = try XCTUnwrap(SiteFixture.text(built, "en/plugins.html"))
        XCTAssertTrue(html.contains("<a class=\"xref\" href=\"themes.html#classes\">the classes</a>"), html)
        XCTAssertTrue(html.contains("<a class=\"xref\" href=\"themes.html#classes\">themes</a>"), html)
        XCTAssertTrue(html.contains("<a class=\"xref\" href=\"themes.html#classes\">in Chinese</a>"), html)
        XCTAssertTrue(html.contains("<a class=\"xref\" href=\"themes.html\">behind the root</a>"), html)
        XCTAssertTrue(html.contains("<a class=\"xref\" href=\"themes.html\">behind a base path</a>"), html)
        XCTAssertTrue(html.contains("<a class=\"xref\" href=\"themes.html\">under a section</a>"), html)
        XCTAssertTrue(html.contains("<a class=\"xref\" href=\"themes.html\">Portuguese</a>"), html)
        let pages = built.files.map(\.path).filter { $0.hasPrefix("en/") && $0.hasSuffix(".html") }
        XCTAssertFalse(pages.contains { $0.contains("sidebar") || $0.contains("navbar") || $0.contains("docsify") || $0.contains("coverpage") }, "\(pages)")
    }

    /// Sites that publish every page in one folder link pages by bare name from anywhere (React Spectrum's
    /// `Picker.html` from `docs/combobox/`, Vant's `#/zh-CN/use-custom-field-value` for a file with a language
    /// suffix): a name only one page has leads to it; a name two pages share, or a path with folders, does not.
    func testLinksByAPageNameOnlyOnePageHas() throws {
        let fs = try SiteFixture.seedFileSystem(extra: [
            "Content/docs/combobox/ComboBox.mdx": "# ComboBox\n\nLike a [Picker](Picker.html#events), with [a field](use-custom-field-value) and [hooks](#/zh-CN/use-custom-field-value).\n\n"
                + "Not [either overview](Overview.html), nor [a path](other/Picker.html), nor [a longer route](/components/select/react/picker).\n",
            "Content/docs/picker/Picker.mdx": "# Picker\n\nPick one.\n\n## Events\n\nChanges.\n",
            "Content/docs/hooks/use-custom-field-value.zh-CN.md": "# useCustomFieldValue\n\n用于自定义表单项。\n",
            "Content/docs/a/Overview.md": "# Overview A\n\nOne.\n",
            "Content/docs/b/Overview.md": "# Overview B\n\nTwo.\n",
        ])
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        let problems = built.diagnostics.filter { $0.source?.contains("combobox/") ?? false }
        XCTAssertEqual(problems.map(\.identifier), ["link.content.missing", "link.content.missing", "link.content.missing"], problems.map(\.formatted).joined(separator: "\n"))
        XCTAssertTrue(problems.allSatisfy { $0.summary.contains("Overview.html") || $0.summary.contains("other/Picker.html") || $0.summary.contains("/components/select/react/picker") },
                      problems.map(\.formatted).joined(separator: "\n"))
        let html = try XCTUnwrap(SiteFixture.text(built, "en/combobox.html"))
        XCTAssertTrue(html.contains("<a class=\"xref\" href=\"picker.html#events\">Picker</a>"), html)
        XCTAssertEqual(html.components(separatedBy: "usecustomfieldvalue.html\"").count - 1, 2, html)
    }

    /// TDesign serves each component's `affix/affix.md` as `/components/affix`: its pages link `./affix?tab=api` (a
    /// name in the same URL folder, with the site's tab in a query) and `../affix` (the folder named as its page).
    func testLinksToAComponentFolderNamedAsItsPage() throws {
        let built = try Self.site(with: [
            "Content/components/affix/affix.md": "# Affix\n\nStays in view.\n\n## API\n\nProps.\n",
            "Content/components/anchor/anchor.md": "# Anchor\n\nSee [Affix](./affix?tab=api), its [API](./affix?tab=api#api) and [the folder](../affix).\n",
        ])
        XCTAssertEqual(Self.problems(built, in: "anchor.md"), [])
        let html = try XCTUnwrap(SiteFixture.text(built, "en/anchor.html"))
        XCTAssertEqual(html.components(separatedBy: "href=\"affix.html\"").count - 1, 2, html)
        XCTAssertTrue(html.contains("href=\"affix.html#api\""), html)
    }

    /// NG-ZORRO keeps a component's page in its `doc/` folder and serves it at the component's route with the
    /// language last (`/components/tooltip/zh`); a last segment that is no language's is no such route.
    func testRoutesEndingWithTheLanguageAndPagesInADocFolder() throws {
        let built = try Self.site(with: [
            "Content/components/tooltip/doc/index.en-US.md": "# Tooltip\n\nA tip on hover.\n\n## API\n\nProps.\n",
            "Content/components/tooltip/doc/index.zh-CN.md": "# 文字提示\n\n鼠标移入则显示提示。\n\n## API\n\n参数。\n",
            "Content/components/popover/doc/index.en-US.md": "# Popover\n\nLike a [tooltip](/components/tooltip/en#api), with more. Not [the API](/components/api).\n",
            // Ant Design's sites name a Chinese page with `-cn`.
            "Content/components/popover/doc/index.zh-CN.md": "# 气泡卡片\n\n像[文字提示](/components/tooltip-cn/#api)，内容更多。\n",
            "Content/components/index.md": "# Components\n\nAll of them.\n",
            // A first segment that reads like a language's (`docs`) does not hide the last one.
            "Content/docs/date-adapter.en-US.md": "# Date adapter\n\nSee [the tooltip](/components/tooltip/en) and [this](/docs/date-adapter/en).\n",
            "Content/docs/date-adapter.zh-CN.md": "# 日期适配器\n\n日期。\n",
        ])
        XCTAssertEqual(Self.problems(built, in: "date-adapter.en-US.md"), [])
        XCTAssertEqual(Self.problems(built, in: "popover/doc/index.en-US.md").map { $0.contains("'/components/api'") }, [true],
                       Self.problems(built, in: "popover/doc/index.en-US.md").joined(separator: "\n"))
        let html = try XCTUnwrap(SiteFixture.text(built, "en/popover.html"))
        XCTAssertTrue(html.contains("<a class=\"xref\" href=\"tooltip.html#api\">tooltip</a>"), html)
        XCTAssertEqual(Self.problems(built, in: "popover/doc/index.zh-CN.md"), [])
        let chinese = try XCTUnwrap(SiteFixture.text(built, "zh-Hans/popover.html"))
        XCTAssertTrue(chinese.contains("tooltip.html#api\">文字提示</a>"), chinese)
    }

    /// Guidelines link to downloads beside them (a design kit, a PDF): the linked ones are copied under hashed names
    /// and the links lead there; a download no page links to stays out of the site, and neither is an unknown file.
    func testLinkedDownloadsAreCopiedAndTheOthersLeftOut() throws {
        let page = "# Resources\n\nGet [the design kit](kits/design-kit.zip) and [the guide](guide%20v2.pdf#page=3).\n"
        let fs = try SiteFixture.seedFileSystem(extra: ["Content/resources/resources.md": page, "Content/resources/kits/design-kit.zip": "PK kit",
                                                        "Content/resources/guide v2.pdf": "%PDF guide", "Content/resources/old.pdf": "%PDF old"])
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        XCTAssertEqual(built.diagnostics.filter { $0.source?.contains("resources/") ?? false }.map(\.formatted), [
            "Content/resources/old.pdf: warning: found a '.pdf' file that no page links to, expected a link to it from a page, or text Concord reads (.md, .txt, .json captions) (left out) [content.download.unlinked]",
        ])
        let html = try XCTUnwrap(SiteFixture.text(built, "en/resources.html"))
        let copies = built.files.map(\.path).filter { $0.hasPrefix("media/") }.sorted()
        XCTAssertEqual(copies.count, 2, "\(copies)")
        XCTAssertTrue(copies.contains { $0.hasPrefix("media/resources/kits/design-kit.") && $0.hasSuffix(".zip") }, "\(copies)")
        XCTAssertTrue(copies.contains { $0.hasPrefix("media/resources/guide v2.") && $0.hasSuffix(".pdf") }, "\(copies)")
        for copy in copies { XCTAssertTrue(html.contains("href=\"../\(copy.replacingOccurrences(of: " ", with: "%20"))") || html.contains("href=\"../\(copy)"), "\(copy) in \(html)") }
        XCTAssertTrue(html.contains(".pdf#page=3\">the guide</a>"), html)
        let zip = try XCTUnwrap(built.files.first { $0.path.hasSuffix(".zip") })
        XCTAssertEqual(String(decoding: zip.data, as: UTF8.self), "PK kit")
        // A download no page links to is not even read (a design system's repository may hold gigabytes of them).
        let recording = ReadRecordingFileSystem(fs)
        _ = BuildPipeline(options: SiteFixture.options(), fileSystem: recording).make()
        XCTAssertTrue(recording.reads.contains { $0.hasSuffix("design-kit.zip") })
        XCTAssertFalse(recording.reads.contains { $0.hasSuffix("old.pdf") }, "\(recording.reads.filter { $0.contains("resources") })")
    }

    /// A video of the content folder in a page's HTML (GOV.UK's pattern pages show validation so): kept with
    /// controls, its file copied and its source leading there, and no warning that no page links to it; a source
    /// whose file is missing is left out with a warning, as a missing image is.
    func testVideosOfTheContentFolderPlay() throws {
        let page = "# Card number\n\nCheck the number as it is typed.\n\n<video controls>\n  <source src=\"card-number.mp4\" type=\"video/mp4\">\n</video>\n\n"
            + "<video>\n  <source src=\"gone.webm\" type=\"video/webm\">\n</video>\n\nThe video shows the check.\n\n<video src=\"typing.webm\"></video>\n"
        let fs = try SiteFixture.seedFileSystem(extra: ["Content/patterns/card.md": page, "Content/patterns/card-number.mp4": "MP4 bytes",
                                                        "Content/patterns/typing.webm": "WebM bytes"])
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        XCTAssertEqual(built.diagnostics.filter { ($0.source ?? "").contains("patterns/") }.map(\.formatted), [
            "Content/patterns/card.md:10:16: warning: found a video or audio file 'gone.webm', but the content folder has no file there; expected the file relative to this page (left out) [image.missing]",
        ])
        let copy = try XCTUnwrap(built.files.first { $0.path.hasPrefix("media/patterns/card-number.") }, "\(built.files.map(\.path))")
        XCTAssertEqual(String(decoding: copy.data, as: UTF8.self), "MP4 bytes")
        let html = try XCTUnwrap(SiteFixture.text(built, "en/card-number.html"))
        XCTAssertTrue(html.contains("<video controls>\n<source src=\"../\(copy.path)\" type=\"video/mp4\">\n</video>"), html)
        XCTAssertFalse(html.contains("gone.webm"), html)
        // One written on a line of its own, as a README does (a paragraph, not an HTML block), plays too.
        let line = try XCTUnwrap(built.files.first { $0.path.hasPrefix("media/patterns/typing.") }, "\(built.files.map(\.path))")
        XCTAssertTrue(html.contains("<video src=\"../\(line.path)\" controls></video>"), html)
    }

    /// docsify's embedded file that a page also links to as it is (`':ignore'`): no page, but the link leads to a
    /// copy of it.
    func testALinkToAnEmbeddedFileLeadsToItsCopy() throws {
        let page = "# Embed files\n\n[filename](_media/example.md ':include')\n\nSee [the original](_media/example.md ':ignore').\n"
        let fs = try SiteFixture.seedFileSystem(extra: ["Content/docs/embed-files.md": page, "Content/docs/_media/example.md": "Embedded **text** of a file.\n"])
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        XCTAssertEqual(built.diagnostics.filter { ($0.source ?? "").contains("docs/") }.map(\.formatted), [])
        let copy = try XCTUnwrap(built.files.first { $0.path.hasPrefix("media/docs/_media/example.") }, "\(built.files.map(\.path))")
        XCTAssertEqual(String(decoding: copy.data, as: UTF8.self), "Embedded **text** of a file.\n")
        let html = try XCTUnwrap(SiteFixture.text(built, "en/embed-files.html"))
        XCTAssertTrue(html.contains("href=\"../\(copy.path)\">the original</a>"), html)
        XCTAssertFalse(built.files.contains { $0.path.hasSuffix("example.html") })
    }

    /// A tutorial links to its examples' files, which no reader reads (a `compose.yaml`, a `Dockerfile`, the data
    /// beside an example's code): the ones a link reaches are copied and linked, and are no unknown files; a file of
    /// that name no link reaches is left out without a word; other unknown files are reported as before.
    func testLinkedExampleFilesOfNoReadableTypeAreCopied() throws {
        let page = "# Compose\n\nSee [the compose file](../examples/compose.yaml), [its Dockerfile](../examples/Dockerfile) "
            + "and [the requirements](../examples/app/requirements.txt).\n"
        let fs = try SiteFixture.seedFileSystem(extra: [
            "Content/compose/compose.md": page,
            "Content/examples/compose.yaml": "services:\n  web:\n    image: nginx\n",
            "Content/examples/Dockerfile": "FROM nginx\n",
            "Content/examples/app/app.py": "print('hi')\n",
            "Content/examples/app/requirements.txt": "flask\n",
            "Content/other/Dockerfile": "FROM alpine\n",
            "Content/other/notes.cfg": "x = 1\n",
        ])
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        XCTAssertEqual(built.diagnostics.filter { ($0.source ?? "").contains("examples/") || ($0.source ?? "").contains("other/") || ($0.source ?? "").contains("compose/") }
            .map(\.formatted).filter { !$0.contains("content.skipped") }, [
            "Content/examples/app/app.py: warning: found a file of unknown type '.py', expected .json, .vtt, .srt, .txt, .md or .mdx (ignored) [content.file.unknown]",
            "Content/other/notes.cfg: warning: found a file of unknown type '.cfg', expected .json, .vtt, .srt, .txt, .md or .mdx (ignored) [content.file.unknown]",
        ])
        let copies = built.files.map(\.path).filter { $0.hasPrefix("media/") }.sorted()
        XCTAssertEqual(copies.count, 3, "\(copies)")
        let html = try XCTUnwrap(SiteFixture.text(built, "en/compose.html"))
        for copy in copies { XCTAssertTrue(html.contains("href=\"../\(copy)\""), "\(copy) in \(html)") }
        XCTAssertTrue(copies.contains { $0.hasPrefix("media/examples/compose.") && $0.hasSuffix(".yaml") }, "\(copies)")
        XCTAssertFalse(copies.contains { $0.contains("other/") }, "\(copies)")
        let dockerfile = try XCTUnwrap(built.files.first { $0.path.hasPrefix("media/examples/Dockerfile") })
        XCTAssertEqual(String(decoding: dockerfile.data, as: UTF8.self), "FROM nginx\n")
    }

    /// A Hugo site (Docsy's): a section's `_index.md` holds only front matter, and the site lists the section's pages
    /// there; pages link to sections (`design/`) and to release notes named like versions (`0.14.0/`). The index becomes
    /// a page listing its section (posts in `2024/`, a folder with no index, are the blog's), and every link lands.
    func testAHugoSectionsEmptyIndexListsItsPages() throws {
        let fs = try SiteFixture.seedFileSystem(extra: [
            "Content/project/_index.md": "---\ntitle: Project docs\n---\n\nSee [the design](design/) and [notes](../blog/2024/0.14.0/).\n",
            "Content/project/design/_index.md": "---\ntitle: Design\ndescription: Design decisions and conventions.\n---\n",
            "Content/project/design/semantic-classes.md": "---\ntitle: Semantic classes\n---\n\nClasses name roles.\n",
            "Content/project/design/tokens.md": "---\ntitle: Tokens\n---\n\nTokens name values.\n",
            "Content/blog/_index.md": "---\ntitle: Blog\n---\n",
            "Content/blog/2024/0.14.0.md": "---\ntitle: Release 0.14.0\n---\n\nWhat changed.\n",
            "Content/community/_index.md": "---\ntitle: Community\n---\n",
            // A section whose only section is empty lists what is left, never the section left out.
            "Content/site/_index.md": "---\ntitle: Site\n---\n",
            "Content/site/partners/_index.md": "---\ntitle: Partners\n---\n",
            "Content/site/about.md": "---\ntitle: About\n---\n\nWho we are.\n",
        ])
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        let problems = built.diagnostics.filter { d in ["project/", "blog/", "community/", "site/"].contains { d.source?.contains($0) ?? false } }
        XCTAssertEqual(problems.map(\.formatted), [
            "Content/community/_index.md:2:1: warning: found no content and no pages in its folder, expected Markdown text (skipped) [markdown.empty]",
            "Content/site/partners/_index.md:2:1: warning: found no content and no pages in its folder, expected Markdown text (skipped) [markdown.empty]",
        ])
        let site = try XCTUnwrap(SiteFixture.text(built, "en/site.html"))
        XCTAssertTrue(site.contains("href=\"about.html\"") && !site.contains("Partners"), site)
        let project = try XCTUnwrap(SiteFixture.text(built, "en/project-docs.html"))
        XCTAssertTrue(project.contains("href=\"design.html\">the design</a>"), project)
        XCTAssertTrue(project.contains("href=\"release-0-14-0.html\">notes</a>"), project)
        let design = try XCTUnwrap(SiteFixture.text(built, "en/design.html"))
        XCTAssertTrue(design.contains("Design decisions and conventions."), design)
        XCTAssertTrue(design.contains("href=\"semantic-classes.html\"") && design.contains("href=\"tokens.html\""), design)
        let blog = try XCTUnwrap(SiteFixture.text(built, "en/blog.html"))
        XCTAssertTrue(blog.contains("href=\"release-0-14-0.html\""), blog)
    }

    /// A link through another generator's template tag (`{{% param github_repo %}}/blob/main/x`) leads nowhere once
    /// built: its text stays, and the page gets one warning for all such links, not one "missing file" per link.
    func testLinksThroughTemplateTagsAreShownAsText() throws {
        let page = """
            # Sources

            See [base.js], [the alert][alert] and [Hugo](<https://github.com/gohugoio/hugo/releases/tag/v{{% param hugoVersion %}}>).

            [base.js]:
              <{{% param github_repo %}}/blob/main/base.js?plain=1>
            [alert]: <{{% param github_repo %}}/blob/main/alert.html>
            """
        let fs = try SiteFixture.seedFileSystem(extra: ["Content/sources.md": page])
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        XCTAssertEqual(built.diagnostics.filter { $0.source?.contains("sources.md") ?? false }.map(\.formatted), [
            "Content/sources.md:6:4: warning: found 3 links through another generator's template tags (first: '{{% param github_repo %}}/blob/main/base.js?plain=1'), which Concord cannot fill; expected a URL or a path to a content file (shown as text) [link.template]",
        ])
        let html = try XCTUnwrap(SiteFixture.text(built, "en/sources.html"))
        XCTAssertTrue(html.contains("See base.js, the alert and Hugo."), html)
        XCTAssertFalse(html.contains("param"), html)
    }

    /// A link with a text fragment (`#:~:text=…`, Vite's docs quote `{{ manifest }}` in one) leads to its page: the
    /// quoted text is no template tag and no anchor.
    func testALinkWithATextFragmentLeadsToItsPage() throws {
        let page = "# Migration\n\nThe CSS [should be injected](backend.md#:~:text=%3C!%2D%2D%20if%20production%20%2D%2D%3E%0A%7B%7B%20manifest) "
            + "as [the guide says](backend.md#setup:~:text=entry).\n"
        let fs = try SiteFixture.seedFileSystem(extra: ["Content/migration.md": page, "Content/backend.md": "# Backend\n\n## Setup\n\nSet it up.\n"])
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        XCTAssertEqual(built.diagnostics.filter { ($0.source ?? "").contains("migration.md") }.map(\.formatted), [])
        let html = try XCTUnwrap(SiteFixture.text(built, "en/migration.html"))
        XCTAssertTrue(html.contains("<a class=\"xref\" href=\"backend.html\">should be injected</a>"), html)
        XCTAssertTrue(html.contains("<a class=\"xref\" href=\"backend.html#setup\">the guide says</a>"), html)
    }

    /// A Sphinx project in MyST: labels (`(syntax/referencing)=`) belong to the project, and pages link to them as to
    /// a page (`[the syntax](syntax/referencing)`) or a fragment (`[x](#syntax/referencing)`) from anywhere. Each lands
    /// on the one page that sets the label; a label two pages set is reported, as is one nobody sets.
    func testMySTLabelsAreTheProjects() throws {
        let fs = try SiteFixture.seedFileSystem(extra: [
            "Content/docs/syntax.md": "(syntax/referencing)=\n# Cross-references\n\nLabels name places.\n\n(twice)=\n## Twice\n\nOne.\n",
            "Content/docs/other.md": "# Other\n\n(twice)=\n## Again\n\nTwo.\n",
            "Content/docs/config.md": """
                # Configuration

                See [the syntax](syntax/referencing), [again](#syntax/referencing), [ambiguous](#twice) and [nowhere](#no-label).

                :::{note}
                Labels are global.
                :::
                """,
        ])
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        let problems = built.diagnostics.filter { $0.source?.contains("docs/") ?? false }
        XCTAssertEqual(problems.map(\.identifier), ["link.anchor.missing", "link.anchor.missing"], problems.map(\.formatted).joined(separator: "\n"))
        let html = try XCTUnwrap(SiteFixture.text(built, "en/configuration.html"))
        XCTAssertTrue(html.contains("<a class=\"xref\" href=\"cross-references.html#syntax/referencing\">the syntax</a>"), html)
        XCTAssertTrue(html.contains("<a class=\"xref\" href=\"cross-references.html#syntax/referencing\">again</a>"), html)
        XCTAssertTrue(html.contains("<strong>Note</strong>"), html)
        let target = try XCTUnwrap(SiteFixture.text(built, "en/cross-references.html"))
        XCTAssertTrue(target.contains("id=\"syntax/referencing\""), target)
    }

    /// A cloned GitHub wiki or an Obsidian vault links pages by name: `[[Installation Guide]]`, GitHub's
    /// `[[text|Page-Name]]` and Obsidian's `[[Page Name|text]]` land on the page so titled or so named; a name no page
    /// has is shown as written with a warning, and a Python sample's `[[x for x in y]]` is no link at all.
    func testWikiLinksByPageName() throws {
        let fs = try SiteFixture.seedFileSystem(extra: [
            "Content/wiki/Home.md": """
                # Home

                Start with [[Installation Guide]], read [[the FAQ|Frequently-Asked-Questions]] and
                [[Installation Guide#Requirements|what you need]]; [[Missing Page]] and [[cc-switcher]] are not written yet.
                Python's [[x for x in row] for row in grid] and [[x for x in y]] stay text.

                [[Installation Guide#Renamed heading]] leads to the page.

                Obsidian links by file name: [[installation guide#requirements]], [[frequently-asked-questions|answers]];
                [[not a page here]] stays text, with no warning.
                """,
            "Content/wiki/Installation-Guide.md": "# Installation Guide\n\nInstall it.\n\n## Requirements\n\nA Mac.\n",
            "Content/wiki/Frequently-Asked-Questions.md": "# FAQ\n\nQuestions.\n",
            "Content/wiki/_Sidebar.md": "- [[Home]]\n",
            // An Obsidian template: placeholders YAML cannot read, no page.
            "Content/wiki/Templates/Note.md": "---\ntags:\n  - {{tag}}\ncreated: \"{{date}}\"\n---\n\n# {{title}}\n",
        ])
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        let problems = built.diagnostics.filter { $0.source?.contains("wiki/") ?? false }
        // In a wiki a link to a page not written yet is a warning, by name or by id.
        XCTAssertEqual(problems.map(\.identifier), ["frontmatter.template", "xref.target.unknown", "xref.target.unknown", "xref.target.unknown"],
                       problems.map(\.formatted).joined(separator: "\n"))
        XCTAssertTrue(problems.allSatisfy { $0.severity == .warning }, problems.map(\.formatted).joined(separator: "\n"))
        XCTAssertEqual(problems.first?.summary, "found the template placeholder '{{tag}}' in front matter, expected values; a template, not a page (skipped)")
        let html = try XCTUnwrap(SiteFixture.text(built, "en/home.html"))
        XCTAssertTrue(html.contains("<a class=\"xref\" href=\"installation-guide.html\">Installation Guide</a>"), html)
        XCTAssertTrue(html.contains("<a class=\"xref\" href=\"faq.html\">the FAQ</a>"), html)
        XCTAssertTrue(html.contains("<a class=\"xref\" href=\"installation-guide.html#requirements\">what you need</a>"), html)
        // A heading renamed since (Obsidian; a DocC book's translation): a warning, and the link leads to the page.
        XCTAssertTrue(html.contains("<p><span id=\"p2-s1\"><a class=\"xref\" href=\"installation-guide.html\">Installation Guide</a> leads to the page."), html)
        XCTAssertTrue(html.contains("Python’s [[x for x in row] for row in grid] and [[x for x in y]"), html)
        // A name in lower case is a link where a page has the name, and text where none has.
        XCTAssertTrue(html.contains("<a class=\"xref\" href=\"installation-guide.html#requirements\">Requirements</a>, <a class=\"xref\" href=\"faq.html\">answers</a>;"), html)
        XCTAssertTrue(html.contains("[[not a page here]] stays text"), html)
        let text = try XCTUnwrap(built.site.pages.first { $0.id == "home" }?.blocks.map(\.block.text).first { $0.hasPrefix("Obsidian") })
        XCTAssertTrue(text.contains("by file name: requirements, answers;"), text)
    }

    /// An Obsidian vault: an image embedded by its file's name from anywhere in the vault, a link to a heading of the
    /// same page, a block reference and a heading path lead where Obsidian leads (its help vault: 525 embeds showed as
    /// "!" and a broken link, 291 own-page links as written, 28 block and heading-path links failed the build).
    func testAnObsidianVault() throws {
        let fs = try SiteFixture.seedFileSystem(extra: [
            "Content/vault/Attachments/pic.png": "png",
            "Content/vault/Notes/Editing.md": """
                # Editing

                ![[pic.png|200]]

                Read [[#Formatting]] and [[Daily notes#^date-format]], or [[Sidebar#Open sidebars#Mobile]], or [[Plugins/Daily notes|the plugin]].

                ## Formatting

                Bold and italics.
                """,
            "Content/vault/Plugins/Daily notes.md": "# Daily notes\n\nSet the date format. ^date-format\n",
            "Content/vault/Sidebar.md": "# Sidebar\n\n## Open sidebars\n\n### Mobile\n\nSwipe.\n",
        ])
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        let problems = built.diagnostics.filter { $0.source?.contains("vault/") ?? false }
        XCTAssertEqual(problems.map(\.formatted), [])
        let html = try XCTUnwrap(SiteFixture.text(built, "en/editing.html"))
        XCTAssertTrue(html.contains("<img src=\"../media/vault/Attachments/pic."), html)
        XCTAssertTrue(html.contains("href=\"#formatting\">Formatting</a>"), html)
        XCTAssertTrue(html.contains("href=\"daily-notes.html\">Daily notes</a>"), html)
        XCTAssertTrue(html.contains("href=\"sidebar.html#mobile\">Mobile</a>"), html)
        XCTAssertTrue(html.contains("href=\"daily-notes.html\">the plugin</a>"), "a note named by its folder and file: \(html)")
        XCTAssertFalse(try XCTUnwrap(SiteFixture.text(built, "en/daily-notes.html")).contains("^date-format"))
    }

    /// A documentation repository of MDX pages linking as its site does, without extensions (`../patterns/saving`).
    func testMDXPagesAndLinksWithoutExtensions() throws {
        let banner = """
            ---
            title: Banner
            ---
            import {Box} from '@primer/react'

            ## Usage

            <Box mb={3}>
            Show what was saved: see [saving](../patterns/saving#confirmation) and [the patterns](../patterns/).
            </Box>

            From the site's root: [saving again](/patterns/saving/#confirmation), [the index](/docs/patterns),
            [an image](/images/banner.png) and [elsewhere](/blog/news) as written.
            """
        let saving = "---\ntitle: Saving\n---\n\n## Confirmation\n\nSay that it was saved.\n"
        let index = "# Patterns\n\nHow people work.\n"
        let fs = try SiteFixture.seedFileSystem(extra: ["Content/docs/components/banner.mdx": banner,
                                                        "Content/docs/patterns/saving.mdx": saving, "Content/docs/patterns/index.md": index])
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        // A link from the root that no page answers stays as written, and is said: in the site it leads nowhere
        // (`concord check` finds it in the output; TDesign's 1,021 such links were silent).
        XCTAssertEqual(built.diagnostics.filter { $0.identifier.hasPrefix("link.") || $0.identifier.hasPrefix("content.") }.map(\.formatted),
                       ["Content/docs/components/banner.mdx:13:48: warning: found a link to '/blog/news', but no document of the content folder is there; expected a path to one, relative to this file [link.content.missing]"])
        let html = try XCTUnwrap(SiteFixture.text(built, "en/banner.html"))
        XCTAssertTrue(html.contains("href=\"saving.html#confirmation\">saving</a>"), html)
        XCTAssertTrue(html.contains("href=\"patterns.html\">the patterns</a>"), html)
        XCTAssertTrue(html.contains(">Usage<"), html)
        XCTAssertTrue(html.contains("href=\"saving.html#confirmation\">saving again</a>"), html)
        XCTAssertTrue(html.contains("href=\"patterns.html\">the index</a>"), html)
        XCTAssertTrue(html.contains("href=\"/images/banner.png\">an image</a>"), html)
        XCTAssertTrue(html.contains("href=\"/blog/news\">elsewhere</a>"), html)
        XCTAssertFalse(html.contains("&lt;Box") || html.contains("mb={3}") || html.contains("import {"), html)
    }

    /// A cloned Jekyll site: links through its base URL, `{% link %}` tags, permalinks and root images.
    func testAJekyllSitesLinksAndImagesLand() throws {
        let summary = """
            ---
            title: What's next
            permalink: /next/
            ---

            Read [the introduction](./introduction), use [the button]({{ site.baseurl }}/components/button/#how-to-use)
            or [the same]({% link _components/button/button.md %}), and see ![the logo]({{ site.baseurl }}/img/logo.png).
            """
        let introduction = "---\ntitle: Introduction\npermalink: /next/introduction/\n---\n\nWhy a design system.\n"
        let button = "---\ntitle: Button\npermalink: /components/button/\n---\n\n## Usage {#how-to-use}\n\nPress it.\n{:.usa-note}\n"
        let fs = try SiteFixture.seedFileSystem(extra: ["Content/_next/01-summary.md": summary, "Content/_next/02-introduction.md": introduction,
                                                        "Content/_components/button/button.md": button, "Content/img/logo.png": "PNG"])
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        XCTAssertEqual(built.diagnostics.filter { $0.identifier.hasPrefix("link.") || $0.identifier.hasPrefix("image.") || $0.identifier.hasPrefix("xref.") }, [],
                       DiagnosticPrinter.render(built.diagnostics, format: .text))
        let html = try XCTUnwrap(SiteFixture.text(built, "en/what-s-next.html") ?? SiteFixture.text(built, "en/whats-next.html"))
        XCTAssertTrue(html.contains("href=\"introduction.html\">the introduction</a>"), html)
        XCTAssertTrue(html.contains("href=\"button.html#how-to-use\">the button</a>"), html)
        XCTAssertTrue(html.contains("href=\"button.html\">the same</a>"), html)
        XCTAssertTrue(html.contains("<img src=\"../media/"), html)
        XCTAssertFalse(html.contains("{{") || html.contains("{%"), html)
        let buttonHTML = try XCTUnwrap(SiteFixture.text(built, "en/button.html"))
        XCTAssertTrue(buttonHTML.contains("id=\"how-to-use\""), buttonHTML)
        XCTAssertFalse(buttonHTML.contains("{#") || buttonHTML.contains("{:"), buttonHTML)
    }

    /// A root link to a folder (`/file-based-routing/`) is its index, not another page of it whose name ends the
    /// route the same (Vue Router's `file-based-routing/file-based-routing.md`: the link was reported missing).
    func testARootLinkToAFolderIsItsIndexNotANamesakeInside() throws {
        let built = try Self.site(with: [
            "Content/file-based-routing/index.md": "# Getting Started\n\nRoutes from files.\n",
            "Content/file-based-routing/file-based-routing.md": "# File-based routing\n\nHow it works.\n",
            "Content/guide/typed.md": "# Typed routes\n\nSee [file-based routing](/file-based-routing/).\n",
        ])
        XCTAssertEqual(Self.problems(built, in: "typed.md"), [])
        XCTAssertTrue(try XCTUnwrap(SiteFixture.text(built, "en/typed-routes.html")).contains("href=\"getting-started.html\">file-based routing</a>"))
    }

    /// A note labelled beyond ASCII (`[^†]`, which cmark-gfm percent-encodes in its ids) is no missing anchor for the
    /// links to and from it (Rust by Example: two false warnings).
    func testAFootnoteLabelledBeyondASCIIIsNoMissingAnchor() throws {
        let built = try Self.site(with: ["Content/notes/dagger.md": "# Dagger\n\nIt is *almost*[^†] done.\n\n[^†]: A dagger note.\n"])
        XCTAssertEqual(Self.problems(built, in: "dagger.md"), [])
    }

    /// The seeds and `files`, built as `concord build` builds them.
    static func site(with files: [String: String]) throws -> BuiltSite {
        BuildPipeline(options: SiteFixture.options(), fileSystem: try SiteFixture.seedFileSystem(extra: files)).make()
    }

    /// The problems reported in the file whose path ends with `name`, as printed.
    static func problems(_ built: BuiltSite, in name: String) -> [String] {
        built.diagnostics.filter { $0.source?.hasSuffix(name) == true }.map(\.formatted)
    }

    /// A quote of two paragraphs is one quote; footnotes are numbered links to notes at the page's end and back,
    /// and the link checker knows their anchors.
    func testQuotesOfSeveralParagraphsAndFootnotes() throws {
        let page = "# Quotes\n\n> First paragraph.\n>\n> Second paragraph.\n\nA claim.[^source]\n\n[^source]: Where it comes from.\n"
        let fs = try SiteFixture.seedFileSystem(extra: ["Content/quotes.md": page])
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        XCTAssertEqual(built.diagnostics.filter { $0.source?.hasSuffix("quotes.md") == true }, [],
                       DiagnosticPrinter.render(built.diagnostics, format: .text))
        let html = try XCTUnwrap(SiteFixture.text(built, "en/quotes.html"))
        XCTAssertTrue(html.contains(#"<blockquote><p id="p1">First paragraph.</p><p id="p2">Second paragraph.</p></blockquote>"#), html)
        // An admonition's list stays inside it (VitePress' `::: tip`, MkDocs' `!!! note`).
        let tip = try SiteFixture.seedFileSystem(extra: ["Content/tip.md": "# Tip\n\n::: tip Before you start:\n- Read the guide\n- Ask\n\n```sh\nnpm i\n```\n:::\n\nAfter.\n"])
        let tipHTML = try XCTUnwrap(SiteFixture.text(BuildPipeline(options: SiteFixture.options(), fileSystem: tip).make(), "en/tip.html"))
        XCTAssertTrue(tipHTML.contains(#"<div class="callout callout-tip" data-kind="tip" role="note"><p id="p1"><strong>Before you start:</strong></p><ul><li id="p2">"#), tipHTML)
        XCTAssertTrue(tipHTML.contains(#"<pre><code class="language-sh">npm i"#) && tipHTML.contains("</code></pre></div></div>"), tipHTML)
        XCTAssertTrue(html.contains(##"<a href="#fn-source" id="fnref-source" data-footnote-ref>1</a>"##), html)
        XCTAssertTrue(html.contains(#"<li id="fn-source">"#) && html.contains(##"href="#fnref-source""##), html)
        XCTAssertFalse(html.contains("[^source]"), html)
        // Sentences end outside code spans and links.
        let code = try SiteFixture.seedFileSystem(extra: ["Content/code.md": "# Code\n\nRun `echo done. Next` in a shell. Then stop.\n"])
        let codeHTML = try XCTUnwrap(SiteFixture.text(BuildPipeline(options: SiteFixture.options(), fileSystem: code).make(), "en/code.html"))
        XCTAssertTrue(codeHTML.contains(#"<span id="p1-s1">Run <code>echo done. Next</code> in a shell.</span> <span id="p1-s2">Then stop.</span>"#), codeHTML)
    }

    /// A screenshot linked to open full size (`[![Tabs]][Tabs]`, as MkDocs pages do) leads to its copy in the site.
    func testALinkToAnImageOfTheContentFolderLeadsToItsCopy() throws {
        let page = "# Navigation\n\n!!! example \"Tabs\"\n\n    [![Tabs enabled]][Tabs enabled]\n\n  [Tabs enabled]: ../assets/tabs.png\n"
        let fs = try SiteFixture.seedFileSystem(extra: ["Content/setup/navigation.md": page, "Content/assets/tabs.png": "PNG"])
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        XCTAssertEqual(built.diagnostics.filter { $0.identifier.hasPrefix("link.") || $0.identifier.hasPrefix("image.") }, [],
                       DiagnosticPrinter.render(built.diagnostics, format: .text))
        let html = try XCTUnwrap(SiteFixture.text(built, "en/navigation.html"))
        let copy = try XCTUnwrap(built.files.map(\.path).first { $0.contains("tabs.") && $0.hasSuffix(".png") }, "\(built.files.map(\.path).filter { !$0.hasPrefix("search/") })")
        XCTAssertTrue(html.contains("<a href=\"../\(copy)\"><img src=\"../\(copy)\""), html)
        XCTAssertTrue(html.contains(#"<div class="callout callout-note" data-kind="example" role="note"><p id="p1"><strong>Tabs</strong></p>"#), html)
    }

    /// Links written as other generators serve their pages: Starlight's lower-cased paths (`learn/Security/…` at
    /// `/learn/security/…`), a Jekyll collection's folder without its `_`, Docusaurus' number prefixes, `slug` and
    /// `id`, a dated post at its date's folders (`blog/2023-01-12-x.md` at `/blog/2023/01/12/x`), and a base path in
    /// front (`/docs/…`). Tauri's docs: broken links 447 → 237 (the rest name generated
    /// reference pages); VA's design system 321 → 44.
    func testLinksAsOtherGeneratorsServeTheirPages() throws {
        let fs = try SiteFixture.seedFileSystem(extra: [
            "Content/learn/Security/permissions.md": "# Permissions\n\nGrant what a plugin needs.\n",
            "Content/_components/accordion.md": "---\ntitle: Accordion\n---\nShow and hide sections.\n",
            "Content/01-start/02-install.md": "# Install\n\nInstall the tools.\n",
            "Content/architecture/terms.md": "---\ntitle: Terms\nslug: /glossary\n---\nWords the architecture uses.\n",
            "Content/guides/getting-started.md": "---\nid: environment-setup\ntitle: Set up your environment\n---\nInstall Xcode.\n",
            "Content/blog/2023-01-12-new-architecture.md": "# The new architecture\n\nIt is here.\n",
            "Content/guides/links.md": """
                # Links

                See [permissions](/learn/security/permissions/), [the accordion](/components/accordion),
                [installing](/start/install), [the glossary](/architecture/glossary), [setup](environment-setup)
                and [setup again](/docs/guides/environment-setup); [the post](/blog/2023/01/12/new-architecture).
                """,
        ])
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        XCTAssertEqual(built.diagnostics.filter { $0.source?.hasSuffix("links.md") == true }.map(\.formatted), [])
        let html = try XCTUnwrap(SiteFixture.text(built, "en/links.html"))
        for (href, text) in [("permissions.html", "permissions"), ("accordion.html", "the accordion"), ("install.html", "installing"),
                             ("terms.html", "the glossary"), ("environment-setup.html", "setup"),
                             ("environment-setup.html", "setup again"), ("the-new-architecture.html", "the post")] {
            XCTAssertTrue(html.contains("href=\"\(href)\">\(text)</a>"), "\(text) → \(href)\n\(html)")
        }
    }

    /// Links to a document whose files are named for their languages (`colors.en-US.md`, `button/index.zh-CN.md`,
    /// dumi's and Vant's layout) lead to its page in the reader's language, from the root or relative, as folder
    /// or file (Ant Design: 111 links were reported missing).
    func testLinksToFilesNamedForTheirLanguageLeadToTheirPages() throws {
        let seedNames = try DiskFileSystem().walk(Path.join(SiteFixture.packageRoot, "Content")).map { "Content/" + $0.path }
        let fs = try SiteFixture.seedFileSystem(extra: [
            "Content/concord.yml": "title: Ant\nlanguages: [en, zh-Hans]\n",
            "Content/spec/colors.en-US.md": "---\ntitle: Colors\n---\n\nColors carry meaning.\n",
            "Content/spec/colors.zh-CN.md": "---\ntitle: 色彩\n---\n\n色彩传达含义。\n",
            "Content/components/button/index.en-US.md": "---\ntitle: Button\n---\n\nA button starts an action.\n",
            "Content/components/button/index.zh-CN.md": "---\ntitle: 按钮\n---\n\n按钮用于开始一个动作。\n",
            "Content/react/intro.md": "# Introduction\n\nSee [colors](/spec/colors), [again](../spec/colors#top), [the button](/components/button/) "
                + "and [its folder](../components/button/).\n",
        ], without: seedNames)
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        XCTAssertEqual(built.diagnostics.filter { $0.identifier.hasPrefix("link.") }.map(\.formatted), [])
        let html = try XCTUnwrap(SiteFixture.text(built, "en/introduction.html"))
        XCTAssertTrue(html.contains("href=\"colors.html\">colors</a>"), html)
        XCTAssertTrue(html.contains("href=\"colors.html\">again</a>"), html)
        XCTAssertTrue(html.contains("href=\"button.html\">the button</a>"), html)
        XCTAssertTrue(html.contains("href=\"button.html\">its folder</a>"), html)
    }

    /// A link from the root into another part of a larger site is no link to a page here that shares its last
    /// name: Ant Design's guidelines built alone linked `/components/layout/` to their own "Layout" page, silently,
    /// while `/components/button` and most others lead nowhere; nor is `/design-tokens/color/` (a folder here,
    /// whose page is gone) the utilities' `color.md` (USWDS). A base path every such link is read without still goes.
    func testARootLinkIntoAnotherPartOfTheSiteIsNotTakenForAPageWithItsLastName() throws {
        let seedNames = try DiskFileSystem().walk(Path.join(SiteFixture.packageRoot, "Content")).map { "Content/" + $0.path }
        let fs = try SiteFixture.seedFileSystem(extra: [
            "Content/spec/layout.md": "# Layout\n\nSpace and grids.\n",
            "Content/spec/navigation.md": "# Navigation\n\nUse [the Layout component](/components/layout/), [a button](/components/button/) "
                + "and [a table](/components/table). The [token](/design-tokens/color/) and [spacing](/design-tokens/spacing/).\n",
            "Content/design-tokens/spacing.md": "# Spacing\n\nUnits of space.\n",
            "Content/utilities/color.md": "# Color utilities\n\nClasses for color.\n",
            "Content/docs/en-US/date-picker.md": "# Date picker\n\nPick a date.\n",
            "Content/docs/en-US/time-picker.md": "# Time picker\n\nPick a time: or [a date](#/en-US/component/date-picker).\n",
            "Content/docs/en-US/calendar.md": "# Calendar\n\nSee [the time picker](#/en-US/component/time-picker).\n",
        ], without: seedNames)
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        let html = try XCTUnwrap(SiteFixture.text(built, "en/navigation.html"))
        XCTAssertFalse(html.contains("href=\"layout.html\""), html)
        XCTAssertFalse(html.contains("href=\"color-utilities.html\""), html)
        XCTAssertTrue(html.contains("href=\"spacing.html\">spacing</a>"), html)
        XCTAssertEqual(Set(built.diagnostics.filter { $0.identifier == "link.content.missing" }.compactMap(\.excerpt)),
                       ["/components/layout/", "/components/button/", "/components/table", "/design-tokens/color/"])
        XCTAssertTrue(try XCTUnwrap(SiteFixture.text(built, "en/time-picker.html")).contains("href=\"date-picker.html\">a date</a>"))
        XCTAssertTrue(try XCTUnwrap(SiteFixture.text(built, "en/calendar.html")).contains("href=\"time-picker.html\">the time picker</a>"))
    }

    /// An image from the site's root that several files of the content folder end with (Carbon's `/images/x.png`,
    /// kept twice) is the copy they share, or the one in a folder served from the root (`static/`); it stayed a
    /// broken image (17 on Carbon's example).
    func testRootImagesKeptTwiceFindTheirCopy() throws {
        let fs = try SiteFixture.seedFileSystem(extra: [
            "Content/gallery.md": "# Gallery\n\n![Same](/images/article.png)\n\n![Served](/images/logo.png)\n",
            "Content/a/images/article.png": "PNG-A", "Content/b/images/article.png": "PNG-A",
            "Content/static/images/logo.png": "PNG-LOGO", "Content/docs/images/logo.png": "PNG-OTHER",
        ])
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        let html = try XCTUnwrap(SiteFixture.text(built, "en/gallery.html"))
        let copies = built.files.map(\.path).filter { $0.hasPrefix("media/") }
        let article = try XCTUnwrap(copies.first { $0.contains("article.") }), logo = try XCTUnwrap(copies.first { $0.contains("static/images/logo.") })
        XCTAssertTrue(html.contains("src=\"../\(article)\""), html)
        XCTAssertTrue(html.contains("src=\"../\(logo)\""), html)
        XCTAssertFalse(html.contains("src=\"/images/"), html)
    }

    /// Call-outs of every generator keep their kind, and two in a row stay two (they were one quotation, told apart
    /// by their bold titles only); a plain quotation stays one, and a quotation that starts like an alert but is not
    /// one ("[!link] stays") keeps its text.
    func testCalloutsKeepTheirKindAndStayApart() throws {
        let page = """
            # Buttons

            :::warning
            One primary button.
            :::

            :::tip[Pro tip]
            Verbs in labels.
            :::

            > [!IMPORTANT]
            > Test with people.

            !!! danger "Careful"
                Destructive actions ask first.

            > A plain quotation.
            >
            > Of two paragraphs.

            > [!link] stays
            """
        let fs = try SiteFixture.seedFileSystem(extra: ["Content/buttons.md": page])
        let html = try XCTUnwrap(SiteFixture.text(BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make(), "en/buttons.html"))
        let blocks = html.components(separatedBy: "\n").filter { $0.hasPrefix("<div class=\"callout") || $0.hasPrefix("<blockquote") }
        XCTAssertEqual(blocks, [
            #"<div class="callout callout-warning" data-kind="warning" role="note"><p id="p1"><strong>Warning</strong><br />"#,
            #"<div class="callout callout-tip" data-kind="tip" role="note"><p id="p2"><strong>Pro tip</strong><br />"#,
            #"<div class="callout callout-important" data-kind="important" role="note"><p id="p3"><strong>Important</strong><br />"#,
            #"<div class="callout callout-danger" data-kind="danger" role="note"><p id="p4"><strong>Careful</strong><br />"#,
            #"<blockquote><p id="p5">A plain quotation.</p><p id="p6">Of two paragraphs.</p></blockquote>"#,
            #"<blockquote><p id="p7">[!link] stays</p></blockquote>"#,
        ], html)
        XCTAssertFalse(html.contains("[!warning]") || html.contains("[!tip]") || html.contains("[!important]"), html)
    }

    /// Links written against GitHub's anchors of a repository's headings land on Concord's sections.
    func testAnchorsWrittenForGitHubLand() throws {
        let colour = """
            # Colour

            Use the [GOV.UK web palette](#govuk-web-palette), see [do's and don'ts](#dos--donts) and
            [the `<body>` element](#the-body-element); [snake case](#use_snake_case) and [nowhere](#no-such-heading).
            The [HTML 表单](#html-表单) heading mixes scripts; [its repeat](#html-表单-1) and [the second usage](#usage-1)
            are as GitHub numbers them. The [rules again](#dos--donts) in the same paragraph land too.

            ## GOV.UK web palette

            Greens and blues.

            ## Do's & don'ts

            Don't mix them.

            ## The `<body>` element

            Its background.

            ## Use snake_case

            For tokens.

            ## Usage

            First.

            ## HTML 表单

            Forms.

            ## HTML 表单

            Again.

            ## Usage

            Second.
            """
        let notes = "# Notes\n\nSee [the palette](colour.md#govuk-web-palette) and [rules](colour.md#dos--donts).\n"
        let fs = try SiteFixture.seedFileSystem(extra: ["Content/colour.md": colour, "Content/notes.md": notes])
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        let anchors = built.diagnostics.filter { $0.identifier == "link.anchor.missing" || $0.identifier == "xref.target.unknown" }
        XCTAssertEqual(anchors.map(\.summary), ["found a link to '#no-such-heading', but this page has no heading or anchor 'no-such-heading'; expected one of its anchors"],
                       DiagnosticPrinter.render(built.diagnostics, format: .text))
        let html = try XCTUnwrap(SiteFixture.text(built, "en/colour.html"))
        for id in ["govuk-web-palette", "dos-donts", "the-body-element", "use-snake-case"] {
            XCTAssertTrue(html.contains("id=\"\(id)\""), id)
            XCTAssertTrue(html.contains("href=\"#\(id)\""), id)
        }
        XCTAssertTrue(html.contains("<a href=\"#dos-donts\">rules again</a>"), html)
        XCTAssertFalse(html.contains("href=\"#dos--donts\""))
        // "HTML 表单" keeps its Chinese in its anchor, as GitHub's `#html-表单` and `#html-表单-1` have it.
        XCTAssertTrue(html.contains("<a href=\"#html-表单\">HTML 表单</a>"), html)
        XCTAssertTrue(html.contains("<a href=\"#html-%E8%A1%A8%E5%8D%95-1\">its repeat</a>"), html)  // as written: it lands
        XCTAssertTrue(html.contains("id=\"html-表单-1\""), html)
        XCTAssertTrue(html.contains("<a href=\"#usage-1\">the second usage</a>"), html)
        XCTAssertTrue(html.contains("id=\"usage-1\""), html)
        let notesHTML = try XCTUnwrap(SiteFixture.text(built, "en/notes.html"))
        XCTAssertTrue(notesHTML.contains("href=\"colour.html#govuk-web-palette\""), notesHTML)
        XCTAssertTrue(notesHTML.contains("href=\"colour.html#dos-donts\""), notesHTML)
    }

    /// A link to the site's root (`[home](/)`, GOV.UK's privacy notice) leads to the home page in the reader's
    /// language: left as `/`, opened from disk it went to the disk's root.
    func testALinkToTheSitesRootLeadsHome() throws {
        let fs = try SiteFixture.seedFileSystem(extra: ["Content/guides/notes.md": "# Notes\n\nBack to [the home page](/) or [the index](/index.html).\n"])
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        let html = try XCTUnwrap(built.files.first { $0.path.hasPrefix("en/") && String(decoding: $0.data, as: UTF8.self).contains("Notes</h1>") })
        let text = String(decoding: html.data, as: UTF8.self)
        XCTAssertTrue(text.contains("<a href=\"index.html\">the home page</a>"), text)
        XCTAssertTrue(text.contains("<a href=\"index.html\">the index</a>"), text)
        XCTAssertFalse(text.contains("href=\"/\""), text)
        XCTAssertEqual(built.diagnostics.filter { $0.source?.contains("notes.md") ?? false }, [])
    }

    func testAWrongAnchorInARelativeLinkIsReportedAtItsLine() throws {
        let notes = "# Notes\n\nSee [tokens](002_c203bf4371bcd144.txt#tokenz).\n"
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: try SiteFixture.seedFileSystem(extra: ["Content/notes.md": notes])).make()
        let unknown = built.diagnostics.filter { $0.identifier == "xref.target.unknown" }
        XCTAssertEqual(unknown.count, 1, DiagnosticPrinter.render(built.diagnostics, format: .text))
        // A dead anchor in a file link is a warning at its line, as GitHub would show the page anyway (#14) ...
        XCTAssertTrue(DiagnosticPrinter.render(unknown, format: .text).contains("Content/notes.md:3:14: warning: found a link to '002_c203bf4371bcd144.txt#tokenz', but 'material-search' has no section"), DiagnosticPrinter.render(unknown, format: .text))
        // ... and an error with --strict.
        var strict = SiteFixture.options()
        strict.strict = true
        let strictBuild = BuildPipeline(options: strict, fileSystem: try SiteFixture.seedFileSystem(extra: ["Content/notes.md": notes])).make()
        XCTAssertEqual(strictBuild.diagnostics.filter { $0.identifier == "xref.target.unknown" }.map(\.severity), [.error])
    }
}

/// A file system that forwards to another and records the paths read.
final class ReadRecordingFileSystem: FileSystem, @unchecked Sendable {
    let base: any FileSystem
    private let lock = NSLock()
    private var recorded: [String] = []
    var reads: [String] { lock.withLock { recorded } }
    init(_ base: any FileSystem) { self.base = base }
    func kind(of path: String) -> FileKind? { base.kind(of: path) }
    func list(_ directory: String) throws -> [String] { try base.list(directory) }
    func read(_ path: String) throws -> Data {
        lock.withLock { recorded.append(path) }
        return try base.read(path)
    }
    func write(_ data: Data, to path: String) throws { try base.write(data, to: path) }
    func createDirectory(_ path: String) throws { try base.createDirectory(path) }
    func remove(_ path: String) throws { try base.remove(path) }
    func move(_ source: String, to destination: String) throws { try base.move(source, to: destination) }
}
