/// Documentalist's Markdown (Palantir's Blueprint): headings written `@# Alert` and `@## Props`, and tags on lines
/// of their own for what its site generates (`@reactExample AlertExample`, `@interface AlertProps`, `@page dialog`,
/// `@css`): headings become Markdown headings, the tags go. Read only in files that open with `@# `.
public enum DocumentalistConverter {
    static let tags: Set<String> = ["@reactExample", "@interface", "@page", "@css", "@reactDocs", "@method", "@tag", "@see"]

    public static func markdown(_ text: String) -> String {
        guard text.hasPrefix("@# ") || text.utf8Contains("\n@# ") else { return text }
        var lines = text.lineComponents
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

/// mdBook's listings in the Rust book: `<Listing number="4-1" file-name="src/main.rs" caption="A variable and the
/// scope in which it is valid">` around a code block, `</Listing>` after it. The caption and file name are shown
/// (before, the wrapper went with them: 61 captions and 47 file names of the book's English chapters).
public enum MdBookListingConverter {
    public static func markdown(_ text: String) -> String {
        guard text.utf8Contains("<Listing") else { return text }
        return CodeFenceTracker.mappingProse(text) { line in
            let t = line.trimmingCharacters(in: .whitespaces)
            if t == "</Listing>" { return "" }
            guard t.hasPrefix("<Listing"), t.hasSuffix(">") else { return nil }
            func attribute(_ key: String) -> String? {
                guard let start = t.range(of: " \(key)=\""), let end = t[start.upperBound...].firstIndex(of: "\"") else { return nil }
                return String(t[start.upperBound..<end])
            }
            var parts: [String] = []
            if let number = attribute("number") {
                parts.append("**Listing \(number)**" + (attribute("caption").map { ": " + $0 } ?? ""))
            } else if let caption = attribute("caption") {
                parts.append(caption)
            }
            if let file = attribute("file-name") { parts.append("Filename: `\(file)`") }
            return parts.joined(separator: " · ")
        }
    }
}
