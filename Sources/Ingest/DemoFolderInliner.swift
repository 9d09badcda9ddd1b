import FileIO

/// Ant Design's convention before dumi, kept by NG-ZORRO and others: a component's page (`index.zh-CN.md`, in the
/// component's folder or in its `doc/`) names no demos; its site shows the Markdown files of the component's `demo/`
/// folder, in their `order`, between the page's opening and its `## API`. Each demo is in both languages (its title
/// by language in front matter, its description under `## zh-CN` and `## en-US`) with its code in its own fences or
/// in a file of its name beside it (`basic.ts`); ant-design-vue's demos are Vue files whose `<docs>` block is that
/// Markdown. The page gets the demos of its language as Arco's do
/// (`ArcoDemoInliner.demo`) under a heading of their own, each titled by a heading with the anchor the site gave it;
/// the demo files are the page's, not pages (NG-ZORRO's demos made 1,615 pages of 191).
public enum DemoFolderInliner {
    /// Names of the files that stand for a component's page.
    static let pageNames: Set<String> = ["index", "readme"]
    /// Code beside a demo's Markdown, by extension, with the fence's language.
    static let codeFiles: [(ext: String, language: String)] = [("ts", "ts"), ("tsx", "tsx"), ("js", "js"), ("jsx", "jsx"), ("vue", "vue"), ("html", "html")]

    /// `text` with its component's demos, and the content paths of the files used; unchanged when the page is no
    /// component's or names its demos itself (dumi's `<code src>`, Arco's marker: `included`, the files the page
    /// included already, holds some of the folder's). `list` gives a content folder's file names (empty when there
    /// is no such folder).
    static func inline(_ text: String, path: String, included alreadyIncluded: [String] = [], read: (String) -> String?,
                       list: (String) -> [String]) -> (text: String, included: [String]) {
        let name = FileIO.Path.fileName(path)
        let stem = name.split(separator: ".").first.map { $0.lowercased() } ?? ""
        guard pageNames.contains(stem), !text.utf8Contains("<code src="), !text.utf8Contains(ArcoDemoInliner.marker) else { return (text, []) }
        let folder = FileIO.Path.parent(path)
        let component = ["doc", "docs"].contains(FileIO.Path.fileName(folder)) ? FileIO.Path.parent(folder) : folder
        let demoFolder = FileIO.Path.join(component, "demo")
        guard !alreadyIncluded.contains(where: { $0.hasPrefix(demoFolder + "/") }) else { return (text, []) }
        let files = list(demoFolder)
        // Markdown demos; else single-file Vue demos whose `<docs>` block is that Markdown (ant-design-vue).
        var sources = files.filter { FileIO.Path.fileExtension($0) == "md" }.sorted()
        if sources.isEmpty { sources = files.filter { FileIO.Path.fileExtension($0) == "vue" }.sorted() }
        guard !sources.isEmpty else { return (text, []) }
        let language = LanguageFolders.fileNameLanguage(path) ?? (hanShare(text) > 0.3 ? "zh" : "en")
        var demos: [(order: Double, name: String, lines: [String])] = []
        var included: [String] = []
        let present = Set(files)
        for file in sources {
            let demoPath = FileIO.Path.join(demoFolder, file)
            guard var source = read(demoPath) else { continue }
            let base = String(file[..<(file.lastIndex(of: ".") ?? file.endIndex)])
            var code: (text: String, fence: String)?
            if FileIO.Path.fileExtension(file) == "vue" {
                // The `<docs>` block is the demo's Markdown, the rest its code; a Vue file without one is no demo.
                guard let open = source.range(of: "<docs>"), let close = source.range(of: "</docs>", range: open.upperBound..<source.endIndex) else { continue }
                code = ((source[..<open.lowerBound] + source[close.upperBound...]).trimmingCharacters(in: .whitespacesAndNewlines), "vue")
                source = String(source[open.upperBound..<close.lowerBound]).trimmingCharacters(in: .newlines)
            } else if !source.utf8Contains("```"), let (ext, fence) = codeFiles.first(where: { present.contains(base + "." + $0.ext) }),
                      let file = read(FileIO.Path.join(demoFolder, base + "." + ext)) {
                // Its code in a file of its name, when its Markdown has none.
                included.append(FileIO.Path.join(demoFolder, base + "." + ext))
                code = (file, fence)
            }
            included.append(demoPath)
            var demo = ArcoDemoInliner.demo(source, language: language)
            // Its title a heading, with the anchor the site gave it (`#components-space-demo-compact`, which pages link).
            let anchor = "components-\(FileIO.Path.fileName(component))-demo-\(base.lowercased())"  // `targetOffset.vue` too
            if let first = demo.lines.first, first.count > 4, first.hasPrefix("**"), first.hasSuffix("**") {
                demo.lines[0] = "### " + first.dropFirst(2).dropLast(2) + " {#\(anchor)}"
            }
            if let code { demo.lines += [""] + PartialInliner.codeBlock(code.text, language: code.fence) }
            demos.append((demo.order ?? .infinity, file, demo.lines))
        }
        guard !demos.isEmpty else { return (text, []) }
        demos.sort { ($0.order, $0.name) < ($1.order, $1.name) }
        var lines = TextDecoder.lines(text).map(String.init)
        // Before the API section, as the site shows them; else at the end.
        var fence = CodeFenceTracker()
        var at = lines.count
        for (i, line) in lines.enumerated() where !fence.isCode(line) {
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            if words.count == 2, words[0] == "##", words[1].lowercased() == "api" { at = i; break }
        }
        var block = ["", "## " + (language == "zh" ? "代码演示" : language == "ja" ? "コード例" : "Examples"), ""]
        for demo in demos { block += demo.lines + [""] }
        lines.insert(contentsOf: block, at: at)
        return (lines.joined(separator: "\n"), included)
    }

    /// The share of Han among the letters of `text` (a page without a language in its name).
    static func hanShare(_ text: String) -> Double {
        var han = 0, letters = 0
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            letters += 1
            if (0x4E00...0x9FFF).contains(scalar.value) || (0x3400...0x4DBF).contains(scalar.value) { han += 1 }
        }
        return letters == 0 ? 0 : Double(han) / Double(letters)
    }
}
