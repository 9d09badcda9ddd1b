import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Literal searches on a string's UTF-8 bytes.
///
/// Foundation's `range(of:)`, `contains` and `replacingOccurrences` go through NSString and UTF-16, which costs
/// seconds on the hundreds of megabytes of HTML a large site renders. UTF-8 is self-synchronising, so a byte
/// match is a match of whole scalars; unlike Foundation's default search, canonically equivalent but differently
/// encoded text does not match, which markup and text cut from the same string never need.
extension String {
    /// The first occurrence of `needle` at or after `start` (default: the start), comparing bytes.
    public func utf8Range(of needle: String, from start: Index? = nil) -> Range<Index>? {
        self[...].utf8Range(of: needle, from: start)
    }

    /// The last occurrence of `needle`, comparing bytes.
    public func utf8LastRange(of needle: String) -> Range<Index>? {
        let n = Array(needle.utf8), bytes = Array(utf8)
        guard !n.isEmpty, bytes.count >= n.count else { return nil }
        for start in stride(from: bytes.count - n.count, through: 0, by: -1) where bytes[start] == n[0] && bytes[start..<start + n.count].elementsEqual(n) {
            let lower = utf8.index(utf8.startIndex, offsetBy: start)
            return lower..<utf8.index(lower, offsetBy: n.count)
        }
        return nil
    }

    /// Whether `needle` occurs, comparing bytes.
    public func utf8Contains(_ needle: String) -> Bool { utf8Offset(of: needle, from: 0) != nil }

    /// Every occurrence of `needle` replaced by `replacement`, comparing bytes.
    public func utf8Replacing(_ needle: String, with replacement: String) -> String {
        guard var offset = utf8Offset(of: needle, from: 0) else { return self }
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count + 64)
        var copied = 0
        let needleCount = needle.utf8.count
        var mutableSelf = self
        mutableSelf.withUTF8 { bytes in
            while true {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<offset]))
                out.append(contentsOf: replacement.utf8)
                copied = offset + needleCount
                guard let next = Self.offset(of: needle, in: bytes, from: copied) else { break }
                offset = next
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The lines of the text as Foundation's `components(separatedBy: "\n")` cuts them (not inside a "\r\n", which
    /// is one character to it), cut in the bytes: the Foundation call went through UTF-16 and was most of the time
    /// the syntax converters took.
    public var lineComponents: [String] { lineSlices.map(String.init) }

    /// The lines of `lineComponents` as slices of the text: nothing copied, for a pass that changes few lines.
    public var lineSlices: [Substring] {
        var offsets: [Int] = []  // where each line ends
        var copy = self
        copy.withUTF8 { bytes in
            for i in bytes.indices where bytes[i] == UInt8(ascii: "\n") && (i == 0 || bytes[i - 1] != UInt8(ascii: "\r")) {
                offsets.append(i)
            }
        }
        var lines: [Substring] = []
        lines.reserveCapacity(offsets.count + 1)
        var start = utf8.startIndex, at = 0
        for end in offsets {
            let stop = utf8.index(start, offsetBy: end - at)
            lines.append(self[start..<stop])
            start = utf8.index(after: stop)
            at = end + 1
        }
        lines.append(self[start...])
        return lines
    }

    /// Byte offset of the first `needle` at or after byte offset `from`.
    public func utf8Offset(of needle: String, from: Int) -> Int? {
        if let found = utf8.withContiguousStorageIfAvailable({ Self.offset(of: needle, in: $0, from: from) }) { return found }
        var copy = self  // bridged or otherwise non-contiguous: make it native first
        return copy.withUTF8 { Self.offset(of: needle, in: $0, from: from) }
    }

    /// Byte offset of the first `needle` in `haystack` at or after `from`.
    public static func offset(of needle: String, in haystack: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard from <= haystack.count, let base = haystack.baseAddress else { return nil }
        var needle = needle
        return needle.withUTF8 { n -> Int? in
            guard n.count > 0 else { return from }
            // memchr for the first byte, then compare the rest (glibc's memmem is not visible to Swift).
            let first = Int32(n[0]), last = haystack.count - n.count
            var position = from
            while position <= last {
                guard let hit = memchr(base + position, first, last - position + 1) else { return nil }
                let candidate = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + candidate, n.baseAddress!, n.count) == 0 { return candidate }
                position = candidate + 1
            }
            return nil
        }
    }
}

extension Substring {
    /// The first occurrence of `needle` at or after `start` (default: the start), comparing bytes (see `String.utf8Range`).
    public func utf8Range(of needle: String, from start: Index? = nil) -> Range<Index>? {
        let from = utf8.distance(from: utf8.startIndex, to: start ?? startIndex)
        let found: Int?? = utf8.withContiguousStorageIfAvailable { String.offset(of: needle, in: $0, from: from) }
        guard let offset = found ?? String(self).utf8Offset(of: needle, from: from) else { return nil }
        let lower = utf8.index(utf8.startIndex, offsetBy: offset)
        return lower..<utf8.index(lower, offsetBy: needle.utf8.count)
    }

    /// Whether `needle` occurs, comparing bytes (see `String.utf8Contains`).
    public func utf8Contains(_ needle: String) -> Bool {
        if let found = utf8.withContiguousStorageIfAvailable({ String.offset(of: needle, in: $0, from: 0) }) { return found != nil }
        return String(self).utf8Contains(needle)
    }
}

extension Data {
    /// Whether the UTF-8 bytes of `needle` occur, by `memchr` and `memcmp`: `Data.range(of:)` compares through
    /// generic collections, and a reader asks this of every file many times (a Markdown file's include markers).
    public func containsUTF8(_ needle: String) -> Bool {
        withUnsafeBytes { raw in String.offset(of: needle, in: raw.bindMemory(to: UInt8.self), from: 0) != nil }
    }
}
