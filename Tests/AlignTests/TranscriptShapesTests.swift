import Align
import Diagnostics
import Ingest
import XCTest

final class TranscriptParagraphBuilderTests: XCTestCase {
    func testParagraphsFromCaptions() {
        let transcript = Transcript(id: "t", languageCode: "eng", source: nil, segments: [
            Segment(start: 0, text: "[ Music ]"),
            Segment(start: 2, text: "[ Music ]"),
            Segment(start: 7, text: "Hi, I'm Rob, a designer on the Apple Design team."),
            Segment(start: 11, text: "Today I'll be talking about search. It matters"),
            Segment(start: 14, text: "because people look for it first."),
            // A long pause after a sentence end starts a new paragraph (with a low word minimum).
            Segment(start: 30, text: "Let's start with the search field."),
            Segment(start: 33, text: ">> Can you show it again? >> Sure."),
            Segment(start: 36, text: "[Applause]"),
        ])
        let built = TranscriptParagraphBuilder.build(transcript, options: .init(minimumWords: 5))
        XCTAssertEqual(built.paragraphs.map(\.text), [
            "Hi, I'm Rob, a designer on the Apple Design team. Today I'll be talking about search. It matters because people look for it first.",
            "Let's start with the search field.",
            "Can you show it again?",
            "Sure.",
        ])
        XCTAssertEqual(built.paragraphs.map(\.start), [7, 30, 33, 33])
        XCTAssertEqual(built.paragraphs[0].sentences.map(\.start), [7, 11, 11])
        XCTAssertEqual(built.paragraphs[0].sentences.map(\.text).last, "It matters because people look for it first.")
        XCTAssertEqual(built.notes, [
            .init(text: "Music", start: 0, beforeParagraph: 0),
            .init(text: "Applause", start: 36, beforeParagraph: 4),
        ])
    }

    func testLongTextWithoutPausesBreaksByLength() {
        let sentence = "This sentence has exactly eight words in it."
        let segments = (0..<40).map { Segment(start: Double($0 * 3), text: sentence) }
        let built = TranscriptParagraphBuilder.build(Transcript(id: "t", languageCode: "eng", source: nil, segments: segments))
        XCTAssertGreaterThan(built.paragraphs.count, 1)
        for p in built.paragraphs { XCTAssertLessThanOrEqual(p.text.split(separator: " ").count, 120) }
        XCTAssertEqual(built.paragraphs.flatMap(\.sentences).count, 40)
        XCTAssertEqual(built.paragraphs[1].start, built.paragraphs[1].sentences.first?.start)
    }

    /// Chinese subtitles: phrases between spaces, no sentence punctuation. A caption's end stands for a sentence's
    /// and two characters for a word, so pauses and length make paragraphs (they ran to 1,100 characters).
    func testUnpunctuatedChineseCaptionsBreakAtPausesAndByLength() {
        let phrase = "我们开发这些平台的方法是 将好产品与独特的用户体验 结合在一起"  // 26 characters: 13 words
        // Eight captions 2.5 s apart, a 6 s pause, then forty more without one; "1.3G" is no sentence end.
        var segments = (0..<8).map { Segment(start: Double($0) * 2.5, text: $0 == 3 ? "iOS9只需要 1.3G的可用空间" : phrase) }
        segments += (0..<40).map { Segment(start: 26 + Double($0) * 2.5, text: phrase) }
        let built = TranscriptParagraphBuilder.build(Transcript(id: "t", languageCode: "zho", source: nil, segments: segments))
        XCTAssertEqual(built.paragraphs.first?.text.components(separatedBy: " 结合在一起").count, 8, "the first paragraph ends at the pause")
        XCTAssertEqual(built.paragraphs[1].start, 26)
        XCTAssertGreaterThan(built.paragraphs.count, 4)
        for p in built.paragraphs { XCTAssertLessThanOrEqual(p.text.count, 300, p.text) }
        // 女士们先生们: 3; 欢迎OS: 1 + 1 for the Latin word; X系统平台副总裁: 4 + 1.
        XCTAssertEqual(TranscriptParagraphBuilder.wordCount("女士们先生们 欢迎OS X系统平台副总裁"), 3 + 2 + 5)
    }

    /// Chinese and Japanese captions join without a space where a cue ends inside a word (3Blue1Brown's: "強 調",
    /// "極 めて", 160 spaces on a Japanese page), and a cue's own lines likewise; Latin text keeps its spaces.
    func testChineseAndJapaneseCuesJoinWithoutSpaces() {
        let built = TranscriptParagraphBuilder.build(Transcript(id: "t", languageCode: "zho", source: nil, segments: [
            Segment(start: 1, text: "没有必要强"), Segment(start: 2, text: "调机器学习，"), Segment(start: 3, text: "但这是極"),
            Segment(start: 4, text: "めて大事な OS"), Segment(start: 5, text: "X 的部分。"),
        ]))
        XCTAssertEqual(built.paragraphs.map(\.text), ["没有必要强调机器学习，但这是極めて大事な OS X 的部分。"])
        var problems: [Diagnostic] = []
        let srt = "1\n00:00:01,000 --> 00:00:03,000\n没有必要强\n调机器学习\n\n2\n00:00:04,000 --> 00:00:06,000\nNeural networks\nlearn.\n"
        let transcript = CaptionFileReader.read(srt, path: "talk.zh-Hans.srt", name: "talk.zh-Hans.srt", problems: &problems)?.transcript
        XCTAssertEqual(transcript?.segments.map(\.text), ["没有必要强 调机器学习", "Neural networks learn."], "a cue's lines keep their space")
        // Subtitles that mark their phrases with spaces ("大家好 我是Rob") end cues where phrases end: spaces stay.
        let phrased = TranscriptParagraphBuilder.build(Transcript(id: "t", languageCode: "zho", source: nil, segments: [
            Segment(start: 1, text: "大家好 我是Rob"), Segment(start: 2, text: "今天我要讲的是"), Segment(start: 3, text: "如何设计搜索 我们先来看看"),
        ]))
        XCTAssertEqual(phrased.paragraphs.map(\.text), ["大家好 我是Rob 今天我要讲的是 如何设计搜索 我们先来看看"])
    }

    /// Captions' white space of any kind becomes single spaces; what only looks like it (curly quotes, dashes,
    /// ellipses and Chinese punctuation share lead bytes with it) stays. Words count the same whatever the spacing.
    func testWhiteSpaceCollapsesInEveryScript() {
        let built = TranscriptParagraphBuilder.build(Transcript(id: "t", languageCode: "eng", source: nil, segments: [
            Segment(start: 1, text: "  It’s “here” — look…\u{00A0}now.\r\n"),
            Segment(start: 2, text: "大家好，\u{3000}欢迎。\u{2009}Thin\u{202F}space\u{205F}and\u{1680}Ogham."),
            Segment(start: 3, text: "「范围」控制。"),
            Segment(start: 4, text: "肯 \u{306}轮到你了 ゙"),
        ]))
        // A space with a combining mark after it is one character (a stray breve in a real Chinese track).
        let collapsed = "肯 \u{306}轮到你了 ゙".split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertEqual(built.paragraphs.map(\.text), ["It’s “here” — look… now. 大家好， 欢迎。 Thin space and Ogham. 「范围」控制。" + collapsed])
        XCTAssertEqual(TranscriptParagraphBuilder.wordCount("  one   two\u{00A0}three  "), 2, "a no-break space joins, as it did")
        XCTAssertEqual(TranscriptParagraphBuilder.wordCount("It’s “here” — look…"), 4)
        XCTAssertEqual(TranscriptParagraphBuilder.wordCount(""), 0)
    }

    func testCodeInBracketsIsKept() {
        let built = TranscriptParagraphBuilder.build(Transcript(id: "t", languageCode: "eng", source: nil, segments: [
            Segment(start: 1, text: "Call [UIDevice systemVersion] to check."),
        ]))
        XCTAssertEqual(built.paragraphs.map(\.text), ["Call [UIDevice systemVersion] to check."])
        XCTAssertEqual(built.notes, [])
    }
}

final class TranscriptTranslationPairerTests: XCTestCase {
    func testChineseCuesGoByTimeNotIndex() {
        // Cue boundaries differ from the English ones: three cues, two paragraphs.
        let chinese = Transcript(id: "wwdc-test-1", languageCode: "zho", source: nil, segments: [
            Segment(start: 0.5, text: "大家好 我是Rob"),
            Segment(start: 6.8, text: "今天我要讲的是"),
            Segment(start: 9.9, text: "如何设计搜索"),
            Segment(start: 37.6, text: "我们先来看看搜索栏"),     // starts just before the English paragraph
            Segment(start: 40.0, text: "[ Music ]"),
        ])
        let texts = TranscriptTranslationPairer.texts(paragraphStarts: [1, 5, nil, 38], translation: chinese)
        XCTAssertEqual(texts, ["大家好 我是Rob", "今天我要讲的是 如何设计搜索", nil, "我们先来看看搜索栏"])
    }

    func testFindsTranslationBySameID() {
        let zho = Transcript(id: "wwdc-test-1", languageCode: "zho", source: nil, segments: [])
        let other = Transcript(id: "other", languageCode: "zho", source: nil, segments: [])
        XCTAssertEqual(TranscriptTranslationPairer.translation(of: transcriptFixture, among: [other, transcriptFixture, zho])?.languageCode, "zho")
        XCTAssertNil(TranscriptTranslationPairer.translation(of: transcriptFixture, among: [other]))
    }
}

final class TranscriptPairerTests: XCTestCase {
    private func transcriptDocument(_ transcript: Transcript) -> Document {
        Document(id: transcript.id, path: transcript.id + ".json", kind: .transcript, language: "en", title: transcript.id,
                 transcript: transcript)
    }

    private func prose(_ id: String, _ paragraphs: [String], sessionOf: String? = nil) -> Document {
        Document(id: id, path: id + ".md", kind: .session, language: "en", title: id,
                 blocks: paragraphs.enumerated().map { Block(kind: .paragraph, text: $1, line: $0 + 1) }, sessionOf: sessionOf)
    }

    private let otherTalk = Transcript(id: "wwdc-test-2", languageCode: "eng", source: nil, segments: [
        Segment(start: 3, text: "Welcome to this session about building widgets with SwiftUI and WidgetKit."),
        Segment(start: 8, text: "Widgets put glanceable information right on the Home Screen of the device."),
        Segment(start: 14, text: "We'll cover timelines, configuration intents and the new interactive buttons."),
        Segment(start: 20, text: "First, let's look at how a timeline provider decides when to reload a widget."),
    ])

    func testPairsByContent() {
        let pairings = TranscriptPairer().pair(
            prose: [
                prose("widgets", ["Welcome to this session about building widgets with SwiftUI and WidgetKit. Widgets put glanceable information right on the Home Screen. We'll cover timelines, configuration intents and the new interactive buttons."]),
                prose("search", ["Hi, I'm Rob, a designer on the Apple Design team. Today I'll be talking about how to design an intuitive search experience for your app.",
                                 "Search is one of the most important tools for helping people find, navigate, and discover content."]),
            ],
            transcripts: [transcriptDocument(transcriptFixture), transcriptDocument(otherTalk)])
        XCTAssertEqual(pairings.map(\.transcriptID), ["wwdc-test-2", "wwdc-test-1"])
        XCTAssertEqual(pairings.map(\.reason), [.matched, .matched])
        XCTAssertGreaterThan(pairings[1].score, 0.5)
        XCTAssertFalse(pairings[1].needsWarning)
    }

    func testRefusesProseWhoseWordsDoNotMatch() {
        let pairings = TranscriptPairer().pair(
            prose: [prose("unrelated", ["Color and contrast make text legible for everyone. Choose system colors, which adapt to dark mode and to increased contrast settings automatically, and test your palette with people who have low vision."])],
            transcripts: [transcriptDocument(transcriptFixture), transcriptDocument(otherTalk)])
        XCTAssertNil(pairings[0].transcriptID)
        XCTAssertEqual(pairings[0].reason, .belowThreshold)
        XCTAssertTrue(pairings[0].needsWarning)
        XCTAssertLessThan(pairings[0].score, 0.3)
        XCTAssertTrue(pairings[0].message.contains("no transcript matches"))
    }

    func testHonoursExplicitSessionOf() {
        let zho = Transcript(id: "wwdc-test-1", languageCode: "zho", source: nil, segments: [Segment(start: 1, text: "大家好")])
        var zhoDocument = transcriptDocument(zho)
        zhoDocument.id = "wwdc-test-1-zho"
        let pairings = TranscriptPairer().pair(
            prose: [
                prose("search", ["Hi, I'm Rob, a designer on the Apple Design team. Today I'll be talking about how to design an intuitive search experience for your app."], sessionOf: "wwdc-test-1"),
                prose("mislinked", ["Hi, I'm Rob, a designer on the Apple Design team. Today I'll be talking about how to design an intuitive search experience for your app."], sessionOf: "wwdc-test-2"),
                prose("dangling", ["Anything at all."], sessionOf: "missing-talk"),
            ],
            transcripts: [zhoDocument, transcriptDocument(transcriptFixture), transcriptDocument(otherTalk)])
        XCTAssertEqual(pairings.map(\.transcriptID), ["wwdc-test-1", "wwdc-test-2", nil])
        XCTAssertEqual(pairings.map(\.reason), [.explicit, .explicitWeak, .explicitMissing])
        XCTAssertEqual(pairings.map(\.needsWarning), [false, true, true])
    }

    func testOneTranscriptGoesToTheBetterMatch() {
        let full = "Hi, I'm Rob, a designer on the Apple Design team. Today I'll be talking about how to design an intuitive search experience for your app. Search is one of the most important tools for helping people find, navigate, and discover content."
        let partial = "Hi, I'm Rob, a designer on the Apple Design team. Some completely different words follow here, written by an editor who had other plans for this page entirely."
        let pairings = TranscriptPairer().pair(prose: [prose("partial", [partial]), prose("full", [full])],
                                               transcripts: [transcriptDocument(transcriptFixture)])
        XCTAssertEqual(pairings.map(\.transcriptID), [nil, "wwdc-test-1"])
        XCTAssertEqual(pairings[0].reason, .taken)
    }
}
