import Ingest
@testable import Render
import TextAnalysis
import XCTest

/// Sentence spans nest with the inline markup they cross (#14: `<li><span …>…</span></strong>` was a stray end tag
/// the Nu checker found): every output is checked with a tag stack.
final class SentenceNestingTests: XCTestCase {
    /// Tags open and close in order; returns the first problem.
    func nestingProblem(_ html: String) -> String? {
        var stack: [String] = []
        var rest = html[...]
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { return "unclosed tag" }
            let tag = rest[open...close]
            rest = rest[rest.index(after: close)...]
            let closing = tag.hasPrefix("</")
            let name = String(tag.dropFirst(closing ? 2 : 1).prefix { $0.isLetter || $0.isNumber })
            if ["br", "img", "input", "wbr"].contains(name) || tag.hasSuffix("/>") { continue }
            if closing {
                guard stack.last == name else { return "stray </\(name)> with \(stack) open" }
                stack.removeLast()
            } else {
                stack.append(name)
            }
        }
        return stack.isEmpty ? nil : "still open: \(stack)"
    }

    func wrapped(_ text: String, _ html: String) -> String {
        let sentences = SentenceSplitter.split(text)
        return SentenceAnchors.wrap(sentences.indices.map { "s\($0 + 1)" }, at: sentences, text: text, into: html)
    }

    func testSpansNestAroundEmphasisLinksAndCode() {
        let cases: [(String, String)] = [
            ("Create unbounded 3D experiences. Use the full space.",
             "<strong>Create unbounded 3D experiences.</strong> Use the full space."),
            ("Buttons let people act. See more.", "<a href=\"b.html\">Buttons</a> let people act. See more."),
            ("One. Two three. Four.", "<em>One. Two</em> three. <strong>Four.</strong>"),
            ("Start here. Then read this part. End.", "Start <a href=\"x\">here. Then <em>read</em> this</a> part. End."),
            ("Call run(). It returns. Done.", "Call <code>run()</code>. It <strong>returns. <em>Done.</em></strong>"),
            ("实时活动显示来自你 App 的最新信息。后文说明。", "<strong>实时活动显示来自你 App 的最新信息。</strong>后文说明。"),
            ("A. B. C.", "<strong><em>A. B.</em> C.</strong>"),
        ]
        for (text, html) in cases {
            let out = wrapped(text, html)
            XCTAssertNil(nestingProblem(out), "\(html) → \(out)")
            XCTAssertTrue(out.contains("id=\"s1\""), out)
            // The words are all still there, in order.
            XCTAssertEqual(out.replacingOccurrences(of: #"<[^>]+>"#, with: "", options: .regularExpression),
                           html.replacingOccurrences(of: #"<[^>]+>"#, with: "", options: .regularExpression))
        }
    }

    /// A sentence that starts with an element's text starts before its tag, and the whole sentence is in its span:
    /// opened inside the element, the span ended with it, the rest of the sentence had no id, and the sentence
    /// before kept an empty copy of the element (`。<code></code></span><code><span id>0.8.3</span></code>`, 192
    /// times in the Rust book's Chinese translation).
    func testASentenceStartingWithAnElementStartsBeforeIt() {
        XCTAssertEqual(wrapped("这是标准。0.8.3 实际上是简写。", "这是标准。<code>0.8.3</code> 实际上是简写。"),
                       "<span id=\"s1\">这是标准。</span><span id=\"s2\"><code>0.8.3</code> 实际上是简写。</span>")
        XCTAssertEqual(wrapped("Read this. Buttons act. End.", "Read this. <a href=\"b.html\">Buttons</a> act. End."),
                       "<span id=\"s1\">Read this.</span> <span id=\"s2\"><a href=\"b.html\">Buttons</a> act.</span> <span id=\"s3\">End.</span>")
    }

    /// An element right after a sentence's end, whole the next sentence (Ant Design's Chinese `产生的。[查看色板](…)`),
    /// starts after the first span: it left an empty copy of the link in it.
    func testAnElementAfterASentencesEndIsNotCopiedIntoIt() {
        let cases: [(String, String, String)] = [
            ("基础色板的基础上产生的。查看色板", "基础色板的基础上产生的。<a href=\"c\">查看色板</a>",
             "<span id=\"s1\">基础色板的基础上产生的。</span><a href=\"c\"><span id=\"s2\">查看色板</span></a>"),
            ("Read this. More here.", "Read this.<a href=\"m\"><em>More here.</em></a>",
             "<span id=\"s1\">Read this.</span><a href=\"m\"><em><span id=\"s2\">More here.</span></em></a>"),
        ]
        for (text, html, expected) in cases {
            let out = wrapped(text, html)
            XCTAssertEqual(out, expected)
            XCTAssertNil(nestingProblem(out), out)
        }
    }

    /// The walk goes by UTF-8 scalar: an entity is one character of the text, and wide characters, non-breaking
    /// spaces and upper-case tag names keep every span on its sentence.
    func testEntitiesAndWideCharactersKeepTheirPlace() {
        let text = "Tom & Jerry\u{00A0}run. 🎉 Then stop. 再见。"
        let html = "Tom &amp; <EM>Jerry</EM>\u{00A0}run. 🎉 Then <a href=\"x\">stop</a>. 再见。"
        XCTAssertEqual(SentenceSplitter.split(text), ["Tom & Jerry\u{00A0}run.", "🎉 Then stop.", "再见。"])
        XCTAssertEqual(wrapped(text, html),
                       "<span id=\"s1\">Tom &amp; <EM>Jerry</EM>\u{00A0}run.</span> <span id=\"s2\">🎉 Then <a href=\"x\">stop</a>.</span> "
                       + "<span id=\"s3\">再见。</span>")
    }

    /// The byte test for Chinese characters agrees with the scalar range it stands for.
    func testHanIsToldFromLeadBytes() {
        for v in stride(from: 0x2F00, through: 0xA100, by: 7) {
            guard let scalar = Unicode.Scalar(v) else { continue }
            // At every offset from the eight-byte steps over ASCII, and after a character beyond ASCII.
            for lead in ["ab", String(repeating: "x", count: 7 + v % 9), "é" + String(repeating: "y", count: v % 13)] {
                let text = lead + String(Character(scalar)) + String(repeating: "c", count: v % 11)
                XCTAssertEqual(SiteRenderer.hasHan(text), (0x4E00...0x9FFF).contains(v), String(v, radix: 16))
            }
        }
        XCTAssertTrue(SiteRenderer.hasHan("Search 搜索"))
        XCTAssertFalse(SiteRenderer.hasHan("Search é ✓ 👍 ䷀"))
    }
}
