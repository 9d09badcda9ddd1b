import Diagnostics
import Foundation
import Markup
import TextAnalysis

/// Reads Markdown pages (GitHub-flavoured, through cmark-gfm) with optional YAML front matter.
///
/// Front matter keys: `title`, `lang`/`language`, `id`, `kind`, `translationOf`, `session`, `designSystem`,
/// `source`/`url`. Also accepted: a header without its closing `---` (ends at the first blank line), and
/// `**[m:ss]**` marks that give a paragraph's start time in a talk's prose.
public enum MarkdownReader {
    public static func read(_ text: String, path: String, manifest: SiteManifest, problems: inout [Diagnostic]) -> Document? {
        let allLines = TextDecoder.lines(text)
        let (frontMatter, bodyStart, valueLines) = readFrontMatter(allLines, path: path, problems: &problems)
        // Stripped lines become blank so cmark's line numbers still match the file.
        let body = allLines.enumerated().map { index, line in
            index < bodyStart || manifest.strips(line) ? "" : String(line)
        }.joined(separator: "\n")
        let options = MarkdownOptions(allowRawHTML: manifest.allowRawHTML)
        var blocks: [Block] = []
        var h1: String?
        var sawTimes = false
        for md in CommonMarkConverter.blocks(body, options: options) {
            switch md.kind {
            case .heading(let level):
                if level == 1, h1 == nil, blocks.isEmpty {
                    h1 = md.text
                    continue
                }
                blocks.append(Block(kind: .heading(level: max(2, level)), text: md.text, line: md.line))
            case .paragraph, .quote:
                var block = Block(kind: md.kind == .quote ? .quote : .paragraph, text: md.text, html: md.html, line: md.line)
                if let (time, rest, restHTML) = timeMark(md) {
                    block.time = time
                    block.text = rest
                    block.html = restHTML
                    sawTimes = true
                }
                blocks.append(block)
            case .listItem(let ordered, let number):
                blocks.append(Block(kind: .listItem(ordered: ordered), text: md.text, html: md.html,
                                    label: number.map(String.init), line: md.line))
            case .code:
                blocks.append(Block(kind: .code, text: md.text, html: md.html, line: md.line))
            case .table:
                blocks.append(Block(kind: .table, text: md.text, html: md.html, line: md.line))
            case .html:
                if manifest.allowRawHTML {
                    blocks.append(Block(kind: .table, text: "", html: md.html, line: md.line))
                }
            case .thematicBreak:
                break
            }
        }
        // `[[id#anchor|label]]` cross-references become placeholders, resolved per page when rendering;
        // never in headings, code or existing links.
        for i in blocks.indices where !blocks[i].isHeading && blocks[i].kind != .code {
            blocks[i].html = ExplicitLinks.markup(blocks[i].html, line: blocks[i].line)
            blocks[i].text = ExplicitLinks.plain(blocks[i].text)
        }
        let fm = frontMatter
        var title = fm["title"].map { s in s.components(separatedBy: " | ").first ?? s } ?? h1 ?? ""
        title = title.trimmingCharacters(in: .whitespaces)
        if title.isEmpty {
            problems.append(.warning("markdown.title.missing", "found no title, expected a 'title' in front matter or a '# Heading'",
                                     source: path, line: 1))
            title = Path.fileStem(path)
        }
        guard !blocks.isEmpty || h1 != nil else {
            // A translation not written yet (its front matter names a source or another language) is left out
            // with a warning; the rest of the site builds.
            let language = (fm["lang"] ?? fm["language"]).map(TranscriptReader.languageTag)
            if fm["translationOf"] != nil || (language != nil && language != manifest.defaultLanguage) {
                problems.append(.warning("markdown.translation.empty",
                                         "found no text after the front matter, expected the translated page (left out until it has text)",
                                         source: path, line: bodyStart + 1))
            } else {
                problems.append(.error("markdown.empty", "found no content, expected Markdown text", source: path, line: bodyStart + 1))
            }
            return nil
        }
        let source = fm["source"] ?? fm["url"]
        var kind: DocumentKind = sawTimes ? .session : .guideline
        if let k = fm["kind"] {
            if let parsed = DocumentKind(rawValue: k) { kind = parsed } else {
                problems.append(.error("frontmatter.kind.invalid", "found the kind '\(k)', expected transcript, session or guideline",
                                       source: path, line: 1))
            }
        }
        var declaredLanguage: String?
        for key in ["lang", "language"] {
            guard declaredLanguage == nil, let value = fm[key] else { continue }
            // The language names a folder of the site and the pages' lang attribute: never a path or markup.
            if Slug.isLanguageTag(value) {
                declaredLanguage = TranscriptReader.languageTag(value)
            } else {
                problems.append(.warning("frontmatter.lang.invalid", "found the language '\(value)', expected a language tag such as en or zh-Hans; detecting it from the text",
                                         source: path, line: valueLines[key] ?? 1))
            }
        }
        let language = declaredLanguage ?? LanguageDetector.detect(blocks.prefix(40).map(\.text).joined(separator: " "))
        // A talk's prose names its talk by id; its own id comes from its title.
        var sessionOf = fm["session"]
        if sawTimes, sessionOf == nil { sessionOf = fm["id"] }
        let ownID = sawTimes && fm["session"] == nil ? nil : fm["id"]
        let urlSlug = source.flatMap { URLComponents(string: $0)?.path.split(separator: "/").last.map(String.init) }.flatMap(Slug.make)
        let id = ownID ?? (kind == .session ? nil : urlSlug) ?? Slug.make(title) ?? Slug.make(Path.fileStem(path)) ?? "document"
        return Document(id: id, path: path, kind: kind, language: language, title: title, titleLine: 1,
                        summary: blocks.first { $0.kind == .paragraph }?.text, blocks: blocks,
                        sourceURL: source, designSystem: fm["designSystem"] ?? source.flatMap(TranscriptReader.designSystem(forURL:)),
                        translationOf: fm["translationOf"], sessionOf: sessionOf)
    }

    nonisolated(unsafe) private static let mark = try! NSRegularExpression(pattern: #"^\s*(?:\*\*)?\[(\d+):(\d{2})(?::(\d{2}))?\](?:\*\*)?\s*"#)

    /// `**[1:35]** And the agent…` → (95, "And the agent…").
    private static func timeMark(_ block: MarkdownBlock) -> (Double, String, String)? {
        let text = block.text
        guard let m = mark.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return nil }
        func int(_ i: Int) -> Int? { Range(m.range(at: i), in: text).flatMap { Int(text[$0]) } }
        guard let a = int(1), let b = int(2) else { return nil }
        let seconds = int(3).map { Double(a * 3600 + b * 60 + $0) } ?? Double(a * 60 + b)
        let rest = String(text[Range(m.range, in: text)!.upperBound...])
        // Drop the mark from the HTML too: it is rendered as a time link instead.
        var html = block.html
        if let close = html.range(of: "]</strong>") { html = String(html[close.upperBound...]).trimmingCharacters(in: .whitespaces) }
        else if let close = html.range(of: "]") { html = String(html[close.upperBound...]).trimmingCharacters(in: .whitespaces) }
        return (seconds, rest, html)
    }

    /// Front matter as flat key → text; returns the index of the first body line and each value's 1-based line.
    static func readFrontMatter(_ lines: [Substring], path: String, problems: inout [Diagnostic]) -> ([String: String], Int, [String: Int]) {
        guard let first = lines.first, first.trimmingCharacters(in: .whitespaces) == "---" else { return ([:], 0, [:]) }
        var end = lines.count
        var bodyStart = lines.count
        for i in 1..<lines.count {
            let t = lines[i].trimmingCharacters(in: .whitespaces)
            if t == "---" || t == "..." { end = i; bodyStart = i + 1; break }
            if t.isEmpty { end = i; bodyStart = i + 1; break }
        }
        let yaml = lines[1..<end].joined(separator: "\n")
        let node: YAMLNode
        do {
            node = try YAMLParser.parse(yaml, lineOffset: 1)
        } catch {
            problems.append(Diagnostic(.error, "frontmatter.syntax", error.message, source: path, range: SourceRange(error.position)))
            return ([:], bodyStart, [:])
        }
        guard case .mapping(let members, _) = node else {
            problems.append(Diagnostic(.error, "frontmatter.type", "found \(node.typeDescription), expected 'key: value' lines",
                                       source: path, range: SourceRange(node.position)))
            return ([:], bodyStart, [:])
        }
        var result: [String: String] = [:]
        var valueLines: [String: Int] = [:]
        for (key, value) in members {
            valueLines[key] = value.position.line
            if let s = value.string { result[key] = s }
            else if let list = value.strings { result[key] = list.joined(separator: ", ") }
            else {
                problems.append(Diagnostic(.warning, "frontmatter.value.type", "found \(value.typeDescription) for '\(key)', expected a text value",
                                           source: path, range: SourceRange(value.position)))
            }
        }
        return (result, bodyStart, valueLines)
    }
}
