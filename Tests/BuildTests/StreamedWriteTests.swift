@testable import Build
import Diagnostics
import FileIO
import Foundation
import TestSupport
import XCTest

/// `build` writes pages as it renders them, batch by batch: the site is the one `make` holds whole, and a write
/// that fails midway leaves the previous site and nothing else.
final class StreamedWriteTests: XCTestCase {
    /// A file system that refuses the `failAt`-th write into a temporary folder, counted across threads.
    final class FailingFileSystem: FileSystem, @unchecked Sendable {
        let base: MemoryFileSystem
        let failAt: Int
        private let lock = NSLock()
        private var staged = 0
        init(_ base: MemoryFileSystem, failAt: Int) { self.base = base; self.failAt = failAt }
        func kind(of path: String) -> FileKind? { base.kind(of: path) }
        func list(_ directory: String) throws -> [String] { try base.list(directory) }
        func read(_ path: String) throws -> Data { try base.read(path) }
        func write(_ data: Data, to path: String) throws {
            if path.contains(".concord-tmp-") {
                let n = lock.withLock { staged += 1; return staged }
                if n == failAt { throw FileIOError(path, "disk full (test)") }
            }
            try base.write(data, to: path)
        }
        func createDirectory(_ path: String) throws { try base.createDirectory(path) }
        func remove(_ path: String) throws { try base.remove(path) }
        func move(_ source: String, to destination: String) throws { try base.move(source, to: destination) }
    }

    /// The output folder's files, without the marker.
    func site(_ fs: any FileSystem, _ folder: String = "_site") throws -> [String: Data] {
        var files: [String: Data] = [:]
        for (path, kind) in try fs.walk(folder) where kind == .file && path != SiteWriter.markerName {
            files[path] = try fs.read(Path.join(folder, path))
        }
        return files
    }

    func testPagesWrittenInSmallBatchesMakeTheSiteMakeHoldsWholeServiceWorkerIncluded() throws {
        let fs = try SiteFixture.seedFileSystem()
        var pipeline = BuildPipeline(options: SiteFixture.options(), fileSystem: fs)
        pipeline.pageBatch = 3
        let built = pipeline.build()
        XCTAssertFalse(built.diagnostics.hasErrors, DiagnosticPrinter.render(built.diagnostics, format: .text))
        let written = try site(fs)
        let whole = Dictionary(uniqueKeysWithValues: pipeline.make().files.map { ($0.path, $0.data) })
        XCTAssertGreaterThan(written.keys.count { $0.hasSuffix(".html") }, 4 * 3, "several batches")
        XCTAssertEqual(Set(written.keys), Set(whole.keys))
        for (path, data) in whole where written[path] != data { XCTFail("\(path) differs from the held site") }
        XCTAssertNotNil(written["sw.js"])
        XCTAssertLessThan(built.files.count, whole.count, "the pages were not kept")
    }

    func testAWriteThatFailsMidwayLeavesThePreviousSiteAndNoTemporaryFolder() throws {
        let memory = try SiteFixture.seedFileSystem()
        var first = BuildPipeline(options: SiteFixture.options(), fileSystem: memory)
        first.pageBatch = 7
        XCTAssertFalse(first.build().diagnostics.hasErrors)
        let before = try site(memory)
        // Content changes, and the 30th file written (in the third batch of pages) fails.
        try memory.writeString("Late page\n\nA page the failed build would have added.\n", to: "Content/late-page.txt")
        let failing = FailingFileSystem(memory, failAt: 30)
        var second = BuildPipeline(options: SiteFixture.options(), fileSystem: failing)
        second.pageBatch = 7
        let built = second.build()
        XCTAssertEqual(built.diagnostics.filter { $0.severity == .error }.map(\.identifier), ["output.write"])
        XCTAssertTrue(built.diagnostics.contains { $0.summary.contains("disk full (test)") })
        XCTAssertEqual(try site(memory), before, "the previous site, byte for byte")
        XCTAssertEqual(try memory.list(".").filter { $0.contains("concord-tmp") || $0.contains("concord-old") }, [])
    }
}
