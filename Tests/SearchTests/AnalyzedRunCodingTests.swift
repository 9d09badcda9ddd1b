@testable import Search
import Foundation
import Support
import XCTest

/// The index step's analysis kept in the build cache, and the runs it is cut into.
final class AnalyzedRunCodingTests: XCTestCase {
    /// `pages` pages of `perPage` records each, page `p` holding words of its own.
    private func records(pages: Int, perPage: (Int) -> Int) -> [SearchRecord] {
        (0..<pages).flatMap { p in
            (0..<perPage(p)).map { k in
                SearchRecord(id: "p\(p)#\(k)", url: "en/p\(p).html#s\(k)", pageTitle: "Page \(p) search fields", section: "Section \(k)",
                             text: "Search fields let people find page \(p) topic \(k); scope bars narrow 搜索 results.", language: "en", kind: .guideline)
            }
        }
    }

    func testRunsAreCutBetweenPagesAndAnInsertionMovesOnlyItsOwnRun() {
        let before = records(pages: 400, perPage: { 3 + $0 % 7 })
        let runs = RecordAnalyzer.runs(before)
        XCTAssertGreaterThan(runs.count, 2)
        XCTAssertEqual(runs.first?.lowerBound, 0)
        XCTAssertEqual(runs.last?.upperBound, before.count)
        for (a, b) in zip(runs, runs.dropFirst()) {
            XCTAssertEqual(a.upperBound, b.lowerBound)
            XCTAssertNotEqual(before[b.lowerBound].pageURL, before[b.lowerBound - 1].pageURL, "a run starts with a page")
        }
        // Page 3 gains a record: the runs after the one holding it start at the same pages as before.
        let after = records(pages: 400, perPage: { 3 + $0 % 7 + ($0 == 3 ? 1 : 0) })
        func starts(_ records: [SearchRecord]) -> [String] { RecordAnalyzer.runs(records).map { records[$0.lowerBound].pageURL } }
        XCTAssertEqual(Array(starts(after).dropFirst()), Array(starts(before).dropFirst()))
    }

    func testCachedAnalysisIsTheAnalysis() throws {
        let records = records(pages: 300, perPage: { 2 + $0 % 5 })
        let fresh = RecordAnalyzer.analyzeAll(records, language: "en", maxPositions: 8)
        let cache = MemoryProductCache()
        _ = RecordAnalyzer.analyzeAll(records, language: "en", maxPositions: 8, cache: cache)
        XCTAssertEqual(cache.stores, fresh.count)
        let read = RecordAnalyzer.analyzeAll(records, language: "en", maxPositions: 8, cache: cache)
        XCTAssertEqual(cache.hits, fresh.count)
        XCTAssertEqual(read.count, fresh.count)
        for (a, b) in zip(fresh, read) {
            XCTAssertEqual(a.keys.map(\.text), b.keys.map(\.text))
            XCTAssertEqual(a.stems, b.stems)
            XCTAssertEqual(a.df, b.df)
            XCTAssertEqual(a.isWord, b.isWord)
            XCTAssertEqual(a.lengths.map { [$0.0, $0.1, $0.2] }, b.lengths.map { [$0.0, $0.1, $0.2] })
            XCTAssertEqual(a.recordEnds, b.recordEnds)
            XCTAssertEqual(a.terms, b.terms)
            XCTAssertEqual(a.tf.map { [$0.0, $0.1, $0.2] }, b.tf.map { [$0.0, $0.1, $0.2] })
            XCTAssertEqual(a.positionEnds, b.positionEnds)
            XCTAssertEqual(a.positions, b.positions)
        }
        // The same index files either way.
        var writer = SearchIndexWriter()
        let plain = writer.write(records: records)
        writer.options.cache = cache
        XCTAssertEqual(writer.write(records: records), plain)
        XCTAssertEqual(writer.write(records: records), plain)
    }

    func testDamagedEntriesAreAnalysedAgain() {
        let records = records(pages: 20, perPage: { _ in 3 })
        let cache = MemoryProductCache()
        let fresh = RecordAnalyzer.analyzeAll(records, language: "en", maxPositions: 8, cache: cache)
        for key in cache.keys("analysis") {
            var w = BinaryWriter()
            w.write(1); w.write("x"); w.write("x"); w.write(1); w.write(true)   // one key…
            w.write(0); w.write(1); w.write(5)                                   // …no records, and a term out of range
            cache.storeChecked("analysis", key: key, Data(w.bytes))   // whole, but not an analysis
        }
        let again = RecordAnalyzer.analyzeAll(records, language: "en", maxPositions: 8, cache: cache)
        XCTAssertEqual(again.map(\.terms), fresh.map(\.terms))
        XCTAssertEqual(again.map(\.positions), fresh.map(\.positions))
    }
}
