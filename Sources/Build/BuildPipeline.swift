import Align
import Diagnostics
import FileIO
import Foundation
import Ingest
import Render
import Search
import SiteModel
import Support
import TextAnalysis

/// Options for one build.
public struct BuildOptions: Sendable {
    public var contentDirectory: String
    public var outputDirectory: String
    /// Folders holding the default theme: `Templates/` and `Public/`.
    public var templatesDirectory: String
    public var publicDirectory: String
    /// Compiled data that ships with Concord (bilingual lexicon, related words), made by `make` and
    /// installed beside the theme; read through the file system like any input. Missing files are warnings.
    public var lexiconDirectory: String
    /// A user's theme (`--theme DIR`): its `Templates/` and `Public/` files override the default theme's by name.
    public var themeDirectory: String?
    /// Overrides the manifest's base URL.
    public var baseURL: String?
    /// Write pre-compressed `.gz` and `.br` copies of text files (`--compress`): for hosts that serve them as
    /// they are. Off by default, as most hosts compress on their own and the copies are two thirds of the files.
    public var compress: Bool
    /// Also write `site.zip` of the built site.
    public var archive: Bool
    public var version: String
    /// Every warning is an error (`--strict`): dead links, anchors and images, unpaired translations, unknown
    /// settings… fail the build, and nothing is written.
    public var strict = false
    /// Where build products are kept between builds (`BuildCache`); nil: no cache (`--no-cache`, tests).
    public var cacheDirectory: String?

    public init(contentDirectory: String = "Content", outputDirectory: String = "_site",
                templatesDirectory: String = "Templates", publicDirectory: String = "Public",
                lexiconDirectory: String = "Lexicons", baseURL: String? = nil, compress: Bool = false, archive: Bool = false, version: String = "0.1.0") {
        self.contentDirectory = contentDirectory
        self.outputDirectory = outputDirectory
        self.templatesDirectory = templatesDirectory
        self.publicDirectory = publicDirectory
        self.lexiconDirectory = lexiconDirectory
        self.baseURL = baseURL
        self.compress = compress
        self.archive = archive
        self.version = version
    }

    /// User templates in the content folder override the theme's by name.
    public var userTemplatesDirectory: String { Path.join(contentDirectory, "templates") }

    /// Template folders, later ones overriding earlier ones by name: the default theme, `--theme`, the content folder.
    public var templateDirectories: [String] {
        [templatesDirectory] + (themeDirectory.map { [Path.join($0, "Templates")] } ?? []) + [userTemplatesDirectory]
    }

    /// Theme asset folders, later ones overriding earlier ones file by file: the default theme, then `--theme`.
    public var publicDirectories: [String] {
        [publicDirectory] + (themeDirectory.map { [Path.join($0, "Public")] } ?? [])
    }
}

/// A named step of the build and how long it took.
public struct BuildStep: Sendable {
    public var name: String
    public var seconds: Double
    public var detail: String

    public init(name: String, seconds: Double, detail: String) {
        self.name = name
        self.seconds = seconds
        self.detail = detail
    }
}

/// The result of reading, modelling and rendering (and, from `build`, of writing).
public struct BuiltSite: Sendable {
    public var site: Site
    /// Every output file, site-relative, sorted by path; from `build`, only those written after the pages (which
    /// it writes as it renders them, and does not keep).
    public var files: [(path: String, data: Data)]
    public var diagnostics: [Diagnostic]
    public var steps: [BuildStep]
}

/// What the content folder alone determines: everything before templates and theme assets come in.
/// `serve` keeps it between rebuilds when only `Templates/` or `Public/` changed.
public struct ModelledSite: Sendable {
    public var content: Content
    public var glossary: Glossary
    public var site: Site
    public var searchFiles: [String: Data]
    public var searchIndex: String
    /// The search index while it is still being built beside the later steps (`BuildPipeline.model`): `make`
    /// joins it, as late as it can, into `searchFiles`.
    var indexing: BesideTask<IndexBuilt>? = nil
    public var diagnostics: [Diagnostic]
}

/// A search index made: its files and what the step says of them.
struct IndexBuilt: Sendable {
    var files: [IndexFile]
    var detail: String
}

/// Times and logs named steps.
final class StepRecorder: StageRunner {
    var steps: [BuildStep] = []
    let log: @Sendable (BuildStep) -> Void
    init(log: @escaping @Sendable (BuildStep) -> Void) { self.log = log }

    /// `CONCORD_STEP_CPU` set: each step's process CPU time (all threads), the memory resident after it and its
    /// own peak go to standard error, for measuring on a busy machine, where wall time says little.
    static let reportsCPU = ProcessInfo.processInfo.environment["CONCORD_STEP_CPU"] != nil

    /// With `reportsCPU`: starts a step's report (its own peak from here); returns the CPU time so far.
    static func startReport() -> Int {
        if reportsCPU { ProcessClock.resetPeak() }
        return ProcessClock.cpuMilliseconds()
    }

    /// With `reportsCPU`: the report of step `name`, started at `startCPU`.
    static func report(_ name: String, since startCPU: Int) {
        guard reportsCPU else { return }
        let memory = ProcessClock.residentMegabytes().map { ", resident \($0.now) MB, peak \($0.peak) MB" } ?? ""
        FileHandle.standardError.write(Data("cpu \(ProcessClock.cpuMilliseconds() - startCPU) ms\(memory): \(name)\n".utf8))
    }

    /// A step timed: by `run`, or where it ran (beside others, on another thread), logged as it is joined.
    func record(_ name: String, seconds: Double, detail: String) {
        let s = BuildStep(name: name, seconds: seconds, detail: detail)
        steps.append(s)
        log(s)
    }

    func run<T>(_ name: String, _ body: () -> (T, String)) -> T {
        let start = DispatchTime.now().uptimeNanoseconds, startCPU = Self.startReport()
        let (value, detail) = body()
        ProcessMemory.releaseFreePages()
        Self.report(name, since: startCPU)
        record(name, seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, detail: detail)
        return value
    }
}

/// The build as a visible list of named steps: read and model everything first, render after, write last.
public struct BuildPipeline: Sendable {
    public var options: BuildOptions
    public var fileSystem: any FileSystem
    /// Called as each step finishes (the CLI prints them).
    public var log: @Sendable (BuildStep) -> Void
    /// Called from any thread as long steps advance: step name, items done, items in all (the CLI draws a
    /// progress line on a terminal).
    public var progress: @Sendable (_ step: String, _ done: Int, _ total: Int) -> Void = { _, _, _ in }

    /// Resident megabytes after modelling past which the search index is no longer built beside the linking
    /// stages: their scratch adds up (at ten times the corpus library, a model of 0.98 GB with cross-reference
    /// and index scratch of 0.41 and 0.49 GB: 1.9 GB side by side, 1.5 GB one after the other).
    static let besideLimitMegabytes = 512

    /// Whether the search index may be built beside the later steps, linking and rendering (see `model`); false
    /// builds it after linking (the same files either way).
    public var indexesBesideLinking = true

    /// Pages rendered, then written, at a time by `build`: enough to keep every core busy, few enough that a
    /// large site's pages are not all held at once.
    public var pageBatch = 256

    /// Bytes in MB (10⁶) with one decimal, as the service worker step and the offline control show them.
    static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes + 50_000) / 100_000
        return "\(tenths / 10).\(tenths % 10)"
    }

    public init(options: BuildOptions, fileSystem: any FileSystem = DiskFileSystem(), log: @escaping @Sendable (BuildStep) -> Void = { _ in }) {
        self.options = options
        self.fileSystem = fileSystem
        self.log = log
    }

    /// Runs every step except writing: the `check` command, and the first part of `build`.
    public func make() -> BuiltSite {
        make(reusing: nil, compressionCache: nil).built
    }

    /// Runs every step except writing. `model`, from an earlier build of the same content folder, skips
    /// reading, aligning, modelling and indexing (for `serve` when only templates or theme assets changed);
    /// `compressionCache` keeps the compressed copies of files that did not change; `products` keeps the
    /// products of stages (talk alignments, packed files, each language's index) whose inputs did not change.
    public func make(reusing model: ModelledSite?, compressionCache: CompressionCache?,
                     products: (any ProductCache)? = nil) -> (built: BuiltSite, model: ModelledSite) {
        make(reusing: model, compressionCache: compressionCache, store: nil, products: products)
    }

    /// `compressing` false leaves the compressed copies to whoever writes the files (`build`, as it writes them).
    /// With `staging`, pages are written there as they are rendered, batch by batch, and are not in the result's
    /// `files` (`build`: a large site's pages are never all held at once).
    func make(reusing model: ModelledSite?, compressionCache: CompressionCache?, store: BuildCache?, products: (any ProductCache)? = nil,
              compressing: Bool = true, staging: SiteWriter.Staging? = nil) -> (built: BuiltSite, model: ModelledSite) {
        let recorder = StepRecorder(log: log)
        func step<T>(_ name: String, _ body: () -> (T, String)) -> T { recorder.run(name, body) }
        let products = products ?? store
        var modelled: ModelledSite
        if let model {
            modelled = model
            step("Reuse content") { ((), "content unchanged: skipped reading, aligning, modelling and indexing") }
        } else {
            modelled = self.model(recorder, cache: products)
        }
        var problems = modelled.diagnostics
        let site = modelled.site
        let content = modelled.content
        let templates = step("Load templates") { () -> (TemplateSet, String) in
            if let theme = options.themeDirectory, !fileSystem.isDirectory(Path.join(theme, "Templates")), !fileSystem.isDirectory(Path.join(theme, "Public")) {
                problems.append(.error("theme.missing", "found no Templates/ or Public/ folder in the theme '\(theme)', expected a folder laid out like Concord's own theme"))
            }
            let set = TemplateSet.load(from: options.templateDirectories, fileSystem: fileSystem,
                                       languages: site.languages, problems: &problems)
            return (set, "\(set.library.templates.count) templates")
        }
        var files = modelled.searchFiles
        // The search index, when it is built beside the later steps: joined once the pages are rendered (it needs
        // none of them), its files kept in the model for a rebuild that reuses it.
        var joined: (files: [IndexFile], detail: String, seconds: Double)? = nil
        func joinIndex() -> [(path: String, data: Data)] {
            guard joined == nil, let task = modelled.indexing else { return [] }
            let (made, seconds) = task.wait()
            joined = (made.files, made.detail, seconds)
            modelled.indexing = nil
            for file in made.files { modelled.searchFiles[file.path] = file.data }
            return made.files.sorted { $0.path < $1.path }.map { (path: $0.path, data: $0.data) }
        }
        let assets = step("Copy assets") { () -> (AssetPaths, String) in
            var assets = AssetPipeline.copy(publicDirectories: options.publicDirectories, content: content,
                                            contentDirectory: options.contentDirectory, strings: templates.strings,
                                            defaultLanguage: site.defaultLanguage, searchIndex: modelled.searchIndex, fileSystem: fileSystem, into: &files, problems: &problems)
            assets.serviceWorker = ServiceWorker.path
            return (assets, "\(files.count) files")
        }
        // What the service worker needs of the pages written as they were rendered.
        var written: [ServiceWorker.FileSummary] = []
        let renderStep = staging == nil ? "Render pages" : "Render and write"
        step(renderStep) { () -> ((), String) in
            let renderer = SiteRenderer(site: site, templates: templates, assets: assets,
                                        glossary: GlossaryPresenter.view(modelled.glossary, site: site), version: options.version,
                                        cache: products)
            guard let staging else {
                let pages = renderer.render(problems: &problems) { progress(renderStep, $0, $1) }
                for page in pages { files[page.path] = page.data }
                for file in joinIndex() { files[file.path] = file.data }
                return ((), "\(pages.count) pages")
            }
            // Each batch is written while the next one renders: writing is mostly the kernel making files (one
            // at a time per folder), which leaves a core free for rendering. The search index and assets, made
            // already, go first.
            let writer = PageWriter(staging: staging)
            var pages = 0
            do {
                try writer.write(files.keys.sorted().map { (path: $0, data: files[$0]!) })
                files = [:]
                try renderer.render(problems: &problems, batchSize: pageBatch, releasingScripts: true, progress: { progress(renderStep, $0, $1) }) { batch in
                    pages += batch.count { $0.path.hasSuffix(".html") }
                    try writer.write(batch.map { (path: $0.path, data: $0.data) })
                }
                try writer.write(joinIndex())
                try writer.finish()
            } catch {
                try? writer.finish()
                problems.append(.error("output.write", "cannot write the site: \(error)", source: options.outputDirectory))
            }
            written = writer.summaries
            return ((), "\(pages) pages to \(options.outputDirectory)")
        }
        _ = joinIndex()  // a build whose writing failed still waits for it
        if let joined {
            recorder.record("Index for search", seconds: joined.seconds, detail: joined.detail + " (beside the later steps)")
        }
        step("Write sitemap") { () -> ((), String) in
            for (path, data) in SitemapWriter.files(site, glossary: !modelled.glossary.entries.isEmpty) { files[path] = data }
            return ((), site.baseURL == nil ? "no base URL: robots.txt only" : "sitemap.xml, robots.txt")
        }
        step("Write service worker") { () -> ((), String) in
            // The theme's worker (a later theme folder replaces the default's), after the manifest the build fills in.
            let source = options.publicDirectories.reversed().lazy
                .compactMap { try? fileSystem.read(Path.join($0, ServiceWorker.sourcePath)) }.first
            guard let source else {
                problems.append(.error("theme.asset.missing", "found no '\(ServiceWorker.sourcePath)' in \(options.publicDirectories[0]), expected the theme to provide it"))
                return ((), "no worker")
            }
            let worker = ServiceWorker.script(source: String(decoding: source, as: UTF8.self),
                                              files: written + ServiceWorker.summaries(of: files.map { (path: $0.key, data: $0.value) }),
                                              languages: site.languages,
                                              readings: Dictionary(grouping: site.pages.filter { $0.role == .untranslated }, by: \.language)
                                                .mapValues { $0.map(\.url) })
            files[ServiceWorker.path] = Data(worker.script.utf8)
            let offline = worker.languages.map { "\($0.language) \(Self.megabytes($0.bytes)) MB" }.joined(separator: ", ")
            return ((), "sw.js precaching \(worker.cached) files, \(Self.megabytes(worker.bytes)) MB; on request: \(offline)")
        }
        let uncompressed = files.keys.sorted().map { (path: $0, data: files[$0]!) }
        if options.compress, compressing {
            step("Compress") { () -> ((), String) in
                let (compressed, reused) = Compression.precompress(files, cache: compressionCache, store: store) { progress("Compress", $0, $1) }
                for (path, data) in compressed { files[path] = data }
                return ((), "\(compressed.count) copies" + (reused > 0 ? ", \(reused) unchanged" : ""))
            }
        }
        if options.archive {
            step("Archive") { () -> ((), String) in
                let zip = ZipArchiver.archive(uncompressed)
                files["site.zip"] = zip
                return ((), "site.zip, \(zip.count / 1024) KiB")
            }
        }
        let sorted = files.keys.sorted().map { (path: $0, data: files[$0]!) }
        if options.strict {
            problems = problems.map { d in
                guard d.severity == .warning else { return d }
                var strict = d
                strict.severity = .error
                return strict
            }
        }
        return (BuiltSite(site: site, files: sorted, diagnostics: problems, steps: recorder.steps), modelled)
    }

    /// The steps that depend only on the content folder: read, align, model, cross-reference, index.
    func model(_ recorder: StepRecorder, cache: (any ProductCache)? = nil) -> ModelledSite {
        func step<T>(_ name: String, _ body: () -> (T, String)) -> T { recorder.run(name, body) }
        var problems: [Diagnostic] = []
        var content = step("Read content") { () -> (Content, String) in
            let content = ContentReader(fileSystem: fileSystem, root: options.contentDirectory, cache: cache).read(problems: &problems)
            return (content, "\(content.documents.count) documents")
        }
        if let baseURL = options.baseURL {
            if let normalized = Self.normalizedBaseURL(baseURL) {
                content.manifest.baseURL = normalized
            } else {
                problems.append(.error("options.baseURL.invalid", "found '\(baseURL)' for --base-url, expected an absolute http(s) URL such as https://example.org/docs/"))
            }
        }
        // The dictionary is read only when some page is in another language than the site's.
        let made = SiteMaker.makeSite(content: content, lexicon: { problems in
            LexiconReader.read(directory: options.lexiconDirectory, fileSystem: fileSystem, problems: &problems)
        }, stages: recorder, cache: cache, besides: !StepRecorder.reportsCPU, problems: &problems)
        let glossary = made.glossary
        var site = made.site
        let reader = ContentReader(fileSystem: fileSystem, root: options.contentDirectory)
        var media: [String: String] = [:], downloadOf: [String: String] = [:]  // site path → download's path
        // Only downloads some page links to by name are read and hashed: a design system's repository may hold
        // gigabytes of Sketch files and videos no page links to.
        let linkedNames = content.downloads.isEmpty && content.linkable.isEmpty ? [] : RelativeLink.fileNames(linkedFrom: site.pages.lazy.filter { $0.role != .untranslated }.flatMap { $0.blocks.lazy.map(\.block) })
        let downloads = (content.downloads + content.linkable).filter { linkedNames.contains(Path.fileName($0)) }
        for (asset, isDownload) in content.assets.map({ ($0, false) }) + downloads.map({ ($0, true) }) {
            guard let data = try? fileSystem.read(Path.join(options.contentDirectory, asset)) else { continue }
            let copy = AssetPipeline.mediaPath(asset, data: data)
            media[ContentLinkResolver.normalize(reader.displayPath(asset))] = copy
            if isDownload { downloadOf[copy] = asset }
        }
        // The search index is made from the site's text, final once links are resolved: it is built beside the other
        // linking stages, which add only links, and beside rendering, which does not need it; `make` joins it after
        // the pages (each of these steps has long stretches that keep one core busy and the other idle). Side by side
        // their scratch memory adds up, so a large library (its model already past `besideLimitMegabytes`) builds
        // the index after linking, as does a build reporting each step's CPU.
        let besides = indexesBesideLinking && !StepRecorder.reportsCPU && (ProcessClock.residentMegabytes()?.now ?? .max) < Self.besideLimitMegabytes
        var indexing: BesideTask<IndexBuilt>? = nil
        @Sendable func index(_ site: Site) -> IndexBuilt {
            let records = SearchRecords.make(site), recordCount = records.count
            var writer = SearchIndexWriter()
            writer.options.cache = cache
            // In a fixed order (terms are a dictionary by language), so two builds write the same completion files.
            let completions = glossary.entries.flatMap { entry in entry.terms.keys.sorted().flatMap { entry.terms[$0]! } }
            let files = writer.write(records: consume records, extraCompletions: completions)
            return IndexBuilt(files: files, detail: "\(recordCount) records, \(files.count) files, \(files.reduce(0) { $0 + $1.data.count } / 1024) KiB")
        }
        // Related words ship with Concord (Lexicons/); without them links use the library's own words only.
        SiteLinker.link(&site, glossary: glossary, related: { RelatedWords.load(directory: options.lexiconDirectory, fileSystem: fileSystem, problems: &$0) },
                        media: media, stages: recorder, cache: cache, textFinal: besides ? { final in indexing = BesideTask { index(final) } } : nil,
                        problems: &problems)
        var searchFiles: [String: Data] = [:]
        if indexing == nil {
            step("Index for search") { () -> ((), String) in
                let made = index(site)
                for file in made.files { searchFiles[file.path] = file.data }
                return ((), made.detail)
            }
        }
        // The downloads pages link to are copied with the images; the others stay out of the site, one warning per
        // type (a Word file dropped in as a page would otherwise vanish without a word).
        content.assets += site.linkedFiles.sorted().compactMap { downloadOf[$0] }
        let copied = Set(site.linkedFiles.compactMap { downloadOf[$0] })
        var unlinked: [String: [String]] = [:]
        for path in content.downloads where !copied.contains(path) { unlinked[Path.fileExtension(path), default: []].append(path) }
        for (ext, paths) in unlinked.sorted(by: { $0.key < $1.key }) {
            let first = paths.min()!
            let what = paths.count == 1 ? "a '.\(ext)' file" : "\(paths.count) '.\(ext)' files, this one first,"
            problems.append(.warning("content.download.unlinked",
                                     "found \(what) that no page links to, expected a link to it from a page, or text Concord reads (.md, .txt, .json captions) (left out)",
                                     source: reader.displayPath(first)))
        }
        var modelled = ModelledSite(content: content, glossary: glossary, site: site, searchFiles: searchFiles,
                                    searchIndex: SearchIndexWriter().manifestPath, diagnostics: RepeatedLinkProblems.collapse(located(problems)))
        modelled.indexing = indexing
        return modelled
    }

    /// `problems` with each link's or image's found where it is written in its file (see `DiagnosticLocator`).
    private func located(_ problems: [Diagnostic]) -> [Diagnostic] {
        guard problems.contains(where: { $0.excerpt != nil }) else { return problems }
        return DiagnosticLocator.locate(problems) { path in
            var ignored: [Diagnostic] = []
            return (try? fileSystem.read(path)).flatMap { TextDecoder.decode($0, path: path, problems: &ignored) }
        }
    }

    /// An absolute http(s) URL ending in `/`, or nil.
    public static func normalizedBaseURL(_ url: String) -> String? {
        let trimmed = url.trimmingCharacters(in: .whitespaces)
        guard let parsed = URL(string: trimmed), let scheme = parsed.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = parsed.host, !host.isEmpty, parsed.query == nil, parsed.fragment == nil else { return nil }
        return trimmed.hasSuffix("/") ? trimmed : trimmed + "/"
    }

    /// Builds and, when there are no errors, replaces the output folder.
    public func build(currentDirectory: String = FileManager.default.currentDirectoryPath) -> BuiltSite {
        var preflight: [Diagnostic] = []
        SiteWriter.checkOutput(options.outputDirectory, content: options.contentDirectory, fileSystem: fileSystem,
                               currentDirectory: currentDirectory, problems: &preflight)
        /// A build that stopped before making anything.
        func stopped(_ diagnostics: [Diagnostic]) -> BuiltSite {
            BuiltSite(site: Site(title: "", baseURL: nil, languages: [], pages: []), files: [], diagnostics: diagnostics, steps: [])
        }
        if preflight.hasErrors { return stopped(preflight) }
        let store = options.cacheDirectory.map { BuildCache(directory: $0, fileSystem: fileSystem) }
        // Compressed copies are made as each file is written, never all held at once (a large site's are
        // hundreds of megabytes); an identical file of the old site brings its copies along.
        let companions = options.compress ? Compression.Companions(store: store) : nil
        let staging: SiteWriter.Staging
        do {
            staging = try SiteWriter(fileSystem: fileSystem, output: options.outputDirectory).begin(companions: companions)
        } catch {
            return stopped([.error("output.write", "cannot write the site: \(error)", source: options.outputDirectory)])
        }
        // Pages are written as they are rendered (into the temporary folder: a failed build still leaves the old
        // site as it was), except with an archive, which is made of every file.
        var built = make(reusing: nil, compressionCache: nil, store: store, compressing: false,
                         staging: options.archive ? nil : staging).built
        guard !built.diagnostics.hasErrors else {
            staging.abandon()
            return built
        }
        // The write step is not one of the recorder's (it runs after the site is made): reported alike.
        let start = DispatchTime.now().uptimeNanoseconds, startCPU = StepRecorder.startReport()
        do {
            let files = built.files
            try staging.add(files)
            try staging.commit()
            let copies = companions.map { c in
                let unchanged = c.reused > 0 ? ", \(c.reused) unchanged" : ""
                return " and \(2 * (c.made + c.reused)) compressed copies (\(c.made) files compressed\(unchanged))"
            } ?? ""
            let s = BuildStep(name: companions == nil ? "Write site" : "Compress and write",
                              seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9,
                              detail: "\(files.count) more files; \(staging.count) in all\(copies) to \(options.outputDirectory)")
            built.steps.append(s)
            StepRecorder.report(s.name, since: startCPU)
            log(s)
            store?.prune()
        } catch {
            staging.abandon()
            built.diagnostics.append(.error("output.write", "cannot write the site: \(error)", source: options.outputDirectory))
        }
        return built
    }
}

/// Writes batches of files into a staging folder on a queue of its own, one batch after another, while the
/// caller goes on (rendering the next); keeps what the service worker needs of each file.
final class PageWriter: @unchecked Sendable {
    private let staging: SiteWriter.Staging
    private let queue = DispatchQueue(label: "concord.pages")
    /// Batches handed on and not yet written: at most two, so at most three batches of pages are held.
    private let slots = DispatchSemaphore(value: 2)
    private let lock = NSLock()
    private var failure: (any Error)?
    private var written: [ServiceWorker.FileSummary] = []

    init(staging: SiteWriter.Staging) { self.staging = staging }

    /// Hands `files` on once fewer than two batches wait; throws an earlier batch's error, if any.
    func write(_ files: [(path: String, data: Data)]) throws {
        slots.wait()
        if let failure = lock.withLock({ failure }) {
            slots.signal()
            throw failure
        }
        queue.async { [self] in
            defer { slots.signal() }
            guard lock.withLock({ failure == nil }) else { return }
            let summaries = ServiceWorker.summaries(of: files)
            do {
                try staging.add(files)
                lock.withLock { written += summaries }
            } catch {
                lock.withLock { failure = error }
            }
        }
    }

    /// Waits for every batch; throws the first error.
    func finish() throws {
        queue.sync {}
        if let failure = lock.withLock({ failure }) { throw failure }
    }

    /// The summaries of the files written.
    var summaries: [ServiceWorker.FileSummary] { lock.withLock { written } }
}
