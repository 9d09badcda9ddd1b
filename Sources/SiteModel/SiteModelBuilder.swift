import Align
import Foundation
import Diagnostics
import Ingest
import Support
import TextAnalysis

/// Builds the site model from what was read and aligned.
public struct SiteModelBuilder: Sendable {
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
        manifest.siteLanguages(documents: documents)
    }

    public func build(sessions: [SessionPlan], translations: [TranslationPlan], problems: inout [Diagnostic]) -> Site {
        let manifest = content.manifest
        let languages = Self.languages(manifest: manifest, documents: content.documents)
        // A document is known by file, id and language: a bilingual file's two documents share the first two.
        @Sendable func key(_ doc: Document) -> String { doc.path + "#" + doc.id + "#" + doc.language }
        let sessionProse = Set(sessions.compactMap { plan in plan.prose.map(key) })
        let translationKeys = Set(translations.map { key($0.translation) })

        /// A page's content in its own language: blocks and per-block extras.
        struct Logical: Sendable {
            var document: Document
            var kind: DocumentKind
            var blocks: [Block]
            var session: SessionPlan?
        }
        var logical: [Logical] = []
        for plan in sessions {
            var doc = plan.prose ?? plan.transcript
            if plan.prose == nil { doc.title = plan.transcript.title }
            if let title = plan.title { doc.title = title }
            if let description = plan.metadata?.description?.trimmingCharacters(in: .whitespacesAndNewlines), !description.isEmpty {
                doc.summary = description
            }
            if doc.sourceURL == nil, let url = plan.metadata?.url { doc.sourceURL = url }
            logical.append(Logical(document: doc, kind: .session, blocks: plan.blocks, session: plan))
        }
        for doc in content.documents where doc.kind != .transcript {
            if sessionProse.contains(key(doc)) || translationKeys.contains(key(doc)) { continue }
            logical.append(Logical(document: doc, kind: doc.kind == .session ? .session : .guideline, blocks: doc.blocks))
        }

        // Each translation belongs to the page made of its source document. A source that is no page of its own (a
        // translation itself) hands its translations to the page with its id, one only, of the site's first
        // language where there is one: ids are unique within a language, and an English page and an Italian one
        // titled alike share one (both took the French translation: two French pages for one file, Tauri).
        let logicalKeys = Set(logical.map { key($0.document) })
        var claimant: [String: (key: String, first: Bool)] = [:]
        for item in logical {
            let first = item.document.language == manifest.defaultLanguage
            if let held = claimant[item.document.id], held.first || !first { continue }
            claimant[item.document.id] = (key(item.document), first)
        }
        var plansBySource: [String: [TranslationPlan]] = [:]
        for plan in translations {
            let owner = logicalKeys.contains(key(plan.source)) ? key(plan.source) : claimant[plan.source.id]?.key
            if let owner { plansBySource[owner, default: []].append(plan) }
        }
        let translationsBySource = plansBySource
        // A page shown on its own whose id is the one a translation of another page takes (Semi's root `README.md`,
        // unpaired, and `packages/semi-ui/README.md`, paired with the Chinese README: both 'en/semi.html', and the
        // build failed) is renamed: the next free id of its language, with a note.
        var claimed: [String: String] = [:]  // language/id a translation takes → its owner's key
        if !plansBySource.isEmpty {
            // Looked up once, not by a search of every page per owner (a bilingual site has as many owners as pages).
            let idOfKey = Dictionary(logical.map { (key($0.document), $0.document.id) }, uniquingKeysWith: { first, _ in first })
            for (owner, plans) in plansBySource {
                guard let id = idOfKey[owner] else { continue }
                for plan in plans { claimed[plan.translation.language + "/" + id] = owner }
            }
        }
        if !claimed.isEmpty {
            var taken = Set(logical.map { $0.document.language + "/" + $0.document.id }).union(claimed.keys)
            for i in logical.indices {
                let doc = logical[i].document, slot = doc.language + "/" + doc.id
                guard let owner = claimed[slot], owner != key(doc), translationsBySource[key(doc)] == nil else { continue }
                var n = 2
                while taken.contains(doc.language + "/" + doc.id + "-\(n)") { n += 1 }
                logical[i].document.id = doc.id + "-\(n)"
                taken.insert(doc.language + "/" + logical[i].document.id)
                problems.append(.note("site.id.renamed",
                                      "found the address of '\(doc.id)' taken by the translation of \(owner.split(separator: "#").first ?? ""); this page is '\(logical[i].document.id)'",
                                      source: doc.path, line: doc.titleLine ?? 1,
                                      notes: ["give it another 'id' in front matter or concord.yml, or name the translation's source with 'translationOf'"]))
            }
        }

        // Each document's pages in every language, on every core (a talk's caption tracks split into sentences
        // and titled: a second of a ten-times library's build on one core); problems kept in document order.
        let made = logical.concurrentMap { item -> (pages: [Page], problems: [Diagnostic]) in
            var problems: [Diagnostic] = [], pages: [Page] = []
            let source = item.document
            let sourceLanguage = source.language
            let sourcePage = makePage(id: source.id, language: sourceLanguage, document: source, kind: item.kind,
                                      blocks: item.blocks, session: item.session, role: .original, problems: &problems)
            var versions: [String: Page] = [sourceLanguage: sourcePage]
            for plan in translationsBySource[key(source)] ?? [] where versions[plan.translation.language] == nil {
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
            // A talk with captions in another language of the site reads in that language too.
            if let plan = item.session {
                for (language, track) in plan.tracks.sorted(by: { $0.key < $1.key })
                where languages.contains(language) && versions[language] == nil && language != sourceLanguage {
                    guard let page = trackPage(plan, language: language, track: track, source: &versions[sourceLanguage]!, problems: &problems)
                    else { continue }
                    versions[language] = page
                }
                for language in versions.keys { placeSnippets(plan.metadata?.codeSnippets ?? [], on: &versions[language]!) }
            }
            // A language with no version of the page reads the original: the copy is the page as that language's
            // tree lists and links it (its home, cross-references, glossary), at the original's URL. It is never
            // written (the page exists once), and the original tells such readers, in their language, that it is
            // not translated.
            for language in languages where versions[language] == nil {
                var copy = versions[sourceLanguage]!
                copy.language = language
                copy.role = .untranslated
                copy.alignedAnchors = [:]
                versions[language] = copy
            }
            let alternates = versions.filter { $0.value.role != .untranslated }.mapValues(\.url)
            for language in versions.keys.sorted() {
                var page = versions[language]!
                page.alternates = alternates.filter { $0.key != language }
                pages.append(page)
            }
            return (pages, problems)
        }
        var pages: [Page] = []
        for m in made { pages += m.pages; problems += m.problems }
        // Titles in the order readers of the tree's language expect ("iCloud" among the I's, Chinese by pinyin), not
        // by code point, which put every lower-case title after "Wallet" and Chinese in an order no reader knows.
        var collators: [String: Collator] = [:]
        let titleKeys = pages.map { page -> [UInt8] in
            if collators[page.language] == nil { collators[page.language] = Collator(language: page.language) }
            return collators[page.language]!.sortKey(page.title)
        }
        pages = pages.indices.sorted { a, b in
            let (p, q) = (pages[a], pages[b])
            if p.language != q.language { return p.language < q.language }
            if p.kind != q.kind { return p.kind.rawValue < q.kind.rawValue }
            if titleKeys[a] != titleKeys[b] { return titleKeys[a].lexicographicallyPrecedes(titleKeys[b]) }
            return (p.title, p.id) < (q.title, q.id)
        }.map { pages[$0] }
        checkURLs(pages, problems: &problems)
        var site = Site(title: manifest.title, baseURL: manifest.baseURL, languages: languages, pages: pages)
        site.description = manifest.description
        site.readingOrder = content.readingOrder
        return site
    }

    // MARK: - Pages


    func makePage(id: String, language: String, document: Document, kind: DocumentKind, blocks: [Block],
                  session: SessionPlan?, role: PageRole, problems: inout [Diagnostic]) -> Page {
        var anchors = AnchorSet()
        // Raw anchors kept from the source's HTML (`<span id="page-0-1">`) are ids on the page already: sections and
        // paragraphs go around them. A heading's own anchor equal to its slug (`<h2 id="anatomy">Anatomy</h2>`)
        // is the section's anchor instead, written once.
        var ownHeadingAnchor: [Int: String] = [:]
        for (index, block) in blocks.enumerated() {
            let raw = block.markupHTML.map(LinkResolver.rawAnchors(in:)) ?? []
            if block.headingLevel != nil, let slug = Slug.headingAnchor(block.text), raw.contains(slug) {
                ownHeadingAnchor[index] = slug
            }
            for id in raw where id != ownHeadingAnchor[index] { anchors.reserve(id) }
        }
        var sections: [Section] = []
        var current = Section(anchor: "", heading: nil, level: 0, blocks: [])
        var paragraphNumber = 0
        for (index, block) in blocks.enumerated() {
            if let level = block.headingLevel {
                if !current.blocks.isEmpty || current.heading != nil { sections.append(current) }
                // A heading with no Latin letters (颜色) keeps its characters, as GitHub's anchors do, so links
                // written for the repository (`#颜色`, `#%E9%A2%9C%E8%89%B2`) land.
                let base = Slug.headingAnchor(block.text)
                    ?? block.label.map { "section-" + $0.replacingOccurrences(of: ".", with: "-") } ?? "section"
                var headingHTML = block.html
                if let own = ownHeadingAnchor[index] {
                    headingHTML = headingHTML.replacingOccurrences(of: "<span id=\"\(HTML.escape(own))\"></span>", with: "")
                }
                current = Section(anchor: anchors.claim(base), heading: block.text, headingHTML: headingHTML,
                                  level: level, label: block.label, blocks: [])
                // Only talk chapters labelled by their time carry one (readers give headings none).
                if session != nil, let time = block.time { current.headingTime = time }
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
                ?? SentenceSplitter.split(block.text, keepingWhole: Self.inlineWholes(block)).map { ($0, nil) }
            var searchFrom = block.text.startIndex
            let sentences = sentenceTexts.enumerated().map { k, s in
                // Slices of the block's text (sentences are cut from it): no second copy of the words.
                var slice = Substring(s.text)
                if let range = block.text.utf8Range(of: s.text, from: searchFrom) {
                    slice = block.text[range]
                    searchFrom = range.upperBound
                }
                return Sentence(slice: slice, anchor: "\(anchor)-s\(k + 1)", time: s.start)
            }
            let captions = session.flatMap { index < $0.captions.count ? $0.captions[index] : nil } ?? [:]
            current.blocks.append(PageBlock(block: block, anchor: anchor, sentences: sentences,
                                            time: timing?.start ?? block.time, spoken: timing?.spoken ?? true, captions: captions))
        }
        if !current.blocks.isEmpty || current.heading != nil { sections.append(current) }
        // The untitled opening, when there is one, takes its anchor last: a heading "Introduction" is
        // `#introduction`, as GitHub anchors it.
        if let first = sections.first, first.heading == nil { sections[0].anchor = anchors.claim("introduction") }
        let sessionInfo = session.map {
            SessionInfo(transcriptID: $0.transcript.transcript?.id ?? $0.transcript.id,
                        videoURL: $0.transcript.sourceURL, segments: $0.transcript.transcript?.segments ?? [],
                        captionLanguages: $0.captionLanguages, transcriptPath: $0.transcript.path, metadata: $0.metadata)
        }
        var page = Page(id: id, language: language, contentLanguage: document.language, role: role,
                        url: Self.url(id: id, language: language), kind: kind, title: document.title.isEmpty ? id : document.title,
                        summary: document.summary ?? blocks.first { $0.kind == .paragraph }?.text,
                        sourceURL: document.sourceURL, designSystem: document.designSystem, sourcePath: document.path,
                        sections: sections, session: sessionInfo)
        page.permalink = document.permalink
        page.order = document.order
        return page
    }

    /// The texts of a block's code spans and links, in order: no sentence ends inside them.
    static func inlineWholes(_ block: Block) -> [String] {
        guard var html = block.markupHTML(containing: "</code>") ?? block.markupHTML(containing: "</a>") else { return [] }
        // In the markup's bytes, each kind's next opening found once (searching again from every element made a
        // block of hundreds of links, a release's changelog, cost the square of its length).
        return html.withUTF8 { bytes -> [String] in
            var wholes: [String] = []
            var from = 0
            var nextCode = String.offset(of: "<code", in: bytes, from: 0), nextLink = String.offset(of: "<a ", in: bytes, from: 0)
            while true {
                if let c = nextCode, c < from { nextCode = String.offset(of: "<code", in: bytes, from: from) }
                if let l = nextLink, l < from { nextLink = String.offset(of: "<a ", in: bytes, from: from) }
                guard let start = [nextCode, nextLink].compactMap({ $0 }).min() else { break }
                let isCode = start == nextCode
                let closing = isCode ? "</code>" : "</a>"
                guard let tagEnd = bytes[(start + (isCode ? 5 : 3))...].firstIndex(of: UInt8(ascii: ">")),
                      let close = String.offset(of: closing, in: bytes, from: tagEnd) else { break }
                var inner: [UInt8] = [], inTag = false
                for b in bytes[(tagEnd + 1)..<close] {
                    if b == UInt8(ascii: "<") { inTag = true } else if b == UInt8(ascii: ">") { inTag = false } else if !inTag { inner.append(b) }
                }
                wholes.append(HTML.unescape(String(decoding: inner, as: UTF8.self)))
                from = close + closing.utf8.count
            }
            return wholes
        }
    }

    /// A talk's page in the language of one of its other caption tracks: the track's captions as the reading
    /// text, one paragraph per paragraph of the talk's page (paired by time, as beside the paragraphs), the
    /// same chapters, the track's captions in the Captions view. Paragraphs share their times and anchors with
    /// the source page, so the language switch keeps the moment. The source page then no longer repeats the
    /// track beside its paragraphs.
    func trackPage(_ plan: SessionPlan, language: String, track: Document, source: inout Page, problems: inout [Diagnostic]) -> Page? {
        var blocks: [Block] = []
        var timings: [BlockTiming] = []
        var pairs: [(source: [Int], translation: [Int])] = []
        for (index, block) in plan.blocks.enumerated() {
            let timing = index < plan.timings.count ? plan.timings[index] : BlockTiming(start: nil, spoken: true, sentences: [])
            if block.isHeading {
                blocks.append(block)
                timings.append(timing)
                pairs.append(([index], [blocks.count - 1]))
                continue
            }
            guard index < plan.captions.count, let joined = plan.captions[index][language], !joined.isEmpty else { continue }
            let text = Self.closingCJKSpaces(joined)
            let sentences = SentenceSplitter.split(text)
            blocks.append(Block(kind: .paragraph, text: text, line: 1, time: timing.start))
            timings.append(BlockTiming(start: timing.start, spoken: true,
                                       sentences: sentences.enumerated().map { ($1, $0 == 0 ? timing.start : nil) }))
            pairs.append(([index], [blocks.count - 1]))
        }
        guard blocks.contains(where: { !$0.isHeading }) else { return nil }
        var trackPlan = plan
        trackPlan.transcript = track
        trackPlan.prose = nil
        trackPlan.blocks = blocks
        trackPlan.timings = timings
        trackPlan.captions = blocks.map { _ in [:] }
        trackPlan.captionLanguages = []
        trackPlan.tracks = [:]
        var document = track
        // The source's title, unless it was only guessed and the track names the talk in its own words
        // ("欢迎参加《Swift最新内容》讲座" on the Chinese page of "What's New in Swift").
        let given = plan.metadata?.title.map { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty } ?? false
        document.title = (given ? nil : TranscriptTitle.guess(sentences: blocks.prefix(12).filter { !$0.isHeading }.map(\.text))) ?? source.title
        // The index shows the opening: its first sentences, as a summary in the track's language.
        if let first = timings.first(where: { !$0.sentences.isEmpty }) {
            var summary = ""
            for sentence in first.sentences where summary.count < 60 { summary += (summary.isEmpty || summary.last.map(Self.isFullWidthStop) == true ? "" : " ") + sentence.text }
            document.summary = summary
        }
        if document.sourceURL == nil { document.sourceURL = source.sourceURL }
        var page = makePage(id: source.id, language: language, document: document, kind: .session, blocks: blocks,
                            session: trackPlan, role: .translation, problems: &problems)
        if page.session?.videoURL == nil { page.session?.videoURL = source.session?.videoURL }
        page.designSystem = source.designSystem
        // Chapter titles are the source talk's words: marked as such, so they are read with the right voice.
        for s in page.sections.indices where page.sections[s].heading != nil && page.sections[s].headingTime == nil {
            page.sections[s].headingLanguage = source.contentLanguage
        }
        link(&source, &page, pairs: pairs)
        // The track has a page of its own: the source's paragraphs no longer carry it.
        for s in source.sections.indices {
            for b in source.sections[s].blocks.indices { source.sections[s].blocks[b].captions[language] = nil }
        }
        source.session?.captionLanguages.removeAll { $0 == language }
        page.parallelURL = Self.parallelURL(id: source.id, language: language)
        source.parallelURL = Self.parallelURL(id: source.id, language: source.language)
        return page
    }

    /// Captions joined with spaces, without the space after full-width punctuation before a Chinese or Japanese
    /// character (the script needs none there): "大家好。 我是 Sam" → "大家好。我是 Sam". Between two cues without
    /// punctuation ("谢谢 谢谢") the space stays: it is the only mark of the pause, as in subtitles.
    static func closingCJKSpaces(_ text: String) -> String {
        // Full-width punctuation (U+3000–303F, U+FF01–FF1F) starts with byte E3 or EF in UTF-8: text without either
        // (every English track) has no space to close, and is not split into characters to find that out.
        guard text.utf8.contains(where: { $0 == 0xE3 || $0 == 0xEF }) else { return text }
        func wide(_ c: Character) -> Bool { c.unicodeScalars.first.map { isWide($0.value) } ?? false }
        func punctuation(_ c: Character) -> Bool { c.unicodeScalars.first.map { isFullWidthPunctuation($0.value) } ?? false }
        let chars = Array(text)
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for (i, c) in chars.enumerated() {
            if c == " ", i > 0, i + 1 < chars.count, punctuation(chars[i - 1]), wide(chars[i + 1]) { continue }
            out.append(c)
        }
        return out
    }

    /// A Chinese or Japanese character (or full-width form) of `closingCJKSpaces`, by code point; shared with
    /// the side-by-side view's check (`CaptionParagraphs`), which must close the same spaces.
    public static func isWide(_ v: UInt32) -> Bool {
        (0x3000...0x30FF).contains(v) || (0x3400...0x9FFF).contains(v) || (0xF900...0xFAFF).contains(v) || (0xFF00...0xFFEF).contains(v)
    }

    /// Full-width punctuation of `closingCJKSpaces`, by code point.
    public static func isFullWidthPunctuation(_ v: UInt32) -> Bool {
        (0x3000...0x303F).contains(v) || (0xFF01...0xFF0F).contains(v) || (0xFF1A...0xFF1F).contains(v)
    }

    static func isFullWidthStop(_ c: Character) -> Bool { "。！？；：，、".contains(c) }

    /// Puts each code snippet of the talk on the page as a block of its own, after the last block that starts at
    /// or before the snippet's moment (snippets without a time go at the end).
    func placeSnippets(_ snippets: [SessionMetadata.CodeSnippet], on page: inout Page) {
        for (n, snippet) in snippets.enumerated() {
            let block = PageBlock(block: Block(kind: .code, text: snippet.code, line: 1, time: snippet.start),
                                  anchor: "code-\(n + 1)", time: snippet.start)
            var placed = block
            placed.snippet = snippet
            var target: (section: Int, index: Int)?
            if let start = snippet.start {
                for s in page.sections.indices {
                    for (b, other) in page.sections[s].blocks.enumerated() {
                        if let time = other.time, time <= start + 0.001 { target = (s, b + 1) }
                    }
                }
                if target == nil, let first = page.sections.indices.first { target = (first, 0) }
            }
            if let target {
                page.sections[target.section].blocks.insert(placed, at: target.index)
            } else if !page.sections.isEmpty {
                page.sections[page.sections.count - 1].blocks.append(placed)
            }
        }
    }

    /// Records, for each aligned unit, the anchor of its counterpart on the other page, both ways; aligned
    /// headings of the translation take the source's anchors.
    func link(_ source: inout Page, _ translation: inout Page, pairs: [(source: [Int], translation: [Int])]) {
        let sourceAnchors = anchorsByBlockIndex(source)
        var translationAnchors = anchorsByBlockIndex(translation)
        let sourceSections = Set(source.sections.filter { $0.heading != nil }.map(\.anchor))
        // Takes `anchor` for the translation's section `k`: its own anchor stays as an alias on its heading, so links
        // its translators wrote to it still land, and a span already holding `anchor` goes (one id, once).
        func give(_ anchor: String, to k: Int) {
            let own = translation.sections[k].anchor
            var heading = translation.sections[k].headingHTML ?? HTML.escape(translation.sections[k].heading ?? "")
            heading = heading.replacingOccurrences(of: "<span id=\"\(HTML.escape(anchor))\"></span>", with: "")
            translation.sections[k].anchor = anchor
            translation.sections[k].headingHTML = "<span id=\"\(HTML.escape(own))\"></span>" + heading
            if let index = translationAnchors.first(where: { $0.value == own })?.key { translationAnchors[index] = anchor }
        }
        // Ids the translators gave their headings (`## 国际站赞助 {#how-to-sponsor}`, as Vue's and Kubernetes' Chinese
        // pages keep the English ones) decide first: such a heading takes its source's anchor whatever the alignment
        // says, and no other heading takes it (a section the translation added took one, and two ids were one).
        var given = Set<String>()
        for section in translation.sections { given.formUnion(LinkResolver.rawAnchors(in: section.headingHTML ?? "")) }
        for section in translation.sections { for block in section.blocks { given.formUnion(block.block.markupHTML.map(LinkResolver.rawAnchors(in:)) ?? []) } }
        var claimed = Set<String>(), settled = Set<Int>()
        // A heading whose anchor is one of the source's already (an id written as its own slug, `## API`) keeps it.
        for k in translation.sections.indices where translation.sections[k].heading != nil && sourceSections.contains(translation.sections[k].anchor) {
            claimed.insert(translation.sections[k].anchor)
            settled.insert(k)
        }
        for k in translation.sections.indices where translation.sections[k].heading != nil && !settled.contains(k) {
            guard let id = LinkResolver.rawAnchors(in: translation.sections[k].headingHTML ?? "").first(where: { sourceSections.contains($0) && !claimed.contains($0) }) else { continue }
            claimed.insert(id)
            settled.insert(k)
            if translation.sections[k].anchor != id { give(id, to: k) }
        }
        // Aligned headings share the source's anchor, so `#scope-controls-and-tokens` works in every language.
        var used = Set(translation.sections.map(\.anchor) + translation.blocks.map(\.anchor))
        for pair in pairs where pair.source.count == 1 && pair.translation.count == 1 {
            guard let sa = sourceAnchors[pair.source[0]], let ta = translationAnchors[pair.translation[0]],
                  sourceSections.contains(sa),
                  let k = translation.sections.firstIndex(where: { $0.anchor == ta && $0.heading != nil }),
                  !settled.contains(k), !used.contains(sa), !given.contains(sa) else { continue }
            used.insert(sa)
            give(sa, to: k)
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
        for page in pages where page.role != .untranslated {
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

    /// Takes an id that is already on the page (a raw HTML anchor), so no section or paragraph gets it too.
    mutating func reserve(_ id: String) { used.insert(id) }

    /// `base`, or the first of `base-1`, `base-2`, … not taken: a repeated heading's anchor as GitHub, Starlight,
    /// Hugo and Docusaurus write it, so links written for those land.
    mutating func claim(_ base: String) -> String {
        var candidate = base
        var n = 1
        while used.contains(candidate) {
            candidate = "\(base)-\(n)"
            n += 1
        }
        used.insert(candidate)
        return candidate
    }
}
