import Support
/// Compact encodings shared by the index files (decoded by `Public/js/search-engine/`).
enum Varint {
    /// base64url digits. A digit ≥ 32 means "more digits follow"; each digit carries 5 bits,
    /// least significant first. So 0–31 take one character and 32–1023 two, with no separators.
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    static func append(_ value: Int, to out: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 13) { buffer in
            let count = alphabet.withUnsafeBufferPointer { write(value, to: buffer.baseAddress!, at: 0, digits: $0) }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Writes `value`'s digits (at most 13) at `out + at`, with `digits` the bytes of `alphabet`; returns where
    /// they end. For loops that write many values: one append of all of them instead of one per digit.
    @inline(__always) static func write(_ value: Int, to out: UnsafeMutablePointer<UInt8>, at: Int, digits: UnsafeBufferPointer<UInt8>) -> Int {
        precondition(value >= 0)
        var v = value, n = at
        while v >= 32 {
            out[n] = digits[32 | (v & 31)]
            n += 1
            v >>= 5
        }
        out[n] = digits[v]
        return n + 1
    }

    /// The digit a character of `alphabet` stands for.
    static func value(of character: UInt8) -> Int { Int(digits[Int(character)]) }
    private static let digits: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for (i, c) in alphabet.enumerated() { table[Int(c)] = UInt8(i) }
        return table
    }()

    static func encode(_ values: [Int]) -> String {
        var out: [UInt8] = []
        for v in values { append(v, to: &out) }
        return String(decoding: out, as: UTF8.self)
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

    /// UTF-8 output of a string literal (`JSONString`).
    static func writeString(_ s: String, to out: inout [UInt8]) { JSONString.append(s, to: &out) }
}

extension String {
    /// Code-unit order, as JavaScript compares strings: the index and the engine binary-search alike.
    func utf16Precedes(_ other: String) -> Bool {
        utf16.lexicographicallyPrecedes(other.utf16)
    }
}
