import FileIO

/// Arco Design's component pages (`arco-markdown-loader`): `README.en-US.md` holds `%%Content%%` where the site shows
/// the component's demos, one Markdown file each in `__demo__/` beside it, every one in both languages (its title in
/// front matter by language, its description under `## zh-CN` and `## en-US`, then its code). The page gets the
/// demos of its language in their `order`: a title, the description and the code, as dumi's demos
/// (`PartialInliner`); the demo files are the page's, not pages of their own (Arco's 700 demos were 700 pages).
/// The page's opening, a fence of five backticks around its category, its title and its lead, is that Markdown.
public enum ArcoDemoInliner {
    /// The marker line, alone on its line.
    static let marker = "%%Content%%"

    /// `text` with its demos in place of the marker, and the content paths of the demo files used; `list` gives a
    /// content folder's file names (empty when it has none).
    static func inline(_ text: String, path: String, read: (String) -> String?, list: (String) -> [String]) -> (text: String, included: [String]) {
        guard text.utf8Contains(marker) else { return (text, []) }
        let folder = FileIO.Path.join(FileIO.Path.parent(path), "__demo__")
        let files = list(folder).filter { FileIO.Path.fileExtension($0) == "md" }
        guard !files.isEmpty else { return (text, []) }
        let language = LanguageFolders.fileNameLanguage(path) ?? "en"
        var demos: [(order: Double, name: String, lines: [String])] = []
        var included: [String] = []
        for name in files {
            let demoPath = FileIO.Path.join(folder, name)
            guard let source = read(demoPath) else { continue }
            included.append(demoPath)
            let demo = Self.demo(source, language: language)
            demos.append((demo.order ?? .infinity, name, demo.lines))
        }
        demos.sort { ($0.order, $0.name) < ($1.order, $1.name) }
        var out: [String] = []
        var code = CodeFenceTracker()
        var replaced = false
        for line in TextDecoder.lines(text).map(String.init) {
            if !code.isCode(line), !replaced, line.trimmingCharacters(in: .whitespaces) == marker {
                replaced = true
                for demo in demos { out += [""] + demo.lines + [""] }
                continue
            }
            out.append(line)
        }
        return replaced ? (out.joined(separator: "\n"), included) : (text, [])
    }

    /// One demo as the page of `language` shows it: its title (bold), its description and its code blocks; its order.
    static func demo(_ text: String, language: String) -> (order: Double?, lines: [String]) {
        var lines = TextDecoder.lines(text).map(String.init)
        var order: Double?, titles: [String: String] = [:], plainTitle: String?
        let bodyStart = TemplateTagStripper.frontMatterEnd(lines)
        var inTitle = false
        for line in lines[..<bodyStart] where line != "---" {
            let indented = line.hasPrefix(" ") || line.hasPrefix("\t")
            let parts = line.trimmingCharacters(in: .whitespaces).split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { continue }
            if indented, inTitle {
                titles[String(parts[0].prefix { $0 != "-" && $0 != "_" }).lowercased()] = unquoted(parts[1])
            } else if !indented {
                inTitle = parts[0] == "title" && parts[1].isEmpty
                if parts[0] == "order" { order = Double(parts[1]) }
                if parts[0] == "title", !parts[1].isEmpty { plainTitle = unquoted(parts[1]) }
            }
        }
        lines.removeFirst(bodyStart)
        // The description: the language's section (or, without sections, all prose); the code: every fenced block.
        var prose: [String: [String]] = [:], code: [String] = []
        var section = "", fence = CodeFenceTracker()
        for line in lines {
            if fence.isCode(line) { code.append(line); continue }
            if let tag = BilingualMarkdownReader.sectionLanguage(Substring(line)) { section = LanguageFolders.primarySubtag(ofCode: tag); continue }
            prose[section, default: []].append(line)
        }
        let chosen = prose[language] ?? prose["en"] ?? prose[""] ?? []
        func trimmed(_ l: [String]) -> [String] {
            Array(l.drop { $0.allSatisfy(\.isWhitespace) }.reversed().drop { $0.allSatisfy(\.isWhitespace) }.reversed())
        }
        let title = titles[language] ?? titles["en"] ?? plainTitle ?? titles.values.sorted().first
        var out: [String] = title.map { ["**" + $0 + "**", ""] } ?? []
        let description = trimmed(chosen)
        if !description.isEmpty { out += description + [""] }
        out += trimmed(code)
        return (order, trimmed(out))
    }

    static func unquoted(_ value: String) -> String {
        guard value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first else { return value }
        return String(value.dropFirst().dropLast())
    }

    /// The page's opening fence (five backticks or more, no language, first in the body) around its category line,
    /// its `#` title and its lead, as that Markdown without the category; other text as it is.
    public static func markdown(_ text: String) -> String {
        guard text.utf8Contains("`````") else { return text }
        var lines = TextDecoder.lines(text).map(String.init)
        var start = TemplateTagStripper.frontMatterEnd(lines)
        while start < lines.count, lines[start].allSatisfy(\.isWhitespace) { start += 1 }
        guard start < lines.count else { return text }
        let open = lines[start].trimmingCharacters(in: .whitespaces)
        guard open.count >= 5, open.allSatisfy({ $0 == "`" }),
              let close = lines[(start + 1)...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == open }),
              lines[(start + 1)..<close].contains(where: { $0.hasPrefix("# ") }) else { return text }
        lines[start] = ""
        lines[close] = ""
        // The category (`Component / General`), a breadcrumb the site draws above the title.
        if let first = lines[(start + 1)..<close].firstIndex(where: { !$0.allSatisfy(\.isWhitespace) }),
           !lines[first].hasPrefix("#"), lines[first].contains(" / ") || lines[first].contains("/") && lines[first].count < 40 {
            lines[first] = ""
        }
        return lines.joined(separator: "\n")
    }
}
