import Diagnostics
import FileIO
import Foundation
import Ingest
@testable import SiteModel
import Support
import XCTest

/// Cross-references without a glossary: related words, link lists left out, calibration against unrelated pairs,
/// and the links of a talk as data (`CrossReferenceRecords`, what `concord align --json` prints).
final class CrossReferenceDataTests: XCTestCase {
    func paragraph(_ text: String, _ anchor: String, time: Double? = nil, html: String? = nil) -> PageBlock {
        var block = Block(kind: .paragraph, text: text, line: 3)
        if let html { block.html = html }
        return PageBlock(block: block, anchor: anchor, time: time)
    }

    func guideline(_ id: String, _ title: String, _ sections: [(String, String, [String])]) -> Page {
        Page(id: id, language: "en", contentLanguage: "en", role: .original, url: "en/\(id).html", kind: .guideline, title: title,
             designSystem: "Apple", sourcePath: "\(id).md", sections: sections.map { anchor, heading, texts in
                Section(anchor: anchor, heading: heading, level: 2, blocks: texts.enumerated().map { paragraph($1, "\(anchor)-p\($0)") })
             })
    }

    func talk(_ blocks: [PageBlock], segmentsEnd: Double = 100) -> Page {
        Page(id: "talk", language: "en", contentLanguage: "en", role: .original, url: "en/talk.html", kind: .session, title: "A talk",
             sourcePath: "talk.json", sections: [Section(anchor: "introduction", heading: nil, level: 0, blocks: blocks)],
             session: SessionInfo(transcriptID: "talk", videoURL: nil, segments: [Segment(start: 0, text: "Hello."), Segment(start: segmentsEnd, text: "Bye.")]))
    }

    var typography: Page {
        guideline("typography", "Typography", [
            ("using-system-fonts", "Using system fonts", [
                "The system fonts are legible at every size; use the built-in text styles and the font weights they offer.",
                "A font with many weights lets you convey hierarchy without changing the font.",
            ]),
            ("resources", "Resources", ["Fonts", "Text styles"]),
            ("tracking", "Tracking values", ["Adjust tracking and leading for legibility at small and large point sizes."]),
        ])
    }

    var tabBars: Page {
        guideline("tab-bars", "Tab bars", [
            ("best-practices", "Best practices", ["Use a tab bar to let people navigate between top-level sections of your app, and keep tabs visible."]),
        ])
    }

    /// WordNet says "typeface" is a "font"; the library uses "font" and "typeface" together nowhere else, so a talk
    /// that only says "typeface" finds the fonts section through the related word, and not without it.
    func testRelatedWordsLetATalksWordMeetTheGuidelinesWord() throws {
        let related = RelatedWords.parse("# comment\ntypeface\tfont|fount\nfont\tbaptismal font|fount|typeface\nmalformed line\n")
        XCTAssertEqual(related.words["typeface"], ["font", "fount"])
        let stemmed = related.stemmed(language: "en")
        XCTAssertEqual(stemmed["typefac"], ["font", "fount"])
        XCTAssertTrue(stemmed["font"]?.contains("typefac") == true, "pairs go both ways")
        XCTAssertEqual(related.stemmed(language: "zh-Hans"), [:], "the lexicon is English")

        let said = paragraph("Pick one typeface for the body text, then try its heavier typeface weights for the headings.", "t10", time: 10)
        var site = Site(title: "T", baseURL: nil, languages: ["en"], pages: [typography, tabBars, talk([said])])
        var settings = CrossReferenceSettings()
        settings.relatedWeight = 0
        let without = CrossReferencer.candidates(site, glossary: Glossary(), related: stemmed, settings: settings)
            .filter { $0.sectionAnchor == "using-system-fonts" }.map(\.lexical).max() ?? 0
        settings.relatedWeight = 0.6
        let with = CrossReferencer.candidates(site, glossary: Glossary(), related: stemmed, settings: settings)
            .filter { $0.sectionAnchor == "using-system-fonts" }.map(\.lexical).max() ?? 0
        XCTAssertGreaterThan(with, without + 0.05, "the related word adds evidence")
        CrossReferencer.link(&site, glossary: Glossary(), related: related, settings: settings)
        let records = CrossReferenceRecords.make(site)
        XCTAssertEqual(records.map { "\($0.page)#\($0.section ?? "")" }.first, "typography#using-system-fonts")
    }

    /// A section of links (Resources, Videos, Related) or a change log gives no advice: never a link target, whatever
    /// words it shares.
    func testListsOfLinksAreNoTarget() {
        let site = Site(title: "T", baseURL: nil, languages: ["en"], pages: [typography, tabBars,
            talk([paragraph("Fonts and text styles: the system fonts have many weights for text styles.", "t1", time: 1)])])
        let docs = CrossReferencer.sectionDocs(site, glossary: Glossary(), settings: CrossReferenceSettings())
        XCTAssertEqual(docs.map(\.anchor), ["using-system-fonts", "tracking", "best-practices"])
        XCTAssertEqual(CrossReferencer.wordCount("范围控制的作用类似于分段控制。"), 7, "Han characters count two to a word")
        XCTAssertEqual(CrossReferencer.wordCount("A tab bar,  at the bottom."), 6)
    }

    /// Calibration: in a library with many pages, scores are in units of what pairs far from the talk reach; a small
    /// library on one subject has no such pairs and keeps absolute thresholds.
    func testCalibrationNeedsUnrelatedPairs() {
        XCTAssertEqual(CrossReferencer.quantile([0, 0, 0, 0], 0.5), 0)
        var histogram = [Double](repeating: 0, count: CrossReferencer.noiseBins)
        histogram[CrossReferencer.noiseBin(0.01)] = 98
        histogram[CrossReferencer.noiseBin(0.5)] = 2
        XCTAssertEqual(CrossReferencer.quantile(histogram, 0.9), 0.01, accuracy: 0.001)
        XCTAssertEqual(CrossReferencer.quantile(histogram, 0.99), 0.5, accuracy: 0.001)
        XCTAssertEqual(CrossReferencer.closePages([0.2, 0.9, 0.5, 0.1], count: 2), [1, 2])
        // Ties go to the earlier page; fewer pages than asked for gives them all; none asked for, none.
        XCTAssertEqual(CrossReferencer.closePages([0.5, 0.9, 0.5, 0.5, 0.9], count: 3), [1, 4, 0])
        XCTAssertEqual(CrossReferencer.closePages([0.3, 0.1], count: 5), [0, 1])
        XCTAssertEqual(CrossReferencer.closePages([0.3, 0.1], count: 0), [])
        XCTAssertEqual(CrossReferencer.closePages(nil, count: 2), [])
        // The same as sorting every page, on a thousand random similarities with ties.
        var random = SplitMix64(seed: 7)
        let many = (0..<1_000).map { _ in Double(random.below(50)) / 50 }
        XCTAssertEqual(CrossReferencer.closePages(many, count: 5),
                       Set(many.indices.sorted { (many[$0], -$0) > (many[$1], -$1) }.prefix(5)))

        // Two pages only: no unrelated pairs, so the same links whatever the calibration level.
        let site = Site(title: "T", baseURL: nil, languages: ["en"], pages: [typography, tabBars,
            talk([paragraph("Use the system fonts: their weights and text styles stay legible at every size.", "t1", time: 1)])])
        func links(_ level: Double) -> [String] {
            var s = CrossReferenceSettings()
            s.calibrationLevel = level
            return CrossReferencer.select(CrossReferencer.candidates(site, glossary: Glossary(), settings: s), settings: s).map(\.sectionAnchor)
        }
        XCTAssertEqual(links(3), ["using-system-fonts"])
        XCTAssertEqual(links(100), links(0))
    }

    /// A glossary written for other content (here: search) only adds evidence where both sides name its concepts:
    /// a paragraph about fonts scores exactly as with no glossary at all, and still finds its section.
    func testAGlossaryOfOtherConceptsChangesNothingForAParagraphThatNamesNone() {
        let search = Glossary(entries: [GlossaryEntry(id: "search-field", terms: ["en": ["search field"]]),
                                        GlossaryEntry(id: "tab-bar", terms: ["en": ["tab bar"]])])
        let fonts = paragraph("Use the system fonts: their weights and text styles stay legible at every size.", "t1", time: 1)
        let tabs = paragraph("A tab bar with a search field at its end lets people move between sections.", "t2", time: 2)
        let site = Site(title: "T", baseURL: nil, languages: ["en"], pages: [typography, tabBars, talk([fonts, tabs])])
        func scores(_ glossary: Glossary) -> [String: Double] {
            Dictionary(CrossReferencer.candidates(site, glossary: glossary).filter { $0.paragraphAnchor == "t1" }
                .map { ($0.sectionAnchor, $0.ownScore) }, uniquingKeysWith: max)
        }
        let without = scores(Glossary()), with = scores(search)
        XCTAssertFalse(without.isEmpty)
        XCTAssertEqual(with, without)
        XCTAssertEqual(without.max { $0.value < $1.value }?.key, "using-system-fonts")
        // The paragraph that names the glossary's concepts does get their evidence.
        let tabScore = { (g: Glossary) in CrossReferencer.candidates(site, glossary: g).first { $0.paragraphAnchor == "t2" && $0.sectionAnchor == "best-practices" }?.concept ?? 0 }
        XCTAssertEqual(tabScore(Glossary()), 0)
        XCTAssertGreaterThan(tabScore(search), 0)
    }

    /// Records: one per passage and target, spanning from its first paragraph's start to the start of the paragraph
    /// after its last (the last caption for the talk's last paragraph); authors' links are kind "author"; evidence
    /// names the words shared, as the talk spells them.
    func testRecordsSpanPassagesAndCarryEvidence() throws {
        var site = Site(title: "T", baseURL: nil, languages: ["en"], pages: [typography, tabBars, talk([
            paragraph("Hello and welcome, everyone.", "t0", time: 0),
            paragraph("Use the system fonts: their weights and text styles stay legible at every size.", "t10", time: 10),
            paragraph("System fonts come in many weights, and text styles pick the right font weights for you.", "t20", time: 20),
            paragraph("See [[tab-bars#best-practices]] for navigation.", "t30", time: 30,
                      html: "See <a data-concord-xref=\"tab-bars#best-practices\" data-concord-line=\"4\"></a> for navigation."),
        ], segmentsEnd: 42)])
        XCTAssertGreaterThan(CrossReferencer.link(&site, glossary: Glossary()), 0)
        let records = CrossReferenceRecords.make(site)
        let automatic = try XCTUnwrap(records.first { $0.kind == .automatic })
        XCTAssertEqual(automatic.talk, "talk")
        XCTAssertEqual(automatic.language, "en")
        XCTAssertEqual(automatic.page, "typography")
        XCTAssertEqual(automatic.section, "using-system-fonts")
        XCTAssertEqual(automatic.heading, "Using system fonts")
        XCTAssertEqual(automatic.start, 10)
        XCTAssertEqual(automatic.end, 30, "two paragraphs, one passage, up to the next paragraph")
        XCTAssertFalse(automatic.evidence.isEmpty)
        XCTAssertTrue(automatic.evidence.allSatisfy { word in
            ["system", "fonts", "weights", "text", "styles", "legible", "font", "size", "use"].contains(word)
        }, "\(automatic.evidence)")
        XCTAssertEqual(records.filter { $0.kind == .automatic && $0.section == "using-system-fonts" }.count, 1)
        let author = try XCTUnwrap(records.first { $0.kind == .author })
        XCTAssertEqual([author.page, author.section, author.heading], ["tab-bars", "best-practices", "Best practices"])
        XCTAssertEqual(author.start, 30)
        XCTAssertEqual(author.end, 42, "the last paragraph ends with the last caption")
        XCTAssertEqual(author.evidence, [])

        // JSON keys as the issue gives them; a null start stays in the output.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        var untimed = author
        untimed.start = nil
        let json = String(decoding: try encoder.encode(untimed), as: UTF8.self)
        XCTAssertEqual(json, #"{"end":42,"evidence":[],"heading":"Best practices","kind":"author","language":"en","page":"tab-bars","section":"best-practices","start":null,"talk":"talk"}"#)
    }

    /// The lexicon is optional: missing, it is one warning and no related words.
    func testMissingLexiconIsAWarning() {
        var problems: [Diagnostic] = []
        let related = RelatedWords.load(directory: "Lexicons", fileSystem: MemoryFileSystem(), problems: &problems)
        XCTAssertTrue(related.isEmpty)
        XCTAssertEqual(problems.map(\.identifier), ["lexicon.related.missing"])
        XCTAssertEqual(problems.first?.severity, .warning)
        let present = RelatedWords.load(directory: "Lexicons", fileSystem: MemoryFileSystem(["Lexicons/wordnet-related.tsv": "font\ttypeface\n"]),
                                        problems: &problems)
        XCTAssertEqual(present.words, ["font": ["typeface"]])
        XCTAssertEqual(problems.count, 1)
    }
}
