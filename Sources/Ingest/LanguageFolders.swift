import FileIO
import TextAnalysis

/// The language a page's path states. Libraries translated into many languages keep each language in a folder
/// mirroring the others (`en/guides/x.mdx`, `de/guides/x.mdx`, `zh-cn/guides/x.mdx`, as Starlight, VitePress and
/// Hugo sites do), under an `i18n/` or `locales/` folder, or beside the original (`x.de.md` next to `x.md`).
/// There a page is in that language unless its front matter says otherwise: detection from the text knows the
/// function words of a few languages only, and a Russian or Polish page must not be taken for English or
/// Portuguese. A folder counts only when a language code names it, at least two of its pages (or its only one)
/// have a counterpart in another such folder, and one of these folders reads as its language (`en/` of English
/// pages): `api/` and `ui/` holding an `index.md` each do not, nor `hr/` and `it/` of an English handbook.
public enum LanguageFolders {
    /// Folders that hold a library's translations, one folder per language below them (`i18n/de/…`).
    public static let translationFolders: Set<String> = ["i18n", "l10n", "locales", "locale", "translations"]

    /// Whether a folder only holds a language's pages and names nothing of their own: a language's folder (`en`,
    /// `zh-cn`), a folder of translations, or Docusaurus' plugin and `current` folders below `i18n/<tag>/`.
    public static func onlyHoldsALanguage(_ folder: some StringProtocol) -> Bool {
        let lower = folder.lowercased()
        return isLanguageFolder(lower) || translationFolders.contains(lower) || lower.hasPrefix("docusaurus-plugin-content-") || lower == "current"
    }

    /// Whether the path makes the page a translation by convention: in a language's folder under a folder of
    /// translations (Docusaurus' `i18n/de/docusaurus-plugin-content-docs/current/x.md`) or with a language suffix
    /// (`x.de.md`). The site's first language is the one of the other pages (`SiteManifest.siteLanguages`).
    public static func isTranslationByPath(_ path: String) -> Bool {
        places(path).contains { $0.trusted || $0.suffix }
    }

    /// Sets the language of the documents the path places in a language (those without a stated one).
    static func apply(_ documents: inout [Document]) {
        var placed: [(index: Int, places: [Place])] = []
        // A bilingual file's halves (two documents of one path) are in the languages the file gives them.
        var perPath: [String: Int] = [:]
        for document in documents { perPath[document.path, default: 0] += 1 }
        // A page whose language its path may state: not declared, no talk's captions, not half of a bilingual file.
        func placeable(_ document: Document) -> Bool {
            !document.languageDeclared && document.transcript == nil && perPath[document.path] == 1
        }
        for (index, document) in documents.enumerated() where placeable(document) {
            let found = places(document.path)
            if !found.isEmpty { placed.append((index, found)) }
        }
        guard !placed.isEmpty else { return }
        let paths = Set(documents.map(\.path))
        // Codes each path (without its language) is found under; a suffixed file's counterpart may have none.
        var codesByKey: [String: Set<String>] = [:]
        for p in placed { for place in p.places { codesByKey[place.key, default: []].insert(place.code) } }
        var mirrored: [String: Int] = [:], files: [String: Int] = [:], agreeing: [String: Int] = [:]
        for p in placed {
            for place in p.places {
                files[place.code, default: 0] += 1
                if codesByKey[place.key]!.count > 1 || (place.suffix && paths.contains(place.key)) { mirrored[place.code, default: 0] += 1 }
                if Languages.tag(forCaptionCode: place.code) == documents[p.index].language { agreeing[place.code, default: 0] += 1 }
            }
        }
        // A folder whose pages mostly read as its language (`en/` of English pages) shows its mirrors are languages
        // too; `hr/` and `it/` of English pages (a handbook's HR and IT sections) show nothing.
        // A suffixed file beside its original (`x.ru.md` next to `x.md`) is a translation by the name alone.
        var anchored = Set(files.keys.filter { 2 * (agreeing[$0] ?? 0) >= files[$0]! })
        for p in placed { for place in p.places where place.suffix && paths.contains(place.key) { anchored.insert(place.code) } }
        var vouched = anchored
        for codes in codesByKey.values where !codes.isDisjoint(with: anchored) { vouched.formUnion(codes) }
        // The place that states each page's language, if any.
        let stated = placed.map { p in
            p.places.first { $0.trusted || ((mirrored[$0.code] ?? 0) >= min(2, files[$0.code]!) && vouched.contains($0.code)) }
        }
        // Two folders of one language with regions (Starlight's `pt-br/` and `pt-pt/`), or one without beside them
        // (`pt/` and `pt-br/`), are two languages, each named by its folder (`pt-BR`, `pt-PT`; `pt`): as one, each
        // page had two translations, one of them shown on its own, and links to the page went nowhere. (Names'
        // suffixes stay one language.)
        var codesOfTag: [String: Set<String>] = [:]
        for case let place? in stated where !place.suffix || place.dotted { codesOfTag[Languages.tag(forCaptionCode: place.code), default: []].insert(place.code) }
        // So are two ISO 639-1 codes the table reads as one language (tldr's `pages.no/` and `pages.nb/`, both
        // Norwegian Bokmål to the table); a code that is none (`cn` for `zh`) joins the language it stands for.
        codesOfTag = codesOfTag.filter { _, codes in
            let bare = codes.filter { !$0.contains("-") }
            return codes.count > 1 && (bare.count <= 1 || bare.allSatisfy(Self.codes.contains))
        }
        for (p, place) in zip(placed, stated) {
            guard let place else { continue }
            let tag = Languages.tag(forCaptionCode: place.code), detected = documents[p.index].language
            let variant = (!place.suffix || place.dotted) && codesOfTag[tag] != nil ? Self.regionalTag(place.code) : tag
            // Chinese, Japanese and Korean text is told apart from the rest reliably: a folder does not overrule it.
            // A suffix beside its original does (`notification.en-US.md` next to `notification.md`: an English page
            // that kept a few Chinese lines), when Latin letters are three in four of the page's.
            // So does one beside its namesake in another language (`README.en-US.md` next to `README.zh-CN.md`,
            // Arco Design's: an English page whose demos kept their Chinese descriptions).
            let besideOriginal = place.suffix && (paths.contains(place.key) || codesByKey[place.key]!.count > 1)
            if Self.isCJK(detected) && !Self.isCJK(tag), !(besideOriginal && Self.latinShare(documents[p.index]) >= 0.75) { continue }
            // A folder of one page is weak evidence (`it/index.md` beside `id/index.md`): it does not overrule a
            // language the text was found in when the text could have shown its own. A name beside its original is
            // no such folder.
            if !place.trusted, !besideOriginal, files[place.code]! < 2, tag != detected,
               LanguageDetector.latinLanguages.contains(tag) || Self.isMostlyLatin(documents[p.index]) { continue }
            documents[p.index].language = variant
        }
        // The folder dotted folders mirror (tldr's `pages/` beside `pages.de/`) holds one language's pages: the one
        // nine in ten of them read as. A command's page of a few lines reads as Portuguese or Swedish by a word or two
        // (tldr: 8 of 4,613 English pages). Chinese, Japanese and Korean text keeps its language.
        let mirroredFolders = Set(zip(placed, stated).compactMap { p, place in
            place.flatMap { $0.dotted && paths.contains($0.key) ? $0.mirrors + "/" : nil }
        })
        for folder in mirroredFolders {
            let originals = documents.indices.filter { documents[$0].path.hasPrefix(folder) && placeable(documents[$0]) }
            let counts = Dictionary(grouping: originals, by: { documents[$0].language }).mapValues(\.count)
            guard let (language, count) = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), 10 * count >= 9 * originals.count else { continue }
            for i in originals where documents[i].language != language && !Self.isCJK(documents[i].language) { documents[i].language = language }
        }
    }

    /// A folder's code as a BCP 47 tag with its region or script: `pt-br` → `pt-BR`, `zh-hant-tw` → `zh-Hant-TW`.
    static func regionalTag(_ code: String) -> String {
        code.split(separator: "-").enumerated().map { i, part in
            i == 0 ? part.lowercased() : part.count == 4 ? part.prefix(1).uppercased() + part.dropFirst().lowercased() : part.count == 2 ? part.uppercased() : String(part)
        }.joined(separator: "-")
    }

    /// The language codes `path`'s folders are named by (`docs/pt-br/x.md` → `pt-br`), a file name's suffix aside.
    public static func folderCodes(_ path: String) -> [String] {
        places(path).filter { !$0.suffix || $0.dotted }.map(\.code)
    }

    /// A language a path may state: its code, the path with the code's part left out, whether that part is a
    /// file name's suffix, and whether it sits under a folder of translations (`i18n/de/…`).
    struct Place {
        var key: String, code: String, suffix = false, trusted = false
        /// A folder named for its language after a dot (tldr's `pages.de/` beside `pages/`): a suffix (its
        /// counterpart is the path with the folder's name before the dot) that is a folder.
        var dotted = false
        /// For a dotted folder, the folder it mirrors (`docs/pages` for `docs/pages.de/…`).
        var mirrors = ""
    }

    /// Every folder of `path` named by a language code, innermost last, then a file name's language suffix.
    static func places(_ path: String) -> [Place] {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        var found: [Place] = []
        for i in parts.indices.dropLast() {
            if isCode(parts[i].lowercased()) {
                let trusted = i > 0 && translationFolders.contains(parts[i - 1].lowercased())
                let key = (parts[..<i] + ["*"] + parts[(i + 1)...]).joined(separator: "/")
                found.append(Place(key: key, code: normalizedCode(parts[i]), trusted: trusted))
            } else if let (base, code) = dottedFolder(parts[i]) {
                let key = (parts[..<i] + [String(base)] + parts[(i + 1)...]).joined(separator: "/")
                found.append(Place(key: key, code: normalizedCode(code), suffix: true, dotted: true,
                                   mirrors: (parts[..<i] + [String(base)]).joined(separator: "/")))
            }
        }
        // `page.de.md` (or `page-en-US.md`) beside `page.md`: its counterpart is the file without the suffix.
        if let name = parts.last, let dot = name.lastIndex(of: "."), dot != name.startIndex,
           let (base, code) = languageSuffix(name[..<dot]) {
            let key = (parts.dropLast() + [String(base) + String(name[dot...])]).joined(separator: "/")
            found.append(Place(key: key, code: normalizedCode(code), suffix: true))
        }
        return found
    }

    /// A code as a language tag: lower case, its region after a hyphen (`en_US` → `en-us`; ant-design-vue's
    /// `index.en_US.md` was a language of its own, with no interface strings).
    static func normalizedCode(_ code: some StringProtocol) -> String {
        String(code.lowercased().map { $0 == "_" ? "-" : $0 })
    }

    /// `pages.de` → (`pages`, `de`), `pages.pt_BR` → (`pages`, `pt_BR`): a folder's name with a language code after
    /// its last dot; nil for any other (`v1.0`). (`socket.io/` states a language only where a `socket/` mirrors it.)
    public static func dottedFolder(_ name: some StringProtocol) -> (base: Substring, code: Substring)? {
        let name = Substring(name)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let code = name[name.index(after: dot)...]
        guard (2...7).contains(code.count), isCode(normalizedCode(code)) else { return nil }
        return (name[..<dot], code)
    }

    /// A file name's language suffix (without its extension): `.de`, `.zh-CN` after a dot, or a code with its
    /// region or script after a hyphen or underscore (`index-en-US`, `README_zh-CN`, as Semi Design and many
    /// READMEs name translations). A code alone after a hyphen is not one (`how-to` is no page in Tongan).
    /// Nil when there is none or nothing is left before it.
    public static func languageSuffix(_ stem: Substring) -> (base: Substring, code: String)? {
        if let dot = stem.lastIndex(of: "."), dot != stem.startIndex {
            let code = stem[stem.index(after: dot)...]
            if isCode(code.lowercased()), !nameEndings.contains(code.lowercased()) { return (stem[..<dot], String(code)) }
        }
        let pieces = stem.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" })
        guard pieces.count >= 3 else { return nil }
        let language = pieces[pieces.count - 2], region = pieces[pieces.count - 1]
        guard language.count == 2, codes.contains(language.lowercased()), language == language.lowercased() || language == language.uppercased(),
              region.allSatisfy({ $0.isASCII && $0.isLetter }),
              region.count == 2 && (region == region.uppercased() || commonLowerCaseRegions.contains(String(region)))
                || region.count == 4 && ["hans", "hant", "latn", "cyrl"].contains(region.lowercased()) else { return nil }
        let base = stem[..<language.startIndex].dropLast()
        guard !base.isEmpty else { return nil }
        return (base, language.lowercased() + "-" + region)
    }

    /// The primary subtag of the language a file's name ends with (`README.zh-CN.md`, `index-en-US.md` → `zh`, `en`),
    /// lower case; nil for a name without one.
    static func fileNameLanguage(_ path: String) -> String? {
        let name = FileIO.Path.fileName(path)
        let stem = name.lastIndex(of: ".").map { name[..<$0] } ?? Substring(name)
        return languageSuffix(stem).map { primarySubtag(ofCode: $0.code) }
    }

    /// The primary subtag of a code as file names and headings write it (`zh-CN`, `zh_CN` → `zh`).
    static func primarySubtag(ofCode code: String) -> String {
        GlossaryIndex.primarySubtag(code.replacingOccurrences(of: "_", with: "-"))
    }

    /// Regions written in lower case in translated files' names (`index-zh-cn.md`); in capitals any region counts.
    static let commonLowerCaseRegions: Set<String> = ["cn", "tw", "hk", "sg", "us", "gb", "br", "pt", "es", "mx", "jp", "kr"]

    /// Whether a folder's name is a language code (`zh`, `pt-BR`, `zh_CN`), as folders of translations are named.
    public static func isLanguageFolder(_ name: some StringProtocol) -> Bool { isCode(name.lowercased()) }

    /// ISO 15924 scripts that language tags name (`zh-hans`, `sr-latn`), in lower case: any four letters were taken for
    /// one, and Hexo's `### is_post` and `### is_home` headings made a bilingual file in two made-up languages.
    static let scripts: Set<String> = [
        "hans", "hant", "latn", "cyrl", "arab", "deva", "beng", "grek", "hebr", "jpan", "kore", "thai", "ethi", "armn",
        "geor", "taml", "telu", "knda", "mlym", "guru", "gujr", "orya", "sinh", "khmr", "laoo", "mymr", "tibt", "mong",
        "syrc", "thaa", "tfng", "vaii",
    ]

    /// An ISO 639-1 code, alone or with a script or region (`pt-br`, `zh-hans`, `zh_cn`).
    static func isCode(_ lower: String) -> Bool {
        let parts = lower.split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard let first = parts.first, parts.count <= 2, codes.contains(String(first)) else { return false }
        guard parts.count == 2 else { return true }
        let second = parts[1]
        return second.count == 2 && second.allSatisfy { $0.isASCII && $0.isLetter }
            || second.count == 4 && scripts.contains(String(second))
            || second.count == 3 && second.allSatisfy(\.isNumber)
    }

    /// Whether most letters of the page's first paragraphs are ASCII: text the detector reads (a Russian page
    /// detected as English is not).
    static func isMostlyLatin(_ document: Document) -> Bool { latinShare(document, skippingCode: false) >= 0.5 }

    /// The share of ASCII letters among the letters of the page's first paragraphs (code left out by default).
    static func latinShare(_ document: Document, skippingCode: Bool = true) -> Double {
        var ascii = 0, other = 0
        for block in document.blocks.prefix(20) where !skippingCode || block.kind != .code {
            for scalar in block.text.unicodeScalars where scalar.properties.isAlphabetic {
                if scalar.isASCII { ascii += 1 } else { other += 1 }
            }
            if ascii + other > 2_000 { break }
        }
        return ascii + other == 0 ? 0 : Double(ascii) / Double(ascii + other)
    }

    static func isCJK(_ tag: String) -> Bool { Languages.info(tag)?.isCJKScript ?? false }

    /// ISO 639-1 codes that end names far more often than they name a language, so not a file name's language after
    /// a dot: `io` (Ido) is the `.io` of `socket.io` and `trunk.io` (tldr's `trunk.io.md` beside `trunk.md` read as
    /// `trunk.md` in Ido, and neither paired). A folder of that name still is one.
    public static let nameEndings: Set<String> = ["io"]

    /// ISO 639-1.
    static let codes: Set<String> = Set("""
        aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el
        en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu
        ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na
        nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so
        sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu
        """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
}
