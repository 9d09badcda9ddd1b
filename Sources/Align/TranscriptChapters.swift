import Ingest
import Support

/// Chapters of a talk, found from the speaker's own signposts.
///
/// Speakers announce their plan early ("I'll start by introducing the Search Field… Then, I'll provide an
/// overview of the different search patterns… Finally, I'll talk about some general best practices") and
/// mark each part when they reach it ("Let's start by taking a look at the Search Field", "Now, let's
/// explore some of the different search patterns", "In this last section, I'll cover some key best
/// practices"). A chapter is an agenda item matched, in order and by shared words, to a later signpost:
/// the agenda is the strongest evidence, so without one (or with fewer than two matches) nothing is
/// returned — no chapter is better than a wrong one. Inside confirmed chapters, plain "Now, let's look
/// at X" signposts with a short topic become subsections, and a closing signpost ("this brings us to the
/// end") a wrap-up chapter. Titles are short noun phrases from the words the agenda and the signpost share.
public enum TranscriptChapters {
    public struct Chapter: Sendable, Hashable {
        public var title: String
        /// 2 for a chapter, 3 for a subsection inside one.
        public var level: Int
        /// Where the chapter starts: the signpost's paragraph and sentence.
        public var paragraph: Int
        public var sentence: Int
        /// True when no title reads as a phrase: the chapter is labelled by its time ("From 12:30") and `title` is empty.
        public var timeLabel: Bool
        /// Where the title came from, for measuring: the signposts, the chapter's distinctive words, its time, or a
        /// standard name ("Introduction", "Wrap-up").
        public var origin: Origin = .signpost
        /// The signpost's words that did not read as a title, when the title came from elsewhere (for measuring).
        public var rejectedTitle: String?

        public enum Origin: String, Sendable, Hashable { case signpost, distinctive, time, standard }

        public init(title: String, level: Int, paragraph: Int, sentence: Int, timeLabel: Bool = false) {
            self.title = title
            self.level = level
            self.paragraph = paragraph
            self.sentence = sentence
            self.timeLabel = timeLabel
        }
    }

    /// Chapters of a talk given as paragraphs of sentences (as `SentenceSplitter` cuts them), in order.
    public static func detect(paragraphs: [[String]]) -> [Chapter] {
        var texts: [(paragraph: Int, sentence: Int, text: String)] = []
        for (p, paragraph) in paragraphs.enumerated() {
            for (s, text) in paragraph.enumerated() { texts.append((p, s, text)) }
        }
        guard texts.count >= 12 else { return [] }

        // The agenda: the first cluster of two or more announced items near the start. Only its window is split
        // into words first: most talks announce no agenda, and have no chapters.
        let window = max(30, texts.count * 15 / 100)
        // Only sentences that may announce something are split (most say no "I'll", "will" or "going to").
        let opening = texts.prefix(window).map { mayAnnounce($0.text) ? Word.split($0.text) : nil }
        var items: [(sentence: Int, topic: [Word], last: Bool)] = []
        agenda: for k in opening.indices {
            guard let words = opening[k] else { continue }
            for item in agendaItems(words) {
                if let previous = items.last, k - previous.sentence > 8 {
                    if items.count >= 2 { break agenda }
                    items.removeAll()
                }
                items.append((k, item.topic, item.last))
            }
        }
        guard items.count >= 2 else { return [] }
        let agendaEnd = items.last!.sentence
        // The rest of the talk is split into words as each sentence is needed: most are only ever looked at as bytes.
        var split: [[Word]?] = texts.indices.map { k in k < opening.count ? opening[k] : nil }
        func words(_ k: Int) -> [Word] {
            if let known = split[k] { return known }
            let made = Word.split(texts[k].text)
            split[k] = made
            return made
        }

        // Signposts after the agenda.
        var signposts: [(sentence: Int, topic: [Word], last: Bool, casual: Bool, title: String?)] = []
        for k in (agendaEnd + 1)..<texts.count where maySignpost(texts[k].text) {
            if let signpost = signpost(words(k)) {
                signposts.append((k, signpost.topic, signpost.last, signpost.casual, signpost.title))
            }
        }
        guard !signposts.isEmpty else { return [] }

        // Words said all through the talk ("search" in a talk about search) are weak evidence of a match: counted
        // for the words an item and a signpost share, the only ones looked up, in the sentences that can say them.
        let n = items.count, m = signposts.count
        let shared = items.map { item in signposts.map { sharedContent(item.topic, $0.topic) } }
        let sharedStems = shared.reduce(into: Set<String>()) { all, row in for set in row { all.formUnion(set) } }
        var frequency: [String: Int] = [:]
        if !sharedStems.isEmpty {
            let starts = WordStarts(sharedStems.map(Self.probe), asciiOnly: true)
            for k in texts.indices where starts.found(in: texts[k].text) {
                for stem in Set(words(k).filter { !stopWords.contains($0.key) }.map(\.stem)) where sharedStems.contains(stem) {
                    frequency[stem, default: 0] += 1
                }
            }
        }
        let common = max(3, texts.count / 5)

        // Items matched to signposts in order, maximising shared words (a small LCS-style table).
        var score = [[Int]](repeating: [Int](repeating: 0, count: m), count: n)
        for i in 0..<n {
            for j in 0..<m {
                let rare = shared[i][j].filter { frequency[$0, default: 0] <= common }.count
                score[i][j] = rare == 0 ? 0 : rare * 2 + (shared[i][j].count - rare) + (items[i].last && signposts[j].last ? 1 : 0)
            }
        }
        var best = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                var value = max(best[i + 1][j], best[i][j + 1])
                if score[i][j] > 0 { value = max(value, score[i][j] + best[i + 1][j + 1]) }
                best[i][j] = value
            }
        }
        var matches: [(item: Int, signpost: Int)] = []
        var i = 0, j = 0
        while i < n && j < m {
            if score[i][j] > 0 && best[i][j] == score[i][j] + best[i + 1][j + 1] {
                matches.append((i, j)); i += 1; j += 1
            } else if best[i][j] == best[i + 1][j] {
                i += 1
            } else {
                j += 1
            }
        }

        // Two chapters at least (below), so two matches; only then are the words people write in lower case needed.
        guard matches.count >= 2 else { return [] }
        let sentences = texts.indices.map { k in (paragraph: texts[k].paragraph, sentence: texts[k].sentence, words: words(k)) }
        var lowerCased = Set<String>()
        for sentence in sentences { for w in sentence.words where w.startsLowercase { lowerCased.insert(w.key) } }
        var chapters: [(sentence: Int, title: String, level: Int)] = []
        for (item, j) in matches {
            guard let title = title(agenda: items[item].topic, signpost: signposts[j].topic, lowerCased: lowerCased) else { continue }
            chapters.append((signposts[j].sentence, title, 2))
        }
        guard chapters.count >= 2 else { return [] }

        // Subsections: casual signposts inside a confirmed chapter, with a short, specific topic.
        let matchedSignposts = Set(matches.map(\.signpost))
        for (j, signpost) in signposts.enumerated() where !matchedSignposts.contains(j) && signpost.casual {
            guard signpost.sentence > chapters[0].sentence,
                  let title = signpost.title ?? subsectionTitle(signpost.topic, lowerCased: lowerCased) else { continue }
            chapters.append((signpost.sentence, title, 3))
        }
        // A closing signpost near the end.
        for k in stride(from: sentences.count - 1, through: max(chapters.map(\.sentence).max()! + 1, sentences.count * 4 / 5), by: -1)
        where isClosing(sentences[k].words) {
            chapters.append((k, "Wrap-up", 2))
            break
        }
        chapters.sort { $0.sentence < $1.sentence }
        // Every title must read as a phrase: else the chapter's own distinctive words, else its time (chapters)
        // or nothing (subsections). A caption fragment ("Right", "The third") is never a heading.
        let starts = chapters.filter { $0.level == 2 }.map(\.sentence)
        var distinctive = Set<Int>()
        var rejected: [Int: String] = [:]
        // Each sentence's phrases and the talk's counts of them, made once, when a first title is rejected.
        var talkGrams: (sentences: [[Gram]], total: [String: Int])? = nil
        chapters = chapters.compactMap { chapter in
            if isPhrase(chapter.title, lowerCased: lowerCased) { return chapter }
            guard chapter.level == 2 else { return nil }
            rejected[chapter.sentence] = chapter.title
            let end = starts.first { $0 > chapter.sentence } ?? sentences.count
            if talkGrams == nil {
                let grams = sentences.map { Self.grams($0.words) }
                talkGrams = (grams, gramCounts(grams))
            }
            let own = distinctivePhrase(talkGrams!.sentences, in: chapter.sentence..<end, total: talkGrams!.total, lowerCased: lowerCased) ?? ""
            if !own.isEmpty { distinctive.insert(chapter.sentence) }
            return (chapter.sentence, own, 2)
        }
        // Never two headings at one sentence, nor a subsection that would be empty.
        var result: [Chapter] = []
        var titles = Set<String>()
        for chapter in chapters {
            if chapter.title.isEmpty {
                if let last = result.last, sentences[chapter.sentence].paragraph == last.paragraph,
                   sentences[chapter.sentence].sentence == last.sentence { continue }
                var timed = Chapter(title: "", level: 2, paragraph: sentences[chapter.sentence].paragraph,
                                    sentence: sentences[chapter.sentence].sentence, timeLabel: true)
                timed.origin = .time
                timed.rejectedTitle = rejected[chapter.sentence]
                result.append(timed)
                continue
            }
            guard titles.insert(chapter.title.lowercased()).inserted else { continue }
            if let last = result.last, sentences[chapter.sentence].paragraph == last.paragraph,
               sentences[chapter.sentence].sentence == last.sentence { continue }
            var titled = Chapter(title: chapter.title, level: chapter.level,
                                 paragraph: sentences[chapter.sentence].paragraph, sentence: sentences[chapter.sentence].sentence)
            titled.origin = distinctive.contains(chapter.sentence) ? .distinctive
                : ["Wrap-up", "Introduction"].contains(chapter.title) ? .standard : .signpost
            titled.rejectedTitle = rejected[chapter.sentence]
            result.append(titled)
        }
        // The talk before the first chapter is its introduction.
        if let first = result.first, first.paragraph > 0 || first.sentence > 0 {
            var introduction = Chapter(title: "Introduction", level: 2, paragraph: 0, sentence: 0)
            introduction.origin = .standard
            result.insert(introduction, at: 0)
        }
        return result
    }

    // MARK: - Words

    struct Word: Hashable {
        /// As written, without surrounding punctuation.
        var text: String
        /// Lower-cased, typographic apostrophes folded.
        var key: String
        /// Punctuation written right after the word (",", ".", "…").
        var trailing: String

        static func split(_ text: String) -> [Word] {
            text.utf8.allSatisfy { $0 < 0x80 } ? splitASCII(Array(text.utf8)) : splitCharacters(text)
        }

        /// `split` for any text, character by character.
        static func splitCharacters(_ text: String) -> [Word] {
            var result: [Word] = []
            var current = ""
            var trailing = ""
            func flush() {
                // A word ending in an apostrophe or hyphen keeps only its letters (it starts with one, so some stay).
                while let last = current.last, last == "'" || last == "’" || last == "-" { current.removeLast() }
                if !current.isEmpty {
                    // A byte search: Foundation's replacingOccurrences on every word of every talk cost seconds.
                    let key = current.lowercased().utf8Replacing("’", with: "'")
                    result.append(Word(text: current, key: key, trailing: trailing))
                } else if !trailing.isEmpty, !result.isEmpty {
                    result[result.count - 1].trailing += trailing
                }
                current = ""
                trailing = ""
            }
            for c in text {
                let (letterOrNumber, whitespace) = classify(c)
                if letterOrNumber || ((c == "'" || c == "’" || c == "-") && !current.isEmpty && trailing.isEmpty) {
                    if !trailing.isEmpty { flush() }
                    current.append(c)
                } else if whitespace {
                    flush()
                } else {
                    trailing.append(c)
                }
            }
            flush()
            return result
        }

        /// `split` for ASCII text, byte by byte: a word and the punctuation after it are each one run of bytes.
        static func splitASCII(_ bytes: [UInt8]) -> [Word] {
            var result: [Word] = []
            var current = 0..<0, trailing = 0..<0
            func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
            func flush() {
                // As `splitCharacters` does: no apostrophe or hyphen at a word's end.
                while !current.isEmpty, bytes[current.upperBound - 1] == UInt8(ascii: "'") || bytes[current.upperBound - 1] == UInt8(ascii: "-") {
                    current = current.lowerBound..<current.upperBound - 1
                }
                if !current.isEmpty {
                    let key = String(unsafeUninitializedCapacity: current.count) { buffer in
                        for (k, byte) in bytes[current].enumerated() { buffer[k] = asciiLower(byte) }
                        return current.count
                    }
                    result.append(Word(text: string(current), key: key, trailing: string(trailing)))
                } else if !trailing.isEmpty, !result.isEmpty {
                    result[result.count - 1].trailing += string(trailing)
                }
                current = 0..<0
                trailing = 0..<0
            }
            for (i, a) in bytes.enumerated() {
                if isASCIIWordByte(a) || ((a == UInt8(ascii: "'") || a == UInt8(ascii: "-")) && !current.isEmpty && trailing.isEmpty) {
                    if !trailing.isEmpty { flush() }
                    current = current.isEmpty ? i..<i + 1 : current.lowerBound..<i + 1
                } else if Whitespace.isASCIISpace(a) {
                    flush()
                } else {
                    trailing = trailing.isEmpty ? i..<i + 1 : trailing.lowerBound..<i + 1
                }
            }
            flush()
            return result
        }

        /// Whether `c` is a letter or number, and whether it is white space. ASCII is decided without Unicode
        /// property look-ups (most captions are ASCII, and every character of every talk comes through here).
        private static func classify(_ c: Character) -> (letterOrNumber: Bool, whitespace: Bool) {
            if let a = c.asciiValue { return (isASCIIWordByte(a), Whitespace.isASCIISpace(a)) }
            return (c.isLetter || c.isNumber, c.isWhitespace)
        }

        /// Whether the word starts with a lower-case letter (ASCII without a Unicode property look-up).
        var startsLowercase: Bool {
            guard let first = text.utf8.first else { return false }
            if first < 0x80 { return first >= 0x61 && first <= 0x7A }
            return text.first?.isLowercase == true
        }

        /// Rough stem for comparing: possessive and plural endings dropped.
        var stem: String {
            var k = key
            if k.hasSuffix("'s") { k.removeLast(2) }
            if k.hasSuffix("ies"), k.count > 4 { return String(k.dropLast(3)) + "y" }
            if k.hasSuffix("s"), !k.hasSuffix("ss"), k.count > 3 { k.removeLast() }
            return k
        }

        var endsClause: Bool { trailing.contains { ".,;:!?…—()\"".contains($0) } }
        var endsSentencePart: Bool { trailing.contains { ".;:!?…—()".contains($0) } }
    }

    /// Words that carry no topic.
    static let stopWords: Set<String> = [
        "a", "an", "the", "of", "to", "and", "or", "in", "on", "for", "with", "at", "by", "from", "about", "into", "over",
        "how", "what", "that", "this", "these", "those", "it", "its", "is", "are", "be", "been", "some", "different",
        "your", "our", "my", "you", "we", "i", "they", "their", "them", "can", "will", "more", "most", "all", "any",
        "which", "where", "when", "why", "who", "available", "app", "apps", "way", "ways", "thing", "things", "lot",
        "few", "little", "bit", "look", "talk", "use", "using", "make", "go", "get", "new", "just", "also", "as", "so",
        "then", "now", "there", "here", "both", "each", "other", "one", "two", "three", "first", "last", "next",
        "finally", "general", "key", "core", "great", "some", "do", "does", "let's", "we'll", "i'll", "it's", "that's",
        "very", "really", "part", "section", "session", "today", "talk", "example", "examples", "us", "me", "whole",
        "application", "applications", "code", "demo", "slide", "slides", "project", "detour", "ahead", "stuff",
    ]

    /// Words that frame a topic ("take a look at", "provide an overview of") rather than name it.
    static let framing: Set<String> = [
        "start", "starting", "begin", "beginning", "by", "with", "then", "now", "take", "taking", "a", "look", "looking",
        "at", "closer", "quick", "deeper", "talk", "talking", "about", "provide", "providing", "give", "giving", "an",
        "overview", "of", "introduce", "introducing", "cover", "covering", "discuss", "discussing", "explore", "exploring",
        "dive", "diving", "into", "go", "going", "over", "walk", "walking", "you", "through", "show", "showing", "share",
        "sharing", "move", "moving", "on", "to", "turn", "turning", "focus", "focusing", "review", "reviewing",
        "describe", "describing", "explain", "explaining", "get", "getting", "jump", "jumping", "briefly", "quickly",
        "little", "bit", "more", "some", "spend", "time", "first", "next", "finally", "also", "just", "kick", "off",
        "continue", "continuing", "end", "ending", "finish", "finishing", "wrap", "wrapping", "up", "share", "back",
        "come", "coming", "run", "running", "brief", "high-level", "level", "high", "detail", "details", "in",
        "discussion", "introduction", "intro", "present", "presenting", "highlight", "highlighting", "learn",
        "started", "closely", "quick", "quickly", "look",
    ]

    static let future: [[String]] = [
        ["i'll"], ["we'll"], ["i", "will"], ["we", "will"], ["i'm", "going", "to"], ["we're", "going", "to"],
        ["i", "am", "going", "to"], ["we", "are", "going", "to"],
    ]

    // MARK: - Agenda and signposts

    /// Whether a sentence can hold an agenda item: each `future` phrase has "'ll" (either apostrophe), "will" or
    /// "going" in it, in any case; words' keys are their text lower-cased with "’" folded to "'", so a sentence
    /// without one of these gives `agendaItems` no start. Read on bytes, before splitting into words.
    static func mayAnnounce(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { b in
            func lower(_ i: Int) -> UInt8 { asciiLower(b[i]) }
            var i = 1
            while i + 1 < b.count {
                let c = lower(i)
                if c == UInt8(ascii: "l"), lower(i + 1) == UInt8(ascii: "l") {
                    if b[i - 1] == UInt8(ascii: "'") { return true }
                    if i >= 3, b[i - 3] == 0xE2, b[i - 2] == 0x80, b[i - 1] == 0x99 { return true }  // ’
                    if i >= 2, lower(i - 2) == UInt8(ascii: "w"), lower(i - 1) == UInt8(ascii: "i") { return true }
                } else if c == UInt8(ascii: "o"), i + 3 < b.count, lower(i - 1) == UInt8(ascii: "g"), lower(i + 1) == UInt8(ascii: "i"),
                          lower(i + 2) == UInt8(ascii: "n"), lower(i + 3) == UInt8(ascii: "g") {
                    return true
                }
                i += 1
            }
            return false
        }
    }

    /// Whether a sentence can be a signpost: `signpost` needs "let's" or "let us", "in this next section" (or part,
    /// chapter), or a future phrase (`mayAnnounce`). Read on bytes, before splitting into words.
    static func maySignpost(_ text: String) -> Bool {
        signpostStarts.found(in: text) || mayAnnounce(text)
    }

    private static let signpostStarts = WordStarts(["let", "section", "part", "chapter"].map { Array($0.utf8) }, asciiOnly: false)

    /// What a sentence must hold, as a word's start, for one of its words to have `stem` (`Word.stem`): the stem,
    /// without a final "y" ("categories" has the stem "category"); nil when bytes cannot tell (an apostrophe,
    /// which captions write either way, or a letter outside ASCII).
    static func probe(_ stem: String) -> [UInt8]? {
        let bytes = Array(stem.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "'") }) else { return nil }
        return bytes.last == UInt8(ascii: "y") ? Array(bytes.dropLast()) : bytes
    }

    /// Prefixes (lower-case ASCII) some word of a sentence may start with, in any case, made once and tested
    /// against sentence after sentence. A word starts at a letter or digit after anything else (every start
    /// `Word.split` makes, and a few more: after a hyphen).
    struct WordStarts {
        private let prefixes: [[UInt8]]
        /// By lower-cased first byte, whether some prefix starts with it.
        private let firsts: [Bool]
        /// Every text passes: a prefix bytes cannot tell (nil, see `probe`) or an empty one.
        private let always: Bool
        /// Any text outside ASCII passes (a few letters outside it lower-case into it: the Kelvin sign into "k").
        private let asciiOnly: Bool

        init(_ prefixes: [[UInt8]?], asciiOnly: Bool) {
            let known = prefixes.compactMap { $0 }.filter { !$0.isEmpty }
            self.prefixes = known
            always = known.count < prefixes.count
            self.asciiOnly = asciiOnly
            var firsts = [Bool](repeating: false, count: 128)
            for p in known { firsts[Int(p[0] & 0x7F)] = true }
            self.firsts = firsts
        }

        func found(in text: String) -> Bool {
            if always { return true }
            var text = text
            return text.withUTF8 { b in
                if asciiOnly, b.contains(where: { $0 >= 0x80 }) { return true }
                var previousIsWord = false
                for i in b.indices {
                    let c = b[i], word = isASCIIWordByte(c)
                    defer { previousIsWord = word }
                    guard word, !previousIsWord, firsts[Int(asciiLower(c))] else { continue }
                    for p in prefixes where p.count <= b.count - i {
                        var k = 0
                        while k < p.count, asciiLower(b[i + k]) == p[k] { k += 1 }
                        if k == p.count { return true }
                    }
                }
                return false
            }
        }
    }

    /// An ASCII letter or digit: what words are made of, in `Word.split` and the byte checks above.
    @inline(__always) static func isASCIIWordByte(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39)
    }

    /// `c` lower-cased if it is an ASCII capital.
    @inline(__always) static func asciiLower(_ c: UInt8) -> UInt8 { c >= 0x41 && c <= 0x5A ? c | 0x20 : c }

    /// Announced parts in one sentence: each "I'll …"/"we're going to …" starts one.
    static func agendaItems(_ words: [Word]) -> [(topic: [Word], last: Bool)] {
        let keys = words.map(\.key)
        if keys.contains("let's") || keys.contains("let") { return [] }
        var starts: [(at: Int, after: Int)] = []
        var k = 0
        while k < keys.count {
            if let phrase = future.first(where: { keys.count - k >= $0.count && keys[k..<(k + $0.count)].elementsEqual($0) }) {
                starts.append((k, k + phrase.count))
                k += phrase.count
            } else {
                k += 1
            }
        }
        var items: [(topic: [Word], last: Bool)] = []
        for (index, start) in starts.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1].at : words.count
            let lead = keys[max(0, start.at - 4)..<start.at]
            let last = lead.contains("finally") || lead.contains("lastly")
            // "I'll be talking about how to design…" introduces the talk, not a part of it.
            let topic = topicWords(Array(words[start.after..<end]))
            guard !topic.isEmpty, !(index == 0 && keys[start.after..<min(end, start.after + 2)].contains("be")) else { continue }
            items.append((topic, last))
        }
        return items
    }

    /// Discourse markers a signpost may open with ("So now, let's…").
    static let signpostOpeners: Set<String> = ["so", "and", "now", "next", "finally", "lastly", "ok", "okay", "alright", "right",
                                               "well", "then", "first", "all", "to", "start"]
    /// Verbs of moving to a topic ("let's look at…"), not of doing something ("let's build it").
    static let signpostVerbs: Set<String> = ["start", "begin", "take", "look", "talk", "explore", "dive", "move", "turn", "focus",
                                             "cover", "discuss", "switch", "shift", "go", "jump", "get", "review", "examine",
                                             "consider", "introduce", "put", "wrap", "continue", "now", "briefly", "quickly", "spend"]

    /// A sentence that marks the start of a part: "Let's start by…", "Now, let's explore…", "In this last
    /// section, I'll cover…", "Next, I'll talk about…". `casual` signposts ("Now, let's look at X") may
    /// also open subsections.
    static func signpost(_ words: [Word]) -> (topic: [Word], last: Bool, casual: Bool, title: String?)? {
        let keys = words.map(\.key)
        guard keys.count >= 3 else { return nil }
        // Discourse markers first, then the speaker's move.
        var k = 0
        while k < min(3, keys.count), signpostOpeners.contains(keys[k]) { k += 1 }
        let lead = Set(keys[0..<k])
        var after: Int?
        var casual = false
        var section = false
        if k < keys.count, keys[k] == "let's" {
            after = k + 1
            casual = lead.contains("now") || lead.contains("next") || lead.contains("finally")
        } else if k + 1 < keys.count, keys[k] == "let", keys[k + 1] == "us" {
            after = k + 2
        } else if keys.count > 5, keys[0] == "in", ["this", "the", "our"].contains(keys[1]),
                  ["next", "last", "final", "following", "second", "third"].contains(keys[2]),
                  ["section", "part", "chapter"].contains(keys[3]) {
            section = true
            var a = 4
            if let phrase = future.first(where: { keys.count - a >= $0.count && keys[a..<(a + $0.count)].elementsEqual($0) }) { a += phrase.count }
            after = a
        } else if !lead.isEmpty, lead.contains("now") || lead.contains("next") || lead.contains("finally"),
                  let phrase = future.first(where: { keys.count - k >= $0.count && keys[k..<(k + $0.count)].elementsEqual($0) }) {
            after = k + phrase.count
        }
        guard let after, after < words.count else { return nil }
        // The speaker must be moving to a topic, not doing something ("let's build it").
        guard section || signpostVerbs.contains(keys[after]) else { return nil }
        let rest = Array(words[after...])
        // "Let's put this into practice": the idiom names the part.
        if rest.count >= 4, rest[0].key == "put", ["this", "it", "these", "that"].contains(rest[1].key),
           rest[2].key == "into", rest[3].key == "practice" {
            return (Array(rest[4...]), false, true, "Putting it into practice")
        }
        let topic = topicWords(rest)
        // "Let's go ahead and push this to the device" does something; it does not open a part.
        guard let head = topic.first, !["ahead", "and", "back", "it", "this", "that", "here", "there"].contains(head.key) else { return nil }
        let last = lead.contains("finally") || lead.contains("lastly") || keys.prefix(4).contains("last") || keys.prefix(4).contains("final")
        return (topic, last, casual || section, nil)
    }

    /// Words after the framing ("taking a look at", "an overview of"), up to the end of the sentence or a
    /// following "I'll".
    static func topicWords(_ words: [Word]) -> [Word] {
        var k = 0
        while k < words.count, framing.contains(words[k].key), !(words[k].key == "how" ) {
            if words[k].endsSentencePart { return [] }
            k += 1
        }
        return Array(words[k..<min(words.count, k + 16)])
    }

    static func sharedContent(_ a: [Word], _ b: [Word]) -> Set<String> {
        let left = Set(a.prefix(12).filter { !stopWords.contains($0.key) }.map(\.stem))
        let right = Set(b.prefix(12).filter { !stopWords.contains($0.key) }.map(\.stem))
        return left.intersection(right)
    }

    static func isClosing(_ words: [Word]) -> Bool {
        let text = " " + words.map(\.key).joined(separator: " ") + " "
        return [" brings us to the end ", " to wrap up ", " to wrap things up ", " to sum up ", " in summary ",
                " in conclusion ", " to recap ", " let's recap ", " let's wrap up ", " so to summarize ", " to summarize ",
                " recap of what ", " summary of what "]
            .contains { text.utf8Contains($0) }
    }

    // MARK: - Titles

    /// The words the agenda item and the signpost share, as a short noun phrase ("The search field",
    /// "Search patterns", "Best practices"); falls back to the signpost's own topic.
    static func title(agenda: [Word], signpost: [Word], lowerCased: Set<String>) -> String? {
        let a = clause(agenda), b = clause(signpost)
        // Longest run of words common to both (by stem).
        var best: (start: Int, length: Int) = (0, 0)
        for i in a.indices {
            for j in b.indices {
                var l = 0
                while i + l < a.count, j + l < b.count, a[i + l].stem == b[j + l].stem { l += 1 }
                let run = a[i..<(i + l)]
                if l > best.length, run.contains(where: { !stopWords.contains($0.key) }) { best = (i, l) }
            }
        }
        if best.length > 0, let t = nounPhrase(Array(a[best.start..<(best.start + best.length)]), lowerCased: lowerCased) { return t }
        return nounPhrase(b, lowerCased: lowerCased)
    }

    static func subsectionTitle(_ topic: [Word], lowerCased: Set<String>) -> String? {
        let words = clause(topic)
        // Only a signpost whose topic is the whole rest of the sentence ("Next, let's move on to names."):
        // "let's look at the graphs that we created" is a step in a demo.
        var rest = topic
        while let last = rest.last, ["now", "next", "first", "then", "today", "here", "briefly"].contains(last.key) { rest.removeLast() }
        guard words.count == rest.count || (words.count == rest.count - 1 && rest.last?.key == "more") else { return nil }
        // Vague topics ("a few examples", "a different kind of navigation") make poor headings.
        guard let first = words.first, first.key == "the" || !vague.contains(first.key),
              !["another", "what", "it", "them", "one", "something", "how"].contains(first.key) || words.count >= 3,
              words.count <= 5 else { return nil }
        return nounPhrase(words, lowerCased: lowerCased)
    }

    /// The topic up to the end of its first clause; "X, and Y" stays whole when Y is one or two words
    /// ending the clause ("iPad, and Mac").
    static func clause(_ words: [Word]) -> [Word] {
        let breakers: Set<String> = ["that", "which", "who", "where", "when", "while", "because", "so", "since", "if",
                                     "as", "with", "for", "from", "by", "using", "including", "like", "i'll", "we'll",
                                     "you", "to", "on", "in", "is", "are", "and", "or", "but", "it", "how", "what", "why"]
        var out: [Word] = []
        var k = 0
        func bare(_ w: Word) -> Word { var w = w; w.trailing = ""; return w }
        while k < words.count {
            let w = words[k]
            if !out.isEmpty, breakers.contains(w.key), !(w.key == "to" && out.last?.key == "how") {
                // "X and Y" / "X, and Y" ending the clause stays whole ("iPad, and Mac").
                if w.key == "and" || w.key == "or", k + 1 < words.count,
                   let end = words[(k + 1)..<min(words.count, k + 3)].firstIndex(where: { $0.endsSentencePart || $0.trailing.contains(",") }) ?? (words.count <= k + 3 ? words.count - 1 : nil) {
                    out[out.count - 1].trailing = ""
                    out.append(w)
                    out += words[(k + 1)...end].map(bare)
                }
                break
            }
            if w.endsSentencePart || out.count >= 6 { out.append(bare(w)); break }
            out.append(w)
            k += 1
        }
        return out
    }

    /// A readable heading: vague leading words dropped, sentence case, proper nouns and names like "iPad"
    /// kept as written. Nil when nothing specific remains or it is too long.
    static let vague: Set<String> = ["a", "an", "some", "different", "various", "several", "few", "general", "key", "main",
                                     "core", "basic", "our", "my", "your", "this", "these", "those", "all", "of", "very",
                                     "many", "other", "another", "couple", "bunch", "number", "kinds", "kind", "types", "type", "and"]

    static func nounPhrase(_ words: [Word], lowerCased: Set<String>) -> String? {
        var w = words
        if w.first?.key == "what" {
            // "what AppNap is" names AppNap; "what the code looks like" names nothing.
            guard w.count <= 3 else { return nil }
            w.removeFirst()
        }
        while let last = w.last, stopWords.contains(last.key) { w.removeLast() }
        var keepThe = false
        if w.first?.key == "the" {
            // "the Search Field" reads well as "The search field"; "the different search patterns" does not.
            keepThe = w.count >= 2 && !vague.contains(w[1].key) && w.last.map { !$0.key.hasSuffix("s") } == true
            w.removeFirst()
        }
        while let first = w.first, vague.contains(first.key) || first.key == "the" { w.removeFirst(); keepThe = false }
        guard !w.isEmpty, w.count <= 5, w.contains(where: { !stopWords.contains($0.key) }) else { return nil }
        var parts: [String] = (keepThe ? ["the"] : []) + w.map { word in
            let t = word.text
            let internalCapital = t.dropFirst().contains { $0.isUppercase }
            if internalCapital || !lowerCased.contains(word.key) { return t }
            return t.lowercased()
        }
        if !parts[0].dropFirst().contains(where: { $0.isUppercase }) {  // "iPad and Mac" stays as written
            parts[0] = parts[0].prefix(1).uppercased() + parts[0].dropFirst()
        }
        return parts.joined(separator: " ")
    }

    // MARK: - Checking titles

    /// Words a heading cannot end on: a heading names a thing, so it ends on a noun.
    static let badEndings: Set<String> = [
        "first", "second", "third", "fourth", "fifth", "sixth", "last", "next", "final", "previous", "following", "latter", "former",
        "right", "okay", "ok", "well", "yes", "yeah", "now", "here", "there", "then", "again", "too", "also", "though", "anyway",
        "rich", "new", "simple", "easy", "hard", "different", "great", "good", "better", "important", "big", "bigger", "small",
        "similar", "same", "possible", "available", "able", "cool", "nice", "interesting", "useful", "specific", "common", "real",
        "actual", "whole", "entire", "other", "more", "less", "most", "much", "many", "several", "such", "own", "free", "sure",
        "quick", "fast", "slow", "custom", "full", "open", "clear", "complex", "powerful", "amazing", "awesome", "fine", "true",
        "false", "ready", "done", "like", "about", "up", "out", "off", "over", "down", "back", "away", "around", "through",
        "this", "that", "these", "those", "it", "them", "something", "everything", "anything", "nothing", "one", "ones", "way",
        "thing", "things", "stuff", "lot", "bit", "kind", "sort", "part", "piece", "step", "steps", "time", "point", "case",
    ]

    /// Words a heading cannot hold: verbs and pronouns make a clause, not a name.
    static let clauseWords: Set<String> = [
        "is", "are", "was", "were", "be", "been", "being", "am", "do", "does", "did", "can", "could", "will", "would", "should",
        "shall", "may", "might", "must", "have", "has", "had", "i", "we", "you", "he", "she", "they", "it's", "that's", "let's",
        "i'm", "we're", "you're", "they're", "there's", "here's", "what's", "i'll", "we'll", "you'll", "not", "don't", "doesn't",
        "can't", "won't", "isn't", "aren't", "very", "really", "just", "actually", "basically", "going", "gonna", "want", "need",
        "if", "because", "so", "but", "when", "while", "which", "who", "whom", "whose", "why",
    ]

    /// Verbs that open an instruction rather than name a thing ("Recap the feature", "See how it works").
    static let leadingVerbs: Set<String> = [
        "recap", "explore", "discuss", "cover", "introduce", "review", "examine", "consider", "describe", "explain", "show",
        "walk", "dive", "talk", "learn", "see", "take", "look", "go", "get", "put", "let", "make", "try", "find", "check",
        "remember", "think", "say", "tell", "give", "keep", "move", "turn", "jump", "switch", "focus", "summarize", "recall",
    ]

    /// Whether a title reads as a noun phrase: one to six words, no verb or pronoun, not ending on an ordinal,
    /// adjective, adverb, participle or discourse marker ("Right", "The third", "Deferred", "Customizing rich").
    public static func isPhrase(_ title: String, lowerCased: Set<String>? = nil) -> Bool {
        if title == "Introduction" || title == "Wrap-up" || title == "Putting it into practice" { return true }
        let words = Word.split(title)
        guard (1...6).contains(words.count), let last = words.last else { return false }
        if words.contains(where: { clauseWords.contains($0.key) }) { return false }
        // "1 more sample", "Recap the argument buffer": a count or a verb opens a clause, not a name.
        if words[0].key.first?.isNumber == true { return false }
        if words.count > 1, leadingVerbs.contains(words[0].key) { return false }
        // "How to fail gracefully" names a task as titles do.
        if words.count >= 3, words[0].key == "how", words[1].key == "to" { return true }
        if badEndings.contains(last.key) || stopWords.contains(last.key) && !last.text.dropFirst().contains(where: \.isUppercase) { return false }
        if framing.contains(words[0].key) && words.count == 1 { return false }
        let name = last.text.dropFirst().contains { $0.isUppercase } || last.text.contains { $0.isNumber }
        if !name {
            // Adverbs, past participles and comparatives end no name ("Deferred", "Quickly"); "Speed" is a noun.
            if last.key.hasSuffix("ly") && last.key.count > 4 { return false }
            if last.key.hasSuffix("ed") && !last.key.hasSuffix("eed") && last.key.count > 3 { return false }
            if words.count == 1 && last.key.count < 4 { return false }
        }
        // A lone lower-case word must look like a noun ("Networking", "Accessibility", "Gestures").
        let properNoun = lowerCased.map { !$0.contains(last.key) } ?? false
        if words.count == 1 && !name && !properNoun {
            let nounish = ["ing", "tion", "sion", "ment", "ness", "ity", "ance", "ence", "ics", "ure", "ism", "ogy", "ship", "age", "s"]
            if !nounish.contains(where: { last.key.hasSuffix($0) }) { return false }
        }
        return true
    }

    /// The chapter's most distinctive phrase: a run of one to three content words said at least twice in the
    /// chapter and mostly there, that reads as a phrase. Nil when none does.
    /// `sentences`: the `grams` of each sentence of the talk; `total`: their `gramCounts`.
    static func distinctivePhrase(_ sentences: [[Gram]], in range: Range<Int>, total: [String: Int], lowerCased: Set<String>) -> String? {
        guard !range.isEmpty else { return nil }
        var inside: [String: (count: Int, words: ArraySlice<Word>)] = [:]
        for k in range { for g in sentences[k] { inside[g.key, default: (0, g.words)].count += 1 } }
        // Ties go to the smaller key: `inside` is a dictionary, and its order differs from one run to the next.
        var best: (score: Double, key: String, title: String)?
        for (key, entry) in inside {
            let n = entry.words.count
            guard entry.count >= (n == 1 ? 3 : 2), let all = total[key], Double(entry.count) / Double(all) >= 0.6 else { continue }
            let score = Double(entry.count) * Double(entry.count) / Double(all) * (n == 1 ? 1 : 1.6)
            guard score > (best?.score ?? 0) || (score == best?.score && key < (best?.key ?? "")),
                  let title = nounPhrase(Array(entry.words), lowerCased: lowerCased), isPhrase(title, lowerCased: lowerCased) else { continue }
            best = (score, key, title)
        }
        return best?.title
    }

    /// How often each phrase of `grams` is said in the talk.
    static func gramCounts(_ sentences: [[Gram]]) -> [String: Int] {
        var total: [String: Int] = [:]
        for sentence in sentences { for g in sentence { total[g.key, default: 0] += 1 } }
        return total
    }

    /// A run of words that could name a chapter, keyed by its words' stems.
    typealias Gram = (key: String, words: ArraySlice<Word>)

    /// The runs of one to three content words of a sentence that could name a chapter.
    static func grams(_ words: [Word]) -> [Gram] {
        var out: [Gram] = []
        guard !words.isEmpty else { return out }
        // Each word's part in the rules below, decided once (a talk's every sentence comes through here).
        let stop = words.map { stopWords.contains($0.key) }
        let excluded = words.map { clauseWords.contains($0.key) || Int($0.key) != nil }
        var stems = [String?](repeating: nil, count: words.count)
        for i in words.indices {
            for n in 1...3 where i + n <= words.count {
                let last = i + n - 1
                // A phrase does not cross a comma (the words before this one were checked for the shorter runs)
                // or start or end on a small word.
                if n > 1, words[last - 1].endsClause { break }
                if stop[i] || stop[last] || framing.contains(words[i].key) { continue }
                if excluded[i...last].contains(true) { continue }
                // Inside, only "of" joins ("frame of video"); "Jeff and Gabe" names people, not a part.
                if n == 3, stop[i + 1], words[i + 1].key != "of" { continue }
                for k in i...last where stems[k] == nil { stems[k] = words[k].stem }
                out.append((n == 1 ? stems[i]! : stems[i...last].map { $0! }.joined(separator: " "), words[i...last]))
            }
        }
        return out
    }
}
