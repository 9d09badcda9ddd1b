import Support
/// Author-written cross-references: `[[id]]`, `[[id#anchor]]` and `[[id#anchor|label]]` in Markdown and plain text.
///
/// Readers cannot resolve them (other pages are not read yet, and the URL depends on the reader's language),
/// so they leave a placeholder element in `Block.html`:
///
///     <a data-concord-xref="search-fields#scope-controls-and-tokens" data-concord-line="12">label</a>
///
/// The site model checks every placeholder against the pages (`xref.target.unknown`), and the renderer
/// turns each into a relative link in the language of the page it is rendered on. The label is empty when the
/// author gave none: the target's title in the reader's language fills it then. `Block.text` gets the label,
/// or the anchor (or id) with hyphens as spaces, so search and alignment read words rather than syntax.
public enum ExplicitLinks {
    /// Attribute carrying the target (`id` or `id#anchor`) of a placeholder.
    public static let targetAttribute = "data-concord-xref"
    /// Attribute carrying the 1-based source line of a placeholder.
    public static let lineAttribute = "data-concord-line"
    /// Marks a link to the site's home page (`[home](/)`), which the renderer points at the reader's language's home.
    public static let homeAttribute = "data-concord-home"
    /// Attribute carrying the link as the author wrote it, when it was a relative link to a content file.
    public static let writtenAttribute = "data-concord-href"

    /// One `[[…]]` written by an author.
    public struct Reference: Sendable, Hashable {
        public var pageID: String
        public var anchor: String?
        public var label: String?
        public var line: Int
        /// The link as written (`search-fields.md#tokens`) when the author wrote a file link, not `[[…]]`.
        public var written: String?

        public init(pageID: String, anchor: String?, label: String?, line: Int, written: String? = nil) {
            self.pageID = pageID
            self.anchor = anchor
            self.label = label
            self.line = line
            self.written = written
        }

        /// The link as the author wrote it, for messages.
        public var asWritten: String { written ?? "[[\(target)]]" }

        /// `id` or `id#anchor`.
        public var target: String { anchor.map { pageID + "#" + $0 } ?? pageID }
    }

    /// Parses the inside of `[[…]]`: `id`, `id#anchor`, either with `|label`. Nil when it is no reference
    /// (empty id, or words that name no page, as in `[[ not a link ]]`). A target may be a page's name as
    /// wikis write it (`[[Installation Guide]]`, `[[Link text|Installation-Guide]]`): words, spaces and hyphens,
    /// which `WikiLinkResolver` finds by title or file name.
    public static func parse(_ inner: Substring, line: Int) -> Reference? {
        let (target, label) = parts(inner)
        guard !target.isEmpty, !target.contains(where: { $0 == "[" || $0 == "<" || $0 == ">" || $0 == "\"" || $0 == "\n" || $0 == "\t" }),
              !target.contains(" ") || isWikiName(target)
                // A GitHub wiki's `[[the FAQ|Frequently-Asked-Questions]]`: text first, the page second.
                || (isWikiName(target, capitalised: false) && label.map { !$0.contains(" ") || isWikiName($0) } == true) else { return nil }
        return reference(target, label: label, line: line)
    }

    /// The inside of `[[…]]` as its target and its label (after a `|`), trimmed.
    private static func parts(_ inner: Substring) -> (target: String, label: String?) {
        let parts = inner.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
        return (parts[0].trimmingCharacters(in: .whitespaces), parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : nil)
    }

    /// `id` or `id#anchor` with its label as a reference; nil without an id.
    private static func reference(_ target: String, label: String?, line: Int) -> Reference? {
        let pieces = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let id = String(pieces[0])
        guard !id.isEmpty else { return nil }
        let anchor = pieces.count > 1 && !pieces[1].isEmpty ? String(pieces[1]) : nil
        return Reference(pageID: id, anchor: anchor, label: label.flatMap { $0.isEmpty ? nil : $0 }, line: line)
    }

    /// A page name with spaces as wikis link it: letters (at least one), digits, single spaces, `-_.'’()/,&`, and a
    /// `#` fragment; not `[[x for x in y]]` of a Python sample (lower-case words only) nor a sentence.
    static func isWikiName(_ target: String, capitalised: Bool = true) -> Bool {
        let name = target.split(separator: "#", maxSplits: 1).first.map(String.init) ?? target
        let words = name.split(separator: " ")
        guard words.count <= 8, !name.contains("  "), name.contains(where: \.isLetter),
              name.allSatisfy({ $0.isLetter || $0.isNumber || " -_.'’()/,&".contains($0) }) else { return false }
        // A wiki's page names are capitalised (`Installation Guide`, `Getting started`).
        return !capitalised || words.first?.first?.isUppercase == true || words.first?.first?.isNumber == true
    }

    /// A `[[…]]` that only a page of that name makes a link: a name in lower case (`[[text fields]]`, as Obsidian
    /// links a note by its file name), which in other text is no link (`[[x for x in y]]`). `WikiLinkResolver` links
    /// it where a page has the name; nil for what `parse` reads, and for what is no name.
    public static func parseLowerCaseName(_ inner: Substring, line: Int) -> Reference? {
        guard parse(inner, line: line) == nil else { return nil }
        let (target, label) = parts(inner)
        guard isWikiName(target, capitalised: false) else { return nil }
        return reference(target, label: label, line: line)
    }

    /// Occurrences of `[[…]]` in `text` with their ranges, read by `parse`.
    static func occurrences(in text: String, line: Int, parse: (Substring, Int) -> Reference? = { parse($0, line: $1) })
        -> [(range: Range<String.Index>, reference: Reference)] {
        var result: [(Range<String.Index>, Reference)] = []
        var searchFrom = text.startIndex
        while let open = text.utf8Range(of: "[[", from: searchFrom) {
            guard let close = text.utf8Range(of: "]]", from: open.upperBound) else { break }
            let inner = text[open.upperBound..<close.lowerBound]
            if !inner.contains("\n"), let reference = parse(inner, line) {
                result.append((open.lowerBound..<close.upperBound, reference))
                searchFrom = close.upperBound
            } else {
                searchFrom = text.index(after: open.lowerBound)
            }
        }
        return result
    }

    /// Plain text with each reference replaced by its label (or a readable form of its target).
    public static func plain(_ text: String, parse: (Substring, Int) -> Reference? = { parse($0, line: $1) }) -> String {
        guard text.utf8Contains("[[") else { return text }
        var out = ""
        var cursor = text.startIndex
        for (range, reference) in occurrences(in: text, line: 0, parse: parse) {
            out += text[cursor..<range.lowerBound]
            out += reference.label ?? (reference.anchor ?? reference.pageID).replacingOccurrences(of: "-", with: " ")
            cursor = range.upperBound
        }
        out += text[cursor...]
        return out
    }

    /// Inline HTML with each reference in its text replaced by a placeholder element. References inside tags,
    /// `<code>`, `<pre>` and existing links are left alone. `html` is escaped HTML, so the label is used as it is.
    public static func markup(_ html: String, line: Int, parse: (Substring, Int) -> Reference? = { parse($0, line: $1) }) -> String {
        guard html.utf8Contains("[[") else { return html }
        var out = ""
        var text = ""
        var skipDepth = 0  // inside <a>, <code> or <pre>
        func flushText() {
            if skipDepth > 0 || !text.utf8Contains("[[") {
                out += text
            } else {
                var cursor = text.startIndex
                for (range, reference) in occurrences(in: text, line: line, parse: parse) {
                    out += text[cursor..<range.lowerBound]
                    out += placeholder(reference)
                    cursor = range.upperBound
                }
                out += text[cursor...]
            }
            text = ""
        }
        var i = html.startIndex
        while i < html.endIndex {
            if html[i] == "<", let close = html[i...].firstIndex(of: ">") {
                flushText()
                let tag = html[i...close]
                let name = tag.dropFirst().drop { $0 == "/" }.prefix { $0.isLetter }.lowercased()
                if ["a", "code", "pre"].contains(name) {
                    if tag.hasPrefix("</") { skipDepth = max(0, skipDepth - 1) } else if !tag.hasSuffix("/>") { skipDepth += 1 }
                }
                out += tag
                i = html.index(after: close)
            } else {
                text.append(html[i])
                i = html.index(after: i)
            }
        }
        flushText()
        return out
    }

    /// The placeholder element for a reference.
    public static func placeholder(_ reference: Reference) -> String {
        "<a \(targetAttribute)=\"\(HTML.escape(reference.target))\" \(lineAttribute)=\"\(reference.line)\">\(reference.label ?? "")</a>"
    }

    /// Placeholders in block HTML, in order, with their ranges.
    public static func placeholders(in html: String) -> [(range: Range<String.Index>, reference: Reference)] {
        var result: [(Range<String.Index>, Reference)] = []
        let marker = "<a " + targetAttribute + "=\""
        var searchFrom = html.startIndex
        // Byte searches: this runs over whole rendered pages, where Foundation's `range(of:)` is slow.
        while let start = html.utf8Range(of: marker, from: searchFrom) {
            guard let targetEnd = html[start.upperBound...].firstIndex(of: "\""),
                  let tagEnd = html[targetEnd...].firstIndex(of: ">"),
                  let close = html.utf8Range(of: "</a>", from: tagEnd) else { break }
            let target = HTML.unescape(String(html[start.upperBound..<targetEnd]))
            var line = 0
            if let l = html.utf8Range(of: lineAttribute + "=\"", from: targetEnd), l.upperBound <= tagEnd,
               let q = html[l.upperBound..<tagEnd].firstIndex(of: "\"") {
                line = Int(html[l.upperBound..<q]) ?? 0
            }
            var written: String?
            if let w = html.utf8Range(of: writtenAttribute + "=\"", from: targetEnd), w.upperBound <= tagEnd,
               let q = html[w.upperBound..<tagEnd].firstIndex(of: "\"") {
                written = HTML.unescape(String(html[w.upperBound..<q]))
            }
            let label = String(html[html.index(after: tagEnd)..<close.lowerBound])
            let pieces = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let reference = Reference(pageID: String(pieces[0]), anchor: pieces.count > 1 ? String(pieces[1]) : nil,
                                      label: label.isEmpty ? nil : label, line: line, written: written)
            result.append((start.lowerBound..<close.upperBound, reference))
            searchFrom = close.upperBound
        }
        return result
    }
}
