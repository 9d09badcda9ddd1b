/// Runs of ASCII in UTF-8 text, read eight bytes at a time: English text is mostly ASCII, and the checks that
/// only care about the other bytes (folding, the Han test of sentences, JSON columns, UTF-16 widening) skip it.
public enum ASCIIRun {
    /// The index of the first byte at or after `start` and before `end` that is not ASCII; `end` when there is none.
    @inlinable public static func end(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        var i = start
        while i + 8 <= end, UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 { i += 8 }
        while i < end, base[i] < 0x80 { i += 1 }
        return i
    }

    /// Whether every byte of `text` is ASCII.
    public static func isASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { end(in: $0, from: 0, to: $0.count) == $0.count }
    }
}
