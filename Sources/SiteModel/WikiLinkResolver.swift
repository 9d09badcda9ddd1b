import FileIO
import Foundation
import Ingest
import Support

/// Wikis link pages by name, not id: `[[Installation Guide]]` (Obsidian, GitHub wikis), `[[Link text|Installation-Guide]]`
/// (a GitHub wiki puts the text first) or `[[Installation Guide|the guide]]` (Obsidian puts the page first). A
/// `[[…]]` whose target is no page id is pointed at the page whose title or file name it names, either side of
/// the `|`, so the checker and the renderer see an ordinary `[[id]]`. Names are compared without case, with
/// spaces, hyphens and underscores alike; a name two pages share leads nowhere (the checker reports it).
public enum WikiLinkResolver {
    /// Rewrites the placeholders of `[[…]]` naming a page by name; returns how many.
    @discardableResult
    public static func resolve(_ site: inout Site) -> Int {
        let ids = Set(site.pages.map(\.id))
        // Most libraries have no `[[…]]` naming anything but an id: nothing to do, no names to gather.
        // Nor a `[[name]]` in lower case left as text (see `ExplicitLinks.parseLowerCaseName`).
        let needed = site.pages.contains { page in
            page.role != .untranslated && page.sections.contains { section in
                section.blocks.contains { block in
                    if block.block.kind != .code, block.block.text.utf8Contains("[["), block.block.markupHTML(containing: "[[") != nil { return true }
                    guard let html = block.block.markupHTML(containing: ExplicitLinks.targetAttribute) else { return false }
                    return ExplicitLinks.placeholders(in: html).contains { !ids.contains($0.reference.pageID) && $0.reference.written == nil }
                }
            }
        }
        guard needed else { return 0 }
        var index = UnambiguousIndex<String, String>()
        for page in site.pages where page.role != .untranslated {
            let file = (page.sourcePath as NSString).lastPathComponent
            let stem = (file as NSString).deletingPathExtension
            var names = [page.title, stem]
            if ["readme", "index", "_index", "home"].contains(stem.lowercased()) { names.removeLast() }
            // Obsidian names a note by its path when its name is not enough (`[[Plugins/Templates]]`): the file's
            // folders from the nearest, as far as they go.
            let folders = Path.deletingLastComponent(page.sourcePath).split(separator: "/")
            for depth in 1...3 where folders.count >= depth {
                names.append(folders.suffix(depth).joined(separator: "/") + "/" + stem)
            }
            for name in Set(names.map(key)) where !name.isEmpty { index.add(name, page.id) }
        }
        let named = index.unambiguous
        guard !named.isEmpty else { return 0 }
        var count = 0
        var changes: [String: [(section: Int, block: Int, html: String, text: String?)]] = [:]  // by page URL
        // A lower-case name is a link only where a page has the name.
        func byLowerCaseName(_ inner: Substring, _ line: Int) -> ExplicitLinks.Reference? {
            guard var reference = ExplicitLinks.parseLowerCaseName(inner, line: line), let id = named[key(reference.pageID)] else { return nil }
            reference.pageID = id
            return reference
        }
        for p in site.pages.indices where site.pages[p].role != .untranslated {
            for s in site.pages[p].sections.indices {
                for b in site.pages[p].sections[s].blocks.indices {
                    // Plain text (a talk's captions) holds no links.
                    let block = site.pages[p].sections[s].blocks[b].block
                    guard var html = block.markupHTML else { continue }
                    var text: String?
                    if block.kind != .code, block.text.utf8Contains("[["), html.utf8Contains("[[") {
                        let linked = ExplicitLinks.markup(html, line: block.line, parse: byLowerCaseName)
                        if linked != html {
                            count += ExplicitLinks.placeholders(in: linked).count - ExplicitLinks.placeholders(in: html).count
                            html = linked
                            text = ExplicitLinks.plain(block.text, parse: byLowerCaseName)
                        }
                    }
                    var out = "", cursor = html.startIndex
                    if html.utf8Contains(ExplicitLinks.targetAttribute) {
                        for (range, reference) in ExplicitLinks.placeholders(in: html) where !ids.contains(reference.pageID) && reference.written == nil {
                            var resolved = reference
                            if let id = named[key(reference.pageID)] {
                                resolved.pageID = id
                            } else if let label = reference.label, let id = named[key(HTML.unescape(label))] {
                                // A GitHub wiki's `[[text|Page]]`: the page is the second part.
                                resolved = ExplicitLinks.Reference(pageID: id, anchor: nil, label: HTML.escape(reference.target), line: reference.line)
                            } else {
                                continue
                            }
                            out += html[cursor..<range.lowerBound] + ExplicitLinks.placeholder(resolved)
                            cursor = range.upperBound
                            count += 1
                        }
                    }
                    guard cursor != html.startIndex || text != nil else { continue }
                    out += html[cursor...]
                    changes[site.pages[p].url, default: []].append((s, b, out, text))
                }
            }
        }
        // The page and its copies in the language trees that lack it, which hold the same blocks.
        for p in site.pages.indices {
            for change in changes[site.pages[p].url] ?? [] {
                site.pages[p].sections[change.section].blocks[change.block].block.html = change.html
                if let text = change.text { site.pages[p].sections[change.section].blocks[change.block].block.text = text }
            }
        }
        return count
    }

    /// A name as pages are matched by it: lower-case, spaces, hyphens and underscores as one space.
    static func key(_ name: String) -> String {
        name.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" }).joined(separator: " ")
    }
}
