/// Compact encodings shared by the index files (decoded by `Public/js/search-engine.js`).
enum Varint {
    /// base64url digits. A digit ≥ 32 means "more digits follow"; each digit carries 5 bits,
    /// least significant first. So 0–31 take one character and 32–1023 two, with no separators.
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    static func append(_ value: Int, to out: inout [UInt8]) {
        precondition(value >= 0)
        var v = value
        while v >= 32 {
            out.append(alphabet[32 | (v & 31)])
            v >>= 5
        }
        out.append(alphabet[v])
    }

    static func encode(_ values: [Int]) -> String {
        var out: [UInt8] = []
        for v in values { append(v, to: &out) }
        return String(decoding: out, as: UTF8.self)
    }
}

/// FNV-1a 64-bit, for content-hashed file names (not for security).
enum ContentHash {
    static func hex(_ bytes: [UInt8], length: Int = 10) -> String {
        var hasher = Hasher()
        hasher.add(bytes)
        return hasher.hex(length: length)
    }

    /// Incremental FNV-1a over several byte arrays.
    struct Hasher {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        mutating func add(_ bytes: [UInt8]) {
            var h = self.h
            for b in bytes {
                h ^= UInt64(b)
                h = h &* 0x100_0000_01b3
            }
            self.h = h
        }
        func hex(length: Int = 10) -> String {
            let s = String(h, radix: 16)
            return String((String(repeating: "0", count: max(0, 16 - s.count)) + s).prefix(length))
        }
    }
}

/// Minimal JSON value with deterministic, compact output (object keys keep insertion order).
indirect enum JSON: Sendable {
    case string(String)
    case int(Int)
    case double(Double)
    case null
    case array([JSON])
    case object([(String, JSON)])

    var bytes: [UInt8] {
        var out: [UInt8] = []
        write(to: &out)
        return out
    }

    func write(to out: inout [UInt8]) {
        switch self {
        case .string(let s): JSON.writeString(s, to: &out)
        case .int(let i): out.append(contentsOf: String(i).utf8)
        case .double(let d):
            if d.isFinite, d == d.rounded(), abs(d) < 1e15 { out.append(contentsOf: String(Int(d)).utf8) }
            else if d.isFinite { out.append(contentsOf: String(d).utf8) }
            else { out.append(contentsOf: "null".utf8) }
        case .null: out.append(contentsOf: "null".utf8)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                item.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let pairs):
            out.append(UInt8(ascii: "{"))
            for (i, (key, value)) in pairs.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JSON.writeString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                value.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static let hex = Array("0123456789abcdef".utf8)

    /// UTF-8 output; escapes quotes, backslashes, controls, `<` (no `</script>` even if inlined)
    /// and U+2028/U+2029 (line terminators in older JavaScript).
    static func writeString(_ s: String, to out: inout [UInt8]) {
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
}

extension String {
    /// Code-unit order, as JavaScript compares strings: the index and the engine binary-search alike.
    func utf16Precedes(_ other: String) -> Bool {
        utf16.lexicographicallyPrecedes(other.utf16)
    }
}

/// A JSON string literal for `text`, escaped as the search index escapes its strings (safe inside a script).
public func jsonStringLiteral(_ text: String) -> String {
    var out: [UInt8] = []
    JSON.writeString(text, to: &out)
    return String(decoding: out, as: UTF8.self)
}
