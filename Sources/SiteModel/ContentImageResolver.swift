import Diagnostics
import Foundation
import Ingest

/// Images that Markdown pages show by a path relative to their file (`![Palette](images/palette.png)`): the
/// image is copied into the site under a content-hashed name (`media/images/palette.3f2a9c0b1d.png`) and the
/// page's `<img src>` points to it; an image that is not in the content folder is a warning `image.missing`
/// at the file and line (an error with `--strict`). Links with a scheme (`https:`, `data:`) stay as they are.
public enum ContentImageResolver {
    /// Every page lives one folder down (`en/page.html`), so media are one level up.
    static let prefix = "../"

    /// `media` maps a content file's path as pages name their sources (the content folder joined with the
    /// file's relative path, normalised) to its path in the site.
    @discardableResult
    public static func resolve(_ site: inout Site, media: [String: String], problems: inout [Diagnostic]) -> Int {
        var reported = Set<String>()
        var count = 0
        for p in site.pages.indices {
            let source = site.pages[p].sourcePath
            for s in site.pages[p].sections.indices {
                for b in site.pages[p].sections[s].blocks.indices {
                    let block = site.pages[p].sections[s].blocks[b].block
                    guard block.html.utf8Contains("<img src=\"") else { continue }
                    var missing: [String] = []
                    let html = rewrite(block.html, from: source, media: media, missing: &missing, count: &count)
                    site.pages[p].sections[s].blocks[b].block.html = html
                    // Each language version shows the same file: one warning.
                    for src in missing where reported.insert("\(source):\(block.line):\(src)").inserted {
                        problems.append(.warning("image.missing",
                                                 "found an image '\(src)', but the content folder has no file there; expected an image file relative to this page",
                                                 source: source, line: block.line))
                    }
                }
            }
        }
        return count
    }

    static func rewrite(_ html: String, from source: String, media: [String: String], missing: inout [String], count: inout Int) -> String {
        let marker = "<img src=\""
        var out = ""
        var rest = html[...]
        while let start = rest.range(of: marker) {
            out += rest[..<start.upperBound]
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            let written = HTML.unescape(String(rest[..<end]))
            rest = rest[end...]
            guard let target = ContentLinkResolver.relativeTarget(written) else {
                out += HTML.escape(written)
                continue
            }
            let base = (source as NSString).deletingLastPathComponent
            let path = ContentLinkResolver.normalize(base.isEmpty ? target.path : base + "/" + target.path)
            if let sitePath = media[path] {
                out += HTML.escape(prefix + sitePath)
                count += 1
            } else {
                missing.append(written)
                out += HTML.escape(written)
            }
        }
        out += rest
        return out
    }
}
