/// How the syntax passes write another generator's call-out (an admonition, a directive, a GitHub alert) as a
/// Markdown quotation: its title in bold on a line of its own, then its body, every line marked.
enum Quotation {
    /// The title in bold; with `breaks`, a hard break after it, so text right below it starts a new line rather
    /// than going on in the title's paragraph.
    static func title(_ title: String, breaks: Bool) -> String {
        "**\(title)**" + (breaks ? "\\" : "")
    }

    /// `> **Title**` (or a bare `>` without a title) and the body, each line marked; one line per line given.
    static func lines(title: String?, body: [String]) -> [String] {
        let breaks = body.first.map { !$0.allSatisfy(\.isWhitespace) } ?? false
        return [title.map { "> " + Self.title($0, breaks: breaks) } ?? ">"]
            + body.map { $0.allSatisfy(\.isWhitespace) ? ">" : "> " + $0 }
    }
}
