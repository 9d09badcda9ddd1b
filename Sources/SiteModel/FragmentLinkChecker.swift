import Diagnostics
import Foundation
import Ingest
import Support

/// Links within a page (`[Usage](#usage)`, `#%E9%A2%9C%E8%89%B2`) are checked when the site is built, not only
/// by `concord check`: an anchor the page does not have is a warning `link.anchor.missing` at the file and
/// line (an error with `--strict`). The page's anchors are its sections, headings, paragraphs, sentences and
/// the anchors its raw HTML kept.
public enum FragmentLinkChecker {
    /// Ids every page template writes, which Markdown may link to as well.
    static let templateIDs: Set<String> = ["main", "doc-title", "top"]

    /// A fragment written for another renderer's anchors (`#dos--donts` for "Do's & don'ts") is pointed at the
    /// section whose anchor has the same letters and digits, one naming an anchor an author set on one other page
    /// at that page; what is still missing is reported.
    @discardableResult
    public static func check(_ site: inout Site, problems: inout [Diagnostic]) -> Int {
        var reported = Set<String>()
        var count = 0
        var labels: [String: [String: Int]]?  // made when a fragment is first missing from its page
        for p in site.pages.indices where site.pages[p].role != .untranslated {
            var anchors: Set<String>?
            var keys: LinkResolver.SectionKeys?
            for s in site.pages[p].sections.indices {
                for b in site.pages[p].sections[s].blocks.indices {
                    let block = site.pages[p].sections[s].blocks[b].block
                    guard let html = block.markupHTML(containing: "href=\"#") else { continue }
                    var rewritten = html
                    var seen = Set<String>()  // a fragment linked twice in a block is rewritten at once, checked once
                    for fragment in fragments(in: html) {
                        count += 1
                        guard seen.insert(fragment).inserted else { continue }
                        let page = site.pages[p]
                        if anchors == nil {
                            anchors = LinkResolver.anchors(of: page).union(templateIDs)
                                .union(page.sections.map { "h-" + $0.anchor })
                        }
                        let id = fragment.removingPercentEncoding ?? fragment
                        guard !id.isEmpty, !anchors!.contains(id) else { continue }
                        let written = "href=\"#\(HTML.escape(fragment))\""
                        if keys == nil { keys = LinkResolver.SectionKeys(page) }
                        if let matched = keys!.anchor(matching: id) ?? (keys!.isTitle(id) ? "doc-title" : nil), rewritten.contains(written) {
                            rewritten = rewritten.replacingOccurrences(of: written, with: "href=\"#\(HTML.escape(matched))\"")
                            continue
                        }
                        // An anchor an author set on another page, and on only one in this language: Sphinx and
                        // MyST labels (`(syntax/referencing)=`) are the project's, and `[text](#label)` links to one
                        // wherever it is.
                        if labels == nil { labels = Self.labels(site) }
                        let opening = "<a " + written
                        if let owner = labels![page.contentLanguage]?[id], owner != p, rewritten.contains(opening) {
                            let reference = site.pages[owner].id + "#" + id
                            rewritten = rewritten.replacingOccurrences(of: opening, with: "<a \(ExplicitLinks.targetAttribute)=\"\(HTML.escape(reference))\" "
                                + "\(ExplicitLinks.lineAttribute)=\"\(block.line)\" \(ExplicitLinks.writtenAttribute)=\"#\(HTML.escape(fragment))\"")
                            continue
                        }
                        // A single-page app's route (`#/zh-CN/picker-group`) is a link to a page, which the content
                        // link check already reports when no page answers it: not an anchor of this page too.
                        guard !id.hasPrefix("/"), reported.insert("\(page.sourcePath):\(block.line):\(id)").inserted else { continue }
                        problems.append(.warning("link.anchor.missing",
                                                 "found a link to '#\(fragment)', but this page has no heading or anchor '\(id)'; expected one of its anchors",
                                                 source: page.sourcePath, line: block.line, excerpt: "#" + fragment))
                    }
                    if rewritten != html { site.pages[p].sections[s].blocks[b].block.html = rewritten }
                }
            }
        }
        return count
    }

    /// The anchors authors set in raw HTML or attribute lists (`<span id>`) that one page of its language has:
    /// content language → id → index of that page. Labels of Sphinx and MyST, which links reach from any page.
    static func labels(_ site: Site) -> [String: [String: Int]] {
        var index: [String: UnambiguousIndex<String, Int>] = [:]
        for (p, page) in site.pages.enumerated() where page.role != .untranslated {
            for section in page.sections {
                for html in [section.headingHTML].compactMap({ $0 }) + section.blocks.compactMap(\.block.markupHTML) {
                    for id in LinkResolver.rawAnchors(in: html) { index[page.contentLanguage, default: .init()].add(id, p) }
                }
            }
        }
        return index.mapValues(\.unambiguous)
    }

    /// The fragments of `<a href="#…">` links in `html`, as written (entities decoded).
    static func fragments(in html: String) -> [String] {
        var result: [String] = []
        var rest = html[...]
        // ` href="#`: a placeholder's `data-concord-href="#/en-US/badge"` (the link as written) is no link.
        let marker = " href=\"#"
        while let start = rest.range(of: marker) {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            result.append(HTML.unescape(String(rest[..<end])))
            rest = rest[end...]
        }
        return result
    }
}
