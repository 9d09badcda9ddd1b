import Diagnostics
import FileIO
import Mustache
import Render
import TextAnalysis
import XCTest

final class TemplateSetTests: XCTestCase {
    static let required = ["layout", "home", "page", "session", "parallel", "glossary", "search", "404"]

    func themeFiles(_ overrides: [String: String] = [:]) -> MemoryFileSystem {
        var files: [String: String] = [:]
        for name in Self.required { files["Theme/\(name).mustache"] = "{{title}}" }
        files["Theme/partials/toolbar.mustache"] = "<nav>{{site}}</nav>"
        files["Theme/strings/en.yml"] = "search: Search\nhome: Home\n"
        files["Theme/strings/zh-Hans.yml"] = "search: 搜索\n"
        for (k, v) in overrides { files[k] = v }
        return MemoryFileSystem(files)
    }

    func testUserTemplatesOverrideByNameAndStringsFallBack() {
        let fs = themeFiles(["User/page.mustache": "custom {{title}}"])
        var problems: [Diagnostic] = []
        let set = TemplateSet.load(from: ["Theme", "User"], fileSystem: fs, languages: ["en", "zh-Hans"], problems: &problems)
        XCTAssertEqual(problems.map(\.identifier), ["strings.key.missing"])
        XCTAssertEqual(problems.first?.summary, "found no 'home' for zh-Hans, expected every key of en; using en's")
        XCTAssertEqual(set.library.render("page", ["title": "T"], diagnostics: &problems), "custom T")
        XCTAssertNotNil(set.library["toolbar"], "partials are named without their folder")
        XCTAssertEqual(set.strings["zh-Hans"]?["home"], "Home")
        XCTAssertEqual(set.strings["zh-Hans"]?["search"], "搜索")
    }

    func testMissingTemplateAndBrokenTemplateAreDiagnostics() {
        let fs = themeFiles(["Theme/session.mustache": "{{#sections}}unclosed"])
        try? fs.remove("Theme/404.mustache")
        var problems: [Diagnostic] = []
        _ = TemplateSet.load(from: ["Theme"], fileSystem: fs, languages: ["en"], problems: &problems)
        XCTAssertEqual(problems.map(\.identifier).sorted(), ["template.missing", "template.missing", "template.section.unclosed"])
        let unclosed = problems.first { $0.identifier == "template.section.unclosed" }
        XCTAssertEqual(unclosed?.source, "Theme/session.mustache")
        XCTAssertEqual(unclosed?.range?.start, SourcePosition(line: 1, column: 1))
    }

    func testUnknownVariableInStrictRenderingIsReported() {
        var problems: [Diagnostic] = []
        let set = TemplateSet.load(from: ["Theme"], fileSystem: themeFiles(["Theme/page.mustache": "<h1>{{titel}}</h1>"]),
                                   languages: ["en"], problems: &problems)
        _ = set.library.render("page", ["title": "x"], strict: true, diagnostics: &problems)
        XCTAssertEqual(problems.map(\.identifier), ["template.variable.unknown"])
        XCTAssertEqual(problems.first?.range?.start, SourcePosition(line: 1, column: 5))
    }
}

/// The theme's own strings: one file for every language of the table, each with every key of English's and the
/// same placeholders in the same order (the pages and the search interface fill them by position).
final class ThemeStringsTests: XCTestCase {
    static let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Templates").path

    func testEveryLanguageOfTheTableHasEveryString() throws {
        // The table's languages, and those the theme has strings for beyond it (Bulgarian, Thai…: tldr-pages' languages).
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.templates + "/strings").filter { $0.hasSuffix(".yml") }
        let tags = Array(Set(Languages.all.map(\.tag) + files.map { String($0.dropLast(4)) })).sorted()
        var problems: [Diagnostic] = []
        let set = TemplateSet.load(from: [Self.templates], fileSystem: DiskFileSystem(), languages: tags, problems: &problems)
        XCTAssertEqual(problems.map { $0.formatted(colored: false) }, [])
        let english = try XCTUnwrap(set.strings["en"])
        func placeholders(_ text: String) -> [String] {
            text.matches(of: /%[sd]/).map { String($0.output) }
        }
        for tag in tags {
            let table = try XCTUnwrap(set.strings[tag], tag)
            for (key, text) in english {
                XCTAssertEqual(placeholders(table[key] ?? ""), placeholders(text), "\(tag): \(key)")
                if tag != "en", !["ogLocale", "searchFilterToken", "codeSnippet", "platform"].contains(key), text.count > 12 {
                    XCTAssertNotEqual(table[key], text, "\(tag): \(key) is English's")
                }
            }
        }
    }
}
