import Diagnostics
import Ingest
import Render
import SiteModel

/// Prepares the glossary page's data: terms in each language and the pages that use them.
enum GlossaryPresenter {
    static func view(_ glossary: Glossary, site: Site) -> GlossaryView {
        // One matcher per language, and pages scanned on every core.
        var indexes: [String: GlossaryIndex] = [:]
        for language in Set(site.pages.map(\.contentLanguage)) { indexes[language] = glossary.index(for: language) }
        let frozen = indexes
        let used = site.pages.filter { $0.role != .untranslated }.concurrentMap { page -> (String, Set<String>) in
            let text = page.title + "\n" + page.sections.map { ($0.heading ?? "") + "\n" + $0.text }.joined(separator: "\n")
            return (page.id, Set(frozen[page.contentLanguage]!.matches(in: text).map(\.entryID)))
        }
        var uses: [String: Set<String>] = [:]
        for (pageID, entries) in used {
            for entry in entries { uses[entry, default: []].insert(pageID) }
        }
        // Definitions the glossary file lacks were taken from the guideline text while linking terms.
        let found = site.termDefinitions
        let entries = glossary.entries.map { entry in
            GlossaryView.Entry(id: entry.id,
                               terms: entry.terms.compactMapValues(\.first),
                               synonyms: entry.terms.mapValues { Array($0.dropFirst()) }.filter { !$0.value.isEmpty },
                               definitions: entry.definition.merging(found[entry.id] ?? [:]) { written, _ in written },
                               uses: (uses[entry.id] ?? []).sorted())
        }
        return GlossaryView(entries: entries.sorted { ($0.terms["en"] ?? $0.id).lowercased() < ($1.terms["en"] ?? $1.id).lowercased() })
    }
}
