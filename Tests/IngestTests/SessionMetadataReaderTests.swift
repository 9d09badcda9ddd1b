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
        XCTAssertEqual(try shape(#"{"event": "wwdc2017", "sessions": ["wwdc2017-101"]}"#), .unrelated, "a list of ids is another index")
        XCTAssertEqual(try shape(#"{"id": "a"}"#), .transcript, "neither: the transcript reader says what is missing")
        XCTAssertEqual(try shape(#"[]"#, "metadata.json"), .metadata)
        XCTAssertEqual(try shape(#"{"title": "Designing search"}"#, "metadata.json"), .metadata, "a record missing its id, reported")
        // A build's metadata.json with none of a record's members is other data (Spectrum CSS: 82 stopped the build).
        XCTAssertEqual(try shape(#"{"sourceFile": "index.css", "selectors": [".a"]}"#, "metadata.json"), .unrelated)
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
        // Without a record, from an id made as Apple makes them; other ids name no event.
        XCTAssertEqual(SessionMetadata.eventLabel(ofID: "wwdc2012-708"), "WWDC 2012 · 708")
        XCTAssertEqual(SessionMetadata.eventLabel(ofID: "tech-talks-111428"), "Tech Talks · 111428")
        XCTAssertNil(SessionMetadata.eventLabel(ofID: "2016-101"))
        XCTAssertNil(SessionMetadata.eventLabel(ofID: "my-talk-2"))
        XCTAssertNil(SessionMetadata.eventLabel(ofID: "wwdc2012"))
    }

    /// The `wwdc-sessions` layout keeps a generated `README.md` beside each talk's captions: it is the talk's page,
    /// not a second page about the same talk. Links to it lead to the talk.
    func testSessionReadmesFoldIntoTheirTalks() throws {
        let readme = """
        ---
        id: "wwdc2017-101"
        title: "From the readme"
        url: "https://developer.apple.com/videos/play/wwdc2017/101"
        ---

        # From the readme

        **Event:** WWDC17 · **Topic:** Design · **Platforms:** iOS · **Session:** [wwdc2017-101](https://example.org)

        How a reading app gets out of the reader's way, told by its readme.

        ## Transcript

        [Read the transcript](transcript.md) · [Structured JSON](transcript.json)
        """
        let other = #"{"id": "wwdc2017-102", "language": "eng", "segments": [{"start": 0, "text": "Hi."}]}"#
        let (content, problems) = read([
            "Content/sessions/wwdc2017/101-x/transcript.json": captions,
            "Content/sessions/wwdc2017/101-x/README.md": readme,
            // Without an id, a README beside the captions titled as the talk's record.
            "Content/sessions/wwdc2017/102-y/transcript.json": other,
            "Content/sessions/wwdc2017/102-y/metadata.json": #"{"id": "wwdc2017-102", "title": "Second Talk", "description": "From the record."}"#,
            "Content/sessions/wwdc2017/102-y/README.md": "# Second talk\n\nWhat the readme says of it, at length.\n",
            // Same id in another folder: an author's page, kept (as is a README with another title).
            "Content/guides/reading.md": "---\nid: wwdc2017-101\n---\n\n# Reading\n\nA guideline about reading apps.\n",
            "Content/sessions/wwdc2017/102-y/index.md": "# Notes on the talk\n\nSomething else entirely, written by hand.\n",
        ])
        XCTAssertEqual(problems.filter { $0.severity != .note }.map(\.formatted), [])
        XCTAssertEqual(content.documents.map(\.path).sorted(), [
            "Content/guides/reading.md", "Content/sessions/wwdc2017/101-x/transcript.json",
            "Content/sessions/wwdc2017/102-y/index.md", "Content/sessions/wwdc2017/102-y/transcript.json",
        ])
        let first = try XCTUnwrap(content.documents.first { $0.transcript?.id == "wwdc2017-101" }?.metadata)
        XCTAssertEqual(first.title, "From the readme", "no record: the readme names the talk")
        XCTAssertEqual(first.description, "How a reading app gets out of the reader’s way, told by its readme.",
                       "the summary skips the line of fields")
        XCTAssertEqual(first.url, "https://developer.apple.com/videos/play/wwdc2017/101")
        XCTAssertEqual(first.alsoFrom, [])
        XCTAssertEqual(first.path, "Content/sessions/wwdc2017/101-x/README.md")
        let second = try XCTUnwrap(content.documents.first { $0.transcript?.id == "wwdc2017-102" }?.metadata)
        XCTAssertEqual(second.title, "Second Talk", "the record wins over its readme")
        XCTAssertEqual(second.description, "From the record.")
        XCTAssertEqual(second.alsoFrom, ["Content/sessions/wwdc2017/102-y/README.md"])
        XCTAssertEqual(problems.filter { $0.identifier == "content.session.readme" }.map(\.formatted), [
            "Content/sessions/wwdc2017/101-x/README.md: note: read 2 session pages like this one as the pages of their talks; not pages of their own [content.session.readme]\n"
                + "    note: also Content/sessions/wwdc2017/102-y/README.md",
        ])
    }

    /// Files a repository keeps for tools rather than readers: agents' instructions, llms.txt digests.
    func testAgentAndLanguageModelFilesAreNotPages() {
        let (content, problems) = read([
            "Content/a/transcript.json": captions,
            "Content/AGENTS.md": "# AGENTS.md\n\nRun the tests before you commit.\n",
            "Content/CLAUDE.md": "# Notes\n\nUse the catalog.\n",
            "Content/llms.txt": "# Sessions\n\n> Every session.\n",
            "Content/llms-full.txt": "# Sessions\n\nEverything.\n",
            "Content/agents.md": "# Agents\n\nA page about agents in a design system.\n",
        ])
        XCTAssertEqual(content.documents.map(\.path).sorted(), ["Content/a/transcript.json", "Content/agents.md"])
        XCTAssertEqual(problems.filter { $0.identifier == "content.skipped" }.count, 4)
    }
}
