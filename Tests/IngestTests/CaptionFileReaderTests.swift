import Diagnostics
import FileIO
@testable import Ingest
import XCTest

/// Captions as players and video sites write them: WebVTT and SubRip.
final class CaptionFileReaderTests: XCTestCase {
    static let vtt = """
    WEBVTT
    Kind: captions
    Language: en

    NOTE exported from the talk's video

    STYLE
    ::cue { color: yellow }

    1
    00:00:01.000 --> 00:00:04.000 align:start position:0%
    <v Ana>Welcome to <c.yellow>designing</c> search.

    00:00:04.000 --> 00:00:06.500
    Welcome to designing search.
    People look for things<00:00:05.200><c> in</c><00:00:05.600><c> many ways.</c>

    01:02.250 --> 01:04.000
    Scope &amp; suggestions.
    """

    /// Timestamps of caption files and transcript tools' time marks alike.
    func testTimestamps() {
        XCTAssertEqual(CaptionFileReader.seconds("00:01:02.500"), 62.5)
        XCTAssertEqual(CaptionFileReader.seconds("00:01:02,500"), 62.5)
        XCTAssertEqual(CaptionFileReader.seconds("01:02.25"), 62.25)
        XCTAssertEqual(CaptionFileReader.seconds("1:02:03"), 3723)
        XCTAssertEqual(CaptionFileReader.seconds("75:00"), 4500, "minutes past the hour when there are no hours")
        for bad in ["0:75:00", "1:60", "1::02", "12", "a:b", "1:02:03:04", "-1:02"] {
            XCTAssertNil(CaptionFileReader.seconds(bad), bad)
        }
    }

    func testWebVTTCuesBecomeSegments() throws {
        var problems: [Diagnostic] = []
        let doc = try XCTUnwrap(CaptionFileReader.read(Self.vtt, path: "Content/talks/designing-search.vtt", name: "talks/designing-search.vtt", problems: &problems))
        XCTAssertEqual(problems, [])
        XCTAssertEqual(doc.kind, .transcript)
        XCTAssertEqual(doc.language, "en")
        XCTAssertEqual(doc.id, "designing-search")
        let segments = try XCTUnwrap(doc.transcript?.segments)
        XCTAssertEqual(segments.map(\.start), [1, 4, 62.25])
        XCTAssertEqual(segments.map(\.text), ["Welcome to designing search.", "People look for things in many ways.", "Scope & suggestions."],
                       "the line rolling captions repeat is kept once")
        XCTAssertEqual(segments.map(\.line), [11, 14, 18])
    }

    /// YouTube's automatic captions (as yt-dlp saves them): each cue opens with a line of one space, its words
    /// timed inline, and repeats the line before; the first words keep the first cue's time.
    func testYouTubeAutomaticCaptions() throws {
        let vtt = "WEBVTT\nKind: captions\nLanguage: en\n\n"
            + "00:00:00.000 --> 00:00:02.310 align:start position:0%\n \nwelcome<00:00:00.480><c> to</c><00:00:01.040><c> search</c>\n\n"
            + "00:00:02.310 --> 00:00:02.320 align:start position:0%\nwelcome to search\n \n\n"
            + "00:00:02.320 --> 00:00:05.190 align:start position:0%\nwelcome to search\nfields<00:00:02.800><c> help</c><00:00:03.280><c> people</c>\n\n"
        var problems: [Diagnostic] = []
        let doc = try XCTUnwrap(CaptionFileReader.read(vtt, path: "Content/auto.en.vtt", problems: &problems))
        XCTAssertEqual(problems, [])
        let segments = try XCTUnwrap(doc.transcript?.segments)
        XCTAssertEqual(segments.map(\.text), ["welcome to search", "fields help people"])
        XCTAssertEqual(segments.map(\.start), [0, 2.32])
    }

    func testSubRipAndNamesThatCarryTheLanguage() throws {
        let srt = "1\r\n00:00:01,500 --> 00:00:03,000\r\n<i>大家好</i>\r\n\r\n2\r\n00:00:03,000 --> 00:00:05,000\r\n{\\an8}欢迎来到搜索设计\r\n"
        var problems: [Diagnostic] = []
        let doc = try XCTUnwrap(CaptionFileReader.read(srt, path: "Content/captions/zho/2016/101.srt", name: "captions/zho/2016/101.srt", problems: &problems))
        XCTAssertEqual(problems, [])
        XCTAssertEqual(doc.language, "zh-Hans")
        XCTAssertEqual(doc.transcript?.id, "2016-101", "a number is numbered within its year folder; the language folder is no part of it")
        XCTAssertEqual(doc.transcript?.segments.map(\.text), ["大家好", "欢迎来到搜索设计"])
        XCTAssertEqual(doc.transcript?.segments.map(\.start), [1.5, 3])
        for (name, talk, language) in [("talk.en.vtt", "talk", "en"), ("101_eng.srt", "101", "en"), ("search-zh-Hans.srt", "search", "zh-Hans"),
                                       ("fr/recherche.srt", "recherche", "fr"), ("search-ui.srt", "search-ui", nil),
                                       // `id` is Indonesian after a dot or as a folder, not as a name's ending.
                                       ("talk.id.vtt", "talk", "id"), ("id/pencarian.srt", "pencarian", "id"), ("video_id.srt", "video_id", nil),
                                       ("talk-vi.srt", "talk", "vi"), ("101_hin.srt", "101", "hi")] {
            let (foundTalk, foundLanguage) = TranscriptReader.talkAndLanguage(name)
            XCTAssertEqual(foundTalk, talk, name)
            XCTAssertEqual(foundLanguage, language, name)
        }
    }

    func testBadCaptionFilesAreDiagnosedAtTheirLines() {
        var problems: [Diagnostic] = []
        XCTAssertNil(CaptionFileReader.read("1\n00:00:01,000 --> 00:00:02,000\nHi", path: "a.vtt", problems: &problems))
        XCTAssertNil(CaptionFileReader.read("WEBVTT\n\n00:00:xx.000 --> 00:00:02.000\nHi\n", path: "b.vtt", problems: &problems))
        XCTAssertNil(CaptionFileReader.read("Just some words.\n", path: "c.srt", problems: &problems))
        XCTAssertEqual(problems.map { $0.formatted(colored: false) }, [
            "a.vtt:1:1: error: found '1', expected 'WEBVTT' on the first line of a WebVTT file [captions.header]",
            "b.vtt:3:1: error: found '00:00:xx.000', expected a time such as 00:01:02.500 before '-->' [captions.time]",
            "c.srt:1:1: warning: found no cues, expected 'start --> end' lines followed by text [captions.empty]",
        ])
    }

    func testATalkInTwoLanguagesOfCaptionFilesPairs() throws {
        let fs = MemoryFileSystem([
            "Content/talks/designing-search.en.vtt": Self.vtt,
            "Content/talks/designing-search.zh-Hans.vtt": "WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n欢迎来到搜索设计。\n\n00:00:04.000 --> 00:00:06.500\n人们用很多方式寻找东西。\n",
        ])
        let (content, problems) = readContent(fs)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(content.documents.map(\.id).sorted(), ["designing-search", "designing-search-zh-hans"])
        XCTAssertEqual(Set(content.documents.compactMap(\.transcript?.id)), ["designing-search"], "one talk, two languages")
    }
}
