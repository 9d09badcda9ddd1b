import Diagnostics
import FileIO
import Foundation
import Ingest
@testable import Render
import SiteModel
import XCTest

/// Authors' `[[id#anchor]]` links from Markdown to the rendered page, sentence spans around inline markup, and
/// "See also" between guideline sections, on a small in-memory site rendered with the repository's templates.
final class CrossReferenceRenderTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    func guideline(_ language: String, role: PageRole, sections: [Section]) -> Page {
        Page(id: "search-fields", language: language, contentLanguage: role == .untranslated ? "en" : language, role: role,
             url: "\(language)/search-fields.html", kind: .guideline, title: language == "en" ? "Search fields" : "搜索栏",
             designSystem: "Apple", sourcePath: "search-fields.md", sections: sections,
             alternates: ["en": "en/search-fields.html", "zh-Hans": "zh-Hans/search-fields.html"])
    }

    func section(_ anchor: String, _ heading: String, _ text: String) -> Section {
        Section(anchor: anchor, heading: heading, level: 2, blocks: [PageBlock(block: Block(kind: .paragraph, text: text, line: 1), anchor: anchor + "-1")])
    }

    /// A Markdown note read by the real reader, in both trees (its Chinese version keeps the same links), beside the
    /// guideline.
    func site(markdown: String) throws -> Site {
        var problems: [Diagnostic] = []
        let document = try XCTUnwrap(MarkdownReader.read(markdown, path: "notes.md", manifest: SiteManifest(), problems: &problems))
        XCTAssertEqual(problems.map(\.identifier), [])
        func notes(_ language: String) -> Page {
            Page(id: "notes", language: language, contentLanguage: language, role: language == "en" ? .original : .translation,
                 url: "\(language)/notes.html", kind: .guideline, title: "Notes", sourcePath: "notes.md",
                 sections: [Section(anchor: "introduction", heading: nil, level: 0, blocks: document.blocks.enumerated().map {
                     PageBlock(block: $0.element, anchor: "p\($0.offset + 1)")
                 })], alternates: ["en": "en/notes.html", "zh-Hans": "zh-Hans/notes.html"])
        }
        let en = guideline("en", role: .original, sections: [
            section("scope-controls-and-tokens", "Scope controls and tokens", "Use a scope control to filter among clearly defined search categories."),
            section("tvos", "tvOS", "Provide suggestions to make searching easier."),
        ])
        // The translation has the scope section (same anchor) but no tvOS section.
        let zh = guideline("zh-Hans", role: .translation, sections: [
            section("scope-controls-and-tokens", "范围控制与令牌", "使用范围控制在明确定义的搜索类别之间进行筛选。"),
        ])
        return Site(title: "T", baseURL: nil, languages: ["en", "zh-Hans"], pages: [en, zh, notes("en"), notes("zh-Hans")])
    }

    func render(_ site: Site) throws -> [String: String] {
        var problems: [Diagnostic] = []
        let templates = TemplateSet.load(from: [Self.packageRoot + "/Templates"], fileSystem: DiskFileSystem(), languages: site.languages, problems: &problems)
        let assets = AssetPaths(css: "css/site.css", script: "js/page.js", searchIndex: "search/manifest.js", icon: "icon.svg")
        let files = SiteRenderer(site: site, templates: templates, assets: assets, glossary: GlossaryView(entries: []), version: "t").render(problems: &problems)
        XCTAssertFalse(problems.hasErrors, problems.map(\.formatted).joined(separator: "\n"))
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, String(decoding: $0.data, as: UTF8.self)) })
    }

    func testExplicitLinkResolvesInTheReadersLanguageAndFallsBackWithAMarker() throws {
        var site = try site(markdown: """
        # Notes

        Filter with [[search-fields#scope-controls-and-tokens]]. On TV, see [[search-fields#tvos|the tvOS advice]].
        """)
        var problems: [Diagnostic] = []
        ExplicitLinkChecker.check(&site, problems: &problems)
        XCTAssertEqual(problems.map(\.identifier), [])
        let pages = try render(site)

        let en = try XCTUnwrap(pages["en/notes.html"])
        XCTAssertTrue(en.contains("<a class=\"xref\" href=\"search-fields.html#scope-controls-and-tokens\">Scope controls and tokens</a>"), en)
        XCTAssertTrue(en.contains("<a class=\"xref\" href=\"search-fields.html#tvos\">the tvOS advice</a>"))
        XCTAssertFalse(en.contains("xref-lang"), "no marker in the source language")

        // The Chinese tree: the translated section, titled in Chinese; the missing one falls back to English, marked.
        let zh = try XCTUnwrap(pages["zh-Hans/notes.html"])
        XCTAssertTrue(zh.contains("<a class=\"xref\" href=\"search-fields.html#scope-controls-and-tokens\">范围控制与令牌</a>"), zh)
        XCTAssertTrue(zh.contains("<a class=\"xref\" href=\"../en/search-fields.html#tvos\" hreflang=\"en\">the tvOS advice</a> <span class=\"xref-lang\" lang=\"en\">(English)</span>"), zh)
        XCTAssertFalse(zh.contains("data-concord-xref"), "every placeholder resolved")
    }

    func testUnknownTargetIsReportedWithFileAndLine() throws {
        var site = try site(markdown: """
        # Notes

        Fine: [[search-fields#scope-controls-and-tokens]].

        Broken: [[search-feilds#scope-controls-and-tokens]] and [[search-fields#scope-control]].
        """)
        var problems: [Diagnostic] = []
        ExplicitLinkChecker.check(&site, problems: &problems)
        XCTAssertEqual(problems.map(\.identifier), ["xref.target.unknown", "xref.target.unknown"])
        XCTAssertTrue(problems.allSatisfy { $0.source == "notes.md" && $0.range?.start.line == 5 }, problems.map(\.formatted).joined(separator: "\n"))
        XCTAssertTrue(problems[0].notes.joined().contains("search-fields"), "suggests the near page id")
        XCTAssertTrue(problems[1].notes.joined().contains("scope-controls-and-tokens"), "suggests the near anchor")
        XCTAssertEqual(problems.map(\.severity), [.error, .error], "the library writes [[…]] links: a broken one is an error")
        // What no page id can be is text, even there: a TOML sample's `[[menus.main]]`.
        var toml = try self.site(markdown: "# Notes\n\nFine: [[search-fields]].\n\nTOML: [[menus.main]]\n")
        var tomlProblems: [Diagnostic] = []
        ExplicitLinkChecker.check(&toml, problems: &tomlProblems)
        XCTAssertEqual(tomlProblems.map(\.severity), [.warning], tomlProblems.map(\.formatted).joined(separator: "\n"))
        XCTAssertEqual(tomlProblems.first?.notes, ["page ids are lower-case letters, digits and hyphens: it is shown as written"])
        // The page still renders: the words stay as written, without a link; a link to a page that lacks the anchor
        // leads to the page.
        let en = try XCTUnwrap(try render(site)["en/notes.html"])
        XCTAssertTrue(en.contains("<span class=\"xref-broken\">[[search-feilds#scope-controls-and-tokens]]</span>"), en)
        XCTAssertTrue(en.contains("<a class=\"xref\" href=\"search-fields.html\">Search fields</a>"), en)
    }

    /// `[[…]]` in a library that never links with it is the authors' text: JavaScript's `[[Prototype]]`, C++'s
    /// `[[noreturn]]` are warned about and shown as written.
    func testBracketsInALibraryWithoutLinksAreText() throws {
        var site = try site(markdown: """
        # Notes

        Every object has a [[Prototype]] slot; mark it `[[noreturn]]` or [[noreturn]].
        """)
        var problems: [Diagnostic] = []
        ExplicitLinkChecker.check(&site, problems: &problems)
        XCTAssertEqual(problems.map(\.severity), [.warning, .warning], problems.map(\.formatted).joined(separator: "\n"))
        XCTAssertEqual(problems.map(\.notes), [["page ids are lower-case letters, digits and hyphens: it is shown as written"],
                                               ["no [[…]] of this library names a page: it is shown as written"]])
        let en = try XCTUnwrap(try render(site)["en/notes.html"])
        XCTAssertTrue(en.contains("a <span class=\"xref-broken\">[[Prototype]]</span> slot"), en)
        XCTAssertTrue(en.contains("<code>[[noreturn]]</code>"), en)
    }

    func testSentencesAreWrappedAroundInlineMarkup() {
        let text = "Use a scope bar to filter. It narrows the search. Tokens help too."
        let html = "Use a <a data-concord-term=\"scope-control\">scope bar</a> to filter. It <em>narrows the search. Tokens</em> help too."
        let out = SentenceAnchors.wrap(["s1", "s2", "s3"], at: ["Use a scope bar to filter.", "It narrows the search.", "Tokens help too."],
                                       text: text, into: html)
        XCTAssertEqual(out, "<span id=\"s1\">Use a <a data-concord-term=\"scope-control\">scope bar</a> to filter.</span> "
                       + "<span id=\"s2\">It <em>narrows the search.</em></span><em> "
                       + "<span id=\"s3\">Tokens</span></em><span> help too.</span>")
        // Markup around everything: the spans go inside it.
        XCTAssertEqual(SentenceAnchors.wrap(["a", "b"], at: ["One.", "Two & three."], text: "One. Two & three.",
                                            into: "<strong>One. Two &amp; three.</strong>"),
                       "<strong><span id=\"a\">One.</span> <span id=\"b\">Two &amp; three.</span></strong>")
        // Text that does not match its sentences is left alone.
        XCTAssertEqual(SentenceAnchors.wrap(["a"], at: ["Elsewhere."], text: "Here.", into: "<em>Here.</em>"), "<em>Here.</em>")
    }

    func testSeeAlsoIsRenderedApartFromTalkMoments() throws {
        var site = try site(markdown: "# Notes\n\nText.")
        // Another design system's section is "See also", not a talk moment.
        site.pages[0].sections[1].seeAlso = [CrossReference(pageID: "search-fields", anchor: "scope-controls-and-tokens",
                                                                title: "Scope controls and tokens", detail: "Search fields · Apple", score: 0.4)]
        let en = try XCTUnwrap(try render(site)["en/search-fields.html"])
        XCTAssertTrue(en.contains("<aside class=\"see-also\" aria-label=\"See also\">"), en)
        XCTAssertTrue(en.contains("<a href=\"search-fields.html#scope-controls-and-tokens\">Scope controls and tokens</a> <span class=\"related-detail\">Search fields · Apple</span>"))
    }

    /// A talk's paragraphs on one topic show their guidelines once, on the passage's first paragraph with its time
    /// span; a paragraph whose guidelines are all among the passage's continues it. One guideline in two folders
    /// (the same heading and page) is listed once.
    func testAPassageShowsItsGuidelinesOnceAndDuplicatesReadOnce() throws {
        var site = try site(markdown: "# Notes\n\nText.")
        func reference(_ page: String, _ anchor: String, _ title: String) -> CrossReference {
            CrossReference(pageID: page, anchor: anchor, title: title, detail: "Search fields · Apple", score: 0.5)
        }
        let tab = reference("search-fields", "tvos", "Search in a tab bar"), tabCopy = reference("notes", "p1", "Search in a tab bar")
        let scope = reference("search-fields", "scope-controls-and-tokens", "Scope controls")
        func block(_ second: Int, _ related: [CrossReference]) -> PageBlock {
            var block = PageBlock(block: Block(kind: .paragraph, text: "Said at \(second).", line: 1), anchor: "t\(second)", time: Double(second))
            block.related = related
            return block
        }
        let talk = Page(id: "talk", language: "en", contentLanguage: "en", role: .original, url: "en/talk.html", kind: .session,
                        title: "Talk", sourcePath: "talk.json", sections: [Section(anchor: "introduction", heading: nil, level: 0, blocks: [
                            block(300, [tab, tabCopy, scope]),
                            block(330, [tabCopy, tab]),   // the same guidelines in another order: continues
                            block(360, [tab]),            // fewer: continues
                            block(400, [tab, reference("search-fields", "other", "Other")]),  // one more: a new passage
                            block(420, []),
                            block(440, [tab]),            // after a paragraph without guidelines: a new passage
                        ])])
        site.pages.append(talk)
        let html = try XCTUnwrap(try render(site)["en/talk.html"])
        func aside(_ anchor: String) -> String? {
            guard let start = html.range(of: "id=\"\(anchor)\""), let end = html.range(of: "</div>", range: start.upperBound..<html.endIndex) else { return nil }
            let block = html[start.upperBound..<end.lowerBound]
            return block.range(of: "<aside").map { String(block[$0.lowerBound...]) }
        }
        let first = try XCTUnwrap(aside("t300"))
        XCTAssertTrue(first.contains("<span class=\"related-span\">5:00–6:00</span>"), first)
        XCTAssertEqual(first.components(separatedBy: ">Search in a tab bar</a>").count - 1, 1, "two copies of one guideline read once: \(first)")
        XCTAssertTrue(first.contains(">Scope controls</a>"))
        XCTAssertNil(aside("t330"))
        XCTAssertNil(aside("t360"))
        let next = try XCTUnwrap(aside("t400"))
        XCTAssertFalse(next.contains("related-span"), "a passage of one paragraph has no span")
        XCTAssertTrue(next.contains(">Other</a>"))
        XCTAssertNotNil(aside("t440"))
    }
}
