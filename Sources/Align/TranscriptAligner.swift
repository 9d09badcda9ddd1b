import Ingest
import TextAnalysis

/// Times for the paragraphs and sentences of a talk's prose, taken from its captions.
public struct TranscriptAlignment: Sendable, Hashable {
    /// One sentence of a paragraph, as `SentenceSplitter` cuts it.
    public struct Sentence: Sendable, Hashable {
        public var text: String
        /// Start of the caption segment holding the sentence's first spoken word; nil if never spoken.
        public var start: Double?
        /// Index of that segment in `Transcript.segments`.
        public var segmentIndex: Int?

        public init(text: String, start: Double? = nil, segmentIndex: Int? = nil) {
            self.text = text
            self.start = start
            self.segmentIndex = segmentIndex
        }
    }

    /// One paragraph of prose, in the order given.
    public struct Paragraph: Sendable, Hashable {
        public var text: String
        /// Start of the caption segment holding the paragraph's first spoken word.
        public var start: Double?
        /// False for a paragraph the speaker never said (an editor's insertion): it has no time and
        /// should be flagged.
        public var spoken: Bool
        public var segmentIndex: Int?
        public var sentences: [Sentence]

        public init(text: String, start: Double? = nil, spoken: Bool = true, segmentIndex: Int? = nil,
                    sentences: [Sentence] = []) {
            self.text = text
            self.start = start
            self.spoken = spoken
            self.segmentIndex = segmentIndex
            self.sentences = sentences
        }
    }

    /// A sound tag from the captions (`[ Music ]` → "Music"), kept apart from speech.
    public struct Note: Sendable, Hashable {
        public var text: String
        public var start: Double
        /// The note comes before this paragraph (== `paragraphs.count` for a note at the end).
        public var beforeParagraph: Int

        public init(text: String, start: Double, beforeParagraph: Int) {
            self.text = text
            self.start = start
            self.beforeParagraph = beforeParagraph
        }
    }

    public var paragraphs: [Paragraph]
    /// Sound tags, for paragraphs built from captions alone; empty when aligning prose.
    public var notes: [Note]
    /// Share of the prose's words matched to caption words, 0…1 (a quality figure for diagnostics).
    public var matchedWordShare: Double

    public init(paragraphs: [Paragraph], notes: [Note] = [], matchedWordShare: Double = 0) {
        self.paragraphs = paragraphs
        self.notes = notes
        self.matchedWordShare = matchedWordShare
    }
}

/// Aligns edited prose of a talk to its caption transcript.
///
/// Both texts become normalised word streams (`TranscriptWords`), which are diffed
/// (`TranscriptMatcher`: unique-trigram anchors, exact LCS between them). A paragraph or sentence
/// starts at its first run of three matched words, so punctuation, casing, dropped fillers,
/// corrected words, cut sentences and changed paragraphing do not move it, and stray matches of
/// common words inside inserted text do not give it a time. Times never go backwards.
public enum TranscriptAligner {
    /// Tuning; the defaults are what the benchmark measures.
    public struct Options: Sendable, Hashable {
        /// Matched words in a row that prove a unit was spoken.
        public var minimumRun: Int
        /// Caption words a run may skip between two prose words (dropped "you know", "so", …).
        public var maximumSkip: Int
        /// A paragraph counts as spoken when at least this share of its words are matched in runs.
        public var minimumSpokenShare: Double

        public init(minimumRun: Int = 3, maximumSkip: Int = 2, minimumSpokenShare: Double = 0.25) {
            self.minimumRun = minimumRun
            self.maximumSkip = maximumSkip
            self.minimumSpokenShare = minimumSpokenShare
        }
    }

    /// Aligns `prose` (paragraph texts, in order, without the title) to `transcript`.
    public static func align(prose: [String], transcript: Transcript, options: Options = Options()) -> TranscriptAlignment {
        var vocabulary = TranscriptVocabulary()
        // Caption words and the segment each came from; sound tags are not speech.
        var b: [Int32] = []
        var bSegment: [Int32] = []
        b.reserveCapacity(transcript.segments.count * 10)
        bSegment.reserveCapacity(transcript.segments.count * 10)
        for (index, segment) in transcript.segments.enumerated() {
            let speech = TranscriptTags.speech(segment.text)
            let before = b.count
            vocabulary.append(speech, into: &b)
            for _ in before..<b.count { bSegment.append(Int32(index)) }
        }

        // Prose words, with each sentence's and paragraph's word range.
        var a: [Int32] = []
        var sentenceTexts: [[String]] = []
        var sentenceRanges: [[Range<Int>]] = []
        var paragraphRanges: [Range<Int>] = []
        for text in prose {
            let paragraphStart = a.count
            var texts: [String] = []
            var ranges: [Range<Int>] = []
            for range in SentenceSplitter.ranges(text) {
                let sentence = String(text[range])
                let start = a.count
                vocabulary.append(sentence, into: &a)
                texts.append(sentence)
                ranges.append(start..<a.count)
            }
            sentenceTexts.append(texts)
            sentenceRanges.append(ranges)
            paragraphRanges.append(paragraphStart..<a.count)
        }

        let runs = TranscriptRuns(match: TranscriptMatcher.match(a, b), maximumSkip: options.maximumSkip)
        let segments = transcript.segments
        var paragraphs: [TranscriptAlignment.Paragraph] = []
        paragraphs.reserveCapacity(prose.count)
        var lastSegment = -1
        var lastTime = -Double.infinity

        // Clamps a segment index so times never go backwards.
        func time(_ bIndex: Int?) -> (Double?, Int?) {
            guard let bIndex else { return (nil, nil) }
            var segment = Int(bSegment[bIndex])
            if segment < lastSegment { segment = lastSegment }
            lastSegment = segment
            // A placeholder time (see `Segment.knownStart`) is no time at all.
            guard let known = segments.knownStart(at: segment) else { return (nil, segment) }
            let t = max(known, lastTime)
            lastTime = t
            return (t, segment)
        }

        for (p, text) in prose.enumerated() {
            let range = paragraphRanges[p]
            let paragraphB = runs.start(of: range, options: options)
            let spoken = paragraphB != nil && (range.count <= TranscriptRuns.shortUnit
                || runs.supportedShare(of: range, minimumRun: options.minimumRun) >= options.minimumSpokenShare)
            var sentenceB: [Int?] = sentenceRanges[p].map { spoken ? runs.start(of: $0, options: options) : nil }
            var firstB = paragraphB
            if spoken, let firstSentence = sentenceB.compactMap({ $0 }).first, firstSentence < (firstB ?? Int.max) {
                firstB = firstSentence
            }
            if !spoken { firstB = nil; sentenceB = sentenceB.map { _ in nil } }
            let (start, segmentIndex) = time(firstB)
            var sentences: [TranscriptAlignment.Sentence] = []
            for (s, sentenceText) in sentenceTexts[p].enumerated() {
                let (t, index) = time(sentenceB[s])
                sentences.append(.init(text: sentenceText, start: t, segmentIndex: index))
            }
            paragraphs.append(.init(text: text, start: start, spoken: spoken, segmentIndex: segmentIndex, sentences: sentences))
        }
        return TranscriptAlignment(paragraphs: paragraphs, matchedWordShare: runs.matchedShare)
    }

    /// Aligns prose whose paragraphs may carry known start times (`Block.time`, from `**[m:ss]**` marks).
    ///
    /// A known time wins for its paragraph. With a transcript, sentences get times from the alignment,
    /// kept between their paragraph's known time and the next one; without one, only paragraphs have
    /// times (a paragraph's first sentence shares its time).
    public static func align(prose: [String], knownTimes: [Double?], transcript: Transcript?,
                             options: Options = Options()) -> TranscriptAlignment {
        precondition(knownTimes.count == prose.count, "one known time (or nil) per paragraph")
        var result: TranscriptAlignment
        if let transcript {
            result = align(prose: prose, transcript: transcript, options: options)
        } else {
            result = TranscriptAlignment(paragraphs: prose.map { text in
                .init(text: text, start: nil, spoken: true,
                      sentences: SentenceSplitter.split(text).map { .init(text: $0) })
            })
        }
        // Known times are the editor's word; later ones bound the sentences before them.
        var nextKnown = [Double?](repeating: nil, count: prose.count)
        var upcoming: Double? = nil
        for i in stride(from: prose.count - 1, through: 0, by: -1) {
            nextKnown[i] = upcoming
            if let t = knownTimes[i] { upcoming = t }
        }
        var floor = -Double.infinity
        for i in result.paragraphs.indices {
            var paragraph = result.paragraphs[i]
            if let known = knownTimes[i] {
                paragraph.start = known
                paragraph.spoken = true
                floor = max(floor, known)
                if !paragraph.sentences.isEmpty { paragraph.sentences[0].start = known }
            } else if let start = paragraph.start {
                paragraph.start = max(start, floor)
            }
            for s in paragraph.sentences.indices {
                guard var t = paragraph.sentences[s].start else { continue }
                t = max(t, floor)
                if let next = nextKnown[i] { t = min(t, next) }
                paragraph.sentences[s].start = t
                floor = t
            }
            result.paragraphs[i] = paragraph
        }
        return result
    }
}

/// Runs of matched words: consecutive prose words whose caption words follow each other,
/// allowing a few skipped caption words.
struct TranscriptRuns {
    let match: [Int32]
    /// Length of the run from each word forwards (0 if unmatched).
    private var forward: [Int32]
    /// Length of the whole run holding each word (0 if unmatched).
    private var total: [Int32]
    /// Caption index of the last matched word before each prose word, or -1.
    private var previousB: [Int32]
    let matchedShare: Double
    /// Units this short may be timed by context alone.
    static let shortUnit = 4

    init(match: [Int32], maximumSkip: Int) {
        self.match = match
        let n = match.count
        forward = [Int32](repeating: 0, count: n)
        total = [Int32](repeating: 0, count: n)
        previousB = [Int32](repeating: -1, count: n)
        @inline(__always) func linked(_ i: Int) -> Bool {
            let d = match[i + 1] - match[i]
            return match[i] >= 0 && match[i + 1] >= 0 && d >= 1 && d <= Int32(1 + maximumSkip)
        }
        var i = n - 1
        while i >= 0 {
            if match[i] >= 0 { forward[i] = (i + 1 < n && linked(i)) ? forward[i + 1] + 1 : 1 }
            i -= 1
        }
        var runStart = 0
        var last: Int32 = -1
        var matched = 0
        for i in 0..<n {
            previousB[i] = last
            if match[i] >= 0 {
                matched += 1
                last = match[i]
                if i == 0 || !linked(i - 1) { runStart = i }
                total[i] = forward[runStart]
            }
        }
        matchedShare = n == 0 ? 0 : Double(matched) / Double(n)
    }

    /// Share of the words of `range` matched inside runs of at least `minimumRun` (fewer for tiny units).
    func supportedShare(of range: Range<Int>, minimumRun: Int) -> Double {
        guard !range.isEmpty else { return 0 }
        let need = Int32(min(minimumRun, range.count))
        var supported = 0
        for i in range where total[i] >= need { supported += 1 }
        return Double(supported) / Double(range.count)
    }

    /// Caption word index where the unit `range` starts, or nil when it holds no convincing run.
    func start(of range: Range<Int>, options: TranscriptAligner.Options) -> Int? {
        guard !range.isEmpty else { return nil }
        let minimumRun = Int32(options.minimumRun)
        let need = min(minimumRun, Int32(range.count))
        var anchor: Int? = nil
        // A run of `need` inside the unit, itself part of a run of at least `minimumRun`:
        // a short unit ("Thank you.") is trusted only in a matched context.
        for i in range where match[i] >= 0 && min(forward[i], Int32(range.upperBound - i)) >= need && total[i] >= minimumRun {
            anchor = i; break
        }
        // Two-word units at a cut (no context) still count if their words are adjacent in the captions.
        if anchor == nil, range.count == 2, let i = range.first, match[i] >= 0, match[i + 1] == match[i] + 1 {
            anchor = i
        }
        // Fallback for units broken by corrections: two in a row within a longer run.
        if anchor == nil, range.count >= 3 {
            for i in range where match[i] >= 0 && min(forward[i], Int32(range.upperBound - i)) >= 2 && total[i] >= minimumRun {
                anchor = i; break
            }
        }
        // A short unit mangled by corrections ("Thanks so much, Dan.") still counts when one of its
        // words carries on right where the text before it left off in the captions.
        if anchor == nil, range.count <= TranscriptRuns.shortUnit, previousB[range.lowerBound] >= 0 || range.lowerBound == 0 {
            let before = Int(previousB[range.lowerBound])
            for i in range where match[i] >= 0 {
                if Int(match[i]) - before <= (i - range.lowerBound) + options.maximumSkip + 1 { anchor = i }
                break
            }
        }
        guard var p = anchor else { return nil }
        var pb = Int(match[p])
        // Earlier matched words of the unit that sit just before the run belong to it too.
        var i = p - 1
        while i >= range.lowerBound {
            let m = Int(match[i])
            if m >= 0 {
                if pb - m >= 1 && pb - m <= (p - i) + options.maximumSkip { p = i; pb = m } else { break }
            }
            i -= 1
        }
        // A corrected first word or two: take the caption words they replaced, if unclaimed.
        let unmatched = p - range.lowerBound
        if unmatched > 0 && unmatched <= 2 {
            let gap = pb - Int(previousB[range.lowerBound]) - 1
            pb -= min(unmatched, max(gap, 0))
        }
        return pb
    }
}
