import Diagnostics
import FileIO
import Foundation
import Ingest
import Support
import XCTest

/// The passes that turn other generators' syntax into Markdown, and the caption and PDF readers, on seeded
/// random text built from the tokens they look for: none may crash, and those that promise it keep every line
/// where it was. A failing round prints its seed and text, so it can be run again.
final class SyntaxPassFuzzTests: XCTestCase {
    static let tokens = ["{{", "}}", "{%", "%}", "{#", "#}", "{:", ".a", "}", "{", ":::", "::::", "!!! ", "??? ", "=== \"", "\"",
                         "```", "~~~", "> ", "[!NOTE]", "-->", "00:00:01.000", ",", "\u{0C}", "-", "\n", "\n", "\n", "    ",
                         " ", "word", "Text.", "raw", "endraw", "comment", "endcomment", "include x", "$$", "1/3", "+++",
                         "---", "site.baseurl", "](", ")", "<c>", "ﬁ", "中文", "\r\n", "#", "note", "tip", "\t", "<Tab x={1}>", "</Tab>",
                         "1. ", "import x from 'y'", "{/* c */}", "{% hint style=\"info\" %}", "{% endhint %}", "{% tab title=\"a\" %}",
                         "{% embed url=\"https://x.org\" %}", "{% file src=\"a.zip\" %}", "{% endtabs %}",
                         "```{note}", ":::{tip} T", ": ", ":   ", "///", "/// tip | T", "////", "{* ", " *}", "{ #a }", "{ .b }", "][", "[a]", "[a]: x", "::::{tab-set}", ":class: x", "(label)=", "{doc}`a <b>`", "{ref}`x`", "```{image} a.png"]

    static func text(_ random: inout SplitMix64) -> String {
        (0..<Int.random(in: 1...120, using: &random)).map { _ in tokens.randomElement(using: &random)! }.joined()
    }

    func testRandomTextNeverCrashesAndKeepsItsLines() {
        // `CONCORD_FUZZ_SEED` and `CONCORD_FUZZ_ROUNDS` run other rounds on demand.
        let environment = ProcessInfo.processInfo.environment
        var random = SplitMix64(seed: environment["CONCORD_FUZZ_SEED"].flatMap { UInt64($0) } ?? 2026_12_04)
        for round in 0..<(environment["CONCORD_FUZZ_ROUNDS"].flatMap { Int($0) } ?? 3000) {
            let input = Self.text(&random)
            let lines = TextDecoder.lines(input).count
            func check(_ output: String, _ pass: String) {
                XCTAssertEqual(TextDecoder.lines(output).count, lines, "\(pass), round \(round): \(input.debugDescription)")
            }
            check(TemplateTagStripper.strip(input).text, "TemplateTagStripper")
            check(MkDocsSyntaxConverter.markdown(input), "MkDocsSyntaxConverter")
            check(ContainerDirectiveConverter.markdown(input), "ContainerDirectiveConverter")
            check(MDXStripper.markdown(input), "MDXStripper")
            check(GitBookSyntaxConverter.markdown(input), "GitBookSyntaxConverter")
            check(MySTSyntaxConverter.markdown(input), "MySTSyntaxConverter")
            check(DefinitionListConverter.markdown(input), "DefinitionListConverter")
            check(ReferenceLinkConverter.markdown(input).text, "ReferenceLinkConverter")
            if let cleaned = PageFurnitureRemover.clean(input) { check(cleaned.text, "PageFurnitureRemover") }
            var problems: [Diagnostic] = []
            _ = CaptionFileReader.read("WEBVTT\n\n" + input, path: "t.vtt", problems: &problems)
            _ = CaptionFileReader.read(input, path: "t.srt", problems: &problems)
        }
    }

    func testRandomContentFoldersReadWithoutCrashing() {
        var random = SplitMix64(seed: 41)
        for _ in 0..<150 {
            var files: [String: String] = [:]
            for (index, ext) in ["md", "mdx", "txt", "vtt", "srt", "json"].enumerated() {
                files["Content/f\(index).\(ext)"] = Self.text(&random)
            }
            var problems: [Diagnostic] = []
            _ = ContentReader(fileSystem: MemoryFileSystem(files), root: "Content").read(problems: &problems)
        }
    }
}
