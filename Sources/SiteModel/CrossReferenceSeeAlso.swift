import Diagnostics
import Foundation
import Ingest
import Support
import TextAnalysis

// "See also": guideline section ↔ guideline section across design systems.

extension CrossReferencer {
    /// One "see also" pair: two sections of pages from different design systems that say the same thing.
    public struct SeeAlso: Sendable, Hashable {
        public var pageID: String
        public var anchor: String
        public var otherPageID: String
        public var otherAnchor: String
        public var score: Double
    }

    /// Sections of different design systems (Material's expandable search and Apple's search in a toolbar) that are
    /// each other's best match in the other system, on pages that are each other's best match too, with a score
    /// of at least `seeAlsoMinimum`: the TF-IDF cosine of
    /// their stems and of their glossary concepts, and how much of each heading the other section uses, weighted as
    /// for talk links. Each pair is listed once, both directions being implied.
    public static func seeAlso(_ site: Site, glossary: Glossary, settings: CrossReferenceSettings = .init()) -> [SeeAlso] {
        seeAlso(sectionDocs(site, glossary: glossary, settings: settings), settings: settings)
    }

    static func seeAlso(_ all: [SectionDoc], settings: CrossReferenceSettings) -> [SeeAlso] {
        let sections = all.filter { $0.designSystem != nil }
        guard Set(sections.compactMap(\.designSystem)).count > 1 else { return [] }
        let words = Vocabulary(sections.map(\.terms)), ideas = Vocabulary(sections.map(\.concepts))
        let wordIDF = words.idf(sections.map(\.terms), maximumShare: settings.maximumDocumentShare)
        let ideaIDF = ideas.idf(sections.map(\.concepts), maximumShare: settings.maximumDocumentShare)
        let terms = sections.map { words.sparse($0.terms, idf: wordIDF) }, concepts = sections.map { ideas.sparse($0.concepts, idf: ideaIDF) }
        @Sendable func headingShare(_ heading: [String: Double], in other: [String: Double]) -> Double {
            var total = 0.0, used = 0.0
            for t in heading.keys.sorted() { let w = words.ids[t].map { wordIDF[$0] } ?? 0; total += w; if other[t] != nil { used += w } }
            return total > 0 ? used / total : 0
        }
        // Pages are matched first, then sections within them: on a large site, Material's search "Usage" has some
        // closest section among thousands of Apple ones, on a page about something else.
        let pageTerms = totals(sections, group: \.pageID, terms: \.terms)
        var pageSystem: [String: String] = [:], pageSections: [String: [Int]] = [:]
        for (k, s) in sections.enumerated() {
            pageSystem[s.pageID] = s.designSystem
            pageSections[s.pageID, default: []].append(k)
        }
        let pageIDs = pageTerms.keys.sorted()
        let pageVectors = Dictionary(uniqueKeysWithValues: pageIDs.map { ($0, words.sparse(pageTerms[$0]!, idf: wordIDF)) })
        let systemOf = pageSystem, sectionsOf = pageSections
        // Every page's closest page in each other system, on every core.
        let closest = pageIDs.concurrentMap { p -> [String: String] in
            var best: [String: (page: String, similarity: Double)] = [:]
            for q in pageIDs where systemOf[q] != systemOf[p] {
                let similarity = cosine(pageVectors[p]!, pageVectors[q]!)
                if similarity > 0, similarity > best[systemOf[q]!]?.similarity ?? 0 { best[systemOf[q]!] = (q, similarity) }
            }
            return best.mapValues(\.page)
        }
        let bestPage = Dictionary(uniqueKeysWithValues: zip(pageIDs, closest))
        /// The score of sections `i` and `j` (of different systems); symmetric.
        @Sendable func score(_ i: Int, _ j: Int) -> Double {
            let (a, b) = i < j ? (i, j) : (j, i)
            let lexical = cosine(terms[a], terms[b]), concept = cosine(concepts[a], concepts[b])
            let heading = (headingShare(sections[a].headingTerms, in: sections[b].terms) + headingShare(sections[b].headingTerms, in: sections[a].terms)) / 2
            return settings.lexicalWeight * lexical + settings.conceptWeight * concept + settings.headingWeight * heading
        }
        // Each section's best match (and its score) among the sections of the closest page of each other system.
        let systems = Set(sections.compactMap(\.designSystem)).sorted()
        let bestMatch = sections.indices.concurrentMap { i -> [String: (section: Int, score: Double)] in
            var out: [String: (section: Int, score: Double)] = [:]
            for system in systems where system != sections[i].designSystem {
                guard let page = bestPage[sections[i].pageID]?[system] else { continue }
                let scored = sectionsOf[page]!.map { ($0, score(i, $0)) }.filter { $0.1 > 0 }
                if let top = scored.max(by: { ($0.1, sections[$1.0].anchor) < ($1.1, sections[$0.0].anchor) }) { out[system] = top }
            }
            return out
        }
        var pairs: [SeeAlso] = []
        for i in sections.indices {
            for system in systems where system != sections[i].designSystem {
                guard let (j, s) = bestMatch[i][system], j > i, bestMatch[j][sections[i].designSystem!]?.section == i,
                      s >= settings.seeAlsoMinimum else { continue }
                pairs.append(SeeAlso(pageID: sections[i].pageID, anchor: sections[i].anchor,
                                     otherPageID: sections[j].pageID, otherAnchor: sections[j].anchor, score: s))
            }
        }
        return pairs
    }

    /// Adds each pair to both sections' `seeAlso`, in every language tree.
    static func applySeeAlso(_ pairs: [SeeAlso], to site: inout Site) {
        guard !pairs.isEmpty else { return }
        let resolver = LinkResolver(site: site)
        var targets: [String: [String: [(String, String, Double)]]] = [:]  // page id → section anchor → (page, anchor, score)
        for p in pairs {
            targets[p.pageID, default: [:]][p.anchor, default: []].append((p.otherPageID, p.otherAnchor, p.score))
            targets[p.otherPageID, default: [:]][p.otherAnchor, default: []].append((p.pageID, p.anchor, p.score))
        }
        for i in site.pages.indices where site.pages[i].kind == .guideline {
            let page = site.pages[i]
            guard let byAnchor = targets[page.id], let source = resolver.original(id: page.id) else { continue }
            for s in page.sections.indices {
                guard let anchor = sourceSection(of: page.sections[s], on: page, source: source, resolver: resolver),
                      let links = byAnchor[anchor] else { continue }
                site.pages[i].sections[s].seeAlso += links.sorted { ($0.2, $1.0, $1.1) > ($1.2, $0.0, $0.1) }.compactMap {
                    reference(to: $0.0, anchor: $0.1, from: page, resolver: resolver, score: $0.2)
                }
            }
        }
    }
}
