import Diagnostics
import Foundation
import Ingest
import Support
import TextAnalysis

/// One scored pairing of a talk paragraph with a guideline section.
public struct CrossReferenceCandidate: Sendable, Hashable {
    public var talkID: String
    public var paragraphAnchor: String
    public var paragraphText: String
    public var time: Double?
    public var pageID: String
    public var sectionAnchor: String
    public var score: Double
    /// The paragraph's own score, before smoothing over its neighbours.
    public var ownScore: Double = 0
    /// The parts of the own score: TF-IDF cosine of stems, of glossary concepts, and the share of the heading's words used.
    public var lexical: Double
    public var concept: Double
    public var heading: Double
    /// The section of the topic run (see `CrossReferenceSettings.segmentPenalty`) the paragraph is in.
    public var inSegment = false
    /// The strongest words the paragraph shares with the section, as the paragraph writes them (filled for links kept).
    public var evidence: [String] = []
}

/// Links talk moments to the guideline sections they discuss, and back.
///
/// Each talk paragraph is compared with each section of an original guideline page (any design system):
/// TF-IDF cosine over Snowball stems of content words (section headings count double), cosine over glossary
/// concepts (so "scope bar" meets "scope control"), and how much of the section heading's weight the
/// paragraph uses. Links need a minimum score and a good share of the paragraph's best, at most three per
/// paragraph. A talk dwells on a topic for several paragraphs, most of them in words of their own, so each talk
/// chapter is then cut into topic runs (a Viterbi pass over the paragraphs' scores) and the paragraphs between the
/// first and last that name a run's section link to it too. Translations and untranslated copies then get the
/// same links, mapped to their own anchors.
public enum CrossReferencer {
    /// Adds related links and "discussed in" links; returns their number. (Authors' links and glossary terms are
    /// stages of their own: `SiteLinker` runs them all.)
    @discardableResult
    /// `cache`, when given, keeps each talk's analysed paragraphs between builds (`ParagraphDocCoding`).
    public static func link(_ site: inout Site, glossary: Glossary, related: RelatedWords = RelatedWords(),
                            settings: CrossReferenceSettings = .init(), cache: (any ProductCache)? = nil) -> Int {
        // Nothing to link in a collection of guidelines with no talks, in one design system (no "see also" either),
        // nor in talks with no guidelines (a library of captions alone spent a second here finding nothing).
        let originals = site.pages.filter { $0.role == .original }
        guard originals.contains(where: { $0.kind == .guideline }) else { return 0 }
        if !originals.contains(where: { $0.kind == .session }),
           Set(originals.filter { $0.kind == .guideline }.compactMap(\.designSystem)).count < 2 { return 0 }
        var surfaces: [String: String] = [:]
        let sections = sectionDocs(site, glossary: glossary, settings: settings, surfaces: &surfaces)
        let paragraphs = paragraphDocs(site, glossary: glossary, surfaces: &surfaces, cache: cache)
        let stemmed = related.stems(of: surfaces)
        var chosen = candidates(sections: sections, paragraphs: paragraphs, related: stemmed, settings: settings,
                                perParagraph: settings.maximumPerParagraph + 1, details: false, selecting: true)
        addEvidence(&chosen, sections: sections, paragraphs: paragraphs)
        apply(chosen, to: &site)
        applySeeAlso(seeAlso(sections, settings: settings), to: &site)
        return chosen.count
    }
}

/// A paragraph's own scores against sections: score and its parts (TF-IDF of stems, of concepts, heading share).
/// The parts are only reported (the benchmark's dumps), so they are kept in single precision: 64 of these per
/// talk paragraph are the cross-reference step's largest arrays on a large library.
typealias Parts = (score: Double, lexical: Float, concept: Float, heading: Float)
