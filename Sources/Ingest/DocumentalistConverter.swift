/// Documentalist's Markdown (Palantir's Blueprint): headings written `@# Alert` and `@## Props`, and tags on lines
/// of their own for what its site generates (`@reactExample AlertExample`, `@interface AlertProps`, `@page dialog`,
/// `@css`): headings become Markdown headings, the tags go. Read only in files that open with `@# `.
public enum DocumentalistConverter {
    static let tags: Set<String> = ["@reactExample", "@interface", "@page", "@css", "@reactDocs", "@method", "@tag", "@see"]

    public static func markdown(_ text: String) -> String {
        guard text.hasPrefix("@# ") || text.contains("\n@# ") else { return text }
        var lines = text.components(separatedBy: "\n")
        var code = CodeFenceTracker()
        for i in lines.indices where !code.isCode(lines[i]) && lines[i].hasPrefix("@") {
            let line = lines[i]
            if line.hasPrefix("@#") {
                lines[i] = String(line.dropFirst())
            } else if let word = line.split(separator: " ").first, tags.contains(String(word)) {
                lines[i] = ""
            }
        }
        return lines.joined(separator: "\n")
    }
}
