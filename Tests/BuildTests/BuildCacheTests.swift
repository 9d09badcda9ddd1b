@testable import Build
import Diagnostics
import FileIO
import Foundation
import TestSupport
import XCTest

/// `.concord-cache/`: build products reused between builds, content-addressed, so a cached build writes the
/// same site as a clean one.
final class BuildCacheTests: XCTestCase {
    /// A build, with `files` the site it wrote (`build` writes pages as it renders them and keeps none).
    private func build(_ fs: MemoryFileSystem, cache: String?) throws -> BuiltSite {
        var options = SiteFixture.options(compress: true)
        options.cacheDirectory = cache
        var built = BuildPipeline(options: options, fileSystem: fs).build()
        XCTAssertFalse(built.diagnostics.hasErrors, DiagnosticPrinter.render(built.diagnostics, format: .text))
        built.files = try fs.walk("_site").filter { $0.kind == .file && !Compression.isCopy($0.path) && $0.path != SiteWriter.markerName }
            .map { (path: $0.path, data: try fs.read("_site/" + $0.path)) }.sorted { $0.path < $1.path }
        return built
    }

    private func compressDetail(_ built: BuiltSite) -> String { built.steps.first { $0.name == "Compress and write" }?.detail ?? "" }

    private func assertSameFiles(_ a: BuiltSite, _ b: BuiltSite, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.files.map(\.path), b.files.map(\.path), file: file, line: line)
        for (x, y) in zip(a.files, b.files) where x.data != y.data { XCTFail("\(x.path) differs", file: file, line: line) }
    }

    /// Every entry of one kind (`compressed`, `talks`, `packed`).
    private func entries(_ fs: MemoryFileSystem, _ kind: String = "compressed") throws -> [String] {
        try fs.walk("cache").filter { $0.1 == .file && $0.0.hasPrefix(kind + "/") }.map(\.0).sorted()
    }

    func testCachedBuildsEqualCleanOnesAndReuseWhatDidNotChange() throws {
        let fs = try SiteFixture.seedFileSystem()
        let cold = try build(fs, cache: "cache")
        let textFiles = cold.files.filter { Compression.isText($0.path) }.count
        XCTAssertFalse(compressDetail(cold).contains("unchanged"), compressDetail(cold))
        XCTAssertTrue(fs.exists("cache/CACHEDIR.TAG"))
        // Identical files share one entry: one .gz and one .br per distinct text file.
        let distinct = Set(cold.files.filter { Compression.isText($0.path) }.map(\.data)).count
        XCTAssertEqual(try entries(fs).count, 2 * distinct)
        // The seed talk's alignment and captions file, and the index files large enough to be worth keeping packed.
        let talks = try entries(fs, "talks"), packed = try entries(fs, "packed"), captions = try entries(fs, "captions")
        XCTAssertEqual(talks.count, 1)
        XCTAssertEqual(captions.count, cold.files.filter { $0.path.hasPrefix("captions/") }.count)
        XCTAssertGreaterThan(captions.count, 0)
        XCTAssertGreaterThan(packed.count, 3)
        let indexes = try entries(fs, "index")
        XCTAssertEqual(indexes.count, 2, "one per language")
        // Every page's rendering, by template and render model (pages alike in both share one).
        let renderings = try entries(fs, "pages")
        XCTAssertGreaterThan(renderings.count, 5)
        XCTAssertLessThanOrEqual(renderings.count, cold.files.filter { $0.path.hasSuffix(".html") }.count)

        let warm = try build(fs, cache: "cache")
        XCTAssertEqual(try entries(fs, "packed"), packed, "indexes read back whole keep their packed files for the next edit")
        XCTAssertEqual(try entries(fs, "documents").count, 5, "one entry per file parsed")
        XCTAssertTrue(compressDetail(warm).contains("(0 files compressed, \(textFiles) unchanged)"), compressDetail(warm))
        assertSameFiles(cold, warm)

        // One guideline page edited: only the files it changed are compressed again; stale entries are pruned.
        let page = "Content/003_632ce19ca4931ce2.txt"
        let text = String(decoding: try fs.read(page), as: UTF8.self)
        try fs.writeString(text.replacingOccurrences(of: "search", with: "find", options: [], range: text.range(of: "search")), to: page)
        let edited = try build(fs, cache: "cache")
        let changed = edited.files.filter { f in Compression.isText(f.path) && cold.files.first { $0.path == f.path }?.data != f.data }.count
        XCTAssertGreaterThan(changed, 0)
        let textFilesNow = edited.files.filter { Compression.isText($0.path) }.count
        XCTAssertTrue(compressDetail(edited).contains("(\(changed) files compressed, \(textFilesNow - changed) unchanged)"), compressDetail(edited))
        let distinctNow = Set(edited.files.filter { Compression.isText($0.path) }.map(\.data)).count
        XCTAssertEqual(try entries(fs).count, 2 * distinctNow, "entries the latest build did not use are gone")
        XCTAssertEqual(try entries(fs, "talks"), talks, "the talk was not aligned again: its entry is the one the first build made")
        XCTAssertEqual(try entries(fs, "captions"), captions, "nor its captions file made again")
        let packedNow = try entries(fs, "packed")
        XCTAssertFalse(Set(packedNow).isSubset(of: packed), "the edited page's index files were packed again")
        XCTAssertGreaterThan(Set(packedNow).intersection(packed).count, 0, "the others were read back")
        let indexesNow = try entries(fs, "index")
        XCTAssertEqual(Set(indexesNow).intersection(indexes).count, 1, "the Chinese index was read back whole, the English one made again")
        let renderingsNow = try entries(fs, "pages")
        XCTAssertFalse(Set(renderingsNow).isSubset(of: renderings), "the edited page was rendered again")
        XCTAssertGreaterThan(Set(renderingsNow).intersection(renderings).count, 0, "pages whose models did not change were not")

        // The same content with no cache at all: byte for byte the same site.
        let clean = try build(fs, cache: nil)
        XCTAssertFalse(compressDetail(clean).contains("unchanged"))
        assertSameFiles(edited, clean)
    }

    /// A page's rendering is reused only with the templates it was made with: a user's template replaces it.
    func testAChangedTemplateRendersAgain() throws {
        let fs = try SiteFixture.seedFileSystem()
        let cold = try build(fs, cache: "cache")
        XCTAssertFalse(try XCTUnwrap(SiteFixture.text(cold, "404.html")).contains("a user's 404"))
        // The 404 template, edited by a user (in the content folder's templates): its page changes, the others are read back.
        let notFound = String(decoding: try fs.read("Templates/404.mustache"), as: UTF8.self)
        try fs.writeString(notFound.replacingOccurrences(of: "</article>", with: "</article><!-- a user's 404 -->"), to: "Content/templates/404.mustache")
        let edited = try build(fs, cache: "cache")
        XCTAssertTrue(try XCTUnwrap(SiteFixture.text(edited, "404.html")).contains("a user's 404"))
        let clean = try build(fs, cache: nil)
        assertSameFiles(edited, clean)
    }

    /// A damaged cache is no worse than none: a missing half of an entry is made again, a damaged product too.
    func testAnEntryMissingACopyIsMadeAgain() throws {
        let fs = try SiteFixture.seedFileSystem()
        let cold = try build(fs, cache: "cache")
        for path in try entries(fs) where path.hasSuffix(".br") { try fs.remove("cache/" + path) }
        for path in try entries(fs, "talks") + entries(fs, "packed") { try fs.write(Data([0xFF, 0x01]), to: "cache/" + path) }
        let again = try build(fs, cache: "cache")
        XCTAssertFalse(compressDetail(again).contains("unchanged"), compressDetail(again))
        assertSameFiles(cold, again)
    }

    /// A build without compressed copies keeps the ones the cache has for the next build that makes them.
    func testABuildPrunesOnlyTheKindsItUses() throws {
        let fs = try SiteFixture.seedFileSystem()
        _ = try build(fs, cache: "cache")
        let compressed = try entries(fs)
        XCTAssertFalse(compressed.isEmpty)
        var options = SiteFixture.options(compress: false)
        options.cacheDirectory = "cache"
        XCTAssertFalse(BuildPipeline(options: options, fileSystem: fs).build().diagnostics.hasErrors)
        XCTAssertEqual(try entries(fs), compressed)
        XCTAssertEqual(try entries(fs, "talks").count, 1)
    }
}
