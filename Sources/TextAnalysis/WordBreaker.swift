import CICUBreak
import Foundation

/// ICU word boundaries (dictionary-based for Chinese, Japanese, Thai…).
public enum WordBreaker {
    /// Word spans of `text` as UTF-16 offset ranges; punctuation and spaces are skipped. Ascending and apart: each
    /// runs between two consecutive boundaries of ICU's iterator. `locale` is an ICU locale such as `"zh"` or `"en"`.
    public static func wordSpans(_ text: String, locale: String) -> [Range<Int>] {
        spans(text, locale: locale, call: concord_word_spans)
    }

    /// The words of `text` (`wordSpans`) as strings.
    public static func words(_ text: String, locale: String) -> [String] {
        let units = Array(text.utf16)
        return wordSpans(text, locale: locale).map { String(decoding: units[$0], as: UTF16.self) }
    }

    private static func spans(
        _ text: String, locale: String,
        call: (UnsafePointer<UInt16>?, Int32, UnsafePointer<CChar>?, UnsafeMutablePointer<Int32>?, Int32) -> Int32
    ) -> [Range<Int>] {
        let units = Array(text.utf16)
        if units.isEmpty { return [] }
        // A text has at most one span per code unit.
        var raw = [Int32](repeating: 0, count: 2 * units.count)
        let count = units.withUnsafeBufferPointer { u in
            raw.withUnsafeMutableBufferPointer { r in
                call(u.baseAddress, Int32(u.count), locale, r.baseAddress, Int32(units.count))
            }
        }
        guard count > 0 else { return [] }
        return (0..<Int(min(count, Int32(units.count)))).map { Int(raw[2 * $0])..<Int(raw[2 * $0 + 1]) }
    }
}

/// Text of any script in Latin ASCII letters, by ICU's transliterators (`Any-Latin; Latin-ASCII`): pinyin
/// for Chinese (`快速开始` → `kuai su kai shi`), romaji for Japanese, Revised Romanization for Korean, and the
/// standard romanizations of Cyrillic, Greek, Arabic, Hebrew and Indic scripts.
public enum Transliterator {
    /// `text` in Latin ASCII, or nil when ICU cannot transliterate.
    public static func latinASCII(_ text: String) -> String? {
        let units = Array(text.utf16)
        guard !units.isEmpty else { return "" }
        var capacity = 8 * units.count + 16
        for _ in 0..<3 {
            var out = [UInt16](repeating: 0, count: capacity)
            let length = Int(concord_transliterate_latin(units, Int32(units.count), &out, Int32(capacity)))
            if length < 0 { return nil }
            if length <= capacity { return String(decoding: out[..<length], as: UTF16.self) }
            capacity = length
        }
        return nil
    }
}

/// Names of languages, from ICU's data (CLDR).
public enum LanguageNames {
    /// The name of the language `tag` in the language itself, as a menu lists it (`ru` → `Русский`, `uk` →
    /// `Українська`, `pt-BR` → `Português (Brasil)`, `pl` → `Polski`); nil when ICU has no name for it in its own language.
    public static func autonym(_ tag: String) -> String? {
        // Asked for on every page, for every language of the site's: looked up in ICU once per language.
        if let known = lock.withLock({ names[tag] }) { return known }
        let name = lookUp(tag)
        lock.withLock { names[tag] = name }
        return name
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var names: [String: String?] = [:]

    private static func lookUp(_ tag: String) -> String? {
        var out = [UInt16](repeating: 0, count: 128)
        let length = Int(concord_language_autonym(tag, &out, Int32(out.count)))
        guard length > 0, length <= out.count else { return nil }
        let name = String(decoding: out[..<length], as: UTF16.self)
        // CLDR writes most names in lower case, as a sentence does (`русский`); a menu item starts with a capital.
        return name.prefix(1).uppercased() + name.dropFirst()
    }
}

/// Text in a legacy character set, decoded by ICU's converters.
public enum CharsetDecoder {
    /// `bytes` decoded from `charset` (an ICU converter name such as `GB18030`), or nil when some byte sequence is not
    /// valid there.
    public static func decode(_ bytes: [UInt8], charset: String) -> String? {
        guard !bytes.isEmpty else { return "" }
        guard bytes.count < Int(Int32.max / 2) else { return nil }
        var units = [UInt16](repeating: 0, count: bytes.count + 1)
        let count = bytes.withUnsafeBufferPointer { input in
            input.withMemoryRebound(to: CChar.self) { chars in
                concord_decode(charset, chars.baseAddress, Int32(bytes.count), &units, Int32(units.count))
            }
        }
        // Every byte gives at most one UTF-16 unit in a double-byte set; a longer result means another set.
        guard count >= 0, Int(count) <= units.count else { return nil }
        return String(decoding: units[..<Int(count)], as: UTF16.self)
    }
}

/// Orders text as its readers expect, by ICU's collation for their language (CLDR's rules): letters before case
/// ("iCloud" among the I's, not after "Wallet"; "CareKit" before "CarPlay"), numbers by value ("Step 2" before
/// "Step 10"), Simplified Chinese by pinyin (阿里, 按钮, 表单, 菜单), Traditional Chinese by strokes.
/// Not for concurrent use: one collator per thread.
public final class Collator {
    private let collator: UnsafeMutableRawPointer?

    /// `language`: a BCP 47 tag (`en`, `zh-Hans`, `zh-TW`); ICU's root order when it knows no rules for it.
    public init(language: String) {
        collator = concord_collator_open(String(language.map { $0 == "-" ? "_" : $0 }))
    }

    deinit { if let collator { concord_collator_close(collator) } }

    /// The key `text` sorts by: two texts are in order when their keys are (`lexicographicallyPrecedes`). Without
    /// ICU, the text's own UTF-8.
    public func sortKey(_ text: String) -> [UInt8] {
        guard let collator else { return Array(text.utf8) }
        let units = Array(text.utf16)
        var key = [UInt8](repeating: 0, count: 4 * units.count + 16)
        for _ in 0..<2 {
            let length = Int(concord_collator_sort_key(collator, units, Int32(units.count), &key, Int32(key.count)))
            if length == 0 { return Array(text.utf8) }
            if length <= key.count { return Array(key[..<(length - 1)]) }  // without the closing NUL
            key = [UInt8](repeating: 0, count: length)
        }
        return Array(text.utf8)
    }

    /// `items` in the order of their `text` in `language`; items whose texts collate alike keep their order.
    public static func sorted<T>(_ items: [T], language: String, by text: (T) -> String) -> [T] {
        let collator = Collator(language: language)
        let keys = items.map { collator.sortKey(text($0)) }
        return items.indices.sorted { a, b in
            keys[a] != keys[b] ? keys[a].lexicographicallyPrecedes(keys[b]) : a < b
        }.map { items[$0] }
    }
}
