import Foundation

/// Drops the indentation and blank lines templates leave in a page: about 3 % of a talk's HTML, a tenth of
/// a short one's, and no change to what the reader sees.
///
/// Leading white space on a line of HTML renders as the single space its line break already makes, so it can
/// go, except where white space is kept: inside `<pre>`, `<textarea>`, `<script>` and `<style>` (copied byte
/// for byte), and inside a quoted attribute value that spans lines.
enum IndentationStripper {
    /// Elements whose content is copied as it is.
    private static let verbatim: [[UInt8]] = ["pre", "textarea", "script", "style"].map { Array($0.utf8) }

    static func strip(_ html: String) -> String {
        var bytes = Array(html.utf8)
        // One pass over a buffer, with no closures capturing the indices: a capture made every byte's access a
        // dynamic exclusivity check (a tenth of the render step's time).
        let out = bytes.withUnsafeMutableBufferPointer { strip(in: $0) }
        bytes.removeSubrange(out...)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Moves `i` past spaces, tabs and line breaks: indentation and blank lines.
    @inline(__always)
    private static func skipBlank(_ bytes: UnsafeMutableBufferPointer<UInt8>, _ i: inout Int) {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
    }

    /// Whether `name` (lower case) follows at `j`, then a character that ends a tag name.
    private static func matches(_ name: [UInt8], at j: Int, in bytes: UnsafeMutableBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        guard j + name.count <= count else { return false }
        for k in 0..<name.count where bytes[j + k] | 0x20 != name[k] { return false }
        let end = j + name.count
        guard end < count else { return true }
        let c = bytes[end]
        return c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x3E || c == 0x2F  // space, tab, LF, CR, >, /
    }

    /// Strips `bytes` in place; returns the length kept.
    private static func strip(in bytes: UnsafeMutableBufferPointer<UInt8>) -> Int {
        let count = bytes.count
        var out = 0           // write position; never ahead of the read position
        var i = 0
        skipBlank(bytes, &i)
        var inVerbatim: [UInt8]? = nil
        var quote: UInt8 = 0  // the quote of the attribute value being read, 0 outside one
        var inTag = false

        let base = bytes.baseAddress!
        while i < count {
            // A run of bytes that change no state (text up to a `<` or line break, verbatim content up to a `<`, a
            // tag up to a quote, `>` or line break, a quoted value up to its quote) is moved at once: the byte-wise
            // steps below take only the bytes that matter.
            let start = i
            if inTag {
                if quote != 0 {
                    while i < count, bytes[i] != quote { i += 1 }
                } else {
                    while i < count, bytes[i] != 0x22, bytes[i] != 0x27, bytes[i] != 0x3E, bytes[i] != 0x0A { i += 1 }
                }
            } else if inVerbatim != nil {
                while i < count, bytes[i] != 0x3C { i += 1 }
            } else {
                while i < count, bytes[i] != 0x3C, bytes[i] != 0x0A { i += 1 }
            }
            if i > start {
                if out != start { memmove(base + out, base + start, i - start) }
                out += i - start
                continue
            }
            let c = bytes[i]
            if inTag {
                if quote != 0 {
                    if c == quote { quote = 0 }
                } else if c == 0x22 || c == 0x27 {  // " '
                    quote = c
                } else if c == 0x3E {  // >
                    inTag = false
                }
            } else if c == 0x3C, i + 1 < count {  // <
                let next = bytes[i + 1]
                if inVerbatim == nil, next == 0x21, i + 3 < count, bytes[i + 2] == 0x2D, bytes[i + 3] == 0x2D {
                    // A comment, copied as it is (a tag inside it is not one).
                    var end = i + 4
                    while end < count, !(bytes[end] == 0x3E && bytes[end - 1] == 0x2D && bytes[end - 2] == 0x2D && end - 2 >= i + 4) { end += 1 }
                    end = min(end + 1, count)
                    while i < end { bytes[out] = bytes[i]; out += 1; i += 1 }
                    continue
                }
                if let name = inVerbatim {
                    if next == 0x2F, matches(name, at: i + 2, in: bytes) {  // </name
                        inVerbatim = nil
                        inTag = true
                    }
                } else if next == 0x2F || (next | 0x20 >= 0x61 && next | 0x20 <= 0x7A) {  // a tag, not text or a comment
                    inTag = true
                    if next != 0x2F, let name = verbatim.first(where: { matches($0, at: i + 1, in: bytes) }) { inVerbatim = name }
                }
            }
            bytes[out] = c
            out += 1
            i += 1
            // After a line break in text or between attributes: skip the next lines' indentation and empty lines.
            if c == 0x0A, inVerbatim == nil || inTag, quote == 0 { skipBlank(bytes, &i) }
        }
        return out
    }
}
