import Diagnostics
import Ingest
import Support
import TextAnalysis

/// Finds the source of every translated document and aligns the two.
///
/// In order: the two halves of a bilingual file are linked as the file states; an explicit `translationOf`
/// names the source; file names and folders people already use name it (`page.zh-Hans.md` beside
/// `page.md`, `zh-Hans/x.md` mirroring `en/x.md`, `i18n/zh-Hans/…/x.md`); otherwise the content decides
/// (`TranslationPairer`). Two documents in the same language are never paired.
public enum TranslationPlanner {
    /// Documents not in the site's default language are translation candidates; those whose source is found are
    /// aligned, the others stand alone with a warning.
    /// `cache`, when given, keeps each pair's alignment between builds, keyed by both pages, the glossary and the
    /// lexicon.
    /// `drafts`: paths of pages skipped as drafts (`Content.drafts`); a translation named as one of the site's
    /// language translates an unpublished page and stands alone, whatever page its words come closest to.
    public static func plan(_ documents: [Document], glossary: Glossary, lexicon: BilingualLexicon = .empty,
                            defaultLanguage: String = "en", drafts: [String] = [], cache: (any ProductCache)? = nil,
                            problems: inout [Diagnostic]) -> [TranslationPlan] {
        let prose = documents.filter { $0.kind != .transcript }
        let translations = prose.filter { $0.language != defaultLanguage }
        guard !translations.isEmpty else { return [] }
        let pairer: TranslationPairer = {
            var pairer = TranslationPairer(glossary: glossary, lexicon: lexicon)
            if let cache { pairer.store = (cache, glossary.cacheFingerprint + "|" + lexicon.identity) }
            return pairer
        }()
        let aligner = TranslationAligner(lexicon: lexicon)
        // Sources are pages in the site's language when it has any: a library translated into many languages mirrors
        // each page in all of them, and a page must not be taken for a translation of its French sibling.
        let originals = prose.filter { $0.language == defaultLanguage }
        @Sendable func candidates(for t: Document) -> [Document] {
            originals.isEmpty ? prose.filter { $0.language != t.language } : originals
        }
        // File names are read once (thousands of translations each look among thousands of pages).
        let named = FileNameConventions.Index(originals.isEmpty ? prose : originals)
        // By its exact name, else by a near one (how is 2 or 1).
        @Sendable func namedSource(of t: Document) -> (source: Document, how: Int)? {
            if let s = named.source(of: t, among: { $0.language != t.language }) { return (s, 2) }
            return named.nearSource(of: t, among: { $0.language != t.language }).map { ($0, 1) }
        }
        // Drafts of the site's language (in no language's folder, or in its own), as pages to find by name.
        let draftPages = FileNameConventions.Index(drafts.filter { path in
            !FileNameConventions.stem(path).languageSuffix
                && LanguageFolders.folderCodes(path).allSatisfy { Languages.tag(forCaptionCode: $0) == defaultLanguage }
        }.map { Document(id: "", path: $0, kind: .guideline, language: "", title: "") })
        @Sendable func draftSource(of t: Document) -> String? {
            (draftPages.source(of: t, among: { _ in true }) ?? draftPages.nearSource(of: t, among: { _ in true }))?.path
        }
        // Translations that only their content can pair are ranked first, on every core (each is compared with
        // every candidate page).
        let byContent = translations.filter { t in
            !t.blocks.isEmpty && t.translationOf == nil && namedSource(of: t) == nil && draftSource(of: t) == nil
        }
        if !byContent.isEmpty { pairer.prepare(prose, translations: byContent) }
        let rankings = Dictionary(zip(byContent.map(\.id), byContent.concurrentMap { t in
            pairer.rank(t, among: candidates(for: t))
        }), uniquingKeysWith: { a, _ in a })
        // Each pair, and how its source was found (3: named in front matter, 2: by the file layout, 1: by a near
        // file name, 0: by content).
        var chosen: [(source: Document, translation: Document, how: Int)] = []
        // One warning for the languages without an analyser (a library in fourteen languages has thousands of such
        // pages; tldr-pages' 36 such languages had a warning each, saying the same).
        var unanalysed: [String: [Document]] = [:]
        for translation in translations where !TranslationLanguage.hasAnalyser(translation.language) {
            unanalysed[translation.language, default: []].append(translation)
        }
        let byLanguage = unanalysed.sorted(by: { $0.key < $1.key })
        let evidence = "Concord aligns without word evidence (its dictionary pairs English and Chinese words)"
        if let (language, pages) = byLanguage.first, byLanguage.count == 1 {
            let others = pages.count - 1
            problems.append(.warning("align.translation.language",
                                     "found \(pages.count == 1 ? "a page" : "\(pages.count) pages") in '\(language)', a language \(evidence); \(pages.count == 1 ? "it is" : "they are") paired and aligned on names, numbers and structure only",
                                     source: pages[0].path, line: 1,
                                     notes: others == 0 ? [] : ["and \(others) more: " + pages.dropFirst().prefix(3).map(\.path).joined(separator: ", ") + (others > 3 ? ", …" : "")]))
        } else if let (_, first) = byLanguage.first {
            let counts = byLanguage.map { "'\($0.key)' (\($0.value.count))" }.joined(separator: ", ")
            problems.append(.warning("align.translation.language",
                                     "found pages in \(byLanguage.count) languages \(evidence): \(counts); they are paired and aligned on names, numbers and structure only",
                                     source: first[0].path, line: 1,
                                     notes: byLanguage.dropFirst().map { "'\($0.key)' from \($0.value[0].path)" }))
        }
        // A page in another language by id, for `translationOf`.
        var byID: [String: [Document]] = [:]
        for d in prose { byID[d.id, default: []].append(d) }
        let firstOwn = problems.count
        for translation in translations {
            if translation.blocks.isEmpty {
                problems.append(.warning("align.translation.empty",
                                         "found a title and no text, expected the translated page's text; it is shown on its own",
                                         source: translation.path, line: 1))
                continue
            }
            let explicitSource = translation.translationOf.flatMap { byID[$0]?.first { $0.language != translation.language } }
            if let explicit = translation.translationOf, explicitSource == nil {
                problems.append(.warning("align.translation.missingSource",
                                         "found 'translationOf: \(explicit)', but no document in another language has that id; expected an existing page id",
                                         source: translation.path, line: 1,
                                         notes: ["the translation is shown on its own", "ids: " + candidates(for: translation).map(\.id).sorted().prefix(8).joined(separator: ", ")]))
                continue
            }
            let source: Document
            var how = 0
            if let s = explicitSource {
                source = s
                how = 3
            } else if let (s, found) = namedSource(of: translation) {
                source = s
                how = found
            } else if let draft = draftSource(of: translation) {
                problems.append(.warning("align.translation.draftSource",
                                         "found a translation of \(draft), a draft that is not published; it is shown on its own",
                                         source: translation.path, line: 1,
                                         notes: ["'drafts: true' in concord.yml publishes drafts, and pairs their translations"]))
                continue
            } else {
                let candidates = candidates(for: translation)
                let ranked = rankings[translation.id] ?? pairer.rank(translation, among: candidates)
                guard let pairing = pairer.pair(translation, ranked: ranked),
                      let s = candidates.first(where: { $0.id == pairing.sourceID }) else {
                    let best = ranked.first.map { b in
                        String(format: "the best candidate was '%@' (%@) with score %.2f", b.documentID,
                               candidates.first { $0.id == b.documentID }?.path ?? "?", b.score)
                            + (ranked.count > 1 ? String(format: ", runner-up %.2f", ranked[1].score) : "")
                            + String(format: "; a pair needs %.2f and a lead of %.2f", pairer.minimumScore, pairer.minimumMargin)
                    } ?? "there is no page in another language"
                    problems.append(.warning("align.translation.noSource",
                                             "found no page that \(translation.path) convincingly translates; it is shown on its own",
                                             source: translation.path, line: 1,
                                             notes: [best, "name its source with 'translationOf' in front matter or concord.yml if it is a translation"]))
                    continue
                }
                source = s
            }
            chosen.append((source, translation, how))
        }
        // Many pages of one language that translate nothing found (a translation's repository, whose originals it
        // replaced: javascript.info's Arabic one, 284) are one warning.
        let languageOf = Dictionary(translations.map { ($0.path, $0.language) }, uniquingKeysWith: { a, _ in a })
        problems.mergeRepeated("align.translation.noSource", from: firstOwn, groupedBy: { languageOf[$0.source ?? ""] ?? "" },
                               notes: ["name a page's source with 'translationOf' in front matter or concord.yml if it is a translation"]) { language, count in
            "found \(count) pages in '\(language)', this one first, that translate no page found in another language; they are shown on their own"
        }
        problems.mergeRepeated("align.translation.draftSource", from: firstOwn, groupedBy: { languageOf[$0.source ?? ""] ?? "" },
                               notes: ["'drafts: true' in concord.yml publishes drafts, and pairs their translations"]) { language, count in
            "found \(count) pages in '\(language)', this one first, that translate drafts, which are not published; they are shown on their own"
        }
        // Two pages of one language that translate the same page: one is its translation (stated before found by
        // its file's name, by a near name, then by content; then the fuller), the other is shown on its own, with a
        // warning. Before, the second went missing from the site (Kubernetes' Japanese `kubernetes-objects.md` lost
        // to the folder's listing page).
        var byTarget: [String: [Int]] = [:]
        for (k, pair) in chosen.enumerated() { byTarget[pair.source.id + "\u{1F}" + pair.translation.language, default: []].append(k) }
        var dropped = Set<Int>()
        for (_, members) in byTarget where members.count > 1 {
            // A folder's listing (an index page with no text of its own, filled with links to its pages) is never
            // the translation when a page with text translates the same page.
            func isListing(_ d: Document) -> Bool {
                let links = d.blocks.filter { !$0.isHeading }.drop { $0.kind == .paragraph }
                return !links.isEmpty && links.allSatisfy {
                    if case .listItem = $0.kind, $0.markupHTML?.hasPrefix("<a href=") == true { return true } else { return false }
                }
            }
            let ranked = members.sorted { a, b in
                let (x, y) = (chosen[a].translation, chosen[b].translation)
                let (lx, ly) = (isListing(x), isListing(y))
                if lx != ly { return !lx }
                let (mx, my) = (chosen[a].how, chosen[b].how)
                if mx != my { return mx > my }
                let (tx, ty) = (x.blocks.filter { !$0.isHeading }.count, y.blocks.filter { !$0.isHeading }.count)
                return tx != ty ? tx > ty : x.path < y.path
            }
            let kept = chosen[ranked[0]].translation
            for k in ranked.dropFirst() {
                dropped.insert(k)
                problems.append(.warning("align.translation.duplicate",
                                         "found a second page in '\(kept.language)' that translates '\(chosen[k].source.path)', after \(kept.path); it is shown on its own",
                                         source: chosen[k].translation.path, line: 1,
                                         notes: ["name its source with 'translationOf' in front matter if it is the translation"]))
            }
        }
        if !dropped.isEmpty { chosen = chosen.enumerated().filter { !dropped.contains($0.offset) }.map(\.element) }
        let glossaryKey = cache == nil ? "" : glossary.cacheFingerprint
        return chosen.concurrentMap { source, translation, _ in
            let alignment = BilingualConstruction.alignment(source: source, translation: translation)
                ?? cache.map { cache in
                    cache.product("translations", inputs: { key in
                        key.write("translation alignment 1")
                        key.write(source)
                        key.write(translation)
                        key.write(glossaryKey)
                        key.write(lexicon.identity)
                    }, decode: { try $0.translationAlignment() }, encode: { $1.write($0) }) {
                        aligner.align(source: source, translation: translation, glossary: glossary)
                    }
                }
                ?? aligner.align(source: source, translation: translation, glossary: glossary)
            return TranslationPlan(source: source, translation: translation,
                                   pairs: alignment.pairs.map { ($0.sourceBlocks, $0.translationBlocks) },
                                   title: translatedTitle(source.title, glossary: glossary, from: source.language, to: translation.language),
                                   alignment: alignment)
        }
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

/// The links a bilingual file states: a translation block's `counterpartLine` names its source block.
enum BilingualConstruction {
    static func alignment(source: Document, translation: Document) -> TranslationAlignment? {
        guard source.path == translation.path, translation.translationOf == source.id,
              translation.blocks.contains(where: { $0.counterpartLine != nil }) else { return nil }
        func isUnit(_ b: Block) -> Bool {
            if case .code = b.kind { return false }
            if case .table = b.kind { return false }
            return !b.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        }
        let sourceByLine = Dictionary(source.blocks.enumerated().map { ($1.line, $0) }, uniquingKeysWith: { a, _ in a })
        var pairs: [TranslationPair] = []
        var nextSource = 0
        for (j, block) in translation.blocks.enumerated() where isUnit(block) {
            if let line = block.counterpartLine, let i = sourceByLine[line], i >= nextSource {
                for k in nextSource..<i where isUnit(source.blocks[k]) {
                    pairs.append(TranslationPair(sourceBlocks: [k], translationBlocks: [], score: 0))
                }
                pairs.append(TranslationPair(sourceBlocks: [i], translationBlocks: [j], score: 1,
                                             sentences: [TranslationSentenceLink(source: [0], translation: [0], score: 1)]))
                nextSource = i + 1
            } else {
                pairs.append(TranslationPair(sourceBlocks: [], translationBlocks: [j], score: 0))
            }
        }
        for k in nextSource..<source.blocks.count where isUnit(source.blocks[k]) {
            pairs.append(TranslationPair(sourceBlocks: [k], translationBlocks: [], score: 0))
        }
        return TranslationAlignment(sourceID: source.id, translationID: translation.id, pairs: pairs, lengthRatio: 1)
    }
}

/// Source pages named by the file layouts people already use for translations.
enum FileNameConventions {
    /// Path components that only say a language (or hold translations), dropped when comparing paths.
    static func isLanguageComponent(_ c: Substring) -> Bool {
        // Every name below is at most 19 ASCII letters, digits, hyphens and underscores: anything else is no
        // language, said without lower-casing it (a changelog's links are tens of thousands of path components).
        guard c.utf8.count <= 24, c.utf8.allSatisfy({ b in
            (0x61...0x7A).contains(b) || (0x41...0x5A).contains(b) || (0x30...0x39).contains(b) || b == 0x2D || b == 0x5F
        }) else { return false }
        let lower = c.lowercased()
        // Docusaurus keeps translations in `i18n/<tag>/<plugin>/current/`.
        if LanguageFolders.translationFolders.contains(lower) || lower == "lang" || lower == "current" { return true }
        // A language by its English name: the Rust book's Chinese translation keeps the original in `english/src/`.
        if languageNames.contains(lower) { return true }
        // With a region or script, a code the language table knows (`zh-cn`, `pt-br`), not any tag's shape: `how-to/`
        // is FastAPI's recipes, whose index then tied with the root's and went unpaired.
        let joined = lower.utf8.contains { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
        if joined, !LanguageFolders.isLanguageFolder(lower) { return false }
        // Alone, an ISO 639-1 code or a three-letter code of the language table (`eng`, `zho`): not any two or three
        // letters, which made `api/`, `src/` and `lib/` language folders (Vue Router's `zh/api/index.md` then
        // mirrored the home page `index.md`, and the build failed on two pages for one URL).
        if !joined {
            return LanguageFolders.isLanguageFolder(lower) || captionCodes.contains(lower)
        }
        return Slug.isLanguageTag(String(c)) && isLanguageLike(lower)
    }

    /// Every caption code of the language table (`eng`, `zho`).
    static let captionCodes = Set(Languages.all.flatMap(\.captionCodes))

    /// Folder names that are a language's English name.
    static let languageNames: Set<String> = ["english", "chinese", "simplified-chinese", "traditional-chinese", "japanese", "korean",
                                             "french", "spanish", "portuguese", "german", "italian", "dutch", "russian"]

    /// `en`, `zh`, `zh-hans`, `zh_cn`, `pt-br`: a two- or three-letter code, optionally with a script or region.
    static func isLanguageLike(_ lower: String) -> Bool {
        let parts = lower.split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { (2...4).contains($0.count) && $0.allSatisfy { $0.isASCII && $0.isLetter || $0.isNumber } }
            && parts.count <= 3
    }

    /// Whether a name's last dotted part names a language: a tag's shape (`zh-hans`, `pt_br`, `zh-hant-tw`) whose
    /// language is an ISO 639-1 code or a caption code of the language table (`eng`). Not any two or three letters:
    /// tldr's `r.zsh.md` (a zsh builtin) read as `r.md` (the R language) in a language `zsh`, and a platform's page
    /// (`button.ios.md`) would read as `button.md`'s. Nor a code that ends names (`trunk.io.md`: `nameEndings`).
    static func isLanguageSuffix(_ lower: String) -> Bool {
        guard isLanguageLike(lower), let primary = lower.split(whereSeparator: { $0 == "-" || $0 == "_" }).first,
              !LanguageFolders.nameEndings.contains(lower) else { return false }
        return LanguageFolders.isLanguageFolder(primary) || captionCodes.contains(String(primary))
    }

    /// File name without extension and without a language suffix (`page.zh-Hans.md` → `page`), and whether
    /// there was such a suffix.
    static func stem(_ path: String) -> (stem: String, languageSuffix: Bool) {
        var name = Substring(path.split(separator: "/").last ?? Substring(path))
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = name[..<dot] }
        if let dot = name.lastIndex(of: "."), dot != name.startIndex, isLanguageSuffix(name[name.index(after: dot)...].lowercased()) {
            return (String(name[..<dot]), true)
        }
        // `index-en-US` beside `index`.
        if let (base, _) = LanguageFolders.languageSuffix(name) { return (String(base), true) }
        return (String(name), false)
    }

    /// Folders of `path` without language folders, innermost first, Docusaurus' translation folders named as the
    /// folders they mirror: `i18n/zh-CN/docusaurus-plugin-content-docs/current/x.md` is `docs/x.md`'s, and
    /// `…/version-0.10/x.md` is `versioned_docs/version-0.10/x.md`'s, not the copy of another version (KCL's site:
    /// every page of `current` tied with its identical copy in `versioned_docs/` and went unpaired).
    static func folders(_ path: String) -> [Substring] {
        Array(path.split(separator: "/").dropLast().filter { !isLanguageComponent($0) }
            .map { LanguageFolders.dottedFolder($0)?.base ?? $0 }.map(mirroredFolder).reversed())
    }

    static func mirroredFolder(_ folder: Substring) -> Substring {
        switch folder {
        case "docusaurus-plugin-content-docs", "versioned_docs": return "docs"
        case "docusaurus-plugin-content-blog": return "blog"
        case "docusaurus-plugin-content-pages": return "pages"
        default:
            // A docs instance of its own (`docusaurus-plugin-content-docs-community` mirrors `community/`).
            let prefix = "docusaurus-plugin-content-docs-"
            return folder.hasPrefix(prefix) && folder.count > prefix.count ? folder.dropFirst(prefix.count) : folder
        }
    }

    static func source(of translation: Document, among candidates: [Document]) -> Document? {
        Index(candidates).source(of: translation, among: { _ in true })
    }

    /// Candidate pages by the stem of their file name (and by its `looseStem`), and their folders, read once.
    struct Index: Sendable {
        private var byStem: [String: [(document: Document, folders: [Substring])]] = [:]
        private var byLooseStem: [String: [(document: Document, folders: [Substring])]] = [:]

        init(_ candidates: [Document]) {
            for d in candidates {
                let stem = FileNameConventions.stem(d.path).stem, entry = (d, FileNameConventions.folders(d.path))
                byStem[stem, default: []].append(entry)
                byLooseStem[FileNameConventions.looseStem(stem), default: []].append(entry)
            }
        }

        /// The page `translation` translates by its file name, among the candidates `allowed` admits.
        func source(of translation: Document, among allowed: (Document) -> Bool) -> Document? {
            FileNameConventions.source(of: translation, named: (byStem[FileNameConventions.stem(translation.path).stem] ?? []).filter { allowed($0.document) })
        }

        /// The page `translation` translates by a near name (`looseStem`), where no page has its exact name: the
        /// translation kept a name its original has since changed (the CNCF glossary's German `autoscaling.md` and
        /// `containers.md`, of `auto-scaling.md` and `container.md`; its Hindi `cloud native apps.md`). Only one
        /// page may be that near, by the rules of `source(of:named:)`.
        func nearSource(of translation: Document, among allowed: (Document) -> Bool) -> Document? {
            let stem = FileNameConventions.stem(translation.path).stem, loose = FileNameConventions.looseStem(stem)
            // Where a page has the exact name, the rules of names have decided (a page in another folder is not its
            // namesake's translation, nor then a near name's).
            guard loose.count >= 3, (byStem[stem] ?? []).allSatisfy({ !allowed($0.document) }) else { return nil }
            // In the same folders only: a near name in another folder is another page (Vue Router's Chinese API page
            // `api/interfaces/NavigationFailure.md` is no translation of the guide's `advanced/navigation-failures.md`).
            let folders = FileNameConventions.folders(translation.path)
            let near = (byLooseStem[loose] ?? []).filter {
                $0.folders == folders && FileNameConventions.stem($0.document.path).stem != stem && allowed($0.document)
            }
            return FileNameConventions.source(of: translation, named: near)
        }
    }

    /// A file name's letters and digits only, in lower case, with the English ending of its last word dropped
    /// (Snowball): `auto-scaling`, `Auto_Scaling` and `autoscaling` are one name, as are `containers` and
    /// `container`.
    static func looseStem(_ stem: String) -> String {
        let joined = String(String.UnicodeScalarView(stem.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }))
        return joined.utf8.contains(where: { $0 >= 0x61 && $0 <= 0x7A }) ? TextAnalyzer.stem(joined) : joined
    }

    static func source(of translation: Document, named: [(document: Document, folders: [Substring])]) -> Document? {
        let (_, suffix) = stem(translation.path)
        func inLanguageFolder(_ path: String) -> Bool {
            path.split(separator: "/").dropLast().contains { isLanguageComponent($0) || LanguageFolders.dottedFolder($0) != nil }
        }
        var same = named.filter { $0.document.language != translation.language && $0.document.path != translation.path }
        // The translation named for its language or in a language's folder; or its namesake in one, with the same
        // folders below it (the Rust book's Chinese `src/ch01-02-hello-world.md` and the English
        // `english/src/ch01-02-hello-world.md` it translates).
        let tf = folders(translation.path)
        if !suffix, !inLanguageFolder(translation.path) {
            // Or the original is the one named for its language, beside it: TDesign's Chinese `README-zh_CN.md` is
            // the original of a Chinese site, the `README.md` beside it its English translation (which paired, by its
            // words, with the package's copy of the README instead).
            same = same.filter { $0.folders == tf && (inLanguageFolder($0.document.path) || stem($0.document.path).languageSuffix) }
        }
        guard !same.isEmpty else { return nil }
        // The candidate sharing the most folders (innermost first) wins; a tie is left to the content.
        func shared(_ c: (document: Document, folders: [Substring])) -> Int {
            let cf = c.folders
            var n = 0
            while n < min(tf.count, cf.count), tf[n] == cf[n] { n += 1 }
            return n
        }
        // A page in a subfolder its namesake is not in is not its translation: Vue Router's `zh/api/index.md` (its
        // English API pages are generated, not in the repository) is no translation of the home page `index.md`, which
        // it took from `zh/index.md` (two pages then claimed one URL and the build failed). At the same depth, folders
        // may be translated (Obsidian's `zh/扩展 Obsidian/` mirrors `en/Extending Obsidian/`).
        let scored = same.map { ($0, shared($0)) }.filter { $0.1 > 0 || $0.0.folders.count >= tf.count }.sorted { $0.1 > $1.1 }
        guard !scored.isEmpty else { return nil }
        if scored.count > 1, scored[0].1 == scored[1].1 {
            // Several pages of one bundle share a path: only one of them can have the right id.
            return scored.first { $0.1 == scored[0].1 && $0.0.document.id == translation.id }?.0.document
        }
        return scored[0].0.document
    }
}
