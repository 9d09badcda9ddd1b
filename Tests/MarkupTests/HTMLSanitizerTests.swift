@testable import Markup
import XCTest

/// Raw HTML in Markdown kept as GitHub keeps it: allowed tags and attributes, text always, nothing that runs.
final class HTMLSanitizerTests: XCTestCase {
    func testBlocksKeepTextAndAllowedTagsOnly() throws {
        let kept = try XCTUnwrap(HTMLSanitizer.block("""
            <p align="center" style="color:red" onclick="evil()">
              <a href="https://example.org" target="_blank"><img src="logo.png" alt="Logo" width="120" onerror="x"></a>
              <br>A tagline &amp; <em>more</em> &copy; 2026 & co < 3 "quoted"
            </p><script>alert(1)</script><style>p{}</style><!-- a comment <p> -->
            """))
        XCTAssertEqual(kept.html, """
            <p>
              <a href="https://example.org"><img src="logo.png" alt="Logo" width="120"></a>
              <br>A tagline &amp; <em>more</em> &copy; 2026 &amp; co &lt; 3 &quot;quoted&quot;
            </p>
            """)
        XCTAssertEqual(kept.text, "Logo A tagline & more © 2026 & co < 3 \"quoted\"")
    }

    func testBlocksAreBalancedAndAddressesSafe() throws {
        // Unclosed tags close at the block's end; a stray closer goes; unknown tags go with their text kept.
        XCTAssertEqual(HTMLSanitizer.block("<div><table><tr><td colspan=2 x=y>a</td></div></span>b")?.html,
                       "<div><table><tr><td colspan=\"2\">a</td></tr></table></div>b")
        XCTAssertEqual(HTMLSanitizer.block("<custom-card heading=\"x\">Card text</custom-card>")?.html, "Card text")
        XCTAssertEqual(HTMLSanitizer.block("<a href=\"javascript:alert(1)\">here</a> <a href=\"JaVaScRiPt:x\">b</a> <a href=\"../guide.md#x\">guide</a>")?.html,
                       "here b <a href=\"../guide.md#x\">guide</a>")
        XCTAssertEqual(HTMLSanitizer.block("<img src=\"data:image/png;base64,AAAA\" alt=\"x\">")?.html, nil)
        // Headings and a summary are bold; ids become anchors; wrappers alone show nothing.
        XCTAssertEqual(HTMLSanitizer.block("<details><summary>More</summary>Hidden <b>text</b></details>")?.html,
                       "<strong>More</strong><br>Hidden <b>text</b>")
        XCTAssertEqual(HTMLSanitizer.block("<h2 id=\"usage\" class=\"x\">Usage</h2>")?.html, "<span id=\"usage\"></span><strong>Usage</strong>")
        XCTAssertNil(HTMLSanitizer.block("<div class=\"note\">"))
        XCTAssertNil(HTMLSanitizer.block("</div>"))
        XCTAssertNil(HTMLSanitizer.block("<!-- only a comment -->"))
        XCTAssertNil(HTMLSanitizer.block("<iframe src=\"https://example.org\">Fallback</iframe>"))
        // Vue's slots hold text in `<template>`.
        XCTAssertEqual(HTMLSanitizer.block("<cdx-demo-rules><template #do-text>Contrast against the background</template></cdx-demo-rules>")?.text,
                       "Contrast against the background")
    }

    func testInlineTagsAreKeptWhenTheyOpenAndCloseInTheParagraph() {
        let blocks = CommonMarkConverter.blocks("""
            Press <kbd>Cmd</kbd> and see <a href="https://example.org" onclick="x">the site</a>, <a href="javascript:x">not this</a>.

            An <em>unclosed emphasis and <b>bold</b>.
            """)
        XCTAssertEqual(blocks[0].html, "Press <kbd>Cmd</kbd> and see <a href=\"https://example.org\">the site</a>, not this.")
        XCTAssertEqual(blocks[1].html, "An unclosed emphasis and <b>bold</b>.")
    }

    /// GitHub plays `<video src="demo.mp4"></video>` written on a line of a README (no HTML block: a closing tag
    /// follows the opening one): kept with controls, as in a block; a player with no source it may play (a script's) is not.
    func testVideoAndAudioOnALineOfTextPlay() {
        let blocks = CommonMarkConverter.blocks("""
            <video src="demo.mp4" width="640" autoplay onplay="x"></video>

            Listen: <audio><source src="talk.ogg" type="audio/ogg"></audio> and <video src="javascript:x"></video>done.

            A <video src="half.mp4"> never closed.
            """)
        XCTAssertEqual(blocks.map(\.html), [
            "<video src=\"demo.mp4\" width=\"640\" controls></video>",
            "Listen: <audio controls><source src=\"talk.ogg\" type=\"audio/ogg\"></audio> and done.",
            "A  never closed.",
        ])
    }
}
