/// Follows fenced code (```` ``` ```` and `~~~`, closed by a fence of the same character at least as long) line by
/// line, for the passes that rewrite another generator's syntax in Markdown and must leave code as written.
struct CodeFenceTracker {
    private var open: (marker: Character, count: Int, quoted: Bool, indent: Int)?
    /// Fences inside quotations (`> ```swift`) count too.
    let seesQuotedFences: Bool

    init(seesQuotedFences: Bool = false) { self.seesQuotedFences = seesQuotedFences }

    /// `text` walked line by line outside fenced code, `rewrite` changing the line at an index (and any after it, a
    /// comment's or a block's) and returning the index to go on from, or nil when it changed nothing (the next line
    /// then). Lines a rewrite steps over are not read for fences, as they were its. `text` itself when nothing changed.
    static func rewritingProse(_ text: String, _ rewrite: (inout [String], Int) -> Int?) -> String {
        var lines = text.lineComponents
        var code = CodeFenceTracker()
        var changed = false
        var i = 0
        while i < lines.count {
            if code.isCode(lines[i]) { i += 1; continue }
            if let next = rewrite(&lines, i) { changed = true; i = next } else { i += 1 }
        }
        return changed ? lines.joined(separator: "\n") : text
    }

    /// `text` with each line outside fenced code replaced by what `transform` makes of it (nil: kept), line for line,
    /// so every line keeps its number; `text` itself when no line changed. The shape of the syntax passes that
    /// rewrite one line at a time (docsify's, Glimmer components, mdBook's `<Listing>`).
    static func mappingProse(_ text: String, _ transform: (String) -> String?) -> String {
        var lines = text.lineComponents
        var code = CodeFenceTracker()
        var changed = false
        for i in lines.indices where !code.isCode(lines[i]) {
            if let line = transform(lines[i]), line != lines[i] { lines[i] = line; changed = true }
        }
        return changed ? lines.joined(separator: "\n") : text
    }

    /// True between a fence's opening and its closing line.
    var isOpen: Bool { open != nil }

    /// True when `line` opens, continues or closes fenced code.
    mutating func isCode(_ line: some StringProtocol) -> Bool {
        // Most lines are settled by their first byte past the indent (and the quotation marks a fence may sit in):
        // one that is no fence's marker neither opens a fence nor closes the open one. Bytes, not characters: a
        // space or `>` with a mark on it would stop the characters' walk sooner, at a character that is no marker
        // either. This runs for every line of every page, through several syntax passes.
        let quoted = open?.quoted ?? seesQuotedFences
        var first: UInt8? = nil
        for byte in line.utf8 where byte != 0x20 && !(quoted && byte == 0x3E) { first = byte; break }
        if let fence = open {
            if first != fence.marker.asciiValue { return true }
        } else if first != UInt8(ascii: "`"), first != UInt8(ascii: "~") {
            return false
        }
        return isCodeByCharacters(line)
    }

    /// `isCode` by the rules alone, character by character (what the bytes above settle early).
    mutating func isCodeByCharacters(_ line: some StringProtocol) -> Bool {
        if let fence = open {
            // A fence opened in a quotation closes in it; one opened outside closes outside (a `> ```` line in
            // a Markdown example is the example's).
            let trimmed = line.drop { $0 == " " || (fence.quoted && $0 == ">") }
            // A closing fence is indented at most three spaces more than its opening (CommonMark's rule within the
            // fence's container): an indented ```` ``` ```` in a Markdown example is the example's.
            let indent = line.prefix { $0 == " " }.count
            if indent <= fence.indent + 3, trimmed.prefix(while: { $0 == fence.marker }).count >= fence.count,
               trimmed.drop(while: { $0 == fence.marker }).allSatisfy(\.isWhitespace) { open = nil }
            return true
        }
        // At any indentation: a fence in a list item (`1. Load …` then four spaces and ```` ```scss ````) is one.
        let trimmed = line.drop { $0 == " " || (seesQuotedFences && $0 == ">") }
        guard let first = trimmed.first, first == "`" || first == "~" else { return false }
        let run = trimmed.prefix { $0 == first }.count
        // A backtick fence's info string holds no backtick (```` ```js``` ```` is inline code).
        guard run >= 3, first == "~" || !trimmed.dropFirst(run).contains("`") else { return false }
        open = (first, run, line.drop(while: { $0 == " " }).first == ">", line.prefix { $0 == " " }.count)
        return true
    }
}

/// Inline code spans (`` `{:.kept}` ``) of a Markdown line, which the syntax passes leave as written.
enum InlineCode {
    /// The line with `transform` applied to the text outside its code spans (the even pieces between backticks).
    static func outside(_ line: String, _ transform: (String) -> String) -> String {
        pieces(line).enumerated().map { index, piece in
            index % 2 == 0 ? transform(String(piece)) : String(piece)
        }.joined(separator: "`")
    }

    /// The line cut at its backticks, empty pieces kept. An ASCII line (Node.js's release notes: thousands of
    /// ``\[[`0a1b2c3`](…)]`` lines) is cut at its backtick bytes, which are its backtick characters: splitting
    /// characters was most of the Obsidian pass's time there.
    static func pieces(_ line: String) -> [Substring] {
        guard line.utf8.allSatisfy({ $0 < 0x80 }) else { return line.split(separator: "`", omittingEmptySubsequences: false) }
        return line.utf8.split(separator: UInt8(ascii: "`"), omittingEmptySubsequences: false).map { Substring($0) }
    }
}
