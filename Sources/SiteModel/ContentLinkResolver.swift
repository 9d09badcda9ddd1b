import FileIO
import Diagnostics
import Foundation
import Ingest
import Support
import TextAnalysis

/// Authors' relative links to other content files, as they write them in an editor or on GitHub:
/// `[scope controls](search-fields.md#scope-controls-and-tokens)`. Each becomes a cross-reference placeholder
/// (see `ExplicitLinks`) to the page built from that file, so the renderer links it in the reader's language
/// and the anchor is checked with the authors' `[[…]]` links. A relative link to no document of the content
/// folder would be broken on the site: a warning `link.content.missing` at the file and line.
///
/// Links from the site's root, as documentation sites write them (`/components/actions/button`), lead to the
/// page whose file ends with that path (the content folder may be the repository or its `content/`); one that
/// leads to no page, or to several, stays as written, as it may name something else on the host.
public enum ContentLinkResolver {
    /// Rewrites resolvable links in every page's blocks; returns how many.
    @discardableResult
    /// `media`: content image or download path → its path in the site; a link to an image of the content folder
    /// (`[![Tabs]][Tabs]`, a screenshot opened full size) or to a download (`[the kit](kit/design-kit.zip)`) leads to
    /// its copy, and the copies linked are noted in `site.linkedFiles`.
    public static func resolve(_ site: inout Site, media: [String: String] = [:], problems: inout [Diagnostic]) -> Int {
        var pageOfFile: [String: String] = [:]
        for page in site.pages {
            // A talk's session record (`metadata.json` beside its captions) leads to the talk too; a catalog or the
            // manifest, which describe many, lead nowhere in particular.
            let record = page.session?.metadata.flatMap { ["catalog.json", "concord.yml"].contains(($0.path as NSString).lastPathComponent) ? nil : $0.path }
            let folded = page.session?.metadata?.alsoFrom ?? []
            for path in [page.sourcePath, page.session?.transcriptPath, record].compactMap({ $0 }) + folded where pageOfFile[normalize(path)] == nil {
                pageOfFile[normalize(path)] = page.id
            }
        }
        // A translation links to pages of its own tree (`zh/docs/versions.md` to `notes.md`); one its language lacks
        // is the source's, in the mirrored folder (`en/docs/notes.md`), as the other trees show it (FastAPI: 50).
        for (path, page) in mirroredPaths(pageOfFile) where pageOfFile[path] == nil { pageOfFile[path] = page }
        let table = routeTable(pageOfFile, keepExtensions: false)
        var pageOfRoute = table.unambiguous
        // A page by its id beside its file (Docusaurus links docs by their front matter's `id`: `[setup](environment-
        // setup)` for `getting-started.md`), where no file or route says otherwise.
        var byID: [String: String] = [:]
        for page in site.pages where page.role != .untranslated {
            let folder = Path.deletingLastComponent(normalize(page.sourcePath))
            byID[folder.isEmpty ? page.id : folder + "/" + page.id] = page.id
        }
        // Not where several files have the route (a copy's id would pick one of them for every linking page).
        let shared = sharedRoutes(table, pageOfFile: pageOfFile)
        for (route, id) in routes(byID) where pageOfRoute[route] == nil && shared[route] == nil { pageOfRoute[route] = id }
        for (path, id) in byID where pageOfFile[path] == nil { pageOfFile[path] = id }
        // Permalinks are the paths the site the content was written for served: they win over file routes.
        var permalinks: [String: String] = [:]
        for page in site.pages {
            if let permalink = page.permalink, let route = rootTarget(permalink)?.route ?? (permalink == "/" ? "" : nil) {
                pageOfRoute[route] = page.id
                permalinks[page.sourcePath] = permalink
            }
        }
        // Pages by a name only they have (their file's, or their route's last part), for links by bare name to a
        // page elsewhere in the folder: sites that publish every page in one folder link `Picker.html` from
        // `docs/combobox/` (React Spectrum: 327 of 351 such names), `trigger#trigger` from a component's page (Arco).
        // Names made on every core (a library in many languages has a hundred thousand routes), added in one pass.
        var names = UnambiguousIndex<String, String>()
        let fileList = Array(pageOfFile), routeList = Array(pageOfRoute)
        // Each distinct name made bare once: the language trees repeat every file's name.
        for (name, (_, id)) in zip(Self.bareNames(fileList.map { Self.lastComponent($0.key) }), fileList) { names.add(name!, id) }
        for (name, (_, id)) in zip(Self.bareNames(routeList.map { Self.lastNonEmptyComponent($0.key) }), routeList) { if let name { names.add(name, id) } }
        let pageOfName = names.unambiguous
        let droppable = basePaths(site, pageOfRoute: pageOfRoute)
        var foldersOfPage: [String: Set<Substring>] = [:]
        for (path, id) in pageOfFile { foldersOfPage[id, default: []].formUnion(Path.components(path).dropLast()) }
        let pageFolders = foldersOfPage
        // Documents whose files are named for their languages, by their paths without it (`docs/colors` for
        // `docs/colors.en-US.md`, `button` for `button/index.zh-CN.md`).
        var languageFiles = UnambiguousIndex<String, String>()
        let languageRoutes = fileList.concurrentMap { withoutLanguageSuffix(($0.key as NSString).deletingPathExtension) }
        for (route, (_, id)) in zip(languageRoutes, fileList) { if let route { languageFiles.add(route, id) } }
        let pageOfLanguageFile = languageFiles.unambiguous
        // Each page's links rewritten on every core (a scan of every block of a large library took a core for a
        // second), then applied and reported in page order.
        struct Rewrite: Sendable {
            var section: Int, block: Int, line: Int, html: String?, rewritten: Int, missing: [String], files: [String], templated: [String]
        }
        let pages = site.pages, files = pageOfFile, routes = pageOfRoute, sourcePermalinks = permalinks
        // A page's copies in the language trees that lack it (one per language: a library in fifteen languages
        // has fourteen of each English-only page) share its URL and blocks: its links are rewritten once.
        let originalOf = site.originalOfCopies
        // Anchors authors set (`<span id>`, MyST's `(label)=`), each on one page of its language: Sphinx and MyST
        // link to a label as to a page (`[the syntax](syntax/substitutions)`) when no file has that name.
        let labelsByLanguage = FragmentLinkChecker.labels(site).mapValues { $0.mapValues { pages[$0].id } }
        var rewrites = pages.indices.concurrentMap { p -> [Rewrite] in
            if originalOf[p] != nil { return [] }
            let source = pages[p].sourcePath
            var out: [Rewrite] = []
            for s in pages[p].sections.indices {
                for b in pages[p].sections[s].blocks.indices {
                    let block = pages[p].sections[s].blocks[b].block
                    guard let markup = block.markupHTML(containing: "<a href=\"") else { continue }
                    var missing: [String] = [], linked: [String] = [], templated: [String] = []
                    let (html, rewritten) = rewrite(markup, from: source, line: block.line, pageOfFile: files,
                                                    pageOfRoute: routes, sharedRoutes: shared, permalink: sourcePermalinks[source], media: media,
                                                    labels: labelsByLanguage[pages[p].contentLanguage] ?? [:], pageOfName: pageOfName, droppable: droppable, foldersOfPage: pageFolders, pageOfLanguageFile: pageOfLanguageFile,
                                                    missing: &missing, linkedFiles: &linked, templated: &templated)
                    if rewritten > 0 || !missing.isEmpty || !templated.isEmpty {
                        out.append(Rewrite(section: s, block: b, line: block.line, html: rewritten > 0 || !templated.isEmpty ? html : nil,
                                           rewritten: rewritten, missing: missing, files: linked, templated: templated))
                    }
                }
            }
            return out
        }
        for p in pages.indices { if let o = originalOf[p] { rewrites[p] = rewrites[o].map { var c = $0; c.missing = []; c.templated = []; return c } } }
        var reported = Set<String>()
        var count = 0
        for (p, changes) in zip(site.pages.indices, rewrites) {
            let source = site.pages[p].sourcePath
            let templated = changes.flatMap(\.templated)
            if let first = templated.first, let line = changes.first(where: { !$0.templated.isEmpty })?.line {
                let what = templated.count == 1 ? "a link" : "\(templated.count) links"
                problems.append(.warning("link.template",
                                         "found \(what) through another generator's template tags (first: '\(first)'), which Concord cannot fill; expected a URL or a path to a content file (shown as text)",
                                         source: source, line: line, excerpt: first))
            }
            for change in changes {
                count += change.rewritten
                site.linkedFiles.formUnion(change.files)
                if let html = change.html { site.pages[p].sections[change.section].blocks[change.block].block.html = html }
                for href in change.missing where reported.insert("\(source):\(change.line):\(href)").inserted {
                    problems.append(.warning("link.content.missing",
                                             "found a link to '\(href)', but no document of the content folder is there; expected a path to one, relative to this file",
                                             source: source, line: change.line, excerpt: href))
                }
            }
        }
        return count
    }

    /// `html` with each `<a href="…">` to a content file turned into a placeholder; `missing` gets the relative
    /// links that lead to no content file, `linkedFiles` the site paths of the files of `media` linked.
    /// `permalink`: the source page's path on its original site, against which that site resolved relative links
    /// (`./introduction` on `/next/`) that lead to no file.
    static func rewrite(_ html: String, from source: String, line: Int, pageOfFile: [String: String],
                        pageOfRoute: [String: String] = [:], sharedRoutes: [String: [String]] = [:], permalink: String? = nil, media: [String: String] = [:],
                        labels: [String: String] = [:], pageOfName: [String: String] = [:], droppable: Set<String>? = nil,
                        foldersOfPage: [String: Set<Substring>] = [:], pageOfLanguageFile: [String: String] = [:],
                        missing: inout [String], linkedFiles: inout [String], templated: inout [String]) -> (String, Int) {
        let marker = "<a href=\""
        var out = ""
        var cursor = html.startIndex
        var count = 0
        while let start = html.utf8Range(of: marker, from: cursor) {
            guard let quote = html[start.upperBound...].firstIndex(of: "\""), let tagEnd = html[quote...].firstIndex(of: ">") else { break }
            var href = HTML.unescape(String(html[start.upperBound..<quote]))
            // A text fragment (`#:~:text=…`, which browsers scroll to) is no anchor of the page, and its quoted text may
            // hold anything (Vite's `%7B%7B%20manifest` read as a template tag): the link leads to the page.
            if let directive = href.utf8Range(of: ":~:") {
                href = String(href[..<directive.lowerBound])
                if href.hasSuffix("#") { href.removeLast() }
            }
            // `{{% param github_repo %}}/blob/main/x`: a link through a template tag leads nowhere once built; its text stays.
            // (cmark escapes the braces but not the `%` of `{{%`, which no percent decoding then reads).
            let decoded = !href.utf8.contains(UInt8(ascii: "%")) ? href : href.removingPercentEncoding
                ?? href.replacingOccurrences(of: "%7B", with: "{").replacingOccurrences(of: "%7D", with: "}").replacingOccurrences(of: "%20", with: " ")
            if decoded.utf8Contains("{{") || decoded.utf8Contains("{%"), let close = html[tagEnd...].range(of: "</a>") {
                templated.append(decoded)
                out += html[cursor..<start.lowerBound] + html[html.index(after: tagEnd)..<close.lowerBound]
                cursor = close.upperBound
                continue
            }
            // The site's root (`[home](/)`): the home page in the reader's language, as the link meant, not the root
            // of the disk the site is opened from.
            if href == "/" || href == "/index.html" {
                out += html[cursor..<start.lowerBound] + "<a \(ExplicitLinks.homeAttribute)=\"\""
                out += html[html.index(after: quote)..<html.index(after: tagEnd)]
                cursor = html.index(after: tagEnd)
                count += 1
                continue
            }
            let found: (page: String, fragment: String?)?
            // A single-page app's hash route (`#/en-US/badge#props` of Vant's docs, docsify's `#/configuration`) is a
            // link from the site's root; a language's segment in front (`/zh-CN/…`) may name the page's tree only.
            // So is one behind the site's root or its base path (`/#/en-US/swipe`, `/vant/#/en-US/button`).
            let root = rootTarget(rooted(href))
            if let (route, fragment) = root, let pageID = page(ofRoute: route, in: pageOfRoute, droppable: droppable, folders: foldersOfPage)
                ?? nearestCopy(route, from: source, shared: sharedRoutes, pageOfFile: pageOfFile, droppable: droppable)
                // A route that is a page's name alone, after a language's segment (Vant's `#/zh-CN/use-custom-field-value`
                // for `use-custom-field-value.zh-CN.md`); not the last part of a longer route (Primer's
                // `/components/underline-nav/react/latest` is no link to the one page named `latest`).
                ?? { () -> String? in let name = withoutLanguage(route) ?? route; return name.contains("/") ? nil : pageOfName[bareName(name)] }() {
                found = (pageID, fragment)
            } else if let target = RelativeLink.target(href) {
                let base = Path.deletingLastComponent(source)
                let path = normalize(base.isEmpty ? target.path : base + "/" + target.path)
                if let copy = media[path] {
                    // A PDF's `#page=3` still opens that page.
                    let fragment = target.fragment.map { "#" + $0 } ?? ""
                    out += html[cursor..<start.lowerBound] + "<a href=\"\(HTML.escape(ContentImageResolver.prefix + copy + fragment))\">"
                    linkedFiles.append(copy)
                    cursor = html.index(after: tagEnd)
                    count += 1
                    continue
                }
                found = page(of: path, in: pageOfFile).map { ($0, target.fragment) }
                    // A document's file named for its language (`../colors` for `colors.en-US.md`).
                    ?? ((path as NSString).lastPathComponent.contains(".") ? nil : pageOfLanguageFile[path.hasSuffix("/") ? String(path.dropLast()) : path].map { ($0, target.fragment) })
                    ?? permalink.flatMap { permalink -> (String, String?)? in
                        let parent = Path.deletingLastComponent(permalink)
                        let folder = permalink.hasSuffix("/") ? permalink : parent == "/" ? "/" : parent + "/"
                        guard let (route, _) = rootTarget(folder + target.path), let pageID = pageOfRoute[route] else { return nil }
                        return (pageID, target.fragment)
                    }
                    ?? (target.fragment == nil ? labels[target.path].map { ($0, target.path) } : nil)
                    // A name in the same folder (`./affix?tab=api`, TDesign's links between components, each served
                    // as `/components/<name>`) names the page as the bare name does.
                    ?? { () -> (String, String?)? in
                        let name = target.path.hasPrefix("./") ? String(target.path.dropFirst(2)) : target.path
                        return name.contains("/") ? nil : pageOfName[bareName(name)].map { ($0, target.fragment) }
                    }()
                if found == nil { missing.append(href) }
            } else {
                // A link from the site's root to a page (`/design/offices-task#filtering`) that no page of the content
                // folder answers is broken in the site as a relative one would be: said at its line too.
                if root != nil { missing.append(href) }
                found = nil
            }
            guard let (pageID, fragment) = found else {
                out += html[cursor..<html.index(after: tagEnd)]
                cursor = html.index(after: tagEnd)
                continue
            }
            let reference = fragment.map { pageID + "#" + $0 } ?? pageID
            out += html[cursor..<start.lowerBound]
            out += "<a \(ExplicitLinks.targetAttribute)=\"\(HTML.escape(reference))\" \(ExplicitLinks.lineAttribute)=\"\(line)\" "
                + "\(ExplicitLinks.writtenAttribute)=\"\(HTML.escape(href))\">"
            cursor = html.index(after: tagEnd)
            count += 1
        }
        out += html[cursor...]
        return (out, count)
    }

    /// `href` as a link from the site's root when it is a single-page app's hash route (`#/en-US/badge`, or one
    /// behind the root or a base path: `/#/en-US/swipe`, `/vant/#/en-US/button`); else as it is.
    static func rooted(_ href: String) -> String {
        var rooted = href.hasPrefix("#/") ? String(href.dropFirst()) : href
        if href.hasPrefix("/"), let hash = href.range(of: "#/"), href[..<hash.lowerBound].hasSuffix("/"),
           href[..<hash.lowerBound].split(separator: "/").count <= 1 {
            rooted = String(href[href.index(after: hash.lowerBound)...])
        }
        return rooted
    }

    /// The first parts of links from the root that are a base path the site was served under (Element's
    /// `#/en-US/component/date-picker` for `date-picker.md`), which a route may be read without: those that most of
    /// the links needing it to be dropped resolve with (two at least), and that name no folder of the content. Not another section
    /// of a larger site, whose few names a page here happens to have (Ant Design's `/components/layout` is no link
    /// to the design guidelines' `layout.md`, while `/components/button`, `/components/table` … lead nowhere here).
    static func basePaths(_ site: Site, pageOfRoute: [String: String]) -> Set<String> {
        var folders = Set<Substring>()
        for route in pageOfRoute.keys { if let slash = route.firstIndex(of: "/") { folders.insert(route[..<slash]) } }
        let marker = "<a href=\""
        // Page by page on every core (a release's notes link a thousand commits), the counts summed after.
        let counted = site.pages.filter { $0.role != .untranslated }.concurrentMap { page -> (resolved: [String: Int], unresolved: [String: Int]) in
            var resolved: [String: Int] = [:], unresolved: [String: Int] = [:]
            for block in page.blocks {
                guard let html = block.block.markupHTML(containing: marker) else { continue }
                var cursor = html.startIndex
                while let start = html.utf8Range(of: marker, from: cursor), let quote = html[start.upperBound...].firstIndex(of: "\"") {
                    cursor = quote
                    let href = HTML.unescape(String(html[start.upperBound..<quote]))
                    guard let (route, _) = rootTarget(rooted(href)) else { continue }
                    // A single-page app's route names its own prefix (`#/en-US/component/…`): stronger evidence.
                    let weight = href.contains("#/") ? 2 : 1
                    let bare = withoutLanguage(route)
                    if [route, route.lowercased(), bare, bare?.lowercased()].contains(where: { $0.map { pageOfRoute[$0] != nil } ?? false }) { continue }
                    for candidate in [route, bare].compactMap({ $0 }) {
                        guard let slash = candidate.firstIndex(of: "/") else { continue }
                        let first = String(candidate[..<slash]), rest = String(candidate[candidate.index(after: slash)...])
                        if pageOfRoute[rest] != nil || pageOfRoute[rest.lowercased()] != nil { resolved[first, default: 0] += weight }
                        else { unresolved[first, default: 0] += weight }
                    }
                }
            }
            return (resolved, unresolved)
        }
        var resolved: [String: Int] = [:], unresolved: [String: Int] = [:]
        for page in counted {
            resolved.merge(page.resolved, uniquingKeysWith: +)
            unresolved.merge(page.unresolved, uniquingKeysWith: +)
        }
        // Two at least: one link is no evidence of how the site was served (`/zzz/alpha-page/`); a hash route counts two.
        return Set(resolved.filter { $0.value >= 2 && $0.value > unresolved[$0.key, default: 0] && !folders.contains(Substring($0.key)) }.keys)
    }

    /// The page a route from the site's root names: the route itself, in lower case (Starlight and Astro serve
    /// `learn/Security/x.mdx` at `learn/security/x`), without a language's segment (`/zh-CN/…`), or without its
    /// first segment, the base path the site was served under (Docusaurus' `/docs/`, a `routeBasePath`), after the
    /// language's or not.
    /// `droppable`: the first segments a route may be read without (see `basePaths`); nil for any. Without those,
    /// a first segment that names a folder of the page found without it may go too (`/architecture/glossary` for
    /// `architecture/terms.md` served at `/glossary`); `folders` gives each page's folders.
    static func page(ofRoute route: String, in pageOfRoute: [String: String], droppable: Set<String>? = nil,
                     folders: [String: Set<Substring>] = [:]) -> String? {
        if let found = routeCandidates(route, droppable: droppable).lazy.compactMap({ pageOfRoute[$0] }).first { return found }
        guard droppable != nil else { return nil }
        for candidate in [route, withoutLanguage(route)].compactMap({ $0 }) {
            guard let slash = candidate.firstIndex(of: "/") else { continue }
            let rest = String(candidate[candidate.index(after: slash)...])
            if let page = pageOfRoute[rest] ?? pageOfRoute[rest.lowercased()], folders[page]?.contains(candidate[..<slash]) == true { return page }
        }
        return nil
    }

    /// The routes a route from the root may mean, in the order `page(ofRoute:in:)` tries them.
    static func routeCandidates(_ route: String, droppable: Set<String>? = nil) -> [String] {
        // Ant Design's sites name a page's Chinese version with `-cn` (`/components/table-cn/`).
        let antChinese = route.hasSuffix("-cn") && route.count > 3 && !route.hasSuffix("/-cn") ? String(route.dropLast(3)) : nil
        let bares = [withoutLanguage(route), withoutTrailingLanguage(route), antChinese].compactMap { $0 }
        var candidates = [route, route.lowercased()] + bares.flatMap { [$0, $0.lowercased()] }
        // Without a base path too, after the language (`#/en-US/component/date-picker`, Element's hash routes).
        for candidate in [route] + bares {
            guard let slash = candidate.firstIndex(of: "/"), droppable?.contains(String(candidate[..<slash])) ?? true else { continue }
            let rest = String(candidate[candidate.index(after: slash)...])
            if !rest.isEmpty { candidates += [rest, rest.lowercased()] }
        }
        return candidates
    }

    /// Each page's routes, as a documentation site serves it: its file's path without the extension (and without
    /// a final `index` or `README`), and every shorter tail of it (`components/actions/button`,
    /// `actions/button`…), each kept only when one page has it. So too the path as generators turn it into a
    /// URL: in lower case (Starlight), without the `_` of a Jekyll collection's folder (`_components/button.md`
    /// at `/components/button/`), without the number that orders a file or folder (`01-intro.md` at `/intro`,
    /// Docusaurus).
    /// `keepExtensions`: files are named with their extension (images).
    static func routes(_ pageOfFile: [String: String], keepExtensions: Bool = false) -> [String: String] {
        routeTable(pageOfFile, keepExtensions: keepExtensions).unambiguous
    }

    /// The routes several pages have, each with the files that have it (`design/offices-task` of `docs/design/`
    /// and of `site/docs/design/`): a link from one of them means the copy nearest to it.
    static func sharedRoutes(_ table: (unambiguous: [String: String], files: [String: [String]]), pageOfFile: [String: String]) -> [String: [String]] {
        table.files.filter { table.unambiguous[$0.key] == nil && Set($0.value.compactMap { pageOfFile[$0] }).count > 1 }
    }

    private static func routeTable(_ pageOfFile: [String: String], keepExtensions: Bool) -> (unambiguous: [String: String], files: [String: [String]]) {
        var found = UnambiguousIndex<String, String>()
        var files: [String: [String]] = [:]
        // A file's route from the top of the content folder (the folders all files share) names it even where it is
        // also the tail of another file's route: Vue Router's `/file-based-routing/` is `file-based-routing/index.md`,
        // not `file-based-routing/file-based-routing.md`, whose route ends the same (the link was reported missing).
        var siteRoutes = UnambiguousIndex<String, String>()
        let sharedFolders: Int = {
            var common: [Substring]? = nil
            for file in pageOfFile.keys {
                let folders = Path.components(file).dropLast()
                guard let known = common else { common = Array(folders); continue }
                common = Array(zip(known, folders).prefix { $0 == $1 }.map(\.0))
            }
            return common?.count ?? 0
        }()
        // Each file's routes made on every core (a library in sixteen languages mirrors ten thousand paths), then
        // added in one pass: whether a route is one page's does not depend on the order files are added in.
        let entries = Array(pageOfFile)
        let routesOfFile = entries.concurrentMap { file, _ -> [(key: String, new: Bool, site: Bool)] in
            var routes: [(key: String, new: Bool, site: Bool)] = []
            var route = keepExtensions ? file : (file as NSString).deletingPathExtension
            for last in ["/index", "/README", "/readme", "/_index"] where !keepExtensions && route.hasSuffix(last) { route.removeLast(last.count) }
            var variants = [route]
            if !keepExtensions {
                let served = Path.components(route).map { part -> Substring in
                    var p = part.hasPrefix("_") && part.count > 1 ? part.dropFirst() : part
                    let digits = p.prefix { $0.isASCII && $0.isNumber }
                    if !digits.isEmpty, digits.count < p.count, let sep = p.dropFirst(digits.count).first, "-_.".contains(sep), p.count > digits.count + 1 {
                        p = p.dropFirst(digits.count + 1)
                    }
                    return p
                }.joined(separator: "/")
                variants += [served, served.lowercased()]
                // A dated post (`blog/2023-01-12-new-arch.md`) at `blog/2023/01/12/new-arch`, as Docusaurus' blog and
                // Jekyll's posts serve it.
                let dated = Path.components(route).map { part -> String in
                    guard let (date, slug) = Self.datedName(part) else { return String(part) }
                    return date + "/" + slug
                }.joined(separator: "/")
                if dated != route { variants += [dated, dated.lowercased()] }
                // A translation's file named for its language (`colors.en-US.md`, `button/index.zh-CN.md`, dumi's and
                // Vant's) at its page's route without it: the language's page of the document (Ant Design: 111 links).
                if let bare = withoutLanguageSuffix(route) { variants += [bare, bare.lowercased()] }
                // A component's page in its `doc/` folder (NG-ZORRO's `components/tooltip/doc/index.zh-CN.md`) at the
                // component's route (`/components/tooltip/zh`).
                for variant in variants where variant.hasSuffix("/doc") { variants.append(String(variant.dropLast(4))) }
            }
            var seen = Set<String>()
            for variant in variants {
                // Every tail of the route without its empty parts (`a/b/c`, `b/c`, `c`), cut from the route joined
                // once (joining its parts anew for each tail was most of this table's time on Node.js's site).
                let parts = Path.components(variant)
                let route = parts.joined(separator: "/")
                var tails: [String] = [], offset = 0
                for part in parts {
                    tails.append(String(Substring(route.utf8.dropFirst(offset))))
                    offset += part.utf8.count + 1
                }
                for (removed, key) in tails.enumerated() {
                    let new = seen.insert(key).inserted
                    if new || removed == sharedFolders { routes.append((key, new, removed == sharedFolders)) }
                }
            }
            return routes
        }
        for ((file, page), routes) in zip(entries, routesOfFile) {
            for route in routes {
                if route.new { found.add(route.key, page); files[route.key, default: []].append(file) }
                if route.site { siteRoutes.add(route.key, page) }
            }
        }
        var unambiguous = found.unambiguous
        for (key, page) in siteRoutes.unambiguous where unambiguous[key] == nil { unambiguous[key] = page }
        return (unambiguous, files)
    }

    /// The page of a route several copies have, nearest the linking file: the copy sharing the most leading folders
    /// with it (TDesign's `docs/design/offices.md` linking `/design/offices-task` means `docs/design/`'s, not
    /// `site/docs/design/`'s); nil when two copies are as near.
    static func nearestCopy(_ route: String, from source: String, shared: [String: [String]], pageOfFile: [String: String],
                            droppable: Set<String>? = nil) -> String? {
        guard !shared.isEmpty else { return nil }
        let from = source.split(separator: "/").dropLast()
        for key in routeCandidates(route, droppable: droppable) {
            guard let files = shared[key] else { continue }
            let scored = files.map { file -> (String, Int) in
                let parts = file.split(separator: "/")
                return (file, zip(from, parts).prefix { $0 == $1 }.count)
            }.sorted { $0.1 > $1.1 }
            guard let best = scored.first, best.1 > 0, scored.count == 1 || scored[1].1 < best.1 else { return nil }
            return pageOfFile[best.0]
        }
        return nil
    }

    /// `2023-01-12-new-arch` → (`2023/01/12`, `new-arch`); nil for a name that starts with no date.
    static func datedName(_ name: Substring) -> (date: String, slug: Substring)? {
        let bytes = Array(name.utf8.prefix(11))
        guard bytes.count == 11, name.utf8.count > 11 else { return nil }
        for (i, b) in bytes.enumerated() {
            let digit = b >= 0x30 && b <= 0x39
            guard [4, 7, 10].contains(i) ? b == UInt8(ascii: "-") : digit else { return nil }
        }
        let text = String(decoding: bytes, as: UTF8.self)
        return (text.prefix(4) + "/" + text.dropFirst(5).prefix(2) + "/" + text.dropFirst(8).prefix(2), name.dropFirst(11))
    }

    /// Each file's path in every other language's folder where the content has such folders side by side
    /// (`en/docs/notes.md` as `zh/docs/notes.md`), kept where one page answers it.
    static func mirroredPaths(_ pageOfFile: [String: String]) -> [String: String] {
        // The language folders found at each depth (`docs/en/…`, `docs/zh/…`: depth 1), and each file's own.
        var codesAt: [Int: Set<String>] = [:]
        var placed: [(path: String, parts: [Substring], depths: [Int], page: String)] = []
        for (path, page) in pageOfFile {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            let depths = parts.indices.dropLast().filter { LanguageFolders.isLanguageFolder(parts[$0]) }
            for i in depths { codesAt[i, default: []].insert(String(parts[i])) }
            if !depths.isEmpty { placed.append((path, parts, depths, page)) }
        }
        var found = UnambiguousIndex<String, String>()
        for file in placed.sorted(by: { $0.path < $1.path }) {
            for i in file.depths {
                for code in codesAt[i] ?? [] where code != file.parts[i] {
                    var other = file.parts
                    other[i] = Substring(code)
                    found.add(other.joined(separator: "/"), file.page)
                }
            }
        }
        return found.unambiguous
    }

    /// `zh-CN/badge` → `badge`: a route without a first segment that is a language tag; nil when it has none.
    /// `components/tooltip` for `components/tooltip/zh`: NG-ZORRO's routes end with the page's language; nil when the
    /// last segment is no language's.
    static func withoutTrailingLanguage(_ route: String) -> String? {
        guard let slash = route.lastIndex(of: "/") else { return nil }
        let last = String(route[route.index(after: slash)...])
        // A language Concord knows, not any short word (`/docs/api` is no language's page of `docs`).
        guard last.count <= 7, Slug.isLanguageTag(last), last.first?.isLowercase == true, !Languages.isNameEnding(last), Languages.info(last) != nil,
              slash > route.startIndex else { return nil }
        return String(route[..<slash])
    }

    static func withoutLanguage(_ route: String) -> String? {
        guard let slash = route.firstIndex(of: "/") else { return nil }
        let first = String(route[..<slash])
        guard first.count <= 7, Slug.isLanguageTag(first), first.first?.isLowercase == true || first.count == 2 else { return nil }
        return String(route[route.index(after: slash)...])
    }

    /// The route and fragment of a link from the site's root (`/components/button/#usage`); nil for anything else
    /// (`//host/…`, relative links, links with a scheme).
    static func rootTarget(_ href: String) -> (route: String, fragment: String?)? {
        guard href.hasPrefix("/"), !href.hasPrefix("//") else { return nil }
        let pieces = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        var path = String(pieces[0].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0])
        path = path.removingPercentEncoding ?? path
        // A name with a dot is a page's when a slash ends it or its "extension" is no file type's
        // (`/config-api/kubelet-config.v1beta1/`, Kubernetes: 259 links left as written, unreported).
        let ext = path.hasSuffix("/") ? "" : (path as NSString).pathExtension
        if ContentReader.markdownExtensions.contains(ext) || ["html", "htm"].contains(ext) { path = (path as NSString).deletingPathExtension }
        else if !ext.isEmpty, ext.count <= 5 { return nil }  // an image, a download
        var route = normalize(String(path.drop { $0 == "/" }))
        // `/assistant/index` is the folder's page, as routes name it (Mintlify writes 193 such links).
        for last in ["/index", "/README", "/readme", "/_index"] where route.hasSuffix(last) { route.removeLast(last.count) }
        guard !route.isEmpty, !route.hasPrefix("..") else { return nil }
        let fragment = pieces.count > 1 && !pieces[1].isEmpty ? (String(pieces[1]).removingPercentEncoding ?? String(pieces[1])) : nil
        return (route, fragment ?? RelativeLink.idParameter(pieces[0]))
    }

    /// The page of a linked path: the file itself, or, for a link without an extension as documentation sites
    /// write them (`../ui-patterns/saving`, `forms/`), its Markdown file or its folder's index or README.
    static func page(of path: String, in pageOfFile: [String: String]) -> String? {
        if let page = pageOfFile[path] { return page }
        // The page as the site built from it named it (`ch20-05-macros.html` for `ch20-05-macros.md`, as mdBook,
        // Jekyll and Sphinx books link their chapters).
        for ext in [".html", ".htm"] where path.hasSuffix(ext) {
            let stem = String(path.dropLast(ext.count))
            for suffix in ContentReader.markdownExtensions.map({ "." + $0 }) {
                if let page = pageOfFile[stem + suffix] { return page }
            }
        }
        // Any name may be a page's without its extension: `0.14.0/` and `hugo-0.158.0+/` name Docsy's release notes
        // `0.14.0.md` (normalising took the slash that said so); only files of the content folder match.
        let stem = path.hasSuffix("/") ? String(path.dropLast()) : path
        for suffix in ContentReader.markdownExtensions.map({ "." + $0 }) + ["/index.md", "/index.mdx", "/README.md", "/readme.md", "/_index.md"] {
            if let page = pageOfFile[stem + suffix] { return page }
        }
        // A folder's page named as the folder (`../affix` for `affix/affix.md`, TDesign's and Angular's components).
        let folderName = (stem as NSString).lastPathComponent
        if !folderName.isEmpty, folderName != "..", folderName != "." {
            for suffix in ["md", "mdx"] { if let page = pageOfFile[stem + "/" + folderName + "." + suffix] { return page } }
        }
        return nil
    }

    /// `bareName` of each name (nil stays nil), each distinct name made once, on every core.
    static func bareNames(_ names: [String?]) -> [String?] {
        let distinct = Array(Set(names.compactMap { $0 }))
        let made = Dictionary(uniqueKeysWithValues: zip(distinct, distinct.concurrentMap(bareName)))
        return names.map { $0.map { made[$0]! } }
    }

    /// `(path as NSString).lastPathComponent`, cut at the last `/` byte when the path does not end in one (what
    /// Foundation does then, without bridging the path).
    static func lastComponent(_ path: String) -> String {
        guard let last = path.utf8.last, last != UInt8(ascii: "/") else { return (path as NSString).lastPathComponent }
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// The last part of a route between slashes that is not empty (`a/b/` → `b`), nil when there is none.
    static func lastNonEmptyComponent(_ route: String) -> String? {
        Path.components(route).last.map(String.init)
    }

    /// A file or route name as links by bare name match it: lower case, without a page's extension or a language's
    /// suffix (`Picker.html`, `picker.mdx`, `picker.zh-CN.md` and `picker` are one name).
    static func bareName(_ name: String) -> String {
        let ext = (name as NSString).pathExtension.lowercased()
        var stem = ["html", "htm"].contains(ext) || ContentReader.markdownExtensions.contains(ext) ? (name as NSString).deletingPathExtension : name
        if let (base, _) = LanguageFolders.languageSuffix(Substring(stem)) { stem = String(base) }
        return stem.lowercased()
    }

    /// A file's path without its extension, named for a language (`docs/colors.en-US`, `button/index.zh-CN`), as
    /// the document's route without it (`docs/colors`, `button`, a folder's index being the folder); nil for a
    /// path not named for a language, or the content folder's own index.
    static func withoutLanguageSuffix(_ route: String) -> String? {
        let folder = Path.deletingLastComponent(route)
        guard let base = LanguageFolders.languageSuffix(Substring(lastComponent(route)))?.base, !base.isEmpty else { return nil }
        let bare = ["index", "README", "readme", "_index"].contains(String(base)) ? folder : (folder.isEmpty ? String(base) : folder + "/" + base)
        return bare.isEmpty ? nil : bare
    }

    /// `a/./b/../c.md` → `a/c.md`.
    public static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            switch part {
            case ".": continue
            case "..": if let last = parts.last, last != "..", !last.isEmpty { parts.removeLast() } else { parts.append(part) }
            case "" where !parts.isEmpty: continue
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }
}
