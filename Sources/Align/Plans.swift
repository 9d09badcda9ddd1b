import Foundation
import Ingest

/// What alignment found for one talk: the prose (if any) and the times of its paragraphs and sentences.
public struct SessionPlan: Sendable {
    public var transcript: Document
    /// The edited prose; nil when the page is built from the captions alone.
    public var prose: Document?
    /// The blocks shown: the prose's blocks, or paragraphs built from the captions.
    public var blocks: [Block]
    /// Per block: start time, whether it was spoken, and the start of each sentence.
    public var timings: [BlockTiming]
    /// Per block: captions in other languages for the same stretch of the talk (language → text).
    public var captions: [[String: String]]
    public var captionLanguages: [String]
    /// Blocks that continue the paragraph before them: a paragraph cut where a chapter starts inside it.
    public var continuation: Set<Int> = []
    /// The talk's session record (title, description, event, resources, code snippets), if any.
    public var metadata: SessionMetadata?
    /// The page title from the session record, over the prose's or the captions'.
    public var title: String?
    /// Caption tracks in other languages (language → transcript document): each gets a page of its own.
    public var tracks: [String: Document] = [:]

    public init(transcript: Document, prose: Document?, blocks: [Block], timings: [BlockTiming],
                captions: [[String: String]] = [], captionLanguages: [String] = []) {
        self.transcript = transcript
        self.prose = prose
        self.blocks = blocks
        self.timings = timings
        self.captions = captions
        self.captionLanguages = captionLanguages
    }
}

/// The time of one block of a talk's prose.
public struct BlockTiming: Sendable, Hashable {
    public var start: Double?
    public var spoken: Bool
    /// Sentences of the block (as the sentence splitter cuts them) with their starts.
    public var sentences: [(text: String, start: Double?)]

    public init(start: Double?, spoken: Bool, sentences: [(text: String, start: Double?)]) {
        self.start = start
        self.spoken = spoken
        self.sentences = sentences
    }

    public static func == (a: BlockTiming, b: BlockTiming) -> Bool {
        a.start == b.start && a.spoken == b.spoken && a.sentences.map(\.text) == b.sentences.map(\.text)
            && a.sentences.map(\.start) == b.sentences.map(\.start)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(start)
        hasher.combine(spoken)
    }
}

/// A translated document paired with its source, and which blocks correspond.
public struct TranslationPlan: Sendable {
    public var source: Document
    public var translation: Document
    /// Aligned units in document order: source block indices ↔ translation block indices (either side may be empty).
    public var pairs: [(source: [Int], translation: [Int])]
    /// Title for the translation when its file has none.
    public var title: String?
    /// The full alignment (sentence links, scores), for machine-readable output.
    public var alignment: TranslationAlignment?

    public init(source: Document, translation: Document, pairs: [(source: [Int], translation: [Int])], title: String? = nil,
                alignment: TranslationAlignment? = nil) {
        self.source = source
        self.translation = translation
        self.pairs = pairs
        self.title = title
        self.alignment = alignment
    }
}
