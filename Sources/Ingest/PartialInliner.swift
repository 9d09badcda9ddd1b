import FileIO
import Foundation

/// Partials: Markdown files that pages include rather than pages of their own. Their text goes where they are
/// included, and they are not published alone. The ways documentation repositories include them:
///
/// - MDX imports of Markdown, used as a component: `import Steps from "/snippets/steps.mdx"` and `<Steps />`
///   (Mintlify, Docusaurus' `_partial.mdx`);
/// - `@include "partials/overview.md"` (HashiCorp's design system);
/// - `--8<-- "snippets/note.md"` (pymdownx.snippets, Material for MkDocs);
/// - `{% include_relative notes.md %}` and `{% include content/notes.md param="x" %}` (Jekyll; Eleventy), the
///   latter from the site's `_includes/` folder.
///
/// Paths are tried relative to the including file, then to each folder above it, then to the content folder. An
/// include that names no file of the content folder is left as written, for the syntax passes after it (an
/// include of HTML is a template's, reported there).
public enum PartialInliner {
    /// Whether `data` may include a partial: the test that decides, before any work, whether a file's parse depends
    /// on other files (then it is not cached by its own bytes alone).
    public static func mayInclude(_ data: Data) -> Bool {
        for marker in ["@include \"", "--8<--", "<embed src=", "<code src=", ArcoDemoInliner.marker, "include_relative", "\n<<< ", "\n{* ", "{{#include ", "{{#rustdoc_include ", "% include ", "%- include ",
                       "':include", "\":include"]
        where data.containsUTF8(marker) { return true }
        guard data.containsUTF8("import ") else { return false }
        return [".md'", ".md\"", ".mdx'", ".mdx\""].contains { data.containsUTF8($0) }
    }

    /// The text with each partial's text in place of its include (front matter left out, its own includes
    /// inlined, five deep at most), and the content paths of the partials included.
    /// `readCode` reads any text file of the content folder, for VitePress' code imports (`<<< @/demo.vue`).
    /// `missing`: the 1-based lines of the page's mdBook includes whose file is not in the content folder (the Rust
    /// book's `../listings/`, beside `src/`) and their paths; those lines are left empty, not shown as written.
    public static func inline(_ text: String, path: String, read: (String) -> String?,
                              readCode: ((String) -> String?)? = nil) -> (text: String, included: [String], missing: [(line: Int, path: String)]) {
        var included: [String] = [], missing: [(line: Int, path: String)] = []
        let result = inline(text, path: path, read: read, readCode: readCode, depth: 0, included: &included, missing: &missing)
        return (result, included, missing)
    }

    private static func inline(_ text: String, path: String, read: (String) -> String?, readCode: ((String) -> String?)?,
                               depth: Int, included: inout [String], missing: inout [(line: Int, path: String)]) -> String {
        // The page itself was tested by its reader (`mayInclude` on its bytes); partials are tested here.
        guard depth < 5, depth == 0 || mayInclude(Data(text.utf8)) else { return text }
        let lines = text.lineComponents
        var imports: [String: String] = [:]  // MDX component name → path
        for line in lines where line.hasPrefix("import ") {
            if let (name, target) = mdxImport(line) { imports[name] = target }
        }
        var out: [String] = []
        var changed = false
        var code = CodeFenceTracker()
        var dropsFence = false  // the closing fence of a code block emptied of its missing include goes too
        for (number, line) in lines.enumerated() {
            if dropsFence {
                dropsFence = false
                _ = code.isCode(line)
                out.append("")
                continue
            }
            // mdBook's `{{#include ../listings/main.rs:here}}`, in code above all: the file's lines (an anchor's).
            // The file is the page's, not a page of its own (the Rust book's `output.txt` listings were 353 pages).
            if line.contains("{{#"), let (target, anchor) = mdBookInclude(line) {
                changed = true
                guard let (found, source) = resolve(target, from: path, read: readCode ?? { _ in nil }) else {
                    if depth == 0 { missing.append((number + 1, target)) }
                    // Alone in its code block: the block goes (an empty one showed nothing but a frame).
                    let fence = out.last?.drop { $0 == " " }.prefix { $0 == "`" || $0 == "~" } ?? ""
                    if fence.count >= 3, number + 1 < lines.count,
                       lines[number + 1].trimmingCharacters(in: .whitespaces).hasPrefix(String(fence)) {
                        out[out.count - 1] = ""
                        dropsFence = true
                    }
                    out.append("")
                    continue
                }
                included.append(found)
                out += mdBookLines(source, anchor: anchor)
                continue
            }
            if code.isCode(line) { out.append(line); continue }
            // VitePress' code import, `<<< @/snippets/demo.vue [Demo]`: the file as a code block.
            // Code, not a page: nothing to leave out of the site.
            // FastAPI's, `{* ../../docs_src/first_steps/tutorial001.py hl[3] *}`: likewise (left as written when the file
            // is not in the content folder: the template pass takes the line out and says so).
            if line.hasPrefix("{* "), line.hasSuffix(" *}"), let target = line.dropFirst(3).split(separator: " ").first,
               let language = codeLanguage(String(target)), let (_, source) = resolve(String(target), from: path, read: readCode ?? { _ in nil }) {
                changed = true
                out += codeBlock(source, language: language)
                continue
            }
            if line.hasPrefix("<<< "), let (target, language) = codeImport(line),
               let (_, source) = resolve(target, from: path, read: readCode ?? { _ in nil }) {
                changed = true
                out += codeBlock(source, language: language)
                continue
            }
            // docsify's embed, `[filename](_media/example.md ':include')`: a Markdown file's text, a code file (or
            // `:type=code`) as a code block; other embeds (iframes, video) stay links.
            if line.contains(":include"), let (target, asCode) = docsifyEmbed(line) {
                if asCode, let language = codeLanguage(target), let (_, source) = resolve(target, from: path, read: readCode ?? { _ in nil }) {
                    changed = true
                    out += codeBlock(source, language: language)
                    continue
                }
                if !asCode, let (found, partial) = resolve(target, from: path, read: read) {
                    changed = true
                    included.append(found)
                    out += [""] + inline(withoutFrontMatter(partial), path: found, read: read, readCode: readCode,
                                         depth: depth + 1, included: &included, missing: &missing).components(separatedBy: "\n") + [""]
                    continue
                }
            }
            // dumi's embed, `<embed src="./intro.md"></embed>`: the Markdown file's text (all of it: a line range or
            // pattern after `#` is not read).
            if line.contains("<embed"), let target = dumiEmbed(line), let (found, partial) = resolve(target, from: path, read: read) {
                changed = true
                included.append(found)
                out += [""] + inline(withoutFrontMatter(partial), path: found, read: read, readCode: readCode,
                                     depth: depth + 1, included: &included, missing: &missing).components(separatedBy: "\n") + [""]
                continue
            }
            // dumi's demo, `<code src="./demo/basic.tsx">Basic</code>` (Ant Design's components): its title and its
            // code, the file the page's, not a page or an unknown file. A `debug` demo, which dumi leaves out of
            // the built site, goes.
            if line.contains("<code"), let demo = dumiDemo(line), demo.debug {
                changed = true
                if let readCode, let (found, _) = resolve(demo.path, from: path, read: readCode) { included.append(found) }
                if let (found, _) = resolve(FileIO.Path.join(FileIO.Path.parent(demo.path), stem(demo.path) + ".md"), from: path, read: read) {
                    included.append(found)
                }
                out.append("")
                continue
            }
            if line.contains("<code"), let demo = dumiDemo(line), let language = codeLanguage(demo.path),
               let (found, source) = resolve(demo.path, from: path, read: readCode ?? { _ in nil }) {
                changed = true
                included.append(found)
                // Its description, a Markdown file beside it with a section per language (`## zh-CN`, `## en-US`):
                // the section of the page's language, a part of the page, not a page of its own.
                var description: [String] = []
                let notes = FileIO.Path.join(FileIO.Path.parent(demo.path), stem(demo.path) + ".md")
                if let (notesPath, text) = resolve(notes, from: path, read: read) {
                    included.append(notesPath)
                    description = dumiDescription(withoutFrontMatter(text), page: path)
                }
                // The anchor dumi gives the demo (`#dropdown-demo-dropdown-button`), which other pages link.
                let anchor = "\(FileIO.Path.fileName(FileIO.Path.parent(path)))-demo-\(stem(demo.path).lowercased())"
                out += (demo.title.isEmpty ? [""] : ["", "<span id=\"\(anchor)\"></span>**" + demo.title + "**", ""])
                    + (description.isEmpty ? [] : description + [""]) + codeBlock(source, language: language) + [""]
                continue
            }
            guard let target = includeTarget(line, imports: imports),
                  let (found, partial) = resolve(target, from: path, read: read) else {
                out.append(line)
                continue
            }
            changed = true
            included.append(found)
            let body = inline(withoutImports(withoutFrontMatter(partial)), path: found, read: read, readCode: readCode,
                              depth: depth + 1, included: &included, missing: &missing)
            // The partial's lines take the include's indentation (an include inside a list item), and blank lines
            // around them keep them out of a raw HTML block above (`<section data-tab>` of HashiCorp's pages).
            let indent = String(line.prefix { $0 == " " || $0 == "\t" })
            out += [""] + body.components(separatedBy: "\n").map { $0.isEmpty ? $0 : indent + $0 } + [""]
        }
        return changed ? out.joined(separator: "\n") : text
    }

    /// `[text](path ':include :type=code')` alone on its line → (path, whether it is shown as code): a Markdown file
    /// is its text unless `:type=code` says otherwise, any other file is code; nil for other lines, other sites'
    /// files and embeds of another type (`:type=iframe`, `video`, `audio`).
    static func docsifyEmbed(_ line: String) -> (String, Bool)? {
        let t = line.trimmingCharacters(in: .whitespaces)
        guard t.hasPrefix("["), t.hasSuffix(")"), let open = t.range(of: "]("), !t[..<open.lowerBound].contains("](") else { return nil }
        let inside = t[open.upperBound..<t.index(before: t.endIndex)]
        guard let space = inside.firstIndex(of: " ") else { return nil }
        let target = String(inside[..<space]), options = inside[space...].trimmingCharacters(in: .whitespaces)
        guard let quote = options.first, quote == "'" || quote == "\"", options.hasSuffix(String(quote)), options.contains(":include"),
              !target.contains("://") else { return nil }
        let type = options.range(of: ":type=").map { options[$0.upperBound...].prefix { $0.isLetter } }
        if let type, type != "code", type != "markdown" { return nil }
        let markdown = ["md", "markdown"].contains(FileIO.Path.fileExtension(target).lowercased())
        return (target, type == "code" || !markdown)
    }

    /// `<embed src="./intro.md"></embed>` (or `/>`) alone on its line → `./intro.md`; nil for other lines and files.
    static func dumiEmbed(_ line: String) -> String? {
        let t = line.trimmingCharacters(in: .whitespaces)
        guard t.hasPrefix("<embed "), t.hasSuffix("</embed>") || t.hasSuffix("/>") || t.hasSuffix(">"),
              let src = MDXStripper.attribute("src", of: t) else { return nil }
        let file = String(src.prefix { $0 != "#" })
        return ["md", "markdown"].contains(FileIO.Path.fileExtension(file).lowercased()) && !file.contains("://") ? file : nil
    }

    /// `<code src="./demo/basic.tsx">Basic</code>` (or `/>`, a `title` attribute) alone on its line → its file, its
    /// title and whether it is a `debug` demo; nil for other lines (an inline `<code>` of prose has no `src`).
    static func dumiDemo(_ line: String) -> (path: String, title: String, debug: Bool)? {
        let t = line.trimmingCharacters(in: .whitespaces)
        guard t.hasPrefix("<code "), t.hasSuffix("</code>") || t.hasSuffix("/>"), let src = MDXStripper.attribute("src", of: t), !src.contains("://"),
              let open = t.firstIndex(of: ">") else { return nil }
        let tag = t[..<open]
        var title = ""
        if t.hasSuffix("</code>"), open < t.index(t.endIndex, offsetBy: -7) {
            title = t[t.index(after: open)..<t.index(t.endIndex, offsetBy: -7)].trimmingCharacters(in: .whitespaces)
        }
        if title.isEmpty { title = MDXStripper.attribute("title", of: String(tag)) ?? "" }
        let debug = tag.split(separator: " ").contains { $0 == "debug" || $0 == "debug/" || $0.hasPrefix("debug=") }
        return (src, title, debug)
    }

    /// A dumi demo's description for the page at `page`: of a text with a section per language (`## zh-CN`, `## en-US`),
    /// the section of the page's language (`index.zh-CN.md` is Chinese; a page without one takes English, else the
    /// first); a text without such sections, all of it.
    static func dumiDescription(_ text: String, page: String) -> [String] {
        let lines = text.lineComponents
        func language(_ line: String) -> String? { BilingualMarkdownReader.sectionLanguage(Substring(line)).map { LanguageFolders.primarySubtag(ofCode: $0) } }
        let starts = lines.indices.filter { language(lines[$0]) != nil }
        guard !starts.isEmpty else { return lines.reversed().drop { $0.allSatisfy(\.isWhitespace) }.reversed() }
        let wanted = LanguageFolders.fileNameLanguage(page) ?? "en"
        let start = starts.first { language(lines[$0]) == wanted } ?? starts.first { language(lines[$0]) == "en" } ?? starts[0]
        let end = starts.first { $0 > start } ?? lines.count
        return Array(lines[(start + 1)..<end]).reversed().drop { $0.allSatisfy(\.isWhitespace) }.reversed().drop { $0.allSatisfy(\.isWhitespace) }.map { $0 }
    }

    /// A path's file name without its extension.
    static func stem(_ path: String) -> String {
        let name = FileIO.Path.fileName(path), ext = FileIO.Path.fileExtension(path)
        return ext.isEmpty ? name : String(name.dropLast(ext.count + 1))
    }

    /// The path a line includes, when the line is an include and nothing else.
    static func includeTarget(_ line: String, imports: [String: String]) -> String? {
        let t = line.trimmingCharacters(in: .whitespaces)
        for prefix in ["@include ", "--8<-- "] where t.hasPrefix(prefix) {
            return quoted(t.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces))
        }
        if t.hasPrefix("{%"), t.hasSuffix("%}") {
            let words = t.dropFirst(2).dropLast(2).split(separator: " ").map(String.init).filter { $0 != "-" }
            // Parameters may follow (`param="x"`); the partial's `{{ include.param }}` stays as written.
            let markdown = words.count >= 2 && (words[1].hasSuffix(".md") || words[1].hasSuffix(".markdown"))
            if markdown, words[0] == "include_relative" { return words[1] }
            if markdown, words[0] == "include" { return "_includes/" + words[1] }
        }
        // `<Steps />`, `<Partial prop="x" />` of an imported Markdown file.
        if t.hasPrefix("<"), t.hasSuffix("/>"), !imports.isEmpty {
            let name = String(t.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            if let target = imports[name] { return target }
        }
        return nil
    }

    /// `{{#rustdoc_include ../listings/ch04/src/main.rs:here}}` alone on its line → (path, "here").
    static func mdBookInclude(_ line: String) -> (String, String?)? {
        let t = line.trimmingCharacters(in: .whitespaces)
        guard t.hasSuffix("}}") else { return nil }
        for prefix in ["{{#include ", "{{#rustdoc_include "] where t.hasPrefix(prefix) {
            let body = t.dropFirst(prefix.count).dropLast(2).trimmingCharacters(in: .whitespaces)
            let parts = body.split(separator: ":", maxSplits: 1).map(String.init)
            guard let file = parts.first, !file.isEmpty else { return nil }
            return (file, parts.count > 1 ? parts[1] : nil)
        }
        return nil
    }

    /// A file's lines as mdBook includes them: all, a range (`2:5`, `3:`), or an anchor's
    /// (`// ANCHOR: here` … `// ANCHOR_END: here`), without the anchor lines.
    static func mdBookLines(_ text: String, anchor: String?) -> [String] {
        var lines = text.lineComponents
        if lines.last == "" { lines.removeLast() }
        func isMarker(_ l: String) -> Bool { l.contains("ANCHOR:") || l.contains("ANCHOR_END:") }
        guard let anchor, !anchor.isEmpty else { return lines.filter { !isMarker($0) } }
        let range = anchor.split(separator: ":", omittingEmptySubsequences: false)
        if let first = range.first, let a = Int(first) ?? (first.isEmpty ? 1 : nil) {
            let b = range.count > 1 ? (Int(range[1]) ?? lines.count) : a
            return Array(lines[max(0, a - 1)..<min(lines.count, max(a, b))]).filter { !isMarker($0) }
        }
        guard let start = lines.firstIndex(where: { $0.contains("ANCHOR: \(anchor)") }) else { return lines.filter { !isMarker($0) } }
        let end = lines[(start + 1)...].firstIndex { $0.contains("ANCHOR_END: \(anchor)") } ?? lines.count
        return lines[(start + 1)..<end].filter { !isMarker($0) }
    }

    /// `<<< @/snippets/demo.vue{2-4} [Demo]` → ("/snippets/demo.vue", "vue"): the file and its code's language.
    static func codeImport(_ line: String) -> (String, String)? {
        var target = line.dropFirst(4).trimmingCharacters(in: .whitespaces)
        if let bracket = target.firstIndex(of: " ") { target = String(target[..<bracket]) }
        for mark in ["{", "#"] { if let cut = target.firstIndex(of: Character(mark)) { target = String(target[..<cut]) } }
        if target.hasPrefix("@/") { target = String(target.dropFirst(1)) }
        return codeLanguage(target).map { (target, $0) }
    }

    /// The fence language of a code file by its extension; nil for a path without one.
    static func codeLanguage(_ target: String) -> String? {
        let ext = FileIO.Path.fileExtension(target).lowercased()
        guard !target.isEmpty, !ext.isEmpty else { return nil }
        return ["ts": "ts", "js": "js", "vue": "vue", "md": "md", "json": "json", "css": "css", "less": "less", "scss": "scss", "html": "html", "sh": "sh", "py": "python"][ext] ?? ext
    }

    /// A code file's text as a fenced block (a longer fence when the file holds one), its trailing empty lines dropped.
    static func codeBlock(_ source: String, language: String) -> [String] {
        let body = Array(source.components(separatedBy: "\n").reversed().drop { $0.isEmpty }.reversed())
        // Longer than any run of backticks opening a line of the code, which would close it.
        let longest = body.map { $0.drop { $0 == " " }.prefix { $0 == "`" }.count }.max() ?? 0
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return [fence + language] + body + [fence]
    }

    /// `import Steps from "/snippets/steps.mdx";` → ("Steps", "/snippets/steps.mdx"): a default import of Markdown,
    /// or Astro's named one (`import { Content as Steps } from './_steps.mdx'`). The path is read as JavaScript reads
    /// it: `'./\_part.md'`, as Prettier escapes a Markdown file's underscores, is `./_part.md`.
    static func mdxImport(_ line: String) -> (String, String)? {
        var t = Substring(line.trimmingCharacters(in: .whitespaces))
        while t.last == ";" { t = t.dropLast() }
        guard t.hasPrefix("import "), let from = t.range(of: " from ", options: .backwards) else { return nil }
        var name = t[t.index(t.startIndex, offsetBy: 7)..<from.lowerBound].trimmingCharacters(in: .whitespaces)
        if name.hasPrefix("{"), name.hasSuffix("}") {
            let words = name.dropFirst().dropLast().split(separator: " ")
            guard words.count == 3, words[0] == "Content", words[1] == "as" else { return nil }
            name = String(words[2])
        }
        guard name.first?.isUppercase == true, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
              let quotedPath = quoted(t[from.upperBound...].trimmingCharacters(in: .whitespaces)) else { return nil }
        var target = ""
        var escaped = false
        for c in quotedPath {
            if c == "\\", !escaped { escaped = true; continue }
            escaped = false
            target.append(c)
        }
        guard target.hasSuffix(".md") || target.hasSuffix(".mdx") else { return nil }
        return (name, target)
    }

    private static func quoted(_ s: String) -> String? {
        guard let q = s.first, q == "\"" || q == "'", s.count > 2, s.last == q else { return nil }
        let inner = String(s.dropFirst().dropLast())
        return inner.contains(String(q)) || inner.isEmpty ? nil : inner
    }

    /// The content path and text of an included file: relative to the including file, then to the content folder.
    private static func resolve(_ target: String, from path: String, read: (String) -> String?) -> (String, String)? {
        let clean = target.split(separator: "#").first.map(String.init) ?? target
        var candidates: [String] = []
        if clean.hasPrefix("/") {
            candidates.append(String(clean.drop { $0 == "/" }))
        } else {
            // The including file's folder, the folders above it (a Jekyll site's `_includes/` in a repository's
            // `src/`), the content folder.
            var folder = FileIO.Path.parent(path)
            while !folder.isEmpty, folder != "." {
                candidates.append(FileIO.Path.normalize(FileIO.Path.join(folder, clean)))
                let up = FileIO.Path.parent(folder)
                if up == folder { break }
                folder = up
            }
            candidates.append(FileIO.Path.normalize(clean))
        }
        for candidate in candidates where !candidate.hasPrefix("..") && candidate != path {
            if let text = read(candidate) { return (candidate, text) }
        }
        return nil
    }

    /// A partial's own imports (`import { EuiButton } from '@elastic/eui';`, over one line or several) go: in its
    /// including page they would no longer start a line, and would show as text.
    static func withoutImports(_ text: String) -> String {
        guard text.contains("import ") else { return text }
        var lines = text.lineComponents
        var inImport = false
        var code = CodeFenceTracker()
        for i in lines.indices {
            if !inImport, code.isCode(lines[i]) { continue }
            if !inImport, lines[i].hasPrefix("import ") { inImport = true }
            guard inImport else { continue }
            let line = lines[i]
            lines[i] = ""
            if line.contains(" from '") || line.contains(" from \"") || line.hasSuffix(";") || line.hasPrefix("import '") || line.hasPrefix("import \"") {
                inImport = false
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func withoutFrontMatter(_ text: String) -> String {
        guard text.hasPrefix("---\n") || text.hasPrefix("---\r\n"),
              let end = text.range(of: "\n---", range: text.index(text.startIndex, offsetBy: 3)..<text.endIndex) else { return text }
        let rest = text[end.upperBound...]
        return String(rest.drop { $0 != "\n" }.dropFirst())
    }
}
