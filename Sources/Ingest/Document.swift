import Support
/// What a content document is.
public enum DocumentKind: String, Sendable, Codable, CaseIterable {
    /// Timestamped caption segments of a talk (JSON).
    case transcript
    /// Edited prose of a talk (plain text or Markdown), aligned to a transcript.
    case session
    /// A guideline page (plain text or Markdown).
    case guideline
}

/// A document read from `Content/`, with its text split into blocks. Readers fill it; later stages only read it.
public struct Document: Sendable, Hashable {
    /// Stable id, also the page slug: lower-case ASCII letters, digits and hyphens.
    public var id: String
    /// Path of the file relative to the content folder; several documents can come from one file (a bundle).
    public var path: String
    public var kind: DocumentKind
    /// BCP 47 language tag: `en`, `zh-Hans`.
    public var language: String
    public var title: String
    /// 1-based line of the title in the file, when it came from a line.
    public var titleLine: Int?
    /// A one-line summary (the lead paragraph), for listings and meta descriptions.
    public var summary: String?
    public var blocks: [Block]
    /// The captions, for transcripts.
    public var transcript: Transcript?
    /// Canonical URL of the original (HIG page URL, session video URL).
    public var sourceURL: String?
    /// Design system the guideline belongs to: `Apple`, `Material`, …
    public var designSystem: String?
    /// Explicit link to the id of the document this one translates (manifest or front matter).
    public var translationOf: String?
    /// Explicit link to the id of the transcript this prose belongs to (manifest or front matter).
    public var sessionOf: String?
    /// For transcripts: the talk's session record (title, description, event, resources, code snippets), merged
    /// from `metadata.json`, `catalog.json` and `concord.yml`.
    public var metadata: SessionMetadata?
    /// The id was given (front matter, manifest, source URL) rather than made from the title or file name:
    /// a clash of given ids is an error, a clash of made ones is settled from the files' folders.
    public var hasExplicitID = false
    /// The language was stated (front matter, `concord.yml`), not found from the path or the text.
    public var languageDeclared = false
    /// The page's path on the site it was written for (`permalink: /components/button/` of Jekyll, a Hugo `url`),
    /// which that site's links use: links by it lead to this document's page.
    public var permalink: String?
    /// The author's place for the page among its folder's, from front matter (Docusaurus' `sidebar_position`, Just
    /// the Docs' `nav_order`, Hugo's `weight`, `order`): lower first.
    public var order: Double?

    public init(id: String, path: String, kind: DocumentKind, language: String, title: String,
                titleLine: Int? = nil, summary: String? = nil, blocks: [Block] = [],
                transcript: Transcript? = nil, sourceURL: String? = nil, designSystem: String? = nil,
                translationOf: String? = nil, sessionOf: String? = nil) {
        self.id = id
        self.path = path
        self.kind = kind
        self.language = language
        self.title = title
        self.titleLine = titleLine
        self.summary = summary
        self.blocks = blocks
        self.transcript = transcript
        self.sourceURL = sourceURL
        self.designSystem = designSystem
        self.translationOf = translationOf
        self.sessionOf = sessionOf
    }
}

/// One block of a document: a heading, a paragraph, a list item, …
public struct Block: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case heading(level: Int)
        case paragraph
        case listItem(ordered: Bool)
        /// A caption describing an image that is not in the text.
        case caption
        case code
        case quote
        /// A table or other block kept as rendered HTML.
        case table
    }

    public var kind: Kind
    /// Plain text, for alignment and search.
    public var text: String
    /// Inline HTML for rendering: escaped text, or cmark-gfm's output for Markdown. Never contains script.
    public var html: String {
        get { markup ?? HTML.escape(text) }
        set { markup = newValue }
    }
    /// `html` where it was given; nil for plain text, escaped when asked for (a library's talk paragraphs are
    /// plain text, and their escaped copies, with every apostrophe as an entity, were a tenth of the model).
    private var markup: String?
    /// `html` where it was given, nil for plain text: scanners for tags and attributes skip plain text without
    /// escaping it (each pass over a library's talk paragraphs escaped them all again).
    public var markupHTML: String? { markup }

    /// `html` when it was given and holds `needle` (a tag or attribute: escaped plain text holds none), else nil.
    public func markupHTML(containing needle: String) -> String? {
        guard let markup, markup.utf8Contains(needle) else { return nil }
        return markup
    }
    /// Numbering written in the source: `3.1` for a section, `2` for a numbered step.
    public var label: String?
    /// 1-based line in the source file.
    public var line: Int
    /// A start time known from the source itself (`**[m:ss]**` marks), in seconds.
    public var time: Double?
    /// For a block of a bilingual file's translation: the line of the source block it translates, known by
    /// construction (the file says so), not found by alignment.
    public var counterpartLine: Int?
    /// A list item or code inside a quotation (an admonition's list), shown inside it.
    public var quoted = false
    /// How many list items hold the block: a list item counts itself (1 for an item of a top-level list); a
    /// paragraph, image or code under an item counts the items around it, and is shown inside the last. 0 outside lists.
    public var listDepth = 0
    /// The first block of a quotation: quotations in a row (two admonitions) stay apart.
    public var quoteStart = false
    /// On a quotation's first block: the kind of call-out it is (`note`, `warning`, a generator's own), nil for a
    /// plain quotation.
    public var callout: String?

    public init(kind: Kind, text: String, html: String? = nil, label: String? = nil, line: Int, time: Double? = nil) {
        self.kind = kind
        self.text = text
        self.markup = html
        self.label = label
        self.line = line
        self.time = time
    }

    /// Whether `html` is just the text escaped (no markup), without building it.
    public var isPlainText: Bool { markup.map { HTML.isEscaped(text, as: $0) } ?? true }

    public static func == (a: Block, b: Block) -> Bool {
        a.kind == b.kind && a.text == b.text && a.label == b.label && a.line == b.line && a.time == b.time
            && a.counterpartLine == b.counterpartLine && a.quoted == b.quoted && a.quoteStart == b.quoteStart && a.callout == b.callout
            && a.listDepth == b.listDepth
            && (a.markup == b.markup || a.html == b.html)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind); hasher.combine(text); hasher.combine(label); hasher.combine(line)
        hasher.combine(time); hasher.combine(counterpartLine)
    }

    public var isHeading: Bool {
        if case .heading = kind { return true }
        return false
    }

    public var headingLevel: Int? {
        if case .heading(let level) = kind { return level }
        return nil
    }
}

/// Caption segments of a talk.
public struct Transcript: Sendable, Hashable {
    /// The talk's id, e.g. `wwdc2026-292`; the English and Chinese captions of one talk share it.
    public var id: String
    /// Language as written in the file (`eng`, `zho`).
    public var languageCode: String
    /// URL of the talk; `?time=` seconds can be appended.
    public var source: String?
    public var segments: Segments

    public init(id: String, languageCode: String, source: String?, segments: [Segment]) {
        self.init(id: id, languageCode: languageCode, source: source, segments: Segments(segments))
    }

    public init(id: String, languageCode: String, source: String?, segments: Segments) {
        self.id = id
        self.languageCode = languageCode
        self.source = source
        self.segments = segments
    }
}

/// One caption: the text spoken from `start` seconds on.
public struct Segment: Sendable, Hashable {
    public var start: Double
    public var text: String
    /// 1-based position of the segment's object in the JSON file.
    public var line: Int
    public var column: Int

    public init(start: Double, text: String, line: Int = 1, column: Int = 1) {
        self.start = start
        self.text = text
        self.line = line
        self.column = column
    }
}

/// A transcript's captions, kept compactly: every text in one string, and each segment as its start, the UTF-8
/// range of its text and its position. A library's captions are millions of short texts; a string each (with its
/// own allocation) took three times the bytes of the words, for every step of the build.
public struct Segments: RandomAccessCollection, Sendable, Hashable, ExpressibleByArrayLiteral {
    private struct Entry: Sendable, Hashable {
        var start: Double
        var textStart: Int32, textEnd: Int32
        var line: Int32, column: Int32
    }

    /// Every caption's text, one after another. UTF-8 offsets fit 32 bits: a transcript file is at most 16 MiB
    /// (`ContentReader.maximumFileSize`).
    private var texts: String
    private var entries: [Entry]

    public init(_ segments: [Segment]) {
        texts = ""
        texts.reserveCapacity(segments.reduce(0) { $0 + $1.text.utf8.count })
        entries = []
        entries.reserveCapacity(segments.count)
        for segment in segments { append(segment) }
    }

    public init(arrayLiteral segments: Segment...) { self.init(segments) }

    public var startIndex: Int { 0 }
    public var endIndex: Int { entries.count }

    public subscript(index: Int) -> Segment {
        get {
            let e = entries[index]
            return Segment(start: e.start, text: string(e), line: Int(e.line), column: Int(e.column))
        }
        set { entries[index] = entry(for: newValue) }
    }

    /// The text of `entry`, in place.
    private func text(_ entry: Entry) -> Substring {
        let utf8 = texts.utf8
        return texts[utf8.index(utf8.startIndex, offsetBy: Int(entry.textStart))..<utf8.index(utf8.startIndex, offsetBy: Int(entry.textEnd))]
    }

    /// The text of `entry` as a string of its own, made from its bytes: a substring first (its bounds found and
    /// checked, then copied out) cost three times as much, for every caption read.
    private func string(_ entry: Entry) -> String {
        var texts = texts
        return texts.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[Int(entry.textStart)..<Int(entry.textEnd)]), as: UTF8.self) }
    }

    /// The start of segment `index`, without copying its text out.
    public func start(at index: Int) -> Double { entries[index].start }

    /// The start of segment `index`, or nil when it is a placeholder (see `Segment.knownStart`).
    public func knownStart(at index: Int) -> Double? { Segment.known(entries[index].start) }

    public mutating func append(_ segment: Segment) { entries.append(entry(for: segment)) }

    /// The segment's entry, its text appended to `texts` (a replaced text stays behind, unused: only tools do that).
    private mutating func entry(for segment: Segment) -> Entry {
        let start = texts.utf8.count
        texts += segment.text
        return Entry(start: segment.start, textStart: Int32(clamping: start), textEnd: Int32(clamping: texts.utf8.count),
                     line: Int32(clamping: segment.line), column: Int32(clamping: segment.column))
    }

    /// Writes the captions (starts, texts and positions) for a cache key, as they are laid out (captions alike but
    /// laid out otherwise name another key: a miss, never a wrong product). Cheaper than writing each segment's
    /// text: no string is copied out.
    public func writeKey(to w: inout BinaryWriter) {
        w.write(texts)
        w.write(entries.count)
        for e in entries {
            w.write(e.start)
            w.write(Int(e.textStart))
            w.write(Int(e.textEnd))
            w.write(Int(e.line))
            w.write(Int(e.column))
        }
    }

    /// Equal when the captions are (however their texts are laid out in `texts`).
    public static func == (a: Segments, b: Segments) -> Bool {
        a.entries.count == b.entries.count && zip(a.entries, b.entries).allSatisfy { x, y in
            x.start == y.start && x.line == y.line && x.column == y.column && a.text(x) == b.text(y)
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(entries.count)
        for e in entries {
            hasher.combine(e.start); hasher.combine(e.line); hasher.combine(e.column); hasher.combine(text(e))
        }
    }
}
