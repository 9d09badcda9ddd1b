import Build
@testable import Serve
import TestSupport
import Diagnostics
import FileIO
import Foundation
import XCTest

/// `concord serve` on disk: the server's responses (without sockets), the file watcher, and rebuilds that
/// write only what changed. The same behaviour through real sockets and Chromium: Tests/Browser/test_publish_serve.py.
final class ServeTests: XCTestCase {
    static func scripts() throws -> ServeScripts {
        try ServeScripts.load(from: [SiteFixture.packageRoot + "/Public"], fileSystem: DiskFileSystem())
    }

    var root = ""
    let disk = DiskFileSystem()

    override func setUp() {
        root = NSTemporaryDirectory() + "concord-serve-\(getpid())-\(UUID().uuidString.prefix(8))"
        try? disk.createDirectory(root)
    }

    override func tearDown() { try? disk.remove(root) }

    func testResponses() throws {
        let site = root + "/site"
        try disk.writeString("<html><head></head><body data-sw=\"sw.js\">home</body></html>", to: site + "/index.html")
        try disk.writeString("<html><head></head><body>lost</body></html>", to: site + "/404.html")
        try disk.writeString("body{}", to: site + "/assets/site.0123456789.css")
        try disk.write(Data([0x1f, 0x8b, 0]), to: site + "/assets/site.0123456789.css.gz")
        try disk.writeString("self.addEventListener('fetch', function () {});", to: site + "/sw.js")
        try disk.writeString("secret", to: root + "/secret.txt")
        XCTAssertEqual(symlink(root + "/secret.txt", site + "/link.txt"), 0)

        let hosted = DevServer(root: site, basePath: "/docs/", state: nil, scripts: try Self.scripts())
        func header(_ response: DevServer.Response, _ name: String) -> String? { response.headers.first { $0.0 == name }?.1 }

        var response = hosted.respond(to: "/docs/", headers: [:])
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(header(response, "Content-Type"), "text/html; charset=utf-8")
        XCTAssertTrue(String(decoding: response.body, as: UTF8.self).contains("data-sw"), "--static serves pages as built")
        XCTAssertEqual(hosted.respond(to: "/docs/assets", headers: [:]).status, 301)
        response = hosted.respond(to: "/docs/assets/site.0123456789.css", headers: ["accept-encoding": "gzip, deflate"])
        XCTAssertEqual(header(response, "Content-Encoding"), "gzip")
        XCTAssertEqual(header(response, "Cache-Control"), "public, max-age=31536000, immutable")
        response = hosted.respond(to: "/docs/assets/site.0123456789.css", headers: [:])
        XCTAssertNil(header(response, "Content-Encoding"))
        XCTAssertEqual(String(decoding: response.body, as: UTF8.self), "body{}")
        response = hosted.respond(to: "/docs/missing.html", headers: [:])
        XCTAssertEqual(response.status, 404)
        XCTAssertTrue(String(decoding: response.body, as: UTF8.self).contains("lost"))
        XCTAssertEqual(hosted.respond(to: "/docs/link.txt", headers: [:]).status, 404, "a link out of the site is not followed")
        XCTAssertEqual(hosted.respond(to: "/docs/%2e%2e/secret.txt", headers: [:]).status, 400)
        XCTAssertEqual(hosted.respond(to: "/docs/__concord/reload.js", headers: [:]).status, 404, "no reload script when not watching")

        let watching = DevServer(root: site, basePath: "/", state: BuildState(), scripts: try Self.scripts())
        let page = String(decoding: watching.respond(to: "/", headers: [:]).body, as: UTF8.self)
        XCTAssertTrue(page.contains("<script src=\"/__concord/reload.js\" data-build=\"0\" data-ok=\"true\" defer></script>"))
        XCTAssertFalse(page.contains("data-sw"))
        XCTAssertTrue(String(decoding: watching.respond(to: "/sw.js", headers: [:]).body, as: UTF8.self).contains("unregister"))
        XCTAssertEqual(watching.respond(to: "/__concord/reload.js", headers: [:]).status, 200)
    }

    func testWaitingForABuild() {
        let state = BuildState()
        let waited = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var seen = -1
        DispatchQueue.global().async {
            seen = state.wait(since: 0, timeout: 10).generation
            waited.signal()
        }
        Thread.sleep(forTimeInterval: 0.1)
        state.finished(ok: false, message: "broken")
        XCTAssertEqual(waited.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(seen, 1)
        XCTAssertEqual(state.wait(since: 1, timeout: 0.05).generation, 1, "times out with the same build")
        XCTAssertEqual(state.current.message, "broken")
    }

    func testWatcherReportsChangesInNewFoldersOnce() throws {
        try disk.createDirectory(root + "/watched/sub")
        let changes = ChangeLog()
        let watcher = try FileWatcher(roots: [root + "/watched", root + "/missing"], quiet: 0.2) { changes.add($0) }
        defer { watcher.stop() }
        XCTAssertEqual(watcher.folderCount, 2)
        try disk.writeString("a", to: root + "/watched/sub/page.md")
        try disk.writeString("b", to: root + "/watched/sub/page.md")
        try disk.writeString("scratch", to: root + "/watched/.page.md.swp")
        XCTAssertTrue(changes.wait { $0.count == 1 })
        XCTAssertEqual(changes.batches.first, [root + "/watched/sub/page.md"], "a burst of writes is one batch; scratch files are ignored")
        try disk.createDirectory(root + "/watched/new")
        Thread.sleep(forTimeInterval: 0.4)
        try disk.writeString("c", to: root + "/watched/new/other.md")
        XCTAssertTrue(changes.wait { $0.joined().contains(root + "/watched/new/other.md") }, "new folders are watched: \(changes.batches)")
    }

    // MARK: - Request paths, content types, reload injection

    func testRequestPathsStayInsideTheSite() {
        let base = "/docs/"
        XCTAssertEqual(ServePaths.resolve("/docs/en/page.html?q=x#y", basePath: base), .file("en/page.html", trailingSlash: false))
        XCTAssertEqual(ServePaths.resolve("/docs/", basePath: base), .file("", trailingSlash: true))
        XCTAssertEqual(ServePaths.resolve("/docs/en/", basePath: base), .file("en", trailingSlash: true))
        XCTAssertEqual(ServePaths.resolve("/docs/%E6%90%9C%E7%B4%A2.html", basePath: base), .file("搜索.html", trailingSlash: false))
        XCTAssertEqual(ServePaths.resolve("/docs", basePath: base), .redirect("/docs/"))
        XCTAssertEqual(ServePaths.resolve("/", basePath: base), .redirect("/docs/"))
        XCTAssertEqual(ServePaths.resolve("/other/x.html", basePath: base), .notFound)
        XCTAssertEqual(ServePaths.resolve("/docs/__concord/reload.js", basePath: base), .server("reload.js"))
        for target in ["/docs/../etc/passwd", "/docs/en/../../x", "/docs/%2e%2e/x", "/docs/%2E%2E%2fx", "/docs/.%2e/x",
                       "/docs/a%00b", "/docs/a\u{0}b", "/docs/..%5cx", "/docs/a\\b", "/docs/%zz", "/docs/%ff", "/docs/./x",
                       "docs/x", "http://example.org/docs/"] {
            guard case .badRequest = ServePaths.resolve(target, basePath: base) else {
                XCTFail("\(target) was not refused")
                continue
            }
        }
        XCTAssertEqual(ServePaths.resolve("/index.html", basePath: "/"), .file("index.html", trailingSlash: false))
        XCTAssertEqual(ServePaths.normalizeBasePath("docs"), "/docs/")
        XCTAssertEqual(ServePaths.normalizeBasePath("/a/b/"), "/a/b/")
        XCTAssertEqual(ServePaths.normalizeBasePath("/"), "/")
        XCTAssertNil(ServePaths.normalizeBasePath("/../x"))
    }

    func testContentTypes() {
        let expected = ["a.html": "text/html; charset=utf-8", "a.css": "text/css; charset=utf-8", "a.js": "text/javascript; charset=utf-8",
                        "a.json": "application/json", "sitemap.xml": "application/xml; charset=utf-8", "a.svg": "image/svg+xml",
                        "a.png": "image/png", "a.woff2": "font/woff2", "robots.txt": "text/plain; charset=utf-8",
                        "site.webmanifest": "application/manifest+json", "site.zip": "application/zip", "A.JPG": "image/jpeg",
                        "noextension": "application/octet-stream", ".hidden": "application/octet-stream"]
        for (name, type) in expected { XCTAssertEqual(ServePaths.contentType(for: name), type, name) }
        XCTAssertEqual(ServePaths.cacheControl(for: "assets/css/site.0123456789.css"), "public, max-age=31536000, immutable")
        XCTAssertEqual(ServePaths.cacheControl(for: "en/index.html"), "no-cache")
    }

    func testReloadScriptIsExternalAndReplacesTheWorker() throws {
        let html = "<html><head><title>x</title></head><body class=\"p\" data-sw=\"../sw.js\">x</body></html>"
        let served = ServePaths.injectReload(into: html, basePath: "/docs/", build: 3, ok: true)
        XCTAssertTrue(served.contains("<script src=\"/docs/__concord/reload.js\" data-build=\"3\" data-ok=\"true\" defer></script>\n</head>"))
        XCTAssertFalse(served.contains("data-sw"))
        let scripts = try ServeScripts.load(from: [SiteFixture.packageRoot + "/Public"], fileSystem: DiskFileSystem())
        XCTAssertTrue(String(decoding: scripts.reload, as: UTF8.self).contains("location.reload()"))
        XCTAssertTrue(String(decoding: scripts.retiringWorker, as: UTF8.self).contains("registration.unregister()"))
        XCTAssertThrowsError(try ServeScripts.load(from: ["/nowhere"], fileSystem: DiskFileSystem()))
    }

    func testRebuildScopeFollowsTheChangedFolders() {
        let rebuilder = Rebuilder(options: BuildOptions(contentDirectory: "Content", templatesDirectory: "Templates", publicDirectory: "Public"),
                                  log: { _ in })
        XCTAssertEqual(rebuilder.scope(of: ["Templates/page.mustache"]), .presentation)
        XCTAssertEqual(rebuilder.scope(of: ["Public/css/site.css", "Templates/strings/en.yml"]), .presentation)
        XCTAssertEqual(rebuilder.scope(of: ["Content/templates/page.mustache"]), .presentation)
        XCTAssertEqual(rebuilder.scope(of: ["Content/001.txt", "Public/css/site.css"]), .everything)
        XCTAssertEqual(rebuilder.scope(of: ["Content/glossary.yml"]), .everything)
        XCTAssertTrue(FileWatcher.isScratch(".page.md.swp"))
        XCTAssertTrue(FileWatcher.isScratch("4913"))
        XCTAssertFalse(FileWatcher.isScratch("page.md"))
    }

    /// Rebuilds write only what changed, and give the same folder as a fresh build.
    func testRebuildWritesOnlyChangedFiles() throws {
        let memory = try SiteFixture.seedFileSystem()
        for (path, data) in memory.allFiles { try disk.write(data, to: Path.join(root, path)) }
        let options = BuildOptions(contentDirectory: root + "/Content", outputDirectory: root + "/_site",
                                   templatesDirectory: root + "/Templates", publicDirectory: root + "/Public", compress: false)
        let steps = StepLog()
        let rebuilder = Rebuilder(options: options, log: { steps.add($0) })
        XCTAssertFalse(rebuilder.rebuild(.everything).hasErrors)
        let css = try XCTUnwrap(try disk.walk(root + "/_site/assets").first { $0.path.hasSuffix(".css") }?.path)
        var before = stat()
        stat(root + "/_site/assets/" + css, &before)
        let footer = root + "/Templates/partials/footer.mustache"
        try disk.writeString(String(decoding: try disk.read(footer), as: UTF8.self).replacingOccurrences(of: "</footer>", with: "<p>again</p></footer>"), to: footer)
        XCTAssertEqual(rebuilder.scope(of: [footer]), .presentation)
        XCTAssertFalse(rebuilder.rebuild(.presentation).hasErrors)
        XCTAssertTrue(steps.all.contains { $0.name == "Reuse content" })
        XCTAssertTrue(steps.all.last!.detail.hasPrefix("18 changed, 0 removed"), steps.all.last!.detail)  // 17 pages and sw.js
        var after = stat()
        stat(root + "/_site/assets/" + css, &after)
        XCTAssertEqual(before.st_ino, after.st_ino, "an unchanged file is not rewritten")
        XCTAssertTrue(String(decoding: try disk.read(root + "/_site/index.html"), as: UTF8.self).contains("<p>again</p>"))
        // The same as a full build of the changed project.
        let fresh = BuildPipeline(options: options).make()
        var written: [String: Data] = [:]
        for (path, kind) in try disk.walk(root + "/_site") where kind == .file && path != SiteWriter.markerName {
            written[path] = try disk.read(root + "/_site/" + path)
        }
        XCTAssertEqual(Set(written.keys), Set(fresh.files.map(\.path)))
        for file in fresh.files where written[file.path] != file.data { XCTFail("\(file.path) differs from a full build") }
    }

    /// A content edit runs every step, but with the build cache the talk is not aligned again, nor the unchanged
    /// files parsed again: their entries are the ones the first rebuild wrote.
    func testContentRebuildReusesWhatTheEditDidNotChange() throws {
        let memory = try SiteFixture.seedFileSystem()
        for (path, data) in memory.allFiles { try disk.write(data, to: Path.join(root, path)) }
        var options = BuildOptions(contentDirectory: root + "/Content", outputDirectory: root + "/_site",
                                   templatesDirectory: root + "/Templates", publicDirectory: root + "/Public", compress: false)
        options.cacheDirectory = root + "/cache"
        /// Each entry of `kind` with its inode: an entry written again is a new file.
        func entries(_ kind: String) throws -> [String: UInt64] {
            var found: [String: UInt64] = [:]
            for (path, type) in try disk.walk(root + "/cache/" + kind) where type == .file {
                var info = stat()
                stat(root + "/cache/" + kind + "/" + path, &info)
                found[path] = UInt64(info.st_ino)
            }
            return found
        }
        let rebuilder = Rebuilder(options: options, log: { _ in })
        XCTAssertFalse(rebuilder.rebuild(.everything).hasErrors)
        let talks = try entries("talks"), documents = try entries("documents")
        XCTAssertEqual(talks.count, 1)
        XCTAssertEqual(documents.count, 5)
        let page = root + "/Content/003_632ce19ca4931ce2.txt"
        let text = String(decoding: try disk.read(page), as: UTF8.self)
        try disk.writeString(text.replacingOccurrences(of: "search", with: "find", options: [], range: text.range(of: "search")), to: page)
        XCTAssertEqual(rebuilder.scope(of: [page]), .everything)
        XCTAssertFalse(rebuilder.rebuild(.everything).hasErrors)
        XCTAssertEqual(try entries("talks"), talks, "the talk's alignment was read back, and kept")
        let documentsNow = try entries("documents")
        XCTAssertEqual(documentsNow.count, 5, "the edited file's old entry is gone")
        XCTAssertEqual(documentsNow.filter { documents[$0.key] == $0.value }.count, 4, "the four other files were not parsed again")
        let fresh = BuildPipeline(options: options).make()
        for file in fresh.files where (try? disk.read(root + "/_site/" + file.path)) != file.data { XCTFail("\(file.path) differs from a full build") }
    }
}

private final class ChangeLog: @unchecked Sendable {
    private let lock = NSCondition()
    private(set) var batches: [[String]] = []
    func add(_ batch: [String]) { lock.lock(); batches.append(batch); lock.broadcast(); lock.unlock() }
    func wait(_ done: ([[String]]) -> Bool) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let deadline = Date(timeIntervalSinceNow: 5)
        while !done(batches) { if !lock.wait(until: deadline) { return done(batches) } }
        return true
    }
}

private final class StepLog: @unchecked Sendable {
    private let lock = NSLock()
    private var steps: [BuildStep] = []
    func add(_ step: BuildStep) { lock.withLock { steps.append(step) } }
    var all: [BuildStep] { lock.withLock { steps } }
}
