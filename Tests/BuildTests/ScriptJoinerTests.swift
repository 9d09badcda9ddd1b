@testable import Build
import Diagnostics
import FileIO
import Foundation
import TestSupport
import XCTest

/// The theme's script folders (`Public/js/search-engine/`, `Public/js/search-ui/`) joined into one script each.
/// `Tests/Search/ui.test.mjs` checks that the node tests' joiner writes the same bytes as the build.
final class ScriptJoinerTests: XCTestCase {
    func testOnlyFilesDirectlyInAFolderOfJSArePartsAndServeIsNever() {
        XCTAssertEqual(ScriptJoiner.joinedName(of: "js/search-ui/30-interface.js"), "js/search-ui.js")
        XCTAssertEqual(ScriptJoiner.joinedName(of: "js/search-engine/README.md"), "js/search-engine.js")
        XCTAssertFalse(ScriptJoiner.isPart("js/search-engine/README.md"))
        XCTAssertFalse(ScriptJoiner.isPart("js/search-engine/.hidden.js"))
        XCTAssertNil(ScriptJoiner.joinedName(of: "js/site.js"))
        XCTAssertNil(ScriptJoiner.joinedName(of: "js/serve/reload.js"))
        XCTAssertNil(ScriptJoiner.joinedName(of: "js/a/b/c.js"))
        XCTAssertNil(ScriptJoiner.joinedName(of: "css/parts/a.js"))
    }

    func testPartsJoinInNameOrderInsideOneStrictFunction() {
        let joined = ScriptJoiner.join("js/x.js", parts: [("js/x/20-b.js", Data("var b = a + 1;".utf8)),
                                                            ("js/x/10-a.js", Data("var a = 1;\n".utf8))])
        XCTAssertEqual(String(decoding: joined, as: UTF8.self), """
            // js/x.js: joined by Concord from js/x/*.js
            (function () {
            "use strict";

            // js/x/10-a.js
            var a = 1;

            // js/x/20-b.js
            var b = a + 1;
            })();

            """)
    }

    /// A theme adds a part, replaces a part, and leaves a note beside them; another replaces a joined script whole.
    func testThemePartsAddToAndReplaceTheDefaultParts() throws {
        let fileSystem = try SiteFixture.seedFileSystem(extra: [
            "Theme/Public/js/search-ui/25-analytics.js": "var themePart = 'added';\n",
            "Theme/Public/js/search-engine/85-excerpts.js": "function excerpt(text, marks) { return { text: 'theme', marks: [] }; }\nfunction markedStrings() { return []; }\n",
            "Theme/Public/js/search-engine/NOTES.md": "not a script",
        ])
        var options = SiteFixture.options()
        options.themeDirectory = "Theme"
        let built = BuildPipeline(options: options, fileSystem: fileSystem).make()
        XCTAssertFalse(built.diagnostics.hasErrors, DiagnosticPrinter.render(built.diagnostics, format: .text))
        let ui = try XCTUnwrap(script(built, "search-ui"))
        let order = ["js/search-ui/10-queries.js", "js/search-ui/20-dom.js", "js/search-ui/25-analytics.js", "js/search-ui/30-interface.js"]
            .map { try! XCTUnwrap(ui.range(of: "// " + $0)).lowerBound }
        XCTAssertEqual(order, order.sorted(), "parts in name order, the theme's among the default ones")
        XCTAssertTrue(ui.contains("var themePart = 'added';"))
        let engine = try XCTUnwrap(script(built, "search-engine"))
        XCTAssertTrue(engine.contains("text: 'theme'"), "the theme's part replaces the default one of that name")
        XCTAssertFalse(engine.contains("densest window of matches"))
        XCTAssertFalse(built.files.contains { $0.path.contains("NOTES") }, "a note beside the parts is not copied")

        let whole = try SiteFixture.seedFileSystem(extra: ["Theme/Public/js/search-engine.js": "window.ConcordSearch = null;\n"])
        let replaced = BuildPipeline(options: options, fileSystem: whole).make()
        XCTAssertEqual(script(replaced, "search-engine"), "window.ConcordSearch = null;\n", "a theme's whole script replaces the parts")
        let page = try XCTUnwrap(SiteFixture.text(replaced, "en/index.html"))
        let asset = try XCTUnwrap(replaced.files.first { $0.path.hasPrefix("assets/js/page.en.") && $0.path.hasSuffix(".js") }?.path)
        XCTAssertTrue(page.contains("<script src=\"../\(asset)\" defer>"), "pages load their language's page script under its hashed name")
    }

    /// Every page runs one script: its language's strings, then the site's, engine (with the index manifest) and
    /// search box parts, each standing alone; the joined scripts are not also written on their own.
    func testPagesLoadOneScriptPerLanguage() throws {
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: try SiteFixture.seedFileSystem()).make()
        XCTAssertFalse(built.diagnostics.hasErrors, DiagnosticPrinter.render(built.diagnostics, format: .text))
        let scripts = built.files.map(\.path).filter { $0.hasPrefix("assets/") && $0.hasSuffix(".js") }.sorted()
        XCTAssertEqual(scripts.map { $0.replacingOccurrences(of: #"\.[0-9a-f]{10}\.js$"#, with: "", options: .regularExpression) },
                       ["assets/js/page.en", "assets/js/page.zh-Hans"])
        let english = try XCTUnwrap(built.files.first { $0.path == scripts[0] }.map { String(decoding: $0.data, as: UTF8.self) })
        let markers = english.split(separator: "\n").filter { $0.hasPrefix("// ---- ") }
        XCTAssertEqual(markers, ["// ---- strings.en.js ----", "// ---- js/site.js ----", "// ---- js/search-engine.js ----",
                                 "// ---- search/manifest.js ----", "// ---- js/search-ui.js ----"])
        let manifest = try XCTUnwrap(built.files.first { $0.path == "search/manifest.js" }.map { String(decoding: $0.data, as: UTF8.self) })
        XCTAssertTrue(english.contains("// ---- search/manifest.js ----\n" + manifest.dropFirst()), "the manifest as written, without its BOM")
        XCTAssertTrue(try XCTUnwrap(script(built, "search-engine", language: "zh-Hans")).contains("ConcordSearch"))
        let chinese = try XCTUnwrap(built.files.first { $0.path == scripts[1] }.map { String(decoding: $0.data, as: UTF8.self) })
        XCTAssertTrue(chinese.hasPrefix("// ---- strings.zh-Hans.js ----\nwindow.ConcordStrings = {"))
        let page = try XCTUnwrap(SiteFixture.text(built, "zh-Hans/index.html"))
        XCTAssertEqual(page.components(separatedBy: "<script ").count - 1, 1, "one script")
        XCTAssertTrue(page.contains("<script src=\"../\(scripts[1])\" defer>"))
    }

    /// Part `js/<name>.js` of a language's page script.
    private func script(_ built: BuiltSite, _ name: String, language: String = "en") -> String? {
        let files = built.files.filter { $0.path.hasPrefix("assets/js/page.\(language).") && $0.path.hasSuffix(".js") }
        guard files.count == 1 else { return nil }
        let text = String(decoding: files[0].data, as: UTF8.self)
        guard let start = text.range(of: "// ---- js/\(name).js ----\n") else { return nil }
        let rest = text[start.upperBound...]
        let end = rest.range(of: "\n// ---- ").map { text.index(after: $0.lowerBound) } ?? rest.endIndex
        return String(rest[..<end])
    }
}
