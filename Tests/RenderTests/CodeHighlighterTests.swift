import Render
import XCTest

final class CodeHighlighterTests: XCTestCase {
    func kinds(_ code: String, _ language: String?) -> [String] {
        CodeHighlighter.tokens(code, language: language).compactMap { token in token.kind.map { "\($0):\(token.text)" } }
    }

    func testSwift() {
        let code = "@MainActor func load() async throws -> [Item] { // fetch\n  let url = \"https://x\" + \"\\\"\"; return try await fetch(url, 42) }\n"
        XCTAssertEqual(CodeHighlighter.tokens(code, language: "swift").map(\.text).joined(), code, "the tokens are the code")
        XCTAssertEqual(kinds(code, "swift"), ["attribute:@MainActor", "keyword:func", "keyword:async", "keyword:throws", "type:Item",
                                              "comment:// fetch", "keyword:let", "string:\"https://x\"", "string:\"\\\"\"",
                                              "keyword:return", "keyword:try", "keyword:await", "number:42"])
    }

    func testOtherLanguages() {
        XCTAssertEqual(kinds("NSString *s = @\"hi\"; /* c */ int n = 0x1F;", "objective-c"),
                       ["type:NSString", "string:\"hi\"", "comment:/* c */", "keyword:int", "number:0x1F"])
        XCTAssertEqual(kinds("# note\nimport os", "python"), ["comment:# note", "keyword:import"])
        XCTAssertEqual(kinds("let s = \"\"\"\nmulti \"line\"\n\"\"\"", "swift"), ["keyword:let", "string:\"\"\"\nmulti \"line\"\n\"\"\""])
    }
}
