import Align
import Ingest
import XCTest

/// A short talk: each caption starts at a distinct whole second so a wrong segment shows.
let transcriptFixture = Transcript(id: "wwdc-test-1", languageCode: "eng", source: nil, segments: [
    Segment(start: 1, text: "Hi, I'm Rob, a designer on the Apple Design team."),
    Segment(start: 5, text: "Today, um, I'll be talking about"),
    Segment(start: 8, text: "how to design an intuitive search experience for your app."),
    Segment(start: 12, text: "So, you know, search is one of the most important tools"),
    Segment(start: 16, text: "for helping people find, navigate, and discover content."),
    Segment(start: 20, text: "And search is often the first thing people look for"),
    Segment(start: 24, text: "when opening your app. Whether it's getting back to a document in Pages,"),
    Segment(start: 29, text: "finding a movie on Apple TV, or exploring new artists in Apple Music,"),
    Segment(start: 33, text: "search plays a key role in making these interactions feel effortless."),
    Segment(start: 38, text: "Let's start by taking a look at the search field."),
    Segment(start: 41, text: "Apple provides developers a search component that includes the core elements"),
    Segment(start: 45, text: "and interactions people have come to expect when searching."),
    Segment(start: 50, text: "Thank you."),
])

final class TranscriptAlignerTests: XCTestCase {
    private func align(_ prose: [String]) -> TranscriptAlignment {
        TranscriptAligner.align(prose: prose, transcript: transcriptFixture)
    }

    private func starts(_ a: TranscriptAlignment) -> [Double?] { a.paragraphs.map(\.start) }
    private func sentenceStarts(_ a: TranscriptAlignment) -> [[Double?]] { a.paragraphs.map { $0.sentences.map(\.start) } }

    func testVerbatimProse() {
        let a = align([
            "Hi, I'm Rob, a designer on the Apple Design team.",
            "Today, I'll be talking about how to design an intuitive search experience for your app.",
            "Let's start by taking a look at the search field.",
        ])
        XCTAssertEqual(starts(a), [1, 5, 38])
        XCTAssertEqual(a.paragraphs.map(\.spoken), [true, true, true])
    }

    func testPunctuationAndCasingChanges() {
        let a = align([
            "hi -- I’m ROB; a designer on the apple design team!",
            "Search is one of the most important tools for helping people: find navigate and discover content.",
            "LET'S START by taking a look at the Search Field.",
        ])
        XCTAssertEqual(starts(a), [1, 12, 38])
    }

    func testMergedParagraphs() {
        let a = align([
            "Hi, I'm Rob, a designer on the Apple Design team. Today, I'll be talking about how to design an intuitive search experience for your app. Search is one of the most important tools for helping people find, navigate, and discover content.",
        ])
        XCTAssertEqual(starts(a), [1])
        XCTAssertEqual(sentenceStarts(a), [[1, 5, 12]])
    }

    func testSplitParagraphs() {
        // One spoken sentence becomes two paragraphs; the second begins inside caption 16.
        let a = align([
            "Search is one of the most important tools.",
            "It helps people find, navigate, and discover content.",
        ])
        XCTAssertEqual(starts(a), [12, 16])
    }

    func testDroppedFillers() {
        // "um" (captions) and "So, you know," (spoken) are gone from the prose.
        let a = align([
            "Today I'll be talking about how to design an intuitive search experience for your app.",
            "Search is one of the most important tools for helping people find, navigate, and discover content.",
        ])
        XCTAssertEqual(starts(a), [5, 12])
        XCTAssertEqual(a.paragraphs.map(\.spoken), [true, true])
    }

    func testCorrectedWords() {
        let a = align([
            // Corrected first word: the paragraph still starts where "Hi" was said.
            "Hello, I'm Robert, a designer on the Apple design team.",
            // Corrected words in the middle.
            "Whether it is getting back to a file in Pages, finding a film on Apple TV, or exploring new artists in Apple Music.",
        ])
        XCTAssertEqual(starts(a), [1, 24])
    }

    func testCutSentences() {
        // Everything from 20 s to 33 s was cut.
        let a = align([
            "Search is one of the most important tools for helping people find, navigate, and discover content. Let's start by taking a look at the search field.",
            "Apple provides developers a search component that includes the core elements and interactions people have come to expect when searching.",
        ])
        XCTAssertEqual(starts(a), [12, 41])
        XCTAssertEqual(sentenceStarts(a), [[12, 38], [41]])
    }

    func testInsertedParagraphIsFlaggedAndUntimed() {
        let a = align([
            "Hi, I'm Rob, a designer on the Apple Design team.",
            "Editor's note: this session was recorded before the final release of the search APIs for your app.",
            "Let's start by taking a look at the search field.",
        ])
        XCTAssertEqual(a.paragraphs.map(\.spoken), [true, false, true])
        XCTAssertEqual(starts(a), [1, nil, 38])
        XCTAssertEqual(a.paragraphs[1].sentences.map(\.start), [nil])
    }

    func testEllipsisInsideSentences() {
        // "Today… I'll" is two sentences to SentenceSplitter (capital after the ellipsis); both start at 5.
        let a = align([
            "Today… I'll be talking about how to design an intuitive search experience for your app.",
            "Let's start by taking a look at the search field... Apple provides developers a search component that includes the core elements and... interactions people have come to expect when searching.",
        ])
        XCTAssertEqual(sentenceStarts(a), [[5, 5], [38, 41]])
    }

    func testSegmentsEndingMidSentence() {
        // "Whether…" starts inside the caption at 24 s that began mid-sentence.
        let a = align([
            "And search is often the first thing people look for when opening your app. Whether it's getting back to a document in Pages, finding a movie on Apple TV, or exploring new artists in Apple Music, search plays a key role in making these interactions feel effortless.",
        ])
        XCTAssertEqual(sentenceStarts(a), [[20, 24]])
    }

    func testShortSentenceInContext() {
        let a = align([
            "Apple provides developers a search component that includes the core elements and interactions people have come to expect when searching. Thank you.",
        ])
        XCTAssertEqual(sentenceStarts(a), [[41, 50]])
    }

    func testShortParagraphBeforeInsertedNote() {
        // The caption sentence at 45 s was cut; "Thank you." must not lose its words to the note.
        let a = align([
            "Let's start by taking a look at the search field.",
            "Thank you.",
            "Note that the screenshots referred to here are not included in this transcript of the session.",
        ])
        XCTAssertEqual(starts(a), [38, 50, nil])
        XCTAssertEqual(a.paragraphs.map(\.spoken), [true, true, false])
    }

    func testShortSentenceMangledByCorrections() {
        // Two of three words corrected: timed because "you" carries on where the text left off.
        let a = align(["Apple provides developers a search component that includes the core elements and interactions people have come to expect when searching. Thanks you all."])
        XCTAssertEqual(sentenceStarts(a), [[41, 50]])
    }

    func testTimesNeverGoBackwards() {
        // The editor moved a sentence earlier; its time is clamped rather than going back.
        let a = align([
            "Let's start by taking a look at the search field.",
            "Hi, I'm Rob, a designer on the Apple Design team.",
            "Apple provides developers a search component that includes the core elements and interactions people have come to expect when searching.",
        ])
        var last = -Double.infinity
        for paragraph in a.paragraphs {
            for t in [paragraph.start] + paragraph.sentences.map(\.start) {
                guard let t else { continue }
                XCTAssertGreaterThanOrEqual(t, last)
                last = t
            }
        }
        XCTAssertEqual(starts(a).last, 41)
    }

    func testEmptyInputs() {
        XCTAssertEqual(align([]).paragraphs.count, 0)
        let a = align(["", "Hi, I'm Rob, a designer on the Apple Design team."])
        XCTAssertEqual(a.paragraphs.map(\.spoken), [false, true])
        let none = TranscriptAligner.align(prose: ["Some words here."],
                                           transcript: Transcript(id: "x", languageCode: "eng", source: nil, segments: []))
        XCTAssertEqual(none.paragraphs.map(\.start), [nil])
    }

    func testKnownParagraphTimesWithTranscript() {
        let a = TranscriptAligner.align(prose: [
            "Hi, I'm Rob, a designer on the Apple Design team. Today, I'll be talking about how to design an intuitive search experience for your app.",
            "Let's start by taking a look at the search field. Apple provides developers a search component.",
        ], knownTimes: [0, 37], transcript: transcriptFixture)
        XCTAssertEqual(starts(a), [0, 37])
        XCTAssertEqual(sentenceStarts(a), [[0, 5], [37, 41]])
    }

    func testKnownParagraphTimesWithoutTranscript() {
        let a = TranscriptAligner.align(prose: ["First part. More.", "Second part."], knownTimes: [5, 50], transcript: nil)
        XCTAssertEqual(starts(a), [5, 50])
        XCTAssertEqual(sentenceStarts(a), [[5, nil], [50]])
        XCTAssertEqual(a.paragraphs.map(\.spoken), [true, true])
    }

    func testWordNormalisation() {
        XCTAssertEqual(TranscriptWords.words("I’m ROB -- it's 26.3, um, ‘quoted’ [ Music ]"),
                       ["i'm", "rob", "it's", "26", "3", "quoted", "music"])
        XCTAssertEqual(TranscriptWords.words("搜索 OK"), ["搜", "索", "ok"])
    }
}
