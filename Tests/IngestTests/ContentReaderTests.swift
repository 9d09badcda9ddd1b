import Diagnostics
import FileIO
import Foundation
import Ingest
import XCTest

final class ContentReaderTests: XCTestCase {
    func read(_ fs: MemoryFileSystem) -> (Content, [Diagnostic]) { readContent(fs) }

    func testRecognisesFormatsFromText() {
        let fs = MemoryFileSystem([
            "Content/000.txt": "{\"id\":\"talk\",\"language\":\"eng\",\"segments\":[{\"start\":1,\"text\":\"Hi.\"}]}",
            "Content/001.txt": "A title\n\nA paragraph.\n",
            "Content/page.md": "# Markdown page\n\nText.\n",
            "Content/concord.yml": "title: Test\n",
            "Content/image.png": "PNG",
        ])
        let (content, problems) = read(fs)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(content.manifest.title, "Test")
        XCTAssertEqual(content.documents.map(\.kind), [.transcript, .guideline, .guideline])
        XCTAssertEqual(content.documents.map(\.id), ["talk", "a-title", "markdown-page"])
        XCTAssertEqual(content.assets, ["image.png"])
    }

    /// Pages titled and named in another script get their names in Latin letters: they were `document` and
    /// `docs-6dd902` (a hash, as the two clashed). A page named in Latin letters keeps its file's name.
    func testPagesNamedInAnotherScriptGetNamesInLatinLetters() {
        let fs = MemoryFileSystem([
            "Content/docs/快速开始.md": "# 快速开始\n\n这是一个测试页面，介绍如何开始使用。\n",
            "Content/docs/安装.txt": "安装指南\n\n安装很简单，请按照下面的步骤操作。\n",
            "Content/docs/установка.md": "# Установка\n\nЭта страница объясняет, как установить программу.\n",
            "Content/docs/install.md": "# 配置\n\n配置文件放在项目的根目录下面。\n",
            "Content/指南/快速开始.md": "# 快速开始\n\n另一个同名的页面，放在另一个文件夹里。\n",
        ])
        let (content, problems) = read(fs)
        XCTAssertEqual(problems.filter { $0.severity == .error }, [])
        let ids = Dictionary(uniqueKeysWithValues: content.documents.map { ($0.path, $0.id) })
        XCTAssertEqual(ids["Content/docs/安装.txt"], "anzhuang-zhinan")
        XCTAssertEqual(ids["Content/docs/установка.md"], "ustanovka")
        XCTAssertEqual(ids["Content/docs/install.md"], "install")
        XCTAssertEqual(Set([ids["Content/docs/快速开始.md"], ids["Content/指南/快速开始.md"]]),
                       ["docs-kuaisu-kaishi", "zhinan-kuaisu-kaishi"])
    }

    func testBrokenFilesAreAllReported() {
        let fs = MemoryFileSystem([
            "Content/empty.txt": "",
            "Content/blank.txt": "  \n\t\n",
            "Content/nul.txt": "ab\u{0}cd",
            "Content/ok.txt": "Fine\n\nText.",
        ])
        // UTF-8 cut in the middle of a character (搜 without its last byte).
        try! fs.write(Data([0x48, 0x69, 0x0A, 0xE6, 0x90]), to: "Content/cut.txt")
        let (content, problems) = read(fs)
        XCTAssertEqual(problems.map(\.identifier), ["file.blank", "file.encoding.invalidUTF8", "file.empty", "file.binary"])
        XCTAssertEqual(problems.map(\.source), ["Content/blank.txt", "Content/cut.txt", "Content/empty.txt", "Content/nul.txt"])
        XCTAssertEqual(problems[1].range?.start, SourcePosition(line: 2, column: 1))
        XCTAssertEqual(content.documents.map(\.id), ["fine"], "the usable file still builds")
    }

    /// Text saved by older editors: Windows-1252 (Western Windows) and GBK (Chinese Windows) are read with a
    /// warning at the first byte that is not UTF-8; damaged UTF-8 and binary data stay errors.
    func testLegacyEncodingsAreReadWithAWarning() throws {
        func decode(_ bytes: [UInt8]) -> (String?, [String]) {
            var problems: [Diagnostic] = []
            let text = TextDecoder.decode(Data(bytes), path: "f.txt", problems: &problems)
            return (text, problems.map(\.formatted))
        }
        let western = decode(Array("Caf".utf8) + [0xE9, 0x20, 0x93] + Array("menu".utf8) + [0x94, 0x20, 0x96, 0x20] + Array("don".utf8) + [0x92] + Array("t\n".utf8))
        XCTAssertEqual(western.0, "Café “menu” – don’t\n")
        XCTAssertEqual(western.1, ["f.txt:1:4: warning: found a byte 0xE9 that is not valid UTF-8, expected UTF-8; read the file as Windows-1252 [file.encoding.legacy]\n    note: save the file as UTF-8 to silence this warning"])
        // 搜索栏 “范围” in GBK: curly quotes are typography of both.
        let chinese = decode([0xCB, 0xD1, 0xCB, 0xF7, 0xC0, 0xB8, 0x20, 0xA1, 0xB0, 0xB7, 0xB6, 0xCE, 0xA7, 0xA1, 0xB1, 0x0A])
        XCTAssertEqual(chinese.0, "搜索栏 “范围”\n")
        XCTAssertTrue(chinese.1.first?.contains("read the file as GBK (GB18030)") ?? false, "\(chinese.1)")
        // Mostly UTF-8, one character cut short: an error, not GBK read out of UTF-8.
        XCTAssertNil(decode(Array("搜索栏让用户".utf8) + [0xE6, 0x90]).0)
        // An overlong '/', an encoded surrogate, a PNG header: errors.
        XCTAssertNil(decode([0x61, 0xC0, 0xAF, 0x62]).0)
        XCTAssertNil(decode([0x61, 0xED, 0xA0, 0x80, 0x62]).0)
        XCTAssertNil(decode([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00]).0)
    }

    func testUTF16WithBOMIsReadWithAWarning() throws {
        let fs = MemoryFileSystem()
        var data = Data([0xFF, 0xFE])
        data.append("Title\n\nText.".data(using: .utf16LittleEndian)!)
        try fs.write(data, to: "Content/u16.txt")
        let (content, problems) = read(fs)
        XCTAssertEqual(problems.map(\.identifier), ["file.encoding.utf16"])
        XCTAssertEqual(problems.first?.severity, .warning)
        XCTAssertEqual(content.documents.first?.title, "Title")
    }

    func testDuplicateIDsUnsafeIDsAndSymlinks() throws {
        let fs = MemoryFileSystem([
            "Content/a.md": "---\nid: same-title\n---\n# A\n\nOne.",
            "Content/b.md": "---\nid: same-title\n---\n# B\n\nTwo.",
            // Ids made from equal titles are settled from the files' names, not reported (#14).
            "Content/x/notes.txt": "Notes\n\nOne.",
            "Content/y/notes.txt": "Notes\n\nTwo.",
            "Content/c.md": "---\nid: ../../etc/passwd\n---\n# C\n\nText.",
            "Content/d.md": "---\nid: CON\n---\n# D\n\nText.",
            // An id in capitals is lower-cased without a word (Docusaurus' `global-AbortController`).
            "Content/f.md": "---\nid: global-AbortController\n---\n# F\n\nText.",
        ])
        fs.addSymlink("Content/e.txt", target: "../../secret.txt")
        let (content, problems) = read(fs)
        // Made-up ids that clash are settled from the file names; ids the author chose are never changed.
        XCTAssertEqual(problems.map(\.identifier).sorted(),
                       ["content.symlink", "document.id.duplicate", "document.id.reserved", "document.id.unsafe"])
        XCTAssertTrue(content.documents.contains { $0.id == "global-abortcontroller" })
        let duplicate = try XCTUnwrap(problems.first { $0.identifier == "document.id.duplicate" })
        XCTAssertEqual(duplicate.source, "Content/b.md")
        XCTAssertEqual(duplicate.notes.first, "the first is in Content/a.md:2", "the line of its id")
        XCTAssertEqual(problems.first { $0.identifier == "content.symlink" }?.severity, .error)
        XCTAssertEqual(content.documents.map(\.id).sorted(), ["con-page", "etc-passwd", "global-abortcontroller", "same-title", "x-notes", "y-notes"])
    }

    /// A GitHub wiki heads none of its pages: the file names title them, with one warning for all.
    func testManyUntitledPagesAreOneWarning() {
        var files: [String: String] = [:]
        for name in ["How-to-install", "DNS-API", "Options", "Upgrade", "FAQ"] { files["Content/\(name).md"] = "Some text about it.\n" }
        let (content, problems) = read(MemoryFileSystem(files))
        XCTAssertEqual(problems.map(\.formatted), [
            "Content/DNS-API.md:1:1: warning: found 5 pages with no title, this one first, expected a 'title' in front matter or a '# Heading'; using their file names [markdown.title.missing]\n    note: also Content/FAQ.md, Content/How-to-install.md, Content/Options.md and 1 more",
        ])
        XCTAssertEqual(content.documents.map(\.title).sorted(), ["DNS API", "FAQ", "How to install", "Options", "Upgrade"])
    }

    /// An mdBook sub-chapter opens with `## Method Syntax` and has `## Summary` below: the heading is its title (the
    /// Rust book had 46 pages titled "Ch05 03 method syntax"). A heading three pages have is a section each has
    /// (TDesign: "### When to use" on 151 pages), and the file names those pages, as before.
    func testALeadingSectionHeadingOfItsOwnTitlesThePage() throws {
        var files = ["Content/ch05-03-method-syntax.md": "<!-- Old headings. -->\n\n<a id=\"methods\"></a>\n\n## Method Syntax\n\nMethods are like functions.\n\n## Summary\n\nStructs.\n"]
        for name in ["button", "input", "menu"] { files["Content/design/\(name).md"] = "### When to use\n\nWhen you need a \(name).\n\n### Usage\n\nAs shown.\n" }
        // A heading other pages have further down is as much a section (TDesign's "常见用法").
        files["Content/design/popup.md"] = "### Usage\n\nAs shown.\n\n### Notes\n\nMore.\n"
        // A version heads a changelog's first entry.
        files["Content/releases.md"] = "## 2.66.1\n\nFixed.\n\n## 2.66.0\n\nAdded.\n"
        let (content, problems) = read(MemoryFileSystem(files))
        let byPath = Dictionary(uniqueKeysWithValues: content.documents.map { ($0.path, $0) })
        let chapter = try XCTUnwrap(byPath["Content/ch05-03-method-syntax.md"])
        XCTAssertEqual(chapter.title, "Method Syntax")
        XCTAssertEqual(chapter.titleLine, 5)
        XCTAssertEqual(chapter.blocks.map(\.text), ["", "Methods are like functions.", "Summary", "Structs."])
        XCTAssertTrue(chapter.blocks[0].html.contains("id=\"methods\""), "the old heading's anchor stays")
        XCTAssertEqual(byPath["Content/design/button.md"]?.title, "Button")
        XCTAssertEqual(byPath["Content/design/button.md"]?.blocks.first?.text, "When to use")
        XCTAssertEqual(byPath["Content/design/popup.md"]?.title, "Popup")
        XCTAssertEqual(byPath["Content/releases.md"]?.title, "Releases")
        XCTAssertEqual(problems.filter { $0.identifier == "markdown.title.missing" }.map(\.formatted), [
            "Content/design/button.md:1:1: warning: found 5 pages with no title, this one first, expected a 'title' in front matter or a '# Heading'; using their file names [markdown.title.missing]\n    note: also Content/design/input.md, Content/design/menu.md, Content/design/popup.md and 1 more",
        ])
    }

    /// Docusaurus reads a front matter id within its folder: `id: introduce` in `connector/` and in `format/` are two
    /// pages (Apache StreamPark's site failed on four such ids). Such ids are settled from their folders, with a note;
    /// within one folder a given id twice is still an error.
    /// Files named as their pages, as an Obsidian vault's (most names have spaces), title their pages as written when
    /// the page has no `#` title: its first section's heading does not ("About Obsidian" was "What is Obsidian"), nor
    /// is the name reworded ("更新 Obsidian" was "Obsidian", "2-factor authentication" lost its hyphen).
    func testAVaultsFileNamesTitleItsPages() {
        var files = ["Content/About Obsidian.md": "## What is Obsidian\n\nA writing app.\n\n## Why\n\nYour notes.\n",
                     "Content/更新 Obsidian.md": "更新应用。\n",
                     "Content/2-factor authentication.md": "Turn it on.\n",
                     "Content/Daily notes.md": "# Daily Notes\n\nOne a day.\n",
                     "Content/Sync/Set up Sync.md": "Set it up.\n"]
        var (content, problems) = read(MemoryFileSystem(files))
        XCTAssertEqual(content.documents.map(\.title).sorted(), ["2-factor authentication", "About Obsidian", "Daily Notes", "Set up Sync", "更新 Obsidian"])
        XCTAssertEqual(problems.filter { $0.identifier == "markdown.title.missing" }, [])
        XCTAssertEqual(content.documents.first { $0.title == "About Obsidian" }?.blocks.first?.text, "What is Obsidian")
        // Where few names have spaces, the file names no page: a leading section heading of its own does.
        files = ["Content/ch05-03-method-syntax.md": "## Method Syntax\n\nMethods.\n\n## Summary\n\nStructs.\n"]
        (content, problems) = read(MemoryFileSystem(files))
        XCTAssertEqual(content.documents.map(\.title), ["Method Syntax"])
    }

    /// A text file beside an example's source code is its data (Vue's `examples/src/cells/description.txt`: 40 pages
    /// of a bare URL or a line); beside Markdown, or alone, a text file is a page.
    func testTextBesideCodeIsDataNotAPage() {
        let (content, problems) = read(MemoryFileSystem([
            "Content/examples/cells/description.txt": "https://eugenkiss.github.io/7guis/tasks/#cells\n",
            "Content/examples/cells/store.js": "export const cells = {}\n",
            "Content/examples/tree/description.txt": "A nested tree.\n",
            "Content/examples/tree/App.vue": "<template></template>\n",
            // A project's folder by its files (docker_practice's demos): a Dockerfile, a compose file.
            "Content/demo/django/Dockerfile": "FROM python:3\n", "Content/demo/django/requirements.txt": "Django>=5.0.6,<6.0\n",
            "Content/demo/buildkit/Dockerfile.buildkit": "FROM alpine\n", "Content/demo/buildkit/aws.txt": "awskey\n",
            "Content/notes/talk.txt": "Designing Search\n\nSearch is the way people find things.\n",
            // The code in a subfolder (Vue's Chinese docs): a line is the example's data; a page of text above code
            // stays a page, and so does text at the top.
            "Content/examples/counter/description.txt": "https://eugenkiss.github.io/7guis/tasks/#counter",
            "Content/examples/counter/App/options.js": "export default {}\n",
            "Content/talks/search.txt": "Designing Search\n\nSearch is the way people find things.\n\nShow results as people type.\n",
            "Content/talks/tools/convert.py": "print()\n",
            "Content/about.txt": "About.\n", "Content/scripts/build.sh": "make\n",
        ]))
        XCTAssertEqual(content.documents.map(\.path), ["Content/about.txt", "Content/notes/talk.txt", "Content/talks/search.txt"])
        XCTAssertEqual(problems.filter { $0.identifier == "content.skipped" }.map(\.formatted), [
            "Content/demo/buildkit/aws.txt: note: skipped 5 text files beside source code, this one first: examples' data, not pages [content.skipped]\n    note: also Content/demo/django/requirements.txt, Content/examples/cells/description.txt, Content/examples/counter/description.txt and 1 more",
        ])
    }

    /// Captions named alike in folders per talk (3Blue1Brown's `neural-networks/english/captions.srt`) are different
    /// talks: each is named by its folder, its languages still one talk (the build stopped on a duplicate id); an id
    /// given in concord.yml names the talk, its transcript too (two talks given two ids were one page).
    func testCaptionsNamedAlikeInTalkFoldersAreDifferentTalks() {
        func srt(_ text: String) -> String { "1\n00:00:01,000 --> 00:00:04,000\n\(text)\n\n2\n00:00:05,000 --> 00:00:08,000\n\(text) Again.\n" }
        var (content, problems) = read(MemoryFileSystem([
            "Content/3b1b/neural-networks/english/captions.srt": srt("This is a three. Neural networks learn from examples."),
            "Content/3b1b/neural-networks/chinese/captions.srt": srt("这是一个三。神经网络从例子中学习，我们一步一步来看。"),
            "Content/3b1b/gradient-descent/english/captions.srt": srt("Last video I laid out the structure of a neural network."),
        ]))
        XCTAssertEqual(problems.filter { $0.severity == .error }.map(\.formatted), [])
        XCTAssertEqual(content.documents.map { "\($0.language) \($0.id) \($0.transcript?.id ?? "-")" }.sorted(), [
            "en gradient-descent-captions gradient-descent-captions", "en neural-networks-captions neural-networks-captions",
            "zh-Hans neural-networks-captions-zh-hans neural-networks-captions",
        ])
        (content, problems) = read(MemoryFileSystem([
            "Content/a/captions.srt": srt("This is a three. Neural networks learn from examples."),
            "Content/b/captions.srt": srt("Last video I laid out the structure of a neural network."),
            "Content/concord.yml": "documents:\n  a/captions.srt: {id: neural-networks}\n  b/captions.srt: {id: gradient-descent}\n",
        ]))
        XCTAssertEqual(content.documents.map { "\($0.id) \($0.transcript?.id ?? "-")" }.sorted(),
                       ["gradient-descent gradient-descent", "neural-networks neural-networks"])
        // A prose transcript.txt in one talk's folder and another talk's transcript.en.vtt are two talks' files: the
        // prose is named by its folder (both were pages at en/transcript.html, and the build stopped).
        (content, problems) = read(MemoryFileSystem([
            "Content/youtube/transcript.en.vtt": "WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nHe owns half of the company and put in seven million.\n",
            "Content/3b1b/neural-networks/english/transcript.txt": "This is a three. Neural networks learn from examples, one by one.\n\nAnd then they do it again.\n",
        ]))
        XCTAssertEqual(problems.filter { $0.severity == .error }.map(\.formatted), [])
        XCTAssertEqual(content.documents.map(\.id).sorted(), ["neural-networks-transcript", "transcript"])
    }

    /// The top README names the site by its own title, not by the label that tells it apart from another page of
    /// that title (Salesforce's design system was "… (README)" on every page); release notes and issue templates are
    /// the repository's own files.
    func testTheSiteIsNamedBeforeTitlesAreToldApart() {
        let (content, _) = read(MemoryFileSystem([
            "Content/README.md": "# Lightning Design System\n\nThe design system.\n",
            "Content/site/overview.md": "# Lightning Design System\n\nAn overview of the system.\n",
            "Content/ui/button/RELEASENOTES.md": "# Button Release Notes\n\n## 2.21.0\n\nAdded.\n",
        ]))
        XCTAssertEqual(content.manifest.title, "Lightning Design System")
        XCTAssertEqual(content.documents.count, 2)
        // The site's home names it before the README beside it (Vite's Chinese docs were "Concord").
        let (site, _) = read(MemoryFileSystem([
            "Content/README.md": "# Vite 中文文档翻译\n\n翻译指南。\n",
            "Content/index.md": "---\ntitle: Vite\nlayout: home\n---\n\n下一代的前端工具链。\n",
            "Content/guide/index.md": "# 开始\n\n总览。\n",
        ]))
        XCTAssertEqual(site.manifest.title, "Vite")
    }

    /// A repository's own file that a page links to is read after all (docker_practice's README links to its
    /// CONTRIBUTING.md and CHANGELOG.md): a page when Concord reads its type, a file to copy for the link otherwise
    /// (`LICENSE`); the ones no page links to stay out, with their notes.
    func testRepositoryFilesAPageLinksToAreRead() {
        let (content, problems) = read(MemoryFileSystem([
            "Content/README.md": "# Docker practice\n\nRead [how to contribute](CONTRIBUTING.md) and [the licence](LICENSE).\n",
            "Content/CONTRIBUTING.md": "# Contributing\n\nOpen a pull request.\n",
            "Content/LICENSE": "Apache License\n",
            "Content/CHANGELOG.md": "# Changes\n\n## 1.0\n",
        ]))
        XCTAssertEqual(content.documents.map(\.title).sorted(), ["Contributing", "Docker practice"])
        XCTAssertEqual(content.linkable, ["LICENSE"])
        XCTAssertEqual(problems.map(\.formatted), ["Content/CHANGELOG.md: note: skipped the repository's own file, not a page [content.skipped]"])
    }

    /// A page in another language that repeats a page of the site's language word for word (`button_zh-CN.md`, a
    /// copy of `button.md` not yet translated) is no translation and no page; one whose text is translated, or
    /// whose title alone is, stays.
    func testWordForWordCopiesInAnotherLanguageAreNoPages() {
        let button = "# Button\n\nButtons start an action. Use a primary button for the main action of a page.\n"
        let (content, problems) = read(MemoryFileSystem([
            "Content/components/button.md": button,
            "Content/components/button_zh-CN.md": button,
            "Content/components/link.md": "# Link\n\nLinks lead to other pages.\n",
            "Content/components/link_zh-CN.md": "# 链接\n\nLinks lead to other pages.\n",
            "Content/components/input.md": "# Input\n\nAn input lets people enter text.\n",
            "Content/components/input_zh-CN.md": "# 输入框\n\n输入框让用户输入文本。\n",
        ]))
        XCTAssertEqual(content.documents.map(\.path).sorted(), [
            "Content/components/button.md", "Content/components/input.md", "Content/components/input_zh-CN.md",
            "Content/components/link.md", "Content/components/link_zh-CN.md",
        ])
        XCTAssertEqual(content.manifest.languages, ["en", "zh-Hans"])
        XCTAssertEqual(problems.map(\.formatted), [
            "Content/components/button_zh-CN.md: note: skipped a page that repeats a page in 'en' word for word, no translation: the original is shown in its place, untranslated [content.copy]",
        ])
    }

    /// Hugo publishes no page of a headless bundle or of `_build: {render: never}` (Kubernetes keeps 878 feature gates
    /// and glossary entries so, shown on other pages): neither does Concord, with one note for many.
    func testPagesHugoKeepsUnpublishedAreSkipped() {
        var files = ["Content/page.md": "# Page\n\nPublished.\n",
                     "Content/bundle/index.md": "---\ntitle: Bundle\nheadless: true\n---\nResources only.\n"]
        for n in 1...4 { files["Content/gates/gate\(n).md"] = "---\ntitle: Gate \(n)\n_build:\n  list: never\n  render: false\n---\nA feature gate.\n" }
        let (content, problems) = read(MemoryFileSystem(files))
        XCTAssertEqual(content.documents.map(\.title), ["Page"])
        XCTAssertEqual(problems.map(\.formatted), [
            "Content/bundle/index.md:3:1: note: skipped 5 pages their front matter keeps from being published (headless, or '_build: render: never'), this one first, as Hugo does [content.unrendered]\n    note: also Content/gates/gate1.md, Content/gates/gate2.md, Content/gates/gate3.md and 1 more",
        ])
    }

    /// Clashing made ids are settled from folders that name something, not from the folders that hold translations
    /// (an untranslated Chinese page of KCL's site was `i18n-zh-cn-docusaurus-plugin-content-docs-current-…`).
    func testClashingIDsLeaveOutTranslationFolders() {
        let current = "Content/i18n/zh-Hans/docusaurus-plugin-content-docs/current/"
        let (content, _) = read(MemoryFileSystem([
            current + "guides/x/index.md": "# 介绍\n\n指南。", current + "reference/x/index.md": "# 介绍\n\n参考。",
        ]))
        XCTAssertEqual(content.documents.map(\.id).sorted(), ["guides-x-index", "reference-x-index"])
    }

    /// Settling never makes a name the site uses: Pinia's home `index.md`, titled as its API page "Pinia" is, became
    /// `index` and took the place of the site's own home pages.
    func testClashingIDsAreNeverReservedNames() {
        let (content, _) = read(MemoryFileSystem([
            "Content/index.md": "# Pinia\n\nThe intuitive store for Vue.js.", "Content/api/pinia/index.md": "# Pinia\n\nThe store's interface.",
        ]))
        let ids = content.documents.map(\.id)
        XCTAssertEqual(ids.count, 2)
        XCTAssertFalse(ids.contains { Slug.isReserved($0) }, "\(ids)")
        XCTAssertEqual(Set(ids).count, 2, "\(ids)")
    }

    /// An id Concord had to rewrite (`静态-pod` keeps only `pod`) is not the author's: meeting a page whose own id
    /// it is settles it by its folder, with the warning about the id, and the build goes on (Kubernetes stopped).
    func testARewrittenIDThatClashesIsSettledNotAnError() throws {
        let fs = MemoryFileSystem([
            "Content/glossary/pod.md": "---\nid: pod\n---\n# Pod\n\nThe smallest unit.",
            "Content/glossary/mirror-pod.md": "---\nid: 静态-pod\n---\n# Mirror Pod\n\nA pod the kubelet watches.",
        ])
        let (content, problems) = read(fs)
        XCTAssertEqual(problems.map(\.identifier), ["document.id.unsafe"])
        XCTAssertEqual(content.documents.map(\.id).sorted(), ["glossary-pod", "pod"])
        XCTAssertEqual(content.documents.first { $0.id == "pod" }?.title, "Pod")
    }

    func testGivenIDsInDifferentFoldersAreLocalToThem() throws {
        let fs = MemoryFileSystem([
            "Content/connector/1-introduce.md": "---\nid: introduce\n---\n# Connectors\n\nOne.",
            "Content/format/1-introduce.md": "---\nid: introduce\n---\n# Formats\n\nTwo.",
            "Content/same/a.md": "---\nid: twice\n---\n# A\n\nOne.",
            "Content/same/b.md": "---\nid: twice\n---\n# B\n\nTwo.",
        ])
        let (content, problems) = read(fs)
        XCTAssertEqual(problems.map(\.formatted), [
            "Content/connector/1-introduce.md:2:1: note: found the id 'introduce' in 2 folders; read as local to each folder, as Docusaurus reads it, using 'connector-introduce', 'format-introduce' [document.id.local]",
            "Content/same/b.md:2:1: error: found a second document with the id 'twice' (en), expected ids to be unique [document.id.duplicate]\n    note: the first is in Content/same/a.md:2\n    note: set a different 'id' in the front matter or in concord.yml",
        ])
        XCTAssertEqual(content.documents.map(\.id).sorted(), ["connector-introduce", "format-introduce", "twice"])
        XCTAssertTrue(content.documents.filter { $0.id.hasSuffix("introduce") }.allSatisfy(\.hasExplicitID))
    }

    func testManifestOverridesAndUnknownFiles() {
        let fs = MemoryFileSystem([
            "Content/concord.yml": "documents:\n  a.txt:\n    designSystem: Material\n    id: material-search\n  gone.txt:\n    id: x\n",
            "Content/a.txt": "Search\n\nSearch allows users to find content.",
            "Content/notes.indd": "binary",
        ])
        let (content, problems) = read(fs)
        XCTAssertEqual(content.documents.first?.id, "material-search")
        XCTAssertEqual(content.documents.first?.designSystem, "Material")
        XCTAssertEqual(problems.map(\.identifier), ["content.file.unknown", "manifest.document.missing"])
    }

    func testACloneOfAnotherGeneratorsSiteReadsItsPagesAndSummarisesTheRest() throws {
        let fs = MemoryFileSystem([
            "Content/package.json": #"{"name": "design-system", "version": "1.0.0", "scripts": {"build": "eleventy"}}"#,
            "Content/tsconfig.json": #"{"compilerOptions": {"strict": true}}"#,
            "Content/components/button/index.md": "---\ntitle: Button\nlayout: pane.njk\n---\n\nUse a button to start an action.",
            "Content/components/button/default/index.njk": "{% from 'button/macro.njk' import button %}",
            "Content/components/input/default/index.njk": "{{ input() }}",
            "Content/components/select/default/index.njk": "{{ select() }}",
            "Content/components/table/default/index.njk": "{{ table() }}",
            "Content/components/tabs/default/index.njk": "{{ tabs() }}",
            "Content/styles/main.scss": "body { margin: 0 }",
        ])
        let (content, problems) = read(fs)
        XCTAssertEqual(content.documents.map(\.title), ["Button"])
        XCTAssertFalse(problems.contains { $0.severity == .error }, "\(problems)")
        XCTAssertEqual(problems.map { "\($0.source ?? ""): \($0.identifier): \($0.summary)" }.sorted(), [
            "Content/components/button/default/index.njk: content.file.unknown: found 5 files of unknown type '.njk', this one first, expected .json, .vtt, .srt, .txt, .md or .mdx (ignored)",
            "Content/package.json: content.json.unknown: found 2 JSON files that are not transcripts, this one first (none has 'segments'), expected a transcript {id, language, segments} or a session record (ignored)",
            "Content/styles/main.scss: content.file.unknown: found a file of unknown type '.scss', expected .json, .vtt, .srt, .txt, .md or .mdx (ignored)",
        ])
        XCTAssertEqual(problems.first { $0.identifier == "content.json.unknown" }?.notes, ["also Content/tsconfig.json"])
        let njk = try XCTUnwrap(problems.first { $0.summary.contains(".njk") })
        XCTAssertEqual(njk.notes, ["also Content/components/input/default/index.njk, Content/components/select/default/index.njk, Content/components/table/default/index.njk and 1 more"])
        // A transcript with a mistake is still an error, not ignored.
        let broken = read(MemoryFileSystem(["Content/talk.json": #"{"id": "t", "language": "en", "segment": []}"#])).1
        XCTAssertEqual(broken.map(\.identifier), ["transcript.field.missing"])
    }

    /// Other generators' JSON with an `id` or a `language`, with comments or with front matter is other data, not
    /// a broken transcript that stops the build (Mintlify's `es.json`, a Jekyll search template, `tsconfig.json`).
    func testJSONOfOtherToolsIsIgnoredAndBrokenTranscriptsAreStillErrors() {
        let fs = MemoryFileSystem([
            "Content/intro.md": "# Intro\n\nWelcome.",
            "Content/es.json": #"{"tabs": [{"tab": "Guías", "pages": ["es/index"]}], "language": "es"}"#,
            "Content/agents/claude.json": #"{"id": "claude", "repository": "anthropics/claude-code", "mcpConfigFile": ".mcp.json"}"#,
            "Content/components/button.json": #"{"id": "button", "title": "Button", "props": [{"name": "size"}]}"#,
            "Content/assets/search-data.json": "---\nlayout: null\n---\n{ {% for page in site.pages %} \"{{ page.url }}\": 1 {% endfor %} }",
            "Content/tsconfig.json": "{\n  // strict mode\n  \"compilerOptions\": {\"strict\": true,},\n}",
        ])
        let (content, problems) = read(fs)
        XCTAssertEqual(content.documents.map(\.title), ["Intro"])
        XCTAssertTrue(content.sessionMetadata.isEmpty)
        XCTAssertEqual(problems.map(\.identifier), ["content.json.unknown"], "\(problems)")
        XCTAssertEqual(problems.first?.summary.hasPrefix("found 5 JSON files that are not transcripts"), true)
        for (text, expected) in [
            (#"{"id": "t", "language": "en"}"#, "transcript.field.missing"),
            (#"{"$schema": "transcript.schema.json", "id": "t", "captions": [{"start": 1, "text": "Hi"}]}"#, "transcript.field.missing"),
            (#"{"id": "t", "segments": [{"start": 1, "text": "Hi"}"#, "transcript.json.syntax"),
            (#"[{"start": 1, "text": "Hi"},]"#, "transcript.json.syntax"),
        ] {
            let found = read(MemoryFileSystem(["Content/talk.json": text])).1.map(\.identifier)
            XCTAssertEqual(found, [expected], text)
        }
        // A session record: an event, or a title with only a session's members.
        for text in [#"{"id": "wwdc2024-10001", "event": "wwdc2024", "extra": 1}"#, #"{"id": "x-1", "title": "Intro", "year": 2024}"#] {
            XCTAssertEqual(read(MemoryFileSystem(["Content/talk.metadata.json": text])).0.sessionMetadata.count, 1, text)
        }
    }

    func testRepositoryFilesAndHiddenFoldersAreSkippedWithANote() {
        let fs = MemoryFileSystem([
            "Content/LICENSE": "MIT",
            "Content/docs/CHANGELOG.md": "# Changelog\n\n- First.",
            "Content/SECURITY.md": "# Security policy\n\nReport issues privately.",
            "Content/.git/config": "[core]",
            "Content/.git/HEAD": "ref: refs/heads/main",
            "Content/security.md": "# Security\n\nProtect the data people trust you with.",
            "Content/page.md": "# Page\n\nText of the page.",
            // With front matter, a changelog is a page of the site (Mintlify's, Just the Docs').
            "Content/changelog.mdx": "---\ntitle: Product updates\n---\n\nNew this week.",
            // MDX is written for a site: a contributing guide in MDX is a page of it.
            "Content/CONTRIBUTING.mdx": "# Contributing\n\nRun the tests first.",
            // Translated, a changelog is a page of a site's docs (Vant's `docs/markdown/changelog.en-US.md`).
            "Content/docs/markdown/changelog.en-US.md": "# Release notes\n\n- Fixed the button.",
        ])
        let (content, problems) = read(fs)
        XCTAssertEqual(problems.map(\.identifier), Array(repeating: "content.skipped", count: 4))
        XCTAssertTrue(problems.allSatisfy { $0.severity == .note })
        XCTAssertEqual(Set(problems.compactMap(\.source)), ["Content/LICENSE", "Content/docs/CHANGELOG.md", "Content/SECURITY.md", "Content/.git"])
        XCTAssertEqual(content.documents.map(\.title).sorted(), ["Contributing", "Page", "Product updates", "Release notes", "Security"])
    }

    /// A cloned site after `npm install` (or `bundle install`, or with a virtual environment) holds thousands of
    /// packages' READMEs: none is a page; one note per folder.
    func testInstalledDependenciesAndBuiltOutputAreSkipped() {
        let fs = MemoryFileSystem([
            "Content/docs/buttons.md": "# Buttons\n\nUse buttons for actions.",
            "Content/node_modules/lodash/README.md": "# lodash\n\nA utility library.",
            "Content/website/node_modules/@babel/core/README.md": "# @babel/core\n\nBabel's core.",
            "Content/vendor/bundle/ruby/3.2.0/gems/kramdown/README.md": "# kramdown\n\nA Markdown parser.",
            "Content/venv/pyvenv.cfg": "home = /usr/bin",
            "Content/venv/lib/python3.11/site-packages/mkdocs/README.md": "# MkDocs\n\nProject documentation.",
            "Content/_site/index.md": "# Built\n\nA copy.",
            // A folder of pages that happens to be called vendor, or bundle, stays.
            "Content/vendor/logos.md": "# Vendor logos\n\nHow to show a partner's logo.",
        ])
        let (content, problems) = read(fs)
        XCTAssertEqual(content.documents.map(\.title).sorted(), ["Buttons", "Vendor logos"])
        XCTAssertEqual(problems.filter { $0.identifier == "content.skipped" }.compactMap(\.source).sorted(), [
            "Content/_site", "Content/node_modules", "Content/vendor/bundle", "Content/venv", "Content/website/node_modules",
        ])
    }
}

extension ContentReaderTests {
    /// Pages of one language that share a title are told apart by the nearest part of their paths that differs:
    /// Carbon's tabs (`button/usage.mdx`, `button/style.mdx`) and a versioned copy of a page; a page whose own
    /// title differs, and a translation, keep theirs.
    func testPagesSharingATitleAreToldApartByTheirPaths() {
        /// Each page's title, by path, of a content folder read from `files`.
        func titles(_ files: [String: String]) -> [String: String] {
            Dictionary(uniqueKeysWithValues: readContent(MemoryFileSystem(files)).0.documents.map { ($0.path, $0.title) })
        }
        XCTAssertEqual(titles([
            "Content/components/button/usage.mdx": "---\ntitle: Button\n---\nWhen to use a button.\n",
            "Content/components/button/style.mdx": "---\ntitle: Button\n---\nHow a button looks.\n",
            "Content/docs/accessibility.md": "# Accessibility\n\nMake apps everyone can use.\n",
            "Content/versioned_docs/version-0.70/accessibility.md": "# Accessibility\n\nMake apps everyone can use, as 0.70 did.\n",
            "Content/components/link/usage.mdx": "---\ntitle: Link\n---\nWhen to use a link.\n",
        ]), [
            "Content/components/button/usage.mdx": "Button (Usage)", "Content/components/button/style.mdx": "Button (Style)",
            "Content/docs/accessibility.md": "Accessibility (Docs)",
            "Content/versioned_docs/version-0.70/accessibility.md": "Accessibility (Version 0.70)",
            "Content/components/link/usage.mdx": "Link",
        ])
        // Each page by the nearest part no other page of its group shares (TDesign's `web/api/`, `mobile/api/`,
        // `mobile/api_v2/` were "Button (Api)" twice); a path inside another's keeps the shorter one's title
        // (Material for MkDocs' `changelog/` and `insiders/changelog/`).
        XCTAssertEqual(titles([
            "Content/web/api/button.md": "---\ntitle: Button\n---\nProps of the web button.\n",
            "Content/mobile/api/button.md": "---\ntitle: Button\n---\nProps of the mobile button.\n",
            "Content/mobile/api_v2/button.md": "---\ntitle: Button\n---\nProps of the second mobile button.\n",
            "Content/changelog/index.md": "# Changelog\n\nWhat changed.\n",
            "Content/insiders/changelog/index.md": "# Changelog\n\nWhat changed for sponsors.\n",
        ]), [
            "Content/web/api/button.md": "Button (Web)", "Content/mobile/api/button.md": "Button (Mobile)",
            "Content/mobile/api_v2/button.md": "Button (Api v2)",
            "Content/changelog/index.md": "Changelog", "Content/insiders/changelog/index.md": "Changelog (Insiders)",
        ])
        // Two files of one folder, copied in every version (React Native's versioned docs): each label names both.
        XCTAssertEqual(Set(titles([
            "Content/docs/legacy/modules.md": "# Advanced topics\n\nModules.\n",
            "Content/docs/legacy/components.md": "# Advanced topics\n\nComponents.\n",
            "Content/versioned_docs/version-0.79/legacy/modules.md": "# Advanced topics\n\nModules in 0.79.\n",
            "Content/versioned_docs/version-0.79/legacy/components.md": "# Advanced topics\n\nComponents in 0.79.\n",
        ]).values), ["Advanced topics (Modules, Docs)", "Advanced topics (Components, Docs)",
                     "Advanced topics (Modules, Version 0.79)", "Advanced topics (Components, Version 0.79)"])
        // Chapter folders with pages of their own name the pages in them by those pages' titles (docker_practice's
        // chapter summaries); where one folder has none, every page keeps its folder's name.
        XCTAssertEqual(titles([
            "Content/01_introduction/README.md": "# 第一章 Docker 简介\n\n简介。\n",
            "Content/01_introduction/summary.md": "# 本章小结\n\n本章介绍了 Docker。\n",
            "Content/02_basic_concept/README.md": "# 第二章 基本概念\n\n概念。\n",
            "Content/02_basic_concept/summary.md": "# 本章小结\n\n本章介绍了三个核心概念。\n",
            "Content/fn.md": "# Functions\n\nFunctions are declared with fn.\n",
            "Content/fn/closures.md": "# Closures\n\nClosures capture.\n",
            "Content/fn/summary.md": "# Summary\n\nFunctions and closures.\n",
            "Content/generics/summary.md": "# Summary\n\nGenerics.\n",
        ]), [
            "Content/01_introduction/README.md": "第一章 Docker 简介", "Content/01_introduction/summary.md": "本章小结（第一章 Docker 简介）",
            "Content/02_basic_concept/README.md": "第二章 基本概念", "Content/02_basic_concept/summary.md": "本章小结（第二章 基本概念）",
            "Content/fn.md": "Functions", "Content/fn/closures.md": "Closures",
            "Content/fn/summary.md": "Summary (Fn)", "Content/generics/summary.md": "Summary (Generics)",
        ])
        // Numbers that order files or date posts are no part of a label (KCL's site: "Quick Start (1 argocd)").
        XCTAssertEqual(titles([
            "Content/gitops/1-argocd.md": "# Quick Start\n\nArgo CD.\n",
            "Content/gitops/2-fluxcd.md": "# Quick Start\n\nFlux CD.\n",
            "Content/blog/2023-10-23-kcl-spec/index.md": "# Meeting notes\n\nThe spec.\n",
            "Content/blog/2023-11-02-kcl-ide/index.md": "# Meeting notes\n\nThe IDE.\n",
        ]), [
            "Content/gitops/1-argocd.md": "Quick Start (Argocd)", "Content/gitops/2-fluxcd.md": "Quick Start (Fluxcd)",
            "Content/blog/2023-10-23-kcl-spec/index.md": "Meeting notes (Kcl spec)", "Content/blog/2023-11-02-kcl-ide/index.md": "Meeting notes (Kcl ide)",
        ])
    }
}

extension ContentReaderTests {
    /// HTML tags written as JSX (`style={{float: 'right'}}`, `width={283}`, `className`) read as HTML, in `.md` as in
    /// `.mdx` (React Native's docs showed 150 such tags as text); in code they stay as written.
    func testHTMLTagsWrittenAsJSXReadAsHTML() throws {
        let page = "# Colors\n\n<img src=\"chart.svg\" width={283} alt=\"Security chart\" style={{float: 'right'}} />\n\n"
            + "A <span className=\"note\" style={{color: 'red'}}>red</span> word.\n\n```jsx\n<img style={{float: 'right'}} />\n```\n"
        let (content, _) = readContent(MemoryFileSystem(["Content/colors.md": page, "Content/chart.svg": "<svg/>"]))
        let blocks = try XCTUnwrap(content.documents.first?.blocks)
        XCTAssertTrue(blocks[0].html.contains("<img src=\"chart.svg\" alt=\"Security chart\""), blocks[0].html)
        XCTAssertEqual(blocks[1].text, "A red word.")
        XCTAssertEqual(blocks[2].text, "<img style={{float: 'right'}} />\n")
        XCTAssertEqual(JSXAttributeConverter.markdown("<div className=\"a\" onClick={() => go({x: 1})}>b</div>"), "<div class=\"a\">b</div>")
    }
}

extension ContentReaderTests {
    /// Bilingual files of one name in many folders (Arco's demos, each `basic.md`): when settling the clash renames
    /// a file's source version, its translation still names it (they were shown apart, and two claimed one URL).
    func testBilingualFilesKeepTheirPairWhenTheirIDsAreRenamed() {
        func demo(_ en: String, _ zh: String) -> String { "## zh-CN\n\n\(zh)\n\n## en-US\n\n\(en)\n" }
        let (content, problems) = readContent(MemoryFileSystem([
            "Content/alert/__demo__/basic.md": demo("The basic use of an alert.", "警告提示的基本用法。"),
            "Content/button/__demo__/basic.md": demo("The basic use of a button.", "按钮的基本用法。"),
            "Content/select/__demo__/search.md": demo("Search the options.", "搜索选项。"),
        ]))
        XCTAssertEqual(problems.filter { $0.severity == .error }, [])
        let sources = content.documents.filter { $0.translationOf == nil }, translations = content.documents.filter { $0.translationOf != nil }
        XCTAssertEqual(Set(sources.map(\.id)).count, 3)
        for t in translations {
            XCTAssertEqual(sources.first { $0.path == t.path }?.id, t.translationOf, t.path)
        }
        XCTAssertEqual(translations.count, 3)
    }
}

extension ContentReaderTests {
    /// A page of little prose is read by its headings and tables too (Semi's Divider, Icon and Overview, API tables
    /// under Chinese headings, were English pages), and `locale`/`localeCode` in front matter state the language.
    func testLanguageOfPagesWithLittleProse() {
        let table = "# 分割线 Divider\n\n## 代码演示\n\n### 基本用法\n\n```jsx\n<Divider />\n```\n\n## API 参考\n\n| 属性 | 说明 | 类型 |\n|---|---|---|\n| align | 文字对齐方式 | string |\n"
        let (content, _) = readContent(MemoryFileSystem([
            "Content/divider.md": table,
            "Content/icon.md": "---\ntitle: Icon\nlocaleCode: zh-CN\n---\nIcon `<IconHome />`\n",
            // A title above a component (Vite's Chinese blog index): the title's language; a file's name says nothing.
            "Content/blog.md": "# Vite 博客的最新消息\n\n<BlogIndex/>\n\nVite.\n",
            "Content/接口.md": "Vite.\n",
        ]))
        XCTAssertEqual(Dictionary(uniqueKeysWithValues: content.documents.map { ($0.path, $0.language) }),
                       ["Content/divider.md": "zh-Hans", "Content/icon.md": "zh-Hans", "Content/blog.md": "zh-Hans", "Content/接口.md": "en"])
    }
}

extension ContentReaderTests {
    /// Web components whose text is an attribute, written over several lines (VA's `<va-link-action href text>`):
    /// a link or text, the lines after it keeping their numbers; one through a template tag is its text alone.
    func testWebComponentsSayTheirTextAttributes() throws {
        let page = "# New\n\n<va-link-action\n  href=\"https://github.com/x/releases\"\n  text=\"View all releases\"\n></va-link-action>\n\n"
            + "<va-link-action href=\"{{ site.figma }}\" text=\"Open Figma\"></va-link-action>\n\nLast paragraph.\n"
        let (content, _) = readContent(MemoryFileSystem(["Content/new.md": page]))
        let blocks = try XCTUnwrap(content.documents.first?.blocks)
        XCTAssertEqual(blocks.map(\.text), ["View all releases", "Open Figma", "Last paragraph."])
        XCTAssertTrue(blocks[0].html.contains("<a href=\"https://github.com/x/releases\">View all releases</a>"), blocks[0].html)
        XCTAssertEqual(blocks.map(\.line), [3, 8, 10])
    }
}

extension ContentReaderTests {
    /// Jekyll's `{{ page.x }}` is filled from the page's own front matter (outside code); a variable it lacks stays
    /// for the template pass, which reports it.
    func testPageVariablesComeFromTheFrontMatter() throws {
        let page = "---\ntitle: Don't use jargon\nintro-text: Use words people know.\n---\n{{ page.intro-text | markdownify }}\n\n"
            + "```liquid\n{{ page.intro-text }}\n```\n\n{{ page.missing }}\n"
        let (content, problems) = readContent(MemoryFileSystem(["Content/jargon.md": page]))
        let blocks = try XCTUnwrap(content.documents.first?.blocks)
        XCTAssertEqual(blocks.map(\.text), ["Use words people know.", "{{ page.intro-text }}\n"])
        XCTAssertEqual(problems.filter { $0.identifier == "markdown.template" }.count, 1)
    }
}

extension ContentReaderTests {
    /// Jekyll's `{{ site.x }}` is filled from `_config.yml` at the top of the content folder (USWDS: `{{ site.uswds_email }}`
    /// was shown as written 36 times), in text and in links; its addresses (`baseurl`) are left to the link pass,
    /// and a key it lacks stays for the template pass.
    func testSiteVariablesComeFromJekyllsConfiguration() throws {
        let fs = MemoryFileSystem([
            "Content/_config.yml": "title: Design System\nsupport_email: help@example.gov\nbaseurl: /uswds\nnav:\n  - one\n",
            "Content/help.md": "---\ntitle: Help\n---\nWrite to {{ site.support_email }}.\n\n[Email us]({{ site.support_email | prepend: 'mailto:' }}) or "
                + "[mail](mailto:{{ site.support_email }}).\n\n{{ site.nav }}\n",
        ])
        let (content, problems) = readContent(fs)
        let doc = try XCTUnwrap(content.documents.first { $0.title == "Help" })
        XCTAssertEqual(doc.blocks.first?.text, "Write to help@example.gov.")
        XCTAssertTrue(doc.blocks.contains { ($0.markupHTML ?? "").contains("href=\"mailto:help@example.gov\"") }, "\(doc.blocks)")
        XCTAssertEqual(problems.filter { $0.identifier == "markdown.template" }.map(\.excerpt), [nil])
        XCTAssertEqual(content.manifest.siteVariables, ["title": "Design System", "support_email": "help@example.gov"])
    }
}
