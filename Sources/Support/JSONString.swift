/// JSON string literals, escaped once for everything Concord writes into scripts: the search index, the
/// service worker's manifest, caption scripts.
public enum JSONString {
    private static let hex = Array("0123456789abcdef".utf8)

    /// UTF-8 output; escapes quotes, backslashes, controls, `<` (no `</script>` even if inlined)
    /// and U+2028/U+2029 (line terminators in older JavaScript).
    public static func append(_ s: String, to out: inout [UInt8]) {
        if s.utf8.withContiguousStorageIfAvailable({ append($0, to: &out) }) != nil { return }
        Array(s.utf8).withUnsafeBufferPointer { append($0, to: &out) }
    }

    /// The same for UTF-8 bytes: runs that need no escaping are copied at once (prose is full of ’ and —, whose
    /// lead byte E2 is also U+2028's, and such strings were copied byte by byte).
    private static func append(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        func escape(_ v: Int) {
            out.append(contentsOf: [0x5C, UInt8(ascii: "u"), hex[(v >> 12) & 15], hex[(v >> 8) & 15], hex[(v >> 4) & 15], hex[v & 15]])
        }
        let n = bytes.count
        var run = 0, i = 0
        while i < n {
            let byte = bytes[i]
            // Every byte that needs escaping is ASCII, except U+2028/U+2029 (E2 80 A8/A9).
            let separator = byte == 0xE2 && i + 2 < n && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9)
            guard byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x3C || byte == 0x7F || separator else {
                i += 1
                continue
            }
            if run < i { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<i])) }
            switch byte {
            case 0x22: out.append(contentsOf: [0x5C, 0x22])
            case 0x5C: out.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x09: out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0xE2: escape(bytes[i + 2] == 0xA8 ? 0x2028 : 0x2029); i += 2
            default: escape(Int(byte))
            }
            i += 1
            run = i
        }
        if run < n { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<n])) }
        out.append(UInt8(ascii: "\""))
    }

    /// A JSON string literal for `text` (safe inside a script).
    public static func literal(_ text: String) -> String {
        var out: [UInt8] = []
        append(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
