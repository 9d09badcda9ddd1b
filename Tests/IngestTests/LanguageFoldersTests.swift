import Diagnostics
import FileIO
import Ingest
import TextAnalysis
import XCTest

/// A page's language from the folders and file names translated libraries use, where the text alone would
/// mislead (Russian and Polish have no function words Concord knows; Polish reads as Portuguese).
final class LanguageFoldersTests: XCTestCase {
    static let english = "# Layouts\n\nLayouts are components that hold the structure of a page, and they are reused across pages.\n"
    static let russian = "# Макеты\n\nМакеты — это компоненты, которые задают структуру страницы и используются на многих страницах.\n"
    static let polish = "# Układy\n\nUkłady to komponenty, które nadają stronie strukturę i są używane na wielu stronach.\n"

    func read(_ files: [String: String]) -> [String: String] {
        var problems: [Diagnostic] = []
        let content = ContentReader(fileSystem: MemoryFileSystem(files.mapKeys { "Content/" + $0 }), root: "Content").read(problems: &problems)
        return Dictionary(uniqueKeysWithValues: content.documents.map { ($0.path.replacingOccurrences(of: "Content/", with: ""), $0.language) })
    }

    func testMirroredLanguageFoldersStateTheLanguage() {
        let languages = read([
            "docs/en/basics/layouts.md": Self.english, "docs/en/basics/pages.md": Self.english,
            "docs/ru/basics/layouts.md": Self.russian, "docs/ru/basics/pages.md": Self.russian,
            "docs/pl/basics/layouts.md": Self.polish, "docs/pl/basics/pages.md": Self.polish,
            // A page only the Polish folder has is Polish too.
            "docs/pl/basics/extra.md": Self.polish,
            // Front matter says otherwise: it wins.
            "docs/pl/basics/notes.md": "---\nlang: en\n---\n" + Self.english,
        ])
        XCTAssertEqual(languages, [
            "docs/en/basics/layouts.md": "en", "docs/en/basics/pages.md": "en",
            "docs/ru/basics/layouts.md": "ru", "docs/ru/basics/pages.md": "ru",
            "docs/pl/basics/layouts.md": "pl", "docs/pl/basics/pages.md": "pl", "docs/pl/basics/extra.md": "pl",
            "docs/pl/basics/notes.md": "en",
        ])
    }

    /// Starlight's `pt-br/` and `pt-pt/`: two languages, each named by its folder, where they were one ('pt') whose
    /// pages each had two translations, one shown on its own, and links to them went nowhere. So are a `pt/` and a
    /// `pt-br/`.
    func testTwoRegionsOfOneLanguageAreTwoLanguages() {
        let portuguese = "# Layouts\n\nOs layouts são componentes que dão estrutura a uma página e são usados em muitas páginas.\n"
        XCTAssertEqual(read(["en/layouts.md": Self.english, "en/pages.md": Self.english,
                             "pt-br/layouts.md": portuguese, "pt-br/pages.md": portuguese,
                             "pt-pt/layouts.md": portuguese, "pt-pt/pages.md": portuguese]), [
            "en/layouts.md": "en", "en/pages.md": "en", "pt-br/layouts.md": "pt-BR", "pt-br/pages.md": "pt-BR",
            "pt-pt/layouts.md": "pt-PT", "pt-pt/pages.md": "pt-PT",
        ])
        XCTAssertEqual(read(["en/layouts.md": Self.english, "en/pages.md": Self.english,
                             "pt/layouts.md": portuguese, "pt/pages.md": portuguese,
                             "pt-br/layouts.md": portuguese, "pt-br/pages.md": portuguese]), [
            "en/layouts.md": "en", "en/pages.md": "en", "pt/layouts.md": "pt", "pt/pages.md": "pt",
            "pt-br/layouts.md": "pt-BR", "pt-br/pages.md": "pt-BR",
        ])
        XCTAssertEqual(Languages.name("pt-BR"), "Português (Brasil)")
        XCTAssertEqual(Languages.name("pt"), "Português")
        XCTAssertEqual(Languages.name("zh-CN"), Languages.name("zh-Hans"))
    }

    /// tldr-pages keeps Norwegian in `pages.no/` and `pages.nb/`: two ISO 639-1 codes the table reads as one language
    /// (Bokmål). Merged, every page had two Norwegian translations (323 warnings) and one of them stood on its own in
    /// the Bokmål tree; as the author named them, they are two languages, each with its own name. Codes that are no
    /// ISO 639-1 code (`cn` for Chinese) still join the language they stand for.
    func testTwoCodesOfOneLanguageAreTwoLanguages() {
        let norwegian = "# Oppsett\n\nOppsett er komponenter som gir en side struktur, og de brukes på mange sider.\n"
        XCTAssertEqual(read(["pages/layouts.md": Self.english, "pages/pages.md": Self.english,
                             "pages.no/layouts.md": norwegian, "pages.no/pages.md": norwegian,
                             "pages.nb/layouts.md": norwegian, "pages.nb/pages.md": norwegian]), [
            "pages/layouts.md": "en", "pages/pages.md": "en", "pages.no/layouts.md": "no", "pages.no/pages.md": "no",
            "pages.nb/layouts.md": "nb", "pages.nb/pages.md": "nb",
        ])
        XCTAssertEqual(read(["en/layouts.md": Self.english, "en/pages.md": Self.english, "no/layouts.md": norwegian, "no/pages.md": norwegian]),
                       ["en/layouts.md": "en", "en/pages.md": "en", "no/layouts.md": "nb", "no/pages.md": "nb"], "alone, 'no' is the table's Norwegian")
        XCTAssertNotEqual(Languages.name("no"), Languages.name("nb"))
        XCTAssertEqual(Languages.name("nb"), "Norsk bokmål")
    }

    /// tldr-pages: `pages.de/` beside `pages/` is German, and `pages/` one language, the one nine in ten of its pages
    /// read as: a page of a command and a line of text that reads as Portuguese is English there.
    func testFoldersNamedForALanguageAfterADotAndTheFolderTheyMirror() {
        var files: [String: String] = [:]
        for n in 1...10 {
            files["pages/common/tool\(n).md"] = "# tool\(n)\n\n> This tool copies the files of a project and shows what it did.\n\n- Copy the files:\n\n`tool\(n) {{path}}`\n"
        }
        files["pages/common/dns.md"] = "# dns\n\n> Cliente de DNS para os humanos, escrito em Go.\n\n- Consultar:\n\n`dns {{example.com}}`\n"
        files["pages.de/common/tool1.md"] = "# tool1\n\n> Dieses Werkzeug kopiert die Dateien eines Projekts und zeigt, was es getan hat.\n"
        files["pages.de/common/tool2.md"] = "# tool2\n\n> Dieses Werkzeug kopiert die Dateien eines Projekts und zeigt, was es getan hat.\n"
        let languages = read(files)
        XCTAssertEqual(languages["pages.de/common/tool1.md"], "de")
        XCTAssertEqual(languages["pages/common/dns.md"], "en")
        XCTAssertEqual(Set(languages.filter { $0.key.hasPrefix("pages/") }.values), ["en"])
    }

    func testSuffixesAndTranslationFoldersStateTheLanguage() {
        let languages = read([
            "layouts.md": Self.english, "layouts.ru.md": Self.russian,
            "i18n/pl/docusaurus-plugin-content-docs/current/layouts.md": Self.polish,
        ])
        XCTAssertEqual(languages, ["layouts.md": "en", "layouts.ru.md": "ru", "i18n/pl/docusaurus-plugin-content-docs/current/layouts.md": "pl"])
    }

    /// A suffix beside its original names the language of an English page that kept a few Chinese lines (TDesign's
    /// `notification.en-US.md`: both were Chinese, unpaired); a Chinese page with a suffix saying English stays Chinese.
    func testASuffixBesideItsOriginalOverrulesAFewLinesOfChinese() {
        let chinese = "# 通知\n\n通知用于向用户展示全局的消息提示。\n\n同时也支持 `this.$notification`。\n"
        let english = "# Notification\n\n## Methods\n\n同时也支持 `this.$notification`。\n"
        XCTAssertEqual(read(["notification.md": chinese, "notification.en-US.md": english]),
                       ["notification.md": "zh-Hans", "notification.en-US.md": "en"])
        XCTAssertEqual(read(["message.md": chinese, "message.en-US.md": chinese]), ["message.md": "zh-Hans", "message.en-US.md": "zh-Hans"])
        // Beside its namesake in the other language, both suffixed (Arco Design's `README.en-US.md` and `README.zh-CN.md`).
        XCTAssertEqual(read(["hook/README.zh-CN.md": chinese, "hook/README.en-US.md": english]),
                       ["hook/README.zh-CN.md": "zh-Hans", "hook/README.en-US.md": "en"])
        XCTAssertEqual(read(["tip/README.zh-CN.md": chinese, "tip/README.en-US.md": chinese]),
                       ["tip/README.zh-CN.md": "zh-Hans", "tip/README.en-US.md": "zh-Hans"])
    }

    /// Language suffixes of file names: after a dot any code, after a hyphen or underscore a code with its region
    /// or script; and a suffixed README or index takes its folder's name, not "README en US" or "US".
    func testLanguageSuffixesOfFileNames() {
        func suffix(_ stem: String) -> String? { LanguageFolders.languageSuffix(Substring(stem)).map { "\($0.base) \($0.code)" } }
        XCTAssertEqual(suffix("index-en-US"), "index en-US")
        XCTAssertEqual(suffix("README_zh-CN"), "README zh-CN")
        XCTAssertEqual(suffix("index-zh-cn"), "index zh-cn")
        XCTAssertEqual(suffix("guide.zh-Hans"), "guide zh-Hans")
        XCTAssertEqual(suffix("layouts.ru"), "layouts ru")
        for stem in ["how-to", "zh-CN", "read-me", "sign-in-us", "tl-dr", "go-to-market", "index"] { XCTAssertNil(suffix(stem), stem) }
        XCTAssertEqual(MarkdownReader.humanisedName("components/Button/README.en-US.md"), "Button")
        XCTAssertEqual(MarkdownReader.humanisedName("components/toast/index.en-US.md"), "Toast")
        XCTAssertEqual(MarkdownReader.humanisedName("docs/setup-guide-zh-CN.md"), "Setup guide")
    }

    func testFoldersThatOnlyLookLikeLanguagesDoNot() {
        let languages = read([
            // `it` and `id` are language codes, but one English page each is no translated library.
            "it/index.md": Self.english, "id/index.md": Self.english,
            // Unmirrored folders named like codes say nothing.
            "to/do.md": Self.english, "no/entry.md": Self.english,
            // Chinese text stays Chinese whatever its folder.
            "en/colour.md": Self.english, "de/colour.md": "# 颜色\n\n颜色传达含义，也让界面层次分明。\n", "de/more.md": Self.english.replacingOccurrences(of: "Layouts", with: "Mehr"),
        ])
        XCTAssertEqual(languages, ["it/index.md": "en", "id/index.md": "en", "to/do.md": "en", "no/entry.md": "en",
                                   "en/colour.md": "en", "de/colour.md": "zh-Hans", "de/more.md": "en"])
        // A handbook's HR and IT sections mirror each other, in English: no folder reads as its language.
        let handbook = read(["handbook/hr/onboarding.md": Self.english, "handbook/hr/faq.md": Self.english,
                             "handbook/it/onboarding.md": Self.english, "handbook/it/faq.md": Self.english])
        XCTAssertEqual(Set(handbook.values), ["en"])
        // A one-page translation in another script is evidence enough.
        XCTAssertEqual(read(["en/index.md": Self.english, "ru/index.md": Self.russian])["ru/index.md"], "ru")
    }
}

private extension Dictionary {
    func mapKeys(_ transform: (Key) -> Key) -> [Key: Value] { Dictionary(uniqueKeysWithValues: map { (transform($0.key), $0.value) }) }
}

/// The site's first language, when `concord.yml` names none: the one most pages are in.
final class SiteLanguagesTests: XCTestCase {
    func testMostPagesDecideTheFirstLanguage() {
        func doc(_ id: String, _ language: String, _ kind: DocumentKind = .guideline) -> Document {
            Document(id: id, path: id + ".md", kind: kind, language: language, title: id, blocks: [])
        }
        let manifest = SiteManifest()
        // A Chinese library with one English page is a Chinese site.
        XCTAssertEqual(manifest.siteLanguages(documents: [doc("a", "zh-Hans"), doc("b", "zh-Hans"), doc("c", "en")]), ["zh-Hans", "en"])
        // Pages decide, not talks; a tie goes to English.
        XCTAssertEqual(manifest.siteLanguages(documents: [doc("a", "en"), doc("b", "zh-Hans"), doc("t1", "zh-Hans", .transcript), doc("t2", "zh-Hans", .transcript)]),
                       ["en", "zh-Hans"])
        XCTAssertEqual(manifest.siteLanguages(documents: [doc("a", "ru"), doc("b", "ru"), doc("c", "en"), doc("d", "fr")]), ["ru", "en", "fr"])
        // Pages with text count, not a translation's stubs or the README atop a language's folder: the Rust book's
        // Chinese translation (a title-only preface and a translators' README: 115 files against 113) is not the
        // original; ECharts' Chinese docs (209 pages, the English ones 204 with five "TODO") are.
        func page(_ path: String, _ language: String, _ text: String = "A page about something, long enough to count.") -> Document {
            Document(id: path, path: path, kind: .guideline, language: language, title: path, blocks: text.isEmpty ? [] : [Block(kind: .paragraph, text: text, line: 1)])
        }
        var rust = (0..<113).map { page("en/ch\($0).md", "en") } + (0..<113).map { page("zh-cn/ch\($0).md", "zh-Hans") }
        rust += [page("zh-cn/PREFACE.md", "zh-Hans", ""), page("zh-cn/README.md", "zh-Hans")]
        XCTAssertEqual(manifest.siteLanguages(documents: rust), ["en", "zh-Hans"])
        var echarts = (0..<209).map { page("zh/t\($0).md", "zh-Hans") } + (0..<199).map { page("en/t\($0).md", "en") }
        echarts += (0..<5).map { page("en/todo\($0).md", "en", "TODO") }
        XCTAssertEqual(manifest.siteLanguages(documents: echarts), ["zh-Hans", "en"])
        // Within 2 %, English: Obsidian's Chinese help vault has two lists of names of its own (177 pages against 175).
        let obsidian = (0..<175).map { page("en/n\($0).md", "en") } + (0..<177).map { page("zh/n\($0).md", "zh-Hans") }
        XCTAssertEqual(manifest.siteLanguages(documents: obsidian), ["en", "zh-Hans"])
        // Pages that name their source are translations: they do not count.
        var translated = [doc("a", "en"), doc("b", "en"), doc("c", "zh-Hans"), doc("d", "zh-Hans"), doc("e", "zh-Hans")]
        translated[2].translationOf = "a"
        translated[3].translationOf = "b"
        XCTAssertEqual(manifest.siteLanguages(documents: translated), ["en", "zh-Hans"])
        // Pages that are translations by their path do not count while others are there: Docusaurus keeps a full copy
        // per language under `i18n/` (AdGuard's knowledge base: Portuguese had one page more than English).
        let docusaurus = [Document(id: "a", path: "docs/a.md", kind: .guideline, language: "en", title: "a", blocks: []),
                          Document(id: "a", path: "i18n/pt/docusaurus-plugin-content-docs/current/a.md", kind: .guideline, language: "pt", title: "a", blocks: []),
                          Document(id: "b", path: "i18n/pt/docusaurus-plugin-content-docs/current/b.md", kind: .guideline, language: "pt", title: "b", blocks: []),
                          Document(id: "a", path: "docs/a.de.md", kind: .guideline, language: "de", title: "a", blocks: []),
                          Document(id: "b", path: "docs/b.de.md", kind: .guideline, language: "de", title: "b", blocks: [])]
        XCTAssertEqual(manifest.siteLanguages(documents: docusaurus), ["en", "pt", "de"])
        XCTAssertTrue(LanguageFolders.isTranslationByPath("i18n/pt/docusaurus-plugin-content-docs/current/a.md"))
        XCTAssertTrue(LanguageFolders.isTranslationByPath("docs/a.de.md"))
        XCTAssertFalse(LanguageFolders.isTranslationByPath("docs/en/a.md"))
        XCTAssertFalse(LanguageFolders.isTranslationByPath("docs/a.md"))
        // concord.yml's order stands.
        var declared = SiteManifest()
        declared.languages = ["en", "zh-Hans"]
        declared.languagesDeclared = true
        XCTAssertEqual(declared.siteLanguages(documents: [doc("a", "zh-Hans"), doc("b", "zh-Hans"), doc("c", "en")]), ["en", "zh-Hans"])
    }
}
