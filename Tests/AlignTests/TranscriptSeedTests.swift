import Align
import Foundation
import Ingest
import XCTest

/// The seed talk: its captions and the editor's prose, from the default content in `Content/`.
final class TranscriptSeedTests: XCTestCase {
    static let seeds = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent() // package root
        .appendingPathComponent("Content")

    private func loadSeed() throws -> (Transcript, title: String, paragraphs: [String]) {
        let json = try Data(contentsOf: Self.seeds.appendingPathComponent("000_118a7eb23c68395c.txt"))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: json) as? [String: Any])
        let segments = try XCTUnwrap(object["segments"] as? [[String: Any]]).enumerated().map { i, s in
            Segment(start: (s["start"] as? NSNumber)?.doubleValue ?? -1, text: s["text"] as? String ?? "", line: i + 1)
        }
        let transcript = Transcript(id: object["id"] as? String ?? "", languageCode: object["language"] as? String ?? "",
                                    source: object["source"] as? String, segments: segments)
        let prose = try String(contentsOf: Self.seeds.appendingPathComponent("001_f9881e6ae9b48d14.txt"), encoding: .utf8)
        var blocks = prose.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n\n")
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        // First line is the title.
        let first = blocks.removeFirst()
        var lines = first.components(separatedBy: "\n")
        let title = lines.removeFirst()
        if !lines.isEmpty { blocks.insert(lines.joined(separator: "\n"), at: 0) }
        return (transcript, title, blocks)
    }

    /// The segment where each paragraph begins, found independently: the first segment that
    /// contains the paragraph's first eight words (normalised), searching forwards.
    private func expectedStarts(_ paragraphs: [String], _ transcript: Transcript) -> [Double?] {
        var words: [(String, Int)] = []
        for (i, s) in transcript.segments.enumerated() { for w in TranscriptWords.words(s.text) { words.append((w, i)) } }
        var from = 0
        return paragraphs.map { paragraph in
            let head = Array(TranscriptWords.words(paragraph).prefix(8))
            guard head.count > 0 else { return nil }
            var k = from
            while k + head.count <= words.count {
                if (0..<head.count).allSatisfy({ words[k + $0].0 == head[$0] }) {
                    from = k + head.count
                    return transcript.segments[words[k].1].start
                }
                k += 1
            }
            return nil
        }
    }

    func testSeedParagraphsStartWhereTheyAreSpoken() throws {
        let (transcript, title, paragraphs) = try loadSeed()
        XCTAssertEqual(title, "Design intuitive search experiences")
        XCTAssertGreaterThan(paragraphs.count, 20)
        let a = TranscriptAligner.align(prose: paragraphs, transcript: transcript)
        XCTAssertEqual(a.paragraphs.first?.start, 7)
        XCTAssertTrue(a.paragraphs.first!.text.hasPrefix("Hi, I'm Rob"))
        let expected = expectedStarts(paragraphs, transcript)
        for (i, p) in a.paragraphs.enumerated() {
            XCTAssertTrue(p.spoken, "paragraph \(i) flagged as never spoken: \(p.text.prefix(60))")
            XCTAssertNotNil(expected[i], "no verbatim opening found for paragraph \(i)")
            XCTAssertEqual(p.start, expected[i], "paragraph \(i): \(p.text.prefix(60))")
        }
        // Every sentence is timed and times never go backwards.
        var last = -Double.infinity
        for p in a.paragraphs {
            for s in p.sentences {
                let t = try XCTUnwrap(s.start, "untimed sentence: \(s.text)")
                XCTAssertGreaterThanOrEqual(t, last)
                last = t
            }
        }
        XCTAssertGreaterThan(a.matchedWordShare, 0.9)
    }

    func testSeedPairsWithItsTranscript() throws {
        let (transcript, _, paragraphs) = try loadSeed()
        let prose = Document(id: "search", path: "001.txt", kind: .session, language: "en", title: "Design intuitive search experiences",
                             blocks: paragraphs.enumerated().map { Block(kind: .paragraph, text: $1, line: $0 + 3) })
        let pairings = TranscriptPairer().pair(prose: [prose], transcripts: [
            Document(id: transcript.id, path: "000.txt", kind: .transcript, language: "en", title: "", transcript: transcript),
            Document(id: "other", path: "x.json", kind: .transcript, language: "en", title: "", transcript: transcriptFixture),
        ])
        XCTAssertEqual(pairings.first?.transcriptID, "wwdc2026-292")
        XCTAssertGreaterThan(pairings.first?.score ?? 0, 0.8)
    }

    func testSeedCaptionsBuildParagraphs() throws {
        let (transcript, _, _) = try loadSeed()
        let built = TranscriptParagraphBuilder.build(transcript)
        XCTAssertGreaterThan(built.paragraphs.count, 5)
        XCTAssertEqual(built.paragraphs.first?.start, 7)
        let words = built.paragraphs.reduce(0) { $0 + TranscriptWords.words($1.text).count }
        XCTAssertEqual(words, transcript.segments.reduce(0) { $0 + TranscriptWords.words($1.text).count })
    }
}
