import Support
// Word normalisation shared by pairing, alignment and paragraph building.

/// Splits text into normalised words for comparing prose with captions.
///
/// Lower-cased, punctuation stripped, typographic apostrophes folded to `'`, digits kept as written.
/// Every CJK ideograph is a word of its own, so Chinese text compares too.
/// Pure hesitations (um, uh, …) are dropped on both sides: editors delete them and they carry no content.
public enum TranscriptWords {
    /// Words that never matter for alignment.
    public static let hesitations: Set<String> = ["um", "uh", "uhm", "umm", "uhh", "er", "erm", "ah", "hmm", "mm", "mhm"]

    /// The normalised words of `text`, in order.
    public static func words(_ text: String) -> [String] {
        var sink = StringSink()
        scan(text, into: &sink)
        return sink.words
    }

    /// Calls `body` with the stable hash (`transcriptStableHash`) of each normalised word of `text`,
    /// without making Strings: this is the hot path of pairing and alignment.
    static func forEachWordHash(_ text: String, _ body: (UInt64) -> Void) {
        withoutActuallyEscaping(body) { body in
            var sink = HashSink(body: body)
            scan(text, into: &sink)
        }
    }

    private static let hesitationHashes: [UInt64] = hesitations.map { transcriptStableHash($0) }

    /// Receives the bytes of each word; `end()` closes a non-empty word.
    protocol Sink {
        mutating func append(_ byte: UInt8)
        mutating func end()
    }

    struct StringSink: Sink {
        var bytes: [UInt8] = []
        var words: [String] = []
        mutating func append(_ byte: UInt8) { bytes.append(byte) }
        mutating func end() {
            let word = String(decoding: bytes, as: UTF8.self)
            if !hesitations.contains(word) { words.append(word) }
            bytes.removeAll(keepingCapacity: true)
        }
    }

    /// FNV-1a over the word's bytes, the same as `transcriptStableHash` of the word.
    struct HashSink: Sink {
        var hasher = ContentHash.Hasher()
        var length = 0
        let body: (UInt64) -> Void
        @inline(__always) mutating func append(_ byte: UInt8) {
            hasher.add(byte: byte)
            length += 1
        }
        mutating func end() {
            // Hesitations are at most four bytes long.
            let h = hasher.value
            if length > 4 || !TranscriptWords.hesitationHashes.contains(h) { body(h) }
            hasher = ContentHash.Hasher()
            length = 0
        }
    }

    /// The tokenizer: lower-cases, folds apostrophes, splits ideographs, drops punctuation.
    @inline(__always)
    static func scan<S: Sink>(_ text: String, into sink: inout S) {
        var length = 0
        var pendingApostrophes = 0
        @inline(__always) func letter(_ byte: UInt8, _ sink: inout S) {
            // Apostrophes count only inside a word ("don't").
            if pendingApostrophes > 0 {
                if length > 0 { for _ in 0..<pendingApostrophes { sink.append(0x27); length += 1 } }
                pendingApostrophes = 0
            }
            sink.append(byte)
            length += 1
        }
        @inline(__always) func flush(_ sink: inout S) {
            if length > 0 { sink.end() }
            length = 0
            pendingApostrophes = 0
        }
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if v < 0x80 {
                if (v >= 0x61 && v <= 0x7A) || (v >= 0x30 && v <= 0x39) {
                    letter(UInt8(v), &sink)
                } else if v >= 0x41 && v <= 0x5A {
                    letter(UInt8(v + 0x20), &sink)
                } else if v == 0x27 {
                    if length > 0 { pendingApostrophes += 1 }
                } else {
                    flush(&sink)
                }
            } else if v == 0x2019 || v == 0x2018 || v == 0x02BC {
                if length > 0 { pendingApostrophes += 1 }
            } else if isIdeograph(v) {
                flush(&sink)
                for byte in String(scalar).utf8 { letter(byte, &sink) }
                flush(&sink)
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                        || scalar.properties.generalCategory == .nonspacingMark {
                let lower = scalar.properties.changesWhenLowercased
                    ? scalar.properties.lowercaseMapping : String(scalar)
                for (i, byte) in lower.utf8.enumerated() {
                    if i == 0 { letter(byte, &sink) } else { sink.append(byte); length += 1 }
                }
            } else {
                flush(&sink)
            }
        }
        flush(&sink)
    }

    static func isIdeograph(_ v: UInt32) -> Bool {
        (0x4E00...0x9FFF).contains(v) || (0x3400...0x4DBF).contains(v) || (0x20000...0x2FFFF).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0x3040...0x30FF).contains(v) || (0xAC00...0xD7AF).contains(v)
    }
}

/// Interns words as small integers so the diff compares integers, not strings.
/// Words are keyed by their 64-bit hash: a collision among a talk's few thousand words is
/// vanishingly unlikely and would only cost a spurious match.
struct TranscriptVocabulary {
    private var ids: [UInt64: Int32] = [:]

    mutating func id(_ hash: UInt64) -> Int32 {
        if let id = ids[hash] { return id }
        let id = Int32(ids.count)
        ids[hash] = id
        return id
    }

    /// Ids of the words of `text`, appended to `into`.
    mutating func append(_ text: String, into tokens: inout [Int32]) {
        TranscriptWords.forEachWordHash(text) { tokens.append(id($0)) }
    }
}

/// A stable 64-bit hash (FNV-1a), so shingles do not depend on the per-process hash seed.
func transcriptStableHash(_ word: String) -> UInt64 { ContentHash.fnv1a64(word.utf8) }

/// Mixes three word hashes into one shingle hash (order matters).
@inline(__always)
func transcriptShingle(_ a: UInt64, _ b: UInt64, _ c: UInt64) -> UInt64 {
    var h = a &* 0x9E37_79B9_7F4A_7C15
    h = (h ^ (h >> 29) ^ b) &* 0xBF58_476D_1CE4_E5B9
    h = (h ^ (h >> 31) ^ c) &* 0x94D0_49BB_1331_11EB
    return h ^ (h >> 32)
}

/// A tag written in captions for a sound rather than speech: `[ Music ]`, `[Applause]`.
/// Code in brackets (`[UIDevice systemVersion]`) is not a tag.
func transcriptSoundTag(_ inner: Substring) -> Bool {
    let words = inner.split(whereSeparator: { $0 == " " || $0 == "&" })
    guard !words.isEmpty, words.count <= 5 else { return false }
    for word in words {
        guard word.allSatisfy({ $0.isLetter }) else { return false }
        // camelCase is code.
        if word.dropFirst().contains(where: { $0.isUppercase }) { return false }
    }
    return true
}
