import Diagnostics
import FileIO
import Foundation
import Support

/// A folder's index page that holds a title and no text (Hugo's `_index.md` of a section, Docsy's, a README of
/// front matter only): on the site it came from it lists the section's pages, and other pages link to it
/// (`design/`, `../build/`). Skipped, those links were broken (10 on Docsy's site); here it becomes a page with its
/// description and a list of links to the pages and sections of its section, in its language.
public enum SectionIndexPages {
    /// `_index.md`, `index.md(x)`, `README.md` (any case): the file that stands for its folder.
    public static func isFolderIndex(_ path: String) -> Bool {
        let name = FileIO.Path.fileName(path).lowercased()
        guard let dot = name.lastIndex(of: ".") else { return false }
        return ["_index", "index", "readme"].contains(String(name[..<dot]))
            && ContentReader.markdownExtensions.contains(String(name[name.index(after: dot)...]))
    }

    /// Fills every folder index without blocks with its folder's pages; one with none is left out with a warning.
    static func fill(_ documents: inout [Document], problems: inout [Diagnostic]) {
        let empty = documents.indices.filter { documents[$0].blocks.isEmpty && documents[$0].transcript == nil && isFolderIndex(documents[$0].path) }
        guard !empty.isEmpty else { return }
        // As Hugo has it: a folder with an index is a section, and a page belongs to the nearest section above it
        // (a blog's `2024/` holds posts of the blog); a section's own index belongs to the section above.
        var indexed = Set<String>()
        for d in documents where d.transcript == nil && isFolderIndex(d.path) { indexed.insert(FileIO.Path.parent(d.path)) }
        var byFolder: [String: [Int]] = [:]
        for (i, d) in documents.enumerated() where d.transcript == nil {
            var folder = FileIO.Path.parent(d.path)
            if isFolderIndex(d.path) { folder = FileIO.Path.parent(folder) }
            while !indexed.contains(folder) {
                let up = FileIO.Path.parent(folder)
                if up == folder || folder.isEmpty { break }
                folder = up
            }
            if indexed.contains(folder) { byFolder[folder, default: []].append(i) }
        }
        // Each empty index's pages, in its language; an index left with none is dropped, and so is then one that
        // listed only it, before any list is written (a home page must not link to a section that is not there).
        var childrenOf: [Int: [Int]] = [:]
        for i in empty {
            let index = documents[i]
            let children = (byFolder[FileIO.Path.parent(index.path)] ?? []).filter { $0 != i }
            // In the index's language: stated, else the one most of its pages are in (an empty page has no text to tell).
            if !index.languageDeclared {
                var counts: [String: Int] = [:]
                for c in children { counts[documents[c].language, default: 0] += 1 }
                if let top = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key { documents[i].language = top }
            }
            childrenOf[i] = children.filter { documents[$0].language == documents[i].language }
                .sorted { documents[$0].path.localizedStandardCompare(documents[$1].path) == .orderedAscending }
        }
        var dropped = Set<Int>()
        var changed = true
        while changed {
            changed = false
            for i in empty where !dropped.contains(i) && childrenOf[i]!.allSatisfy(dropped.contains) {
                dropped.insert(i)
                changed = true
            }
        }
        for i in empty {
            let index = documents[i]
            let folder = FileIO.Path.parent(index.path)
            guard !dropped.contains(i) else {
                problems.append(.warning("markdown.empty", "found no content and no pages in its folder, expected Markdown text (skipped)",
                                         source: index.path, line: index.titleLine ?? 1))
                continue
            }
            let line = index.titleLine ?? 1
            var blocks: [Block] = []
            if let summary = index.summary, !summary.isEmpty { blocks.append(Block(kind: .paragraph, text: summary, line: line)) }
            for c in childrenOf[i]! where !dropped.contains(c) {
                let child = documents[c]
                // Relative to the index, so the links resolve as authors' links do.
                let relative = String(child.path.dropFirst(folder.isEmpty ? 0 : folder.count + 1))
                let href = relative.split(separator: "/").map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0) }
                    .joined(separator: "/")
                blocks.append(Block(kind: .listItem(ordered: false), text: child.title,
                                    html: "<a href=\"\(HTML.escape(href))\">\(HTML.escape(child.title))</a>", line: line))
            }
            documents[i].blocks = blocks
        }
        if !dropped.isEmpty { documents = documents.enumerated().filter { !dropped.contains($0.offset) }.map(\.element) }
    }
}
