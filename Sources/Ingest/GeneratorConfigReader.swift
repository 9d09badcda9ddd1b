import FileIO
import Foundation

/// The site title (and description) another generator's configuration gives a cloned repository (`mkdocs.yml`'s `site_name`,
/// Jekyll's `_config.yml`, Hugo's `hugo.toml`, Docusaurus' `docusaurus.config.js`, mdBook's `book.toml`, Mintlify's `docs.json`): the name its readers
/// know the site by, used when `concord.yml` sets no title. Only top-level keys are read, line by line, so
/// the rest of the file (Python tags in `mkdocs.yml`, JavaScript) never stops it.
public enum GeneratorConfigReader {
    /// File names at the top of the content folder, and the key that holds the title in each.
    static let titleKeys: [String: String] = [
        "mkdocs.yml": "site_name", "mkdocs.yaml": "site_name",
        "_config.yml": "title", "_config.yaml": "title",
        "hugo.toml": "title", "hugo.yaml": "title", "hugo.yml": "title", "config.toml": "title",
        "docusaurus.config.js": "title", "docusaurus.config.ts": "title",
        // mdBook's `[book]` table, the only one with a title.
        "book.toml": "title",
        // Mintlify's configuration, JSON: its top-level `"name"`.
        "docs.json": "\"name\"", "mint.json": "\"name\"",
    ]

    /// The key of the site's one-line description in each (Docusaurus' tagline), for the home page's lede. Hugo keeps
    /// its description under `[params]`, which a top-level reading cannot tell from a page's.
    static let descriptionKeys: [String: String] = [
        "mkdocs.yml": "site_description", "mkdocs.yaml": "site_description",
        "_config.yml": "description", "_config.yaml": "description",
        "docusaurus.config.js": "tagline", "docusaurus.config.ts": "tagline",
        "book.toml": "description",
        "docs.json": "\"description\"", "mint.json": "\"description\"",
    ]

    /// Whether `path` (relative to the content folder) is a configuration file this reader knows.
    public static func recognizes(_ path: String) -> Bool { !path.contains("/") && titleKeys[path] != nil }

    /// Another generator's navigation data for a folder (Docusaurus' `_category_.json`, Nextra's `_meta.json`):
    /// labels and order, no page. Left out without a word, as a folder's `.pages` is. So are the furniture files
    /// docsify and GitHub wikis put around every page (`_sidebar.md`, `_navbar.md`, `_coverpage.md`, a wiki's
    /// `_Sidebar.md` and `_Footer.md`): lists of links, which read as pages made docsify's navbar a Chinese page
    /// ("English", "简体中文") with no original.
    public static func isNavigationFile(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return ["_category_.json", "_category_.yml", "_category_.yaml", "_meta.json"].contains(name)
            || furnitureFiles.contains(name.lowercased())
    }

    static let furnitureFiles: Set<String> = ["_sidebar.md", "_navbar.md", "_coverpage.md", "_footer.md", "_header.md"]

    /// Whether the file lists the pages in their reading order: mdBook's and GitBook's `SUMMARY.md`, docsify's
    /// `_sidebar.md` (both navigation, not pages).
    public static func isReadingOrderFile(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return name == "SUMMARY.md" || name == "_sidebar.md"
    }

    /// The content files a reading-order file links to, in its order, as paths relative to the content folder
    /// (`path` is the file's own): `- [Ownership](ch04-00-understanding-ownership.md)` in `src/SUMMARY.md` is
    /// `src/ch04-00-understanding-ownership.md`. Links elsewhere (other sites, drafts without a target) are skipped.
    /// nil unless the file is such a list: at least three links, on most of its lines (headings and rules aside), so
    /// a report's own `SUMMARY.md` stays a page.
    public static func readingOrder(path: String, text: String) -> [String]? {
        let folder = FileIO.Path.deletingLastComponent(path)
        var order: [String] = [], seen = Set<String>()
        var fence = CodeFenceTracker()
        var lines = 0, linked = 0
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            if fence.isCode(line) { lines += 1; continue }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty, !trimmed.hasPrefix("#"), !trimmed.hasPrefix("---"), !trimmed.hasPrefix("<!--") {
                lines += 1
                if trimmed.contains("](") { linked += 1 }
            }
            var rest = line[...]
            while let open = rest.range(of: "]("), let close = rest[open.upperBound...].firstIndex(of: ")") {
                var target = String(rest[open.upperBound..<close]).trimmingCharacters(in: .whitespaces)
                rest = rest[rest.index(after: close)...]
                if let hash = target.firstIndex(of: "#") { target = String(target[..<hash]) }
                if let space = target.firstIndex(of: " ") { target = String(target[..<space]) }  // a link title
                target = target.removingPercentEncoding ?? target
                guard !target.isEmpty, !target.contains("://"), !target.hasPrefix("mailto:") else { continue }
                let resolved = target.hasPrefix("/") ? String(target.dropFirst()) : (folder.isEmpty ? target : folder + "/" + target)
                let normal = normalized(resolved)
                if !normal.isEmpty, seen.insert(normal).inserted { order.append(normal) }  // "/" is the site's home
            }
        }
        return order.count >= 3 && linked * 10 >= lines * 6 ? order : nil
    }

    /// `a/./b/../c.md` → `a/c.md`.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", !parts.isEmpty { parts.removeLast() } else if part != ".." { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }

    /// The site title in the configuration file `name`, or nil.
    public static func title(fileName name: String, text: String) -> String? {
        titleKeys[name].flatMap { value(of: $0, fileName: name, text: text, limit: 80) }
    }

    /// The site's description in the configuration file `name` (`site_description`, a tagline), or nil.
    public static func description(fileName name: String, text: String) -> String? {
        descriptionKeys[name].flatMap { value(of: $0, fileName: name, text: text, limit: 300) }
    }

    /// The first top-level value of `key` in the file: a quoted or bare string of at most `limit` characters.
    static func value(of key: String, fileName name: String, text: String, limit: Int) -> String? {
        let script = name.hasSuffix(".js") || name.hasSuffix(".ts") || name.hasSuffix(".json")
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            // Top-level only: YAML and TOML keys at the margin; in JavaScript the config object's first level.
            let line = script ? Substring(raw.drop { $0 == " " || $0 == "\t" }) : raw
            if script, raw.prefix(while: { $0 == " " }).count > 2 { continue }
            guard line.hasPrefix(key) else { continue }
            var rest = line.dropFirst(key.count).drop { $0 == " " || $0 == "\t" }
            guard let separator = rest.first, separator == ":" || separator == "=" else { continue }
            rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
            var value = String(rest).trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(",") { value.removeLast() }
            if let quote = value.first, quote == "\"" || quote == "'" || quote == "`" {
                guard let end = value.dropFirst().firstIndex(of: quote) else { continue }
                value = String(value[value.index(after: value.startIndex)..<end])
            } else if let comment = value.range(of: " #") {
                value = String(value[..<comment.lowerBound])
            }
            value = value.trimmingCharacters(in: .whitespaces)
            // A template expression or a variable is not a title.
            guard !value.isEmpty, value.count <= limit, !value.contains("{{"), !value.contains("${"),
                  script ? raw.contains(where: { $0 == "\"" || $0 == "'" || $0 == "`" }) : true else { continue }
            return value
        }
        return nil
    }
}
