import Align
import Diagnostics
import Ingest

/// Finds the source of every translated document and aligns the two.
public enum TranslationPlanner {
    /// Documents not in the site's default language are translation candidates; those whose source is found are
    /// aligned, the others stand alone with a warning.
    public static func plan(_ documents: [Document], glossary: Glossary, defaultLanguage: String = "en",
                            problems: inout [Diagnostic]) -> [TranslationPlan] {
        let prose = documents.filter { $0.kind != .transcript }
        let translations = prose.filter { $0.language != defaultLanguage }
        guard !translations.isEmpty else { return [] }
        let pairer = TranslationPairer(glossary: glossary)
        var plans: [TranslationPlan] = []
        for translation in translations {
            let candidates = prose.filter { $0.language != translation.language }
            if let explicit = translation.translationOf, !candidates.contains(where: { $0.id == explicit }) {
                problems.append(.warning("align.translation.missingSource",
                                         "found 'translationOf: \(explicit)', but no document in another language has that id; expected an existing page id",
                                         source: translation.path, line: 1,
                                         notes: ["the translation is shown on its own", "ids: " + candidates.map(\.id).sorted().prefix(8).joined(separator: ", ")]))
                continue
            }
            guard let pairing = pairer.pair(translation, among: candidates),
                  let source = candidates.first(where: { $0.id == pairing.sourceID }) else {
                if translation.translationOf == nil {
                    problems.append(.warning("align.translation.noSource",
                                             "found no page that \(translation.path) convincingly translates; it is shown on its own",
                                             source: translation.path, line: 1,
                                             notes: ["name its source with 'translationOf' in front matter or concord.yml if it is a translation"]))
                }
                continue
            }
            let alignment = TranslationAligner.align(source: source, translation: translation, glossary: glossary)
            plans.append(TranslationPlan(source: source, translation: translation,
                                         pairs: alignment.pairs.map { ($0.sourceBlocks, $0.translationBlocks) },
                                         title: translatedTitle(source.title, glossary: glossary, from: source.language, to: translation.language),
                                         alignment: alignment))
        }
        return plans
    }

    /// A title for a translation that has none: the glossary's term for the source title, when the whole title is one term.
    static func translatedTitle(_ title: String, glossary: Glossary, from: String, to: String) -> String? {
        let matches = glossary.matches(in: title, language: from)
        guard matches.count == 1, let match = matches.first,
              title[match.range].count * 10 >= title.count * 8,
              let term = glossary.entry(id: match.entryID)?.preferredTerm(in: to) else { return nil }
        return term
    }
}
