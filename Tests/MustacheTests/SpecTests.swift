import Foundation
import Mustache
import Testing

/// Runs the official Mustache spec suites, vendored with their MIT licence in `Tests/Fixtures/mustache-spec`.
/// A missing folder or suite fails: CI must never pass by running no specs.
@Suite struct SpecTests {
    /// Every suite the engine implements; each must be present and pass in full.
    static let suites = ["comments", "delimiters", "interpolation", "inverted", "partials", "sections", "~inheritance"]
    /// Optional spec modules this engine deliberately does not implement.
    static let unsupported = ["~lambdas", "~dynamic-names"]

    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // MustacheTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("Tests/Fixtures/mustache-spec")
        .standardizedFileURL

    @Test("every spec file is run or deliberately unsupported")
    func everySpecFileIsCovered() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
            .filter { $0.hasSuffix(".json") }
            .map { String($0.dropLast(".json".count)) }
        for suite in Self.suites {
            #expect(files.contains(suite), "spec suite \(suite).json missing from \(Self.directory.path)")
        }
        for file in files where !Self.suites.contains(file) && !Self.unsupported.contains(file) {
            Issue.record("spec file \(file).json is neither run nor listed as unsupported")
        }
    }

    @Test("spec suite", arguments: suites)
    func suite(_ suite: String) throws {
        let url = Self.directory.appendingPathComponent("\(suite).json")
        let data = try #require(FileManager.default.contents(atPath: url.path), "cannot read \(url.path)")
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let cases = try #require(root["tests"] as? [[String: Any]], "\(suite).json has no tests")
        #expect(!cases.isEmpty, "\(suite).json has no tests")

        for test in cases {
            let name = test["name"] as? String ?? "?"
            let label = "\(suite).json › \(name)"
            let source = try #require(test["template"] as? String, "\(label): no template")
            let expected = try #require(test["expected"] as? String, "\(label): no expected output")
            do {
                var library = MustacheLibrary()
                for (partial, text) in test["partials"] as? [String: String] ?? [:] {
                    try library.add(text, name: partial)
                }
                let template = try MustacheTemplate.parse(source, name: "spec")
                let output = library.render(template, MustacheValue(jsonObject: test["data"] ?? NSNull()))
                #expect(output == expected, """
                    \(label): \(test["desc"] as? String ?? "")
                    template: \(source.debugDescription)
                    expected: \(expected.debugDescription)
                    actual:   \(output.debugDescription)
                    """)
            } catch {
                Issue.record("\(label): \(error)")
            }
        }
    }
}
