import Foundation
import Support
import XCTest

final class HTMLEscapeTests: XCTestCase {
    func testEscape() {
        XCTAssertEqual(HTML.escape(#"a < b & "c" > 'd' 范围"#), "a &lt; b &amp; &quot;c&quot; &gt; &#39;d&#39; 范围")
        XCTAssertEqual(HTML.escape("plain text"), "plain text")
        XCTAssertEqual(HTML.escape(""), "")
        // Entities at either end, side by side, in short (small) and long strings, beside text beyond ASCII.
        XCTAssertEqual(HTML.escape("<>"), "&lt;&gt;")
        XCTAssertEqual(HTML.escape("&x&"), "&amp;x&amp;")
        XCTAssertEqual(HTML.escape("it's 范围’s"), "it&#39;s 范围’s")
        let long = String(repeating: "Don't <b>stop</b> & go “on” — ", count: 40)
        XCTAssertEqual(HTML.escape(long), long.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "'", with: "&#39;"))
        // Bridged or other non-contiguous storage takes the same result.
        let bridged = NSString(string: "a < b 'c'") as String
        XCTAssertEqual(HTML.escape(bridged), "a &lt; b &#39;c&#39;")
    }

    func testIsEscapedAgreesWithEscape() {
        let samples = ["", "plain", #"a < b & "c" > 'd'"#, "范围 & “控制”", "&amp;", "x<"]
        for text in samples {
            XCTAssertTrue(HTML.isEscaped(text, as: HTML.escape(text)), text)
            XCTAssertFalse(HTML.isEscaped(text, as: HTML.escape(text) + "x"), text)
            XCTAssertFalse(HTML.isEscaped(text + "x", as: HTML.escape(text)), text)
        }
        XCTAssertFalse(HTML.isEscaped("a & b", as: "a & b"))
        XCTAssertFalse(HTML.isEscaped("a <em>b</em>", as: "a <em>b</em>"))
        XCTAssertFalse(HTML.isEscaped("a b", as: "a <a data-concord-term=\"x\">b</a>"))
    }

    /// Front matter titles written for a generator that shows them as HTML (USWDS's `Sharing the &#x23;GovLove`).
    func testCharacterReferencesDecode() {
        XCTAssertEqual(HTML.decodingReferences("Sharing the &#x23;GovLove"), "Sharing the #GovLove")
        XCTAssertEqual(HTML.decodingReferences("Goals and&nbsp;benefits &#8212; &amp; more"), "Goals and benefits — & more")
        // What is no reference stays: a lone ampersand, an unknown name, a number no scalar has.
        XCTAssertEqual(HTML.decodingReferences("R&D; A & B &unknown; &#xD800; &"), "R&D; A & B &unknown; &#xD800; &")
    }
}
