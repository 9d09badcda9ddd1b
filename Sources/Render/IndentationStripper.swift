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
        let count = bytes.count
        var out = 0           // write position; never ahead of the read position
        var i = 0
        /// Moves `i` past spaces, tabs and line breaks: indentation and blank lines.
        func skipBlank() { while i < count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 } }
        skipBlank()
        var inVerbatim: [UInt8]? = nil
        var quote: UInt8 = 0  // the quote of the attribute value being read, 0 outside one
        var inTag = false

        /// Whether `name` (lower case) follows at `j`, then a character that ends a tag name.
        func matches(_ name: [UInt8], at j: Int) -> Bool {
            guard j + name.count <= count else { return false }
            for k in 0..<name.count where bytes[j + k] | 0x20 != name[k] { return false }
            let end = j + name.count
            return end == count || [0x20, 0x09, 0x0A, 0x0D, 0x3E, 0x2F].contains(bytes[end])  // space, tab, LF, CR, >, /
        }

        while i < count {
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
                    if next == 0x2F, matches(name, at: i + 2) {  // </name
                        inVerbatim = nil
                        inTag = true
                    }
                } else if next == 0x2F || (next | 0x20 >= 0x61 && next | 0x20 <= 0x7A) {  // a tag, not text or a comment
                    inTag = true
                    if next != 0x2F, let name = verbatim.first(where: { matches($0, at: i + 1) }) { inVerbatim = name }
                }
            }
            bytes[out] = c
            out += 1
            i += 1
            // After a line break in text or between attributes: skip the next lines' indentation and empty lines.
            if c == 0x0A, inVerbatim == nil || inTag, quote == 0 { skipBlank() }
        }
        bytes.removeSubrange(out...)
        return String(decoding: bytes, as: UTF8.self)
    }
}
