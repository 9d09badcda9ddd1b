import Diagnostics
import Foundation
@testable import Ingest
import XCTest

/// Glossary term matching: folding of case and simple plurals, and leftmost-longest matches.
final class GlossaryIndexTests: XCTestCase {
    func testFoldingLowercasesAndFoldsSimplePlurals() {
        let expected = ["Searches": "search", "categories": "category", "Boxes": "box", "tokens": "token", "glass": "glass",
                        "focus": "focus", "axis": "axis", "Apple's": "apple", "iOS": "ios", "bars": "bar", "ties": "tie",
                        "Café": "café", "cafés": "café", "Apple’s": "apple", "ÉCOLES": "école"]
        for (word, folded) in expected { XCTAssertEqual(GlossaryIndex.matchKey(word), folded, word) }
        // The byte-wise path for ASCII words agrees with the general one on every word of a real page.
        let text = "Search fields let people search a collection of content; categories, scopes, tokens and the boxes " +
            "of suggestions. It's Apple's guidance for iOS, iPadOS and macOS: use glass, focus states, axes and statuses."
        for word in GlossaryIndex.words(text).map(\.word) {
            XCTAssertEqual(GlossaryIndex.asciiFold(word.utf8), GlossaryIndex.unicodeFold(word), String(word))
        }
        // Short words and every suffix rule at its edges, including words longer than a small string.
        for word in ["", "s", "'s", "a's", "ies", "ties", "flies", "xes", "boxes", "Bus", "iss", "is", "ss", "glasses",
                     "Switches", "wishes", "status", "axis", "CATEGORIES'S", "internationalizations", "accessibilities"] {
            XCTAssertEqual(GlossaryIndex.asciiFold(word.utf8), GlossaryIndex.unicodeFold(word), word)
        }
    }

    /// The byte path for English typography (’ “ ” – — … • and no-break spaces) finds the words, and the ranges,
    /// that the character path finds; text it does not know goes character by character.
    func testTypographyOnBytesAgreesWithCharacters() {
        let texts = ["The app’s “search” field — fast… and ‘smart’ – maybe.", "users’ data • ’tis\u{00A0}done", "it’s",
                     "’", "a’’b", "x’\u{0301}s", "e\u{0301}clair’s", "2–3 “quoted”…", "tab\there\r\nnext", "“”—", ""]
        for text in texts {
            let characters = GlossaryIndex.characterWords(text).map { ($0.word, $0.range) }
            // A ’ before anything but ASCII, a combining mark: the character path, which is always right.
            guard let bytes = GlossaryIndex.asciiWords(text) else {
                XCTAssertTrue(["a’’b", "x’\u{0301}s", "e\u{0301}clair’s"].contains(text), text)
                continue
            }
            XCTAssertEqual(bytes.map { String($0.word) }, characters.map { String($0.0) }, text)
            XCTAssertEqual(bytes.map { text.utf8.distance(from: text.startIndex, to: $0.range.lowerBound) },
                           characters.map { text.utf8.distance(from: text.startIndex, to: $0.1.lowerBound) }, text)
        }
        XCTAssertEqual(GlossaryIndex.asciiWords("The app’s “search”")?.map { String($0.word) }, ["The", "app’s", "search"])
        // A glossary term with ’ matches on the byte path as on the character path.
        let index = GlossaryIndex(glossary: Glossary(entries: [GlossaryEntry(id: "apps-scope", terms: ["en": ["app’s scope"]])]),
                                  language: "en")
        XCTAssertEqual(index.matches(in: "Set the app’s scopes “now”.").map { $0.entryID }, ["apps-scope"])
    }

    func testLanguagesWrittenWithoutSpacesMatchBySubstring() {
        for tag in ["zh-Hans", "zh-TW", "ja", "ko", "th"] { XCTAssertTrue(GlossaryIndex.matchesBySubstring(tag), tag) }
        for tag in ["en", "fr", "pt-BR", "de"] { XCTAssertFalse(GlossaryIndex.matchesBySubstring(tag), tag) }
    }

    /// Substring matching skips characters that start no term by their scalar, and still finds canonically
    /// equivalent spellings (a compatibility ideograph, a decomposed accent) through the term table.
    func testSubstringMatchingFindsEquivalentCharacters() {
        let glossary = Glossary(entries: [
            GlossaryEntry(id: "search", terms: ["zh-Hans": ["搜索", "豈樂", "“信息”"]]),
            GlossaryEntry(id: "app", terms: ["zh-Hans": ["App"]]),
        ])
        let index = glossary.index(for: "zh-Hans")
        XCTAssertEqual(index.matches(in: "在 App 中搜索。豈樂，“信息”").map(\.entryID), ["app", "search", "search", "search"])
        // U+F900 is canonically U+8C48 (豈): equal as characters, so it matches as before.
        XCTAssertEqual(index.matches(in: "\u{F900}樂").map(\.term), ["豈樂"])
        // A term starting with a character outside the plain ranges turns the skipping off; matches are the same.
        let accented = Glossary(entries: [GlossaryEntry(id: "e", terms: ["zh-Hans": ["é搜", "搜索"]])]).index(for: "zh-Hans")
        XCTAssertEqual(accented.matches(in: "e\u{0301}搜 搜索").map(\.entryID), ["e", "e"])
        XCTAssertEqual(GlossaryIndex.plainScalar("搜"), 0x641C)
        XCTAssertEqual(GlossaryIndex.plainScalar("“"), 0x201C)
        XCTAssertNil(GlossaryIndex.plainScalar("\u{F900}"))
        XCTAssertNil(GlossaryIndex.plainScalar("e\u{0301}"))
    }

    /// Word matching rules out keys by their length and ends before looking them up, and looks every key up when
    /// some term starts with a word not in ASCII.
    func testWordKeysRuledOutByBitsStillMatchEveryTerm() {
        let terms = ["search field", "scope bar", "sheet", "se", "collections", "café menu"]
        for withAccent in [false, true] {
            let glossary = Glossary(entries: terms.filter { withAccent || !$0.hasPrefix("café") }.enumerated().map {
                GlossaryEntry(id: "t\($0.offset)", terms: ["en": [$0.element]])
            })
            let found = glossary.index(for: "en").matches(in: "Search fields, scope bars and sheets; see SE, a collection." + (withAccent ? " Café menu." : "")).map(\.term)
            XCTAssertEqual(found, ["search field", "scope bar", "sheet", "se", "collections"] + (withAccent ? ["café menu"] : []))
        }
        XCTAssertNotNil(GlossaryIndex.keyBits("search"))
        XCTAssertNil(GlossaryIndex.keyBits("café"))
        XCTAssertNil(GlossaryIndex.keyBits(""))
    }

    func testMatchesAreLeftmostLongestAndNonOverlapping() {
        let glossary = Glossary(entries: [
            GlossaryEntry(id: "scope-control", terms: ["en": ["scope control", "scope bar"]]),
            GlossaryEntry(id: "search", terms: ["en": ["search"]]),
            GlossaryEntry(id: "search-field", terms: ["en": ["search field"]]),
        ])
        let index = glossary.index(for: "en")
        let text = "Search Fields and scope bars: searching is not a search."
        let matches = index.matches(in: text)
        XCTAssertEqual(matches.map(\.entryID), ["search-field", "scope-control", "search"])
        XCTAssertEqual(matches.map { String(text[$0.range]) }, ["Search Fields", "scope bars", "search"])
    }

    /// On the seed guideline text and the seed glossary, matching (which folds only words that may start a term)
    /// finds what folding every word finds.
    func testMatchesOnTheSeedsAgreeWithFoldingEveryWord() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var problems: [Diagnostic] = []
        let glossary = GlossaryReader.read(try String(contentsOf: root.appendingPathComponent("Content/glossary.yml"), encoding: .utf8),
                                           path: "glossary.yml", problems: &problems)
        XCTAssertTrue(problems.isEmpty)
        let files = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Content").path).filter { $0.hasSuffix(".txt") }
        let text = try files.sorted().map { try String(contentsOf: root.appendingPathComponent("Content/" + $0), encoding: .utf8) }
            .joined(separator: "\n") + " UI's ui X's Search-Fields SCOPE BARS tab-bar’s"
        let index = glossary.index(for: "en")
        // Twice: as written (curly quotes: the Unicode path) and made ASCII (the byte path most English text takes).
        let ascii = String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "’" ? "'" : $0.isASCII ? $0 : " " }))
        XCTAssertTrue(ascii.utf8.allSatisfy { $0 < 0x80 })
        for text in [text, ascii] { try checkAgainstFoldingEveryWord(text, glossary: glossary, index: index) }
    }

    private func checkAgainstFoldingEveryWord(_ text: String, glossary: Glossary, index: GlossaryIndex) throws {
        let found = index.matches(in: text)
        XCTAssertGreaterThan(found.count, 100)
        // Reference: every word folded, every term tried at every word, leftmost-longest.
        let terms = glossary.entries.flatMap { e in e.terms(in: "en").map { (units: GlossaryIndex.words($0).map { GlossaryIndex.matchKey($0.word) }, id: e.id) } }
            .sorted { $0.units.count > $1.units.count }
        let words = GlossaryIndex.words(text).map { (word: GlossaryIndex.matchKey($0.word), range: $0.range) }
        var expected: [(String, Range<String.Index>)] = []
        var i = 0
        while i < words.count {
            let hit = terms.first { t in i + t.units.count <= words.count && t.units.indices.allSatisfy { words[i + $0].word == t.units[$0] } }
            if let hit {
                expected.append((hit.id, words[i].range.lowerBound..<words[i + hit.units.count - 1].range.upperBound))
                i += hit.units.count
            } else {
                i += 1
            }
        }
        XCTAssertEqual(found.map(\.entryID), expected.map(\.0))
        XCTAssertEqual(found.map(\.range), expected.map(\.1))
    }
}
