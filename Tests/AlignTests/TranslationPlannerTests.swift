@testable import Align
import Diagnostics
import FileIO
import Ingest
import Support
import XCTest

/// Pairing by the file layouts people use, by what a bilingual file states, and the warnings on bad input.
/// No glossary and no lexicon here: these pairs must not need either.
final class TranslationPlannerTests: XCTestCase {
    static let english = """
        # Chips

        Chips are compact elements that represent an input, attribute, or action.

        ## Usage

        Chips allow users to enter information, make selections, filter content, or trigger actions.
        """
    static let chinese = """
        # 纸片

        纸片是用于表示输入、属性或操作的较紧凑的元素。

        ## 用法

        纸片使用户可以输入信息、进行选择、过滤内容或触发操作。
        """
    /// German that reads as German (its function words), whatever page it stands in for.
    static let germanText = "Die Autoskalierung ist die Fähigkeit eines Systems, sich automatisch an die Last anzupassen. Sie ist nicht nur für große Dienste wichtig, und sie wird auch von kleinen Teams mit einer Cloud genutzt, die sich das leisten können.\n"
    static let other = """
        # Color

        Color helps people understand hierarchy and state.

        ## Usage

        Use color to express importance.
        """

    func plan(_ files: [String: String], problems: inout [Diagnostic]) throws -> [TranslationPlan] {
        let fs = MemoryFileSystem()
        for (path, text) in files { try fs.write(Data(text.utf8), to: "content/" + path) }
        let content = ContentReader(fileSystem: fs, root: "content").read(problems: &problems)
        // The site's first language, as the build gives it (a Chinese library whose English pages are suffixed is Chinese).
        return TranslationPlanner.plan(content.documents, glossary: Glossary(), defaultLanguage: content.manifest.languages.first ?? "en",
                                       drafts: content.drafts, problems: &problems)
    }

    func pairs(_ files: [String: String]) throws -> [String] {
        var problems: [Diagnostic] = []
        let plans = try plan(files, problems: &problems)
        XCTAssertEqual(problems.filter { $0.identifier.hasPrefix("align") }.map(\.formatted), [])
        return plans.map { "\($0.translation.path) → \($0.source.path)" }.sorted()
    }

    func testLanguageSuffixBesideSource() throws {
        XCTAssertEqual(try pairs(["chips.md": Self.english, "color.md": Self.other, "chips.zh-Hans.md": Self.chinese]),
                       ["content/chips.zh-Hans.md → content/chips.md"])
        XCTAssertEqual(try pairs(["a/chips.md": Self.english, "a/color.md": Self.other, "a/color.zh.md": Self.chinese]),
                       ["content/a/color.zh.md → content/a/color.md"], "the file name decides, even against the content")
    }

    /// Semi Design's layout: `index.md` in Chinese and `index-en-US.md` beside it, in every component's folder. The
    /// hyphen form paired nothing, and pages of neighbouring components were paired by their words instead.
    func testHyphenatedLanguageSuffixBesideSource() throws {
        let chineseColor = "# 颜色\n\n颜色传达含义，也让界面层次分明。用颜色区分状态，并保证足够的对比度。\n"
        XCTAssertEqual(try pairs(["chips/index.md": Self.chinese, "chips/index-en-US.md": Self.english,
                                  "color/index.md": chineseColor, "color/index-en-US.md": Self.other]),
                       ["content/chips/index-en-US.md → content/chips/index.md", "content/color/index-en-US.md → content/color/index.md"])
    }

    /// The original in a folder named for its language in English (the Rust book's Chinese translation keeps the
    /// English book in `english/src/`, its own chapters in `src/`): each chapter pairs with its namesake there, by
    /// name, not by its words (each compared with every English chapter took most of that build's seconds).
    func testOriginalInAFolderNamedForItsLanguage() throws {
        XCTAssertEqual(try pairs(["english/src/chips.md": Self.english, "english/src/color.md": Self.other, "english/src/more.md": Self.other,
                                  "src/chips.md": Self.chinese, "src/color.md": Self.chinese]),
                       ["content/src/chips.md → content/english/src/chips.md", "content/src/color.md → content/english/src/color.md"],
                       "the file name decides, even against the content")
        XCTAssertTrue(FileNameConventions.isLanguageComponent("english"))
        XCTAssertFalse(FileNameConventions.isLanguageComponent("englishes"))
    }

    /// A site whose original pages are Chinese: the English `README.md` translates the `README-zh_CN.md` beside it,
    /// by name, not the package's copy of the README with the same words (TDesign).
    func testAnEnglishTranslationBesideAChineseOriginalNamedForItsLanguage() throws {
        let chinese = "# 组件库\n\n这是适合桌面应用的组件库，在各种项目中使用，提供丰富的组件和完善的文档。\n"
        var problems: [Diagnostic] = []
        let plans = try plan(["README-zh_CN.md": chinese, "README.md": Self.english, "packages/kit/README.md": Self.english,
                              "guide/chips.md": Self.chinese, "guide/color.md": chinese, "guide/more.md": chinese], problems: &problems)
        XCTAssertEqual(plans.map { "\($0.translation.path) → \($0.source.path)" }, ["content/README.md → content/README-zh_CN.md"])
        // The package's copy translates nothing here.
        XCTAssertEqual(problems.filter { $0.identifier.hasPrefix("align") }.map(\.source), ["content/packages/kit/README.md"])
    }

    func testMirroredLanguageFolders() throws {
        XCTAssertEqual(try pairs(["en/guide/chips.md": Self.english, "en/guide/color.md": Self.other, "zh-Hans/guide/chips.md": Self.chinese]),
                       ["content/zh-Hans/guide/chips.md → content/en/guide/chips.md"])
        XCTAssertEqual(try pairs(["docs/chips.md": Self.english, "docs/color.md": Self.other,
                                  "i18n/zh-Hans/docusaurus-plugin-content-docs/current/chips.md": Self.chinese]),
                       ["content/i18n/zh-Hans/docusaurus-plugin-content-docs/current/chips.md → content/docs/chips.md"])
        // A folder named like a tag (`how-to`) is no language's: its index pairs with the mirrored one, not the root's.
        XCTAssertEqual(try pairs(["en/index.md": Self.other, "en/how-to/index.md": Self.english,
                                  "zh-Hans/index.md": "# 首页\n\n这是文档的首页，介绍框架的主要功能。\n", "zh-Hans/how-to/index.md": Self.chinese]),
                       ["content/zh-Hans/how-to/index.md → content/en/how-to/index.md", "content/zh-Hans/index.md → content/en/index.md"])
    }

    /// A tldr-pages page: a command, a line about it and an example.
    static func commandPage(_ name: String, _ line: String, _ example: String) -> String {
        "# \(name)\n\n> \(line)\n\n- \(example):\n\n`\(name) {{file1 file2}}`\n"
    }

    /// tldr-pages' layout: each language's pages in a folder named for it after a dot (`pages.de/`, `pages.pt_BR/`)
    /// beside the English `pages/`. Pages of one template (a command, a line, examples) pair by their names, not by
    /// the content that makes `tar` look like `zip`; two regions are two languages.
    func testFoldersNamedForTheirLanguageAfterADot() throws {
        let page = Self.commandPage
        var problems: [Diagnostic] = []
        let plans = try plan([
            "pages/common/tar.md": page("tar", "Archiving utility.", "Create an archive from files"),
            "pages/common/zip.md": page("zip", "Package and compress files.", "Add files to an archive"),
            "pages.de/common/tar.md": page("tar", "Archivierungswerkzeug.", "Erstelle ein Archiv aus Dateien"),
            "pages.de/common/zip.md": page("zip", "Dateien packen und komprimieren.", "Füge Dateien zu einem Archiv hinzu"),
            "pages.pt_BR/common/zip.md": page("zip", "Empacota e comprime arquivos.", "Adiciona arquivos a um arquivo"),
            "pages.pt_PT/common/zip.md": page("zip", "Empacota e comprime ficheiros.", "Adiciona ficheiros a um arquivo"),
        ], problems: &problems)
        XCTAssertEqual(plans.map { "\($0.translation.path) (\($0.translation.language)) → \($0.source.path)" }.sorted(), [
            "content/pages.de/common/tar.md (de) → content/pages/common/tar.md",
            "content/pages.de/common/zip.md (de) → content/pages/common/zip.md",
            "content/pages.pt_BR/common/zip.md (pt-BR) → content/pages/common/zip.md",
            "content/pages.pt_PT/common/zip.md (pt-PT) → content/pages/common/zip.md",
        ])
        XCTAssertEqual(LanguageFolders.dottedFolder("pages.pt_BR")?.base, "pages")
        XCTAssertNil(LanguageFolders.dottedFolder("v1.0"))
    }

    /// A name's last dotted part is a language only when it is a language's code: tldr's `r.zsh.md` (a zsh builtin)
    /// beside `r.md` (the R language) had read as `r.md` in a language `zsh`, and neither paired; platform pages
    /// (`button.ios.md`, `button.web.md`) would read alike. Codes with a region or script still count.
    func testADottedPartThatIsNoLanguageIsPartOfTheName() throws {
        let page = Self.commandPage
        var problems: [Diagnostic] = []
        let plans = try plan([
            "pages/common/r.md": page("r", "The R programming language interpreter.", "Start a REPL"),
            "pages/common/r.zsh.md": page("r", "Re-run a command of the zsh history.", "Run the last command again"),
            "pages.de/common/r.md": page("r", "Der Interpreter der Programmiersprache R.", "Starte eine REPL"),
            "pages.de/common/r.zsh.md": page("r", "Führt einen Befehl aus der Historie der zsh erneut aus.", "Führe den letzten Befehl erneut aus"),
            "pages/common/trunk.md": page("trunk", "Build and serve a web app written in Rust.", "Serve the app"),
            "pages/common/trunk.io.md": page("trunk", "Check and format code with Trunk.", "Check the code"),
            "pages.de/common/trunk.md": page("trunk", "Eine in Rust geschriebene Web-App bauen und ausliefern.", "Die App ausliefern"),
            "pages.de/common/trunk.io.md": page("trunk", "Code mit Trunk prüfen und formatieren.", "Den Code prüfen"),
        ], problems: &problems)
        XCTAssertEqual(plans.map { "\($0.translation.path) → \($0.source.path)" }.sorted(), [
            "content/pages.de/common/r.md → content/pages/common/r.md",
            "content/pages.de/common/r.zsh.md → content/pages/common/r.zsh.md",
            "content/pages.de/common/trunk.io.md → content/pages/common/trunk.io.md",
            "content/pages.de/common/trunk.md → content/pages/common/trunk.md",
        ])
        XCTAssertEqual(FileNameConventions.stem("docs/r.zsh.md").stem, "r.zsh")
        XCTAssertEqual(FileNameConventions.stem("ui/button.ios.md").stem, "button.ios")
        // tldr's `trunk.md`, `trunk.io.md` and `trunk.rs.md`: Ido's code is the `.io` of names.
        XCTAssertEqual(FileNameConventions.stem("common/trunk.io.md").stem, "trunk.io")
        XCTAssertFalse(FileNameConventions.stem("common/trunk.io.md").languageSuffix)
        XCTAssertNil(LanguageFolders.languageSuffix("socket.io"))
        for (path, stem) in [("chips.zh-Hans.md", "chips"), ("chips.zh.md", "chips"), ("talk.eng.md", "talk"), ("a.pt_BR.md", "a"),
                             ("a.zh-Hant-TW.md", "a"), ("index-en-US.md", "index")] {
            XCTAssertEqual(FileNameConventions.stem(path).stem, stem, path)
            XCTAssertTrue(FileNameConventions.stem(path).languageSuffix, path)
        }
    }

    /// A translation keeps the name its original had (the CNCF glossary's German `autoscaling.md` of
    /// `auto-scaling.md`, `containers.md` of `container.md`, Hindi `cloud native apps.md`): a near name pairs them,
    /// where no page has the exact one. Two near names are no pair.
    func testANearFileNameNamesTheSource() throws {
        let german = "# Autoskalierung\n\n" + Self.germanText
        var problems: [Diagnostic] = []
        XCTAssertEqual(try plan(["en/auto-scaling.md": Self.english, "en/color.md": Self.other, "en/container.md": Self.other + "\nContainers.\n",
                                  "en/cloud-native-apps.md": "# Cloud native apps\n\nApps made for the cloud.\n",
                                  "de/autoscaling.md": german, "de/color.md": "# Farbe\n\n" + Self.germanText, "zh-Hans/containers.md": Self.chinese,
                                  "hi/cloud native apps.md": "# क्लाउड नेटिव ऐप्स\n\nक्लाउड नेटिव ऐप्स के बारे में।\n", "hi/color.md": "# रंग\n\nरंग।\n"],
                                 problems: &problems).map { "\($0.translation.path) → \($0.source.path)" }.sorted(),
                       ["content/de/autoscaling.md → content/en/auto-scaling.md", "content/de/color.md → content/en/color.md",
                        "content/hi/cloud native apps.md → content/en/cloud-native-apps.md", "content/hi/color.md → content/en/color.md",
                        "content/zh-Hans/containers.md → content/en/container.md"])
        XCTAssertEqual(FileNameConventions.looseStem("Auto_Scaling"), FileNameConventions.looseStem("autoscaling"))
        XCTAssertEqual(FileNameConventions.looseStem("tightly-coupled-architectures"), FileNameConventions.looseStem("tightly-coupled-architecture"))
        XCTAssertEqual(FileNameConventions.looseStem("cloud native apps"), FileNameConventions.looseStem("cloud-native-apps"))
        XCTAssertNotEqual(FileNameConventions.looseStem("color"), FileNameConventions.looseStem("colors-and-type"))
        XCTAssertEqual(problems.filter { $0.identifier.hasPrefix("align") && $0.identifier != "align.translation.language" }.map(\.formatted), [])
        // `install.md` and `installation.md` are equally near `installing.md`: content decides, not the name.
        let plans = try plan(["en/install.md": Self.english, "en/installation.md": Self.other, "de/installing.md": german,
                              "de/install.md": german], problems: &problems)
        XCTAssertEqual(plans.map { "\($0.translation.path) → \($0.source.path)" }, ["content/de/install.md → content/en/install.md"])
    }

    /// The CNCF glossary's Chinese page of a draft (`draft: true`, not published) took the page its words came
    /// closest to (Containers as a Service was shown as the Chinese Shift Left): a translation named as a draft
    /// stands alone, and says why.
    func testATranslationOfADraftStandsAlone() throws {
        var problems: [Diagnostic] = []
        let plans = try plan(["en/chips.md": "---\ndraft: true\n---\n" + Self.english, "en/color.md": Self.other, "en/type.md": Self.other,
                              "en/motion.md": Self.other,
                              "zh-Hans/chips.md": Self.chinese, "zh-Hans/color.md": "# 颜色\n\n颜色帮助人们理解层次和状态。\n"], problems: &problems)
        XCTAssertEqual(plans.map { "\($0.translation.path) → \($0.source.path)" }, ["content/zh-Hans/color.md → content/en/color.md"])
        XCTAssertEqual(problems.filter { $0.identifier.hasPrefix("align") }.map(\.formatted),
                       ["content/zh-Hans/chips.md:1:1: warning: found a translation of content/en/chips.md, a draft that is not published; it is shown on its own [align.translation.draftSource]\n    note: 'drafts: true' in concord.yml publishes drafts, and pairs their translations"])
    }

    /// Pages of one template (a glossary's "What it is", "Problem it addresses") align on structure alike, and a
    /// language with no dictionary has little else: the pages a translation links to, named alike in every
    /// language (`/de/alpha/` and `/alpha/`), tell its source.
    func testLinksTellTheSourceAmongPagesOfOneTemplate() throws {
        let english = "Autoscaling is the ability of a system to adapt itself to the load automatically. It is not only important for large services, and it is also used by small teams with a cloud that can afford it.\n"
        func page(_ title: String, _ links: [String]) -> String {
            "# \(title)\n\n## What it is\n\nA mesh of " + links.map { "[\($0)](/\($0)/)" }.joined(separator: ", ") + ".\n\n## Problem it addresses\n\n" + english + "\n## How it helps\n\n" + english
        }
        let german = "# Dienstnetz\n\n## Was es ist\n\nEin Netz aus " + ["alpha", "beta", "gamma", "delta"].map { "[\($0)](/de/\($0)/)" }.joined(separator: ", ")
            + ".\n\n## Welches Problem es löst\n\n" + Self.germanText + "\n## Wie es hilft\n\n" + Self.germanText
        var problems: [Diagnostic] = []
        let plans = try plan(["en/mesh.md": page("Mesh", ["alpha", "beta", "gamma", "delta"]),
                              "en/proxy.md": page("Proxy", ["epsilon", "zeta", "eta", "theta"]),
                              "en/index.md": "# Glossary\n\nTerms.\n", "de/index.md": "# Glossar\n\n" + Self.germanText,
                              "de/dienstnetz.md": german], problems: &problems)
        XCTAssertEqual(plans.map { "\($0.translation.path) → \($0.source.path)" }.sorted(),
                       ["content/de/dienstnetz.md → content/en/mesh.md", "content/de/index.md → content/en/index.md"])
        print(problems.map(\.formatted).joined(separator: "\n"))
        XCTAssertEqual(LinkKeys.key("/zh-cn/container/"), "page:container")
        XCTAssertEqual(LinkKeys.key("../container.md#what-it-is"), "page:container")
        XCTAssertEqual(LinkKeys.key("guides/index.md"), "page:guides")
        XCTAssertEqual(LinkKeys.key("https://docs.astro.build/de/guides/?x=1"), "site:docs.astro.build/guides")
        XCTAssertNil(LinkKeys.key("#usage"))
        XCTAssertNil(LinkKeys.key("mailto:a@b.org"))
    }

    /// VitePress' layout: English at the root, Chinese under `zh/`. A Chinese folder whose English pages are not in
    /// the repository (Vue Router's `zh/api/`, generated in English) mirrors nothing: its index is no translation of
    /// the home page, which its own Chinese copy translates (the build failed on two pages for one URL). Short
    /// folder names (`api`, `src`, `lib`) are no languages; `zh`, `eng` and `zh-Hans` are.
    func testAFolderTheOriginalLacksMirrorsNothing() throws {
        var problems: [Diagnostic] = []
        let plans = try plan(["index.md": Self.english, "color.md": Self.other, "zh/index.md": Self.chinese,
                              "zh/api/index.md": "# API 文档\n\n- [导航失败类型](enums/failure.md)\n- [路由](interfaces/router.md)\n"],
                             problems: &problems)
        XCTAssertEqual(plans.map { "\($0.translation.path) → \($0.source.path)" }, ["content/zh/index.md → content/index.md"])
        XCTAssertEqual(problems.filter { $0.identifier == "align.translation.duplicate" }.map(\.formatted), [])
        for name in ["api", "src", "lib", "cli", "app", "docs"] { XCTAssertFalse(FileNameConventions.isLanguageComponent(Substring(name)), name) }
        for name in ["zh", "en", "eng", "zho", "zh-Hans", "pt-br", "i18n", "current"] { XCTAssertTrue(FileNameConventions.isLanguageComponent(Substring(name)), name) }
    }

    /// Two pages of one language that translate the same page: the one its layout names is the translation, the
    /// other is shown on its own with a warning (Kubernetes' Japanese objects page went missing from the site).
    func testASecondTranslationOfOnePageIsShownOnItsOwn() throws {
        let chineseCopy = "---\nlang: zh-Hans\ntranslationOf: chips\n---\n# 纸片简介\n\n纸片是用于表示输入、属性或操作的较紧凑的元素。\n"
        var problems: [Diagnostic] = []
        let plans = try plan(["chips.md": Self.english, "color.md": Self.other, "chips.zh-Hans.md": Self.chinese,
                              "notes/chips-intro.md": chineseCopy], problems: &problems)
        XCTAssertEqual(plans.map { "\($0.translation.path) → \($0.source.path)" }, ["content/notes/chips-intro.md → content/chips.md"])
        XCTAssertEqual(problems.filter { $0.identifier.hasPrefix("align") }.map(\.formatted),
                       ["content/chips.zh-Hans.md:1:1: warning: found a second page in 'zh-Hans' that translates 'content/chips.md', after content/notes/chips-intro.md; it is shown on its own [align.translation.duplicate]\n    note: name its source with 'translationOf' in front matter if it is the translation"])
    }

    /// A folder's listing (an index page without text, filled with links) never wins over a page with text that
    /// translates the same page (Kubernetes' Japanese `_index.md` and its `kubernetes-objects.md`).
    func testAListingLosesToAPageWithText() throws {
        var problems: [Diagnostic] = []
        let english = "# Objects\n\nKubernetes objects are persistent entities in Kubernetes 1.30, such as Pods, Deployments and ReplicaSets.\n\n## Spec\n\nRun kubectl apply -f deployment.yaml with apiVersion apps/v1 and 3 replicas.\n"
        let chinese = "# 理解 Kubernetes 对象\n\n在 Kubernetes 1.30 中，Kubernetes 对象是持久化的实体，例如 Pods、Deployments 和 ReplicaSets。\n\n## Spec\n\n运行 kubectl apply -f deployment.yaml，使用 apiVersion apps/v1 和 3 个副本。\n"
        let plans = try plan(["en/objects/_index.md": english, "en/objects/color.md": Self.other,
                              "zh-Hans/objects/_index.md": "---\ntitle: 对象\n---\n", "zh-Hans/objects/kubernetes-objects.md": chinese],
                             problems: &problems)
        XCTAssertEqual(plans.map { "\($0.translation.path) → \($0.source.path)" }, ["content/zh-Hans/objects/kubernetes-objects.md → content/en/objects/_index.md"],
                       problems.map(\.formatted).joined(separator: "\n"))
        XCTAssertEqual(problems.filter { $0.identifier == "align.translation.duplicate" }.map(\.source), ["content/zh-Hans/objects/_index.md"])
    }

    /// A library translated into several languages mirrors each page in all of them: every translation is paired
    /// with the page in the site's language, never with a sibling translation sharing as many folders.
    func testSeveralTranslationsPairWithTheOriginal() throws {
        let french = "---\nlang: fr\n---\n# Puces\n\nLes puces sont des éléments compacts.\n"
        var problems: [Diagnostic] = []
        let plans = try plan(["en/guide/chips.md": Self.english, "en/guide/color.md": Self.other,
                              "zh-Hans/guide/chips.md": Self.chinese, "fr/guide/chips.md": french], problems: &problems)
        XCTAssertEqual(plans.map { "\($0.translation.path) → \($0.source.path)" }.sorted(),
                       ["content/fr/guide/chips.md → content/en/guide/chips.md", "content/zh-Hans/guide/chips.md → content/en/guide/chips.md"])
        XCTAssertEqual(problems.map(\.identifier), ["align.translation.language"])
    }

    /// Docusaurus keeps a full copy of the docs per language under `i18n/<tag>/docusaurus-plugin-content-docs/current/`.
    /// With more Portuguese pages than English ones the English `docs/` are still the originals, and each copy pairs
    /// with its page there, not with another language's copy (which shares one folder more).
    func testDocusaurusCopiesPairWithTheDocsFolder() throws {
        let portuguese = "# Fichas\n\nAs fichas são elementos compactos que representam uma entrada, um atributo ou uma ação.\n"
        let french = "# Puces\n\nLes puces sont des éléments compacts qui représentent une entrée, un attribut ou une action.\n"
        let current = "docusaurus-plugin-content-docs/current/"
        var problems: [Diagnostic] = []
        let fs = MemoryFileSystem()
        for (path, text) in ["docs/guide/chips.md": Self.english, "docs/guide/color.md": Self.other,
                             "i18n/pt/\(current)guide/chips.md": portuguese, "i18n/pt/\(current)guide/color.md": portuguese,
                             "i18n/pt/\(current)guide/extra.md": portuguese, "i18n/fr/\(current)guide/chips.md": french] {
            try fs.write(Data(text.utf8), to: "content/" + path)
        }
        let content = ContentReader(fileSystem: fs, root: "content").read(problems: &problems)
        XCTAssertEqual(content.manifest.defaultLanguage, "en")
        let plans = TranslationPlanner.plan(content.documents, glossary: Glossary(), defaultLanguage: content.manifest.defaultLanguage, problems: &problems)
        XCTAssertEqual(plans.map { "\($0.translation.path) → \($0.source.path)" }.sorted(), [
            "content/i18n/fr/\(current)guide/chips.md → content/docs/guide/chips.md",
            "content/i18n/pt/\(current)guide/chips.md → content/docs/guide/chips.md",
            "content/i18n/pt/\(current)guide/color.md → content/docs/guide/color.md",
        ])
    }

    /// With versioned docs, `current/` mirrors `docs/` and `version-N/` mirrors `versioned_docs/version-N/`, though an
    /// old version's page is the same text (KCL's site: 133 of 136 Chinese pages tied with their copies, unpaired).
    func testDocusaurusVersionsPairWithTheirOwnVersion() throws {
        var problems: [Diagnostic] = []
        let fs = MemoryFileSystem()
        let zh = "i18n/zh-Hans/docusaurus-plugin-content-docs/"
        for (path, text) in ["docs/guide/chips.md": Self.english, "versioned_docs/version-0.9/guide/chips.md": Self.english,
                             zh + "current/guide/chips.md": Self.chinese, zh + "version-0.9/guide/chips.md": Self.chinese] {
            try fs.write(Data(text.utf8), to: "content/" + path)
        }
        let content = ContentReader(fileSystem: fs, root: "content").read(problems: &problems)
        let plans = TranslationPlanner.plan(content.documents, glossary: Glossary(), defaultLanguage: content.manifest.defaultLanguage, problems: &problems)
        XCTAssertEqual(plans.map { "\($0.translation.path) → \($0.source.path)" }.sorted(), [
            "content/\(zh)current/guide/chips.md → content/docs/guide/chips.md",
            "content/\(zh)version-0.9/guide/chips.md → content/versioned_docs/version-0.9/guide/chips.md",
        ])
    }

    /// Alignments are kept between builds: the same pair is not aligned again, an edited one is, and the plans
    /// are the same either way.
    func testAlignmentsAreReusedFromTheCache() throws {
        var problems: [Diagnostic] = []
        let files = ["chips.md": Self.english, "chips.zh-Hans.md": Self.chinese,
                     "color.md": "# Color\n\nColor helps people understand hierarchy. It also shows state, such as errors.\n\n## Usage\n\nUse color to express importance.\n",
                     "color.zh-Hans.md": "# 颜色\n\n颜色帮助用户理解层次。它也表示状态，例如错误。\n\n## 用法\n\n用颜色表达重要性。\n"]
        let fs = MemoryFileSystem()
        for (path, text) in files { try fs.write(Data(text.utf8), to: "content/" + path) }
        let documents = ContentReader(fileSystem: fs, root: "content").read(problems: &problems).documents
        let cache = MemoryProductCache()
        // The fixture dictionary links the pages' sentences; its identity is part of the key.
        var lexicon = try TranslationLexiconTests.fixtureLexicon()
        lexicon.identity = "fixture"
        let fresh = TranslationPlanner.plan(documents, glossary: Glossary(), lexicon: lexicon, problems: &problems)
        let first = TranslationPlanner.plan(documents, glossary: Glossary(), lexicon: lexicon, cache: cache, problems: &problems)
        XCTAssertEqual(cache.keys("translations").count, 2)
        XCTAssertEqual(cache.hits(of: "translations"), 0)
        let again = TranslationPlanner.plan(documents, glossary: Glossary(), lexicon: lexicon, cache: cache, problems: &problems)
        XCTAssertEqual(cache.hits(of: "translations"), 2)
        for plans in [first, again] {
            XCTAssertEqual(plans.map(\.alignment), fresh.map(\.alignment))
            XCTAssertEqual(plans.map { $0.pairs.map { "\($0.source)→\($0.translation)" } }, fresh.map { $0.pairs.map { "\($0.source)→\($0.translation)" } })
        }
        XCTAssertTrue(fresh.contains { ($0.alignment?.links ?? []).contains { !$0.sentences.isEmpty } }, "sentence links are kept too")
        // An edited translation is aligned again; the other pair is reused.
        var edited = documents
        let k = try XCTUnwrap(edited.firstIndex { $0.path == "content/color.zh-Hans.md" })
        edited[k].blocks[1].text = "颜色帮助用户理解层次。"
        _ = TranslationPlanner.plan(edited, glossary: Glossary(), lexicon: lexicon, cache: cache, problems: &problems)
        XCTAssertEqual(cache.keys("translations").count, 3)
        XCTAssertEqual(cache.hits(of: "translations"), 3)
        // Another dictionary is another key.
        lexicon.identity = "other"
        _ = TranslationPlanner.plan(documents, glossary: Glossary(), lexicon: lexicon, cache: cache, problems: &problems)
        XCTAssertEqual(cache.keys("translations").count, 5)
    }

    /// A translation found by its content ranks every page by its profile: profiles are kept between builds, read
    /// back as they were made, and the pairs are the same either way.
    func testProfilesAreReusedFromTheCache() throws {
        var problems: [Diagnostic] = []
        let files = ["chips.md": Self.english, "notes/yanse.md": "# 颜色\n\n颜色帮助用户理解层次。它也表示状态，例如错误。\n\n## 用法\n\n用颜色表达重要性。\n",
                     "color.md": "# Color\n\nColor helps people understand hierarchy. It also shows state, such as errors.\n\n## Usage\n\nUse color to express importance.\n",
                     "motion.md": "# Motion\n\nMotion shows how things change. Use it sparingly, and respect reduced motion.\n"]
        let fs = MemoryFileSystem()
        for (path, text) in files { try fs.write(Data(text.utf8), to: "content/" + path) }
        let documents = ContentReader(fileSystem: fs, root: "content").read(problems: &problems).documents
        var lexicon = try TranslationLexiconTests.fixtureLexicon()
        lexicon.identity = "fixture"
        let fresh = TranslationPlanner.plan(documents, glossary: Glossary(), lexicon: lexicon, problems: &problems)
        XCTAssertEqual(fresh.map { "\($0.translation.path) → \($0.source.path)" }, ["content/notes/yanse.md → content/color.md"])
        let cache = MemoryProductCache()
        let first = TranslationPlanner.plan(documents, glossary: Glossary(), lexicon: lexicon, cache: cache, problems: &problems)
        XCTAssertEqual(cache.stores(of: "features"), documents.count, "every page profiled once")
        let again = TranslationPlanner.plan(documents, glossary: Glossary(), lexicon: lexicon, cache: cache, problems: &problems)
        XCTAssertEqual(cache.hits(of: "features"), documents.count, "and read back")
        XCTAssertEqual(cache.stores(of: "features"), documents.count)
        for plans in [first, again] {
            XCTAssertEqual(plans.map(\.source.path), fresh.map(\.source.path))
            XCTAssertEqual(plans.map(\.alignment), fresh.map(\.alignment))
        }
        // A profile read back is the one made: every field.
        let extractor = TranslationFeatureExtractor(glossary: Glossary(), language: "zh-Hans", lexicon: lexicon)
        let made = extractor.features(TranslationPairer.fullText(try XCTUnwrap(documents.first { $0.language == "zh-Hans" })))
        var w = BinaryWriter()
        made.encode(&w)
        var r = BinaryReader(Data(w.bytes))
        let read = try TranslationFeatures.decode(&r)
        XCTAssertTrue(r.isAtEnd)
        XCTAssertEqual(read.glossary, made.glossary)
        XCTAssertEqual(read.latin, made.latin)
        XCTAssertEqual(read.numbers, made.numbers)
        XCTAssertEqual(read.length, made.length)
        XCTAssertEqual(read.stems.ids, made.stems.ids)
        XCTAssertEqual(read.hanWords, made.hanWords)
        XCTAssertEqual(read.hanUnknown, made.hanUnknown)
        XCTAssertEqual(read.glossUnion.ids, made.glossUnion.ids)
        XCTAssertFalse(made.hanWords.isEmpty, "the fixture dictionary knows the page's words")
        // Another dictionary is another key.
        lexicon.identity = "other"
        _ = TranslationPlanner.plan(documents, glossary: Glossary(), lexicon: lexicon, cache: cache, problems: &problems)
        XCTAssertEqual(cache.stores(of: "features"), 2 * documents.count)
    }

    func testSameLanguageNeverPaired() throws {
        var problems: [Diagnostic] = []
        // A second Chinese page named like a translation of a Chinese page.
        let plans = try plan(["chips.md": Self.chinese, "chips.zh.md": Self.chinese.replacingOccurrences(of: "纸片", with: "标签")], problems: &problems)
        XCTAssertEqual(plans.count, 0)
    }

    func testBilingualFileIsLinkedByConstruction() throws {
        var problems: [Diagnostic] = []
        let text = """
            [en]: <> (Chips)
            # 纸片

            [en]: <> (Chips are compact elements that represent an input, attribute, or action.)
            纸片是用于表示输入、属性或操作的较紧凑的元素。

            [en]: <> (Usage)
            ## 用法

            [en]: <> (Chips allow users to enter information.)
            纸片使用户可以输入信息。
            """
        let plans = try plan(["chips.md": text, "color.md": Self.other], problems: &problems)
        XCTAssertEqual(problems.map(\.formatted), [])
        let plan = try XCTUnwrap(plans.first)
        XCTAssertEqual(plans.count, 1)
        XCTAssertEqual(plan.source.language, "en")
        XCTAssertEqual(plan.translation.language, "zh-Hans")
        XCTAssertEqual(plan.pairs.map(\.source), [[0], [1], [2]])
        XCTAssertEqual(plan.pairs.map(\.translation), [[0], [1], [2]])
    }

    func testRefusalNamesBestCandidateAndScore() throws {
        var problems: [Diagnostic] = []
        let plans = try plan(["color.md": Self.other, "notes.md": "# 笔记\n\n今天天气很好。\n"], problems: &problems)
        XCTAssertEqual(plans.count, 0)
        let warning = try XCTUnwrap(problems.first { $0.identifier == "align.translation.noSource" })
        XCTAssertEqual(warning.severity, .warning)
        XCTAssertTrue(warning.notes.contains { $0.contains("best candidate was 'color'") && $0.contains("score") }, "\(warning.notes)")
    }

    /// Many pages of one language that translate none of the library's (a translation's repository, whose
    /// originals it replaced): one warning, at the first, naming the others; three or fewer are one each.
    func testManyUnpairedPagesOfOneLanguageAreOneWarning() throws {
        var problems: [Diagnostic] = []
        var files = ["color.md": Self.other]
        for (n, topic) in ["menus", "buttons", "sliders", "toggles", "pickers", "sheets"].enumerated() {
            files["page\(n).md"] = "# \(topic.capitalized)\n\nHow to use \(topic) in an app, and when not to.\n"
        }
        for (n, day) in ["一", "二", "三", "四", "五"].enumerated() { files["notes\(n + 1).md"] = "# 星期\(day)的笔记\n\n今天天气很好，我们去公园散步。\n" }
        _ = try plan(files, problems: &problems)
        let unpaired = problems.filter { $0.identifier == "align.translation.noSource" }
        XCTAssertEqual(unpaired.count, 1, problems.map(\.formatted).joined(separator: "\n"))
        XCTAssertTrue(unpaired[0].summary.hasPrefix("found 5 pages in 'zh-Hans', this one first,"), unpaired[0].summary)
        XCTAssertTrue(unpaired[0].notes[0].hasPrefix("also ") && unpaired[0].notes[0].hasSuffix(" and 1 more"), "\(unpaired[0].notes)")
        problems = []
        _ = try plan(files.filter { !["notes1.md", "notes2.md"].contains($0.key) }, problems: &problems)
        XCTAssertEqual(problems.filter { $0.identifier == "align.translation.noSource" }.count, 3)
    }

    func testUnsupportedLanguageAndEmptyTranslationWarn() throws {
        var problems: [Diagnostic] = []
        _ = try plan(["chips.md": Self.english,
                      "chips.ru.md": "---\nlang: ru\n---\n# Чипы\n\nЧипы — компактные элементы.\n",
                      "chips.zh-Hans.md": "---\nlang: zh-Hans\ntitle: 纸片\n---\n"], problems: &problems)
        XCTAssertTrue(problems.contains { $0.identifier == "align.translation.language" && $0.source == "content/chips.ru.md" },
                      problems.map(\.formatted).joined(separator: "\n"))
        // One warning for a language, however many pages it has.
        var more: [Diagnostic] = []
        _ = try plan(["chips.md": Self.english, "color.md": Self.other,
                      "chips.ru.md": "---\nlang: ru\n---\n# Чипы\n\nЧипы — компактные элементы.\n",
                      "color.ru.md": "---\nlang: ru\n---\n# Цвет\n\nЦвет передаёт смысл.\n"], problems: &more)
        let language = more.filter { $0.identifier == "align.translation.language" }
        XCTAssertEqual(language.map(\.summary), ["found 2 pages in 'ru', a language Concord aligns without word evidence (its dictionary pairs English and Chinese words); they are paired and aligned on names, numbers and structure only"])
        XCTAssertEqual(language.first?.notes, ["and 1 more: content/color.ru.md"])
        // And one for all such languages (tldr-pages has 36).
        var several: [Diagnostic] = []
        _ = try plan(["chips.md": Self.english, "color.md": Self.other,
                      "chips.ru.md": "---\nlang: ru\n---\n# Чипы\n\nЧипы — компактные элементы.\n",
                      "color.ru.md": "---\nlang: ru\n---\n# Цвет\n\nЦвет передаёт смысл.\n",
                      "chips.de.md": "---\nlang: de\n---\n" + Self.germanText], problems: &several)
        let languages = several.filter { $0.identifier == "align.translation.language" }
        XCTAssertEqual(languages.map(\.summary), ["found pages in 2 languages Concord aligns without word evidence (its dictionary pairs English and Chinese words): 'de' (1), 'ru' (2); they are paired and aligned on names, numbers and structure only"])
        XCTAssertEqual(languages.first?.source, "content/chips.de.md")
        XCTAssertEqual(languages.first?.notes, ["'ru' from content/chips.ru.md"])
        XCTAssertTrue(problems.contains { $0.source == "content/chips.zh-Hans.md" && $0.severity == .warning },
                      problems.map(\.formatted).joined(separator: "\n"))
    }
}
