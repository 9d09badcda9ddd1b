import Ingest
import Render
import SiteModel

/// Prepares the glossary page's data: terms in each language and the pages that use them.
enum GlossaryPresenter {
    static func view(_ glossary: Glossary, site: Site) -> GlossaryView {
        var uses: [String: Set<String>] = [:]
        for page in site.pages where page.role != .untranslated {
            let text = page.title + "\n" + page.sections.map { ($0.heading ?? "") + "\n" + $0.text }.joined(separator: "\n")
            for match in glossary.matches(in: text, language: page.contentLanguage) {
                uses[match.entryID, default: []].insert(page.id)
            }
        }
        // Definitions the glossary file lacks are taken from the guideline text where it defines the term.
        let found = GlossaryDefinitions.find(site, glossary: glossary)
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
