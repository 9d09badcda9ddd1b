import Diagnostics

/// What is known about a talk beyond its captions: the session record of the `wwdc-sessions` layout
/// (`sessions/<event>/<n>-<slug>/metadata.json`, a `catalog.json` at the top), or the same fields from `concord.yml`.
public struct SessionMetadata: Sendable, Hashable {
    /// A link the talk points to (documentation, sample code).
    public struct Resource: Sendable, Hashable {
        public var title: String
        public var url: String
        public var type: String?
        public init(title: String, url: String, type: String? = nil) {
            self.title = title
            self.url = url
            self.type = type
        }
    }

    /// Code shown in the talk, at its moment.
    public struct CodeSnippet: Sendable, Hashable {
        public var title: String?
        public var language: String?
        /// Seconds into the talk; nil when unknown (the snippet is shown after the talk's text).
        public var start: Double?
        public var code: String
        public init(title: String?, language: String?, start: Double?, code: String) {
            self.title = title
            self.language = language
            self.start = start
            self.code = code
        }
    }

    /// The talk's id, the same as its transcript's (`wwdc2017-101`, `tech-talks-111428`).
    public var id: String
    public var event: String?
    public var eventName: String?
    public var year: Int?
    public var title: String?
    public var description: String?
    public var url: String?
    /// Seconds.
    public var duration: Double?
    public var platforms: [String] = []
    public var topics: [String] = []
    public var keywords: [String] = []
    public var resources: [Resource] = []
    public var codeSnippets: [CodeSnippet] = []
    /// The file the record came from (for diagnostics and to prefer the record beside the captions).
    public var path: String
    public var line: Int
    /// Other files this record was folded from (a session's `README.md`): links to them lead to the talk too.
    public var alsoFrom: [String] = []

    public init(id: String, path: String, line: Int = 1) {
        self.id = id
        self.path = path
        self.line = line
    }

    /// Fields of `other` fill the ones this record lacks (a catalog entry under a metadata.json).
    public func filled(from other: SessionMetadata) -> SessionMetadata {
        var out = self
        out.event = event ?? other.event
        out.eventName = eventName ?? other.eventName
        out.year = year ?? other.year
        out.title = title ?? other.title
        out.description = description ?? other.description
        out.url = url ?? other.url
        out.duration = duration ?? other.duration
        if platforms.isEmpty { out.platforms = other.platforms }
        if topics.isEmpty { out.topics = other.topics }
        if keywords.isEmpty { out.keywords = other.keywords }
        if resources.isEmpty { out.resources = other.resources }
        if codeSnippets.isEmpty { out.codeSnippets = other.codeSnippets }
        return out
    }

    /// "WWDC 2017", "Tech Talks": the event as readers know it.
    public var eventLabel: String? {
        if let eventName, !eventName.isEmpty {
            // "WWDC17" already says its year; "Tech Talks" does not.
            if let year, !eventName.contains(where: \.isNumber) { return "\(eventName) \(year)" }
            return eventName
        }
        guard let event, !event.isEmpty else { return year.map(String.init) }
        // `wwdc2017` → `WWDC 2017`; `tech-talks` → `Tech Talks`.
        if let digits = event.firstIndex(where: \.isNumber), event[digits...].allSatisfy(\.isNumber), digits > event.startIndex {
            return event[..<digits].uppercased() + " " + event[digits...]
        }
        let words = event.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " }).map { $0.prefix(1).uppercased() + $0.dropFirst() }
        let name = words.joined(separator: " ")
        if let year, !name.contains(String(year)) { return "\(name) \(year)" }
        return name
    }
}

extension SessionMetadata {
    /// The event and number a talk's id names when ids follow Apple's (`wwdc2012-708` → "WWDC 2012 · 708",
    /// `tech-talks-111428` → "Tech Talks · 111428"), for talks without a record; nil for other ids.
    public static func eventLabel(ofID id: String) -> String? {
        guard let dash = id.lastIndex(of: "-") else { return nil }
        let event = String(id[..<dash]), number = id[id.index(after: dash)...]
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        let year = event.suffix(4)
        let dated = event.count > 4 && year.allSatisfy({ $0.isASCII && $0.isNumber }) && event.dropLast(4).allSatisfy({ $0.isASCII && $0.isLetter })
        guard dated || event == "tech-talks" else { return nil }
        var record = SessionMetadata(id: id, path: "")
        record.event = event
        return record.eventLabel.map { $0 + " · " + number }
    }
}

/// Reads session records: one `metadata.json`, or every session of a `catalog.json`.
public enum SessionMetadataReader {
    /// What a JSON file of the content folder holds.
    public enum Shape: Sendable { case transcript, metadata, catalog, unrelated }

    /// A transcript has `segments`; a catalog a `sessions` array; a session record an `id` with an event or code
    /// snippets, or with a title or description and only a session's members. JSON with members no transcript has
    /// (a cloned repository's `package.json`, `tsconfig.json`, a locale or navigation file) is unrelated; JSON with
    /// only a transcript's members, or a member named like its captions, is read as a transcript, whose reader
    /// says what is missing.
    public static func shape(of root: JSONValue, fileName: String) -> Shape {
        guard case .object = root else {
            if fileName == "catalog.json" { return .catalog }
            if fileName == "metadata.json" { return .metadata }
            // A bare list of captions (`[{start: 1.5, text: "…"}]`) is a transcript; other lists are data
            // (`[{"text": "Home", "href": "/"}]`, a site's navigation).
            if case .array(let items, _) = root, let first = items.first,
               case .number? = first["start"], case .string? = first["text"] {
                return .transcript
            }
            return .unrelated
        }
        if root["segments"] != nil { return .transcript }
        // YouTube's timed text (`json3`).
        if case .array(let events, _)? = root["events"], events.contains(where: { $0["tStartMs"] != nil }) { return .transcript }
        // A list of session records; a list of ids or names is some other index.
        if case .array(let items, _)? = root["sessions"],
           items.isEmpty || items.contains(where: { if case .object = $0 { true } else { false } }) { return .catalog }
        if fileName == "catalog.json" { return .catalog }
        guard case .object(let members, _) = root else { return .unrelated }
        let keys = members.map { $0.key }
        // By its name, a session record when it has any of a record's members: a build's `dist/metadata.json`
        // (`{"sourceFile": …, "selectors": …}`, 82 in a clone of Spectrum CSS) is other data, not a record missing
        // its id (the build stopped).
        if fileName == "metadata.json", keys.contains(where: sessionKeys.contains) { return .metadata }
        if root["id"] != nil {
            // A session's own members, or an id and a title or description with nothing a session record lacks
            // (a docs site's `{"id": "button", "title": "Button", "props": …}` is its own data).
            if keys.contains(where: sessionOnlyKeys.contains) { return .metadata }
            if root["title"] != nil || root["description"] != nil, keys.allSatisfy(sessionKeys.contains) { return .metadata }
        }
        // A transcript that lost its captions (read, so its reader says what is missing): only a transcript's
        // members, or a member named like the captions. A locale file's `language` beside its navigation, a
        // tool's `{"id": …, "repository": …}`, are other data.
        return isTranscript(keys: keys) ? .transcript : .unrelated
    }

    /// Whether an object with these members is a transcript (perhaps a broken one): a member named like its
    /// captions, or only a transcript's members.
    public static func isTranscript(keys: [String]) -> Bool {
        if keys.contains(where: namesCaptions) { return true }
        let own = keys.filter { $0 != "$schema" }
        return !own.isEmpty && own.allSatisfy(transcriptKeys.contains)
    }

    /// Members of a transcript file besides its captions.
    static let transcriptKeys: Set<String> = ["id", "language", "source", "wordCount", "title", "duration", "lang", "locale"]
    /// Members of a session record (`readSession`); `sessionOnlyKeys` are those no other data is likely to have.
    static let sessionKeys: Set<String> = ["id", "event", "eventName", "year", "title", "description", "url", "duration",
                                           "platforms", "topics", "keywords", "resources", "codeSnippets", "speakers", "$schema"]
    static let sessionOnlyKeys: Set<String> = ["event", "eventName", "codeSnippets"]

    /// `segments` as someone may have misspelt or renamed it (`segment`, `Segments`, `captions`, `cues`).
    static func namesCaptions(_ key: String) -> Bool {
        let k = key.lowercased()
        if ["captions", "cues", "subtitles", "segment", "segmets", "segements", "sgements"].contains(k) { return true }
        return k.hasPrefix("segment")
    }

    /// One session record (`metadata.json`); problems are reported with positions and usable fields kept.
    public static func readSession(_ root: JSONValue, path: String, problems: inout [Diagnostic]) -> SessionMetadata? {
        var reader = FieldReader(path: path)
        defer { problems += reader.problems }
        return reader.session(root, context: "the session record")
    }

    /// Every session of a `catalog.json` (`sessions: [...]`).
    public static func readCatalog(_ root: JSONValue, path: String, problems: inout [Diagnostic]) -> [SessionMetadata] {
        var reader = FieldReader(path: path)
        defer { problems += reader.problems }
        guard case .object = root else {
            reader.problem("metadata.type", root.position, "found \(root.typeDescription), expected a catalog object with 'sessions'")
            return []
        }
        guard let sessions = root["sessions"] else {
            reader.problem("metadata.field.missing", root.position, "found no 'sessions' member, expected an array of session records")
            return []
        }
        guard case .array(let items, _) = sessions else {
            reader.problem("metadata.field.type", sessions.position, "found \(sessions.typeDescription) for 'sessions', expected an array of session records")
            return []
        }
        return items.enumerated().compactMap { index, item in reader.session(item, context: "session \(index) of the catalog") }
    }

    /// Checks types field by field, collecting problems.
    struct FieldReader {
        let path: String
        var problems: [Diagnostic] = []

        init(path: String) { self.path = path }

        mutating func problem(_ identifier: String, _ at: SourcePosition, _ summary: String, _ severity: Severity = .error) {
            problems.append(Diagnostic(severity, identifier, summary, source: path, range: SourceRange(at)))
        }

        mutating func session(_ value: JSONValue, context: String) -> SessionMetadata? {
            guard case .object = value else {
                problem("metadata.type", value.position, "found \(value.typeDescription) as \(context), expected an object with 'id' and 'title'")
                return nil
            }
            guard let idValue = value["id"] else {
                problem("metadata.field.missing", value.position, "found no 'id' in \(context), expected the talk's id (the 'id' of its transcript)")
                return nil
            }
            guard case .string(let id, _) = idValue, !id.isEmpty else {
                problem("metadata.field.type", idValue.position, "found \(idValue.typeDescription) for 'id', expected the talk's id as a string")
                return nil
            }
            var record = SessionMetadata(id: id, path: path, line: value.position.line)
            record.event = string(value, "event")
            record.eventName = string(value, "eventName")
            record.year = number(value, "year").flatMap { $0 == $0.rounded() && abs($0) < 100_000 ? Int($0) : nil }
            record.title = string(value, "title")
            record.description = string(value, "description")
            record.url = string(value, "url")
            record.duration = number(value, "duration")
            record.platforms = strings(value, "platforms")
            record.topics = strings(value, "topics")
            record.keywords = strings(value, "keywords")
            record.resources = objects(value, "resources").compactMap { item in
                guard let url = string(item, "url", required: true) else { return nil }
                return SessionMetadata.Resource(title: string(item, "title") ?? url, url: url, type: string(item, "type"))
            }
            record.codeSnippets = objects(value, "codeSnippets").compactMap { item in
                guard let code = string(item, "code", required: true) else { return nil }
                let start = number(item, "startTimeSeconds")
                if let start, start < 0 {
                    problem("metadata.snippet.time", item["startTimeSeconds"]!.position,
                            "found the start time \(start), expected 0 or more seconds", .warning)
                }
                return SessionMetadata.CodeSnippet(title: string(item, "title"), language: string(item, "language"),
                                                   start: start.flatMap { $0 >= 0 ? $0 : nil }, code: code)
            }
            return record
        }

        /// A string member; null and absence are "unknown", any other type is a problem.
        mutating func string(_ object: JSONValue, _ key: String, required: Bool = false) -> String? {
            guard let value = object[key] else {
                if required { problem("metadata.field.missing", object.position, "found no '\(key)', expected a string '\(key)'") }
                return nil
            }
            switch value {
            case .string(let s, _): return s
            case .null: return nil
            default:
                problem("metadata.field.type", value.position, "found \(value.typeDescription) for '\(key)', expected a string")
                return nil
            }
        }

        mutating func number(_ object: JSONValue, _ key: String) -> Double? {
            guard let value = object[key] else { return nil }
            switch value {
            case .number(let n, _): return n
            case .null: return nil
            default:
                problem("metadata.field.type", value.position, "found \(value.typeDescription) for '\(key)', expected a number")
                return nil
            }
        }

        mutating func strings(_ object: JSONValue, _ key: String) -> [String] {
            guard let value = object[key] else { return [] }
            if case .null = value { return [] }
            guard case .array(let items, _) = value else {
                problem("metadata.field.type", value.position, "found \(value.typeDescription) for '\(key)', expected an array of strings")
                return []
            }
            return items.compactMap { item in
                if case .string(let s, _) = item { return s }
                problem("metadata.field.type", item.position, "found \(item.typeDescription) in '\(key)', expected a string")
                return nil
            }
        }

        mutating func objects(_ object: JSONValue, _ key: String) -> [JSONValue] {
            guard let value = object[key] else { return [] }
            if case .null = value { return [] }
            guard case .array(let items, _) = value else {
                problem("metadata.field.type", value.position, "found \(value.typeDescription) for '\(key)', expected an array of objects")
                return []
            }
            return items.filter { item in
                if case .object = item { return true }
                problem("metadata.field.type", item.position, "found \(item.typeDescription) in '\(key)', expected an object")
                return false
            }
        }
    }
}
