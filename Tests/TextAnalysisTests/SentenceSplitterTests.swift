import TextAnalysis
import XCTest

final class SentenceSplitterTests: XCTestCase {
    func testEnglishSentences() {
        XCTAssertEqual(SentenceSplitter.split("Hi, I'm Rob. Today I'll talk! Is it good? Yes."),
                       ["Hi, I'm Rob.", "Today I'll talk!", "Is it good?", "Yes."])
    }

    func testEllipsisBeforeLowerCaseContinues() {
        XCTAssertEqual(SentenceSplitter.split("Such as… a leading icon. Then… More."),
                       ["Such as… a leading icon.", "Then…", "More."])
        XCTAssertEqual(SentenceSplitter.split("Let's start with the Search Field... Apple provides it."),
                       ["Let's start with the Search Field...", "Apple provides it."])
    }

    func testAbbreviationsAndQuotes() {
        XCTAssertEqual(SentenceSplitter.split("Use tokens, e.g. Photos. He said \"Go.\" Then left."),
                       ["Use tokens, e.g. Photos.", "He said \"Go.\"", "Then left."])
    }

    func testChinese() {
        XCTAssertEqual(SentenceSplitter.split("简化搜索结果。优先显示最相关的结果！真的吗？是的"),
                       ["简化搜索结果。", "优先显示最相关的结果！", "真的吗？", "是的"])
    }

    func testEmptyAndWhitespace() {
        XCTAssertEqual(SentenceSplitter.split("   "), [])
        XCTAssertEqual(SentenceSplitter.split("No end mark"), ["No end mark"])
    }

    /// A `.` inside a code span or a link's text ends no sentence (helper report: Twilio Paste's
    /// `` `echo done. Next step` `` came out as two sentences, the code cut in two).
    func testNoSentenceEndsInsideCodeOrALink() {
        let text = "Run echo done. Next step in a shell. Then stop. See the guide. Really here."
        XCTAssertEqual(SentenceSplitter.split(text, keepingWhole: ["echo done. Next step", "the guide. Really"]),
                       ["Run echo done. Next step in a shell.", "Then stop.", "See the guide. Really here."])
        XCTAssertEqual(SentenceSplitter.split(text, keepingWhole: ["stop"]), SentenceSplitter.split(text))
        // A whole that ends a sentence where the sentence ends anyway changes nothing.
        XCTAssertEqual(SentenceSplitter.split("Open Settings. Then tap Done.", keepingWhole: ["Settings."]),
                       ["Open Settings.", "Then tap Done."])
    }
}
