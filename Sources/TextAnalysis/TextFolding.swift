import Foundation

/// Folds text to the form the search index stores and the browser engine reproduces.
///
/// Steps: NFKC (full-width and ligature forms become plain letters), lower case, accents removed
/// (NFD, then combining marks U+0300–U+036F dropped, then NFC), `ß`→`ss`, final `ς`→`σ`, and
/// typographic apostrophes (`’ ‘ ʼ`) become `'`.
///
/// `fold` in `Public/js/search-engine.js` performs the same steps; change both together
/// (the golden file `Tests/Search/Fixtures/analysis-golden.json` checks they agree).
public enum TextFolding {
    /// Returns `text` folded for indexing and matching.
    public static func fold(_ text: String) -> String {
        // ASCII needs only lower-casing: NFKC and accent removal are identities there.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        // ASCII plus unified Han ideographs and plain spaces (most Chinese captions): NFKC, case and
        // accents leave the ideographs alone, so lower-casing the ASCII is the whole fold.
        if text.unicodeScalars.allSatisfy({ $0.value < 0x80 || (0x4E00...0x9FFF).contains($0.value) }) {
            return text.lowercased()
        }
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
