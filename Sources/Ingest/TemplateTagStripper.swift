/// Lines of another site generator's template language in Markdown, left out (and kramdown's attribute lists,
/// and links through template tags, made plain Markdown): Nunjucks and Jinja
/// (`{% from "_example.njk" import example %}`, `{{ example({...}) }}`), Liquid (`{% include note.html %}`),
/// Hugo shortcodes (`{{< figure … >}}`, `{{% notice %}}`) and their comments (`{# … #}`, `{% comment %}…`).
/// A cloned Eleventy, Jekyll or Hugo site then reads as its prose, not as template calls printed as text.
///
/// Only lines that hold nothing but tags are left out (a tag may run over the lines of a paragraph); text
/// between an opening and a closing tag stays, except in branches of a condition other than its first and in a
/// loop's body (`ControlFlow`). Other tags inside a line of prose and everything in fenced code are kept. Lines
/// keep their numbers (a removed line becomes an empty line), so diagnostics point at the file's own lines.
public enum TemplateTagStripper {
    /// The text with template-only lines emptied, and the first line (1-based) and text of each tag left out.
    /// `{% raw %}` and `{% endraw %}`, which only keep the generator from reading what they enclose, are taken out
    /// everywhere, in code too (where their lines move to the end of the block), without a mention.
    /// Whether `line` continues a block of raw HTML: the lines above it, up to an empty one, start with an HTML tag
    /// (CommonMark's HTML blocks run until an empty line).
    static func isInsideHTMLBlock(_ lines: [String], line: Int) -> Bool {
        var start = line
        while start > 0, !lines[start - 1].allSatisfy(\.isWhitespace) { start -= 1 }
        guard start < line else { return false }
        let first = lines[start].drop { $0 == " " }
        guard lines[start].count - first.count <= 3, first.hasPrefix("<"), let next = first.dropFirst().first else { return false }
        return next.isLetter || next == "/"
    }

    /// `]({{ site.x | relative_url }}/y)` → `]({{site.x|relative_url}}/y)`: a link address through a template tag,
    /// without the spaces that kept it from being one.
    static func tightLinkTemplates(_ line: String) -> String {
        var out = "", rest = Substring(line)
        while let open = rest.range(of: "](") {
            out += rest[..<open.upperBound]
            rest = rest[open.upperBound...]
            let spaces = rest.prefix { $0 == " " }
            guard rest.dropFirst(spaces.count).hasPrefix("{{"), let close = rest.range(of: "}}") else { continue }
            let tag = rest[rest.index(rest.startIndex, offsetBy: spaces.count)..<close.upperBound]
            out += tag.filter { $0 != " " }
            rest = rest[close.upperBound...]
        }
        return out + rest
    }

    /// Each removal: its first line, its first tag, how many lines it ran over, and whether any of its tags shows
    /// something where it stands (an include, an expression), not only imports, settings, comments or control.
    public static func strip(_ text: String) -> (text: String, removed: [Removal]) {
        guard text.utf8Contains("{%") || text.utf8Contains("{{") || text.utf8Contains("{#") || text.utf8Contains("{:") || text.utf8Contains("[#")
            || text.utf8Contains("{ #") || text.utf8Contains("{ .") || text.utf8Contains("{.") || text.utf8Contains("{ id=") || text.utf8Contains("{* ")
            || ["toc]", "TOC]", "Toc]", "TOC_]", "toc_]", "${toc}"].contains(where: { text.utf8Contains($0) })
            || (text.utf8Contains("](") && (text.utf8Contains("x*)") || text.utf8Contains(" =x") || text.utf8Contains(" =1") || text.utf8Contains(" =2")
                                            || text.utf8Contains(" =3") || text.utf8Contains(" =4") || text.utf8Contains(" =5") || text.utf8Contains(" =6")
                                            || text.utf8Contains(" =7") || text.utf8Contains(" =8") || text.utf8Contains(" =9"))) else { return (text, []) }
        var lines = TextDecoder.lines(text).map(String.init)
        var removed: [Removal] = []
        var changed = false
        // Fenced code, in quotations too (an admonition's example, once the admonition is a quotation).
        var code = CodeFenceTracker(seesQuotedFences: true)
        var rawLines = 0  // marker lines taken out of the code open now
        var comment = false  // inside `{% comment %}` … `{% endcomment %}`: every line goes
        var capture = false  // inside `{% capture x %}` … `{% endcapture %}`: a value, shown only where `{{ x }}` is
        var captured: Set<String> = []
        var math = false  // inside a `$$` block: `{{n}\choose{k}}` is TeX
        var shortcodeCode: String?  // inside Hugo's `{{< highlight go >}}` … `{{< /highlight >}}`: code, fenced
        // A page of a templated site (a tag on a line of its own at the margin, or raw markers) has its tags read
        // by the generator everywhere, in indented HTML too; in other Markdown, indented lines are code.
        let templated = ["raw %}", "raw -%}", "{% include", "{%- include", "{% assign", "{% if ", "{{ site.", "{{site.", "{{ page."].contains { text.utf8Contains($0) }
            || lines.contains { line in
            (line.hasPrefix("{%") || line.hasPrefix("{{")) && onlyTags(line) != nil && startsLikeATag(Substring(line))
        }
        var control = ControlFlow()
        var i = frontMatterEnd(lines)
        while i < lines.count {
            // A branch not shown (`{% else %}` of a condition whose first branch is) or a loop's body: its lines go,
            // up to the tag that ends it.
            if control.hides, !comment, !code.isOpen {
                let body = lines[i].drop { $0 == ">" || $0 == " " || $0 == "\t" }
                if !(body.hasPrefix("{%") && (onlyTags(String(body)) ?? []).contains(where: { ControlFlow.names.contains(tagName($0)) })) {
                    if body.utf8Contains("{%") {
                        // A control tag inside a line of prose (`B{% endif %} and more`) ends it there.
                        let shown = control.inline(lines[i], line: i)
                        if shown != lines[i] { lines[i] = shown; changed = true }
                    } else {
                        control.hide(lines[i], line: i)
                        if !lines[i].isEmpty { lines[i] = ""; changed = true }
                    }
                    i += 1
                    continue
                }
            }
            if lines[i].utf8Contains("raw"), let unmarked = withoutRawMarkers(lines[i]) {
                changed = true
                if unmarked.allSatisfy(\.isWhitespace), code.isOpen {
                    lines.remove(at: i)
                    rawLines += 1
                    continue
                }
                lines[i] = unmarked
            }
            // Hugo's code shortcodes hold code (`{{< code-toggle file=hugo >}}` and TOML's `[[menus.main]]`): they
            // become a fence, four backticks so the code's own fences stay inside.
            if let name = shortcodeCode {
                if Self.closesShortcode(lines[i], name) { lines[i] = "````"; shortcodeCode = nil; changed = true }
            } else if !code.isOpen, let opened = Self.codeShortcode(lines[i]),
                      // One that never closes takes its code from a file (Kubernetes' `{{% code file="x.yaml" %}}`):
                      // as a fence it made the rest of the page code.
                      lines[(i + 1)...].contains(where: { Self.closesShortcode($0, opened.name) }) {
                lines[i] = "````" + opened.language
                shortcodeCode = opened.name
                changed = true
            }
            let trimmed = lines[i].drop { $0 == " " || $0 == "\t" }
            if code.isOpen || !comment {
                let wasOpen = code.isOpen
                if code.isCode(lines[i]) {
                    if wasOpen, !code.isOpen, rawLines > 0 {
                        // The marker lines taken out of the code come back as empty lines after it.
                        lines.insert(contentsOf: repeatElement("", count: rawLines), at: i + 1)
                        i += rawLines
                        rawLines = 0
                    }
                    i += 1
                    continue
                }
            }
            if comment {
                if trimmed.utf8Contains("endcomment") { comment = false }
                lines[i] = ""
                changed = true
                i += 1
                continue
            }
            // A captured value (`{% capture check %}<svg …>{% endcapture %}`, USWDS's icons) goes with its uses, below:
            // its line was the page's title.
            if capture || trimmed.hasPrefix("{% capture ") || trimmed.hasPrefix("{%- capture ") {
                if !capture, let name = trimmed.split(separator: " ").dropFirst(2).first.map({ String($0.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) }),
                   !name.isEmpty {
                    captured.insert(name)
                }
                capture = !trimmed.utf8Contains("endcapture")
                lines[i] = ""
                changed = true
                i += 1
                continue
            }
            if trimmed.hasPrefix("$$") { math.toggle() }
            if math { i += 1; continue }

            // A table-of-contents marker on its own line (`[[toc]]` of VitePress and markdown-it, GitLab's
            // `[[_TOC_]]`, `[TOC]` of Python-Markdown): the page shows its own contents.
            if trimmed.utf8.count <= 12, Self.tocMarkers.contains(trimmed.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()) {
                lines[i] = ""
                changed = true
                i += 1
                continue
            }
            // kramdown's table of contents (`* TOC` above `{:toc}`): the page shows its own, and the placeholder item
            // goes with the marker; its extensions (`{::options toc_levels="2..4" /}`) go too.
            if trimmed.hasPrefix("{:"), ["{:toc}", "{: toc}", "{:.no_toc}", "{: .no_toc }"].contains(trimmed.trimmingCharacters(in: .whitespaces)) || trimmed.hasPrefix("{::"),
               !trimmed.hasPrefix("{::comment}") && !trimmed.hasPrefix("{::nomarkdown}") {
                if trimmed.hasPrefix("{:toc") || trimmed.hasPrefix("{: toc"), i > 0, Self.isTOCPlaceholderItem(lines[i - 1]) { lines[i - 1] = "" }
                if trimmed.hasPrefix("{::"), trimmed.hasSuffix("/}") || trimmed.hasPrefix("{::options") { lines[i] = "" }
            }
            // Links through the site's base URL and attribute lists are the generator's wherever they are.
            if lines[i].utf8Contains("{") || lines[i].utf8Contains("[#"), let plain = withoutAttributeLists(lines[i]) {
                lines[i] = plain
                changed = true
            }
            // markdown-it-imsize's sizes (`![Anatomy](/assets/anatomy.png =612x*)`, HashiCorp's design system):
            // the image without them (with them, CommonMark reads no image at all).
            if lines[i].utf8Contains(" ="), lines[i].utf8Contains("]("), let sized = withoutImageSizes(lines[i]) {
                lines[i] = sized
                changed = true
            }
            if let linked = resolvingLinkTags(lines[i]) {
                lines[i] = linked
                changed = true
            }
            if lines[i].utf8Contains("youtube") || lines[i].utf8Contains("vimeo"), let video = videoLink(lines[i]) {
                lines[i] = video
                changed = true
            }
            // Indented code (four spaces) shows its tags as written, unless the page is a template's.
            if !templated, lines[i].prefix(while: { $0 == " " }).count >= 4 || lines[i].hasPrefix("\t") { i += 1; continue }
            // A quotation's line (`> {% include note.html %}`, an admonition's body) keeps its marks.
            let quote = lines[i].prefix { $0 == ">" || $0 == " " || $0 == "\t" }
            let body = lines[i].dropFirst(quote.count)
            guard body.hasPrefix("{%") || body.hasPrefix("{{") || body.hasPrefix("{#") || body.hasPrefix("{* "), startsLikeATag(body) else {
                if lines[i].utf8Contains("{%"), control.hasControl(lines[i]) {
                    let shown = control.inline(lines[i], line: i)
                    if shown != lines[i] { lines[i] = shown; changed = true }
                }
                i += 1
                continue
            }
            // The tags from here until a line ends with one, within the paragraph (a macro's table of data can
            // run over a hundred lines).
            var joined = String(body)
            var last = i
            var tags: [String]?
            var closer = ""
            while true {
                // The run is read again only when its new line holds the closer of the tag left open.
                if last == i || lines[last].contains(closer) {
                    switch tagRun(joined) {
                    case .tags(let found): tags = found
                    case .text: break
                    case .open(let close): closer = close
                    }
                    if tags != nil || closer.isEmpty { break }
                }
                guard last + 1 < lines.count, last - i < 400, !lines[last + 1].allSatisfy(\.isWhitespace) else { break }
                last += 1
                joined += "\n" + lines[last]
            }
            guard let found = tags else {
                if lines[i].utf8Contains("{%"), control.hasControl(lines[i]) {
                    let shown = control.inline(lines[i], line: i)
                    if shown != lines[i] { lines[i] = shown; changed = true }
                }
                i += 1
                continue
            }
            if let name = found.last.map(tagName), name == "comment" { comment = true }
            for tag in found { control.apply(tag, line: last) }
            if let first = found.first { removed.append(Removal(line: i + 1, tag: first, lines: last - i + 1, shows: found.contains(where: Self.showsSomething))) }
            var kept = quote.contains(">") ? String(quote.prefix { $0 == ">" || $0 == " " }).trimmingCharacters(in: .whitespaces) : ""
            // Inside a block of HTML, an empty line would end it, and its indented rest would read as code (USWDS's
            // `<h3>` around `{% include icon.html %}`): a comment keeps the block whole and shows nothing.
            if last + 1 < lines.count, !lines[last + 1].allSatisfy(\.isWhitespace), Self.isInsideHTMLBlock(lines, line: i) {
                kept += kept.isEmpty ? "<!-- -->" : " <!-- -->"
            }
            for k in i...last { lines[k] = kept }
            changed = true
            i = last + 1
        }
        // A condition or loop never closed: its hidden lines come back (the page's end is no branch's).
        for (k, text) in control.unclosed() { lines[k] = text }
        removed += control.hidden
        removed.sort { $0.line < $1.line }
        // Marker lines taken out of code that never closes come back at the end.
        if rawLines > 0 { lines += repeatElement("", count: rawLines) }
        if !captured.isEmpty {
            var fences = CodeFenceTracker(seesQuotedFences: true)
            for k in lines.indices where !fences.isCode(lines[k]) && lines[k].utf8Contains("{{") {
                var line = lines[k]
                for name in captured { for use in ["{{ \(name) }}", "{{\(name)}}", "{{- \(name) -}}"] { line = line.replacingOccurrences(of: use, with: "") } }
                if line != lines[k] { lines[k] = line; changed = true }
            }
        }
        // `[Kit]({{ site.figma_url }})`, which no pass above made a place: CommonMark reads no link whose address has
        // spaces, and the line showed as written; without them it is a link, whose template the link pass reports
        // (its text stays).
        var fences = CodeFenceTracker(seesQuotedFences: true)
        for k in lines.indices where !fences.isCode(lines[k]) && (lines[k].utf8Contains("]({{ ") || lines[k].utf8Contains("]( {{")) {
            let tightened = Self.tightLinkTemplates(lines[k])
            if tightened != lines[k] { lines[k] = tightened; changed = true }
        }
        return changed ? (lines.joined(separator: "\n"), removed) : (text, [])
    }

    /// A line that is only the opening of one of Hugo's code shortcodes (`{{< highlight go "linenos=table" >}}`,
    /// `{{< code-toggle file=hugo >}}`, `{{< code lang="html" >}}`): its name and the language its code is in.
    static func codeShortcode(_ line: String) -> (name: String, language: String)? {
        guard line.utf8Contains("{{") else { return nil }  // every line comes here: no trimming for most
        let t = line.trimmingCharacters(in: .whitespaces)
        guard t.hasPrefix("{{<") || t.hasPrefix("{{%"), t.hasSuffix(">}}") || t.hasSuffix("%}}") else { return nil }
        let inner = t.dropFirst(3).dropLast(3).trimmingCharacters(in: .whitespaces)
        // Self-closing (`{{< code-toggle dataKey="…" />}}`, its code from the site's data): no body, no fence; the
        // fence it opened made the rest of the page code (Hugo's configuration pages).
        guard !inner.hasSuffix("/") else { return nil }
        let words = inner.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let name = words.first, ["highlight", "code-toggle", "code"].contains(name) else { return nil }
        var language = ""
        if name == "highlight", words.count > 1 { language = words[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) }
        for word in words.dropFirst() where word.hasPrefix("lang=") {
            language = String(word.dropFirst(5)).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        }
        return (name, language.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "+" } ? language : "")
    }

    /// Whether the line closes the shortcode `name` (`{{< /highlight >}}`).
    static func closesShortcode(_ line: String, _ name: String) -> Bool {
        let t = line.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " ", with: "")
        return t == "{{</\(name)>}}" || t == "{{%/\(name)%}}"
    }

    static let tocMarkers: Set<String> = ["[[toc]]", "[[_toc_]]", "[toc]", "${toc}"]

    private static let imageSize = try! NSRegularExpression(pattern: #"(!\[[^\]]*\]\([^)\s]+)\s+=\d*x\d*\*?\)"#)

    /// `![a](x.png =612x*)` → `![a](x.png)`; nil when the line has no such size.
    static func withoutImageSizes(_ line: String) -> String? {
        let range = NSRange(line.startIndex..., in: line)
        guard imageSize.firstMatch(in: line, range: range) != nil else { return nil }
        return imageSize.stringByReplacingMatches(in: line, range: range, withTemplate: "$1)")
    }

    /// `* TOC`, `1. Table of contents`: the list item kramdown replaces with the page's contents.
    static func isTOCPlaceholderItem(_ line: String) -> Bool {
        let t = line.trimmingCharacters(in: .whitespaces)
        guard let space = t.firstIndex(of: " ") else { return false }
        let marker = t[..<space], rest = t[space...].trimmingCharacters(in: .whitespaces).lowercased()
        let isMarker = ["*", "-", "+"].contains(marker) || (marker.dropLast().allSatisfy(\.isNumber) && marker.last == ".")
        return isMarker && ["toc", "table of contents", "contents", "{:toc}"].contains(rest)
    }

    /// The line without kramdown's attribute lists (`{:.site-note}`, `{: .usa-list }`, `{:toc}`), which only style
    /// the block or span before or after them on the generator's site, and with a heading's attribute list
    /// (`## Usage {#usage-guidance .large}`, as kramdown, Pandoc, Hugo and MkDocs write it, or `%{#id}%`, the
    /// delimiters VitePress sites set for markdown-it-attrs so TypeScript's `{}` stays text) made its anchor, so
    /// links to the id land. Nil when the line has none.
    static func withoutAttributeLists(_ line: String) -> String? {
        var out = line
        if out.utf8Contains("{:") {
            out = InlineCode.outside(out) { text in
                guard text.utf8Contains("{:") else { return text }
                return inlineAttributeList.stringByReplacingMatches(in: text, range: NSRange(location: 0, length: (text as NSString).length), withTemplate: "")
            }
            if line.drop(while: { $0 == " " }).hasPrefix("{:") { out = String(out.drop { $0 == " " }) }
            if out.allSatisfy(\.isWhitespace) { out = "" }
        }
        if out.hasPrefix("#"), let m = headingAttributes.firstMatch(in: out, range: NSRange(location: 0, length: (out as NSString).length)),
           let marks = Range(m.range(at: 1), in: out), let title = Range(m.range(at: 2), in: out), let list = Range(m.range(at: 4), in: out) {
            let id = Self.id(inAttributes: out[list])
            out = out[marks] + " " + (id.map { "<span id=\"\($0)\"></span>" } ?? "") + out[title]
        } else if out.hasPrefix("#"), out.hasSuffix("]"), let m = bracketedHeadingID.firstMatch(in: out, range: NSRange(location: 0, length: (out as NSString).length)),
                  let marks = Range(m.range(at: 1), in: out), let title = Range(m.range(at: 2), in: out), let id = Range(m.range(at: 3), in: out) {
            out = out[marks] + " <span id=\"\(out[id])\"></span>" + out[title]
        }
        // Python-Markdown's attribute lists elsewhere (MkDocs): after a link (`[Go](#){ .md-button }`), at the end of a
        // block's line (`{ .annotate }`), on a line of their own (`{#after}` below a list item), or on an empty link
        // that only holds an id (`[](){#fields}`, Pydantic's anchors). An id stays as an anchor; the rest styles.
        if out.utf8Contains("{"), !out.hasPrefix("#") || out.utf8Contains("](") {
            out = InlineCode.outside(out) { text in
                guard text.utf8Contains("{") else { return text }
                let ns = text as NSString
                var result = "", last = 0
                for m in blockAttributes.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
                    var start = m.range.location
                    let list = ns.substring(with: m.range(at: 1))
                    let anchor = Self.id(inAttributes: Substring(list)).map { "<span id=\"\($0)\"></span>" } ?? ""
                    if start >= 4, ns.substring(with: NSRange(location: start - 4, length: 4)) == "[]()" { start -= 4 }
                    result += ns.substring(with: NSRange(location: last, length: start - last)) + anchor
                    last = m.range.location + m.range.length
                }
                guard last > 0 else { return text }
                return result + ns.substring(from: last)
            }
            if out != line, out.allSatisfy(\.isWhitespace) { out = "" }
        }
        return out == line ? nil : out
    }

    /// The id of an attribute list's items (`#usage`, `id="9.7.0"`), or nil.
    static func id(inAttributes list: Substring) -> String? {
        let text = String(list), ns = text as NSString
        // Item by item, so a `#` inside a quoted value (`style="color: #EE0F0F"`) is no id.
        for m in attributeItem.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let item = ns.substring(with: m.range)
            if item.hasPrefix("#"), item.count > 1 { return String(item.dropFirst()) }
            if item.hasPrefix("id=") {
                let value = item.dropFirst(3).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
                if !value.isEmpty { return value }
            }
        }
        return nil
    }

    private static let attributeItem = try! NSRegularExpression(pattern: #"#[^\s}"'<>&]+|\.[\w-]+|[\w-]+=(?:"[^"]*"|'[^']*'|[^\s}]+)"#)

    /// `{ #id .class key="value" }` as Python-Markdown's `attr_list` writes it, not after `$` (`${VAR=x}`) or `{`.
    private static let blockAttributes = try! NSRegularExpression(
        pattern: #"\s?(?<![$\w{%])\{\s*((?:#[A-Za-z][\w:.-]*|\.[A-Za-z_][\w-]*|[A-Za-z_][\w-]*=(?:"[^"]*"|'[^']*'|[^\s}]+))(?:\s+(?:#[A-Za-z][\w:.-]*|\.[A-Za-z_][\w-]*|[A-Za-z_][\w-]*=(?:"[^"]*"|'[^']*'|[^\s}]+)))*)\s*\}(?!\})"#)

    /// `{:toc}`, `{:footnotes}`, `{: .class #id key="value"}`: only kramdown's shapes (`'{:.2f}'` is a Python format).
    private static let inlineAttributeList = try! NSRegularExpression(
        pattern: #"\s?\{:\s*(?:[A-Za-z_][\w-]*|(?:[.#][A-Za-z_][\w:-]*|[A-Za-z_][\w-]*=(?:"[^"]*"|'[^']*'|[^\s}]+))(?:\s*(?:[.#][A-Za-z_][\w:-]*|[A-Za-z_][\w-]*=(?:"[^"]*"|'[^']*'|[^\s}]+)))*)\s*\}"#)
    /// `## Title {#id .class key=value}` or `%{…}%`: every item an id (any characters but spaces, quotes and markup:
    /// Vue's `{#web-accessibility-initiative-–-accessible-rich-internet-applications-wai-aria}` has an en dash), a
    /// class or a key and value.
    private static let headingAttributes = try! NSRegularExpression(
        pattern: #"^(#{1,6})\s+(.*?\S)\s*(%?)\{((?:\s*(?:#[^\s}"'<>&]+|\.[\w-]+|[\w-]+=(?:"[^"]*"|\S+)))+)\s*\}\3\s*#*\s*$"#)

    /// `## Revalidate on Focus [#revalidate-on-focus]`: Fumadocs' heading id (SWR's documentation). An id has a
    /// letter: a changelog's `## v1.2 [#123]` names an issue.
    private static let bracketedHeadingID = try! NSRegularExpression(pattern: #"^(#{1,6})\s+(.*?\S)\s*\[#([A-Za-z][\w:.-]*|\d+[\w:.-]*[A-Za-z][\w:.-]*)\]\s*$"#)

    /// Tags that stand for a place, where a link or an image names one, as what they stand for: the site's base
    /// (`({{ site.baseurl }}/components/)`, `src="{{ .Site.BaseURL }}images/a.png"`) is its root, a Liquid URL filter
    /// (`{{ '/assets/a.png' | relative_url }}`) its path, Jekyll's `{% link _components/button.md %}` that file from
    /// the root, Hugo's `{{< ref "button.md" >}}` that file. Written with spaces, such links are not links to
    /// Markdown at all. Nil when the line has none.
    static func resolvingLinkTags(_ line: String) -> String? {
        guard line.utf8Contains("{{") || line.utf8Contains("{%") else { return nil }
        var out = line
        var changed = false
        for (pattern, template) in linkTagRewrites {
            let result = pattern.stringByReplacingMatches(in: out, range: NSRange(location: 0, length: (out as NSString).length), withTemplate: template)
            if result != out { out = result; changed = true }
        }
        return changed ? out : nil
    }

    /// A line that is only a video embed tag (Hexo's and Jekyll's `{% youtube feIDVQ2tz0o %}`, `{% youtube PL… 'playlist' %}`,
    /// `{% vimeo 76979871 %}`, Hugo's `{{< youtube id="w7Ft2ymGmfc" >}}`) as a link to the video: the player is a
    /// script of its host that a page read offline could not run, and the tag alone was left out. Nil for other lines.
    static func videoLink(_ line: String) -> String? {
        let ns = line as NSString
        guard let m = videoTag.firstMatch(in: line, range: NSRange(location: 0, length: ns.length)) else { return nil }
        func group(_ k: Int) -> String? { m.range(at: k).location == NSNotFound ? nil : ns.substring(with: m.range(at: k)) }
        guard let indent = group(1), let host = group(2)?.lowercased(), let id = group(3) else { return nil }
        let url = host == "vimeo" ? "https://vimeo.com/\(id)"
            : group(4)?.lowercased() == "playlist" ? "https://www.youtube.com/playlist?list=\(id)" : "https://www.youtube.com/watch?v=\(id)"
        return indent + "<" + url + ">"
    }

    private static let videoTag = try! NSRegularExpression(pattern:
        #"^(\s*)(?:\{%-?\s*|\{\{[<%]\s*)(youtube|vimeo|YouTube|Vimeo)\s+(?:id=)?["']?([A-Za-z0-9_-]{5,})["']?(?:\s+["']?(\w+)["']?)?[^%>}]*(?:-?%\}|[>%]\}\})\s*$"#)

    /// Where a place may be written: a Markdown link or image destination, or an HTML `src`/`href` value.
    private static let placeStart = #"(?<=\]\(|<|src="|href="|src='|href=')"#
    private static let linkTagRewrites: [(NSRegularExpression, String)] = [
        // A variable holding the site's base URL, before a path.
        (placeStart + #"\{\{-?\s*\.?[A-Za-z_][\w.]*(?i:base|url|root)[\w.]*\s*-?\}\}/?"#, "/"),
        // A quoted path through a URL filter.
        (placeStart + #"\{\{-?\s*(['"])/?([^'"]*)\1\s*\|\s*(?:relative_url|absolute_url|url|prepend:\s*site\.baseurl)\s*-?\}\}"#, "/$2"),
        // Jekyll's link tag: a file from the site's root.
        (placeStart + #"\{%-?\s*link\s+/?([^\s%]+)\s*-?%\}"#, "/$1"),
        // Hugo's ref and relref shortcodes.
        (placeStart + #"\{\{[<%]\s*(?:rel)?ref\s+"([^"]+)"\s*[>%]\}\}"#, "$1"),
    ].map { (try! NSRegularExpression(pattern: $0.0), $0.1) }

    /// The line without its `{% raw %}` and `{% endraw %}` tags (any spacing, `{%-`), nil when it has none.
    static func withoutRawMarkers(_ line: String) -> String? {
        var out = ""
        var rest = Substring(line)
        var found = false
        while let open = rest.range(of: "{%") {
            guard let close = rest[open.upperBound...].range(of: "%}") else { break }
            let name = tagName(String(rest[open.lowerBound..<close.upperBound]))
            if name == "raw" || name == "endraw" {
                out += rest[..<open.lowerBound]
                found = true
                rest = rest[close.upperBound...]
            } else {
                // Text up to and with this tag's opening only: in raw text, `{% from {% endraw %}` holds an end.
                out += rest[..<open.upperBound]
                rest = rest[open.upperBound...]
            }
        }
        return found ? out + rest : nil
    }

    /// The tags `text` is made of, with only whitespace between them; nil when anything else is there.
    static func onlyTags(_ text: String) -> [String]? {
        if case .tags(let tags) = tagRun(text) { return tags }
        return nil
    }

    /// What a run of lines is: tags with only whitespace between them, a tag left open (more lines may close
    /// it: its closer), or text (no more lines can make it tags only).
    enum TagRun { case tags([String]), open(String), text }

    static func tagRun(_ text: String) -> TagRun {
        var tags: [String] = []
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0.isWhitespace }
            if rest.isEmpty { return tags.isEmpty ? .text : .tags(tags) }
            let close: String
            if rest.hasPrefix("{{") { close = "}}" } else if rest.hasPrefix("{%") { close = "%}" } else if rest.hasPrefix("{#") { close = "#}" }
            else if rest.hasPrefix("{* ") { close = "*}" }  // FastAPI's code include, `{* ../docs_src/app.py hl[3] *}`
            else { return .text }
            guard let end = firstRange(of: close, in: rest.dropFirst(2)) else { return .open(close) }
            tags.append(String(rest[..<end.upperBound]))
            rest = rest[end.upperBound...]
        }
    }

    /// `needle` (two ASCII characters) in `text`, by its bytes: Foundation's search copies the text each time.
    static func firstRange(of needle: String, in text: Substring) -> Range<Substring.Index>? {
        let bytes = Array(needle.utf8)
        var previous: UInt8 = 0
        var index = text.utf8.startIndex
        while index < text.utf8.endIndex {
            let byte = text.utf8[index]
            if previous == bytes[0], byte == bytes[1] {
                return text.utf8.index(before: index)..<text.utf8.index(after: index)
            }
            previous = byte
            index = text.utf8.index(after: index)
        }
        return nil
    }

    /// A tag opens with a name, a path or a sigil (`{{ example(`, `{%- if`, `{{< figure`, `{{/items}}`), not with
    /// a brace of its own (`{{n}\choose{k}}` is TeX).
    static func startsLikeATag(_ text: Substring) -> Bool {
        let inside = text.dropFirst(2).drop { $0 == "-" || $0 == "~" || $0 == "<" || $0 == "%" || $0 == " " }
        guard let first = inside.first else { return false }
        if first.isLetter || "_.#/>!'\"@^&$".contains(first) {
            // `{{n}…`: a one-letter name closed at once is TeX's grouping, not a variable.
            return !(inside.dropFirst().first == "}" && !text.hasPrefix("{{ "))
        }
        return text.hasPrefix("{#")
    }

    /// `comment` of `{%- comment -%}`, `include` of `{% include x %}`.
    /// A template tag removed from a page: where, what, over how many lines, and whether it would have shown anything.
    public struct Removal: Sendable, Equatable {
        public var line: Int
        public var tag: String
        public var lines: Int
        public var shows: Bool
        /// Text of a branch not shown or of a loop's body (`tag` is the `{% else %}` or `{% for %}` that hid it;
        /// `line` its first line of text, `lines` how many lines of text it had), not tags.
        public var hides = false
    }

    /// Template expressions left in lines of prose (`The release is {{ site.version }}.`), outside code: each one's
    /// 1-based line and column (in characters) and text. Nothing evaluates them, so they show as written.
    public static func expressions(in text: String) -> [(line: Int, column: Int, tag: String)] {
        guard text.utf8Contains("{{") else { return [] }
        var found: [(line: Int, column: Int, tag: String)] = []
        var code = CodeFenceTracker(seesQuotedFences: true)
        let lines = TextDecoder.lines(text)
        let body = frontMatterEnd(lines)
        // Placeholders in the front matter too: an editor's template, no page (`frontmatter.template` says so).
        guard !lines[..<body].contains(where: { $0.contains("{{") }) else { return [] }
        for (k, line) in lines.enumerated() where k >= body {
            // A link reference definition's address is the link pass's.
            guard !code.isCode(String(line)), line.utf8Contains("{{"), !line.hasPrefix("    "), !line.hasPrefix("\t"),
                  !isReferenceDefinition(line) else { continue }
            // In a code span (backticks or `<code>`), an HTML tag's attributes or a link's address (the link pass
            // reports those), a tag is not the text's.
            var inCode = false, inHTMLCode = false, rest = line[...]
            while let next = rest.firstIndex(where: { $0 == "`" || $0 == "{" || $0 == "<" || $0 == "]" }) {
                let tail = rest[next...]
                if rest[next] == "`" {
                    let run = rest[next...].prefix { $0 == "`" }
                    inCode.toggle()
                    rest = rest[run.endIndex...]
                    continue
                }
                if !inCode, tail.hasPrefix("<{"), let close = tail.firstIndex(of: ">") {
                    // A link address in angle brackets (`[x](<{{% param repo %}}/y>)`, a definition's next line).
                    rest = tail[tail.index(after: close)...]
                    continue
                }
                if !inCode, rest[next] == "<", let second = tail.dropFirst().first, second.isLetter || second == "/" {
                    let name = tail.dropFirst().prefix { $0.isLetter || $0 == "/" }.lowercased()
                    if name == "code" || name == "pre" { inHTMLCode = true } else if name == "/code" || name == "/pre" { inHTMLCode = false }
                    rest = tail.firstIndex(of: ">").map { tail[tail.index(after: $0)...] } ?? tail.dropFirst()
                    continue
                }
                if !inCode, tail.hasPrefix("]("), let close = tail.firstIndex(of: ")") {
                    rest = tail[tail.index(after: close)...]
                    continue
                }
                guard !inCode, !inHTMLCode, tail.hasPrefix("{{"), startsLikeATag(tail), let close = firstRange(of: "}}", in: tail.dropFirst(2)) else {
                    rest = rest[rest.index(after: next)...]
                    continue
                }
                found.append((k + 1, line.distance(from: line.startIndex, to: next) + 1, String(tail[..<close.upperBound])))
                rest = tail[close.upperBound...]
            }
        }
        return found
    }

    /// `[label]: address`, a link reference definition.
    static func isReferenceDefinition(_ line: Substring) -> Bool {
        let t = line.drop { $0 == " " }
        guard t.hasPrefix("["), !t.hasPrefix("[^"), let close = t.firstIndex(of: "]") else { return false }
        return t[close...].hasPrefix("]:")
    }

    /// Conditions and loops of Liquid, Jinja and Nunjucks, which Concord cannot evaluate: a condition shows its
    /// first branch (`{% if %}`, `{% unless %}`, a `{% case %}`'s first `{% when %}`), never the others, which
    /// would say the page's text twice, in two versions (GOV.UK's `{% if %}…{% else %}…`); a loop's body
    /// (`{% for item in site.data.x %}- {{ item.name }}`) is a template for data the page does not hold, left out.
    struct ControlFlow {
        static let names: Set<String> = ["if", "unless", "case", "for", "elsif", "elif", "else", "when", "endif", "endunless", "endcase", "endfor"]
        private struct Frame {
            var isLoop: Bool
            var showing: Bool
            var shown: Bool
            /// The tag that hid this frame's text, and from which line.
            var hiddenBy: (tag: String, line: Int)?
            var textLines = 0
        }
        private var frames: [Frame] = []
        /// Lines hidden, as written, by the line number: restored when the frame that hid them never closes.
        private var originals: [Int: String] = [:]
        private(set) var hidden: [Removal] = []

        /// Whether lines are hidden now: some open frame shows none of its text.
        var hides: Bool { frames.contains { !$0.showing } }

        func hasControl(_ line: String) -> Bool {
            var rest = Substring(line)
            while let open = rest.range(of: "{%") {
                guard let close = rest[open.upperBound...].range(of: "%}") else { return false }
                if Self.names.contains(TemplateTagStripper.tagName(String(rest[open.lowerBound..<close.upperBound]))) { return true }
                rest = rest[close.upperBound...]
            }
            return false
        }

        /// Applies one tag, on 0-based `line` (the frames' hidden text starts after it).
        mutating func apply(_ tag: String, line: Int) {
            let name = TemplateTagStripper.tagName(tag)
            switch name {
            case "if", "unless": frames.append(Frame(isLoop: false, showing: true, shown: true))
            case "case": frames.append(Frame(isLoop: false, showing: false, shown: false, hiddenBy: nil))
            case "for": frames.append(Frame(isLoop: true, showing: false, shown: true, hiddenBy: (tag, line)))
            case "when", "elsif", "elif", "else":
                guard var top = frames.popLast() else { return }
                if !top.shown, !top.isLoop {
                    top.showing = true; top.shown = true
                } else {
                    top.showing = false
                    if top.hiddenBy == nil { top.hiddenBy = (tag, line) }
                }
                frames.append(top)
            case "endif", "endunless", "endcase", "endfor":
                guard let top = frames.popLast() else { return }
                // Hidden text is reported by the outermost frame that hid it.
                if let by = top.hiddenBy, top.textLines > 0, !hides {
                    hidden.append(Removal(line: by.line + 2, tag: by.tag, lines: top.textLines, shows: false, hides: true))
                }
                if top.textLines > 0, var outer = frames.popLast() {
                    outer.textLines += top.textLines
                    frames.append(outer)
                }
                if !frames.contains(where: { $0.hiddenBy != nil }) { originals = [:] }
            default: break
            }
        }

        /// Notes a line of text hidden.
        mutating func hide(_ text: String, line: Int) {
            originals[line] = text
            if !text.allSatisfy(\.isWhitespace), var top = frames.popLast() {
                top.textLines += 1
                frames.append(top)
            }
        }

        /// A line of prose with control tags: what it shows (its tags applied in order, code spans kept as written).
        mutating func inline(_ line: String, line number: Int) -> String {
            var out = "", rest = Substring(line), hiddenText = ""
            var inCode = false
            while !rest.isEmpty {
                let tick = rest.firstIndex(of: "`"), open = rest.range(of: "{%")
                if let tick, open.map({ tick < $0.lowerBound }) ?? true {
                    let run = rest[tick...].prefix { $0 == "`" }
                    let through = rest[..<run.endIndex]
                    if hides { hiddenText += through } else { out += through }
                    inCode.toggle()
                    rest = rest[run.endIndex...]
                    continue
                }
                guard let open, let close = rest[open.upperBound...].range(of: "%}") else { break }
                let before = rest[..<open.lowerBound]
                if hides { hiddenText += before } else { out += before }
                let tag = String(rest[open.lowerBound..<close.upperBound])
                if !inCode, Self.names.contains(TemplateTagStripper.tagName(tag)) {
                    apply(tag, line: number)
                } else if hides { hiddenText += tag } else { out += tag }
                rest = rest[close.upperBound...]
            }
            if hides { hiddenText += rest } else { out += rest }
            if !hiddenText.allSatisfy(\.isWhitespace) { hide(line, line: number) }
            if out.allSatisfy(\.isWhitespace) { return "" }
            return out
        }

        /// The lines hidden by frames never closed, as written.
        func unclosed() -> [(Int, String)] {
            frames.contains { $0.hiddenBy != nil } ? originals.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } : []
        }
    }

    /// Tags that show nothing where they stand: imports, settings, comments, layout and control around text that stays.
    static let silentTags: Set<String> = ["from", "import", "set", "endset", "extends", "layout", "comment", "endcomment", "raw", "endraw",
                                          "block", "endblock", "if", "elif", "elsif", "else", "endif", "unless", "endunless", "for",
                                          "endfor", "case", "when", "endcase", "with", "endwith", "assign", "capture", "endcapture",
                                          "macro", "endmacro", "filter", "endfilter", "autoescape", "endautoescape", "break", "continue"]

    /// Whether a tag shows something where it stands: an expression (`{{ x }}`), a shortcode, an include.
    static func showsSomething(_ tag: String) -> Bool {
        if tag.hasPrefix("{#") { return false }
        if tag.hasPrefix("{%") { return !silentTags.contains(tagName(tag)) }
        return true
    }

    static func tagName(_ tag: String) -> String {
        tag.dropFirst(2).drop { $0 == "-" || $0 == "~" || $0.isWhitespace }.prefix { $0.isLetter }.lowercased()
    }

    /// The first line after YAML or TOML front matter (0 when there is none), closed as the front matter reader
    /// closes it (`---` or YAML's `...`, `+++`): it is data, not template, MDX or a bilingual page's blocks.
    static func frontMatterEnd<S: StringProtocol>(_ lines: [S]) -> Int {
        guard let first = lines.first?.trimmingCharacters(in: .whitespaces), first == "---" || first == "+++" else { return 0 }
        for k in lines.indices.dropFirst() {
            let line = lines[k].trimmingCharacters(in: .whitespaces)
            if line == first || (first == "---" && line == "...") { return k + 1 }
        }
        return 0
    }
}

import Foundation
