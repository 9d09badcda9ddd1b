import TextAnalysis

/// A bilingual glossary of interface and design terms (`Content/glossary.yml`).
///
/// Alignment uses it as evidence that an English and a Chinese text talk about the same things;
/// pages may use it to explain terms. Readers fill it; later stages only read it.
public struct Glossary: Sendable, Hashable {
    public var entries: [GlossaryEntry]

    public init(entries: [GlossaryEntry] = []) {
        self.entries = entries
    }

    /// The entry with this id, if any.
    public func entry(id: String) -> GlossaryEntry? {
        entries.first { $0.id == id }
    }

    /// Occurrences of glossary terms in `text`, in text order, not overlapping.
    ///
    /// Leftmost-longest matching, so "search field" (搜索栏) is one hit and not also "search" (搜索):
    /// both languages then count the same concepts. Chinese (and other languages written without spaces)
    /// matches by substring; other languages match lower-cased whole words, with simple plurals folded
    /// ("tab bars" matches "tab bar").
    public func matches(in text: String, language: String) -> [GlossaryMatch] {
        let index = GlossaryIndex(glossary: self, language: language)
        return index.matches(in: text)
    }

    /// How often each entry's terms occur in `text`, by entry id.
    public func counts(in text: String, language: String) -> [String: Int] {
        var result: [String: Int] = [:]
        for match in matches(in: text, language: language) { result[match.entryID, default: 0] += 1 }
        return result
    }

    /// A reusable matcher for one language; build it once when matching many texts.
    public func index(for language: String) -> GlossaryIndex {
        GlossaryIndex(glossary: self, language: language)
    }
}

/// One concept of the glossary with its terms in each language.
public struct GlossaryEntry: Sendable, Hashable {
    /// Slug, unique in the glossary: `search-field`.
    public var id: String
    /// Language tag → terms; the first is the preferred term, the others synonyms.
    public var terms: [String: [String]]
    /// Language tag → definition; optional.
    public var definition: [String: String]
    /// 1-based line of the entry in `glossary.yml`, for diagnostics.
    public var line: Int

    public init(id: String, terms: [String: [String]], definition: [String: String] = [:], line: Int = 0) {
        self.id = id
        self.terms = terms
        self.definition = definition
        self.line = line
    }

    /// Terms in `language`; an exact tag first, else any tag with the same primary subtag (`zh` for `zh-Hans`).
    public func terms(in language: String) -> [String] {
        if let exact = terms[language] { return exact }
        let primary = GlossaryIndex.primarySubtag(language)
        return terms.first { GlossaryIndex.primarySubtag($0.key) == primary }?.value ?? []
    }

    /// The preferred term in `language`.
    public func preferredTerm(in language: String) -> String? {
        terms(in: language).first
    }
}

/// A glossary term found in a text.
public struct GlossaryMatch: Sendable, Hashable {
    public var entryID: String
    /// The term as written in the glossary (not as inflected in the text).
    public var term: String
    /// Where it occurs in the text.
    public var range: Range<String.Index>
}

/// Glossary terms of one language prepared for matching.
public struct GlossaryIndex: Sendable {
    public let language: String
    /// Whether the language is matched by substring (no spaces between words).
    public let bySubstring: Bool
    // Keyed by the first Character (substring) or the first folded word (word matching);
    // candidates sorted longest first so the first hit is the leftmost-longest one.
    private var byFirst: [String: [(units: [String], entryID: String, term: String)]] = [:]
    /// Word matching: the lower-cased first two bytes (the second 0 for a one-letter word) of every term's first
    /// word, by `first << 8 | second`, so most words of a text are passed over without being folded.
    private var firstPairs = [Bool](repeating: false, count: 1 << 16)
    /// Substring matching: by scalar value, whether a term starts with that character, when every term starts with
    /// a character of `PlainScalars` (else nil: no filter). A text's character of one such scalar starts no term
    /// when its entry is false, told without making a string of it and hashing it (every character of Chinese text).
    private var substringFirsts: [Bool]?
    /// Word matching: by `keyBits`, whether some term's first key has those bits, when every first key is ASCII
    /// (else nil: no filter, since a key in other scripts may equal an ASCII one canonically, as K and the Kelvin
    /// sign). Most words that pass `firstPairs` ("se", "co") are ruled out here without hashing their keys.
    private var asciiFirstKeys: [Bool]?

    public init(glossary: Glossary, language: String) {
        self.language = language
        bySubstring = Self.matchesBySubstring(language)
        for entry in glossary.entries {
            for term in entry.terms(in: language) {
                let units = bySubstring ? term.map { String($0) } : Self.words(term).map { Self.matchKey($0.word) }
                guard let first = units.first else { continue }
                byFirst[first, default: []].append((units, entry.id, term))
                let bytes = Array(first.utf8.prefix(2))
                if !bySubstring, bytes.allSatisfy({ $0 < 0x80 }) { firstPairs[Int(bytes[0]) << 8 | Int(bytes.count > 1 ? bytes[1] : 0)] = true }
            }
        }
        for key in byFirst.keys { byFirst[key]!.sort { $0.units.count > $1.units.count } }
        // The filter of the matching in use: nil as soon as one first key falls outside it.
        var seen: [Bool]? = [Bool](repeating: false, count: 1 << 16)
        for key in byFirst.keys {
            guard let bit = bySubstring ? Self.plainScalar(Character(key)) : Self.keyBits(key) else { seen = nil; break }
            seen![bit] = true
        }
        if bySubstring { substringFirsts = seen } else { asciiFirstKeys = seen }
    }

    /// 16 bits of an ASCII key: its length and its first, second and last bytes mixed; nil for a key not in ASCII.
    static func keyBits(_ key: String) -> Int? {
        let utf8 = key.utf8
        guard let first = utf8.first, let last = utf8.last, first < 0x80, utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        let second = utf8.dropFirst().first ?? 0
        return (Int(first) | Int(second) << 7 ^ Int(last) << 5 ^ utf8.count << 11) & 0xFFFF
    }

    /// The scalar value of a character that is one scalar of `PlainScalars` (two such characters are equal exactly
    /// when their scalars are); nil for any other character.
    static func plainScalar(_ c: Character) -> Int? {
        var scalars = c.unicodeScalars.makeIterator()
        guard let first = scalars.next(), scalars.next() == nil, PlainScalars.contains(first.value) else { return nil }
        return Int(first.value)
    }

    /// Leftmost-longest, non-overlapping matches in `text`.
    public func matches(in text: String) -> [GlossaryMatch] {
        guard !byFirst.isEmpty else { return [] }  // no terms (no glossary): nothing to split the text for
        if bySubstring {
            let characters = Array(text.indices)
            return matches(count: characters.count, range: { characters[$0]..<text.index(after: characters[$0]) },
                           first: { i in
                               let c = text[characters[i]]
                               if let firsts = substringFirsts, let v = Self.plainScalar(c), !firsts[v] { return nil }
                               return String(c)
                           }, unit: { String(text[characters[$0]]) })
        }
        // ASCII text (most English) on its bytes: word bounds as offsets, no substring per word.
        if let found = text.utf8.withContiguousStorageIfAvailable({ asciiMatches(in: $0, of: text) }), let found { return found }
        // Words are folded only when they may start a term (most do not).
        let words = Self.words(text)
        return matches(count: words.count, range: { words[$0].range },
                       first: { mayStart(words[$0].word) ? Self.matchKey(words[$0].word) : nil }, unit: { Self.matchKey(words[$0].word) })
    }

    /// `matches` for ASCII text, on its bytes; nil when `bytes` is not all ASCII.
    private func asciiMatches(in bytes: UnsafeBufferPointer<UInt8>, of text: String) -> [GlossaryMatch]? {
        guard let bounds = Self.asciiWordBounds(bytes) else { return nil }
        func word(_ i: Int) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[bounds[i].start..<bounds[i].end]) }
        func lower(_ c: UInt8) -> Int { Int(c >= 0x41 && c <= 0x5A ? c + 32 : c) }
        /// `matchKey` of a word's bytes (one with ’ folds as any word not in ASCII).
        func key(_ w: UnsafeBufferPointer<UInt8>) -> String { Self.asciiFold(w) ?? Self.unicodeFold(String(decoding: w, as: UTF8.self)) }
        let utf8 = text.utf8
        return matches(count: bounds.count, range: { i in
            utf8.index(utf8.startIndex, offsetBy: bounds[i].start)..<utf8.index(utf8.startIndex, offsetBy: bounds[i].end)
        }, first: { i in
            let w = word(i)
            let a = lower(w[0]), b = w.count > 1 ? lower(w[1]) : 0
            // A word with ’ may start a term as any word not in ASCII may (`mayStart`).
            guard b >= 0x80 || firstPairs[a << 8 | b] || (b == Int(UInt8(ascii: "'")) && firstPairs[a << 8]) else { return nil }
            let folded = key(w)
            // An ASCII key is equal to a term's first key only byte for byte: ruled out by its length and ends first.
            if let firstKeys = asciiFirstKeys, let bits = Self.keyBits(folded), !firstKeys[bits] { return nil }
            return folded
        }, unit: { key(word($0)) })
    }

    /// The leftmost-longest match loop over `count` units: `first(i)` is unit `i` as a term's first unit would be
    /// keyed (nil: no term starts there), `unit(i)` the unit for comparing later units of a term.
    private func matches(count: Int, range: (Int) -> Range<String.Index>, first: (Int) -> String?, unit: (Int) -> String) -> [GlossaryMatch] {
        var result: [GlossaryMatch] = []
        var i = 0
        while i < count {
            var matched = 0
            if let key = first(i), let candidates = byFirst[key] {
                for c in candidates where i + c.units.count <= count {
                    var ok = true
                    for k in 1..<max(c.units.count, 1) where unit(i + k) != c.units[k] { ok = false; break }
                    if ok {
                        matched = c.units.count
                        result.append(GlossaryMatch(entryID: c.entryID, term: c.term, range: range(i).lowerBound..<range(i + matched - 1).upperBound))
                        break
                    }
                }
            }
            i += max(matched, 1)
        }
        return result
    }

    /// Whether `word` may fold to the first word of a term: any word not in ASCII may; an ASCII word's folded
    /// form keeps its first two letters (only "x's" loses its second byte, to "x").
    private func mayStart(_ word: Substring) -> Bool {
        var bytes = word.utf8.makeIterator()
        guard let a = bytes.next() else { return false }
        let b = bytes.next() ?? 0
        guard a < 0x80, b < 0x80 else { return true }
        func lower(_ c: UInt8) -> Int { Int(c >= 0x41 && c <= 0x5A ? c + 32 : c) }
        return firstPairs[lower(a) << 8 | lower(b)] || (b == UInt8(ascii: "'") && firstPairs[lower(a) << 8])
    }

    /// Whether `language` is written without spaces between words, so terms are matched by substring.
    public static func matchesBySubstring(_ language: String) -> Bool {
        // Thai is written without spaces too, but has no row in the language table (no analyser yet).
        Languages.info(language)?.isCJKScript ?? (primarySubtag(language) == "th")
    }

    /// `zh` for `zh-Hans`, lower-cased.
    public static func primarySubtag(_ tag: String) -> String {
        String(tag.split(separator: "-").first ?? "").lowercased()
    }

    /// Words (letters and digits, with inner apostrophes) of `text` and where they are.
    static func words(_ text: String) -> [(word: Substring, range: Range<String.Index>)] {
        asciiWords(text) ?? characterWords(text)
    }

    /// `words` character by character, for any text.
    static func characterWords(_ text: String) -> [(word: Substring, range: Range<String.Index>)] {
        var result: [(Substring, Range<String.Index>)] = []
        var start: String.Index? = nil
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            let inWord = c.isLetter || c.isNumber || ((c == "'" || c == "’") && start != nil)
            if inWord, start == nil { start = i }
            if !inWord, let s = start { result.append((text[s..<i], s..<i)); start = nil }
            i = text.index(after: i)
        }
        if let s = start { result.append((text[s..<text.endIndex], s..<text.endIndex)) }
        return result
    }

    /// `words` for ASCII text, byte by byte (Character properties are slow, and most English text is ASCII); nil
    /// for any other text.
    static func asciiWords(_ text: String) -> [(word: Substring, range: Range<String.Index>)]? {
        var bytes = text
        guard let bounds = bytes.withUTF8(asciiWordBounds) else { return nil }
        let utf8 = text.utf8
        return bounds.map { start, end in
            let range = utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)
            return (text[range], range)
        }
    }

    /// Word bounds (byte offsets) of ASCII text with English typography: letters and digits, with inner
    /// apostrophes (`'`, or ’ as `Character` comparison finds it: not followed by a combining mark); the quotes,
    /// dashes, ellipsis, bullet and no-break space of `typography` separate words; nil when any other byte is not
    /// ASCII (then `words` goes character by character). `asciiWords` and the matcher's byte path share it.
    /// English prose typeset with ’ and “ ” stays on bytes: splitting it into characters was a tenth of the
    /// glossary and cross-reference steps.
    static func asciiWordBounds(_ bytes: UnsafeBufferPointer<UInt8>) -> [(start: Int, end: Int)]? {
        var bounds: [(start: Int, end: Int)] = []
        var start = -1
        var i = 0
        let count = bytes.count
        while i < count {
            let b = bytes[i]
            var width = 1
            let inWord: Bool
            if b < 0x80 {
                let alphanumeric = (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
                inWord = alphanumeric || (b == UInt8(ascii: "'") && start >= 0)
            } else if b == 0xE2, i + 2 < count, bytes[i + 1] == 0x80, bytes[i + 2] == 0x99,
                      i + 3 >= count || bytes[i + 3] < 0x80 {  // ’, not followed by a combining mark
                width = 3
                inWord = start >= 0
            } else if b == 0xE2, i + 2 < count, bytes[i + 1] == 0x80, typography.contains(bytes[i + 2]) {
                width = 3
                inWord = false
            } else if b == 0xC2, i + 1 < count, bytes[i + 1] == 0xA0 {  // no-break space
                width = 2
                inWord = false
            } else {
                return nil
            }
            if inWord, start < 0 { start = i }
            if !inWord, start >= 0 { bounds.append((start, i)); start = -1 }
            i += width
        }
        if start >= 0 { bounds.append((start, count)) }
        return bounds
    }

    /// Third bytes of E2 80 xx punctuation that separates words and never joins the character before it:
    /// – — ‘ “ ” • … (U+2013, 2014, 2018, 201C, 201D, 2022, 2026).
    static let typography: Set<UInt8> = [0x93, 0x94, 0x98, 0x9C, 0x9D, 0xA2, 0xA6]

    /// The key a word is matched on: lower-cased, with a simple plural dropped (`searches` → `search`,
    /// `categories` → `category`). Applied to the glossary and the text alike, so a wrong cut ("focus") still
    /// matches itself. Not `TextFolding.fold` (the search index's folding of whole texts, shared with the browser).
    public static func matchKey<S: StringProtocol>(_ word: S) -> String {
        asciiFold(word.utf8) ?? unicodeFold(word)
    }

    /// `fold` for any word, Unicode-aware.
    static func unicodeFold<S: StringProtocol>(_ word: S) -> String {
        var w = word.lowercased()
        if w.hasSuffix("’s") || w.hasSuffix("'s") { w.removeLast(2) }
        guard w.count > 3 else { return w }
        if w.hasSuffix("ies"), w.count > 4 { return String(w.dropLast(3)) + "y" }
        for suffix in ["sses", "ches", "shes", "xes"] where w.hasSuffix(suffix) { return String(w.dropLast(2)) }
        if w.hasSuffix("s"), !w.hasSuffix("ss"), !w.hasSuffix("us"), !w.hasSuffix("is") { return String(w.dropLast()) }
        return w
    }

    /// `fold` for ASCII words, on bytes (String's Unicode-aware `lowercased` and `hasSuffix` dominated the
    /// cross-reference step of large sites); nil for any other word.
    @inlinable public static func asciiFold<C: Collection>(_ utf8: C) -> String? where C.Element == UInt8 {
        let count = utf8.count
        for c in utf8 where c >= 0x80 { return nil }
        // Folded in the string's own buffer: no array per word (a word of up to 15 bytes is not even allocated).
        return String(unsafeUninitializedCapacity: max(1, count)) { w in
            var n = 0
            for c in utf8 { w[n] = c >= 0x41 && c <= 0x5A ? c + 32 : c; n += 1 }
            // Suffixes compared byte by byte in place (this runs for every word of every page).
            if ends(w, n, "'s") { n -= 2 }
            guard n > 3 else { return n }
            if ends(w, n, "ies"), n > 4 { n -= 3; w[n] = UInt8(ascii: "y"); return n + 1 }
            if ends(w, n, "sses") || ends(w, n, "ches") || ends(w, n, "shes") || ends(w, n, "xes") { return n - 2 }
            if ends(w, n, "s"), !ends(w, n, "ss"), !ends(w, n, "us"), !ends(w, n, "is") { n -= 1 }
            return n
        }
    }

    /// Whether the first `count` bytes of `word` end with `suffix`.
    @inlinable static func ends(_ word: UnsafeMutableBufferPointer<UInt8>, _ count: Int, _ suffix: StaticString) -> Bool {
        let n = suffix.utf8CodeUnitCount
        guard count >= n else { return false }
        let start = count - n, bytes = suffix.utf8Start
        for k in 0..<n where word[start + k] != bytes[k] { return false }
        return true
    }
}
