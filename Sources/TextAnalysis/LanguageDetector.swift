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
}
