/// Scalars whose text compares by its bytes. Each is its own canonical decomposition, has canonical combining class
/// 0 (nothing reorders around it) and is a character on its own whatever surrounds it (no grapheme extender, not the
/// carriage return). So a string of them is its own NFD, equal as a `String` only to the same scalars, and has one
/// character per scalar: code that hashes or counts Chinese text can skip the normalisation `String` would do.
public enum PlainScalars {
    /// ASCII but the carriage return, quotation marks and dashes (U+2010–U+2027), CJK symbols and punctuation but
    /// the combining tone marks (U+3000–U+303F but U+302A–U+302F), CJK unified ideographs and extension A
    /// (U+3400–U+4DBF, U+4E00–U+9FFF), and full-width and half-width forms but the half-width voiced marks
    /// (U+FF00–U+FFEF but U+FF9E, U+FF9F). `PlainScalarsTests` checks every one against Foundation.
    @inline(__always)
    public static func contains(_ v: UInt32) -> Bool {
        if v < 0x80 { return v != 0x0D }
        return (0x2010...0x2027).contains(v) || ((0x3000...0x303F).contains(v) && !(0x302A...0x302F).contains(v))
            || (0x3400...0x4DBF).contains(v) || (0x4E00...0x9FFF).contains(v)
            || ((0xFF00...0xFFEF).contains(v) && v != 0xFF9E && v != 0xFF9F)
    }
}
