import Ingest

/// The whole site, modelled before anything is rendered: pages per language with their sections,
/// anchors, times, translations and cross-references. Renderers and the search index only read it.
public struct Site: Sendable {
    public var title: String
    /// The site in a sentence (`SiteManifest.description`), under its title on the home page.
    public var description: String?
    /// The authors' reading order of pages, by source path (`Content.readingOrder`).
    public var readingOrder: [String: Int] = [:]
    public var baseURL: String?
    /// Interface languages, default first; each has its own URL tree (`en/…`, `zh-Hans/…`).
    public var languages: [String]
    public var pages: [Page]
    /// Definitions of glossary terms found in the guideline text (entry id → language → sentence), for entries
    /// whose glossary file has none; filled while linking terms.
    public var termDefinitions: [String: [String: String]] = [:]
    /// Glossary entry id → ids of the pages (originals and translations) whose title, headings or text use one
    /// of its terms, sorted; found while linking terms (`GlossaryTermLinker`).
    public var termUses: [String: [String]] = [:]
    /// Site paths of content files that pages link to as they are (a PDF, a design kit's archive), filled while
    /// resolving links (`ContentLinkResolver`): the build copies these, and no other download, into the site.
    public var linkedFiles: Set<String> = []

    public init(title: String, baseURL: String?, languages: [String], pages: [Page]) {
        self.title = title
        self.baseURL = baseURL
        self.languages = languages
        self.pages = pages
    }

    public var defaultLanguage: String { languages.first ?? "en" }

    /// Pages of one interface language's tree.
    public func pages(in language: String) -> [Page] { pages.filter { $0.language == language } }

    public func page(id: String, language: String) -> Page? {
        pages.first { $0.id == id && $0.language == language }
    }

    /// Per page, for an untranslated copy, the index of the page it copies (the original at its URL); nil for
    /// every other page. Steps that give a copy what its original gets do the work once.
    public var originalOfCopies: [Int?] {
        var originalAt: [String: Int] = [:]
        for (i, page) in pages.enumerated() where page.role != .untranslated { originalAt[page.url] = i }
        return pages.map { $0.role == .untranslated ? originalAt[$0.url] : nil }
    }
}

/// Where a page's content comes from and how it relates to the other language.
public enum PageRole: String, Sendable, Hashable {
    /// Content written in the tree's language.
    case original
    /// A translation of a page in another language.
    case translation
    /// No translation exists: the language's tree lists and links the original (same URL); never written.
    case untranslated
}

/// One page of the site in one interface language.
public struct Page: Sendable, Hashable {
    /// Slug shared by all language versions of the page.
    public var id: String
    /// Interface language (the URL tree the page lives in).
    public var language: String
    /// Language of the content shown (differs from `language` for untranslated pages).
    public var contentLanguage: String
    public var role: PageRole
    /// Site-relative URL path, e.g. `en/search-fields.html`.
    public var url: String
    public var kind: DocumentKind
    public var title: String
    public var summary: String?
    public var sourceURL: String?
    public var designSystem: String?
    /// The content file this page was read from.
    public var sourcePath: String
    /// The path its content had on the site it was written for (`Document.permalink`).
    public var permalink: String?
    /// The author's place for the page among its folder's (`Document.order`): lower first.
    public var order: Double?
    public var sections: [Section]
    /// The other language versions: language → URL.
    public var alternates: [String: String]
    /// For each anchor on this page, the anchor of the aligned unit on the other language's page (language switch).
    public var alignedAnchors: [String: [String: String]]
    /// Present on session pages.
    public var session: SessionInfo?
    /// Present on a translation (or its source) that has a parallel view.
    public var parallelURL: String?

    public init(id: String, language: String, contentLanguage: String, role: PageRole, url: String, kind: DocumentKind,
                title: String, summary: String? = nil, sourceURL: String? = nil, designSystem: String? = nil, sourcePath: String,
                sections: [Section] = [], alternates: [String: String] = [:], alignedAnchors: [String: [String: String]] = [:],
                session: SessionInfo? = nil, parallelURL: String? = nil) {
        self.id = id
        self.language = language
        self.contentLanguage = contentLanguage
        self.role = role
        self.url = url
        self.kind = kind
        self.title = title
        self.summary = summary
        self.sourceURL = sourceURL
        self.designSystem = designSystem
        self.sourcePath = sourcePath
        self.sections = sections
        self.alternates = alternates
        self.alignedAnchors = alignedAnchors
        self.session = session
        self.parallelURL = parallelURL
    }

    /// Every block of the page in order.
    public var blocks: [PageBlock] { sections.flatMap(\.blocks) }
}

/// A heading and the blocks under it; the first section of a page may have no heading (the introduction).
public struct Section: Sendable, Hashable {
    /// Stable anchor id, unique on the page.
    public var anchor: String
    public var heading: String?
    public var headingHTML: String?
    /// Heading level (2–6); 0 for the untitled introduction.
    public var level: Int
    /// Numbering written in the source, e.g. `3.1`.
    public var label: String?
    public var blocks: [PageBlock]
    /// Moments in talks that discuss this section.
    public var discussedIn: [CrossReference] = []
    /// Sections of other design systems' guidelines that give the same advice.
    public var seeAlso: [CrossReference] = []
    /// For a talk chapter with no title that reads as one: where it starts; the heading is shown as "From 12:30"
    /// in the reader's language.
    public var headingTime: Double?
    /// The language of the heading when it differs from the page's (a chapter title of the English talk on its
    /// Chinese page).
    public var headingLanguage: String?

    public init(anchor: String, heading: String?, headingHTML: String? = nil, level: Int, label: String? = nil, blocks: [PageBlock]) {
        self.anchor = anchor
        self.heading = heading
        self.headingHTML = headingHTML
        self.level = level
        self.label = label
        self.blocks = blocks
    }

    /// Plain text of the section's body, for search.
    public var text: String { blocks.map(\.block.text).joined(separator: "\n") }
}

/// A block placed on a page, with its anchor and, on session pages, its moment in the talk.
public struct PageBlock: Sendable, Hashable {
    public var block: Block
    public var anchor: String
    public var sentences: [Sentence]
    /// Start in the talk, seconds; nil when unknown or never spoken.
    public var time: Double?
    /// False for prose paragraphs that were never spoken in the talk (flagged on the page).
    public var spoken: Bool
    /// Captions in another language for the same stretch of the talk (language → text).
    public var captions: [String: String]
    /// Links to related places elsewhere on the site.
    public var related: [CrossReference]
    /// Code shown in the talk at this moment (a block of its own, placed by its time).
    public var snippet: SessionMetadata.CodeSnippet?

    public init(block: Block, anchor: String, sentences: [Sentence] = [], time: Double? = nil, spoken: Bool = true,
                captions: [String: String] = [:], related: [CrossReference] = []) {
        self.block = block
        self.anchor = anchor
        self.sentences = sentences
        self.time = time
        self.spoken = spoken
        self.captions = captions
        self.related = related
    }
}

/// A sentence with its own anchor, so search results and cross-references can point at it.
public struct Sentence: Sendable, Hashable {
    /// The sentence, a slice of its block's text where it was cut from it: a library's sentences are most of
    /// its words, and a string of their own would hold them twice.
    public var slice: Substring
    public var anchor: String
    public var time: Double?

    public var text: String {
        get { String(slice) }
        set { slice = Substring(newValue) }
    }

    public init(text: String, anchor: String, time: Double? = nil) {
        self.init(slice: Substring(text), anchor: anchor, time: time)
    }

    public init(slice: Substring, anchor: String, time: Double? = nil) {
        self.slice = slice
        self.anchor = anchor
        self.time = time
    }
}

/// A link to a place on another page.
public struct CrossReference: Sendable, Hashable {
    /// Page id and anchor of the target; the renderer makes the URL relative to the page it is on.
    public var pageID: String
    public var anchor: String?
    public var title: String
    public var detail: String?
    public var time: Double?
    /// For a passage of several consecutive talk paragraphs: the start of its last paragraph.
    public var endTime: Double?
    public var score: Double
    /// The language tree of the target when it is not the tree of the page the link is on (a fallback to the
    /// source language); nil for the same tree.
    public var language: String?
    /// For an automatic link: the strongest words the two places share, so an author can see why it was made.
    public var evidence: [String] = []

    public init(pageID: String, anchor: String?, title: String, detail: String? = nil, time: Double? = nil, score: Double = 0,
                language: String? = nil) {
        self.pageID = pageID
        self.anchor = anchor
        self.title = title
        self.detail = detail
        self.time = time
        self.score = score
        self.language = language
    }
}

/// What a session page knows about its talk.
public struct SessionInfo: Sendable, Hashable {
    public var transcriptID: String
    /// URL of the talk; a time link appends `?time=SECONDS`.
    public var videoURL: String?
    /// The raw captions, for the caption view.
    public var segments: Segments
    /// Languages of other caption tracks shown beside the prose.
    public var captionLanguages: [String]
    /// The captions' file, so that authors' links to it lead to this page.
    public var transcriptPath: String?
    /// The talk's session record: event, year, topics, platforms, resources, code snippets.
    public var metadata: SessionMetadata?

    public init(transcriptID: String, videoURL: String?, segments: [Segment], captionLanguages: [String] = []) {
        self.init(transcriptID: transcriptID, videoURL: videoURL, segments: Segments(segments), captionLanguages: captionLanguages)
    }

    public init(transcriptID: String, videoURL: String?, segments: Segments, captionLanguages: [String] = [], transcriptPath: String? = nil,
                metadata: SessionMetadata? = nil) {
        self.metadata = metadata
        self.transcriptID = transcriptID
        self.videoURL = videoURL
        self.segments = segments
        self.captionLanguages = captionLanguages
        self.transcriptPath = transcriptPath
    }

    /// `…/292/?time=124`: the talk at that moment.
    public func link(at seconds: Double) -> String? {
        guard let videoURL else { return nil }
        let base = videoURL.hasSuffix("/") ? videoURL : videoURL + "/"
        return base + "?time=\(Int(seconds))"
    }
}
