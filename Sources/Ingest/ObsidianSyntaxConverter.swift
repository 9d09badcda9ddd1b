import Foundation

/// Obsidian's Markdown beyond `[[wiki links]]` (which `ExplicitLinks` and `WikiLinkResolver` read), as Concord reads
/// Markdown:
///
/// - embeds: an image (`![[diagram.png]]`, `![[photo.jpg|300]]`) is an image found by its file's name, as Obsidian
///   finds attachments; a note or another file (`![[Daily notes#^date]]`, `![[guide.pdf]]`) a link to it;
/// - a link to a heading of its own page (`[[#Supported types]]`, `[[#Types|the types]]`) leads to the section's
///   anchor; a link to a block (`[[Page#^block-id]]`) leads to the page, and one through nested headings
///   (`[[Sidebar#Open hidden sidebars#Mobile]]`) to the last of them;
/// - block ids that end a paragraph (`… text. ^daily-notes-date`) and comments (`%%…%%` in a line, or from a `%%`
///   line to the next) are not shown; a line `%% Flow` alone is Mermaid's comment and stays.
///
/// Code, fenced and inline, is left as it is, and every line keeps its number.
enum ObsidianSyntaxConverter {
    static func markdown(_ text: String) -> String {
        guard text.utf8Contains("[[") || text.utf8Contains("%%") || text.utf8Contains(" ^") else { return text }
        // Lines as slices, and the text copied anew only up to each changed line: half of a site's pages may hold a
        // `[[` (Node.js's, in code), and most of their lines none.
        let lines = text.lineSlices
        var code = CodeFenceTracker(seesQuotedFences: true)
        var comment = false  // inside a `%%` comment over several lines
        var out = "", copied = text.startIndex, changed = false
        for i in lines.indices {
            let line = lines[i]
            if !comment, code.isCode(line) { continue }
            if !comment, !mayHoldSyntax(line) { continue }
            var converted = String(line)
            if comment {
                // Until the line that closes it.
                if let end = line.utf8Range(of: "%%") { converted = String(line[end.upperBound...]); comment = false } else { converted = "" }
            } else if line.utf8Contains("%%"), line.trimmingCharacters(in: .whitespaces) == "%%", lines[(i + 1)...].contains(where: { $0.utf8Contains("%%") }) {
                // A comment over lines opens on a line of its own; `%% Flow` alone is Mermaid's comment, kept.
                converted = ""
                comment = true
            } else if converted.utf8Contains("%%") {
                converted = withoutComments(converted)
            }
            if converted.utf8Contains("[[") { converted = InlineCode.outside(converted, links) }
            if converted.utf8Contains(" ^") { converted = withoutBlockID(converted) }
            if converted != line {
                out += text[copied..<line.startIndex]
                out += converted
                copied = line.endIndex
                changed = true
            }
        }
        guard changed else { return text }
        out += text[copied...]
        return out
    }

    /// Whether a line has a `%`, `[` or `^` (every marker above has one), told in one pass over its bytes.
    private static func mayHoldSyntax(_ line: Substring) -> Bool {
        var line = line
        return line.withUTF8 { bytes in bytes.contains { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "^") } }
    }

    /// The line without its `%%…%%` comments (a `%%` that closes nothing on the line stays).
    static func withoutComments(_ line: String) -> String {
        var out = "", rest = Substring(line)
        while let start = rest.utf8Range(of: "%%"), let end = rest.utf8Range(of: "%%", from: start.upperBound) {
            out += rest[..<start.lowerBound]
            rest = rest[end.upperBound...]
        }
        return out + rest
    }

    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "svg", "webp", "bmp", "avif"]

    /// Embeds and Obsidian's own link targets in text outside code spans.
    static func links(_ text: String) -> String {
        var out = "", rest = Substring(text)
        while let open = rest.utf8Range(of: "[[") {
            guard let close = rest.utf8Range(of: "]]", from: open.upperBound) else { break }
            let inner = String(rest[open.upperBound..<close.lowerBound])
            let embed = open.lowerBound > rest.startIndex && rest[rest.index(before: open.lowerBound)] == "!"
            var before = rest[..<open.lowerBound]
            if embed { before = before.dropLast() }
            out += before
            out += link(inner, embed: embed) ?? ((embed ? "!" : "") + "[[" + inner + "]]")
            rest = rest[close.upperBound...]
        }
        return out + rest
    }

    /// One `[[inner]]` (an embed when `embed`) as Markdown, or nil to leave it as written.
    static func link(_ inner: String, embed: Bool) -> String? {
        guard !inner.contains("[") else { return nil }
        let parts = inner.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
        var target = String(parts[0]).trimmingCharacters(in: .whitespaces)
        let label = parts.count > 1 ? String(parts[1]).trimmingCharacters(in: .whitespaces) : nil
        // An image's fragment styles it (`![[lucide-list.svg#icon]]`, an icon in the text).
        let file = target.split(separator: "#", maxSplits: 1).first.map(String.init) ?? target
        let ext = (file as NSString).pathExtension.lowercased()
        if embed, imageExtensions.contains(ext) {
            // A number (`300`, `300x200`) sizes the image; other text describes it.
            let alt = label.flatMap { $0.allSatisfy { $0.isNumber || $0 == "x" } ? nil : $0 } ?? ""
            return "![\(alt)](<\(file)>)"
        }
        // A block (`#^date`) is the page's; of nested headings, the last is the section.
        if let block = target.utf8Range(of: "#^") { target = String(target[..<block.lowerBound]) }
        let headings = target.split(separator: "#", omittingEmptySubsequences: false)
        if headings.count > 2 { target = String(headings[0]) + "#" + String(headings[headings.count - 1]) }
        if target.hasPrefix("#") {
            // A heading of this page: its anchor, as the site writes it.
            let heading = String(target.dropFirst())
            guard !heading.isEmpty, let anchor = Slug.headingAnchor(heading) else { return nil }
            return "[\(label ?? heading)](#\(anchor))"
        }
        if embed, !ext.isEmpty, ext != "md" { return "[\(label ?? target)](<\(target)>)" }
        guard !target.isEmpty else { return nil }
        return "[[" + target + (label.map { "|" + $0 } ?? "") + "]]"
    }

    /// `… text. ^daily-notes-date` → `… text.`: Obsidian's id for the paragraph, not shown.
    static func withoutBlockID(_ line: String) -> String {
        guard let caret = line.utf8LastRange(of: " ^") else { return line }
        let id = line[caret.upperBound...]
        guard !id.isEmpty, id.count <= 64, id.contains(where: \.isLetter),
              id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else { return line }
        return String(line[..<caret.lowerBound])
    }
}
