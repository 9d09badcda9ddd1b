import FileIO

/// TDesign's component pages (`packages/components/tooltip/tooltip.md`): `:: BASE_DOC ::` stands for the
/// component's shared text, kept in the `tdesign-common` submodule (`packages/common/docs/web/api/tooltip.md`, or
/// `tooltip.en-US.md` for the English page); a line `{{ mouse }}` stands for the demo `_example/mouse.vue` beside the
/// page, which the site shows with its code. The text comes in when the submodule is there; the demo is its code.
/// Without them the lines were shown as written, or left out as template tags (158 pages of `:: BASE_DOC ::`).
public enum TDesignDocInliner {
    static let baseDocMarker = ":: BASE_DOC ::"

    /// `text` with the shared text and the demos' code in place, the content paths of the files used, and whether
    /// the shared text was wanted and not found (its line is left out).
    static func inline(_ text: String, path: String, read: (String) -> String?) -> (text: String, included: [String], baseDocMissing: Bool) {
        let hasBase = text.utf8Contains(baseDocMarker)
        guard hasBase || text.utf8Contains("{{") else { return (text, [], false) }
        var included: [String] = []
        var missing = false
        var lines = TextDecoder.lines(text).map(String.init)
        let folder = FileIO.Path.parent(path)
        if hasBase, let at = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == baseDocMarker }) {
            // As the site's plugin looks for it: the page's own file name (its language's version), else the component's.
            let file = FileIO.Path.fileName(path)
            let component = String(file.prefix { $0 != "." })
            var found: (path: String, text: String)?
            var ancestor = folder
            while found == nil {
                let api = FileIO.Path.join(ancestor, "common/docs/web/api")
                for name in [file, component + ".md"] {
                    let candidate = FileIO.Path.join(api, name)
                    if let base = read(candidate) { found = (candidate, base); break }
                }
                let up = FileIO.Path.parent(ancestor)
                if ancestor.isEmpty || up == ancestor { break }
                ancestor = up
            }
            // The site titles the page by its component (`SelectInput` for `select-input.md`), from its own
            // configuration: without it the page's first heading, a demo's or "API", would be taken for its title.
            let title = component.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            let heading = at == 0 && !lines.contains(where: { $0.hasPrefix("# ") }) ? ["# " + title, ""] : []
            if let found {
                lines.replaceSubrange(at...at, with: heading + TextDecoder.lines(found.text).map(String.init))
                included.append(found.path)
            } else {
                lines.replaceSubrange(at...at, with: heading)
                missing = true
            }
        }
        // Demo lines: `{{ name }}` alone on a line, outside code, with `_example/name.vue` beside the page.
        var out: [String] = []
        var fence = CodeFenceTracker()
        for line in lines {
            guard !fence.isCode(line), let name = demoName(line) else { out.append(line); continue }
            let demo = FileIO.Path.join(folder, "_example/\(name).vue")
            guard let code = read(demo) else { out.append(line); continue }
            included.append(demo)
            out += [""] + PartialInliner.codeBlock(code, language: "vue") + [""]
        }
        guard !included.isEmpty || missing || hasBase else { return (text, [], false) }  // nothing of TDesign's here
        return (out.joined(separator: "\n"), included, missing)
    }

    /// `mouse` for `{{ mouse }}`; nil for any other line.
    static func demoName(_ line: String) -> String? {
        let t = line.trimmingCharacters(in: .whitespaces)
        guard t.hasPrefix("{{"), t.hasSuffix("}}"), t.count > 4 else { return nil }
        let name = t.dropFirst(2).dropLast(2).trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else { return nil }
        return name
    }
}
