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
        let asset = try XCTUnwrap(replaced.files.first { $0.path.hasPrefix("assets/js/page.") && $0.path.hasSuffix(".js") }?.path)
        XCTAssertTrue(page.contains("<script src=\"../\(asset)\" defer>"), "pages load the page script under its hashed name")
    }

    /// Every page runs one script, the same for every page: the interface strings of every language, then the
    /// site's, engine's and search box's parts, each in a `try` of its own; then the index manifest, a script of
    /// its own. The joined scripts are not also written on their own.
    func testPagesLoadOneScriptAndTheManifest() throws {
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: try SiteFixture.seedFileSystem()).make()
        XCTAssertFalse(built.diagnostics.hasErrors, DiagnosticPrinter.render(built.diagnostics, format: .text))
        let scripts = built.files.map(\.path).filter { $0.hasPrefix("assets/") && $0.hasSuffix(".js") }
        XCTAssertEqual(scripts.count, 1, "\(scripts)")
        XCTAssertNotNil(scripts[0].range(of: #"^assets/js/page\.[0-9a-f]{10}\.js$"#, options: .regularExpression), scripts[0])
        let page = try XCTUnwrap(built.files.first { $0.path == scripts[0] }.map { String(decoding: $0.data, as: UTF8.self) })
        let markers = page.split(separator: "\n").filter { $0.hasPrefix("// ---- ") }
        XCTAssertEqual(markers, ["// ---- strings.js ----", "// ---- js/site.js ----", "// ---- js/search-engine.js ----",
                                 "// ---- js/search-ui.js ----"])
        XCTAssertEqual(page.components(separatedBy: "\ntry {\n").count - 1, 4)
        XCTAssertEqual(page.components(separatedBy: AssetPipeline.pagePartEnd).count - 1, 4)
        XCTAssertTrue(page.contains("\"zh-Hans\":{") && page.contains("\"en\":{"), "the strings of both languages")
        for (page, root) in [("en/index.html", "../"), ("zh-Hans/index.html", "../"), ("index.html", "")] {
            let html = try XCTUnwrap(SiteFixture.text(built, page))
            XCTAssertEqual(html.components(separatedBy: "<script ").count - 1, 2, page)
            XCTAssertTrue(html.contains("<script src=\"\(root)\(scripts[0])\" defer></script>\n<script src=\"\(root)search/manifest.js\" defer></script>"), page)
        }
        XCTAssertTrue(try XCTUnwrap(script(built, "search-engine")).contains("ConcordSearch"))
    }

    /// Each part closes its own `try`, so a part that throws as it starts leaves the parts after it running and its
    /// error reported; a part without a final newline or semicolon cannot run into the next.
    func testEachPartIsClosedOnItsOwn() {
        let joined = String(decoding: AssetPipeline.pageScript([("a.js", Data("throw new Error('a')".utf8)), ("b.js", Data("var b = 1;\n".utf8))]),
                            as: UTF8.self)
        XCTAssertEqual(joined, """
            // ---- a.js ----
            try {
            throw new Error('a')
            } catch (error) { setTimeout(function () { throw error; }); }
            // ---- b.js ----
            try {
            var b = 1;
            } catch (error) { setTimeout(function () { throw error; }); }

            """)
    }

    /// Part `js/<name>.js` of the page script, without the `try` around it.
    private func script(_ built: BuiltSite, _ name: String) -> String? {
        let files = built.files.filter { $0.path.hasPrefix("assets/js/page.") && $0.path.hasSuffix(".js") }
        guard files.count == 1 else { return nil }
        let text = String(decoding: files[0].data, as: UTF8.self)
        guard let start = text.range(of: "// ---- js/\(name).js ----\ntry {\n"),
              let end = text.range(of: AssetPipeline.pagePartEnd, range: start.upperBound..<text.endIndex) else { return nil }
        return String(text[start.upperBound..<end.lowerBound])
    }
}
