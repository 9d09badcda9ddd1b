/// A cheap script-based language guess for the two content languages.
public enum LanguageDetector {
    /// `"zh-Hans"` when Han characters dominate the letters of `text`, else `"en"`.
    ///
    /// An English word averages about five letters where a Chinese word averages under two
    /// characters, so Han characters "dominate" when they are at least a quarter of the letters:
    /// a Chinese paragraph quoting "Apple TV" or "scope control" stays Chinese. Looks at the first
    /// 4,000 scalars only.
    public static func detect(_ text: String) -> String {
        var han = 0, letters = 0, seen = 0
        for scalar in text.unicodeScalars {
            seen += 1
            if seen > 4000 { break }
            if Tokenizer.isCJK(scalar.value) {
                han += 1; letters += 1
            } else if scalar.properties.isAlphabetic {
                letters += 1
            }
        }
        return han > 0 && han * 4 >= letters ? "zh-Hans" : "en"
    }

    /// The language of a page's prose, from the share of each script over all of it (up to 200,000 scalars):
    /// Han characters against Latin words, with URLs, e-mail addresses and inline code paths left out. A
    /// Chinese word is one or two characters, so a page is Chinese when its Han characters are at least as many
    /// as its Latin words: English product names, commands and quoted UI strings in Chinese text stay minor,
    /// and a few Chinese names in English text do too.
    public static func detect<S: Sequence>(prose: S) -> String where S.Element == String {
        var han = 0, latinWords = 0, seen = 0
        for paragraph in prose {
            for token in paragraph.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
                seen += token.unicodeScalars.count
                if token.contains("://") || token.hasPrefix("www.") || token.contains("@") || token.contains("/") { continue }
                var inWord = false
                for scalar in token.unicodeScalars {
                    if Tokenizer.isCJK(scalar.value) {
                        han += 1
                        inWord = false
                    } else if scalar.isASCII, scalar.properties.isAlphabetic {
                        if !inWord { latinWords += 1 }
                        inWord = true
                    } else {
                        inWord = false
                    }
                }
            }
            if seen > 200_000 { break }
        }
        return han > 0 && han >= latinWords ? "zh-Hans" : "en"
    }
}
