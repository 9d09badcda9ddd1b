// concord-bench align [--corpus DIR] [--talks N] [--seed N]
//
// Makes edited prose from real caption transcripts with seeded random editorial changes, aligns it
// back and scores the times. Truth: a unit's true start is the start of the caption segment holding
// its first word in the original transcript (a corrected word keeps the origin of the word it
// replaced); inserted paragraphs have no time. The aligner is given the transcript with extra
// hesitations ("um,", "you know,") that the prose never had.
import Align
import Foundation
import Ingest
import Support

enum AlignBenchmark {
    static func run(_ arguments: [String]) -> Int32 {
        var corpus = "../shared/corpus/transcripts/eng"
        var talkLimit = Int.max
        var seed: UInt64 = 1
        var verbose = false
        var i = 0
        while i < arguments.count {
            let value = i + 1 < arguments.count ? arguments[i + 1] : nil
            switch arguments[i] {
            case "--corpus": corpus = value ?? corpus; i += 2
            case "--talks": talkLimit = value.flatMap { Int($0) } ?? talkLimit; i += 2
            case "--seed": seed = value.flatMap { UInt64($0) } ?? seed; i += 2
            case "--verbose": verbose = true; i += 1
            default:
                print("usage: concord-bench align [--corpus DIR] [--talks N] [--seed N] [--verbose]")
                return 2
            }
        }
        let talks = loadCorpus(corpus).prefix(talkLimit)
        guard talks.count >= 2 else {
            print("align: need at least two transcripts under \(corpus)")
            return 1
        }
        let transcripts = Array(talks)
        print("align: \(transcripts.count) talks from \(corpus), seed \(seed)")

        // Sentences of every talk, for inserted paragraphs taken from other talks.
        let sentencesByTalk = transcripts.map { sentences(of: $0) }
        var paragraphsRight = 0, paragraphsTimed = 0
        var sentencesRight = 0, sentencesTimed = 0
        var inserted = 0, flaggedInserted = 0, spokenFlagged = 0, spokenTotal = 0
        var totalMilliseconds = 0.0
        var perTalk: [(id: String, words: Int, duration: Double, ms: Double)] = []
        var proseDocuments: [Document] = []
        var generated: [(prose: [String], transcript: Transcript)] = []
        var worst: [(String, Double)] = []

        for (t, transcript) in transcripts.enumerated() {
            var rng = SplitMix64(seed: seed &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(t + 1))
            let sample = makeProse(transcript: transcript, sentences: sentencesByTalk[t], others: sentencesByTalk,
                                   talk: t, rng: &rng)
            let texts = sample.paragraphs.map(\.text)
            let clock = ContinuousClock.now
            let alignment = TranscriptAligner.align(prose: texts, transcript: sample.transcript)
            let milliseconds = Self.milliseconds(ContinuousClock.now - clock)
            totalMilliseconds += milliseconds
            let words = transcript.segments.reduce(0) { $0 + $1.text.split(separator: " ").count }
            let duration = transcript.segments.map(\.start).filter { $0 < 100_000 }.max() ?? 0
            perTalk.append((transcript.id, words, duration, milliseconds))
            generated.append((texts, sample.transcript))
            proseDocuments.append(Document(id: "prose-\(t)", path: "prose-\(t).txt", kind: .session, language: "en",
                                           title: transcript.id,
                                           blocks: texts.enumerated().map { Block(kind: .paragraph, text: $1, line: $0 + 1) }))

            var talkWrong = 0, talkUnits = 0
            for (p, truth) in sample.paragraphs.enumerated() {
                let got = alignment.paragraphs[p]
                if let time = truth.time {
                    spokenTotal += 1
                    if !got.spoken { spokenFlagged += 1 }
                    paragraphsTimed += 1
                    talkUnits += 1
                    if Self.right(got.start, truth: time) { paragraphsRight += 1 } else {
                        talkWrong += 1
                        if verbose {
                            print("  P \(transcript.id) truth \(time) got \(got.start.map { "\($0)" } ?? "nil") spoken \(got.spoken): \(truth.text.prefix(100))")
                            if p > 0 { print("      previous: \(sample.paragraphs[p - 1].text.suffix(100))") }
                            if p + 1 < sample.paragraphs.count { print("      next: \(sample.paragraphs[p + 1].text.prefix(100))") }
                            for seg in sample.transcript.segments where abs(seg.start - time) < 8 { print("      [\(seg.start)] \(seg.text)") }
                        }
                    }
                    // Sentence truth: the first word at or after the sentence's first character.
                    var cursor = truth.text.startIndex
                    for sentence in got.sentences {
                        guard let range = truth.text.range(of: sentence.text, range: cursor..<truth.text.endIndex) else { continue }
                        cursor = range.upperBound
                        let offset = truth.text.utf8.distance(from: truth.text.startIndex, to: range.lowerBound)
                        guard let word = truth.words.first(where: { $0.offset >= offset }), let origin = word.origin else { continue }
                        let time = transcript.segments[origin].start
                        sentencesTimed += 1
                        if Self.right(sentence.start, truth: time) { sentencesRight += 1 } else if verbose {
                            print("  S \(transcript.id) truth \(time) got \(sentence.start.map { "\($0)" } ?? "nil"): \(sentence.text.prefix(100))")
                        }
                    }
                } else {
                    inserted += 1
                    if !got.spoken { flaggedInserted += 1 } else if verbose {
                        print("  I \(transcript.id) got \(got.start.map { "\($0)" } ?? "nil"): \(truth.text.prefix(100))")
                    }
                }
            }
            worst.append((transcript.id, talkUnits == 0 ? 0 : Double(talkWrong) / Double(talkUnits)))
        }

        func pct(_ a: Int, _ b: Int) -> String { b == 0 ? "n/a" : String(format: "%.2f%% (%d/%d)", 100 * Double(a) / Double(b), a, b) }
        print("paragraphs within 1 s: \(pct(paragraphsRight, paragraphsTimed))")
        print("sentences within 1 s:  \(pct(sentencesRight, sentencesTimed))")
        let flagged = flaggedInserted + spokenFlagged
        print("never-spoken flag: recall \(pct(flaggedInserted, inserted)), precision \(pct(flaggedInserted, flagged)), false flags \(pct(spokenFlagged, spokenTotal)) of spoken paragraphs")
        print(String(format: "align time: mean %.2f ms per talk", totalMilliseconds / Double(transcripts.count)))
        // Re-time the longest talk and the longest one of about an hour (median of 5 runs).
        let longest = perTalk.indices.max { perTalk[$0].words < perTalk[$1].words }!
        let hourCandidates = perTalk.indices.filter { perTalk[$0].duration <= 3900 }
        let hour = hourCandidates.max { perTalk[$0].words < perTalk[$1].words } ?? longest
        for (label, index) in [("longest talk", longest), ("longest ~1-hour talk", hour)] {
            var runs: [Double] = []
            for _ in 0..<5 {
                let clock = ContinuousClock.now
                _ = TranscriptAligner.align(prose: generated[index].prose, transcript: generated[index].transcript)
                runs.append(Self.milliseconds(ContinuousClock.now - clock))
            }
            runs.sort()
            let talk = perTalk[index]
            print(String(format: "  %@: %@, %d words, %.0f min: %.2f ms (median of 5)", label, talk.id, talk.words, talk.duration / 60, runs[2]))
        }
        worst.sort { $0.1 > $1.1 }
        print("worst talks (share of paragraphs off):", worst.prefix(5).map { "\($0.0) \(String(format: "%.1f%%", $0.1 * 100))" }.joined(separator: ", "))

        // Pairing: each prose with its own transcript, none wrong.
        let transcriptDocuments = transcripts.map { Document(id: $0.id, path: $0.id + ".json", kind: .transcript, language: "en",
                                                             title: $0.id, transcript: $0) }
        let clock = ContinuousClock.now
        let pairings = TranscriptPairer().pair(prose: proseDocuments, transcripts: transcriptDocuments)
        let pairMs = Self.milliseconds(ContinuousClock.now - clock)
        var right = 0, wrong = 0, refused: [String] = []
        for (i, pairing) in pairings.enumerated() {
            if pairing.transcriptID == transcripts[i].id { right += 1 }
            else if pairing.transcriptID == nil { refused.append("\(transcripts[i].id) [\(pairing.reason.rawValue) \(percentScore(pairing.score))]") }
            else { wrong += 1 }
        }
        print("pairing: \(pct(right, pairings.count)) right, \(wrong) wrong, \(refused.count) refused; "
              + String(format: "%.1f ms for %d prose × %d transcripts (%.3f ms per prose)", pairMs, proseDocuments.count,
                       transcriptDocuments.count, pairMs / Double(max(1, proseDocuments.count))))
        if !refused.isEmpty { print("  refused: " + refused.joined(separator: ", ")) }
        // One hour-long prose against one unrelated hour-long transcript (index built inside).
        let other = perTalk.indices.filter { $0 != hour }.max { perTalk[$0].words < perTalk[$1].words }!
        var pairRuns: [Double] = []
        var refusedUnrelated = true
        for _ in 0..<5 {
            let clock = ContinuousClock.now
            let result = TranscriptPairer().pair(prose: [proseDocuments[hour]], transcripts: [transcriptDocuments[other]])
            pairRuns.append(Self.milliseconds(ContinuousClock.now - clock))
            refusedUnrelated = refusedUnrelated && result[0].transcriptID == nil
        }
        pairRuns.sort()
        print(String(format: "  unrelated pair (%@ prose vs %@ captions): %.2f ms (median of 5), refused: %@",
                     perTalk[hour].id, perTalk[other].id, pairRuns[2], refusedUnrelated ? "yes" : "NO"))
        return 0
    }

    /// Within 1 s of the truth; a placeholder truth time (99:59:59.999, some 2012 talks) must come out unknown.
    static func right(_ got: Double?, truth: Double) -> Bool {
        guard truth < Segment.placeholderStart else { return got == nil }
        guard let got else { return false }
        return abs(got - truth) <= 1
    }

    static func percentScore(_ x: Double) -> String { String(format: "%.0f%%", x * 100) }

    static func milliseconds(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
    }

    // MARK: Corpus

    static func loadCorpus(_ path: String) -> [Transcript] {
        let fm = FileManager.default
        guard let enumerator = fm.enumerator(atPath: path) else { return [] }
        var files: [String] = []
        for case let file as String in enumerator where file.hasSuffix(".json") { files.append(file) }
        files.sort()
        return files.compactMap { file in
            guard let data = fm.contents(atPath: path + "/" + file),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let segments = object["segments"] as? [[String: Any]] else { return nil }
            let id = object["id"] as? String ?? file
            return Transcript(id: id, languageCode: object["language"] as? String ?? "eng", source: object["source"] as? String,
                              segments: segments.enumerated().map { i, s in
                                  Segment(start: (s["start"] as? NSNumber)?.doubleValue ?? 0, text: s["text"] as? String ?? "", line: i + 1)
                              })
        }
    }

    // MARK: Synthetic prose

    struct Word {
        var text: String
        /// Segment of the original transcript this word comes from; nil if inserted.
        var origin: Int?
        var speakerBreak = false
    }

    struct Paragraph {
        var text: String
        var words: [(offset: Int, origin: Int?)]
        /// True start, nil for an inserted paragraph.
        var time: Double?
    }

    /// Caption words grouped into sentences, sound tags dropped.
    static func sentences(of transcript: Transcript) -> [[Word]] {
        var words: [Word] = []
        var speaker = false
        for (index, segment) in transcript.segments.enumerated() {
            var inTag = false
            for raw in segment.text.split(whereSeparator: { $0.isWhitespace }) {
                if raw.hasPrefix(">>") { speaker = true; if raw.count == 2 { continue } }
                if raw.hasPrefix("[") && !raw.contains("]") { inTag = true; continue }
                if inTag { if raw.contains("]") { inTag = false }; continue }
                if raw.hasPrefix("[") && raw.hasSuffix("]") { continue }
                let text = raw.hasPrefix(">>") ? String(raw.dropFirst(2)) : String(raw)
                guard text.contains(where: { $0.isLetter || $0.isNumber }) else { continue }
                words.append(Word(text: text, origin: index, speakerBreak: speaker))
                speaker = false
            }
        }
        var out: [[Word]] = []
        var current: [Word] = []
        for (i, word) in words.enumerated() {
            if word.speakerBreak, !current.isEmpty { out.append(current); current = [] }
            current.append(word)
            let next = i + 1 < words.count ? words[i + 1] : nil
            let end = endsSentence(word.text) && (next.map { $0.text.first?.isUppercase ?? true || $0.speakerBreak } ?? true)
            if end || current.count >= 60 {
                if !end { current[current.count - 1].text += "." }
                out.append(current); current = []
            }
        }
        if !current.isEmpty { out.append(current) }
        return out
    }

    static func endsSentence(_ word: String) -> Bool {
        guard let last = word.last(where: { !"\"'”’)]".contains($0) }) else { return false }
        return ".!?".contains(last)
    }

    static func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }

    static func lowercasedFirst(_ word: String) -> String {
        // Keep "I", "I'm", acronyms and names written in capitals.
        if word.hasPrefix("I") && (word.count == 1 || word.dropFirst().first == "'" || word.dropFirst().first == "’") { return word }
        if word.dropFirst().contains(where: { $0.isUppercase }) { return word }
        return word.prefix(1).lowercased() + word.dropFirst()
    }

    static func bare(_ word: String) -> String { word.lowercased().filter { $0.isLetter || $0 == "'" } }

    static let notes = [
        "Editor's note: this session was recorded before the final release, and some names have changed since.",
        "The sample code for this session is available on the developer website.",
        "Note that the screenshots referred to here are not included in this transcript.",
        "For more detail, see the related documentation and the follow-up session on this topic.",
    ]

    static func makeProse(transcript: Transcript, sentences: [[Word]], others: [[[Word]]], talk: Int,
                          rng: inout SplitMix64) -> (paragraphs: [Paragraph], transcript: Transcript) {
        let vocabulary = sentences.flatMap { $0 }.map { bare($0.text) }.filter { $0.count > 2 }
        var edited: [[Word]] = []
        var i = 0
        while i < sentences.count {
            var sentence = sentences[i]
            i += 1
            if rng.chance(0.03) { continue }                      // cut sentence
            // Dropped fillers.
            var s: [Word] = []
            var k = 0
            while k < sentence.count {
                let w = bare(sentence[k].text)
                let last = k == sentence.count - 1
                if !last, ["um", "uh"].contains(w), rng.chance(0.9) { k += 1; continue }
                if !last, k == 0, ["so", "well", "okay", "now"].contains(w), sentence[k].text.last?.isLetter ?? false || sentence[k].text.hasSuffix(","),
                   rng.chance(0.5) { k += 1; continue }
                if k + 2 < sentence.count, w == "you", bare(sentence[k + 1].text) == "know", rng.chance(0.8) { k += 2; continue }
                s.append(sentence[k]); k += 1
            }
            guard !s.isEmpty else { continue }
            if s[0].origin != sentence[0].origin || s[0].text != sentence[0].text { s[0].text = capitalized(s[0].text) }
            sentence = s
            for k in sentence.indices {
                let word = sentence[k].text
                if rng.chance(0.02), !vocabulary.isEmpty {             // corrected word, same origin
                    var replacement = vocabulary[rng.below(vocabulary.count)]
                    if word.first?.isUppercase ?? false { replacement = capitalized(replacement) }
                    let trailing = word.reversed().prefix { !$0.isLetter && !$0.isNumber }
                    sentence[k].text = replacement + String(trailing.reversed())
                } else if k > 0, rng.chance(0.04) {                     // casing
                    let first = word.prefix(1)
                    sentence[k].text = (first == first.uppercased() ? first.lowercased() : first.uppercased()) + word.dropFirst()
                    if sentence[k].text.hasPrefix("i") && bare(sentence[k].text).hasPrefix("i") && word.hasPrefix("I") { sentence[k].text = word }
                }
                if k < sentence.count - 1 {                             // punctuation
                    if sentence[k].text.hasSuffix(","), rng.chance(0.2) { sentence[k].text.removeLast() }
                    else if sentence[k].text.last?.isLetter ?? false, rng.chance(0.02) { sentence[k].text += "," }
                }
            }
            if sentence.count >= 6, rng.chance(0.04) {                  // ellipsis inside a sentence
                let k = 2 + rng.below(sentence.count - 4)
                if sentence[k].text.last?.isLetter ?? false, sentence[k + 1].text.first?.isLowercase ?? false {
                    sentence[k].text += rng.chance(0.5) ? "..." : "…"
                }
            }
            if sentence.count >= 8, rng.chance(0.05) {                  // split at a comma
                if let c = (3..<(sentence.count - 3)).first(where: { sentence[$0].text.hasSuffix(",") }) {
                    sentence[c].text.removeLast(); sentence[c].text += "."
                    sentence[c + 1].text = capitalized(sentence[c + 1].text)
                }
            }
            edited.append(sentence)
        }
        // Merge some sentences into the next one.
        var merged: [[Word]] = []
        for sentence in edited {
            if let last = merged.last, !sentence[0].speakerBreak, endsSentence(last.last!.text), last.count < 40, rng.chance(0.04) {
                var joined = last
                var tail = joined[joined.count - 1].text
                while let c = tail.last, ".!?".contains(c) { tail.removeLast() }
                joined[joined.count - 1].text = tail + ","
                var next = sentence
                next[0].text = lowercasedFirst(next[0].text)
                merged[merged.count - 1] = joined + next
            } else {
                merged.append(sentence)
            }
        }
        // Paragraphs of 1–6 sentences; a speaker change always starts one; some inserted paragraphs.
        var paragraphs: [[Word]] = []
        var current: [Word] = []
        var target = 1 + rng.below(6), count = 0
        func closeParagraph() {
            guard !current.isEmpty else { return }
            paragraphs.append(current); current = []; count = 0; target = 1 + rng.below(6)
            if rng.chance(0.05) {
                if rng.chance(0.5) {
                    var other = rng.below(others.count)
                    if other == talk { other = (other + 1) % others.count }
                    let pool = others[other]
                    if !pool.isEmpty {
                        let start = rng.below(pool.count)
                        let taken = pool[start..<min(pool.count, start + 1 + rng.below(3))].flatMap { $0 }
                        paragraphs.append(taken.map { Word(text: $0.text, origin: nil) })
                    }
                } else {
                    let note = notes[rng.below(notes.count)]
                    paragraphs.append(note.split(separator: " ").map { Word(text: String($0), origin: nil) })
                }
            }
        }
        for sentence in merged {
            if sentence[0].speakerBreak || count >= target { closeParagraph() }
            current += sentence
            count += 1
        }
        closeParagraph()

        let curly = rng.chance(0.3)
        let result: [Paragraph] = paragraphs.map { words in
            var text = ""
            var marks: [(offset: Int, origin: Int?)] = []
            for word in words {
                if !text.isEmpty { text += " " }
                marks.append((text.utf8.count, word.origin))
                text += curly ? word.text.replacingOccurrences(of: "'", with: "’") : word.text
            }
            let time = words.first?.origin.map { transcript.segments[$0].start }
            return Paragraph(text: text, words: marks, time: time)
        }

        // The captions the aligner sees have hesitations the prose never had.
        var noisy = transcript
        for s in noisy.segments.indices {
            var words = noisy.segments[s].text.split(separator: " ").map(String.init)
            var w = 0
            while w < words.count {
                if rng.chance(0.03) { words.insert(rng.chance(0.5) ? "um," : "uh,", at: w); w += 1 }
                else if rng.chance(0.01) { words.insert(contentsOf: ["you", "know,"], at: w); w += 2 }
                w += 1
            }
            noisy.segments[s].text = words.joined(separator: " ")
        }
        return (result, noisy)
    }
}

