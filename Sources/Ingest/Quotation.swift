import Markup

/// How the syntax passes write another generator's call-out (an admonition, a directive, a GitHub alert) as a
/// Markdown quotation: its title in bold on a line of its own, then its body, every line marked. A call-out's kind
/// leads the title as GitHub writes an alert's (`[!warning] **Careful**`); the Markdown converter takes it off and
/// keeps it on the quotation (`MarkdownBlock.callout`), so the kind is styled rather than lost.
enum Quotation {
    /// The title in bold, after the call-out's `kind` when given; with `breaks`, a hard break after it, so text
    /// right below it starts a new line rather than going on in the title's paragraph.
    static func title(_ title: String, breaks: Bool, kind: String? = nil) -> String {
        (kind.flatMap(marker) ?? "") + "**\(title)**" + (breaks ? "\\" : "")
    }

    /// The title a call-out of `kind` shows when it gives none: the kind with a capital ("Tip", "Warning"), which
    /// the page's language may translate later (`MarkdownReader.localizeCalloutTitles`).
    static func defaultTitle(_ kind: some StringProtocol) -> String { kind.prefix(1).uppercased() + kind.dropFirst() }

    /// `[!warning] `, the kind's marker, for a kind in letters, digits, `-` and `_`; nil for any other.
    static func marker(_ kind: String) -> String? {
        CommonMarkConverter.isCalloutKind(kind) ? "[!\(kind.lowercased())] " : nil
    }

    /// Whether `line` starts a block of its own rather than going on in a paragraph above it.
    static func startsBlock(_ line: String) -> Bool {
        let t = line.drop { $0 == " " }
        if t.hasPrefix("#") || t.hasPrefix("```") || t.hasPrefix("~~~") || t.hasPrefix(">") || t.hasPrefix("|") { return true }
        return isListItem(t)
    }

    /// Whether a line, its indentation dropped, opens a list item: `- `, `* `, `+ `, or up to nine digits then `. `
    /// or `) `.
    static func isListItem(_ t: Substring) -> Bool {
        if let first = t.first, "-*+".contains(first), t.dropFirst().first == " " { return true }
        let digits = t.prefix { $0.isASCII && $0.isNumber }
        return !digits.isEmpty && digits.count <= 9 && [".", ")"].contains(t.dropFirst(digits.count).first) && t.dropFirst(digits.count + 1).first == " "
    }

    /// `> **Title**` (or a bare `>` without a title) and the body, each line marked; one line per line given.
    static func lines(title: String?, body: [String], kind: String? = nil) -> [String] {
        // A break only before text that would go on in the title's paragraph: before a list, a heading or a fence
        // a backslash would show as itself.
        // Nor before raw HTML or another generator's tag (Kubernetes' `<!--` English original, `{{< feature-state >}}`),
        // which later passes take out: the title's paragraph then ended in a backslash (312 call-outs).
        let breaks = body.first.map { line in
            let t = line.drop { $0 == " " }
            return !t.isEmpty && !startsBlock(line) && !t.hasPrefix("<") && !t.hasPrefix("{{") && !t.hasPrefix("{%")
        } ?? false
        let untitled = kind.flatMap(marker).map { "> " + $0.trimmingCharacters(in: .whitespaces) } ?? ">"
        return [title.map { "> " + Self.title($0, breaks: breaks, kind: kind) } ?? untitled]
            + body.map { $0.allSatisfy(\.isWhitespace) ? ">" : "> " + $0 }
    }
}
