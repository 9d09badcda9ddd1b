import Foundation

/// Folds text to the form the search index stores and the browser engine reproduces.
///
/// Steps: NFKC (full-width and ligature forms become plain letters), lower case, accents removed
/// (NFD, then combining marks U+0300–U+036F dropped, then NFC), `ß`→`ss`, final `ς`→`σ`, and
/// typographic apostrophes (`’ ‘ ʼ`) become `'`.
///
/// `fold` in `Public/js/search-engine/20-analysis.js` performs the same steps; change both together
/// (the golden file `Tests/Search/Fixtures/analysis-golden.json` checks they agree).
public enum TextFolding {
    /// Returns `text` folded for indexing and matching.
    /// With `memo`, the words that need the three normalisations are folded once per memo (a run of records says
    /// the same words again and again; Foundation's normalisations were a fifth of indexing a library in sixteen
    /// languages): the text is cut at ASCII white space, which composes with nothing, so each piece folds on its own
    /// exactly as it does within the text.
    public static func fold(_ text: String, memo: FoldMemo? = nil) -> String {
        // ASCII needs only lower-casing: NFKC and accent removal are identities there.
        if ASCIIRun.isASCII(text) { return text.lowercased() }
        // ASCII with Han ideographs and Chinese punctuation (most Chinese captions): folded byte by byte.
        if let simple = foldSimple(text) { return simple }
        guard let memo else { return foldGeneral(text) }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var copy = text
        copy.withUTF8 { bytes in
            var start = 0
            func piece(_ end: Int) {
                guard end > start else { return }
                let part = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if let simple = foldSimple(utf8: part) { out += simple; return }
                let word = String(decoding: part, as: UTF8.self)
                if let known = memo.folded[word] { out += known; return }
                let folded = foldGeneral(word)
                memo.folded[word] = folded
                out += folded
            }
            for i in bytes.indices where bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x09 || bytes[i] == 0x0D {
                piece(i)
                out.unicodeScalars.append(Unicode.Scalar(bytes[i]))
                start = i + 1
            }
            piece(bytes.count)
        }
        return out
    }

    /// The fold of text made only of ASCII, unified Han ideographs and the punctuation of Chinese text
    /// (full-width forms, quotes, ideographic comma and full stop, …), scalar by scalar without the three
    /// normalisations; nil for anything else. Each scalar here folds on its own exactly as `foldGeneral`
    /// folds it, and none combines with a neighbour.
    static func foldSimple(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { foldSimple(utf8: $0) }
    }

    /// `foldSimple` on UTF-8 bytes: ASCII lower-cased byte by byte, the few other scalars it knows copied or
    /// replaced as bytes (no string built scalar by scalar).
    static func foldSimple(utf8 bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b < 0x80 {
                out.append(b >= 0x41 && b <= 0x5A ? b + 0x20 : b)
                i += 1
                continue
            }
            let (v, length) = Tokenizer.scalar(at: i, in: bytes)
            switch v {
            case 0x4E00...0x9FFF, 0xB7, 0xD7, 0x200B, 0x2014, 0x201C, 0x201D, 0x2022, 0x3001, 0x3002, 0x300A...0x300F:
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<i + length]))
            case 0x2018, 0x2019: out.append(UInt8(ascii: "'"))
            case 0x2026: out.append(contentsOf: [0x2E, 0x2E, 0x2E])
            // Full-width ASCII: NFKC gives the ASCII character, then lower case.
            case 0xFF21...0xFF3A: out.append(UInt8(v - 0xFEE0 + 0x20))
            case 0xFF01...0xFF5E: out.append(UInt8(v - 0xFEE0))
            default: return nil
            }
            i += length
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The fold of any text: the three normalisations and the replacements.
    static func foldGeneral(_ text: String) -> String {
        let lowered = text.precomposedStringWithCompatibilityMapping.lowercased()
        var out = String.UnicodeScalarView()
        for scalar in lowered.decomposedStringWithCanonicalMapping.unicodeScalars {
            switch scalar.value {
            case 0x300...0x36F: continue
            case 0xDF: out.append("s"); out.append("s")
            case 0x3C2: out.append("\u{3C3}")
            case 0x2018, 0x2019, 0x2BC: out.append("'")
            default: out.append(scalar)
            }
        }
        return String(out).precomposedStringWithCanonicalMapping
    }
}

/// Folds already made (`TextFolding.fold(_:memo:)`), for one thread's run of texts.
public final class FoldMemo {
    var folded: [String: String] = [:]
    public init() {}
}
