/// One row of the language table: everything Concord knows about a language, in one place.
///
/// Swift code asks `Languages` (names, caption codes, analysers, stop words); the browser learns the same
/// rows from the search manifest the build writes (`SearchIndexFormat.Manifest`), so no language name
/// is written anywhere else.
public struct LanguageInfo: Sendable, Hashable {
    /// How words of the language are found and grouped.
    public enum Analyzer: Sendable, Hashable {
        /// Words split at spaces and punctuation, grouped by a Snowball stemmer (libstemmer algorithm name).
        case snowball(String)
        /// Words found by ICU's dictionary word breaks for the locale (Chinese, Japanese), plus bigrams.
        case icuWords(String)
        /// Words split at spaces and punctuation, not stemmed (Korean: ICU's breaks are the spaces there).
        case words
    }

    /// BCP 47 tag, also the folder of the language's pages (`en`, `zh-Hans`).
    public var tag: String
    /// The ISO 639-2/3 code caption files use (`eng`, `zho`), first; then other spellings seen in the wild.
    public var captionCodes: [String]
    /// The language's name in itself (`Français`), as a language switcher shows it.
    public var name: String
    /// ISO 15924 script (`Latn`, `Hans`, `Jpan`, `Kore`).
    public var script: String
    /// How running text in the language is analysed.
    public var analyzer: Analyzer
    /// Writing direction, `ltr` or `rtl`.
    public var direction: String
    /// Other names a reader may type for the language in a search filter (`lang:french`, `lang:中文`), folded.
    public var aliases: [String]
    /// Function words not indexed and skipped in queries, folded (`TextFolding.fold`). Words in other
    /// scripts quoted in the text are analysed with English's list and stemmer (a Chinese page quoting
    /// "scope control"), CJK runs in a Latin page with Chinese's.
    public var stopWords: Set<String>
    /// Elided articles and pronouns written against the next word (`l'`, `d'`, `qu'` in French), folded:
    /// the analyser indexes `l'interface` as `interface`, and the browser strips the same prefixes from queries.
    public var elisions: [String] = []

    /// The ISO 639 code caption files use (`eng`).
    public var captionCode: String { captionCodes[0] }
    /// The block of letters of a language written in another alphabet than Latin (Cyrillic, Greek, Arabic,
    /// Hebrew…: the blocks `LanguageDetector` tells scripts by), whose words its analyser stems; nil for Latin and
    /// CJK scripts.
    public var alphabet: ClosedRange<UInt32>? {
        OtherScripts.Script.allCases.first { $0.code == script }?.range
    }

    /// True for languages written without spaces between words, where CJK runs are the text.
    public var isCJKScript: Bool { ["Hans", "Hant", "Jpan", "Kore"].contains(script) }
}

/// The language table. Adding a language is adding a row here and a `Templates/strings/<tag>.yml`.
public enum Languages {
    static let englishStops: Set<String> = [
        "a", "an", "and", "are", "as", "at", "be", "but", "by", "for", "if", "in", "into", "is", "it",
        "no", "not", "of", "on", "or", "such", "that", "the", "their", "then", "there", "these", "they",
        "this", "to", "was", "will", "with",
    ]
    static let chineseStops: Set<String> = [
        "的", "了", "和", "是", "在", "也", "就", "都", "而", "及", "与", "着", "或", "之", "把", "被", "对",
    ]
    // Single-kana particles: as words they are noise; bigrams that contain them are still indexed.
    static let japaneseStops: Set<String> = ["の", "に", "は", "を", "た", "が", "で", "て", "と", "し", "れ", "さ", "も", "な", "へ", "や", "か"]
    // The commonest function words of each language (folded: no accents), kept short so no content word is lost.
    static let frenchStops: Set<String> = [
        "au", "aux", "ce", "ces", "dans", "de", "des", "du", "elle", "en", "est", "et", "il", "la", "le", "les",
        "leur", "ne", "on", "ou", "par", "pas", "pour", "qu", "que", "qui", "sa", "se", "ses", "son", "sur", "un", "une",
    ]
    static let spanishStops: Set<String> = [
        "a", "al", "con", "de", "del", "el", "en", "es", "la", "las", "lo", "los", "no", "o", "para", "por",
        "que", "se", "su", "sus", "un", "una", "y",
    ]
    static let portugueseStops: Set<String> = [
        "a", "ao", "as", "com", "da", "das", "de", "do", "dos", "e", "em", "na", "nas", "no", "nos", "o", "os",
        "para", "por", "que", "se", "um", "uma",
    ]
    static let germanStops: Set<String> = [
        "als", "am", "an", "auch", "auf", "aus", "bei", "das", "dass", "dem", "den", "der", "des", "die", "ein", "eine",
        "einem", "einen", "einer", "es", "fur", "im", "in", "ist", "mit", "nicht", "oder", "sich", "sie", "und", "von",
        "wie", "zu", "zum", "zur",
    ]
    static let italianStops: Set<String> = [
        "a", "al", "alla", "che", "con", "da", "dei", "del", "della", "delle", "di", "e", "gli", "i", "il", "in", "la",
        "le", "lo", "nel", "nella", "non", "per", "si", "su", "un", "una", "uno",
    ]
    static let dutchStops: Set<String> = [
        "aan", "als", "bij", "dat", "de", "die", "door", "een", "en", "er", "het", "in", "is", "met", "naar", "niet",
        "of", "om", "ook", "op", "te", "van", "voor", "wordt",
    ]

    // Languages of other scripts and more Latin ones: their commonest function words, folded as the analyser
    // folds words (accents and Greek's tonos dropped).
    static func folded(_ words: [String]) -> Set<String> { Set(words.map { TextFolding.fold($0) }) }
    static let russianStops = folded(["а", "в", "во", "да", "для", "до", "же", "за", "и", "из", "или", "к", "как", "ли", "на", "не",
                                      "но", "о", "от", "по", "с", "со", "то", "у", "что", "это"])
    static let ukrainianStops = folded(["а", "в", "до", "з", "за", "і", "й", "к", "на", "не", "по", "та", "у", "це", "що", "як", "для", "або"])
    static let greekStops = folded(["αν", "από", "για", "δεν", "είναι", "η", "θα", "και", "με", "να", "ο", "οι", "σε", "στη", "στην", "στο",
                                    "στον", "τα", "την", "της", "τις", "το", "τον", "του", "των", "ως"])
    static let arabicStops = folded(["أن", "إلى", "التي", "الذي", "على", "عن", "في", "لا", "ما", "مع", "من", "هذا", "هذه", "و", "أو"])
    static let hebrewStops = folded(["או", "אל", "את", "גם", "הוא", "היא", "זה", "כי", "לא", "מה", "על", "עם", "של"])
    static let persianStops = folded(["از", "این", "با", "برای", "به", "تا", "در", "را", "که", "و", "یا", "آن", "است"])
    static let swedishStops = folded(["att", "av", "den", "det", "en", "ett", "för", "i", "med", "och", "om", "på", "som", "till", "är"])
    static let danishStops = folded(["af", "at", "de", "den", "det", "en", "er", "et", "for", "i", "med", "og", "om", "på", "som", "til"])
    static let norwegianStops = folded(["av", "de", "den", "det", "en", "er", "et", "for", "i", "med", "og", "om", "på", "som", "til", "å"])
    static let finnishStops = folded(["ja", "on", "ei", "se", "että", "tai", "kun", "jos", "ovat", "oli", "mutta", "myös"])
    static let turkishStops = folded(["bir", "bu", "da", "de", "için", "ile", "ve", "veya", "ne", "ki", "gibi", "daha", "olarak"])
    static let polishStops = folded(["i", "w", "z", "na", "do", "się", "nie", "jest", "to", "że", "o", "od", "po", "oraz", "lub", "dla",
                                     "jak", "przez", "ze", "czy", "są"])
    static let czechStops = folded(["a", "v", "ve", "na", "je", "se", "z", "ze", "do", "k", "o", "s", "to", "že", "pro", "jako", "nebo",
                                    "i", "jsou", "po", "od", "u"])
    static let indonesianStops = folded(["dan", "yang", "di", "ke", "dari", "untuk", "dengan", "ini", "itu", "atau", "pada", "adalah",
                                         "dalam", "akan", "juga", "oleh"])
    // Vietnamese words are syllables, and folding drops their tones: "và" would fold with "vá" (to patch), "của"
    // with "cửa" (a window), so only "các" and "những" (plural markers), whose folds are no other common syllable.
    static let vietnameseStops = folded(["các", "những"])
    static let hindiStops = folded(["का", "के", "की", "है", "हैं", "में", "से", "को", "और", "पर", "यह", "एक", "कि", "या", "भी", "ने", "लिए"])
    static let bengaliStops = folded(["এবং", "ও", "এ", "এই", "করে", "জন্য", "থেকে", "না", "যে", "সে", "হয়", "আর", "বা", "একটি"])
    static let romanianStops = folded(["și", "în", "de", "la", "cu", "pe", "a", "al", "ale", "care", "este", "sunt", "pentru", "din", "un", "o",
                                       "sau", "nu", "se", "că"])
    static let tamilStops = folded(["மற்றும்", "ஒரு", "இந்த", "அல்லது", "என்று", "என்ற", "அது", "இது"])
    static let urduStops = folded(["اور", "کا", "کی", "کے", "ہے", "ہیں", "میں", "سے", "کو", "پر", "یہ", "ایک", "کہ", "یا", "بھی", "نے", "لیے"])

    /// Every language Concord knows, in the order menus list them.
    public static let all: [LanguageInfo] = [
        LanguageInfo(tag: "en", captionCodes: ["eng", "en", "en-us", "en-gb"], name: "English", script: "Latn",
                     analyzer: .snowball("english"), direction: "ltr", aliases: ["english", "英文", "英语", "英語", "anglais", "ingles"],
                     stopWords: englishStops.union(chineseStops)),
        LanguageInfo(tag: "zh-Hans", captionCodes: ["zho", "chi", "zh", "zh-cn", "zh-hans", "cmn"], name: "简体中文", script: "Hans",
                     analyzer: .icuWords("zh"), direction: "ltr", aliases: ["zh", "chinese", "中文", "汉语", "中国語", "chinois", "chino"],
                     stopWords: englishStops.union(chineseStops)),
        LanguageInfo(tag: "ja", captionCodes: ["jpn", "ja", "ja-jp"], name: "日本語", script: "Jpan",
                     analyzer: .icuWords("ja"), direction: "ltr", aliases: ["japanese", "日文", "日语", "japonais", "japones"],
                     stopWords: englishStops.union(japaneseStops)),
        LanguageInfo(tag: "fr", captionCodes: ["fra", "fre", "fr", "fr-fr", "fr-ca"], name: "Français", script: "Latn",
                     analyzer: .snowball("french"), direction: "ltr", aliases: ["french", "法语", "フランス語", "frances"],
                     stopWords: frenchStops.union(chineseStops), elisions: ["c", "d", "j", "l", "m", "n", "qu", "s", "t", "jusqu", "lorsqu", "puisqu", "quoiqu"]),
        LanguageInfo(tag: "es", captionCodes: ["spa", "es", "es-es", "es-mx"], name: "Español", script: "Latn",
                     analyzer: .snowball("spanish"), direction: "ltr", aliases: ["spanish", "西班牙语", "スペイン語", "espagnol"],
                     stopWords: spanishStops.union(chineseStops)),
        LanguageInfo(tag: "pt", captionCodes: ["por", "pt", "pt-br", "pt-pt"], name: "Português", script: "Latn",
                     analyzer: .snowball("portuguese"), direction: "ltr", aliases: ["portuguese", "葡萄牙语", "ポルトガル語", "portugais", "portugues"],
                     stopWords: portugueseStops.union(chineseStops)),
        LanguageInfo(tag: "ko", captionCodes: ["kor", "ko", "ko-kr"], name: "한국어", script: "Kore",
                     analyzer: .words, direction: "ltr", aliases: ["korean", "韩语", "韓国語", "coreen", "coreano"],
                     stopWords: englishStops.union(chineseStops)),
        // Languages with a stemmer; Italian and Dutch have no interface strings in the theme: their pages use English's.
        LanguageInfo(tag: "de", captionCodes: ["deu", "ger", "de", "de-de", "de-at", "de-ch"], name: "Deutsch", script: "Latn",
                     analyzer: .snowball("german"), direction: "ltr", aliases: ["german", "deutsch", "德语", "ドイツ語", "allemand", "aleman"],
                     stopWords: germanStops.union(chineseStops)),
        LanguageInfo(tag: "it", captionCodes: ["ita", "it", "it-it"], name: "Italiano", script: "Latn",
                     analyzer: .snowball("italian"), direction: "ltr", aliases: ["italian", "italiano", "意大利语", "イタリア語", "italien"],
                     stopWords: italianStops.union(chineseStops), elisions: ["l", "d", "c", "un", "all", "dall", "dell", "nell", "sull"]),
        LanguageInfo(tag: "nl", captionCodes: ["nld", "dut", "nl", "nl-nl", "nl-be"], name: "Nederlands", script: "Latn",
                     analyzer: .snowball("dutch"), direction: "ltr", aliases: ["dutch", "nederlands", "荷兰语", "オランダ語", "neerlandais", "holandes"],
                     stopWords: dutchStops.union(chineseStops)),
        LanguageInfo(tag: "zh-Hant", captionCodes: ["zh-hant", "zh-tw", "zh-hk"], name: "繁體中文", script: "Hant",
                     analyzer: .icuWords("zh"), direction: "ltr", aliases: ["traditional chinese", "繁體", "繁体中文"],
                     stopWords: englishStops.union(chineseStops)),
        // Languages the detector tells by their script (`LanguageDetector`), or that language folders name: their
        // words grouped by their Snowball stemmer where libstemmer has one, else as written.
        LanguageInfo(tag: "ru", captionCodes: ["rus", "ru", "ru-ru"], name: "Русский", script: "Cyrl",
                     analyzer: .snowball("russian"), direction: "ltr", aliases: ["russian", TextFolding.fold("русский"), "俄语", "ロシア語", "russe", "ruso"],
                     stopWords: russianStops.union(chineseStops)),
        LanguageInfo(tag: "uk", captionCodes: ["ukr", "uk", "uk-ua"], name: "Українська", script: "Cyrl",
                     analyzer: .words, direction: "ltr", aliases: ["ukrainian", TextFolding.fold("українська"), "乌克兰语", "ウクライナ語", "ukrainien", "ucraniano"],
                     stopWords: ukrainianStops.union(chineseStops)),
        LanguageInfo(tag: "el", captionCodes: ["ell", "gre", "el", "el-gr"], name: "Ελληνικά", script: "Grek",
                     analyzer: .snowball("greek"), direction: "ltr", aliases: ["greek", TextFolding.fold("ελληνικά"), "希腊语", "ギリシャ語", "grec", "griego"],
                     stopWords: greekStops.union(chineseStops)),
        LanguageInfo(tag: "ar", captionCodes: ["ara", "ar"], name: "العربية", script: "Arab",
                     analyzer: .snowball("arabic"), direction: "rtl", aliases: ["arabic", "العربية", "阿拉伯语", "アラビア語", "arabe"],
                     stopWords: arabicStops.union(chineseStops)),
        LanguageInfo(tag: "he", captionCodes: ["heb", "he", "iw", "he-il"], name: "עברית", script: "Hebr",
                     analyzer: .words, direction: "rtl", aliases: ["hebrew", "עברית", "希伯来语", "ヘブライ語", "hebreu", "hebreo"],
                     stopWords: hebrewStops.union(chineseStops)),
        LanguageInfo(tag: "fa", captionCodes: ["fas", "per", "fa", "fa-ir"], name: "فارسی", script: "Arab",
                     analyzer: .words, direction: "rtl", aliases: ["persian", "farsi", "فارسی", "波斯语", "ペルシア語", "persan"],
                     stopWords: persianStops.union(chineseStops)),
        LanguageInfo(tag: "sv", captionCodes: ["swe", "sv", "sv-se"], name: "Svenska", script: "Latn",
                     analyzer: .snowball("swedish"), direction: "ltr", aliases: ["swedish", "svenska", "瑞典语", "スウェーデン語", "suedois", "sueco"],
                     stopWords: swedishStops.union(chineseStops)),
        LanguageInfo(tag: "da", captionCodes: ["dan", "da", "da-dk"], name: "Dansk", script: "Latn",
                     analyzer: .snowball("danish"), direction: "ltr", aliases: ["danish", "dansk", "丹麦语", "デンマーク語", "danois", "danes"],
                     stopWords: danishStops.union(chineseStops)),
        LanguageInfo(tag: "nb", captionCodes: ["nob", "nb", "no", "nor", "nb-no"], name: "Norsk bokmål", script: "Latn",
                     analyzer: .snowball("norwegian"), direction: "ltr", aliases: ["norwegian", "norsk", "挪威语", "ノルウェー語", "norvegien", "noruego"],
                     stopWords: norwegianStops.union(chineseStops)),
        LanguageInfo(tag: "fi", captionCodes: ["fin", "fi", "fi-fi"], name: "Suomi", script: "Latn",
                     analyzer: .snowball("finnish"), direction: "ltr", aliases: ["finnish", "suomi", "芬兰语", "フィンランド語", "finnois", "finlandes"],
                     stopWords: finnishStops.union(chineseStops)),
        LanguageInfo(tag: "tr", captionCodes: ["tur", "tr", "tr-tr"], name: "Türkçe", script: "Latn",
                     analyzer: .snowball("turkish"), direction: "ltr", aliases: ["turkish", "turkce", "土耳其语", "トルコ語", "turc", "turco"],
                     stopWords: turkishStops.union(chineseStops)),
        // Polish, Czech and Vietnamese have no Snowball stemmer: their words are indexed as written (folded).
        LanguageInfo(tag: "pl", captionCodes: ["pol", "pl", "pl-pl"], name: "Polski", script: "Latn",
                     analyzer: .words, direction: "ltr", aliases: ["polish", "polski", "波兰语", "ポーランド語", "polonais", "polaco"],
                     stopWords: polishStops.union(chineseStops)),
        LanguageInfo(tag: "cs", captionCodes: ["ces", "cze", "cs", "cs-cz"], name: "Čeština", script: "Latn",
                     analyzer: .words, direction: "ltr", aliases: ["czech", "cestina", "捷克语", "チェコ語", "tcheque", "checo"],
                     stopWords: czechStops.union(chineseStops)),
        LanguageInfo(tag: "id", captionCodes: ["ind", "id", "id-id"], name: "Bahasa Indonesia", script: "Latn",
                     analyzer: .snowball("indonesian"), direction: "ltr", aliases: ["indonesian", "indonesia", "印度尼西亚语", "インドネシア語", "indonesien", "indonesio"],
                     stopWords: indonesianStops.union(chineseStops)),
        LanguageInfo(tag: "vi", captionCodes: ["vie", "vi", "vi-vn"], name: "Tiếng Việt", script: "Latn",
                     analyzer: .words, direction: "ltr", aliases: ["vietnamese", "tieng viet", "越南语", "ベトナム語", "vietnamien", "vietnamita"],
                     stopWords: vietnameseStops.union(chineseStops)),
        LanguageInfo(tag: "hi", captionCodes: ["hin", "hi", "hi-in"], name: "हिन्दी", script: "Deva",
                     analyzer: .snowball("hindi"), direction: "ltr", aliases: ["hindi", TextFolding.fold("हिन्दी"), TextFolding.fold("हिंदी"), "印地语", "ヒンディー語"],
                     stopWords: hindiStops.union(chineseStops)),
        LanguageInfo(tag: "bn", captionCodes: ["ben", "bn", "bn-bd", "bn-in"], name: "বাংলা", script: "Beng",
                     analyzer: .words, direction: "ltr", aliases: ["bengali", "bangla", TextFolding.fold("বাংলা"), "孟加拉语", "ベンガル語"],
                     stopWords: bengaliStops.union(chineseStops)),
        LanguageInfo(tag: "ur", captionCodes: ["urd", "ur", "ur-pk"], name: "اردو", script: "Arab",
                     analyzer: .words, direction: "rtl", aliases: ["urdu", TextFolding.fold("اردو"), "乌尔都语", "ウルドゥー語", "ourdou"],
                     stopWords: urduStops.union(chineseStops)),
        LanguageInfo(tag: "ro", captionCodes: ["ron", "rum", "ro", "ro-ro"], name: "Română", script: "Latn",
                     analyzer: .snowball("romanian"), direction: "ltr", aliases: ["romanian", "romana", "罗马尼亚语", "ルーマニア語", "roumain", "rumano"],
                     stopWords: romanianStops.union(chineseStops)),
        LanguageInfo(tag: "ta", captionCodes: ["tam", "ta", "ta-in"], name: "தமிழ்", script: "Taml",
                     analyzer: .snowball("tamil"), direction: "ltr", aliases: ["tamil", TextFolding.fold("தமிழ்"), "泰米尔语", "タミル語", "tamoul"],
                     stopWords: tamilStops.union(chineseStops)),
    ]

    private static let byTag: [String: LanguageInfo] = Dictionary(uniqueKeysWithValues: all.map { ($0.tag.lowercased(), $0) })
    private static let byCode: [String: LanguageInfo] = {
        var map: [String: LanguageInfo] = [:]
        for info in all { for code in info.captionCodes where map[code] == nil { map[code] = info } }
        return map
    }()

    /// The row of a BCP 47 tag (case-insensitive; `zh` and `zh-CN` find `zh-Hans`), or nil.
    public static func info(_ tag: String) -> LanguageInfo? {
        let lower = tag.lowercased()
        if let hit = byTag[lower] ?? byCode[lower] { return hit }
        let primary = lower.split(separator: "-").first.map(String.init) ?? lower
        return byTag[primary] ?? byCode[primary]
    }

    /// True for a tag that is also a common ending of names (`user_id`, `/users/id`): read as Indonesian only where
    /// a language is expected (a folder, a caption file's language field), not at the end of a file name or route.
    public static func isNameEnding(_ tag: String) -> Bool { tag.lowercased() == "id" }

    /// The row for a tag, English's for a language Concord does not know (it is analysed like English).
    public static func analysis(_ tag: String) -> LanguageInfo { info(tag) ?? byTag["en"]! }

    /// ISO 639-2 codes of languages outside the table, as caption files write them, to their BCP 47 tags.
    static let otherCaptionCodes: [String: String] = [
        "bul": "bg", "cat": "ca", "est": "et", "eus": "eu", "baq": "eu", "fil": "fil", "glg": "gl", "hrv": "hr",
        "hun": "hu", "isl": "is", "ice": "is", "lit": "lt", "lav": "lv", "msa": "ms", "may": "ms", "nno": "nn",
        "slk": "sk", "slo": "sk", "slv": "sl", "srp": "sr", "tha": "th",
    ]

    /// The BCP 47 tag for a caption file's language code (`jpn` → `ja`, `swe` → `sv`); other codes are kept as written.
    public static func tag(forCaptionCode code: String) -> String {
        let lower = code.lowercased()
        return byCode[lower]?.tag ?? otherCaptionCodes[lower] ?? code
    }

    /// The name of a language in itself: the table's, else ICU's (`Русский`), else the tag.
    /// A region the row does not name (`pt-BR` beside `pt-PT`, both Portuguese) is named by ICU with it
    /// (`Português (Brasil)`), so a site's two variants are told apart.
    public static func name(_ tag: String) -> String {
        guard let row = info(tag) else { return LanguageNames.autonym(tag) ?? tag }
        // A regional variant (`pt-BR`), or another code of the row's language that a site keeps apart (`no` beside
        // `nb`), by its own name.
        if tag != row.tag, !row.tag.contains("-"), let named = LanguageNames.autonym(tag) { return named }
        return row.name
    }

    /// `rtl` for a language written right to left (Arabic, Persian, Hebrew, Urdu…, in the table or not), else `ltr`.
    public static func direction(_ tag: String) -> String {
        if let row = info(tag) { return row.direction }
        let primary = tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        return ["ar", "fa", "he", "iw", "ur", "yi", "ps", "sd", "ug", "dv", "ckb", "syr", "ara", "fas", "per", "heb", "urd"].contains(primary) ? "rtl" : "ltr"
    }

    /// Position of a language in the table, for a stable order; unknown languages sort last.
    public static func order(_ tag: String) -> Int {
        all.firstIndex { $0.tag == tag } ?? all.count
    }
}
