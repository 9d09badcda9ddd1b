/// An image written as HTML with its explanation in a `description` attribute (Ant Design's and dumi's do-and-don't
/// previews: `<img alt="Do" description="Emphasize the primary action." …>`), which their site shows under the
/// picture. Markdown keeps no unknown attribute, so the explanation (the guideline itself) was lost: it becomes a
/// paragraph under the image, led by the image's label when that is a verdict ("Do", "Don't").
enum ImageDescriptionConverter {
    /// Labels that say what the picture shows is right or wrong: they lead its explanation.
    static let verdicts: Set<String> = ["do", "don't", "dont", "don’t", "good", "bad", "correct", "incorrect", "wrong", "right",
                                        "yes", "no", "caution", "avoid", "推荐", "不推荐", "正确", "错误", "建议", "不建议", "正确示范", "错误示范",
                                        "推荐示范", "不推荐示范", "正例", "反例"]

    static func markdown(_ text: String) -> String {
        guard text.utf8Contains("description=") else { return text }
        var out: [String] = []
        var code = CodeFenceTracker()
        var changed = false
        for line in text.lineComponents {
            let indent = String(line.prefix { $0 == " " || $0 == "\t" })
            let tag = line.dropFirst(indent.count)
            guard !code.isCode(line), tag.lowercased().hasPrefix("<img "), tag.hasSuffix(">"),
                  let (described, without) = Self.description(in: String(tag)) else { out.append(line); continue }
            let alt = CustomElementConverter.attributes(without)["alt"]?.trimmingCharacters(in: .whitespaces) ?? ""
            // A Chinese label takes a full-width colon, as Chinese text writes it.
            let colon = alt.unicodeScalars.contains { $0.value >= 0x3400 && $0.value <= 0x9FFF } ? "：" : ":"
            let lead = verdicts.contains(alt.lowercased()) ? "**\(alt)\(colon)** " : ""
            // Its own paragraph after the image: an empty line ends the HTML block the image starts.
            out += [indent + without, "", indent + lead + described, ""]
            changed = true
        }
        return changed ? out.joined(separator: "\n") : text
    }

    /// The `description` attribute's value and the tag without it, or nil when the tag has none (or an empty one).
    static func description(in tag: String) -> (String, String)? {
        guard let start = tag.range(of: " description=") else { return nil }
        let after = tag[start.upperBound...]
        guard let quote = after.first, quote == "\"" || quote == "'",
              let close = after.dropFirst().firstIndex(of: quote) else { return nil }
        let value = after[after.index(after: after.startIndex)..<close].trimmingCharacters(in: .whitespacesAndNewlines)
        guard !value.isEmpty else { return nil }
        return (value, String(tag[..<start.lowerBound] + tag[tag.index(after: close)...]))
    }
}
