import Diagnostics
import FileIO
import Foundation
import Ingest
import Support
@testable import SiteModel
import XCTest

/// Automatic talk ↔ guideline links, explicit `[[…]]` links and glossary term links on small inline sites,
/// plus the seed check on the real content.
final class CrossReferencerTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    let glossary = Glossary(entries: [
        GlossaryEntry(id: "scope-control", terms: ["en": ["scope control", "scope bar"], "zh-Hans": ["范围控制", "范围栏"]],
                      definition: ["en": "A control for choosing a category for a search."]),
        GlossaryEntry(id: "tab-bar", terms: ["en": ["tab bar"], "zh-Hans": ["标签页栏"]]),
        GlossaryEntry(id: "search", terms: ["en": ["search"], "zh-Hans": ["搜索"]]),
        GlossaryEntry(id: "token", terms: ["en": ["token"], "zh-Hans": ["令牌"]]),
    ])

    func paragraph(_ text: String, _ anchor: String, time: Double? = nil) -> PageBlock {
        PageBlock(block: Block(kind: .paragraph, text: text, line: 3), anchor: anchor, time: time)
    }

    func guideline(language: String = "en", role: PageRole = .original, headings: [(String, String, [String])]) -> Page {
        let sections = headings.enumerated().map { k, h in
            Section(anchor: h.0, heading: h.1, level: 2, blocks: h.2.enumerated().map { paragraph($0.element, "\(h.0)-p\($0.offset)") })
        }
        return Page(id: "search-fields", language: language, contentLanguage: role == .untranslated ? "en" : language, role: role,
                    url: "\(language)/search-fields.html", kind: .guideline, title: language == "en" ? "Search fields" : "搜索栏",
                    designSystem: "Apple", sourcePath: "guide.md", sections: sections)
    }

    func talk(language: String = "en", role: PageRole = .original) -> Page {
        Page(id: "talk", language: language, contentLanguage: "en", role: role, url: "\(language)/talk.html", kind: .session,
             title: "Design search", sourcePath: "talk.txt", sections: [Section(anchor: "introduction", heading: nil, level: 0, blocks: [
                paragraph("Hi, I'm Rob, a designer on the team, and welcome to this session.", "t7", time: 7),
                paragraph("For lightweight filtering, Apple provides a control called a scope bar.", "t773", time: 773),
                paragraph("Tokens filter results by keywords, and a scope bar narrows the category of the search.", "t815", time: 815),
                paragraph("As a tab, in the tab bar, search is a tap away from every screen of a tabbed app.", "t187", time: 187),
             ])])
    }

    func site() -> Site {
        let en = guideline(headings: [
            ("scope-controls-and-tokens", "Scope controls and tokens", [
                "A scope control acts like a segmented control for choosing a category for the search.",
                "Use tokens to filter by common search terms; a token is a visual representation of a search term.",
                "Default to a broader scope and let people refine it with the scope control.",
            ]),
            ("search-in-a-tab-bar", "Search in a tab bar", [
                "Search can be a tab in the tab bar at the bottom of the screen.",
                "Start with the search field focused in the tab to help people quickly find what they need.",
            ]),
            ("tvos", "tvOS", ["Provide suggestions to make searching easier with the remote."]),
        ])
        var zh = guideline(language: "zh-Hans", role: .translation, headings: [
            ("scope-controls-and-tokens", "范围控制与搜索令牌", ["范围控制的作用类似于分段控制。"]),
            ("biao-qian", "标签页栏搜索", ["将搜索放在标签页栏中。"]),
        ])
        zh.alignedAnchors = ["biao-qian": ["en": "search-in-a-tab-bar"]]
        return Site(title: "T", baseURL: nil, languages: ["en", "zh-Hans"],
                    pages: [en, zh, talk(), talk(language: "zh-Hans", role: .untranslated)])
    }

    /// Talk paragraphs analysed once and read back give the same links; another glossary analyses them again.
    func testCachedTalkParagraphsLinkAlike() throws {
        var plain = site()
        XCTAssertGreaterThan(CrossReferencer.link(&plain, glossary: glossary), 0)
        let cache = MemoryProductCache()
        for round in 0..<2 {
            var cached = site()
            CrossReferencer.link(&cached, glossary: glossary, cache: cache)
            XCTAssertEqual(cached.pages, plain.pages, "round \(round)")
        }
        XCTAssertEqual(cache.stores, 1, "one talk")
        XCTAssertEqual(cache.hits, 1)
        var other = site()
        CrossReferencer.link(&other, glossary: Glossary(entries: Array(glossary.entries.dropLast())), cache: cache)
        XCTAssertEqual(cache.stores, 2)
    }

    func testParagraphsLinkToTheSectionsTheyDiscussAndBack() throws {
        var site = site()
        let count = CrossReferencer.link(&site, glossary: glossary)
        XCTAssertGreaterThan(count, 0)
        let talkPage = try XCTUnwrap(site.page(id: "talk", language: "en"))
        func related(_ anchor: String) -> [String] {
            talkPage.blocks.first { $0.anchor == anchor }!.related.map { "\($0.pageID)#\($0.anchor ?? "")" }
        }
        XCTAssertEqual(related("t773").first, "search-fields#scope-controls-and-tokens")
        XCTAssertEqual(related("t187").first, "search-fields#search-in-a-tab-bar")
        XCTAssertEqual(related("t7"), [], "a greeting discusses no guideline")
        XCTAssertFalse(related("t773").contains("search-fields#tvos"))
        let en = try XCTUnwrap(site.page(id: "search-fields", language: "en"))
        let scope = try XCTUnwrap(en.sections.first { $0.anchor == "scope-controls-and-tokens" })
        let back = try XCTUnwrap(scope.discussedIn.first { $0.anchor == "t773" })
        XCTAssertEqual(back.pageID, "talk")
        XCTAssertEqual(back.time, 773)
        XCTAssertNil(back.language, "the talk exists in the same tree")
    }

    func testTranslatedSectionsShowTheirSourcesMoments() throws {
        var site = site()
        CrossReferencer.link(&site, glossary: glossary)
        let zh = try XCTUnwrap(site.page(id: "search-fields", language: "zh-Hans"))
        let shared = try XCTUnwrap(zh.sections.first { $0.anchor == "scope-controls-and-tokens" })
        XCTAssertTrue(shared.discussedIn.contains { $0.anchor == "t773" }, "same anchor as the English section")
        let mapped = try XCTUnwrap(zh.sections.first { $0.anchor == "biao-qian" })
        XCTAssertTrue(mapped.discussedIn.contains { $0.anchor == "t187" }, "heading aligned to the English section")
        // The Chinese tree's copy of the talk links to the Chinese page, by its own anchor and heading.
        let zhTalk = try XCTUnwrap(site.page(id: "talk", language: "zh-Hans"))
        let link = try XCTUnwrap(zhTalk.blocks.first { $0.anchor == "t187" }?.related.first)
        XCTAssertEqual(link.anchor, "biao-qian")
        XCTAssertEqual(link.title, "标签页栏搜索")
        XCTAssertNil(link.language)
        // A section the translation lacks falls back to the English page.
        let resolver = LinkResolver(site: site)
        let tv = try XCTUnwrap(resolver.resolve(pageID: "search-fields", anchor: "tvos", language: "zh-Hans"))
        XCTAssertEqual(tv.page.language, "en")
        XCTAssertTrue(tv.isFallback)
    }

    func testExplicitLinksBecomePlaceholdersAndUnknownTargetsAreReported() throws {
        let html = ExplicitLinks.markup(HTML.escape("See [[search-fields#scope-controls-and-tokens]] and [[talk|the talk]], not <code>[[x]]</code>."), line: 12)
        XCTAssertTrue(html.contains("data-concord-xref=\"search-fields#scope-controls-and-tokens\" data-concord-line=\"12\"></a>"))
        XCTAssertTrue(html.contains(">the talk</a>"))
        XCTAssertEqual(ExplicitLinks.plain("See [[search-fields#scope-controls-and-tokens]] or [[talk|the talk]]."),
                       "See scope controls and tokens or the talk.")
        let code = ExplicitLinks.markup("<code>[[x]]</code>", line: 1)
        XCTAssertEqual(code, "<code>[[x]]</code>", "never inside code")

        var site = site()
        var block = Block(kind: .paragraph, text: "x", line: 5)
        block.html = ExplicitLinks.markup("[[search-fields#scope-controls-and-tokens]] [[nowhere]] [[search-fields#no-such-anchor]]", line: 5)
        site.pages[2].sections[0].blocks.append(PageBlock(block: block, anchor: "p9"))
        var problems: [Diagnostic] = []
        ExplicitLinkChecker.check(&site, problems: &problems)
        XCTAssertEqual(problems.map(\.identifier), ["xref.target.unknown", "xref.target.unknown"])
        XCTAssertTrue(problems.allSatisfy { $0.source == "talk.txt" && $0.range?.start.line == 5 })
        XCTAssertTrue(problems[0].summary.contains("nowhere"))
        XCTAssertTrue(problems[1].summary.contains("no-such-anchor"))
    }

    func testFirstUseOfAGlossaryTermLinksOutsideLinksAndHeadings() throws {
        var site = site()
        CrossReferencer.link(&site, glossary: glossary)
        GlossaryTermLinker.link(&site, glossary: glossary)
        let talkPage = try XCTUnwrap(site.page(id: "talk", language: "en"))
        let htmls = talkPage.blocks.map(\.block.html).joined(separator: "\n")
        XCTAssertEqual(htmls.components(separatedBy: "data-concord-term=\"scope-control\"").count - 1, 1, "first use only")
        XCTAssertTrue(htmls.contains("<a data-concord-term=\"scope-control\">scope bar</a>"))
        XCTAssertTrue(htmls.contains("<a data-concord-term=\"tab-bar\">tab bar</a>"), "compound term")
        XCTAssertFalse(htmls.contains("data-concord-term=\"search\""), "a single everyday word is not linked")
        XCTAssertEqual(GlossaryTermLinker.wrap("scope bar", in: "<a href=\"x\">scope bar</a> scope bars", entryID: "s", wordBoundaries: true), nil)
        XCTAssertEqual(GlossaryTermLinker.wrap("App", in: "Apple TV App", entryID: "app", wordBoundaries: false),
                       "Apple TV <a data-concord-term=\"app\">App</a>")
        // Definitions written in the guideline text, for languages the glossary leaves undefined.
        let definitions = GlossaryDefinitions.find(site, glossary: glossary)
        XCTAssertNil(definitions["token"]?["en"], "a definition starts with an article and the term")
        XCTAssertEqual(definitions["scope-control"]?["zh-Hans"], "范围控制的作用类似于分段控制。")
        XCTAssertNil(definitions["scope-control"]?["en"], "the glossary file's definition wins")
    }

    /// Placeholders kept in the cache and put back give the pages, uses and counts that linking gives.
    func testCachedGlossaryLinksAreTheLinkersOwn() throws {
        var plain = site()
        CrossReferencer.link(&plain, glossary: glossary)
        var cachedBase = plain
        let count = GlossaryTermLinker.link(&plain, glossary: glossary)
        XCTAssertGreaterThan(count, 0)
        let cache = MemoryProductCache()
        var hits = 0
        for round in 0..<2 {
            hits = cache.hits
            var cached = cachedBase
            XCTAssertEqual(GlossaryTermLinker.link(&cached, glossary: glossary, cache: cache), count, "round \(round)")
            XCTAssertEqual(cached.pages, plain.pages, "round \(round)")
            XCTAssertEqual(cached.termUses, plain.termUses, "round \(round)")
        }
        XCTAssertEqual(cache.hits - hits, plain.pages.count, "every page read back")
        // The talk's untranslated copy has the original's inputs, and so its entry.
        XCTAssertEqual(cache.keys("terms").count, plain.pages.count - 1)
        // A page edited: only it is linked again.
        cachedBase.pages[0].sections[0].blocks[0].block.text += " A scope bar again."
        _ = GlossaryTermLinker.link(&cachedBase, glossary: glossary, cache: cache)
        XCTAssertEqual(cache.keys("terms").count, plain.pages.count)
    }

    /// A memo shared by texts gives each the counts a fresh one gives, and records each word with its term.
    func testSharedStemMemoCountsAsAFreshOne() {
        let texts = ["Searching searches: the search field, the search bar.", "Scope bars and the scope bar; 2024 results.", "",
                     "Search again, 搜索 again.", "Searching searches"]
        var memo = CrossReferencer.StemMemo(), shared: [String: String] = [:]
        for text in texts {
            var fresh: [String: String] = [:]
            let alone = CrossReferencer.terms(text, language: "en", surfaces: &fresh)
            XCTAssertEqual(CrossReferencer.terms(text, language: "en", surfaces: &shared, stems: &memo), alone, text)
            for (word, term) in fresh { XCTAssertEqual(shared[word], term, word) }
        }
        XCTAssertEqual(CrossReferencer.terms("search search searches", language: "en")["search"], 3)
        XCTAssertEqual(CrossReferencer.terms("the and of 42", language: "en"), [:], "stop words and numbers")
    }

    /// Evidence names each shared word as the paragraph first writes it, paragraph by paragraph (one worker's memo
    /// serves them all).
    func testEvidenceNamesEachParagraphsFirstForm() {
        let section = CrossReferencer.SectionDoc(pageID: "p", designSystem: nil, anchor: "s",
                                                 terms: CrossReferencer.terms("Search fields and searching", language: "en"),
                                                 headingTerms: [:], concepts: [:])
        let paragraphs = [("a", "Searching helps: search fields search."), ("b", "Search fields, then searching.")].map { anchor, text in
            CrossReferencer.ParagraphDoc(talkID: "t", anchor: anchor, text: text, language: "en", time: nil, terms: [:], concepts: [:],
                                         chapter: 0, chapterTerms: [:], chapterConcepts: [:])
        }
        var links = paragraphs.map {
            CrossReferenceCandidate(talkID: "t", paragraphAnchor: $0.anchor, paragraphText: $0.text, time: nil, pageID: "p",
                                    sectionAnchor: "s", score: 1, lexical: 1, concept: 0, heading: 0)
        }
        CrossReferencer.addEvidence(&links, sections: [section], paragraphs: paragraphs)
        XCTAssertEqual(Set(links[0].evidence), ["searching", "fields"])
        XCTAssertEqual(Set(links[1].evidence), ["search", "fields"])
    }

    /// An untranslated copy at its original's URL (as the model makes them) gets the original's placeholders; a
    /// copy whose text differs from its original's is linked on its own.
    func testUntranslatedCopyGetsItsOriginalsPlaceholders() throws {
        var copy = talk()
        copy.language = "zh-Hans"
        copy.role = .untranslated
        var same = site()
        same.pages[3] = copy
        var edited = same
        edited.pages[3].sections[0].blocks[0].block.text = "Hi, the tab bar is here."
        edited.pages[3].sections[0].blocks[0].block.html = "Hi, the tab bar is here."
        GlossaryTermLinker.link(&same, glossary: glossary)
        XCTAssertEqual(same.pages[3].sections, same.pages[2].sections)
        XCTAssertTrue(same.pages[3].blocks[3].block.html.contains("<a data-concord-term=\"tab-bar\">tab bar</a>"))
        GlossaryTermLinker.link(&edited, glossary: glossary)
        XCTAssertEqual(edited.pages[3].blocks[0].block.html, "Hi, the <a data-concord-term=\"tab-bar\">tab bar</a> is here.")
        XCTAssertFalse(edited.pages[3].blocks[3].block.html.contains("data-concord-term=\"tab-bar\""), "its first use is earlier")
        XCTAssertTrue(edited.pages[2].blocks[3].block.html.contains("<a data-concord-term=\"tab-bar\">tab bar</a>"), "the original's own")
    }

    /// The seed check of issue 7: the scope-bar paragraph at 12:53 links to "Scope controls and tokens", and back.
    func testSeedScopeBarParagraphLinksToScopeControlsAndBack() throws {
        var problems: [Diagnostic] = []
        let root = Self.packageRoot.appendingPathComponent("Content").path
        let content = ContentReader(fileSystem: DiskFileSystem(), root: root).read(problems: &problems)
        let made = SiteMaker.makeSite(content: content, problems: &problems)
        let glossary = made.glossary
        var site = made.site
        SiteLinker.link(&site, glossary: glossary, problems: &problems)
        XCTAssertFalse(problems.hasErrors, problems.map(\.formatted).joined(separator: "\n"))

        let talk = try XCTUnwrap(site.pages.first { $0.kind == .session && $0.language == "en" })
        let scopeBar = try XCTUnwrap(talk.blocks.first { $0.block.text.hasPrefix("For lightweight filtering, Apple provides a control called a scope bar.") })
        XCTAssertEqual(scopeBar.time.map(Int.init), 773, "12:53")
        XCTAssertTrue(scopeBar.related.contains { $0.pageID == "search-fields" && $0.anchor == "scope-controls-and-tokens" },
                      "related: \(scopeBar.related.map { "\($0.pageID)#\($0.anchor ?? "")" })")
        for language in ["en", "zh-Hans"] {
            let page = try XCTUnwrap(site.page(id: "search-fields", language: language))
            let section = try XCTUnwrap(page.sections.first { $0.anchor == "scope-controls-and-tokens" })
            let back = try XCTUnwrap(section.discussedIn.first { $0.anchor == scopeBar.anchor }, "\(language): no link back")
            XCTAssertEqual(back.pageID, talk.id)
            XCTAssertEqual(back.time.map(Int.init), 773)
            XCTAssertNotNil(site.page(id: back.pageID, language: back.language ?? language), "the talk exists in the \(language) tree")
        }
    }

    /// Material's expandable search and Apple's search in a toolbar say the same thing: each lists the other
    /// under "See also", in every tree; sections with no clear counterpart get none.
    func testSeeAlsoLinksSectionsAcrossDesignSystems() throws {
        var site = site()
        let material = Page(id: "material-search", language: "en", contentLanguage: "en", role: .original, url: "en/material-search.html",
                            kind: .guideline, title: "Search", designSystem: "Material", sourcePath: "m.txt", sections: [
                                Section(anchor: "expandable-search", heading: "Expandable search", level: 2, blocks: [
                                    paragraph("Expandable search displays a search icon in the tab bar; tapping it opens a focused search field in the tab.", "m1"),
                                ]),
                                Section(anchor: "scopes", heading: "Scopes", level: 2, blocks: [
                                    paragraph("Offer a scope control to choose a category, and tokens to filter by common search terms.", "m3"),
                                ]),
                                Section(anchor: "elevation", heading: "Elevation", level: 2, blocks: [paragraph("Cards cast shadows at rest.", "m2")]),
                            ])
        site.pages.append(material)
        // An Apple page about something else whose one section resembles a Material section: pages that are not
        // each other's best match across the two systems do not pair their sections.
        site.pages.append(Page(id: "materials", language: "en", contentLanguage: "en", role: .original, url: "en/materials.html",
                               kind: .guideline, title: "Materials", designSystem: "Apple", sourcePath: "a.txt", sections: [
                                   Section(anchor: "shadows", heading: "Shadows", level: 2, blocks: [
                                       paragraph("Cards cast soft shadows at rest, to show their elevation.", "a1"),
                                   ]),
                               ]))
        let pairs = CrossReferencer.seeAlso(site, glossary: glossary, settings: { var s = CrossReferenceSettings(); s.seeAlsoMinimum = 0.05; return s }())
        XCTAssertEqual(pairs.map { "\($0.pageID)#\($0.anchor) ↔ \($0.otherPageID)#\($0.otherAnchor)" },
                       ["search-fields#scope-controls-and-tokens ↔ material-search#scopes",
                        "search-fields#search-in-a-tab-bar ↔ material-search#expandable-search"])
        XCTAssertTrue(CrossReferencer.seeAlso(site, glossary: glossary, settings: { var s = CrossReferenceSettings(); s.seeAlsoMinimum = 0.99; return s }()).isEmpty,
                      "below the threshold: no link")
        CrossReferencer.applySeeAlso(pairs, to: &site)
        let m = try XCTUnwrap(site.page(id: "material-search", language: "en")?.sections.first)
        XCTAssertEqual(m.seeAlso.map(\.pageID), ["search-fields"])
        XCTAssertEqual(m.discussedIn, [], "a guideline section is not a talk moment")
        let zh = try XCTUnwrap(site.page(id: "search-fields", language: "zh-Hans")?.sections.first { $0.anchor == "biao-qian" })
        let back = try XCTUnwrap(zh.seeAlso.first)
        XCTAssertEqual(back.pageID, "material-search")
        XCTAssertEqual(back.language, "en", "no Chinese Material page: the English one, marked")
    }

    /// A chapter heading from the talk's signposts is context for the paragraphs under it, and smoothing never
    /// crosses into another chapter.
    func testChapterHeadingIsContextForItsParagraphs() throws {
        var site = site()
        let i = try XCTUnwrap(site.pages.firstIndex { $0.id == "talk" && $0.language == "en" })
        let vague = paragraph("This placement ensures it is always present and never more than a tap away.", "t418", time: 418)
        site.pages[i].sections.append(Section(anchor: "search-in-a-tab-bar", heading: "Search in a tab bar", level: 2, blocks: [vague]))
        var settings = CrossReferenceSettings()
        settings.chapterWeight = 0
        XCTAssertFalse(CrossReferencer.select(CrossReferencer.candidates(site, glossary: glossary, settings: settings), settings: settings)
            .contains { $0.paragraphAnchor == "t418" }, "no words of its own to go on")
        settings.chapterWeight = 1
        let links = CrossReferencer.select(CrossReferencer.candidates(site, glossary: glossary, settings: settings), settings: settings)
        XCTAssertEqual(links.filter { $0.paragraphAnchor == "t418" }.map(\.sectionAnchor), ["search-in-a-tab-bar"])
    }

    /// Topic runs: one Viterbi pass per talk chapter over own scores (section index → score).
    func testTopicRunsFillGapsButNotSignpostsOrLoneWeakMatches() {
        var settings = CrossReferenceSettings()
        settings.segmentPenalty = 0.3
        settings.segmentFloor = 0.1
        settings.segmentGap = 0.05
        func own(_ scores: [Int: Double]) -> CrossReferencer.ScoreRow { .init(scores.map { ($0.key, ($0.value, 0, 0, 0)) }, details: false) }
        let rows: [CrossReferencer.ScoreRow] = [
            own([:]),                  // 0 signpost, no words of section 1: before the run's first evidence
            own([1: 0.5]),             // 1 names the topic
            own([:]),                  // 2 talks about it in its own words: inherits
            own([2: 0.05]),            // 3 a weak word of another section does not break the run
            own([1: 0.45]),            // 4
            own([:]),                  // 5 after the run's last evidence: no link
            own([3: 0.15]),            // 6 a lone weak match pays more than it earns: no run
            own([:]),
        ]
        let talks = ["a", "a", "a", "a", "a", "a", "a", "a"]
        XCTAssertEqual(CrossReferencer.segments(rows, talks: talks, settings: settings), [nil, 1, 1, 1, 1, nil, nil, nil])
        // Runs never cross talks (or chapters). Split in two, each side keeps only what it earns: in "b", the 0.45
        // (0.35 over the floor) does not pay for entering a run and leaving it again (0.3 each).
        let split = ["a", "a", "a", "b", "b", "b", "b", "b"]
        XCTAssertEqual(CrossReferencer.segments(rows, talks: split, settings: settings), [nil, 1, nil, nil, nil, nil, nil, nil])
    }

    /// "Discussed in" groups a section's consecutive talk paragraphs into one passage ("4:16–5:09").
    func testConsecutiveParagraphsMakeOnePassage() {
        func link(_ anchor: String, _ time: Double, talk: String = "talk") -> CrossReferenceCandidate {
            CrossReferenceCandidate(talkID: talk, paragraphAnchor: anchor, paragraphText: "", time: time, pageID: "p", sectionAnchor: "s",
                                    score: 0.3, lexical: 0, concept: 0, heading: 0)
        }
        let order = ["talk#t1": 0, "talk#t2": 1, "talk#t3": 2, "talk#t5": 4, "other#t2": 1]
        let passages = CrossReferencer.passages([link("t5", 5), link("t2", 2), link("t1", 1), link("t3", 3), link("t2", 2, talk: "other")], order: order)
        XCTAssertEqual(passages.map { $0.map { "\($0.talkID)#\($0.paragraphAnchor)" } },
                       [["other#t2"], ["talk#t1", "talk#t2", "talk#t3"], ["talk#t5"]])
    }

    func testBestEntriesKeepTheHighestScoresAsASortWould() {
        var generator = SplitMix64(seed: 19)  // seeded: a failing round can be run again
        for round in 0..<200 {
            let count = Int.random(in: 1...300, using: &generator), limit = Int.random(in: 1...70, using: &generator)
            // Few distinct values, so ties at the cut are common.
            let scores = (0..<count).map { _ in Double(Int.random(in: 0...(round % 2 == 0 ? 9 : 1_000), using: &generator)) / 10 }
            let parts: [Parts] = scores.map { ($0, 0, 0, 0) }
            let sections = (0..<count).map { Int32($0) }
            let kept = CrossReferencer.bestEntries(sections: sections[...], parts: parts[...], limit: limit)
            let sorted = scores.sorted(by: >)
            XCTAssertEqual(kept.map(\.parts.score).sorted(by: >), Array(sorted.prefix(limit)), "round \(round)")
            // Ties at the cut go to the earlier entries.
            let cut = sorted[min(limit, count) - 1]
            let tied = kept.filter { $0.parts.score == cut }.map(\.section)
            XCTAssertEqual(tied, Array((0..<count).filter { scores[$0] == cut }.prefix(tied.count)), "round \(round)")
            if count > limit { XCTAssertEqual(CrossReferencer.highest(limit, of: scores), cut) }
        }
    }

    /// The selection behind `bestEntries` against a sort, on random, ascending, descending, all-equal and two-valued
    /// inputs: every rank, and a rank beyond the count (the least value).
    func testHighestIsTheRankthOfASortOnAnyOrder() {
        var generator = SplitMix64(seed: 7)
        let random = (0..<97).map { _ in Double(Int.random(in: 0...40, using: &generator)) }
        let shapes: [[Double]] = [random, random.sorted(), random.sorted(by: >), Array(repeating: 0.5, count: 50),
                                  (0..<60).map { Double($0 % 2) }, [3], [2, 1]]
        for values in shapes {
            let sorted = values.sorted(by: >)
            for rank in 1...values.count { XCTAssertEqual(CrossReferencer.highest(rank, of: values), sorted[rank - 1], "rank \(rank) of \(values)") }
            XCTAssertEqual(CrossReferencer.highest(values.count + 5, of: values), sorted.last, "fewer values than the rank: the least")
        }
    }

    /// On a library of more than twice `candidatePages` pages, a talk is scored against its closest pages only (and a
    /// sample of others for the noise level): its links stay on those pages, the strongest ones are those of a
    /// full scoring, and every build draws the same sample.
    func testALargeLibraryScoresEachTalkAgainstItsClosestPages() throws {
        let topics = [("keyboard-shortcuts", "Keyboard shortcuts", "keyboard shortcut modifier key command"),
                      ("color", "Color", "color contrast palette hue saturation"),
                      ("typography", "Typography", "typography font typeface weight leading"),
                      ("haptics", "Haptics", "haptic vibration feedback tap pattern"),
                      ("camera", "Camera", "camera photo capture shutter lens"),
                      ("maps", "Maps", "map location pin route direction"),
                      ("notifications", "Notifications", "notification alert badge banner sound"),
                      ("sliders", "Sliders", "slider range thumb track value"),
                      ("toggles", "Toggles", "toggle switch state binary setting"),
                      ("progress", "Progress indicators", "progress indicator spinner loading bar"),
                      ("sidebars", "Sidebars", "sidebar navigation column collapse hierarchy"),
                      ("widgets", "Widgets", "widget glance timeline home screen")]
        let pages = topics.map { id, title, words -> Page in
            let w = words.split(separator: " ")
            return Page(id: id, language: "en", contentLanguage: "en", role: .original, url: "en/\(id).html", kind: .guideline,
                        title: title, designSystem: "Apple", sourcePath: "\(id).md", sections: [
                            Section(anchor: "overview", heading: title, level: 2, blocks: [
                                paragraph("Use a \(w[0]) \(w[1]) with a clear \(w[2]) so people notice the \(w[3]).", "\(id)-1"),
                            ]),
                            Section(anchor: "best-practices", heading: "Best practices for \(w[0])", level: 2, blocks: [
                                paragraph("Prefer a consistent \(w[4]) and keep every \(w[0]) \(w[2]) predictable.", "\(id)-2"),
                            ]),
                        ])
        }
        let talk = Page(id: "talk", language: "en", contentLanguage: "en", role: .original, url: "en/talk.html", kind: .session,
                        title: "Designing readable interfaces", sourcePath: "talk.txt", sections: [
                            Section(anchor: "introduction", heading: nil, level: 0, blocks: [
                                paragraph("Color contrast matters: choose a palette whose hue and saturation keep text legible.", "t10", time: 10),
                                paragraph("Typography too: pick a font weight and leading that read well, a typeface people know.", "t20", time: 20),
                                paragraph("And a color palette with enough contrast for every hue.", "t30", time: 30),
                                paragraph("A font with a heavier weight and generous leading helps typography at small sizes.", "t40", time: 40),
                            ])])
        func links(_ settings: CrossReferenceSettings) -> [String] {
            var site = Site(title: "T", baseURL: nil, languages: ["en"], pages: pages + [talk])
            CrossReferencer.link(&site, glossary: Glossary(entries: []), settings: settings)
            return site.page(id: "talk", language: "en")!.blocks.flatMap { b in b.related.map { "\(b.anchor)→\($0.pageID)#\($0.anchor ?? "")" } }
        }
        var narrow = CrossReferenceSettings()
        narrow.candidatePages = 2
        narrow.noisePages = 3
        let full = links(CrossReferenceSettings()), pruned = links(narrow)
        XCTAssertFalse(full.isEmpty)
        XCTAssertEqual(Set(full.map { String($0.split(separator: "→")[1].split(separator: "#")[0]) }), ["color", "typography"])
        XCTAssertEqual(pruned, full, "the talk's two subjects are its two closest pages: the same links")
        narrow.candidatePages = 1
        narrow.noisePages = 2
        let one = links(narrow)
        XCTAssertFalse(one.isEmpty)
        XCTAssertEqual(Set(one.map { String($0.split(separator: "→")[1].split(separator: "#")[0]) }).count, 1, "links to its closest page only")
        XCTAssertEqual(links(narrow), one, "the same sample on every build")
    }

    /// The pages a talk is scored against: its closest by the talk prior (ties to the earlier page), and a seeded
    /// sample of the rest standing for all of them; every page on a library of at most twice the candidates.
    func testScoredPagesAreTheClosestAndASeededSampleOfTheRest() throws {
        func ones(_ n: Int) -> [Int] { Array(repeating: 1, count: n) }
        var settings = CrossReferenceSettings()
        settings.candidatePages = 3
        settings.noisePages = 2
        let share = [0.1, 0.9, 0.3, 1.0, 0.3, 0.0, 0.2, 0.05, 0.4, 0.6]
        XCTAssertNil(CrossReferencer.scoredPages(talk: "t", share: Array(share.prefix(6)), sections: ones(6), settings: settings))
        XCTAssertNil(CrossReferencer.scoredPages(talk: "t", share: nil, sections: ones(10), settings: settings))
        let chosen = try XCTUnwrap(CrossReferencer.scoredPages(talk: "t", share: share, sections: ones(10), settings: settings))
        XCTAssertEqual(chosen.linkable, [1, 3, 9])
        XCTAssertEqual(chosen.noise.count, 2)
        XCTAssertTrue(Set(chosen.noise).isDisjoint(with: chosen.linkable))
        XCTAssertEqual(chosen.noise, chosen.noise.sorted())
        XCTAssertEqual(chosen.noiseWeight, 7.0 / 2.0, "each drawn page stands for its share of the 7 others")
        XCTAssertEqual(CrossReferencer.scoredPages(talk: "t", share: share, sections: ones(10), settings: settings)?.noise, chosen.noise)
        let draws = Set((0..<40).compactMap { CrossReferencer.scoredPages(talk: "talk-\($0)", share: share, sections: ones(10), settings: settings)?.noise })
        XCTAssertGreaterThan(draws.count, 5, "talks draw different samples")
        var ties = settings
        ties.candidatePages = 2
        XCTAssertEqual(CrossReferencer.scoredPages(talk: "t", share: [0.5, 1, 0.5, 0.5, 0.5, 0.5, 0.1], sections: ones(7), settings: ties)?.linkable, [0, 1])
    }

    /// The closest pages are taken until they hold `candidateSections` sections (the work of scoring a talk is its
    /// sections'), never fewer than the closest one; a library of few but long pages is scoped too.
    func testScoredPagesStopAtTheSectionBudget() throws {
        var settings = CrossReferenceSettings()
        settings.candidatePages = 4
        settings.candidateSections = 10
        settings.noisePages = 1
        let share = [0.1, 0.9, 0.3, 1.0, 0.3, 0.0, 0.2, 0.05, 0.4, 0.6]
        let sections = [3, 6, 2, 3, 2, 2, 2, 2, 1, 4]
        // Closest first: page 3 (3 sections), 1 (6: 9 in all), then 9 (4) would pass 10.
        XCTAssertEqual(try XCTUnwrap(CrossReferencer.scoredPages(talk: "t", share: share, sections: sections, settings: settings)).linkable, [1, 3])
        var long = sections
        long[3] = 40
        XCTAssertEqual(CrossReferencer.scoredPages(talk: "t", share: share, sections: long, settings: settings)?.linkable, [3],
                       "the closest page even past the budget")
        settings.candidateSections = 100
        XCTAssertEqual(CrossReferencer.scoredPages(talk: "t", share: share, sections: sections, settings: settings)?.linkable, [1, 3, 8, 9],
                       "then the page limit")
        settings.candidatePages = 5
        XCTAssertNil(CrossReferencer.scoredPages(talk: "t", share: share, sections: sections, settings: settings),
                     "ten pages and 27 sections: at most twice both limits, every page scored")
        settings.candidateSections = 13
        XCTAssertEqual(CrossReferencer.scoredPages(talk: "t", share: share, sections: sections, settings: settings)?.linkable, [1, 3, 9],
                       "more than twice the sections: scoped")
        settings.noisePages = 7
        XCTAssertNil(CrossReferencer.scoredPages(talk: "t", share: share, sections: sections, settings: settings),
                     "the seven pages past the budget would all be drawn for the noise level: every page scored instead")
    }

    /// The quick test for a definition's article never rules out a sentence whose first word is "a" or "an".
    func testArticlePrefilterAgreesWithTheFirstWord() {
        let heads = ["", " ", "\t", "(", "\"", "“", "-- ", "$", "+", "\n", "\u{00A0}", "*", "[", "..."]
        let words = ["A", "a", "An", "an", "AN", "A,", "an:", "Anna", "The", "B", "at", "é", "1", "A\tb", "", "a)"]
        for head in heads {
            for word in words {
                let sentence = head + word + " token is a thing."
                if ["a", "an"].contains(GlossaryDefinitions.firstWord(sentence)) {
                    XCTAssertTrue(GlossaryDefinitions.mayStartWithArticle(sentence), sentence.debugDescription)
                }
            }
        }
        XCTAssertFalse(GlossaryDefinitions.mayStartWithArticle("The token is a thing."))
        XCTAssertFalse(GlossaryDefinitions.mayStartWithArticle("$ a token"))
        XCTAssertTrue(GlossaryDefinitions.mayStartWithArticle("(An) token"))
    }
}
