@testable import Align
import Ingest
import Support
import XCTest

/// Translation evidence as ids: `SortedIDs.forEachShared` and the process-wide table of Latin words
/// (`EvidenceWords`) that the scorer and the pairer compare pages by.
final class TranslationEvidenceTests: XCTestCase {
    /// Each way of walking two lists (a merge for lists of like size, bisection of the longer one either way
    /// round) finds exactly the shared ids, as positions in the first list, ascending.
    func testForEachSharedFindsTheIntersection() {
        var generator = SystemRandomNumberGenerator()
        for (a, b) in [(0, 5), (5, 0), (1, 1), (3, 400), (400, 3), (60, 80), (2, 2_000), (2_000, 7), (50, 50)] {
            for _ in 0..<20 {
                let range: ClosedRange<UInt32> = 0...UInt32(max(a, b) * 2 + 3)
                let x = SortedIDs((0..<a).map { _ in UInt32.random(in: range, using: &generator) })
                var y = SortedIDs((0..<b).map { _ in UInt32.random(in: range, using: &generator) })
                // Also with the other list's ends among them: the first and last positions are found too.
                for ends in [false, true] {
                    if ends { y = y.union(SortedIDs([x.ids.first, x.ids.last].compactMap { $0 })) }
                    var positions: [Int] = []
                    x.forEachShared(with: y) { positions.append($0) }
                    let expected = x.ids.indices.filter { y.contains(x.ids[$0]) }
                    XCTAssertEqual(positions, expected, "\(x.count) ids against \(y.count)")
                }
            }
        }
    }

    /// A word has one id wherever its features were made: by two extractors, or read back from the cache.
    func testLatinWordsHaveOneIdWhereverTheyAreRead() throws {
        let english = TranslationFeatureExtractor(glossary: Glossary(), language: "en")
        let chinese = TranslationFeatureExtractor(glossary: Glossary(), language: "zh-Hans")
        let a = english.features("Open Safari and Xcode on your Mac.")
        let b = chinese.features("在 Mac 上打开 Safari 和 Xcode。")
        XCTAssertEqual(EvidenceWords.words(a.latin).sorted(), ["mac", "open", "safari", "xcode"])
        XCTAssertEqual(EvidenceWords.words(b.latin).sorted(), ["mac", "safari", "xcode"])
        XCTAssertEqual(a.latin.ids.filter(b.latin.contains).count, 3)
        var w = BinaryWriter()
        b.encode(&w)
        var r = BinaryReader(Data(w.bytes))
        XCTAssertEqual(try TranslationFeatures.decode(&r).latin, b.latin)
    }

    /// The scorer's Latin evidence: each borrowed word the other side has counts as matched, each it lacks as
    /// unmatched, weighted by rarity in the borrowed side's units (1 / count^0.35).
    func testLexicalWeighsSharedAndMissingNames() {
        let english = TranslationFeatureExtractor(glossary: Glossary(), language: "en")
        let chinese = TranslationFeatureExtractor(glossary: Glossary(), language: "zh-Hans")
        func unit(_ features: TranslationFeatures) -> TranslationUnit {
            TranslationUnit(block: 0, isHeading: false, isListItem: false, label: nil, sentences: [],
                            features: features, sentenceFeatures: [features])
        }
        let s = english.features("Safari shows Xcode projects.")
        let t1 = chinese.features("Safari 显示 Xcode 项目。"), t2 = chinese.features("Safari 和 Finder。")
        let scorer = TranslationScorer(source: [unit(s)], translation: [unit(t1), unit(t2)], ratio: 0.32, latinInTranslation: true)
        // "safari" is in both translation units (weight 2^-0.35), "xcode" and "finder" in one each (weight 1).
        let safari = 1 / pow(2, 0.35)
        XCTAssertEqual(scorer.lexical(s, t1), (safari + 1) / ((safari + 1) + 0.6), accuracy: 1e-9)
        XCTAssertEqual(scorer.lexical(s, t2), safari / (safari + 0.5 * 1 + 0.6), accuracy: 1e-9)
        XCTAssertEqual(scorer.lexical(s, chinese.features("显示项目。")), 0)
    }
}
