import Diagnostics
import Foundation
import Ingest
import TextAnalysis

/// How automatic cross-references are scored and cut. The defaults come from the grid search of `concord-bench
/// crossref --holdout` on the whole seed talk (in-sample, so optimistic; the held-out figures of that command are
/// the honest ones), taken a step towards precision where the grid's neighbourhood showed it costs little recall:
/// no link is better than a wrong one.
public struct CrossReferenceSettings: Sendable {
    /// Weights of the three similarities in a link's score.
    public var lexicalWeight = 0.5
    public var conceptWeight = 0.25
    public var headingWeight = 0.25
    /// Headings count this many times in a section's term vector.
    public var headingBoost = 2.0
    /// A link needs at least this score: below it, no link beats a wrong one.
    public var minimumScore = 0.2
    /// …and at least this fraction of the paragraph's best score.
    public var relativeToBest = 0.7
    public var maximumPerParagraph = 3
    /// Terms and concepts found in more than this share of the sections say nothing about which section is meant.
    public var maximumDocumentShare = 0.5
    /// Weight of the previous paragraph's words in a paragraph's vector (talk paragraphs lean on their context).
    public var contextWeight = 0.0
    /// How much the paragraph's similarity to the whole page counts: score × (1 − w + w × page similarity / best page similarity).
    public var pageWeight = 0.5
    /// The heading counts in full only when the paragraph's lexical similarity to the section reaches this (a
    /// platform name or "best practices" in passing is no topic); below, in proportion.
    public var headingGate = 0.3
    /// Sections without a heading need this many distinct content words (a page's one-line lede is no topic).
    public var minimumUntitledTerms = 8
    /// A section needs a paragraph or list item of at least this many words (link lists and change logs have none).
    public var minimumSentenceWords = 8
    /// The page title's words count this share of a heading's in each section of the page. 0 turns it off.
    public var pageTitleWeight = 0.0
    /// Weight of the heading of the talk section (chapter) a paragraph is in, added to its vector.
    public var chapterWeight = 0.5
    /// Neighbour smoothing: a talk dwells on one topic for several paragraphs, so a paragraph's score for a section
    /// is the weighted mean of its own and its neighbours' (within `window` paragraphs each side, inside the same
    /// chapter), the neighbour `k` away weighing `neighbourDecay^k`. 0 turns smoothing off.
    public var neighbourDecay = 0.5
    public var window = 2
    /// Margin rule: a kept link must beat the best candidate that was not kept by at least this much; an unclear
    /// choice between sections gives no link.
    public var margin = 0.0
    /// "See also" between guideline sections of different design systems: a pair needs this score and must be each
    /// other's best match in the other system (no link beats a wrong one).
    public var seeAlsoMinimum = 0.2
    /// Hub correction: a section that resembles every paragraph of the talk a little (a broad section such as a
    /// platform's overview) has this share of its mean score over the talk's paragraphs taken off each score.
    public var hubPenalty = 0.5
    /// Topic segmentation: a talk is cut into runs of paragraphs that each discuss one section (or none), the cut
    /// that maximises Σ (own score − `segmentFloor`) over linked paragraphs minus `segmentPenalty` per change of
    /// topic (a Viterbi pass). The paragraphs from the first to the last of a run that score `segmentFloor` for its
    /// section are linked to it, on top of the links their own scores earn (but see `segmentYield`): a talk names
    /// a topic and then talks about it in words of its own. 0 turns segmentation off.
    public var segmentPenalty = 0.3
    public var segmentFloor = 0.11
    /// What a paragraph sharing no words with a section costs a run of that section.
    public var segmentGap = 0.05
    /// A paragraph that earns links of its own does not inherit its run's section unless it shares words with it.
    public var segmentYield = true
    /// How much the whole talk's similarity to a page counts: score × (1 − w + w × talk–page similarity / best
    /// talk–page similarity). A talk about search links to a "Best practices" section of a page about search,
    /// not of one about page controls.
    public var talkPageWeight = 1.0
    /// Related words (`RelatedWords`: "typeface" for "font") count this much of the word a paragraph uses, when the
    /// guidelines use the related word and not the paragraph's own. 0 turns them off.
    public var relatedWeight = 0.3
    /// Thresholds are calibrated per library, against the scores of unrelated pairs: a link needs `calibrationLevel`
    /// times the score that unrelated pairs reach at `noiseQuantile`. Scores are rescaled so that this level is
    /// `minimumScore`, and `segmentFloor`, `segmentGap` and `segmentPenalty` keep their proportion to it. A library
    /// whose unrelated pairs score higher (more vocabulary shared with the talks, longer caption paragraphs) asks
    /// more of a link. 0 turns calibration off (absolute thresholds).
    public var calibrationLevel = 3.5
    /// The quantile of the unrelated pairs' positive scores taken as the library's noise level.
    public var noiseQuantile = 0.99
    /// Unrelated pairs: a paragraph and a section of a page that is not among the `closePages` pages closest to
    /// the whole talk. A library with fewer such pairs (a few pages, all on one subject) keeps absolute thresholds.
    public var closePages = 5
    public var minimumUnrelatedPairs = 2000
    /// On a library of more than twice `candidatePages` pages or twice `candidateSections` sections, a talk is
    /// scored against its closest pages (by the talk prior), at most `candidatePages` of them holding at most
    /// `candidateSections` sections, which may earn links, and `noisePages` others drawn at random, which only
    /// measure the noise level: the work per talk then stays the same as the library grows. On the corpus library
    /// (161 pages, 1,192 sections, every page scored), links to pages beyond a talk's 48 closest were 4 % of all,
    /// beyond its 24 closest 17 %. Scoring only the 48 closest (540 sections per talk) kept 92.7 % of the links of
    /// a full scoring, a budget of 500 sections (495 per talk) 91.4 %: the same per section scored. Sections are
    /// the budget because a talk's closest pages are long ones: on the ten-times library its 96 closest held 1,492
    /// sections, nearly twice the average, and its scoring took twice the work per paragraph of the whole corpus's.
    /// 768 is 96 pages of 8 sections, the library's average.
    public var candidatePages = 96
    public var candidateSections = 768
    public var noisePages = 32

    public init() {}

    /// The settings the benchmarks tune, in one line.
    public var summary: String {
        String(format: "minimumScore=%.3f relativeToBest=%.2f segmentPenalty=%.2f segmentFloor=%.2f relatedWeight=%.2f calibrationLevel=%.2f",
               minimumScore, relativeToBest, segmentPenalty, segmentFloor, relatedWeight, calibrationLevel)
    }

    /// Sets a setting by name (`minimumScore=0.3`), for experiments from the benchmark; false for an unknown name.
    public mutating func set(_ assignment: String) -> Bool {
        let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let value = Double(parts[1]) else { return false }
        switch parts[0] {
        case "lexicalWeight": lexicalWeight = value
        case "conceptWeight": conceptWeight = value
        case "headingWeight": headingWeight = value
        case "headingBoost": headingBoost = value
        case "minimumScore": minimumScore = value
        case "relativeToBest": relativeToBest = value
        case "maximumPerParagraph": maximumPerParagraph = Int(value)
        case "maximumDocumentShare": maximumDocumentShare = value
        case "contextWeight": contextWeight = value
        case "pageWeight": pageWeight = value
        case "headingGate": headingGate = value
        case "minimumUntitledTerms": minimumUntitledTerms = Int(value)
        case "minimumSentenceWords": minimumSentenceWords = Int(value)
        case "pageTitleWeight": pageTitleWeight = value
        case "chapterWeight": chapterWeight = value
        case "neighbourDecay": neighbourDecay = value
        case "window": window = Int(value)
        case "margin": margin = value
        case "hubPenalty": hubPenalty = value
        case "seeAlsoMinimum": seeAlsoMinimum = value
        case "segmentPenalty": segmentPenalty = value
        case "segmentFloor": segmentFloor = value
        case "segmentGap": segmentGap = value
        case "segmentYield": segmentYield = value != 0
        case "talkPageWeight": talkPageWeight = value
        case "relatedWeight": relatedWeight = value
        case "calibrationLevel": calibrationLevel = value
        case "noiseQuantile": noiseQuantile = value
        case "closePages": closePages = Int(value)
        case "minimumUnrelatedPairs": minimumUnrelatedPairs = Int(value)
        case "candidatePages": candidatePages = Int(value)
        case "noisePages": noisePages = Int(value)
        case "candidateSections": candidateSections = Int(value)
        default: return false
        }
        return true
    }
}
