import Diagnostics
import FileIO
import Ingest
import Foundation
import Support

/// `sw.js`, the service worker that makes a hosted site readable offline: the theme's `Public/js/sw.js`,
/// after one line of data the build writes, `self.CONCORD_OFFLINE = {…}` (the offline manifest).
///
/// It lives at the site root under a fixed name (browsers look for the same URL to find updates). The manifest
/// lists what the worker precaches on the first visit — the shell: assets, the root and each language's home
/// and search pages, the 404 page and the whole search index — and, per language, the rest of that language's
/// files with their sizes, which the reader downloads with "Make available offline" (site.js). Its version is
/// a hash of every listed file's path and contents, so any change to the site gives a new worker. Browsers
/// never run service workers for file:// pages, and `site.js` doesn't try.
public enum ServiceWorker {
    public static let path = "sw.js"
    /// The theme's worker source, under `Public/` (never copied into `assets/`).
    public static let sourcePath = "js/sw.js"

    /// Which built files the worker may cache: every page, asset, search file, caption file and content
    /// image. Not the pre-compressed copies (hosts pick them by header), the archive, the sitemap,
    /// robots.txt or itself.
    public static func isCached(_ path: String) -> Bool {
        if path == Self.path || path == "site.zip" || path == "sitemap.xml" || path == "robots.txt" { return false }
        if Compression.isCopy(path) { return false }
        if Path.fileName(path).hasPrefix(".") { return false }
        return true
    }

    /// True for the files precached on the first visit: what reading needs first.
    public static func isShell(_ path: String, languages: [String]) -> Bool {
        if path.hasPrefix("assets/") || path.hasPrefix("search/") { return true }
        if path == "index.html" || path == "404.html" { return true }
        return languages.contains { path == "\($0)/index.html" || path == "\($0)/search.html" }
    }

    /// What `script` decided: the worker's text, the files and bytes precached, and per language the files
    /// and bytes "Make available offline" adds.
    public struct Plan: Sendable {
        public var script: String
        public var cached: Int
        public var bytes: Int
        public var languages: [(language: String, files: Int, bytes: Int)]
    }

    /// The worker for a site made of `files` (site-relative paths, any order) in `languages`, from the theme's
    /// worker `source`.
    /// `readings`: per language, the pages its readers read in another language's tree (no version of their own).
    public static func script(source: String, files: [(path: String, data: Data)], languages: [String],
                              readings: [String: [String]] = [:]) -> Plan {
        script(source: source, files: summaries(of: files), languages: languages, readings: readings)
    }

    /// What the worker needs to know of a file: its size, a hash of its contents and, for a page, the caption
    /// scripts it names. Summaries are taken as pages are written, so the pages need not be kept for the worker.
    public struct FileSummary: Sendable {
        public var path: String
        public var size: Int
        public var hash: String
        public var captions: [String]
    }

    /// The summaries of `files` the worker may cache (`isCached`), hashed on every core: together they are the whole site.
    public static func summaries(of files: [(path: String, data: Data)]) -> [FileSummary] {
        files.filter { isCached($0.path) }.concurrentMap { file in
            FileSummary(path: file.path, size: file.data.count, hash: ContentHash.hex(file.data, length: 16),
                        captions: file.path.hasSuffix(".html") ? captionReferences(file.data) : [])
        }
    }

    /// The worker for a site of the files `files` summarises (any order; files that are not cached are ignored).
    public static func script(source: String, files: [FileSummary], languages: [String], readings: [String: [String]] = [:]) -> Plan {
        let cached = files.filter { isCached($0.path) }.sorted { $0.path < $1.path }
        // The version: a hash over each file's path and content hash, in path order.
        var summary = ""
        for file in cached { summary += file.path + "\u{0}" + file.hash + "\n" }
        let version = ContentHash.hex(Array(summary.utf8), length: 16)

        let shell = cached.filter { isShell($0.path, languages: languages) }
        let shellPaths = Set(shell.map(\.path))
        // A language's files: its tree, the caption scripts its pages name, and the content images.
        let byPath = Dictionary(cached.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        var perLanguage: [(String, [String])] = []
        for language in languages {
            var list = Set<String>()
            func add(_ file: FileSummary) {
                list.insert(file.path)
                for reference in file.captions {
                    let target = Path.normalize(Path.join(Path.parent(file.path), reference))
                    if byPath[target] != nil { list.insert(target) }
                }
            }
            for file in cached where file.path.hasPrefix(language + "/") && !shellPaths.contains(file.path) { add(file) }
            // Pages with no version in this language are written once, in another tree, and read from this one.
            for path in readings[language] ?? [] where !shellPaths.contains(path) {
                if let file = byPath[path] { add(file) }
            }
            for file in cached where file.path.hasPrefix("media/") { list.insert(file.path) }
            perLanguage.append((language, list.sorted()))
        }
        func array(_ paths: [String]) -> String { "[" + paths.map(JSONString.literal).joined(separator: ",") + "]" }
        let langs = perLanguage.map { language, paths in
            JSONString.literal(language) + ":{\"files\":" + array(paths) + ",\"sizes\":[" + paths.map { String(byPath[$0]!.size) }.joined(separator: ",") + "]}"
        }.joined(separator: ",\n")
        let manifest = "self.CONCORD_OFFLINE = {\"version\":" + JSONString.literal(version) + ",\n\"shell\":" + array(shell.map(\.path))
            + ",\n\"langs\":{" + langs + "}};\n"
        return Plan(script: manifest + source, cached: shell.count, bytes: shell.reduce(0) { $0 + $1.size },
                    languages: perLanguage.map { ($0.0, $0.1.count, $0.1.reduce(0) { $0 + byPath[$1]!.size }) })
    }

    /// The `data-captions="…"` references of a page (a talk's caption script), as written.
    static func captionReferences(_ html: Data) -> [String] {
        // A byte search over the page: Foundation's `Data.range(of:)` walked every page byte by byte.
        let marker = #"data-captions=""#
        return html.withUnsafeBytes { raw -> [String] in
            let bytes = raw.bindMemory(to: UInt8.self)
            var out: [String] = []
            var from = 0
            while let hit = String.offset(of: marker, in: bytes, from: from),
                  let end = String.offset(of: "\"", in: bytes, from: hit + marker.utf8.count) {
                out.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[(hit + marker.utf8.count)..<end]), as: UTF8.self))
                from = end + 1
            }
            return out
        }
    }
}
