import Align
import Foundation
import Ingest
import SiteModel
import Support
import XCTest
@testable import Render

/// The captions script a talk page loads on demand: `ConcordCaptions.register("<hash>", <JSON>);`.
final class CaptionsFileTests: XCTestCase {
    private func session(_ segments: [Segment], video: String? = "https://example.com/videos/292") -> SessionInfo {
        SessionInfo(transcriptID: "t", videoURL: video, segments: segments)
    }

    /// Splits a captions script into its hash and its JSON, checking the frame around them.
    private func parts(_ file: RenderedFile) throws -> (hash: String, json: Data) {
        let text = String(decoding: file.data, as: UTF8.self)
        let prefix = "\u{FEFF}ConcordCaptions.register(\""
        XCTAssertTrue(text.hasPrefix(prefix), text)
        XCTAssertTrue(text.hasSuffix(");\n"), text)
        let body = text.dropFirst(prefix.count).dropLast(3)
        let quote = try XCTUnwrap(body.firstIndex(of: "\""))
        let hash = String(body[..<quote])
        XCTAssertEqual(body[body.index(after: quote)], ",")
        // Packed (`PackedPayload`): the JSON string of base 85 digits holds the JSON deflated.
        let packed = body[body.index(quote, offsetBy: 2)...]
        XCTAssertTrue(packed.hasPrefix("\"") && packed.hasSuffix("\""), "packed")
        return (hash, Data(try XCTUnwrap(PackedPayload.unpack(Array(packed.dropFirst().dropLast().utf8)))))
    }

    func testTextsThatNeedEscapingComeBackAsWritten() throws {
        let texts = ["He said \"search\" \\ twice", "a <script>", "line\nbreak\ttab", "sep\u{2028}arator", "中文字幕", "DEL\u{7F} and \u{1}"]
        let segments = texts.enumerated().map { Segment(start: Double($0.offset) * 2.6, text: $0.element) }
        let file = SiteRenderer.captionsFile(session(segments))
        let (hash, json) = try parts(file)
        XCTAssertEqual(file.path, "captions/\(hash).js")
        XCTAssertEqual(hash, ContentHash.hex(Array(json), length: 10), "named by the hash of its JSON")
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: json) as? [String: Any])
        XCTAssertEqual(object["v"] as? String, "https://example.com/videos/292/")
        let rows = try XCTUnwrap(object["s"] as? [[Any]])
        XCTAssertEqual(rows.map { $0[1] as? String }, texts)
        XCTAssertEqual(rows.map { $0[0] as? Int }, [0, 2, 5, 7, 10, 13], "whole seconds")
        // The plain form (what hosts send compressed) and the packed file alike: no markup, no line terminators
        // older JavaScript rejects.
        for raw in [String(decoding: json, as: UTF8.self), String(decoding: file.data, as: UTF8.self)] {
            XCTAssertFalse(raw.contains("<"), "no markup in a script, even inlined")
            XCTAssertFalse(raw.contains("\u{2028}"))
        }
        XCTAssertEqual(PackedPayload.plainScript(Array(file.data)).map { Data($0) },
                       Data("\u{FEFF}ConcordCaptions.register(\"\(hash)\",".utf8) + json + Data(");\n".utf8))
    }

    func testUnknownTimesAndMissingVideoAreNull() throws {
        let file = SiteRenderer.captionsFile(session([Segment(start: 359999, text: "placeholder time")], video: nil))
        let json = try parts(file).json
        XCTAssertEqual(String(decoding: json, as: UTF8.self), #"{"s":[[null,"placeholder time"]],"v":null}"#)
    }

    func testIdenticalCaptionsShareOneFile() {
        let a = SiteRenderer.captionsFile(session([Segment(start: 1, text: "Hello")]))
        let b = SiteRenderer.captionsFile(session([Segment(start: 1, text: "Hello")]))
        let c = SiteRenderer.captionsFile(session([Segment(start: 1, text: "Hello!")]))
        XCTAssertEqual(a.path, b.path)
        XCTAssertNotEqual(a.path, c.path)
    }

    // MARK: - Paragraphs, for the side-by-side view of the other language's page

    private func talkPage(_ segments: [Segment], paragraphs: [String], language: String = "en") -> Page {
        let blocks = paragraphs.enumerated().map { PageBlock(block: Block(kind: .paragraph, text: $1, line: 1), anchor: "t\($0)") }
        return Page(id: "t", language: language, contentLanguage: language, role: .original, url: "\(language)/t.html", kind: .session,
                    title: "T", sourcePath: "t.json", sections: [Section(anchor: "introduction", heading: nil, level: 0, blocks: blocks)],
                    session: session(segments), parallelURL: "\(language)/t.parallel.html")
    }

    /// The paragraphs as site.js cuts them from the script: each caption's speech (given third, else its text
    /// with `\s` runs collapsed) joined with spaces, the space after full-width punctuation before a wide
    /// character closed, then `length` units after `skip` (1 unless given, 0 first).
    private func paragraphsAsTheScriptSees(_ file: RenderedFile) throws -> [String: String] {
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: try parts(file).json) as? [String: Any])
        let speech = try XCTUnwrap(object["s"] as? [[Any]]).map { row in
            row.count > 2 ? row[2] as! String : CaptionParagraphs.scriptSpeech(row[1] as! String)
        }
        let stream = CaptionParagraphs.closingWideSpaces(Array(speech.filter { !$0.isEmpty }.joined(separator: " ").utf16))
        var result: [String: String] = [:]
        var at = 0
        for (i, p) in try XCTUnwrap(object["p"] as? [[Any]]).enumerated() {
            at += p.count > 2 ? p[2] as! Int : (i == 0 ? 0 : 1)
            let length = p[1] as! Int
            result[p[0] as! String] = String(decoding: stream[at..<(at + length)], as: UTF16.self)
            at += length
        }
        return result
    }

    func testATalkWithoutProseListsItsParagraphsAsStretchesOfItsCaptions() throws {
        // Sound tags, a speaker change inside a caption, line breaks and a no-break space, then enough sentences
        // and pauses for several paragraphs, as TranscriptParagraphBuilder makes them for a talk page.
        let segments = [Segment(start: 0, text: "[ Music ]"), Segment(start: 2, text: "Hello and\nwelcome.  >> Thanks, Sam."),
                        Segment(start: 5, text: "Search is\u{A0}hard [Laughter] but fun.")]
            + (0..<60).map { Segment(start: 9 + Double($0) * 3 + ($0 % 12 == 11 ? 4 : 0), text: "Sentence number \($0) ends here.") }
        let built = TranscriptParagraphBuilder.build(Transcript(id: "t", languageCode: "eng", source: nil, segments: segments))
        XCTAssertGreaterThan(built.paragraphs.count, 3)
        let page = talkPage(segments, paragraphs: built.paragraphs.map(\.text))
        let paragraphs = try XCTUnwrap(CaptionParagraphs.paragraphs(of: page))
        XCTAssertEqual(paragraphs.map(\.anchor), page.blocks.map(\.anchor))
        let rebuilt = try paragraphsAsTheScriptSees(SiteRenderer.captionsFile(page.session!, paragraphs: paragraphs))
        for block in page.blocks { XCTAssertEqual(rebuilt[block.anchor], block.block.text) }
        // Without paragraphs the script is as before: no speech, no `p`.
        let plain = String(decoding: try parts(SiteRenderer.captionsFile(page.session!)).json, as: UTF8.self)
        XCTAssertFalse(plain.contains(#""p":"#))
        XCTAssertFalse(plain.contains(#""Hello and welcome.","#))
    }

    func testChineseCaptionsJoinWithoutTheSpaceAfterFullWidthPunctuation() throws {
        // Translated captions under the source's paragraphs, as SiteModelBuilder joins them; the last caption
        // before the second paragraph is not on the page (a stretch is skipped).
        let segments = [Segment(start: 0, text: "大家好，欢迎收看《为读者设计界面》。"), Segment(start: 3, text: "我是 Sam"),
                        Segment(start: 5, text: "谢谢"), Segment(start: 7, text: "[音乐]"), Segment(start: 9, text: "（掌声）"),
                        Segment(start: 12, text: "宽松的行距帮助视线找到下一行。")]
        let page = talkPage(segments, paragraphs: ["大家好，欢迎收看《为读者设计界面》。我是 Sam 谢谢", "宽松的行距帮助视线找到下一行。"], language: "zh-Hans")
        let paragraphs = try XCTUnwrap(CaptionParagraphs.paragraphs(of: page))
        XCTAssertEqual(paragraphs.map(\.skip), [0, "（掌声）".utf16.count + 1])
        let rebuilt = try paragraphsAsTheScriptSees(SiteRenderer.captionsFile(page.session!, paragraphs: paragraphs))
        XCTAssertEqual(rebuilt, ["t0": "大家好，欢迎收看《为读者设计界面》。我是 Sam 谢谢", "t1": "宽松的行距帮助视线找到下一行。"])
    }

    func testUTF16UnitsAreTheUTF16Views() {
        var units: [UInt16] = [7]
        var expected: [UInt16] = [7]
        for text in ["Hello", "", "café", "大家好", "a😀b", String(repeating: "x", count: 100), "\u{7F}\u{80}"] {
            CaptionParagraphs.appendUTF16(text, to: &units)
            expected += Array(text.utf16)
            XCTAssertEqual(units, expected, text)
        }
    }

    func testScriptSpeechCollapsesWhiteSpaceAsJavaScriptDoes() {
        // `text.split(/\s+/).filter(Boolean).join(" ")` in site.js.
        let cases = ["Hello world": "Hello world", " Hello  world ": "Hello world", "a\nb\tc": "a b c", "": "", "   ": "",
                     "no\u{A0}break": "no break", "大家好\u{3000}我是": "大家好 我是", "x\u{FEFF}y": "x y", "end ": "end",
                     "中文字幕": "中文字幕", "é\u{0301} ok": "é\u{0301} ok", "a\u{2028}b": "a b", "\u{85}next": "\u{85}next"]
        for (text, expected) in cases { XCTAssertEqual(CaptionParagraphs.scriptSpeech(text), expected, text.debugDescription) }
    }

    func testEditedTextIsNotItsCaptions() {
        // A prose transcript (edited words) keeps its side-by-side page: its text cannot be cut from the captions.
        let segments = [Segment(start: 0, text: "Hello and welcome."), Segment(start: 3, text: "Search is hard.")]
        XCTAssertNil(CaptionParagraphs.paragraphs(of: talkPage(segments, paragraphs: ["Hello, and welcome!", "Search is hard."])))
        XCTAssertNotNil(CaptionParagraphs.paragraphs(of: talkPage(segments, paragraphs: ["Hello and welcome.", "Search is hard."])))
        XCTAssertNil(CaptionParagraphs.paragraphs(of: talkPage(segments, paragraphs: ["Search is hard.", "Hello and welcome."])), "in order")
    }
}
