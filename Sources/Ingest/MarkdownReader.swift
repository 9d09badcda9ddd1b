import Diagnostics
import Foundation
import Markup
import Support
import TextAnalysis

/// Reads Markdown pages (GitHub-flavoured, through cmark-gfm) with optional YAML front matter.
///
/// Front matter keys: `title`, `lang`/`language`, `id`, `kind`, `translationOf`, `session`, `designSystem`,
/// `source`/`url`; `draft`, `published`, `headless` and `_build.render` keep a page unpublished. Also accepted: a
/// header without its closing `---` (ends at the first blank line), and
/// `**[m:ss]**` marks that give a paragraph's start time in a talk's prose.
public enum MarkdownReader {
    public static func read(_ text: String, path: String, manifest: SiteManifest, problems: inout [Diagnostic]) -> Document? {
        let allLines = TextDecoder.lines(text)
        var (frontMatter, bodyStart, valueLines) = readFrontMatter(allLines, path: path, problems: &problems)
        // Lines the front matter held (blank in the body, so cmark's line numbers still match the file).
        var frontMatterLines = 0..<bodyStart
        if frontMatter.isEmpty, path.hasSuffix(".mdx"), let open = Self.frontMatterAfterCode(allLines) {
            (frontMatter, bodyStart, valueLines) = readFrontMatter(allLines, path: path, problems: &problems, at: open)
            frontMatterLines = open..<bodyStart
        }
        if frontMatter[Self.templateMarker] != nil { return nil }
        // A draft is not published unless the site asks for drafts (`drafts: true` in concord.yml).
        if !manifest.publishDrafts, let key = Self.draftKey(frontMatter) {
            problems.append(.note("content.draft", "skipped a draft ('\(key): \(frontMatter[key]!)' in its front matter), not published; 'drafts: true' in concord.yml publishes drafts",
                                  source: path, line: valueLines[key] ?? 1))
            return nil
        }
        // Hugo builds no page of a headless bundle or of `_build: {render: never}` (Kubernetes' 878 feature gate and
        // glossary files, which other pages show through shortcodes).
        if let key = Self.unrenderedKey(frontMatter) {
            problems.append(.note("content.unrendered", "skipped a page its front matter keeps from being published ('\(key): \(frontMatter[key]!)'), as Hugo does",
                                  source: path, line: valueLines[key] ?? 1))
            return nil
        }
        // Stripped lines become blank so cmark's line numbers still match the file.
        var bodyLines = allLines.enumerated().map { index, line in
            frontMatterLines.contains(index) || manifest.strips(line) ? "" : String(line)
        }
        HomeLayout.write(frontMatter, into: &bodyLines, before: bodyStart)
        let body = bodyLines.joined(separator: "\n")
        let options = MarkdownOptions(allowRawHTML: manifest.allowRawHTML)
        var blocks: [Block] = []
        var h1: String?
        var h1Line: Int?
        var sawTimes = false
        var mdBlocks = CommonMarkConverter.blocks(body, options: options)
        // The title heading: the first `#` heading near the top, after whatever navigation a converter left
        // above it (`# <span id="page-0-1"></span>**Buttons**` a few lines down); else a first block that is a
        // heading of any level. Navigation residue above it goes; anything else above it stays as body.
        var pendingAnchors: [String] = []
        // Paragraphs that are only an exporter's unfilled template variable (`{do}`, `{dont}`): first line, text, count.
        var placeholders: (line: Int, text: String, count: Int)?
        // Paragraphs of links only, above the first time mark (indices into `blocks`).
        var linkLinesBeforeTimes: [Int] = []
        // In a vault of files named as their pages (`About Obsidian.md`), a first `##` is the page's first section.
        let stem = Path.fileStem(path)
        let fileTitle = manifest.filesNamePages && !["readme", "index", "_index"].contains(stem.lowercased()) ? stem : nil
        if let titleIndex = Self.titleHeadingIndex(mdBlocks, bodyStart: bodyStart, titled: frontMatter["title"] != nil || fileTitle != nil) {
            // Without its badges' descriptions (`# vue-router [![nmp version](…)](…)` was "vue-router nmp version test codecov").
            h1 = mdBlocks[titleIndex].images.isEmpty ? mdBlocks[titleIndex].text : Self.textWithoutImages(mdBlocks[titleIndex].html)
            h1Line = mdBlocks[titleIndex].line
            pendingAnchors = mdBlocks[titleIndex].anchors
            let above = mdBlocks[..<titleIndex]
            if above.allSatisfy({ Self.isNavigation($0) || $0.kind == .html || $0.kind == .thematicBreak || Self.isBlank($0) }) {
                for block in above { pendingAnchors += block.anchors }
                mdBlocks.removeSubrange(...titleIndex)
            } else {
                mdBlocks.remove(at: titleIndex)
            }
        }
        // A README's centred header written in HTML (`<div align="center"><h1>Arco Design</h1></div>`, Semi's
        // `<h1 style="…">Semi-UI</h1>`): its heading is the title (the site was "README", or a section's "Features").
        if h1 == nil, frontMatter["title"] == nil, fileTitle == nil, let header = Self.htmlHeader(bodyLines[min(bodyStart, bodyLines.count)...].prefix(40)) {
            h1 = header.text
            h1Line = bodyStart + header.line
        }
        var seenAnchors = Set<String>()
        /// Raw HTML anchors of headings, of HTML blocks and of the title are written before the next block's text.
        func anchorSpans(_ ids: [String]) -> String {
            ids.filter { seenAnchors.insert($0).inserted }.map { "<span id=\"\(HTML.escape($0))\"></span>" }.joined()
        }
        // A quotation's start (and call-out kind) waits for the first of its blocks that is kept.
        var quotation: (pending: Bool, callout: String?) = (false, nil)
        for var md in mdBlocks {
            if md.quoteStart { quotation = (true, md.callout) }
            let before = blocks.count
            defer {
                if quotation.pending, blocks.count > before {
                    let kept = blocks.count - 1
                    if blocks[kept].kind == .quote || blocks[kept].quoted {
                        blocks[kept].quoteStart = true
                        blocks[kept].callout = quotation.callout
                    }
                    quotation = (false, nil)
                }
            }
            var carried: [String] = []
            if !pendingAnchors.isEmpty, md.kind != .html, md.kind != .thematicBreak {
                carried = pendingAnchors
                pendingAnchors = []
            }
            if case .heading = md.kind {} else if md.kind != .html {
                md.html = anchorSpans(carried) + md.html
                for id in md.anchors { seenAnchors.insert(id) }
            }
            let appended = blocks.count
            defer { for i in appended..<blocks.count { blocks[i].listDepth = md.listDepth } }
            switch md.kind {
            case .heading where md.text.allSatisfy(\.isWhitespace) && !md.html.contains("<img"):
                // An empty heading (`####` alone, Ant Design's) names no section: its anchors go to the next block.
                pendingAnchors += carried + md.anchors.filter { !seenAnchors.contains($0) }
            case .heading(let level):
                // A heading shows its text; its raw anchors (and any carried from above) stay as empty spans.
                let heading = Block(kind: .heading(level: max(2, level)), text: md.text,
                                    html: anchorSpans(carried + md.anchors) + Self.headingMarkup(md.html, text: md.text), line: md.line)
                blocks.append(heading)
            case .paragraph, .quote:
                // A paragraph of raw inline HTML only (`<iframe …>`), dropped, shows nothing: no empty block.
                // Its anchors (`<span id="x"></span>` on a line of its own) go to the next block.
                if md.text.allSatisfy(\.isWhitespace), !HTML.showsAnything(md.html) {
                    pendingAnchors += md.anchors.filter { !seenAnchors.contains($0) }
                    continue
                }
                if Self.isPlaceholder(md.text) {
                    placeholders = (placeholders?.line ?? md.line, placeholders?.text ?? md.text.trimmingCharacters(in: .whitespaces),
                                    (placeholders?.count ?? 0) + 1)
                    continue
                }
                var block = Block(kind: md.kind == .quote ? .quote : .paragraph, text: md.text, html: md.html, line: md.line)
                if let (time, rest, restHTML) = timeMark(md) {
                    block.time = time
                    block.text = rest
                    block.html = restHTML
                    sawTimes = true
                } else if !sawTimes, Self.isLinkLine(md) {
                    linkLinesBeforeTimes.append(blocks.count)
                }
                blocks.append(block)
            case .listItem(let ordered, let number):
                var item = Block(kind: .listItem(ordered: ordered), text: md.text, html: md.html,
                                 label: number.map(String.init), line: md.line)
                item.quoted = md.quoted
                blocks.append(item)
            case .code:
                var code = Block(kind: .code, text: md.text, html: md.html, line: md.line)
                code.quoted = md.quoted
                blocks.append(code)
            case .table:
                blocks.append(Block(kind: .table, text: md.text, html: md.html, line: md.line))
            case .html:
                if manifest.allowRawHTML {
                    blocks.append(Block(kind: .table, text: "", html: md.html, line: md.line))
                } else {
                    pendingAnchors += md.anchors
                }
            case .thematicBreak:
                break
            }
        }
        // A talk's prose opens, in some exports, with a line of links to its own files ("Session page · Metadata ·
        // Structured JSON"): the page's navigation, not something said in the talk.
        if sawTimes {
            for index in linkLinesBeforeTimes.reversed() { blocks.remove(at: index) }
        }
        if let placeholders {
            problems.append(.warning("markdown.placeholder",
                                     "found \(placeholders.count) paragraph\(placeholders.count == 1 ? "" : "s") holding only \(path.hasSuffix(".mdx") ? "an expression MDX fills when its site is built" : "an unfilled template variable") (first: '\(placeholders.text)'), expected text (left out)",
                                     source: path, line: placeholders.line))
        }
        // `[[id#anchor|label]]` cross-references become placeholders, resolved per page when rendering;
        // never in headings, code or existing links.
        for i in blocks.indices where !blocks[i].isHeading && blocks[i].kind != .code {
            blocks[i].html = ExplicitLinks.markup(blocks[i].html, line: blocks[i].line)
            blocks[i].text = ExplicitLinks.plain(blocks[i].text)
        }
        let fm = frontMatter
        // A title written for a generator that shows it as HTML may hold references (`Sharing the &#x23;GovLove`).
        var title = fm["title"].map { s in HTML.decodingReferences(s.components(separatedBy: " | ").first ?? s) } ?? h1 ?? ""
        title = title.trimmingCharacters(in: .whitespaces)
        if title.isEmpty, let fileTitle { title = fileTitle }
        if title.isEmpty, let first = blocks.first, first.kind == .paragraph, Self.isImagesOnly(first.html) {
            // A logo above a README (`<img alt="TDesign Logo">`): its alt text describes an image, not the page, but
            // a logo's names what it belongs to. The image stays.
            // A README's one image alone above it (docsify's `<img alt="docsify">`) is the project's name too.
            if let name = Self.logoName(first.text) ?? (stem.lowercased() == "readme" ? Self.projectName(first.text) : nil) { title = name }
        } else if title.isEmpty, let first = blocks.first, first.kind == .paragraph, let line = Self.titleLine(first.text) {
            // A first line that reads as a title rather than a sentence, as plain text has it.
            title = line
            blocks.removeFirst()
        }
        if fm["title"] == nil, !title.isEmpty {
            // Converters title-case file names; the page's prose knows how its acronyms are written.
            title = TitleWordForms(blocks.lazy.map { Substring($0.text) }).restore(title)
        }
        // The author's title, not one made from the file's name, tells a page's language (below).
        let authorsTitle = title
        if title.isEmpty {
            title = Self.humanisedName(path)
            problems.append(.warning("markdown.title.missing", "found no title, expected a 'title' in front matter or a '# Heading'; using '\(title)'",
                                     source: path, line: 1))
        }
        // A folder's index with a title and nothing else (Hugo's `_index.md` of a section, a README holding only
        // front matter) is read: `SectionIndexPages` lists the folder's pages on it, as the site it came from did.
        // So is a page with a title and a description in front matter whose body its site's layout wrote (USWDS's
        // components: their guidance comes from includes): what it says of itself is worth a page, and links to it
        // lead somewhere.
        let ownDescription = ["description", "lead", "summary", "excerpt"].lazy.compactMap { Self.description(fm[$0]) }.first
        guard !blocks.isEmpty || h1 != nil || (SectionIndexPages.isFolderIndex(path) && fm["title"] != nil) || (fm["title"] != nil && ownDescription != nil) else {
            // A translation not written yet (its front matter names a source or another language) says so.
            let language = (fm["lang"] ?? fm["language"]).map(TranscriptReader.languageTag)
            if fm["translationOf"] != nil || (language != nil && language != manifest.defaultLanguage) {
                problems.append(.warning("markdown.translation.empty",
                                         "found no text after the front matter, expected the translated page (left out until it has text)",
                                         source: path, line: bodyStart + 1))
            } else {
                problems.append(.warning("markdown.empty", "found no content, expected Markdown text (skipped)", source: path, line: bodyStart + 1))
            }
            return nil
        }
        // Hugo's `url` is the page's path on its site (`/components/button/`), not where an original lives.
        // Docusaurus' `slug`, from its docs' base path (`/glossary`); one without a slash is relative to a folder of
        // the docs, which the file's path here need not start at.
        let slug = fm["slug"].flatMap { $0.hasPrefix("/") && !$0.hasPrefix("//") ? $0 : nil }
        let sitePath = fm["permalink"] ?? fm["url"].flatMap { $0.hasPrefix("/") && !$0.hasPrefix("//") ? $0 : nil } ?? slug
        let source = fm["source"] ?? fm["url"].flatMap { $0 == sitePath ? nil : $0 }
        var kind: DocumentKind = sawTimes ? .session : .guideline
        if let k = fm["kind"] {
            if let parsed = DocumentKind(rawValue: k) { kind = parsed } else {
                problems.append(.error("frontmatter.kind.invalid", "found the kind '\(k)', expected transcript, session or guideline",
                                       source: path, line: 1))
            }
        }
        var declaredLanguage: String?
        for key in ["lang", "language", "locale", "localeCode"] {
            guard declaredLanguage == nil, let value = fm[key] else { continue }
            // The language names a folder of the site and the pages' lang attribute: never a path or markup.
            if Slug.isLanguageTag(value) {
                declaredLanguage = TranscriptReader.languageTag(value)
            } else {
                problems.append(.warning("frontmatter.lang.invalid", "found the language '\(value)', expected a language tag such as en or zh-Hans; detecting it from the text",
                                         source: path, line: valueLines[key] ?? 1))
            }
        }
        // The language of the prose: code, tables and headings are left out (a Chinese README full of code
        // and English product names is Chinese).
        let prose = blocks.filter { block in
            switch block.kind { case .paragraph, .listItem, .quote, .caption: true; default: false }
        }
        // A page of little prose (an API page of tables under Chinese headings) is read by its headings and tables
        // too, and by its title: with nothing to read it was English (Vite's Chinese blog index, a title above a
        // component, took the English home page's place).
        let scarce = prose.reduce(0) { $0 + $1.text.count } < 60
        let language = declaredLanguage ?? LanguageDetector.detect(prose: scarce ? [authorsTitle] + blocks.filter { $0.kind != .code }.map(\.text)
                                                                            : prose.map(\.text))
        Self.localizeCalloutTitles(&blocks, language: language)
        // A talk's prose names its talk by id; its own id comes from its title.
        var sessionOf = fm["session"]
        if sawTimes, sessionOf == nil { sessionOf = fm["id"] }
        let ownID = sawTimes && fm["session"] == nil ? nil : fm["id"]
        let urlSlug = source.flatMap { URLComponents(string: $0)?.path.split(separator: "/").last.map(String.init) }.flatMap(Slug.make)
        let id = ownID ?? (kind == .session ? nil : urlSlug) ?? Slug.make(title) ?? Slug.make(Self.humanisedName(path))
            ?? Slug.make(Path.fileStem(path)) ?? Slug.transliterated(title) ?? Slug.transliterated(Path.fileStem(path)) ?? "document"
        var document = Document(id: id, path: path, kind: kind, language: language, title: title,
                        titleLine: ownID.flatMap { _ in valueLines["id"] } ?? (fm["title"] == nil ? h1Line : valueLines["title"]) ?? 1,
                        summary: ownDescription ?? Self.summary(mdBlocks, title: title), blocks: blocks,
                        sourceURL: source, designSystem: fm["designSystem"] ?? source.flatMap(DesignSystems.name(forURL:)),
                        translationOf: fm["translationOf"], sessionOf: sessionOf)
        document.hasExplicitID = ownID != nil || (kind != .session && urlSlug != nil)
        document.languageDeclared = declaredLanguage != nil
        document.permalink = sitePath
        document.order = ["sidebar_position", "nav_order", "weight", "order", "position"].lazy.compactMap { fm[$0].flatMap { Double($0.trimmingCharacters(in: .whitespaces)) } }.first
        return document
    }

    // MARK: - Title and summary

    /// A block with no text: an anchor written as raw HTML inside a paragraph (`<a id="old-name"></a>`).
    static func isBlank(_ block: MarkdownBlock) -> Bool {
        block.text.allSatisfy(\.isWhitespace)
    }

    /// A call-out's default title in the page's language: the syntax passes name an untitled call-out by its kind in
    /// English ("Tip", "Warning") before the page's language is known (Element's Chinese pages: 25 "Tip"s and
    /// "Warning"s). Docusaurus' own translations of its admonitions' titles, and Element's `:::demo`.
    static let calloutTitles: [String: [String: String]] = [
        "zh": ["note": "备注", "tip": "提示", "info": "信息", "warning": "警告", "danger": "危险", "caution": "警告",
               "important": "重要", "example": "示例", "question": "问题", "success": "成功", "error": "错误", "bug": "缺陷",
               "demo": "示例"],
        "zh-Hant": ["note": "備註", "tip": "提示", "info": "資訊", "warning": "警告", "danger": "危險", "caution": "警告",
                    "important": "重要", "example": "範例", "question": "問題", "success": "成功", "error": "錯誤", "bug": "缺陷",
                    "demo": "範例"],
        "ja": ["note": "備考", "tip": "ヒント", "info": "情報", "warning": "警告", "danger": "危険", "caution": "注意",
               "important": "重要", "example": "例", "question": "質問", "success": "成功", "error": "エラー", "bug": "バグ",
               "demo": "デモ"],
    ]

    static func localizeCalloutTitles(_ blocks: inout [Block], language: String) {
        let traditional = ["zh-hant", "zh-tw", "zh-hk", "zh-mo"].contains { language.lowercased().hasPrefix($0) }
        guard let titles = calloutTitles[traditional ? "zh-Hant" : String(language.prefix { $0 != "-" })] else { return }
        for k in blocks.indices where blocks[k].quoteStart {
            guard let kind = blocks[k].callout?.lowercased(), let title = titles[kind], let html = blocks[k].markupHTML else { continue }
            let english = Quotation.defaultTitle(kind)
            let strong = "<strong>\(english)</strong>"
            guard html.hasPrefix(strong), blocks[k].text.hasPrefix(english) else { continue }
            let rest = blocks[k].text.dropFirst(english.count)
            guard rest.isEmpty || rest.first?.isWhitespace == true else { continue }
            blocks[k].html = "<strong>\(title)</strong>" + html.dropFirst(strong.count)
            blocks[k].text = title + rest
        }
    }

    /// The text of the first `<h1>` in `lines` (the top of a page), and its line (1-based within `lines`), when no
    /// code fence comes before it.
    static func htmlHeader(_ lines: ArraySlice<String>) -> (text: String, line: Int)? {
        for (offset, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") { return nil }
            guard let open = line.range(of: "<h1"), let after = line[open.upperBound...].first, after == ">" || after == " " else { continue }
            let rest = lines.dropFirst(offset).prefix(5).joined(separator: "\n")
            guard let tagStart = rest.range(of: "<h1"), let start = rest[tagStart.upperBound...].firstIndex(of: ">"),
                  let close = rest[start...].range(of: "</h1>") else { return nil }
            let text = textWithoutImages(String(rest[rest.index(after: start)..<close.lowerBound]))
            return text.isEmpty || text.count > 80 ? nil : (text, offset + 1)
        }
        return nil
    }

    /// The text of inline HTML without its images' descriptions and tags, spaces collapsed.
    static func textWithoutImages(_ html: String) -> String {
        var text = "", inTag = false
        for c in html {
            if c == "<" { inTag = true } else if c == ">" { inTag = false; text.append(" ") } else if !inTag { text.append(c) }
        }
        return HTML.decodingReferences(text.split(whereSeparator: \.isWhitespace).joined(separator: " "))
    }

    /// Whether a paragraph's HTML is images alone (and the links around them).
    static func isImagesOnly(_ html: String) -> Bool {
        guard html.contains("<img") else { return false }
        var rest = html
        while let open = rest.range(of: "<"), let close = rest[open.lowerBound...].range(of: ">") {
            let tag = rest[open.lowerBound..<close.upperBound]
            guard tag.hasPrefix("<img") || tag.hasPrefix("<a ") || tag == "</a>" || tag.hasPrefix("<br") else { return false }
            rest.removeSubrange(open.lowerBound..<close.upperBound)
        }
        return rest.allSatisfy(\.isWhitespace)
    }

    /// "TDesign Logo" → "TDesign": the name a logo's alt text gives, nil when it names no logo.
    static func logoName(_ alt: String) -> String? {
        let words = alt.split(separator: " ")
        guard words.count >= 2, words.count <= 6, let last = words.last, last.lowercased() == "logo" else { return nil }
        return words.dropLast().joined(separator: " ")
    }

    /// The description of a README's lone top image when it reads as a name (one to three words, not a badge's).
    static func projectName(_ alt: String) -> String? {
        let name = alt.trimmingCharacters(in: .whitespacesAndNewlines)
        let words = name.split(separator: " ")
        guard (1...3).contains(words.count), !name.contains("://"), name.count <= 40 else { return nil }
        let lower = name.lowercased()
        guard !["badge", "build", "status", "license", "licence", "version", "coverage", "downloads", "npm", "screenshot", "banner", "image"]
            .contains(where: lower.contains) else { return nil }
        return name
    }

    /// Index of the block that is the page's title: the first level-1 heading among the first blocks (within
    /// 40 lines of the body's first block: lines left blank above it, an MDX file's licence comment and imports,
    /// do not count), else the first block past raw HTML and empty ones, when it is a heading of any level higher
    /// than every heading after it.
    /// `titled`: the front matter names the page, so a first `## Usage` is the body's first section, not a title.
    static func titleHeadingIndex(_ blocks: [MarkdownBlock], bodyStart: Int, titled: Bool = false) -> Int? {
        let top = max(bodyStart, (blocks.first?.line ?? 1) - 1)
        for (index, block) in blocks.prefix(12).enumerated() {
            guard block.line <= top + 40 else { break }
            if case .heading(1) = block.kind, !block.text.trimmingCharacters(in: .whitespaces).isEmpty {
                // A README that says what it is in a sentence above its first `#` heading, and has more of them, uses
                // them for its sections (TDesign's "# 🎉 Features" and "# 📦 Installation" below "TDesign Vue Next is
                // a UI component library…" titled the site "🎉 Features").
                let introduced = blocks[..<index].contains(where: isSummaryCandidate)
                if introduced, blocks[(index + 1)...].contains(where: { $0.kind == .heading(level: 1) }) { return nil }
                return index
            }
        }
        // Raw HTML above it (mdBook chapters open with `<!-- Old headings… -->` and `<a id="…"></a>`) comes first.
        // A `##` or `###` heading names the page only when no other heading is as high: "### When to use" above
        // "### Common usage" is a section of a page the file names (TDesign's 151 design pages were "When to use").
        if !titled, let index = blocks.prefix(12).firstIndex(where: { $0.kind != .html && $0.kind != .thematicBreak && !Self.isBlank($0) }),
           case .heading(let level) = blocks[index].kind, !blocks[index].text.trimmingCharacters(in: .whitespaces).isEmpty,
           !blocks[(index + 1)...].contains(where: { if case .heading(let other) = $0.kind { return other <= level } else { return false } }) {
            return index
        }
        return nil
    }

    /// A heading's inline markup as its section shows it: code, emphasis and keys kept (`### The <code>useState</code>
    /// hook`; API headings lost their code styling), links and other tags left out for their text (a heading is a
    /// link to itself). The escaped text when the markup holds nothing else to keep.
    static func headingMarkup(_ html: String, text: String) -> String {
        guard html.utf8Contains("<code>") || html.utf8Contains("<em>") || html.utf8Contains("<strong>") || html.utf8Contains("<kbd>") else { return HTML.escape(text) }
        let kept: Set<String> = ["code", "em", "strong", "kbd", "sup", "sub"]
        var out = "", rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            out += rest[..<open]
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let tag = rest[rest.index(after: open)..<close]
            let name = tag.drop { $0 == "/" }.prefix { $0.isLetter }
            if kept.contains(String(name).lowercased()), !tag.contains(" ") { out += rest[open...close] }
            rest = rest[rest.index(after: close)...]
        }
        out += rest
        return out.trimmingCharacters(in: .whitespaces)
    }

    /// A paragraph made of links (and the dots or bars between them).
    static func isLinkLine(_ block: MarkdownBlock) -> Bool {
        guard block.linkTextLength > 0 else { return false }  // most blocks: no trimming needed to tell
        return isLinkLine(text: block.text, linkTextLength: block.linkTextLength)
    }

    static func isLinkLine(text: String, linkTextLength: Int) -> Bool {
        // Text whose every scalar is a character of its own (no combining marks, emoji sequences or carriage
        // returns: a talk's paragraphs, curly quotes and all) is counted by scalar, without Foundation.
        // Characters and separators between the first and last that are not trimmed white space; those after the
        // last such one so far are held back until another follows.
        var count = 0, separators = 0, heldCount = 0, heldSeparators = 0
        for scalar in text.unicodeScalars {
            let v = scalar.value
            guard isOwnCharacter(v) else { return linkLineByCharacters(text: text, linkTextLength: linkTextLength) }
            let separator: Bool
            switch v {
            case 0x20, 0x7C, 0x2F, 0x2C, 0x2D, 0xB7, 0x2022, 0x2013, 0x2014: separator = true  // " |/,-·•–—"
            default: separator = false
            }
            if isTrimmedSpace(v) {
                guard count > 0 else { continue }  // leading: trimmed
                heldCount += 1
                if separator { heldSeparators += 1 }
                continue
            }
            count += heldCount + 1
            separators += heldSeparators + (separator ? 1 : 0)
            heldCount = 0; heldSeparators = 0
        }
        guard count > 0 else { return false }
        return linkTextLength + separators >= count
    }

    /// A scalar that is a `Character` on its own whatever surrounds it: ASCII but the carriage return, Latin
    /// letters and signs up to U+02FF, general punctuation without joiners and controls, CJK without combining marks.
    @inline(__always)
    static func isOwnCharacter(_ v: UInt32) -> Bool {
        (v < 0x80 && v != 0x0D) || (0x80...0x2FF).contains(v) || (0x2010...0x2027).contains(v) || (0x2030...0x205E).contains(v)
            || (0x3000...0x3029).contains(v) || (0x3030...0x3098).contains(v) || (0x309B...0x9FFF).contains(v)
    }

    /// `CharacterSet.whitespacesAndNewlines` among `isOwnCharacter` scalars.
    @inline(__always)
    static func isTrimmedSpace(_ v: UInt32) -> Bool { v == 0x20 || (0x09...0x0D).contains(v) || v == 0x85 || v == 0xA0 || v == 0x3000 }

    /// `isLinkLine` for any text, by `Character`.
    static func linkLineByCharacters(text: String, linkTextLength: Int) -> Bool {
        let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return false }
        let separators = text.filter { " ·|•/,-–—".contains($0) }.count
        return linkTextLength + separators >= text.count
    }

    /// A block that a converter or a site's chrome left: mostly link text (a menu, breadcrumbs), or a short
    /// line that is not a sentence ("Skip Navigation", "Design", a date).
    static func isNavigation(_ block: MarkdownBlock) -> Bool {
        let text = block.text.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.isEmpty { return true }
        if block.linkTextLength * 2 >= text.count { return true }
        if !block.images.isEmpty { return false }
        return !isSentence(text) && text.count <= 40
    }

    static let datePattern = try! NSRegularExpression(pattern:
        #"^(?:(?:updated|last (?:updated|modified)|published|posted|date)\b[:\s]*)?(?:\d{4}[-/.年]\d{1,2}(?:[-/.月]\d{1,2}日?)?|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2},? \d{4}|\d{1,2} (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \d{4})\b"#,
        options: [.caseInsensitive])

    /// False when `datePattern` cannot match: the text starts with ASCII that begins none of its forms (a digit,
    /// `updated`, `last`, `published`, `posted`, `date`, a month). Matching converts the whole paragraph for the
    /// regular expression; most paragraphs are ruled out by their first three letters.
    static func mayStartWithDate(_ text: String) -> Bool {
        let head = Array(text.utf8.prefix(3))
        guard let first = head.first, first < 0x80 else { return true }
        if (0x30...0x39).contains(first) { return true }
        // The forms' words differ in their first three letters (case-insensitive, as the pattern matches).
        guard head.count == 3, head.allSatisfy({ $0 < 0x80 }) else { return false }
        return datePrefixes.contains(String(decoding: head.map { $0 | 0x20 }, as: UTF8.self))
    }

    private static let datePrefixes: Set<String> = ["upd", "las", "pub", "pos", "dat", "jan", "feb", "mar", "apr", "may",
                                                    "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// Text that reads as a sentence: several words (or, in Chinese, several characters) ending as a sentence
    /// ends, or long enough to be one.
    static func isSentence(_ text: String) -> Bool {
        let wide = text.unicodeScalars.filter { Tokenizer.isCJK($0.value) }.count
        let words = text.split(whereSeparator: { $0.isWhitespace }).filter { $0.contains(where: \.isLetter) }.count
        let last = text.trimmingCharacters(in: .whitespaces).last
        let ends = last.map { ".!?。！？:：…".contains($0) } ?? false
        if wide >= 6 { return ends || wide >= 16 }
        return words >= 4 && (ends || words >= 10)
    }

    /// A paragraph that a summary can start from: a sentence, not navigation, a date line, a caption or an image.
    static func isSummaryCandidate(_ block: MarkdownBlock) -> Bool {
        guard block.kind == .paragraph else { return false }
        let text = block.text.trimmingCharacters(in: .whitespacesAndNewlines)
        if block.linkTextLength * 2 >= text.count { return false }
        if !block.images.isEmpty, text.count < 120 { return false }
        if mayStartWithDate(text), datePattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil { return false }
        if text.hasPrefix("**[") || text.hasPrefix("[") { return false }
        if isFieldList(text) { return false }
        return isSentence(text)
    }

    /// A line of labelled fields, as generated pages open ("Event: Tech Talks · Topic: Design · Platforms: iOS"):
    /// two or more `Label: value` parts, split by `·`, `|` or line breaks, make most of it.
    static func isFieldList(_ text: String) -> Bool {
        let parts = text.split(whereSeparator: { $0 == "·" || $0 == "|" || $0 == "\n" || $0 == "•" })
        guard parts.count >= 2 else { return false }
        let labelled = parts.filter { part in
            let trimmed = part.drop { $0 == " " }
            guard let colon = trimmed.firstIndex(where: { $0 == ":" || $0 == "：" }) else { return false }
            let label = trimmed[..<colon]
            return !label.isEmpty && label.count <= 24 && label.split(separator: " ").count <= 3
                && label.first!.isLetter && label.allSatisfy { $0.isLetter || $0 == " " }
        }.count
        return labelled >= 2 && labelled * 2 >= parts.count + 1
    }

    /// The first real sentence of the body (two when the first is short), for cards, search results and the
    /// page's description.
    static func summary(_ blocks: [MarkdownBlock], title: String) -> String? {
        // A page that is all list (guidance written as bullets) is summed up by its first item that is a sentence.
        let listLead = blocks.contains { $0.kind == .paragraph } ? nil
            : blocks.prefix(40).first { if case .listItem = $0.kind { return isSentence($0.text) } else { return false } }
        guard let block = blocks.prefix(40).first(where: isSummaryCandidate) ?? listLead else {
            return blocks.first { $0.kind == .paragraph }?.text
        }
        var text = Whitespace.trimmed(block.text)
        if let m = mark.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)), let r = Range(m.range, in: text) {
            text = String(text[r.upperBound...])
        }
        let sentences = SentenceSplitter.split(text)
        guard var result = sentences.first else { return text }
        var next = 1
        while result.count < 60, next < sentences.count {
            result += (result.unicodeScalars.last.map { Tokenizer.isCJK($0.value) || $0.value >= 0x3000 } ?? false ? "" : " ") + sentences[next]
            next += 1
        }
        return result
    }

    /// The front matter's `description` (Jekyll, Hugo, Docusaurus, MkDocs and Eleventy pages carry one), as the
    /// page's summary when it is a sentence of text rather than a template expression or a placeholder.
    static func description(_ value: String?) -> String? {
        guard let text = value?.trimmingCharacters(in: .whitespacesAndNewlines), text.count >= 12, text.count <= 400,
              !text.contains("{{"), !text.contains("{%"), text.contains(" ") else { return nil }
        return plainInline(text)
    }

    /// A line of Markdown as the text a reader sees (`` `Overlay` behavior `` → `Overlay behavior`): a front matter
    /// description is shown as plain text, in cards and meta descriptions. Lines with no inline markup are as they are.
    static func plainInline(_ text: String) -> String {
        guard text.contains(where: { "`*_[<&\\".contains($0) }) else { return text }
        let plain = CommonMarkConverter.blocks(text).map(\.text).joined(separator: " ").trimmingCharacters(in: .whitespacesAndNewlines)
        return plain.isEmpty ? text : plain
    }

    /// A first line that is a title: short, and not a sentence.
    static func titleLine(_ text: String) -> String? {
        let line = text.split(separator: "\n").first.map(String.init)?.trimmingCharacters(in: .whitespaces) ?? ""
        guard !line.isEmpty, line.count <= 80, line == text.trimmingCharacters(in: .whitespacesAndNewlines) else { return nil }
        let last = line.last!
        if ".。!！?？:：,，;；".contains(last) { return nil }
        return line
    }

    /// A title made from the file's name when the file has none: `human-interface-guidelines-Buttons_1769619958292`
    /// → `Buttons`; a folder's `README.md`, `index.md` or Hugo's `_index.md` takes the folder's name.
    /// The front matter key that makes a page a draft: `draft: true` (Hugo, Docusaurus, Astro, Eleventy) or
    /// `published: false` (Jekyll); nil for a page to publish.
    static func draftKey(_ frontMatter: [String: String]) -> String? {
        if let value = frontMatter["draft"], ["true", "yes"].contains(value.lowercased()) { return "draft" }
        if let value = frontMatter["published"], ["false", "no"].contains(value.lowercased()) { return "published" }
        return nil
    }

    /// The front matter key that keeps Hugo from publishing a page: `headless: true`, or `_build`/`build` with
    /// `render: never` (or `false`, as older Hugo wrote it); nil for a page to publish.
    static func unrenderedKey(_ frontMatter: [String: String]) -> String? {
        if let value = frontMatter["headless"], value.lowercased() == "true" { return "headless" }
        for key in ["_build.render", "build.render"] {
            if let value = frontMatter[key], ["never", "false", "no"].contains(value.lowercased()) { return key }
        }
        return nil
    }

    public static func humanisedName(_ path: String) -> String {
        var stem = Path.fileStem(path)
        // A translation's language suffix names no page (`README.en-US.md` is the folder's README in English).
        if let (base, _) = LanguageFolders.languageSuffix(Substring(stem)) { stem = String(base) }
        let parts = path.split(separator: "/")
        if ["readme", "index", "_index"].contains(stem.lowercased()), parts.count >= 2 { stem = String(parts[parts.count - 2]) }
        var words = stem.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " || $0 == "." }).map(String.init)
        // Time stamps and hashes that exporters append.
        while words.count > 1, let last = words.last, last.count >= 6,
              last.allSatisfy(\.isNumber) || (last.count >= 8 && last.allSatisfy(\.isHexDigit) && last.contains(where: \.isNumber)) {
            words.removeLast()
        }
        // A lower-case prefix before the capitalised name (`human-interface-guidelines-Buttons`).
        if let capital = words.indices.dropFirst().first(where: { words[$0].first?.isUppercase ?? false }),
           words[..<capital].allSatisfy({ $0 == $0.lowercased() }) {
            words = Array(words[capital...])
        }
        var title = words.joined(separator: " ")
        if let first = title.first, first.isLowercase { title = first.uppercased() + title.dropFirst() }
        return title.isEmpty ? stem : title
    }

    static let mark = try! NSRegularExpression(pattern: #"^\s*(?:\*\*)?\[(\d+):(\d{2})(?::(\d{2}))?\](?:\*\*)?\s*"#)

    /// False when `mark` cannot match: past ASCII white space, an ASCII character other than `[` or `*` (the
    /// regular expression converts the whole paragraph; this is every block of every Markdown file).
    static func mayStartWithTimeMark(_ text: String) -> Bool {
        guard let first = text.utf8.first(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D && $0 != 0x0C && $0 != 0x0B }),
              first < 0x80 else { return true }
        return first == UInt8(ascii: "[") || first == UInt8(ascii: "*")
    }

    /// What `scanTimeMark` made of a paragraph's start.
    enum TimeMarkScan: Equatable {
        /// `mark` does not match (or a number it would capture is not a number `Int` reads: the same to `timeMark`).
        case none
        /// `mark`'s three numbers (nil: absent or unreadable) and the UTF-8 offset where its match ends.
        case found(Int?, Int?, Int?, Int)
        /// Not ASCII where `mark`'s white space could read a Unicode space: `mark` decides.
        case undecided
    }

    /// `mark` matched by hand on ASCII bytes: NSRegularExpression converted every paragraph of every talk.
    static func scanTimeMark(_ text: String) -> TimeMarkScan {
        let bytes = Array(text.utf8)
        var i = 0
        // `\s` in ICU: tab, line feed, form feed, carriage return and Unicode's separators (not the vertical tab).
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D }
        func skipSpaces() -> Bool {  // false: a character that may be white space to `mark`
            while i < bytes.count, isSpace(bytes[i]) { i += 1 }
            guard i < bytes.count else { return true }
            if bytes[i] == 0x0B { return false }
            guard bytes[i] >= 0x80 else { return true }
            // A letter or mark (a Chinese paragraph) is no space by any definition; a space or separator is left to `mark`.
            let scalar = text.utf8[text.utf8.index(text.utf8.startIndex, offsetBy: i)...]
            guard let first = String(decoding: scalar.prefix(4), as: UTF8.self).unicodeScalars.first else { return false }
            switch first.properties.generalCategory {
            case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format, .unassigned: return false
            default: return !first.properties.isWhitespace
            }
        }
        func stars() { if i + 1 < bytes.count, bytes[i] == UInt8(ascii: "*"), bytes[i + 1] == UInt8(ascii: "*") { i += 2 } }
        func digits(exactly count: Int?) -> Int?? {  // nil: no match; .some(nil): digits too many for an Int
            let start = i
            while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39, count.map({ i - start < $0 }) ?? true { i += 1 }
            guard i > start, count.map({ i - start == $0 }) ?? true else { return nil }
            return .some(Int(String(decoding: bytes[start..<i], as: UTF8.self)))
        }
        guard skipSpaces() else { return .undecided }
        stars()
        guard i < bytes.count, bytes[i] == UInt8(ascii: "[") else { return .none }
        i += 1
        guard let a = digits(exactly: nil), i < bytes.count, bytes[i] == UInt8(ascii: ":") else { return .none }
        i += 1
        guard let b = digits(exactly: 2) else { return .none }
        var c: Int?? = nil
        if i < bytes.count, bytes[i] == UInt8(ascii: ":") {
            let colon = i
            i += 1
            c = digits(exactly: 2)
            if c == nil { i = colon }  // the optional group does not match; `]` must follow the minutes
        }
        guard i < bytes.count, bytes[i] == UInt8(ascii: "]") else { return .none }
        i += 1
        stars()
        guard skipSpaces() else { return .undecided }
        return .found(a, b, c ?? nil, i)
    }

    /// `**[1:35]** And the agent…` → (95, "And the agent…").
    private static func timeMark(_ block: MarkdownBlock) -> (Double, String, String)? {
        let text = block.text
        guard mayStartWithTimeMark(text) else { return nil }
        let numbers: (a: Int?, b: Int?, c: Int?), restStart: String.Index
        switch scanTimeMark(text) {
        case .none: return nil
        case .found(let a, let b, let c, let end):
            numbers = (a, b, c)
            restStart = text.utf8.index(text.utf8.startIndex, offsetBy: end)
        case .undecided:
            guard let m = mark.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return nil }
            func int(_ i: Int) -> Int? { Range(m.range(at: i), in: text).flatMap { Int(text[$0]) } }
            numbers = (int(1), int(2), int(3))
            restStart = Range(m.range, in: text)!.upperBound
        }
        guard let a = numbers.a, let b = numbers.b else { return nil }
        let seconds = numbers.c.map { Double(a * 3600 + b * 60 + $0) } ?? Double(a * 60 + b)
        let rest = String(text[restStart...])
        // Drop the mark from the HTML too: it is rendered as a time link instead.
        var html = block.html
        if let close = html.range(of: "]</strong>") { html = String(html[close.upperBound...]).trimmingCharacters(in: .whitespaces) }
        else if let close = html.range(of: "]") { html = String(html[close.upperBound...]).trimmingCharacters(in: .whitespaces) }
        return (seconds, rest, html)
    }

    /// `{do}`, `{assets_path}`: a paragraph that is one template variable an exporter left unfilled.
    static func isPlaceholder(_ text: String) -> Bool {
        let t = text.utf8.drop { $0 == UInt8(ascii: " ") }.reversed().drop { $0 == UInt8(ascii: " ") }.reversed()
        guard t.count >= 3, t.first == UInt8(ascii: "{"), t.last == UInt8(ascii: "}") else { return false }
        let name = t.dropFirst().dropLast()
        return name.first.map { !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false
            && name.allSatisfy { ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z"))
                || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "_") }
    }

    /// The front matter keys Concord reads; other keys are the site generator's the files came from.
    static let frontMatterKeys: Set<String> = ["title", "lang", "language", "id", "translationOf", "session", "designSystem",
                                                "source", "url", "kind", "permalink", "description"]

    /// Hugo's TOML front matter (`+++` … `+++`): its top-level `key = value` lines (strings, numbers, booleans,
    /// lists of strings); tables (`[menu.main]`) are the site's own and end what Concord reads.
    static func readTOMLFrontMatter(_ lines: [Substring], path: String, problems: inout [Diagnostic]) -> ([String: String], Int, [String: Int]) {
        guard let close = lines.indices.dropFirst().first(where: { lines[$0].trimmingCharacters(in: .whitespaces) == "+++" }) else {
            problems.append(.warning("frontmatter.syntax", "found no closing '+++', expected TOML front matter to end with a line '+++' (read as text)", source: path, line: 1))
            return ([:], 0, [:])
        }
        var result: [String: String] = [:]
        var valueLines: [String: Int] = [:]
        for index in 1..<close {
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") { break }
            guard !line.hasPrefix("#"), let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasPrefix("["), value.hasSuffix("]") {
                value = value.dropFirst().dropLast().split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
                }.joined(separator: ", ")
            } else if let quote = value.first, quote == "\"" || quote == "'", let end = value.dropFirst().lastIndex(of: quote) {
                value = String(value[value.index(after: value.startIndex)..<end])
                if quote == "\"" { value = value.replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\") }
            } else if let comment = value.range(of: " #") {
                value = value[..<comment.lowerBound].trimmingCharacters(in: .whitespaces)
            }
            guard !key.isEmpty else { continue }
            result[key] = value
            valueLines[key] = index + 1
        }
        return (result, close + 1, valueLines)
    }

    /// `line` without the spaces and tabs around it, as `trimmingCharacters(in: .whitespaces)` gives, on bytes
    /// unless an end is not ASCII (another space character may be there): Foundation's went through UTF-16 for
    /// each line front matter scanning looked at.
    static func trimmedSpaces(_ line: Substring) -> Substring {
        let bytes = line.utf8
        var start = bytes.startIndex, end = bytes.endIndex
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start = bytes.index(after: start) }
        while start < end, case let b = bytes[bytes.index(before: end)], b == 0x20 || b == 0x09 { end = bytes.index(before: end) }
        if start < end, bytes[start] >= 0x80 || bytes[bytes.index(before: end)] >= 0x80 {
            return Substring(line.trimmingCharacters(in: .whitespaces))
        }
        return line[start..<end]
    }

    /// The key `readFrontMatter` returns alone for a template's front matter, which no page is built from.
    static let templateMarker = "\u{0}template"

    /// Front matter as flat key → text; returns the index of the first body line and each value's 1-based line.
    /// In MDX, front matter below the imports and their code (React Spectrum writes a fenced block of imports, then
    /// `---`, `category: Buttons`, `---`, and its build reads it as front matter; as Markdown it was a heading): the
    /// line of its `---` when only blank lines and fenced code are above it.
    static func frontMatterAfterCode(_ lines: [Substring]) -> Int? {
        var code = CodeFenceTracker()
        for (i, line) in lines.prefix(400).enumerated() {
            if code.isCode(String(line)) { continue }
            let t = trimmedSpaces(line)
            if t.isEmpty { continue }
            return t == "---" && i > 0 ? i : nil
        }
        return nil
    }

    /// `at`: the line of the opening `---` when it is not the file's first (see `frontMatterAfterCode`).
    static func readFrontMatter(_ lines: [Substring], path: String, problems: inout [Diagnostic], at start: Int? = nil) -> ([String: String], Int, [String: Int]) {
        if start == nil, lines.first.map(trimmedSpaces) == "+++" { return readTOMLFrontMatter(lines, path: path, problems: &problems) }
        // Front matter opens the file; in MDX it may follow the imports, left as blank lines (React Spectrum's pages:
        // `category: Buttons` was a heading), when it closes and holds keys.
        guard let top = start ?? lines.firstIndex(where: { !trimmedSpaces($0).isEmpty }), top < lines.count,
              trimmedSpaces(lines[top]) == "---" else { return ([:], 0, [:]) }
        if top > 0 {
            guard let close = (top + 1..<min(lines.count, top + 200)).first(where: { trimmedSpaces(lines[$0]) == "---" }), close > top + 1,
                  case .mapping? = try? YAMLParser.parse(lines[(top + 1)..<close].joined(separator: "\n"), lineOffset: top + 1) else { return ([:], 0, [:]) }
        }
        let first = top + 1  // the first line of the keys
        var end = lines.count
        var bodyStart = lines.count
        var closing: Int?
        for i in first..<lines.count {
            let t = trimmedSpaces(lines[i])
            if t == "---" || t == "..." { end = i; bodyStart = i + 1; closing = i; break }
            if t.isEmpty { end = i; bodyStart = i + 1; break }
        }
        // Blank lines inside front matter (Jekyll sites group their keys so): it runs to its closing `---` when
        // what is between reads as keys and values; a `---` rule above paragraphs still ends at the blank line.
        if closing == nil, end < lines.count,
           let close = (end + 1..<min(lines.count, end + 200)).first(where: { ["---", "..."].contains(trimmedSpaces(lines[$0])) }),
           case .mapping? = try? YAMLParser.parse(lines[first..<close].joined(separator: "\n"), lineOffset: first) {
            end = close
            bodyStart = close + 1
        }
        let yaml = lines[first..<max(first, end)].joined(separator: "\n")
        let node: YAMLNode
        do {
            node = try YAMLParser.parse(yaml, lineOffset: first)
        } catch {
            // An editor's template (Obsidian's `tags: - {{tag}}`, `created: {{date}}`): no page of the site.
            if let open = yaml.range(of: "{{"), let close = yaml.range(of: "}}", range: open.upperBound..<yaml.endIndex) {
                problems.append(.warning("frontmatter.template",
                                         "found the template placeholder '\(yaml[open.lowerBound..<close.upperBound])' in front matter, expected values; a template, not a page (skipped)",
                                         source: path, line: top + 1))
                return ([Self.templateMarker: ""], bodyStart, [:])
            }
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
            else if key == "hero", case .mapping(let hero, _) = value {
                // VitePress' home layout: its hero's words are the page's (`HomeLayout`).
                for (field, setting) in hero where ["name", "text", "tagline"].contains(field) { if let s = setting.string { result["hero." + field] = s } }
            }
            else if key == "features", case .sequence(let items, _) = value {
                var features: [String] = []
                for case .mapping(let fields, _) in items {
                    let named = Dictionary(fields.compactMap { f in f.1.string.map { (f.0, $0) } }, uniquingKeysWith: { a, _ in a })
                    if let title = named["title"] { features.append(title + "\u{1F}" + (named["details"] ?? "")) }
                }
                if !features.isEmpty { result["features"] = features.joined(separator: "\u{1E}") }
            }
            else if key == "_build" || key == "build", case .mapping(let options, _) = value {
                // Hugo's build options (`_build: {render: never}`), read by `unrenderedKey`.
                for (option, setting) in options { if let s = setting.string { result[key + "." + option] = s; valueLines[key + "." + option] = setting.position.line } }
            }
            else if Self.frontMatterKeys.contains(key) {
                // Only what Concord reads: sites keep their own data there (`group: {title: 设计模式, order: 2}`).
                problems.append(Diagnostic(.warning, "frontmatter.value.type", "found \(value.typeDescription) for '\(key)', expected a text value",
                                           source: path, range: SourceRange(value.position)))
            }
        }
        return (result, bodyStart, valueLines)
    }
}

/// VitePress' home layout (`layout: home`): its hero's text and tagline and its features, which the theme shows and the
/// Markdown below the front matter does not hold, as the page's first paragraphs and a list. Written into the front
/// matter's own lines (blank in the body), so every line after it keeps its number. Pinia's and Vue Router's home
/// pages showed none of their words ("The intuitive store for Vue.js", "Extremely light").
enum HomeLayout {
    static func write(_ frontMatter: [String: String], into lines: inout [String], before bodyStart: Int) {
        guard frontMatter["layout"] == "home", bodyStart > 2 else { return }
        var markdown: [String] = []
        for text in [frontMatter["hero.text"], frontMatter["hero.tagline"]].compactMap({ $0 }) where !text.isEmpty {
            markdown += [text, ""]
        }
        for feature in (frontMatter["features"] ?? "").split(separator: "\u{1E}") {
            let parts = feature.split(separator: "\u{1F}", maxSplits: 1, omittingEmptySubsequences: false)
            let details = parts.count > 1 ? String(parts[1]).trimmingCharacters(in: .whitespacesAndNewlines) : ""
            markdown.append("- **" + parts[0] + "**" + (details.isEmpty ? "" : ": " + details.replacingOccurrences(of: "\n", with: " ")))
        }
        // Lines 1 up to the closing `---`: room for as many as fit.
        for (offset, line) in markdown.prefix(bodyStart - 2).enumerated() { lines[1 + offset] = line }
    }
}
