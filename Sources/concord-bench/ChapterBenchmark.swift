// concord-bench chapters [--corpus DIR] [--sample N] [--seed N]
import Align
import Foundation
import Ingest
import Support

/// Chapter titles and talk titles found from captions alone, on the corpus talks: how many chapter titles
/// come from the talk's signposts, from a chapter's distinctive words, or are honest time labels; every title
/// is checked to read as a phrase. Prints a random sample for judgement.
enum ChapterBenchmark {
    static func run(_ arguments: [String]) -> Int32 {
        var corpus = "../shared/corpus/transcripts/eng"
        var sampleSize = 30
        var seed: UInt64 = 15
        var verbose = false
        var i = 0
        while i < arguments.count {
            let value = i + 1 < arguments.count ? arguments[i + 1] : nil
            switch arguments[i] {
            case "--corpus": corpus = value ?? corpus; i += 2
            case "--sample": sampleSize = value.flatMap(Int.init) ?? sampleSize; i += 2
            case "--seed": seed = value.flatMap(UInt64.init) ?? seed; i += 2
            case "--verbose": verbose = true; i += 1
            default:
                print("usage: concord-bench chapters [--corpus DIR] [--sample N] [--seed N]")
                return 2
            }
        }
        let talks = AlignBenchmark.loadCorpus(corpus)
        guard !talks.isEmpty else {
            print("chapters: no transcripts under \(corpus)")
            return 1
        }
        var counts: [TranscriptChapters.Chapter.Origin: Int] = [:]
        var subsections = 0, talksWithChapters = 0, notPhrases = 0
        var all: [(talk: String, title: String, origin: String)] = []
        var titled = 0
        var titleSamples: [(String, String)] = []
        let start = Date()
        for talk in talks {
            let built = TranscriptParagraphBuilder.build(talk)
            let chapters = TranscriptChapters.detect(paragraphs: built.paragraphs.map { $0.sentences.map(\.text) })
            if !chapters.isEmpty { talksWithChapters += 1 }
            for chapter in chapters {
                counts[chapter.origin, default: 0] += 1
                if chapter.level == 3 { subsections += 1 }
                if !chapter.timeLabel && !TranscriptChapters.isPhrase(chapter.title) { notPhrases += 1 }
                if chapter.origin != .standard {
                    all.append((talk.id, chapter.timeLabel ? "(time label)" : chapter.title, chapter.origin.rawValue))
                }
                if verbose {
                    print("  \(talk.id)\tL\(chapter.level)\t\(chapter.origin.rawValue)\t\(chapter.timeLabel ? "(time label)" : chapter.title)"
                          + (chapter.rejectedTitle.map { "\t(rejected: \($0))" } ?? ""))
                }
            }
            if let title = TranscriptTitle.guess(sentences: built.paragraphs.prefix(12).flatMap { $0.sentences.map(\.text) }) {
                titled += 1
                titleSamples.append((talk.id, title))
                if verbose { print("  title\t\(talk.id)\t\(title)") }
            }
        }
        let elapsed = Date().timeIntervalSince(start)
        let total = counts.values.reduce(0, +)
        print("chapters: \(talks.count) talks from \(corpus) in \(String(format: "%.1f", elapsed)) s; \(talksWithChapters) with chapters")
        print("  chapter titles: \(total) (\(subsections) subsections)")
        for origin in [TranscriptChapters.Chapter.Origin.signpost, .distinctive, .time, .standard] {
            print("    \(origin.rawValue): \(counts[origin, default: 0])")
        }
        print("  noun phrases (signpost + distinctive): \(counts[.signpost, default: 0] + counts[.distinctive, default: 0]); time labels: \(counts[.time, default: 0]); titles failing the phrase check: \(notPhrases)")
        var rng = SplitMix64(seed: seed)
        var sample = all
        for k in sample.indices.reversed() where k > 0 { sample.swapAt(k, Int(rng.next() % UInt64(k + 1))) }
        print("  sample of \(min(sampleSize, sample.count)) (seed \(seed)):")
        for entry in sample.prefix(sampleSize).sorted(by: { $0.talk < $1.talk }) { print("    \(entry.talk)\t\(entry.origin)\t\(entry.title)") }
        print("  talk titles from the talk's own words: \(titled) of \(talks.count)")
        var titleSample = titleSamples
        for k in titleSample.indices.reversed() where k > 0 { titleSample.swapAt(k, Int(rng.next() % UInt64(k + 1))) }
        for entry in titleSample.prefix(sampleSize).sorted(by: { $0.0 < $1.0 }) { print("    \(entry.0)\t\(entry.1)") }
        return 0
    }
}
