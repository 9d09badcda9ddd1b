import Diagnostics
import Foundation
import Support
import TextAnalysis

/// Reads plain-text prose: edited transcripts and guideline pages with no markup.
///
/// The structure is recognised from the text: the first line is the title (unless it reads as a sentence);
/// paragraphs are separated by blank lines; short unpunctuated lines are headings; `1.` starts a numbered
/// step, `•` a bullet; `3.1 iOS` and `1. 最佳实践` are numbered section headings; unpunctuated lines after
/// a list are image captions. A file that bundles several pages, each introduced by a
/// `Source: … Canonical content at <url>` line, becomes one document per page plus one for the preamble.
public enum PlainTextReader {
    /// Reads one file; `manifest` supplies line-strip rules.
    public static func read(_ text: String, path: String, manifest: SiteManifest, problems: inout [Diagnostic]) -> [Document] {
        let written = TextDecoder.lines(text)
        let lines = written.map { manifest.strips($0) ? Substring("") : $0 }
        // The whole file, stripped lines too, is one author's writing (a bundle of pages too): how it spells acronyms.
        let wordForms = TitleWordForms(written)
        let chunks = splitBundle(lines)
        var documents: [Document] = []
        for (index, chunk) in chunks.enumerated() {
            let isBundlePage = chunk.sourceURL != nil
            guard var document = readChunk(lines, range: chunk.range, path: path, firstLineIsTitle: true, wordForms: wordForms) else {
                if !isBundlePage, chunks.count == 1 {
                    problems.append(.error("prose.empty", "found no paragraphs, expected prose text", source: path, line: 1))
                }
                continue
            }
            if let url = chunk.sourceURL {
                document.sourceURL = url
                document.designSystem = chunk.owner.map(designSystemName) ?? DesignSystems.name(forURL: url)
                if let slug = Slug.make(URLComponents(string: url)?.path.split(separator: "/").last.map(String.init) ?? "") {
                    document.id = slug
                }
            } else if chunks.count > 1, index == 0 {
                // The preamble of a bundle shares the bundle's attribution.
                document.designSystem = chunks.dropFirst().first?.owner.map(designSystemName)
            }
            documents.append(document)
        }
        return documents
    }

    // MARK: - Bundles

    struct Chunk {
        var range: Range<Int>
        var sourceURL: String?
        var owner: String?
    }

    private static let attribution = try! NSRegularExpression(
        pattern: #"^\s*(?:>\s*)?(?:\*\*)?Source(?:\*\*)?:\s*(.+?)\.?\s+Canonical content at\s+(\S+?)\.?\s*$"#)

    static func splitBundle(_ lines: [Substring]) -> [Chunk] {
        var chunks: [Chunk] = []
        var start = 0
        var current = Chunk(range: 0..<0)
        for (index, line) in lines.enumerated() {
            let text = String(line)
            guard let match = attribution.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
                  let owner = Range(match.range(at: 1), in: text), let url = Range(match.range(at: 2), in: text) else { continue }
            current.range = start..<index
            chunks.append(current)
            start = index + 1
            current = Chunk(range: start..<start, sourceURL: String(text[url]), owner: String(text[owner]))
        }
        current.range = start..<lines.count
        chunks.append(current)
        return chunks.filter { chunk in chunk.sourceURL != nil || lines[chunk.range].contains { !$0.allSatisfy(\.isWhitespace) } }
    }

    static func designSystemName(_ owner: String) -> String {
        var name = owner
        for suffix in [" Inc", " Inc.", " LLC", " Ltd"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
        return name
    }

    // MARK: - Blocks

    /// A run of non-blank lines.
    struct Group {
        var lines: [(text: Substring, number: Int)]
    }

    static func groups(_ lines: [Substring], range: Range<Int>) -> [Group] {
        var result: [Group] = []
        var current: [(Substring, Int)] = []
        for index in range {
            let line = lines[index]
            if line.allSatisfy(\.isWhitespace) {
                if !current.isEmpty { result.append(Group(lines: current)); current = [] }
            } else {
                current.append((line, index + 1))
            }
        }
        if !current.isEmpty { result.append(Group(lines: current)) }
        return result
    }

    /// `wordForms`: how the whole file spells words, for a title made by a title-caser.
    static func readChunk(_ lines: [Substring], range: Range<Int>, path: String, firstLineIsTitle: Bool, wordForms: TitleWordForms) -> Document? {
        var groups = groups(lines, range: range)
        // Horizontal rules separate nothing a reader needs.
        groups = groups.compactMap { group in
            let kept = group.lines.filter { !isRule($0.text) }
            return kept.isEmpty ? nil : Group(lines: kept)
        }
        guard !groups.isEmpty else { return nil }
        let language = LanguageDetector.detect(lines[range].joined(separator: "\n"))

        var title: String?
        var titleLine: Int?
        let first = groups[0].lines[0]
        let firstText = first.text.trimmingCharacters(in: .whitespaces)
        if !endsSentence(firstText), firstText.count <= 120, timedParagraph(groups[0]) == nil {
            titleLine = first.number
            if groups[0].lines.count == 1 { groups.removeFirst() } else { groups[0].lines.removeFirst() }
            title = wordForms.restore(firstText, excluding: first.text)
        }

        var blocks: [Block] = []
        // A transcript tool's export (Otter, Rev, Descript): most paragraphs open with a time mark. Each is a
        // moment of a talk; the document is a talk's text, paired with captions by its words or shown with its times.
        // A line per moment (`[00:00:03] Welcome` then `[00:00:09] Today…`) is a paragraph per moment.
        groups = groups.flatMap { group -> [Group] in
            let starts = group.lines.indices.filter { $0 > 0 && match(leadingTime, group.lines[$0].text) != nil }
            guard !starts.isEmpty, match(leadingTime, group.lines[0].text) != nil else { return [group] }
            return zip([0] + starts, starts + [group.lines.count]).map { Group(lines: Array(group.lines[$0..<$1])) }
        }
        let timed = groups.map(timedParagraph)
        let isTalk = timed.filter { $0 != nil }.count >= max(2, (groups.count + 1) / 2)
        for (index, group) in groups.enumerated() {
            if isTalk, let block = timed[index] { blocks.append(block); continue }
            let isLast = index == groups.count - 1
            blocks.append(contentsOf: classify(group, isLast: isLast, previous: blocks.last))
        }
        assignHeadingLevels(&blocks)
        for i in blocks.indices {
            // `[[id#anchor|label]]` cross-references become placeholders, resolved per page when rendering;
            // never in headings.
            let html = InlineText.html(blocks[i].text)
            blocks[i].html = blocks[i].isHeading ? html : ExplicitLinks.markup(html, line: blocks[i].line)
            blocks[i].text = ExplicitLinks.plain(InlineText.plain(blocks[i].text))
        }
        // A heading with nothing under it before the next heading of the same or higher level stays a heading
        // only when it is not the last block.
        if let last = blocks.last, last.isHeading { blocks[blocks.count - 1].kind = .paragraph }

        let id = title.flatMap(Slug.make) ?? Slug.make(Path.fileStem(path)) ?? title.flatMap(Slug.transliterated)
            ?? Slug.transliterated(Path.fileStem(path)) ?? "document"
        let summary = blocks.first { $0.kind == .paragraph }?.text
        if isTalk, title == nil { title = MarkdownReader.humanisedName(path) }
        return Document(id: id, path: path, kind: isTalk ? .session : .guideline, language: language, title: title ?? "",
                        titleLine: titleLine, summary: summary, blocks: blocks)
    }

    /// `[00:01:23]`, `(1:23)`, `01:23`, `1:02:03.5`: a time mark, whole.
    static let timeMark = try! NSRegularExpression(pattern: #"^[\[(]?((?:\d{1,2}:)?\d{1,2}:\d{2})(?:[.,]\d{1,3})?[\])]?$"#)
    /// A time mark opening a line, then the words: `[00:01:23] Ana: Welcome`, `0:15 Welcome`.
    static let leadingTime = try! NSRegularExpression(pattern: #"^\s*[\[(]?((?:\d{1,2}:)?\d{1,2}:\d{2})(?:[.,]\d{1,3})?[\])]?\s+(\S.*)$"#)
    /// A speaker line above the words, as Otter (`Ana Lee  0:15`) and Rev (`Ana Lee (00:15):`) write it.
    static let speakerTime = try! NSRegularExpression(pattern: #"^\s*(\S.{0,39}?)\s+[\[(]?((?:\d{1,2}:)?\d{1,2}:\d{2})(?:[.,]\d{1,3})?[\])]?:?\s*$"#)

    /// A paragraph of a transcript tool's export, with its time and the words (a speaker's name kept in front,
    /// `Ana: Welcome`), or nil when the paragraph opens with no time mark.
    static func timedParagraph(_ group: Group) -> Block? {
        let first = group.lines[0]
        let rest = group.lines.dropFirst().map { $0.text.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        var time: Double?, words: [String] = []
        if let parts = match(leadingTime, first.text), let t = CaptionFileReader.seconds(parts[0]) {
            time = t
            words = [parts[1].trimmingCharacters(in: .whitespaces)] + rest
        } else if !rest.isEmpty, let parts = match(timeMark, Substring(first.text.trimmingCharacters(in: .whitespaces))), let t = CaptionFileReader.seconds(parts[0]) {
            time = t
            words = rest
        } else if !rest.isEmpty, let parts = match(speakerTime, first.text), let t = CaptionFileReader.seconds(parts[1]) {
            let speaker = parts[0].trimmingCharacters(in: CharacterSet(charactersIn: " :"))
            time = t
            words = [speaker + ":"] + rest
        }
        guard let time, !words.isEmpty else { return nil }
        let text = words.joined(separator: " ")
        var block = Block(kind: .paragraph, text: text, html: InlineText.html(text), line: first.number)
        block.time = time
        return block
    }

    static func isRule(_ line: Substring) -> Bool {
        let t = line.trimmingCharacters(in: .whitespaces)
        return t.count >= 3 && (t.allSatisfy { $0 == "-" } || t.allSatisfy { $0 == "*" } || t.allSatisfy { $0 == "_" })
    }

    static let sentenceEnds: Set<Character> = [".", "!", "?", "。", "！", "？", "…", ":", "：", ";", "；", "\"", "”", "」", ")", "）"]

    static func endsSentence(_ text: String) -> Bool {
        guard let last = text.trimmingCharacters(in: .whitespaces).last else { return false }
        if last == ")" || last == "）" || last == "\"" || last == "”" {
            // "(default)" at the end of a caption is not a sentence end; a quote closing a sentence is.
            let t = text.trimmingCharacters(in: .whitespaces).dropLast()
            return t.last.map { ".!?。！？".contains($0) } ?? false
        }
        return sentenceEnds.contains(last)
    }

    static let bullet = try! NSRegularExpression(pattern: #"^\s*[•·▪◦‣\-\*]\s+(.*)$"#)
    static let numbered = try! NSRegularExpression(pattern: #"^\s*(\d{1,3})[.)]\s+(.*)$"#)
    static let sectionNumber = try! NSRegularExpression(pattern: #"^\s*(\d{1,2}(?:\.\d{1,2})+)\.?\s+(\S.*)$"#)

    static func match(_ regex: NSRegularExpression, _ text: Substring) -> [String]? {
        let s = String(text)
        guard let m = regex.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)) else { return nil }
        return (1..<m.numberOfRanges).map { Range(m.range(at: $0), in: s).map { String(s[$0]) } ?? "" }
    }

    static func wordCount(_ text: String) -> Int {
        text.split(whereSeparator: { $0.isWhitespace }).count
    }

    static func isHan(_ c: Character) -> Bool {
        c.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) || (0x3400...0x4DBF).contains($0.value) }
    }

    /// Short, unpunctuated, a handful of words: reads as a heading.
    static func looksLikeHeading(_ text: String) -> Bool {
        let t = text.trimmingCharacters(in: .whitespaces)
        guard !t.isEmpty, !endsSentence(t), !t.hasPrefix("http"), !t.hasPrefix("<") else { return false }
        if isPlatformHeading(t) { return true }
        let hanCount = t.filter(isHan).count
        if hanCount > 0 { return t.count <= 16 }
        guard let first = t.first, first.isUppercase || first.isNumber else { return false }
        return wordCount(t) <= 7
    }

    static func classify(_ group: Group, isLast: Bool, previous: Block?) -> [Block] {
        var blocks: [Block] = []
        let lines = group.lines
        // A single line: a numbered section heading, a heading, a caption or a paragraph.
        if lines.count == 1 {
            let (raw, number) = lines[0]
            let text = raw.trimmingCharacters(in: .whitespaces)
            if let parts = match(sectionNumber, raw), looksLikeHeading(parts[1]) {
                return [Block(kind: .heading(level: 2), text: parts[1], label: parts[0], line: number)]
            }
            if let parts = match(numbered, raw), looksLikeHeading(parts[1]), parts[1].contains(where: isHan) {
                // "1. 最佳实践": a numbered section, not a one-item list.
                return [Block(kind: .heading(level: 2), text: parts[1], label: parts[0], line: number)]
            }
            if let parts = match(bullet, raw) {
                return [Block(kind: .listItem(ordered: false), text: parts[0], html: InlineText.html(parts[0]), line: number)]
            }
            if let parts = match(numbered, raw) {
                return [Block(kind: .listItem(ordered: true), text: parts[1], html: InlineText.html(parts[1]), label: parts[0], line: number)]
            }
            if !isLast, looksLikeHeading(text) {
                return [Block(kind: .heading(level: 2), text: text, line: number)]
            }
            if !endsSentence(text), previous.map({ !$0.isHeading }) ?? false, !text.contains(where: isHan) {
                return [Block(kind: .caption, text: text, line: number)]
            }
            return [Block(kind: .paragraph, text: text, html: InlineText.html(text), line: number)]
        }
        // Several lines: list items (with indented continuations), captions, or a wrapped paragraph.
        let anyMarker = lines.contains { match(bullet, $0.text) != nil || match(numbered, $0.text) != nil }
        let allPunctuated = lines.allSatisfy { endsSentence(String($0.text)) }
        let nonePunctuated = lines.allSatisfy { !endsSentence(String($0.text)) }
        if anyMarker {
            var inList = false
            for (raw, number) in lines {
                if let parts = match(bullet, raw) {
                    blocks.append(Block(kind: .listItem(ordered: false), text: parts[0], line: number)); inList = true
                } else if let parts = match(numbered, raw) {
                    blocks.append(Block(kind: .listItem(ordered: true), text: parts[1], label: parts[0], line: number)); inList = true
                } else if inList, raw.first?.isWhitespace == true
                            || (raw.first?.isLowercase == true && blocks.last.map { !endsSentence($0.text) } == true),
                          var last = blocks.popLast() {
                    // An indented line, or one that goes on with an item's unfinished sentence (text from a PDF
                    // has no indentation), continues the item.
                    last.text += " " + raw.trimmingCharacters(in: .whitespaces)
                    blocks.append(last)
                } else if !endsSentence(String(raw)) {
                    blocks.append(Block(kind: .caption, text: raw.trimmingCharacters(in: .whitespaces), line: number)); inList = false
                } else {
                    blocks.append(Block(kind: .paragraph, text: raw.trimmingCharacters(in: .whitespaces), line: number)); inList = false
                }
            }
            return blocks
        }
        if nonePunctuated {
            // Unpunctuated lines after an introduction ending in a colon are a list; otherwise image captions.
            let introducesList = previous.map { $0.text.hasSuffix(":") || $0.text.hasSuffix("：") } ?? false
            return lines.map { raw, number in
                let text = raw.trimmingCharacters(in: .whitespaces)
                return Block(kind: introducesList ? .listItem(ordered: false) : .caption, text: text, line: number)
            }
        }
        if allPunctuated {
            // Every line ends a sentence: the author put one paragraph per line.
            return lines.map { raw, number in
                let text = raw.trimmingCharacters(in: .whitespaces)
                return Block(kind: .paragraph, text: text, html: InlineText.html(text), line: number)
            }
        }
        // A hard-wrapped paragraph: join lines (with no space between Han characters, nor after a word broken
        // at a hyphen: `human-` / `interface` is `human-interface`).
        var text = ""
        for (raw, _) in lines {
            let part = raw.trimmingCharacters(in: .whitespaces)
            let brokenWord = text.hasSuffix("-") && (text.dropLast().last?.isLetter ?? false) && (part.first?.isLowercase ?? false)
            if let last = text.last, let next = part.first, !(isHan(last) && isHan(next)), !brokenWord { text += " " }
            text += part
        }
        return [Block(kind: .paragraph, text: text, html: InlineText.html(text), line: lines[0].number)]
    }

    static let platformNames: Set<String> = ["ios", "ipados", "macos", "tvos", "visionos", "watchos"]

    static func isPlatformHeading(_ text: String) -> Bool {
        let parts = text.lowercased().split(whereSeparator: { ",、 /&".contains($0) }).filter { $0 != "and" && $0 != "和" }
        return !parts.isEmpty && parts.allSatisfy { platformNames.contains(String($0)) }
    }

    /// Heading levels from the text's own structure: section numbers (`3.1` is deeper than `3`); headings that
    /// only name platforms sit one level below the section that lists them; a heading repeated in a document
    /// (such as "Usage") names a part of each section rather than a section.
    static func assignHeadingLevels(_ blocks: inout [Block]) {
        let headingTexts = blocks.filter(\.isHeading).map { $0.text.lowercased() }
        var counts: [String: Int] = [:]
        for t in headingTexts { counts[t, default: 0] += 1 }
        var lastNumberedLevel: Int?
        var inPlatformSection = false
        for i in blocks.indices where blocks[i].isHeading {
            let text = blocks[i].text
            var level = 2
            if let label = blocks[i].label {
                level = min(4, 2 + label.split(separator: ".").count - 1)
                lastNumberedLevel = level
                inPlatformSection = false
            } else if let numbered = lastNumberedLevel {
                level = min(5, numbered + 1)
            } else if isPlatformHeading(text) {
                level = 3
                inPlatformSection = true
            } else if inPlatformSection {
                level = 4
            } else if counts[text.lowercased(), default: 0] > 1 {
                level = 3
            }
            blocks[i].kind = .heading(level: level)
        }
    }
}

/// Minimal inline markup for plain text: `_emphasis_`, `[text](https://…)` and bare http(s) URLs.
/// Everything else is escaped; links are only ever http, https or mailto.
public enum InlineText {
    static let pattern = try! NSRegularExpression(
        pattern: #"\[([^\]\n]+)\]\(((?:https?://|mailto:)[^)\s]+)\)|(?<![\w/])_([^_\n]+?)_(?!\w)|(https?://[^\s<>"')]+[^\s<>"').,;:!?])"#)

    public static func html(_ text: String) -> String {
        var out = ""
        var cursor = text.startIndex
        for m in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let whole = Range(m.range, in: text) else { continue }
            out += HTML.escape(String(text[cursor..<whole.lowerBound]))
            if let label = Range(m.range(at: 1), in: text), let url = Range(m.range(at: 2), in: text) {
                out += "<a href=\"\(HTML.escape(String(text[url])))\">\(HTML.escape(String(text[label])))</a>"
            } else if let em = Range(m.range(at: 3), in: text) {
                out += "<em>\(HTML.escape(String(text[em])))</em>"
            } else if let url = Range(m.range(at: 4), in: text) {
                let u = HTML.escape(String(text[url]))
                out += "<a href=\"\(u)\">\(u)</a>"
            }
            cursor = whole.upperBound
        }
        out += HTML.escape(String(text[cursor...]))
        return out
    }

    /// The text with the markup removed (for search and alignment).
    public static func plain(_ text: String) -> String {
        var out = ""
        var cursor = text.startIndex
        for m in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let whole = Range(m.range, in: text) else { continue }
            out += text[cursor..<whole.lowerBound]
            for group in [1, 3, 4] {
                if let r = Range(m.range(at: group), in: text) { out += text[r]; break }
            }
            cursor = whole.upperBound
        }
        out += text[cursor...]
        return out
    }
}

/// Path helpers local to reading.
enum Path {
    static func fileStem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
