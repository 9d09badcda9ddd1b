@testable import TextAnalysis
import XCTest

/// The scalar fast path must cut exactly where the Character-based reference does.
final class SentenceSplitterFastPathTests: XCTestCase {
    func testFastPathMatchesReference() {
        let samples = [
            "Hi, I'm Rob. Today I'll talk! Is it good? Yes.",
            "Such as… a leading icon. Then… More.",
            "Let's start with the Search Field... Apple provides it.",
            "Use tokens, e.g. Photos. He said \"Go.\" Then left.",
            "Mr. Smith met J. Appleseed (Dr. Who) at 3.5 p.m. Later, they left.",
            "It’s “quoted.” And ‘this’ too!? Yes…\nNew line.\r\nWindows line.",
            "简化搜索结果。优先显示最相关的结果！真的吗？是的",
            "他说：“好。”然后离开了。「引号。」『再来。』（括号。）",
            "Tabs\tand\u{00A0}no-break spaces. Ünïcödé Éclair. ÉCOLE. é. Done",
            "   ", "", "No end mark", "...", "?!", "A. B. C.", "Wait — what? Okay.) Next",
        ]
        for text in samples {
            XCTAssertTrue(SentenceSplitter.scalarsAreCharacters(text), text)
            XCTAssertEqual(SentenceSplitter.scalarRanges(text), SentenceSplitter.characterRanges(text), text)
        }
    }

    /// The byte walk cuts where the Character reference does: a few samples, and random text of the characters the
    /// rules look at (stops, closers, spaces, capitals, abbreviations, CJK), seeded so a failure repeats.
    func testByteWalkMatchesScalarWalk() {
        let pieces = [".", "!", "?", "…", "...", "。", "！", "？", "\"", "'", "”", "’", ")", "]", "」", "』", "）", " ", "  ", "\n", "\t",
                      "\u{00A0}", "\u{3000}", "A", "a", "é", "É", "Word", "word", "e.g", "Mr", "etc", "J", "(", "搜索", "结果", "x", "𠀀"]
        var samples = [
            "Hi, I'm Rob. Today I'll talk! Is it good? Yes.", "Mr. Smith met J. Appleseed (Dr. Who) at 3.5 p.m. Later, they left.",
            "简化搜索结果。优先显示最相关的结果！真的吗？是的", "他说：“好。”然后离开了。「引号。」『再来。』（括号。）", "", "   ", "...", "A. B. C.",
        ]
        var seed: UInt64 = 0x2545F4914F6CDD1D
        func next(_ n: Int) -> Int {
            seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17
            return Int(seed % UInt64(n))
        }
        for _ in 0..<3000 { samples.append((0..<(1 + next(24))).map { _ in pieces[next(pieces.count)] }.joined()) }
        for text in samples where SentenceSplitter.scalarsAreCharacters(text) {
            XCTAssertEqual(SentenceSplitter.scalarRanges(text), SentenceSplitter.characterRanges(text), text.debugDescription)
        }
    }

    func testCombiningMarksUseTheReference() {
        let text = "Cafe\u{301}. Voila\u{300}! Next.\u{301} Done 👍🏽. End"
        XCTAssertFalse(SentenceSplitter.scalarsAreCharacters(text))
        XCTAssertEqual(SentenceSplitter.ranges(text), SentenceSplitter.characterRanges(text))
    }
}
