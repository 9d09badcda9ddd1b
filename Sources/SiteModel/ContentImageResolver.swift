import FileIO
import Diagnostics
import Foundation
import Ingest
import Support

/// Images that Markdown pages show by a path relative to their file (`![Palette](images/palette.png)`): the
/// image is copied into the site under a content-hashed name (`media/images/palette.3f2a9c0b1d.png`) and the
/// page's `<img src>` points to it; an image that is not in the content folder is a warning `image.missing`
/// at the file and line (an error with `--strict`) and is left out of the page, rather than shown broken.
/// Paths holding an unfilled template placeholder (`{assets_path}/color/palette.png`, from an exporter) are
/// one warning `image.placeholder` per file. Links with a scheme (`https:`, `data:`) stay as they are; a path from
/// the site's root that no content file answers stays too (its host may serve it), with one warning
/// `image.root.missing` for the site.
public enum ContentImageResolver {
    /// Every page lives one folder down (`en/page.html`), so media are one level up.
    static let prefix = "../"

    /// `media` maps a content file's path as pages name their sources (the content folder joined with the
    /// file's relative path, normalised) to its path in the site.
    @discardableResult
    public static func resolve(_ site: inout Site, media: [String: String], problems: inout [Diagnostic]) -> Int {
        var reported = Set<String>()
        // Copies shown (a video's `<source src>` may be a download, copied only where something uses it).
        var linked: [String] = []
        var placeholders: [String: (line: Int, first: String, count: Int)] = [:]
        var count = 0
        // Blocks that held nothing but images left out (`![]({assets_path}/x.png)` on a line of its own), by page.
        var emptied: [Int: Set<String>] = [:]
        // Images by a root path no content file answers (Hugo's `static/`, outside the content folder): kept as written,
        // for a host that serves them, and reported once for the site.
        var rootMissing: [(source: String, line: Int, src: String)] = []
        let rootPaths = ContentLinkResolver.routes(Dictionary(uniqueKeysWithValues: media.keys.map { ($0, $0) }), keepExtensions: true)
        let names = imageNames(media)
        for p in site.pages.indices {
            let source = site.pages[p].sourcePath
            for s in site.pages[p].sections.indices {
                for b in site.pages[p].sections[s].blocks.indices {
                    let block = site.pages[p].sections[s].blocks[b].block
                    guard let markup = block.markupHTML(containing: " src=\""),
                          mediaMarkers.contains(where: { markup.utf8Contains($0) }) else { continue }
                    var missing: [MissingSource] = [], unanswered: [String] = []
                    let html = rewrite(markup, from: source, media: media, rootPaths: rootPaths, names: names,
                                       missing: &missing, unanswered: &unanswered, count: &count, linked: &linked)
                    for src in unanswered where rootMissing.count < 1_000 && !rootMissing.contains(where: { $0.src == src }) {
                        rootMissing.append((source, block.line, src))
                    }
                    site.pages[p].sections[s].blocks[b].block.html = html
                    if !missing.isEmpty, isEmpty(block.text), !HTML.showsAnything(html) {
                        emptied[p, default: []].insert(site.pages[p].sections[s].blocks[b].anchor)
                    }
                    // Each language version shows the same file: one warning.
                    for (src, media) in missing.map({ ($0.src, $0.playable) }) where reported.insert("\(source):\(block.line):\(src)").inserted {
                        let decoded = src.removingPercentEncoding ?? src
                        if let open = decoded.firstIndex(of: "{"), decoded[open...].contains("}") {
                            placeholders[source, default: (block.line, decoded, 0)].count += 1
                            continue
                        }
                        let what = media ? "a video or audio file" : "an image"
                        problems.append(.warning("image.missing",
                                                 "found \(what) '\(src)', but the content folder has no file there; expected \(media ? "the file" : "an image file") relative to this page (left out)",
                                                 source: source, line: block.line, excerpt: src))
                    }
                }
            }
        }
        removeBlocks(emptied, from: &site)
        site.linkedFiles.formUnion(linked)
        if let first = rootMissing.first {
            let others = rootMissing.dropFirst()
            let count = rootMissing.count >= 1_000 ? "1,000 or more" : String(rootMissing.count)
            problems.append(.warning("image.root.missing",
                                     "found \(rootMissing.count == 1 ? "an image" : "\(count) images") by a path from the site's root ('\(first.src)'\(others.isEmpty ? "" : " first")) that no file of the content folder answers; expected the image in the content folder (kept as written: shown only where the host serves it, not from disk)",
                                     source: first.source, line: first.line,
                                     notes: others.isEmpty ? [] : ["also " + others.prefix(3).map { "'\($0.src)' in \($0.source):\($0.line)" }.joined(separator: ", ") + (others.count > 3 ? " and \(others.count - 3) more" : "")],
                                     excerpt: first.src))
        }
        for (source, found) in placeholders.sorted(by: { $0.key < $1.key }) {
            let open = found.first.drop { $0 != "{" }
            let name = open.prefix { $0 != "}" } + open.drop { $0 != "}" }.prefix { $0 == "}" }
            problems.append(.warning("image.placeholder",
                                     "found \(found.count) image\(found.count == 1 ? "" : "s") whose path holds the unfilled placeholder '\(name)' (first: '\(found.first)'), expected a path to an image file (left out)",
                                     source: source, line: found.line, excerpt: found.first))
        }
        return count
    }

    static func isEmpty(_ text: String) -> Bool { text.allSatisfy(\.isWhitespace) }

    /// Drops the blocks `emptied` names (page index → anchors), rather than show an empty paragraph, and every
    /// alignment to them, from either side (their page's and its other language versions').
    static func removeBlocks(_ emptied: [Int: Set<String>], from site: inout Site) {
        guard !emptied.isEmpty else { return }
        var gone = Set<String>()  // "id|language|anchor"
        for (p, anchors) in emptied {
            let page = site.pages[p]
            for anchor in anchors { gone.insert(page.id + "|" + page.language + "|" + anchor) }
            for s in site.pages[p].sections.indices { site.pages[p].sections[s].blocks.removeAll { anchors.contains($0.anchor) } }
        }
        for p in site.pages.indices where !site.pages[p].alignedAnchors.isEmpty {
            let page = site.pages[p]
            var aligned = page.alignedAnchors
            for (anchor, peers) in aligned {
                if gone.contains(page.id + "|" + page.language + "|" + anchor) { aligned[anchor] = nil; continue }
                let kept = peers.filter { !gone.contains(page.id + "|" + $0.key + "|" + $0.value) }
                aligned[anchor] = kept.isEmpty ? nil : kept
            }
            site.pages[p].alignedAnchors = aligned
        }
    }

    /// `rootPaths`: the images' paths by every tail of their path in the content folder, for images written from
    /// the site's root (`/img/list.png` is `img/list.png` of a cloned Jekyll site, `static/img/list.png` of Hugo's).
    /// The copy of a file a root path names when several files of the content folder end with it (Carbon's
    /// `/images/x.png`, kept twice): one with the same bytes as all the others (copies are named by content), else
    /// the one in a folder hosts serve from the root (`static/`, `public/`, as Gatsby, Docusaurus, Hugo and
    /// VitePress do). Nil when none or no one is the answer.
    static func servedCopy(_ path: String, media: [String: String]) -> String? {
        guard !path.isEmpty else { return nil }
        let candidates = media.keys.filter { $0 == path || $0.hasSuffix("/" + path) }.sorted()
        guard let first = candidates.first else { return nil }
        // Copies are named by their bytes: one name for all is one image.
        if Set(candidates.compactMap { media[$0].map { ($0 as NSString).lastPathComponent } }).count == 1 { return media[first] }
        let served = candidates.filter { file in ["static/", "public/"].contains { file.hasPrefix($0) || file.contains("/" + $0) } }
        if served.count == 1 { return media[served[0]] }
        return candidates.count == 1 ? media[first] : nil
    }

    /// Image files by the name DocC finds them by, anywhere in the catalog: `bitwiseNOT` for `Assets/bitwiseNOT.png`,
    /// `bitwiseNOT@2x.png` and `bitwiseNOT~dark@2x.png`; and by their file names.
    static func imageNames(_ media: [String: String]) -> [String: [String]] {
        var names: [String: [String]] = [:]
        for path in media.keys {
            let file = (path as NSString).lastPathComponent
            let ext = (file as NSString).pathExtension.lowercased()
            guard ["png", "jpg", "jpeg", "gif", "svg", "webp"].contains(ext) else { continue }
            var name = (file as NSString).deletingPathExtension
            for suffix in ["@2x", "@3x", "@1x"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
            if name.hasSuffix("~dark") { name.removeLast(5) }
            names[name, default: []].append(path)
            // Obsidian finds an attachment by its file's name anywhere in the vault (`![[diagram.png]]`).
            if name != file { names[file, default: []].append(path) }
        }
        return names
    }

    /// The file an image written by its name alone (`![](bitwiseNOT)`, DocC; `![[diagram.png]]`, Obsidian) shows: the
    /// one nearest the page, light before dark, the smallest scale first; nil for a written path with a folder.
    static func imageNamed(_ written: String, from source: String, names: [String: [String]]) -> String? {
        guard !written.contains("/"), let files = names[written] else { return nil }
        func shared(_ path: String) -> Int { zip(path, source).prefix { $0 == $1 }.count }
        func rank(_ path: String) -> (Int, Int, Int, String) {
            let file = (path as NSString).lastPathComponent
            return (-shared(path), file.contains("~dark") ? 1 : 0, file.contains("@") ? 1 : 0, path)
        }
        return files.min { rank($0) < rank($1) }
    }

    /// The tags whose `src` is a file of the content folder: images, and video and audio with their sources.
    static let mediaMarkers = ["<img src=\"", "<source src=\"", "<video src=\"", "<audio src=\"", "<track src=\""]

    /// A source whose file the content folder does not have, as written, and whether a player's tag held it (not `<img>`).
    struct MissingSource { var src: String; var playable: Bool }

    /// `unanswered`: root paths (`/images/docs/x.svg`) no content file answers, kept as written. `names`: image files
    /// by the name DocC gives them (`imageNames`).

    static func rewrite(_ html: String, from source: String, media: [String: String], rootPaths: [String: String] = [:],
                        names: [String: [String]] = [:], missing: inout [MissingSource], unanswered: inout [String], count: inout Int,
                        linked: inout [String]) -> String {
        var html = html
        for marker in mediaMarkers where html.utf8Contains(marker) {
            html = rewrite(html, marker: marker, from: source, media: media, rootPaths: rootPaths, names: names,
                           missing: &missing, unanswered: &unanswered, count: &count, linked: &linked)
        }
        return html
    }

    static func rewrite(_ html: String, marker: String, from source: String, media: [String: String], rootPaths: [String: String],
                        names: [String: [String]], missing: inout [MissingSource], unanswered: inout [String], count: inout Int,
                        linked: inout [String]) -> String {
        var out = ""
        var rest = html[...]
        while let start = rest.range(of: marker) {
            out += rest[..<start.upperBound]
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            let written = HTML.unescape(String(rest[..<end]))
            rest = rest[end...]
            if written.hasPrefix("/"), !written.hasPrefix("//") {
                let path = ContentLinkResolver.normalize(String(written.drop { $0 == "/" }.prefix { $0 != "?" && $0 != "#" }))
                let decoded = path.removingPercentEncoding ?? path
                if let file = rootPaths[decoded], let sitePath = media[file] {
                    out += HTML.escape(prefix + sitePath)
                    linked.append(sitePath)
                    count += 1
                } else if let sitePath = servedCopy(decoded, media: media) {
                    out += HTML.escape(prefix + sitePath)
                    linked.append(sitePath)
                    count += 1
                } else {
                    out += HTML.escape(written)  // on the host, perhaps
                    unanswered.append(written)
                }
                continue
            }
            guard let target = RelativeLink.target(written) else {
                out += HTML.escape(written)
                continue
            }
            let base = Path.deletingLastComponent(source)
            let path = ContentLinkResolver.normalize(base.isEmpty ? target.path : base + "/" + target.path)
            if let sitePath = media[path] ?? imageNamed(target.path, from: source, names: names).flatMap({ media[$0] }) {
                out += HTML.escape(prefix + sitePath)
                linked.append(sitePath)
                count += 1
            } else {
                // Left out: drop the whole `<img …>` (or `<source …>`) element written so far and the rest of its tag.
                missing.append(MissingSource(src: written, playable: marker != "<img src=\""))
                out.removeLast(marker.count)
                if let tagEnd = rest.firstIndex(of: ">") { rest = rest[rest.index(after: tagEnd)...] }
            }
        }
        out += rest
        return out
    }
}
