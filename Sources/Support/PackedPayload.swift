import Foundation

/// Packed payloads of the scripts a site loads on demand, search index files (all but the manifest) and talk
/// captions: the script registers a JSON string that holds its JSON deflated and written in base 85,
///
///     \u{FEFF}ConcordSearch.register("<key>","<padding digit><base 85 digits>");
///     \u{FEFF}ConcordCaptions.register("<key>","<padding digit><base 85 digits>");
///
/// The JSON is raw deflate (RFC 1951, what `DecompressionStream("deflate-raw")` reads in browsers and Node);
/// its bytes, padded with zeros to a multiple of 4, are written 4 bytes to 5 digits, most significant first,
/// in `alphabet` (Z85's, with `_` and `~` for `<` and `>`, so no markup can appear); the first character
/// (`0`…`3`) says how many zero bytes pad the last group.
///
/// Why: these scripts are most of a site's bytes on disk, and Pagefind stores its index gzipped. Packed, the
/// corpus library's index is 31 → 19 MB on disk and from `file://`. Their compressed copies are made from the
/// plain script (`plainScript`), so a host that negotiates Brotli or gzip sends what it sent before packing;
/// the page's script inflates a packed file once, when it loads. Base 85 rather than base 64: 6.7 % fewer
/// characters, still only printable ASCII.
public enum PackedPayload {
    /// The 85 digits, by value.
    public static let alphabet = Array("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&_~()[]{}@%$#".utf8)

    /// Each ASCII byte's digit value, -1 for bytes that are not digits.
    private static let digitValues: [Int] = {
        var value = [Int](repeating: -1, count: 128)
        for (v, digit) in alphabet.enumerated() { value[Int(digit)] = v }
        return value
    }()

    /// `pack(json)`, kept in `cache` (kind `packed`) when given: deflating is most of the cost of writing a
    /// site's index and captions, and a rebuild packs mostly what it packed last time. Small payloads are
    /// packed again: cheaper than a lookup.
    public static func pack(_ json: [UInt8], cache: (any ProductCache)?) -> [UInt8] {
        packKeyed(json, cache: cache).packed
    }

    /// `pack(json, cache:)`, and the key the packed bytes have in `cache` (nil: not kept there), for a product
    /// made of packed files that keeps them (`ProductCache.keep`).
    public static func packKeyed(_ json: [UInt8], cache: (any ProductCache)?) -> (packed: [UInt8], key: String?) {
        guard let cache, let key = cacheKey(json) else { return (pack(json), nil) }
        if let entry = cache.checkedProduct(cacheKind, key: key) { return (Array(entry), key) }
        let packed = pack(json)
        cache.storeChecked(cacheKind, key: key, Data(packed))
        return (packed, key)
    }

    /// The cache kind of packed payloads.
    public static let cacheKind = "packed"

    /// The cache key of `json` packed, nil for payloads too small to keep.
    static func cacheKey(_ json: [UInt8]) -> String? {
        guard json.count >= 2048 else { return nil }
        var key = BinaryWriter(hashing: true)
        key.write("packed 2")  // 2: libdeflate (1: zlib)
        key.write(bytes: json)
        return key.fingerprint
    }

    /// `json` packed: the JSON string literal (quotes included) that the file registers.
    public static func pack(_ json: [UInt8]) -> [UInt8] {
        let deflated = json.withUnsafeBytes(Deflate.raw)
        let padding = (4 - deflated.count % 4) % 4
        let digits = alphabet
        // Into one buffer of the final size: an array of five digits per group was most of this function's time.
        return [UInt8](unsafeUninitializedCapacity: (deflated.count + padding) / 4 * 5 + 3) { out, count in
            out[0] = UInt8(ascii: "\"")
            out[1] = UInt8(ascii: "0") + UInt8(padding)
            var o = 2, i = 0
            while i < deflated.count {
                var value: UInt32 = 0
                for k in 0..<4 { value = value << 8 | UInt32(i + k < deflated.count ? deflated[i + k] : 0) }
                for k in stride(from: 4, through: 0, by: -1) {
                    out[o + k] = digits[Int(value % 85)]
                    value /= 85
                }
                o += 5
                i += 4
            }
            out[o] = UInt8(ascii: "\"")
            count = o + 1
        }
    }

    /// A packed script written plain (`<Name>.register("<key>",<JSON>);`), or nil for any other file. Its
    /// compressed copies are made from this: a host that negotiates Brotli or gzip sends the plain script, whose
    /// text compresses better than packed digits (the page's script takes either), while the file itself, read
    /// from disk or `file://` or served as is, stays packed.
    public static func plainScript(_ script: [UInt8]) -> [UInt8]? {
        // `\u{FEFF}ConcordSearch.register("` or `\u{FEFF}ConcordCaptions.register("`: a BOM, a name, the call.
        guard script.starts(with: [0xEF, 0xBB, 0xBF]), let open = script.firstIndex(of: UInt8(ascii: "(")), open < 40,
              script[3..<open].elementsEqual("ConcordSearch.register".utf8) || script[3..<open].elementsEqual("ConcordCaptions.register".utf8),
              let call = call(script), let json = quoted(call.body).flatMap(unpack) else { return nil }
        // The call's head (up to its comma), the inflated JSON, its tail.
        return Array(script[...call.comma]) + json + Array(");\n".utf8)
    }

    /// The JSON payload of a registering script, packed or not (the search manifest): for checks and tests.
    public static func payload(ofScript script: [UInt8]) -> [UInt8]? {
        guard let call = call(script) else { return nil }
        guard call.body.first == UInt8(ascii: "\"") else { return Array(call.body) }
        return quoted(call.body).flatMap(unpack)
    }

    /// A registering script's call: its first comma, and its argument after it, up to the last `)`.
    private static func call(_ script: [UInt8]) -> (comma: Int, body: ArraySlice<UInt8>)? {
        guard let comma = script.firstIndex(of: UInt8(ascii: ",")), let close = script.lastIndex(of: UInt8(ascii: ")")),
              comma < close else { return nil }
        return (comma, script[(comma + 1)..<close])
    }

    /// The contents of a string argument (a packed payload's digits), without its quotes; nil for any other.
    private static func quoted(_ body: ArraySlice<UInt8>) -> [UInt8]? {
        guard body.count >= 2, body.first == UInt8(ascii: "\""), body.last == UInt8(ascii: "\"") else { return nil }
        return Array(body.dropFirst().dropLast())
    }

    /// The raw deflate data of a packed payload (the string's contents, without quotes); nil when it is not one.
    static func deflatedBytes(_ text: [UInt8]) -> [UInt8]? {
        guard let first = text.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "3"), (text.count - 1) % 5 == 0 else { return nil }
        let value = digitValues
        let groups = (text.count - 1) / 5, padding = Int(first - UInt8(ascii: "0"))
        guard padding <= groups * 4 else { return nil }
        var valid = true
        let bytes = [UInt8](unsafeUninitializedCapacity: groups * 4) { out, count in
            var i = 1, o = 0
            while i < text.count {
                var group: UInt64 = 0
                for k in 0..<5 {
                    let digit = text[i + k]
                    guard digit < 128, value[Int(digit)] >= 0 else { valid = false; count = 0; return }
                    group = group * 85 + UInt64(value[Int(digit)])
                }
                guard group <= UInt64(UInt32.max) else { valid = false; count = 0; return }
                out[o] = UInt8(group >> 24 & 0xFF); out[o + 1] = UInt8(group >> 16 & 0xFF)
                out[o + 2] = UInt8(group >> 8 & 0xFF); out[o + 3] = UInt8(group & 0xFF)
                i += 5; o += 4
            }
            count = groups * 4 - padding
        }
        return valid ? bytes : nil
    }

    /// The JSON of a packed payload (the string's contents, without quotes); nil when it is not one.
    public static func unpack(_ text: [UInt8]) -> [UInt8]? {
        deflatedBytes(text).flatMap { Zlib.inflateRaw(Data($0)).map { Array($0) } }
    }
}
