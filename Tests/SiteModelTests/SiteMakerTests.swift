import Diagnostics
import FileIO
import Foundation
import Ingest
@testable import SiteModel
import TextAnalysis
import XCTest

/// `SiteMaker.makeSite` aligns translations beside talks: the same site and the same problems, in the same order,
/// as aligning them after.
final class SiteMakerTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Stages as the build's recorder sees them: names run in order, and stages recorded from another thread.
    final class Stages: StageRunner, @unchecked Sendable {
        var names: [String] = [], recorded: [(name: String, detail: String)] = []
        func run<T>(_ name: String, _ body: () -> (T, String)) -> T { names.append(name); return body().0 }
        func record(_ name: String, seconds: Double, detail: String) { names.append(name); recorded.append((name, detail)) }
    }

    func testTranslationsAlignedBesideTalksMakeTheSameSiteAndProblems() throws {
        var readProblems: [Diagnostic] = []
        let root = Self.packageRoot.appendingPathComponent("Content").path
        let content = ContentReader(fileSystem: DiskFileSystem(), root: root).read(problems: &readProblems)
        XCTAssertFalse(readProblems.hasErrors)
        // The dictionary says something, so the translation stage's problems are seen to arrive.
        let lexicon: @Sendable (inout [Diagnostic]) -> BilingualLexicon = { problems in
            problems.append(.warning("lexicon.test", "found a test dictionary, expected the real one"))
            return .empty
        }
        func make(besides: Bool) -> (MadeSite, [Diagnostic], Stages) {
            var problems: [Diagnostic] = [.note("before", "a problem from before")]
            let stages = Stages()
            let made = SiteMaker.makeSite(content: content, lexicon: lexicon, stages: stages, besides: besides, problems: &problems)
            return (made, problems, stages)
        }
        let (beside, besideProblems, besideStages) = make(besides: true)
        let (after, afterProblems, afterStages) = make(besides: false)
        XCTAssertEqual(beside.site.pages, after.site.pages)
        XCTAssertGreaterThan(beside.translations.count, 0, "the seeds have a translation")
        XCTAssertEqual(beside.translations.map(\.translation.path), after.translations.map(\.translation.path))
        XCTAssertEqual(besideProblems, afterProblems)
        XCTAssertEqual(besideProblems.first?.identifier, "before")
        XCTAssertTrue(besideProblems.contains { $0.identifier == "lexicon.test" })
        XCTAssertEqual(besideStages.names, ["Read glossary", "Align talks", "Align translations", "Model site"])
        XCTAssertEqual(afterStages.names, besideStages.names)
        XCTAssertEqual(besideStages.recorded.map(\.name), ["Align translations"])
        XCTAssertEqual(besideStages.recorded.first?.detail.hasSuffix("(beside talks)"), true)
        XCTAssertTrue(afterStages.recorded.isEmpty)
    }
}
