import Ingest
import Render
import SiteModel

/// Prepares the glossary page's data: terms in each language and the pages that use them (found while the
/// terms were linked).
enum GlossaryPresenter {
    static func view(_ glossary: Glossary, site: Site) -> GlossaryView {
        // Definitions the glossary file lacks were taken from the guideline text while linking terms.
        let found = site.termDefinitions
        let entries = glossary.entries.map { entry in
            GlossaryView.Entry(id: entry.id,
                               terms: entry.terms.compactMapValues(\.first),
                               synonyms: entry.terms.mapValues { Array($0.dropFirst()) }.filter { !$0.value.isEmpty },
                               definitions: entry.definition.merging(found[entry.id] ?? [:]) { written, _ in written },
                               uses: site.termUses[entry.id] ?? [])
        }
        return GlossaryView(entries: entries.sorted { ($0.terms["en"] ?? $0.id).lowercased() < ($1.terms["en"] ?? $1.id).lowercased() })
    }
}
