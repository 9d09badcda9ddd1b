import Build
import Diagnostics
import FileIO
import Foundation
import TestSupport
import XCTest

/// Writing: a failed build never touches the previous site, and unsafe output folders are refused.
final class SiteWriterTests: XCTestCase {
    var root = ""
    let disk = DiskFileSystem()

    override func setUp() {
        root = NSTemporaryDirectory() + "concord-writer-\(getpid())-\(UUID().uuidString.prefix(8))"
        try? disk.createDirectory(root)
    }

    override func tearDown() { try? disk.remove(root) }

    /// Copies the seed content and theme into the temporary folder.
    func makeProject() throws {
        let memory = try SiteFixture.seedFileSystem()
        for (path, data) in memory.allFiles { try disk.write(data, to: Path.join(root, path)) }
    }

    func options() -> BuildOptions {
        BuildOptions(contentDirectory: root + "/Content", outputDirectory: root + "/_site", templatesDirectory: root + "/Templates",
                     publicDirectory: root + "/Public", compress: false)
    }

    func snapshot(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for (path, kind) in try disk.walk(folder) where kind == .file { files[path] = try disk.read(Path.join(folder, path)) }
        return files
    }

    func testBrokenContentLeavesThePreviousSiteByteForByte() throws {
        try makeProject()
        let first = BuildPipeline(options: options()).build(currentDirectory: root)
        XCTAssertFalse(first.diagnostics.hasErrors, DiagnosticPrinter.render(first.diagnostics, format: .text))
        let before = try snapshot(root + "/_site")
        XCTAssertGreaterThan(before.count, 20)

        try disk.writeString("{\"id\": \"x\", \"language\": \"eng\", \"segments\": [{\"start\": \"soon\", \"text\": \"a\"}", to: root + "/Content/broken.json")
        try disk.writeString("", to: root + "/Content/empty.txt")
        try disk.writeString("{\"id\":\"y\",\"language\":\"eng\",\"segments\":[{\"start\":5,\"text\":\"a\"},{\"start\":2,\"text\":\"b\"},{\"start\":-1,\"text\":\"c\"}]}",
                             to: root + "/Content/unsorted.json")
        let second = BuildPipeline(options: options()).build(currentDirectory: root)
        let errors = second.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(Set(errors.map(\.identifier)), ["transcript.json.syntax", "file.empty", "transcript.start.unsorted", "transcript.start.negative"])
        for error in errors {
            XCTAssertNotNil(error.source)
            XCTAssertNotNil(error.range, "\(error.identifier) has a line")
        }
        XCTAssertEqual(try snapshot(root + "/_site"), before, "the failed build left _site as it was")
        let leftovers = try disk.list(root).filter { $0.contains("concord-tmp") || $0.contains("concord-old") }
        XCTAssertEqual(leftovers, [])
    }

    func testInterruptedSwapIsRecoveredAndLeftoversCleared() throws {
        try disk.writeString("old", to: root + "/.site.concord-old-123/index.html")
        try disk.writeString("partial", to: root + "/.site.concord-tmp-456/index.html")
        let writer = SiteWriter(fileSystem: disk, output: root + "/site")
        try writer.recover()
        XCTAssertEqual(String(decoding: try disk.read(root + "/site/index.html"), as: UTF8.self), "old", "the previous site is back")
        XCTAssertEqual(try disk.list(root), ["site"])
        try writer.write([("index.html", Data("new".utf8))])
        XCTAssertEqual(String(decoding: try disk.read(root + "/site/index.html"), as: UTF8.self), "new")
        XCTAssertEqual(try disk.list(root), ["site"])
    }

    func testRefusesOutputFoldersThatWouldDestroySomething() throws {
        func check(_ output: String, content: String = "Content") -> [String] {
            var problems: [Diagnostic] = []
            SiteWriter.checkOutput(output, content: content, fileSystem: disk, currentDirectory: root, problems: &problems)
            return problems.map(\.identifier)
        }
        XCTAssertEqual(check("/"), ["output.unsafe"])
        XCTAssertEqual(check(ProcessInfo.processInfo.environment["HOME"] ?? "/root"), ["output.unsafe"])
        XCTAssertEqual(check("Content"), ["output.unsafe"])
        XCTAssertEqual(check("."), ["output.unsafe"])
        XCTAssertEqual(check("site", content: "site/Content"), ["output.unsafe"])
        try disk.writeString("mine", to: root + "/Documents/thesis.txt")
        XCTAssertEqual(check(root + "/Documents"), ["output.foreign"])
        XCTAssertEqual(check(root + "/_site"), [])
    }

    func testWriterNeverWritesOutsideTheOutputFolder() {
        let memory = MemoryFileSystem()
        XCTAssertThrowsError(try SiteWriter(fileSystem: memory, output: "out").write([("../escape.html", Data())]))
        XCTAssertFalse(memory.exists("escape.html"))
        XCTAssertFalse(memory.exists("out"))
    }
}
