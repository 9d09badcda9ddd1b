@testable import FileIO
import Foundation
import Support
import XCTest

final class FileSystemTests: XCTestCase {
    func testMemoryFileSystemTree() throws {
        let fs = MemoryFileSystem(["Content/a.txt": "A", "Content/sub/b.md": "B", "other.txt": "O"])
        XCTAssertEqual(try fs.list("Content"), ["a.txt", "sub"])
        XCTAssertEqual(try fs.walk("Content").map(\.path), ["a.txt", "sub/b.md"])
        XCTAssertEqual(fs.kind(of: "Content/sub"), .directory)
        XCTAssertEqual(String(decoding: try fs.read("Content/sub/b.md"), as: UTF8.self), "B")
        try fs.move("Content", to: "Moved")
        XCTAssertFalse(fs.exists("Content/a.txt"))
        XCTAssertTrue(fs.exists("Moved/sub/b.md"))
        try fs.remove("Moved")
        XCTAssertFalse(fs.exists("Moved/a.txt"))
        XCTAssertTrue(fs.exists("other.txt"))
    }

    func testSymlinksAreReportedNotFollowed() throws {
        let fs = MemoryFileSystem(["Content/a.txt": "A"])
        fs.addSymlink("Content/link.txt", target: "../../etc/passwd")
        let entries = try fs.walk("Content")
        XCTAssertEqual(entries.map(\.path), ["a.txt", "link.txt"])
        XCTAssertEqual(entries[1].kind, .symlink(target: "../../etc/passwd"))
    }

    func testDiskFileSystem() throws {
        let root = NSTemporaryDirectory() + "concord-fs-\(getpid())"
        let fs = DiskFileSystem()
        defer { try? fs.remove(root) }
        try fs.writeString("hello", to: root + "/a/b.txt")
        XCTAssertEqual(fs.kind(of: root + "/a"), .directory)
        XCTAssertEqual(try fs.walk(root).map(\.path), ["a/b.txt"])
        symlink("/etc/passwd", root + "/a/link")
        XCTAssertEqual(fs.kind(of: root + "/a/link"), .symlink(target: "/etc/passwd"))
        try fs.move(root + "/a", to: root + "/c")
        XCTAssertTrue(fs.exists(root + "/c/b.txt"))
    }

    func testPaths() {
        XCTAssertEqual(Path.normalize("a/./b/../c//d"), "a/c/d")
        XCTAssertEqual(Path.normalize("../../etc/passwd"), "../../etc/passwd")
        XCTAssertEqual(Path.normalize("/a/../../b"), "/b")
        XCTAssertEqual(Path.relative(from: "en/search-fields.html", to: "assets/site.css"), "../assets/site.css")
        XCTAssertEqual(Path.relative(from: "en/a.html", to: "en/b.html"), "b.html")
        XCTAssertEqual(Path.relative(from: "index.html", to: "en/b.html"), "en/b.html")
        XCTAssertEqual(Path.relative(from: "en/a.html", to: "zh-Hans/a.html"), "../zh-Hans/a.html")
        XCTAssertEqual(Path.fileExtension("x/Y.TXT"), "txt")
        // The byte path for ASCII paths agrees with the character path on every pair of these.
        let paths = ["", "/", "a", "a/", "/a", "a//b", "en/a.html", "en/b.html", "en/x/y.html", "en/x/", "zh-Hans/a.html",
                     "index.html", "assets/site.css", "en/a.html#s1", "../up.html", "en/./a.html", "a/b/c/d.html", "a/b/e/f.html",
                     // Doubled, leading and trailing slashes, a component that begins another ("a", "ab").
                     "a/b/", "/a/b.html", "a//b/c.html", "a/b//", "//a", "ab/c.html", "a/c.html", "a/ab/", "..//a.html"]
        for from in paths {
            for to in paths {
                XCTAssertEqual(Path.asciiRelative(from: from, to: to), Path.characterRelative(from: from, to: to), "\(from) → \(to)")
            }
        }
        // Components cut at `/` bytes: what splitting the characters gives.
        for path in ["", "/", "a", "a/", "a/b", "a//b", "/a/b.md", "docs/colors.en-US.md", "zh-cn/blog/范围.md", "a/b/",
                     "./x", "../y/z.mdx", "é/e\u{301}.md", "blog/2023-01-12-new-arch.md", "a/index.zh-CN.md"] {
            XCTAssertEqual(Path.components(path), path.split(separator: "/"), path)
        }
        XCTAssertNil(Path.asciiRelative(from: "zh-Hans/搜索.html", to: "en/a.html"))
        XCTAssertEqual(Path.relative(from: "zh-Hans/搜索.html", to: "zh-Hans/范围.html"), "范围.html")
    }

    func testContentHashNames() {
        let name = ContentHash.hashedName("css/site.css", contents: Array("body{}".utf8))
        XCTAssertTrue(name.hasPrefix("css/site.") && name.hasSuffix(".css"), name)
        XCTAssertEqual(name.count, "css/site.".count + 10 + ".css".count)
        XCTAssertNotEqual(name, ContentHash.hashedName("css/site.css", contents: Array("body{ }".utf8)))
        XCTAssertEqual(name, ContentHash.hashedName("css/site.css", contents: Array("body{}".utf8)))
    }

    /// NSString's `deletingLastPathComponent`, without its crash on a one-character path.
    func testDeletingLastComponent() {
        let cases = ["f": "", "ab": "", "a/b": "a", "x/y/z": "x/y", "/a": "/", "/": "/", "b/": "", "a/b/": "a", "a//b": "a", "": ""]
        for (path, parent) in cases { XCTAssertEqual(Path.deletingLastComponent(path), parent, path) }
    }
}
