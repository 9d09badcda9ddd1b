/// Makes ids and file names that are safe on every host and file system.
public enum Slug {
    private static let reserved: Set<String> = [
        "con", "prn", "aux", "nul", "com1", "com2", "com3", "com4", "com5", "com6", "com7", "com8", "com9",
        "lpt1", "lpt2", "lpt3", "lpt4", "lpt5", "lpt6", "lpt7", "lpt8", "lpt9",
        // Names the site itself uses.
        "index", "search", "glossary", "404", "assets", "sitemap",
    ]

    /// Lower-case ASCII letters, digits and single hyphens; accents are folded, other characters dropped.
    /// Returns nil when nothing usable remains (e.g. a Chinese title), so callers can fall back.
    public static func make(_ text: String) -> String? {
        slug(text) { $0.properties.generalCategory == .nonspacingMark ? .dropped : .separator }
    }

    /// `make` of `text` in Latin letters (`Transliterator`), word by word: a name for a page whose title and file
    /// name are in another script (`快速开始.md` is `kuaisu-kaishi`, as pinyin writes words, `установка.md` is
    /// `ustanovka`), where `make` finds nothing and pages were `document`, `document-2`… Callers try `make` first,
    /// so a page whose file name is in Latin letters keeps it. Nil when nothing usable remains.
    public static func transliterated(_ text: String) -> String? {
        guard text.unicodeScalars.contains(where: { !$0.isASCII && $0.properties.isAlphabetic }) else { return make(text) }
        // Runs of one kind of letter: Han characters, kana, other letters. Chinese is written without spaces, so
        // Han runs are cut into words by ICU's dictionary; a kana run is one word (`トークン`).
        let kana = text.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) }
        var words: [String] = [], run = "", runKind = 0  // 0 none, 1 Han, 2 kana, 3 other letters and digits
        func flush() {
            if runKind == 1 {
                words += WordBreaker.words(run, locale: kana ? "ja" : "zh")
            } else if runKind != 0 {
                words.append(run)
            }
            run = ""
        }
        for scalar in text.unicodeScalars {
            let v = scalar.value
            let kind = (0x3040...0x30FF).contains(v) ? 2 : Tokenizer.isCJK(v) ? 1 : Tokenizer.isWordScalar(scalar) ? 3 : 0
            if kind != runKind { flush(); runKind = kind }
            if kind != 0 { run.unicodeScalars.append(scalar) }
        }
        flush()
        // One word stays one (`한국어` is `hangugeo`, not `hangug-eo`).
        let latin = words.compactMap { Transliterator.latinASCII($0)?.filter { $0.isLetter || $0.isNumber } }
        return make(latin.joined(separator: " "))
    }

    /// A heading's anchor: `anchor` for a heading in Latin letters, `unicodeAnchor` for one with letters of another
    /// script, whose words would otherwise be lost (`数组方式声明 Checkbox 组` was `#checkbox`, Semi Design: 265
    /// headings, several of them `#checkbox-1`, `#checkbox-2`); GitHub keeps them all.
    public static func headingAnchor(_ text: String) -> String? {
        let otherScript = text.unicodeScalars.contains { !$0.isASCII && $0.properties.isAlphabetic && !isLatin($0) }
        return otherScript ? unicodeAnchor(text) ?? anchor(text) : anchor(text) ?? unicodeAnchor(text)
    }

    /// Latin letters with their accents (`é`, `ø`, `ß`), which `anchor` folds or keeps as words.
    private static func isLatin(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00C0...0x024F, 0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF, 0xAB30...0xAB6F: return true
        default: return false
        }
    }

    /// GitHub's anchor for a heading: lower case, letters and digits of any script, spaces as hyphens, other
    /// punctuation dropped; nil when nothing is left (or more than 80 characters are).
    public static func unicodeAnchor(_ text: String) -> String? {
        var out = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "-" || scalar == "_" {
                out.unicodeScalars.append(scalar)
            } else if scalar == " " {
                out += "-"
            }
        }
        return out.isEmpty || out.count > 80 ? nil : out
    }

    /// A heading's anchor as GitHub writes it, for ASCII: punctuation and symbols are dropped (`GOV.UK` →
    /// `govuk`, `Don’t` → `dont`, `<body>` → `body`), spaces, hyphens and underscores become one hyphen. So links
    /// written for the repository's rendered Markdown (`#govuk-web-palette`) land. Accents are folded, other
    /// letters (a Chinese word in a Latin heading) separate words; nil when no ASCII letter or digit remains.
    public static func anchor(_ text: String) -> String? {
        slug(text) { scalar in
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .spacingMark,
                 .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation,
                 .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol, .format:
                return .dropped
            default:
                return .separator
            }
        }
    }

    /// What a character other than an ASCII letter or digit does in a slug.
    private enum NonWord { case dropped, separator }

    /// ASCII letters and digits of the folded, lower-cased text, runs of separators as one hyphen, at most 80
    /// characters; nil when none remain.
    private static func slug(_ text: String, _ nonWord: (Unicode.Scalar) -> NonWord) -> String? {
        var out = ""
        var pendingHyphen = false
        for scalar in text.decomposedStringWithCanonicalMapping.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingHyphen, !out.isEmpty { out += "-" }
                pendingHyphen = false
                out.unicodeScalars.append(scalar)
            } else if nonWord(scalar) == .separator {
                pendingHyphen = true
            }
        }
        if out.count > 80 {
            out = String(out.prefix(80))
            while out.hasSuffix("-") { out.removeLast() }
        }
        return out.isEmpty ? nil : out
    }

    /// True for names that collide with device names on Windows or with the site's own pages.
    public static func isReserved(_ slug: String) -> Bool { reserved.contains(slug) }

    /// True for a well-formed BCP 47-style language tag (`en`, `zh-Hans`, `eng`): ASCII letters, then
    /// hyphen-separated letters and digits. Language tags become folder names and `lang` attributes, so
    /// anything else (`../../etc`, `"><svg>`) is refused by the readers.
    public static func isLanguageTag(_ tag: String) -> Bool {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...8).contains(first.count),
              first.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic }) else { return false }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.count) && part.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
        }
    }
}

import Foundation
import TextAnalysis
