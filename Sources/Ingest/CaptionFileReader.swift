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
            while k < lines.count, !lines[k].allSatisfy(\.isWhitespace) {
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
        let (talk, nameLanguage) = talkAndLanguage(name ?? path)
        let language = nameLanguage ?? headerLanguage.flatMap(Languages.info)?.tag
            ?? LanguageDetector.detect(segments.prefix(200).map(\.text).joined(separator: "\n"))
        let code = Languages.info(language)?.captionCode ?? language
        let transcript = Transcript(id: talk, languageCode: code, source: nil, segments: segments)
        let slug = Slug.make(talk) ?? "transcript"
        return Document(id: language == "en" ? slug : "\(slug)-\(language.lowercased())", path: path, kind: .transcript,
                        language: language, title: talk, transcript: transcript)
    }

    /// `00:01:02.500`, `01:02.5`, `00:01:02,500` (SubRip) in seconds; nil for anything else.
    static func seconds(_ stamp: String) -> Double? {
        let parts = stamp.replacingOccurrences(of: ",", with: ".").split(separator: ":")
        guard (2...3).contains(parts.count), let last = Double(parts.last!), last >= 0, last < 60 else { return nil }
        var total = last
        var scale = 60.0
        for part in parts.dropLast().reversed() {
            guard let value = Int(part), value >= 0 else { return nil }
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

    /// The talk's id and, when the path names it, the language: `talk.en.vtt` → (`talk`, `en`),
    /// `captions/zho/2016/101.srt` → (`2016-101`, `zh-Hans`).
    static func talkAndLanguage(_ path: String) -> (String, String?) {
        var folders = path.split(separator: "/").map(String.init)
        let file = folders.removeLast()
        var stem = String(file.prefix { $0 != "." })
        var language: String?
        // A language after the name: `.en`, `_eng`, `-zho`.
        let nameParts = file.split(separator: ".").dropFirst().dropLast()
        if let last = nameParts.last, let info = Languages.info(String(last)) {
            language = info.tag
        } else {
            // The last part, or the last two (`zh-Hans`, `pt-BR`).
            let cuts = stem.indices.filter { stem[$0] == "_" || stem[$0] == "-" }.suffix(2).reversed()
            for cut in cuts {
                let tail = String(stem[stem.index(after: cut)...])
                guard tail.count <= 7, Slug.isLanguageTag(tail), let info = Languages.info(tail),
                      tail.split(separator: "-").count == 1 || Languages.info(String(tail.prefix { $0 != "-" })) != nil else { continue }
                language = info.tag
                stem = String(stem[..<cut])
                break
            }
        }
        // A language folder (`eng/2017/`): the language when the name has none; not part of the id.
        var place: [String] = []
        for folder in folders.reversed() {
            if let info = Languages.info(folder), folder.count <= 7 {
                if language == nil { language = info.tag }
                break
            }
            place.insert(folder, at: 0)
        }
        // A name that is only a number is numbered within its year or event: `2017/101` → `2017-101`
        // (`captions/101` is talk `101`).
        if stem.allSatisfy(\.isNumber), let holder = place.last, holder.contains(where: \.isNumber) {
            stem = holder + "-" + stem
        }
        return (stem, language)
    }
}
