import Diagnostics
import Foundation
import Support
import TextAnalysis

/// Turns a file's bytes into text, or explains why it can't.
public enum TextDecoder {
    /// Decodes UTF-8 (with or without BOM); UTF-16 with a BOM is decoded with a warning.
    /// Invalid UTF-8 and NUL bytes are errors with the position of the first bad byte; empty or blank files are
    /// warnings (a collection often has placeholder files), and are skipped.
    public static func decode(_ data: Data, path: String, problems: inout [Diagnostic]) -> String? {
        let bytes = [UInt8](data)
        if bytes.isEmpty {
            problems.append(.warning("file.empty", "found an empty file, expected content (skipped)", source: path, line: 1))
            return nil
        }
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            guard let text = decodeUTF16(bytes.dropFirst(2), littleEndian: bytes[0] == 0xFF) else {
                problems.append(.error("file.encoding.utf16", "found a UTF-16 byte order mark but invalid UTF-16, expected UTF-8 text", source: path, line: 1))
                return nil
            }
            problems.append(.warning("file.encoding.utf16", "found UTF-16 text, expected UTF-8; read it as UTF-16", source: path, line: 1,
                                     notes: ["save the file as UTF-8 to silence this warning"]))
            return check(text, path: path, problems: &problems)
        }
        var body = bytes[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { body = bytes.dropFirst(3) }
        // The standard library's validation, one pass, for the common case; the byte-by-byte walk only to say where.
        if let text = String(validating: body, as: UTF8.self) { return check(text, path: path, problems: &problems) }
        if let bad = firstInvalidUTF8(body) {
            let prefix = String(decoding: body[body.startIndex..<bad], as: UTF8.self)
            let position = LineIndex(prefix).position(utf8Offset: prefix.utf8.count)
            let found = String(format: "found a byte 0x%02X that is not valid UTF-8", body[bad])
            // Text saved by an older editor: Chinese Windows writes GBK, Western Windows Windows-1252.
            if let (text, charset) = legacyText(body) {
                problems.append(Diagnostic(.warning, "file.encoding.legacy", "\(found), expected UTF-8; read the file as \(charset)",
                                           source: path, range: SourceRange(position), notes: ["save the file as UTF-8 to silence this warning"]))
                return check(text, path: path, problems: &problems)
            }
            problems.append(Diagnostic(.error, "file.encoding.invalidUTF8", found + ", expected UTF-8 text",
                                       source: path, range: SourceRange(position)))
            return nil
        }
        return check(String(decoding: body, as: UTF8.self), path: path, problems: &problems)
    }

    private static func check(_ text: String, path: String, problems: inout [Diagnostic]) -> String? {
        // By memchr (`utf8Offset`): every file read asks, and a generic search over `String.UTF8View` was a
        // twentieth of reading a library.
        if let offset = text.utf8Offset(of: "\u{0}", from: 0) {
            let position = LineIndex(text).position(utf8Offset: offset)
            problems.append(Diagnostic(.error, "file.binary", "found a NUL byte, expected a text file", source: path, range: SourceRange(position)))
            return nil
        }
        if text.allSatisfy(\.isWhitespace) {
            problems.append(.warning("file.blank", "found only white space, expected content (skipped)", source: path, line: 1))
            return nil
        }
        return text
    }

    /// Text in GBK or GB18030 when its bytes above 0x7F pair up as Chinese characters do (a lead byte 0x81–0xFE
    /// and a second byte of the set) and decode to Chinese; else in Windows-1252 when nothing in it is UTF-8's
    /// shape (no valid multi-byte sequence, high bytes standing alone before ASCII) and it has no byte that set
    /// leaves undefined. Nil for anything else: binary data (control bytes) and UTF-8 that is damaged (an overlong
    /// or cut sequence, an encoded surrogate) stay errors.
    static func legacyText(_ bytes: ArraySlice<UInt8>) -> (String, String)? {
        guard !bytes.contains(where: { $0 < 0x20 && ![0x09, 0x0A, 0x0C, 0x0D].contains($0) }) else { return nil }
        var high = 0, paired = 0, utf8Shaped = 0, i = bytes.startIndex
        while i < bytes.endIndex {
            let b = bytes[i]
            if b < 0x80 { i += 1; continue }
            high += 1
            let next = i + 1 < bytes.endIndex ? bytes[i + 1] : 0
            if (0x80...0xBF).contains(next) { utf8Shaped += 1 }
            if (0x81...0xFE).contains(b), (0x40...0xFE).contains(next), next != 0x7F {
                paired += 1
                i += 2
            } else {
                i += 1
            }
        }
        guard high > 0 else { return nil }
        // UTF-8 damaged in a place or two (a character cut at the end) is mostly valid UTF-8: an error, not GBK.
        // Bytes above 0x7F either start a valid UTF-8 sequence (all of whose bytes are above 0x7F) or are stray.
        var covered = 0, stray = 0, k = bytes.startIndex
        while k < bytes.endIndex {
            if bytes[k] < 0x80 { k += 1; continue }
            if let length = validUTF8Length(bytes, at: k) { covered += length; k += length } else { stray += 1; k += 1 }
        }
        guard covered < stray else { return nil }
        // A Chinese text's high bytes come in pairs; a Western text's stand alone before ASCII letters.
        if paired >= 4, paired * 10 >= high * 9, let text = CharsetDecoder.decode(Array(bytes), charset: "GB18030"),
           isMostlyChinese(text) {
            return (text, "GBK (GB18030)")
        }
        guard utf8Shaped * 10 <= high, !bytes.contains(where: { [0x81, 0x8D, 0x8F, 0x90, 0x9D].contains($0) }) else { return nil }
        return (String(bytes.map { windows1252($0) }), "Windows-1252")
    }

    /// The length of the valid UTF-8 sequence that starts at `i`, or nil.
    static func validUTF8Length(_ bytes: ArraySlice<UInt8>, at i: Int) -> Int? {
        let end = min(i + 4, bytes.endIndex)
        let invalid = firstInvalidUTF8(bytes[i..<end])
        if invalid == i { return nil }
        switch bytes[i] {
        case 0xC2...0xDF: return invalid == nil || invalid! >= i + 2 ? 2 : nil
        case 0xE0...0xEF: return invalid == nil || invalid! >= i + 3 ? 3 : nil
        default: return invalid == nil ? 4 : nil
        }
    }

    /// Whether the characters outside ASCII are mostly Han ideographs and CJK punctuation (nine in ten at least).
    static func isMostlyChinese(_ text: String) -> Bool {
        var other = 0, chinese = 0
        // Typographic punctuation (curly quotes, dashes, the middle dot) belongs to both kinds of text.
        for scalar in text.unicodeScalars where scalar.value >= 0x80 && !(0x2000...0x206F).contains(scalar.value)
            && !(0xA0...0xBF).contains(scalar.value) {
            if (0x4E00...0x9FFF).contains(scalar.value) || (0x3000...0x303F).contains(scalar.value) || (0xFF00...0xFFEF).contains(scalar.value) {
                chinese += 1
            } else {
                other += 1
            }
        }
        return chinese > 0 && chinese >= 9 * other
    }

    /// The character of a Windows-1252 byte (Latin-1, with typographic marks at 0x80–0x9F).
    static func windows1252(_ byte: UInt8) -> Character {
        Character(Unicode.Scalar(windows1252Marks[byte] ?? UInt32(byte))!)
    }

    static let windows1252Marks: [UInt8: UInt32] = [
        0x80: 0x20AC, 0x82: 0x201A, 0x83: 0x0192, 0x84: 0x201E, 0x85: 0x2026, 0x86: 0x2020, 0x87: 0x2021,
        0x88: 0x02C6, 0x89: 0x2030, 0x8A: 0x0160, 0x8B: 0x2039, 0x8C: 0x0152, 0x8E: 0x017D, 0x91: 0x2018,
        0x92: 0x2019, 0x93: 0x201C, 0x94: 0x201D, 0x95: 0x2022, 0x96: 0x2013, 0x97: 0x2014, 0x98: 0x02DC,
        0x99: 0x2122, 0x9A: 0x0161, 0x9B: 0x203A, 0x9C: 0x0153, 0x9E: 0x017E, 0x9F: 0x0178]

    /// Strict UTF-16: an odd number of bytes or an unpaired surrogate is invalid (Foundation drops the
    /// one and replaces the other without a word).
    static func decodeUTF16(_ bytes: ArraySlice<UInt8>, littleEndian: Bool) -> String? {
        guard bytes.count % 2 == 0 else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let a = UInt16(bytes[i]), b = UInt16(bytes[i + 1])
            units.append(littleEndian ? a | b << 8 : a << 8 | b)
            i += 2
        }
        var text = ""
        text.reserveCapacity(units.count)
        var decoder = UTF16()
        var iterator = units.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): text.unicodeScalars.append(scalar)
            case .emptyInput: return text
            case .error: return nil
            }
        }
    }

    /// Offset of the first byte that starts an invalid UTF-8 sequence.
    static func firstInvalidUTF8(_ bytes: ArraySlice<UInt8>) -> Int? {
        var i = bytes.startIndex
        let end = bytes.endIndex
        while i < end {
            let b = bytes[i]
            if b < 0x80 { i += 1; continue }
            let length: Int
            var minimum: UInt32
            var scalar: UInt32
            switch b {
            case 0xC2...0xDF: length = 2; scalar = UInt32(b & 0x1F); minimum = 0x80
            case 0xE0...0xEF: length = 3; scalar = UInt32(b & 0x0F); minimum = 0x800
            case 0xF0...0xF4: length = 4; scalar = UInt32(b & 0x07); minimum = 0x10000
            default: return i
            }
            guard i + length <= end else { return i }
            for k in 1..<length {
                let c = bytes[i + k]
                guard c & 0xC0 == 0x80 else { return i }
                scalar = scalar << 6 | UInt32(c & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return i }
            i += length
        }
        return nil
    }

    /// Splits text into lines, accepting LF, CRLF and lone CR, so line numbers match what editors show.
    public static func lines(_ text: String) -> [Substring] {
        // On UTF-8 bytes: a line break is always a character of its own ("\r\n" one character), so cutting at
        // its bytes cuts where `Character`s would, without a grapheme break search at every character.
        var result: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex, i = utf8.startIndex
        while i < utf8.endIndex {
            let byte = utf8[i]
            guard byte == 0x0A || byte == 0x0D else { i = utf8.index(after: i); continue }
            result.append(text[start..<i])
            var next = utf8.index(after: i)
            if byte == 0x0D, next < utf8.endIndex, utf8[next] == 0x0A { next = utf8.index(after: next) }
            start = next
            i = next
        }
        result.append(text[start..<utf8.endIndex])
        return result
    }
}
