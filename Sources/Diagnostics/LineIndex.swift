/// Maps offsets in a text to 1-based line and column positions, for diagnostics.
public struct LineIndex: Sendable {
    /// UTF-8 offset of the first byte of each line.
    private let lineStarts: [Int]
    private let utf8: [UInt8]

    public init(_ text: String) {
        utf8 = Array(text.utf8)
        var starts = [0]
        var i = 0
        while i < utf8.count {
            let byte = utf8[i]
            if byte == 0x0A {
                starts.append(i + 1)
            } else if byte == 0x0D {
                // CRLF counts once; a lone CR is a line end too.
                if i + 1 < utf8.count, utf8[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        lineStarts = starts
    }

    public var lineCount: Int { lineStarts.count }

    /// The UTF-8 offset where 1-based `line` starts; the text's end for a line past the last.
    public func utf8Offset(ofLine line: Int) -> Int {
        line >= 1 && line <= lineStarts.count ? lineStarts[line - 1] : utf8.count
    }

    /// The UTF-8 offset of the first occurrence of `needle` within `offsets`, comparing bytes.
    public func firstUTF8Offset(of needle: String, in offsets: Range<Int>) -> Int? {
        let n = Array(needle.utf8)
        guard let first = n.first, n.count <= utf8.count else { return nil }
        var i = max(0, offsets.lowerBound)
        let last = min(offsets.upperBound, utf8.count) - n.count + 1
        while i < last {
            if utf8[i] == first, utf8[i..<(i + n.count)].elementsEqual(n) { return i }
            i += 1
        }
        return nil
    }

    /// The position of a UTF-8 byte offset; the column counts Unicode scalars from the line start.
    public func position(utf8Offset offset: Int) -> SourcePosition {
        let offset = min(max(0, offset), utf8.count)
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        var column = 1
        var i = lineStarts[low]
        while i < offset {
            // Count scalar starts: bytes that are not UTF-8 continuation bytes.
            if utf8[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return SourcePosition(line: low + 1, column: column)
    }
}
