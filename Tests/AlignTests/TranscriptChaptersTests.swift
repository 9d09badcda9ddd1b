@testable import Align
import Ingest
import Support
import XCTest

final class TranscriptChaptersTests: XCTestCase {
    /// A short talk: an agenda, three parts announced by signposts, filler between them.
    func talk(agenda: Bool = true, signposts: Bool = true) -> [[String]] {
        func filler(_ topic: String, _ n: Int) -> [String] {
            (1...n).map { "Here is point \($0) about \(topic), which matters for people using your product." }
        }
        var paragraphs: [[String]] = [["Hi, I'm Rob, a designer on the Apple Design team.",
                                       "Today, I'll be talking about how to design a great search experience."]]
        if agenda {
            paragraphs.append(["In this session, I'll start by introducing the Search Field and the behaviors it supports."])
            paragraphs.append(["Then, I'll provide an overview of the different search patterns that are available."])
            paragraphs.append(["Finally, I'll talk about some general, best practices.",
                               signposts ? "Let's start by taking a look at the Search Field..." : "It will be fun."])
        }
        paragraphs.append(filler("the field", 4))
        paragraphs.append((signposts ? ["Now, let's explore some of the different search patterns that are available."] : []) + filler("patterns", 3))
        paragraphs.append(filler("tabs", 3))
        paragraphs.append(signposts ? ["Now, let's take a look at iPad, and Mac..."] + filler("iPad", 2) : filler("iPad", 3))
        paragraphs.append((signposts ? ["In this last section, I'll cover some key, best practices that will help."] : []) + filler("practice", 3))
        paragraphs.append(filler("suggestions", 2) + (signposts ? ["Finally, let's talk about how to fail gracefully."] : []) + filler("empty states", 2))
        paragraphs.append(["And with that, this brings us to the end of our session today.", "Thanks for watching."])
        return paragraphs
    }

    func testAgendaMatchedToSignposts() {
        let chapters = TranscriptChapters.detect(paragraphs: talk())
        XCTAssertEqual(chapters.map(\.title), ["Introduction", "The search field", "Search patterns", "iPad and Mac",
                                               "Best practices", "How to fail gracefully", "Wrap-up"])
        XCTAssertEqual(chapters.map(\.level), [2, 2, 2, 3, 2, 3, 2])
        // "Let's start by…" ends the agenda's paragraph: the chapter starts at that sentence.
        XCTAssertEqual(chapters[1].paragraph, 3)
        XCTAssertEqual(chapters[1].sentence, 1)
        XCTAssertEqual(chapters[2].sentence, 0)
        // A signpost inside a paragraph starts the subsection there.
        XCTAssertEqual(chapters[5].sentence, 2)
    }

    /// `mayAnnounce` rules sentences out before they are split: never one that gives an agenda item.
    func testOnlySentencesThatMayAnnounceAreSplitForTheAgenda() {
        let announcing = ["Then, I'll provide an overview of the different search patterns.",
                          "Then, I’ll provide an overview of search patterns.", "FINALLY, WE'LL COVER ACCESSIBILITY.",
                          "Next we will cover the search field.", "And we're going to look at tokens.",
                          "I am GOING to explain scopes.", "We’re going to talk about tabs."]
        for s in announcing {
            XCTAssertTrue(TranscriptChapters.mayAnnounce(s), s)
            XCTAssertFalse(TranscriptChapters.agendaItems(TranscriptChapters.Word.split(s)).isEmpty, s)
        }
        for s in ["Here is point 1 about the field, which matters.", "Let me show you.", "ll", "'l", "", "gon", "Search fields help.",
                  "They'd rather go there.", "Will"] {
            XCTAssertFalse(TranscriptChapters.mayAnnounce(s) && s != "Will", s)
            XCTAssertTrue(TranscriptChapters.agendaItems(TranscriptChapters.Word.split(s)).isEmpty, s)
        }
        // Every sentence of the test talk: where an item is found, the sentence may announce.
        for s in talk().joined() where !TranscriptChapters.agendaItems(TranscriptChapters.Word.split(s)).isEmpty {
            XCTAssertTrue(TranscriptChapters.mayAnnounce(s), s)
        }
        XCTAssertTrue(TranscriptChapters.mayAnnounce("Will"))
    }

    /// Whether the byte check of `detect` lets `sentence` through for a word with `stem`.
    private func mayContain(_ sentence: String, _ stem: String) -> Bool {
        TranscriptChapters.WordStarts([TranscriptChapters.probe(stem)], asciiOnly: true).found(in: sentence)
    }

    /// The byte checks that spare sentences their split (`maySignpost`, `WordStarts` of `probe`s) never rule out one that counts:
    /// every signpost passes, and every sentence passes for the stem of each of its words.
    func testByteChecksNeverRuleOutASentenceThatCounts() {
        typealias C = TranscriptChapters
        let sentences = talk().joined() + [
            "LET'S TAKE A LOOK AT CATEGORIES.", "Now, let us explore Tab Bars.", "In this next SECTION, we'll cover icons.",
            "In the final part I'll explain privacy.", "Next, I’m going to walk through the Kelvin-scale demo.",
            "So now let’s dive into x-ray views, and the user's settings.", "Okay, let's talk about Search—the field.",
            "The libraries' categories and the company's policies.", "Alright, let's begin with the Café’s menus.",
            "Now we’re going to look at 3D Touch and iOS 17.", "delete-let's-go", "(Let's) start with \"quotes\".",
        ]
        var signposts = 0
        for s in sentences {
            let words = C.Word.split(s)
            if C.signpost(words) != nil { signposts += 1; XCTAssertTrue(C.maySignpost(s), s) }
            for w in words { XCTAssertTrue(mayContain(s, w.stem), "\(s): \(w.stem)") }
        }
        XCTAssertGreaterThan(signposts, 8)
        // And they rule out what they can.
        XCTAssertFalse(C.maySignpost("Here is point 1 about the field, which matters."))
        XCTAssertFalse(C.maySignpost("Deleting an outlet is complete."), "'let' inside a word")
        XCTAssertFalse(mayContain("Tabs help people move between sections.", "search"))
        XCTAssertTrue(mayContain("Search categories", "category"), "'categories' has the stem 'category'")
        XCTAssertTrue(mayContain("The user’s settings", "user's"), "an apostrophe: bytes cannot tell")
        XCTAssertTrue(mayContain("Café menus", "search"), "outside ASCII: bytes cannot tell")
    }

    /// The same property on sentences made at random from fragments that stress word boundaries: case, both
    /// apostrophes, hyphens, digits, punctuation and letters outside ASCII (the Kelvin sign lower-cases into "k").
    func testByteChecksOnRandomSentences() {
        typealias C = TranscriptChapters
        let fragments = ["let's", "LET", "Let us", "let’s", "outlet", "-let", "I'll", "WE’LL", "will", "Going to", "going",
                         "in", "this", "next", "Section", "part", "chapter", "final", "now", "So", "talk", "about", "look",
                         "at", "categories", "category", "user's", "users’", "x-ray", "3D", "iOS", "\u{212A}elvin", "kelvin",
                         "Café", "naïve", "搜索", "—", ",", ".", "…", "(", ")", "\"", " ", "  ", "\t", "'", "’", "-", "ies", "y"]
        var random = SplitMix64(seed: 18)
        var signposts = 0, announcements = 0
        for _ in 0..<2_000 {
            // Half open as signposts do, so that some are.
            let openers = ["Now, let's look at ", "So LET’S TALK ABOUT ", "Next, we'll cover ", "In this next section, ",
                           "Finally, let us explore ", "In the final PART I’m going to ", ""]
            let opener = random.next() % 2 == 0 ? openers[Int(random.next() % UInt64(openers.count))] : ""
            let s = opener + (0..<Int(random.next() % 12 + 1)).map { _ in fragments[Int(random.next() % UInt64(fragments.count))] }
                .joined(separator: random.next() % 3 == 0 ? "" : " ")
            let words = C.Word.split(s)
            if C.signpost(words) != nil { signposts += 1; XCTAssertTrue(C.maySignpost(s), s) }
            if !C.agendaItems(words).isEmpty { announcements += 1; XCTAssertTrue(C.mayAnnounce(s), s) }
            for w in words { XCTAssertTrue(mayContain(s, w.stem), "\(s): \(w.stem)") }
        }
        XCTAssertGreaterThan(signposts, 20, "the fragments make signposts")
        XCTAssertGreaterThan(announcements, 100, "and agenda items")
    }

    func testNoAgendaNoChapters() {
        XCTAssertEqual(TranscriptChapters.detect(paragraphs: talk(agenda: false)), [])
    }

    func testAgendaWithoutSignpostsNoChapters() {
        XCTAssertEqual(TranscriptChapters.detect(paragraphs: talk(signposts: false)), [])
    }

    func testTooShortNoChapters() {
        XCTAssertEqual(TranscriptChapters.detect(paragraphs: [["I'll start with X.", "Then I'll cover Y.", "Let's start with X."]]), [])
    }

    func testActionsAndVagueTopicsAreNotSignposts() {
        let words = TranscriptChapters.Word.split
        XCTAssertNil(TranscriptChapters.signpost(words("And so now, let's go ahead and push this to our device.")))
        XCTAssertNil(TranscriptChapters.signpost(words("For a good example, let's take a look at the Stocks app.")))
        XCTAssertNotNil(TranscriptChapters.signpost(words("Next, let's move on to names.")))
        let lower: Set<String> = ["navigation", "graphs"]
        XCTAssertNil(TranscriptChapters.subsectionTitle(TranscriptChapters.topicWords(words("a different kind of navigation.")), lowerCased: lower))
        XCTAssertNil(TranscriptChapters.subsectionTitle(TranscriptChapters.topicWords(words("the graphs that we created off of tremor data.")), lowerCased: lower))
        XCTAssertEqual(TranscriptChapters.subsectionTitle(TranscriptChapters.topicWords(words("the Glance.")), lowerCased: []), "The Glance")
    }

    func testTitlesFromSharedWords() {
        let words = TranscriptChapters.Word.split
        let lower: Set<String> = ["search", "field", "patterns", "best", "practices"]
        XCTAssertEqual(TranscriptChapters.title(agenda: words("the different search patterns that are available."),
                                                signpost: words("the different search patterns that are available and how"),
                                                lowerCased: lower), "Search patterns")
        XCTAssertEqual(TranscriptChapters.title(agenda: words("general, best practices."), signpost: words("key, best practices that will help."),
                                                lowerCased: lower), "Best practices")
        XCTAssertEqual(TranscriptChapters.title(agenda: words("what AppNap is."), signpost: words("what AppNap is."), lowerCased: lower), "AppNap")
    }

    /// ASCII sentences are split byte by byte; the words must be those the character-by-character split gives.
    func testASCIIWordSplitMatchesCharacterSplit() {
        let samples = ["Hi, I'm Rob -- a designer (on the team).", "Let's start: the Search Field's role... Then, more!",
                       "rock'n'roll - well-known 'quoted' x- -y 3.5 iOS17", "  leading and trailing  ", "\"Go.\" \r\nNext", "", "...",
                       "don't' stop-- now"]
        for text in samples {
            let ascii = TranscriptChapters.Word.splitASCII(Array(text.utf8))
            let reference = TranscriptChapters.Word.splitCharacters(text)
            XCTAssertEqual(ascii, reference, text)
        }
    }
}

/// Chapter titles must read as titles; talk titles come from the talk's opening.
final class ChapterTitleCheckTests: XCTestCase {
    func testCaptionFragmentsAreNotPhrases() {
        for fragment in ["Right", "The third", "Deferred", "Customizing rich", "Okay", "Quickly", "It is done", "We", "The next", "Some"] {
            XCTAssertFalse(TranscriptChapters.isPhrase(fragment), fragment)
        }
        for title in ["Search patterns", "The search field", "iPad and Mac", "Best practices", "How to fail gracefully", "Networking",
                      "Accessibility", "Dynamic Type", "Core Data stack", "Wrap-up"] {
            XCTAssertTrue(TranscriptChapters.isPhrase(title), title)
        }
        // A lone word said only capitalised is a name ("Metal"); one said in lower case too needs a noun's ending.
        XCTAssertTrue(TranscriptChapters.isPhrase("Metal", lowerCased: ["shader"]))
        XCTAssertFalse(TranscriptChapters.isPhrase("Metal", lowerCased: ["metal"]))
    }

    func testFragmentTitleFallsBackToDistinctiveWordsOrTime() {
        // An agenda whose second item's signpost gives only "the third": that chapter is named by its own words.
        var paragraphs: [[String]] = [["Hi, I'm Kim.", "Today I'll cover the layout engine, and then I'll cover the third."]]
        paragraphs.append(["Let's start with the layout engine."] + (1...4).map { "The layout engine measures text, step \($0)." })
        paragraphs.append(["Now, let's look at the third."] + (1...3).map { "Gesture recognizers handle touches here, case \($0)." }
                          + ["Gesture recognizers are the heart of it."])
        paragraphs.append((1...3).map { "More notes \($0)." })
        let chapters = TranscriptChapters.detect(paragraphs: paragraphs)
        XCTAssertFalse(chapters.contains { $0.title == "The third" || $0.title == "Third" })
        XCTAssertTrue(chapters.allSatisfy { $0.timeLabel || TranscriptChapters.isPhrase($0.title) }, "\(chapters.map(\.title))")
        if let third = chapters.first(where: { $0.paragraph == 2 }) {
            XCTAssertTrue(third.title == "Gesture recognizers" || third.timeLabel, third.title)
        }
    }

    func testTalkTitleFromItsOpening() {
        XCTAssertEqual(TranscriptTitle.guess(sentences: ["Good morning.", "Welcome to Layout Rhythm in Practice.", "I'm Ana."]),
                       "Layout Rhythm in Practice")
        XCTAssertEqual(TranscriptTitle.guess(sentences: ["Hi.", "Welcome to session 403, What's New in Cocoa Touch."]),
                       "What's New in Cocoa Touch")
        XCTAssertEqual(TranscriptTitle.guess(sentences: ["Welcome to Advanced NSOperations."]), "Advanced NSOperations")
        XCTAssertNil(TranscriptTitle.guess(sentences: ["Welcome to WWDC.", "Thank you all for coming.", "Let's get started."]))
        XCTAssertNil(TranscriptTitle.guess(sentences: ["Welcome, everyone.", "It's great to be here."]))
    }
}

final class TalkTitleAnnouncementTests: XCTestCase {
    func testAnnouncedTopicNamesTheTalk() {
        XCTAssertEqual(TranscriptTitle.guess(sentences: ["[ Music ]", "Good morning.", "My name is Ali.",
                                                         "I and my colleagues will be talking about what's new in Cocoa this year."]),
                       "What's New in Cocoa")
        XCTAssertEqual(TranscriptTitle.guess(sentences: ["Welcome.", "Today we're going to talk about what's new in UIKit and other system frameworks in iOS 10."]),
                       "What's New in UIKit")
        XCTAssertEqual(TranscriptTitle.guess(sentences: ["The Apple Design Resources are really a collection of different materials."]),
                       "Apple Design Resources")
        // Without the speaker announcing it, talking about something is not a title.
        XCTAssertNil(TranscriptTitle.guess(sentences: ["People talk about Swift a lot.", "It is popular."]))
    }

    /// Openings of corpus talks (wwdc2010-138, wwdc2014-605, wwdc2018-415) that were misread or missed.
    func testNamesWithRepeatedWordsSessionsOnATopicAndNegations() {
        // A word twice, apart, is the name's; and what the speaker is not talking about is not the talk.
        XCTAssertEqual(TranscriptTitle.guess(sentences: ["Good afternoon, everyone.", "Welcome to API Design for Cocoa and Cocoa Touch.",
                                                         "I'm here today.", "But we're not here talking about Active Pharmaceutical Ingredients."]),
                       "API Design for Cocoa and Cocoa Touch")
        XCTAssertEqual(TranscriptTitle.guess(sentences: ["Welcome to Behind the Scenes of the Xcode Build Process."]),
                       "Behind the Scenes of the Xcode Build Process")
        XCTAssertNil(TranscriptTitle.guess(sentences: ["We're not here talking about Active Pharmaceutical Ingredients today."]))
        // The session is on its topic.
        XCTAssertEqual(TranscriptTitle.guess(sentences: ["Hello.", "Welcome to the Advanced Session on Working with Metal."]), "Working with Metal")
        XCTAssertEqual(TranscriptTitle.guess(sentences: ["Hi.", "Welcome to this WWDC session on Collection Views."]), "Collection Views")
        // Chinese talks name themselves in title marks or quotes after a welcome, before a word for the talk, or first.
        XCTAssertEqual(TranscriptTitle.guess(sentences: ["欢迎参加《Swift最新内容》讲座 我是克里斯·拉特纳"]), "Swift最新内容")
        XCTAssertEqual(TranscriptTitle.guess(sentences: ["早安 这是演讲411 “深入系统追溯” 我的名字是Chad Woolf 去年的“深入”演讲中"]), "深入系统追溯")
        XCTAssertEqual(TranscriptTitle.guess(sentences: ["《网络与NSURL会话》 早上好！"]), "网络与NSURL会话")
        XCTAssertNil(TranscriptTitle.guess(sentences: ["从前 来某段模糊的时空 就好像《权力的游戏》中的三眼乌鸦"]))
        XCTAssertNil(TranscriptTitle.guess(sentences: ["欢迎 感谢你们的到来 我叫Anush Nadathur"]))
        // Another talk named in passing, or an app.
        XCTAssertNil(TranscriptTitle.guess(sentences: ["我不会就此谈太多 在今天晚些时候的演讲 “窥视3D Touch”中 我们介绍了"]))
        XCTAssertNil(TranscriptTitle.guess(sentences: ["欢迎来到升级版的深色模式 我是 Matt", "这是我们可爱的 《Chameleon Wrangler》App"]))
        // Markup in the captions ends the name.
        XCTAssertEqual(TranscriptTitle.guess(sentences: ["Welcome to a talk about search fields <script>window.pwned='x'</script>."]), "Search fields")
        // A word said twice running is still speech.
        XCTAssertNil(TranscriptTitle.guess(sentences: ["Welcome to Blah Blah Blah."]))
    }
}
