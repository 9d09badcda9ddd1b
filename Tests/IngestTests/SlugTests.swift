import Ingest
import XCTest

/// Ids and anchors made from titles and headings.
final class SlugTests: XCTestCase {
    /// A heading in Latin letters is anchored as GitHub anchors it in ASCII; one with letters of another script keeps
    /// them all, its Latin words too (Semi Design's `数组方式声明 Checkbox 组` was `checkbox`).
    func testHeadingAnchorsKeepTheWordsOfEveryScript() {
        XCTAssertEqual(Slug.headingAnchor("GOV.UK web palette"), "govuk-web-palette")
        XCTAssertEqual(Slug.headingAnchor("Crème brûlée"), "creme-brulee")
        XCTAssertEqual(Slug.headingAnchor("数组方式声明 Checkbox 组"), "数组方式声明-checkbox-组")
        XCTAssertEqual(Slug.headingAnchor("API 参考"), "api-参考")
        XCTAssertEqual(Slug.headingAnchor("颜色"), "颜色")
        XCTAssertEqual(Slug.headingAnchor("Использование API"), "использование-api")
        XCTAssertNil(Slug.headingAnchor("—"))
    }

    /// A name in another script is written in Latin letters where `make` finds none; Latin text is `make`'s.
    func testTransliteratedNamesReadAloud() {
        XCTAssertNil(Slug.make("快速开始"))
        XCTAssertEqual(Slug.transliterated("快速开始"), "kuaisu-kaishi", "words as pinyin writes them")
        XCTAssertEqual(Slug.transliterated("検索トークン"), "jiansuo-tokun", "a run of kana is one word")
        XCTAssertEqual(Slug.transliterated("한국어 문서"), "hangugeo-munseo")
        XCTAssertEqual(Slug.transliterated("Установка программы"), "ustanovka-programmy")
        XCTAssertEqual(Slug.transliterated("Getting started"), "getting-started")
        XCTAssertNil(Slug.transliterated("——"))
    }
}
