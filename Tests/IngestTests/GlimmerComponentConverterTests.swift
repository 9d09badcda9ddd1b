import Ingest
import XCTest

final class GlimmerComponentConverterTests: XCTestCase {
    /// HashiCorp's API tables: a list of properties with their types, values and defaults, descriptions below.
    func testComponentAPITablesBecomeListsOfProperties() {
        let source = """
            <Doc::ComponentApi as |C|>
              <C.Property @name="<[A].Item>" @type="yielded component">
                `Accordion::Item` yielded as contextual component.
              </C.Property>
              <C.Property @name="size" @type="enum" @values={{array "small" "medium" "large" }} @default="medium" />
            </Doc::ComponentApi>

            ```hbs
            <Hds::Accordion as |A|>
            ```
            """
        XCTAssertEqual(GlimmerComponentConverter.markdown(source), """

              - **<[A].Item>** `yielded component`
                `Accordion::Item` yielded as contextual component.

              - **size** `enum` (`small`, `medium`, `large`), default `medium`


            ```hbs
            <Hds::Accordion as |A|>
            ```
            """)
        XCTAssertEqual(GlimmerComponentConverter.markdown("<div class=\"x\">\n</div>\n"), "<div class=\"x\">\n</div>\n")
    }
}
