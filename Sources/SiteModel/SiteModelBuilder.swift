import Align
import Diagnostics
import Ingest
import TextAnalysis

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

/// Builds the site model from what was read and aligned.
public struct SiteModelBuilder {
    public var content: Content

    public init(content: Content) {
        self.content = content
    }

    /// URL of a page in a language tree: `en/search-fields.html`.
    public static func url(id: String, language: String) -> String { "\(language)/\(id).html" }
    public static func parallelURL(id: String, language: String) -> String { "\(language)/\(id).parallel.html" }

    /// The site's languages: as `concord.yml` lists them, else those the content is written in (the
    /// default's order first: English, then Chinese, then any other), so a collection in one language builds
    /// a one-language site, with no empty tree and no switch to a language without pages.
    public static func languages(manifest: SiteManifest, documents: [Document]) -> [String] {
        if manifest.languagesDeclared { return manifest.languages }
        let present = Set(documents.map(\.language))
        guard !present.isEmpty else { return manifest.languages }
        let known = manifest.languages.filter(present.contains)
        return known + present.subtracting(known).sorted()
    }

    public func build(sessions: [SessionPlan], translations: [TranslationPlan], problems: inout [Diagnostic]) -> Site {
        let manifest = content.manifest
        let languages = Self.languages(manifest: manifest, documents: content.documents)
        let sessionProse = Set(sessions.compactMap { plan in plan.prose.map { $0.path + "#" + $0.id } })
        let translationKeys = Set(translations.map { $0.translation.path + "#" + $0.translation.id })
        let translationsBySource = Dictionary(grouping: translations, by: { $0.source.id })

        /// A page's content in its own language: blocks and per-block extras.
        struct Logical {
            var document: Document
            var kind: DocumentKind
            var blocks: [Block]
            var session: SessionPlan?
        }
        var logical: [Logical] = []
        for plan in sessions {
            var doc = plan.prose ?? plan.transcript
            if plan.prose == nil { doc.title = plan.transcript.title }
            logical.append(Logical(document: doc, kind: .session, blocks: plan.blocks, session: plan))
        }
        for doc in content.documents where doc.kind != .transcript {
            let key = doc.path + "#" + doc.id
            if sessionProse.contains(key) || translationKeys.contains(key) { continue }
            logical.append(Logical(document: doc, kind: doc.kind == .session ? .session : .guideline, blocks: doc.blocks))
        }

        var pages: [Page] = []
        for item in logical {
            let source = item.document
            let sourceLanguage = source.language
            let sourcePage = makePage(id: source.id, language: sourceLanguage, document: source, kind: item.kind,
                                      blocks: item.blocks, session: item.session, role: .original, problems: &problems)
            var versions: [String: Page] = [sourceLanguage: sourcePage]
            for plan in translationsBySource[source.id] ?? [] where versions[plan.translation.language] == nil {
                var translated = plan.translation
                if translated.title.isEmpty { translated.title = plan.title ?? source.title }
                var page = makePage(id: source.id, language: translated.language, document: translated, kind: item.kind,
                                    blocks: translated.blocks, session: nil, role: .translation, problems: &problems)
                // Headings aligned to the source's headings take their anchors, so links carry across languages.
                link(&versions[sourceLanguage]!, &page, pairs: plan.pairs)
                let parallel = Self.parallelURL(id: source.id, language: translated.language)
                page.parallelURL = parallel
                versions[sourceLanguage]!.parallelURL = Self.parallelURL(id: source.id, language: sourceLanguage)
                versions[translated.language] = page
            }
            for language in languages where versions[language] == nil {
                var copy = versions[sourceLanguage]!
                copy.language = language
                copy.role = .untranslated
                copy.url = Self.url(id: source.id, language: language)
                copy.alignedAnchors = [:]
                versions[language] = copy
            }
            let alternates = versions.filter { $0.value.role != .untranslated }.mapValues(\.url)
            for language in versions.keys.sorted() {
                var page = versions[language]!
                page.alternates = alternates.filter { $0.key != language }
                pages.append(page)
            }
        }
        pages.sort { ($0.language, $0.kind.rawValue, $0.title, $0.id) < ($1.language, $1.kind.rawValue, $1.title, $1.id) }
        checkURLs(pages, problems: &problems)
        return Site(title: manifest.title, baseURL: manifest.baseURL, languages: languages, pages: pages)
    }

    // MARK: - Pages

    /// GitHub's anchor for a heading: lower case, letters and digits of any script, spaces as hyphens, other
    /// punctuation dropped; nil when nothing is left.
    static func unicodeAnchor(_ text: String) -> String? {
        var out = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "-" || scalar == "_" {
                out.unicodeScalars.append(scalar)
            } else if scalar == " " {
                out += "-"
            }
        }
        return out.isEmpty || out.count > 80 ? nil : out
    }

    func makePage(id: String, language: String, document: Document, kind: DocumentKind, blocks: [Block],
                  session: SessionPlan?, role: PageRole, problems: inout [Diagnostic]) -> Page {
        var anchors = AnchorSet()
        var sections: [Section] = []
        var current = Section(anchor: anchors.claim("introduction"), heading: nil, level: 0, blocks: [])
        var paragraphNumber = 0
        for (index, block) in blocks.enumerated() {
            if let level = block.headingLevel {
                if !current.blocks.isEmpty || current.heading != nil { sections.append(current) }
                // A heading with no Latin letters (颜色) keeps its characters, as GitHub's anchors do, so links
                // written for the repository (`#颜色`, `#%E9%A2%9C%E8%89%B2`) land.
                let base = Slug.make(block.text) ?? Self.unicodeAnchor(block.text)
                    ?? block.label.map { "section-" + $0.replacingOccurrences(of: ".", with: "-") } ?? "section"
                current = Section(anchor: anchors.claim(base), heading: block.text, headingHTML: block.html,
                                  level: level, label: block.label, blocks: [])
                continue
            }
            paragraphNumber += 1
            let timing = session.flatMap { index < $0.timings.count ? $0.timings[index] : nil }
            let anchorBase: String
            if let start = timing?.start ?? block.time, timing?.spoken ?? true {
                anchorBase = "t\(Int(start))"
            } else {
                anchorBase = "p\(paragraphNumber)"
            }
            let anchor = anchors.claim(anchorBase)
            let sentenceTexts: [(text: String, start: Double?)] = timing?.sentences
                ?? SentenceSplitter.split(block.text).map { ($0, nil) }
            let sentences = sentenceTexts.enumerated().map { k, s in
                Sentence(text: s.text, anchor: "\(anchor)-s\(k + 1)", time: s.start)
            }
            let captions = session.flatMap { index < $0.captions.count ? $0.captions[index] : nil } ?? [:]
            current.blocks.append(PageBlock(block: block, anchor: anchor, sentences: sentences,
                                            time: timing?.start ?? block.time, spoken: timing?.spoken ?? true, captions: captions))
        }
        if !current.blocks.isEmpty || current.heading != nil { sections.append(current) }
        let sessionInfo = session.map {
            SessionInfo(transcriptID: $0.transcript.transcript?.id ?? $0.transcript.id,
                        videoURL: $0.transcript.sourceURL, segments: $0.transcript.transcript?.segments ?? [],
                        captionLanguages: $0.captionLanguages, transcriptPath: $0.transcript.path)
        }
        return Page(id: id, language: language, contentLanguage: document.language, role: role,
                    url: Self.url(id: id, language: language), kind: kind, title: document.title.isEmpty ? id : document.title,
                    summary: document.summary ?? blocks.first { $0.kind == .paragraph }?.text,
                    sourceURL: document.sourceURL, designSystem: document.designSystem, sourcePath: document.path,
                    sections: sections, session: sessionInfo)
    }

    /// Records, for each aligned unit, the anchor of its counterpart on the other page, both ways; aligned
    /// headings of the translation take the source's anchors.
    func link(_ source: inout Page, _ translation: inout Page, pairs: [(source: [Int], translation: [Int])]) {
        let sourceAnchors = anchorsByBlockIndex(source)
        var translationAnchors = anchorsByBlockIndex(translation)
        // Aligned headings share the source's anchor, so `#scope-controls-and-tokens` works in every language.
        var used = Set(translation.sections.map(\.anchor) + translation.blocks.map(\.anchor))
        for pair in pairs where pair.source.count == 1 && pair.translation.count == 1 {
            guard let sa = sourceAnchors[pair.source[0]], let ta = translationAnchors[pair.translation[0]],
                  source.sections.contains(where: { $0.anchor == sa && $0.heading != nil }),
                  let k = translation.sections.firstIndex(where: { $0.anchor == ta && $0.heading != nil }),
                  !used.contains(sa) else { continue }
            used.remove(ta)
            used.insert(sa)
            translation.sections[k].anchor = sa
            translationAnchors[pair.translation[0]] = sa
        }
        for pair in pairs {
            guard let s = pair.source.first, let t = pair.translation.first,
                  let sa = sourceAnchors[s], let ta = translationAnchors[t] else { continue }
            for index in pair.source { if let a = sourceAnchors[index] { source.alignedAnchors[a, default: [:]][translation.language] = ta } }
            for index in pair.translation { if let a = translationAnchors[index] { translation.alignedAnchors[a, default: [:]][source.language] = sa } }
        }
    }

    /// Anchor of each block index of the document the page was made from (headings map to their section).
    func anchorsByBlockIndex(_ page: Page) -> [Int: String] {
        var result: [Int: String] = [:]
        var index = 0
        for section in page.sections {
            if section.heading != nil {
                result[index] = section.anchor
                index += 1
            }
            for block in section.blocks {
                result[index] = block.anchor
                index += 1
            }
        }
        return result
    }

    private func checkURLs(_ pages: [Page], problems: inout [Diagnostic]) {
        var seen: [String: Page] = [:]
        for page in pages {
            if let other = seen[page.url] {
                problems.append(.error("site.url.duplicate", "found two pages for '\(page.url)' (from \(other.sourcePath) and \(page.sourcePath)), expected one",
                                       source: page.sourcePath, line: 1, notes: ["give one of them another 'id' in concord.yml"]))
            }
            seen[page.url] = page
        }
    }
}

/// Hands out unique anchors on one page.
struct AnchorSet {
    private var used: Set<String> = []

    mutating func claim(_ base: String) -> String {
        var candidate = base
        var n = 2
        while used.contains(candidate) {
            candidate = "\(base)-\(n)"
            n += 1
        }
        used.insert(candidate)
        return candidate
    }
}
