@testable import Align
import Diagnostics
import FileIO
import Foundation
import Ingest
import Support
import XCTest

/// A talk's alignment kept in the build cache: read back, it is the plan the planner makes.
final class SessionPlanCodingTests: XCTestCase {
    /// The seed talk (captions and prose, from `Content/`) and a caption-only talk with a Chinese track.
    private func documents() throws -> [Document] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Content").path
        func captions(_ language: String, _ texts: [String]) -> String {
            let segments = texts.enumerated().map { i, text in #"{"start": \#(Double(i) * 4.5), "text": "\#(text)"}"# }
            return #"{"id": "wwdc2099-101", "language": "\#(language)", "segments": [\#(segments.joined(separator: ","))]}"#
        }
        let english = (0..<40).map { i in
            i == 20 ? "Now let's talk about scope bars." : "Sentence \(i) explains how people search for things they remember."
        }
        let fs = MemoryFileSystem([
            "talk/101-en.json": captions("eng", english),
            "talk/101-zh.json": captions("zho", (0..<40).map { "第\($0)句 讲人们如何搜索。" }),
        ])
        var problems: [Diagnostic] = []
        let library = ContentReader(fileSystem: fs, root: "talk").read(problems: &problems).documents
        let seeds = ContentReader(fileSystem: DiskFileSystem(), root: root).read(problems: &problems).documents
        XCTAssertFalse(problems.hasErrors, DiagnosticPrinter.render(problems, format: .text))
        return seeds + library
    }

    private func assertSame(_ a: [SessionPlan], _ b: [SessionPlan], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.count, b.count, file: file, line: line)
        for (x, y) in zip(a, b) {
            XCTAssertEqual(x.transcript, y.transcript, file: file, line: line)
            XCTAssertEqual(x.prose, y.prose, file: file, line: line)
            XCTAssertEqual(x.blocks, y.blocks, file: file, line: line)
            XCTAssertEqual(x.timings, y.timings, file: file, line: line)
            XCTAssertEqual(x.captions, y.captions, file: file, line: line)
            XCTAssertEqual(x.captionLanguages, y.captionLanguages, file: file, line: line)
            XCTAssertEqual(x.continuation, y.continuation, file: file, line: line)
            XCTAssertEqual(x.metadata, y.metadata, file: file, line: line)
            XCTAssertEqual(x.title, y.title, file: file, line: line)
            XCTAssertEqual(x.tracks, y.tracks, file: file, line: line)
        }
    }

    func testCachedPlansAreThePlannersAndEditsMakeNewOnes() throws {
        var documents = try documents()
        var problems: [Diagnostic] = []
        let fresh = SessionPlanner.plan(documents, problems: &problems)
        XCTAssertEqual(fresh.count, 2)
        XCTAssertTrue(fresh.contains { $0.prose != nil }, "the seed talk has prose")
        XCTAssertTrue(fresh.contains { !$0.captions.allSatisfy(\.isEmpty) }, "the library talk has Chinese captions beside its paragraphs")

        let cache = MemoryProductCache()
        var first: [Diagnostic] = [], second: [Diagnostic] = []
        let stored = SessionPlanner.plan(documents, cache: cache, problems: &first)
        XCTAssertEqual(cache.stores(of: "talks"), 2)
        XCTAssertEqual(cache.stores(of: "shingles"), 2, "each talk's shingles, which pair prose with it")
        let read = SessionPlanner.plan(documents, cache: cache, problems: &second)
        XCTAssertEqual(cache.hits(of: "talks"), 2, "both talks read back")
        XCTAssertEqual(cache.hits(of: "shingles"), 2, "and their shingles")
        XCTAssertEqual(cache.stores(of: "talks"), 2)
        XCTAssertEqual(cache.stores(of: "shingles"), 2)
        assertSame(fresh, stored)
        assertSame(fresh, read)
        XCTAssertEqual(problems, first)
        XCTAssertEqual(problems, second, "a talk read from the cache reports what it reported when it was aligned")

        // One word of the Chinese track changed: that talk is aligned again, the other is read back.
        let zh = try XCTUnwrap(documents.firstIndex { $0.language == "zh-Hans" && $0.kind == .transcript })
        var segments = documents[zh].transcript!.segments
        segments[3] = Segment(start: segments[3].start, text: "第三句 改过了。", line: segments[3].line, column: segments[3].column)
        documents[zh].transcript!.segments = segments
        var edited: [Diagnostic] = []
        let after = SessionPlanner.plan(documents, cache: cache, problems: &edited)
        XCTAssertEqual(cache.stores(of: "talks"), 3)
        XCTAssertEqual(cache.hits(of: "talks"), 3)
        XCTAssertEqual(cache.hits(of: "shingles"), 4, "the edited track is not the one prose is paired by")
        assertSame(after, SessionPlanner.plan(documents, problems: &edited))
        XCTAssertTrue(after.contains { $0.captions.contains { $0["zh-Hans"] == "第三句 改过了。" || $0["zh-Hans"]?.contains("改过了") == true } })
    }
}
