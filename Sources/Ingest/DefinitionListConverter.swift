/// Definition lists as most Markdown dialects write them (PHP Markdown Extra, kramdown for Jekyll, Goldmark for
/// Hugo, Pandoc, Python-Markdown's `def_list` for MkDocs), which CommonMark reads as a paragraph with a colon:
///
///     `src`                                   **`src`**\
///     : (`string`) The image's address.       (`string`) The image's address.
///
///     Step 3                                  **Step 3**\
///     :   Add a link to the CSS file:         Add a link to the CSS file:
///
///             ```html                         ```html
///             <link rel="stylesheet">         <link rel="stylesheet">
///             ```                             ```
///
/// The term is bold, a hard break before its definition (MyST's definition lists read the same way). What a
/// definition holds is indented to its text, a second paragraph or fenced code four spaces in: it is moved out by
/// as much, so it stays the definition's text and does not become indented code. A term is a line of text right
/// above the `:` line: not a heading, list item, table row, quotation or HTML. Fenced code is left as it is, and
/// every line keeps its number.
public enum DefinitionListConverter {
    public static func markdown(_ text: String) -> String {
        guard text.utf8Contains("\n:") else { return text }
        let lines = TextDecoder.lines(text).map(String.init)
        var out: [String] = []
        out.reserveCapacity(lines.count)
        var code = CodeFenceTracker()
        var changed = false
        /// The open definition: its text's indent, and whether its last line was text (a lazy continuation may follow).
        var definition: (indent: Int, lastWasText: Bool)?
        let bodyStart = TemplateTagStripper.frontMatterEnd(lines)
        out.append(contentsOf: lines[..<bodyStart])
        for line in lines[bodyStart...] {
            let spaces = line.prefix { $0 == " " }.count
            let blank = Self.isBlank(line)
            if var open = definition {
                // Inside a definition: its indented lines move out by its indent (fenced code in it too).
                if code.isOpen || (!blank && spaces >= open.indent) {
                    let moved = String(line.dropFirst(min(spaces, open.indent)))
                    _ = code.isCode(moved)
                    out.append(moved)
                    open.lastWasText = true
                    definition = open
                    changed = true
                    continue
                }
                if blank { out.append(line); open.lastWasText = false; definition = open; continue }
                if let marker = Self.marker(line), open.lastWasText {
                    // Another definition of the same term: on a line of its own (a list item is one already).
                    if !Self.startsBlock(marker.text) { out[out.count - 1] += "\\" }
                    out.append(marker.text)
                    definition = (marker.indent, true)
                    changed = true
                    continue
                }
                if open.lastWasText, Self.marker(line) == nil, spaces < 4, !Self.startsBlock(line) {
                    out.append(line)  // a lazy continuation of the definition's paragraph
                    continue
                }
                definition = nil
            }
            if code.isCode(line) { out.append(line); continue }
            if let marker = Self.marker(line), let last = out.indices.last, out.count > bodyStart, Self.isTerm(out[last]) {
                out[last] = Self.bold(out[last], breaking: !Self.startsBlock(marker.text))
                out.append(marker.text)
                definition = (marker.indent, true)
                changed = true
                continue
            }
            // A blank line between a one-line term and its definition (Python-Markdown's loose lists, Material's docs).
            if let marker = Self.marker(line), out.count >= bodyStart + 2, Self.isBlank(out[out.count - 1]),
               Self.isTerm(out[out.count - 2]), out.count == bodyStart + 2 || Self.isBlank(out[out.count - 3]) {
                out[out.count - 2] = Self.bold(out[out.count - 2], breaking: false)
                out.append(marker.text)
                definition = (marker.indent, true)
                changed = true
                continue
            }
            out.append(line)
        }
        return changed ? out.joined(separator: "\n") : text
    }

    /// A definition's first line (`: text`, at most three spaces in): its text, and the indent of what continues it
    /// (the column of the text, or two when the text is further than four spaces from the colon).
    static func marker(_ line: String) -> (text: String, indent: Int)? {
        let lead = line.prefix { $0 == " " }.count
        guard lead <= 3 else { return nil }
        let rest = line.dropFirst(lead)
        guard rest.first == ":" else { return nil }
        let after = rest.dropFirst()
        let gap = after.prefix { $0 == " " || $0 == "\t" }.count
        guard gap >= 1 else { return nil }
        let text = after.dropFirst(gap)
        guard !text.isEmpty else { return nil }
        return (String(text), lead + 1 + (gap <= 4 ? gap : 1))
    }

    /// Whether `line` can be a term: text that starts no other block, not already ending a line of its own.
    static func isTerm(_ line: String) -> Bool {
        line.prefix { $0 == " " }.count < 4 && !isBlank(line) && !startsBlock(line) && !line.hasSuffix("\\")
    }

    static func isBlank(_ line: String) -> Bool { line.allSatisfy { $0 == " " || $0 == "\t" } }

    /// Headings, list items, table rows, quotations and fences (`Quotation.startsBlock`), and HTML, definitions,
    /// setext underlines, thematic breaks and empty list items.
    static func startsBlock(_ line: String) -> Bool {
        if Quotation.startsBlock(line) { return true }
        let t = line.drop { $0 == " " }
        guard let first = t.first else { return false }
        if "<:".contains(first) { return true }
        if "-*+=".contains(first), t.allSatisfy({ $0 == first || $0 == " " }) { return true }
        if "-*+".contains(first), t.dropFirst().first == "\t" { return true }
        let digits = t.prefix { $0.isASCII && $0.isNumber }
        return !digits.isEmpty && digits.count <= 9 && [".", ")"].contains(t.dropFirst(digits.count).first) && t.count == digits.count + 1
    }

    /// The term, bold (unless it has strong emphasis of its own), with a hard break after it when its definition
    /// is text (a list item starts a block of its own).
    static func bold(_ line: String, breaking: Bool) -> String {
        let term = line.trimmingCharacters(in: .whitespaces)
        let strong = term.contains("**") || term.contains("__") ? term : "**" + term + "**"
        return breaking ? strong + "\\" : strong
    }
}
