import Foundation
import XCTest

/// The libFuzzer targets (Fuzz/Targets) built normally replay the files they are given: every fixture and
/// content file of their format, and every finding saved in Fuzz/findings, must go through without a crash.
/// The timed fuzzing itself is `Fuzz/run.sh`.
final class FuzzReplayTests: XCTestCase {
    func files(under folders: [String], extensions: Set<String>) -> [String] {
        let fm = FileManager.default
        var result: [String] = []
        for folder in folders {
            let base = ConcordProcess.root + "/" + folder
            for path in (try? fm.subpathsOfDirectory(atPath: base)) ?? [] where extensions.contains((path as NSString).pathExtension) {
                var isDirectory: ObjCBool = false
                if fm.fileExists(atPath: base + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue { result.append(base + "/" + path) }
            }
        }
        return result.sorted()
    }

    func testFuzzTargetsReplayTheFixturesAndSavedFindings() throws {
        guard let concord = ConcordProcess.executable else { return XCTFail("no concord executable: run 'swift build' first") }
        let binaries = URL(fileURLWithPath: concord).deletingLastPathComponent()
        let findings = ConcordProcess.root + "/Fuzz/findings"
        let saved = (try? FileManager.default.contentsOfDirectory(atPath: findings)) ?? []
        let targets: [(String, [String])] = [
            ("FuzzTranscript", files(under: ["Content", "Tests/Fixtures"], extensions: ["json", "txt"])),
            ("FuzzPlainText", files(under: ["Content", "Tests/Fixtures"], extensions: ["txt"])),
            ("FuzzMarkdown", files(under: ["Tests/Fixtures"], extensions: ["md"])),
            ("FuzzFrontMatter", files(under: ["Content", "Tests/Fixtures", "Templates/strings"], extensions: ["yml", "md"])),
            ("FuzzMustache", files(under: ["Templates", "Tests/Fixtures"], extensions: ["mustache"])),
        ]
        let scratch = NSTemporaryDirectory() + "concord-fuzz-replay-\(getpid())"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        for (target, inputs) in targets {
            let binary = binaries.appendingPathComponent(target).path
            guard FileManager.default.isExecutableFile(atPath: binary) else { XCTFail("no \(binary)"); continue }
            let all = inputs + saved.filter { $0.hasPrefix(target + "-") }.map { findings + "/" + $0 }
            XCTAssertGreaterThan(all.count, 3, target)
            let outcome = try ConcordProcess.run(all, timeout: 120, scratch: scratch, executable: binary)
            XCTAssertTrue(outcome.exited && outcome.status == 0 && !outcome.timedOut, "\(target): \(outcome.stderr.suffix(1500))")
            XCTAssertTrue(outcome.stderr.contains("ran \(all.count) input(s)"), "\(target): \(outcome.stderr.suffix(500))")
        }
    }
}
