@testable import TextAnalysis
import XCTest

/// The filter answers without hashing most words; its answers must be the set's own.
final class StopWordFilterTests: XCTestCase {
    func testAnswersAsTheSetDoesForEveryLanguage() {
        for info in Languages.all {
            let filter = StopWordFilter(info.stopWords)
            for word in info.stopWords {
                XCTAssertTrue(filter.contains(word), "\(info.tag): \(word)")
                // A stop word with a letter more or less, or another first letter, is a word like any other.
                for other in [word + "s", String(word.dropLast()), "x" + word.dropFirst(), word + word] {
                    XCTAssertEqual(filter.contains(other), info.stopWords.contains(other), "\(info.tag): \(other)")
                }
            }
            for word in ["", "search", "thesaurus", "th", "sea", "界面", "搜索", "的的", "é", "ü", "0", "\u{0}"] {
                XCTAssertEqual(filter.contains(word), info.stopWords.contains(word), "\(info.tag): \(word)")
            }
        }
    }

    func testAnEmptyListHoldsNothing() {
        let filter = StopWordFilter([])
        XCTAssertFalse(filter.contains(""))
        XCTAssertFalse(filter.contains("the"))
    }

    /// Words of up to 8 bytes are compared as integers, longer ones through the set; a word that is a stop word
    /// with a NUL byte added, or the same bytes in another order, is not one.
    func testShortAndLongStopWordsAlike() {
        let filter = StopWordFilter(["a", "ab", "的", "derselben", "12345678", "123456789"])
        for word in ["a", "ab", "的", "derselben", "12345678", "123456789"] { XCTAssertTrue(filter.contains(word), word) }
        for word in ["a\u{0}", "ba", "aa", "abc", "derselbe", "derselbex", "1234567", "123456780", "87654321", "\u{0}"] {
            XCTAssertFalse(filter.contains(word), word)
        }
    }

    func testWordsLongerThanTheLongestAreNotStopWords() {
        let filter = StopWordFilter(["a", "longword"])
        XCTAssertTrue(filter.contains("longword"))
        XCTAssertFalse(filter.contains("longwords"))
        XCTAssertFalse(filter.contains("lo"))
        XCTAssertTrue(filter.contains("a"))
    }

    /// The analyser drops the same words through the filter as through the set: English text keeps its content
    /// words in order, Chinese keeps no single-character stop word.
    func testTheAnalyserDropsStopWords() {
        let english = TextAnalyzer(language: "en").analyze("The search of the field is in their app", stemming: false).terms.map(\.surface)
        XCTAssertEqual(english, ["search", "field", "app"])
        let chinese = TextAnalyzer(language: "zh-Hans").analyze("的", stemming: false).terms
        XCTAssertTrue(chinese.isEmpty)
    }
}
