import Diagnostics
import FileIO
import Foundation
import Ingest
import Support
import XCTest

/// Regression tests for reader bugs found by the bad-input suite (Tests/Fixtures/invalid) and fuzzing.
final class HostileInputTests: XCTestCase {
    func read(_ files: [String: String]) -> (Content, [Diagnostic]) {
        var problems: [Diagnostic] = []
        let content = ContentReader(fileSystem: MemoryFileSystem(files.mapKeys { "Content/" + $0 }), root: "Content").read(problems: &problems)
        return (content, problems)
    }

    func testUTF16WithAnOddByteCountOrALoneSurrogateIsAnError() {
        var problems: [Diagnostic] = []
        XCTAssertNil(TextDecoder.decode(Data([0xFF, 0xFE, 0x53, 0x00, 0x65]), path: "odd.txt", problems: &problems))
        XCTAssertNil(TextDecoder.decode(Data([0xFF, 0xFE, 0x41, 0x00, 0x00, 0xD8, 0x42, 0x00]), path: "lone.txt", problems: &problems))
        XCTAssertEqual(problems.map(\.identifier), ["file.encoding.utf16", "file.encoding.utf16"])
        XCTAssertEqual(problems.map(\.severity), [.error, .error])
        problems = []
        let text = TextDecoder.decode(Data([0xFE, 0xFF, 0x00, 0x41, 0xD8, 0x3D, 0xDE, 0x00]), path: "be.txt", problems: &problems)
        XCTAssertEqual(text, "A😀")
        XCTAssertEqual(problems.map(\.severity), [.warning])
    }

    func testANULByteIsAnErrorAtItsLineAndColumn() {
        // After multi-byte characters, on a later line, first and last: the column counts characters, not bytes.
        for (bytes, line, column) in [(Array("é中\nab".utf8) + [0, 0x41], 2, 3), ([0, 0x41], 1, 1), (Array("a\nb\n".utf8) + [0], 3, 1)] {
            var problems: [Diagnostic] = []
            XCTAssertNil(TextDecoder.decode(Data(bytes), path: "nul.txt", problems: &problems))
            XCTAssertEqual(problems.map(\.identifier), ["file.binary"])
            XCTAssertEqual(problems.first?.range?.start.line, line)
            XCTAssertEqual(problems.first?.range?.start.column, column)
        }
        XCTAssertEqual("é中\u{0}".utf8Offset(of: "\u{0}", from: 0), 5)
        XCTAssertNil("no nul here, 中文".utf8Offset(of: "\u{0}", from: 0))
    }

    func testLanguageTagsAreWellFormed() {
        for good in ["en", "zh-Hans", "eng", "zh-Hant-TW", "de-1996"] { XCTAssertTrue(Slug.isLanguageTag(good), good) }
        for bad in ["", "e", "../../etc", "en/..", "en-", "-en", "zh Hans", "\"><svg>", "toolongtag", "en--us", "中文"] {
            XCTAssertFalse(Slug.isLanguageTag(bad), bad)
        }
    }

    func testALanguageThatIsAPathIsRefusedEverywhere() {
        let (content, problems) = read([
            "page.md": "---\nlang: ../../../tmp/evil\n---\n# Page\n\nSearch fields help people find things.\n",
            "talk.json": #"{"id": "t", "language": "../x", "segments": [{"start": 0, "text": "Hi."}]}"#,
            "concord.yml": "languages: [en, \"../etc\"]\ndocuments:\n  page.md:\n    lang: \"<b>\"\n",
        ])
        XCTAssertEqual(problems.map(\.identifier).sorted(),
                       ["frontmatter.lang.invalid", "manifest.languages.invalid", "manifest.languages.invalid", "transcript.language.invalid"])
        XCTAssertEqual(problems.first { $0.identifier == "frontmatter.lang.invalid" }?.range?.start.line, 2)
        XCTAssertEqual(content.manifest.languages, ["en"])
        XCTAssertEqual(content.documents.map(\.language), ["en"], "detected from the text; the transcript is not read")
    }

    func testTemplateOverridesAreNotContent() {
        let (content, problems) = read([
            "page.md": "# Page\n\nText.\n",
            "templates/page.mustache": "{{#broken}}",
            "templates/strings/en.yml": "search: Find\n",
        ])
        XCTAssertEqual(problems, [])
        XCTAssertEqual(content.documents.count, 1)
    }

    func testRunawayFilesAndLinesAreRefusedWithTheirLine() {
        let long = String(repeating: "a", count: ContentReader.maximumLineLength + 1)
        let (content, problems) = read([
            "long.txt": "Title\r\n\r\n" + long + "\n",
            "long.md": "# Title\r\rText.\r" + long,
            "minified.json": #"{"id": "t", "language": "eng", "segments": [{"start": 0, "text": ""# + long + #""}]}"#,
            "huge.txt": String(repeating: "Words and more words.\n", count: ContentReader.maximumFileSize / 22 + 1),
        ])
        XCTAssertEqual(problems.map { "\($0.identifier) \($0.source ?? ""):\($0.range?.start.line ?? 0)" },
                       ["file.tooLarge Content/huge.txt:1", "prose.line.tooLong Content/long.md:4", "prose.line.tooLong Content/long.txt:3"])
        XCTAssertEqual(content.documents.map(\.id), ["t"], "a long line in JSON is fine")
    }

    func testAGlossaryEntryWithOnlyABadTermIsOneMessage() {
        var problems: [Diagnostic] = []
        let glossary = GlossaryReader.read("- id: search\n  en: ['  ']\n- id: scope\n  en: {a: b}\n", path: "glossary.yml", problems: &problems)
        XCTAssertEqual(problems.map(\.identifier), ["glossary.term.empty", "glossary.term.type"])
        XCTAssertEqual(glossary.entries.count, 0)
    }
}

private extension Dictionary where Key == String {
    func mapKeys(_ transform: (String) -> String) -> [String: Value] {
        Dictionary(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}
