import Foundation
import XCTest

/// Crash safety: `concord build` is killed with SIGKILL at several moments, mostly while it writes the site.
/// After every kill the output folder must be exactly the previous site or exactly the new one (never a mix,
/// never missing), and the next complete build must leave no temporary folders behind.
final class KilledBuildTests: XCTestCase {
    let fm = FileManager.default
    var scratch = ""

    override func setUp() {
        scratch = NSTemporaryDirectory() + "concord-killed-\(getpid())-\(UUID().uuidString.prefix(8))"
        try? fm.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    }

    override func tearDown() { try? fm.removeItem(atPath: scratch) }

    /// Every file under `folder` (hidden ones too), by relative path.
    func snapshot(_ folder: String) -> [String: Data] {
        var files: [String: Data] = [:]
        for path in (try? fm.subpathsOfDirectory(atPath: folder)) ?? [] {
            var isDirectory: ObjCBool = false
            if fm.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = fm.contents(atPath: folder + "/" + path)
            }
        }
        return files
    }

    func snapshotCount(_ folder: String) -> Int {
        ((try? fm.subpathsOfDirectory(atPath: folder)) ?? []).count
    }

    func leftovers() -> [String] {
        ((try? fm.contentsOfDirectory(atPath: scratch)) ?? []).filter { $0.contains(".concord-tmp-") || $0.contains(".concord-old-") }.sorted()
    }

    func arguments(content: String, output: String) -> [String] {
        ["build", "--quiet", "--content", content, "--output", output,
         "--templates", ConcordProcess.root + "/Templates", "--public", ConcordProcess.root + "/Public"]
    }

    func testKilledBuildsLeaveThePreviousSiteOrTheNewOneAndNoLeftovers() throws {
        guard ConcordProcess.executable != nil else { return XCTFail("no concord executable: run 'swift build' first") }
        // Two versions of the seed content, so every build changes the site.
        let contentA = ConcordProcess.root + "/Content"
        let contentB = scratch + "/content-b"
        try fm.copyItem(atPath: contentA, toPath: contentB)
        try Data("Killed builds\n\nA page that only the second version of the content has. It changes every listing.\n".utf8)
            .write(to: URL(fileURLWithPath: contentB + "/killed-builds.txt"))
        let logs = scratch + "/logs"
        try fm.createDirectory(atPath: logs, withIntermediateDirectories: true)

        // Reference sites, and how long a build and its writing take here.
        var expected: [String: [String: Data]] = [:]
        var writeSeconds = 0.5, buildSeconds = 3.0
        for (name, content) in [("a", contentA), ("b", contentB)] {
            let output = scratch + "/reference-" + name
            let started = Date()
            let running = try ConcordProcess.start(arguments(content: content, output: output), scratch: logs)
            // The staging folder appears when the build starts (holding only its marker); writing starts with the
            // first page in it.
            var writingStarted: Date?
            while running.done.wait(timeout: .now() + 0.002) == .timedOut {
                if writingStarted == nil, let staging = ((try? fm.contentsOfDirectory(atPath: scratch)) ?? []).first(where: { $0.hasPrefix(".reference-\(name).concord-tmp-") }),
                   ((try? fm.contentsOfDirectory(atPath: scratch + "/" + staging)) ?? []).count > 1 {
                    writingStarted = Date()
                }
            }
            let outcome = running.outcome(timedOut: false, seconds: Date().timeIntervalSince(started))
            XCTAssertEqual(outcome.status, 0, outcome.stderr)
            expected[name] = snapshot(output)
            buildSeconds = outcome.seconds
            if let writingStarted { writeSeconds = max(0.05, Date().timeIntervalSince(writingStarted)) }
        }
        XCTAssertNotEqual(expected["a"], expected["b"])
        XCTAssertGreaterThan(expected["a"]!.count, 30)

        let site = scratch + "/_site"
        let first = try ConcordProcess.run(arguments(content: contentA, output: site), timeout: 120, scratch: logs)
        XCTAssertEqual(first.status, 0, first.stderr)
        var current = "a"
        XCTAssertEqual(snapshot(site), expected["a"])

        // Two kills before writing, then ten while the new site is written: when the staging folder holds 0, 10 %, …,
        // 90 % of the files, and a last one some time after all of them are written (around the swap).
        let total = expected["a"]!.count
        let plan: [(stagedFiles: Int?, delay: Double)] = [(nil, buildSeconds * 0.2), (nil, buildSeconds * 0.6)]
            + (0..<9).map { (total * $0 / 10, 0) } + [(total, writeSeconds * 0.5)]
        var outcomes: [String] = []
        for (stagedFiles, delay) in plan {
            let next = current == "a" ? "b" : "a"
            let running = try ConcordProcess.start(arguments(content: next == "a" ? contentA : contentB, output: site), scratch: logs)
            if let stagedFiles {
                let deadline = Date().addingTimeInterval(120)
                while Date() < deadline, running.done.wait(timeout: .now() + 0.0005) == .timedOut {
                    guard let staging = ((try? fm.contentsOfDirectory(atPath: scratch)) ?? []).first(where: { $0.hasPrefix("._site.concord-tmp-") }) else { continue }
                    if stagedFiles == 0 || snapshotCount(scratch + "/" + staging) >= stagedFiles { break }
                }
            }
            usleep(UInt32(delay * 1_000_000))
            kill(running.process.processIdentifier, SIGKILL)
            running.done.wait()
            _ = running.outcome(timedOut: false, seconds: 0)
            let after = snapshot(site)
            if after == expected[current] {
                outcomes.append("old")
            } else if after == expected[next] {
                outcomes.append("new")
                current = next
            } else {
                let differing = Set(after.keys).symmetricDifference(expected[current]!.keys).union(
                    after.keys.filter { after[$0] != expected[current]![$0] }).sorted().prefix(5)
                XCTFail("killed \(stagedFiles.map { "with \($0) files staged" } ?? "after \(delay) s"): _site is neither the previous site nor the new one; differs in \(Array(differing))")
                return
            }
        }
        print("killed builds: \(outcomes.joined(separator: " ")) (build \(String(format: "%.2f", buildSeconds)) s, writing \(String(format: "%.2f", writeSeconds)) s)")

        // The next build completes, clears what the killed ones left and writes the site it should.
        let last = try ConcordProcess.run(arguments(content: contentB, output: site), timeout: 120, scratch: logs)
        XCTAssertEqual(last.status, 0, last.stderr)
        XCTAssertEqual(snapshot(site), expected["b"])
        XCTAssertEqual(leftovers(), [], "temporary folders left after the next build")
    }
}
