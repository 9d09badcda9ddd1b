import Build
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

    func page(_ built: BuiltSite, _ id: String, _ language: String = "en") throws -> Page {
        try XCTUnwrap(built.site.page(id: id, language: language), "no page \(language)/\(id): \(built.site.pages.map(\.url))")
    }

    func testPDFConvertedPages() throws {
        let built = try build("pdf-converted")
        XCTAssertEqual(built.diagnostics.filter { $0.severity == .error }.map { "\($0.source ?? ""):\($0.range?.start.line ?? 0) \($0.identifier) \($0.summary)" }, [])
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
        XCTAssertTrue(html.contains("<strong><span class=\"s\" id=\"p4-s1\">Create unbounded 3D experiences.</span></strong>"), html)
        // Links to another page's raw anchor resolve, with no warning; the missing image is one warning at its line.
        XCTAssertTrue(html.contains("toggles.html#page-0-1"))
        let warnings = built.diagnostics.filter { $0.severity == .warning }
        XCTAssertEqual(warnings.map(\.identifier), ["image.missing"])
        XCTAssertEqual(warnings.first?.range?.start.line, 9)
        // The image that is there is copied under a hashed name.
        let color = try XCTUnwrap(SiteFixture.text(built, "en/color.html"))
        let media = try XCTUnwrap(built.files.first { $0.path.hasPrefix("media/") }?.path)
        XCTAssertTrue(media.hasPrefix("media/human-interface-guidelines-Color_1769619958412/images/palette."), media)
        XCTAssertTrue(color.contains("src=\"../\(media)\""), color)
        // LICENSE files are skipped with a note.
        XCTAssertEqual(built.diagnostics.filter { $0.identifier == "content.skipped" }.count, 2)
        // One folder per page is one group, without an empty Sessions section or a language switch.
        let home = try XCTUnwrap(SiteFixture.text(built, "en/index.html"))
        XCTAssertFalse(home.contains("id=\"sessions\""))
        XCTAssertFalse(home.contains("group-title"))
        XCTAssertFalse(home.contains("hreflang=\"zh-Hans\""))
        XCTAssertNil(SiteFixture.text(built, "zh-Hans/index.html"))
    }

    func testRepositoryWithFolders() throws {
        let built = try build("folders")
        XCTAssertEqual(built.diagnostics.filter { $0.severity == .error }.map { "\($0.source ?? ""):\($0.range?.start.line ?? 0) \($0.identifier) \($0.summary)" }, [])
        XCTAssertEqual(Set(built.diagnostics.filter { $0.severity == .warning }.map(\.identifier)),
                       ["image.missing", "file.empty", "xref.target.unknown"])
        let ids = Set(built.site.pages.map(\.id))
        XCTAssertEqual(ids, ["design-guide", "foundations", "components", "foundations-color", "components-color", "typography", "buttons"])
        XCTAssertEqual(try page(built, "typography").summary, "Type sets the voice of the interface. Pick one family and use its weights for hierarchy.")
        let home = try XCTUnwrap(SiteFixture.text(built, "en/index.html"))
        let groups = home.components(separatedBy: "<h3 class=\"group-title\">").dropFirst().map { String($0.prefix { $0 != "\n" }) }
        XCTAssertEqual(groups, ["<a href=\"design-guide.html\">Design Guide</a></h3>", "<a href=\"components.html\">Components</a></h3>",
                                "<a href=\"foundations.html\">Foundations</a></h3>"])
        // A same-named file is linked by its path.
        let buttons = try XCTUnwrap(SiteFixture.text(built, "en/buttons.html"))
        XCTAssertTrue(buttons.contains("href=\"components-color.html\""), buttons)
        let typography = try XCTUnwrap(SiteFixture.text(built, "en/typography.html"))
        XCTAssertTrue(typography.contains("href=\"foundations-color.html#contrast\""))
        // --strict makes the dead anchor and the missing image errors.
        let strict = try build("folders", strict: true)
        XCTAssertEqual(Set(strict.diagnostics.filter { $0.severity == .error }.map(\.identifier)), ["image.missing", "xref.target.unknown"])
    }

    func testChineseOnlyCollection() throws {
        let built = try build("chinese")
        XCTAssertEqual(built.diagnostics.filter { $0.severity != .note }.map(\.identifier), ["file.empty"])
        XCTAssertEqual(built.site.languages, ["zh-Hans"])
        XCTAssertTrue(built.site.pages.allSatisfy { $0.contentLanguage == "zh-Hans" }, "\(built.site.pages.map { ($0.sourcePath, $0.contentLanguage) })")
        XCTAssertEqual(built.site.pages.map(\.title).sorted(), ["人机界面指南中文版", "基础", "组件", "颜色", "颜色"].sorted())
        let colors = built.site.pages.filter { $0.title == "颜色" }
        XCTAssertEqual(Set(colors.map(\.id)).count, 2)
        let component = try XCTUnwrap(colors.first { $0.sourcePath.contains("组件") })
        XCTAssertEqual(component.summary, "组件从基础颜色中取色。按钮用强调色显示它的标签。")
        XCTAssertTrue(component.sections.contains { $0.anchor == "系统颜色" })
        let html = try XCTUnwrap(SiteFixture.text(built, component.url))
        XCTAssertTrue(html.contains("<strong><span class=\"s\""), html)
        XCTAssertFalse(html.contains("**"))
        // The percent-encoded link to a Chinese heading in another folder lands on it.
        let foundation = try XCTUnwrap(colors.first { $0.sourcePath.contains("基础") })
        let foundationHTML = try XCTUnwrap(SiteFixture.text(built, foundation.url))
        XCTAssertTrue(foundationHTML.contains("href=\"\(component.id).html#系统颜色\""), foundationHTML)
        XCTAssertNil(SiteFixture.text(built, "en/index.html"))
        XCTAssertFalse(try XCTUnwrap(SiteFixture.text(built, "zh-Hans/index.html")).contains("id=\"sessions\""))
    }
}
