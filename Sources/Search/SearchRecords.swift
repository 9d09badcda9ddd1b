import Ingest
import SiteModel

/// Turns the site model into search records: one per section of a guideline page, one per paragraph of a
/// talk (so a result lands on the moment it was said), and one per paragraph and caption track in another
/// language shown beside it (indexed in that language, linking to the paragraph). Untranslated fallback pages are not indexed: their
/// text is indexed once, in its own language.
public enum SearchRecords {
    public static func make(_ site: Site) -> [SearchRecord] {
        // Pages are independent: each page's records are made on its own core (on a large library this ran alone
        // for seconds, one core idle), then joined in page order.
        let indexed = site.pages.filter { $0.role != .untranslated }
        var records = indexed.concurrentMap(records(of:)).flatMap { $0 }
        // Each page's summary rides on its first record, for results that match the title alone.
        let summaries = Dictionary(site.pages.compactMap { page in page.summary.map { (page.url, $0) } }, uniquingKeysWith: { a, _ in a })
        struct PageLanguage: Hashable { let url: String, language: String }
        var seenPages = Set<PageLanguage>()
        for i in records.indices where seenPages.insert(PageLanguage(url: records[i].pageURL, language: records[i].language)).inserted {
            if let summary = summaries[records[i].pageURL], !records[i].text.hasPrefix(summary) { records[i].summary = summary }
        }
        // A talk's topics (from its session record) filter all of its records.
        let topics = Dictionary(site.pages.compactMap { page in page.session?.metadata.map { (page.url, $0.topics) } }, uniquingKeysWith: { a, _ in a })
        for i in records.indices {
            if let list = topics[records[i].pageURL], !list.isEmpty { records[i].topics = list }
        }
        return records
    }

    /// One page's records: its talk's description, each section (guideline) or paragraph (talk), then the
    /// paragraphs' caption tracks in other languages.
    static func records(of page: Page) -> [SearchRecord] {
        var records: [SearchRecord] = []
        var captionRecords: [SearchRecord] = []
        let kind: SearchRecord.Kind = page.kind == .session ? .session : .guideline
        // A talk's session record: its description, topics and keywords are found in search, and its
        // platforms filter every paragraph of the talk.
        let metadata = page.session?.metadata
        let talkPlatforms = metadata?.platforms.compactMap { name in
            SearchRecord.knownPlatforms.first { $0.lowercased() == name.lowercased() }
        } ?? []
        func platforms(_ text: String) -> [String] {
            let found = Set(SearchRecord.platforms(mentionedIn: text) + talkPlatforms)
            return SearchRecord.knownPlatforms.filter(found.contains)
        }
        if let metadata, page.role == .original {
            let about = ([metadata.description ?? ""] + [metadata.topics.joined(separator: ", "), metadata.keywords.joined(separator: ", "),
                          metadata.eventLabel ?? ""]).filter { !$0.isEmpty }.joined(separator: "\n")
            if !about.isEmpty {
                records.append(SearchRecord(
                    id: "\(page.language)/\(page.id)#about", url: page.url, pageURL: page.url, pageTitle: page.title,
                    section: page.title, text: about, language: page.contentLanguage, kind: kind, designSystem: page.designSystem,
                    platforms: talkPlatforms.isEmpty ? platforms(about) : talkPlatforms, time: nil))
            }
        }
        for section in page.sections {
            let heading = section.heading ?? page.title
            if kind == .session {
                // A code snippet is indexed once, on the talk's original page (its code is in no reader's language).
                for block in section.blocks where !block.block.text.isEmpty && !(block.snippet != nil && page.role != .original) {
                    records.append(SearchRecord(
                        id: "\(page.language)/\(page.id)#\(block.anchor)", url: "\(page.url)#\(block.anchor)", pageURL: page.url,
                        pageTitle: page.title, section: heading, text: block.block.text, language: page.contentLanguage,
                        kind: kind, designSystem: page.designSystem,
                        platforms: platforms(block.block.text), time: block.time))
                }
                // Caption tracks in other languages are shown beside the paragraphs (a Chinese track of an
                // English talk): each is a record of its own language's index, pointing at the paragraph.
                for block in section.blocks {
                    for language in block.captions.keys.sorted() where language != page.contentLanguage {
                        let text = block.captions[language]!
                        guard !text.isEmpty else { continue }
                        captionRecords.append(SearchRecord(
                            id: "\(page.language)/\(page.id)#\(block.anchor)@\(language)", url: "\(page.url)#\(block.anchor)",
                            pageURL: page.url, pageTitle: page.title, section: heading, text: text, language: language,
                            kind: kind, designSystem: page.designSystem,
                            platforms: platforms(text), time: block.time))
                    }
                }
                continue
            }
            let text = section.blocks.map(\.block.text).joined(separator: "\n")
            guard !text.isEmpty || section.heading != nil else { continue }
            records.append(SearchRecord(
                id: "\(page.language)/\(page.id)#\(section.anchor)", url: "\(page.url)#\(section.anchor)", pageURL: page.url,
                pageTitle: page.title, section: heading, text: text, language: page.contentLanguage, kind: kind,
                designSystem: page.designSystem,
                platforms: SearchRecord.platforms(mentionedIn: heading + "\n" + text), time: nil))
        }
        return records + captionRecords
    }
}
