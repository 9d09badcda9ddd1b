import Diagnostics
import Ingest
import XCTest

final class TranscriptReaderTests: XCTestCase {
    func read(_ json: String) -> (Document?, [Diagnostic]) {
        var problems: [Diagnostic] = []
        let doc = TranscriptReader.read(json, path: "t.json", problems: &problems)
        return (doc, problems)
    }

    func testReadsSegments() throws {
        let (doc, problems) = read("""
            {"id": "wwdc2026-292", "language": "eng", "source": "https://developer.apple.com/videos/play/wwdc2026/292",
             "wordCount": 4, "segments": [{"start": 7.0, "text": "Hi, I'm Rob."}, {"start": 11, "text": "Today…"}]}
            """)
        XCTAssertEqual(problems, [])
        let d = try XCTUnwrap(doc)
        XCTAssertEqual(d.id, "wwdc2026-292")
        XCTAssertEqual(d.kind, .transcript)
        XCTAssertEqual(d.language, "en")
        XCTAssertEqual(d.designSystem, "Apple")
        XCTAssertEqual(d.transcript?.segments.map(\.start), [7, 11])
        XCTAssertEqual(d.transcript?.segments.first?.line, 2)
    }

    func testEveryBadSegmentIsReportedWithItsPosition() {
        let (doc, problems) = read("""
            {"id": "x", "language": "eng", "segments": [
              {"start": 1, "text": "ok"},
              {"start": "2", "text": "string start"},
              {"text": "no start"},
              {"start": -4, "text": "negative"},
              {"start": 9, "text": "fine"},
              {"start": 3, "text": "backwards"}
            ]}
            """)
        XCTAssertEqual(problems.map(\.identifier), ["transcript.start.notNumber", "transcript.start.missing",
                                                    "transcript.start.negative", "transcript.start.unsorted"])
        XCTAssertEqual(problems.map { $0.range!.start.line }, [3, 4, 5, 7])
        XCTAssertEqual(problems[0].range?.start.column, 13)
        XCTAssertEqual(problems[0].summary, "found a string for 'start' of segment 1, expected a number of seconds")
        // The usable segments are kept.
        XCTAssertEqual(doc?.transcript?.segments.map(\.text), ["ok", "fine"])
    }

    func testSyntaxErrorsPointAtTheProblem() {
        let (doc, problems) = read("{\"id\": \"x\",\n \"segments\": [ {\"start\": 1,, } ]}")
        XCTAssertNil(doc)
        XCTAssertEqual(problems.map(\.identifier), ["transcript.json.syntax"])
        XCTAssertEqual(problems[0].range?.start, SourcePosition(line: 2, column: 28))
        XCTAssertTrue(problems[0].summary.hasPrefix("found ','"), problems[0].summary)
    }

    func testTruncatedFile() {
        let (_, problems) = read("{\"id\": \"x\", \"segments\": [{\"start\": 1, \"te")
        XCTAssertEqual(problems.first?.identifier, "transcript.json.syntax")
        XCTAssertTrue(problems.first?.summary.contains("truncated") ?? false)
    }

    func testNaNAndDeepNestingAreRejectedWithoutCrashing() {
        XCTAssertEqual(read("{\"id\":\"x\",\"language\":\"eng\",\"segments\":[{\"start\":NaN,\"text\":\"a\"}]}").1.first?.identifier,
                       "transcript.json.syntax")
        let deep = String(repeating: "[", count: 100_000)
        XCTAssertEqual(read(deep).1.first?.identifier, "transcript.json.syntax")
    }

    func testMissingFieldsAndWrongTypes() {
        let (doc, problems) = read("{\"language\": 3, \"segments\": {}}")
        XCTAssertNil(doc)
        XCTAssertEqual(problems.map(\.identifier), ["transcript.field.type", "transcript.field.type"])
        let (noSegments, missing) = read("{\"id\": \"a\", \"language\": \"eng\"}")
        XCTAssertNil(noSegments)
        XCTAssertEqual(missing.map(\.identifier), ["transcript.field.missing"])
    }

    /// Transcripts other tools write: Whisper's JSON (no id), a bare list of captions, YouTube's timed text.
    /// The file's name names the talk and may give its language; else the words do.
    func testTranscriptsOfOtherToolsAreNamedByTheirFiles() throws {
        func parse(_ json: String, _ name: String) throws -> (Document?, [Diagnostic]) {
            var problems: [Diagnostic] = []
            let doc = TranscriptReader.read(root: try PositionedJSONParser.parse(Array(json.utf8)), path: "Content/" + name, name: name, problems: &problems)
            return (doc, problems)
        }
        let whisper = #"{"text": " Welcome to designing search.", "segments": [{"id": 0, "seek": 0, "start": 0.0, "end": 2.5, "text": " Welcome to designing search."}], "language": "en"}"#
        let (a, aProblems) = try parse(whisper, "talks/designing-search.json")
        XCTAssertEqual(aProblems, [])
        XCTAssertEqual(a?.transcript?.id, "designing-search")
        XCTAssertEqual(a?.language, "en")
        let (b, bProblems) = try parse(#"[{"start": 1, "text": "大家好，欢迎来到搜索设计。"}, {"start": 3, "text": "今天我们谈谈范围栏。"}]"#, "talks/designing-search.zh.json")
        XCTAssertEqual(bProblems, [])
        XCTAssertEqual(b?.transcript?.id, "designing-search")
        XCTAssertEqual(b?.language, "zh-Hans")
        XCTAssertEqual(b?.id, "designing-search-zh-hans")
        let json3 = #"{"wireMagic": "pb3", "events": [{"tStartMs": 0, "dDurationMs": 3000, "id": 1}, {"tStartMs": 1200, "segs": [{"utf8": "People"}, {"utf8": " search"}, {"utf8": " in many ways."}]}, {"tStartMs": 4000, "segs": [{"utf8": "\n"}]}]}"#
        let (c, cProblems) = try parse(json3, "youtube/how-people-search.json")
        XCTAssertEqual(cProblems, [])
        XCTAssertEqual(c?.transcript?.segments.map(\.text), ["People search in many ways."])
        XCTAssertEqual(c?.transcript?.segments.map(\.start), [1.2])
        XCTAssertEqual(c?.language, "en")
        XCTAssertEqual(SessionMetadataReader.shape(of: try PositionedJSONParser.parse(Array(json3.utf8)), fileName: "x.json"), .transcript)
    }

    func testChineseTranscriptGetsItsOwnID() {
        let (doc, _) = read("{\"id\":\"wwdc2015-102\",\"language\":\"zho\",\"segments\":[{\"start\":1,\"text\":\"女士们先生们\"}]}")
        XCTAssertEqual(doc?.language, "zh-Hans")
        XCTAssertEqual(doc?.id, "wwdc2015-102-zh-hans")
        XCTAssertEqual(doc?.transcript?.id, "wwdc2015-102")
    }

    func testLongSingleLineIsLinear() {
        let segments = (0..<100_000).map { "{\"start\": \($0), \"text\": \"word \($0)\"}" }.joined(separator: ",")
        let json = "{\"id\":\"big\",\"language\":\"eng\",\"segments\":[\(segments)]}"
        let start = Date()
        let (doc, problems) = read(json)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(doc?.transcript?.segments.count, 100_000)
        XCTAssertEqual(doc?.transcript?.segments.last?.column, json.count - "{\"start\": 99999, \"text\": \"word 99999\"}]}".count + 1)
        XCTAssertLessThan(Date().timeIntervalSince(start), 20, "quadratic column counting?")
    }

    /// Text that opens with a bracket is JSON only when JSON follows it: `[00:00:03] Welcome` and `[Music]` are text.
    func testRecognizesJSONByItsFirstTwoCharacters() {
        XCTAssertTrue(TranscriptReader.recognizes(#"{"id": "a", "segments": []}"#))
        XCTAssertTrue(TranscriptReader.recognizes("\u{FEFF}[\n  {\"start\": 1, \"text\": \"Hi\"}]"))
        XCTAssertTrue(TranscriptReader.recognizes("[]"))
        XCTAssertFalse(TranscriptReader.recognizes("[00:00:03] Welcome to the show."))
        XCTAssertFalse(TranscriptReader.recognizes("[Music]\nWelcome."))
        XCTAssertFalse(TranscriptReader.recognizes("{Applause} Thank you."))
    }
}

/// Numbers read by the exact fast path are the numbers `Double(String)` parses; positions stay where they were.
final class PositionedJSONNumberTests: XCTestCase {
    func testNumbersAreWhatDoubleParses() throws {
        var generator = SystemRandomNumberGenerator()
        var texts = ["0", "-0", "0.0", "-0.5", "12.345", "0.1", "0.3", "359999", "123456789012345", "1234567890123456",
                     "9007199254740993", "0.000000000000001", "1.7976931348623157", "1e3", "2.5E-3", "-7e+2", "100.000000000000"]
        for _ in 0..<2000 {
            let whole = UInt64.random(in: 0...99_999, using: &generator)
            let fraction = String(UInt64.random(in: 0...999_999_999_999, using: &generator)).prefix(Int.random(in: 1...12, using: &generator))
            texts.append("\(Bool.random(using: &generator) ? "-" : "")\(whole).\(fraction)")
        }
        for text in texts {
            guard case .array(let values, _) = try PositionedJSONParser.parse(Array("[\(text)]".utf8)),
                  case .number(let value, _) = values.first else { return XCTFail(text) }
            let expected = try XCTUnwrap(Double(text))
            XCTAssertEqual(value.bitPattern, expected.bitPattern, text)
        }
    }

    func testColumnsCountCharactersOnALongLine() throws {
        let json = #"{"a": "\#(String(repeating: "x", count: 37))", "é": "搜索", "b": 1}"#
        guard case .object(let members, _) = try PositionedJSONParser.parse(Array(json.utf8)) else { return XCTFail() }
        let b = try XCTUnwrap(members.first { $0.key == "b" })
        XCTAssertEqual(b.value.position.line, 1)
        XCTAssertEqual(b.value.position.column, json.distance(from: json.startIndex, to: json.range(of: "1}")!.lowerBound) + 1)
    }
}
