import Diagnostics
import Foundation
import Support
import TextAnalysis

/// Reads a Markdown file that carries a page in two languages, and returns the two language versions as
/// two documents whose blocks are linked by construction (`Block.counterpartLine`).
///
/// Two formats people publish are recognised:
/// - **comments**: each source line is kept as a Markdown comment `[en]: <> (English text)` right above its
///   translation (several comments in a row go with the same number of lines after them, as in a list);
/// - **interleaved**: each block is followed by its translation (`# Search fields`, `# 搜索栏`, paragraph,
///   paragraph…), recognised when most blocks alternate between a Latin-script and a Han-script language.
///
/// Both versions are read by `MarkdownReader` from texts with the file's line numbers, so diagnostics and
/// anchors name lines of the file.
public enum BilingualMarkdownReader {
    /// Larger files are not read as bilingual pages (the comments format is scanned line by line; a
    /// runaway file should not stall the build): they are read as ordinary Markdown with a warning.
    public static let maximumSize = 2 << 20

    public enum Format: Sendable, Equatable { case comments(language: String), interleaved, sections }

    /// The bilingual format of `text`, nil for an ordinary Markdown page.
    public static func format(of text: String) -> Format? {
        if text.utf8Contains("\n## "), Set(TextDecoder.lines(text).compactMap(sectionLanguage)).count >= 2 { return .sections }
        var comments = 0, language: String?
        for line in TextDecoder.lines(text) where line.hasPrefix("[") {
            if let c = comment(line) {
                comments += 1
                language = language ?? c.language
                if comments >= 3 { return .comments(language: language ?? "en") }
            }
        }
        return interleavedShare(text) ? .interleaved : nil
    }

    /// The two versions (source first, translation second), or nil when `text` is not bilingual.
    public static func read(_ text: String, path: String, manifest: SiteManifest, problems: inout [Diagnostic]) -> [Document]? {
        guard let format = format(of: text) else { return nil }
        if text.utf8.count > maximumSize {
            problems.append(.warning("bilingual.tooLarge",
                                     "found a bilingual file of \(text.utf8.count >> 10) KiB, expected at most \(maximumSize >> 10) KiB; read as one page in one language",
                                     source: path, line: 1))
            return nil
        }
        switch format {
        case .comments(let language): return readComments(text, sourceLanguage: language, path: path, manifest: manifest, problems: &problems)
        case .interleaved: return readInterleaved(text, path: path, manifest: manifest, problems: &problems)
        case .sections: return readSections(text, path: path, manifest: manifest, problems: &problems)
        }
    }

    // MARK: - Sections format

    /// `## zh-CN`, `## en-US`: a heading that is only a language's tag (Ant Design's and Arco's demo files).
    static func sectionLanguage(_ line: Substring) -> String? {
        guard line.hasPrefix("#") else { return nil }
        let tag = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
        guard line.dropFirst(line.prefix { $0 == "#" }.count).first == " ", tag.count >= 2, tag.count <= 7,
              tag.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "-" || $0 == "_") }),
              LanguageFolders.isCode(tag.lowercased()),
              // With its region or script (`zh-CN`), or a bare code in lower case: "## It" and "## No" are words.
              tag.contains("-") || tag.contains("_") || ["en", "zh", "ja", "ko"].contains(tag) else { return nil }
        return tag
    }

    /// A file of language sections (`## zh-CN` … `## en-US` …) and code both share: each section is its language's
    /// version, with what precedes the first section and every code block; the front matter's title may be a map
    /// by language (`title: {zh-CN: 基本用法, en-US: Basic}`). English, when there, is the source.
    static func readSections(_ text: String, path: String, manifest: SiteManifest, problems: inout [Diagnostic]) -> [Document]? {
        let lines = TextDecoder.lines(text).map(String.init)
        var order: [String] = []  // the languages, as the sections first name them
        for line in lines { if let tag = sectionLanguage(Substring(line)), !order.contains(tag) { order.append(tag) } }
        guard order.count >= 2 else { return nil }
        let sourceTag = order.first { TranscriptReader.languageTag($0) == "en" } ?? order[0]
        guard let translationTag = order.first(where: { TranscriptReader.languageTag($0) != TranscriptReader.languageTag(sourceTag) }) else { return nil }
        var source = [String](repeating: "", count: lines.count), translation = source
        var current: String?
        var code = CodeFenceTracker()
        var frontMatterEnd = 0
        if lines.first == "---", let close = lines.dropFirst().firstIndex(of: "---") { frontMatterEnd = close + 1 }
        for (k, line) in lines.enumerated() {
            if k < frontMatterEnd {
                source[k] = line; translation[k] = line
                continue
            }
            let inCode = code.isCode(line)
            if !inCode, let tag = sectionLanguage(Substring(line)) { current = tag; continue }
            // Code belongs to both (a demo's source follows its descriptions); text to its section.
            if inCode || current == nil { source[k] = line; translation[k] = line; continue }
            if current == sourceTag { source[k] = line } else if current == translationTag { translation[k] = line }
        }
        titled(&source, language: sourceTag, frontMatterEnd: frontMatterEnd)
        titled(&translation, language: translationTag, frontMatterEnd: frontMatterEnd)
        guard var versions = makeVersions(source: source, translation: translation, sourceLanguage: sourceTag, counterpart: { _ in nil },
                                              path: path, manifest: manifest, problems: &problems) else { return nil }
        versions[1].language = TranscriptReader.languageTag(translationTag)
        versions[1].languageDeclared = true
        versions[0].languageDeclared = true
        return versions
    }

    /// The front matter's `title` as a map by language (`title:` then `  zh-CN: 基本用法` lines, or
    /// `title: {zh-CN: …, en-US: …}`) becomes the title in `language`.
    static func titled(_ lines: inout [String], language: String, frontMatterEnd: Int) {
        guard frontMatterEnd > 0, let k = lines[..<frontMatterEnd].firstIndex(where: { $0.hasPrefix("title:") }) else { return }
        let value = lines[k].dropFirst("title:".count).trimmingCharacters(in: .whitespaces)
        var entries: [(key: String, value: String, line: Int?)] = []
        if value.hasPrefix("{"), value.hasSuffix("}") {
            for pair in value.dropFirst().dropLast().split(separator: ",") {
                let parts = pair.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                if parts.count == 2 { entries.append((parts[0], parts[1], nil)) }
            }
        } else if value.isEmpty {
            var j = k + 1
            while j < frontMatterEnd, lines[j].hasPrefix(" ") || lines[j].hasPrefix("\t") {
                let parts = lines[j].split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                if parts.count == 2 { entries.append((parts[0], parts[1], j)) }
                j += 1
            }
        }
        guard let chosen = entries.first(where: { $0.key.lowercased() == language.lowercased() }) else { return }
        lines[k] = "title: " + chosen.value
        for entry in entries { if let line = entry.line { lines[line] = "" } }
    }

    // MARK: - Comments format

    /// `[en]: <> (text)` → ("en", "text").
    static func comment(_ line: Substring) -> (language: String, text: String)? {
        let t = line.trimmingCharacters(in: .whitespaces)
        guard t.hasPrefix("["), let close = t.firstIndex(of: "]") else { return nil }
        let tag = t[t.index(after: t.startIndex)..<close]
        guard !tag.isEmpty, tag.count <= 12, tag.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "-") }) else { return nil }
        var rest = t[t.index(after: close)...]
        guard rest.hasPrefix(":") else { return nil }
        rest = rest.dropFirst().drop(while: { $0 == " " })
        guard rest.hasPrefix("<>") else { return nil }
        rest = rest.dropFirst(2).drop(while: { $0 == " " })
        guard rest.hasPrefix("("), rest.hasSuffix(")") else { return nil }
        return (String(tag), String(rest.dropFirst().dropLast()))
    }

    static let htmlHeading = try! NSRegularExpression(pattern: #"^\s*<h([1-6])\b[^>]*>(.*?)</h\1>\s*$"#)
    static let marker = try! NSRegularExpression(pattern: #"^(\s*(?:#{1,6}\s+|[*+-]\s+|\d{1,9}[.)]\s+|>\s?)*)"#)

    /// A line with an HTML heading rewritten as a Markdown heading; the Markdown prefix (heading, list, quote
    /// markers) and the rest.
    static func split(_ line: String) -> (prefix: String, text: String) {
        let ns = line as NSString
        if let m = htmlHeading.firstMatch(in: line, range: NSRange(location: 0, length: ns.length)) {
            let level = Int(ns.substring(with: m.range(at: 1))) ?? 2
            let inner = ns.substring(with: m.range(at: 2)).replacingOccurrences(of: #"<[^>]+>"#, with: "", options: .regularExpression)
            return (String(repeating: "#", count: level) + " ", inner)
        }
        let m = marker.firstMatch(in: line, range: NSRange(location: 0, length: ns.length))
        let length = m?.range.length ?? 0
        return (ns.substring(to: length), ns.substring(from: length))
    }

    /// The translation line's Markdown prefix for its source text, without the markers the source text writes
    /// itself: "#### 1. 容器" with the comment "1. Container" is the heading "#### 1. Container", not "1. 1. Container".
    static func sharedPrefix(_ prefix: String, _ english: String) -> String {
        let own = split(english).prefix.trimmingCharacters(in: .whitespaces)
        guard !own.isEmpty, let cut = prefix.range(of: own, options: .backwards),
              prefix[cut.upperBound...].allSatisfy(\.isWhitespace) else { return prefix }
        return String(prefix[..<cut.lowerBound])
    }

    /// A line that holds no text of either language: markup, an image, a rule or a fence.
    static func isStructure(_ line: String) -> Bool {
        let t = line.trimmingCharacters(in: .whitespaces)
        return t.isEmpty || t.hasPrefix("<") || t.hasPrefix("![") || t.hasPrefix("```") || t.hasPrefix("~~~")
            || t.allSatisfy { "-*_=|: ".contains($0) }
    }

    static func hasHan(_ s: some StringProtocol) -> Bool { s.unicodeScalars.contains { Tokenizer.isCJK($0.value) } }

    static func readComments(_ text: String, sourceLanguage: String, path: String, manifest: SiteManifest,
                             problems: inout [Diagnostic]) -> [Document]? {
        let lines = TextDecoder.lines(text).map(String.init)
        var source = [String](repeating: "", count: lines.count)
        var translation = [String](repeating: "", count: lines.count)
        var paired = Set<Int>()
        var i = 0
        while i < lines.count {
            guard comment(lines[i][...]) != nil else {
                // Structure (HTML, images, blank lines) goes to both versions; translated text only to its own.
                translation[i] = lines[i]
                if isStructure(lines[i]) { source[i] = lines[i] }
                i += 1
                continue
            }
            var texts: [String] = []
            while i < lines.count, let c = comment(lines[i][...]) { texts.append(c.text); i += 1 }
            var j = i
            for english in texts {
                while j < lines.count, lines[j].trimmingCharacters(in: .whitespaces).isEmpty { j += 1 }
                guard j < lines.count, comment(lines[j][...]) == nil else { break }
                let (prefix, rest) = split(lines[j])
                translation[j] = prefix + rest
                source[j] = sharedPrefix(prefix, english) + english
                paired.insert(j + 1)
                j += 1
            }
            // Lines between the comments and their last translated line were handled; continue after them.
            i = max(i, j)
        }
        return makeVersions(source: source, translation: translation, sourceLanguage: sourceLanguage,
                            counterpart: { paired.contains($0) ? $0 : nil }, path: path, manifest: manifest, problems: &problems)
    }

    // MARK: - Interleaved format

    /// Top-level Markdown blocks: (first line, last line) 0-based, split at blank lines.
    static func chunks(_ lines: [String]) -> [(start: Int, end: Int)] {
        var result: [(Int, Int)] = []
        var start: Int?
        var fence = false
        for (k, line) in lines.enumerated() {
            let t = Whitespace.trimmedSpaces(line)
            if t.hasPrefix("```") || t.hasPrefix("~~~") { fence.toggle() }
            if t.isEmpty && !fence {
                if let s = start { result.append((s, k - 1)); start = nil }
            } else if start == nil {
                start = k
            } else if !fence, t.hasPrefix("#") || t.hasPrefix("- ") || t.hasPrefix("* ") {
                // A heading or list item on its own line starts its own block even without a blank line.
                if let s = start { result.append((s, k - 1)) }
                start = k
            }
        }
        if let s = start { result.append((s, lines.count - 1)) }
        return result
    }

    /// The script of a chunk of an interleaved file.
    enum ChunkScript: Equatable {
        case latin, han
        /// One line in both languages (`# Search bar 搜索栏`), split into the line each version keeps.
        case both(latin: String, han: String)
    }

    /// Each chunk's script (nil: no letters). A one-line chunk that is Latin then Han (or Han then Latin) is in
    /// both languages where a new pair starts (not right after a Latin chunk, where a Han line is its translation).
    static func chunkScripts(_ lines: [String], _ chunks: [(start: Int, end: Int)]) -> [ChunkScript?] {
        var result: [ChunkScript?] = []
        var previous: ChunkScript?
        for c in chunks {
            var script: ChunkScript? = isHan(lines[c.start...c.end].joined(separator: "\n")).map { $0 ? .han : .latin }
            if c.start == c.end, previous != .latin, let halves = bothLanguages(lines[c.start]) {
                script = .both(latin: halves.latin, han: halves.han)
            }
            result.append(script)
            if script != nil { previous = script }
        }
        return result
    }

    /// A line made of a Latin-script part and a Han part, one after the other (`## Scope bar 范围栏`,
    /// `搜索栏 (Search bar)`), as the two lines each version keeps (a heading's `#`s on both); nil for anything else.
    static func bothLanguages(_ line: String) -> (latin: String, han: String)? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        let hashes = trimmed.prefix { $0 == "#" }
        let prefix = hashes.isEmpty ? "" : hashes + " "
        let body = Array(trimmed.dropFirst(hashes.count).trimmingCharacters(in: .whitespaces))
        guard body.count <= 160 else { return nil }
        // Each character: Han (true), a Latin letter (false), or neither (spaces, digits, punctuation).
        let kinds: [Bool?] = body.map { c in
            if c.unicodeScalars.contains(where: { Tokenizer.isCJK($0.value) }) { return true }
            return c.isLetter ? false : nil
        }
        let lettered = kinds.indices.filter { kinds[$0] != nil }
        guard let first = lettered.first else { return nil }
        var changes = 0, boundary = 0
        for (a, b) in zip(lettered, lettered.dropFirst()) where kinds[a] != kinds[b] {
            changes += 1
            boundary = b
        }
        guard changes == 1 else { return nil }
        let separators = CharacterSet(charactersIn: " /|-–—:：()（）[]【】·")
        let head = String(body[..<boundary]).trimmingCharacters(in: separators)
        let tail = String(body[boundary...]).trimmingCharacters(in: separators)
        guard head.filter(\.isLetter).count >= 2, tail.filter(\.isLetter).count >= 2 else { return nil }
        let (latin, han) = kinds[first] == false ? (head, tail) : (tail, head)
        return (prefix + latin, prefix + han)
    }

    /// Whether a chunk is mostly Han script (nil when it has no letters: an image, a rule, code). Link targets
    /// and bare URLs are not text: a Japanese list of links (`- [公式ドキュメント](https://docs.example.com/…)`)
    /// is Japanese.
    static func isHan(_ text: some StringProtocol) -> Bool? {
        var han = 0, latin = 0
        var previous: Unicode.Scalar = " ", inTarget = false, inURL = false, inCode = false
        for s in text.unicodeScalars {
            defer { previous = s }
            // Inline code is in no language: tldr's `df -k` under each Japanese line made its pages read as bilingual.
            if s == "`" { inCode.toggle(); continue }
            if inCode { continue }
            if inTarget { if s == ")" { inTarget = false }; continue }
            // A URL ends at a space, a bracket or the first character that is not ASCII (`…，它是` goes on in Chinese).
            if inURL { if s == " " || s == "\n" || s == ">" || s == ")" || !s.isASCII { inURL = false } else { continue } }
            if s == "(" && previous == "]" { inTarget = true; continue }
            if s == "/" && previous == ":" { inURL = true; continue }  // `https://…`: its scheme's letters are few
            if Tokenizer.isCJK(s.value) { han += 1 } else if s.properties.isAlphabetic { latin += 1 }
        }
        if han + latin < 2 { return nil }
        return han * 4 >= latin
    }

    static func interleavedShare(_ text: String) -> Bool {
        guard text.utf8.count <= 4 * maximumSize else { return false }
        // No byte that can lead a character `Tokenizer.isCJK` counts (U+3000–U+9FFF: E3–E9, U+F900–U+FAFF: EF,
        // U+20000 and up: F0): no Chinese chunk to alternate with.
        guard text.utf8.contains(where: { ($0 >= 0xE3 && $0 <= 0xE9) || $0 == 0xEF || $0 == 0xF0 }) else { return false }
        var lines = TextDecoder.lines(text).map(String.init)
        // Front matter is the page's settings, not one of its blocks.
        for k in 0..<TemplateTagStripper.frontMatterEnd(lines) { lines[k] = "" }
        let cs = chunks(lines)
        let lettered = zip(cs, chunkScripts(lines, cs)).compactMap { chunk, script -> (han: Bool, kind: String)? in
            switch script {
            case .latin: (false, blockKind(lines[chunk.start]))
            case .han: (true, blockKind(lines[chunk.start]))
            default: nil
            }
        }
        guard lettered.count >= 6 else { return false }
        // Alternation: Latin followed by Han, a block and its translation, so of one kind (a heading's is a heading
        // of its level). A page mostly in one language, quoting a few lines of the other, fails; so does a Chinese
        // page whose sections have English names over Chinese tables (TDesign's `## Props` … `## Events`).
        var pairs = 0, k = 0
        while k + 1 < lettered.count {
            if !lettered[k].han && lettered[k + 1].han && lettered[k].kind == lettered[k + 1].kind { pairs += 1; k += 2 } else { k += 1 }
        }
        return Double(pairs * 2) >= 0.8 * Double(lettered.count)
    }

    /// What a chunk's first line starts: a heading of its level, a table, a list item, a quotation or a paragraph.
    static func blockKind(_ line: String) -> String {
        let t = line.drop { $0 == " " }
        if t.hasPrefix("#") { return String(t.prefix { $0 == "#" }) }
        if t.hasPrefix("|") { return "table" }
        if t.hasPrefix(">") { return "quote" }
        if t.hasPrefix("- ") || t.hasPrefix("* ") || t.hasPrefix("+ ") { return "list" }
        let digits = t.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, [".", ")"].contains(t.dropFirst(digits.count).first) { return "list" }
        return "paragraph"
    }

    static func readInterleaved(_ text: String, path: String, manifest: SiteManifest, problems: inout [Diagnostic]) -> [Document]? {
        let lines = TextDecoder.lines(text).map(String.init)
        var source = [String](repeating: "", count: lines.count)
        var translation = [String](repeating: "", count: lines.count)
        var counterpart: [Int: Int] = [:]  // 1-based line of a translation chunk → line of its source chunk
        let cs = chunks(lines)
        var previousLatin: Int?
        for (c, script) in zip(cs, chunkScripts(lines, cs)) {
            switch script {
            case .han:
                for k in c.start...c.end { translation[k] = lines[k] }
                if let p = previousLatin { counterpart[c.start + 1] = p + 1; previousLatin = nil }
            case .latin:
                for k in c.start...c.end { source[k] = lines[k] }
                previousLatin = c.start
            case .both(let latin, let han):
                // `# Search bar 搜索栏`: each version takes its half of the line.
                source[c.start] = latin
                translation[c.start] = han
                counterpart[c.start + 1] = c.start + 1
                previousLatin = nil
            case .none:
                for k in c.start...c.end { source[k] = lines[k]; translation[k] = lines[k] }
            }
        }
        return makeVersions(source: source, translation: translation, sourceLanguage: "en",
                            counterpart: { counterpart[$0] }, path: path, manifest: manifest, problems: &problems)
    }

    // MARK: - Both formats

    static func makeVersions(source: [String], translation: [String], sourceLanguage: String, counterpart: (Int) -> Int?,
                             path: String, manifest: SiteManifest, problems: inout [Diagnostic]) -> [Document]? {
        var ignored: [Diagnostic] = []
        // Front matter stays with both versions (title, id); the translation's own title comes from its heading.
        guard var s = MarkdownReader.read(source.joined(separator: "\n"), path: path, manifest: manifest, problems: &problems),
              var t = MarkdownReader.read(translation.joined(separator: "\n"), path: path, manifest: manifest, problems: &ignored) else { return nil }
        // The translation's problems repeat the source's, but for what is only in it (`{do}` labels stay out of comments).
        let reported = Set(problems.map(\.identifier))
        problems += ignored.filter { $0.identifier == "markdown.placeholder" && !reported.contains($0.identifier) }
        s.language = Slug.isLanguageTag(sourceLanguage) ? TranscriptReader.languageTag(sourceLanguage) : "en"
        if t.language == s.language { t.language = TranslationLanguages.other(than: s.language) }
        t.id = s.id
        t.translationOf = s.id
        t.sourceURL = nil
        let sourceLines = Dictionary(s.blocks.map { ($0.line, $0.line) }, uniquingKeysWith: { a, _ in a })
        for k in t.blocks.indices {
            if let line = counterpart(t.blocks[k].line), sourceLines[line] != nil { t.blocks[k].counterpartLine = line }
        }
        return [s, t]
    }
}

enum TranslationLanguages {
    /// The translation's language when detection gave the source's: Chinese for a Latin source.
    static func other(than language: String) -> String { language == "zh-Hans" ? "en" : "zh-Hans" }
}
