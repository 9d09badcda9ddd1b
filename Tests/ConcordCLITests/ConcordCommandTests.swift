import ConcordCLI
import FileIO
import Foundation
import XCTest

/// The command line, run as a library with captured output.
final class ConcordCommandTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    var temp = ""

    override func setUp() {
        temp = NSTemporaryDirectory() + "concord-cli-\(getpid())-\(UUID().uuidString.prefix(8))"
        try? DiskFileSystem().createDirectory(temp)
    }

    override func tearDown() { try? DiskFileSystem().remove(temp) }

    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        final class Box: @unchecked Sendable { var out = "", err = "" }
        let box = Box()
        let theme = ["--templates", Self.root + "/Templates", "--public", Self.root + "/Public"]
        let needsTheme = ["build", "check"].contains(arguments.first ?? "")
        let code = ConcordCommand.main(arguments: arguments + (needsTheme ? theme : []),
                                       standardOutput: { box.out += $0 }, standardError: { box.err += $0 })
        return (code, box.out, box.err)
    }

    func testHelpAndVersion() {
        XCTAssertEqual(run(["--version"]).out, "concord \(ConcordCommand.version)\n")
        let help = run(["--help"])
        XCTAssertEqual(help.code, 0)
        for command in ["init [DIR]", "build", "check", "serve", "align --json", "help [COMMAND]"] {
            XCTAssertTrue(help.out.contains("\n  \(command) "), "overview lacks \(command)")
        }
    }

    func testUsageMistakesExitTwo() {
        let unknown = run(["build", "--frobnicate"])
        XCTAssertEqual(unknown.code, 2)
        XCTAssertEqual(unknown.err, "concord: unknown option '--frobnicate'\nRun 'concord help build' for usage.\n")
        XCTAssertEqual(run(["publish"]).code, 2)
        XCTAssertEqual(run(["build", "--output"]).code, 2)
    }

    func testCacheFolderIsKeptUnlessNoCache() throws {
        let small = Self.root + "/Tests/Fixtures/small-site"
        // The cache keeps compressed copies, which only `--compress` makes.
        let kept = run(["build", "--quiet", "--compress", "--content", small, "--output", temp + "/a", "--cache", temp + "/cache"])
        XCTAssertEqual(kept.code, 0, kept.err)
        XCTAssertTrue(DiskFileSystem().exists(temp + "/cache/CACHEDIR.TAG"))
        XCTAssertTrue(DiskFileSystem().isDirectory(temp + "/cache/compressed"))
        let bypassed = run(["build", "--quiet", "--no-cache", "--content", small, "--output", temp + "/b", "--cache", temp + "/other"])
        XCTAssertEqual(bypassed.code, 0, bypassed.err)
        XCTAssertFalse(DiskFileSystem().exists(temp + "/other"), "--no-cache neither reads nor writes a cache")
        XCTAssertTrue(run(["help", "build"]).out.contains("--no-cache"))
    }

    func testBrokenContentReportsEveryProblemAndLeavesTheSiteAlone() throws {
        let output = temp + "/site"
        let good = run(["build", "--quiet", "--content", Self.root + "/Tests/Fixtures/small-site", "--output", output])
        XCTAssertEqual(good.code, 0, good.err)
        let before = try DiskFileSystem().read(output + "/index.html")

        let broken = Self.root + "/Tests/Fixtures/broken-site"
        let result = run(["build", "--content", broken, "--output", output])
        XCTAssertEqual(result.code, 1)
        let lines = result.err.split(separator: "\n").map(String.init)
        let expected = [
            "\(broken)/empty.txt:1:1: warning: found an empty file, expected content (skipped) [file.empty]",
            "\(broken)/damaged.txt:3:21: error: found a byte 0xE6 that is not valid UTF-8, expected UTF-8 text [file.encoding.invalidUTF8]",
            // Text in a legacy encoding is read, with a warning.
            "\(broken)/latin1.txt:1:4: warning: found a byte 0xE9 that is not valid UTF-8, expected UTF-8; read the file as Windows-1252 [file.encoding.legacy]",
            "\(broken)/talk.json:4:13: error: found a string for 'start' of segment 1, expected a number of seconds [transcript.start.notNumber]",
            "\(broken)/talk.json:5:3: error: found a segment (2) with no 'start', expected a start time in seconds [transcript.start.missing]",
            "\(broken)/talk.json:6:13: error: found the start time -3 in segment 3, expected 0 or more seconds [transcript.start.negative]",
            "\(broken)/talk.json:8:13: error: found the start time 20 in segment 5 after 30 in segment 4, expected times in ascending order [transcript.start.unsorted]",
            "\(broken)/truncated.json:1:69: error: found the end of the file inside a string, expected a closing '\"' (the file is truncated) [transcript.json.syntax]",
            "\(broken)/two.md:2:1: error: found a second document with the id 'same-page' (en), expected ids to be unique [document.id.duplicate]",
        ]
        for line in expected {
            XCTAssertTrue(lines.contains(line), "missing: \(line)\n--- got:\n\(result.err)")
        }
        XCTAssertTrue(result.err.contains("concord: build failed"))
        XCTAssertEqual(try DiskFileSystem().read(output + "/index.html"), before, "the previous site is untouched")
    }

    func testDiagnosticsAsJSON() throws {
        let result = run(["check", "--content", Self.root + "/Tests/Fixtures/broken-site", "--diagnostics-format", "json"])
        XCTAssertEqual(result.code, 1)
        let list = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]]
        XCTAssertTrue(list?.contains { $0["identifier"] as? String == "transcript.start.negative" } ?? false)
    }

    func testCheckPassesOnTheSmallSite() {
        let result = run(["check", "--content", Self.root + "/Tests/Fixtures/small-site"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.contains("no broken links"), result.out)
    }

    func testAlignJSONOnTheSmallSite() throws {
        let result = run(["align", "--json", "--content", Self.root + "/Tests/Fixtures/small-site"])
        XCTAssertEqual(result.code, 0, result.err)
        let json = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as! [String: Any]
        let talk = (json["transcripts"] as! [[String: Any]])[0]
        XCTAssertEqual(talk["transcript"] as? String, "demo-1")
        let paragraphs = talk["paragraphs"] as! [[String: Any]]
        XCTAssertEqual(paragraphs.map { $0["start"] as? Double }, [3, 8, nil, 21])
        XCTAssertEqual(paragraphs.map { $0["spoken"] as? Bool }, [true, true, false, true])
        let sentences = paragraphs[1]["sentences"] as! [[String: Any]]
        XCTAssertEqual(sentences.map { $0["start"] as? Double }, [8, 14.5])
    }
}
