@testable import Ingest
import XCTest

/// Display math shows its TeX as written (KCL's type rules: `\{` lost its backslash, `...` became an ellipsis).
final class MathBlockConverterTests: XCTestCase {
    func testDisplayMathIsAMathBlock() {
        let source = """
            The rule:

            $$
            \\frac{\\Gamma \\vdash \\{E_{k1}: E_{v1}, ...\\}}{T}
            $$

            $$ a^2 + b^2 $$

            A price of $5 and $$ in text stay.

            ```
            $$
            ```
            """
        XCTAssertEqual(MathBlockConverter.markdown(source), """
            The rule:

            ```math
            \\frac{\\Gamma \\vdash \\{E_{k1}: E_{v1}, ...\\}}{T}
            ```

            `a^2 + b^2`

            A price of $5 and $$ in text stay.

            ```
            $$
            ```
            """)
    }
}
