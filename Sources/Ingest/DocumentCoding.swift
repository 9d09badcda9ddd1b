import Support

/// Blocks and documents in `BinaryWriter`'s encoding, whole: as cache entries, and as cache-key inputs (everything
/// a reader made of the file, so an edit anywhere makes a new key).
extension BinaryWriter {
    public mutating func write(_ block: Block) {
        switch block.kind {
        case .heading(let level): write(0); write(level)
        case .paragraph: write(1)
        case .listItem(let ordered): write(2); write(ordered)
        case .caption: write(3)
        case .code: write(4)
        case .quote: write(5)
        case .table: write(6)
        }
        write(block.text)
        write(block.markupHTML)
        write(block.label)
        write(block.line)
        write(block.time)
        write(block.counterpartLine)
        write(block.quoted)
        write(block.quoteStart)
        write(block.callout)
        write(block.listDepth)
    }

    /// The captions: every segment's start, text and position.
    public mutating func write(_ transcript: Transcript) {
        write(transcript.id)
        write(transcript.languageCode)
        write(transcript.source)
        // A key's inputs: the captions as they are held (an entry needs them one by one, to read them back).
        if isHashing { return transcript.segments.writeKey(to: &self) }
        write(transcript.segments.count)
        for segment in transcript.segments {
            write(segment.start)
            write(segment.text)
            write(segment.line)
            write(segment.column)
        }
    }

    /// A document: its fields, blocks and captions, and of its session record the title (the one field alignment
    /// reads; stages that read more write more). Read back by `BinaryReader.document()` when it has no record (a
    /// reader's documents: records are attached after reading).
    public mutating func write(_ document: Document) {
        write(document.id)
        write(document.path)
        write(document.kind.rawValue)
        write(document.language)
        write(document.title)
        write(document.titleLine)
        write(document.summary)
        write(document.sourceURL)
        write(document.designSystem)
        write(document.translationOf)
        write(document.sessionOf)
        write(document.hasExplicitID)
        write(document.languageDeclared)
        write(document.permalink)
        write(document.order)
        write(document.metadata?.title)
        write(document.blocks.count)
        for block in document.blocks { write(block) }
        write(document.transcript != nil)
        if let transcript = document.transcript { write(transcript) }
    }
}

extension BinaryReader {
    /// A document written by `BinaryWriter.write(_: Document)`, without a session record.
    public mutating func document() throws -> Document {
        let id = try string(), path = try string()
        guard let kind = DocumentKind(rawValue: try string()) else { throw Malformed() }
        let language = try string(), title = try string(), titleLine = try optionalInt(), summary = try optionalString()
        let sourceURL = try optionalString(), designSystem = try optionalString()
        let translationOf = try optionalString(), sessionOf = try optionalString()
        let explicit = try bool(), languageDeclared = try bool()
        let permalink = try optionalString(), order = try optionalDouble()
        // A reader's documents carry no session record.
        guard try optionalString() == nil else { throw Malformed() }
        let blocks = try (0..<count()).map { _ in try block() }
        let transcript = try bool() ? try self.transcript() : nil
        var document = Document(id: id, path: path, kind: kind, language: language, title: title, titleLine: titleLine,
                                summary: summary, blocks: blocks, transcript: transcript, sourceURL: sourceURL,
                                designSystem: designSystem, translationOf: translationOf, sessionOf: sessionOf)
        document.hasExplicitID = explicit
        document.languageDeclared = languageDeclared
        document.permalink = permalink
        document.order = order
        return document
    }

    public mutating func transcript() throws -> Transcript {
        let id = try string(), code = try string(), source = try optionalString()
        let n = try count()
        var segments = Segments([])
        for _ in 0..<n {
            let start = try double(), text = try string(), line = try int(), column = try int()
            segments.append(Segment(start: start, text: text, line: line, column: column))
        }
        return Transcript(id: id, languageCode: code, source: source, segments: segments)
    }

    public mutating func block() throws -> Block {
        let kind: Block.Kind
        switch try int() {
        case 0: kind = .heading(level: try int())
        case 1: kind = .paragraph
        case 2: kind = .listItem(ordered: try bool())
        case 3: kind = .caption
        case 4: kind = .code
        case 5: kind = .quote
        case 6: kind = .table
        default: throw Malformed()
        }
        let text = try string(), html = try optionalString(), label = try optionalString()
        var block = Block(kind: kind, text: text, html: html, label: label, line: try int(), time: try optionalDouble())
        block.counterpartLine = try optionalInt()
        block.quoted = try bool()
        block.quoteStart = try bool()
        block.callout = try optionalString()
        block.listDepth = try int()
        return block
    }
}

extension Glossary {
    /// Everything of the glossary its indexes are made from, as a cache key's input.
    public var cacheFingerprint: String {
        var w = BinaryWriter(hashing: true)
        w.write(entries.count)
        for entry in entries {
            w.write(entry.id)
            for (language, terms) in entry.terms.sorted(by: { $0.key < $1.key }) {
                w.write(language)
                w.write(terms)
            }
            w.write("")
            for (language, text) in entry.definition.sorted(by: { $0.key < $1.key }) {
                w.write(language)
                w.write(text)
            }
            w.write("")
        }
        return w.fingerprint
    }
}
