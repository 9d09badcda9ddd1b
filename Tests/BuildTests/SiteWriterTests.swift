@testable import Build
import Diagnostics
import FileIO
import Foundation
import Support
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
        XCTAssertEqual(Set(errors.map(\.identifier)), ["transcript.json.syntax", "transcript.start.unsorted", "transcript.start.negative"])
        XCTAssertEqual(second.diagnostics.first { $0.identifier == "file.empty" }?.severity, .warning, "an empty file is skipped, not fatal")
        for error in errors {
            XCTAssertNotNil(error.source)
            XCTAssertNotNil(error.range, "\(error.identifier) has a line")
        }
        XCTAssertEqual(try snapshot(root + "/_site"), before, "the failed build left _site as it was")
        let leftovers = try disk.list(root).filter { $0.contains("concord-tmp") || $0.contains("concord-old") }
        XCTAssertEqual(leftovers, [])
    }

    /// Pages are written as they are rendered; a problem found among them (here a template's unknown variable, an
    /// error) still leaves the previous site as it was, and nothing of the new one behind.
    func testAnErrorFoundWhileWritingPagesLeavesThePreviousSite() throws {
        try makeProject()
        let first = BuildPipeline(options: options()).build(currentDirectory: root)
        XCTAssertFalse(first.diagnostics.hasErrors, DiagnosticPrinter.render(first.diagnostics, format: .text))
        XCTAssertEqual(first.steps.map(\.name).filter { $0.contains("Render") }, ["Render and write"])
        let before = try snapshot(root + "/_site")
        let page = String(decoding: try disk.read(root + "/Templates/page.mustache"), as: UTF8.self)
        try disk.writeString("{{noSuchValue}}" + page, to: root + "/Content/templates/page.mustache")
        let second = BuildPipeline(options: options()).build(currentDirectory: root)
        XCTAssertEqual(second.diagnostics.filter { $0.severity == .error }.map(\.identifier), ["template.variable.unknown"])
        XCTAssertEqual(try snapshot(root + "/_site"), before, "the failed build left _site as it was")
        XCTAssertEqual(try disk.list(root).filter { $0.contains("concord-tmp") || $0.contains("concord-old") }, [])
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

    /// The inode of a file: the same before and after a rebuild when the file was linked, not written again.
    func inode(_ path: String) -> UInt64? {
        var info = stat()
        return lstat(path, &info) == 0 ? UInt64(info.st_ino) : nil
    }

    func testRebuildKeepsUnchangedFilesAndWritesChangedOnes() throws {
        let output = Path.join(root, "_site"), writer = SiteWriter(fileSystem: disk, output: output)
        let same = Data("<p>same</p>".utf8), before = Data("<p>before</p>".utf8), after = Data("<p>after!</p>".utf8)
        try writer.write([("index.html", same), ("en/a.html", same), ("en/b.html", before), ("en/c.html", Data())])
        let a = inode(output + "/en/a.html"), top = inode(output + "/index.html"), b = inode(output + "/en/b.html")
        // b changes (and its size), c stays empty, d is new, and the old site's e is gone.
        try writer.write([("index.html", same), ("en/a.html", same), ("en/b.html", after), ("en/c.html", Data()), ("en/d.html", same)])
        XCTAssertEqual(try snapshot(output), ["index.html": same, "en/a.html": same, "en/b.html": after, "en/c.html": Data(), "en/d.html": same,
                                              SiteWriter.markerName: Data("Concord output folder: replaced on every build.\n".utf8)])
        XCTAssertEqual(inode(output + "/en/a.html"), a, "an unchanged file is kept")
        XCTAssertEqual(inode(output + "/index.html"), top, "at the top of the site too")
        XCTAssertNotEqual(inode(output + "/en/b.html"), b, "a changed file is written anew")
        var info = stat()
        XCTAssertEqual(lstat(output + "/en/a.html", &info), 0)
        XCTAssertEqual(info.st_nlink, 1, "the replaced site's name for it is gone")
        XCTAssertEqual(try disk.list(root).sorted(), ["_site"], "no staging or old folder left")
    }

    func testRebuildNeverLinksThroughASymbolicLinkInTheOldSite() throws {
        let output = Path.join(root, "_site"), outside = Path.join(root, "outside"), writer = SiteWriter(fileSystem: disk, output: output)
        let page = Data("<p>page</p>".utf8)
        try writer.write([("index.html", page)])
        try disk.write(page, to: outside + "/a.html")
        // Someone replaced a folder of the site with a link to a folder elsewhere holding the very same file.
        XCTAssertEqual(symlink(outside, output + "/en"), 0)
        try writer.write([("index.html", page), ("en/a.html", page)])
        XCTAssertEqual(try disk.read(output + "/en/a.html"), page)
        XCTAssertEqual(disk.kind(of: output + "/en"), .directory, "the new site has a real folder")
        XCTAssertNotEqual(inode(output + "/en/a.html"), inode(outside + "/a.html"), "not linked to the file outside the site")
        XCTAssertEqual(try disk.read(outside + "/a.html"), page, "the file outside is untouched")
        var info = stat()
        XCTAssertEqual(lstat(outside + "/a.html", &info), 0)
        XCTAssertEqual(info.st_nlink, 1)
    }

    /// Where the file system spreads folders, the site's top folders are written under temporary names, batch after
    /// batch, and get their own names at `commit`; a rebuild still links unchanged files from the old site.
    func testTopFoldersAreStagedUnderNamesOfTheirOwnUntilCommit() throws {
        let memory = MemoryFileSystem(), writer = SiteWriter(fileSystem: memory, output: "out/_site")
        let page = Data("<p>page</p>".utf8)
        let staging = try writer.begin(token: "1", stagingTopFolders: true)
        try staging.add([("index.html", page), ("en/a.html", page), ("search/en/t-1.js", page)])
        try staging.add([("en/b.html", page), ("search/zh/t-2.js", page), ("captions/c.js", page)])
        let staged = try memory.list("out/._site.concord-tmp-1")
        let temporary = staged.filter { $0.hasPrefix(".concord-") && $0 != SiteWriter.markerName }
        XCTAssertEqual(temporary.count, 3, "one temporary name per top folder, across batches: \(staged)")
        XCTAssertEqual(Set(staged).subtracting(temporary), ["index.html", SiteWriter.markerName], "no top folder under its own name before the commit")
        try staging.commit()
        XCTAssertEqual(Set(memory.allFiles.keys), ["out/_site/index.html", "out/_site/en/a.html", "out/_site/en/b.html", "out/_site/search/en/t-1.js",
                                           "out/_site/search/zh/t-2.js", "out/_site/captions/c.js", "out/_site/" + SiteWriter.markerName])
        XCTAssertEqual(try memory.list("out"), ["_site"])

        // On disk, staged the same way: the rebuild links the unchanged file and writes the changed one.
        let output = Path.join(root, "_site"), onDisk = SiteWriter(fileSystem: disk, output: output)
        for content in ["one", "two"] {
            let staging = try onDisk.begin(stagingTopFolders: true)
            try staging.add([("en/same.html", page), ("en/changed.html", Data(content.utf8))])
            try staging.commit()
        }
        XCTAssertEqual(try snapshot(output), ["en/same.html": page, "en/changed.html": Data("two".utf8),
                                              SiteWriter.markerName: Data("Concord output folder: replaced on every build.\n".utf8)])
        var info = stat()
        XCTAssertEqual(lstat(output + "/en/same.html", &info), 0)
        XCTAssertEqual(info.st_nlink, 1)
        XCTAssertEqual(try disk.list(root), ["_site"])
    }

    /// On ext4 (the file systems these builds run on) the temporary folder is marked as the top of a hierarchy, so
    /// the folders made in it are placed apart; elsewhere the call says it could not.
    func testSpreadingFoldersSetsTheTopDirectoryFlagWhereTheFileSystemHasIt() throws {
        #if os(Linux)
        let folder = Path.join(root, "spread")
        try disk.createDirectory(folder)
        let fd = open(folder, O_RDONLY | O_DIRECTORY)
        defer { close(fd) }
        var flags: CInt = 0
        guard ioctl(fd, 0x8008_6601, &flags) == 0 else {
            XCTAssertFalse(disk.spreadsFolders(in: folder), "a file system without attributes cannot spread folders")
            return
        }
        XCTAssertEqual(flags & 0x0002_0000, 0, "a new folder is not marked")
        let spread = disk.spreadsFolders(in: folder)
        XCTAssertEqual(ioctl(fd, 0x8008_6601, &flags), 0)
        XCTAssertEqual(spread, flags & 0x0002_0000 != 0, "true exactly when the flag is set")
        #endif
    }

    /// Companions that upper-case a text file as its `.up` copy, counting what they made and reused.
    final class Upper: SiteWriter.Companions, @unchecked Sendable {
        let signature: String
        var made: [String] = [], reused: [String] = []
        private let lock = NSLock()
        init(signature: String = "upper 1") { self.signature = signature }
        func suffixes(of path: String) -> [String] { path.hasSuffix(".html") ? [".up"] : [] }
        func make(_ path: String, _ data: Data) -> [Data?] {
            lock.withLock { made.append(path) }
            return [Data(String(decoding: data, as: UTF8.self).uppercased().utf8)]
        }
        func reusedFromOldSite(_ path: String, _ data: Data) { lock.withLock { reused.append(path) } }
    }

    /// Copies are made as each file is written; a rebuild links an unchanged file's copies from the old site
    /// (made with the same settings) instead of making them again, and never writes through such a link.
    func testCompanionsAreWrittenBesideTheirFilesAndReusedFromTheOldSite() throws {
        let output = Path.join(root, "_site"), writer = SiteWriter(fileSystem: disk, output: output)
        let same = Data("<p>same</p>".utf8), before = Data("<p>before</p>".utf8), after = Data("<p>after</p>".utf8)
        let first = Upper()
        try writer.write([("en/a.html", same), ("en/b.html", before), ("data.bin", same)], companions: first)
        XCTAssertEqual(first.made.sorted(), ["en/a.html", "en/b.html"])
        XCTAssertEqual(try disk.read(output + "/en/a.html.up"), Data("<P>SAME</P>".utf8))
        XCTAssertFalse(disk.exists(output + "/data.bin.up"), "no copies for files without suffixes")
        let oldCopyOfB = inode(output + "/en/b.html.up"), oldCopyOfA = inode(output + "/en/a.html.up")

        let second = Upper()
        try writer.write([("en/a.html", same), ("en/b.html", after), ("data.bin", same)], companions: second)
        XCTAssertEqual(second.made, ["en/b.html"], "only the changed file's copy is made")
        XCTAssertEqual(second.reused, ["en/a.html"])
        XCTAssertEqual(inode(output + "/en/a.html.up"), oldCopyOfA, "linked from the old site")
        XCTAssertEqual(try disk.read(output + "/en/b.html.up"), Data("<P>AFTER</P>".utf8))
        XCTAssertNotEqual(inode(output + "/en/b.html.up"), oldCopyOfB)

        // Other settings: the old copies are not trusted, every copy is made again.
        let third = Upper(signature: "upper 2")
        try writer.write([("en/a.html", same), ("en/b.html", after)], companions: third)
        XCTAssertEqual(third.made.sorted(), ["en/a.html", "en/b.html"])
        XCTAssertEqual(try disk.read(output + "/en/a.html.up"), Data("<P>SAME</P>".utf8))
        XCTAssertTrue(try XCTUnwrap(String(data: try disk.read(output + "/" + SiteWriter.markerName), encoding: .utf8)).contains("copies: upper 2"))
    }

    /// A whole build on disk: every text file has gzip and Brotli copies equal to compressing it, a rebuild after an
    /// edit compresses only what changed, and its site equals a clean build's, byte for byte.
    func testCompressedBuildOnDiskMakesOnlyChangedCopiesAndEqualsACleanBuild() throws {
        try makeProject()
        var options = options()
        options.compress = true
        let first = BuildPipeline(options: options).build(currentDirectory: root)
        XCTAssertFalse(first.diagnostics.hasErrors, DiagnosticPrinter.render(first.diagnostics, format: .text))
        let output = try snapshot(root + "/_site")
        // What the build wrote, without copies (it writes pages as it renders them and keeps none).
        func written(_ site: [String: Data]) -> [(path: String, data: Data)] {
            site.filter { !Compression.isCopy($0.key) && $0.key != SiteWriter.markerName }.map { ($0.key, $0.value) }
        }
        XCTAssertGreaterThan(written(output).count, first.files.count, "pages are not kept")
        var packed = 0
        for (path, data) in written(output) where Compression.isText(path) {
            // A packed script's copies (search index files, captions) are of its plain form.
            let plain = PackedPayload.plainScript(Array(data)).map { Data($0) }
            packed += plain == nil ? 0 : 1
            XCTAssertEqual(output[path + ".gz"], Deflate.gzip(plain ?? data), path)
            XCTAssertEqual(output[path + ".br"], BrotliCompressor.compress(plain ?? data), path)
        }
        XCTAssertGreaterThan(packed, 10)
        let page = root + "/Content/003_632ce19ca4931ce2.txt"
        let text = String(decoding: try disk.read(page), as: UTF8.self)
        try disk.writeString(text.replacingOccurrences(of: "search", with: "find", options: [], range: text.range(of: "search")), to: page)
        let second = BuildPipeline(options: options).build(currentDirectory: root)
        let detail = try XCTUnwrap(second.steps.first { $0.name == "Compress and write" }?.detail)
        let secondFiles = written(try snapshot(root + "/_site"))
        let changed = secondFiles.filter { f in Compression.isText(f.path) && output[f.path] != f.data }.count
        let texts = secondFiles.filter { Compression.isText($0.path) }.count
        XCTAssertTrue(detail.contains("(\(changed) files compressed, \(texts - changed) unchanged)"), detail)
        let rebuilt = try snapshot(root + "/_site")
        options.outputDirectory = root + "/clean"
        _ = BuildPipeline(options: options).build(currentDirectory: root)
        XCTAssertEqual(rebuilt, try snapshot(root + "/clean"))
    }
}
