/// A cheap language guess for the languages of the table (`Languages`): by script first, then, for
/// Latin text, by function words.
public enum LanguageDetector {
    /// The language of `text`: `"zh-Hans"`, `"ja"`, `"ko"`, `"fr"`, `"es"`, `"pt"`, `"de"`, `"it"`, `"nl"`, else `"en"`.
    ///
    /// Script: an English word averages about five letters where a Chinese word averages under two
    /// characters, so Han characters and kana "dominate" when they are at least a quarter of the letters
    /// (a Chinese paragraph quoting "Apple TV" or "scope control" stays Chinese); with kana among them
    /// (Japanese writes its particles and endings in kana, Chinese never does) the text is Japanese.
    /// Hangul dominating the letters is Korean. Latin text is English unless the function words of
    /// French, Spanish, Portuguese, German, Italian or Dutch clearly outnumber English's (at least 3 of them, and twice English's).
    /// Looks at the first 4,000 scalars only.
    public static func detect(_ text: String) -> String {
        var han = 0, kana = 0, hangul = 0, letters = 0, seen = 0
        var others = OtherScripts()
        for scalar in text.unicodeScalars {
            seen += 1
            if seen > 4000 { break }
            let v = scalar.value
            if Tokenizer.isCJK(v) {
                letters += 1
                if (0x3040...0x30FF).contains(v) { kana += 1 } else { han += 1 }
            } else if (0xAC00...0xD7AF).contains(v) || (0x1100...0x11FF).contains(v) || (0x3130...0x318F).contains(v) {
                hangul += 1; letters += 1
            } else if scalar.properties.isAlphabetic {
                letters += 1
                if v >= 0x370 { others.count(v) }
            }
        }
        let cjk = han + kana
        if cjk > 0 && cjk * 4 >= letters {
            // A few kana (a quoted product name) don't make Chinese text Japanese; a tenth of the text does.
            return kana >= 2 && kana * 10 >= cjk ? "ja" : chineseScript(text)
        }
        if hangul > 0 && hangul * 2 >= letters { return "ko" }
        if let (script, n) = others.commonest, n * 2 >= letters { return others.language(of: script, text: text) }
        return latinLanguage(text)
    }

    /// Function words frequent in one language and rare in the others (folded, no accents).
    static let functionWords: [(tag: String, words: Set<String>)] = [
        ("en", ["the", "and", "is", "of", "to", "that", "you", "it", "with", "this", "are", "for", "we", "can", "your"]),
        ("fr", ["le", "les", "des", "est", "une", "et", "dans", "pour", "qui", "du", "au", "avec", "sur", "vous", "nous", "ce", "pas", "sont"]),
        ("es", ["el", "los", "las", "es", "una", "y", "del", "con", "por", "para", "como", "muy", "puede", "su", "se", "usted"]),
        ("pt", ["os", "uma", "e", "em", "do", "da", "dos", "das", "nao", "com", "voce", "na", "ao", "sao", "pelo", "mais"]),
        // None of the words the other lists hold, nor short words Romance languages share ("de", "en", "je").
        ("de", ["der", "die", "und", "ist", "nicht", "ein", "eine", "mit", "auf", "sie", "das", "den", "von", "sich", "auch", "wird", "oder", "dass"]),
        ("it", ["il", "della", "che", "di", "non", "gli", "sono", "nel", "delle", "questo", "alla", "anche", "degli", "essere"]),
        ("nl", ["het", "een", "niet", "zijn", "voor", "dat", "met", "ook", "wordt", "naar", "bij", "deze", "wij", "worden", "kunt"]),
        // Danish and Norwegian share most of their short words ("og", "ikke", "er"); each has a few of its own
        // ("af", "hvad", "meget" against "av", "hva", "mye"), and Danish comes first on a tie.
        ("da", ["og", "er", "ikke", "af", "det", "til", "jeg", "hvad", "efter", "meget", "bliver", "nogle", "hvis", "ogsa", "eller"]),
        ("nb", ["og", "er", "ikke", "av", "det", "til", "jeg", "hva", "etter", "mye", "blir", "noen", "hvis", "ogsa", "eller", "meg", "deg", "seg"]),
        ("sv", ["och", "inte", "att", "ar", "det", "till", "fran", "ocksa", "nar", "hur", "vad", "detta", "dessa", "finns", "eller", "mig", "dig"]),
        // Not words English writes often in a page with none of its own (a list of references "Retrieved on …"
        // was Finnish by "on"; an accessibility page naming the ADA would be Indonesian by "ada").
        ("fi", ["ja", "ei", "etta", "ovat", "tai", "kun", "jos", "mutta", "voit", "sinun", "myos", "tama", "joka", "kanssa"]),
        ("tr", ["ve", "bir", "bu", "ile", "icin", "olan", "gibi", "daha", "veya", "olarak", "kadar", "cok", "sonra", "ise", "degil"]),
        ("pl", ["nie", "sie", "jest", "ze", "jak", "oraz", "lub", "dla", "przez", "tylko", "ktore", "czy", "moze", "jesli", "aby"]),
        ("cs", ["jsou", "nebo", "ktery", "ktera", "ktere", "pro", "jako", "muze", "byt", "jeho", "tedy", "pouze", "jestli", "pokud", "proto"]),
        ("id", ["yang", "dan", "ini", "itu", "dengan", "untuk", "dari", "tidak", "akan", "dapat", "atau", "juga", "anda", "bisa"]),
    ]

    /// Words of *lorem ipsum*, the placeholder Latin of design systems' demo pages: full of "et" and "est", which
    /// made such a page French (docsify's UI kit). Placeholder text is no language of the site's, so a page
    /// where these outnumber a language's function words is read as the default, English.
    static let placeholderWords: Set<String> = [
        "lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit", "sed", "ut", "quis", "nec",
        "vel", "ac", "eu", "aliquam", "vitae", "nulla", "enim", "quam", "tincidunt", "mauris", "etiam", "vivamus",
    ]

    /// The languages told apart by their function words.
    public static let latinLanguages = Set(functionWords.map(\.tag))

    /// Each function word with the languages (indices of `functionWords`) that list it.
    static let functionWordLanguages: [String: [Int]] = {
        var out: [String: [Int]] = [:]
        for (i, entry) in functionWords.enumerated() { for word in entry.words { out[word, default: []].append(i) } }
        return out
    }()

    static func latinLanguage(_ text: String) -> String {
        var counts = [Int](repeating: 0, count: functionWords.count)
        var words = 0, placeholder = 0
        // Vietnamese writes its tones on letters no other language uses (ạ ả ấ ề ộ ư ơ đ…): folded away, its words
        // would be no language's.
        var letters = 0, vietnamese = 0
        var current = ""
        // Letters glued to digits are no word: a hash (`3e3008f66a5f…`) is full of Portuguese "e" and English "a"
        // (docker_practice's schema README of hashes read as Portuguese and made a Portuguese site).
        var glued = false, afterDigit = false
        func flush() {
            defer { current = ""; glued = false }
            guard !current.isEmpty, !glued else { return }
            words += 1
            // Function words are at most 7 letters: longer words are counted, not folded and looked up.
            if current.utf8.count <= 16 {
                let folded = TextFolding.fold(current)
                if let languages = functionWordLanguages[folded] {
                    for i in languages { counts[i] += 1 }
                } else if placeholderWords.contains(folded) {
                    placeholder += 1
                }
            }
        }
        for character in text.prefix(4000) {
            // A character of one ASCII byte is told by its byte: Character's properties look up Unicode's tables,
            // for every character of every page read (most are ASCII), and ASCII is never Vietnamese.
            let utf8 = character.utf8
            let ascii = utf8.count == 1 ? utf8.first! : nil
            let isLetter = ascii.map { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A } ?? character.isLetter
            if isLetter {
                letters += 1
                if ascii == nil, character.unicodeScalars.contains(where: { Self.isVietnamese($0.value) }) { vietnamese += 1 }
                if current.isEmpty { glued = afterDigit }
                current.append(character)
                afterDigit = false
            } else {
                afterDigit = ascii.map { $0 >= 0x30 && $0 <= 0x39 } ?? character.isNumber
                if afterDigit { glued = true }
                flush()
            }
            if words > 600 { break }
        }
        flush()
        if vietnamese >= 5, vietnamese * 25 >= letters { return "vi" }
        var best = 0
        for i in 1..<counts.count where counts[i] > counts[best] { best = i }
        guard best != 0, counts[best] >= 3, counts[best] >= 2 * counts[0], counts[best] > placeholder else { return "en" }
        return functionWords[best].tag
    }

    /// Letters only Vietnamese writes: those of Latin Extended Additional it uses (U+1EA0–U+1EF9), ơ, ư and đ, and,
    /// in decomposed text, the hook above, horn and dot below they are made of.
    static func isVietnamese(_ v: UInt32) -> Bool {
        (0x1EA0...0x1EF9).contains(v) || [0x01A0, 0x01A1, 0x01AF, 0x01B0, 0x0110, 0x0111, 0x0309, 0x031B, 0x0323].contains(v)
    }

    /// The language of a page's prose, from the share of each script over all of it (up to 50,000 scalars, far more than a page needs to tell):
    /// Han characters against Latin words, with URLs, e-mail addresses and inline code paths left out. A
    /// Chinese word is one or two characters, so a page is Chinese when its Han characters are at least as many
    /// as its Latin words: English product names, commands and quoted UI strings in Chinese text stay minor,
    /// and a few Chinese names in English text do too.
    public static func detect<S: Sequence>(prose: S) -> String where S.Element == String {
        var han = 0, kana = 0, hangul = 0, latinWords = 0, seen = 0
        var others = OtherScripts()
        var sample = "", sampleScalars = 0  // the start of the prose, for the function words of Latin languages
        for paragraph in prose {
            if sampleScalars < 4000 { sample += paragraph + "\n"; sampleScalars += paragraph.unicodeScalars.count + 1 }
            forEachToken(in: paragraph) { token in
                // On the token's bytes (scalars decoded in place): this runs for every word of every page.
                var token = token
                token.withUTF8 { bytes in
                    var scalars = 0, separated = false, beyondASCII = false
                    for b in bytes {
                        if b & 0xC0 != 0x80 { scalars += 1 }
                        if b == 0x2F || b == 0x40 { separated = true }
                        if b >= 0x80 { beyondASCII = true }
                    }
                    seen += scalars
                    // URLs (`://` has a slash), paths and e-mail addresses. Chinese runs without spaces hold a slash
                    // as punctuation (`切回/跳过`): a token with text beyond ASCII is prose (two paragraphs so written
                    // made a Chinese page English).
                    let www = bytes.count >= 4 && bytes[0] == 0x77 && bytes[1] == 0x77 && bytes[2] == 0x77 && bytes[3] == 0x2E
                    if separated || www, !beyondASCII { return }
                    var inWord = false
                    var i = 0
                    while i < bytes.count {
                        let (v, length) = Tokenizer.scalar(at: i, in: bytes)
                        i += length
                        if v < 0x80 {
                            // ASCII: letters are exactly its alphabetic characters.
                            if (v | 0x20) >= 0x61 && (v | 0x20) <= 0x7A {
                                if !inWord { latinWords += 1 }
                                inWord = true
                            } else {
                                inWord = false
                            }
                        } else if Tokenizer.isCJK(v) {
                            if (0x3040...0x30FF).contains(v) { kana += 1 } else { han += 1 }
                            inWord = false
                        } else if (0xAC00...0xD7AF).contains(v) || (0x1100...0x11FF).contains(v) || (0x3130...0x318F).contains(v) {
                            hangul += 1
                            inWord = false
                        } else if v < 0x250, Unicode.Scalar(v)!.properties.isAlphabetic {
                            if !inWord { latinWords += 1 }
                            inWord = true
                        } else if v >= 0x370, Unicode.Scalar(v)!.properties.isAlphabetic {
                            others.count(v)
                            inWord = false
                        } else {
                            inWord = false
                        }
                    }
                }
            }
            if seen > 50_000 { break }
        }
        let cjk = han + kana
        if cjk > 0 && cjk >= latinWords {
            // Japanese writes its particles and endings in kana, Chinese never does.
            return kana >= 2 && kana * 10 >= cjk ? "ja" : chineseScript(sample)
        }
        // A Korean word (eojeol) is two to four syllables.
        if hangul > 0 && hangul >= 2 * latinWords { return "ko" }
        // A word of an alphabet is five or six letters, as a Latin one is: a page is in another alphabet when
        // its letters make more words than its Latin letters do (a Russian page naming `Button` and `API`).
        if let (script, letters) = others.commonest, letters >= 6 * max(1, latinWords) { return others.language(of: script, text: sample) }
        return latinLanguage(sample)
    }

    /// Calls `body` with each token of `text` between spaces, tabs and line feeds, exactly as
    /// `text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })` cuts it, but cut in the bytes: that
    /// split walks the text character by character (grapheme breaking), for every word of every page. A separator
    /// byte is one only when it is a character of its own: not the line feed of a "\r\n", nor a space or tab that
    /// a combining mark follows, nor a space that a prepended mark precedes. Those cases, next to a byte beyond
    /// ASCII, are asked of the text's characters.
    static func forEachToken(in text: String, _ body: (Substring) -> Void) {
        let utf8 = text.utf8
        var start = utf8.startIndex, i = utf8.startIndex, previous: UInt8 = 0
        while i != utf8.endIndex {
            let byte = utf8[i]
            let next = utf8.index(after: i)
            if byte == 0x20 || byte == 0x0A || byte == 0x09 {
                var separates: Bool
                if byte == 0x0A, previous == 0x0D {
                    separates = false
                } else if (next == utf8.endIndex || utf8[next] < 0x80) && (byte != 0x20 || previous < 0x80) {
                    separates = true
                } else {
                    separates = String.Index(i, within: text).map { text[$0] == Character(Unicode.Scalar(byte)) } ?? false
                }
                if separates {
                    if start != i { body(text[start..<i]) }
                    start = next
                }
            }
            previous = byte
            i = next
        }
        if start != utf8.endIndex { body(text[start...]) }
    }

    /// Chinese text as written: Traditional (`zh-Hant`) when characters only Traditional writing uses (這, 們, 說, 網)
    /// outnumber those only Simplified uses (这, 们, 说, 网), at least three of them; else Simplified. 3Blue1Brown's
    /// Taiwanese captions ("在上一節影片裡我講解了神經網路的結構") were labelled Simplified, with its interface.
    public static func chineseScript(_ text: String) -> String {
        var traditional = 0, simplified = 0, seen = 0
        for scalar in text.unicodeScalars {
            seen += 1
            if seen > 20_000 { break }
            guard scalar.value >= 0x4E00 else { continue }
            if traditionalOnly.contains(scalar) { traditional += 1 } else if simplifiedOnly.contains(scalar) { simplified += 1 }
        }
        return traditional >= 3 && traditional > simplified ? "zh-Hant" : "zh-Hans"
    }

    /// Common characters each script writes differently (pairs: 這/这, 們/们 …).
    static let traditionalOnly = Set("這們個說時來為會學後開對點體實現應發頭動經網裡節講結構讓問題關於過還當從與將樣麼誰書專業電腦圖檔頁設計視鍵盤輸錯誤處資訊軟邊聽讀寫義認識門間見長東車變響單顯".unicodeScalars)
    static let simplifiedOnly = Set("这们个说时来为会学后开对点体实现应发头动经网里节讲结构让问题关于过还当从与将样么谁书专业电脑图档页设计视键盘输错误处资讯软边听读写义认识门间见长东车变响单显".unicodeScalars)
}

/// Letters of the scripts other than Latin, Han, kana and Hangul, counted for `LanguageDetector`: each script
/// says its language (Greek, Hebrew, Thai…), and for the scripts many languages share, letters only some of
/// them write say which (Ukrainian's і and ї, which Russian never writes; Persian's گ and ی).
struct OtherScripts {
    enum Script: Int, CaseIterable {
        case cyrillic, greek, armenian, hebrew, arabic, devanagari, bengali, gurmukhi, gujarati, tamil, telugu,
             kannada, malayalam, sinhala, thai, lao, myanmar, georgian, ethiopic, khmer

        /// The block's first and last scalar.
        var range: ClosedRange<UInt32> {
            switch self {
            case .cyrillic: 0x0400...0x052F
            case .greek: 0x0370...0x03FF
            case .armenian: 0x0530...0x058F
            case .hebrew: 0x0590...0x05FF
            case .arabic: 0x0600...0x06FF
            case .devanagari: 0x0900...0x097F
            case .bengali: 0x0980...0x09FF
            case .gurmukhi: 0x0A00...0x0A7F
            case .gujarati: 0x0A80...0x0AFF
            case .tamil: 0x0B80...0x0BFF
            case .telugu: 0x0C00...0x0C7F
            case .kannada: 0x0C80...0x0CFF
            case .malayalam: 0x0D00...0x0D7F
            case .sinhala: 0x0D80...0x0DFF
            case .thai: 0x0E00...0x0E7F
            case .lao: 0x0E80...0x0EFF
            case .myanmar: 0x1000...0x109F
            case .georgian: 0x10A0...0x10FF
            case .ethiopic: 0x1200...0x137F
            case .khmer: 0x1780...0x17FF
            }
        }

        /// The script's ISO 15924 code, as the language table names scripts (`Cyrl`).
        var code: String {
            switch self {
            case .cyrillic: "Cyrl"
            case .greek: "Grek"
            case .armenian: "Armn"
            case .hebrew: "Hebr"
            case .arabic: "Arab"
            case .devanagari: "Deva"
            case .bengali: "Beng"
            case .gurmukhi: "Guru"
            case .gujarati: "Gujr"
            case .tamil: "Taml"
            case .telugu: "Telu"
            case .kannada: "Knda"
            case .malayalam: "Mlym"
            case .sinhala: "Sinh"
            case .thai: "Thai"
            case .lao: "Laoo"
            case .myanmar: "Mymr"
            case .georgian: "Geor"
            case .ethiopic: "Ethi"
            case .khmer: "Khmr"
            }
        }

        /// The language a text in the script is in, when nothing else tells.
        var language: String {
            switch self {
            case .cyrillic: "ru"
            case .greek: "el"
            case .armenian: "hy"
            case .hebrew: "he"
            case .arabic: "ar"
            case .devanagari: "hi"
            case .bengali: "bn"
            case .gurmukhi: "pa"
            case .gujarati: "gu"
            case .tamil: "ta"
            case .telugu: "te"
            case .kannada: "kn"
            case .malayalam: "ml"
            case .sinhala: "si"
            case .thai: "th"
            case .lao: "lo"
            case .myanmar: "my"
            case .georgian: "ka"
            case .ethiopic: "am"
            case .khmer: "km"
            }
        }
    }

    var letters = [Int](repeating: 0, count: Script.allCases.count)
    /// Letters that tell the languages of one script apart, by scalar.
    var marks: [UInt32: Int] = [:]

    /// Letters only some languages of their script write.
    static let telling: Set<UInt32> = [
        0x044B, 0x044D, 0x0451, 0x044A,  // ы э ё ъ: Russian (ъ also Bulgarian, often)
        0x0456, 0x0457, 0x0454, 0x0491,  // і ї є ґ: Ukrainian (і also Belarusian)
        0x045E,  // ў: Belarusian
        0x0458, 0x0459, 0x045A, 0x045B, 0x0452, 0x045F,  // ј љ њ ћ ђ џ: Serbian (and Macedonian's ј љ њ џ)
        0x0453, 0x045C, 0x0455,  // ѓ ќ ѕ: Macedonian
        0x0649, 0x064A, 0x0643,  // ى ي ك: Arabic
        0x06CC, 0x06A9, 0x067E, 0x0686, 0x0698, 0x06AF,  // ی ک پ چ ژ گ: Persian (and Urdu)
        0x0679, 0x0688, 0x0691, 0x06BA, 0x06D2,  // ٹ ڈ ڑ ں ے: Urdu
        0x05F0, 0x05F1, 0x05F2,  // װ ױ ײ: Yiddish
    ]

    /// Function words of one of the languages of Cyrillic (0 Russian, 1 Ukrainian, 2 Bulgarian) that the other
    /// two do not write, lower case (words are looked up lower-cased).
    static let cyrillicWords: [String: Int] = {
        var table: [String: Int] = [:]
        for w in ["что", "это", "как", "или", "мы", "вы", "он", "она", "они", "если", "также", "чтобы", "который", "которые",
                  "только", "быть", "был", "была", "было", "будет", "нет", "ещё", "чем", "этого", "этом", "уже", "его", "её",
                  "их", "этот", "эта", "эти", "здесь", "теперь"] { table[w] = 0 }
        for w in ["що", "та", "або", "це", "як", "але", "який", "яка", "які", "цей", "ця", "ці", "якщо", "також", "ми", "ви", "він",
                  "вона", "вони", "щоб", "чи", "буде", "цього", "цьому", "тепер", "вже", "був", "була", "було", "бути", "його",
                  "її", "їх"] { table[w] = 1 }
        for w in ["че", "това", "са", "е", "съм", "ще", "ако", "които", "която", "който", "което", "тази", "този", "тези", "също",
                  "обаче", "във", "със", "към", "ги", "го", "тя", "той", "бъде"] { table[w] = 2 }
        return table
    }()

    mutating func count(_ v: UInt32) {
        guard let script = Script.allCases.first(where: { $0.range.contains(v) }) else { return }
        letters[script.rawValue] += 1
        // Cyrillic capitals as their small letters (Э as э, І as і).
        let small = (0x0410...0x042F).contains(v) ? v + 0x20 : (0x0400...0x040F).contains(v) ? v + 0x50 : v == 0x0490 ? 0x0491 : v
        if Self.telling.contains(small) { marks[small, default: 0] += 1 }
    }

    /// The script with the most letters, and their number; nil when none was seen.
    var commonest: (Script, Int)? {
        let best = letters.indices.max { letters[$0] < letters[$1] }!
        return letters[best] > 0 ? (Script(rawValue: best)!, letters[best]) : nil
    }

    /// The language of `text`, written in `script`.
    func language(of script: Script, text: String) -> String {
        func n(_ scalars: UInt32...) -> Int { scalars.reduce(0) { $0 + (marks[$1] ?? 0) } }
        switch script {
        case .cyrillic:
            if n(0x0453, 0x045C, 0x0455) >= 2 { return "mk" }
            let russianLetters = n(0x044B, 0x044D, 0x0451)
            if n(0x0458, 0x0459, 0x045A, 0x045B, 0x0452, 0x045F) >= 2, russianLetters == 0 { return "sr" }
            // Russian, Ukrainian, Belarusian and Bulgarian by their own letters and their function words: a short
            // Ukrainian text may have no і (`Або ж ми можемо також отримати суму`), a Russian one about objects many
            // ъ (`объект`), which Bulgarian writes as a vowel.
            var words = [0, 0, 0]  // ru, uk, bg
            var word = ""
            func flush() {
                if let i = Self.cyrillicWords[word.lowercased()] { words[i] += 1 }
                word = ""
            }
            for scalar in text.unicodeScalars.prefix(4000) {
                if scalar.properties.isAlphabetic { word.unicodeScalars.append(scalar) } else if !word.isEmpty { flush() }
            }
            if !word.isEmpty { flush() }
            let russian = russianLetters + 2 * words[0]
            let ukrainian = n(0x0456, 0x0457, 0x0454, 0x0491) + 2 * words[1]
            let bulgarian = 2 * words[2]
            // Russian never writes і, ї or є: one of them and nothing Russian is Ukrainian (`Чи можливо
            // "перевиконати" проміс?`); ъ, which Ukrainian never writes, counts against it.
            if ukrainian > russian + n(0x044A), ukrainian >= bulgarian, ukrainian >= 1 { return n(0x045E) >= 2 ? "be" : "uk" }
            if n(0x045E) >= 2, russian > 0 { return "be" }  // Belarusian writes ы and э too, and ў, which Russian never does
            if bulgarian > russian, bulgarian >= 4 { return "bg" }
            return "ru"
        case .arabic:
            if n(0x0679, 0x0688, 0x0691, 0x06BA, 0x06D2) >= 2 { return "ur" }
            if n(0x06CC, 0x06A9, 0x067E, 0x0686, 0x0698, 0x06AF) > n(0x0649, 0x064A, 0x0643) { return "fa" }
            return "ar"
        case .hebrew:
            return n(0x05F0, 0x05F1, 0x05F2) >= 2 ? "yi" : "he"
        default:
            return script.language
        }
    }
}
