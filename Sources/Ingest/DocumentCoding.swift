import Support

/// Blocks and documents in `BinaryWriter`'s encoding: blocks whole (cache entries hold them), documents as
/// cache-key inputs (everything a reader made of the file, so an edit anywhere makes a new key).
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
    }

    /// The captions: every segment's start, text and position.
    public mutating func write(_ transcript: Transcript) {
        write(transcript.id)
        write(transcript.languageCode)
        write(transcript.source)
        write(transcript.segments.count)
        for segment in transcript.segments {
            write(segment.start)
            write(segment.text)
            write(segment.line)
            write(segment.column)
        }
    }

    /// What identifies a document's content as a stage's input: its fields, blocks and captions, and of its
    /// session record the title (the one field alignment reads; stages that read more write more).
    public mutating func write(inputsOf document: Document) {
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
        write(document.metadata?.title)
        write(document.blocks.count)
        for block in document.blocks { write(block) }
        write(document.transcript != nil)
        if let transcript = document.transcript { write(transcript) }
    }
}

extension BinaryReader {
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
        return block
    }
}
