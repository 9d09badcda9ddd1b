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

/// Routes of one-letter files and ids (`f.md` of a book laid out at the content folder's top, `concord build --content .`).
final class OneLetterRouteTests: XCTestCase {
    /// Foundation's `deletingLastPathComponent` crashed on a one-character path on Linux, and the build with it: the
    /// Rust book's Chinese translation has a page whose id is `f`.
    func testOneLetterRoutesAndFilesResolve() {
        XCTAssertNil(ContentLinkResolver.withoutLanguageSuffix("f"))
        XCTAssertEqual(ContentLinkResolver.withoutLanguageSuffix("a/index.zh-CN"), "a")
        // The routes of a top-level `f.md` and of a page whose id is `f` (beside its file, at the top).
        let routes = ContentLinkResolver.routes(["f.md": "f", "g.md": "g", "f": "f"])
        XCTAssertEqual(routes["f"], "f")
        XCTAssertEqual(routes["g"], "g")
    }
}
