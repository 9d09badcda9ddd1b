import Diagnostics
import TextAnalysis

/// Caption files as players and video sites write them, read as talk transcripts: WebVTT (`.vtt`, Apple's and
/// YouTube's captions) and SubRip (`.srt`). Each cue's start time and text become a segment; styling and voice
/// tags (`<c.yellow>`, `<v Ana>`, `<i>`, `{\an8}`), karaoke timestamps, notes and styles are left out, and a
/// line that rolling captions repeat from the cue before (YouTube's automatic captions) is kept once.
///
/// The talk's id is the file's name without its language (`101.en.vtt`, `101_zho.srt`, `eng/2017/101.vtt` are
/// talk `101`, or `2017-101` when the name is only a number and a year or event folder holds it), so the
/// languages of one talk pair as JSON transcripts with one id do. The language comes from the name or its
/// folder (`en`, `eng`, `zh-Hans`), a WebVTT `Language:` header, else the text itself.
public enum CaptionFileReader {
    public static let extensions: Set<String> = ["vtt", "srt"]

    /// `path`: the file as diagnostics show it; `name`: its path in the content folder, which names the talk.
    public static func read(_ text: String, path: String, name: String? = nil, problems: inout [Diagnostic]) -> Document? {
        let lines = TextDecoder.lines(text)
        let isVTT = path.lowercased().hasSuffix(".vtt")
        if isVTT, !(lines.first?.drop(while: { $0 == "\u{FEFF}" }).hasPrefix("WEBVTT") ?? false) {
            problems.append(.error("captions.header", "found '\(lines.first.map { String($0.prefix(20)) } ?? "")', expected 'WEBVTT' on the first line of a WebVTT file",
                                   source: path, line: 1))
            return nil
        }
        var segments: [Segment] = []
        var headerLanguage: String?
        var i = 0
        var lastLine: Substring?
        var badTimes = 0
        while i < lines.count {
            let line = lines[i]
            guard let arrow = line.range(of: "-->") else {
                if isVTT, segments.isEmpty, let colon = line.firstIndex(of: ":"), line[..<colon].trimmingCharacters(in: .whitespaces) == "Language" {
                    headerLanguage = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                }
                i += 1
                continue
            }
            let stamp = line[..<arrow.lowerBound].trimmingCharacters(in: .whitespaces)
            guard let start = seconds(stamp) else {
                badTimes += 1
                if badTimes <= 3 {
                    problems.append(.error("captions.time", "found '\(stamp)', expected a time such as 00:01:02.500 before '-->'", source: path, line: i + 1))
                }
                i += 1
                continue
            }
            // The cue's text: the lines up to the next empty line.
            var k = i + 1
            var cueLines: [String] = []
            while k < lines.count, !endsCue(lines, at: k) {
                let plain = plainText(lines[k])
                if !plain.isEmpty, Substring(plain) != lastLine { cueLines.append(plain) }
                if !plain.isEmpty { lastLine = Substring(plain) }
                k += 1
            }
            if !cueLines.isEmpty {
                segments.append(Segment(start: start, text: cueLines.joined(separator: " "), line: i + 1, column: 1))
            }
            i = k
        }
        guard !segments.isEmpty else {
            if badTimes == 0 {
                problems.append(.warning("captions.empty", "found no cues, expected 'start --> end' lines followed by text", source: path, line: 1))
            }
            return nil
        }
        let (talk, nameLanguage) = TranscriptReader.talkAndLanguage(name ?? path)
        let language = nameLanguage ?? headerLanguage.flatMap(Languages.info)?.tag ?? TranscriptReader.spokenLanguage(segments)
        return TranscriptReader.document(id: talk, tag: language, code: Languages.info(language)?.captionCode ?? language,
                                         source: nil, segments: segments, path: path)
    }

    /// Whether line `k` ends a cue's text: an empty line does; a line of spaces only when the next cue follows
    /// (YouTube's automatic captions open each cue with a line holding one space, above the words).
    static func endsCue(_ lines: [Substring], at k: Int) -> Bool {
        guard lines[k].allSatisfy(\.isWhitespace) else { return false }
        if lines[k].isEmpty || k + 1 >= lines.count { return true }
        let next = lines[k + 1]
        if next.allSatisfy(\.isWhitespace) || next.contains("-->") { return true }
        // A cue identifier (SubRip's number) above the next timing line.
        return k + 2 < lines.count && lines[k + 2].contains("-->")
    }

    /// `00:01:02.500`, `01:02.5`, `00:01:02,500` (SubRip), `1:02:03` in seconds; nil for anything else (minutes
    /// and seconds under 60 after the first part). Transcript tools' time marks are read with it too.
    static func seconds(_ stamp: String) -> Double? {
        let parts = stamp.replacingOccurrences(of: ",", with: ".").split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), let last = Double(parts.last!), last >= 0, last < 60 else { return nil }
        var total = last
        var scale = 60.0
        for (k, part) in parts.dropLast().reversed().enumerated() {
            guard let value = Int(part), value >= 0, k == parts.count - 2 || value < 60 else { return nil }
            total += Double(value) * scale
            scale *= 60
        }
        return total
    }

    /// A cue line without tags (`<c>`, `<v Ana>`, `<00:00:01.000>`, `<i>`), SubRip's `{\an8}` and entities.
    static func plainText(_ line: Substring) -> String {
        var out = ""
        var i = line.startIndex
        while i < line.endIndex {
            let c = line[i]
            if c == "<", let close = line[i...].firstIndex(of: ">") {
                i = line.index(after: close)
                continue
            }
            if c == "{", line[i...].hasPrefix("{\\"), let close = line[i...].firstIndex(of: "}") {
                i = line.index(after: close)
                continue
            }
            out.append(c)
            i = line.index(after: i)
        }
        for (entity, character) in [("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&nbsp;", " "), ("&quot;", "\""), ("&#39;", "'")] {
            out = out.replacingOccurrences(of: entity, with: character)
        }
        return out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
