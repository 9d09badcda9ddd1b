import Diagnostics
import TextAnalysis

/// Reads a talk's caption transcript: JSON with `id`, `language`, `source`, `wordCount` and
/// `segments: [{start, text}]`, `start` in seconds, ascending.
public enum TranscriptReader {
    /// True when the text looks like a transcript (a JSON object with a `segments` member), whatever the file is named.
    public static func recognizes(_ text: String) -> Bool {
        let head = text.utf8.prefix(4096)
        guard let first = head.first(where: { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF) }) else {
            return false
        }
        guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else { return false }
        // JSON opens `{"`, `[{` or `[]`; text opens `[00:00:03] Welcome` or `[Music]`.
        guard let at = head.firstIndex(of: first),
              let next = head[head.index(after: at)...].first(where: { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }) else { return true }
        return first == UInt8(ascii: "{") ? next == UInt8(ascii: "\"") || next == UInt8(ascii: "}")
            : next == UInt8(ascii: "{") || next == UInt8(ascii: "]") || next == UInt8(ascii: "[")
    }

    /// Parses a transcript; every problem found is appended to `problems`, and usable segments are kept.
    public static func read(_ text: String, path: String, problems: inout [Diagnostic]) -> Document? {
        let root: JSONValue
        do {
            root = try PositionedJSONParser.parse(Array(text.utf8))
        } catch {
            problems.append(Diagnostic(.error, "transcript.json.syntax", error.message, source: path, range: SourceRange(error.position)))
            return nil
        }
        return read(root: root, path: path, problems: &problems)
    }

    /// A transcript from JSON already parsed (the content reader parses each JSON file once to see what it holds).
    /// `name`: the file's path in the content folder, which names the talk and may give its language when the
    /// JSON does not (Whisper's output has no `id`; a bare list of `{start, text}` has neither).
    public static func read(root: JSONValue, path: String, name: String? = nil, problems: inout [Diagnostic]) -> Document? {
        func problem(_ identifier: String, _ at: SourcePosition, _ summary: String, _ severity: Severity = .error) {
            problems.append(Diagnostic(severity, identifier, summary, source: path, range: SourceRange(at)))
        }
        switch root {
        case .object: break
        case .array(let items, _) where items.first.map({ if case .object = $0 { return true } else { return false } }) ?? false:
            break
        default:
            problem("transcript.type", root.position, "found \(root.typeDescription), expected a transcript object with 'id' and 'segments'")
            return nil
        }
        let problemsBefore = problems.count
        func optionalString(_ key: String) -> String? {
            guard let value = root[key] else { return nil }
            guard case .string(let s, _) = value else {
                problem("transcript.field.type", value.position, "found \(value.typeDescription) for '\(key)', expected a string")
                return nil
            }
            return s
        }
        let named = talkAndLanguage(name ?? path)
        let wrongID: Bool = { if let value = root["id"], case .string = value { return false } else { return root["id"] != nil } }()
        let id = optionalString("id") ?? (wrongID ? nil : named.0)
        var language = optionalString("language")
        if let code = language, !Slug.isLanguageTag(code), let value = root["language"] {
            // The language names a folder of the site and the pages' lang attribute: never a path or markup.
            problem("transcript.language.invalid", value.position, "found the language '\(code)', expected a language code such as eng or zho")
            language = nil
        }
        // A member of the wrong type is an error (reported above): no talk from a half-read file.
        let fieldsWrong = problems.count > problemsBefore
        var source: String?
        if let value = root["source"] {
            if case .string(let s, _) = value { source = s } else {
                problem("transcript.field.type", value.position, "found \(value.typeDescription) for 'source', expected a URL string")
            }
        }
        if root["segments"] == nil, case .array(let events, _)? = root["events"] {
            guard !fieldsWrong else { return nil }
            return youTubeEvents(events, id: id, language: language ?? named.1, source: source, path: path, problems: &problems)
        }
        let bareList: Bool = { if case .array = root { return true } else { return false } }()
        guard let segmentsValue = bareList ? root : root["segments"] else {
            problem("transcript.field.missing", root.position, "found no 'segments' member, expected an array of {start, text}")
            return nil
        }
        guard case .array(let items, _) = segmentsValue else {
            problem("transcript.field.type", segmentsValue.position, "found \(segmentsValue.typeDescription) for 'segments', expected an array of {start, text}")
            return nil
        }
        var segments: [Segment] = []
        segments.reserveCapacity(items.count)
        var previous: (start: Double, index: Int)?
        var reportedOrder = 0
        var placeholders: [SourcePosition] = []
        for (index, item) in items.enumerated() {
            let at = item.position
            guard case .object = item else {
                problem("transcript.segment.type", at, "found \(item.typeDescription) as segment \(index), expected an object {start, text}")
                continue
            }
            guard let startValue = item["start"] else {
                problem("transcript.start.missing", at, "found a segment (\(index)) with no 'start', expected a start time in seconds")
                continue
            }
            guard case .number(let start, let startAt) = startValue else {
                problem("transcript.start.notNumber", startValue.position,
                        "found \(startValue.typeDescription) for 'start' of segment \(index), expected a number of seconds")
                continue
            }
            guard start >= 0 else {
                problem("transcript.start.negative", startAt, "found the start time \(format(start)) in segment \(index), expected 0 or more seconds")
                continue
            }
            let textValue = item["text"]
            guard case .string(let written, _)? = textValue else {
                problem(textValue == nil ? "transcript.text.missing" : "transcript.text.type", textValue?.position ?? at,
                        textValue == nil ? "found a segment (\(index)) with no 'text', expected the caption text"
                                         : "found \(textValue!.typeDescription) for 'text' of segment \(index), expected a string")
                continue
            }
            // Whisper starts each segment's text with a space.
            let segmentText = written.first?.isWhitespace == true || written.last?.isWhitespace == true
                ? written.trimmingCharacters(in: .whitespacesAndNewlines) : written
            if start >= Segment.placeholderStart {
                // 99:59:59.999 stands for "no time" in some exports: keep the words, not the time.
                placeholders.append(startAt)
                segments.append(Segment(start: start, text: segmentText, line: at.line, column: at.column))
                continue
            }
            if let previous, start < previous.start {
                // One message per run of disorder, not one per segment, so a shuffled file stays readable.
                if reportedOrder < 10 {
                    problem("transcript.start.unsorted", startAt,
                            "found the start time \(format(start)) in segment \(index) after \(format(previous.start)) in segment \(previous.index), expected times in ascending order")
                }
                reportedOrder += 1
                continue
            }
            previous = (start, index)
            segments.append(Segment(start: start, text: segmentText, line: at.line, column: at.column))
        }
        if reportedOrder > 10 {
            problems.append(Diagnostic(.note, "transcript.start.unsorted", "\(reportedOrder - 10) more segments are out of order", source: path))
        }
        if let first = placeholders.first {
            problem("transcript.start.placeholder", first,
                    "found the placeholder start time \(format(Segment.placeholderStart)) in \(placeholders.count) of \(items.count) segments, expected real times; those captions are shown without a time",
                    .warning)
        }
        if items.isEmpty {
            problem("transcript.segments.empty", segmentsValue.position, "found no segments, expected at least one caption", .warning)
        }
        guard let id, !fieldsWrong else { return nil }
        // Without a language in the JSON: the file's name or folder says it, else the captions' own words.
        let tag = language.map(languageTag) ?? named.1 ?? spokenLanguage(segments)
        return document(id: id, tag: tag, code: language ?? Languages.info(tag)?.captionCode ?? tag, source: source, segments: segments, path: path)
    }

    static func document(id: String, tag: String, code: String, source: String?, segments: [Segment], path: String) -> Document {
        let transcript = Transcript(id: id, languageCode: code, source: source, segments: segments)
        let slug = Slug.make(id) ?? Slug.transliterated(id) ?? "transcript"
        return Document(id: tag == "en" ? slug : "\(slug)-\(tag.lowercased())", path: path, kind: .transcript,
                        language: tag, title: id, transcript: transcript, sourceURL: source,
                        designSystem: source.flatMap(DesignSystems.name(forURL:)))
    }

    /// YouTube's timed text (`json3`: `events: [{tStartMs, segs: [{utf8}]}]`) as segments.
    static func youTubeEvents(_ events: [JSONValue], id: String?, language: String?, source: String?, path: String,
                              problems: inout [Diagnostic]) -> Document? {
        var segments: [Segment] = []
        for event in events {
            guard case .number(let ms, let at)? = event["tStartMs"], case .array(let parts, _)? = event["segs"] else { continue }
            let text = parts.compactMap { part -> String? in if case .string(let s, _)? = part["utf8"] { return s } else { return nil } }.joined()
            let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            guard !words.isEmpty, ms >= 0 else { continue }
            if let last = segments.last, ms / 1000 < last.start { continue }
            segments.append(Segment(start: ms / 1000, text: words, line: at.line, column: at.column))
        }
        guard let id, !segments.isEmpty else {
            problems.append(.warning("transcript.segments.empty", "found no timed text in 'events', expected {tStartMs, segs: [{utf8}]} entries", source: path))
            return nil
        }
        let tag = language.map(languageTag) ?? spokenLanguage(segments)
        return document(id: id, tag: tag, code: Languages.info(tag)?.captionCode ?? tag, source: source, segments: segments, path: path)
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
                guard tail.count <= 7, Slug.isLanguageTag(tail), !Languages.isNameEnding(tail), let info = Languages.info(tail),
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

    /// The language of the captions' own words (their first 200), when nothing names it.
    static func spokenLanguage(_ segments: [Segment]) -> String {
        LanguageDetector.detect(segments.prefix(200).map(\.text).joined(separator: "\n"))
    }

    /// BCP 47 tag for the ISO 639 codes transcripts use (`eng`, `zho`).
    /// The codes come from the language table (`Languages`); unknown codes are kept as written.
    public static func languageTag(_ code: String) -> String {
        Languages.tag(forCaptionCode: code)
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension Segment {
    /// Start times at or past 99:59:59 are placeholders some caption exports write for "unknown"
    /// (seen as 359999.999 in 2012 talks).
    public static let placeholderStart: Double = 359_999

    /// The start time, or nil when it is a placeholder for an unknown time.
    public var knownStart: Double? { Self.known(start) }

    /// `start`, or nil when it is a placeholder for an unknown time.
    static func known(_ start: Double) -> Double? { start >= placeholderStart ? nil : start }
}
