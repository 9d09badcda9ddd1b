import Diagnostics
import Foundation
import TextAnalysis

/// The optional site manifest, `concord.yml` in the content folder: site settings and per-file overrides.
public struct SiteManifest: Sendable {
    public var title: String = "Concord"
    /// `title` was written in `concord.yml`; otherwise a top README or index page names the site.
    public var titleIsSet = false
    /// The site in a sentence, under its title on the home page and in its meta description: `description` (or
    /// `tagline`) in `concord.yml`, else another generator's (`site_description`, a Docusaurus tagline).
    public var description: String?
    /// Absolute URL the site is published at (canonical links, sitemap); nil when unknown.
    public var baseURL: String?
    /// Languages of the site's interface and URL trees; the first is the default.
    public var languages: [String] = ["en", "zh-Hans"]
    /// `languages` was written in `concord.yml`; otherwise the site has the languages its content is in.
    public var languagesDeclared = false
    /// The line of `languages` in `concord.yml`, for diagnostics.
    public var languagesLine: Int?
    /// Keep raw HTML in Markdown. Off unless the author turns it on.
    public var allowRawHTML = false
    /// Publish pages whose front matter marks them drafts (`draft: true`, Jekyll's `published: false`). Off: as
    /// Hugo, Jekyll, Docusaurus and Astro publish them, drafts are left out.
    public var publishDrafts = false
    /// The content names its pages by their files (`About Obsidian.md`, `Daily notes.md`: names of several words
    /// written with spaces, as an Obsidian vault's and a wiki's are, not hyphens): an untitled page is its file's name
    /// as written, not its first section's heading. Set by `ContentReader` from the file names, not read from
    /// `concord.yml`.
    public var filesNamePages = false
    /// The values another generator's configuration gives its templates (Jekyll's `_config.yml`: `{{ site.email }}`
    /// on a page), by key: what such a tag stands for. Set by `ContentReader`, not read from `concord.yml`.
    public var siteVariables: [String: String] = [:]
    /// Lines of plain-text and Markdown content matching any of these are removed before reading
    /// (agent-oriented boilerplate, attribution comments).
    public var stripPatterns: [StripRule] = [] {
        didSet {
            stripAny = StripRule.union(stripPatterns)
            stripsEmptyLine = matches("")
        }
    }
    /// All of `stripPatterns` as one expression, when they combine safely: one match per line, not one per pattern
    /// (each converted the line for Foundation: eight patterns were 1 % of a corpus library's build).
    private var stripAny: StripRule?
    /// Whether the patterns drop an empty line, asked once: a third of a Markdown file's lines are empty.
    private var stripsEmptyLine = false
    /// Overrides keyed by content-relative path (for a bundle, `path#id` names one page in it).
    public var documents: [String: DocumentOverride] = [:]

    public init() {}

    public var defaultLanguage: String { languages.first ?? "en" }

    /// The site's languages: as `concord.yml` lists them, then any other the content is written in; else those the
    /// content is written in, the one most of its pages are in first (a tie goes to English, then Chinese, then the
    /// order of the language table), the others in the table's order, so a collection in one language builds a
    /// one-language site, with no empty tree and no switch to a language without pages, and a Chinese library with
    /// one English page is a Chinese site. `ContentReader` stores the result in `languages`, so every step sees the
    /// same default.
    public func siteLanguages(documents: [Document]) -> [String] {
        let present = Set(documents.map(\.language))
        func order(_ a: String, _ b: String) -> Bool { (Languages.order(a), a) < (Languages.order(b), b) }
        /// `first`, then the content's other languages in the table's order.
        func followed(_ first: [String]) -> [String] {
            first + present.subtracting(first).sorted(by: order)
        }
        // Content in a language `concord.yml` does not list (a French talk in an English and Chinese library) still
        // gets its part of the site, never a page that is listed but not written.
        if languagesDeclared { return followed(languages) }
        guard !present.isEmpty else { return languages }
        // Pages, not talks, decide: a library of English guidelines may hold more Chinese talks than English ones.
        // A page that names its source is a translation, whatever the count.
        let pages = documents.filter { $0.kind != .transcript && $0.translationOf == nil }
        // So does one that is a translation by its path (`i18n/de/…`, `x.de.md`) while others are not: a Docusaurus
        // site keeps a full copy per language under `i18n/`, and Portuguese outnumbered English by a page.
        let originals = pages.filter { !LanguageFolders.isTranslationByPath($0.path) }
        // Pages with text count: a translation's stubs (ECharts' English "TODO" pages, the Rust book's Chinese preface,
        // a title alone) do not, nor does the README at the top of a language's folder, which describes a translation
        // project rather than being a page of it (the Rust book's Chinese one: 115 files against 113 made Chinese the
        // original). A translation often has a page or two of its own still (Obsidian's Chinese help: two lists of
        // names), and documentation is more often translated from English than into it: within 2 % of the most (two
        // pages in a hundred), the table's order decides (English first). ECharts' Chinese source leads by ten.
        func counted(_ d: Document) -> Bool {
            // Bytes, not characters (counted in O(1)): twenty bytes are a short sentence, or seven Chinese characters.
            var bytes = 0
            for block in d.blocks where bytes < 20 { bytes += block.text.utf8.count }
            guard bytes >= 20 else { return false }
            let parts = d.path.split(separator: "/")
            let readme = parts.last.map { $0.lowercased().hasPrefix("readme.") } ?? false
            return !(readme && parts.count >= 2 && LanguageFolders.isLanguageFolder(parts[parts.count - 2]))
        }
        var counts: [String: Int] = [:]
        let candidates = !originals.isEmpty ? originals : pages.isEmpty ? documents : pages
        for d in candidates where counted(d) || d.kind == .transcript { counts[d.language, default: 0] += 1 }
        if counts.isEmpty { for d in candidates { counts[d.language, default: 0] += 1 } }
        guard let most = counts.values.max() else { return followed([]) }
        let first = counts.keys.filter { most - counts[$0]! <= most / 50 }.min(by: order)
        return followed(first.map { [$0] } ?? [])
    }

    /// True when `line` should be dropped.
    public func strips(_ line: Substring) -> Bool {
        guard !stripPatterns.isEmpty else { return false }
        return line.isEmpty ? stripsEmptyLine : matches(String(line))
    }

    private func matches(_ text: String) -> Bool {
        guard !stripPatterns.isEmpty else { return false }
        let range = NSRange(text.startIndex..., in: text)
        if let stripAny { return stripAny.regex.firstMatch(in: text, range: range) != nil }
        return stripPatterns.contains { $0.regex.firstMatch(in: text, range: range) != nil }
    }
}

/// A regular expression naming lines to drop.
public struct StripRule: @unchecked Sendable {
    public var pattern: String
    // NSRegularExpression is immutable once made, so sharing it across threads is safe.
    public var regex: NSRegularExpression

    /// Compiles `pattern`; throws when it is not a valid regular expression.
    public init(pattern: String) throws {
        self.pattern = pattern
        self.regex = try NSRegularExpression(pattern: pattern)
    }

    /// One rule that matches where any of `rules` does (their alternation), or nil when there are fewer than two
    /// or one has a backreference or sets flags (those depend on the pattern's own groups and scope).
    static func union(_ rules: [StripRule]) -> StripRule? {
        guard rules.count > 1, rules.allSatisfy({ combinable($0.pattern) }) else { return nil }
        return try? StripRule(pattern: rules.map { "(?:" + $0.pattern + ")" }.joined(separator: "|"))
    }

    /// No backreference (`\1`, `\k<name>`), named group or flag setting (`(?i)`, `(?x:…)`).
    static func combinable(_ pattern: String) -> Bool {
        let p = Array(pattern.unicodeScalars)
        var i = 0
        while i < p.count {
            if p[i] == "\\", i + 1 < p.count {
                if ("1"..."9").contains(p[i + 1]) || p[i + 1] == "k" { return false }
                i += 2
                continue
            }
            if p[i] == "(", i + 2 < p.count, p[i + 1] == "?", !["#", ":", "=", "!", "<", ">"].contains(p[i + 2]) { return false }
            if p[i] == "(", i + 3 < p.count, p[i + 1] == "?", p[i + 2] == "<", p[i + 3] != "=", p[i + 3] != "!" { return false }
            i += 1
        }
        return true
    }
}

/// What the manifest can say about one document.
public struct DocumentOverride: Sendable, Hashable {
    public var id: String?
    public var kind: DocumentKind?
    public var language: String?
    public var title: String?
    public var translationOf: String?
    public var sessionOf: String?
    public var designSystem: String?
    public var sourceURL: String?
    /// Session fields for a talk's captions (as in a `metadata.json`).
    public var description: String?
    public var event: String?
    public var year: Int?
    public var topics: [String] = []
    public var platforms: [String] = []
    public var keywords: [String] = []
    public var line: Int = 1

    public init() {}

    /// Whether the entry says something about a talk (its title or session fields).
    public var hasSessionFields: Bool {
        title != nil || description != nil || event != nil || year != nil || !topics.isEmpty || !platforms.isEmpty || !keywords.isEmpty
    }
}

/// Reads `concord.yml`.
public enum ManifestReader {
    public static let fileName = "concord.yml"

    public static func read(_ text: String, path: String, problems: inout [Diagnostic]) -> SiteManifest {
        var manifest = SiteManifest()
        let root: YAMLNode
        do {
            root = try YAMLParser.parse(text)
        } catch {
            problems.append(Diagnostic(.error, "manifest.syntax", error.message, source: path, range: SourceRange(error.position)))
            return manifest
        }
        guard case .mapping(let members, _) = root else {
            problems.append(Diagnostic(.error, "manifest.type", "found \(root.typeDescription), expected a mapping of settings",
                                       source: path, range: SourceRange(root.position)))
            return manifest
        }
        func problem(_ id: String, _ node: YAMLNode, _ message: String) {
            problems.append(Diagnostic(.error, id, message, source: path, range: SourceRange(node.position)))
        }
        func string(_ key: String, _ node: YAMLNode) -> String? {
            guard let s = node.string else {
                problem("manifest.value.type", node, "found \(node.typeDescription) for '\(key)', expected a text value")
                return nil
            }
            return s
        }
        /// A yes or no setting; nil (with a problem) for anything else.
        func bool(_ key: String, _ node: YAMLNode) -> Bool? {
            guard let s = string(key, node) else { return nil }
            switch s.lowercased() {
            case "true", "yes", "on": return true
            case "false", "no", "off": return false
            default:
                problem("manifest.value.type", node, "found '\(s)' for '\(key)', expected true or false")
                return nil
            }
        }
        for (key, node) in members {
            switch key {
            case "title":
                if let s = string(key, node) { manifest.title = s; manifest.titleIsSet = true }
            case "description", "tagline":
                if let s = string(key, node) { manifest.description = s }
            case "baseURL", "base_url", "baseUrl":
                guard let s = string(key, node) else { continue }
                if let url = URL(string: s), let scheme = url.scheme, ["http", "https"].contains(scheme), url.host != nil {
                    manifest.baseURL = s.hasSuffix("/") ? s : s + "/"
                } else {
                    problem("manifest.baseURL.invalid", node, "found '\(s)' for 'baseURL', expected an absolute http(s) URL such as https://example.org/docs/")
                }
            case "languages":
                guard let list = node.strings, !list.isEmpty else {
                    problem("manifest.value.type", node, "found \(node.typeDescription) for 'languages', expected a list of language tags such as [en, zh-Hans]")
                    continue
                }
                // Languages name the site's folders and its lang attributes: a path or markup is refused.
                var valid: [String] = []
                for (index, tag) in list.enumerated() {
                    if Slug.isLanguageTag(tag) { valid.append(tag); continue }
                    var at = node
                    if case .sequence(let items, _) = node, index < items.count { at = items[index] }
                    problem("manifest.languages.invalid", at, "found the language '\(tag)', expected a language tag such as en or zh-Hans")
                }
                if !valid.isEmpty { manifest.languages = valid; manifest.languagesDeclared = true; manifest.languagesLine = node.position.line }
            case "allowRawHTML":
                if let value = bool(key, node) { manifest.allowRawHTML = value }
            case "drafts":
                if let value = bool(key, node) { manifest.publishDrafts = value }
            case "strip":
                guard case .sequence(let items, _) = node else {
                    problem("manifest.value.type", node, "found \(node.typeDescription) for 'strip', expected a list of regular expressions")
                    continue
                }
                for item in items {
                    guard let pattern = string("strip", item) else { continue }
                    do {
                        manifest.stripPatterns.append(try StripRule(pattern: pattern))
                    } catch {
                        problem("manifest.strip.invalid", item, "found '\(pattern)', expected a valid regular expression")
                    }
                }
            case "documents":
                guard case .mapping(let entries, _) = node else {
                    problem("manifest.value.type", node, "found \(node.typeDescription) for 'documents', expected a mapping from file path to settings")
                    continue
                }
                for (documentPath, settings) in entries {
                    manifest.documents[documentPath] = readOverride(documentPath, settings, path: path, problems: &problems)
                }
            default:
                problems.append(Diagnostic(.warning, "manifest.key.unknown",
                                           "found the unknown setting '\(key)', expected one of title, description, baseURL, languages, allowRawHTML, drafts, strip, documents",
                                           source: path, range: SourceRange(node.position)))
            }
        }
        return manifest
    }

    private static func readOverride(_ documentPath: String, _ node: YAMLNode, path: String, problems: inout [Diagnostic]) -> DocumentOverride {
        var override = DocumentOverride()
        override.line = node.position.line
        guard case .mapping(let members, _) = node else {
            problems.append(Diagnostic(.error, "manifest.value.type", "found \(node.typeDescription) for '\(documentPath)', expected a mapping of document settings",
                                       source: path, range: SourceRange(node.position)))
            return override
        }
        for (key, value) in members {
            if ["topics", "platforms", "keywords"].contains(key) {
                // A list, or one value.
                var list: [String] = []
                if let s = value.string { list = [s] } else if case .sequence(let items, _) = value {
                    for item in items {
                        if let s = item.string { list.append(s) } else {
                            problems.append(Diagnostic(.error, "manifest.value.type", "found \(item.typeDescription) in '\(key)', expected a text value",
                                                       source: path, range: SourceRange(item.position)))
                        }
                    }
                } else {
                    problems.append(Diagnostic(.error, "manifest.value.type", "found \(value.typeDescription) for '\(key)', expected a list of text values",
                                               source: path, range: SourceRange(value.position)))
                }
                switch key {
                case "topics": override.topics = list
                case "platforms": override.platforms = list
                default: override.keywords = list
                }
                continue
            }
            guard let s = value.string else {
                problems.append(Diagnostic(.error, "manifest.value.type", "found \(value.typeDescription) for '\(key)', expected a text value",
                                           source: path, range: SourceRange(value.position)))
                continue
            }
            switch key {
            case "id": override.id = s
            case "kind":
                if let kind = DocumentKind(rawValue: s) { override.kind = kind } else {
                    problems.append(Diagnostic(.error, "manifest.kind.invalid", "found the kind '\(s)', expected transcript, session or guideline",
                                               source: path, range: SourceRange(value.position)))
                }
            case "lang", "language":
                if Slug.isLanguageTag(s) { override.language = s } else {
                    problems.append(Diagnostic(.error, "manifest.languages.invalid", "found the language '\(s)', expected a language tag such as en or zh-Hans",
                                               source: path, range: SourceRange(value.position)))
                }
            case "title": override.title = s
            case "translationOf": override.translationOf = s
            case "session", "sessionOf": override.sessionOf = s
            case "designSystem": override.designSystem = s
            case "source", "sourceURL": override.sourceURL = s
            case "description": override.description = s
            case "event": override.event = s
            case "year":
                if let year = Int(s) { override.year = year } else {
                    problems.append(Diagnostic(.error, "manifest.value.type", "found '\(s)' for 'year', expected a year such as 2017",
                                               source: path, range: SourceRange(value.position)))
                }
            default:
                problems.append(Diagnostic(.warning, "manifest.key.unknown",
                                           "found the unknown document setting '\(key)', expected one of id, kind, lang, title, translationOf, session, designSystem, source, description, event, year, topics, platforms, keywords",
                                           source: path, range: SourceRange(value.position)))
            }
        }
        return override
    }
}
