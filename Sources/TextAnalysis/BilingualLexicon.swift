import Foundation

/// An English–Chinese dictionary reduced to what alignment needs: for each Chinese word, the stems of the
/// English content words of its glosses, as small integers (`搜索` → {search}, `最佳` → {optimum, peak, best}).
///
/// Compiled by `make lexicons` from CC-CEDICT (MDBG, CC BY-SA 4.0) into `Lexicons/cedict-en-zh.tsv`; see
/// `Scripts/compile-cedict.py` for the format. English words are stemmed once per vocabulary word at load.
public struct BilingualLexicon: Sendable {
    /// Name of the compiled file inside the lexicon folder.
    public static let fileName = "cedict-en-zh.tsv"
    /// A lexicon that knows no word: alignment falls back on names, numbers, structure and the glossary.
    public static let empty = BilingualLexicon(entries: [:], stems: [:])

    /// Chinese word → ids of the English stems its glosses use.
    let entries: WordTable
    /// English stem → id.
    let stems: [String: UInt32]
    /// Longest Chinese entry, in characters.
    let longest: Int

    /// What the lexicon was read from, for cache keys (the file's hash; empty for `empty`).
    public var identity = ""

    public var isEmpty: Bool { entries.count == 0 }
    public var count: Int { entries.count }

    init(entries: [String: [UInt32]], stems: [String: UInt32]) {
        var table = WordTable(capacity: entries.count)
        for (word, ids) in entries { table.insert(word, ids) }
        self.init(table: table, stems: stems)
    }

    init(table: WordTable, stems: [String: UInt32]) {
        entries = table
        self.stems = stems
        longest = table.longest
    }

    /// A lexicon from explicit entries (tests): Chinese word → English glosses (words or phrases).
    public init(glosses: [String: [String]]) {
        var stems: [String: UInt32] = [:]
        var entries: [String: [UInt32]] = [:]
        for (word, list) in glosses {
            var ids: [UInt32] = []
            for gloss in list {
                for w in gloss.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "'" }) {
                    let stem = SnowballStemmer.english.stem(String(w))
                    let id = stems[stem] ?? UInt32(stems.count)
                    stems[stem] = id
                    if !ids.contains(id) { ids.append(id) }
                }
            }
            entries[word] = ids
        }
        self.init(entries: entries, stems: stems)
    }

    public enum LoadError: Error, CustomStringConvertible {
        case notALexicon(String)
        case malformed(line: Int, String)

        public var description: String {
            switch self {
            case .notALexicon(let found): "found '\(found)' at the start, expected a compiled lexicon ('concord-lexicon')"
            case .malformed(let line, let what): "line \(line): \(what)"
            }
        }
    }

    /// Parses a compiled lexicon; throws on a file that is not one or is cut short.
    public static func parse(_ data: Data) throws -> BilingualLexicon {
        let bytes = [UInt8](data)
        var lines: [Range<Int>] = []
        lines.reserveCapacity(130_000)
        var start = 0
        for (k, b) in bytes.enumerated() where b == 0x0A {
            lines.append(start..<k)
            start = k + 1
        }
        if start < bytes.count { lines.append(start..<bytes.count) }
        guard let header = lines.first else { throw LoadError.notALexicon("nothing") }
        let headerText = String(decoding: bytes[header], as: UTF8.self)
        let fields = headerText.split(separator: "\t")
        guard fields.count >= 4, fields[0] == "concord-lexicon", fields[1] == "1" else {
            throw LoadError.notALexicon(String(headerText.prefix(40)))
        }
        guard let expected = Int(fields[3]) else { throw LoadError.malformed(line: 1, "found no entry count") }
        guard lines.count >= 2 else { throw LoadError.malformed(line: 2, "found no vocabulary line") }
        // Vocabulary: each word stemmed once; words with one stem share its id.
        var stems: [String: UInt32] = [:]
        var wordToStem: [UInt32] = []
        for word in bytes[lines[1]].split(separator: 0x20) {
            let stem = SnowballStemmer.english.stem(String(decoding: word, as: UTF8.self))
            let id = stems[stem] ?? UInt32(stems.count)
            stems[stem] = id
            wordToStem.append(id)
        }
        var entries = WordTable(capacity: expected)
        for (n, range) in lines.dropFirst(2).enumerated() where !range.isEmpty {
            let line = bytes[range]
            guard let tab = line.firstIndex(of: 0x09) else { throw LoadError.malformed(line: n + 3, "found no tab") }
            var ids: [UInt32] = []
            var value = 0, digits = 0
            for b in line[(tab + 1)...] {
                if b >= 0x30 && b <= 0x39 { value = value * 10 + Int(b - 0x30); digits += 1; continue }
                guard b == 0x2C, digits > 0, value < wordToStem.count else {
                    throw LoadError.malformed(line: n + 3, "found a bad word number")
                }
                let id = wordToStem[value]
                if !ids.contains(id) { ids.append(id) }
                value = 0; digits = 0
            }
            guard digits > 0, value < wordToStem.count else { throw LoadError.malformed(line: n + 3, "found a bad word number") }
            let id = wordToStem[value]
            if !ids.contains(id) { ids.append(id) }
            entries.insert(line[line.startIndex..<tab], ids)
        }
        guard entries.count == expected else {
            throw LoadError.malformed(line: lines.count, "found \(entries.count) entries, expected \(expected) (the file is cut short)")
        }
        return BilingualLexicon(table: entries, stems: stems)
    }

    /// The stem id of an English word (lower-case), nil when no gloss uses it.
    public func stemID(_ word: String) -> UInt32? {
        stems[SnowballStemmer.english.stem(word)]
    }

    /// The English stem ids of a Chinese word, nil when the word is not in the lexicon.
    public func glosses(_ word: String) -> [UInt32]? { entries[word] }

    /// Whether the lexicon has `word`.
    func knows(_ word: String) -> Bool { entries.index(of: word) != nil }

    /// The Chinese words of `text` (other scripts skipped): ICU's words when the lexicon knows them, else
    /// the longest known words from left to right (ICU's dictionary and CC-CEDICT cut some compounds
    /// differently). Words the lexicon does not know are kept, so they count as evidence not matched.
    public func chineseWords(in text: String) -> [String] {
        var result: [String] = []
        for word in WordBreaker.words(text, locale: "zh") {
            guard word.unicodeScalars.allSatisfy({ Tokenizer.isCJK($0.value) }) else { continue }
            if knows(word) || word.unicodeScalars.count == 1 { result.append(word); continue }
            let chars = Array(word)
            var i = 0
            while i < chars.count {
                var length = min(longest, chars.count - i)
                while length > 1, !knows(String(chars[i..<(i + length)])) { length -= 1 }
                result.append(String(chars[i..<(i + length)]))
                i += length
            }
        }
        return result
    }
}

/// The lexicon's words and their glosses, keyed by the UTF-8 bytes of each word's canonical decomposition (NFD): a
/// lookup is equal, as `String`s are, to a word that is canonically equivalent. Hashing a Chinese `String` for a
/// `Dictionary` normalises it every time; here only words with a character that decomposes, or that may merge
/// with the one before it, are normalised, so loading CC-CEDICT's 115,000 words hashes bytes.
struct WordTable: Sendable {
    private var bytes: [UInt8] = []
    private var starts: [Int32] = [0]  // word i is bytes[starts[i]..<starts[i + 1]]
    private var glosses: [[UInt32]] = []
    private var slots: [Int32]  // open addressing: word index + 1, 0 for empty
    private(set) var count = 0
    /// Longest word, in characters.
    private(set) var longest = 0

    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [Int32](repeating: 0, count: size)
    }

    /// Whether every scalar of `utf8` is one of `PlainScalars`: such a word is its own NFD, and its characters are
    /// its scalars.
    static func isStable<C: Collection<UInt8>>(_ utf8: C) -> Bool {
        var iterator = utf8.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): guard PlainScalars.contains(scalar.value) else { return false }
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// `word`'s canonical decomposition as UTF-8 bytes, and its length in characters.
    private static func key<C: Collection<UInt8>>(_ utf8: C) -> (bytes: [UInt8], characters: Int) {
        if isStable(utf8) {
            var scalars = 0
            for byte in utf8 where byte & 0xC0 != 0x80 { scalars += 1 }
            return (Array(utf8), scalars)
        }
        let word = String(decoding: utf8, as: UTF8.self)
        return (Array(word.decomposedStringWithCanonicalMapping.utf8), word.count)
    }

    private static func hash(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }

    private func find(_ key: UnsafeBufferPointer<UInt8>) -> (slot: Int, index: Int?) {
        let mask = slots.count - 1
        var slot = Self.hash(key) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return (slot, nil) }
            let word = bytes[Int(starts[entry - 1])..<Int(starts[entry])]
            if word.elementsEqual(key) { return (slot, entry - 1) }
            slot = (slot + 1) & mask
        }
    }

    /// Adds `word` (its UTF-8 bytes) with `ids`, replacing the glosses of an equivalent word already there.
    mutating func insert<C: Collection<UInt8>>(_ word: C, _ ids: [UInt32]) {
        let (key, characters) = Self.key(word)
        let (slot, found) = key.withUnsafeBufferPointer { find($0) }
        if let found { glosses[found] = ids; return }
        if (count + 1) * 2 > slots.count { grow(); insert(word, ids); return }
        bytes += key
        starts.append(Int32(bytes.count))
        glosses.append(ids)
        count += 1
        slots[slot] = Int32(count)
        longest = max(longest, characters)
    }

    mutating func insert(_ word: String, _ ids: [UInt32]) { insert(Array(word.utf8), ids) }

    private mutating func grow() {
        var larger = [Int32](repeating: 0, count: slots.count * 2)
        let mask = larger.count - 1
        for i in 0..<count {
            var slot = bytes.withUnsafeBufferPointer { Self.hash(UnsafeBufferPointer(rebasing: $0[Int(starts[i])..<Int(starts[i + 1])])) } & mask
            while larger[slot] != 0 { slot = (slot + 1) & mask }
            larger[slot] = Int32(i + 1)
        }
        slots = larger
    }

    /// The index of `word`, or of a word canonically equivalent to it.
    func index(of word: String) -> Int? {
        var word = word
        return word.withUTF8 { utf8 in
            if Self.isStable(utf8) { return find(utf8).index }
            return Self.key(utf8).bytes.withUnsafeBufferPointer { find($0).index }
        }
    }

    subscript(word: String) -> [UInt32]? { index(of: word).map { glosses[$0] } }
}

