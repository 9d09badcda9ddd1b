import Align
import Diagnostics
import FileIO
import Foundation
import Ingest
import Render
import Search
import SiteModel
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
    /// Overrides the manifest's base URL.
    public var baseURL: String?
    /// Write pre-compressed `.gz` and `.br` copies of text files.
    public var compress: Bool
    /// Also write `site.zip` of the built site.
    public var archive: Bool
    public var version: String

    public init(contentDirectory: String = "Content", outputDirectory: String = "_site",
                templatesDirectory: String = "Templates", publicDirectory: String = "Public",
                lexiconDirectory: String = "Lexicons", baseURL: String? = nil, compress: Bool = true, archive: Bool = false, version: String = "0.1.0") {
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
}

/// A named step of the build and how long it took.
public struct BuildStep: Sendable {
    public var name: String
    public var seconds: Double
    public var detail: String
}

/// The result of reading, modelling and rendering, before anything is written.
public struct BuiltSite: Sendable {
    public var site: Site
    /// Every output file, site-relative, sorted by path.
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
    public var diagnostics: [Diagnostic]
}

/// Times and logs named steps.
final class StepRecorder {
    var steps: [BuildStep] = []
    let log: @Sendable (BuildStep) -> Void
    init(log: @escaping @Sendable (BuildStep) -> Void) { self.log = log }

    /// `CONCORD_STEP_CPU` set: each step's process CPU time (all threads) goes to standard error, for
    /// measuring on a busy machine, where wall time says little.
    let reportsCPU = ProcessInfo.processInfo.environment["CONCORD_STEP_CPU"] != nil

    func run<T>(_ name: String, _ body: () -> (T, String)) -> T {
        let start = DispatchTime.now().uptimeNanoseconds, startCPU = SearchIndexWriter.processCPUMilliseconds()
        let (value, detail) = body()
        if reportsCPU {
            FileHandle.standardError.write(Data("cpu \(SearchIndexWriter.processCPUMilliseconds() - startCPU) ms: \(name)\n".utf8))
        }
        let s = BuildStep(name: name, seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, detail: detail)
        steps.append(s)
        log(s)
        return value
    }
}

/// The build as a visible list of named steps: read and model everything first, render after, write last.
public struct BuildPipeline: Sendable {
    public var options: BuildOptions
    public var fileSystem: any FileSystem
    /// Called as each step finishes (the CLI prints them).
    public var log: @Sendable (BuildStep) -> Void

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
    /// `compressionCache` keeps the compressed copies of files that did not change.
    public func make(reusing model: ModelledSite?, compressionCache: CompressionCache?) -> (built: BuiltSite, model: ModelledSite) {
        let recorder = StepRecorder(log: log)
        func step<T>(_ name: String, _ body: () -> (T, String)) -> T { recorder.run(name, body) }
        let modelled: ModelledSite
        if let model {
            modelled = model
            step("Reuse content") { ((), "content unchanged: skipped reading, aligning, modelling and indexing") }
        } else {
            modelled = self.model(recorder)
        }
        var problems = modelled.diagnostics
        let site = modelled.site
        let content = modelled.content
        let templates = step("Load templates") { () -> (TemplateSet, String) in
            let set = TemplateSet.load(from: [options.templatesDirectory, options.userTemplatesDirectory], fileSystem: fileSystem,
                                       languages: site.languages, problems: &problems)
            return (set, "\(set.library.templates.count) templates")
        }
        var files = modelled.searchFiles
        let assets = step("Copy assets") { () -> (AssetPaths, String) in
            var assets = AssetPipeline.copy(publicDirectory: options.publicDirectory, content: content,
                                            contentDirectory: options.contentDirectory, strings: templates.strings,
                                            searchIndex: modelled.searchIndex, fileSystem: fileSystem, into: &files, problems: &problems)
            assets.serviceWorker = ServiceWorker.path
            return (assets, "\(files.count) files")
        }
        step("Render pages") { () -> ((), String) in
            let renderer = SiteRenderer(site: site, templates: templates, assets: assets,
                                        glossary: GlossaryPresenter.view(modelled.glossary, site: site), version: options.version)
            let pages = renderer.render(problems: &problems)
            for page in pages { files[page.path] = page.data }
            return ((), "\(pages.count) pages")
        }
        step("Write sitemap") { () -> ((), String) in
            for (path, data) in SitemapWriter.files(site) { files[path] = data }
            return ((), site.baseURL == nil ? "no base URL: robots.txt only" : "sitemap.xml, robots.txt")
        }
        step("Write service worker") { () -> ((), String) in
            let worker = ServiceWorker.script(files: files.map { (path: $0.key, data: $0.value) })
            files[ServiceWorker.path] = Data(worker.script.utf8)
            return ((), "sw.js precaching \(worker.cached) files, \(worker.bytes / 1024) KiB")
        }
        let uncompressed = files.keys.sorted().map { (path: $0, data: files[$0]!) }
        if options.compress {
            step("Compress") { () -> ((), String) in
                let (compressed, reused) = Compression.precompress(files, cache: compressionCache)
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
        return (BuiltSite(site: site, files: sorted, diagnostics: problems, steps: recorder.steps), modelled)
    }

    /// The steps that depend only on the content folder: read, align, model, cross-reference, index.
    func model(_ recorder: StepRecorder) -> ModelledSite {
        func step<T>(_ name: String, _ body: () -> (T, String)) -> T { recorder.run(name, body) }
        var problems: [Diagnostic] = []
        var content = step("Read content") { () -> (Content, String) in
            let content = ContentReader(fileSystem: fileSystem, root: options.contentDirectory).read(problems: &problems)
            return (content, "\(content.documents.count) documents")
        }
        if let baseURL = options.baseURL {
            if let normalized = Self.normalizedBaseURL(baseURL) {
                content.manifest.baseURL = normalized
            } else {
                problems.append(.error("options.baseURL.invalid", "found '\(baseURL)' for --base-url, expected an absolute http(s) URL such as https://example.org/docs/"))
            }
        }
        let glossary = step("Read glossary") { () -> (Glossary, String) in
            let glossary = content.glossarySource.map { GlossaryReader.read($0.text, path: $0.path, problems: &problems) } ?? Glossary(entries: [])
            return (glossary, "\(glossary.entries.count) terms")
        }
        let sessions = step("Align talks") { () -> ([SessionPlan], String) in
            let plans = SessionPlanner.plan(content.documents, problems: &problems)
            return (plans, "\(plans.count) sessions, \(plans.filter { $0.prose != nil }.count) with prose")
        }
        let translations = step("Align translations") { () -> ([TranslationPlan], String) in
            // The dictionary is read only when some page is in another language than the site's.
            let needsLexicon = content.documents.contains { $0.kind != .transcript && $0.language != content.manifest.defaultLanguage }
            let lexicon = needsLexicon ? LexiconReader.read(directory: options.lexiconDirectory, fileSystem: fileSystem, problems: &problems) : .empty
            let plans = TranslationPlanner.plan(content.documents, glossary: glossary, lexicon: lexicon,
                                                defaultLanguage: content.manifest.defaultLanguage, problems: &problems)
            return (plans, "\(plans.count) translations")
        }
        var site = step("Model site") { () -> (Site, String) in
            let site = SiteModelBuilder(content: content).build(sessions: sessions, translations: translations, problems: &problems)
            return (site, "\(site.pages.count) pages in \(site.languages.count) languages")
        }
        step("Cross-reference") { () -> ((), String) in
            let count = CrossReferencer.link(&site, glossary: glossary, problems: &problems)
            return ((), "\(count) links")
        }
        var searchFiles: [String: Data] = [:]
        let searchIndex = step("Index for search") { () -> (String, String) in
            let records = SearchRecords.make(site)
            let writer = SearchIndexWriter()
            // In a fixed order (terms are a dictionary by language), so two builds write the same completion files.
            let completions = glossary.entries.flatMap { entry in entry.terms.keys.sorted().flatMap { entry.terms[$0]! } }
            let indexFiles = writer.write(records: records, extraCompletions: completions)
            for file in indexFiles { searchFiles[file.path] = Data(file.data) }
            return (writer.manifestPath, "\(records.count) records, \(indexFiles.count) files, \(indexFiles.reduce(0) { $0 + $1.data.count } / 1024) KiB")
        }
        return ModelledSite(content: content, glossary: glossary, site: site, searchFiles: searchFiles,
                            searchIndex: searchIndex, diagnostics: problems)
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
        if preflight.hasErrors {
            return BuiltSite(site: Site(title: "", baseURL: nil, languages: [], pages: []), files: [], diagnostics: preflight, steps: [])
        }
        var built = make()
        guard !built.diagnostics.hasErrors else { return built }
        let start = DispatchTime.now().uptimeNanoseconds
        do {
            let files = built.files
            try SiteWriter(fileSystem: fileSystem, output: options.outputDirectory).write(files)
            let s = BuildStep(name: "Write site", seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9,
                              detail: "\(files.count) files to \(options.outputDirectory)")
            built.steps.append(s)
            log(s)
        } catch {
            built.diagnostics.append(.error("output.write", "cannot write the site: \(error)", source: options.outputDirectory))
        }
        return built
    }
}
