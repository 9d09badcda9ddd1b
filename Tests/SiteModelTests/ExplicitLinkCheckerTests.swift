@testable import SiteModel
import XCTest

/// "Did you mean" for links to ids and anchors no page has.
final class ExplicitLinkCheckerTests: XCTestCase {
    func testNearestNameIsTheClosestWithinTheLimit() {
        var matcher = NearestMatcher(["buttons", "button-group", "search-field", "toolbars"])
        XCTAssertEqual(matcher.nearest("buton"), "buttons")         // 2 edits, the first of the closest
        XCTAssertEqual(matcher.nearest("serch-field"), "search-field")
        XCTAssertNil(matcher.nearest("serch-feild"))  // 3 edits, over the limit of 2
        XCTAssertNil(matcher.nearest("code-snippets/accordion-size"))  // nothing within a quarter of its length
        XCTAssertEqual(matcher.nearest("buton"), "buttons")         // remembered, same answer
        XCTAssertNil(NearestMatcher.nearest("x", in: []))
        XCTAssertEqual(NearestMatcher.nearest("", in: ["ab", "a"]), "a")
        // Edit distance with its early stop agrees with the full one.
        let words = ["kitten", "sitting", "saturday", "sunday", "", "a", "flaw", "lawn", "搜索栏", "搜索"]
        for a in words {
            for b in words {
                let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
                let full = NearestMatcher.distance(x, y, limit: 100)!
                for limit in 0...4 { XCTAssertEqual(NearestMatcher.distance(x, y, limit: limit), full <= limit ? full : nil, "\(a) \(b) \(limit)") }
            }
        }
        XCTAssertEqual(NearestMatcher.distance(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars), limit: 9), 3)
    }
}
