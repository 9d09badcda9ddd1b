import Diagnostics
import Foundation
import Ingest
import XCTest

final class ManifestReaderTests: XCTestCase {
    static func addStrip(_ manifest: inout SiteManifest, _ pattern: String) {
        manifest.stripPatterns.append(try! StripRule(pattern: pattern))
    }

    func testAnEmptyLineIsStrippedExactlyWhenAPatternMatchesIt() throws {
        // Asked once per manifest rather than per line: the answer must still be each pattern's own.
        let cases: [(patterns: [String], empty: Bool, upNext: Bool)] = [
            (["^Up next$"], false, true), (["^$"], true, false), (["^\\s*$", "^Up next$"], true, true),
            (["x*"], true, true), (["(a)\\1"], false, false),
        ]
        for (patterns, empty, upNext) in cases {
            var m = SiteManifest()
            for p in patterns { m.stripPatterns.append(try StripRule(pattern: p)) }
            XCTAssertEqual(m.strips(""), empty, "\(patterns)")
            XCTAssertEqual(m.strips("Up next"), upNext, "\(patterns)")
        }
        XCTAssertFalse(SiteManifest().strips(""))
    }

    func testReadsSettings() {
        var problems: [Diagnostic] = []
        let m = ManifestReader.read("""
            title: Designing Search
            baseURL: https://example.org/docs
            languages: [en, zh-Hans]
            strip: ['^Built by']
            documents:
              a.txt:
                designSystem: Material
                id: material-search
            """, path: "concord.yml", problems: &problems)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(m.title, "Designing Search")
        XCTAssertEqual(m.baseURL, "https://example.org/docs/")
        XCTAssertEqual(m.languages, ["en", "zh-Hans"])
        XCTAssertTrue(m.strips("Built by someone"))
        XCTAssertEqual(m.documents["a.txt"]?.id, "material-search")
        XCTAssertEqual(m.documents["a.txt"]?.line, 7)
    }

    func testReportsEveryProblem() {
        var problems: [Diagnostic] = []
        _ = ManifestReader.read("""
            title: [not, text]
            baseURL: ftp://x
            strip: ['(unclosed']
            colour: blue
            documents:
              a.txt:
                kind: poem
            """, path: "concord.yml", problems: &problems)
        XCTAssertEqual(problems.map(\.identifier), ["manifest.value.type", "manifest.baseURL.invalid", "manifest.strip.invalid",
                                                    "manifest.key.unknown", "manifest.kind.invalid"])
        XCTAssertEqual(problems.map { $0.range?.start.line }, [1, 2, 3, 4, 7])
    }

    func testYAMLSyntaxError() {
        var problems: [Diagnostic] = []
        _ = ManifestReader.read("title: a\n  bad: [\n", path: "concord.yml", problems: &problems)
        XCTAssertEqual(problems.first?.identifier, "manifest.syntax")
        XCTAssertEqual(problems.first?.source, "concord.yml")
        XCTAssertNotNil(problems.first?.range)
    }
}
