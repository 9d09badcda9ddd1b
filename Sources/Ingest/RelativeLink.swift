import FileIO
import Foundation
import Support

/// How a link's address names a file of the content folder, read the same way when files are read (which of them
/// pages link to) and when links are resolved (`ContentLinkResolver`).
public enum RelativeLink {
    /// The file path (percent-decoded) and fragment of a relative link to a file; nil for links with a scheme
    /// (`https:`, `mailto:`), absolute paths, fragments of the same page and empty paths.
    public static func target(_ href: String) -> (path: String, fragment: String?)? {
        guard let first = href.first, first != "#", first != "/", first != "?" else { return nil }
        if let colon = href.firstIndex(of: ":"), !href[..<colon].contains(where: { $0 == "/" || $0 == "?" || $0 == "#" }) { return nil }
        let pieces = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let pathPart = pieces[0].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
        guard !pathPart.isEmpty else { return nil }
        let path = String(pathPart).removingPercentEncoding ?? String(pathPart)
        // `#%E9%A2%9C%E8%89%B2` names the heading 颜色, as GitHub writes links to Chinese headings.
        let fragment = pieces.count > 1 && !pieces[1].isEmpty ? (String(pieces[1]).removingPercentEncoding ?? String(pieces[1])) : nil
        return (path, fragment ?? idParameter(pieces[0]))
    }

    /// docsify names a page's heading with a query, not a fragment (`themes.md?id=classes`): the id, if any.
    public static func idParameter(_ pathAndQuery: Substring) -> String? {
        guard let question = pathAndQuery.firstIndex(of: "?") else { return nil }
        for item in pathAndQuery[pathAndQuery.index(after: question)...].split(separator: "&") where item.hasPrefix("id=") {
            let value = item.dropFirst(3)
            return value.isEmpty ? nil : String(value).removingPercentEncoding ?? String(value)
        }
        return nil
    }

    /// The file names that relative links and media sources of `blocks` end with (`../examples/compose.yaml` →
    /// `compose.yaml`, a video's `<source src>`): which files of no readable type, and which downloads, are worth
    /// reading. Only names: where a link leads is settled when links are resolved, and a file of a matching name
    /// that no link reaches is reported as unlinked then.
    public static func fileNames<Blocks: Sequence<Block>>(linkedFrom blocks: Blocks) -> Set<String> {
        var names = Set<String>()
        forEachAddress(in: blocks, attributes: ["href=\"", "src=\""]) { address in
            if let found = target(address) {
                let name = FileIO.Path.fileName(found.path)
                if !name.isEmpty { names.insert(name) }
            }
        }
        return names
    }

    /// Every address the blocks' markup holds in `attributes` (`href="`, `src="`), unescaped, in order.
    /// Searched in the markup's bytes: Foundation's `range(of:)` made this a third of the CPU of a build of
    /// Node.js's site (its release notes link every commit).
    public static func forEachAddress<Blocks: Sequence<Block>>(in blocks: Blocks, attributes: [String], _ body: (String) -> Void) {
        for block in blocks {
            for attribute in attributes {
                guard var html = block.markupHTML(containing: attribute) else { continue }
                let length = attribute.utf8.count
                html.withUTF8 { bytes in
                    var from = 0
                    while let start = String.offset(of: attribute, in: bytes, from: from) {
                        let value = start + length
                        guard let end = bytes[value...].firstIndex(of: UInt8(ascii: "\"")) else { break }
                        body(HTML.unescape(String(decoding: UnsafeBufferPointer(rebasing: bytes[value..<end]), as: UTF8.self)))
                        from = end
                    }
                }
            }
        }
    }
}
