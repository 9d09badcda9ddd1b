/// One index term produced by `TextAnalyzer`.
public struct AnalyzedTerm: Sendable, Hashable {
    /// The folded surface form: a word, a CJK dictionary word, or a CJK bigram. The index stores this.
    public var surface: String
    /// The grouping key: the Snowball stem of a word; the surface itself for CJK terms.
    /// Surfaces with one stem match each other as "stemmed" matches.
    public var stem: String
    /// Token position; CJK characters take one position each, so a bigram and the dictionary
    /// word starting at the same character share a position.
    public var position: Int
    /// True for vocabulary terms (words and CJK dictionary words); false for CJK bigrams that are
    /// not dictionary words, which exist only so any 2+ character substring can be found.
    public var isWord: Bool

    public init(surface: String, stem: String, position: Int, isWord: Bool) {
        self.surface = surface
        self.stem = stem
        self.position = position
        self.isWord = isWord
    }
}

/// Turns text into index terms for one language, as its row of `Languages` says.
///
/// Pipeline: `TextFolding.fold` → `Tokenizer.tokenize` → per token:
/// - words: elided articles stripped (`l'interface` → `interface`, French), stop words dropped (their
///   position is kept, so phrases still line up), others stemmed with the language's Snowball stemmer
///   (English for languages without one: a Chinese or Japanese page quoting "scope control");
/// - CJK runs: every character bigram, plus the words ICU's dictionary word-break finds for the
///   language's locale (`zh`, `ja`), single-character words included unless they are stop words.
///
/// The browser engine needs neither stemmer nor segmenter: it looks query words up in the vocabulary
/// (surface → stem, as analysed here) and splits CJK query runs into the same bigrams, so a query is
/// analysed exactly as the index was. Stop words and elisions reach it through the search manifest.
public struct TextAnalyzer: Sendable {
    /// BCP 47 language of the text: `"en"`, `"zh-Hans"`, `"ja"`, `"fr"`… Unknown languages analyse like English.
    public let language: String
    /// The language's row of the table.
    public let info: LanguageInfo
    private let stemmer: SnowballStemmer
    /// For a language of another alphabet (Russian, Greek, Arabic): its letters and its stemmer.
    private var alphabet: (letters: ClosedRange<UInt32>, stemmer: SnowballStemmer)? = nil
    private let wordLocale: String
    private let elisions: Set<String>
    /// The row's stop words, asked about every token.
    private let stops: StopWordFilter

    /// Creates an analyzer for `language` (`"en"`, `"zh-Hans"`, …).
    public init(language: String) {
        self.language = language
        info = Languages.analysis(language)
        if case .snowball(let algorithm) = info.analyzer, let own = SnowballStemmer.named(algorithm) {
            // A language of another alphabet stems its own words; Latin words quoted in it are English's.
            if let letters = info.alphabet {
                stemmer = .english
                alphabet = (letters, own)
            } else {
                stemmer = own
            }
        } else {
            stemmer = .english
        }
        if case .icuWords(let locale) = info.analyzer { wordLocale = locale } else { wordLocale = "zh" }
        elisions = Set(info.elisions)
        stops = Self.stopFilters[info.tag] ?? StopWordFilter(info.stopWords)
    }

    /// Each row's filter, made once: analysers are made per text in places.
    private static let stopFilters = Dictionary(Languages.all.map { ($0.tag, StopWordFilter($0.stopWords)) }, uniquingKeysWith: { a, _ in a })

    /// The analyzer for English text.
    public static let english = TextAnalyzer(language: "en")
    /// The analyzer for Simplified Chinese text.
    public static let chinese = TextAnalyzer(language: "zh-Hans")

    /// English stop words (Lucene's classic list): not indexed, skipped in queries.
    public static var englishStopWords: Set<String> { Languages.englishStops }
    /// Chinese single-character function words: not indexed as words (bigrams containing them are).
    public static var chineseStopWords: Set<String> { Languages.chineseStops }

    /// The stop words of English and Chinese, as the index manifest publishes them for every language
    /// whose own list is the same (languages with another list carry theirs in the manifest).
    public static var stopWords: [String] { (englishStopWords.union(chineseStopWords)).sorted() }

    /// Index terms of `text`, positions starting at `startPosition`.
    /// Returns the terms in position order and the next free position.
    /// With `stemming: false` the stems of words are left empty, for callers that stem each distinct
    /// surface once themselves (`stem(_:)`); CJK terms always carry their stem.
    /// With `memo`, words that need the full fold are folded once per memo (`TextFolding.fold(_:memo:)`).
    public func analyze(_ text: String, startPosition: Int = 0, stemming: Bool = true, memo: FoldMemo? = nil) -> (terms: [AnalyzedTerm], nextPosition: Int) {
        let folded = TextFolding.fold(text, memo: memo)
        let (tokens, next) = Tokenizer.tokenize(folded, startPosition: startPosition)
        var terms: [AnalyzedTerm] = []
        terms.reserveCapacity(tokens.count)
        var cjkWords: [Range<Int>]? = nil  // ICU's word spans, ascending, computed once per text
        var nextWord = 0  // the first of them not before the characters still to come
        for token in tokens {
            if !token.isCJK {
                // A phrase of Thai, Lao, Khmer or Burmese: its words, as ICU's dictionaries find them, at its position.
                // (Those scripts' letters are three bytes in UTF-8, the first E0 or E1: other words skip the scalar.)
                if let lead = token.text.utf8.first, lead == 0xE0 || lead == 0xE1,
                   let first = token.text.unicodeScalars.first, Tokenizer.isSpaceless(first.value) {
                    for word in Self.spacelessWords(token.text) where !stops.contains(word) {
                        terms.append(AnalyzedTerm(surface: word, stem: stemming ? stem(word) : "", position: token.position, isWord: true))
                    }
                    continue
                }
                let word = elisions.isEmpty ? token.text : Self.strippingElision(token.text, elisions)
                if stops.contains(word) { continue }
                terms.append(AnalyzedTerm(surface: word, stem: stemming ? stem(word) : "", position: token.position, isWord: true))
                continue
            }
            if cjkWords == nil { cjkWords = WordBreaker.wordSpans(folded, locale: wordLocale) }
            appendCJK(token, words: cjkWords!, next: &nextWord, into: &terms)
        }
        return (terms, next)
    }

    /// `word` without an elided prefix from `elisions` (`l'interface` → `interface`); the browser engine's
    /// `stripElision` does the same.
    /// The words of a phrase written without spaces (Thai, Lao, Khmer, Burmese), by ICU's dictionary word breaks;
    /// the phrase itself when ICU finds none. The browser cuts queries alike (`Intl.Segmenter`, ICU's too).
    public static func spacelessWords(_ phrase: String) -> [String] {
        let words = WordBreaker.words(phrase, locale: "th")
        return words.isEmpty ? [phrase] : words
    }

    static func strippingElision(_ word: String, _ elisions: Set<String>) -> String {
        guard let apostrophe = word.firstIndex(of: "'"), apostrophe != word.startIndex else { return word }
        let rest = word[word.index(after: apostrophe)...]
        return !rest.isEmpty && elisions.contains(String(word[..<apostrophe])) ? String(rest) : word
    }

    /// Stem of a folded word with this language's stemmer, for words with an ASCII letter (folding has removed
    /// accents) and, in a language of another alphabet, words of its letters; else the word itself.
    public func stem(_ word: String) -> String {
        if word.utf8.contains(where: { $0 >= 0x61 && $0 <= 0x7A }) { return stemmer.stem(word) }
        if let alphabet, let first = word.unicodeScalars.first, alphabet.letters.contains(first.value) { return alphabet.stemmer.stem(word) }
        return word
    }

    /// Stem of a folded word: Snowball English for words with a Latin letter, else the word itself.
    public static func stem(_ word: String) -> String {
        english.stem(word)
    }

    /// Index of `value` in the ascending `list` (binary search), or nil.
    private static func index(of value: Int, in list: [Int]) -> Int? {
        var lo = 0, hi = list.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if list[mid] < value { lo = mid + 1 } else { hi = mid }
        }
        return lo < list.count && list[lo] == value ? lo : nil
    }

    /// `words`: ICU's word spans of the whole text, ascending and apart; `next` walks them as the text's CJK
    /// characters come, token after token (a span begins at most one character).
    private func appendCJK(_ token: Tokenizer.Token, words: [Range<Int>], next: inout Int, into terms: inout [AnalyzedTerm]) {
        var run = token.text
        run.withUTF8 { bytes in
            // Byte and UTF-16 offset of each character (and of the end): words and bigrams are slices of the run's
            // bytes, and ICU's spans are in UTF-16.
            var starts: [Int] = [], offsets: [Int] = []
            starts.reserveCapacity(bytes.count / 3 + 1)
            offsets.reserveCapacity(bytes.count / 3 + 1)
            var b = 0, o = token.utf16Range.lowerBound
            while b < bytes.count {
                starts.append(b); offsets.append(o)
                let (value, length) = Tokenizer.scalar(at: b, in: bytes)
                o += value > 0xFFFF ? 2 : 1; b += length
            }
            starts.append(bytes.count); offsets.append(o)
            let count = starts.count - 1
            func text(_ from: Int, _ to: Int) -> String {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[starts[from]..<starts[to]]), as: UTF8.self)
            }
            for i in 0..<count {
                // Where the dictionary word emitted at this character ends (-1: none): the bigram here is that word
                // exactly when it ends two characters on (both start here), told without comparing their bytes.
                var emittedEnd = -1
                let position = token.position + i
                // The span that starts at this character, if any.
                while next < words.count, words[next].lowerBound < offsets[i] { next += 1 }
                if next < words.count, words[next].lowerBound == offsets[i], words[next].upperBound <= token.utf16Range.upperBound,
                   let end = Self.index(of: words[next].upperBound, in: offsets), end > i {
                    let word = text(i, end)
                    if !(end - i == 1 && stops.contains(word)) {
                        emittedEnd = end
                        terms.append(AnalyzedTerm(surface: word, stem: word, position: position, isWord: true))
                    }
                }
                if count == 1, emittedEnd < 0, !stops.contains(token.text) {
                    // A lone character ICU did not call a word still deserves a term.
                    terms.append(AnalyzedTerm(surface: token.text, stem: token.text, position: position, isWord: true))
                }
                if i + 1 < count, emittedEnd != i + 2 {
                    let bigram = text(i, i + 2)
                    terms.append(AnalyzedTerm(surface: bigram, stem: bigram, position: position, isWord: false))
                }
            }
        }
    }
}
