import Ingest
import XCTest

final class DesignSystemsTests: XCTestCase {
    func testHostsNameTheirDesignSystem() {
        XCTAssertEqual(DesignSystems.name(forURL: "https://developer.apple.com/design/human-interface-guidelines/search-fields"), "Apple")
        XCTAssertEqual(DesignSystems.name(forURL: "https://m3.material.io/components/search/overview"), "Material")
        XCTAssertEqual(DesignSystems.name(forURL: "https://material.io/components/chips"), "Material")
        XCTAssertEqual(DesignSystems.name(forURL: "https://carbondesignsystem.com/components/search/usage/"), "Carbon")
    }

    /// Only the host counts: a path or another domain that mentions one is not it.
    func testOtherHostsHaveNone() {
        XCTAssertNil(DesignSystems.name(forURL: "https://example.org/notes/apple.com-search.html"))
        XCTAssertNil(DesignSystems.name(forURL: "https://notapple.com/design"))
        XCTAssertNil(DesignSystems.name(forURL: "https://material.io.example.net/x"))
        XCTAssertNil(DesignSystems.name(forURL: "apple.com/design"), "not an absolute URL")
        XCTAssertNil(DesignSystems.name(forURL: ""))
    }
}
