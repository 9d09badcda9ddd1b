import Diagnostics
import Foundation
import Ingest
import Support

/// One talk's alignment as a cache entry (`ProductCache` kind `talks`): keyed by the talk's captions, its prose
/// and its other caption tracks, holding what `SessionPlanner.planTalk` made of them and the problems it found.
/// The documents themselves are not stored: the build has just read them.
enum SessionPlanCoding {
    static let kind = "talks"

    static func plan(_ transcript: Document, prose: Document?, otherTracks: [Document], cache: any ProductCache,
                     make: () -> (SessionPlan, [Diagnostic])) -> (SessionPlan, [Diagnostic]) {
        cache.product(kind, inputs: { w in
            w.write("talk alignment 1")
            w.write(transcript)
            w.write(prose != nil)
            if let prose { w.write(prose) }
            w.write(otherTracks.count)
            for track in otherTracks { w.write(track) }
        }, decode: { r in
            try decode(&r, transcript: transcript, prose: prose, otherTracks: otherTracks)
        }, encode: encode, make: make)
    }

    static func encode(_ made: (SessionPlan, [Diagnostic]), _ w: inout BinaryWriter) {
        let (plan, problems) = made
        w.write(plan.transcript.title)
        w.write(plan.title)
        w.write(plan.blocks.count)
        for block in plan.blocks { w.write(block) }
        w.write(plan.timings.count)
        for timing in plan.timings {
            w.write(timing.start)
            w.write(timing.spoken)
            w.write(timing.sentences.count)
            for sentence in timing.sentences {
                w.write(sentence.text)
                w.write(sentence.start)
            }
        }
        w.write(plan.captions.count)
        for captions in plan.captions {
            w.write(captions.count)
            for language in captions.keys.sorted() {
                w.write(language)
                w.write(captions[language]!)
            }
        }
        w.write(plan.captionLanguages)
        w.write(plan.continuation.count)
        for index in plan.continuation.sorted() { w.write(index) }
        w.write(problems.count)
        for problem in problems { w.write(problem) }
    }

    static func decode(_ r: inout BinaryReader, transcript: Document, prose: Document?, otherTracks: [Document]) throws -> (SessionPlan, [Diagnostic]) {
        var transcript = transcript
        transcript.title = try r.string()
        let title = try r.optionalString()
        let blocks = try (0..<r.count()).map { _ in try r.block() }
        let timings = try (0..<r.count()).map { _ in
            let start = try r.optionalDouble(), spoken = try r.bool()
            let sentences = try (0..<r.count()).map { _ in (text: try r.string(), start: try r.optionalDouble()) }
            return BlockTiming(start: start, spoken: spoken, sentences: sentences)
        }
        let captions = try (0..<r.count()).map { _ in
            var byLanguage: [String: String] = [:]
            for _ in 0..<(try r.count()) { byLanguage[try r.string()] = try r.string() }
            return byLanguage
        }
        let languages = try r.strings()
        let continuation = Set(try (0..<r.count()).map { _ in try r.int() })
        let problems = try (0..<r.count()).map { _ in try r.diagnostic() }
        guard blocks.count == timings.count, captions.count == blocks.count else { throw BinaryReader.Malformed() }
        var proseDocument = prose
        proseDocument?.kind = .session
        var plan = SessionPlan(transcript: transcript, prose: proseDocument, blocks: blocks, timings: timings,
                               captions: captions, captionLanguages: languages)
        plan.continuation = continuation
        plan.metadata = transcript.metadata
        plan.title = title
        for track in otherTracks where track.transcript != nil { plan.tracks[track.language] = track }
        return (plan, problems)
    }
}
