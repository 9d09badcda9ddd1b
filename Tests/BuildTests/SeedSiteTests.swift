import Build
import Diagnostics
import FileIO
import Foundation
import TestSupport
import XCTest

/// The seed content, built in memory end to end.
final class SeedSiteTests: XCTestCase {
    nonisolated(unsafe) static var cached: BuiltSite?

    func built() throws -> BuiltSite { try Self.seed() }

    static func seed() throws -> BuiltSite {
        if let cached = Self.cached { return cached }
        let fs = try SiteFixture.seedFileSystem()
        let site = BuildPipeline(options: SiteFixture.options(compress: true), fileSystem: fs).make()
        Self.cached = site
        return site
    }

    func testBuildsWithoutErrors() throws {
        let site = try built()
        XCTAssertFalse(site.diagnostics.hasErrors, DiagnosticPrinter.render(site.diagnostics, format: .text))
        XCTAssertEqual(site.steps.map(\.name), ["Read content", "Read glossary", "Align talks", "Align translations", "Model site",
                                                "Resolve links", "Cross-reference", "Check links", "Link glossary terms",
                                                "Load templates", "Copy assets", "Render pages", "Index for search",
                                                "Write sitemap", "Write service worker", "Compress"])
    }

    func testHomePageListsEverySeedDocumentWithItsRealTitle() throws {
        let home = try XCTUnwrap(SiteFixture.text(try built(), "index.html"))
        for (title, href) in [("Design intuitive search experiences", "en/design-intuitive-search-experiences.html"),
                              ("Search", "en/material-search.html"), ("Page controls", "en/page-controls.html"),
                              ("Path controls", "en/path-controls.html"), ("Search fields", "en/search-fields.html"),
                              ("HIG Components Search", "en/hig-components-search.html"), ("简体中文", "zh-Hans/search-fields.html")] {
            XCTAssertTrue(home.contains("href=\"\(href)\""), "home links \(href)")
            XCTAssertTrue(home.contains(">\(title)<"), "home shows \(title)")
        }
        // The translation has no title line; it is named by the glossary's term for its source's title.
        let chineseHome = try XCTUnwrap(SiteFixture.text(try built(), "zh-Hans/index.html"))
        XCTAssertTrue(chineseHome.contains("<span class=\"card-title\">搜索栏</span>"))
    }

    func testPagesHaveHeadingsParagraphsAndLanguages() throws {
        let site = try built()
        let fields = try XCTUnwrap(SiteFixture.text(site, "en/search-fields.html"))
        XCTAssertTrue(fields.contains("<html lang=\"en\""))
        XCTAssertTrue(fields.contains("<h2 id=\"h-scope-controls-and-tokens\">Scope controls and tokens"))
        XCTAssertTrue(fields.contains("Display placeholder text that describes the type of information people can search for."))
        let chinese = try XCTUnwrap(SiteFixture.text(site, "zh-Hans/search-fields.html"))
        XCTAssertTrue(chinese.contains("<html lang=\"zh-Hans\""))
        XCTAssertTrue(chinese.contains("<article class=\"doc\" lang=\"zh-Hans\">"))
        XCTAssertTrue(chinese.contains("最佳实践"))
        XCTAssertTrue(chinese.contains("hreflang=\"en\""))
        // The aligned heading shares the English anchor, so links carry across languages.
        XCTAssertTrue(chinese.contains("id=\"scope-controls-and-tokens\""))
        // A page with no translation is written once: the Chinese tree lists and links the English page, which
        // carries the notice for Chinese readers (site.js shows it to them) and switches to the Chinese home.
        XCTAssertNil(SiteFixture.text(site, "zh-Hans/page-controls.html"))
        XCTAssertTrue(try XCTUnwrap(SiteFixture.text(site, "zh-Hans/index.html")).contains("href=\"../en/page-controls.html\""))
        let untranslated = try XCTUnwrap(SiteFixture.text(site, "en/page-controls.html"))
        XCTAssertTrue(untranslated.contains("<p class=\"notice reader-notice\" lang=\"zh-Hans\" role=\"note\" data-reader-lang=\"zh-Hans\" hidden>此页面尚未翻译成简体中文"))
        XCTAssertTrue(untranslated.contains("<a class=\"lang-link\" href=\"../zh-Hans/index.html\" hreflang=\"zh-Hans\""))
        XCTAssertFalse(fields.contains("reader-notice"), "a page every language has tells no one it is untranslated")
    }

    func testSessionPageHasTimesFromTheCaptions() throws {
        let session = try XCTUnwrap(SiteFixture.text(try built(), "en/design-intuitive-search-experiences.html"))
        // The video's address once, on the article; each time link points at its own moment (site.js makes it a
        // link into the video, checked in the browser).
        XCTAssertTrue(session.contains("data-video=\"https://developer.apple.com/videos/play/wwdc2026/292\""))
        XCTAssertTrue(session.contains("<div class=\"block timed\" id=\"t7\"><a class=\"time-link\" href=\"#t7\">0:07</a>"))
        XCTAssertFalse(session.contains("?time=7\""), "the video address is carried once, not per time link")
        XCTAssertTrue(session.contains("id=\"t7-s1\">Hi, I&#39;m Rob, a designer on the Apple Design team.</span>"))
    }

    func testOnlyRelativeLinksAndNoInlineScriptOrStyle() throws {
        for file in try built().files where file.path.hasSuffix(".html") {
            let html = String(decoding: file.data, as: UTF8.self)
            XCTAssertFalse(html.contains("href=\"/"), "\(file.path) has a root-relative link")
            XCTAssertFalse(html.contains("src=\"/"), "\(file.path) has a root-relative source")
            XCTAssertFalse(html.range(of: "<script>") != nil || html.range(of: "<script[^>]*>[^<]", options: .regularExpression) != nil,
                           "\(file.path) has an inline script")
            XCTAssertFalse(html.contains("<style") || html.contains(" style=\""), "\(file.path) has inline style")
        }
    }

    func testInternalLinksAreWhole() throws {
        let site = try built()
        let problems = LinkChecker(files: site.files, baseURL: nil).check().filter { $0.severity == .error }
        XCTAssertEqual(problems, [], DiagnosticPrinter.render(problems, format: .text))
    }

    func testAssetsCarryContentHashesAndCompressedCopies() throws {
        let paths = Set(try built().files.map(\.path))
        XCTAssertTrue(paths.contains { $0.range(of: #"^assets/css/site\.[0-9a-f]{10}\.css$"#, options: .regularExpression) != nil })
        XCTAssertTrue(paths.contains("en/search-fields.html.gz"))
        XCTAssertTrue(paths.contains("en/search-fields.html.br"))
        XCTAssertTrue(paths.contains("search/manifest.js"))
    }

    func testTwoBuildsAreByteIdentical() throws {
        let first = try built()
        let second = BuildPipeline(options: SiteFixture.options(compress: true), fileSystem: try SiteFixture.seedFileSystem()).make()
        XCTAssertEqual(first.files.map(\.path), second.files.map(\.path))
        for (a, b) in zip(first.files, second.files) where a.data != b.data {
            XCTFail("\(a.path) differs between two builds")
        }
    }
}
