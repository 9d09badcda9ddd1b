import Diagnostics
import FileIO
import Foundation
import Support
import TextAnalysis

/// Everything read from the content folder.
public struct Content: Sendable {
    public var manifest: SiteManifest
    public var documents: [Document]
    /// Files copied to the site as they are (images), relative to the content folder.
    public var assets: [String]
    /// Files pages may link to for download (`downloadExtensions`: PDFs, archives, design files), relative to the
    /// content folder: copied to the site when a page links to one, as `assets` are.
    public var downloads: [String] = []
    /// Files of no type Concord reads whose names some page links to (an example's `compose.yaml`, the data beside
    /// its code): copied where a link leads to one, else left out without a word (they were candidates by name only).
    public var linkable: [String] = []
    /// The raw glossary file, if any (path and text), read by the glossary reader.
    public var glossarySource: (path: String, text: String)?
    /// Session records read (`metadata.json`, `catalog.json` entries), already attached to their transcripts.
    public var sessionMetadata: [SessionMetadata] = []
    /// The authors' reading order (`SUMMARY.md`, `_sidebar.md`): a document's path (`displayPath`, as documents
    /// carry it) → its position in its list.
    public var readingOrder: [String: Int] = [:]
    /// Pages skipped as drafts (`content.draft`), as documents carry paths: a translation named as one of them
    /// translates an unpublished page, and is no translation of whatever page its words come closest to.
    public var drafts: [String] = []

    public init(manifest: SiteManifest = SiteManifest(), documents: [Document] = [], assets: [String] = [],
                glossarySource: (path: String, text: String)? = nil) {
        self.manifest = manifest
        self.documents = documents
        self.assets = assets
        self.glossarySource = glossarySource
    }
}

/// Reads a content folder: the manifest first, then every document, recognising each file's format from
/// its text rather than its name.
public struct ContentReader: Sendable {
    public let fileSystem: any FileSystem
    /// The content folder as given on the command line; diagnostics name files under it.
    public let root: String

    public static let glossaryFileName = "glossary.yml"
    /// Folder of template overrides inside the content folder.
    public static let templatesFolder = "templates"
    /// Larger files are refused: content is written by people, and a runaway file should not stall the build.
    public static let maximumFileSize = 16 << 20
    /// Longer lines of prose (plain text, Markdown) are refused, for the same reason.
    public static let maximumLineLength = 256 << 10
    static let assetExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "svg", "webp", "avif"]
    /// What guidelines link to for download: documents, slides, spreadsheets, archives, design files, media.
    /// No reader reads them and they are no unknown files: the build copies the ones pages link to.
    public static let downloadExtensions: Set<String> = [
        "pdf", "epub", "doc", "docx", "odt", "rtf", "key", "ppt", "pptx", "odp", "xls", "xlsx", "ods", "csv", "tsv",
        "zip", "tgz", "gz", "7z", "sketch", "fig", "xd", "psd", "ai", "eps", "mp4", "webm", "mov", "m4v", "mp3",
        "wav", "ogg", "ics",
    ]
    /// Extensions of the files read as Markdown (`.mdx` after `MDXStripper`), in the order links without one try them.
    /// Quarto's `.qmd` and R Markdown's `.rmd` are Markdown with code chunks (```` ```{r} ````, read as code).
    public static let markdownExtensions = ["md", "mdx", "markdown", "qmd", "rmd"]

    /// Keeps each file's parsed documents between builds (`ProductCache` kind `documents`), keyed by the file's
    /// bytes, its path and the manifest's text; nil: every file is parsed.
    public var cache: (any ProductCache)?

    public init(fileSystem: any FileSystem, root: String, cache: (any ProductCache)? = nil) {
        self.fileSystem = fileSystem
        self.root = root
        self.cache = cache
    }

    /// The path diagnostics show for a content-relative path.
    public func displayPath(_ relative: String) -> String {
        root == "." || root.isEmpty ? relative : FileIO.Path.join(root, relative)
    }

    public func read(problems: inout [Diagnostic]) -> Content {
        var content = Content()
        guard fileSystem.isDirectory(root) else {
            problems.append(.error("content.folder.missing", "found no folder at '\(root)', expected the content folder"))
            return content
        }
        var entries: [(path: String, kind: FileKind)]
        do {
            entries = try fileSystem.walk(root)
        } catch {
            problems.append(.error("content.folder.unreadable", "cannot list '\(root)': \(error)"))
            return content
        }
        var manifestText = ""
        if let text = readText(ManifestReader.fileName, problems: &problems) {
            content.manifest = ManifestReader.read(text, path: displayPath(ManifestReader.fileName), problems: &problems)
            manifestText = text
        }
        var repositoryFiles: [(path: String, kind: FileKind)] = []
        entries = skipRepositoryFiles(entries, skipped: &repositoryFiles, problems: &problems)
        var dataBesideCode: [String] = []
        entries = skipDataBesideCode(entries, skipped: &dataBesideCode, problems: &problems)
        let markdownStems = entries.filter { $0.kind == .file && Self.markdownExtensions.contains(FileIO.Path.fileExtension($0.path).lowercased()) }
            .map { Path.fileStem($0.path) }
        // Of the names of more than one word, more written with spaces than with hyphens or underscores.
        let spaced = markdownStems.filter { $0.contains(" ") }.count
        let joined = markdownStems.filter { !$0.contains(" ") && ($0.contains("-") || $0.contains("_")) }.count
        content.manifest.filesNamePages = spaced >= 5 && spaced > joined
        content.manifest.siteVariables = siteVariables(entries)
        let variables = content.manifest.siteVariables.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "\u{1F}")
        let manifest = content.manifest
        let manifestSource = manifestText + (content.manifest.filesNamePages ? "\n# files name pages" : "") + (variables.isEmpty ? "" : "\n# site variables " + variables)
        // Another generator's configuration names the site; it is read for that, not reported as an unknown file.
        var generatorTitle: String?, generatorDescription: String?
        entries.removeAll { entry in
            // mdBook's and GitBook's SUMMARY.md, docsify's sidebar: the pages' reading order, not a page.
            if entry.kind == .file, GeneratorConfigReader.isReadingOrderFile(entry.path),
               let data = try? fileSystem.read(FileIO.Path.join(root, entry.path)),
               let order = GeneratorConfigReader.readingOrder(path: entry.path, text: String(decoding: data, as: UTF8.self)) {
                for (position, path) in order.enumerated() where content.readingOrder[displayPath(path)] == nil {
                    content.readingOrder[displayPath(path)] = position
                }
                return true
            }
            if entry.kind == .file, GeneratorConfigReader.isNavigationFile(entry.path) { return true }
            guard entry.kind == .file, GeneratorConfigReader.recognizes(entry.path) else { return false }
            if generatorTitle == nil || generatorDescription == nil, let data = try? fileSystem.read(FileIO.Path.join(root, entry.path)) {
                let text = String(decoding: data, as: UTF8.self)
                generatorTitle = generatorTitle ?? GeneratorConfigReader.title(fileName: entry.path, text: text)
                generatorDescription = generatorDescription ?? GeneratorConfigReader.description(fileName: entry.path, text: text)
            }
            return true
        }
        // Files are independent once the manifest is known: read and parse them on every core, then gather the
        // results (and their diagnostics) in folder order, as if read one by one.
        var results = entries.concurrentMap { entry -> EntryResult in
            var result = EntryResult()
            readEntry(entry.path, kind: entry.kind, manifest: manifest, manifestText: manifestSource, into: &result)
            return result
        }
        // A repository's own file that a page links to (the README's "see CONTRIBUTING.md") is read after all: a page
        // when Concord reads its type, else a file copied for the link (`LICENSE`). Its note of being skipped goes.
        let namesLinked = RelativeLink.fileNames(linkedFrom: results.lazy.flatMap(\.documents).flatMap(\.blocks))
        var readAfterAll = false
        for file in repositoryFiles where namesLinked.contains(FileIO.Path.fileName(file.path)) {
            readAfterAll = true
            problems.removeAll { $0.identifier == "content.skipped" && $0.source == displayPath(file.path) }
            var result = EntryResult()
            readEntry(file.path, kind: file.kind, manifest: manifest, manifestText: manifestSource, into: &result)
            results.append(result)
        }
        // Files of a type Concord does not read (a cloned site's templates, styles, scripts) are one warning per
        // type, at its first file, not one per file.
        var unknownTypes: [String: (index: Int, paths: [String])] = [:]
        var included = Set<String>()
        // Files no reader reads that some page links to by name (an example's `compose.yaml`, its `Dockerfile`) are
        // copied like downloads when a link leads to them, and are no unknown files (see `Content.linkable`).
        // Again only when a file read after all may link on in turn.
        let linkedNames = readAfterAll ? RelativeLink.fileNames(linkedFrom: results.lazy.flatMap(\.documents).flatMap(\.blocks)) : namesLinked
        var includedAndLinked = Set<String>()
        // A file some page includes (a demo's code) is the page's, no unknown file.
        let includedAnywhere = Set(results.lazy.flatMap(\.includedPaths))
        for path in dataBesideCode where linkedNames.contains(FileIO.Path.fileName(path)) { content.linkable.append(path) }
        for result in results {
            problems += result.problems
            if let draft = result.problems.first(where: { $0.identifier == "content.draft" }), let source = draft.source {
                content.drafts.append(source)
            }
            if let path = result.unknownTypePath, linkedNames.contains(FileIO.Path.fileName(path)) {
                content.linkable.append(path)
            } else if let path = result.unknownTypePath ?? result.unrelatedJSONPath, !includedAnywhere.contains(path) {
                // JSON files that hold other data are a group of their own: their type is read.
                let ext = result.unknownTypePath == nil ? "{json}" : FileIO.Path.fileExtension(path)
                if let seen = unknownTypes[ext] {
                    unknownTypes[ext] = (seen.index, seen.paths + [path])
                } else {
                    unknownTypes[ext] = (problems.count, [path])
                    problems.append(.warning("content.file.unknown", "", source: displayPath(path)))
                }
            }
            if let glossary = result.glossarySource { content.glossarySource = glossary }
            if let asset = result.asset { content.assets.append(asset) }
            if let download = result.download { content.downloads.append(download) }
            content.documents.append(contentsOf: result.documents)
            content.sessionMetadata += result.metadata
            included.formUnion(result.includedPaths.map(displayPath))
            // A partial some page also links to (docsify's `[the source](_media/example.md ':ignore')`) is that file.
            includedAndLinked.formUnion(result.includedPaths.filter { linkedNames.contains(FileIO.Path.fileName($0)) })
        }
        content.linkable += includedAndLinked.sorted()
        // Partials are in the pages that include them, not pages of their own: what their text holds is reported
        // there, and what they lack as pages (a title) is no problem (removed once the per-type warnings, which
        // hold indices into `problems`, are written).
        content.documents.removeAll { included.contains($0.path) }
        for (ext, found) in unknownTypes {
            if ext == "{json}" {
                let what = found.paths.count == 1 ? "JSON that is not a transcript (no 'segments' member)"
                    : "\(found.paths.count) JSON files that are not transcripts, this one first (none has 'segments')"
                problems[found.index].identifier = "content.json.unknown"
                problems[found.index].summary = "found \(what), expected a transcript {id, language, segments} or a session record (ignored)"
            } else {
                let type = ext.isEmpty ? "files without an extension" : "'.\(ext)'"
                let what = found.paths.count == 1 ? "a file of unknown type \(type)"
                    : "\(found.paths.count) files of unknown type \(type), this one first"
                problems[found.index].summary = "found \(what), expected .json, .vtt, .srt, .txt, .md or .mdx (ignored)"
            }
            if found.paths.count > 1 {
                problems[found.index].notes = [Diagnostic.alsoNote(found.paths.dropFirst().map(displayPath))]
            }
        }
        problems.removeAll { $0.severity != .error && included.contains($0.source ?? "") }
        Self.titleByLeadingSections(&content.documents, problems: &problems)
        // Pages titled by their file names are one warning when there are many: a GitHub wiki names its pages by
        // file and heads none (the acme.sh wiki: 25 warnings).
        problems.mergeRepeated("markdown.title.missing") { _, count in
            "found \(count) pages with no title, this one first, expected a 'title' in front matter or a '# Heading'; using their file names"
        }
        // TDesign's shared texts, when its submodule was not cloned: one warning (158 pages of tdesign-vue-next).
        problems.mergeRepeated("markdown.include.submodule") { _, count in
            "found \(count) pages of TDesign's '\(TDesignDocInliner.baseDocMarker)', this one first, expected their shared texts in 'common/docs/web/api/' of the tdesign-common submodule in the content folder (left out)"
        }
        // Likewise pages Hugo keeps unpublished (Kubernetes: 878 feature gates and glossary entries).
        problems.mergeRepeated("content.unrendered") { _, count in
            "skipped \(count) pages their front matter keeps from being published (headless, or '_build: render: never'), this one first, as Hugo does"
        }
        attachMetadata(&content, catalogs: Set(results.flatMap(\.catalogPaths)), problems: &problems)
        LanguageFolders.apply(&content.documents)
        SectionIndexPages.fill(&content.documents, problems: &problems)
        checkManifestPaths(manifest, entries: entries, documents: content.documents, problems: &problems)
        // Named before titles shared by several pages are told apart: the site is "Salesforce Lightning Design System",
        // not "… (README)", the label that told its README from another page of that title.
        let landingTitle = topLandingTitle(content.documents)
        content.documents = checkDuplicates(content.documents, problems: &problems)
        if content.documents.isEmpty, !problems.contains(where: { $0.severity == .error }) {
            // An empty site is valid (a new project), but almost always a wrong --content folder.
            problems.append(.warning("content.nothing", "found no documents in '\(root)', expected talks (.json, .vtt, .srt) or pages (.md, .mdx, .txt); the site has only its home page",
                                     source: root))
        }
        let declared = content.manifest.languagesDeclared ? content.manifest.languages : nil
        // Copies in another language are looked for only where there is another language, and the languages are
        // counted again only when some were dropped.
        var languages = content.manifest.siteLanguages(documents: content.documents)
        if languages.count > 1, Self.dropUntranslatedCopies(&content.documents, original: languages[0], problems: &problems) {
            languages = content.manifest.siteLanguages(documents: content.documents)
        }
        content.manifest.languages = languages
        if let declared {
            for language in content.manifest.languages where !declared.contains(language) {
                let documents = content.documents.filter { $0.language == language }
                problems.append(.warning("manifest.languages.unlisted",
                                         "found \(documents.count) document\(documents.count == 1 ? "" : "s") in '\(language)', which 'languages' does not list; \(documents.count == 1 ? "it gets" : "they get") a '\(language)' part of the site after the listed languages",
                                         source: displayPath(ManifestReader.fileName), line: content.manifest.languagesLine,
                                         notes: documents.prefix(3).map { "in '\(language)': \($0.path)" }))
            }
        }
        if !content.manifest.titleIsSet, let top = generatorTitle ?? landingTitle { content.manifest.title = top }
        if content.manifest.description == nil { content.manifest.description = generatorDescription }
        return content
    }

    /// Pages in another language that repeat a page of the site's language word for word (`button_zh-CN.md`, a copy
    /// of `button.md` whose translation has not begun) are no translations: no pages of their own, so the other
    /// language's part of the site shows the original, untranslated, as it shows any page without a translation
    /// (the copy was a side-by-side view of the same text twice, under "this page is a translation"). One note.
    /// Whether any page was dropped.
    @discardableResult
    static func dropUntranslatedCopies(_ documents: inout [Document], original: String, problems: inout [Diagnostic]) -> Bool {
        func text(_ d: Document) -> String { ([d.title] + d.blocks.map(\.text)).joined(separator: "\u{0}") }
        var originals = Set<String>()
        for d in documents where d.language == original && d.kind != .transcript && !d.blocks.isEmpty { originals.insert(text(d)) }
        guard !originals.isEmpty else { return false }
        var copies: [String] = []
        documents.removeAll { d in
            guard d.language != original, d.kind != .transcript, !d.blocks.isEmpty, originals.contains(text(d)) else { return false }
            copies.append(d.path)
            return true
        }
        guard let first = copies.first else { return false }
        problems.append(.note("content.copy",
                              copies.count == 1 ? "skipped a page that repeats a page in '\(original)' word for word, no translation: the original is shown in its place, untranslated"
                                  : "skipped \(copies.count) pages that repeat pages in '\(original)' word for word, this one first, no translations: the originals are shown in their place, untranslated",
                              source: first, notes: copies.count > 1 ? [Diagnostic.alsoNote(Array(copies.dropFirst()))] : []))
        return true
    }

    /// Pages titled by their file names whose text opens with a `##` or `###` heading that later headings match in
    /// level take that heading as title when it is their own: an mdBook sub-chapter opens with `## Method Syntax`
    /// and has `## Summary` further down (the Rust book: 46 pages were "Ch05 03 method syntax"). A heading that
    /// three or more pages of a language have is a section every page has ("### When to use" on TDesign's 151
    /// design pages, "常见用法" on some of them), not a title.
    static func titleByLeadingSections(_ documents: inout [Document], problems: inout [Diagnostic]) {
        let untitled = Set(problems.filter { $0.identifier == "markdown.title.missing" }.compactMap(\.source))
        guard !untitled.isEmpty else { return }
        // The first block with text; empty ones above it hold anchors (mdBook's `<a id="old-heading"></a>`) and stay.
        func lead(_ document: Document) -> (index: Int, text: String)? {
            guard let index = document.blocks.firstIndex(where: { !$0.text.allSatisfy(\.isWhitespace) }),
                  case .heading(let level) = document.blocks[index].kind, level <= 3 else { return nil }
            return (index, document.blocks[index].text.trimmingCharacters(in: .whitespaces))
        }
        // Pages of a language that head a section with each text: a title is a page's own.
        var opening: [String: Int] = [:]
        for document in documents {
            var texts = Set<String>()
            for block in document.blocks where block.isHeading { texts.insert(block.text.trimmingCharacters(in: .whitespaces)) }
            for text in texts { opening[document.language + "\u{0}" + text, default: 0] += 1 }
        }
        var titled = Set<String>()
        for i in documents.indices where untitled.contains(documents[i].path) {
            // A version or a date heads a changelog's first entry (Arco's "## 2.66.1"), not the page.
            guard let (index, text) = lead(documents[i]), opening[documents[i].language + "\u{0}" + text, default: 0] < 3,
                  text.range(of: #"^[vV]?\d+[.\-/]\d+"#, options: .regularExpression) == nil else { continue }
            documents[i].title = text
            documents[i].titleLine = documents[i].blocks[index].line
            documents[i].blocks.remove(at: index)
            titled.insert(documents[i].path)
        }
        problems.removeAll { $0.identifier == "markdown.title.missing" && titled.contains($0.source ?? "") }
    }

    /// The title of the content folder's own README or index page, which names a cloned repository as GitHub shows
    /// it (a site without `concord.yml` is then "WWDC Sessions", not "Concord").
    func topLandingTitle(_ documents: [Document]) -> String? {
        let top = documents.filter { document in
            guard document.kind == .guideline, document.translationOf == nil,
                  FileIO.Path.parent(document.path) == FileIO.Path.parent(displayPath("x")) else { return false }
            let stem = Path.fileStem(document.path).lowercased()
            return stem == "readme" || stem == "index" || stem == "_index"
        }
        // The site's own home before the repository's notes beside it (Vite's Chinese docs: `index.md` titled
        // "Vite", a README about translating them; the site was "Concord").
        let homes = top.filter { Path.fileStem($0.path).lowercased() != "readme" }
        guard let page = homes.count == 1 ? homes.first : top.count == 1 ? top.first : nil else { return nil }
        let title = page.title.trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty, title.count <= 60, !titledBySection(page) else { return nil }
        return title
    }

    /// Whether `document` took its title from a `##` heading (a home page of components whose first text is
    /// "## MDX content starts here"): a section's heading names the page, not the site.
    func titledBySection(_ document: Document) -> Bool {
        guard let line = document.titleLine, line > 0, FileIO.Path.fileExtension(document.path).lowercased().hasPrefix("md"),
              let data = try? fileSystem.read(document.path) else { return false }
        let text = String(decoding: data, as: UTF8.self)
        let lines = TextDecoder.lines(text)
        guard line <= lines.count else { return false }
        let marks = lines[line - 1].drop { $0 == " " }.prefix { $0 == "#" }.count
        return marks >= 2
    }

    /// Folders that hold installed packages or built output, never pages: npm, Bower and JSPM packages, Python's
    /// packages and caches, Jekyll's built site (and, by their shape, Bundler's `vendor/bundle` and virtual environments).
    static let dependencyFolderNames: Set<String> = ["node_modules", "bower_components", "jspm_packages", "site-packages",
                                                     "__pycache__", "_site"]

    /// A site generator's folders of partials, layouts and data (Jekyll's and Eleventy's): never pages, though pages
    /// include their partials (`{% include x.md %}`, `PartialInliner`).
    static let generatorFolderNames: Set<String> = ["_includes", "_layouts", "_data", "_sass", "_plugins",
                                                    // Arco Design's page templates (`README.en-US.md` is made from them)
                                                    "__template__"]

    /// The note under a diagnostic that stands for several places in a file: "also at lines 4, 9" (or "also at 4:2,
    /// 9:7" for `lines` false), ten at most; none for no other place.
    static func alsoAtNotes(_ others: [String], lines: Bool) -> [String] {
        guard !others.isEmpty else { return [] }
        let label = lines ? "line\(others.count == 1 ? "" : "s") " : ""
        return ["also at " + label + others.prefix(10).joined(separator: ", ") + (others.count > 10 ? " and \(others.count - 10) more" : "")]
    }

    /// A tag quoted in a message: at most 60 characters, cut to 57 and an ellipsis.
    static func shortened(_ tag: String) -> String { tag.count > 60 ? String(tag.prefix(57)) + "…" : tag }

    /// Names of files that a repository keeps about itself rather than as pages (any extension, any case).
    static let repositoryFileNames: Set<String> = ["license", "licence", "copying", "changelog", "authors", "contributors",
                                                   "code_of_conduct", "contributing",
                                                   // llmstxt.org's digests of a site for language models
                                                   "llms", "llms_full"]
    /// Names that could also be a page's (`security.md`, `history.md`): skipped only in capitals, as repositories write them.
    static let upperCaseRepositoryFileNames: Set<String> = ["CHANGES", "HISTORY", "NOTICE", "SECURITY", "RELEASENOTES", "RELEASE_NOTES",
                                                            "ISSUE_TEMPLATE", "PULL_REQUEST_TEMPLATE",
                                                            // instructions to coding agents (agents.md)
                                                            "AGENTS", "CLAUDE", "GEMINI"]

    /// Source files of examples (`examples/src/cells/store.js`): a text file beside them is the example's data, not
    /// a page (Vue's `description.txt`, a bare URL or a line, made 40 pages).
    static let codeExtensions: Set<String> = ["js", "mjs", "cjs", "ts", "tsx", "jsx", "vue", "svelte", "css", "scss", "less",
                                              "py", "rs", "go", "swift", "java", "kt", "c", "h", "cpp", "rb", "php", "sh"]
    /// Files that make a folder a code project's whatever their extension (docker_practice's demos: `requirements.txt`
    /// beside a `Dockerfile` was a page titled "Django>=5.0.6,<6.0").
    static let projectFileNames: Set<String> = ["dockerfile", "makefile", "gemfile", "package.json", "cargo.toml", "go.mod",
                                                "pom.xml", "build.gradle", "docker-compose.yml", "docker-compose.yaml",
                                                "compose.yml", "compose.yaml", "pyproject.toml"]

    /// Leaves out `.txt` files in folders that hold code and no Markdown, with one note for all; and a line or two
    /// of text in a folder (not the top) whose subfolder holds the code (Vue's Chinese docs: `counter/description.txt`
    /// beside `counter/App/options.js`).
    /// `skipped`: the files left out, which pages may still link to (see `RelativeLink.fileNames`).
    func skipDataBesideCode(_ entries: [(path: String, kind: FileKind)], skipped skippedPaths: inout [String],
                            problems: inout [Diagnostic]) -> [(path: String, kind: FileKind)] {
        var code = Set<String>(), markdown = Set<String>(), codeBelow = Set<String>()
        for entry in entries where entry.kind == .file {
            let ext = FileIO.Path.fileExtension(entry.path).lowercased(), folder = FileIO.Path.parent(entry.path)
            let name = FileIO.Path.fileName(entry.path).lowercased()
            if Self.codeExtensions.contains(ext) || Self.projectFileNames.contains(name) || name.hasPrefix("dockerfile.") {
                code.insert(folder)
                codeBelow.insert(FileIO.Path.parent(folder))
            }
            if Self.markdownExtensions.contains(ext) { markdown.insert(folder) }
        }
        guard !code.isEmpty else { return entries }
        codeBelow.remove("")  // the top of the content folder
        /// At most two lines of text (a transcript or a guideline, even a short one, has more).
        func isALineOrTwo(_ path: String) -> Bool {
            guard let data = try? fileSystem.read(FileIO.Path.join(root, path)), data.count < 1024 else { return false }
            return data.split(separator: UInt8(ascii: "\n")).filter { !$0.allSatisfy { Whitespace.isASCIISpace($0) } }.count <= 2
        }
        var skipped: [String] = []
        let kept = entries.filter { entry in
            let folder = FileIO.Path.parent(entry.path)
            guard entry.kind == .file, ["txt", "text"].contains(FileIO.Path.fileExtension(entry.path).lowercased()),
                  !markdown.contains(folder),
                  code.contains(folder) || (codeBelow.contains(folder) && isALineOrTwo(entry.path)) else { return true }
            skipped.append(displayPath(entry.path))
            skippedPaths.append(entry.path)
            return false
        }
        if let first = skipped.first {
            problems.append(.note("content.skipped",
                                  skipped.count == 1 ? "skipped a text file beside source code, an example's data, not a page"
                                      : "skipped \(skipped.count) text files beside source code, this one first: examples' data, not pages",
                                  source: first, notes: skipped.count > 1 ? [Diagnostic.alsoNote(Array(skipped.dropFirst()))] : []))
        }
        return kept
    }

    /// Leaves out dot-files and dot-folders (`.git`, `.github`) and a repository's own files (`LICENSE`,
    /// `CHANGELOG.md`), with a note each (one per dot-folder), so cloning a repository into the content folder works.
    /// `skipped`: the repository's own files left out, which pages may still link to.
    func skipRepositoryFiles(_ entries: [(path: String, kind: FileKind)], skipped: inout [(path: String, kind: FileKind)],
                             problems: inout [Diagnostic]) -> [(path: String, kind: FileKind)] {
        var kept: [(path: String, kind: FileKind)] = []
        var notedFolders = Set<String>()
        var generatorNotes: [String: (index: Int, folders: [String])] = [:]
        defer {
            for (name, noted) in generatorNotes where noted.folders.count > 1 {
                problems[noted.index].summary = "skipped \(noted.folders.count) folders named '\(name)', this one first: a site generator's partials, layouts or data, not pages (partials that pages include are shown where they are included)"
                problems[noted.index].notes = [Diagnostic.alsoNote(Array(noted.folders.dropFirst()))]
            }
        }
        var underscored: [String] = []
        let virtualEnvironments = Set(entries.compactMap { entry -> String? in
            entry.path.hasSuffix("/pyvenv.cfg") ? String(entry.path.dropLast("/pyvenv.cfg".count)) : nil
        })
        for entry in entries {
            let parts = entry.path.split(separator: "/")
            // Installed dependencies and a generator's output (a cloned site after `npm install` holds thousands of
            // packages' READMEs), named as their tools name them.
            let folders = parts.dropLast()
            if let installed = folders.indices.first(where: { k in
                Self.dependencyFolderNames.contains(String(folders[k]))
                    // Bundler's `vendor/bundle`; a Python virtual environment (its folder holds `pyvenv.cfg`).
                    || (folders[k] == "bundle" && k > folders.startIndex && folders[k - 1] == "vendor")
                    || virtualEnvironments.contains(folders[...k].joined(separator: "/"))
            }) {
                let folder = parts[...installed].joined(separator: "/")
                if notedFolders.insert(folder).inserted {
                    problems.append(.note("content.skipped", "skipped '\(parts[installed])', installed dependencies or built output, not pages",
                                          source: displayPath(folder)))
                }
                continue
            }
            if let k = folders.firstIndex(where: { Self.generatorFolderNames.contains(String($0)) }) {
                let folder = parts[...k].joined(separator: "/")
                // One note per folder name: Arco Design has a `__template__` folder beside each of its 70 components.
                if notedFolders.insert(folder).inserted {
                    if let seen = generatorNotes[String(parts[k])] {
                        generatorNotes[String(parts[k])] = (seen.index, seen.folders + [displayPath(folder)])
                    } else {
                        generatorNotes[String(parts[k])] = (problems.count, [displayPath(folder)])
                        problems.append(.note("content.skipped", "skipped '\(parts[k])', a site generator's partials, layouts or data, not pages (partials that pages include are shown where they are included)",
                                              source: displayPath(folder)))
                    }
                }
                continue
            }
            if Self.isHidden(entry.path), let dot = parts.firstIndex(where: { $0.hasPrefix(".") }) {
                if dot < parts.count - 1 {
                    let folder = parts[...dot].joined(separator: "/")
                    if notedFolders.insert(folder).inserted {
                        problems.append(.note("content.skipped", "skipped the hidden folder '\(folder)'", source: displayPath(folder)))
                    }
                } else {
                    problems.append(.note("content.skipped", "skipped the hidden file", source: displayPath(entry.path)))
                }
                continue
            }
            let stem = (parts.last.map(String.init) ?? "").split(separator: ".").first.map(String.init) ?? ""
            // A translated one (`changelog.en-US.md`) is a page of a site's docs: repositories keep theirs in one language.
            let fileStem = FileIO.Path.fileName(entry.path).split(separator: ".").dropLast().joined(separator: ".")
            if Self.repositoryFileNames.contains(stem.lowercased().replacingOccurrences(of: "-", with: "_"))
                || Self.upperCaseRepositoryFileNames.contains(stem), !opensWithFrontMatter(entry.path),
               LanguageFolders.languageSuffix(Substring(fileStem)) == nil,
               // MDX is written for a site (Canvas Kit's CONTRIBUTING.mdx is a page of its Storybook).
               FileIO.Path.fileExtension(entry.path).lowercased() != "mdx" || ["changelog", "changes", "history"].contains(stem.lowercased()) {
                problems.append(.note("content.skipped", "skipped the repository's own file, not a page", source: displayPath(entry.path)))
                skipped.append(entry)
                continue
            }
            // `_part.mdx`, `_sidebar.md`: partials and navigation, never routed by Jekyll, Docusaurus, Astro or docsify
            // (Hugo's `_index.md` is a section's page). Pages that include them show them. Folders are another matter:
            // a Jekyll site's `_components/` is a collection of pages.
            if stem.hasPrefix("_"), stem.lowercased() != "_index", !GeneratorConfigReader.isNavigationFile(entry.path),
               Self.markdownExtensions.contains(FileIO.Path.fileExtension(entry.path).lowercased()) {
                underscored.append(entry.path)
                continue
            }
            kept.append(entry)
        }
        if let first = underscored.first {
            // Of the content folder, not of a file: a partial's own problems go when a page includes it.
            problems.append(.note("content.skipped",
                                  "skipped \(underscored.count == 1 ? "a file" : "\(underscored.count) files") named with a leading '_' (\(displayPath(first))\(underscored.count > 1 ? ", …" : "")), partials or navigation as site generators name them, not pages (shown where pages include them)",
                                  source: root, notes: underscored.count > 1 ? [Diagnostic.alsoNote(underscored.dropFirst().map(displayPath))] : []))
        }
        return kept
    }

    /// Whether a Markdown file starts with front matter: then a repository's file name (`changelog.mdx` with a
    /// title, Just the Docs' `CHANGELOG.md`) is a page of the site, as its generator publishes it.
    func opensWithFrontMatter(_ relative: String) -> Bool {
        guard Self.markdownExtensions.contains(FileIO.Path.fileExtension(relative).lowercased()),
              let data = try? fileSystem.read(FileIO.Path.join(root, relative)) else { return false }
        return data.starts(with: Array("---\n".utf8)) || data.starts(with: Array("---\r\n".utf8))
    }

    /// Whether the path is in a dot-folder or a dot-file (`.git`, `.github`, `.DS_Store`), which are not content;
    /// GitBook's `.gitbook/assets/`, where a GitBook repository keeps every image its pages show, is.
    static func isHidden(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        guard let dot = parts.firstIndex(where: { $0.hasPrefix(".") }) else { return false }
        return !(parts[dot] == ".gitbook" && dot + 2 < parts.count && parts[dot + 1] == "assets"
                 && !parts[(dot + 1)...].contains { $0.hasPrefix(".") })
    }

    /// What one entry of the content folder gave: documents, the glossary's text or an image, and problems.
    struct EntryResult: Sendable {
        var documents: [Document] = []
        var glossarySource: (path: String, text: String)?
        var asset: String?
        var download: String?
        /// A file of a type no reader reads, reported per type once all are read.
        var unknownTypePath: String?
        /// JSON that is no transcript or session record (`package.json`, a schema), reported together.
        var unrelatedJSONPath: String?
        var problems: [Diagnostic] = []
        /// Session records (from `metadata.json` or a catalog), and the catalogs' paths.
        var metadata: [SessionMetadata] = []
        var catalogPaths: [String] = []
        /// Partials this file includes (`PartialInliner`): their text is in its pages, and they are no pages.
        var includedPaths: [String] = []
    }

    private func readEntry(_ path: String, kind: FileKind, manifest: SiteManifest, manifestText: String, into result: inout EntryResult) {
        let name = FileIO.Path.fileName(path)
        if Self.isHidden(path) { return }
        // The user's template overrides are read by the template loader, not as content.
        if path.hasPrefix(Self.templatesFolder + "/") { return }
        if case .symlink(let target) = kind {
            let resolved = target.hasPrefix("/") ? target : FileIO.Path.normalize(FileIO.Path.join(FileIO.Path.parent(path), target))
            let outside = target.hasPrefix("/") || resolved.hasPrefix("..")
            result.problems.append(Diagnostic(outside ? .error : .warning, "content.symlink",
                                              outside ? "found a symbolic link to '\(target)', outside the content folder; expected a regular file (not read)"
                                                      : "found a symbolic link to '\(target)', expected a regular file (not followed)",
                                              source: displayPath(path)))
            return
        }
        if name == ManifestReader.fileName { return }
        if name == Self.glossaryFileName {
            if let text = readText(path, problems: &result.problems) { result.glossarySource = (displayPath(path), text) }
            return
        }
        let ext = FileIO.Path.fileExtension(path)
        if Self.assetExtensions.contains(ext) {
            result.asset = path
            return
        }
        if Self.downloadExtensions.contains(ext) {
            result.download = path
            return
        }
        guard ["txt", "json", "text"].contains(ext) || Self.markdownExtensions.contains(ext) || CaptionFileReader.extensions.contains(ext) else {
            result.unknownTypePath = path
            return
        }
        guard let data = readBytes(path, problems: &result.problems) else { return }
        let shown = displayPath(path)
        let parsed: [Document]?
        // A page that includes partials depends on their files too: read afresh, not from its own bytes' entry.
        // Tested once per file: every Markdown file's bytes are searched for the ways partials are included.
        let includes = Self.markdownExtensions.contains(ext) && PartialInliner.mayInclude(data)
        if let cache, !includes {
            // The documents a file's bytes make under this manifest; session records and catalogs (rare, and read
            // again to find their talks) are not kept. Nothing was reported for this file before its parse.
            var key = BinaryWriter(hashing: true)
            key.write("content file 2")
            key.write(shown)
            key.write(manifestText)
            key.write(bytes: data)
            let entryKey = key.fingerprint
            if let entry = cache.checkedProduct("documents", key: entryKey), let found = try? Self.decodeParsed(entry) {
                result.problems += found.problems
                parsed = found.documents
            } else {
                parsed = parse(data, path: path, name: name, ext: ext, includes: includes, manifest: manifest, into: &result)
                if result.metadata.isEmpty, result.catalogPaths.isEmpty {
                    cache.storeChecked("documents", key: entryKey, Self.encodeParsed(parsed, problems: result.problems))
                }
            }
        } else {
            parsed = parse(data, path: path, name: name, ext: ext, includes: includes, manifest: manifest, into: &result)
        }
        guard var documents = parsed else { return }
        for i in documents.indices {
            let key = documents.count > 1 ? "\(path)#\(documents[i].id)" : path
            if let override = manifest.documents[key] ?? (documents.count == 1 ? nil : manifest.documents[path].flatMap { _ in nil }) {
                apply(override, to: &documents[i], problems: &result.problems)
            }
            let id = safeID(documents[i].id, path: shown, explicit: documents[i].hasExplicitID, problems: &result.problems)
            // An id rewritten beyond its case is Concord's, not the author's: a clash is settled like a made one's,
            // not an error (Kubernetes' Chinese `id: 静态-pod` became 'pod', the id of the glossary's Pod, and the
            // build stopped).
            if id != documents[i].id.lowercased() { documents[i].hasExplicitID = false }
            // The other half of a bilingual file names this one by id.
            if id != documents[i].id, documents[i].translationOf == nil {
                for j in documents.indices where documents[j].translationOf == documents[i].id { documents[j].translationOf = id }
            }
            documents[i].id = id
        }
        result.documents = documents
    }

    /// The documents a text file's bytes make, as its reader makes them, before the manifest's overrides; nil when
    /// it makes none (a session record, a catalog, or bytes that are not text).
    /// `includes`: the file may include partials (`PartialInliner.mayInclude`).
    private func parse(_ data: Data, path: String, name: String, ext: String, includes: Bool, manifest: SiteManifest,
                       into result: inout EntryResult) -> [Document]? {
        guard var text = TextDecoder.decode(data, path: displayPath(path), problems: &result.problems) else { return nil }
        let shown = displayPath(path)
        if CaptionFileReader.extensions.contains(ext) {
            return CaptionFileReader.read(text, path: shown, name: path, problems: &result.problems).map { [$0] }
        }
        let markdown = Self.markdownExtensions.contains(ext)
        // Files saved on Windows end their lines with CRLF: one line end for every pass after this (MDX's import
        // and component lines, seen byte by byte, kept the CR and showed as text on 159 of React Native's pages).
        if markdown { text = Self.withLineFeeds(text) }
        if ext != "json" {
            // Ligatures (`ﬁ`, `ﬂ`) are a PDF's typesetting, not the author's letters.
            if text.unicodeScalars.contains(where: { (0xFB00...0xFB06).contains($0.value) }) {
                text = String(String.UnicodeScalarView(text.unicodeScalars.flatMap { scalar -> [Unicode.Scalar] in
                    (0xFB00...0xFB06).contains(scalar.value) ? Array(String(scalar).precomposedStringWithCompatibilityMapping.unicodeScalars) : [scalar]
                }))
            }
            // Plain text only: Markdown from a PDF converter has its own page marks, and a rule there is content.
            if ext == "txt" || ext == "text", let cleaned = PageFurnitureRemover.clean(text) {
                text = cleaned.text
                let shown = cleaned.furniture.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
                result.problems.append(.note("prose.pdf.furniture",
                                             "found \(cleaned.pages) pages of text from a PDF; left out their running headers and footers (\(shown)\(cleaned.furniture.count > 3 ? ", …" : ""))",
                                             source: displayPath(path)))
            }
        }
        if includes {
            var ignored: [Diagnostic] = []
            let inlined = PartialInliner.inline(text, path: path, read: { partial in
                guard Self.markdownExtensions.contains(FileIO.Path.fileExtension(partial).lowercased()) else { return nil }
                return readText(partial, problems: &ignored)
            }, readCode: { file in readText(file, problems: &ignored) })
            text = inlined.text
            result.includedPaths = inlined.included
            let demos = ArcoDemoInliner.inline(text, path: path, read: { demo in readText(demo, problems: &ignored) },
                                               list: { folder in (try? fileSystem.list(FileIO.Path.join(root, folder))) ?? [] })
            text = demos.text
            result.includedPaths += demos.included
            if let first = inlined.missing.first {
                let count = inlined.missing.count
                let folders = Set(inlined.missing.map { FileIO.Path.parent($0.path) }).sorted()
                result.problems.append(.warning("markdown.include.missing",
                                                "found \(count == 1 ? "an include" : "\(count) includes") of '\(first.path)'\(count > 1 ? " and others" : "") that no file of the content folder answers, expected \(count == 1 ? "it" : "them") inside the content folder (left out)",
                                                source: shown, line: first.line,
                                                notes: ["in " + folders.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (folders.count > 3 ? " and \(folders.count - 3) more folders" : "")
                                                        + ": copy \(folders.count == 1 ? "that folder" : "those folders") into the content folder, beside the page, to show the code"]))
            }
        }
        if markdown {
            var ignored: [Diagnostic] = []
            // TDesign's shared text and demos.
            let tdesign = TDesignDocInliner.inline(text, path: path, read: { file in readText(file, problems: &ignored) })
            text = tdesign.text
            result.includedPaths += tdesign.included
            if tdesign.baseDocMissing {
                let name = String(FileIO.Path.fileName(path).prefix { $0 != "." })
                result.problems.append(.warning("markdown.include.submodule",
                                                "found '\(TDesignDocInliner.baseDocMarker)', TDesign's place for the component's shared text, expected 'common/docs/web/api/\(name).md' of the tdesign-common submodule in the content folder (left out)",
                                                source: shown, notes: ["clone the repository with --recurse-submodules to show it"]))
            }
            // A component's page whose site shows the Markdown of its `demo/` folder (NG-ZORRO, Ant Design before dumi).
            let demos = DemoFolderInliner.inline(text, path: path, included: result.includedPaths, read: { file in readText(file, problems: &ignored) },
                                                 list: { folder in (try? fileSystem.list(FileIO.Path.join(root, folder))) ?? [] })
            text = demos.text
            result.includedPaths += demos.included
        }
        if markdown { text = ImageDescriptionConverter.markdown(CustomElementConverter.markdown(JSXAttributeConverter.markdown(ArcoDemoInliner.markdown(text)))) }
        if ext == "mdx" || (ext == "md" && MDXStripper.isMDX(text)) { text = MDXStripper.markdown(text) }
        if markdown {
            text = GlimmerComponentConverter.markdown(DocumentalistConverter.markdown(MdBookListingConverter.markdown(ObsidianSyntaxConverter.markdown(DocCSyntaxConverter.markdown(MathBlockConverter.markdown(HTMLCommentStripper.markdown(text)))))))
            text = GitBookSyntaxConverter.markdown(MySTSyntaxConverter.markdown(DocsifySyntaxConverter.markdown(text)))
            text = ContainerDirectiveConverter.markdown(MkDocsSyntaxConverter.markdown(DefinitionListConverter.markdown(HugoShortcodeConverter.markdown(HexoTagConverter.markdown(text)))))
            if text.utf8Contains("{{"), text.utf8Contains("page.") || (!manifest.siteVariables.isEmpty && text.utf8Contains("site.")) {
                text = Self.withPageVariables(text, path: shown, site: manifest.siteVariables)
            }
            let stripped = TemplateTagStripper.strip(text)
            text = stripped.text
            // Only tags that would have shown something: an import, a setting or a comment loses nothing.
            let showing = stripped.removed.filter(\.shows)
            if let first = showing.first {
                let lines = showing.reduce(0) { $0 + $1.lines }
                // The first tag's first line, on one line of the message.
                var tag = first.tag.split(separator: "\n", maxSplits: 1).first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? first.tag
                if tag.count > 60 || first.lines > 1 { tag = String(tag.prefix(57)) + "…" }
                let places = showing.count == 1 ? "" : " in \(showing.count) places"
                let others = showing.dropFirst().map { String($0.line) }
                result.problems.append(.warning("markdown.template",
                                                "found \(lines) line\(lines == 1 ? "" : "s") of another site generator's template tags\(places) (first: '\(tag)'), expected Markdown (left out)",
                                                source: shown, line: first.line,
                                                notes: Self.alsoAtNotes(others, lines: true)))
            }
            let hidden = stripped.removed.filter(\.hides)
            if let first = hidden.first {
                let lines = hidden.reduce(0) { $0 + $1.lines }
                let tag = Self.shortened(first.tag)
                let others = hidden.dropFirst().map { String($0.line) }
                result.problems.append(.warning("markdown.template.branch",
                                                "found \(lines) line\(lines == 1 ? "" : "s") of text in a template's other branch or loop (first after '\(tag)'), expected Markdown that says one thing; showing the first branch of each condition and no loop bodies",
                                                source: shown, line: first.line,
                                                notes: Self.alsoAtNotes(others, lines: true)))
            }
            let expressions = TemplateTagStripper.expressions(in: text)
            if let first = expressions.first {
                let tag = Self.shortened(first.tag)
                let count = expressions.count
                let others = expressions.dropFirst().map { "\($0.line):\($0.column)" }
                result.problems.append(.warning("markdown.template.expression",
                                                "found \(count == 1 ? "a template expression" : "\(count) template expressions") in the text (first: '\(tag)'), expected text; nothing here evaluates \(count == 1 ? "it, so it shows" : "them, so they show") as written",
                                                source: shown, line: first.line, column: first.column,
                                                notes: Self.alsoAtNotes(others, lines: false)))
            }
            let references = ReferenceLinkConverter.markdown(text)
            text = references.text
            if let first = references.unresolved.first {
                let count = references.unresolved.count
                result.problems.append(.warning("markdown.reference.undefined",
                                                "found \(count) reference link\(count == 1 ? "" : "s") with no definition in the file (first: '[\(first.label)]'), expected a line '[\(first.label)]: address'; shown as \(count == 1 ? "its" : "their") text",
                                                source: shown, line: first.line))
            }
        }
        let isTranscript = ext == "json" || (!markdown && TranscriptReader.recognizes(text))
        if !isTranscript, let line = Self.firstLongLine(text) {
            result.problems.append(.error("prose.line.tooLong",
                                          "found a line longer than \(Self.maximumLineLength / 1024) KiB, expected prose with line breaks (not read)",
                                          source: shown, line: line))
            return nil
        }
        var documents: [Document]
        if ext == "json" {
            // One parse tells captions from session records and catalogs.
            let root: JSONValue
            do {
                root = try PositionedJSONParser.parse(Array(text.utf8))
            } catch {
                let record = name == "metadata.json" || name == "catalog.json"
                // Not JSON as Concord reads it and nothing of a transcript in it: a cloned site's JSON with comments
                // (`tsconfig.json`), front matter (a Jekyll data template) or another dialect is other data.
                if !record, !Self.mentionsCaptions(text) {
                    result.unrelatedJSONPath = path
                    return nil
                }
                result.problems.append(Diagnostic(.error, record ? "metadata.json.syntax" : "transcript.json.syntax", error.message,
                                                  source: shown, range: SourceRange(error.position)))
                return nil
            }
            switch SessionMetadataReader.shape(of: root, fileName: name) {
            case .metadata:
                result.metadata = SessionMetadataReader.readSession(root, path: shown, problems: &result.problems).map { [$0] } ?? []
                return nil
            case .catalog:
                result.metadata = SessionMetadataReader.readCatalog(root, path: shown, problems: &result.problems)
                result.catalogPaths = [shown]
                return nil
            case .transcript:
                documents = TranscriptReader.read(root: root, path: shown, name: path, problems: &result.problems).map { [$0] } ?? []
            case .unrelated:
                result.unrelatedJSONPath = path
                return nil
            }
        } else if isTranscript {
            documents = TranscriptReader.read(text, path: shown, problems: &result.problems).map { [$0] } ?? []
        } else if markdown, let versions = BilingualMarkdownReader.read(text, path: shown, manifest: manifest, problems: &result.problems) {
            documents = versions
        } else if markdown {
            documents = MarkdownReader.read(text, path: shown, manifest: manifest, problems: &result.problems).map { [$0] } ?? []
        } else {
            documents = PlainTextReader.read(text, path: shown, manifest: manifest, problems: &result.problems)
        }
        return documents
    }

    /// Whether unparsable JSON is a broken transcript (reported) rather than other data: it names a caption's
    /// `start` or YouTube's `tStartMs`, or its member names (quoted either way) are a transcript's.
    static func mentionsCaptions(_ text: String) -> Bool {
        var keys: [String] = []
        let bytes = Array(text.utf8)
        var i = 0
        while i < bytes.count {
            let quote = bytes[i]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { i += 1; continue }
            var j = i + 1
            while j < bytes.count, j - i <= 40, bytes[j] == UInt8(ascii: "$") || bytes[j] == UInt8(ascii: "_")
                    || (bytes[j] | 0x20 >= UInt8(ascii: "a") && bytes[j] | 0x20 <= UInt8(ascii: "z")) || (bytes[j] >= 48 && bytes[j] <= 57) { j += 1 }
            guard j < bytes.count, bytes[j] == quote, j > i + 1 else { i = j; continue }
            var k = j + 1
            while k < bytes.count, bytes[k] == 32 || bytes[k] == 9 || bytes[k] == 10 || bytes[k] == 13 { k += 1 }
            if k < bytes.count, bytes[k] == UInt8(ascii: ":") { keys.append(String(decoding: bytes[(i + 1)..<j], as: UTF8.self)) }
            i = j + 1
        }
        if keys.contains("start") || keys.contains("tStartMs") { return true }
        return SessionMetadataReader.isTranscript(keys: Array(Set(keys)).filter { $0 != "text" && $0 != "end" })
    }

    /// A `documents` entry: the parsed documents (nil: none) and the problems found making them.
    static func encodeParsed(_ documents: [Document]?, problems: [Diagnostic]) -> Data {
        var w = BinaryWriter()
        w.write(documents != nil)
        w.write(documents?.count ?? 0)
        for document in documents ?? [] { w.write(document) }
        w.write(problems.count)
        for problem in problems { w.write(problem) }
        return Data(w.bytes)
    }

    static func decodeParsed(_ data: Data) throws -> (documents: [Document]?, problems: [Diagnostic]) {
        var r = BinaryReader(data)
        let some = try r.bool()
        let documents = try (0..<r.count()).map { _ in try r.document() }
        let problems = try (0..<r.count()).map { _ in try r.diagnostic() }
        guard r.isAtEnd else { throw BinaryReader.Malformed() }
        return (some ? documents : nil, problems)
    }

    private func readText(_ relative: String, problems: inout [Diagnostic]) -> String? {
        readBytes(relative, problems: &problems).flatMap { TextDecoder.decode($0, path: displayPath(relative), problems: &problems) }.map(Self.withLineFeeds)
    }

    /// The top-level values of Jekyll's `_config.yml` (or `.yaml`) at the top of the content folder, single-line text
    /// only: what `{{ site.key }}` stands for on its pages. Not its addresses (`url`, `baseurl`), which links through
    /// them are read without (`TemplateTagStripper`).
    func siteVariables(_ entries: [(path: String, kind: FileKind)]) -> [String: String] {
        guard let config = entries.first(where: { $0.kind == .file && ["_config.yml", "_config.yaml"].contains($0.path) }),
              let data = try? fileSystem.read(FileIO.Path.join(root, config.path)),
              let node = try? YAMLParser.parse(String(decoding: data, as: UTF8.self)), case .mapping(let members, _) = node else { return [:] }
        var values: [String: String] = [:]
        for (key, value) in members where !["url", "baseurl", "base_url"].contains(key) {
            if case .scalar(let text, _) = value, !text.contains("\n"), !text.isEmpty { values[key] = text }
        }
        return values
    }

    /// Jekyll's `{{ page.intro-text }}` (and `{{ page.title | markdownify }}`) filled from the page's own front
    /// matter, and `{{ site.key }}` from `site` (`siteVariables`), outside code: pages that keep their lead in front
    /// matter showed nothing there (VA's "Don't use jargon" was blank). Values of one line only, so every line keeps
    /// its number.
    static func withPageVariables(_ text: String, path: String, site: [String: String] = [:]) -> String {
        var ignored: [Diagnostic] = []
        let lines = TextDecoder.lines(text)
        let (values, bodyStart, _) = MarkdownReader.readFrontMatter(lines, path: path, problems: &ignored)
        guard !values.isEmpty || !site.isEmpty else { return text }
        var out: [String] = []
        var code = CodeFenceTracker()
        var changed = false
        for (k, line) in lines.enumerated() {
            guard k >= bodyStart, !code.isCode(String(line)), line.contains("page.") || line.contains("site.") else { out.append(String(line)); continue }
            var result = "", rest = line[...]
            while let open = rest.range(of: "{{") {
                guard let close = rest[open.upperBound...].range(of: "}}") else { break }
                let inner = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
                let name = inner.split(separator: "|").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                result += rest[..<open.lowerBound]
                if name.hasPrefix("page."), let value = values[String(name.dropFirst(5))], !value.contains("\n") {
                    result += value
                    changed = true
                } else if name.hasPrefix("site."), let value = site[String(name.dropFirst(5))] {
                    result += value
                    changed = true
                } else {
                    result += rest[open.lowerBound..<close.upperBound]
                }
                rest = rest[close.upperBound...]
            }
            out.append(result + rest)
        }
        return changed ? out.joined(separator: "\n") : text
    }

    /// The text with CRLF and CR line ends as LF (line numbers unchanged).
    static func withLineFeeds(_ text: String) -> String {
        guard text.utf8.contains(13) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var previousCR = false
        for byte in text.utf8 {
            if byte == 13 { bytes.append(10); previousCR = true; continue }
            if byte == 10, previousCR { previousCR = false; continue }
            previousCR = false
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A file's bytes, or nil (with a problem) when it is unreadable or larger than `maximumFileSize`.
    private func readBytes(_ relative: String, problems: inout [Diagnostic]) -> Data? {
        let full = FileIO.Path.join(root, relative)
        guard fileSystem.exists(full) else { return nil }
        do {
            let data = try fileSystem.read(full)
            guard data.count <= Self.maximumFileSize else {
                problems.append(.error("file.tooLarge", "found a file of \(data.count >> 20) MiB, expected at most \(Self.maximumFileSize >> 20) MiB (not read)",
                                       source: displayPath(relative), line: 1))
                return nil
            }
            return data
        } catch {
            problems.append(.error("file.unreadable", "cannot read the file: \(error)", source: displayPath(relative)))
            return nil
        }
    }

    /// 1-based number of the first line longer than `maximumLineLength` bytes (LF, CRLF or CR line ends).
    static func firstLongLine(_ text: String) -> Int? {
        guard text.utf8.count > maximumLineLength else { return nil }
        var line = 1, length = 0, previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == 0x0A || byte == 0x0D {
                if !(byte == 0x0A && previous == 0x0D) { line += 1 }
                length = 0
            } else {
                length += 1
                if length > maximumLineLength { return line }
            }
            previous = byte
        }
        return nil
    }

    /// Gives each transcript its session record: a `metadata.json` with the same id (the one in the captions'
    /// own folder first), filled in from a catalog entry, under the fields `concord.yml` sets for the file.
    private func attachMetadata(_ content: inout Content, catalogs: Set<String>, problems: inout [Diagnostic]) {
        var records: [String: [SessionMetadata]] = [:]
        var catalogued: [String: SessionMetadata] = [:]
        for record in content.sessionMetadata {
            if catalogs.contains(record.path) {
                if catalogued[record.id] == nil { catalogued[record.id] = record }
            } else {
                records[record.id, default: []].append(record)
            }
        }
        let readmes = foldSessionReadmes(&content, problems: &problems)
        var used = Set<String>()
        for i in content.documents.indices where content.documents[i].kind == .transcript {
            guard let transcript = content.documents[i].transcript else { continue }
            let folder = FileIO.Path.parent(content.documents[i].path)
            let candidates = records[transcript.id] ?? []
            var record = candidates.first { FileIO.Path.parent($0.path) == folder } ?? candidates.first
            if let catalog = catalogued[transcript.id] {
                record = record.map { $0.filled(from: catalog) } ?? catalog
            }
            // The talk's own page (its README) fills only what the records lack: they are its source.
            if let readme = readmes[transcript.id] {
                record = record.map { var r = $0.filled(from: readme); r.alsoFrom.append(readme.path); return r } ?? readme
            }
            if let override = content.documents[i].metadata {
                // Fields from concord.yml, kept on the document while reading, win over the files.
                record = record.map { override.filled(from: $0) } ?? override
            }
            if record != nil { used.insert(transcript.id) }
            content.documents[i].metadata = record
        }
        for (id, list) in records.sorted(by: { $0.key < $1.key }) where !used.contains(id) {
            for record in list {
                problems.append(.warning("metadata.transcript.missing",
                                         "found a session record for '\(id)', expected captions with the same id in the content folder (not shown)",
                                         source: record.path, line: record.line))
            }
        }
    }

    /// A talk's own page in the `wwdc-sessions` layout (`README.md` beside the captions, its front matter's `id` the
    /// talk's, or a README or index page beside them titled as a record of the talk) repeats what the session record
    /// says: it is folded into the talk (its title, summary and source URL fill what the records lack) rather than
    /// shown as a second page of the same talk. Returns the records made of them, by talk id.
    private func foldSessionReadmes(_ content: inout Content, problems: inout [Diagnostic]) -> [String: SessionMetadata] {
        var folders: [String: Set<String>] = [:]
        for document in content.documents where document.kind == .transcript {
            guard let id = document.transcript?.id else { continue }
            folders[id, default: []].insert(FileIO.Path.parent(document.path))
        }
        guard !folders.isEmpty else { return [:] }
        var titles: [String: String] = [:]
        for record in content.sessionMetadata {
            guard let title = record.title else { continue }
            for folder in folders[record.id] ?? [] { titles[folder + "\u{0}" + title.lowercased()] = record.id }
        }
        var records: [String: SessionMetadata] = [:]
        var folded: [String] = []
        content.documents.removeAll { document in
            guard document.kind != .transcript, document.transcript == nil, document.translationOf == nil,
                  document.sessionOf == nil else { return false }
            let folder = FileIO.Path.parent(document.path)
            let stem = Path.fileStem(document.path).lowercased()
            var talk: String?
            if document.hasExplicitID, folders[document.id]?.contains(folder) == true {
                talk = document.id
            } else if ["readme", "index"].contains(stem) {
                talk = titles[folder + "\u{0}" + document.title.lowercased()]
            }
            guard let talk, records[talk] == nil else { return false }
            var record = SessionMetadata(id: talk, path: document.path, line: document.titleLine ?? 1)
            record.title = document.title
            record.description = document.summary
            record.url = document.sourceURL
            records[talk] = record
            folded.append(document.path)
            return true
        }
        if let first = folded.first {
            let others = Array(folded.dropFirst())
            problems.append(.note("content.session.readme",
                                  others.isEmpty ? "read as the page of its talk, whose session it describes; not a page of its own"
                                      : "read \(folded.count) session pages like this one as the pages of their talks; not pages of their own",
                                  source: first, notes: others.isEmpty ? [] : [Diagnostic.alsoNote(others)]))
        }
        return records
    }

    private func apply(_ override: DocumentOverride, to document: inout Document, problems: inout [Diagnostic]) {
        if let id = override.id {
            document.id = id
            document.hasExplicitID = true
            // Captions are grouped into talks by their transcript's id: the setting names the talk (two folders'
            // `captions.srt` given two ids were one talk, their captions interleaved).
            document.transcript?.id = id
        }
        if let kind = override.kind { document.kind = kind }
        if let language = override.language { document.language = language; document.languageDeclared = true }
        if let title = override.title { document.title = title }
        if let t = override.translationOf { document.translationOf = t }
        if let s = override.sessionOf { document.sessionOf = s }
        if let d = override.designSystem { document.designSystem = d }
        if let u = override.sourceURL { document.sourceURL = u }
        if document.kind == .transcript, let transcript = document.transcript, override.hasSessionFields {
            // A title or description for captions describes the talk: it joins the talk's session record.
            var record = SessionMetadata(id: transcript.id, path: displayPath(ManifestReader.fileName), line: override.line)
            record.title = override.title
            record.description = override.description
            record.event = override.event
            record.year = override.year
            record.topics = override.topics
            record.platforms = override.platforms
            record.keywords = override.keywords
            document.metadata = record
        }
    }

    /// Ids become file names: anything that could escape the output folder or collide with a device name is rewritten.
    /// `explicit`: the author wrote the id; one made from a title ("Search") is renamed without a word.
    private func safeID(_ id: String, path: String, explicit: Bool, problems: inout [Diagnostic]) -> String {
        let slug = Slug.make(id) ?? Slug.transliterated(id) ?? "document"
        // An id in capitals (Docusaurus' `global-AbortController`) is only lower-cased, as file systems that ignore
        // case need: nothing to report (React Native's docs: 159 warnings).
        if slug != id, slug != id.lowercased() {
            problems.append(.warning("document.id.unsafe", "found the id '\(id)', expected lower-case letters, digits and hyphens; using '\(slug)'",
                                     source: path, line: 1))
        }
        if Slug.isReserved(slug) {
            if explicit {
                problems.append(.warning("document.id.reserved", "found the reserved id '\(slug)', expected a name the site does not use; using '\(slug)-page'",
                                         source: path, line: 1))
            }
            return slug + "-page"
        }
        return slug
    }

    private func checkManifestPaths(_ manifest: SiteManifest, entries: [(path: String, kind: FileKind)], documents: [Document],
                                    problems: inout [Diagnostic]) {
        let files = Set(entries.map(\.path))
        for (key, override) in manifest.documents.sorted(by: { $0.key < $1.key }) {
            let filePath = key.split(separator: "#").first.map(String.init) ?? key
            if !files.contains(filePath) {
                problems.append(.warning("manifest.document.missing", "found settings for '\(key)', expected a file of that name in the content folder",
                                         source: displayPath(ManifestReader.fileName), line: override.line))
            }
        }
    }

    /// Documents whose made-up ids clash (`README.md`, `Color.md` in two folders) take ids from their folders:
    /// the parent folder's name first (`foundations-color`), else the whole path, else a hash of the path.
    /// A document's path relative to the content folder: what it is named by must not depend on how the folder's
    /// path was spelled.
    static func relativePath(_ path: String, root: String) -> String {
        let prefix = root == "." || root.isEmpty ? "" : (root.hasSuffix("/") ? root : root + "/")
        return !prefix.isEmpty && path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Guideline pages of one language that share a title ("Button" for Carbon's `button/usage.mdx`, `style.mdx`
    /// and `code.mdx`; "Accessibility" in each of ten versions of React Native's docs) are told apart by the part of
    /// their paths that differs, nearest the file: "Button (Usage)", "Accessibility (Version 0.70)". Search results,
    /// tabs and the home page listed the same title again and again.
    static func titlesToldApart(_ documents: [Document], root: String) -> [Document] {
        var groups: [String: [Int]] = [:]
        for (i, d) in documents.enumerated() where d.kind == .guideline && d.transcript == nil && !d.title.isEmpty {
            groups["\(d.language)\u{0}\(d.title.lowercased())", default: []].append(i)
        }
        let clashes = groups.values.filter { members in members.count > 1 && Set(members.map { documents[$0].path }).count == members.count }
        guard !clashes.isEmpty else { return documents }
        // Each folder's own page, by language and folder: its README or index, else the page of its name beside it
        // (mdBook's `fn.md` beside `fn/`). Only looked up for folders that tell pages apart.
        var folderTitles: [String: (title: String, path: String, isIndex: Bool)] = [:]
        for d in documents where !d.title.isEmpty {
            var parts = Self.relativePath(d.path, root: root).split(separator: "/").map(String.init)
            guard let file = parts.popLast() else { continue }
            let stem = String(file.split(separator: ".").first ?? Substring(file)).lowercased()
            let isIndex = ["index", "readme", "_index"].contains(stem)
            if !isIndex { parts.append(stem) }
            guard !parts.isEmpty else { continue }
            let key = d.language + "\u{0}" + parts.joined(separator: "/").lowercased()
            if folderTitles[key] == nil || (isIndex && folderTitles[key]?.isIndex == false) { folderTitles[key] = (d.title, d.path, isIndex) }
        }
        var documents = documents
        for members in clashes {
            // Each path's parts, without the extension and without a final index or README (its folder names it).
            let parts = members.map { i -> [String] in
                let d = documents[i]
                let relative = Self.relativePath(d.path, root: root)
                var p = relative.split(separator: "/").map(String.init)
                if let last = p.last { p[p.count - 1] = String(last.split(separator: ".").first ?? Substring(last)) }
                if p.count > 1, let last = p.last, ["index", "readme", "_index"].contains(last.lowercased()) { p.removeLast() }
                return p
            }
            // Each page's nearest part, counted from the file, past which no other page of the group shares its
            // path: `web/api/button.md`, `mobile/api/button.md` and `mobile/api_v2/button.md` are "Button (Web)",
            // "Button (Mobile)" and "Button (Api v2)" (TDesign); `insiders/changelog/` beside `changelog/` is
            // "Changelog (Insiders)", the shorter path keeping its title.
            // An exporter's time stamp or hash (`Buttons_1769619958292`) tells nothing to a reader: the titles stay.
            func noise(_ part: String) -> Bool {
                var run = 0, longest = 0
                for c in part { run = c.isHexDigit ? run + 1 : 0; longest = max(longest, run) }
                return longest >= 8 && part.contains(where: \.isNumber)
                    || part.split(whereSeparator: { !$0.isNumber }).contains { $0.count >= 6 }
            }
            let lowered = parts.map { $0.map { $0.lowercased() } }
            func readable(_ part: String) -> String {
                // Numbers that order files (`1-argocd`, `0-overview`) or date posts (`2023-10-23-kcl-spec`) name nothing.
                var part = Substring(part)
                if let date = part.range(of: #"^\d{4}-\d{2}-\d{2}[-_]"#, options: .regularExpression), part[date.upperBound...].contains(where: \.isLetter) {
                    part = part[date.upperBound...]
                }
                if let order = part.range(of: #"^\d{1,3}[-_.]"#, options: .regularExpression), part[order.upperBound...].first?.isLetter == true {
                    part = part[order.upperBound...]
                }
                var label = part.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ").trimmingCharacters(in: .whitespaces)
                if let first = label.first, first.isLowercase { label = first.uppercased() + label.dropFirst() }
                return label
            }
            let nearest = lowered.indices.map { n -> Int? in
                let own = lowered[n]
                return (0..<own.count).first { k in
                    !lowered.indices.contains { m in m != n && lowered[m].count > k && Array(lowered[m].suffix(k + 1)) == Array(own.suffix(k + 1)) }
                }
            }
            if zip(parts, nearest).contains(where: { p, k in k.map { noise(p[p.count - 1 - $0]) } ?? false }) { continue }
            var labels = zip(parts, nearest).map { p, k in k.map { readable(p[p.count - 1 - $0]) } }
            // Where every page is told apart by a folder that has a page of its own, that page's title names it:
            // docker_practice's chapter summaries, each "本章小结" in a chapter's folder, are "本章小结（第二章 基本概念）",
            // not "（Basic concept）" after `02_basic_concept/`. A group some of whose folders have none keeps the
            // folders' names throughout (labels of one kind).
            let folderLabels = members.indices.map { n -> String? in
                guard let k = nearest[n] else { return nil }
                let d = documents[members[n]], p = parts[n], j = p.count - 1 - k
                // A folder above the page: not the page's own file, nor an index's own folder (the index itself).
                guard j < p.count - 1 else { return nil }
                guard let landing = folderTitles[d.language + "\u{0}" + p[...j].joined(separator: "/").lowercased()],
                      landing.path != d.path, landing.title.lowercased() != d.title.lowercased(), landing.title.count <= 40 else { return nil }
                return landing.title
            }
            if folderLabels.allSatisfy({ $0 != nil }), Set(folderLabels.map { $0!.lowercased() }).count == folderLabels.count {
                labels = folderLabels
            }
            // Labels that still clash (two files of one version folder, each copied in every version: React Native's
            // "Version 0.79" twice) name the part where the group's paths first differ too: "Advanced topics
            // components, Version 0.79".
            let given = labels.compactMap { $0?.lowercased() }
            if Set(given).count < given.count {
                let depth = parts.map(\.count).min() ?? 0
                if let k = (0..<depth).first(where: { k in Set(lowered.map { $0[$0.count - 1 - k] }).count > 1 }) {
                    for n in labels.indices {
                        let first = readable(parts[n][parts[n].count - 1 - k])
                        labels[n] = labels[n].map { $0.lowercased() == first.lowercased() ? $0 : first + ", " + $0 } ?? first
                    }
                }
            }
            for (n, i) in members.enumerated() {
                guard let label = labels[n], !label.isEmpty, label.lowercased() != documents[i].title.lowercased() else { continue }
                // Full-width brackets after Chinese, Japanese or Korean text, as those languages write them.
                let wide = documents[i].title.unicodeScalars.last.map { $0.properties.isIdeographic || (0x3040...0x30FF).contains($0.value) || (0xAC00...0xD7A3).contains($0.value) } ?? false
                documents[i].title += wide ? "（\(label)）" : " (\(label))"
            }
        }
        return documents
    }

    /// Captions named alike in different folders (`neural-networks/english/captions.srt`,
    /// `gradient-descent/english/captions.srt`, as 3Blue1Brown keeps them) are different talks when one language has
    /// two: every track of that name is then named by its nearest folder that is no language's
    /// (`neural-networks-captions`), so each talk's languages still pair and the talks stay apart (the build stopped on
    /// `document.id.duplicate`). Ids given in `concord.yml` stay.
    static func settleClashingTalks(_ documents: [Document], root: String) -> [Document] {
        var documents = documents
        var byID: [String: [Int]] = [:]
        for (i, d) in documents.enumerated() where d.kind == .transcript && !d.hasExplicitID { byID[d.transcript?.id ?? d.id, default: []].append(i) }
        // A prose file named only as what it is (`transcript.txt` in one talk's folder) beside another talk's track of
        // that name (`youtube/transcript.en.vtt`) is named by its folder too: the two made two pages for one URL and
        // the build stopped. Its talk is found from the words they share.
        // `id` named by the nearest folder of `path` that is no language's (`neural-networks-captions`).
        func byFolder(_ path: String, _ id: String) -> String? {
            let folders = Self.relativePath(path, root: root).split(separator: "/").dropLast()
            return folders.reversed().first { !Self.namesALanguage($0) }.flatMap { Slug.make($0 + "-" + id) }
        }
        for (i, d) in documents.enumerated() where d.kind != .transcript && !d.hasExplicitID && Self.genericTalkNames.contains(d.id) {
            guard let track = byID[d.id]?.first, FileIO.Path.parent(documents[track].path) != FileIO.Path.parent(d.path) else { continue }
            if let named = byFolder(d.path, d.id) { documents[i].id = named }
        }
        for (id, members) in byID where members.count > 1 {
            let languages = members.map { documents[$0].language }
            guard Set(languages).count < languages.count else { continue }
            for i in members {
                guard let named = byFolder(documents[i].path, id) else { continue }
                // A track's page id may add its language to the talk's (`captions-zh-hans`): kept.
                let own = documents[i].id
                documents[i].id = own.hasPrefix(id) ? named + own.dropFirst(id.count) : named
                documents[i].transcript?.id = named
            }
        }
        return documents
    }

    /// Names that say what a file holds, not which talk: no two talks' files named so are one talk's, and no talk
    /// is titled by one (`SessionPlanner.displayTitle`).
    public static let genericTalkNames: Set<String> = ["transcript", "captions", "caption", "subtitles", "subtitle", "subs"]

    /// A folder named for a language: a code (`en`, `zh-cn`) or a name the language table knows (`english`, `chinese`).
    static func namesALanguage(_ folder: Substring) -> Bool {
        let lower = folder.lowercased()
        return LanguageFolders.isLanguageFolder(lower) || Languages.all.contains { $0.aliases.contains(lower) || $0.tag.lowercased() == lower }
    }

    static func settleClashingIDs(_ documents: [Document], root: String) -> [Document] {
        func key(_ d: Document, _ id: String) -> String { "\(d.language)/\(d.kind == .transcript ? "t:" : "")\(id)" }
        var documents = documents
        for round in 0..<3 {
            var groups: [String: [Int]] = [:]
            for (i, d) in documents.enumerated() { groups[key(d, d.id), default: []].append(i) }
            guard groups.values.contains(where: { $0.count > 1 }) else { break }
            for (_, members) in groups where members.count > 1 {
                for i in members where !documents[i].hasExplicitID && documents[i].kind != .transcript {
                    let d = documents[i]
                    let relative = Self.relativePath(d.path, root: root)
                    // Folders that only hold translations name nothing: an untranslated Chinese page of a Docusaurus
                    // site was `i18n-zh-cn-docusaurus-plugin-content-docs-current-reference-lang-index.html`.
                    let folders = relative.split(separator: "/").dropLast().filter { !LanguageFolders.onlyHoldsALanguage($0) }.map(String.init)
                    let stem = FileIO.Path.fileName(d.path).split(separator: ".").first.map(String.init) ?? ""
                    let candidate: String?
                    // Names in another script in Latin letters (`指南/安装.md`: `zhinan-anzhuang`).
                    func named(_ part: String) -> String? { Slug.make(part) ?? Slug.transliterated(part) }
                    switch round {
                    case 0: candidate = folders.last.flatMap(named).map { $0 == d.id ? nil : $0 + "-" + d.id } ?? nil
                    case 1: candidate = Slug.make((folders + [stem]).compactMap(named).joined(separator: "-"))
                    default: candidate = d.id + "-" + ContentHash.hex(relative.utf8, length: 6)
                    }
                    // Never a name the site uses: Pinia's home `index.md`, titled as its API page "Pinia", became
                    // `index` and took the place of the site's own home pages.
                    if let candidate, candidate != d.id, !Slug.isReserved(candidate) { documents[i].id = candidate }
                }
            }
        }
        return documents
    }

    /// Reports documents that claim an id already taken and leaves them out, so one mistake is one message.
    ///
    /// A given id that files in different folders share (`id: 1-introduce` in `connector/` and `format/`) is read as
    /// local to its folder, as Docusaurus reads front matter ids, and settled as made ones are, with a note; given ids
    /// that clash within one folder are an error.
    private func checkDuplicates(_ documents: [Document], problems: inout [Diagnostic]) -> [Document] {
        var documents = documents
        var given: [String: [Int]] = [:]
        for (i, d) in documents.enumerated() where d.hasExplicitID && d.kind != .transcript { given["\(d.language)/\(d.id)", default: []].append(i) }
        var local: [[Int]] = []
        for members in given.values where members.count > 1
            && Set(members.map { FileIO.Path.parent(documents[$0].path) }).count == members.count {
            for i in members { documents[i].hasExplicitID = false }
            local.append(members.sorted())
        }
        documents = Self.settleClashingTalks(documents, root: root)
        let before = documents.map(\.id)
        documents = Self.settleClashingIDs(documents, root: root)
        // A bilingual file's translation names its source by id (`translationOf`): when settling clashes renamed
        // the source (Arco's hundreds of demos named `basic.md`), the translation follows it.
        var renamedSource: [String: (old: String, new: String)] = [:]
        for (i, d) in documents.enumerated() where d.translationOf == nil && before[i] != d.id { renamedSource[d.path] = (before[i], d.id) }
        if !renamedSource.isEmpty {
            for i in documents.indices {
                if let renamed = renamedSource[documents[i].path], documents[i].translationOf == renamed.old {
                    documents[i].translationOf = renamed.new
                }
            }
        }
        for members in local.sorted(by: { $0[0] < $1[0] }) {
            let first = documents[members[0]]
            problems.append(.note("document.id.local",
                                  "found the id '\(before[members[0]])' in \(members.count) folders; read as local to each folder, as Docusaurus reads it, using "
                                      + members.map { "'\(documents[$0].id)'" }.joined(separator: ", "),
                                  source: first.path, line: first.titleLine ?? 1))
            for i in members { documents[i].hasExplicitID = true }
        }
        documents = Self.titlesToldApart(documents, root: root)
        var seen: [String: Document] = [:]
        var kept: [Document] = []
        for document in documents {
            let key = "\(document.language)/\(document.kind == .transcript ? "t:" : "")\(document.id)"
            if let first = seen[key] {
                problems.append(.error("document.id.duplicate",
                                       "found a second document with the id '\(document.id)' (\(document.language)), expected ids to be unique",
                                       source: document.path, line: document.titleLine ?? 1,
                                       notes: ["the first is in \(first.path)\(first.titleLine.map { ":\($0)" } ?? "")",
                                               "set a different 'id' in the front matter or in concord.yml"]))
            } else {
                seen[key] = document
                kept.append(document)
            }
        }
        return kept
    }
}
