/// Where Markdown's code is, for the passes that rewrite a page's text on its bytes before CommonMark reads it
/// (MDX's components, JSX attributes, double hyphens): they must leave code as written.
public enum MarkdownCode {
    /// The end of the code span whose opening run of backticks starts at `start`: past the next run of as many
    /// backticks in the same paragraph (which a blank line or a code fence ends), or, when none closes it, past the
    /// opening run alone (those backticks are text, not code running on to the next one pages later).
    public static func spanEnd(_ bytes: [UInt8], from start: Int) -> Int {
        let tick = UInt8(ascii: "`")
        var run = 0
        while start + run < bytes.count, bytes[start + run] == tick { run += 1 }
        var j = start + run
        while j < bytes.count {
            if bytes[j] == 0x0A, blankLine(bytes, after: j) || fenceCharacter(bytes, lineStart: j + 1, quoted: true) != nil { break }
            if bytes[j] == tick {
                var r = 0
                while j + r < bytes.count, bytes[j + r] == tick { r += 1 }
                if r == run { return j + r }
                j += r
            } else {
                j += 1
            }
        }
        return start + run
    }

    /// Whether the line after the line feed at `newline` is blank (spaces, tabs, a CR at most): a paragraph's end.
    public static func blankLine(_ bytes: [UInt8], after newline: Int) -> Bool {
        var k = newline + 1
        while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x09 || bytes[k] == 0x0D { k += 1 }
        return k >= bytes.count || bytes[k] == 0x0A
    }

    /// The fence character (a backtick or a tilde) of the line starting at `lineStart` when it begins, after its
    /// indentation (and quotation marks, with `quoted`), with three of them; nil for any other line.
    public static func fenceCharacter(_ bytes: [UInt8], lineStart: Int, quoted: Bool = false) -> UInt8? {
        var k = lineStart
        while k < bytes.count, bytes[k] == 0x20 || (quoted && bytes[k] == UInt8(ascii: ">")) { k += 1 }
        guard k + 2 < bytes.count, bytes[k] == UInt8(ascii: "`") || bytes[k] == UInt8(ascii: "~"),
              bytes[k + 1] == bytes[k], bytes[k + 2] == bytes[k] else { return nil }
        return bytes[k]
    }

    /// The fence open after a line: a line of `fence` characters opens one when none is open and closes the one
    /// it opened (a ``` line inside a ~~~ fence is code).
    public static func fence(after open: UInt8?, line character: UInt8?) -> UInt8? {
        guard let character else { return open }
        if open == nil { return character }
        return open == character ? nil : open
    }
}
