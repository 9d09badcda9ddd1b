/// HTML escaping shared by readers and renderers.
public enum HTML {
    public static func escape(_ text: String) -> String {
        // Byte-wise: every character escaped is ASCII, and renderers escape every sentence of every page.
        if let escaped = text.utf8.withContiguousStorageIfAvailable({ escaped($0) }) { return escaped ?? text }
        return Array(text.utf8).withUnsafeBufferPointer { escaped($0) } ?? text
    }

    /// Whether markup shows anything: text outside its tags, an image, a video or audio player, or an anchor (`<p></p>` and `<p> </p>` do
    /// not, nor a paragraph whose raw HTML was dropped).
    public static func showsAnything(_ html: String) -> Bool {
        if html.contains("<img") || html.contains("<video") || html.contains("<audio") || html.contains(" id=\"") { return true }
        var inTag = false
        for byte in html.utf8 {
            switch byte {
            case UInt8(ascii: "<"): inTag = true
            case UInt8(ascii: ">"): inTag = false
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"): continue
            default: if !inTag { return true }
            }
        }
        return false
    }

    /// Whether `html` is exactly `escape(text)`, compared as it goes without building the escaped text (the
    /// renderer asks for every block of every page whether its HTML is plain text).
    public static func isEscaped(_ text: String, as html: String) -> Bool {
        var expected = html.utf8.makeIterator()
        for byte in text.utf8 {
            if let entity = entity(byte) {
                for entityByte in bytes(entity) {
                    guard expected.next() == entityByte else { return false }
                }
            } else if expected.next() != byte {
                return false
            }
        }
        return expected.next() == nil
    }

    /// `text` with the entities `escape` writes turned back into characters.
    public static func unescape(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        // One pass over the bytes (Foundation's replacements, five of them, were a hot spot on pages of many links).
        let entities: [(name: [UInt8], value: UInt8)] = [
            (Array("&quot;".utf8), UInt8(ascii: "\"")), (Array("&#39;".utf8), UInt8(ascii: "'")), (Array("&lt;".utf8), UInt8(ascii: "<")),
            (Array("&gt;".utf8), UInt8(ascii: ">")), (Array("&amp;".utf8), UInt8(ascii: "&")),
        ]
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        outer: while i < bytes.count {
            if bytes[i] == UInt8(ascii: "&") {
                for entity in entities where bytes[i...].starts(with: entity.name) {
                    out.append(entity.value)
                    i += entity.name.count
                    continue outer
                }
            }
            out.append(bytes[i])
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Named references common in hand-written HTML that `unescape` does not decode.
    public static let namedCharacters: [String: String] = ["&nbsp;": " ", "&copy;": "©", "&reg;": "®", "&trade;": "™",
                                                           "&mdash;": "—", "&ndash;": "–", "&hellip;": "…", "&rarr;": "→",
                                                           "&larr;": "←", "&middot;": "·", "&bull;": "•", "&times;": "×",
                                                           "&apos;": "'", "&lsquo;": "‘", "&rsquo;": "’", "&ldquo;": "“", "&rdquo;": "”"]

    /// `text` with its character references decoded: numeric ones (`&#35;`, `&#x23;`), those `escape` writes and
    /// the named ones of `namedCharacters`; others stay as written. For text written for a generator that shows it
    /// as HTML (a front matter title `Sharing the &#x23;GovLove`).
    public static func decodingReferences(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = "", rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let tail = rest[amp...]
            guard let semicolon = tail.prefix(12).firstIndex(of: ";") else { out.append("&"); rest = tail.dropFirst(); continue }
            let reference = String(tail[...semicolon])
            var decoded: String?
            if reference.hasPrefix("&#") {
                let digits = reference.dropFirst(2).dropLast()
                let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
                decoded = value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
            } else {
                decoded = namedCharacters[reference] ?? (unescape(reference) != reference ? unescape(reference) : nil)
            }
            if let decoded {
                out += decoded
                rest = tail[tail.index(after: semicolon)...]
            } else {
                out.append("&")
                rest = tail.dropFirst()
            }
        }
        return out + rest
    }

    /// `escape` of contiguous UTF-8, nil when nothing needs escaping: the text between entities copied a run at a
    /// time into a string of the final length.
    private static func escaped(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        // The bytes escaped are all below 0x40: a bit each in one word.
        let special: UInt64 = 1 << 0x26 | 1 << 0x3C | 1 << 0x3E | 1 << 0x22 | 1 << 0x27
        @inline(__always) func isSpecial(_ b: UInt8) -> Bool { b < 0x40 && (special &>> UInt64(b)) & 1 != 0 }
        var first = 0
        while first < bytes.count, !isSpecial(bytes[first]) { first += 1 }
        guard first < bytes.count else { return nil }
        var length = bytes.count
        for k in first..<bytes.count where isSpecial(bytes[k]) { length += Self.bytes(entity(bytes[k])!).count - 1 }
        return String(unsafeUninitializedCapacity: length) { out in
            var o = 0, runStart = 0
            func copy(_ run: UnsafeBufferPointer<UInt8>) {
                guard let from = run.baseAddress, !run.isEmpty else { return }
                (out.baseAddress! + o).initialize(from: from, count: run.count)
                o += run.count
            }
            for k in first..<bytes.count where isSpecial(bytes[k]) {
                copy(UnsafeBufferPointer(rebasing: bytes[runStart..<k]))
                copy(Self.bytes(entity(bytes[k])!))
                runStart = k + 1
            }
            copy(UnsafeBufferPointer(rebasing: bytes[runStart...]))
            return o
        }
    }

    /// The entity `escape` writes for `byte`, nil when the byte stands as it is.
    private static func entity(_ byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        default: nil
        }
    }

    private static func bytes(_ entity: StaticString) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount)
    }
}
