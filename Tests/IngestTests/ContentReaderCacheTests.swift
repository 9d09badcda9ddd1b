import Diagnostics
import FileIO
import Foundation
import Ingest
import Support
import XCTest

/// Parsed files kept in the build cache: read back, the content is what parsing makes, problems included.
final class ContentReaderCacheTests: XCTestCase {
    private func read(_ fs: MemoryFileSystem, cache: (any ProductCache)?) -> (Content, [Diagnostic]) {
        var problems: [Diagnostic] = []
        let content = ContentReader(fileSystem: fs, root: "Content", cache: cache).read(problems: &problems)
        return (content, problems)
    }

    private func library() -> MemoryFileSystem {
        MemoryFileSystem([
            "Content/talks/101/transcript.json": #"{"id": "wwdc2099-101", "language": "eng", "segments": [{"start": 1, "text": "Hi."}, {"start": 2.5, "text": "Search, scoped."}]}"#,
            "Content/talks/101/metadata.json": #"{"id": "wwdc2099-101", "title": "Designing search", "year": 2099}"#,
            "Content/guide.md": "---\nid: Guide Page\nsidebar_position: 2\n---\n# Guide\n\n**[1:05]** Timed.\n\nA paragraph with *markup* and a [link](other.md).\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- Outer\n  - inner\n",
            "Content/plain.txt": "Plain title\n\n• A bullet\n\n1. A step\n",
            "Content/blank.txt": "  \n",
            "Content/concord.yml": "title: Test\n",
        ])
    }

    func testCachedContentIsParsedContentAndEditsMissOnlyTheirFile() throws {
        let fs = library()
        let (plain, plainProblems) = read(fs, cache: nil)
        XCTAssertFalse(plainProblems.isEmpty, "the blank file is reported")
        XCTAssertEqual(plain.documents.first { $0.kind == .transcript }?.metadata?.title, "Designing search")
        let cache = MemoryProductCache()
        for round in 0..<2 {
            let (content, problems) = read(fs, cache: cache)
            XCTAssertEqual(content.documents, plain.documents, "round \(round)")
            XCTAssertEqual(problems, plainProblems, "round \(round)")
            XCTAssertEqual(content.sessionMetadata.map(\.id), plain.sessionMetadata.map(\.id))
        }
        // Four files make documents or problems; the session record is read every time.
        XCTAssertEqual(cache.stores, 4)
        XCTAssertEqual(cache.hits, 4)

        try fs.writeString("Plain title\n\n• A bullet, edited\n", to: "Content/plain.txt")
        let (edited, _) = read(fs, cache: cache)
        XCTAssertEqual(edited.documents, read(fs, cache: nil).0.documents)
        XCTAssertEqual(cache.stores, 5)
        XCTAssertEqual(cache.hits, 7)

        // Another manifest can read every file differently: all are parsed again.
        try fs.writeString("title: Test\nstrip: ['^•']\n", to: "Content/concord.yml")
        _ = read(fs, cache: cache)
        XCTAssertEqual(cache.stores, 9)
    }
}
