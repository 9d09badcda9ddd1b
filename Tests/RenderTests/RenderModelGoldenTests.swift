import Diagnostics
import FileIO
import Foundation
import Ingest
import Mustache
import Render
import SiteModel
import XCTest

/// The render model of each template — the plain values the templates see — for a small hand-made site: an
/// English guideline page with its Chinese translation and parallel view, an English-only note the Chinese tree
/// lists, a glossary term, and the home, search and 404 pages. They are compared with `Golden/models/`, so a
/// change to what the renderer hands the templates shows as a readable JSON diff, apart from the HTML (the seed
/// goldens keep a few small whole pages) and apart from any scoring (the site is written here, not computed).
/// Rewrite after an intended change with `CONCORD_UPDATE_GOLDEN=1 swift test --filter RenderModelGoldenTests`.
final class RenderModelGoldenTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    static func block(_ text: String, _ anchor: String, kind: Block.Kind = .paragraph) -> PageBlock {
        PageBlock(block: Block(kind: kind, text: text, line: 1), anchor: anchor)
    }

    static func site() -> Site {
        func fields(_ language: String) -> Page {
            let en = language == "en"
            var page = Page(id: "search-fields", language: language, contentLanguage: language, role: en ? .original : .translation,
                            url: "\(language)/search-fields.html", kind: .guideline, title: en ? "Search fields" : "搜索栏",
                            designSystem: "Apple", sourcePath: en ? "search-fields.md" : "search-fields.zh-Hans.md",
                            sections: [
                                Section(anchor: "introduction", heading: nil, level: 0, blocks: [
                                    block(en ? "A search field lets people search a collection of content." : "搜索栏让人们搜索内容集合。", "p1"),
                                ]),
                                Section(anchor: "best-practices", heading: en ? "Best practices" : "最佳实践", level: 2, blocks: [
                                    block(en ? "Display placeholder text that describes what people can search for." : "显示描述可搜索内容的占位文字。", "p2"),
                                ]),
                            ],
                            alternates: en ? ["zh-Hans": "zh-Hans/search-fields.html"] : ["en": "en/search-fields.html"])
            page.summary = en ? "A search field lets people search a collection of content." : "搜索栏让人们搜索内容集合。"
            page.parallelURL = "\(language)/search-fields.parallel.html"
            if !en { page.alignedAnchors = ["p1": ["en": "p1"], "p2": ["en": "p2"]] }
            return page
        }
        func notes(_ language: String) -> Page {
            Page(id: "notes", language: language, contentLanguage: "en", role: language == "en" ? .original : .untranslated,
                 url: "en/notes.html", kind: .guideline, title: "Notes", sourcePath: "notes.md",
                 sections: [Section(anchor: "introduction", heading: nil, level: 0, blocks: [block("Keep the search field visible.", "p1")])])
        }
        return Site(title: "Guidelines", baseURL: nil, languages: ["en", "zh-Hans"],
                    pages: [fields("en"), notes("en"), fields("zh-Hans"), notes("zh-Hans")])
    }

    func models() throws -> [String: MustacheValue] {
        var problems: [Diagnostic] = []
        let site = Self.site()
        let templates = TemplateSet.load(from: [Self.packageRoot + "/Templates"], fileSystem: DiskFileSystem(), languages: site.languages, problems: &problems)
        XCTAssertFalse(problems.hasErrors, problems.map(\.formatted).joined(separator: "\n"))
        let assets = AssetPaths(css: "assets/css/site.css", script: "assets/js/page.js",
                                searchIndex: "search/manifest.js", icon: "assets/icon.svg")
        let glossary = GlossaryView(entries: [.init(id: "search-field", terms: ["en": "search field", "zh-Hans": "搜索栏"],
                                                    definitions: ["en": "A field people type a query in."], uses: ["search-fields"])])
        let renderer = SiteRenderer(site: site, templates: templates, assets: assets, glossary: glossary, version: "test")
        return Dictionary(uniqueKeysWithValues: renderer.renderModels().map { ($0.path, $0.model) })
    }

    /// One page per template, and both sides of a translation.
    static let pages = ["index.html", "en/search-fields.html", "zh-Hans/search-fields.html", "zh-Hans/search-fields.parallel.html",
                        "en/notes.html", "zh-Hans/index.html", "en/glossary.html", "en/search.html", "404.html"]

    func testRenderModelsMatchGoldenFiles() throws {
        let models = try models()
        XCTAssertNil(models["zh-Hans/notes.html"], "an untranslated page is written once")
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/models")
        let update = ProcessInfo.processInfo.environment["CONCORD_UPDATE_GOLDEN"] != nil
        for page in Self.pages {
            let model = try XCTUnwrap(models[page], "no render model for \(page)")
            let json = try Self.json(model)
            let file = folder.appendingPathComponent(page.replacingOccurrences(of: "/", with: "__") + ".json")
            if update {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try json.write(to: file, atomically: true, encoding: .utf8)
                continue
            }
            let expected = try XCTUnwrap(try? String(contentsOf: file, encoding: .utf8), "no golden model for \(page); run with CONCORD_UPDATE_GOLDEN=1")
            if json != expected {
                let a = json.split(separator: "\n", omittingEmptySubsequences: false), e = expected.split(separator: "\n", omittingEmptySubsequences: false)
                let line = Array(zip(a, e)).firstIndex { $0.0 != $0.1 } ?? min(a.count, e.count)
                XCTFail("\(page): render model differs at line \(line + 1):\n  expected: \(line < e.count ? String(e[line]) : "<end>")\n  actual:   \(line < a.count ? String(a[line]) : "<end>")")
            }
        }
    }

    func testGlossaryPageListsTermsInTheOrderItsReadersSortThem() throws {
        var problems: [Diagnostic] = []
        let site = Self.site()
        let templates = TemplateSet.load(from: [Self.packageRoot + "/Templates"], fileSystem: DiskFileSystem(), languages: site.languages, problems: &problems)
        let assets = AssetPaths(css: "assets/css/site.css", script: "assets/js/page.js", searchIndex: "search/manifest.js", icon: "assets/icon.svg")
        // English order (as the presenter gives them) is not pinyin order: 菜单 (cài) after 按钮 (àn) and 表单 (biǎo).
        let entries: [GlossaryView.Entry] = [("button", "Button", "按钮"), ("form", "Form", "表单"), ("menu", "Menu", "菜单"), ("tab", "tab bar", "标签栏")]
            .map { .init(id: $0.0, terms: ["en": $0.1, "zh-Hans": $0.2], definitions: [:], uses: []) }
        let renderer = SiteRenderer(site: site, templates: templates, assets: assets, glossary: GlossaryView(entries: entries.reversed()), version: "test")
        let models = Dictionary(uniqueKeysWithValues: renderer.renderModels().map { ($0.path, $0.model) })
        /// The first name of each term listed, in order.
        func firstNames(_ path: String) throws -> [String] {
            guard case .object(let page)? = models[path], case .list(let terms)? = page["terms"] else { return [] }
            return terms.compactMap { term in
                guard case .object(let t) = term, case .list(let names)? = t["names"], case .object(let first)? = names.first,
                      case .string(let text)? = first["text"] else { return nil }
                return text
            }
        }
        XCTAssertEqual(try firstNames("en/glossary.html"), ["Button", "Form", "Menu", "tab bar"])
        XCTAssertEqual(try firstNames("zh-Hans/glossary.html"), ["按钮", "标签栏", "表单", "菜单"])
    }

    /// Keys sorted, so the files diff well.
    static func json(_ value: MustacheValue) throws -> String {
        func plain(_ v: MustacheValue) -> Any {
            switch v {
            case .null: return NSNull()
            case .bool(let b): return b
            case .int(let i): return i
            case .double(let d): return d
            case .string(let s): return s
            case .list(let l): return l.map(plain)
            case .object(let o): return o.mapValues(plain)
            }
        }
        let data = try JSONSerialization.data(withJSONObject: plain(value), options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed])
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
