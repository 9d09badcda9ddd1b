import Diagnostics
import TextAnalysis

/// A JSON value that remembers where it was in the file, so diagnostics can point at it.
///
/// Foundation's JSONSerialization gives no positions, and a transcript's problems ("segment 212 has a
/// `start` that is a string") are only useful with a line and column.
public indirect enum JSONValue: Sendable {
    case null(SourcePosition)
    case bool(Bool, SourcePosition)
    case number(Double, SourcePosition)
    case string(String, SourcePosition)
    case array([JSONValue], SourcePosition)
    /// Members in file order (duplicates kept: the reader decides what a duplicate means).
    case object([(key: String, value: JSONValue)], SourcePosition)

    public var position: SourcePosition {
        switch self {
        case .null(let p), .bool(_, let p), .number(_, let p), .string(_, let p), .array(_, let p), .object(_, let p): p
        }
    }

    /// The member named `key` of an object (the last one if repeated, as JSON.parse does).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members, _) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// What the value is, in words, for "found …, expected …" messages.
    public var typeDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A syntax error with its position.
public struct JSONSyntaxError: Error, Sendable {
    public var position: SourcePosition
    public var message: String
}

/// A strict JSON (RFC 8259) parser over UTF-8 bytes that tracks line and column.
///
/// Nesting is limited (default 256) so hostile input cannot exhaust the stack; numbers must be finite.
public struct PositionedJSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private let maxDepth: Int

    public static func parse(_ bytes: [UInt8], maxDepth: Int = 256) throws(JSONSyntaxError) -> JSONValue {
        var parser = PositionedJSONParser(bytes: bytes, maxDepth: maxDepth)
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw parser.error("found \(parser.describeCurrent()) after the end of the JSON value, expected the end of the file")
        }
        return value
    }

    private init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    // Column counting resumes from the last position asked for, so a 50 MB single-line file stays linear.
    private var columnCacheIndex = 0
    private var columnCacheColumn = 1

    private var position: SourcePosition {
        mutating get {
            if columnCacheIndex < lineStart || columnCacheIndex > index {
                columnCacheIndex = lineStart
                columnCacheColumn = 1
            }
            // Columns count characters, not bytes: skip UTF-8 continuation bytes.
            var i = columnCacheIndex
            var column = columnCacheColumn
            let end = min(index, bytes.count)
            // A run of ASCII is as many characters as bytes, skipped at once: a transcript is often one long line.
            bytes.withUnsafeBufferPointer { buffer in
                while i < end {
                    let run = ASCIIRun.end(in: buffer, from: i, to: end)
                    column += run - i
                    i = run
                    guard i < end else { break }
                    if buffer[i] & 0xC0 != 0x80 { column += 1 }
                    i += 1
                }
            }
            columnCacheIndex = i
            columnCacheColumn = column
            return SourcePosition(line: line, column: column)
        }
    }

    private mutating func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(position: position, message: message)
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "the end of the file" }
        let b = bytes[index]
        if b >= 0x21 && b < 0x7F { return "'\(Character(UnicodeScalar(b)))'" }
        return String(format: "byte 0x%02X", b)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            case 0x0D:
                index += 1
                if index < bytes.count, bytes[index] == 0x0A { index += 1 }
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error("found the end of the file, expected a JSON value (the file is truncated)") }
        let start = position
        switch bytes[index] {
        case UInt8(ascii: "{"):
            guard depth < maxDepth else { throw error("found JSON nested deeper than \(maxDepth) levels, expected a shallower document") }
            index += 1
            var members: [(key: String, value: JSONValue)] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members, start)
            }
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                    throw error("found \(describeCurrent()), expected a member name in double quotes")
                }
                let key = try parseString()
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                    throw error("found \(describeCurrent()), expected ':' after the member name \"\(key)\"")
                }
                index += 1
                skipWhitespace()
                let value = try parseValue(depth: depth + 1)
                members.append((key, value))
                skipWhitespace()
                guard index < bytes.count else { throw error("found the end of the file, expected ',' or '}' (the file is truncated)") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members, start) }
                throw error("found \(describeCurrent()), expected ',' or '}' in an object")
            }
        case UInt8(ascii: "["):
            guard depth < maxDepth else { throw error("found JSON nested deeper than \(maxDepth) levels, expected a shallower document") }
            index += 1
            var elements: [JSONValue] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements, start)
            }
            while true {
                skipWhitespace()
                elements.append(try parseValue(depth: depth + 1))
                skipWhitespace()
                guard index < bytes.count else { throw error("found the end of the file, expected ',' or ']' (the file is truncated)") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements, start) }
                throw error("found \(describeCurrent()), expected ',' or ']' in an array")
            }
        case UInt8(ascii: "\""):
            return .string(try parseString(), start)
        case UInt8(ascii: "t"): try literal("true"); return .bool(true, start)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false, start)
        case UInt8(ascii: "n"): try literal("null"); return .null(start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try parseNumber(), start)
        case UInt8(ascii: "N"), UInt8(ascii: "I"):
            throw error("found \(describeCurrent()) (NaN or Infinity), expected a finite JSON number")
        default:
            throw error("found \(describeCurrent()), expected a JSON value")
        }
    }

    private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let expected = Array(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw error("found \(describeCurrent()), expected '\(word)'")
        }
        index += expected.count
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits() -> Int {
            let s = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            return index - s
        }
        guard digits() > 0 else { throw error("found \(describeCurrent()), expected a digit") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("found \(describeCurrent()), expected a digit after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("found \(describeCurrent()), expected a digit in the exponent") }
        }
        if let exact = Self.exactValue(bytes[start..<index]) { return exact }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("found the number \(text), expected a finite number")
        }
        return value
    }

    /// The value of a number of at most 15 digits with no exponent (a caption's start, `12.5`), nil for any other:
    /// its digits as an integer are exact in a double, as is the power of ten they are divided by, so the one
    /// division rounds correctly, to what `Double(String)` parses (which took most of the time of reading numbers).
    static func exactValue(_ number: ArraySlice<UInt8>) -> Double? {
        var i = number.startIndex
        let negative = number[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        var digits: Int64 = 0, count = 0, decimals = 0, afterPoint = false
        while i < number.endIndex {
            let b = number[i]
            if b == UInt8(ascii: ".") { afterPoint = true; i += 1; continue }
            guard b >= 0x30, b <= 0x39 else { return nil }  // an exponent
            digits = digits * 10 + Int64(b - 0x30)
            count += 1
            if afterPoint { decimals += 1 }
            guard count <= 15 else { return nil }
            i += 1
        }
        let value = Double(digits) / powersOfTen[decimals]
        return negative ? -value : value
    }

    /// 10⁰ … 10¹⁵, each exact in a double.
    private static let powersOfTen: [Double] = (0...15).map { k in (0..<k).reduce(1.0) { power, _ in power * 10 } }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1  // opening quote
        // Most strings (caption texts) have no escape: one scan, one String made of their bytes.
        var end = index
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            let text = String(decoding: bytes[index..<end], as: UTF8.self)
            index = end + 1
            return text
        }
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flushRun(_ end: Int) {
            scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
        }
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                flushRun(index)
                index += 1
                return String(scalars)
            }
            if b < 0x20 {
                throw error("found a control character (0x\(String(b, radix: 16))) inside a string, expected it escaped")
            }
            if b == UInt8(ascii: "\\") {
                flushRun(index)
                index += 1
                guard index < bytes.count else { break }
                let e = bytes[index]
                index += 1
                switch e {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count,
                       bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try hex4()
                        if (0xDC00..<0xE000).contains(low) {
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        }
                    }
                    // Lone surrogates become U+FFFD rather than failing the whole transcript.
                    scalars.append(UnicodeScalar(code) ?? "\u{FFFD}")
                default:
                    index -= 1
                    throw error("found the escape '\\\(Character(UnicodeScalar(e)))', expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
                }
                runStart = index
                continue
            }
            index += 1
        }
        throw error("found the end of the file inside a string, expected a closing '\"' (the file is truncated)")
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("found the end of the file, expected 4 hex digits after \\u") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Character(UnicodeScalar(bytes[index])).hexDigitValue else {
                throw error("found \(describeCurrent()), expected a hex digit after \\u")
            }
            value = value * 16 + UInt32(digit)
            index += 1
        }
        return value
    }
}
