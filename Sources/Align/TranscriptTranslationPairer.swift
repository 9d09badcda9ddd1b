import Ingest
import Support

/// Puts the captions of a talk in another language (the Chinese `zho` transcript of the same
/// session) beside the paragraphs of the aligned English prose.
///
/// Cue boundaries differ between languages, so cues are paired by time, never by index: each cue
/// goes to the paragraph whose time window (its start up to the next timed paragraph's start)
/// overlaps the cue most. A cue's end is taken as the next cue's start (at most `maximumCue` later).
public enum TranscriptTranslationPairer {
    /// The transcript among `candidates` with the same talk id as `transcript` and language `languageCode`.
    public static func translation(of transcript: Transcript, among candidates: [Transcript],
                                   languageCode: String = "zho") -> Transcript? {
        candidates.first { $0.id == transcript.id && $0.languageCode == languageCode && $0.languageCode != transcript.languageCode }
    }

    /// For each paragraph start (nil for a paragraph never spoken), the translated captions spoken in
    /// its window, joined with spaces; nil for an untimed paragraph or one no cue falls in.
    /// Cues before the first timed paragraph go to it; cues after the last go to the last.
    public static func texts(paragraphStarts: [Double?], translation: Transcript,
                             maximumCue: Double = 10) -> [String?] {
        // Timed paragraphs; starts are monotone when they come from TranscriptAligner.
        var windows: [(paragraph: Int, start: Double)] = []
        for (i, start) in paragraphStarts.enumerated() {
            guard let start else { continue }
            if let last = windows.last, start < last.start { continue }
            windows.append((i, start))
        }
        var pieces = [[String]](repeating: [], count: paragraphStarts.count)
        guard !windows.isEmpty else { return paragraphStarts.map { _ in nil } }
        let cues = translation.segments
        var k = 0
        for (c, cue) in cues.enumerated() {
            let text = TranscriptTags.collapse(TranscriptTags.speech(cue.text))
            guard !text.isEmpty, let start = cue.knownStart else { continue }
            let nextStart = c + 1 < cues.count ? cues.knownStart(at: c + 1) : nil
            let end = nextStart.map { min(max($0, start), start + maximumCue) } ?? start + maximumCue
            while k + 1 < windows.count, windows[k + 1].start <= start { k += 1 }
            var chosen = k
            if k + 1 < windows.count, end > windows[k + 1].start {
                // The cue straddles a paragraph start: it goes where most of it is.
                let here = windows[k + 1].start - max(start, windows[k].start)
                let there = end - windows[k + 1].start
                if there > here { chosen = k + 1 }
            }
            pieces[windows[chosen].paragraph].append(text)
        }
        // With spaces, or none between Chinese or Japanese characters ("强" and "调" are "强调") unless the track marks
        // its phrases with spaces.
        let spaced = Whitespace.spacedPhrases(translation.segments.map(\.text))
        return pieces.map { cues in
            cues.isEmpty ? nil : cues.dropFirst().reduce(cues[0]) { $0 + Whitespace.joiner(between: $0, and: $1, spacedPhrases: spaced) + $1 }
        }
    }
}
