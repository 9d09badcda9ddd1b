@testable import Build
import Diagnostics
import FileIO
import Search
import Foundation
import TestSupport
import XCTest

/// Publishing: base URL, sitemap, 404 page, compressed copies, the service worker. `concord serve` is tested
/// in ServeTests; browser behaviour in Tests/Browser/test_publish_*.py.
final class PublishTests: XCTestCase {
    nonisolated(unsafe) static var cached: BuiltSite?

    /// The seed site built with a base URL at a sub-path, compressed and archived.
    func published() throws -> BuiltSite {
        if let cached = Self.cached { return cached }
        var options = SiteFixture.options(compress: true)
        options.baseURL = "https://example.org/docs"
        options.archive = true
        let built = BuildPipeline(options: options, fileSystem: try SiteFixture.seedFileSystem()).make()
        XCTAssertFalse(built.diagnostics.hasErrors, DiagnosticPrinter.render(built.diagnostics, format: .text))
        Self.cached = built
        return built
    }

    // MARK: - Base URL, sitemap, meta

    func testBaseURLGivesCanonicalOpenGraphAndSitemap() throws {
        let site = try published()
        let page = try XCTUnwrap(SiteFixture.text(site, "en/search-fields.html"))
        XCTAssertTrue(page.contains(#"<link rel="canonical" href="https://example.org/docs/en/search-fields.html">"#))
        XCTAssertTrue(page.contains(#"<meta property="og:url" content="https://example.org/docs/en/search-fields.html">"#))
        XCTAssertTrue(page.contains(#"<link rel="alternate" hreflang="zh-Hans" href="https://example.org/docs/zh-Hans/search-fields.html">"#))
        XCTAssertTrue(page.contains(#"<meta name="description" content=""#))
        // Links inside the site stay relative.
        XCTAssertTrue(page.contains(#"href="../assets/css/site."#))
        // The root index repeats the default language's home; a page with no Chinese version exists once, and has no
        // alternates to offer.
        XCTAssertTrue(try XCTUnwrap(SiteFixture.text(site, "index.html")).contains(#"<link rel="canonical" href="https://example.org/docs/en/index.html">"#))
        XCTAssertNil(SiteFixture.text(site, "zh-Hans/page-controls.html"))
        let once = try XCTUnwrap(SiteFixture.text(site, "en/page-controls.html"))
        XCTAssertTrue(once.contains(#"<link rel="canonical" href="https://example.org/docs/en/page-controls.html">"#))
        XCTAssertFalse(once.contains(#"hreflang="zh-Hans" href="https://"#), "no hreflang to a version that does not exist")
        XCTAssertTrue(try XCTUnwrap(SiteFixture.text(site, "en/search.html")).contains(#"<meta name="robots" content="noindex">"#))

        let sitemap = try XCTUnwrap(SiteFixture.text(site, "sitemap.xml"))
        XCTAssertTrue(sitemap.contains("<loc>https://example.org/docs/en/search-fields.html</loc>"))
        XCTAssertTrue(sitemap.contains(#"<xhtml:link rel="alternate" hreflang="zh-Hans" href="https://example.org/docs/zh-Hans/search-fields.html"/>"#))
        XCTAssertTrue(sitemap.contains(#"<xhtml:link rel="alternate" hreflang="x-default" href="https://example.org/docs/en/search-fields.html"/>"#))
        XCTAssertTrue(sitemap.contains("<loc>https://example.org/docs/zh-Hans/glossary.html</loc>"))
        XCTAssertTrue(sitemap.contains("<loc>https://example.org/docs/en/page-controls.html</loc>"))
        XCTAssertFalse(sitemap.contains("zh-Hans/page-controls.html"), "no page for a missing translation")
        XCTAssertFalse(sitemap.contains("/search.html<"))
        XCTAssertFalse(sitemap.contains("404.html"))
        XCTAssertEqual(SiteFixture.text(site, "robots.txt"), "User-agent: *\nAllow: /\n\nSitemap: https://example.org/docs/sitemap.xml\n")
    }

    func testWithoutBaseURLThereIsNoSitemapAndNoAbsoluteURL() throws {
        let built = try SeedSiteTests.seed()
        XCTAssertNil(SiteFixture.text(built, "sitemap.xml"))
        XCTAssertEqual(SiteFixture.text(built, "robots.txt"), "User-agent: *\nAllow: /\n")
        let page = try XCTUnwrap(SiteFixture.text(built, "en/search-fields.html"))
        XCTAssertFalse(page.contains("rel=\"canonical\""))
        XCTAssertFalse(page.contains("example.org"))
    }

    func testInvalidBaseURLIsAnError() throws {
        var options = SiteFixture.options()
        options.baseURL = "example.org/docs"
        let built = BuildPipeline(options: options, fileSystem: try SiteFixture.seedFileSystem()).make()
        XCTAssertTrue(built.diagnostics.contains { $0.identifier == "options.baseURL.invalid" })
        XCTAssertEqual(BuildPipeline.normalizedBaseURL("https://example.org/docs"), "https://example.org/docs/")
        XCTAssertEqual(BuildPipeline.normalizedBaseURL("http://localhost:8000/"), "http://localhost:8000/")
        XCTAssertNil(BuildPipeline.normalizedBaseURL("/docs/"))
        XCTAssertNil(BuildPipeline.normalizedBaseURL("ftp://example.org/"))
        XCTAssertNil(BuildPipeline.normalizedBaseURL("https://example.org/?a=b"))
    }

    /// Hosts serve 404.html for a missing page at any depth: with a base URL every link and asset is absolute.
    func testNotFoundPageIsLocalisedAndAbsolute() throws {
        let page = try XCTUnwrap(SiteFixture.text(try published(), "404.html"))
        let references = page.matches(of: #/(?:href|src|data-sw|data-root)="([^"]*)"/#).map { String($0.output.1) }
        XCTAssertFalse(references.isEmpty)
        for reference in references where !reference.hasPrefix("#") {
            XCTAssertTrue(reference.hasPrefix("https://example.org/docs/"), "404.html refers to '\(reference)'")
        }
        XCTAssertFalse(page.contains("rel=\"canonical\""))
        XCTAssertTrue(page.contains(#"<meta name="robots" content="noindex">"#))
        XCTAssertTrue(page.contains("Page not found"))
    }

    // MARK: - Files: hashes, compression, archive

    func testEveryTextFileHasCompressedCopiesAndOnlyAssetsAreHashed() throws {
        let site = try published()
        let paths = Set(site.files.map(\.path))
        XCTAssertFalse(paths.contains { $0.contains("reload") || $0.contains("retiring-worker") },
                       "concord serve's own scripts (Public/js/serve/) must never go into a site")
        for path in paths where Compression.isText(path) {
            XCTAssertTrue(paths.contains(path + ".gz"), "\(path).gz")
            XCTAssertTrue(paths.contains(path + ".br"), "\(path).br")
        }
        for path in paths where path.hasSuffix(".html") {
            XCTAssertNil(path.range(of: #"\.[0-9a-f]{10}\.html$"#, options: .regularExpression), "pages keep their names: \(path)")
        }
        for path in paths where path.hasPrefix("assets/") && !path.hasSuffix(".gz") && !path.hasSuffix(".br") {
            XCTAssertNotNil(path.range(of: #"\.[0-9a-f]{10}\.[a-z0-9]+$"#, options: .regularExpression), "asset without a hash: \(path)")
        }
        XCTAssertTrue(paths.contains("sw.js"), "the worker keeps its name")
        XCTAssertTrue(paths.contains("site.zip"))
        XCTAssertTrue(paths.contains(".nojekyll"), "GitHub Pages publishes the folder as it is")
        XCTAssertFalse(paths.contains("site.zip.gz"))
    }

    func testArchiveHoldsEveryFileExceptCompressedCopies() throws {
        let site = try published()
        let zip = try XCTUnwrap(site.files.first { $0.path == "site.zip" }?.data)
        let expected = site.files.map(\.path).filter { !$0.hasSuffix(".gz") && !$0.hasSuffix(".br") && $0 != "site.zip" && !$0.hasPrefix(".") }
        // Names in the central directory, in order.
        var names: [String] = []
        let bytes = [UInt8](zip)
        var offset = 0
        while offset + 46 <= bytes.count {
            if bytes[offset] == 0x50, bytes[offset + 1] == 0x4b, bytes[offset + 2] == 0x01, bytes[offset + 3] == 0x02 {
                let length = Int(bytes[offset + 28]) | Int(bytes[offset + 29]) << 8
                names.append(String(decoding: bytes[(offset + 46)..<(offset + 46 + length)], as: UTF8.self))
                offset += 46 + length
            } else {
                offset += 1
            }
        }
        XCTAssertEqual(names, expected)
    }

    func testTwoPublishedBuildsAreByteIdenticalWithCompressionArchiveAndWorker() throws {
        let first = try published()
        var options = SiteFixture.options(compress: true)
        options.baseURL = "https://example.org/docs/"
        options.archive = true
        let second = BuildPipeline(options: options, fileSystem: try SiteFixture.seedFileSystem()).make()
        XCTAssertEqual(first.files.map(\.path), second.files.map(\.path))
        for (a, b) in zip(first.files, second.files) where a.data != b.data { XCTFail("\(a.path) differs between two builds") }
    }

    // MARK: - Service worker

    /// The offline manifest at the top of sw.js, decoded.
    private func offlineManifest(_ worker: String) throws -> (version: String, shell: [String], langs: [String: (files: [String], sizes: [Int])]) {
        let line = try XCTUnwrap(worker.range(of: "self.CONCORD_OFFLINE = "))
        let end = try XCTUnwrap(worker.range(of: "};\n", range: line.upperBound..<worker.endIndex))
        let json = try JSONSerialization.jsonObject(with: Data(worker[line.upperBound..<end.lowerBound].utf8) + Data("}".utf8)) as! [String: Any]
        var langs: [String: (files: [String], sizes: [Int])] = [:]
        for (key, value) in json["langs"] as! [String: [String: Any]] {
            langs[key] = (value["files"] as! [String], value["sizes"] as! [Int])
        }
        return (json["version"] as! String, json["shell"] as! [String], langs)
    }

    func testServiceWorkerPrecachesTheShellAndOffersEachLanguage() throws {
        let site = try published()
        let worker = try XCTUnwrap(SiteFixture.text(site, "sw.js"))
        let manifest = try offlineManifest(worker)
        let shell = Set(manifest.shell)
        let sizes = Dictionary(site.files.map { ($0.path, $0.data.count) }, uniquingKeysWith: { a, _ in a })
        for file in site.files {
            let path = file.path
            if path.hasSuffix(".gz") || path.hasSuffix(".br") || path.hasPrefix(".") || ["sw.js", "site.zip", "sitemap.xml", "robots.txt"].contains(path) {
                XCTAssertFalse(shell.contains(path) || manifest.langs.values.contains { $0.files.contains(path) }, "\(path) is never cached")
                continue
            }
            // What reading needs first: assets, the search index, home, search and 404 pages.
            let first = path.hasPrefix("assets/") || path.hasPrefix("search/") || ["index.html", "404.html", "en/index.html",
                        "zh-Hans/index.html", "en/search.html", "zh-Hans/search.html"].contains(path)
            XCTAssertEqual(shell.contains(path), first, "\(path) precached?")
            if !first {
                // Everything else is in the download of at least one language, with its size.
                let owners = manifest.langs.filter { $0.value.files.contains(path) }
                XCTAssertFalse(owners.isEmpty, "no language downloads \(path)")
                for (_, entry) in owners { XCTAssertEqual(entry.sizes[entry.files.firstIndex(of: path)!], sizes[path]) }
            }
        }
        // A language's download has its own pages and the caption scripts they load, not the other language's pages.
        let english = try XCTUnwrap(manifest.langs["en"]).files
        XCTAssertTrue(english.contains("en/design-intuitive-search-experiences.html"))
        XCTAssertTrue(english.contains { $0.hasPrefix("captions/") })
        XCTAssertFalse(english.contains { $0.hasPrefix("zh-Hans/") })
        XCTAssertFalse(english.contains { shell.contains($0) })
        // An English page with no Chinese version is written once and is in the Chinese download too (Chinese
        // readers read it from their tree), with the captions it loads; Chinese pages of their own are not in the English one.
        let chinese = try XCTUnwrap(manifest.langs["zh-Hans"]).files
        XCTAssertTrue(chinese.contains("en/page-controls.html"))
        XCTAssertTrue(chinese.contains("en/design-intuitive-search-experiences.html"))
        XCTAssertTrue(chinese.contains { $0.hasPrefix("captions/") })
        XCTAssertFalse(chinese.contains("en/search-fields.html"), "a page with its own Chinese version is not")
        // The worker itself is the theme's Public/js/sw.js, after the manifest.
        let source = try String(contentsOfFile: SiteFixture.packageRoot + "/Public/js/sw.js", encoding: .utf8)
        XCTAssertTrue(worker.hasSuffix(source))
        XCTAssertFalse(site.files.contains { $0.path.hasPrefix("assets/js/sw.") }, "the worker is not an asset")
        // Every page registers it relative to itself, except 404.html which is served at any depth.
        XCTAssertTrue(try XCTUnwrap(SiteFixture.text(site, "en/search-fields.html")).contains(#"data-sw="../sw.js""#))
        XCTAssertTrue(try XCTUnwrap(SiteFixture.text(site, "index.html")).contains(#"data-sw="sw.js""#))
        XCTAssertTrue(try XCTUnwrap(SiteFixture.text(site, "404.html")).contains(#"data-sw="https://example.org/docs/sw.js""#))
    }

    /// A talk page's caption scripts are found wherever the page names them, and a reference cut short is none.
    func testCaptionReferencesAreReadFromThePage() {
        let page = #"<main data-captions="captions/a1.js"><p>x</p><div data-captions="captions/b2.js">"# + "<p data-captions=\"cut"
        XCTAssertEqual(ServiceWorker.captionReferences(Data(page.utf8)), ["captions/a1.js", "captions/b2.js"])
        XCTAssertEqual(ServiceWorker.captionReferences(Data()), [])
        XCTAssertEqual(ServiceWorker.captionReferences(Data(#"data-captions=""#.utf8)), [])
        XCTAssertEqual(ServiceWorker.captionReferences(Data(#"data-captions="""#.utf8)), [""])
    }

    func testServiceWorkerVersionFollowsContentNotOrder() throws {
        let files: [(path: String, data: Data)] = [("index.html", Data("a".utf8)), ("assets/x.0123456789.css", Data("b".utf8)),
                                                   ("en/page.html", Data("p".utf8)),
                                                   ("index.html.gz", Data("z".utf8)), ("sitemap.xml", Data("s".utf8))]
        let one = ServiceWorker.script(source: "// worker\n", files: files, languages: ["en"])
        XCTAssertEqual(one.script, ServiceWorker.script(source: "// worker\n", files: files.reversed(), languages: ["en"]).script)
        XCTAssertEqual(one.cached, 2, "index.html and the stylesheet are the shell")
        XCTAssertEqual(one.languages.map(\.files), [1])
        var changed = files
        changed[2].data = Data("p2".utf8)
        XCTAssertNotEqual(try offlineManifest(one.script).version, try offlineManifest(ServiceWorker.script(source: "", files: changed, languages: ["en"]).script).version,
                          "a page read on demand changes the version too")
        // Files that aren't cached don't change the version.
        var other = files
        other[4].data = Data("s2".utf8)
        XCTAssertEqual(try offlineManifest(one.script).version, try offlineManifest(ServiceWorker.script(source: "", files: other, languages: ["en"]).script).version)
        XCTAssertTrue(one.script.hasSuffix("// worker\n"))
    }

    /// Reusing the modelled site (what `serve` does when only templates or assets change) gives the same site.
    func testPresentationRebuildEqualsAFullBuild() throws {
        let fs = try SiteFixture.seedFileSystem()
        let pipeline = BuildPipeline(options: SiteFixture.options(compress: true), fileSystem: fs)
        let cache = CompressionCache()
        let (full, model) = pipeline.make(reusing: nil, compressionCache: cache)
        let (again, _) = pipeline.make(reusing: model, compressionCache: cache)
        XCTAssertEqual(again.steps.first?.name, "Reuse content")
        XCTAssertTrue(again.steps.contains { $0.name == "Compress" && $0.detail.contains("unchanged") })
        XCTAssertEqual(full.files.map(\.path), again.files.map(\.path))
        for (a, b) in zip(full.files, again.files) where a.data != b.data { XCTFail("\(a.path) differs") }
    }
}
