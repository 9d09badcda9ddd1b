import Diagnostics
@testable import Ingest
import XCTest

final class BilingualMarkdownReaderTests: XCTestCase {
    func read(_ text: String, _ problems: inout [Diagnostic]) -> [Document]? {
        BilingualMarkdownReader.read(text, path: "chips.md", manifest: SiteManifest(), problems: &problems)
    }

    /// The community format: each English line kept as a `[en]: <>` comment above its Chinese line.
    func testCommentsFormatGivesTwoLinkedVersions() throws {
        let text = """
            <div class="article__intro">

            [en]: <> (Chips)
            # 纸片

            [en]: <> (Chips are compact elements that represent an input, attribute, or action.)
            纸片是用于表示输入、属性或操作的较紧凑的元素。

            <figure>

            ![]({assets_path}/components/chips/purpose-01.png)

            </figure><nav>

            [en]: <> (Usage)
            [en]: <> (Anatomy)
            * [用法](#usage)
            * [剖析](#anatomy)

            </nav></div>

            [en]: <> (Usage)
            <h2 id="usage">用法</h2>

            [en]: <> (Chips allow users to enter information.)
            纸片使用户可以输入信息。

            [en]: <> (1. Container)
            #### 1. 容器
            """
        var problems: [Diagnostic] = []
        let versions = try XCTUnwrap(read(text, &problems))
        XCTAssertEqual(problems, [])
        XCTAssertEqual(versions.count, 2)
        var (en, zh) = (versions[0], versions[1])
        // The figure's image is a block without text in both versions.
        XCTAssertEqual(en.blocks[1].text, "")
        XCTAssertEqual(zh.blocks[1].text, "")
        en.blocks.remove(at: 1)
        zh.blocks.remove(at: 1)
        XCTAssertEqual(en.language, "en")
        XCTAssertEqual(zh.language, "zh-Hans")
        XCTAssertEqual(en.title, "Chips")
        XCTAssertEqual(zh.title, "纸片")
        XCTAssertEqual(zh.translationOf, en.id)
        XCTAssertEqual(en.blocks.map(\.text), ["Chips are compact elements that represent an input, attribute, or action.",
                                               "Usage", "Anatomy", "Usage", "Chips allow users to enter information.", "1. Container"])
        XCTAssertEqual(zh.blocks.map(\.text), ["纸片是用于表示输入、属性或操作的较紧凑的元素。", "用法", "剖析", "用法", "纸片使用户可以输入信息。", "1. 容器"])
        // A heading's number is the English text's own, not a list marker to repeat ("1. 1. Container").
        XCTAssertEqual(en.blocks[5].headingLevel, 4)
        XCTAssertEqual(zh.blocks[3].headingLevel, 2)
        XCTAssertEqual(en.blocks[3].headingLevel, 2)
        // Every Chinese block names the line of its English block, which is its own line.
        XCTAssertEqual(zh.blocks.map(\.counterpartLine), en.blocks.map(\.line))
    }

    func testInterleavedFormatGivesTwoLinkedVersions() throws {
        let text = """
            # Search fields

            # 搜索栏

            A search field lets people search a collection of content by typing terms.

            搜索栏让用户可以在一组内容中输入关键词进行搜索。

            ## Best practices

            ## 最佳实践

            Display placeholder text that describes the type of information people can search for.

            展示能清楚说明可搜索信息类型的占位文字。

            - Start searching immediately when people type.

            - 用户一开始输入就立即搜索。
            """
        var problems: [Diagnostic] = []
        let versions = try XCTUnwrap(read(text, &problems))
        XCTAssertEqual(problems, [])
        let (en, zh) = (versions[0], versions[1])
        XCTAssertEqual(en.title, "Search fields")
        XCTAssertEqual(zh.title, "搜索栏")
        XCTAssertEqual(en.blocks.count, 4)
        XCTAssertEqual(zh.blocks.count, 4)
        XCTAssertEqual(zh.blocks.map(\.counterpartLine), en.blocks.map { Optional($0.line) })
        XCTAssertEqual(zh.blocks[1].text, "最佳实践")
    }

    /// Bilingual guides often title each section in both languages on one line (`## Scope bar 范围栏`): each
    /// version takes its half, and the rest alternates as usual.
    func testHeadingsInBothLanguagesSplitBetweenTheVersions() throws {
        let text = """
            # Search bar 搜索栏

            A search bar lets people search through a large collection of values.

            搜索栏让用户搜索大量的值。

            ## Placeholder text / 占位符文本

            Use placeholder text to describe what people can search for.

            使用占位符文本描述用户可以搜索的内容。

            ## 范围栏（Scope bar）

            A scope bar helps people narrow the results to a category.

            范围栏帮助用户把结果缩小到某个类别。
            """
        var problems: [Diagnostic] = []
        let versions = try XCTUnwrap(read(text, &problems))
        XCTAssertEqual(problems, [])
        let (en, zh) = (versions[0], versions[1])
        XCTAssertEqual([en.title, zh.title], ["Search bar", "搜索栏"])
        XCTAssertEqual(en.blocks.filter(\.isHeading).map(\.text), ["Placeholder text", "Scope bar"])
        XCTAssertEqual(zh.blocks.filter(\.isHeading).map(\.text), ["占位符文本", "范围栏"])
        XCTAssertEqual(zh.blocks.map(\.counterpartLine), en.blocks.map { Optional($0.line) }, "each block knows its counterpart")
        // A Chinese heading that names a product (`使用 SwiftUI 构建`) has two changes of script: not split.
        XCTAssertNil(BilingualMarkdownReader.bothLanguages("## 使用 SwiftUI 构建"))
        XCTAssertNil(BilingualMarkdownReader.bothLanguages("## Search fields"))
    }

    func testOrdinaryPagesAreNotBilingual() {
        XCTAssertNil(BilingualMarkdownReader.format(of: "# Title\n\nSome text with [a link][x].\n\n[x]: https://example.org\n"))
        // Headings that name functions (Hexo's helpers: `### is_home`, `### is_post`) are no language sections: four
        // letters after a language's code are a script only when they name one (`zh-Hans`, `sr-Latn`).
        XCTAssertNil(BilingualMarkdownReader.format(of: "---\ntitle: Helpers\n---\n## Conditional Tags\n### is_home\n\nHome.\n\n### is_post\n\nPost.\n"))
        XCTAssertNil(BilingualMarkdownReader.sectionLanguage("### is_post"))
        XCTAssertEqual(BilingualMarkdownReader.sectionLanguage("## zh-Hans"), "zh-Hans")
        XCTAssertEqual(BilingualMarkdownReader.sectionLanguage("## sr_Latn"), "sr_Latn")
        XCTAssertFalse(LanguageFolders.isLanguageFolder("is_home"))
        XCTAssertTrue(LanguageFolders.isLanguageFolder("zh_CN"))
        // A Chinese page quoting a few English terms is one page.
        XCTAssertNil(BilingualMarkdownReader.format(of: """
            # 搜索栏

            搜索栏可以配合范围控制（scope control）使用。

            Scope bar

            范围栏让用户缩小搜索范围。

            范围栏让用户缩小搜索范围。

            范围栏让用户缩小搜索范围。

            范围栏让用户缩小搜索范围。
            """))
        // A Japanese page of links, its front matter in English (Astro's documentation): link targets and
        // settings are not text in another language.
        XCTAssertNil(BilingualMarkdownReader.format(of: """
            ---
            title: Optimizely CMS & Astro
            description: Optimizely CMSを使ってAstroプロジェクトにコンテンツを追加する
            sidebar:
              label: Optimizely CMS
            ---

            [Optimizely CMS](https://www.optimizely.com/products/content-management/)は、GraphQLを採用したヘッドレスCMSです。

            ## 公式リソース

            - [Optimizely SaaS CMSの公式ドキュメント](https://docs.developers.optimizely.com/content-management-system/v1.0.0-CMS-SaaS/docs/overview-saas)

            ## コミュニティリソース

            - [AstroとOptimizely SaaS CMSでヘッドレスブログを構築する](https://world.optimizely.com/blogs/jacob-pretorius/dates/2024/5/build-a-headless-blog-with-astro-and-optimizely-saas-cms/)
            - [サンプルのスタータープロジェクト](https://github.com/jacobpretorius/Opti.SaaS.Astro.Demo/)
            - <https://github.com/jacobpretorius/Opti.SaaS.Astro.Demo/>
            """))
        // A tldr page: each Japanese line above its command, in inline code, which is in no language.
        XCTAssertNil(BilingualMarkdownReader.format(of: """
            # df

            > ファイルシステムのディスク使用量の概要を表示します。

            - 512バイト単位で全てのファイルシステムとそのディスク使用量を表示する:

            `df`

            - 指定したファイルまたはディレクトリを含むファイルシステムを表示する:

            `df {{path/to/file_or_directory}}`

            - 1024バイト単位で表示する:

            `df -k`

            - 移植性のある方法で情報を表示する:

            `df -P`
            """))
        // A Chinese page whose sections have English names over Chinese tables (TDesign's components: 18 of 74 were
        // split into an English page of headings and a Chinese one without them): a heading's translation is a heading.
        XCTAssertNil(BilingualMarkdownReader.format(of: """
            # 按钮

            ## Props

            | 名称 | 描述 |
            | --- | --- |
            | max | 最多选中的数量 |

            ## Events

            | 名称 | 描述 |
            | --- | --- |
            | change | 值变化时触发 |

            ## Slots

            | 名称 | 描述 |
            | --- | --- |
            | label | 自定义标签文本 |
            """))
        // A bare URL ends where the Chinese goes on.
        XCTAssertEqual(BilingualMarkdownReader.isHan("Vue Router 文档：https://router.vuejs.org，它是官方的路由库。"), true)
    }

    func testHugeBilingualFileIsReadAsOnePageWithWarning() {
        let unit = "[en]: <> (Chips are compact elements.)\n纸片是紧凑的元素。\n\n"
        let text = String(repeating: unit, count: (5 << 20) / unit.utf8.count + 1)
        var problems: [Diagnostic] = []
        XCTAssertNil(read(text, &problems))
        XCTAssertEqual(problems.map(\.identifier), ["bilingual.tooLarge"])
        XCTAssertEqual(problems.first?.severity, .warning)
    }
}

extension BilingualMarkdownReaderTests {
    /// Ant Design's and Arco's demo files: a section per language (`## zh-CN`, `## en-US`), the code both share, and
    /// the title as a map by language. Arco's 568 demos were one page in two languages titled "zh-CN".
    func testLanguageSectionsGiveTwoVersions() throws {
        let text = """
            ---
            order: 5
            title:
              zh-CN: 添加标签文本
              en-US: Marks
            ---

            ## zh-CN

            可以通过传入 `marks` 添加标签文本。

            ## en-US

            You can add marks by passing in `marks`.

            ```js
            <Slider marks={{ 0: '0km' }} />
            ```
            """
        var problems: [Diagnostic] = []
        let versions = try XCTUnwrap(read(text, &problems))
        XCTAssertEqual(problems.filter { $0.severity != .note }, [])
        XCTAssertEqual(versions.map(\.language), ["en", "zh-Hans"])
        XCTAssertEqual(versions.map(\.title), ["Marks", "添加标签文本"])
        XCTAssertEqual(versions[0].blocks.map(\.text), ["You can add marks by passing in marks.", "<Slider marks={{ 0: '0km' }} />\n"])
        XCTAssertEqual(versions[1].blocks.map(\.text), ["可以通过传入 marks 添加标签文本。", "<Slider marks={{ 0: '0km' }} />\n"])
        XCTAssertEqual(versions[1].translationOf, versions[0].id)
        // Headings that are words, not languages, make no sections.
        XCTAssertNil(BilingualMarkdownReader.format(of: "# FAQ\n\n## It\n\nWorks.\n\n## No\n\nNot yet.\n"))
    }
}
