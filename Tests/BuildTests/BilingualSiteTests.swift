import Build
import Diagnostics
import FileIO
import Foundation
import TestSupport
import XCTest

/// A content folder of bilingual files only (Material's Chinese pages carry their English source as `[en]: <> (…)`
/// lines), as a user would bring it: each file is a page in both languages.
final class BilingualSiteTests: XCTestCase {
    /// The ids a page writes more than once.
    static func idsWrittenTwice(_ html: String) -> [String] {
        let ids = html.components(separatedBy: " id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        return Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
    }

    static let chips = """
        [en]: <> (Chips)
        # 纸片

        [en]: <> (Chips are compact elements that represent an input, attribute, or action.)
        纸片是用于表示输入、属性或操作的较紧凑的元素。

        <figure>

        ![]({assets_path}/components/chips/purpose-01.png)

        </figure>

        {do}

        [en]: <> (Usage)
        ## 用法

        [en]: <> (Chips allow users to enter information, make selections, filter content, or trigger actions.)
        纸片使用户可以输入信息、进行选择、筛选内容或触发操作。
        """
    static let menus = """
        [en]: <> (Menus)
        # 菜单

        [en]: <> (Menus display a list of choices on temporary surfaces.)
        菜单在临时界面上显示选项列表。

        [en]: <> (A menu appears when users interact with a button, action, or other control.)
        当用户与按钮、操作或其他控件交互时，菜单就会出现。
        """

    func testEveryBilingualFileIsAPageInBothLanguages() throws {
        let seeds = try SiteFixture.seedFileSystem().walk("Content").filter { $0.kind == .file }.map { "Content/" + $0.path }
        let fs = try SiteFixture.seedFileSystem(extra: ["Content/components/chips.md": Self.chips, "Content/components/menus.md": Self.menus],
                                                without: seeds)
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        XCTAssertEqual(SiteFixture.contentDiagnostics(built).filter { $0.severity == .error }, [],
                       DiagnosticPrinter.render(built.diagnostics, format: .text))
        XCTAssertEqual(built.site.pages.filter { $0.role != .untranslated }.map { "\($0.language) \($0.id) \($0.role)" }.sorted(),
                       ["en chips original", "en menus original", "zh-Hans chips translation", "zh-Hans menus translation"])
        let english = try XCTUnwrap(SiteFixture.text(built, "en/chips.html"))
        let chinese = try XCTUnwrap(SiteFixture.text(built, "zh-Hans/chips.html"))
        XCTAssertTrue(english.contains("Chips allow users to enter information"), english)
        XCTAssertTrue(chinese.contains("纸片使用户可以输入信息"), chinese)
        // Each names the other as its alternate, and the home of each language lists its page.
        XCTAssertTrue(english.contains("hreflang=\"zh-Hans\" href=\"https://") || english.contains("href=\"../zh-Hans/chips.html\""), english)
        XCTAssertTrue(chinese.contains("href=\"../en/chips.html\""), chinese)
        XCTAssertTrue(try XCTUnwrap(SiteFixture.text(built, "zh-Hans/index.html")).contains("chips.html"))
        // The image behind an exporter's placeholder is left out with its paragraph, not shown as an empty one.
        XCTAssertEqual(SiteFixture.contentDiagnostics(built).filter { $0.identifier == "image.placeholder" }.count, 1)
        // So is a paragraph of an unfilled template variable (only in the translation's half of the file).
        XCTAssertEqual(SiteFixture.contentDiagnostics(built).filter { $0.identifier == "markdown.placeholder" }.map(\.formatted),
                       ["Content/components/chips.md:13:1: warning: found 1 paragraph holding only an unfilled template variable (first: '{do}'), expected text (left out) [markdown.placeholder]"])
        for html in [english, chinese, try XCTUnwrap(SiteFixture.text(built, "zh-Hans/chips.parallel.html"))] {
            XCTAssertFalse(html.contains("<p></p>"), html)
            XCTAssertFalse(html.contains("assets_path"), html)
            XCTAssertFalse(html.contains("{do}"), html)
            XCTAssertFalse(html.contains("no-counterpart"), html)
        }
        XCTAssertEqual(built.site.pages.first { $0.language == "en" && $0.id == "chips" }?.sections.flatMap(\.blocks).map(\.anchor), ["p1", "p3"])
        // Search finds the page in both languages.
        let index = built.files.filter { $0.path.hasPrefix("search/zh-Hans/") }
        XCTAssertFalse(index.isEmpty, "no Chinese index")
    }

    /// In the side-by-side view a link to an anchor of the page (`[用法](#用法)`) leads to that anchor's row, whose id
    /// the view gives it (Tauri's 38 views had 522 links to ids they do not have).
    /// Ids are unique within a language only: an English page and a Spanish one titled alike share one, and the
    /// Spanish page took the English one's French translation too (Tauri's docs failed with two French pages for
    /// one file).
    func testATranslationBelongsToItsSourcesLanguageOnly() throws {
        let seeds = try SiteFixture.seedFileSystem().walk("Content").filter { $0.kind == .file }.map { "Content/" + $0.path }
        let fs = try SiteFixture.seedFileSystem(extra: [
            "Content/guide/vscode.md": "---\ntitle: Debug in VS Code\n---\nSet up VS Code to debug the core process of your app.\n",
            "Content/guide/other.md": "---\ntitle: Windows\n---\nWindows hold the pages of your app.\n",
            "Content/fr/vscode.md": "---\ntitle: Débogage dans VS Code\nlang: fr\ntranslationOf: debug-in-vs-code\n---\nConfigurez VS Code pour déboguer le processus principal de votre application.\n",
            "Content/es/vscode.md": "---\ntitle: Debug in VS Code\nlang: es\ntranslationOf: no-such-page\n---\nUna página distinta que habla de otra cosa completamente diferente.\n",
        ], without: seeds)
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        XCTAssertEqual(built.diagnostics.filter { $0.severity == .error }.map(\.formatted), [])
        let pages = built.files.map(\.path).filter { $0.hasSuffix(".html") }
        XCTAssertTrue(pages.contains("fr/debug-in-vs-code.html"), pages.joined(separator: " "))
        XCTAssertTrue(pages.contains("es/debug-in-vs-code.html"), "the Spanish page stands alone: \(pages)")
    }

    /// A page shown on its own whose id is the one a translation of another page takes gets the next free id, with a
    /// note, instead of failing the build with two pages for one address (Semi Design's two English READMEs: the
    /// one paired with the Chinese README took 'en/semi.html', which the other held).
    func testAPageOnItsOwnMakesWayForATranslationAtItsAddress() throws {
        let seeds = try SiteFixture.seedFileSystem().walk("Content").filter { $0.kind == .file }.map { "Content/" + $0.path }
        let fs = try SiteFixture.seedFileSystem(extra: [
            "Content/guide/windows.md": "---\ntitle: Windows\n---\nWindows hold the pages of your app.\n",
            "Content/fr/fenetres.md": "---\ntitle: Fenêtres\nlang: fr\ntranslationOf: windows\n---\nLes fenêtres contiennent les pages de votre application.\n",
            "Content/fr/windows.md": "---\ntitle: Windows\nlang: fr\n---\nUne autre page, sur les fenêtres du système.\n",
        ], without: seeds)
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        XCTAssertEqual(built.diagnostics.filter { $0.severity == .error }.map(\.formatted), [])
        XCTAssertEqual(built.diagnostics.filter { $0.identifier == "site.id.renamed" }.map(\.formatted), [
            "Content/fr/windows.md:2:1: note: found the address of 'windows' taken by the translation of Content/guide/windows.md; this page is 'windows-2' [site.id.renamed]\n"
                + "    note: give it another 'id' in front matter or concord.yml, or name the translation's source with 'translationOf'",
        ])
        let translated = try XCTUnwrap(SiteFixture.text(built, "fr/windows.html"))
        XCTAssertTrue(translated.contains("Les fenêtres contiennent"), translated)
        let alone = try XCTUnwrap(SiteFixture.text(built, "fr/windows-2.html"))
        XCTAssertTrue(alone.contains("Une autre page"), alone)
    }

    /// A translation's heading takes its source's anchor and keeps its own as well: an id its translators gave
    /// (`### ExternalName 类型 {#externalname}`, Kubernetes: 30 on 13 pages) and links to it still land.
    func testATranslatedHeadingKeepsItsOwnAnchor() throws {
        let seeds = try SiteFixture.seedFileSystem().walk("Content").filter { $0.kind == .file }.map { "Content/" + $0.path }
        let fs = try SiteFixture.seedFileSystem(extra: [
            "Content/en/service.md": "# Service\n\nA service exposes pods to the network so that clients can reach them.\n\n### Type ExternalName\n\nMaps a service to a DNS name.\n",
            "Content/zh-cn/service.md": "# 服务\n\n服务将 Pod 暴露到网络，使客户端能够访问它们。\n\n### ExternalName 类型 {#externalname}\n\n将服务映射到 DNS 名称，参见[上文](#externalname)。\n",
        ], without: seeds)
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        XCTAssertEqual(built.diagnostics.map(\.identifier).filter { $0.hasPrefix("link") }, [])
        let zh = try XCTUnwrap(SiteFixture.text(built, "zh-Hans/service.html"))
        XCTAssertTrue(zh.contains("id=\"type-externalname\""), "the source's anchor")
        XCTAssertTrue(zh.contains("<span id=\"externalname\"></span>"), zh)
        let parallel = try XCTUnwrap(SiteFixture.text(built, "zh-Hans/service.parallel.html"))
        XCTAssertTrue(parallel.contains("href=\"#r-type-externalname\">上文</a>"), parallel)
        // Its ids are its rows', each once (both columns held `externalname`-like anchor spans).
        XCTAssertEqual(Self.idsWrittenTwice(parallel), [])
        XCTAssertFalse(parallel.contains("<span id=\"externalname\">"), "anchor spans go in the side-by-side view")
    }

    /// Ids translators gave their headings decide over the alignment: Vue's Chinese sponsor page adds a section, which
    /// took `#how-to-sponsor` while the heading written `{#how-to-sponsor}` took the next one's; and no id is
    /// written twice (566 duplicate ids on 69 of Vue's Chinese pages).
    func testTranslatorsHeadingIDsDecideAndNoIDIsWrittenTwice() throws {
        let seeds = try SiteFixture.seedFileSystem().walk("Content").filter { $0.kind == .file }.map { "Content/" + $0.path }
        let fs = try SiteFixture.seedFileSystem(extra: [
            "Content/en/sponsor.md": "# Sponsor Vue\n\nVue is an independent project.\n\n## How to Sponsor\n\nSponsor through GitHub Sponsors or OpenCollective.\n\n## Sponsoring Vue as a Business\n\nYour logo on the website.\n\n## Why Test\n\nTests catch bugs.\n",
            "Content/zh-cn/sponsor.md": "# 赞助 Vue\n\nVue 是一个独立的项目。\n\n## 中国区赞助渠道\n\n通过国内的平台赞助。\n\n## 国际站赞助 {#how-to-sponsor}\n\n通过 GitHub Sponsors 或 OpenCollective 赞助。\n\n## 以企业名义赞助 Vue {#sponsoring-vue-as-a-business}\n\n你的标志会出现在网站上。\n\n## 为什么需要测试 {#why-test}\n\n测试能发现错误。\n",
        ], without: seeds)
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        let zh = try XCTUnwrap(SiteFixture.text(built, "zh-Hans/sponsor-vue.html"))
        func section(_ heading: String) -> String? {
            // The section whose heading it is: `<section class="doc-section level-2" id="…"` … `heading<a class="anchor-link"`.
            zh.components(separatedBy: "<section class=\"doc-section").dropFirst().first { $0.contains(heading + "<a class=\"anchor-link\"") }
                .flatMap { $0.split(separator: "\"").dropFirst(2).first.map(String.init) }
        }
        XCTAssertEqual(section("国际站赞助"), "how-to-sponsor")
        XCTAssertEqual(section("以企业名义赞助 Vue"), "sponsoring-vue-as-a-business")
        XCTAssertEqual(section("为什么需要测试"), "why-test")
        XCTAssertNotEqual(section("中国区赞助渠道"), "how-to-sponsor")
        XCTAssertEqual(Self.idsWrittenTwice(zh), [])
    }

    /// A unit that shows nothing (an anchor alone: Pinia's `# State %{#state}%`, a `<a name>` line) makes no row of
    /// "no counterpart" on both sides (20 on Pinia's Chinese pages).
    func testUnitsThatShowNothingMakeNoRowSideBySide() throws {
        let seeds = try SiteFixture.seedFileSystem().walk("Content").filter { $0.kind == .file }.map { "Content/" + $0.path }
        let chinese = Self.chips.components(separatedBy: "\n").enumerated().map { $0.offset == 2 ? "<a name=\"top\"></a>\n\n" + $0.element : $0.element }
            .joined(separator: "\n")
        let fs = try SiteFixture.seedFileSystem(extra: ["Content/components/chips.md": chinese], without: seeds)
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        let parallel = try XCTUnwrap(SiteFixture.text(built, "zh-Hans/chips.parallel.html"))
        XCTAssertFalse(parallel.contains("row-missing-left row-missing-right"), parallel)
        XCTAssertTrue(try XCTUnwrap(SiteFixture.text(built, "zh-Hans/chips.html")).contains("id=\"top\""), "the anchor stays on the page")
    }

    func testLinksWithinAPageLeadToTheirRowsSideBySide() throws {
        let seeds = try SiteFixture.seedFileSystem().walk("Content").filter { $0.kind == .file }.map { "Content/" + $0.path }
        let page = Self.chips.replacingOccurrences(of: "纸片使用户可以输入信息、进行选择、筛选内容或触发操作。", with: "纸片使用户可以输入信息（见[用法](#用法)）。")
            .replacingOccurrences(of: "(Chips allow users to enter information, make selections, filter content, or trigger actions.)",
                                  with: "(Chips allow users to enter information; see [Usage](#usage).)")
        let fs = try SiteFixture.seedFileSystem(extra: ["Content/components/chips.md": page], without: seeds)
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        let parallel = try XCTUnwrap(SiteFixture.text(built, "zh-Hans/chips.parallel.html"))
        XCTAssertTrue(parallel.contains("<tr id=\"r-usage\""), parallel)
        XCTAssertTrue(parallel.contains("href=\"#r-usage\">Usage</a>"), parallel)
        XCTAssertTrue(parallel.contains("href=\"#r-usage\">用法</a>"), parallel)
        XCTAssertTrue(try XCTUnwrap(SiteFixture.text(built, "en/chips.html")).contains("href=\"#usage\">Usage</a>"))
    }
}
