import Diagnostics
import Foundation

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
        if let bad = firstInvalidUTF8(body) {
            let prefix = String(decoding: body[body.startIndex..<bad], as: UTF8.self)
            let position = LineIndex(prefix).position(utf8Offset: prefix.utf8.count)
            problems.append(Diagnostic(.error, "file.encoding.invalidUTF8",
                                       String(format: "found a byte 0x%02X that is not valid UTF-8, expected UTF-8 text", body[bad]),
                                       source: path, range: SourceRange(position)))
            return nil
        }
        return check(String(decoding: body, as: UTF8.self), path: path, problems: &problems)
    }

    private static func check(_ text: String, path: String, problems: inout [Diagnostic]) -> String? {
        if let nul = text.utf8.firstIndex(of: 0) {
            let offset = text.utf8.distance(from: text.utf8.startIndex, to: nul)
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
        var result: [Substring] = []
        var start = text.startIndex
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            // "\r\n" is a single Character in Swift.
            if c == "\n" || c == "\r" || c == "\r\n" {
                result.append(text[start..<i])
                start = text.index(after: i)
            }
            i = text.index(after: i)
        }
        result.append(text[start..<text.endIndex])
        return result
    }
}
