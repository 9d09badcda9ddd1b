import Build
import Diagnostics
import FileIO
import Foundation
import TestSupport
import XCTest

/// The Japanese and French fixtures (`Tests/Fixtures/languages/`): a talk's captions and a guideline page
/// each, with no `concord.yml`. Each builds into a site in its own language, with its own interface strings,
/// analysed by its own rules (ICU words for Japanese, the French stemmer and elisions). Their search indexes
/// are kept in `Tests/Search/Fixtures/languages/` for the Node harness (`node Tests/Search/query.mjs … --lang ja`).
final class LanguageFixtureTests: XCTestCase {
    static func build(_ language: String) throws -> BuiltSite {
        let disk = DiskFileSystem()
        let fs = try SiteFixture.seedFileSystem(without: try disk.walk(Path.join(SiteFixture.packageRoot, "Content"))
            .filter { $0.kind == .file }.map { "Content/" + $0.path })
        let folder = Path.join(SiteFixture.packageRoot, "Tests/Fixtures/languages/" + language)
        for (path, kind) in try disk.walk(folder) where kind == .file {
            try fs.write(try disk.read(Path.join(folder, path)), to: "Content/" + path)
        }
        return BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
    }

    func testJapaneseSite() throws {
        let site = try Self.build("ja")
        XCTAssertFalse(site.diagnostics.hasErrors, DiagnosticPrinter.render(site.diagnostics, format: .text))
        XCTAssertEqual(site.site.languages, ["ja"], "a Japanese library gets a Japanese site without a manifest")
        let home = try XCTUnwrap(SiteFixture.text(site, "ja/index.html"))
        XCTAssertTrue(home.contains("<html lang=\"ja\""))
        XCTAssertTrue(home.contains(">ホーム<") || home.contains("ホーム"), "Japanese interface strings")
        XCTAssertTrue(home.contains("ガイドライン") && home.contains("セッション"))
        XCTAssertFalse(home.contains(">Guidelines<"), "no English interface")
        XCTAssertTrue(home.contains(">検索トークン<"), "the guideline page is listed by its title")
        let talk = try XCTUnwrap(SiteFixture.text(site, "ja/demo-ja-1-ja.html"))
        XCTAssertTrue(talk.contains("<article class=\"doc session\" lang=\"ja\""))
        XCTAssertTrue(talk.contains("スコープバーを使うと"), "the captions are the talk's text")
        XCTAssertTrue(talk.contains("data-captions=\"../captions/"), "the captions list loads on demand")
        XCTAssertTrue(talk.contains(">字幕<"), "the Captions tab is labelled in Japanese")
        let manifest = try XCTUnwrap(SiteFixture.text(site, "search/manifest.js"))
        XCTAssertTrue(manifest.contains(#""ja":{"d":"#) && manifest.contains(#""name":"日本語","script":"Jpan""#), manifest)
        try keepIndex(site, as: "ja")
    }

    func testFrenchSite() throws {
        let site = try Self.build("fr")
        XCTAssertFalse(site.diagnostics.hasErrors, DiagnosticPrinter.render(site.diagnostics, format: .text))
        XCTAssertEqual(site.site.languages, ["fr"])
        let home = try XCTUnwrap(SiteFixture.text(site, "fr/index.html"))
        XCTAssertTrue(home.contains("<html lang=\"fr\""))
        XCTAssertTrue(home.contains("Recommandations") && home.contains("Conférences"), "French interface strings")
        XCTAssertTrue(home.contains(">Champs de recherche<"))
        let guideline = try XCTUnwrap(SiteFixture.text(site, "fr/champs-de-recherche.html"))
        XCTAssertTrue(guideline.contains("Barre de portée"))
        let talk = try XCTUnwrap(SiteFixture.text(site, "fr/demo-fr-1-fr.html"))
        XCTAssertTrue(talk.contains("lang=\"fr\""))
        XCTAssertTrue(talk.contains(">Sous-titres<"))
        // No language switcher on a one-language site, so the footer names the language to make available offline.
        XCTAssertFalse(talk.contains("class=\"language-switcher\""))
        XCTAssertTrue(talk.contains(#"<ul class="offline-languages" data-offline hidden><li data-offline-lang="fr" data-offline-name="Français"></li></ul>"#))
        let manifest = try XCTUnwrap(SiteFixture.text(site, "search/manifest.js"))
        XCTAssertTrue(manifest.contains(#""name":"Français","script":"Latn""#), manifest)
        XCTAssertTrue(manifest.contains(#""elide":["c","d","#), "French elisions reach the browser")
        try keepIndex(site, as: "fr")
    }

    /// A language the theme has no interface strings for (German captions, coded `deu`, and a German page): the
    /// site is built in German, analysed by the German stemmer, with English's interface and one warning.
    func testGermanSite() throws {
        let site = try Self.build("de")
        XCTAssertFalse(site.diagnostics.hasErrors, DiagnosticPrinter.render(site.diagnostics, format: .text))
        XCTAssertEqual(site.diagnostics.filter { $0.identifier.hasPrefix("strings.") }.map(\.formatted), [])
        XCTAssertEqual(site.site.languages, ["de"], "the page is detected as German, the captions' deu is de")
        let home = try XCTUnwrap(SiteFixture.text(site, "de/index.html"))
        XCTAssertTrue(home.contains("<html lang=\"de\""))
        XCTAssertTrue(home.contains(">Richtlinien<") && home.contains(">Suchfelder<"), "German interface and content")
        XCTAssertFalse(home.contains(">Guidelines<"))
        let talk = try XCTUnwrap(SiteFixture.text(site, "de/demo-de-1-de.html"))
        XCTAssertTrue(talk.contains("<article class=\"doc session\" lang=\"de\""))
        XCTAssertTrue(talk.contains("Vorschläge erscheinen"))
        let manifest = try XCTUnwrap(SiteFixture.text(site, "search/manifest.js"))
        XCTAssertTrue(manifest.contains(#""name":"Deutsch","script":"Latn""#), manifest)
        try keepIndex(site, as: "de")
    }

    /// A talk in a language `concord.yml` does not list (a French talk in the English and Chinese seeds) gets its
    /// part of the site after the listed languages, with a warning: before, its card led to a page never written.
    func testUnlistedLanguageGetsItsPages() throws {
        let talk = try DiskFileSystem().read(Path.join(SiteFixture.packageRoot, "Tests/Fixtures/languages/fr/session.json"))
        let fs = try SiteFixture.seedFileSystem()
        try fs.write(talk, to: "Content/talks/fr-talk.json")
        let site = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        XCTAssertFalse(site.diagnostics.hasErrors, DiagnosticPrinter.render(site.diagnostics, format: .text))
        XCTAssertEqual(site.site.languages, ["en", "zh-Hans", "fr"])
        let warning = try XCTUnwrap(site.diagnostics.first { $0.identifier == "manifest.languages.unlisted" })
        XCTAssertEqual(warning.formatted, "Content/concord.yml:3:1: warning: found 1 document in 'fr', which 'languages' does not list; it gets a 'fr' part of the site after the listed languages [manifest.languages.unlisted]\n    note: in 'fr': Content/talks/fr-talk.json")
        let home = try XCTUnwrap(SiteFixture.text(site, "en/index.html"))
        XCTAssertTrue(home.contains("href=\"../fr/demo-fr-1-fr.html\""))
        XCTAssertNotNil(SiteFixture.text(site, "fr/demo-fr-1-fr.html"), "the page the home page leads to is written")
    }

    /// The site's search index, compared with (or, with CONCORD_REGENERATE_FIXTURES=1, written to)
    /// `Tests/Search/Fixtures/languages/<language>/search/`, where the Node tests query it.
    private func keepIndex(_ site: BuiltSite, as language: String) throws {
        let root = URL(fileURLWithPath: SiteFixture.packageRoot).appendingPathComponent("Tests/Search/Fixtures/languages/" + language)
        let files = site.files.filter { $0.path.hasPrefix("search/") }
        XCTAssertFalse(files.isEmpty)
        if ProcessInfo.processInfo.environment["CONCORD_REGENERATE_FIXTURES"] == "1" {
            try? FileManager.default.removeItem(at: root)
            for file in files {
                let url = root.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.data.write(to: url)
            }
        }
        for file in files {
            XCTAssertEqual(try? Data(contentsOf: root.appendingPathComponent(file.path)), file.data,
                           "stale \(language) index fixture \(file.path): run with CONCORD_REGENERATE_FIXTURES=1")
        }
    }
}

/// Pages in other alphabets, with no language in their names or folders: each is in its own language, found
/// from its letters, named in Latin letters, and listed by its language's own name.
final class OtherAlphabetTests: XCTestCase {
    func testPagesInOtherAlphabetsAreInTheirLanguages() throws {
        let disk = DiskFileSystem()
        let fs = try SiteFixture.seedFileSystem(without: try disk.walk(Path.join(SiteFixture.packageRoot, "Content"))
            .filter { $0.kind == .file }.map { "Content/" + $0.path })
        let pages = [
            "Content/install.md": "# Installation\n\nThis page explains how to install the program on your computer.\n",
            "Content/установка.md": "# Установка\n\nЭта страница объясняет, как установить программу на ваш компьютер. Установки хранятся в папке.\n",
            "Content/التثبيت.md": "# التثبيت\n\nتشرح هذه الصفحة كيفية تثبيت البرنامج على جهاز الكمبيوتر الخاص بك.\n",
            "Content/տեղադրում.md": "# Տեղադրում\n\nԱյս էջը բացատրում է, թե ինչպես տեղադրել ծրագիրը ձեր համակարգչում։\n",
        ]
        for (path, text) in pages { try fs.write(Data(text.utf8), to: path) }
        let site = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        XCTAssertFalse(site.diagnostics.hasErrors, DiagnosticPrinter.render(site.diagnostics, format: .text))
        XCTAssertEqual(Set(site.site.languages), ["en", "ru", "ar", "hy"])
        let russian = try XCTUnwrap(SiteFixture.text(site, "ru/ustanovka.html"))
        XCTAssertTrue(russian.contains("<html lang=\"ru\""))
        XCTAssertTrue(russian.contains("Главная") && russian.contains("Перейти к содержимому"), "Russian interface strings")
        // Armenian has none in the theme: its pages borrow English's, with a warning.
        XCTAssertEqual(site.diagnostics.filter { $0.identifier == "strings.language.missing" }.map(\.summary),
                       ["found no interface strings for 'hy', expected strings/hy.yml; its pages use en's"])
        let armenian = try XCTUnwrap(site.files.first { $0.path.hasPrefix("hy/") && $0.path.hasSuffix(".html") && !$0.path.hasSuffix("index.html")
                                                        && !$0.path.hasSuffix("search.html") && !$0.path.hasSuffix("glossary.html") })
        XCTAssertTrue(String(decoding: armenian.data, as: UTF8.self).contains("Skip to content"), armenian.path)
        let arabic = try XCTUnwrap(SiteFixture.text(site, "ar/altthbyt.html"))
        XCTAssertTrue(arabic.contains("<html lang=\"ar\" dir=\"rtl\""))
        XCTAssertTrue(arabic.contains("الرئيسية"), "Arabic interface strings")
        let english = try XCTUnwrap(SiteFixture.text(site, "en/installation.html"))
        XCTAssertTrue(english.contains("lang=\"ru\" data-lang-switch=\"ru\"") && english.contains(">Русский</a>"), "the switcher names Russian in Russian")
        let manifest = try XCTUnwrap(SiteFixture.text(site, "search/manifest.js"))
        XCTAssertTrue(manifest.contains(#""name":"Русский","script":"Cyrl""#), manifest)
    }
}
