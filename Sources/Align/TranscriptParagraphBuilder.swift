import Ingest
import Support
import TextAnalysis

/// Sound tags (`[ Music ]`) and speaker changes (`>>`) inside caption text.
public enum TranscriptTags {
    enum Piece: Equatable {
        case speech(String)
        case tag(String)
        case speaker
    }

    /// The pieces of one caption, in order; speech pieces are trimmed and never empty.
    static func pieces(_ text: String) -> [Piece] {
        guard mayHaveMarks(text) else {
            let trimmed = collapse(text)
            return trimmed.isEmpty ? [] : [.speech(trimmed)]
        }
        var out: [Piece] = []
        var speech = ""
        func flush() {
            let trimmed = collapse(speech)
            if !trimmed.isEmpty { out.append(.speech(trimmed)) }
            speech = ""
        }
        var i = text.startIndex
        while i < text.endIndex {
            if text[i] == ">", text[i...].hasPrefix(">>") {
                flush()
                out.append(.speaker)
                i = text.index(i, offsetBy: 2)
                while i < text.endIndex, text[i] == ">" { i = text.index(after: i) }
                continue
            }
            if text[i] == "[", let close = text[i...].firstIndex(of: "]") {
                let inner = text[text.index(after: i)..<close]
                if transcriptSoundTag(inner) {
                    flush()
                    out.append(.tag(collapse(String(inner))))
                    i = text.index(after: close)
                    continue
                }
            }
            speech.append(text[i])
            i = text.index(after: i)
        }
        flush()
        return out
    }

    /// The speech of a caption without its tags and speaker marks, white space collapsed: what a talk page's
    /// text is made of when the talk has no prose.
    public static func speech(_ text: String) -> String {
        guard mayHaveMarks(text) else { return text }
        return pieces(text).compactMap { if case .speech(let s) = $0 { return s } else { return nil } }.joined(separator: " ")
    }

    static func split(_ text: String) -> (speech: String, tags: [String]) {
        let all = pieces(text)
        return (all.compactMap { if case .speech(let s) = $0 { s } else { nil } }.joined(separator: " "),
                all.compactMap { if case .tag(let s) = $0 { s } else { nil } })
    }

    /// A byte scan: `String.contains(_:)` costs more than the rest of tokenising.
    @inline(__always)
    static func mayHaveMarks(_ text: String) -> Bool {
        // Over the bytes themselves: the UTF-8 view's iterator costs more than the comparisons (every caption of
        // every talk comes through here several times).
        func isMark(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "[") || byte == UInt8(ascii: ">") }
        return text.utf8.withContiguousStorageIfAvailable { $0.contains(where: isMark) } ?? text.utf8.contains(where: isMark)
    }

    /// Trims and collapses runs of white space (captions contain line breaks).
    static func collapse(_ text: String) -> String {
        if isCollapsed(text) { return text }
        return text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// Whether `text` already has single spaces only between words (most captions): a byte scan that saves
    /// splitting and joining. Text with any other white space takes the general path: the ASCII controls, and the
    /// encodings of every non-ASCII White_Space scalar (U+0085, U+00A0, U+1680, U+2000–200A, U+2028, U+2029,
    /// U+202F, U+205F, U+3000; Ogham as a whole).
    private static func isCollapsed(_ text: String) -> Bool {
        var previous: UInt8 = 0x20  // a leading space counts as a double one
        var text = text
        return text.withUTF8 { bytes in
            let n = bytes.count
            for i in 0..<n {
                let byte = bytes[i]
                if byte < 0x80 {
                    if (byte >= 0x09 && byte <= 0x0D) || (byte == 0x20 && previous == 0x20) { return false }
                } else if i + 1 < n {
                    let next = bytes[i + 1]
                    // A space with a combining mark after it is one character, and white space to `collapse`:
                    // after a space, only scalars of U+3000–U+9FFF that extend nothing take the fast path.
                    if previous == 0x20 {
                        let third = i + 2 < n ? bytes[i + 2] : 0
                        let extends = byte == 0xE3 && ((next == 0x80 && (0xAA...0xAF).contains(third)) || (next == 0x82 && (third == 0x99 || third == 0x9A)))
                        if !(0xE3...0xE9).contains(byte) || extends { return false }
                    }
                    switch byte {
                    case 0xC2 where next == 0x85 || next == 0xA0: return false
                    case 0xE1 where next == 0x9A: return false
                    case 0xE2 where i + 2 < n:
                        let last = bytes[i + 2]
                        if next == 0x80 && (last <= 0x8A || last == 0xA8 || last == 0xA9 || last == 0xAF) { return false }
                        if next == 0x81 && last == 0x9F { return false }
                    case 0xE3 where next == 0x80 && i + 2 < n && bytes[i + 2] == 0x80: return false
                    default: break
                    }
                }
                previous = byte
            }
            return previous != 0x20
        }
    }
}

/// Builds readable paragraphs from a transcript that has no prose.
///
/// Captions are joined and split into sentences with `SentenceSplitter`. A paragraph ends at a
/// sentence end followed by a long pause, at a sentence end once it is long, at a speaker change
/// (`>>`), or — for captions without punctuation — at a caption boundary once it is very long.
/// Sound tags become `notes`, not text.
public enum TranscriptParagraphBuilder {
    public struct Options: Sendable, Hashable {
        /// A pause this long (seconds, after the estimated end of speech) after a sentence ends a paragraph…
        public var pause: Double
        /// …once the paragraph has this many words.
        public var minimumWords: Int
        /// A paragraph ends at the first sentence end after this many words.
        public var maximumWords: Int
        /// A paragraph with no sentence end ends at a caption boundary after this many words.
        public var hardMaximumWords: Int
        /// Speaking rate used to estimate when a caption's speech ends.
        public var wordsPerSecond: Double

        public init(pause: Double = 1.5, minimumWords: Int = 25, maximumWords: Int = 110,
                    hardMaximumWords: Int = 200, wordsPerSecond: Double = 2.8) {
            self.pause = pause
            self.minimumWords = minimumWords
            self.maximumWords = maximumWords
            self.hardMaximumWords = hardMaximumWords
            self.wordsPerSecond = wordsPerSecond
        }
    }

    /// Words a caption's speech counts for: its space-separated words, a run of Chinese or Japanese characters
    /// counting one word per two characters (about a word's length there; captions in those languages put spaces
    /// between phrases, not words, and counted one "word" per caption made paragraphs of 1,100 characters).
    public static func wordCount(_ speech: String) -> Int {
        // A byte scan: an ASCII word counts one without decoding (captions are mostly ASCII; this was 4 % of a
        // library's build as a split into substrings).
        var speech = speech
        return speech.withUTF8 { bytes in
            var count = 0, i = 0
            let n = bytes.count
            while i < n {
                if bytes[i] == 0x20 { i += 1; continue }
                let start = i
                var ascii = true
                while i < n, bytes[i] != 0x20 { if bytes[i] >= 0x80 { ascii = false }; i += 1 }
                if ascii { count += 1; continue }
                var cjk = 0, other = false
                for scalar in String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self).unicodeScalars {
                    if Tokenizer.isCJK(scalar.value) { cjk += 1 } else if !other, scalar.properties.isAlphabetic || scalar.properties.numericType != nil { other = true }
                }
                count += cjk == 0 ? 1 : max(1, (cjk + 1) / 2) + (other ? 1 : 0)
            }
            return count
        }
    }

    /// Whether hardly a caption of the talk ends a sentence (Chinese subtitles, automatic captions: fewer than one
    /// in twenty; a decimal point or a "Mr." inside a caption does not count): then a caption's end stands for a
    /// sentence's, so pauses and length still make paragraphs.
    static func unpunctuated(_ segments: Segments) -> Bool {
        var ends = 0
        for segment in segments where endsSentence(TranscriptTags.speech(segment.text)) {
            ends += 1
            if ends * 20 >= segments.count { return false }  // punctuated: the rest need not be read
        }
        return ends * 20 < segments.count
    }

    /// Paragraphs (all spoken) with start times, sentences with times, and sound tags as notes.
    public static func build(_ transcript: Transcript, options: Options = Options()) -> TranscriptAlignment {
        let segments = transcript.segments
        // Subtitles that mark phrases with spaces end cues where phrases end: those keep a space between cues.
        let spacedPhrases = Whitespace.spacedPhrases(segments.map(\.text))
        let captionEndsSentence = unpunctuated(segments)
        var paragraphs: [TranscriptAlignment.Paragraph] = []
        var notes: [TranscriptAlignment.Note] = []
        // The paragraph being built: its text and where (UTF-8 offset) each caption's text begins.
        var text = ""
        var marks: [(offset: Int, segment: Int)] = []
        var words = 0

        func close() {
            guard !marks.isEmpty else { return }
            var sentences: [TranscriptAlignment.Sentence] = []
            var m = 0
            for range in SentenceSplitter.ranges(text) {
                let offset = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
                while m + 1 < marks.count, marks[m + 1].offset <= offset { m += 1 }
                let segment = marks[m].segment
                sentences.append(.init(text: String(text[range]), start: segments.knownStart(at: segment), segmentIndex: segment))
            }
            let first = marks[0].segment
            paragraphs.append(.init(text: text, start: segments.knownStart(at: first), spoken: true,
                                    segmentIndex: first, sentences: sentences))
            text = ""
            marks = []
            words = 0
        }

        for (index, segment) in segments.enumerated() {
            for piece in TranscriptTags.pieces(segment.text) {
                switch piece {
                case .speaker:
                    close()
                case .tag(let tag):
                    if words >= options.minimumWords && (captionEndsSentence || endsSentence(text)) { close() }
                    let before = paragraphs.count + (marks.isEmpty ? 0 : 1)
                    // "[ Music ]" over several captions is one note.
                    if let last = notes.last, last.text == tag, last.beforeParagraph == before { continue }
                    guard let start = segment.knownStart else { continue }
                    notes.append(.init(text: tag, start: start, beforeParagraph: before))
                case .speech(let speech):
                    if !text.isEmpty { text += Whitespace.joiner(between: text, and: speech, spacedPhrases: spacedPhrases) }
                    marks.append((text.utf8.count, index))
                    text += speech
                    words += wordCount(speech)
                }
            }
            guard !marks.isEmpty else { continue }
            let next = index + 1 < segments.count ? segments.knownStart(at: index + 1) : nil
            if captionEndsSentence || endsSentence(text) {
                if words >= options.maximumWords { close(); continue }
                if let next, let start = segment.knownStart, words >= options.minimumWords {
                    let spoken = Double(wordCount(TranscriptTags.speech(segment.text))) / options.wordsPerSecond
                    if next - (start + spoken) >= options.pause { close() }
                }
            } else if words >= options.hardMaximumWords {
                close()
            }
        }
        close()
        // Notes after the last paragraph point past the end.
        for i in notes.indices where notes[i].beforeParagraph > paragraphs.count { notes[i].beforeParagraph = paragraphs.count }
        return TranscriptAlignment(paragraphs: paragraphs, notes: notes, matchedWordShare: 1)
    }

    /// Whether the text ends with a sentence's end, before closing quotes and brackets. Scalars from the end:
    /// it runs on the growing paragraph after every caption.
    private static func endsSentence(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        var i = scalars.endIndex
        while i > scalars.startIndex {
            i = scalars.index(before: i)
            switch scalars[i] {
            case "\"", "'", "”", "’", ")", "]", "」", "』", "）": continue
            case ".", "!", "?", "…", "。", "！", "？": return true
            default: return false
            }
        }
        return false
    }
}
