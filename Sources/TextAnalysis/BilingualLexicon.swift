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
    let entries: [String: [UInt32]]
    /// English stem → id.
    let stems: [String: UInt32]
    /// Longest Chinese entry, in characters.
    let longest: Int

    public var isEmpty: Bool { entries.isEmpty }
    public var count: Int { entries.count }

    init(entries: [String: [UInt32]], stems: [String: UInt32]) {
        self.entries = entries
        self.stems = stems
        longest = entries.keys.reduce(0) { max($0, $1.count) }
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
        var entries: [String: [UInt32]] = [:]
        entries.reserveCapacity(expected)
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
            entries[String(decoding: line[line.startIndex..<tab], as: UTF8.self)] = ids
        }
        guard entries.count == expected else {
            throw LoadError.malformed(line: lines.count, "found \(entries.count) entries, expected \(expected) (the file is cut short)")
        }
        return BilingualLexicon(entries: entries, stems: stems)
    }

    /// The stem id of an English word (lower-case), nil when no gloss uses it.
    public func stemID(_ word: String) -> UInt32? {
        stems[SnowballStemmer.english.stem(word)]
    }

    /// The English stem ids of a Chinese word, nil when the word is not in the lexicon.
    public func glosses(_ word: String) -> [UInt32]? { entries[word] }

    /// The Chinese words of `text` (other scripts skipped): ICU's words when the lexicon knows them, else
    /// the longest known words from left to right (ICU's dictionary and CC-CEDICT cut some compounds
    /// differently). Words the lexicon does not know are kept, so they count as evidence not matched.
    public func chineseWords(in text: String) -> [String] {
        var result: [String] = []
        let utf16 = Array(text.utf16)
        for span in WordBreaker.wordSpans(text, locale: "zh") {
            let word = String(decoding: utf16[span], as: UTF16.self)
            guard word.unicodeScalars.allSatisfy({ Tokenizer.isCJK($0.value) }) else { continue }
            if entries[word] != nil || word.unicodeScalars.count == 1 { result.append(word); continue }
            let chars = Array(word)
            var i = 0
            while i < chars.count {
                var length = min(longest, chars.count - i)
                while length > 1, entries[String(chars[i..<(i + length)])] == nil { length -= 1 }
                result.append(String(chars[i..<(i + length)]))
                i += length
            }
        }
        return result
    }
}
