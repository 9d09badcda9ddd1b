import Foundation
import Ingest
import Support

/// Where a link to a page (and anchor) lands for a reader of one language tree.
public struct LinkTarget: Sendable, Hashable {
    /// The page linked to: the version in the reader's tree when it has the anchor, else the source language's.
    public var page: Page
    public var anchor: String?
    /// Title of the place in the target's language: the section heading, else the page title.
    public var title: String
    /// True when the content linked to is not in the reader's language (an untranslated copy, or the source page).
    public var isFallback: Bool { page.contentLanguage != readerLanguage }
    public var readerLanguage: String
}

/// Resolves page ids and anchors to pages of the site, in the reader's language where possible. Shared by
/// automatic and explicit cross-references and by their checks, so they all agree on what exists.
public struct LinkResolver: Sendable {
    public let site: Site
    private var versions: [String: [String: Page]] = [:]
    private var pageAtURL: [String: Int] = [:]  // index in `site.pages`
    private let anchors = AnchorSets()

    public init(site: Site) {
        self.site = site
        for (i, page) in site.pages.enumerated() {
            versions[page.id, default: [:]][page.language] = page
            pageAtURL[page.url] = i
        }
    }

    /// Each page's anchors, gathered when a link first asks for them: every block and sentence of a page, which
    /// for all pages was most of the work of each of the build's five resolvers, though few pages are link targets.
    private final class AnchorSets: @unchecked Sendable {
        private let lock = NSLock()
        private var byURL: [String: Set<String>] = [:]

        private var keysByURL: [String: SectionKeys] = [:]

        func anchors(of page: Page) -> Set<String> {
            if let found = lock.withLock({ byURL[page.url] }) { return found }
            let found = LinkResolver.anchors(of: page)
            lock.withLock { byURL[page.url] = found }
            return found
        }

        func keys(of page: Page) -> SectionKeys {
            if let found = lock.withLock({ keysByURL[page.url] }) { return found }
            let found = SectionKeys(page)
            lock.withLock { keysByURL[page.url] = found }
            return found
        }
    }

    /// A page's sections by the letters and digits of their anchors and of their headings (`anchorKey`), made once
    /// per page: links written for other renderers are matched against them.
    public struct SectionKeys: Sendable {
        var byAnchor: [String: String] = [:]
        var byHeading: [String: [String]] = [:]
        var title = ""

        public init(_ page: Page) {
            title = LinkResolver.anchorKey(page.title)
            for section in page.sections {
                let key = LinkResolver.anchorKey(section.anchor)
                if byAnchor[key] == nil { byAnchor[key] = section.anchor }
                if let heading = section.heading { byHeading[LinkResolver.anchorKey(heading), default: []].append(section.anchor) }
            }
        }

        /// Whether the fragment names the page's title: the heading that became the title (`#installation` on
        /// mdBook's "Installation" chapter) is the top of the page.
        public func isTitle(_ fragment: String) -> Bool {
            let key = LinkResolver.anchorKey(fragment)
            return !key.isEmpty && key == title
        }

        /// See `LinkResolver.sectionAnchor(matching:on:)`.
        public func anchor(matching fragment: String) -> String? {
            let key = LinkResolver.anchorKey(fragment)
            guard !key.isEmpty else { return nil }
            if let anchor = byAnchor[key] ?? byHeading[key]?.first { return anchor }
            // A repeated heading: GitHub's `-1` is its second occurrence.
            if let dash = fragment.lastIndex(of: "-"), let n = Int(fragment[fragment.index(after: dash)...]), n > 0,
               let repeats = byHeading[LinkResolver.anchorKey(String(fragment[..<dash]))], n < repeats.count {
                return repeats[n]
            }
            return nil
        }
    }

    /// Every anchor a page's model defines: sections, blocks and sentences.
    public static func anchors(of page: Page) -> Set<String> {
        var result = Set<String>()
        for section in page.sections {
            result.insert(section.anchor)
            if let html = section.headingHTML { result.formUnion(rawAnchors(in: html)) }
            for block in section.blocks {
                result.insert(block.anchor)
                for sentence in block.sentences { result.insert(sentence.anchor) }
                if let html = block.block.markupHTML { result.formUnion(rawAnchors(in: html)) }
            }
        }
        return result
    }

    /// Ids of the anchors that Markdown's raw HTML left (`<span id="page-0-1"></span>`, as the reader writes them),
    /// and of footnotes and their references (`<li id="fn-1">`, `<a href="#fn-1" id="fnref-1">`).
    public static func rawAnchors(in html: String) -> [String] {
        var ids = ids(in: html, after: "<span id=\"")
        if html.utf8Contains("footnote") {
            // cmark-gfm percent-encodes a label beyond ASCII (`[^†]`: `fn-%E2%80%A0`); links name it decoded.
            ids += self.ids(in: html, after: "<li id=\"fn-").map { "fn-" + ($0.removingPercentEncoding ?? $0) }
            ids += self.ids(in: html, after: " id=\"fnref-").map { "fnref-" + ($0.removingPercentEncoding ?? $0) }
        }
        return ids
    }

    private static func ids(in html: String, after marker: String) -> [String] {
        guard html.utf8Contains(marker) else { return [] }
        var ids: [String] = []
        var rest = html[...]
        while let start = rest.range(of: marker) {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            ids.append(HTML.unescape(String(rest[..<end])))
            rest = rest[end...]
        }
        return ids
    }

    public func page(id: String, language: String) -> Page? { versions[id]?[language] }

    /// The original (source-language) version of a page.
    public func original(id: String) -> Page? {
        guard let all = versions[id] else { return nil }
        return all.values.first { $0.role == .original } ?? all[site.defaultLanguage] ?? all.values.first
    }

    public func hasPage(_ id: String) -> Bool { versions[id] != nil }

    public func has(anchor: String, on page: Page) -> Bool {
        // The site's page at that URL, as the site has it (a caller may hold an older copy).
        guard let i = pageAtURL[page.url] else { return false }
        return anchors.anchors(of: site.pages[i]).contains(anchor)
    }

    /// The place `pageID#anchor` for a reader of `language`. An anchor missing from the reader's version (a
    /// translation whose headings were not aligned) is mapped through the aligned anchors; failing that the
    /// link goes to the source-language page. Nil when the page or the anchor exists nowhere.
    public func resolve(pageID: String, anchor: String?, language: String) -> LinkTarget? {
        guard let all = versions[pageID] else { return nil }
        let own = all[language]
        let source = original(id: pageID)
        func target(_ page: Page, _ anchor: String?) -> LinkTarget {
            LinkTarget(page: page, anchor: anchor, title: title(of: page, anchor: anchor), readerLanguage: language)
        }
        guard let anchor else { return (own ?? source).map { target($0, nil) } }
        if let own, has(anchor: anchor, on: own) { return target(own, anchor) }
        // The anchor is the source's: follow the alignment into the reader's version.
        if let own, let source, own.url != source.url {
            let mapped = source.alignedAnchors[anchor]?[own.contentLanguage]
                ?? own.alignedAnchors.first { $0.value[source.contentLanguage] == anchor }?.key
            if let mapped, has(anchor: mapped, on: own) { return target(own, mapped) }
        }
        // Any other version that has it, the source first.
        let others = ([source].compactMap { $0 } + all.keys.sorted().compactMap { all[$0] }).filter { $0.url != own?.url }
        if let page = others.first(where: { has(anchor: anchor, on: $0) }) { return target(page, anchor) }
        // An anchor as another renderer writes it (`#dos--donts`, `#snake_case`, `#café`): the section whose
        // anchor has the same letters and digits.
        for page in [own].compactMap({ $0 }) + others {
            if let matched = anchors.keys(of: page).anchor(matching: anchor) { return target(page, matched) }
        }
        for page in [own].compactMap({ $0 }) + others where anchors.keys(of: page).isTitle(anchor) { return target(page, nil) }
        return nil
    }

    /// The letters and digits of an anchor, lower-cased and without accents: what GitHub's, Hugo's and
    /// Concord's anchors of one heading share, whatever they make of its punctuation and spaces.
    public static func anchorKey(_ anchor: String) -> String {
        var key = ""
        for scalar in anchor.decomposedStringWithCanonicalMapping.lowercased().unicodeScalars
        where scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
            key.unicodeScalars.append(scalar)
        }
        return key
    }

    /// The anchor of the page's section whose key is the fragment's (`#dos--donts` → `dos-donts`), else of the
    /// section whose heading has the fragment's letters and digits: a heading mixing scripts
    /// (`#htmlフォームの送信` for "HTML フォームの送信", whose anchor is `html`) or a translated heading that took
    /// its source's anchor (`#升级指南`), the `n`th repeat of it for `-n`. Nil when none is, or when the fragment
    /// has no letters or digits.
    public static func sectionAnchor(matching fragment: String, on page: Page) -> String? {
        SectionKeys(page).anchor(matching: fragment)
    }

    /// The heading of the section with this anchor (with its parent's for repeated headings such as "Usage"),
    /// else the start of the block's text, else the page title.
    public func title(of page: Page, anchor: String?) -> String {
        guard let anchor else { return page.title }
        if let index = page.sections.firstIndex(where: { $0.anchor == anchor }) {
            return Self.sectionTitle(page, index)
        }
        for section in page.sections {
            for block in section.blocks where block.anchor == anchor || block.sentences.contains(where: { $0.anchor == anchor }) {
                let text = block.sentences.first { $0.anchor == anchor }?.text ?? block.block.text
                return Self.snippet(text)
            }
        }
        return page.title
    }

    /// A section's title: its heading, with the parent heading when the heading repeats on the page.
    public static func sectionTitle(_ page: Page, _ index: Int) -> String {
        let section = page.sections[index]
        guard let heading = section.heading else { return page.title }
        // Called for every section and every link to one: most headings differ from this one in length, and ASCII
        // keeps its length when lower-cased, so only a few are lower-cased to compare.
        let key = heading.lowercased(), length = heading.utf8.count, ascii = heading.utf8.allSatisfy { $0 < 0x80 }
        func same(_ other: String) -> Bool {
            if other == heading { return true }
            if ascii, other.utf8.count != length, other.utf8.allSatisfy({ $0 < 0x80 }) { return false }
            return other.lowercased() == key
        }
        var matching = 0
        for other in page.sections { if let h = other.heading, same(h) { matching += 1; if matching > 1 { break } } }
        let repeated = matching > 1
        guard repeated, let parent = page.sections[..<index].last(where: { $0.heading != nil && $0.level < section.level })?.heading else {
            return heading
        }
        return parent + " › " + heading
    }

    /// The first sentence or words of a text, for link titles.
    public static func snippet(_ text: String, limit: Int = 80) -> String {
        let trimmed = Whitespace.trimmed(text)
        // A character is a byte at least: no count of them when the bytes are few enough.
        guard trimmed.utf8.count > limit, trimmed.count > limit else { return trimmed }
        let cut = trimmed.prefix(limit)
        if let space = cut.lastIndex(of: " ") { return String(cut[..<space]) + "…" }
        return String(cut) + "…"
    }
}
