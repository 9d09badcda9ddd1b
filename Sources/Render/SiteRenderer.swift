import Align
import Diagnostics
import FileIO
import Foundation
import Ingest
import Mustache
import SiteModel
import Support
import TextAnalysis

/// A rendered output file, relative to the site root.
public struct RenderedFile: Sendable {
    public var path: String
    public var data: Data
    public init(path: String, data: Data) {
        self.path = path
        self.data = data
    }
}

/// Data for the glossary page, prepared by the build from the glossary and the pages.
public struct GlossaryView: Sendable {
    public struct Entry: Sendable {
        public var id: String
        /// Preferred term per language.
        public var terms: [String: String]
        public var synonyms: [String: [String]]
        public var definitions: [String: String]
        /// Pages (by id) that use the term.
        public var uses: [String]
        public init(id: String, terms: [String: String], synonyms: [String: [String]] = [:], definitions: [String: String] = [:], uses: [String] = []) {
            self.id = id
            self.terms = terms
            self.synonyms = synonyms
            self.definitions = definitions
            self.uses = uses
        }
    }
    public var entries: [Entry]
    public init(entries: [Entry]) { self.entries = entries }
}

/// Where the shared assets ended up (names carry content hashes), site-relative.
public struct AssetPaths: Sendable {
    public var css: String
    /// The script every page runs (interface strings, page behaviour, search engine and search box).
    public var script: String
    /// The search index's manifest, a script of its own with a fixed name.
    public var searchIndex: String
    public var icon: String
    public var serviceWorker: String?

    public init(css: String, script: String, searchIndex: String, icon: String, serviceWorker: String? = nil) {
        self.css = css
        self.script = script
        self.searchIndex = searchIndex
        self.icon = icon
        self.serviceWorker = serviceWorker
    }
}

/// Renders every page of the site through the templates. All HTML comes from the templates; this type only
/// prepares plain render models (strings, numbers, lists) for them.
public struct SiteRenderer: Sendable {
    public var site: Site
    public var templates: TemplateSet { didSet { stringValues = Self.stringValues(templates) } }
    /// Each language's interface strings as template values, made once: every page of a language shows the same
    /// (a page made its table of a hundred values anew; tldr-pages has 76,000 pages).
    private(set) var stringValues: [String: MustacheValue]
    /// Each of the site's languages' names, for every page's language menu.
    let languageNames: [String: String]
    public var assets: AssetPaths
    public var glossary: GlossaryView
    public var version: String
    /// Keeps each page's rendering between builds, by its template and render model (`renderTemplate`).
    let cache: (any ProductCache)?
    /// Landing pages (a folder's README or index) by language and folder, for breadcrumbs.
    let landingPages: [String: Page]
    /// Each talk page's captions script's path (see `captionsFiles`), and the scripts, until `render` hands them on.
    let captionPaths: [String: String]
    let captionScripts: CaptionScripts
    /// The talk pages whose text is their captions' speech (`CaptionParagraphs`), by language and page id.
    let captionParagraphs: [String: [CaptionParagraphs.Paragraph]]
    /// Positions in `site.pages` of each page id's versions, in site order: every look-up of a page by id is
    /// one dictionary access, not a scan of the site (scans per page and per link made rendering quadratic:
    /// 25 times the CPU for 10 times the pages).
    let versionsByID: [String: [Int]]
    /// Languages whose tree has guidelines, and those that have talks (the toolbar links only to those).
    let languagesWithGuidelines: Set<String>, languagesWithSessions: Set<String>
    /// A book's pages before and after each one in its reading order (`Site.readingOrder`), by page URL.
    let pagerLinks: [String: (previous: Page?, next: Page?)]

    /// `cache`, when given, keeps captions files (`captionsFiles`) and pages' renderings between builds.
    public init(site: Site, templates: TemplateSet, assets: AssetPaths, glossary: GlossaryView, version: String,
                cache: (any ProductCache)? = nil) {
        self.site = site
        self.cache = cache
        self.templates = templates
        stringValues = Self.stringValues(templates)
        languageNames = Dictionary(site.languages.map { ($0, Self.languageName($0)) }, uniquingKeysWith: { a, _ in a })
        self.assets = assets
        self.glossary = glossary
        self.version = version
        var landing: [String: Page] = [:]
        for page in site.pages where page.kind != .session && Self.isLandingFile(page.sourcePath) {
            let key = page.language + "|" + Self.folder(of: page.sourcePath)
            // An index (`index.mdx` too) stands for its folder before a README beside it, the repository's own notes
            // (Mintlify's contributors' README stood above all 277 pages).
            if let held = landing[key], !Self.isReadme(held.sourcePath) { continue }
            landing[key] = page
        }
        landingPages = landing
        let (captions, paragraphs) = Self.captionsFiles(site, cache: cache)
        captionParagraphs = paragraphs
        captionPaths = captions.mapValues(\.path)
        // Each talk's captions once (one file however many language trees show the same captions).
        var unique: [String: RenderedFile] = [:]
        for file in captions.values { unique[file.path] = file }
        captionScripts = CaptionScripts(unique.keys.sorted().map { unique[$0]! })
        var byID: [String: [Int]] = [:]
        for (i, page) in site.pages.enumerated() { byID[page.id, default: []].append(i) }
        versionsByID = byID
        languagesWithGuidelines = Set(site.pages.lazy.filter { $0.kind != .session }.map(\.language))
        languagesWithSessions = Set(site.pages.lazy.filter { $0.kind == .session }.map(\.language))
        // Each language's pages its book lists (not copies of another tree's), in the book's order.
        var pager: [String: (previous: Page?, next: Page?)] = [:]
        if !site.readingOrder.isEmpty {
            let listed = site.pages.filter { $0.role != .untranslated && site.readingOrder[$0.sourcePath] != nil }
            for (_, pages) in Dictionary(grouping: listed, by: \.language) {
                let book = pages.sorted { (site.readingOrder[$0.sourcePath]!, $0.url) < (site.readingOrder[$1.sourcePath]!, $1.url) }
                for (i, page) in book.enumerated() {
                    pager[page.url] = (i > 0 ? book[i - 1] : nil, i + 1 < book.count ? book[i + 1] : nil)
                }
            }
        }
        pagerLinks = pager
    }

    /// A language's name: the site's languages' from `languageNames`, any other's from the table.
    func name(ofLanguage code: String) -> String { languageNames[code] ?? Self.languageName(code) }

    static func stringValues(_ templates: TemplateSet) -> [String: MustacheValue] {
        templates.strings.mapValues { .object($0.mapValues(MustacheValue.string)) }
    }

    /// Every version of page `id` (each language's, translations and untranslated copies), in site order.
    func versions(_ id: String) -> [Page] { (versionsByID[id] ?? []).map { site.pages[$0] } }

    /// The version of page `id` in `language`'s tree (`Site.page(id:language:)`, without the scan).
    func page(_ id: String, language: String) -> Page? {
        versionsByID[id]?.first { site.pages[$0].language == language }.map { site.pages[$0] }
    }

    /// Links to the versions of page `id` that `keep` accepts (by their index in the site's pages), by language,
    /// relative to `url`: read from the site's pages in place, where copying each version's page took a third of a
    /// home page's time (tldr's macOS pages in 39 languages: every card of every language's home asks).
    func versionLinks(_ id: String, from url: String, keep: (Int) -> Bool) -> [MustacheValue] {
        (versionsByID[id] ?? []).filter(keep).sorted { site.pages[$0].language < site.pages[$1].language }.map { i -> MustacheValue in
            let language = site.pages[i].language
            return ["code": .string(language), "name": .string(name(ofLanguage: language)), "href": .string(relative(url, site.pages[i].url))]
        }
    }

    static func folder(of path: String) -> String { path.split(separator: "/").dropLast().joined(separator: "/") }

    /// Home, then the landing page of each folder above the page's file that has one (the page's own folder's
    /// too, unless the page is that landing page). Empty when the page has no folder landing page above it.
    func breadcrumbs(_ page: Page) -> [MustacheValue] {
        var folders: [String] = []
        var folder = Self.folder(of: page.sourcePath)
        if Self.isLandingFile(page.sourcePath) { folder = Self.folder(of: folder) }
        while !folder.isEmpty {
            folders.insert(folder, at: 0)
            folder = Self.folder(of: folder)
        }
        let crumbs = folders.compactMap { landingPages[page.language + "|" + $0] }.filter { $0.id != page.id }
        guard !crumbs.isEmpty else { return [] }
        let home = ["title": MustacheValue.string(string("home", page.language)), "href": .string(relative(page.url, "\(page.language)/index.html"))]
        return [.object(home)] + crumbs.map { ["title": .string($0.title), "href": .string(relative(page.url, $0.url))] }
    }

    /// A language's name in itself, from the language table.
    static func languageName(_ tag: String) -> String { Languages.name(tag) }

    /// Every HTML page: per language a home, search and glossary page, each document page and parallel view;
    /// the root `index.html` (default language home) and `404.html`.
    /// Renders every page; `progress` hears `(rendered, total)` as pages finish, on any thread.
    public func render(problems: inout [Diagnostic], progress: (@Sendable (Int, Int) -> Void)? = nil) -> [RenderedFile] {
        var files: [RenderedFile] = []
        render(problems: &problems, batchSize: .max, progress: progress) { files += $0 }
        return files
    }

    /// Renders every file in batches of `batchSize` pages (on all cores), handing each batch to `emit` (on the
    /// calling thread) as it is done and keeping none: `build` writes them as they come, so a large site's
    /// pages are never all held at once. The captions scripts come first; with `releasingScripts` the renderer
    /// then lets go of them (it can render only once more without them: `build` renders once).
    public func render(problems: inout [Diagnostic], batchSize: Int, releasingScripts: Bool = false,
                       progress: (@Sendable (Int, Int) -> Void)? = nil, emit: ([RenderedFile]) throws -> Void) rethrows {
        // Plan every file first (cheap), then build contexts and render them on all cores: pages are independent.
        let jobs = plan()
        let placeholders = LinkPlaceholders(site: site)
        let counter = progress.map { ProgressCounter(total: jobs.count, report: $0) }
        try emit(captionScripts.files)
        if releasingScripts { captionScripts.release() }
        var seen = Set<String>()
        let library = cache.map { _ in templates.library.fingerprint }
        for start in stride(from: 0, to: jobs.count, by: max(1, batchSize)) {
            let batch = Array(jobs[start..<min(jobs.count, start + max(1, batchSize))])
            // The largest pages of a batch (each language's home and glossary, which list the whole library) start
            // first: last, one of them kept a core busy for a second after the other had finished the batch (ten
            // times the corpus library). The files still come out in the plan's order.
            let order = batch.indices.filter { RenderJob.isLarge(batch[$0].template) } + batch.indices.filter { !RenderJob.isLarge(batch[$0].template) }
            let made = order.concurrentMap { index in
                let job = batch[index]
                defer { counter?.advance() }
                var diagnostics: [Diagnostic] = []
                // Cross-reference and glossary-term placeholders in block HTML become links relative to this file.
                let html = IndentationStripper.strip(
                    placeholders.resolve(renderTemplate(job.template, job.context(), library: library, diagnostics: &diagnostics),
                                         at: job.path))
                return (RenderedFile(path: job.path, data: Data(html.utf8)), diagnostics)
            }
            var rendered = made
            for (slot, index) in order.enumerated() { rendered[index] = made[slot] }
            for (_, diagnostics) in rendered {
                // A template problem repeats on every page; report it once.
                for d in diagnostics where seen.insert(d.identifier + d.summary).inserted { problems.append(d) }
            }
            try emit(rendered.map(\.0))
        }
    }

    /// Template `name` rendered against `context`, or, with a cache, the rendering an earlier build made of the same
    /// template library (`library`, its fingerprint), template and model. Links are resolved after (they depend on
    /// other pages), so a page whose model did not change is not rendered again. A rendering with problems is not
    /// kept: a build that reuses it must report them too.
    private func renderTemplate(_ name: String, _ context: MustacheValue, library: String?,
                                diagnostics: inout [Diagnostic]) -> String {
        guard let cache, let library else { return templates.library.render(name, context, strict: true, diagnostics: &diagnostics) }
        var key = BinaryWriter(hashing: true)
        key.write("page rendering 1")
        key.write(library)
        key.write(name)
        let (x, y) = context.digest
        key.write(Int(bitPattern: UInt(x)))
        key.write(Int(bitPattern: UInt(y)))
        let kind = "pages", fingerprint = key.fingerprint
        if let data = cache.checkedProduct(kind, key: fingerprint) { return String(decoding: data, as: UTF8.self) }
        let count = diagnostics.count
        let html = templates.library.render(name, context, strict: true, diagnostics: &diagnostics)
        if diagnostics.count == count { cache.storeChecked(kind, key: fingerprint, Data(html.utf8)) }
        return html
    }

    /// What each page's template is given (its render model), by the page's path: the plain values templates
    /// see, for checking the model apart from the HTML (render-model goldens).
    public func renderModels() -> [(path: String, template: String, model: MustacheValue)] {
        plan().map { ($0.path, $0.template, $0.context()) }
    }

    /// Every HTML file to write, with its template and (lazily) its render model.
    private func plan() -> [RenderJob] {
        var jobs: [RenderJob] = []
        var planned = Set<String>()
        func emit(_ path: String, _ template: String, _ context: @escaping @Sendable () -> MustacheValue) {
            guard planned.insert(path).inserted else { return }
            jobs.append(RenderJob(path: path, template: template, context: context))
        }
        for language in site.languages {
            // An untranslated page is the original, written once in its own tree.
            for page in site.pages(in: language) where page.role != .untranslated {
                emit(page.url, page.kind == .session && page.session != nil ? "session" : "page") { pageContext(page) }
                if let parallel = page.parallelURL, page.role == .translation, !sideBySideInPage(page), let source = sideBySidePeer(page) {
                    emit(parallel, "parallel") { parallelContext(translation: page, source: source, url: parallel) }
                    // The source language's tree gets the same view at its own URL.
                    let mirrorURL = SiteModelBuilder.parallelURL(id: page.id, language: source.language)
                    emit(mirrorURL, "parallel") { parallelContext(translation: page, source: source, url: mirrorURL) }
                }
            }
            emit("\(language)/index.html", "home") { homeContext(language: language, url: "\(language)/index.html") }
            emit("\(language)/search.html", "search") { searchContext(language: language) }
            // No glossary, no page: nothing would link to it (the navigation shows it only with terms).
            if !glossary.entries.isEmpty { emit("\(language)/glossary.html", "glossary") { glossaryContext(language: language) } }
        }
        // The root index.html repeats the default language's home, whose URL is the canonical one.
        emit("index.html", "home") {
            var rootHome = homeContext(language: site.defaultLanguage, url: "index.html").objectValue
            if let canonical = absolute("\(site.defaultLanguage)/index.html") {
                var pageObject = rootHome["page"]!.objectValue
                pageObject["canonical"] = .string(canonical)
                rootHome["page"] = .object(pageObject)
            }
            return .object(rootHome)
        }
        emit("404.html", "404") { notFoundContext() }
        return jobs
    }

    /// A talk's captions as a classic script (`<script src>` works from `file://`, where `fetch` does not),
    /// packed (`PackedPayload`: the JSON deflated, in base 85, as a string):
    ///
    ///     \u{FEFF}ConcordCaptions.register("<hash>",<packed {"s":[[seconds|null,"text"(,"speech")],…],"v":"<video URL>"|null(,"p":[…])}>);
    ///
    /// named `captions/<hash>.js` by a hash of its JSON, so identical captions share one file and hosts
    /// may cache it forever. `site.js` builds the caption list from it (ids `c1`, `c2`… as before); a time
    /// is whole seconds, null when unknown (placeholder times), and links to the video at `v` + `?time=`.
    ///
    /// When the page's text is its captions' speech, `p` lists its paragraphs as `["anchor",length(,skip)]`
    /// (`CaptionParagraphs`: `skip` counts the UTF-16 units after the previous paragraph, 1 unless given, 0 for
    /// the first), and a caption whose speech is not its text with white space collapsed carries its speech
    /// third: the other language's page rebuilds its side-by-side view from them.
    /// `speeches`, when given, are the captions' speeches (`CaptionParagraphs.speeches(of:)`), made once for both.
    static func captionsFile(_ session: SessionInfo, paragraphs: [CaptionParagraphs.Paragraph]? = nil, speeches: [String]? = nil) -> RenderedFile {
        // Written by hand, byte by byte: Foundation's JSONSerialization took a fifth of a corpus build here.
        var json: [UInt8] = []
        json.reserveCapacity(session.segments.reduce(16) { $0 + $1.text.utf8.count + 12 })
        json.append(contentsOf: Array(#"{"s":["#.utf8))
        for (k, segment) in session.segments.enumerated() {
            if k > 0 { json.append(UInt8(ascii: ",")) }
            json.append(UInt8(ascii: "["))
            json.append(contentsOf: Array((segment.knownStart.map { String(Int($0)) } ?? "null").utf8))
            json.append(UInt8(ascii: ","))
            JSONString.append(segment.text, to: &json)
            if paragraphs != nil {
                let speech = speeches?[k] ?? TranscriptTags.speech(segment.text)
                if speech != CaptionParagraphs.scriptSpeech(segment.text) {
                    json.append(UInt8(ascii: ","))
                    JSONString.append(speech, to: &json)
                }
            }
            json.append(UInt8(ascii: "]"))
        }
        json.append(contentsOf: Array(#"],"v":"#.utf8))
        if let video = session.videoURL.flatMap(safeExternalURL).map({ $0.hasSuffix("/") ? $0 : $0 + "/" }) {
            JSONString.append(video, to: &json)
        } else {
            json.append(contentsOf: Array("null".utf8))
        }
        if let paragraphs {
            json.append(contentsOf: Array(#","p":["#.utf8))
            for (k, paragraph) in paragraphs.enumerated() {
                if k > 0 { json.append(UInt8(ascii: ",")) }
                json.append(UInt8(ascii: "["))
                JSONString.append(paragraph.anchor, to: &json)
                json.append(contentsOf: Array(",\(paragraph.length)".utf8))
                // Paragraphs follow each other with one space between them unless told.
                if paragraph.skip != (k == 0 ? 0 : 1) { json.append(contentsOf: Array(",\(paragraph.skip)".utf8)) }
                json.append(UInt8(ascii: "]"))
            }
            json.append(UInt8(ascii: "]"))
        }
        json.append(UInt8(ascii: "}"))
        let hash = ContentHash.hex(json, length: 10)
        var script = Data("\u{FEFF}ConcordCaptions.register(\"\(hash)\",".utf8)
        script.append(contentsOf: PackedPayload.pack(json))
        script.append(Data(");\n".utf8))
        return RenderedFile(path: "captions/\(hash).js", data: script)
    }

    /// The captions file of every talk page that is written (not untranslated copies, which are the original), by
    /// language and page id: made once, referred to by each page. With them, the paragraphs of the talk pages
    /// that have a side-by-side view and whose text is their captions' speech. `cache` keeps each file between builds.
    static func captionsFiles(_ site: Site, cache: (any ProductCache)? = nil) -> (files: [String: RenderedFile], paragraphs: [String: [CaptionParagraphs.Paragraph]]) {
        let sessions = site.pages.filter { $0.session != nil && $0.role != .untranslated }
        let made = sessions.concurrentMap { page -> (RenderedFile, [CaptionParagraphs.Paragraph]?) in
            func make() -> (RenderedFile, [CaptionParagraphs.Paragraph]?) {
                guard page.parallelURL != nil else { return (captionsFile(page.session!), nil) }
                let speeches = CaptionParagraphs.speeches(of: page.session!)
                let paragraphs = CaptionParagraphs.paragraphs(of: page, speeches: speeches)
                return (captionsFile(page.session!, paragraphs: paragraphs, speeches: speeches), paragraphs)
            }
            guard let cache else { return make() }
            // The file whole (packed), by what it is made of: the captions, the video and, with a side-by-side view,
            // the page's paragraphs.
            return cache.product("captions", inputs: { w in
                w.write("captions file 1")
                page.session!.segments.writeKey(to: &w)
                w.write(page.session!.videoURL)
                w.write(page.parallelURL != nil)
                guard page.parallelURL != nil else { return }
                for block in page.blocks {
                    w.write(block.snippet == nil)
                    if block.snippet == nil { w.write(block.block.text); w.write(block.anchor) }
                }
            }, decode: { r in
                let file = RenderedFile(path: try r.string(), data: Data(try r.data()))
                guard try r.bool() else { return (file, nil) }
                let paragraphs = try (0..<r.count()).map { _ in
                    CaptionParagraphs.Paragraph(anchor: try r.string(), skip: try r.int(), length: try r.int())
                }
                return (file, paragraphs)
            }, encode: { made, w in
                w.write(made.0.path)
                w.write(bytes: made.0.data)
                w.write(made.1 != nil)
                guard let paragraphs = made.1 else { return }
                w.write(paragraphs.count)
                for p in paragraphs { w.write(p.anchor); w.write(p.skip); w.write(p.length) }
            }, make: make)
        }
        var files: [String: RenderedFile] = [:], paragraphs: [String: [CaptionParagraphs.Paragraph]] = [:]
        for (page, (file, stretches)) in zip(sessions, made) {
            let key = page.language + "|" + page.id
            if files[key] == nil { files[key] = file }
            if let stretches, paragraphs[key] == nil { paragraphs[key] = stretches }
        }
        return (files, paragraphs)
    }

    /// The other side of a page's side-by-side view: a translation's source, or a source's first translation.
    func sideBySidePeer(_ page: Page) -> Page? {
        guard page.parallelURL != nil else { return nil }
        if page.role == .translation {
            return versions(page.id).first(where: { $0.language == page.contentLanguage && $0.role == .original }) ?? sourceOf(page)
        }
        return versions(page.id).filter { $0.role == .translation && $0.parallelURL != nil }.min { $0.language < $1.language }
    }

    /// Whether a talk page shows its side-by-side view itself, from the other language's captions: both pages'
    /// text is their captions' speech. Then no side-by-side page is written for the pair.
    func sideBySideInPage(_ page: Page) -> Bool {
        guard page.session != nil, captionParagraphs[page.language + "|" + page.id] != nil, let peer = sideBySidePeer(page) else { return false }
        return captionParagraphs[peer.language + "|" + peer.id] != nil
    }

    private func sourceOf(_ page: Page) -> Page? {
        versions(page.id).first { $0.role == .original }
    }

    func string(_ key: String, _ language: String) -> String {
        templates.strings[language]?[key] ?? templates.strings[site.defaultLanguage]?[key] ?? key
    }

    /// The site in a sentence, in `language`: the site's own description in its first language (another
    /// generator's tagline is in that language), else a line for a site of talks and guidelines, or of pages alone
    /// (a book or a vault is not "design guidelines and the talks that teach them").
    func lede(_ language: String) -> String {
        if let description = site.description, language == site.defaultLanguage { return description }
        return string(languagesWithSessions.isEmpty ? "homeLedePages" : "homeLede", language)
    }

    // MARK: - Shared context

    func relative(_ from: String, _ to: String) -> String { Path.relative(from: from, to: to) }

    func absolute(_ url: String) -> String? {
        site.baseURL.map { $0 + url }
    }

    /// What every template sees: site, language, strings, links to the shared places, assets.
    func common(language: String, url: String, template: String, title: String, alternates: [String: String] = [:],
                page: Page? = nil, description: String? = nil) -> [String: MustacheValue] {
        let home = relative(url, "\(language)/index.html")
        var languages: [MustacheValue] = []
        for code in site.languages {
            let target: String
            var untranslated = false
            if code == language {
                target = url
            } else if let alt = alternates[code] {
                target = alt
            } else if let page, let other = self.page(page.id, language: code) {
                // No version in that language: its home (the page itself is this one).
                untranslated = other.role == .untranslated
                target = untranslated ? "\(code)/index.html" : other.url
            } else if url.hasPrefix("\(language)/") {
                target = "\(code)/" + url.dropFirst(language.count + 1)
            } else {
                target = "\(code)/index.html"
            }
            languages.append(["code": .string(code), "name": .string(name(ofLanguage: code)),
                              "href": .string(relative(url, target)), "current": .bool(code == language),
                              "untranslated": .bool(untranslated)])
        }
        var alternateLinks: [MustacheValue] = []
        if !alternates.isEmpty {
            var all = alternates
            all[language] = url
            for code in all.keys.sorted() {
                let target = all[code]!
                alternateLinks.append(["hreflang": .string(code), "href": .string(absolute(target) ?? relative(url, target))])
            }
            if let defaultURL = all[site.defaultLanguage] {
                alternateLinks.append(["hreflang": "x-default", "href": .string(absolute(defaultURL) ?? relative(url, defaultURL))])
            }
        }
        let stringsTable = templates.strings[language] ?? [:]
        return [
            "lang": .string(language),
            // Only right-to-left languages carry a `dir`: left to right is every page's default.
            "rtl": Self.rightToLeft(language),
            "ogLocale": .string(stringsTable["ogLocale"] ?? language),
            "root": .string(relative(url, "index.html").replacingOccurrences(of: "index.html", with: "")),
            "home": .string(home),
            "searchURL": .string(relative(url, "\(language)/search.html")),
            "glossaryURL": .string(relative(url, "\(language)/glossary.html")),
            "site": ["title": .string(site.title), "version": .string(version), "lede": .string(lede(language))],
            "strings": stringValues[language] ?? .object([:]),
            "languages": .list(languages),
            // A one-language site has nothing to switch to.
            "hasLanguageChoice": .bool(languages.count > 1),
            "nav": ["guidelines": .bool(template == "home"), "sessions": false, "glossary": .bool(template == "glossary"),
                    "search": .bool(template == "search")],
            // Links only to sections that have something: no "Sessions" for a collection of guidelines.
            "show": ["guidelines": .bool(languagesWithGuidelines.contains(language)),
                     "sessions": .bool(languagesWithSessions.contains(language)),
                     "glossary": .bool(!glossary.entries.isEmpty)],
            "assets": [
                "css": .string(relative(url, assets.css)),
                "script": .string(relative(url, assets.script)),
                "searchIndex": .string(relative(url, assets.searchIndex)),
                "icon": .string(relative(url, assets.icon)),
            ],
            "page": [
                "id": .string(page?.id ?? template),
                "title": .string(title),
                "description": .string(description ?? page?.summary.map { Self.shortened($0, to: 200) } ?? lede(language)),
                "canonical": absolute(url).map(MustacheValue.string) ?? .null,
                "alternates": .list(alternateLinks),
                "template": .string(template),
                "serviceWorker": assets.serviceWorker.map { .string(relative(url, $0)) } ?? .null,
                "noindex": .bool(template == "search" || template == "404"),
                "sourceURL": page?.sourceURL.flatMap(Self.safeExternalURL).map(MustacheValue.string) ?? .null,
            ],
            "notice": .null,
        ]
    }

    /// Only http(s) links leave the site; anything else (javascript:, data:) is dropped.
    static func safeExternalURL(_ url: String) -> String? {
        let lower = url.lowercased()
        return lower.hasPrefix("https://") || lower.hasPrefix("http://") ? url : nil
    }

    // MARK: - Document pages

    func pageContext(_ page: Page) -> MustacheValue {
        var context = common(language: page.language, url: page.url, template: page.kind == .session ? "session" : "page",
                             title: page.title, alternates: page.alternates, page: page)
        var pageObject = context["page"]!.objectValue
        pageObject["kind"] = .string(page.kind.rawValue)
        pageObject["kindLabel"] = .string(string(page.kind == .session ? "session" : "guideline", page.language))
        pageObject["designSystem"] = page.designSystem.map(MustacheValue.string) ?? .null
        pageObject["contentLanguage"] = .string(page.contentLanguage)
        pageObject["contentRTL"] = Self.rightToLeft(page.contentLanguage)
        let inPage = sideBySideInPage(page)
        pageObject["parallelHref"] = inPage ? .null : page.parallelURL.map { .string(relative(page.url, $0)) } ?? .null
        context["page"] = .object(pageObject)
        // Readers of a language this page has no version in arrive here from their own tree: site.js shows them
        // the notice in their language, with the way back to their home.
        // The languages the switcher (`common`) already found untranslated: one look-up per language, not two.
        context["readerNotices"] = .list(context["languages"]!.listValue.compactMap { language -> MustacheValue? in
            guard language["untranslated"] == .bool(true), case .string(let code)? = language["code"] else { return nil }
            return ["code": .string(code), "text": .string(string("notTranslated", code)),
                    "home": .string(relative(page.url, "\(code)/index.html")), "homeLabel": .string(string("home", code))]
        })
        switch page.role {
        case .untranslated: context["notice"] = .string(string("notTranslated", page.language))
        case .translation:
            // A talk's page in another language is its captions in that language, not an edited translation.
            context["notice"] = .string(string(page.kind == .session ? "captionsNotice" : "translationNotice", page.language))
        case .original: break
        }
        let toc = page.sections.filter { $0.heading != nil && $0.level <= 4 }.map { section -> MustacheValue in
            ["anchor": .string(section.anchor), "text": .string(headingText(section, language: page.language)), "level": .int(section.level),
             "lang": section.headingTime == nil ? section.headingLanguage.map(MustacheValue.string) ?? .null : .null,
             "label": section.label.map { .string(Self.sectionNumber($0)) } ?? .null]
        }
        context["toc"] = .list(toc)
        context["hasTOC"] = .bool(toc.count >= 2)
        let crumbs = breadcrumbs(page)
        context["breadcrumbs"] = .list(crumbs)
        context["hasBreadcrumbs"] = .bool(!crumbs.isEmpty)
        context["sections"] = .list(page.sections.map { sectionContext($0, page: page) })
        // A book's previous and next pages (mdBook's and GitBook's SUMMARY.md), so a reader can read it through.
        if let links = pagerLinks[page.url] {
            func link(_ other: Page?) -> MustacheValue {
                other.map { ["href": .string(relative(page.url, $0.url)), "title": .string($0.title)] } ?? .null
            }
            context["pager"] = ["previous": link(links.previous), "next": link(links.next)]
        } else {
            context["pager"] = .null
        }
        if let session = page.session {
            let metadata = session.metadata
            let original = page.role == .original
            let topics = metadata?.topics ?? [], platforms = metadata?.platforms ?? []
            let otherVersions = versionLinks(page.id, from: page.url) {
                site.pages[$0].language != page.language && site.pages[$0].role != .untranslated
            }
            context["session"] = [
                // A code (`wwdc2016-104`) says something the title does not; a name in words (`inclusive-design`) repeats it.
                "id": Slug.make(page.title) == session.transcriptID ? .null : .string(session.transcriptID),
                "event": (metadata?.eventLabel ?? SessionMetadata.eventLabel(ofID: session.transcriptID)).map(MustacheValue.string) ?? .null,
                // The record's description is in the talk's language: shown on the original only.
                "description": original ? metadata?.description.flatMap { $0.isEmpty ? nil : MustacheValue.string($0) } ?? .null : .null,
                "topics": .list(topics.map(MustacheValue.string)),
                "platforms": .list(platforms.map(MustacheValue.string)),
                "hasTags": .bool(!topics.isEmpty || !platforms.isEmpty),
                "resources": .list((metadata?.resources ?? []).compactMap { resource -> MustacheValue? in
                    guard let url = Self.safeExternalURL(resource.url) else { return nil }
                    return ["title": .string(resource.title), "url": .string(url), "type": resource.type.map(MustacheValue.string) ?? .null]
                }),
                "hasResources": .bool((metadata?.resources ?? []).contains { Self.safeExternalURL($0.url) != nil }),
                "otherVersions": .list(otherVersions),
                "videoURL": session.videoURL.flatMap(Self.safeExternalURL).map(MustacheValue.string) ?? .null,
                // The captions load on demand from their own file (`captionsFile`); the page carries each text once.
                "captions": .string(relative(page.url, captionPaths[page.language + "|" + page.id] ?? Self.captionsFile(session).path)),
                "captionCount": .int(session.segments.count),
                // Side by side, in the page: the other language's paragraphs come from its captions script.
                "parallel": sideBySidePanel(page, show: inPage),
            ]
        } else {
            context["session"] = .null
        }
        return .object(context)
    }

    func peers(_ page: Page, _ anchor: String) -> MustacheValue {
        guard page.role != .untranslated, let map = page.alignedAnchors[anchor] else { return .list([]) }
        return .list(map.keys.sorted().map { ["lang": .string($0.lowercased()), "anchor": .string(map[$0]!)] })
    }

    /// The look of a call-out kind, one of five (`note`, `tip`, `important`, `warning`, `danger`): generators name
    /// the same few looks many ways (MkDocs' `abstract`, Sphinx's `attention`, GitBook's `success`).
    static func calloutTone(_ kind: String) -> String {
        switch kind {
        case "tip", "hint", "success", "check", "done", "good", "do", "best-practice": "tip"
        case "important", "key", "new": "important"
        case "warning", "caution", "attention", "warn", "deprecated", "versionremoved", "avoid": "warning"
        case "danger", "error", "failure", "fail", "missing", "bug", "dont", "critical", "alert": "danger"
        default: "note"
        }
    }

    func sectionContext(_ section: Section, page: Page) -> MustacheValue {
        // Consecutive paragraphs on one topic (a passage) show their related guidelines once, on the first, with the
        // passage's time span; repeating the aside on every paragraph buried the talk. A paragraph continues the
        // passage when all its guidelines are among those of the passage's first paragraph.
        var passageEnd = Array(section.blocks.indices), continues = Array(repeating: false, count: section.blocks.count)
        var passageStart = -1, passageKeys: Set<String> = []
        for (b, block) in section.blocks.enumerated() {
            let keys = Set(block.related.map { $0.pageID + "#" + ($0.anchor ?? "") })
            if keys.isEmpty {
                passageStart = -1
            } else if passageStart >= 0, keys.isSubset(of: passageKeys) {
                continues[b] = true
                passageEnd[passageStart] = b
            } else {
                passageStart = b
                passageKeys = keys
            }
        }
        /// The items of the blocks in `range`, inside `depth` list items.
        func blockItems(_ range: Range<Int>, depth: Int) -> [MustacheValue] {
            var items: [MustacheValue] = []
            var list: (ordered: Bool, items: [MustacheValue])?
            // A quote's paragraphs, lists and code are blocks of their own (each aligned and linked); consecutive ones are
            // one quote (an admonition with a list in it keeps the list inside).
            var quote: [MustacheValue] = []
            var quotedList: (ordered: Bool, items: [MustacheValue])?
            var callout: String?
            func quotePart(paragraph: MustacheValue = .null, list: MustacheValue = .null, code: MustacheValue = .null) -> MustacheValue {
                ["quotedParagraph": paragraph, "quotedList": list, "quotedCode": code]
            }
            func flushQuotedList() {
                if let l = quotedList {
                    quote.append(quotePart(list: ["ordered": .bool(l.ordered), "items": .list(l.items)]))
                    quotedList = nil
                }
            }
            func flushQuote() {
                flushQuotedList()
                if !quote.isEmpty {
                    let kind = callout.map { ["kind": .string($0), "tone": .string(Self.calloutTone($0))] as MustacheValue } ?? .null
                    items.append(item(quote: ["parts": .list(quote), "callout": kind]))
                    quote = []
                }
                callout = nil
            }
            func flush() {
                if let l = list {
                    items.append(item(list: ["ordered": .bool(l.ordered), "items": .list(l.items)]))
                    list = nil
                }
                flushQuote()
            }
            /// A quotation's first block ends the one before it (two admonitions in a row are two).
            func startQuotation(_ block: Block) {
                guard block.quoteStart else { return }
                flushQuote()
                callout = block.callout
            }
            var b = range.lowerBound
            while b < range.upperBound {
                let block = section.blocks[b]
                let index = b
                b += 1
                if block.block.quoted, case .listItem(let ordered) = block.block.kind {
                    if list != nil { flush() }
                    startQuotation(block.block)
                    if quotedList == nil || quotedList!.ordered != ordered { flushQuotedList(); quotedList = (ordered, []) }
                    quotedList!.items.append(["anchor": .string(block.anchor), "html": .string(sentenceHTML(block)),
                                              "number": block.block.label.flatMap(Int.init).map(MustacheValue.int) ?? .null])
                    continue
                }
                if block.block.quoted, block.block.kind == .code, block.snippet == nil {
                    if list != nil { flush() }
                    startQuotation(block.block)
                    flushQuotedList()
                    quote.append(quotePart(code: ["anchor": .string(block.anchor), "html": .string(block.block.html)]))
                    continue
                }
                if case .listItem(let ordered) = block.block.kind {
                    if list == nil || list!.ordered != ordered { flush(); list = (ordered, []) }
                    // What the item holds (a nested list, a screenshot, a command) follows it, one list deeper.
                    let level = max(depth + 1, block.block.listDepth)
                    let first = b
                    while b < range.upperBound, Self.isUnder(section.blocks[b].block, itemAt: level) { b += 1 }
                    list!.items.append(["anchor": .string(block.anchor), "html": .string(sentenceHTML(block)),
                                        "number": block.block.label.flatMap(Int.init).map(MustacheValue.int) ?? .null,
                                        "peers": peers(page, block.anchor),
                                        "children": .list(first < b ? blockItems(first..<b, depth: level) : [])])
                    continue
                }
                if case .quote = block.block.kind {
                    if list != nil { flush() }
                    startQuotation(block.block)
                    flushQuotedList()
                    quote.append(quotePart(paragraph: ["anchor": .string(block.anchor), "html": .string(block.block.html)]))
                    continue
                }
                flush()
                let html = MustacheValue.string(block.block.html)
                switch block.block.kind {
                case .paragraph:
                    let timeURL = block.time.flatMap { page.session?.link(at: $0) }.flatMap(Self.safeExternalURL)
                    // Two guidelines that read the same (one page in two folders of the library) are listed once.
                    var labels = Set<String>()
                    let related = continues[index] ? [] : block.related.filter {
                        labels.insert([$0.title, $0.detail ?? "", $0.time.map { Self.timeLabel($0) } ?? ""].joined(separator: "\u{1F}")).inserted
                    }
                        .map { reference -> MustacheValue in
                            ["href": .string(href(from: page, to: reference)), "title": .string(reference.title), "lang": language(from: page, to: reference),
                             "detail": reference.detail.map(MustacheValue.string) ?? .null,
                             "timeLabel": reference.time.map { .string(Self.timeLabel($0)) } ?? .null]
                        }
                    let last = section.blocks[passageEnd[index]]
                    let passageLabel = passageEnd[index] > index ? block.time.flatMap { start in
                        last.time.map { Self.timeLabel(start) + "–" + Self.timeLabel($0) }
                    } : nil
                    items.append(item(paragraph: [
                        "anchor": .string(block.anchor), "html": .string(sentenceHTML(block)),
                        "time": block.time.map(MustacheValue.double) ?? .null,
                        "timeURL": timeURL.map(MustacheValue.string) ?? .null,
                        "timeLabel": block.time.map { .string(Self.timeLabel($0)) } ?? .null,
                        "spoken": .bool(block.spoken),
                        "peers": peers(page, block.anchor),
                        "captions": .list(block.captions.keys.sorted().map { ["lang": .string($0), "text": .string(block.captions[$0]!)] }),
                        "related": .list(related), "hasRelated": .bool(!related.isEmpty),
                        "relatedSpan": passageLabel.map(MustacheValue.string) ?? .null,
                    ]))
                case .caption:
                    items.append(item(caption: ["anchor": .string(block.anchor), "html": html, "peers": peers(page, block.anchor)]))
                case .quote:
                    break  // gathered above
                case .code where block.snippet != nil:
                    items.append(item(code: snippetContext(block, page: page)))
                case .code, .table, .heading, .listItem:
                    items.append(item(raw: ["anchor": .string(block.anchor), "html": html]))
                }
            }
            flush()
            return items
        }
        let items = blockItems(section.blocks.indices, depth: 0)
        func references(_ list: [CrossReference]) -> [MustacheValue] {
            list.map { reference -> MustacheValue in
                ["href": .string(href(from: page, to: reference)), "title": .string(reference.title), "lang": language(from: page, to: reference),
                 "detail": reference.detail.map(MustacheValue.string) ?? .null,
                 "timeLabel": reference.time.map { start in
                     .string(Self.timeLabel(start) + (reference.endTime.map { "–" + Self.timeLabel($0) } ?? ""))
                 } ?? .null]
            }
        }
        let discussion = references(section.discussedIn)
        let seeAlso = references(section.seeAlso)
        return [
            "anchor": .string(section.anchor),
            "heading": section.heading.map { _ in .string(headingText(section, language: page.language)) } ?? .null,
            "headingHTML": .string(section.headingTime != nil ? HTML.escape(headingText(section, language: page.language))
                                   : section.headingHTML ?? HTML.escape(section.heading ?? "")),
            "headingLang": section.headingTime == nil ? section.headingLanguage.map(MustacheValue.string) ?? .null : .null,
            "headingTag": .int(min(6, max(2, section.level))),
            "level": .int(section.level),
            "label": section.label.map { .string(Self.sectionNumber($0)) } ?? .null,
            "peers": peers(page, section.anchor),
            "items": .list(items),
            "discussedIn": .list(discussion),
            "hasDiscussion": .bool(!discussion.isEmpty),
            "seeAlso": .list(seeAlso),
            "hasSeeAlso": .bool(!seeAlso.isEmpty),
        ]
    }

    /// Every item names all block kinds (null but one), so strict rendering can tell a typo from an absent kind.
    /// Whether `block` is held by a list item at `level` (see `Block.listDepth`): a deeper list's item, or another
    /// block inside at least that many items.
    static func isUnder(_ block: Block, itemAt level: Int) -> Bool {
        if case .listItem = block.kind, !block.quoted { return max(1, block.listDepth) > level }
        return block.listDepth >= level
    }

    func item(paragraph: MustacheValue = .null, list: MustacheValue = .null, caption: MustacheValue = .null,
              quote: MustacheValue = .null, raw: MustacheValue = .null, code: MustacheValue = .null) -> MustacheValue {
        ["paragraph": paragraph, "list": list, "caption": caption, "quote": quote, "raw": raw, "code": code]
    }

    /// A section's heading as the reader sees it: a chapter labelled by its time says "From 12:30" in the page's language.
    func headingText(_ section: Section, language: String) -> String {
        guard let time = section.headingTime else { return section.heading ?? "" }
        return string("chapterFrom", language).replacingOccurrences(of: "%s", with: Self.timeLabel(time))
    }

    /// A code snippet shown in the talk: its title, moment and highlighted tokens.
    func snippetContext(_ block: PageBlock, page: Page) -> MustacheValue {
        guard let snippet = block.snippet else { return .null }
        // The language names a CSS class: letters, digits and a few signs only.
        let language = snippet.language.map { String($0.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) || "+-#".unicodeScalars.contains($0) }) }
        return [
            "anchor": .string(block.anchor),
            // site.js also shows the snippet among the captions (which load on demand), after this caption.
            "afterCaption": page.session.map { .string(String(Self.captionBefore(snippet.start, in: $0))) } ?? .null,
            "title": .string(snippet.title.flatMap { $0.isEmpty ? nil : $0 } ?? string("codeSnippet", page.language)),
            "language": language.flatMap { $0.isEmpty ? nil : MustacheValue.string($0) } ?? .null,
            "timeLabel": snippet.start.map { .string(Self.timeLabel($0)) } ?? .null,
            "timeURL": snippet.start.flatMap { page.session?.link(at: $0) }.flatMap(Self.safeExternalURL).map(MustacheValue.string) ?? .null,
            "tokens": .list(CodeHighlighter.tokens(snippet.code, language: snippet.language).map { token in
                ["kind": token.kind.map(MustacheValue.string) ?? .null, "text": .string(token.text)]
            }),
        ]
    }

    /// The number of the last caption said before `start` (0: before the first; the last one when the time is
    /// unknown), after which a snippet sits among the captions.
    static func captionBefore(_ start: Double?, in session: SessionInfo) -> Int {
        guard let start else { return session.segments.count }
        return session.segments.indices.last { (session.segments.knownStart(at: $0) ?? .infinity) <= start + 0.001 }.map { $0 + 1 } ?? 0
    }

    /// The language of the target's text when it differs from the page's (an English talk quoted on a Chinese
    /// page), for a `lang` attribute: screen readers then read it with the right voice.
    func language(from page: Page, to reference: CrossReference) -> MustacheValue {
        let target = self.page(reference.pageID, language: reference.language ?? page.language) ?? versions(reference.pageID).first
        guard let language = target?.contentLanguage, language != page.contentLanguage else { return .null }
        return .string(language)
    }

    func href(from page: Page, to reference: CrossReference) -> String {
        let target = self.page(reference.pageID, language: reference.language ?? page.language) ?? versions(reference.pageID).first
        let url = target?.url ?? SiteModelBuilder.url(id: reference.pageID, language: page.language)
        return relative(page.url, url) + (reference.anchor.map { "#" + $0 } ?? "")
    }

    /// The block's HTML with each sentence wrapped in `<span id="…">` (search results land on it and
    /// highlight it); text with markup is wrapped around its tags (`SentenceAnchors`).
    func sentenceHTML(_ block: PageBlock) -> String {
        guard block.sentences.count > 0 else { return block.block.html }
        if block.block.isPlainText {
            // Into one buffer (every sentence of every talk page comes through here).
            let cjk = Self.hasHan(block.block.text)
            var out: [UInt8] = []
            out.reserveCapacity(block.block.text.utf8.count + block.sentences.count * 32)
            for (k, sentence) in block.sentences.enumerated() {
                if k > 0, !cjk { out.append(0x20) }
                out.append(contentsOf: "<span id=\"".utf8)
                out.append(contentsOf: HTML.escape(sentence.anchor).utf8)
                out.append(contentsOf: "\">".utf8)
                out.append(contentsOf: HTML.escape(sentence.text).utf8)
                out.append(contentsOf: "</span>".utf8)
            }
            return String(decoding: out, as: UTF8.self)
        }
        return SentenceAnchors.wrap(block.sentences.map(\.anchor), at: block.sentences.map(\.text), text: block.block.text,
                                      into: block.block.html)
    }

    /// Whether `text` has a CJK unified ideograph (U+4E00–U+9FFF), told from UTF-8 lead bytes: E5–E9, or E4
    /// followed by B8–BF.
    static func hasHan(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            // Runs of ASCII skipped at once (no Han character among them): asked of every sentence, mostly English.
            var i = ASCIIRun.end(in: bytes, from: 0, to: bytes.count)
            while i < bytes.count {
                let byte = bytes[i]
                if byte >= 0xE5, byte <= 0xE9 { return true }
                if byte == 0xE4, i + 1 < bytes.count, bytes[i + 1] >= 0xB8, bytes[i + 1] <= 0xBF { return true }
                i = ASCIIRun.end(in: bytes, from: i + 1, to: bytes.count)
            }
            return false
        }
    }

    /// Section numbers as written: `1.` for a top-level number, `3.1` below it.
    static func sectionNumber(_ label: String) -> String {
        label.contains(".") ? label : label + "."
    }

    static func timeLabel(_ seconds: Double) -> String {
        let total = Int(seconds)
        let h = total / 3600, m = (total % 3600) / 60, s = total % 60
        // Without String(format:): every caption of every talk gets a label, and Foundation's formatting is slow.
        func twoDigits(_ n: Int) -> String { (0..<10).contains(n) ? "0" + String(n) : String(n) }
        return h > 0 ? String(h) + ":" + twoDigits(m) + ":" + twoDigits(s) : String(m) + ":" + twoDigits(s)
    }

    // MARK: - Other pages

    func homeContext(language: String, url: String) -> MustacheValue {
        var context = common(language: language, url: url, template: "home", title: site.title)
        let pages = site.pages(in: language)
        func card(_ page: Page) -> MustacheValue {
            var meta: [MustacheValue] = []
            if let event = page.session?.metadata?.eventLabel { meta.append(.string(event)) }
            if let ds = page.designSystem { meta.append(.string(ds)) }
            // Language badges only where there is another language to tell apart.
            let versions = site.languages.count < 2 ? [] : versionLinks(page.id, from: url) { site.pages[$0].role != .untranslated }
            return ["href": .string(relative(url, page.url)), "title": .string(page.title),
                    "summary": page.summary.map { .string(Self.shortened($0, to: 220)) } ?? .null,
                    "contentLanguage": .string(page.contentLanguage),
                    "meta": .list(meta), "versions": .list(versions)]
        }
        let sessions = pages.filter { $0.kind == .session }
        context["sessions"] = .list(sessions.map(card))
        context["hasSessions"] = .bool(!sessions.isEmpty)
        let guidelines = pages.filter { $0.kind != .session }
        context["hasGuidelines"] = .bool(!guidelines.isEmpty)
        let folders = Self.folderGroups(guidelines, order: site.readingOrder)
        if folders.count > 1 {
            // The folder tree is the collection's structure: a group per folder, its README or index first.
            context["guidelineGroups"] = .list(folders.map { group in
                // A group of its landing page alone (the top folder's README) needs no heading naming that page again.
                let alone = group.landing != nil && group.pages.count == 1
                let name = alone ? "" : group.landing?.title ?? group.name
                return ["name": name.isEmpty ? .null : .string(name),
                        "landingHref": alone ? .null : group.landing.map { .string(relative(url, $0.url)) } ?? .null,
                        "pages": .list(group.pages.map(card))]
            })
        } else {
            let groups = Dictionary(grouping: guidelines, by: { $0.designSystem ?? "" })
            // One group with no name needs no heading under "Guidelines".
            context["guidelineGroups"] = .list(groups.keys.sorted().map { key in
                ["name": groups.count == 1 && key.isEmpty ? .null : .string(key.isEmpty ? string("guidelines", language) : key),
                 "landingHref": .null, "pages": .list(Self.inReadingOrder(groups[key]!, order: site.readingOrder).map(card))]
            })
        }
        return .object(context)
    }

    /// `text` cut to at most `limit` characters at a word's end (or anywhere in Chinese), with an ellipsis.
    static func shortened(_ text: String, to limit: Int) -> String {
        guard text.count > limit else { return text }
        var cut = String(text.prefix(limit - 1))
        if let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) > limit / 2 { cut = String(cut[..<space]) }
        while let last = cut.last, ",;:—- ".contains(last) { cut.removeLast() }
        return cut + "…"
    }

    /// A folder of the collection on the home page: its pages, and its landing page (`README.md`, `index.md`).
    struct FolderGroup {
        var key: String
        var name: String
        var landing: Page?
        var pages: [Page]
    }

    static func isLandingFile(_ path: String) -> Bool {
        let file = path.split(separator: "/").last ?? ""
        guard let dot = file.lastIndex(of: ".") else { return false }
        // A translation's name says its language too (`index-en-US.md`, `README.zh-CN.md`: Semi Design's English home
        // listed 101 groups of one page each, every folder's page not taken for its landing page).
        let written = file[..<dot], ext = file[file.index(after: dot)...].lowercased()
        let stem = (LanguageFolders.languageSuffix(written)?.base ?? written).lowercased()
        return ["readme", "index", "_index"].contains(stem) && (ContentReader.markdownExtensions.contains(ext) || (stem == "readme" && ext == "txt"))
    }

    static func isReadme(_ path: String) -> Bool {
        (path.split(separator: "/").last ?? "").lowercased().hasPrefix("readme.")
    }

    /// The folder of a page's file below the folder all pages share (`controls` for
    /// `content/controls/buttons.md`); "" for the top.
    static func folderGroups(_ pages: [Page], order: [String: Int] = [:]) -> [FolderGroup] {
        let folders = pages.map { page in page.sourcePath.split(separator: "/").dropLast().map(String.init) }
        var common = folders.first ?? []
        for folder in folders.dropFirst() {
            var n = 0
            while n < common.count, n < folder.count, common[n] == folder[n] { n += 1 }
            common = Array(common.prefix(n))
        }
        var groups: [String: FolderGroup] = [:]
        for (page, folder) in zip(pages, folders) {
            // A language's folder names no group (a bilingual site's home showed "En", "En › Tutorial", "Zh"), nor do
            // the folders that hold translations (`i18n/zh/docusaurus-plugin-content-docs/current/`).
            let rest = Array(folder.dropFirst(common.count)).filter { !LanguageFolders.onlyHoldsALanguage($0) }
            let key = rest.joined(separator: "/")
            let name = rest.last.map(humanised) ?? ""
            groups[key, default: FolderGroup(key: key, name: name, landing: nil, pages: [])].pages.append(page)
            if isLandingFile(page.sourcePath), groups[key]!.landing == nil { groups[key]!.landing = page }
        }
        // A folder that holds one page, its README (a converter's folder per page), is no group of its own:
        // the page joins its parent folder's group.
        // Deepest folders first (a folder's one page may join a parent that then holds one page), and the pages
        // joining a parent take their place in the order pages came in (by title), not the order folders were
        // folded in (GOV.UK's components were listed by the length of their folders' names).
        let position = Dictionary(pages.enumerated().map { ($1.sourcePath, $0) }, uniquingKeysWith: { a, _ in a })
        func depth(_ key: String) -> Int { key.utf8.filter { $0 == UInt8(ascii: "/") }.count }
        for key in groups.keys.sorted(by: { (depth($0), $1) > (depth($1), $0) }) where !key.isEmpty {
            guard let group = groups[key], group.pages.count == 1, group.landing != nil else { continue }
            let parent = key.split(separator: "/").dropLast().joined(separator: "/")
            groups[key] = nil
            let name = parent.split(separator: "/").last.map { humanised(String($0)) } ?? ""
            groups[parent, default: FolderGroup(key: parent, name: name, landing: nil, pages: [])].pages += group.pages
            groups[parent]!.pages.sort { position[$0.sourcePath] ?? 0 < position[$1.sourcePath] ?? 0 }
        }
        // A book's chapter beside its folder (mdBook's `fn.md` and `fn/`, its sections), both in the book's reading
        // order: the chapter opens the folder's group and names it ("Functions", not "Fn").
        if !order.isEmpty {
            for key in groups.keys.sorted() where !key.isEmpty && groups[key]?.landing == nil {
                let parts = key.split(separator: "/")
                let parent = parts.dropLast().joined(separator: "/"), folder = String(parts.last!)
                guard let siblings = groups[parent]?.pages, groups[key]!.pages.contains(where: { order[$0.sourcePath] != nil }),
                      let at = siblings.firstIndex(where: { page in
                          order[page.sourcePath] != nil && ((page.sourcePath as NSString).lastPathComponent as NSString).deletingPathExtension == folder
                      }) else { continue }
                let chapter = siblings[at]
                groups[parent]!.pages.remove(at: at)
                if groups[parent]!.pages.isEmpty { groups[parent] = nil }
                groups[key]!.landing = chapter
                groups[key]!.pages.insert(chapter, at: 0)
            }
        }
        // Names from the folder parts that tell groups apart: `hig-components-controls/references` and
        // `hig-foundations/references` are "Components controls" and "Foundations", not "References" twice.
        let keys = groups.keys.filter { !$0.isEmpty }.map { $0.split(separator: "/").map(String.init) }
        if keys.count > 1 {
            var names: [String: [String]] = [:]
            for parts in keys {
                // Drop the last parts every key shares (`references`).
                var own = parts
                while own.count > 1, let last = own.last, keys.allSatisfy({ $0.last == last }) { own.removeLast() }
                names[parts.joined(separator: "/")] = own.last.map { humanised($0).split(separator: " ").map(String.init) } ?? []
            }
            // And the leading words every name shares (`Hig`).
            var shared = names.values.first ?? []
            for words in names.values {
                var n = 0
                while n < shared.count, n < words.count, shared[n].lowercased() == words[n].lowercased() { n += 1 }
                shared = Array(shared.prefix(n))
            }
            for (key, words) in names where groups[key]?.landing == nil {
                let rest = words.count > shared.count ? Array(words.dropFirst(shared.count)) : words
                groups[key]?.name = humanised(rest.joined(separator: " "))
            }
        }
        // Groups still named alike ("Guidance" in each component's folder) take the nearest folder above that
        // tells them apart: "Accordion › Guidance", "Banner › Guidance".
        let unnamed = groups.values.filter { $0.landing == nil && !$0.key.isEmpty }
        for (_, alike) in Dictionary(grouping: unnamed, by: \.name) where alike.count > 1 {
            let parts = alike.map { $0.key.split(separator: "/").map(String.init) }
            for (group, own) in zip(alike, parts) {
                let others = parts.filter { $0 != own }
                // The part `distance` folders above the group's own, in each other group of the name.
                func part(_ parts: [String], _ distance: Int) -> String? { parts.count > distance ? parts[parts.count - 1 - distance] : nil }
                guard let distance = (1..<max(own.count, 1)).first(where: { d in !others.contains { part($0, d) == part(own, d) } }),
                      let telling = part(own, distance) else { continue }
                groups[group.key]?.name = humanised(telling) + " › " + group.name
            }
        }
        // Folders numbered to be read in order (`2-guides` before `10-reference`) in their numbers' order; in a book
        // with a reading order, by the place of their first page in it (the Rust by Example's "Hello World" first,
        // not after "Generics"; docker_practice's appendices one to eight).
        func first(_ group: FolderGroup) -> Int { order.isEmpty ? 0 : group.pages.compactMap { order[$0.sourcePath] }.min() ?? Int.max }
        // Then by the place their landing page's front matter gives (a section's `_index.md` with `weight: 2`).
        func place(_ group: FolderGroup) -> Double { group.landing?.order ?? .infinity }
        return groups.values.sorted {
            let (a, b) = (first($0), first($1))
            if a != b { return a < b }
            let (p, q) = (place($0), place($1))
            return p != q ? p < q : $0.key.compare($1.key, options: .numeric) == .orderedAscending
        }.map { group in
            var group = group
            group.pages = inReadingOrder(group.pages, order: order)
            if let landing = group.landing {
                group.pages = [landing] + group.pages.filter { $0.id != landing.id }
            }
            return group
        }
    }

    /// A group's pages by their file names' numbers when most of them are numbered (`ch04-01-what-is-ownership.md`,
    /// `1-argocd.md`): the author's reading order (the Rust book's home page listed its chapters alphabetically);
    /// else as given (by title).
    /// The authors' own order wins where it places two pages or more (`SUMMARY.md`: the Rust book's appendices after
    /// its chapters, where their file names put them first); pages it does not list follow, as they were.
    static func inReadingOrder(_ pages: [Page], order: [String: Int] = [:]) -> [Page] {
        if !order.isEmpty, pages.filter({ order[$0.sourcePath] != nil }).count >= 2 {
            return pages.enumerated().sorted { a, b in
                (order[a.element.sourcePath] ?? Int.max, a.offset) < (order[b.element.sourcePath] ?? Int.max, b.offset)
            }.map(\.element)
        }
        // Else the places their front matter gives (`sidebar_position: 1` on Docusaurus' introduction), where it
        // gives two or more; pages without one follow, as they were.
        if pages.filter({ $0.order != nil }).count >= 2 {
            return pages.enumerated().sorted { a, b in
                (a.element.order ?? .infinity, a.offset) < (b.element.order ?? .infinity, b.offset)
            }.map(\.element)
        }
        // Each file's name once, not twice per comparison (Node.js's blog holds a thousand numbered releases).
        let names = pages.map { String($0.sourcePath.split(separator: "/").last ?? "") }
        let numbered = names.filter(startsNumbered)
        guard numbered.count >= 2, numbered.count * 2 >= pages.count else { return pages }
        return pages.indices.sorted { a, b in
            switch names[a].compare(names[b], options: [.numeric, .caseInsensitive]) {
            case .orderedAscending: return true
            case .orderedDescending: return false
            case .orderedSame: return a < b
            }
        }.map { pages[$0] }
    }

    /// Whether a file name is at most eight ASCII letters and then a digit (`ch04-01-…`, `1-argocd.md`): what the
    /// regular expression `^[A-Za-z]{0,8}\d+` matched, without compiling it for every page of a language's home
    /// (tldr's 5,000 pages a language spent a second of every home page there).
    static func startsNumbered(_ name: String) -> Bool {
        var letters = 0
        for scalar in name.unicodeScalars {
            if scalar.properties.numericType == .decimal { return true }
            guard letters < 8, scalar.isASCII, scalar.properties.isAlphabetic else { return false }
            letters += 1
        }
        return false
    }

    /// Whether a unit's HTML shows nothing once its ids are gone (an anchor's empty span: Pinia's Chinese pages had a
    /// row of "no counterpart" on both sides for each `# State %{#state}%`, 20 in all).
    static func showsNothing(_ html: String) -> Bool {
        guard !["<img", "<svg", "<video", "<iframe", "<picture", "<audio", "<hr"].contains(where: html.contains) else { return false }
        // Its text outside tags (`<…>`; a `<` never closed is text) is white space.
        var i = html.startIndex
        while i < html.endIndex {
            if html[i] == "<", let close = html[i...].firstIndex(of: ">") {
                i = html.index(after: close)
                continue
            }
            guard html[i].isWhitespace else { return false }
            i = html.index(after: i)
        }
        return true
    }

    /// `hig-components-controls` → `Hig components controls`; `4-how-to` → `How to` (the number orders the folder).
    static func humanised(_ name: String) -> String {
        var name = Substring(name)
        // A number of one to three digits and a separator before a letter (`4-how-to`).
        let digits = name.unicodeScalars.prefix { $0.properties.numericType == .decimal }.count
        let separator = name.unicodeScalars.dropFirst(digits).first
        if (1...3).contains(digits), let separator, "-_. ".unicodeScalars.contains(separator) {
            let rest = name.unicodeScalars.dropFirst(digits + 1)
            if Substring(rest).first?.isLetter == true { name = Substring(rest) }
        }
        let words = name.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " }).joined(separator: " ")
        guard let first = words.first else { return String(name) }
        return first.uppercased() + words.dropFirst()
    }

    func glossaryContext(language: String) -> MustacheValue {
        let url = "\(language)/glossary.html"
        var context = common(language: language, url: url, template: "glossary", title: string("glossary", language))
        let others = site.languages.filter { $0 != language }
        // In the order of the names the page shows first, as its readers sort them (Chinese by pinyin).
        let entries = Collator.sorted(glossary.entries, language: language) { entry in
            ([language] + others).lazy.compactMap { entry.terms[$0] }.first ?? entry.id
        }
        context["terms"] = .list(entries.map { entry in
            let order = [language] + others
            let names = order.compactMap { code in entry.terms[code].map { ["lang": MustacheValue.string(code), "text": .string($0)] as MustacheValue } }
            let definitionLanguage = entry.definitions[language] != nil ? language : order.first { entry.definitions[$0] != nil }
            let synonyms = order.flatMap { entry.synonyms[$0] ?? [] }
            let uses = entry.uses.compactMap { id in page(id, language: language) }
            return [
                "id": .string(entry.id), "names": .list(names),
                "definition": definitionLanguage.flatMap { entry.definitions[$0] }.map(MustacheValue.string) ?? .null,
                "definitionLang": .string(definitionLanguage ?? language),
                "synonyms": synonyms.isEmpty ? .null : .string(synonyms.joined(separator: ", ")),
                "hasUses": .bool(!uses.isEmpty),
                "uses": .list(uses.enumerated().map { index, page in
                    ["href": .string(relative(url, page.url)), "title": .string(page.title), "last": .bool(index == uses.count - 1)]
                }),
            ] as MustacheValue
        })
        return .object(context)
    }

    func parallelContext(translation: Page, source: Page, url: String) -> MustacheValue {
        let language = String(url.split(separator: "/").first ?? "en")
        let own = page(translation.id, language: language) ?? translation
        var context = common(language: language, url: url, template: "parallel", title: own.title,
                             alternates: [:], page: own)
        // Rows: walk the source's units; aligned translation units share the row, unmatched ones get their own.
        // Links within a page (`[Rust](#rust)`) lead to the row of their anchor here: the view's ids are its rows'.
        let sourceAnchors = Set(Self.units(source).map(\.anchor))
        // Ids inside a unit (an author's `<span id>`, a translation heading's own anchor) lead to the unit's row.
        var sourceRows: [String: String] = [:]
        for unit in Self.units(source) {
            sourceRows[unit.anchor] = "r-" + unit.anchor
            for id in LinkResolver.rawAnchors(in: unit.html) where sourceRows[id] == nil { sourceRows[id] = "r-" + unit.anchor }
        }
        var translationRows: [String: String] = [:]
        for unit in Self.units(translation) {
            let peer = translation.alignedAnchors[unit.anchor]?[source.language]
            let row = peer.map { sourceAnchors.contains($0) ? "r-" + $0 : nil } ?? nil
                ?? "r-\(translation.contentLanguage.lowercased())-" + unit.anchor
            translationRows[unit.anchor] = row
            for id in LinkResolver.rawAnchors(in: unit.html) where translationRows[id] == nil { translationRows[id] = row }
        }
        // The view's ids are its rows': ids inside the units (anchor spans, footnotes), which both columns may hold
        // alike, go once links are led to their rows (Vue's side-by-side pages wrote 344 ids twice).
        let sourceUnits = Self.units(source).map { unit in
            (anchor: unit.anchor, html: Self.withoutIDs(Self.retargeted(unit.html) { sourceRows[$0] }), heading: unit.heading)
        }
        let translationUnits = Self.units(translation).map { unit in
            (anchor: unit.anchor, html: Self.withoutIDs(Self.retargeted(unit.html) { translationRows[$0] }), heading: unit.heading)
        }
        var rows: [MustacheValue] = []
        var usedTranslation = Set<String>()
        var translationIndex = 0
        let translationPosition = Dictionary(uniqueKeysWithValues: translationUnits.enumerated().map { ($1.anchor, $0) })
        func emitTranslation(upTo limit: Int) {
            while translationIndex < limit {
                let unit = translationUnits[translationIndex]
                if !usedTranslation.contains(unit.anchor), !Self.showsNothing(unit.html) {
                    // Rows are named after source units; one with only a translation unit gets a name of its own, so
                    // a translation paragraph `p1` and a source paragraph `p1` don't give two rows one id.
                    rows.append(["anchor": .string("r-\(translation.contentLanguage.lowercased())-" + unit.anchor), "heading": .bool(unit.heading),
                                 "left": .null, "right": .string(unit.html)])
                    usedTranslation.insert(unit.anchor)
                }
                translationIndex += 1
            }
        }
        for unit in sourceUnits {
            if let peer = source.alignedAnchors[unit.anchor]?[translation.language], let position = translationPosition[peer] {
                if usedTranslation.contains(peer) {
                    // A second source unit aligned to the same translation unit (2-1): merge into the last row.
                    if var last = rows.popLast()?.objectValue {
                        last["left"] = .string((last["left"]?.stringValue ?? "") + " " + unit.html)
                        rows.append(.object(last))
                        continue
                    }
                }
                emitTranslation(upTo: position)
                var right = translationUnits[position].html
                usedTranslation.insert(peer)
                translationIndex = max(translationIndex, position + 1)
                // Further translation units aligned to this source unit (1-2) join the row.
                while translationIndex < translationUnits.count,
                      translation.alignedAnchors[translationUnits[translationIndex].anchor]?[source.language] == unit.anchor {
                    right += " " + translationUnits[translationIndex].html
                    usedTranslation.insert(translationUnits[translationIndex].anchor)
                    translationIndex += 1
                }
                rows.append(["anchor": .string("r-" + unit.anchor), "heading": .bool(unit.heading), "left": .string(unit.html), "right": .string(right)])
            } else if !Self.showsNothing(unit.html) {
                rows.append(["anchor": .string("r-" + unit.anchor), "heading": .bool(unit.heading), "left": .string(unit.html), "right": .null])
            }
        }
        emitTranslation(upTo: translationUnits.count)
        context["parallel"] = [
            "leftLang": .string(source.contentLanguage), "rightLang": .string(translation.contentLanguage),
            "leftRTL": Self.rightToLeft(source.contentLanguage), "rightRTL": Self.rightToLeft(translation.contentLanguage),
            "leftName": .string(Self.languageName(source.contentLanguage)),
            "rightName": .string(Self.languageName(translation.contentLanguage)),
            "backHref": .string(relative(url, own.url)),
            "rows": .list(rows),
        ]
        return .object(context)
    }

    /// The side-by-side view a talk page builds itself (`sideBySideInPage`): the other language's captions
    /// script and the two columns, source first.
    func sideBySidePanel(_ page: Page, show: Bool) -> MustacheValue {
        guard show, let peer = sideBySidePeer(page), let peerCaptions = captionPaths[peer.language + "|" + peer.id] else { return .null }
        let (source, translation) = page.role == .translation ? (peer, page) : (page, peer)
        return [
            "captions": .string(relative(page.url, peerCaptions)),
            "lang": .string(peer.contentLanguage),
            // Which column the page's own paragraphs fill.
            "ownColumn": .string(page.role == .translation ? "right" : "left"),
            "leftLang": .string(source.contentLanguage), "rightLang": .string(translation.contentLanguage),
            "leftRTL": Self.rightToLeft(source.contentLanguage), "rightRTL": Self.rightToLeft(translation.contentLanguage),
            "leftName": .string(Self.languageName(source.contentLanguage)),
            "rightName": .string(Self.languageName(translation.contentLanguage)),
        ]
    }

    /// Whether text in `language` runs right to left, for a `dir` the templates write only then.
    static func rightToLeft(_ language: String) -> MustacheValue { .bool(Languages.direction(language) == "rtl") }

    /// A page's paragraph-level units in order (headings, paragraphs, list items, captions).
    /// `html` with each link to an anchor of the same page (`href="#rust"`) sent where `row` says (its row in a
    /// side-by-side view); links `row` has no answer for stay.
    /// `html` without its empty anchor spans and its footnotes' ids.
    static func withoutIDs(_ html: String) -> String {
        guard html.utf8Contains(" id=\"") else { return html }
        var out = html
        while let start = out.range(of: "<span id=\""), let end = out[start.upperBound...].range(of: "\"></span>") {
            out.removeSubrange(start.lowerBound..<end.upperBound)
        }
        for prefix in [" id=\"fnref-", " id=\"fn-"] {
            while let start = out.range(of: prefix), let end = out[start.upperBound...].firstIndex(of: "\"") {
                out.removeSubrange(start.lowerBound...end)
            }
        }
        return out
    }

    static func retargeted(_ html: String, row: (String) -> String?) -> String {
        guard html.utf8Contains("href=\"#") else { return html }
        var out = "", rest = html[...]
        while let start = rest.range(of: "href=\"#") {
            out += rest[..<start.upperBound]
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            let anchor = String(rest[..<end]), plain = HTML.unescape(anchor)
            // As written (`#用法`) or percent-encoded, as cmark writes non-ASCII addresses.
            out += (row(plain) ?? plain.removingPercentEncoding.flatMap(row)).map(HTML.escape) ?? anchor
            rest = rest[end...]
        }
        return out + rest
    }

    static func units(_ page: Page) -> [(anchor: String, html: String, heading: Bool)] {
        var result: [(String, String, Bool)] = []
        for section in page.sections {
            if let heading = section.heading {
                result.append((section.anchor, (section.label.map { HTML.escape(sectionNumber($0)) + " " } ?? "") + (section.headingHTML ?? HTML.escape(heading)), true))
            }
            for block in section.blocks { result.append((block.anchor, block.block.html, false)) }
        }
        return result
    }

    func notFoundContext() -> MustacheValue {
        let language = site.defaultLanguage
        var context = common(language: language, url: "404.html", template: "404", title: string("notFoundTitle", language))
        var pageObject = context["page"]!.objectValue
        pageObject["canonical"] = .null
        // Hosts serve 404.html at any depth, so its links must be absolute when the site's URL is known. Every
        // link of the page is site-relative from the root here, so the base URL makes each of them absolute.
        if let base = site.baseURL {
            context["root"] = .string(base)
            for key in ["home", "searchURL", "glossaryURL"] {
                if let path = context[key]?.stringValue { context[key] = .string(base + path) }
            }
            var assetsObject = context["assets"]!.objectValue
            for (key, value) in assetsObject {
                if let path = value.stringValue { assetsObject[key] = .string(base + path) }
            }
            context["assets"] = .object(assetsObject)
            context["languages"] = .list(context["languages"]!.listValue.map { language in
                var object = language.objectValue
                if let href = object["href"]?.stringValue { object["href"] = .string(base + href) }
                return .object(object)
            })
            if let worker = pageObject["serviceWorker"]?.stringValue { pageObject["serviceWorker"] = .string(base + worker) }
        } else {
            // Relative to an unknown depth the worker can't be found; the pages register it.
            pageObject["serviceWorker"] = .null
        }
        context["page"] = .object(pageObject)
        return .object(context)
    }
}

extension MustacheValue {
    var objectValue: [String: MustacheValue] {
        if case .object(let o) = self { return o }
        return [:]
    }
    var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }
    var listValue: [MustacheValue] {
        if case .list(let l) = self { return l }
        return []
    }
}

extension SiteRenderer {
    /// The search tab: categories with counts for browsing before typing.
    func searchContext(language: String) -> MustacheValue {
        let url = "\(language)/search.html"
        var context = common(language: language, url: url, template: "search", title: string("search", language))
        let pages = site.pages(in: language)
        let home = relative(url, "\(language)/index.html")
        // Categories with nothing in them are left out (the home page has no section to link to).
        let counts = [pages.filter { $0.kind != .session }.count, pages.filter { $0.kind == .session }.count, glossary.entries.count]
        context["categories"] = .list([
            ["name": .string(string("guidelines", language)), "count": .int(counts[0]), "href": .string(home + "#guidelines")],
            ["name": .string(string("sessions", language)), "count": .int(counts[1]), "href": .string(home + "#sessions")],
            ["name": .string(string("glossary", language)), "count": .int(counts[2]), "href": .string(relative(url, "\(language)/glossary.html"))],
        ].enumerated().filter { counts[$0.offset] > 0 }.map(\.element))
        return .object(context)
    }
}

/// One page to render: its path, template and how to build its context.
private struct RenderJob: Sendable {
    var path: String
    var template: String
    var context: @Sendable () -> MustacheValue

    /// Whether pages of `template` list the whole library (they grow with it, where others do not).
    static func isLarge(_ template: String) -> Bool { template == "home" || template == "glossary" }
}

/// The captions scripts of a site's talks, held by the renderer until it hands them on.
final class CaptionScripts: @unchecked Sendable {
    private let lock = NSLock()
    private var held: [RenderedFile]

    init(_ files: [RenderedFile]) { held = files }

    var files: [RenderedFile] { lock.withLock { held } }

    /// Lets go of the scripts (written by now).
    func release() { lock.withLock { held = [] } }
}
