import Foundation
import Markup
import XCTest

/// GitHub Flavored Markdown's own spec examples (Tests/Fixtures/gfm-spec: the 672 examples of the GFM spec 0.29
/// and the 28 of cmark-gfm's extensions file, CC-BY-SA 4.0, extracted as JSON), rendered by Concord's converter
/// with everything it adds on top of cmark-gfm — its extensions, the CJK emphasis repair, the raw-HTML
/// handling — with raw HTML allowed and typographic punctuation off, as GitHub renders. Each must give the
/// spec's HTML, except the few listed with the reason they do not apply.
final class GFMSpecTests: XCTestCase {
    struct Example: Decodable {
        var source: String, example: Int, section: String?, `extension`: String, markdown: String, html: String
        var key: String { "\(source) \(example)" }
    }

    /// Examples that do not apply, with why.
    static let notApplicable: [String: String] = {
        var list: [String: String] = [:]
        // The CommonMark sections assume no GFM extension; GitHub (and Concord) turn these on.
        for n in [140, 141, 142, 145, 147] { list["spec \(n)"] = "tagfilter: GitHub escapes <script> and <style> (GFM's disallowed raw HTML)" }
        for n in [610, 614, 616, 619, 620] { list["spec \(n)"] = "autolink: GitHub links bare URLs and e-mail addresses" }
        list["extensions 20"] = "a crash test: its expected output is <IGNORE>"
        list["extensions 23"] = "footnotes: not supported yet (the definitions stay as text)"
        return list
    }()

    static func examples() throws -> [Example] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/gfm-spec/examples.json")
        return try JSONDecoder().decode([Example].self, from: Data(contentsOf: url))
    }

    func testEveryApplicableSpecExampleRendersAsGitHubDoes() throws {
        let examples = try Self.examples()
        XCTAssertGreaterThan(examples.count, 650)
        var failures: [String] = []
        for e in examples where Self.notApplicable[e.key] == nil && e.`extension` != "disabled" {
            let html = CommonMarkConverter.html(e.markdown, options: MarkdownOptions(allowRawHTML: true, smartPunctuation: false))
            if html != e.html {
                failures.append("\(e.key) (\(e.section ?? "")): \(e.markdown.debugDescription)\n  expected \(e.html.debugDescription)\n  actual   \(html.debugDescription)")
            }
        }
        XCTAssertEqual(failures.count, 0, "\(failures.count) examples differ:\n" + failures.prefix(40).joined(separator: "\n"))
    }
}
