import Diagnostics
import Foundation
import Ingest
import Support
import TextAnalysis

/// Links the first use of each glossary term on a page to its glossary entry, and finds definitions in the
/// guideline text for entries the glossary file leaves undefined.
///
/// The model only marks the term with a placeholder, `<a data-concord-term="entry-id">term</a>`; the renderer
/// turns it into a link to the glossary of the page's language tree (class `glossary-term`). Terms are never
/// linked inside headings, code, tables or existing links. Only entries worth a visit are linked: those with a
/// definition, and compound terms ("tab bar", "scope bar"; judged in the site's default language, so 标签页栏
/// too); a single everyday word ("search", "app", "view") is not.
public enum GlossaryTermLinker {
    public static let termAttribute = "data-concord-term"

    /// Adds term placeholders to every page's blocks; returns how many. `cache`, when given, keeps each page's
    /// placeholders between builds (`GlossaryLinkCoding`).
    @discardableResult
    public static func link(_ site: inout Site, glossary: Glossary, cache: (any ProductCache)? = nil) -> Int {
        // No glossary, no terms to find (a library of captions and guidelines needs none).
        guard !glossary.entries.isEmpty else { return 0 }
        let definitions = GlossaryDefinitions.find(site, glossary: glossary)
        site.termDefinitions = definitions
        // Entries worth a visit: defined ones, and compound terms in the site's default language.
        let linkable = Set(glossary.entries.filter { entry in
            !entry.definition.isEmpty || definitions[entry.id] != nil || (entry.preferredTerm(in: site.defaultLanguage)?.contains(" ") ?? false)
        }.map(\.id))
        var indexes: [String: GlossaryIndex] = [:]
        for language in Set(site.pages.map(\.contentLanguage)) { indexes[language] = glossary.index(for: language) }
        let frozen = indexes
        let glossaryKey = cache == nil ? "" : glossary.cacheFingerprint
        // An untranslated copy whose text is its original's (a value copy: comparing it costs next to nothing) gets
        // the same placeholders, so it takes the original's linked sections instead of being matched again (a third
        // of the pages of the corpus library, read in two languages, are such copies).
        let originalOf = zip(site.pages, site.originalOfCopies).map { page, o -> Int? in
            guard let o else { return nil }
            let original = site.pages[o]
            let same = original.contentLanguage == page.contentLanguage && original.title == page.title && original.sections == page.sections
            return same ? o : nil
        }
        // Pages are independent: link them on every core.
        let pages = site.pages
        var linkedPages = pages.indices.concurrentMap { i -> (Page, Int, Set<String>)? in
            guard originalOf[i] == nil else { return nil }
            var page = pages[i]
            var used = Set<String>()
            func link(_ page: inout Page, _ used: inout Set<String>) -> Int {
                linkFirstUses(in: &page, index: frozen[page.contentLanguage]!, linkable: linkable, used: &used)
            }
            let count = cache.map { GlossaryLinkCoding.link(&page, glossary: glossaryKey, linkable: linkable, used: &used, cache: $0, make: link) }
                ?? link(&page, &used)
            return (page, count, used)
        }
        for i in pages.indices {
            guard let o = originalOf[i], let (original, count, used) = linkedPages[o] else { continue }
            var page = pages[i]
            page.sections = original.sections
            linkedPages[i] = (page, count, used)
        }
        let linked = linkedPages.map { $0! }
        site.pages = linked.map(\.0)
        // The glossary page lists where each term is used: pages of their own (not untranslated copies).
        var uses: [String: [String]] = [:]
        for (page, _, used) in linked where page.role != .untranslated {
            for entry in used { uses[entry, default: []].append(page.id) }
        }
        site.termUses = uses.mapValues { Array(Set($0)).sorted() }
        return linked.reduce(0) { $0 + $1.1 }
    }

    /// Links the first use of each linkable term on one page; returns how many were linked. `used` gains every
    /// entry the page's title, headings or text use.
    static func linkFirstUses(in page: inout Page, index: GlossaryIndex, linkable: Set<String>, used: inout Set<String>) -> Int {
        let wordBoundaries = !index.bySubstring
        var linked = Set<String>()
        var count = 0
        used.formUnion(index.matches(in: page.title).map(\.entryID))
        for s in page.sections.indices {
            if let heading = page.sections[s].heading { used.formUnion(index.matches(in: heading).map(\.entryID)) }
            for b in page.sections[s].blocks.indices {
                var block = page.sections[s].blocks[b].block
                let matches = index.matches(in: block.text)
                used.formUnion(matches.map(\.entryID))
                switch block.kind {
                case .paragraph, .listItem, .caption, .quote: break
                default: continue
                }
                for match in matches where linkable.contains(match.entryID) && !linked.contains(match.entryID) {
                    let surface = String(block.text[match.range])
                    if let html = wrap(surface, in: block.html, entryID: match.entryID, wordBoundaries: wordBoundaries) {
                        block.html = html
                        linked.insert(match.entryID)
                        count += 1
                    }
                }
                page.sections[s].blocks[b].block = block
            }
        }
        return count
    }

    /// `html` with the first occurrence of `surface` in its text (outside tags, links and code) wrapped in a
    /// term placeholder; nil when there is none.
    static func wrap(_ surface: String, in html: String, entryID: String, wordBoundaries: Bool) -> String? {
        let needle = HTML.escape(surface)
        // Latin terms in Chinese text still need word boundaries ("App" is not in "Apple").
        let wordBoundaries = wordBoundaries || (surface.first.map { $0.isASCII && $0.isLetter } ?? false)
        var skipDepth = 0
        var i = html.startIndex
        while i < html.endIndex {
            if html[i] == "<" {
                guard let close = html[i...].firstIndex(of: ">") else { return nil }
                let tag = html[i...close]
                let name = tag.dropFirst().drop { $0 == "/" }.prefix { $0.isLetter }.lowercased()
                if ["a", "code", "pre"].contains(name) {
                    if tag.hasPrefix("</") { skipDepth = max(0, skipDepth - 1) } else if !tag.hasSuffix("/>") { skipDepth += 1 }
                }
                i = html.index(after: close)
                continue
            }
            let textEnd = html[i...].firstIndex(of: "<") ?? html.endIndex
            if skipDepth == 0 {
                var from = i
                while let r = html[from..<textEnd].utf8Range(of: needle) {
                    let before = r.lowerBound > html.startIndex ? html[html.index(before: r.lowerBound)] : " "
                    let after = r.upperBound < html.endIndex ? html[r.upperBound] : " "
                    if !wordBoundaries || (!before.isLetter && !before.isNumber && !after.isLetter && !after.isNumber) {
                        return String(html[..<r.lowerBound]) + "<a \(termAttribute)=\"\(HTML.escape(entryID))\">" + needle + "</a>"
                            + String(html[r.upperBound...])
                    }
                    from = html.index(after: r.lowerBound)
                }
            }
            i = textEnd
        }
        return nil
    }
}

/// Definitions of glossary terms written in the guideline text: a sentence that starts with the term and goes
/// on to say what it is ("A scope control acts like …", "令牌是搜索词的视觉化展现…").
public enum GlossaryDefinitions {
    static let englishVerbs = ["is", "acts", "represents", "refers", "means"]
    static let chineseLinks = ["是", "的作用", "指"]

    /// Entry id → language → definition, for entries with no definition in that language in the glossary file.
    public static func find(_ site: Site, glossary: Glossary) -> [String: [String: String]] {
        let pages = site.pages.filter { $0.kind == .guideline && $0.role != .untranslated }
        // Pages are read on every core; the first page (in site order) that defines an entry gives its definition.
        let found = pages.concurrentMap { page -> [(entry: String, language: String, sentence: String)] in
            let language = page.contentLanguage
            let cjk = GlossaryIndex.matchesBySubstring(language)
            var finds: [(entry: String, language: String, sentence: String)] = []
            var defined = Set<String>()
            for block in page.blocks {
                switch block.block.kind {
                case .paragraph, .listItem: break
                default: continue
                }
                let sentences = block.sentences.isEmpty ? SentenceSplitter.split(block.block.text) : block.sentences.map(\.text)
                for sentence in sentences {
                    // An English definition starts "A …" or "An …": look no further at any other sentence.
                    guard cjk || mayStartWithArticle(sentence) && ["a", "an"].contains(firstWord(sentence)) else { continue }
                    // Split once per sentence, not once per entry (this ran for every entry of the glossary).
                    let words = cjk ? [] : Self.words(sentence)
                    // A Chinese definition starts with its term: only entries with a term starting the same way.
                    let head = cjk ? sentence.trimmingCharacters(in: .whitespaces).first : nil
                    for entry in glossary.entries where entry.definition[language] == nil && !defined.contains(entry.id) {
                        if cjk, let head, !entry.terms(in: language).contains(where: { $0.first == head }) { continue }
                        if defines(sentence, terms: entry.terms(in: language), cjk: cjk, words: words) {
                            finds.append((entry.id, language, sentence.trimmingCharacters(in: .whitespaces)))
                            defined.insert(entry.id)
                        }
                    }
                }
            }
            return finds
        }
        var result: [String: [String: String]] = [:]
        for finds in found {
            for f in finds where result[f.entry]?[f.language] == nil { result[f.entry, default: [:]][f.language] = f.sentence }
        }
        return result
    }

    /// False when `firstWord` cannot be "a" or "an": the first character after leading spaces and ASCII
    /// punctuation is ASCII and not an "a" (most sentences, told without Foundation's trimming).
    static func mayStartWithArticle(_ sentence: String) -> Bool {
        for byte in sentence.utf8 {
            switch byte {
            case 0x20, 0x09: continue
            // ASCII punctuation (Unicode's P categories: `firstWord` trims them), not symbols such as `$` or `+`.
            case UInt8(ascii: "!"), UInt8(ascii: "\""), UInt8(ascii: "#"), UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "'"),
                 UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: ","), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "?"), UInt8(ascii: "@"), UInt8(ascii: "["),
                 UInt8(ascii: "\\"), UInt8(ascii: "]"), UInt8(ascii: "_"), UInt8(ascii: "{"), UInt8(ascii: "}"): continue
            case UInt8(ascii: "a"), UInt8(ascii: "A"): return true
            case ..<0x80: return false
            default: return true
            }
        }
        return false
    }

    /// The first word of `sentence` as `words` gives it, without splitting the rest.
    static func firstWord(_ sentence: String) -> String {
        let first = sentence.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1).first ?? ""
        return first.lowercased().trimmingCharacters(in: .punctuationCharacters)
    }

    static func words(_ sentence: String) -> [String] {
        sentence.trimmingCharacters(in: .whitespaces).split(separator: " ").map { $0.lowercased().trimmingCharacters(in: .punctuationCharacters) }
    }

    static func defines(_ sentence: String, terms: [String], cjk: Bool, words: [String]? = nil) -> Bool {
        if cjk {
            let s = Substring(sentence.trimmingCharacters(in: .whitespaces))
            return terms.contains { term in
                s.hasPrefix(term) && chineseLinks.contains { s.dropFirst(term.count).hasPrefix($0) }
            }
        }
        let words = words ?? Self.words(sentence)
        // "A token is …", "A scope control acts like …": a definition introduces its term with an article.
        guard let first = words.first, ["a", "an"].contains(first) else { return false }
        let start = 1
        for term in terms {
            let t = term.lowercased().split(separator: " ").map(String.init)
            guard words.count > start + t.count else { continue }
            let candidate = words[start..<(start + t.count)].map { GlossaryIndex.matchKey($0) }
            if candidate == t.map({ GlossaryIndex.matchKey($0) }), englishVerbs.contains(words[start + t.count]) { return true }
        }
        return false
    }
}
