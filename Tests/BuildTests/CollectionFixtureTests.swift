import Build
import Diagnostics
import FileIO
import Foundation
import Ingest
import SiteModel
import TestSupport
import XCTest

/// The three kinds of collection people have (Tests/Fixtures/collections/): pages converted from PDF, a
/// repository with folders and READMEs, a Chinese-only set. Each is built; titles, summaries, navigation,
/// links and diagnostics are asserted.
final class CollectionFixtureTests: XCTestCase {
    func build(_ name: String, strict: Bool = false) throws -> BuiltSite {
        let disk = DiskFileSystem()
        let memory = MemoryFileSystem()
        let root = Path.join(SiteFixture.packageRoot, "Tests/Fixtures/collections/" + name)
        for (path, kind) in try disk.walk(root) where kind == .file {
            try memory.write(try disk.read(Path.join(root, path)), to: "Content/" + path)
        }
        for folder in ["Templates", "Public"] {
            for (path, kind) in try disk.walk(Path.join(SiteFixture.packageRoot, folder)) where kind == .file {
                try memory.write(try disk.read(Path.join(SiteFixture.packageRoot, folder + "/" + path)), to: folder + "/" + path)
            }
        }
        var options = SiteFixture.options()
        options.strict = strict
        return BuildPipeline(options: options, fileSystem: memory).make()
    }

    /// The site of `files` alone (the seeds left out), built as `concord build` builds it.
    func buildWithoutSeeds(_ files: [String: String]) throws -> BuiltSite {
        let seedNames = try DiskFileSystem().walk(Path.join(SiteFixture.packageRoot, "Content")).map { "Content/" + $0.path }
        return BuildPipeline(options: SiteFixture.options(), fileSystem: try SiteFixture.seedFileSystem(extra: files, without: seedNames)).make()
    }

    /// The English home page of a built site.
    func homePage(_ built: BuiltSite) throws -> String {
        try XCTUnwrap(SiteFixture.text(built, "en/index.html"))
    }

    /// The pages a home page's cards link to, in order.
    func cardLinks(_ home: String) -> [String] {
        home.components(separatedBy: "<a class=\"card-link\" href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    /// The names of a home page's groups, in order.
    func groupTitles(_ home: String) -> [String] {
        home.components(separatedBy: "<h3 class=\"group-title\">").dropFirst().map { String($0.prefix { $0 != "<" }) }
    }

    /// The sentence under a home page's title: the site's own description (in its first language), else one that
    /// says what the site holds. A book or a wiki is not "design guidelines and the talks that teach them".
    func testHomePageLedeSaysWhatTheSiteHolds() throws {
        func lede(_ built: BuiltSite, _ path: String = "en/index.html") throws -> String {
            let home = try XCTUnwrap(SiteFixture.text(built, path))
            return String(try XCTUnwrap(home.components(separatedBy: "<p class=\"lede\">").dropFirst().first).prefix { $0 != "<" })
        }
        let page = "# Buttons\n\nUse buttons for actions."
        XCTAssertEqual(try lede(try buildWithoutSeeds(["Content/docs/buttons.md": page])), "Every page, searchable, online and offline.")
        let described = try buildWithoutSeeds(["Content/docs/buttons.md": page, "Content/mkdocs.yml": "site_name: Acme\nsite_description: The Acme design system.\n"])
        XCTAssertEqual(try lede(described), "The Acme design system.")
        XCTAssertTrue(try XCTUnwrap(SiteFixture.text(described, "en/index.html")).contains("<meta name=\"description\" content=\"The Acme design system.\">"))
        let own = try buildWithoutSeeds(["Content/docs/buttons.md": page, "Content/concord.yml": "description: Ours, in a sentence.\n",
                                         "Content/mkdocs.yml": "site_description: Theirs.\n"])
        XCTAssertEqual(try lede(own), "Ours, in a sentence.")
        // The seeds have talks: their line, and in Chinese the Chinese one.
        let seeds = BuildPipeline(options: SiteFixture.options(), fileSystem: try SiteFixture.seedFileSystem()).make()
        XCTAssertEqual(try lede(seeds), "Design guidelines and the talks that teach them, side by side and searchable.")
        XCTAssertEqual(try lede(seeds, "zh-Hans/index.html"), "设计规范与讲解它们的讲座，并排对照，随时搜索。")
    }

    /// A book's SUMMARY.md is its reading order, not a page: the home page lists the chapters as the book does
    /// (its appendices last, where their file names put them first).
    func testSummaryOrdersTheBook() throws {
        let summary = "# Summary\n\n[Foreword](foreword.md)\n\n- [Start](ch01-start.md)\n- [Ownership](ch02-ownership.md)\n- [Appendix](appendix-a.md)\n"
        let built = try buildWithoutSeeds([
            "Content/src/SUMMARY.md": summary,
            "Content/src/appendix-a.md": "# Appendix\n\nKeywords.", "Content/src/ch01-start.md": "# Start\n\nInstall it.",
            "Content/src/ch02-ownership.md": "# Ownership\n\nMemory.", "Content/src/foreword.md": "# Foreword\n\nWelcome.",
            "Content/src/unlisted.md": "# Unlisted\n\nA page the summary forgot.",
        ])
        let home = try homePage(built)
        let cards = cardLinks(home)
        XCTAssertEqual(cards, ["foreword.html", "start.html", "ownership.html", "appendix.html", "unlisted.html"])
        XCTAssertNil(built.site.page(id: "summary", language: "en"), "the summary is navigation")
    }

    /// mdBook's chapters beside their folders (`fn.md` and `fn/`): each folder's group opens with its chapter and is
    /// named by it, the groups in the book's order (Rust by Example's "Hello World" came after "Generics", its groups
    /// named "Fn" and "Mod" by their folders).
    func testSummaryOrdersAndNamesTheBooksChapterGroups() throws {
        let summary = "[Intro](intro.md)\n\n- [Hello World](hello.md)\n  - [Print](hello/print.md)\n- [Functions](fn.md)\n  - [Methods](fn/methods.md)\n"
        let built = try buildWithoutSeeds([
            "Content/src/SUMMARY.md": summary, "Content/src/intro.md": "# Intro\n\nWelcome.",
            "Content/src/hello.md": "# Hello World\n\nThe first program.", "Content/src/hello/print.md": "# Print\n\nPrinting text.",
            "Content/src/fn.md": "# Functions\n\nDeclared with fn.", "Content/src/fn/methods.md": "# Methods\n\nFunctions of a type.",
        ])
        let home = try homePage(built)
        // Named by their chapters, which they link to.
        let titles = home.components(separatedBy: "<h3 class=\"group-title\">").dropFirst().map {
            String($0.prefix { $0 != "\n" }).replacingOccurrences(of: #"<[^>]+>"#, with: "", options: .regularExpression)
        }
        XCTAssertEqual(titles, ["Hello World", "Functions"])
        let cards = cardLinks(home)
        XCTAssertEqual(cards, ["intro.html", "hello-world.html", "print.html", "functions.html", "methods.html"])
        // Each page leads to the one before and after it in the book; the first has no previous, the last no next.
        func pager(_ page: String) throws -> [String] {
            let html = try XCTUnwrap(SiteFixture.text(built, "en/" + page))
            guard let nav = html.range(of: "<nav class=\"pager\"") else { return [] }
            let end = html[nav.lowerBound...].range(of: "</nav>")!.upperBound
            return html[nav.lowerBound..<end].components(separatedBy: "rel=\"").dropFirst().map { part in
                String(part.prefix { $0 != "\"" }) + " " + String(part.drop { $0 != ">" }.dropFirst().replacingOccurrences(of: #"<[^>]+>[^<]*</span>"#, with: "", options: .regularExpression).prefix { $0 != "<" })
            }
        }
        XCTAssertEqual(try pager("intro.html"), ["next Hello World"])
        XCTAssertEqual(try pager("print.html"), ["prev Hello World", "next Functions"])
        XCTAssertEqual(try pager("methods.html"), ["prev Functions"])
    }

    func page(_ built: BuiltSite, _ id: String, _ language: String = "en") throws -> Page {
        try XCTUnwrap(built.site.page(id: id, language: language), "no page \(language)/\(id): \(built.site.pages.map(\.url))")
    }

    func testPDFConvertedPages() throws {
        let built = try build("pdf-converted")
        XCTAssertEqual(SiteFixture.contentDiagnostics(built).filter { $0.severity == .error }.map { "\($0.source ?? ""):\($0.range?.start.line ?? 0) \($0.identifier) \($0.summary)" }, [])
        XCTAssertEqual(built.site.languages, ["en"])
        XCTAssertEqual(built.site.pages.map(\.title).sorted(), ["Buttons", "Color", "Toggles"])
        let buttons = try page(built, "buttons")
        XCTAssertEqual(buttons.summary, "A button initiates an instantaneous action. Versatile and highly customizable, buttons give people simple, familiar ways to do tasks in your app.")
        XCTAssertEqual(try page(built, "color").summary, "Judicious use of color can enhance communication, evoke your brand, provide visual continuity, and communicate status.")
        let html = try XCTUnwrap(SiteFixture.text(built, "en/buttons.html"))
        XCTAssertTrue(html.contains("<meta name=\"description\" content=\"A button initiates an instantaneous action."), "description")
        // Navigation residue and the date above the title are gone; the title's anchor stays.
        XCTAssertFalse(html.contains("Skip Navigation"))
        XCTAssertFalse(html.contains("January 28, 2026"))
        XCTAssertTrue(html.contains("<span id=\"page-0-1\"></span>"))
        XCTAssertTrue(html.contains("<span id=\"page-0-2\"></span>Best practices"))
        // Bold lead sentences nest inside their list items.
        XCTAssertTrue(html.contains("<strong><span id=\"p4-s1\">Create unbounded 3D experiences.</span></strong>"), html)
        // Links to another page's raw anchor resolve, with no warning; the missing image is one warning at its line.
        XCTAssertTrue(html.contains("toggles.html#page-0-1"))
        let warnings = SiteFixture.contentDiagnostics(built).filter { $0.severity == .warning }
        XCTAssertEqual(warnings.map(\.identifier).sorted(), ["image.missing", "image.placeholder"])
        XCTAssertEqual(warnings.first { $0.identifier == "image.missing" }?.range?.start.line, 9)
        // Two images behind an exporter's `{assets_path}` are one warning, at the first.
        let placeholder = try XCTUnwrap(warnings.first { $0.identifier == "image.placeholder" })
        XCTAssertEqual(placeholder.range?.start.line, 9)
        XCTAssertTrue(placeholder.summary.hasPrefix("found 2 images whose path holds the unfilled placeholder '{assets_path}'"), placeholder.summary)
        // Missing images are left out rather than shown broken.
        XCTAssertFalse(html.contains("buttons-hero.png"))
        XCTAssertFalse(try XCTUnwrap(SiteFixture.text(built, "en/toggles.html")).contains("assets_path"))
        // The image that is there is copied under a hashed name.
        let color = try XCTUnwrap(SiteFixture.text(built, "en/color.html"))
        let media = try XCTUnwrap(built.files.first { $0.path.hasPrefix("media/") }?.path)
        XCTAssertTrue(media.hasPrefix("media/human-interface-guidelines-Color_1769619958412/images/palette."), media)
        XCTAssertTrue(color.contains("src=\"../\(media)\""), color)
        // LICENSE files are skipped with a note.
        XCTAssertEqual(SiteFixture.contentDiagnostics(built).filter { $0.identifier == "content.skipped" }.count, 2)
        // One folder per page is one group, without an empty Sessions section or a language switch.
        let home = try homePage(built)
        XCTAssertFalse(home.contains("id=\"sessions\""))
        XCTAssertFalse(home.contains("group-title"))
        XCTAssertFalse(home.contains("hreflang=\"zh-Hans\""))
        XCTAssertFalse(home.contains("language-switcher"))
        XCTAssertFalse(home.contains("#sessions"))
        XCTAssertNil(SiteFixture.text(built, "zh-Hans/index.html"))
    }

    func testRepositoryWithFolders() throws {
        let built = try build("folders")
        XCTAssertEqual(SiteFixture.contentDiagnostics(built).filter { $0.severity == .error }.map { "\($0.source ?? ""):\($0.range?.start.line ?? 0) \($0.identifier) \($0.summary)" }, [])
        XCTAssertEqual(Set(SiteFixture.contentDiagnostics(built).filter { $0.severity == .warning }.map(\.identifier)),
                       ["image.missing", "file.empty", "xref.target.unknown", "link.anchor.missing"])
        // The dead in-page link is found by build, at its line; the live one is not reported.
        let inPage = SiteFixture.contentDiagnostics(built).filter { $0.identifier == "link.anchor.missing" }
        XCTAssertEqual(inPage.map { "\($0.source ?? ""):\($0.range?.start.line ?? 0)" }, ["Content/foundations/color.md:3"])
        XCTAssertTrue(inPage[0].summary.contains("'#every-pair'"))
        let ids = Set(built.site.pages.map(\.id))
        XCTAssertEqual(ids, ["design-guide", "foundations", "components", "foundations-color", "components-color", "typography", "buttons"])
        XCTAssertEqual(try page(built, "typography").summary, "Type sets the voice of the interface. Pick one family and use its weights for hierarchy.")
        let home = try homePage(built)
        let groups = home.components(separatedBy: "<h3 class=\"group-title\">").dropFirst().map { String($0.prefix { $0 != "\n" }) }
        // The top README is alone in its group: its card, no heading naming it twice.
        XCTAssertEqual(groups, ["<a href=\"components.html\">Components</a></h3>", "<a href=\"foundations.html\">Foundations</a></h3>"])
        XCTAssertTrue(home.contains("<span class=\"card-title\">Design Guide</span>"))
        // A same-named file is linked by its path.
        let buttons = try XCTUnwrap(SiteFixture.text(built, "en/buttons.html"))
        XCTAssertTrue(buttons.contains("href=\"components-color.html\""), buttons)
        // A heading written as HTML is a heading; its id is the section's, once.
        XCTAssertTrue(buttons.contains("<h2 id=\"h-usage\">Usage"), buttons)
        XCTAssertEqual(buttons.components(separatedBy: "id=\"usage\"").count, 2, buttons)
        let typography = try XCTUnwrap(SiteFixture.text(built, "en/typography.html"))
        XCTAssertTrue(typography.contains("href=\"foundations-color.html#contrast\""))
        // Breadcrumbs lead back up through the folders' landing pages.
        let color = try XCTUnwrap(SiteFixture.text(built, "en/foundations-color.html"))
        XCTAssertTrue(color.contains("<nav class=\"breadcrumbs\" aria-label=\"Breadcrumbs\"><ol><li><a href=\"index.html\">Home</a></li>"
            + "<li><a href=\"design-guide.html\">Design Guide</a></li><li><a href=\"foundations.html\">Foundations</a></li></ol></nav>"), color)
        XCTAssertFalse(try XCTUnwrap(SiteFixture.text(built, "en/design-guide.html")).contains("class=\"breadcrumbs\""))
        // --strict makes every warning an error: the dead anchors, the missing image, the empty file.
        let strict = try build("folders", strict: true)
        XCTAssertEqual(Set(SiteFixture.contentDiagnostics(strict).filter { $0.severity == .error }.map(\.identifier)),
                       ["image.missing", "xref.target.unknown", "link.anchor.missing", "file.empty"])
    }

    /// A folder's `index.mdx` is its landing page, before a README beside it (the contributors' notes of a
    /// Mintlify repository stood in every page's breadcrumbs).
    func testAnIndexStandsForItsFolderBeforeAReadme() throws {
        let fs = try SiteFixture.seedFileSystem(extra: [
            "Content/docs/README.md": "# Contributing\n\nRun the dev server.",
            "Content/docs/index.mdx": "---\ntitle: Introduction\n---\n\nWelcome.",
            "Content/docs/guides/index.mdx": "---\ntitle: Guides\n---\n\nAll guides.",
            "Content/docs/guides/branches.mdx": "---\ntitle: Branches\n---\n\nUse branches.",
        ])
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        let html = try XCTUnwrap(SiteFixture.text(built, "en/branches.html"))
        let crumbs = try XCTUnwrap(html.range(of: "<nav class=\"breadcrumbs\"").map { String(html[$0.lowerBound...].prefix(400)) })
        XCTAssertTrue(crumbs.contains(">Introduction</a>") && crumbs.contains(">Guides</a>"), crumbs)
        XCTAssertFalse(crumbs.contains("Contributing"), crumbs)
    }

    func testChineseOnlyCollection() throws {
        let built = try build("chinese")
        XCTAssertEqual(SiteFixture.contentDiagnostics(built).filter { $0.severity != .note }.map(\.identifier), ["file.empty"])
        XCTAssertEqual(built.site.languages, ["zh-Hans"])
        XCTAssertTrue(built.site.pages.allSatisfy { $0.contentLanguage == "zh-Hans" }, "\(built.site.pages.map { ($0.sourcePath, $0.contentLanguage) })")
        // Two pages titled 颜色 are told apart by their folders.
        XCTAssertEqual(built.site.pages.map(\.title).sorted(), ["人机界面指南中文版", "基础", "组件", "颜色（基础）", "颜色（组件）"].sorted())
        let colors = built.site.pages.filter { $0.title.hasPrefix("颜色") }
        XCTAssertEqual(Set(colors.map(\.id)).count, 2)
        let component = try XCTUnwrap(colors.first { $0.sourcePath.contains("组件") })
        XCTAssertEqual(component.summary, "组件从基础颜色中取色。按钮用强调色显示它的标签。")
        XCTAssertTrue(component.sections.contains { $0.anchor == "系统颜色" })
        let html = try XCTUnwrap(SiteFixture.text(built, component.url))
        XCTAssertTrue(html.contains("<strong><span id=\""), html)
        XCTAssertFalse(html.contains("**"))
        // The percent-encoded link to a Chinese heading in another folder lands on it.
        let foundation = try XCTUnwrap(colors.first { $0.sourcePath.contains("基础") })
        let foundationHTML = try XCTUnwrap(SiteFixture.text(built, foundation.url))
        XCTAssertTrue(foundationHTML.contains("href=\"\(component.id).html#系统颜色\""), foundationHTML)
        XCTAssertNil(SiteFixture.text(built, "en/index.html"))
        XCTAssertFalse(try XCTUnwrap(SiteFixture.text(built, "zh-Hans/index.html")).contains("id=\"sessions\""))
    }

    /// Folders named alike under different parents (a Jekyll site's `_components/<name>/guidance/`) are told
    /// apart on the home page by the folder above them.
    func testFoldersNamedAlikeAreToldApartByTheirParents() throws {
        var files: [String: String] = [:]
        for component in ["accordion", "banner"] {
            for part in ["accessibility", "usability"] {
                files["Content/_components/\(component)/guidance/\(part).md"] = "- Make the \(component) \(part) right for everyone who uses it.\n"
            }
        }
        files["Content/patterns/forms.md"] = "# Forms\n\nAsk for what you need.\n"
        files["Content/patterns/dates.md"] = "# Dates\n\nAsk for dates as people know them.\n"
        let built = try buildWithoutSeeds(files)
        XCTAssertFalse(built.diagnostics.hasErrors, DiagnosticPrinter.render(built.diagnostics, format: .text))
        let home = try homePage(built)
        let groups = groupTitles(home)
        XCTAssertEqual(groups, ["Accordion › Guidance", "Banner › Guidance", "Patterns"], home)
    }

    /// Folders of one page each join their parent's group in the order of their names, in every build (the
    /// order of a dictionary's keys changes from run to run).
    func testPagesJoiningTheirParentKeepOneOrder() throws {
        var files: [String: String] = ["Content/community/backlog.md": "# Backlog\n\nWhat we plan to work on next.\n",
                                       "Content/patterns/dates.md": "# Dates\n\nAsk for dates as people know them.\n"]
        for year in [2024, 2021, 2023, 2022] {
            files["Content/community/speakers-\(year)/index.md"] = "# Call for speakers \(year)\n\nTell us about your work with the design system.\n"
        }
        let built = try buildWithoutSeeds(files)
        let home = try homePage(built)
        let titles = home.components(separatedBy: "<span class=\"card-title\">").dropFirst().map { String($0.prefix { $0 != "<" }) }
        XCTAssertEqual(titles, ["Backlog", "Call for speakers 2021", "Call for speakers 2022", "Call for speakers 2023", "Call for speakers 2024", "Dates"])
    }

    /// Numbered files and folders are listed in their numbers' order, the numbers left out of group names: the Rust
    /// book's chapters were listed alphabetically, KCL's folders as "4 how to" before "10 reference" sorted as text.
    func testNumberedFilesAndFoldersKeepTheirOrder() throws {
        var files: [String: String] = [:]
        for (name, title) in [("ch10-00-generics", "Generic Types"), ("ch02-00-guessing-game", "Programming a Guessing Game"),
                              ("ch01-00-getting-started", "Getting Started"), ("appendix-00", "Appendix")] {
            files["Content/book/\(name).md"] = "# \(title)\n\nThe chapter's text, long enough to be a page of the book.\n"
        }
        files["Content/guides/10-reference/api.md"] = "# API\n\nEvery function of the library, one by one.\n"
        files["Content/guides/4-how-to/deploy.md"] = "# Deploy\n\nHow to deploy the service on a cluster.\n"
        let built = try buildWithoutSeeds(files)
        let home = try homePage(built)
        let groups = groupTitles(home)
        XCTAssertEqual(groups, ["Book", "How to", "Reference"], home)
        let titles = home.components(separatedBy: "<span class=\"card-title\">").dropFirst().map { String($0.prefix { $0 != "<" }) }
        XCTAssertEqual(titles, ["Appendix", "Getting Started", "Programming a Guessing Game", "Generic Types", "Deploy", "API"])
    }

    /// Folders of one page each join their parent's group in the order of their pages' titles, as the parent's own
    /// pages are (GOV.UK's components were listed by the length of their folders' names: "Notification banner" first).
    func testOnePageFoldersJoinTheirParentInTitleOrder() throws {
        var files: [String: String] = ["Content/components/index.md": "# Components\n\nThe parts of a page.\n",
                                       "Content/components/back-link.md": "# Back link\n\nLeads back.\n"]
        for (folder, title) in [("notification-banner", "Notification banner"), ("tag", "Tag"), ("accordion", "Accordion"), ("radios", "Radios")] {
            files["Content/components/\(folder)/index.md"] = "# \(title)\n\nAbout the \(title.lowercased()).\n"
        }
        files["Content/get-started/index.md"] = "# Get started\n\nHow to begin.\n"
        files["Content/get-started/setup.md"] = "# Setup\n\nInstall it.\n"
        let home = try homePage(try buildWithoutSeeds(files))
        let titles = home.components(separatedBy: "class=\"card-title\">").dropFirst().map { String($0.prefix { $0 != "<" }) }
        let components = try XCTUnwrap(titles.firstIndex(of: "Components"))
        XCTAssertEqual(Array(titles[components...].prefix(6)), ["Components", "Accordion", "Back link", "Notification banner", "Radios", "Tag"], "\(titles)")
    }

    /// Pages in the places their front matter gives (Docusaurus' `sidebar_position`, Hugo's `weight`, Just the Docs'
    /// `nav_order`), not by title: the introduction first; pages without a place follow. Folders by their landing
    /// page's place.
    func testFrontMatterPlacesOrderPagesAndFolders() throws {
        let files = [
            "Content/zeta/_index.md": "---\ntitle: Zeta section\nweight: 1\n---\n\nThe first section.\n",
            "Content/zeta/zebra.md": "---\ntitle: Zebra basics\nsidebar_position: 1\n---\n\nStart here.\n",
            "Content/zeta/advanced.md": "---\ntitle: Advanced\nsidebar_position: 3\n---\n\nLater.\n",
            "Content/zeta/alpha.md": "---\ntitle: Alpha setup\nsidebar_position: 2\n---\n\nThen this.\n",
            "Content/zeta/unplaced.md": "---\ntitle: Appendix\n---\n\nLast.\n",
            "Content/alpha/_index.md": "---\ntitle: Alpha section\nweight: 2\n---\n\nThe second section.\n",
            "Content/alpha/one.md": "# One\n\nA page.\n",
        ]
        let home = try homePage(try buildWithoutSeeds(files))
        let titles = home.components(separatedBy: "class=\"card-title\">").dropFirst().map { String($0.prefix { $0 != "<" }) }
        XCTAssertEqual(titles, ["Zeta section", "Zebra basics", "Alpha setup", "Advanced", "Appendix", "Alpha section", "One"], "\(titles)")
    }

    /// A list item's nested list, screenshot and second paragraph are shown inside the item, and a numbered list
    /// with a screenshot under its first step stays one list (GOV.UK's step-by-step pages).
    func testWhatAListItemHoldsIsShownInsideIt() throws {
        let page = "# Steps\n\n1. First step.\n\n   ![Shot](shot.png)\n\n2. Second step.\n\n"
            + "- Outer\n  - nested one\n    - deeper\n- Outer two\n\n  A paragraph of outer two.\n\nAfter.\n"
        let built = try buildWithoutSeeds(["Content/steps.md": page, "Content/shot.png": "png"])
        let html = try XCTUnwrap(SiteFixture.text(built, "en/steps.html"))
        let body = html.components(separatedBy: "<section")[1].components(separatedBy: "</section>")[0]
        // Tags alone, in order: where each block is, not how it is written.
        let tags = body.split(separator: "<").compactMap { piece -> String? in
            let name = piece.prefix { $0 != " " && $0 != ">" }
            return ["ol", "/ol", "ul", "/ul", "li", "/li", "img", "p"].contains(String(name)) ? String(name) : nil
        }
        XCTAssertEqual(tags, [
                              "ol", "li", "p", "img", "/li", "li", "/li", "/ol",
                              "ul", "li", "ul", "li", "ul", "li", "/li", "/ul", "/li", "/ul", "/li", "li", "p", "/li", "/ul",
                              "p"], body)
        XCTAssertTrue(body.contains("value=\"2\""), body)
    }

    /// An image by a path from the site's root that the content folder answers is the site's copy; one it does not
    /// (Hugo's `static/images/`, beside the content folder) stays as written for the host, with one warning for the
    /// site, not silence (Kubernetes: 43 images on 29 pages).
    func testRootImagesNoContentFileAnswersAreOneWarning() throws {
        let files = ["Content/images/ok.png": "png",
                     "Content/a.md": "# A\n\n![Found](/images/ok.png)\n\n![Gone](/images/docs/gone.svg)\n",
                     "Content/b.md": "# B\n\nText.\n\n![Gone too](/images/docs/other.svg)\n"]
        let built = try buildWithoutSeeds(files)
        let warnings = SiteFixture.contentDiagnostics(built).filter { $0.identifier.hasPrefix("image") }
        XCTAssertEqual(warnings.map(\.formatted), [
            "Content/a.md:5:9: warning: found 2 images by a path from the site's root ('/images/docs/gone.svg' first) that no file of the content folder answers; expected the image in the content folder (kept as written: shown only where the host serves it, not from disk) [image.root.missing]\n    note: also '/images/docs/other.svg' in Content/b.md:5",
        ])
        let a = try XCTUnwrap(SiteFixture.text(built, "en/a.html"))
        XCTAssertTrue(a.contains("src=\"../media/images/ok."), a)
        XCTAssertTrue(a.contains("src=\"/images/docs/gone.svg\""), a)
    }

    /// Language folders name no group on the home page (ECharts' English home showed "En", "En › Tutorial" and
    /// "Zh › Tutorial" for one folder of tutorials).
    func testLanguageFoldersNameNoGroup() throws {
        var files: [String: String] = [:]
        for (name, en, zh) in [("intro", "Getting started with charts, step by step.", "一步一步开始使用图表。")] {
            files["Content/en/tutorial/\(name).md"] = "# \(name.capitalized)\n\n\(en)\n"
            files["Content/zh/tutorial/\(name).md"] = "# \(name)\n\n\(zh)\n"
        }
        files["Content/en/api/option.md"] = "# Option\n\nEvery option of a chart, one by one.\n"
        // A page only the Chinese folder has (release notes), listed on the English home too.
        files["Content/zh/tutorial/changelog-zh.md"] = "# 更新日志\n\n二零二四年发布了第五版，修复了许多问题，感谢所有贡献者。\n"
        let built = try buildWithoutSeeds(files)
        let home = try homePage(built)
        let groups = groupTitles(home)
        XCTAssertEqual(groups, ["Api", "Tutorial"], home)
    }

    /// A folder per component, its page and translation named for their languages (Semi Design's `index.md` and
    /// `index-en-US.md`): each folder's page joins its section's group in both languages (the English home had a
    /// group of one page per folder).
    func testAFolderPageNamedForItsLanguageJoinsItsSection() throws {
        var files: [String: String] = [:]
        for (name, en, zh) in [("button", "Buttons start an action when they are pressed.", "按钮用于开始一个即时操作。"),
                               ("icon", "Icons show what an action does at a glance.", "图标让人一眼看出操作的作用。")] {
            files["Content/basic/\(name)/index.md"] = "---\ntitle: \(name.capitalized) 按钮\n---\n\n\(zh)\n"
            files["Content/basic/\(name)/index-en-US.md"] = "---\ntitle: \(name.capitalized)\n---\n\n\(en)\n"
        }
        files["Content/input/select/index.md"] = "---\ntitle: Select 选择器\n---\n\n选择器用于在多个选项中选择。\n"
        files["Content/input/select/index-en-US.md"] = "---\ntitle: Select\n---\n\nA select picks one of many options.\n"
        let built = try buildWithoutSeeds(files)
        for page in ["en/index.html", "zh-Hans/index.html"] {
            let home = try XCTUnwrap(SiteFixture.text(built, page))
            XCTAssertEqual(groupTitles(home), ["Basic", "Input"], page)
        }
    }

    /// A DocC book shows an image by its name alone (`![](bitwiseNOT)`), found anywhere in the catalog in its light
    /// version at the smallest scale (the Swift book: all 68 images were left out as missing).
    func testDocCImagesByName() throws {
        let files = ["Content/Assets/bitwiseNOT@2x.png": "png2x", "Content/Assets/bitwiseNOT~dark@2x.png": "dark",
                     "Content/Guide/AdvancedOperators.md": "# Advanced Operators\n\nBits.\n\n![The NOT operator](bitwiseNOT)\n"]
        let built = try buildWithoutSeeds(files)
        XCTAssertEqual(SiteFixture.contentDiagnostics(built).filter { $0.identifier.hasPrefix("image") }.map(\.formatted), [])
        let page = try XCTUnwrap(SiteFixture.text(built, "en/advanced-operators.html"))
        XCTAssertTrue(page.contains("src=\"../media/Assets/bitwiseNOT@2x."), page)
    }

    /// A repository's top README, alone in its folder, is a card of its own without a heading naming it again.
    func testTopReadmeAloneHasNoGroupHeading() throws {
        let files = ["Content/README.md": "# Sessions Index\n\nAn index of sessions for people and tools.\n",
                     "Content/events/talks.md": "# Talks\n\nThe talks of the event, by topic.\n",
                     "Content/platforms/ios.md": "# iOS\n\nThe talks about iOS, by year.\n"]
        let built = try buildWithoutSeeds(files)
        let home = try homePage(built)
        let groups = groupTitles(home)
        XCTAssertEqual(groups, ["Events", "Platforms"], home)
        XCTAssertTrue(home.contains("<span class=\"card-title\">Sessions Index</span>"))
        // Without concord.yml, the top README names the site, as GitHub shows the repository; concord.yml's title wins.
        XCTAssertEqual(built.site.title, "Sessions Index")
        var named = files
        named["Content/concord.yml"] = "title: Our Talks\n"
        let renamed = try buildWithoutSeeds(named)
        XCTAssertEqual(renamed.site.title, "Our Talks")
    }
}
