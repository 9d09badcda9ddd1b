import Build
import FileIO
import Foundation
import Ingest
import Search
import SiteModel
import Support
import TestSupport
import XCTest

/// The talk library fixture (`Tests/Fixtures/talks-library`, laid out as the public `wwdc-sessions` repository),
/// built end to end: titles and descriptions from session records, code snippets at their moment, a real
/// Chinese page for the talk with Chinese captions.
final class TalkLibraryTests: XCTestCase {
    static let fixture = Path.join(SiteFixture.packageRoot, "Tests/Fixtures/talks-library")

    /// The fixture as `Content/`, with the repository's templates and assets.
    static func fileSystem() throws -> MemoryFileSystem {
        let memory = try SiteFixture.seedFileSystem()
        for path in memory.allFiles.keys where path.hasPrefix("Content/") { try memory.remove(path) }
        let disk = DiskFileSystem()
        for (path, kind) in try disk.walk(fixture) where kind == .file {
            try memory.write(try disk.read(Path.join(fixture, path)), to: "Content/" + path)
        }
        return memory
    }

    static let built: BuiltSite = {
        BuildPipeline(options: SiteFixture.options(), fileSystem: try! fileSystem()).make()
    }()

    func page(_ path: String) throws -> String {
        try XCTUnwrap(SiteFixture.text(Self.built, path), "no \(path) in the built site")
    }

    /// The text between two markers of a page.
    func between(_ text: String, _ start: String, _ end: String) -> String {
        guard let a = text.range(of: start), let b = text.range(of: end, range: a.upperBound..<text.endIndex) else { return "" }
        return String(text[a.upperBound..<b.lowerBound])
    }

    func testBuildsWithoutProblems() {
        XCTAssertEqual(SiteFixture.contentDiagnostics(Self.built).filter { $0.severity != .note }.map(\.formatted), [])
    }

    func testTitlesDescriptionsAndEventsFromSessionRecords() throws {
        let readers = try page("en/wwdc2017-101.html")
        XCTAssertTrue(readers.contains("<h1 id=\"doc-title\">Designing Interfaces for Readers</h1>"))
        XCTAssertTrue(readers.contains("<p class=\"eyebrow\">Session · WWDC17</p>"))
        XCTAssertTrue(readers.contains("how a reading app gets out of the reader&#39;s way."), "the description is on the page")
        XCTAssertTrue(readers.contains("<span class=\"tag tag-platform\">iPadOS</span>"))
        XCTAssertTrue(readers.contains("<span class=\"tag tag-topic\">Accessibility</span>"))
        XCTAssertTrue(readers.contains("<a href=\"https://developer.apple.com/design/human-interface-guidelines/typography\" rel=\"external\">Typography</a>"),
                      "resources are links")
        XCTAssertFalse(readers.contains("(catalog)"), "metadata.json beside the captions wins over the catalog")
        // The catalog alone describes the tech talk.
        let quiet = try page("en/tech-talks-300.html")
        XCTAssertTrue(quiet.contains("<h1 id=\"doc-title\">Quiet Interfaces</h1>"))
        XCTAssertTrue(quiet.contains("<p class=\"eyebrow\">Session · Tech Talks 2020</p>"))
        XCTAssertTrue(quiet.contains("an interface that stays quiet until it matters."))
        // No record at all: the talk names itself.
        let rhythm = try page("en/wwdc2018-202.html")
        XCTAssertTrue(rhythm.contains("<h1 id=\"doc-title\">Layout Rhythm in Practice</h1>"))
        XCTAssertFalse(rhythm.contains("<title>WWDC 2018 · 202"), "the id is no title")
        // Its event and number, read from the id, stand above the title instead of the raw id.
        XCTAssertTrue(rhythm.contains("<p class=\"eyebrow\">Session · WWDC 2018 · 202</p>"))
        // The home page lists them with their descriptions and events.
        let home = try page("en/index.html")
        XCTAssertTrue(home.contains("<span class=\"card-title\">Designing Interfaces for Readers</span>"))
        XCTAssertTrue(home.contains("<p class=\"card-summary\" lang=\"en\">Type, rhythm and a steady layout"))
        XCTAssertTrue(home.contains("<span>Tech Talks 2020</span>"))
    }

    func testCodeSnippetAtItsMomentInTextAndCaptions() throws {
        let readers = try page("en/wwdc2017-101.html")
        let prose = between(readers, "data-view-panel=\"prose\"", "data-view-panel=\"captions\"")
        // After the paragraph that holds 0:40, before the next one (0:46).
        let code = try XCTUnwrap(prose.range(of: "<figure class=\"code-snippet\" id=\"code-1\" data-after-caption=\"10\">"))
        let before = try XCTUnwrap(prose.range(of: "id=\"t0\""))
        let after = try XCTUnwrap(prose.range(of: "id=\"t46\""))
        XCTAssertTrue(before.upperBound < code.lowerBound && code.upperBound < after.lowerBound)
        XCTAssertTrue(prose.contains("<span class=\"code-title\">Adopting Dynamic Type</span>"))
        XCTAssertTrue(prose.contains("?time=40\" rel=\"external\" aria-label=\"Play the session at 0:40\">0:40</a>"))
        XCTAssertTrue(prose.contains("<code class=\"language-swift\" translate=\"no\">label.font = <span class=\"tok-type\">UIFont</span>.preferredFont"))
        XCTAssertTrue(prose.contains("<span class=\"tok-keyword\">true</span> <span class=\"tok-comment\">// follow the reader</span>"))
        // The captions load on demand; site.js copies the figure in after the caption said at 0:40 (the tenth).
        let captions = between(readers, "data-view-panel=\"captions\"", "</ol>")
        XCTAssertFalse(captions.contains("code-snippet"), "the page carries the snippet once")
        // The Chinese page shows it at the same moment.
        let chinese = try page("zh-Hans/wwdc2017-101.html")
        XCTAssertTrue(chinese.contains("<figure class=\"code-snippet\" id=\"code-1\" data-after-caption=\""))
    }

    func testChinesePageReadsInChinese() throws {
        let chinese = try page("zh-Hans/wwdc2017-101.html")
        XCTAssertFalse(chinese.contains("此页面尚未翻译"), "no 'not translated' notice")
        XCTAssertFalse(chinese.contains("尚未翻译"))
        let prose = between(chinese, "data-view-panel=\"prose\"", "data-view-panel=\"captions\"")
        XCTAssertTrue(prose.contains("动态字体让每位读者都能自行选择字号。"))
        XCTAssertFalse(prose.contains("Dynamic Type lets each reader"), "the reading text is Chinese")
        // Spaces that joined the cues are gone between Chinese characters, kept before Latin words.
        XCTAssertTrue(prose.contains("欢迎收看《为读者设计界面》。</span><span id=\"t0-s2\">我是 Sam"), prose)
        // The Captions tab loads the Chinese captions, from their own file.
        let list = between(chinese, "data-view-panel=\"captions\"", "</ol>")
        let script = try XCTUnwrap(list.range(of: #"data-captions="\.\./(captions/[0-9a-f]+\.js)""#, options: .regularExpression))
        let path = String(list[script].dropFirst("data-captions=\"../".count).dropLast())
        let file = try XCTUnwrap(Self.built.files.first { $0.path == path })
        let captions = String(decoding: try XCTUnwrap(PackedPayload.payload(ofScript: Array(file.data))), as: UTF8.self)
        XCTAssertTrue(captions.contains("大家好，欢迎收看《为读者设计界面》。"), captions)
        XCTAssertFalse(captions.contains("Hello and welcome"), "the Captions tab lists the Chinese captions")
        // Paragraphs share the English page's anchors (the moment), each pointing at its counterpart.
        let english = try page("en/wwdc2017-101.html")
        for anchor in ["t0", "t46", "t60", "t78"] {
            XCTAssertTrue(prose.contains("id=\"\(anchor)\" data-peer-en=\"\(anchor)\""), anchor)
            XCTAssertTrue(english.contains("id=\"\(anchor)\" data-peer-zh-hans=\"\(anchor)\""), anchor)
        }
        // Paired by time, never by position: the Chinese of 0:46–0:59 is under the English of 0:46.
        let t46 = between(prose, "id=\"t46\"", "</div>")
        XCTAssertTrue(t46.contains("这一行代码就能让文字跟随读者的设置。") && t46.contains("接下来，我们谈谈节奏。"))
        XCTAssertFalse(t46.contains("宽松的行距"))
        // The English page links to it and no longer repeats the Chinese beside its paragraphs.
        XCTAssertTrue(english.contains("<a class=\"button subtle\" href=\"../zh-Hans/wwdc2017-101.html\" hreflang=\"zh-Hans\" lang=\"zh-Hans\" data-lang-switch=\"zh-Hans\">简体中文</a>"))
        XCTAssertFalse(english.contains("caption-translation"))
        XCTAssertFalse(english.contains("title=\"Not translated yet\""), "the switch does not call it untranslated")
        // The zh-Hans index summarises it in Chinese.
        let index = try page("zh-Hans/index.html")
        XCTAssertTrue(index.contains("<p class=\"card-summary\" lang=\"zh-Hans\">大家好，欢迎收看《为读者设计界面》。"))
        // A talk with English captions only is written once, and tells Chinese readers so.
        XCTAssertNil(SiteFixture.text(Self.built, "zh-Hans/wwdc2018-202.html"))
        XCTAssertTrue(index.contains("href=\"../en/wwdc2018-202.html\""))
        XCTAssertTrue(try page("en/wwdc2018-202.html").contains("data-reader-lang=\"zh-Hans\" hidden>此页面尚未翻译"))
    }

    /// Without a session record, each page takes its title from its own captions: the Chinese one from its title marks.
    func testWithoutSessionRecordsEachLanguageNamesTheTalkInItsOwnWords() throws {
        let fs = try Self.fileSystem()
        try fs.remove("Content/sessions/wwdc2017/101-designing-interfaces-for-readers/metadata.json")
        try fs.remove("Content/catalog.json")
        try fs.remove("Content/sessions/wwdc2017/101-designing-interfaces-for-readers/README.md")
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        func title(_ path: String) throws -> String {
            let html = try XCTUnwrap(SiteFixture.text(built, path), path)
            return String(html.split(separator: "<h1 id=\"doc-title\">")[1].prefix { $0 != "<" })
        }
        XCTAssertEqual(try title("en/wwdc2017-101.html"), "Designing Interfaces for Readers")
        XCTAssertEqual(try title("zh-Hans/wwdc2017-101.html"), "为读者设计界面")
        // With the record, both keep its title.
        XCTAssertTrue(try page("zh-Hans/wwdc2017-101.html").contains("<h1 id=\"doc-title\">Designing Interfaces for Readers"))
    }

    /// The same library with its captions as a video site serves them: WebVTT in English, SubRip in Chinese.
    func testCaptionFilesMakeTheSameTalkInBothLanguages() throws {
        let fs = try Self.fileSystem()
        for path in fs.allFiles.keys where path.hasPrefix("Content/") { try fs.remove(path) }
        try fs.write(Data("""
            WEBVTT

            00:00:01.000 --> 00:00:04.000
            Hi, welcome to designing search. Today we talk about scope bars.

            00:00:04.000 --> 00:00:07.000
            People search in many ways, so <c.yellow>suggest</c> as they type.
            """.utf8), to: "Content/talks/designing-search.en.vtt")
        try fs.write(Data("1\r\n00:00:01,000 --> 00:00:04,000\r\n大家好，欢迎来到搜索设计。今天我们谈谈范围栏。\r\n\r\n2\r\n00:00:04,000 --> 00:00:07,000\r\n人们用很多方式搜索，所以在输入时给出建议。\r\n".utf8),
                     to: "Content/talks/designing-search.zh-Hans.srt")
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        XCTAssertEqual(SiteFixture.contentDiagnostics(built).filter { $0.severity != .note }.map(\.formatted), [])
        let english = try XCTUnwrap(SiteFixture.text(built, "en/designing-search.html"))
        let chinese = try XCTUnwrap(SiteFixture.text(built, "zh-Hans/designing-search.html"))
        XCTAssertTrue(english.contains("suggest as they type"), english)
        XCTAssertFalse(english.contains("&lt;c.yellow"))
        XCTAssertTrue(chinese.contains("人们用很多方式搜索"), chinese)
        XCTAssertTrue(chinese.contains("lang=\"zh-Hans\""))
        XCTAssertFalse(english.contains("· designing-search</p>"), "a name in words is not repeated as a code")
    }

    func testSearchFindsDescriptionsAndFiltersByPlatform() throws {
        let records = SearchRecords.make(Self.built.site)
        let about = try XCTUnwrap(records.first { $0.id == "en/wwdc2017-101#about" })
        XCTAssertTrue(about.text.contains("gets out of the reader's way") && about.text.contains("Accessibility"))
        XCTAssertEqual(about.platforms, ["iOS", "iPadOS"])
        let paragraphs = records.filter { $0.pageURL == "en/wwdc2017-101.html" && $0.time != nil }
        XCTAssertFalse(paragraphs.isEmpty)
        XCTAssertTrue(paragraphs.allSatisfy { $0.platforms.contains("iPadOS") }, "the talk's platforms filter its paragraphs")
        let chinese = records.filter { $0.language == "zh-Hans" && $0.pageURL == "zh-Hans/wwdc2017-101.html" }
        XCTAssertTrue(chinese.contains { $0.text.contains("动态字体") && $0.time == 27 || $0.text.contains("动态字体") && $0.time == 0 })
        XCTAssertFalse(records.contains { $0.language == "zh-Hans" && $0.pageURL == "en/wwdc2017-101.html" },
                       "the Chinese is indexed once, on its own page")
        XCTAssertFalse(records.contains { $0.language == "zh-Hans" && $0.text.contains("preferredFont") }, "code is indexed once")
        XCTAssertTrue(records.filter { $0.pageURL == "en/wwdc2017-101.html" }.allSatisfy { $0.topics == ["Design", "Accessibility"] })
        // Topics are a facet of the index, so search can filter by them.
        let facets = try XCTUnwrap(Self.built.files.first { $0.path.hasPrefix("search/en/f-") })
        let json = try XCTUnwrap(PackedPayload.payload(ofScript: Array(facets.data)))
        XCTAssertTrue(String(decoding: json, as: UTF8.self).contains("\"topic\":{\"Accessibility\":"))
    }

    /// Each session folder's generated README is its talk's page: no second page, and the event's list of sessions
    /// leads to the talks.
    func testSessionReadmesAreTheirTalksPages() throws {
        let pages = Set(Self.built.site.pages.filter { $0.language == "en" }.map(\.id))
        XCTAssertEqual(pages, ["wwdc2017-101", "wwdc2018-202", "tech-talks-300", "tech-talks-sessions"], "no page of its own for either README")
        let list = try page("en/tech-talks-sessions.html")
        XCTAssertTrue(list.contains("<span id=\"p2-s1\"><a class=\"xref\" href=\"tech-talks-300.html\">Quiet Interfaces</a> · 📝</span>"), list)
        XCTAssertTrue(list.contains("<a class=\"xref\" href=\"wwdc2017-101.html\"><span id=\"p3-s1\">Designing Interfaces for Readers</span></a>"))
        XCTAssertEqual(Self.built.diagnostics.filter { $0.identifier == "content.session.readme" }.count, 1)
    }

    /// The talks issue's weight target: a session page's HTML at most three times the caption text it shows, in
    /// each language, for a talk of ordinary length (twenty minutes, 240 captions, with a session record, a code
    /// snippet and a Chinese track). The captions load on demand, so the page carries its reading text once.
    func testSessionPagesWeighAtMostThreeTimesTheirCaptions() throws {
        let fs = try Self.fileSystem()
        var random = SplitMix64(seed: 7)
        let words = ["search", "field", "scope", "results", "people", "type", "suggestions", "recent", "filter", "tokens",
                     "the", "a", "when", "your", "app", "shows", "keeps", "list", "while", "they", "bar", "content", "find",
                     "quickly", "clear", "button", "placeholder", "text", "tells", "what", "can", "be", "found", "here"]
        let hanzi = Array("搜索栏范围结果人们输入建议最近筛选标记应用显示保持列表内容快速找到清除按钮占位文本告诉可以这里的时候")
        var english: [String] = [], chinese: [String] = []
        for n in 0..<240 {
            let count = 7 + Int(random.next() % 9)
            let sentence = (0..<count).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: " ")
            english.append(#"{"start": \#(n * 5), "text": "\#(sentence.prefix(1).uppercased() + sentence.dropFirst())."}"#)
            let length = 10 + Int(random.next() % 12)
            chinese.append(#"{"start": \#(n * 5), "text": "\#(String((0..<length).map { _ in hanzi[Int(random.next() % UInt64(hanzi.count))] }))。"}"#)
        }
        let folder = "Content/sessions/wwdc2019/300-searching-at-length/"
        try fs.write(Data(#"{"id": "wwdc2019-300", "language": "eng", "segments": [\#(english.joined(separator: ","))]}"#.utf8), to: folder + "transcript.json")
        try fs.write(Data(#"{"id": "wwdc2019-300", "language": "zho", "segments": [\#(chinese.joined(separator: ","))]}"#.utf8), to: folder + "transcript.zho.json")
        try fs.write(Data(#"""
            {"id": "wwdc2019-300", "event": "wwdc2019", "year": 2019, "title": "Searching at Length",
             "description": "A long talk about search fields.", "url": "https://developer.apple.com/videos/play/wwdc2019/300/",
             "platforms": ["iOS"], "topics": ["Design"], "resources": [],
             "codeSnippets": [{"title": "A search field", "language": "swift", "startTimeSeconds": 300,
                               "code": "let search = UISearchController(searchResultsController: nil)\nnavigationItem.searchController = search\n"}]}
            """#.utf8), to: folder + "metadata.json")
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: fs).make()
        XCTAssertEqual(SiteFixture.contentDiagnostics(built).filter { $0.severity == .error }.map(\.formatted), [])
        for path in ["en/wwdc2019-300.html", "zh-Hans/wwdc2019-300.html"] {
            let html = try XCTUnwrap(SiteFixture.text(built, path), path)
            let name = try XCTUnwrap(html.range(of: #"captions/[0-9a-f]+\.js"#, options: .regularExpression), path)
            let file = try XCTUnwrap(built.files.first { $0.path == String(html[name]) })
            let payload = try XCTUnwrap(PackedPayload.payload(ofScript: Array(file.data)))
            let segments = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(payload)) as? [String: Any])?["s"] as? [[Any]])
            let captionBytes = segments.reduce(0) { $0 + (($1[1] as? String)?.utf8.count ?? 0) }
            XCTAssertEqual(segments.count, 240, path)
            XCTAssertTrue(html.contains("UISearchController"), "\(path) shows the snippet")
            XCTAssertLessThanOrEqual(html.utf8.count, 3 * captionBytes, "\(path): \(html.utf8.count) bytes of HTML for \(captionBytes) of captions")
        }
    }

    /// A talk's text from a transcript tool, with its own times and no captions, is a talk page with those times;
    /// that no captions match it is a note, not a warning.
    func testTextWithItsOwnTimesNeedsNoCaptions() throws {
        let seedNames = try DiskFileSystem().walk(Path.join(SiteFixture.packageRoot, "Content")).map { "Content/" + $0.path }
        let files = ["Content/interview.txt": "Search interview\n\nAna Lee (00:00):\nWelcome to the search design review today.\n\nBen Ortiz (00:42):\nThe field sits at the top of the screen.\n"]
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: try SiteFixture.seedFileSystem(extra: files, without: seedNames)).make()
        XCTAssertEqual(SiteFixture.contentDiagnostics(built).filter { $0.severity != .note }.map(\.formatted), [])
        XCTAssertEqual(built.diagnostics.first { $0.identifier == "align.transcript.noMatch" }?.severity, .note)
        let html = try XCTUnwrap(SiteFixture.text(built, "en/search-interview.html"))
        XCTAssertTrue(html.contains("<p class=\"eyebrow\">Session</p>"), "a talk, not a guideline")
        XCTAssertTrue(html.contains("id=\"t42\""), "the moment at 0:42 has its anchor")
        XCTAssertTrue(html.contains("Ben Ortiz: The field sits at the top of the screen."))
    }
}
