import Ingest

/// One cross-reference of a talk as data (`concord align --json`): a passage of the talk, from `start` to `end`
/// seconds, and the guideline place it links to.
public struct CrossReferenceRecord: Sendable, Hashable, Encodable {
    public enum Kind: String, Sendable, Encodable { case automatic, author }
    /// The talk's transcript id (as in the report's `transcripts`), which stays the same whatever the page is called.
    public var talk: String
    /// Language of the talk text the link was found in.
    public var language: String
    public var start: Double?
    public var end: Double?
    /// Guideline page id and section anchor (nil for a link to a whole page).
    public var page: String
    public var section: String?
    /// The section's title (or the page's).
    public var heading: String
    public var kind: Kind
    /// The strongest words the passage and the section share (automatic links); empty for authors' links.
    public var evidence: [String]

    public init(talk: String, language: String, start: Double?, end: Double?, page: String, section: String?, heading: String,
                kind: Kind, evidence: [String] = []) {
        self.talk = talk
        self.language = language
        self.start = start
        self.end = end
        self.page = page
        self.section = section
        self.heading = heading
        self.kind = kind
        self.evidence = evidence
    }

    enum CodingKeys: String, CodingKey { case talk, language, start, end, page, section, heading, kind, evidence }
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(talk, forKey: .talk)
        try c.encode(language, forKey: .language)
        try c.encode(start, forKey: .start)  // explicit null: the passage was never spoken
        try c.encode(end, forKey: .end)
        try c.encode(page, forKey: .page)
        try c.encode(section, forKey: .section)
        try c.encode(heading, forKey: .heading)
        try c.encode(kind, forKey: .kind)
        try c.encode(evidence, forKey: .evidence)
    }
}

/// Every cross-reference of every talk of a linked site, as records.
public enum CrossReferenceRecords {
    /// Automatic links (`PageBlock.related`) and authors' `[[…]]` links of each talk page with text of its own (originals
    /// and translations, not stand-in copies). Consecutive paragraphs linked to the same place make one record whose
    /// `start`/`end` span the passage: from the first paragraph's start to the start of the paragraph after the
    /// last (the talk's last caption for the last paragraph).
    public static func make(_ site: Site) -> [CrossReferenceRecord] {
        let resolver = LinkResolver(site: site)
        var records: [CrossReferenceRecord] = []
        for page in site.pages where page.kind == .session && page.role != .untranslated {
            let blocks = page.blocks
            let talk = page.session?.transcriptID ?? page.id
            // The end of each block: the next timed block's start, else the talk's last caption.
            let talkEnd = page.session.flatMap { $0.segments.isEmpty ? nil : $0.segments.start(at: $0.segments.count - 1) }
            var ends = [Double?](repeating: talkEnd, count: blocks.count)
            var next: Double? = talkEnd
            for b in blocks.indices.reversed() {
                ends[b] = next.map { max($0, blocks[b].time ?? $0) }
                if let t = blocks[b].time { next = t }
            }
            /// Open passages by target key: index into `records`, and the last block index in it.
            var open: [String: (record: Int, last: Int)] = [:]
            for (b, block) in blocks.enumerated() {
                var links: [(key: String, record: CrossReferenceRecord)] = block.related.map { ref in
                    (ref.pageID + "#" + (ref.anchor ?? ""),
                     CrossReferenceRecord(talk: talk, language: page.contentLanguage, start: block.time, end: ends[b], page: ref.pageID,
                                          section: ref.anchor, heading: ref.title, kind: .automatic, evidence: ref.evidence))
                }
                if let html = block.block.markupHTML(containing: ExplicitLinks.targetAttribute) {
                    for (_, reference) in ExplicitLinks.placeholders(in: html) {
                        let heading = resolver.resolve(pageID: reference.pageID, anchor: reference.anchor, language: page.language)?.title
                            ?? reference.label ?? reference.target
                        links.append(("author:" + reference.target,
                                      CrossReferenceRecord(talk: talk, language: page.contentLanguage, start: block.time, end: ends[b],
                                                           page: reference.pageID, section: reference.anchor, heading: heading, kind: .author)))
                    }
                }
                for (key, record) in links {
                    if let (r, last) = open[key], last == b - 1 {
                        records[r].end = record.end ?? records[r].end
                        for word in record.evidence where !records[r].evidence.contains(word) && records[r].evidence.count < 8 {
                            records[r].evidence.append(word)
                        }
                        open[key] = (r, b)
                    } else if open[key]?.last != b {
                        records.append(record)
                        open[key] = (records.count - 1, b)
                    }
                }
            }
        }
        return records
    }
}
