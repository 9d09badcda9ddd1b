import TextAnalysis
import XCTest

/// The table of surfaces by id (`RecordAnalyzer`'s runs, the cross-reference memos) finds exactly what a dictionary would.
final class SurfaceTableTests: XCTestCase {
    func testFindsWhatADictionaryFindsThroughGrowth() {
        var table = SurfaceTable(minimumCapacity: 1)
        var keys: [SurfaceKey] = [], reference: [String: Int] = [:]
        // Words of several scripts, many sharing prefixes and lengths, inserted in an order of their own.
        let words = (0..<5000).map { n -> String in
            switch n % 4 {
            case 0: return "word\(n)"
            case 1: return "界面\(n)"
            case 2: return String(repeating: "a", count: n % 50)
            default: return "é\(n * 7919 % 5000)"
            }
        }
        for word in words {
            let key = SurfaceKey(text: word)
            if let id = table.id(of: key, in: keys) {
                XCTAssertEqual(id, reference[word], word)
            } else {
                XCTAssertNil(reference[word], word)
                reference[word] = keys.count
                keys.append(key)
                table.insert(keys.count - 1, in: keys)
            }
        }
        XCTAssertEqual(keys.count, reference.count)
        for (word, id) in reference { XCTAssertEqual(table.id(of: SurfaceKey(text: word), in: keys), id, word) }
        for absent in ["word5000", "", "界", "b", "é5000"] where reference[absent] == nil {
            XCTAssertNil(table.id(of: SurfaceKey(text: absent), in: keys), absent)
        }
    }

    func testAnEmptyTableFindsNothing() {
        let table = SurfaceTable(minimumCapacity: 0)
        XCTAssertNil(table.id(of: SurfaceKey(text: "search"), in: []))
    }
}
