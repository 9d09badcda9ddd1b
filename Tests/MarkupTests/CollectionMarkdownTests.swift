import Markup
import XCTest

/// Markdown as people write it in guideline repositories, rendered as GitHub renders it.
final class CollectionMarkdownTests: XCTestCase {
    func testTightListItemsKeepALeadingLinkOrEmphasis() {
        let blocks = CommonMarkConverter.blocks("""
            - [Buttons](buttons.md) let people act.
            - **Create unbounded 3D experiences.** Use the full space.
            - `code` first, then text.
            """)
        XCTAssertEqual(blocks.map(\.html), [
            "<a href=\"buttons.md\">Buttons</a> let people act.",
            "<strong>Create unbounded 3D experiences.</strong> Use the full space.",
            "<code>code</code> first, then text.",
        ])
        XCTAssertEqual(blocks[0].linkTextLength, 7)
    }

    func testChineseBoldNextToFullWidthPunctuationIsBold() {
        let block = CommonMarkConverter.blocks("**实时活动显示来自你 App 的最新信息。**后文继续说明。")[0]
        XCTAssertEqual(block.html, "<strong>实时活动显示来自你 App 的最新信息。</strong>后文继续说明。")
        XCTAssertEqual(block.text, "实时活动显示来自你 App 的最新信息。后文继续说明。")
        // Across a link inside, and opening after a full-width bracket.
        XCTAssertEqual(CommonMarkConverter.blocks("请看**「[颜色](color.md)」。**后文")[0].html,
                       "请看<strong>「<a href=\"color.md\">颜色</a>」。</strong>后文")
        // Emphasis the same way; a product name inside stays.
        XCTAssertEqual(CommonMarkConverter.inlineHTML("*注意：*请先阅读 **Human Interface Guidelines。**然后开始。"),
                       "<em>注意：</em>请先阅读 <strong>Human Interface Guidelines。</strong>然后开始。")
    }

    /// GFM spec examples 350, 351 and 360 (cmark-gfm's test/spec.txt, "Emphasis and strong emphasis"): delimiters
    /// next to white space or inside words stay as CommonMark says; the CJK repair must not touch them.
    func testSpecExamplesOutsideChineseAreUnchanged() {
        XCTAssertEqual(CommonMarkConverter.inlineHTML("a * foo bar*"), "a * foo bar*")
        XCTAssertEqual(CommonMarkConverter.inlineHTML("** foo bar**"), "** foo bar**")
        XCTAssertEqual(CommonMarkConverter.inlineHTML("a**\"foo\"**"), "a**“foo”**")
        XCTAssertEqual(CommonMarkConverter.inlineHTML("**foo bar**"), "<strong>foo bar</strong>")
        // White space inside the delimiters stays literal next to Chinese too.
        XCTAssertEqual(CommonMarkConverter.inlineHTML("中文** 不是粗体 **中文"), "中文** 不是粗体 **中文")
    }

    func testRawAnchorsAreKeptCleanAndOtherRawHTMLIsDropped() {
        let blocks = CommonMarkConverter.blocks("""
            # <span id="page-0-1"></span>**Buttons**

            See <a name="top"></a>this and <span class="x" onclick="evil()">that</span><script>alert(1)</script>.

            <a name="block-anchor"></a>

            <div onclick="x">Page 1 of 3</div>
            """)
        XCTAssertEqual(blocks[0].text, "Buttons")
        XCTAssertEqual(blocks[0].anchors, ["page-0-1"])
        // Tags go, their text stays as text (escaped), as GitHub's sanitiser leaves it.
        XCTAssertEqual(blocks[1].html, "See <span id=\"top\"></span>this and thatalert(1).")
        XCTAssertEqual(blocks[2].anchors, ["block-anchor"])
        // A raw block with text keeps its text and the allowed tags, without their other attributes.
        XCTAssertEqual(blocks.count, 4)
        XCTAssertEqual(blocks[3].kind, .table)
        XCTAssertEqual(blocks[3].text, "Page 1 of 3")
        XCTAssertEqual(blocks[3].html, "<div class=\"html-block\"><div>Page 1 of 3</div></div>")
        // Safe mode still applies to links.
        XCTAssertFalse(CommonMarkConverter.inlineHTML("<span id=\"a\"></span>[x](javascript:alert(1))").contains("javascript"))
        XCTAssertFalse(blocks.map(\.html).joined().contains("onclick"))
        XCTAssertFalse(blocks.map(\.html).joined().contains("<script"))
        XCTAssertFalse(blocks.map(\.html).joined().contains("raw HTML omitted"))
        XCTAssertEqual(CommonMarkConverter.anchorIDs(in: "<a name=\"a b\"></a><span id='ok'>"), ["ok"])
    }

    func testFencedCodeNamesItsLanguageInAClassNotALangAttribute() {
        let block = CommonMarkConverter.blocks("```swift\nlet x = 1\n```")[0]
        XCTAssertEqual(block.html, "<pre><code class=\"language-swift\">let x = 1\n</code></pre>")
    }

    func testAHeadingWrittenAsHTMLIsAHeadingWithItsAnchor() {
        let blocks = CommonMarkConverter.blocks("* [用法](#usage)\n\n<h2 id=\"usage\">用法 &amp; <em>规范</em></h2>\n\n文字。")
        XCTAssertEqual(blocks[1].kind, .heading(level: 2))
        XCTAssertEqual(blocks[1].text, "用法 & 规范")
        XCTAssertEqual(blocks[1].anchors, ["usage"])
        XCTAssertEqual(blocks.count, 3)
        // Not a heading alone: a kept block, the heading in bold (a block holds no section).
        XCTAssertEqual(CommonMarkConverter.blocks("<h2>a</h2><div>b</div>").map(\.html), ["<div class=\"html-block\"><strong>a</strong><br><div>b</div></div>"])
    }

    func testImagesAreListed() {
        let block = CommonMarkConverter.blocks("![Palette](images/palette.png) and ![x](https://example.org/a.png)")[0]
        XCTAssertEqual(block.images, ["images/palette.png", "https://example.org/a.png"])
    }
}
