/// JSON string literals, escaped once for everything Concord writes into scripts: the search index, the
/// service worker's manifest, caption scripts.
public enum JSONString {
    private static let hex = Array("0123456789abcdef".utf8)

    /// UTF-8 output; escapes quotes, backslashes, controls, `<` (no `</script>` even if inlined)
    /// and U+2028/U+2029 (line terminators in older JavaScript).
    public static func append(_ s: String, to out: inout [UInt8]) {
        // Most strings (index lines, excerpts) need no escaping at all: copy those in one go.
        let plain = s.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            for byte in bytes where byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x3C || byte == 0x7F || byte == 0xE2 { return false }
            out.append(UInt8(ascii: "\""))
            out.append(contentsOf: bytes)
            out.append(UInt8(ascii: "\""))
            return true
        } ?? false
        if plain { return }
        out.append(UInt8(ascii: "\""))
        // Byte by byte: every byte that needs escaping is ASCII, except U+2028/U+2029 (E2 80 A8/A9).
        var utf8 = s.utf8.makeIterator()
        var pending: [UInt8] = []
        func escape(_ v: Int) {
            out.append(contentsOf: [0x5C, UInt8(ascii: "u"), hex[(v >> 12) & 15], hex[(v >> 8) & 15], hex[(v >> 4) & 15], hex[v & 15]])
        }
        while let byte = utf8.next() {
            switch byte {
            case 0x22: out.append(contentsOf: [0x5C, 0x22])
            case 0x5C: out.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x09: out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0x00..<0x20, 0x3C, 0x7F: escape(Int(byte))
            case 0xE2:
                pending = [byte]
                while pending.count < 3, let next = utf8.next() { pending.append(next) }
                if pending.count == 3, pending[1] == 0x80, pending[2] == 0xA8 || pending[2] == 0xA9 {
                    escape(pending[2] == 0xA8 ? 0x2028 : 0x2029)
                } else {
                    out.append(contentsOf: pending)
                }
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// A JSON string literal for `text` (safe inside a script).
    public static func literal(_ text: String) -> String {
        var out: [UInt8] = []
        append(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
