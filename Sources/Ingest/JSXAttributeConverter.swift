/// HTML tags written as JSX in Markdown (Docusaurus reads every `.md` as MDX): attributes whose value is a JSX
/// expression (`style={{float: 'right'}}`, `width={283}`) are no HTML, so neither CommonMark nor the sanitizer read
/// the tag, and it showed as text (`&lt;img src=… style={{…}} /&gt;`). They go, and `className` is `class`; the
/// tag is then HTML as any other. Only lower-case tags (HTML's) outside code are touched; components are
/// `MDXStripper`'s.
public enum JSXAttributeConverter {
    public static func markdown(_ text: String) -> String {
        guard text.utf8Contains("={") else { return text }
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0, changed = false
        var lineStart = true, inFence = false
        while i < bytes.count {
            let byte = bytes[i]
            // Fenced code, line by line: a line starting (after indentation) with ``` or ~~~ opens or closes it.
            if lineStart {
                var k = i
                while k < bytes.count, bytes[k] == 0x20 { k += 1 }
                if k + 2 < bytes.count, (bytes[k] == UInt8(ascii: "`") || bytes[k] == UInt8(ascii: "~")),
                   bytes[k + 1] == bytes[k], bytes[k + 2] == bytes[k] { inFence.toggle() }
            }
            lineStart = byte == 0x0A
            if inFence { out.append(byte); i += 1; continue }
            // A code span: copied as it is.
            if byte == UInt8(ascii: "`") {
                var run = 0
                while i + run < bytes.count, bytes[i + run] == UInt8(ascii: "`") { run += 1 }
                var k = i + run, close: Int?
                while k < bytes.count, bytes[k] != 0x0A || (k + 1 < bytes.count && bytes[k + 1] != 0x0A) {
                    if bytes[k] == UInt8(ascii: "`") {
                        var r = 0
                        while k + r < bytes.count, bytes[k + r] == UInt8(ascii: "`") { r += 1 }
                        if r == run { close = k + r; break }
                        k += r
                    } else { k += 1 }
                }
                let end = close ?? i + run
                out.append(contentsOf: bytes[i..<end])
                i = end
                continue
            }
            if byte == UInt8(ascii: "<"), i + 1 < bytes.count, bytes[i + 1] >= 0x61, bytes[i + 1] <= 0x7A,
               let (tag, end) = tag(bytes, from: i) {
                if tag != Array(bytes[i..<end]) { changed = true }
                out.append(contentsOf: tag)
                i = end
                continue
            }
            out.append(byte)
            i += 1
        }
        return changed ? String(decoding: out, as: UTF8.self) : text
    }

    /// The tag starting at `start` without its JSX-expression attributes, and where it ends; nil when no `>` closes
    /// it before a blank line.
    static func tag(_ bytes: [UInt8], from start: Int) -> ([UInt8], Int)? {
        var out: [UInt8] = []
        var i = start
        var quote: UInt8?
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x0A, i + 1 < bytes.count, bytes[i + 1] == 0x0A { return nil }
            if let q = quote {
                out.append(b)
                if b == q { quote = nil }
                i += 1
                continue
            }
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") { quote = b; out.append(b); i += 1; continue }
            if b == UInt8(ascii: ">") { out.append(b); return (renamed(out), i + 1) }
            if b == UInt8(ascii: "="), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "{") {
                // Drop the attribute: its name (back to the space before it) and its braces, balanced.
                while let last = out.last, last != 0x20, last != 0x0A, last != 0x09 { out.removeLast() }
                while let last = out.last, last == 0x20 || last == 0x0A || last == 0x09 { out.removeLast() }
                var depth = 0, k = i + 1
                var inString: UInt8?
                while k < bytes.count {
                    let c = bytes[k]
                    if let s = inString { if c == s { inString = nil } } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") || c == UInt8(ascii: "`") {
                        inString = c
                    } else if c == UInt8(ascii: "{") { depth += 1 } else if c == UInt8(ascii: "}") {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    k += 1
                }
                guard k < bytes.count else { return nil }
                i = k + 1
                continue
            }
            out.append(b)
            i += 1
        }
        return nil
    }

    /// `className=` as HTML spells it.
    private static func renamed(_ tag: [UInt8]) -> [UInt8] {
        let text = String(decoding: tag, as: UTF8.self)
        guard text.contains(" className=") else { return tag }
        return Array(text.replacingOccurrences(of: " className=", with: " class=").utf8)
    }
}
