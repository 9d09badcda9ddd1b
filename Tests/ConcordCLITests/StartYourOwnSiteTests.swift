@testable import ConcordCLI
import Diagnostics
import FileIO
import Foundation
import XCTest

/// What a newcomer meets: `init`, help for each command, the theme found wherever concord is installed,
/// colours only on a terminal, progress only on a terminal, and failure messages that say what happened.
final class StartYourOwnSiteTests: XCTestCase {
    static let root = ConcordCommandTests.root
    var temp = ""

    override func setUp() {
        temp = NSTemporaryDirectory() + "concord-start-\(getpid())-\(UUID().uuidString.prefix(8))"
        try? DiskFileSystem().createDirectory(temp)
    }

    override func tearDown() { try? DiskFileSystem().remove(temp) }

    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        final class Box: @unchecked Sendable { var out = "", err = "" }
        let box = Box()
        let code = ConcordCommand.main(arguments: arguments, standardOutput: { box.out += $0 }, standardError: { box.err += $0 })
        return (code, box.out, box.err)
    }

    // MARK: init

    func testInitWritesAStarterSiteThatBuildsWithNoWarnings() throws {
        let site = temp + "/new site"
        let created = run(["init", site])
        XCTAssertEqual(created.code, 0, created.err)
        XCTAssertTrue(created.out.contains("cd '\(site)'"), created.out)
        let fs = DiskFileSystem()
        for path in ["Content/concord.yml", "Content/talks/designing-empty-states.json", "Content/talks/designing-empty-states.md",
                     "Content/guidelines/empty-states.md", "Content/guidelines/empty-states.zh-Hans.md", "README.md", ".gitignore"] {
            XCTAssertTrue(fs.exists(site + "/" + path), "init did not write \(path)")
        }
        XCTAssertTrue(try String(contentsOfFile: site + "/README.md", encoding: .utf8).contains("concord serve"))

        let built = run(["build", "--content", site + "/Content", "--output", site + "/_site", "--quiet",
                         "--templates", Self.root + "/Templates", "--public", Self.root + "/Public"])
        XCTAssertEqual(built.code, 0, built.err)
        XCTAssertEqual(built.err, "", "the starter site must build with no warnings")
        // The talk, its prose aligned to the captions, the guideline and its translation are all pages.
        let index = try String(contentsOfFile: site + "/_site/index.html", encoding: .utf8)
        XCTAssertTrue(index.contains("Designing empty states"), "talk missing from the home page")
        XCTAssertTrue(index.contains("Empty states"), "guideline missing from the home page")
        let zh = try fs.walk(site + "/_site/zh-Hans").map(\.path)
        XCTAssertTrue(zh.contains { $0.hasPrefix("empty-states") && $0.hasSuffix(".parallel.html") }, "translation not paired: \(zh)")
    }

    func testInitRefusesAFolderThatIsNotEmpty() throws {
        try DiskFileSystem().writeString("mine", to: temp + "/notes.txt")
        let result = run(["init", temp])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.contains("found 1 entry in '\(temp)' (notes.txt), expected an empty or new folder"), result.err)
        XCTAssertEqual(try DiskFileSystem().list(temp), ["notes.txt"], "init wrote into a folder that was not empty")
    }

    // MARK: help

    func testEveryCommandHasItsOwnHelp() {
        for command in ["build", "check", "align", "serve", "init"] {
            let viaHelp = run(["help", command]), viaFlag = run([command, "--help"])
            XCTAssertEqual(viaHelp.code, 0)
            XCTAssertEqual(viaHelp.out, viaFlag.out, "help \(command) and \(command) --help differ")
            XCTAssertTrue(viaHelp.out.hasPrefix("USAGE\n  concord \(command)"), viaHelp.out)
            XCTAssertTrue(viaHelp.out.contains("EXIT CODES"), "\(command) help does not document exit codes")
        }
        XCTAssertTrue(run(["help", "build"]).out.contains("--theme DIR"))
        XCTAssertTrue(run(["help", "serve"]).out.contains("--base-path PATH"))
        XCTAssertFalse(run(["help", "check"]).out.contains("--archive"), "check writes nothing; --archive is build's")
        let unknown = run(["help", "publish"])
        XCTAssertEqual(unknown.code, 2)
        XCTAssertEqual(unknown.err, "concord: unknown command 'publish'\nRun 'concord --help' for usage.\n")
        XCTAssertEqual(run(["build", "extra"]).code, 2)
    }

    // MARK: theme

    func testAnInstalledConcordFindsItsThemeInShare() throws {
        let fs = MemoryFileSystem()
        try fs.createDirectory("/opt/concord/share/concord/Templates")
        try fs.createDirectory("/opt/concord/share/concord/Public")
        let locator = ThemeLocator(fileSystem: fs, environment: [:], executable: "/opt/concord/bin/concord", currentDirectory: "/home/me/docs")
        XCTAssertEqual(locator.root(), "/opt/concord/share/concord")
        // A development build finds the repository it was built in.
        try fs.createDirectory("/src/concord/Templates")
        try fs.createDirectory("/src/concord/Public")
        XCTAssertEqual(ThemeLocator(fileSystem: fs, environment: [:], executable: "/src/concord/.build/debug/concord", currentDirectory: "/").root(),
                       "/src/concord")
        XCTAssertEqual(ThemeLocator(fileSystem: fs, environment: ["CONCORD_HOME": "/src/concord"], executable: "/opt/concord/bin/concord",
                                    currentDirectory: "/").root(), "/src/concord")
        // A project that keeps a whole copy of the theme in its folder uses it.
        XCTAssertEqual(ThemeLocator(fileSystem: fs, environment: [:], executable: "/opt/concord/bin/concord", currentDirectory: "/src/concord").root(),
                       "/src/concord")
        XCTAssertNil(ThemeLocator(fileSystem: fs, environment: [:], executable: "/usr/bin/concord", currentDirectory: "/home/me").root())
    }

    func testThemeOverridesTemplatesAndAssetsByName() throws {
        let theme = temp + "/theme"
        let fs = DiskFileSystem()
        try fs.writeString("<footer class=\"mine\">Made by us</footer>\n", to: theme + "/Templates/partials/footer.mustache")
        try fs.writeString("body { color: rebeccapurple }\n", to: theme + "/Public/css/site.css")
        let output = temp + "/site"
        let result = run(["build", "--quiet", "--content", Self.root + "/Tests/Fixtures/small-site", "--output", output, "--theme", theme,
                          "--templates", Self.root + "/Templates", "--public", Self.root + "/Public"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(try String(contentsOfFile: output + "/index.html", encoding: .utf8).contains("Made by us"))
        let css = try fs.walk(output + "/assets").map(\.path).filter { $0.hasPrefix("css/site.") && $0.hasSuffix(".css") }
        XCTAssertEqual(css.count, 1, "\(css)")
        XCTAssertEqual(try String(contentsOfFile: output + "/assets/" + css[0], encoding: .utf8), "body { color: rebeccapurple }\n")

        let missing = run(["build", "--quiet", "--content", Self.root + "/Tests/Fixtures/small-site", "--output", temp + "/other",
                           "--theme", temp + "/nowhere", "--templates", Self.root + "/Templates", "--public", Self.root + "/Public"])
        XCTAssertEqual(missing.code, 1)
        XCTAssertTrue(missing.err.contains("[theme.missing]"), missing.err)
    }

    // MARK: messages

    func testAFailedBuildSaysWhatHappenedToTheOutputFolder() throws {
        let broken = Self.root + "/Tests/Fixtures/broken-site"
        let theme = ["--templates", Self.root + "/Templates", "--public", Self.root + "/Public"]
        let fresh = run(["build", "--content", broken, "--output", temp + "/never"] + theme)
        XCTAssertEqual(fresh.code, 1)
        XCTAssertTrue(fresh.err.hasSuffix("concord: build failed; nothing was written (\(temp)/never was not created)\n"), fresh.err)
        XCTAssertFalse(DiskFileSystem().exists(temp + "/never"))

        XCTAssertEqual(run(["build", "--quiet", "--content", Self.root + "/Tests/Fixtures/small-site", "--output", temp + "/site"] + theme).code, 0)
        let again = run(["build", "--content", broken, "--output", temp + "/site"] + theme)
        XCTAssertTrue(again.err.hasSuffix("concord: build failed; the previous site in \(temp)/site was left as it was\n"), again.err)
    }

    func testStrictTurnsWarningsIntoFailure() throws {
        // The starter site with a stray unknown setting: a warning, so --strict fails and writes nothing.
        let site = temp + "/s"
        XCTAssertEqual(run(["init", site]).code, 0)
        let manifest = site + "/Content/concord.yml"
        try DiskFileSystem().writeString(try String(contentsOfFile: manifest, encoding: .utf8) + "colour: blue\n", to: manifest)
        let theme = ["--templates", Self.root + "/Templates", "--public", Self.root + "/Public"]
        let lenient = run(["build", "--quiet", "--content", site + "/Content", "--output", site + "/_site"] + theme)
        XCTAssertEqual(lenient.code, 0)
        XCTAssertTrue(lenient.err.contains("[manifest.key.unknown]"), lenient.err)
        let strict = run(["build", "--strict", "--content", site + "/Content", "--output", site + "/strict"] + theme)
        XCTAssertEqual(strict.code, 1)
        XCTAssertTrue(strict.err.contains("(--strict: warnings are errors)"), strict.err)
        XCTAssertFalse(DiskFileSystem().exists(site + "/strict"))
    }

    // MARK: terminal

    func testColoursOnlyOnATerminalAndNeverWithNoColor() {
        let diagnostic = Diagnostic(.error, "file.empty", "found an empty file, expected content", source: "a.txt",
                                    range: SourceRange(SourcePosition(line: 1, column: 1)))
        let colored = diagnostic.formatted(colored: true)
        XCTAssertTrue(colored.contains("\u{1B}[1;31merror:\u{1B}[0m"), colored)
        let stripped = colored.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        XCTAssertEqual(stripped, diagnostic.formatted, "colours must not change the text")
        XCTAssertFalse(diagnostic.formatted.contains("\u{1B}"))
        // A pipe is not a terminal; NO_COLOR and TERM=dumb turn colours off even on one.
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        defer { close(fds[0]); close(fds[1]) }
        XCTAssertFalse(TerminalColors.enabled(for: fds[1], environment: [:]))
        XCTAssertFalse(TerminalColors.enabled(for: fds[1], environment: ["NO_COLOR": "1"]))
    }

    func testProgressLineOnlyOnATerminalAndOnlyForLongSteps() {
        final class Box: @unchecked Sendable { var text = "" }
        let box = Box()
        var clock = Date(timeIntervalSince1970: 0)
        let progress = TerminalProgress(out: { box.text += $0 }, quiet: false, interactive: true, now: { clock })
        progress.advance("Render pages", 0, 10)
        clock += 0.5
        progress.advance("Render pages", 3, 10)
        XCTAssertEqual(box.text, "", "nothing is drawn in a step's first second")
        clock += 0.6
        progress.advance("Render pages", 6, 10)
        XCTAssertEqual(box.text, "\r\u{1B}[2K  Render pages 6/10 (60 %)")
        progress.finished("  step line\n")
        XCTAssertTrue(box.text.hasSuffix("\r\u{1B}[2K  step line\n"), "the progress line is erased before the step's line")

        let logged = Box()
        let piped = TerminalProgress(out: { logged.text += $0 }, quiet: false, interactive: false, now: { clock })
        piped.advance("Compress", 0, 10)
        clock += 5
        piped.advance("Compress", 9, 10)
        piped.finished("  step line\n")
        XCTAssertEqual(logged.text, "  step line\n", "no progress in logs")
    }
}
