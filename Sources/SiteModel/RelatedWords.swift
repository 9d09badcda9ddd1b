import Diagnostics
import FileIO
import Foundation
import TextAnalysis

/// Words that mean nearly the same (“typeface” and “font”), from a lexical database compiled at make time
/// (`Lexicons/wordnet-related.tsv`, from WordNet 3.0's synonym sets and derivations; see the Makefile's `lexicons`
/// target). Cross-references use a pair only where the library itself uses both words (see `CrossReferencer`).
///
/// File format: one word per line, lower case, then a tab and its related words separated by `|`; `#` starts a
/// comment line. Multi-word entries (“tab bar”) are kept as written; the cross-referencer uses single words.
public struct RelatedWords: Sendable {
    /// The file's bytes (UTF-8): read whole, used a line at a time (a library uses a few thousand of its 100,000 words).
    let bytes: [UInt8]

    public init(_ words: [String: [String]] = [:]) {
        bytes = Array(words.keys.sorted().map { $0 + "\t" + words[$0]!.joined(separator: "|") }.joined(separator: "\n").utf8)
    }

    init(text: String) { bytes = Array(text.utf8) }

    init(bytes: [UInt8]) { self.bytes = bytes }

    public static let fileName = "wordnet-related.tsv"

    public var isEmpty: Bool { bytes.isEmpty }

    /// Word → related words, as in the file (every line parsed: for tests and tools).
    public var words: [String: [String]] {
        var words: [String: [String]] = [:]
        forEachLine { word, related in
            let others = related.filter { !$0.isEmpty && $0 != word }
            if !others.isEmpty { words[word, default: []] += others }
        }
        return words
    }

    /// Calls `body` with the word and the related words of each well-formed line (`#` comments and lines without a
    /// tab are skipped: the file is made by a script, not by hand); `wanted` decides from the word alone whether the
    /// rest of the line is read.
    func forEachLine(where wanted: (String) -> Bool = { _ in true }, _ body: (String, [String]) -> Void) {
        let tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n"), bar = UInt8(ascii: "|"), hash = UInt8(ascii: "#")
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != newline { end += 1 }
            defer { start = end + 1 }
            guard end > start, bytes[start] != hash, let t = bytes[start..<end].firstIndex(of: tab), t > start else { continue }
            let word = String(decoding: bytes[start..<t], as: UTF8.self)
            guard wanted(word) else { continue }
            body(word, bytes[(t + 1)..<end].split(separator: bar).map { String(decoding: $0, as: UTF8.self) })
        }
    }

    /// Parses the file's text.
    public static func parse(_ text: String) -> RelatedWords { RelatedWords(text: text) }

    /// Stem → related stems among the library's own words (`surfaces`: each word as written, folded, with its stem):
    /// a pair is of use only when the talks or guidelines use both words. No stemming needed.
    public func stems(of surfaces: [String: String]) -> [String: Set<String>] {
        var out: [String: Set<String>] = [:]
        forEachLine(where: { surfaces[$0] != nil }) { word, related in
            let a = surfaces[word]!
            for other in related {
                guard let b = surfaces[other], a != b else { continue }
                out[a, default: []].insert(b)
                out[b, default: []].insert(a)
            }
        }
        return out
    }

    /// Reads `directory/wordnet-related.tsv`; a missing or unreadable file is a warning (`lexicon.related.missing`) and
    /// gives no related words: cross-references then use the library's own words only.
    public static func load(directory: String, fileSystem: any FileSystem, problems: inout [Diagnostic]) -> RelatedWords {
        let path = Path.join(directory, fileName)
        guard let data = try? fileSystem.read(path) else {
            problems.append(.warning("lexicon.related.missing",
                                     "found no related-words lexicon at '\(path)', expected the file 'make lexicons' compiles from WordNet; cross-references use the library's own words only"))
            return RelatedWords()
        }
        return RelatedWords(bytes: [UInt8](data))
    }

    /// Stem → related stems, for single words of `language` (English only: the lexicon is English).
    public func stemmed(language: String) -> [String: Set<String>] {
        guard !words.isEmpty, language == "en" || language.hasPrefix("en-") else { return [:] }
        var out: [String: Set<String>] = [:]
        var stems: [String: String] = [:]
        func stem(_ word: String) -> String {
            if let known = stems[word] { return known }
            let s = TextAnalyzer.stem(word)
            stems[word] = s
            return s
        }
        let words = self.words
        for (word, related) in words where !word.contains(" ") {
            let a = stem(word)
            for other in related where !other.contains(" ") {
                let b = stem(other)
                guard a != b else { continue }
                out[a, default: []].insert(b)
                out[b, default: []].insert(a)
            }
        }
        return out
    }
}
