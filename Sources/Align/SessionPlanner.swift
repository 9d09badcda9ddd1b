import Diagnostics
import Foundation
import Ingest
import Support
import TextAnalysis

/// Decides which prose belongs to which talk and aligns them: one plan per talk page.
public enum SessionPlanner {
    /// `cache`, when given, keeps each talk's alignment between builds (see `SessionPlanCoding`).
    public static func plan(_ documents: [Document], cache: (any ProductCache)? = nil, problems: inout [Diagnostic]) -> [SessionPlan] {
        let transcriptDocs = documents.filter { $0.kind == .transcript && $0.transcript != nil }
        // A talk's page is in the language of its English captions when there are any; other caption tracks of
        // the same talk (same transcript id) are shown beside its paragraphs.
        let byTalk = Dictionary(grouping: transcriptDocs, by: { $0.transcript!.id })
        var primaries: [Document] = []
        var others: [String: [Document]] = [:]
        for id in byTalk.keys.sorted() {
            let tracks = byTalk[id]!.sorted { ($0.language == "en" ? 0 : 1, $0.path) < ($1.language == "en" ? 0 : 1, $1.path) }
            primaries.append(tracks[0])
            others[id] = Array(tracks.dropFirst())
        }
        let prose = documents.filter { $0.kind != .transcript }
        let pairings = TranscriptPairer().pair(prose: prose, transcripts: primaries, cache: cache)
        var proseFor: [String: Document] = [:]
        for pairing in pairings {
            guard let doc = prose.first(where: { $0.id == pairing.proseID }) else { continue }
            let claimsSession = doc.kind == .session || doc.sessionOf != nil
            if let transcriptID = pairing.transcriptID {
                proseFor[transcriptID] = doc
                if pairing.needsWarning {
                    problems.append(.warning("align.transcript.weak", pairing.message, source: doc.path, line: doc.titleLine ?? 1))
                }
            } else if claimsSession {
                // A talk's text that carries its own times (an interview transcript, a panel's notes) needs no captions.
                let ownTimes = doc.sessionOf == nil && doc.blocks.contains { $0.time != nil }
                problems.append(Diagnostic(ownTimes ? .note : .warning, "align.transcript.noMatch", pairing.message, source: doc.path,
                                           range: SourceRange(line: doc.titleLine ?? 1, column: 1),
                                           notes: [ownTimes ? "the text is shown as a talk with the times it gives" : "the prose is shown on its own, without times"]))
            }
        }
        // Talks are independent: align them on every core, then report in talk order.
        let frozenProse = proseFor, frozenOthers = others
        let planned = primaries.concurrentMap { talk in
            let prose = frozenProse[talk.id], tracks = frozenOthers[talk.transcript!.id] ?? []
            func make() -> (SessionPlan, [Diagnostic]) {
                var found: [Diagnostic] = []
                let plan = planTalk(talk, prose: prose, otherTracks: tracks, problems: &found)
                return (plan, found)
            }
            guard let cache else { return make() }
            return SessionPlanCoding.plan(talk, prose: prose, otherTracks: tracks, cache: cache, make: make)
        }
        for (_, found) in planned { problems += found }
        return planned.map(\.0)
    }

    /// One talk's page: its prose aligned to the captions (or paragraphs built from them), chapters, and captions in
    /// other languages beside the paragraphs.
    static func planTalk(_ transcriptDoc: Document, prose: Document?, otherTracks: [Document], problems: inout [Diagnostic]) -> SessionPlan {
        let transcript = transcriptDoc.transcript!
        var plan: SessionPlan
        if var doc = prose {
            doc.kind = .session
            let bodyIndices = doc.blocks.indices.filter { !doc.blocks[$0].isHeading }
            let alignment = TranscriptAligner.align(prose: bodyIndices.map { doc.blocks[$0].text },
                                                    knownTimes: bodyIndices.map { doc.blocks[$0].time },
                                                    transcript: transcript)
            var timings = doc.blocks.map { _ in BlockTiming(start: nil, spoken: true, sentences: []) }
            for (k, index) in bodyIndices.enumerated() where k < alignment.paragraphs.count {
                let p = alignment.paragraphs[k]
                timings[index] = BlockTiming(start: p.start, spoken: p.spoken, sentences: p.sentences.map { ($0.text, $0.start) })
            }
            let unspoken = bodyIndices.filter { !timings[$0].spoken }
            if !unspoken.isEmpty {
                problems.append(.note("align.transcript.unspoken",
                                      "\(unspoken.count) paragraph\(unspoken.count == 1 ? " was" : "s were") not found in the captions of \(transcript.id); shown without a time",
                                      source: doc.path, line: doc.blocks[unspoken[0]].line))
            }
            plan = SessionPlan(transcript: transcriptDoc, prose: doc, blocks: doc.blocks, timings: timings)
        } else {
            let built = TranscriptParagraphBuilder.build(transcript)
            let blocks = built.paragraphs.map { Block(kind: .paragraph, text: $0.text, line: 1, time: $0.start) }
            let timings = built.paragraphs.map { BlockTiming(start: $0.start, spoken: true, sentences: $0.sentences.map { ($0.text, $0.start) }) }
            var doc = transcriptDoc
            // The talk's own words name it ("Welcome to Advanced NSOperations") when nothing else does.
            doc.title = TranscriptTitle.guess(sentences: built.paragraphs.prefix(12).flatMap { $0.sentences.map(\.text) })
                ?? displayTitle(transcript.id)
            plan = SessionPlan(transcript: doc, prose: nil, blocks: blocks, timings: timings)
        }
        plan.metadata = transcriptDoc.metadata
        if let title = transcriptDoc.metadata?.title?.trimmingCharacters(in: .whitespacesAndNewlines), !title.isEmpty {
            plan.title = title
        }
        // Chapters from the talk's own signposts, unless the prose has sections of its own.
        if !plan.blocks.contains(where: { ($0.headingLevel ?? 1) > 1 }) {
            plan = insertChapters(plan)
        }
        // Captions in other languages, paired with paragraphs by time, never by cue index.
        var captions = plan.blocks.map { _ in [String: String]() }
        var captionLanguages: [String] = []
        for track in otherTracks {
            guard let other = track.transcript else { continue }
            let texts = TranscriptTranslationPairer.texts(paragraphStarts: plan.timings.map { $0.spoken ? $0.start : nil }, translation: other)
            for (index, text) in texts.enumerated() where index < captions.count {
                if let text, !plan.blocks[index].isHeading { captions[index][track.language] = text }
            }
            captionLanguages.append(track.language)
            plan.tracks[track.language] = track
        }
        plan.captions = captions
        plan.captionLanguages = captionLanguages
        return plan
    }

    /// Inserts a heading block where each chapter starts (`TranscriptChapters`). A chapter that starts
    /// inside a paragraph of plain text cuts the paragraph there (the second part is marked as a
    /// continuation); inside a paragraph with markup the heading goes before the paragraph, or after it when
    /// the signpost is in its second half.
    static func insertChapters(_ plan: SessionPlan) -> SessionPlan {
        let body = plan.blocks.indices.filter { plan.blocks[$0].kind == .paragraph }
        guard !body.isEmpty else { return plan }
        let chapters = TranscriptChapters.detect(paragraphs: body.map { plan.timings[$0].sentences.map(\.text) })
        guard !chapters.isEmpty else { return plan }
        // Chapters per block and starting sentence.
        var starts: [Int: [(sentence: Int, chapter: TranscriptChapters.Chapter)]] = [:]
        for chapter in chapters {
            var b = body[chapter.paragraph], sentence = chapter.sentence
            let block = plan.blocks[b]
            let ranges = SentenceSplitter.ranges(block.text)
            let plain = block.isPlainText && ranges.count == plan.timings[b].sentences.count
            if sentence > 0 && !plain {
                if sentence * 2 >= plan.timings[b].sentences.count, chapter.paragraph + 1 < body.count {
                    b = body[chapter.paragraph + 1]
                }
                sentence = 0
            }
            starts[b, default: []].append((sentence, chapter))
        }
        var out = plan
        out.blocks = []
        out.timings = []
        out.continuation = []
        for (index, block) in plan.blocks.enumerated() {
            let timing = plan.timings[index]
            guard let here = starts[index] else {
                if plan.continuation.contains(index) { out.continuation.insert(out.blocks.count) }
                out.blocks.append(block)
                out.timings.append(timing)
                continue
            }
            let cuts = Array(Set([0] + here.map(\.sentence))).sorted()
            let ranges = SentenceSplitter.ranges(block.text)
            for (c, cut) in cuts.enumerated() {
                let end = c + 1 < cuts.count ? cuts[c + 1] : timing.sentences.count
                for entry in here where entry.sentence == cut {
                    // A chapter without a title that reads as one is labelled honestly by where it starts.
                    let start = cut < timing.sentences.count ? timing.sentences[cut].start ?? timing.start : timing.start
                    if entry.chapter.timeLabel, let start {
                        out.blocks.append(Block(kind: .heading(level: entry.chapter.level), text: "From " + timeLabel(start), line: block.line, time: start))
                    } else if entry.chapter.timeLabel {
                        continue
                    } else {
                        out.blocks.append(Block(kind: .heading(level: entry.chapter.level), text: entry.chapter.title, line: block.line))
                    }
                    out.timings.append(BlockTiming(start: nil, spoken: true, sentences: []))
                }
                guard cuts.count > 1 else {
                    if plan.continuation.contains(index) { out.continuation.insert(out.blocks.count) }
                    out.blocks.append(block)
                    out.timings.append(timing)
                    continue
                }
                guard cut < end else { continue }
                let sentences = Array(timing.sentences[cut..<end])
                let text = String(block.text[ranges[cut].lowerBound..<ranges[end - 1].upperBound])
                if c > 0 || plan.continuation.contains(index) { out.continuation.insert(out.blocks.count) }
                out.blocks.append(Block(kind: .paragraph, text: text, line: block.line, time: c == 0 ? block.time : nil))
                let start = c == 0 ? timing.start : sentences.lazy.compactMap(\.start).first
                out.timings.append(BlockTiming(start: start, spoken: timing.spoken, sentences: sentences))
            }
        }
        return out
    }

    /// `12:30`, `1:02:05`.
    public static func timeLabel(_ seconds: Double) -> String {
        let total = Int(seconds)
        let h = total / 3600, m = (total % 3600) / 60, s = total % 60
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
    }

    /// `wwdc2015-102` → `WWDC 2015 · 102`, `tech-talks-111427` → `Tech Talks · 111427`; other ids stay as they are.
    public static func displayTitle(_ id: String) -> String {
        let parts = id.split(separator: "-")
        if parts.count > 2, let last = parts.last, Int(last) != nil, parts.dropLast().allSatisfy({ $0.allSatisfy(\.isLetter) }) {
            return parts.dropLast().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ") + " · " + last
        }
        // A name in words (a caption file's, `inclusive-design`) reads as one: "Inclusive design"; a number that orders
        // the files and a word saying they are captions are no part of it (`02-problems-solved-captions`,
        // `neural-networks-captions`).
        var named = parts
        if named.count > 2, Int(named[0]) != nil, named[1].allSatisfy(\.isLetter) { named.removeFirst() }
        while named.count > 1, let last = named.last, ContentReader.genericTalkNames.contains(last.lowercased()) {
            named.removeLast()
        }
        if !named.isEmpty, named.allSatisfy({ $0.allSatisfy(\.isLetter) }), named.contains(where: { $0.count > 1 }) {
            let words = named.joined(separator: " ")
            return words.prefix(1).uppercased() + words.dropFirst()
        }
        guard parts.count == 2, let last = parts.last, Int(last) != nil else { return id }
        let head = String(parts[0])
        guard let digits = head.firstIndex(where: \.isNumber) else { return id }
        let event = head[..<digits].uppercased(), year = head[digits...]
        guard year.count == 4 else { return id }
        return event.isEmpty ? "\(year) · \(last)" : "\(event) \(year) · \(last)"
    }
}
