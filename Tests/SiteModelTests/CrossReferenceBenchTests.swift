import Diagnostics
import FileIO
import Foundation
import Ingest
@testable import SiteModel
import XCTest

/// The cross-reference benchmark as tests with floors a little under the measured figures (`concord-bench crossref`):
/// the seed talk in `Content/` against `Tests/Fixtures/crossref-gold.tsv` always runs; the corpus design talks
/// (captions only, no glossary, 156 HIG pages) against `Tests/Fixtures/crossref-corpus-gold.tsv` need the corpus,
/// which is not in the repository: skipped by name unless `CONCORD_CORPUS` names its folder
/// (`CONCORD_CORPUS=../shared/corpus swift test --filter CrossReferenceBenchTests`).
final class CrossReferenceBenchTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let corpus = ProcessInfo.processInfo.environment["CONCORD_CORPUS"].map { URL(fileURLWithPath: $0, relativeTo: root).path }

    /// Related words as a build finds them in the repository (`make lexicons`); none when not made.
    static func related() -> RelatedWords {
        var problems: [Diagnostic] = []
        return RelatedWords.load(directory: root.appendingPathComponent("Lexicons").path, fileSystem: DiskFileSystem(), problems: &problems)
    }

    /// Seed talk, paragraph by paragraph: precision over predicted links (required or acceptable ones are right),
    /// recall over required links (alternatives count once). Measured: P 0.936 R 0.816 with related words, P 0.935 R
    /// 0.789 without (the figures before this work: P 0.935 R 0.789).
    func testSeedTalkStaysAtItsFigures() throws {
        var problems: [Diagnostic] = []
        let (site, glossary) = CrossReferenceEvaluation.model(root: Self.root.appendingPathComponent("Content").path, fileSystem: DiskFileSystem(),
                                                              problems: &problems)
        XCTAssertFalse(problems.hasErrors, DiagnosticPrinter.render(problems, format: .text))
        let gold = try String(contentsOf: Self.root.appendingPathComponent("Tests/Fixtures/crossref-gold.tsv"), encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }
            .map { line -> (anchor: String, grade: String, targets: [String]) in
                let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                return (f[0], f[2], f[3].split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) })
            }
        let talk = try XCTUnwrap(site.pages.first { $0.kind == .session && $0.role == .original })
        let related = Self.related().stemmed(language: "en")
        let chosen = CrossReferencer.select(CrossReferencer.candidates(site, glossary: glossary, related: related))
            .filter { $0.talkID == talk.id }
        let correct = chosen.filter { c in gold.contains { $0.anchor == c.paragraphAnchor && $0.grade != "none" && $0.targets.contains(c.pageID + "#" + c.sectionAnchor) } }
        let required = gold.filter { $0.grade == "required" }
        let found = required.filter { row in chosen.contains { $0.paragraphAnchor == row.anchor && row.targets.contains($0.pageID + "#" + $0.sectionAnchor) } }
        let precision = Double(correct.count) / Double(max(1, chosen.count)), recall = Double(found.count) / Double(max(1, required.count))
        print(String(format: "seed talk: precision %.3f (%d/%d) recall %.3f (%d/%d), related words %@", precision, correct.count, chosen.count,
                     recall, found.count, required.count, related.isEmpty ? "absent" : "present"))
        XCTAssertGreaterThanOrEqual(precision, 0.93)
        XCTAssertGreaterThanOrEqual(recall, 0.78)
    }

    /// Four corpus design talks labelled by time span (see the gold file): page-level precision over every automatic
    /// link and recall of strongly linked spans, as `concord align --json` reports the links.
    func testCorpusDesignTalksWithoutGlossary() throws {
        guard let corpus = Self.corpus else { throw XCTSkip("CONCORD_CORPUS not set: this test reads corpus captions and the 156 HIG pages") }
        let spans = CrossReferenceEvaluation.spans(try String(contentsOf: Self.root.appendingPathComponent("Tests/Fixtures/crossref-corpus-gold.tsv"), encoding: .utf8))
        let talks = Array(Set(spans.map(\.talk))).sorted()
        XCTAssertGreaterThanOrEqual(talks.count, 4)
        let library = try CrossReferenceEvaluation.corpusLibrary(corpus: corpus, talks: talks, fileSystem: DiskFileSystem())
        var problems: [Diagnostic] = []
        let (site, glossary) = CrossReferenceEvaluation.model(root: "Content", fileSystem: library, problems: &problems)
        XCTAssertEqual(glossary.entries.count, 0, "no glossary: the corpus has none")
        XCTAssertEqual(site.pages.filter { $0.kind == .guideline && $0.role == .original }.count, 156)
        let records = CrossReferenceEvaluation.records(site, glossary: glossary, related: Self.related(), settings: CrossReferenceSettings())
        let result = CrossReferenceEvaluation.evaluate(records, spans: spans)
        print("corpus design talks: \(result)")
        XCTAssertGreaterThanOrEqual(result.precision, 0.85)
        XCTAssertGreaterThanOrEqual(result.recall, 0.70)
        XCTAssertTrue(records.filter { $0.kind == .automatic }.allSatisfy { !$0.evidence.isEmpty || $0.start != nil })
    }
}
