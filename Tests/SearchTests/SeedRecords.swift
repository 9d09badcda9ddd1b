import Foundation
import Search
import TextAnalysis

/// Test-only records: inline fixtures and a rough reading of the seed documents
/// (the real site model replaces this; headings here are guessed from line shape).
enum SeedRecords {
    /// The default content in `Content/`, which holds the seed documents.
    static var seedsDirectory: URL? {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Content")
        return FileManager.default.fileExists(atPath: url.appendingPathComponent("003_632ce19ca4931ce2.txt").path) ? url : nil
    }

    /// Small, fixed records for the committed fixture index (`Tests/Search/Fixtures/inline`).
    static let inline: [SearchRecord] = [
        SearchRecord(id: "sf-1", url: "hig/search-fields/#best-practices", pageTitle: "Search fields", section: "Best practices",
                     text: "Display placeholder text that describes the type of information people can search for. Start search immediately when a person types.",
                     language: "en", kind: .guideline, designSystem: "Apple", platforms: ["iOS", "macOS"]),
        SearchRecord(id: "sf-2", url: "hig/search-fields/#scope-controls-and-tokens", pageTitle: "Search fields", section: "Scope controls and tokens",
                     text: "A scope control acts like a segmented control for choosing a category. A token is a visual representation of a search term. Use tokens to filter by common search terms. <script>alert(1)</script> & more.",
                     language: "en", kind: .guideline, designSystem: "Apple", platforms: ["iOS"]),
        SearchRecord(id: "pc-1", url: "hig/page-controls/#page-controls", pageTitle: "Page controls", section: "Page controls",
                     text: "Use page controls to represent movement between an ordered list of pages. Controlling the page indicator is simple.",
                     language: "en", kind: .guideline, designSystem: "Apple", platforms: ["iOS", "iPadOS", "tvOS", "watchOS"]),
        SearchRecord(id: "m-1", url: "material/search/#persistent-search", pageTitle: "Search", section: "Persistent search",
                     text: "Use persistent search when search is the primary focus of your app. Historical suggestions and auto-completion help.",
                     language: "en", kind: .guideline, designSystem: "Material", platforms: []),
        SearchRecord(id: "s-1", url: "sessions/wwdc2026-292/#t-7", pageTitle: "Design intuitive search experiences", section: "0:07",
                     text: "Hi, I'm Rob, a designer on the Apple Design team. Today I'll be talking about how to design an intuitive search experience. Café naïve résumé.",
                     language: "en", kind: .session, designSystem: "Apple", platforms: [], time: 7),
        SearchRecord(id: "s-2", url: "sessions/wwdc2026-292/#t-60", pageTitle: "Design intuitive search experiences", section: "1:00",
                     text: "Tokens and scopes let people narrow results on iPhone and iPad. Searching, searched, searches.",
                     language: "en", kind: .session, designSystem: "Apple", platforms: ["iOS", "iPadOS"], time: 60),
        SearchRecord(id: "zh-1", url: "zh-hans/hig/search-fields/#best-practices", pageTitle: "搜索栏", section: "1. 最佳实践",
                     text: "展示能清楚说明可搜索信息类型的占位文字。如果可能，用户一开始输入就应立即触发搜索。",
                     language: "zh-Hans", kind: .guideline, designSystem: "Apple", platforms: ["iOS"]),
        SearchRecord(id: "zh-2", url: "zh-hans/hig/search-fields/#scope", pageTitle: "搜索栏", section: "2. 范围控制与搜索令牌",
                     text: "范围控制与搜索令牌是两种组件，它们可以帮助用户在搜索前或搜索后进一步缩小搜索范围。使用令牌按常见搜索词或项目过滤（tokens）。",
                     language: "zh-Hans", kind: .guideline, designSystem: "Apple", platforms: ["iOS", "macOS"]),
        // A page converted from PDF: its first lines are navigation residue, its summary the real first sentence.
        {
            var r = SearchRecord(id: "tg-1", url: "hig/toggles/#introduction", pageTitle: "Toggles", section: "Toggles",
                                 text: "Skip Navigation Design Human Interface Guidelines Components Selection and input",
                                 language: "en", kind: .guideline, designSystem: "Apple", platforms: [])
            r.summary = "A toggle lets people choose between a pair of opposing states, like on and off."
            return r
        }(),
    ]

    static let glossary = ["Scope control", "Token", "Placeholder text", "Search field", "范围控制", "令牌"]

    /// Records from the five seed documents.
    static func fromSeeds(_ dir: URL) throws -> [SearchRecord] {
        func read(_ name: String) throws -> String { try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8) }
        var records: [SearchRecord] = []

        // 000: transcript segments grouped into ~45 s paragraphs.
        struct Transcript: Decodable { struct Segment: Decodable { var start: Double; var text: String }; var segments: [Segment] }
        let transcript = try JSONDecoder().decode(Transcript.self, from: Data(try read("000_118a7eb23c68395c.txt").utf8))
        var group: [Transcript.Segment] = []
        func flush() {
            guard let first = group.first else { return }
            let t = Int(first.start)
            records.append(SearchRecord(
                id: "wwdc2026-292-\(t)", url: "sessions/wwdc2026-292/#t-\(t)", pageTitle: "Design intuitive search experiences",
                section: String(format: "%d:%02d", t / 60, t % 60), text: group.map(\.text).joined(separator: " "),
                language: "en", kind: .session, designSystem: "Apple",
                platforms: SearchRecord.platforms(mentionedIn: group.map(\.text).joined(separator: " ")), time: first.start))
            group = []
        }
        for s in transcript.segments {
            if let first = group.first, s.start - first.start >= 45 { flush() }
            group.append(s)
        }
        flush()

        // 002: Material "Search".
        records += sections(of: try read("002_c203bf4371bcd144.txt"), pageURL: "material/search/", language: "en", designSystem: "Material")

        // 003: three HIG pages after attribution blocks.
        let hig = try read("003_632ce19ca4931ce2.txt").components(separatedBy: "<!-- hig-doctor:attribution -->").dropFirst()
        for block in hig {
            guard let range = block.range(of: #"human-interface-guidelines/[a-z-]+"#, options: .regularExpression) else { continue }
            let slug = block[range].split(separator: "/").last!
            // Skip the attribution paragraphs: the page starts at the first line after "…consumption only."
            let body = block.components(separatedBy: "consumption only.").dropFirst().joined()
                .components(separatedBy: "\n---").first ?? ""
            records += sections(of: body, pageURL: "hig/\(slug)/", language: "en", designSystem: "Apple")
        }

        // 004: Chinese "搜索栏" with numbered headings.
        records += sections(of: "搜索栏\n\n" + (try read("004_9e4a89a5083f866e.txt")), pageURL: "zh-hans/hig/search-fields/", language: "zh-Hans", designSystem: "Apple")
        return records
    }

    /// Splits plain text into sections: the first line is the page title, headings are short
    /// lines without closing punctuation.
    static func sections(of text: String, pageURL: String, language: String, designSystem: String) -> [SearchRecord] {
        let lines = text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard let title = lines.first else { return [] }
        var out: [SearchRecord] = []
        var heading = title, body: [String] = []
        func flush() {
            guard !body.isEmpty else { return }
            let anchor = heading == title ? "top" : "s\(out.count)"
            let joined = body.joined(separator: "\n")
            out.append(SearchRecord(id: pageURL + anchor, url: pageURL + "#" + anchor, pageURL: pageURL, pageTitle: title, section: heading,
                                    text: joined, language: language, kind: .guideline, designSystem: designSystem,
                                    platforms: SearchRecord.platforms(mentionedIn: heading + " " + joined)))
            body = []
        }
        for line in lines.dropFirst() {
            let isHeading: Bool
            if language == "zh-Hans" {
                isHeading = line.range(of: #"^\d+\.\s*\S{1,24}$"#, options: .regularExpression) != nil
            } else {
                let last = line.last!
                isHeading = line.count <= 48 && !".:!?,;)".contains(last) && !line.hasPrefix("•")
                    && line.split(separator: " ").count <= 7 && line.first!.isUppercase
            }
            if isHeading { flush(); heading = line } else { body.append(line) }
        }
        flush()
        return out
    }
}
