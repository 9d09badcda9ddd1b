import Diagnostics
import FileIO
import Foundation
import Support

/// Checks every internal link and anchor of a built site: `href` and `src` in pages, `hreflang` alternates,
/// and the URLs in the search data. External links are counted and listed, never fetched.
public struct LinkChecker {
    public var files: [(path: String, data: Data)]
    public var baseURL: String?

    public init(files: [(path: String, data: Data)], baseURL: String?) {
        self.files = files
        self.baseURL = baseURL
    }

    /// One link found in a page.
    struct Link {
        var page: String
        var target: String
        var line: Int
        var attribute: String
    }

    public func check() -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let paths = Set(files.map(\.path))
        var idsByPage: [String: Set<String>] = [:]
        var links: [Link] = []
        var external = Set<String>()
        for (path, data) in files where path.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            let scan = Self.scan(html)
            idsByPage[path] = scan.ids
            for (attribute, value, line) in scan.links {
                links.append(Link(page: path, target: value, line: line, attribute: attribute))
            }
        }
        // The search index names record URLs (site-relative); each must land on a page and anchor.
        for (path, data) in files where path.hasPrefix("search/") && path.hasSuffix(".js") && path.contains("/d-") {
            for url in Self.searchURLs(Array(data)) {
                links.append(Link(page: path, target: url, line: 1, attribute: "search"))
            }
        }
        for link in links {
            var target = HTML.unescape(link.target)
            if let base = baseURL, target.hasPrefix(base) {
                target = Path.relative(from: link.page, to: String(target.dropFirst(base.count)))
            }
            let lower = target.lowercased()
            if lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("//") {
                external.insert(target)
                continue
            }
            if lower.hasPrefix("mailto:") || lower.hasPrefix("data:") || target.isEmpty { continue }
            if lower.hasPrefix("javascript:") {
                problems.append(.error("link.unsafe", "found a javascript: link '\(target)', expected a page or anchor", source: link.page, line: link.line))
                continue
            }
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let pathPart = String(parts[0]).split(separator: "?").first.map(String.init) ?? ""
            let anchor = parts.count > 1 ? String(parts[1]) : nil
            // Search data URLs are relative to the site root, page links to the page.
            let resolvedPath: String
            if pathPart.isEmpty {
                resolvedPath = link.page
            } else if link.attribute == "search" {
                resolvedPath = Path.normalize(pathPart)
            } else {
                resolvedPath = Path.normalize(Path.join(Path.parent(link.page), pathPart.removingPercentEncoding ?? pathPart))
            }
            var file = resolvedPath
            if !paths.contains(file), paths.contains(Path.join(file, "index.html")) { file = Path.join(file, "index.html") }
            guard paths.contains(file), !resolvedPath.hasPrefix("..") else {
                problems.append(.error("link.broken", "found a link to '\(link.target)' that leads to no file of the site (\(resolvedPath)), expected an existing page",
                                       source: link.page, line: link.line))
                continue
            }
            if let anchor, !anchor.isEmpty, file.hasSuffix(".html") {
                let id = anchor.removingPercentEncoding ?? anchor
                if !(idsByPage[file]?.contains(id) ?? false) {
                    problems.append(.error("link.anchor.broken", "found a link to '\(link.target)', but \(file) has no element with id '\(id)'",
                                           source: link.page, line: link.line))
                }
            }
        }
        if !external.isEmpty {
            problems.append(.note("link.external", "\(external.count) external links (not fetched), e.g. \(external.sorted().prefix(3).joined(separator: ", "))"))
        }
        return problems
    }

    /// Ids and links of an HTML page, with line numbers. A tolerant scan of attributes, not a full parser:
    /// our own templates write quoted attributes.
    static func scan(_ html: String) -> (ids: Set<String>, links: [(String, String, Int)]) {
        var ids = Set<String>()
        var links: [(String, String, Int)] = []
        let bytes = Array(html.utf8)
        var line = 1
        var i = 0
        var inTag = false
        var tagName = ""
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x0A { line += 1 }
            if !inTag {
                if b == UInt8(ascii: "<") {
                    // Skip comments and script bodies are not present (no inline scripts).
                    inTag = true
                    var j = i + 1
                    var name = [UInt8]()
                    while j < bytes.count, bytes[j] != 0x20, bytes[j] != UInt8(ascii: ">"), bytes[j] != 0x0A { name.append(bytes[j]); j += 1 }
                    tagName = String(decoding: name, as: UTF8.self).lowercased()
                }
                i += 1
                continue
            }
            if b == UInt8(ascii: ">") { inTag = false; i += 1; continue }
            // attribute="value"
            if b == UInt8(ascii: "="), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "\"") {
                var k = i - 1
                while k > 0, bytes[k] != 0x20, bytes[k] != 0x0A { k -= 1 }
                let attribute = String(decoding: bytes[(k + 1)..<i], as: UTF8.self).lowercased()
                var j = i + 2
                while j < bytes.count, bytes[j] != UInt8(ascii: "\"") { j += 1 }
                let value = String(decoding: bytes[(i + 2)..<min(j, bytes.count)], as: UTF8.self)
                if attribute == "id" { ids.insert(value) }
                if attribute == "href" || attribute == "src" || (attribute == "action" && tagName == "form") {
                    links.append((attribute, value, line))
                }
                for c in bytes[i..<min(j, bytes.count)] where c == 0x0A { line += 1 }
                i = j + 1
                continue
            }
            i += 1
        }
        return (ids, links)
    }

    /// URLs of records in a search document chunk (packed or not): the first two strings of each record.
    static func searchURLs(_ script: [UInt8]) -> [String] {
        guard let json = PackedPayload.payload(ofScript: script),
              let object = try? JSONSerialization.jsonObject(with: Data(json)) as? [String: Any],
              let records = object["r"] as? [[Any]] else { return [] }
        return records.flatMap { record in record.prefix(2).compactMap { $0 as? String } }
    }
}
