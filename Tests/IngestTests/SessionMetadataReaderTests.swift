import Diagnostics
import FileIO
import Foundation
import Ingest
import XCTest

/// Session records (`metadata.json`, `catalog.json`, `concord.yml`) read beside the captions, with every
/// problem reported at its position.
final class SessionMetadataReaderTests: XCTestCase {
    let captions = #"{"id": "wwdc2017-101", "language": "eng", "segments": [{"start": 0, "text": "Hello."}]}"#

    func read(_ files: [String: String]) -> (Content, [Diagnostic]) {
        var problems: [Diagnostic] = []
        let content = ContentReader(fileSystem: MemoryFileSystem(files), root: "Content").read(problems: &problems)
        return (content, problems)
    }

    func testRecordBesideCaptionsFilledFromCatalogUnderManifest() throws {
        let (content, problems) = read([
            "Content/sessions/wwdc2017/101-x/transcript.json": captions,
            "Content/sessions/wwdc2017/101-x/metadata.json": """
            {"id": "wwdc2017-101", "event": "wwdc2017", "year": 2017, "title": "From the record", "platforms": ["iOS"],
             "codeSnippets": [{"title": "Hi", "language": "swift", "startTimeSeconds": 12.5, "code": "let x = 1"}],
             "resources": [{"title": "Docs", "url": "https://example.org/docs", "type": "documentation"}]}
            """,
            "Content/catalog.json": #"{"sessions": [{"id": "wwdc2017-101", "title": "From the catalog", "description": "From the catalog too.", "topics": ["Design"]}]}"#,
            "Content/concord.yml": "documents:\n  sessions/wwdc2017/101-x/transcript.json:\n    description: From the manifest.\n    keywords: [reading, type]\n",
        ])
        XCTAssertEqual(problems.map(\.formatted), [])
        let talk = try XCTUnwrap(content.documents.first { $0.kind == .transcript })
        let record = try XCTUnwrap(talk.metadata)
        XCTAssertEqual(record.title, "From the record")
        XCTAssertEqual(record.description, "From the manifest.")
        XCTAssertEqual(record.topics, ["Design"])
        XCTAssertEqual(record.keywords, ["reading", "type"])
        XCTAssertEqual(record.platforms, ["iOS"])
        XCTAssertEqual(record.year, 2017)
        XCTAssertEqual(record.eventLabel, "WWDC 2017")
        XCTAssertEqual(record.codeSnippets, [.init(title: "Hi", language: "swift", start: 12.5, code: "let x = 1")])
        XCTAssertEqual(record.resources, [.init(title: "Docs", url: "https://example.org/docs", type: "documentation")])
        XCTAssertEqual(content.documents.count, 1, "records are not documents")
    }

    func testBadRecordsAreDiagnosedAtTheirPositions() {
        let (content, problems) = read([
            "Content/a/transcript.json": captions,
            "Content/a/metadata.json": "{\n  \"id\": \"wwdc2017-101\",\n  \"title\": 42,\n  \"year\": \"2017\",\n  \"platforms\": [\"iOS\", 3],\n  \"codeSnippets\": [{\"title\": \"x\"}]\n}\n",
            "Content/b/metadata.json": "{\"id\": \"wwdc2017-102\", \"title\": \"Unfinished\"",
            "Content/c/metadata.json": "{\"id\": \"wwdc2099-1\", \"title\": \"No captions\"}",
        ])
        XCTAssertEqual(problems.sortedForDisplay.map(\.formatted), [
            "Content/a/metadata.json:3:12: error: found a number for 'title', expected a string [metadata.field.type]",
            "Content/a/metadata.json:4:11: error: found a string for 'year', expected a number [metadata.field.type]",
            "Content/a/metadata.json:5:24: error: found a number in 'platforms', expected a string [metadata.field.type]",
            "Content/a/metadata.json:6:20: error: found no 'code', expected a string 'code' [metadata.field.missing]",
            "Content/b/metadata.json:1:45: error: found the end of the file, expected ',' or '}' (the file is truncated) [metadata.json.syntax]",
            "Content/c/metadata.json:1:1: warning: found a session record for 'wwdc2099-1', expected captions with the same id in the content folder (not shown) [metadata.transcript.missing]",
        ])
        // What could be read is kept.
        XCTAssertEqual(content.documents.first?.metadata?.platforms, ["iOS"])
        XCTAssertNil(content.documents.first?.metadata?.title)
    }

    func testShapes() throws {
        func shape(_ json: String, _ name: String = "x.json") throws -> SessionMetadataReader.Shape {
            SessionMetadataReader.shape(of: try PositionedJSONParser.parse(Array(json.utf8)), fileName: name)
        }
        XCTAssertEqual(try shape(captions), .transcript)
        XCTAssertEqual(try shape(#"{"id": "a", "title": "T"}"#), .metadata)
        XCTAssertEqual(try shape(#"{"sessions": []}"#), .catalog)
        XCTAssertEqual(try shape(#"{"id": "a"}"#), .transcript, "neither: the transcript reader says what is missing")
        XCTAssertEqual(try shape(#"[]"#, "metadata.json"), .metadata)
        // A cloned repository's own JSON is not a broken transcript.
        XCTAssertEqual(try shape(#"{"compilerOptions": {"strict": true}}"#, "tsconfig.json"), .unrelated)
        XCTAssertEqual(try shape(#"{"name": "site", "version": "1.0.0"}"#, "package.json"), .unrelated)
        XCTAssertEqual(try shape(#"["a", "b"]"#), .unrelated)
        XCTAssertEqual(try shape(#"[{"start": 1, "text": "Hi"}]"#), .transcript, "a bare caption list")
        XCTAssertEqual(try shape(#"[{"text": "Home", "href": "/"}]"#, "nav.json"), .unrelated, "a site's navigation data")
        XCTAssertEqual(try shape(#"{"language": "en", "captions": []}"#), .transcript)
    }

    func testEventLabels() {
        var record = SessionMetadata(id: "x", path: "p")
        record.event = "tech-talks"
        record.year = 2020
        XCTAssertEqual(record.eventLabel, "Tech Talks 2020")
        record.eventName = "WWDC17"
        XCTAssertEqual(record.eventLabel, "WWDC17")
        record.eventName = nil
        record.event = "wwdc2017"
        XCTAssertEqual(record.eventLabel, "WWDC 2017")
    }
}
