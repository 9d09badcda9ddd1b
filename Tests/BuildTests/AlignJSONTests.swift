import ConcordCLI
import Foundation
import XCTest

/// `concord align --json` on the seed content: the shape issue 3.5 promises, and the seed's times.
final class AlignJSONTests: XCTestCase {
    /// Package root: Tests/BuildTests/<this file> is three levels down.
    static let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Content").path

    func alignJSON() throws -> [String: Any] {
        var out = "", err = ""
        let code = ConcordCommand.main(arguments: ["align", "--json", "--content", Self.content],
                                       standardOutput: { out += $0 }, standardError: { err += $0 })
        XCTAssertEqual(code, 0, err)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
    }

    func testSeedShapeAndTimes() throws {
        let json = try alignJSON()
        let transcripts = try XCTUnwrap(json["transcripts"] as? [[String: Any]])
        let talk = try XCTUnwrap(transcripts.first { ($0["transcript"] as? String) == "wwdc2026-292" })
        XCTAssertEqual((talk["prose"] as? String).map { URL(fileURLWithPath: $0).lastPathComponent }, "001_f9881e6ae9b48d14.txt")
        let paragraphs = try XCTUnwrap(talk["paragraphs"] as? [[String: Any]])
        XCTAssertGreaterThan(paragraphs.count, 20)

        // The first paragraph is "Hi, I'm Rob…" at 7 s; the title line is not a paragraph.
        let first = paragraphs[0]
        XCTAssertTrue((first["text"] as? String)?.hasPrefix("Hi, I'm Rob") == true, "\(first["text"] ?? "")")
        XCTAssertEqual(first["start"] as? Double, 7)
        XCTAssertFalse(paragraphs.contains { ($0["text"] as? String) == "Design intuitive search experiences" })

        // Every paragraph and sentence has the promised keys; `start` is a number or null; times never go backwards.
        var last = -Double.infinity
        for paragraph in paragraphs {
            XCTAssertTrue(paragraph["text"] is String)
            XCTAssertTrue(paragraph.keys.contains("start"))
            if let start = paragraph["start"] as? Double {
                XCTAssertGreaterThanOrEqual(start, last, "paragraph time went backwards: \(paragraph["text"] ?? "")")
                last = start
            } else {
                XCTAssertTrue(paragraph["start"] is NSNull)
            }
            let sentences = try XCTUnwrap(paragraph["sentences"] as? [[String: Any]])
            XCTAssertFalse(sentences.isEmpty)
            for sentence in sentences {
                XCTAssertTrue(sentence["text"] is String)
                XCTAssertTrue(sentence.keys.contains("start"))
                if let start = sentence["start"] as? Double {
                    XCTAssertGreaterThanOrEqual(start, last, "sentence time went backwards: \(sentence["text"] ?? "")")
                    last = start
                }
            }
        }

        // Chapters from the talk's signposts point into the paragraphs.
        let chapters = try XCTUnwrap(talk["chapters"] as? [[String: Any]])
        let titles = chapters.compactMap { $0["title"] as? String }
        for expected in ["The search field", "Search patterns", "Best practices"] {
            XCTAssertTrue(titles.contains(expected), "\(titles)")
        }
        for chapter in chapters {
            let p = try XCTUnwrap(chapter["paragraph"] as? Int), s = try XCTUnwrap(chapter["sentence"] as? Int)
            let sentences = try XCTUnwrap(paragraphs[p]["sentences"] as? [[String: Any]])
            XCTAssertLessThan(s, sentences.count)
        }
        let searchField = try XCTUnwrap(chapters.first { ($0["title"] as? String) == "The search field" })
        let p = searchField["paragraph"] as! Int, s = searchField["sentence"] as! Int
        let sentence = (paragraphs[p]["sentences"] as! [[String: Any]])[s]["text"] as? String
        XCTAssertEqual(sentence, "Let's start by taking a look at the Search Field...")
    }

    /// Every cross-reference of the seed talk as data, in the shape issues 15 and 19 give: one per passage and target,
    /// `start`/`end` spanning the passage, the guideline's heading, and the words that made an automatic link.
    func testCrossReferencesOfTheSeedTalk() throws {
        let json = try alignJSON()
        let references = try XCTUnwrap(json["crossReferences"] as? [[String: Any]])
        XCTAssertGreaterThan(references.count, 10)
        for r in references {
            XCTAssertEqual(Set(r.keys), ["talk", "language", "start", "end", "page", "section", "heading", "kind", "evidence"])
            XCTAssertTrue(["automatic", "author"].contains(r["kind"] as? String))
            if let start = r["start"] as? Double, let end = r["end"] as? Double { XCTAssertGreaterThan(end, start, "\(r)") }
        }
        let english = references.filter { ($0["talk"] as? String) == "wwdc2026-292" && ($0["language"] as? String) == "en" }
        // "As a tab, in the tab bar." at 3:07 (gold: required) links to "Search in a tab bar", for the passage up to
        // the next paragraph, because of the words "tab" and "bar".
        let tab = try XCTUnwrap(english.first { ($0["section"] as? String) == "search-in-a-tab-bar" && ($0["start"] as? Double).map { abs($0 - 187) < 1 } == true },
                                "\(english.prefix(5))")
        XCTAssertEqual(tab["page"] as? String, "search-fields")
        XCTAssertEqual(tab["heading"] as? String, "Search in a tab bar")
        XCTAssertEqual(tab["kind"] as? String, "automatic")
        XCTAssertGreaterThan(try XCTUnwrap(tab["end"] as? Double), 187)
        let evidence = try XCTUnwrap(tab["evidence"] as? [String])
        XCTAssertTrue(evidence.contains("tab") && evidence.contains("bar"), "\(evidence)")
    }
}
