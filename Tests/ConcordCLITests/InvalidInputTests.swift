import Foundation
import XCTest

/// The bad-input suite: every case in `Tests/Fixtures/invalid/cases.json` is a small content folder (laid over
/// `_base/`, one good page) built by the real `concord` executable in a subprocess with a time limit, so a
/// crash or a hang fails the test instead of the test run. Each case must report exactly the diagnostics listed
/// (identifier, file, line, severity), exit 0 or 1, and, when the input is usable, still build the rest of the site.
final class InvalidInputTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let fixtures = root + "/Tests/Fixtures/invalid"

    struct Expected: Decodable, Hashable, CustomStringConvertible {
        var identifier: String
        var file: String?
        var line: Int?
        var severity: String
        var description: String { "\(file ?? "-"):\(line.map(String.init) ?? "-"): \(severity) [\(identifier)]" }
    }

    struct Case: Decodable {
        var name: String
        var about: String
        var builds: Bool
        var expect: [Expected]
        var generate: String?
        var pages: [String]?
    }

    struct Table: Decodable { var cases: [Case] }

    /// Inputs too big to commit, and links that must point at absolute paths of this machine.
    static func generate(_ kind: String, content: String, scratch: String) throws {
        func write(_ name: String, _ data: Data) throws { try data.write(to: URL(fileURLWithPath: content + "/" + name)) }
        switch kind {
        case "fiftyMegabyteLine":
            var json = Data(#"{"id": "huge", "language": "eng", "segments": [{"start": 0, "text": ""#.utf8)
            json.append(Data(repeating: UInt8(ascii: "a"), count: 50 << 20))
            json.append(Data(#""}]}"#.utf8))
            try write("huge.json", json)
        case "hundredThousandSegments":
            var json = #"{"id": "big-talk", "language": "eng", "source": "https://developer.apple.com/videos/play/wwdc2026/1/", "segments": ["#
            for i in 0..<100_000 {
                if i > 0 { json += "," }
                json += #"{"start": \#(Double(i) / 2), "text": "Caption \#(i) about search field \#(i % 977)."}"#
            }
            json += "]}"
            try write("big.json", Data(json.utf8))
        case "longProseLine":
            try write("long.txt", Data(("Long line\n\n" + String(repeating: "search fields are useful ", count: 2 << 20 / 25) + "\n").utf8))
        case "longMarkdownLine":
            try write("long.md", Data(("---\ntitle: Long\n---\n\n" + String(repeating: "search *fields* are useful ", count: 2 << 20 / 27) + "\n").utf8))
        case "symlinkOutside":
            try Data("root:x:0:0:root:/root:/bin/sh\n".utf8).write(to: URL(fileURLWithPath: scratch + "/outside.txt"))
            try FileManager.default.createSymbolicLink(atPath: content + "/passwd.txt", withDestinationPath: scratch + "/outside.txt")
        case "symlinkInside":
            try FileManager.default.createSymbolicLink(atPath: content + "/alias.md", withDestinationPath: "fine.md")
        default:
            XCTFail("unknown generator '\(kind)'")
        }
    }

    struct Result {
        var name: String
        var failures: [String]
        var seconds: Double
    }

    static func check(_ testCase: Case) -> Result {
        var failures: [String] = []
        let scratch = NSTemporaryDirectory() + "concord-invalid-\(getpid())-\(testCase.name)"
        let fm = FileManager.default
        try? fm.removeItem(atPath: scratch)
        defer { try? fm.removeItem(atPath: scratch) }
        let content = scratch + "/content"
        do {
            try fm.createDirectory(atPath: scratch, withIntermediateDirectories: true)
            try fm.copyItem(atPath: fixtures + "/_base", toPath: content)
            let caseFolder = fixtures + "/" + testCase.name
            if fm.fileExists(atPath: caseFolder) {
                for item in try fm.subpathsOfDirectory(atPath: caseFolder).sorted() {
                    var isDirectory: ObjCBool = false
                    _ = fm.fileExists(atPath: caseFolder + "/" + item, isDirectory: &isDirectory)
                    if isDirectory.boolValue {
                        try fm.createDirectory(atPath: content + "/" + item, withIntermediateDirectories: true)
                    } else {
                        try fm.copyItem(atPath: caseFolder + "/" + item, toPath: content + "/" + item)
                    }
                }
            }
            if let kind = testCase.generate { try generate(kind, content: content, scratch: scratch) }
        } catch {
            return Result(name: testCase.name, failures: ["cannot set up: \(error)"], seconds: 0)
        }
        let output = scratch + "/site"
        let outcome: ConcordProcess.Outcome
        do {
            outcome = try ConcordProcess.run(["build", "--quiet", "--diagnostics-format", "json", "--content", content, "--output", output,
                               "--templates", root + "/Templates", "--public", root + "/Public"], timeout: 150, scratch: scratch)
        } catch {
            return Result(name: testCase.name, failures: ["cannot run concord: \(error)"], seconds: 0)
        }
        if outcome.timedOut { failures.append("hung: killed after \(Int(outcome.seconds)) s") }
        if !outcome.exited { failures.append("crashed with signal \(outcome.status)\n\(outcome.stderr.suffix(2000))") }
        guard outcome.exited, !outcome.timedOut else { return Result(name: testCase.name, failures: failures, seconds: outcome.seconds) }
        if outcome.status != (testCase.builds ? 0 : 1) {
            failures.append("exit code \(outcome.status), expected \(testCase.builds ? 0 : 1)")
        }
        struct Reported: Decodable {
            struct Range: Decodable { struct Position: Decodable { var line: Int }; var start: Position }
            var identifier: String
            var severity: String
            var source: String?
            var range: Range?
        }
        guard let reported = try? JSONDecoder().decode([Reported].self, from: outcome.stdout) else {
            failures.append("cannot decode the diagnostics: \(String(decoding: outcome.stdout.prefix(500), as: UTF8.self))\(outcome.stderr.prefix(500))")
            return Result(name: testCase.name, failures: failures, seconds: outcome.seconds)
        }
        // Lexicons ship with Concord, not with the content: whether `make lexicons` ran is no property of the input.
        let got = reported.filter { $0.severity != "note" && !$0.identifier.hasPrefix("lexicon.") }.map { d in
            Expected(identifier: d.identifier, file: d.source.map { $0.hasPrefix(content + "/") ? String($0.dropFirst(content.count + 1)) : $0 },
                     line: d.range?.start.line, severity: d.severity)
        }
        let sortKey = { (e: Expected) in e.description }
        if got.sorted(by: { sortKey($0) < sortKey($1) }) != testCase.expect.sorted(by: { sortKey($0) < sortKey($1) }) {
            failures.append("diagnostics differ\n  expected: \(testCase.expect.map(\.description))\n  reported: \(got.map(\.description))")
        }
        if testCase.builds {
            for page in ["index.html"] + (testCase.pages ?? []) where !fm.fileExists(atPath: output + "/" + page) {
                failures.append("the site was built without \(page)")
            }
        } else if fm.fileExists(atPath: output) {
            failures.append("a failed build wrote \(output)")
        }
        return Result(name: testCase.name, failures: failures, seconds: outcome.seconds)
    }

    func testEveryBrokenInputIsReportedWithoutCrashOrHang() throws {
        guard ConcordProcess.executable != nil else {
            return XCTFail("no concord executable beside the tests or in .build/debug: run 'swift build' first")
        }
        let table = try JSONDecoder().decode(Table.self, from: Data(contentsOf: URL(fileURLWithPath: Self.fixtures + "/cases.json")))
        XCTAssertGreaterThanOrEqual(table.cases.count, 40)
        XCTAssertEqual(Set(table.cases.map(\.name)).count, table.cases.count, "case names are unique")
        // Every committed case folder is in the table, so none is silently skipped.
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures).filter { !$0.hasPrefix("_") && !$0.hasSuffix(".json") }
        XCTAssertEqual(Set(folders), Set(table.cases.filter { $0.generate == nil }.map(\.name)))

        // Two at a time: slow cases (100 000 segments) overlap the quick ones.
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var items: [Result] = []
            var next = 0
        }
        let results = Results()
        let cases = table.cases.sorted { ($0.generate != nil ? 0 : 1) < ($1.generate != nil ? 0 : 1) }
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            while true {
                let index: Int = results.lock.withLock { defer { results.next += 1 }; return results.next }
                guard index < cases.count else { return }
                let result = Self.check(cases[index])
                results.lock.withLock { results.items.append(result) }
            }
        }
        for result in results.items.sorted(by: { $0.name < $1.name }) {
            for failure in result.failures { XCTFail("\(result.name): \(failure)") }
        }
        let slowest = results.items.sorted { $0.seconds > $1.seconds }.prefix(3)
        print("bad-input suite: \(results.items.count) cases; slowest: " + slowest.map { "\($0.name) \(String(format: "%.1f", $0.seconds)) s" }.joined(separator: ", "))
    }
}
