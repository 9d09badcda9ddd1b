import Diagnostics
import Foundation
import Ingest
import Support
import TextAnalysis

// Applying links to the site: "Related guidelines" on talk paragraphs, "Discussed in" on sections, in every
// language version.

extension CrossReferencer {
    static func apply(_ links: [CrossReferenceCandidate], to site: inout Site) {
        guard !links.isEmpty else { return }
        let resolver = LinkResolver(site: site)
        // Originals first: talk paragraph → sections, section → talk moments.
        var related: [String: [String: [CrossReferenceCandidate]]] = [:]    // talk id → paragraph anchor → links
        var discussed: [String: [String: [CrossReferenceCandidate]]] = [:]  // page id → section anchor → links
        for link in links {
            related[link.talkID, default: [:]][link.paragraphAnchor, default: []].append(link)
            discussed[link.pageID, default: [:]][link.sectionAnchor, default: []].append(link)
        }
        // Where each linked paragraph is in its talk, so consecutive ones make one passage.
        var order: [String: Int] = [:]  // talk id # anchor → position
        for page in site.pages where page.kind == .session && related[page.id] != nil {
            for (n, block) in page.blocks.enumerated() { order[page.id + "#" + block.anchor] = n }
        }
        // Pages are independent: each linked page is updated on its own core, read from the site as it was.
        let relatedLinks = related, discussedLinks = discussed, positions = order, pages = site.pages
        let changed = pages.indices.concurrentMap { i -> Page? in
            let page = pages[i]
            guard (page.kind == .session && relatedLinks[page.id] != nil) || (page.kind == .guideline && discussedLinks[page.id] != nil) else { return nil }
            var updated = page
            if let byAnchor = relatedLinks[page.id], page.kind == .session {
                for s in page.sections.indices {
                    for b in page.sections[s].blocks.indices {
                        let anchor = page.sections[s].blocks[b].anchor
                        guard let links = byAnchor[anchor] else { continue }
                        updated.sections[s].blocks[b].related = links.sorted { ($0.score, $1.pageID, $1.sectionAnchor) > ($1.score, $0.pageID, $0.sectionAnchor) }.compactMap { link in
                            var ref = reference(to: link.pageID, anchor: link.sectionAnchor, from: page, resolver: resolver, score: link.score)
                            ref?.evidence = link.evidence
                            return ref
                        }
                    }
                }
            }
            if let byAnchor = discussedLinks[page.id], page.kind == .guideline {
                let source = resolver.original(id: page.id)
                for s in page.sections.indices {
                    // A translation's section shows the moments of the source section it was aligned with.
                    let anchor = source.flatMap { sourceSection(of: page.sections[s], on: page, source: $0, resolver: resolver) }
                    guard let anchor, let links = byAnchor[anchor] else { continue }
                    updated.sections[s].discussedIn = passages(links, order: positions).compactMap { passage in
                        let link = passage[0]
                        guard var ref = reference(to: link.talkID, anchor: link.paragraphAnchor, from: page, resolver: resolver,
                                                  score: passage.map(\.score).max() ?? link.score)
                        else { return nil }
                        ref.title = resolver.page(id: link.talkID, language: ref.language ?? page.language)?.title ?? ref.title
                        ref.detail = LinkResolver.snippet(SentenceSplitter.split(link.paragraphText).first ?? link.paragraphText)
                        ref.time = link.time
                        if passage.count > 1 { ref.endTime = passage.last!.time }
                        return ref
                    }
                }
            }
            return updated
        }
        for (i, page) in changed.enumerated() { if let page { site.pages[i] = page } }
    }

    /// Links to one section grouped into passages (runs of consecutive paragraphs of one talk), in talk order: a
    /// section discussed for two minutes is one "4:16–5:09" moment, not eight.
    static func passages(_ links: [CrossReferenceCandidate], order: [String: Int]) -> [[CrossReferenceCandidate]] {
        // Each link's position looked up once, not in every comparison of the sort.
        let positioned = links.map { (link: $0, position: order[$0.talkID + "#" + $0.paragraphAnchor] ?? Int.max) }
        let sorted = positioned.sorted { ($0.link.talkID, $0.position, $0.link.paragraphAnchor) < ($1.link.talkID, $1.position, $1.link.paragraphAnchor) }
        var result: [[CrossReferenceCandidate]] = []
        var lastPosition = Int.max
        for (link, position) in sorted {
            if let last = result.last?.last, last.talkID == link.talkID, lastPosition != Int.max, position == lastPosition + 1 {
                result[result.count - 1].append(link)
            } else {
                result.append([link])
            }
            lastPosition = position
        }
        return result
    }

    /// A reference from `page` to a place, resolved in the page's language (falling back to the source's).
    static func reference(to pageID: String, anchor: String, from page: Page, resolver: LinkResolver, score: Double) -> CrossReference? {
        guard let target = resolver.resolve(pageID: pageID, anchor: anchor, language: page.language) else { return nil }
        var detail = target.page.title
        if let system = target.page.designSystem { detail += " · " + system }
        return CrossReference(pageID: pageID, anchor: target.anchor, title: target.title, detail: detail, score: score,
                              language: target.page.language == page.language ? nil : target.page.language)
    }

    /// The anchor of the section on the source page that `section` (of a version of that page) corresponds to:
    /// the same anchor (aligned headings share it), else the section holding the aligned counterpart of the
    /// heading, else of most of its blocks.
    static func sourceSection(of section: Section, on page: Page, source: Page, resolver: LinkResolver) -> String? {
        if page.url == source.url || source.sections.contains(where: { $0.anchor == section.anchor }) {
            return section.anchor
        }
        func owner(_ anchor: String) -> String? {
            source.sections.first { $0.anchor == anchor || $0.blocks.contains { $0.anchor == anchor } }?.anchor
        }
        let peers: (String) -> String? = { page.alignedAnchors[$0]?[source.contentLanguage] }
        if let peer = peers(section.anchor), let owner = owner(peer) { return owner }
        var votes: [String: Int] = [:]
        for block in section.blocks { if let peer = peers(block.anchor), let owner = owner(peer) { votes[owner, default: 0] += 1 } }
        guard let best = votes.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), best.value * 2 >= section.blocks.count else { return nil }
        return best.key
    }
}
