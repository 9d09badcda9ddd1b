import Diagnostics
import Ingest
import XCTest

final class PlainTextReaderTests: XCTestCase {
    func read(_ text: String, manifest: SiteManifest = SiteManifest()) -> [Document] {
        var problems: [Diagnostic] = []
        let docs = PlainTextReader.read(text, path: "p.txt", manifest: manifest, problems: &problems)
        XCTAssertEqual(problems, [])
        return docs
    }

    func kinds(_ d: Document) -> [String] {
        d.blocks.map { b in
            switch b.kind {
            case .heading(let level): "h\(level):\(b.label.map { $0 + " " } ?? "")\(b.text)"
            case .paragraph: "p:\(b.text)"
            case .listItem(let ordered): (ordered ? "ol" : "ul") + ":\(b.label.map { $0 + " " } ?? "")\(b.text)"
            case .caption: "caption:\(b.text)"
            default: "other:\(b.text)"
            }
        }
    }

    func testTitleHeadingsStepsAndCaptions() throws {
        let doc = try XCTUnwrap(read("""
            Search

            Search allows users to quickly find app content.


            Persistent search

            Use persistent search when search is the primary focus.

            Usage

              1. When in focus, the search experience expands.
              2. A user can type a query.
            Persistent search bar without focus (default)

            Expandable search

            Usage

              1. The user taps the search icon.
            """).first)
        XCTAssertEqual(doc.title, "Search")
        XCTAssertEqual(doc.titleLine, 1)
        XCTAssertEqual(doc.language, "en")
        XCTAssertEqual(kinds(doc), [
            "p:Search allows users to quickly find app content.",
            "h2:Persistent search",
            "p:Use persistent search when search is the primary focus.",
            "h3:Usage",
            "ol:1 When in focus, the search experience expands.",
            "ol:2 A user can type a query.",
            "caption:Persistent search bar without focus (default)",
            "h2:Expandable search",
            "h3:Usage",
            "ol:1 The user taps the search icon.",
        ])
        XCTAssertEqual(doc.blocks[3].line, 10)
    }

    func testChineseNumberedSections() throws {
        let doc = try XCTUnwrap(read("""
            搜索栏让用户可以在一组内容中，输入关键词以查找特定信息。

            1. 最佳实践

            展示能清楚说明可搜索信息类型的占位文字。

            3.1 iOS

            你可以将搜索入口点放置在以下三个主要位置：

            屏幕底部的标签页栏中
            直接与内容内联显示

            标签页栏搜索

            你可以将搜索做成差异直观的标签页。
            """).first)
        XCTAssertEqual(doc.language, "zh-Hans")
        XCTAssertEqual(doc.title, "", "a first line that reads as a sentence is not a title")
        XCTAssertEqual(kinds(doc), [
            "p:搜索栏让用户可以在一组内容中，输入关键词以查找特定信息。",
            "h2:1 最佳实践",
            "p:展示能清楚说明可搜索信息类型的占位文字。",
            "h3:3.1 iOS",
            "p:你可以将搜索入口点放置在以下三个主要位置：",
            "ul:屏幕底部的标签页栏中",
            "ul:直接与内容内联显示",
            "h4:标签页栏搜索",
            "p:你可以将搜索做成差异直观的标签页。",
        ])
    }

    func testBundleSplitsIntoPagesWithSlugsFromURLs() {
        var manifest = SiteManifest()
        ManifestReaderTests.addStrip(&manifest, "^This file is a structured index")
        let docs = read("""
            Hig Components Search

            Key Principles

            1. Search: discoverable with instant feedback.

            Source: Apple Inc. Canonical content at https://developer.apple.com/design/human-interface-guidelines/page-controls.

            This file is a structured index of that content, snapshot 2025-02-02.

            Page controls

            Best practices

            Use page controls to represent movement.

            Platform considerations

            iOS, iPadOS

            Avoid animating page transitions.

            Source: Apple Inc. Canonical content at https://developer.apple.com/design/human-interface-guidelines/search-fields.

            Search fields

            Scope controls and tokens

            • A _scope control_ acts like a [segmented control](https://example.org/sc).
            """, manifest: manifest)
        XCTAssertEqual(docs.map(\.id), ["hig-components-search", "page-controls", "search-fields"])
        XCTAssertEqual(docs.map(\.title), ["Hig Components Search", "Page controls", "Search fields"])
        XCTAssertEqual(docs.map(\.designSystem), ["Apple", "Apple", "Apple"])
        XCTAssertEqual(docs[1].sourceURL, "https://developer.apple.com/design/human-interface-guidelines/page-controls")
        XCTAssertEqual(kinds(docs[1]), ["h2:Best practices", "p:Use page controls to represent movement.",
                                        "h2:Platform considerations", "h3:iOS, iPadOS", "p:Avoid animating page transitions."])
        let item = docs[2].blocks[1]
        XCTAssertEqual(item.text, "A scope control acts like a segmented control.")
        XCTAssertEqual(item.html, "A <em>scope control</em> acts like a <a href=\"https://example.org/sc\">segmented control</a>.")
    }

    func testInlineMarkupNeverMakesScript() {
        XCTAssertEqual(InlineText.html("<script>alert(1)</script> [x](javascript:alert(1))"),
                       "&lt;script&gt;alert(1)&lt;/script&gt; [x](javascript:alert(1))")
    }

    /// Transcript tools' text exports (Otter, Rev, Descript) are a talk's text with its times.
    func testTranscriptToolExportsAreTimedTalks() throws {
        let otter = try XCTUnwrap(read("""
            Designing for search — interview

            Speaker 1  0:00
            Welcome everyone. Today we talk about search.

            Speaker 2  0:15
            Thanks for having me.

            Speaker 1  1:02:03
            And suggestions?
            """).first)
        XCTAssertEqual(otter.kind, .session)
        XCTAssertEqual(otter.title, "Designing for search — interview")
        XCTAssertEqual(otter.blocks.map(\.time), [0, 15, 3723])
        XCTAssertEqual(otter.blocks.map(\.text), ["Speaker 1: Welcome everyone. Today we talk about search.", "Speaker 2: Thanks for having me.", "Speaker 1: And suggestions?"])
        var problems: [Diagnostic] = []
        let rev = try XCTUnwrap(PlainTextReader.read("Ana Lee (00:00):\nWelcome to the review.\n\nBen Ortiz (00:42):\nThe field sits at the top.\n",
                                                    path: "notes/design-review.txt", manifest: SiteManifest(), problems: &problems).first)
        XCTAssertEqual(rev.title, "Design review", "no title line: the file names the talk")
        XCTAssertEqual(rev.blocks.map(\.time), [0, 42])
        XCTAssertEqual(rev.blocks.first?.text, "Ana Lee: Welcome to the review.")
        // A line per moment, with no blank lines between.
        let descript = try XCTUnwrap(read("[00:00:03] Welcome to the show.\n[00:00:09] Today: scope bars.\n\n[00:01:20] A scope bar narrows results.\n").first)
        XCTAssertEqual(descript.blocks.map(\.time), [3, 9, 80])
        XCTAssertEqual(descript.blocks.map(\.text), ["Welcome to the show.", "Today: scope bars.", "A scope bar narrows results."])
        // A page that mentions a time or two is still a page.
        let page = try XCTUnwrap(read("Scope bars\n\n1:30 is when the video shows the scope bar.\n\nA scope bar narrows results.\n\nUse two to four scopes.\n").first)
        XCTAssertEqual(page.kind, .guideline)
        XCTAssertTrue(page.blocks.allSatisfy { $0.time == nil })
    }
}
