import Diagnostics
import FileIO
import Foundation
import Ingest
import Render
import Support

/// Copies the theme's `Public/` files into `assets/` under content-hashed names, joins the scripts every page
/// runs into one (with the interface strings), and copies content images.
enum AssetPipeline {
    /// `publicDirectories`: the default theme's `Public/` first; a file at the same path in a later folder replaces it.
    static func copy(publicDirectories: [String], content: Content, contentDirectory: String, strings: [String: [String: String]],
                     defaultLanguage: String, searchIndex: String, fileSystem: any FileSystem, into files: inout [String: Data],
                     problems: inout [Diagnostic]) -> AssetPaths {
        var hashed: [String: String] = [:]
        let publicDirectory = publicDirectories[0]
        var sources: [String: String] = [:]  // relative path → the folder that provides it
        for (index, folder) in publicDirectories.enumerated() {
            guard fileSystem.isDirectory(folder), let entries = try? fileSystem.walk(folder) else {
                if index == 0 { problems.append(.error("theme.public.missing", "found no folder '\(folder)', expected the theme's Public/ folder")) }
                continue
            }
            // `js/serve/` holds `concord serve`'s own scripts, which never go into a site; `js/sw.js` becomes the
            // site's `sw.js` (ServiceWorker), not an asset.
            for (relative, kind) in entries where kind == .file && !relative.hasPrefix("js/serve/") && relative != ServiceWorker.sourcePath {
                sources[relative] = folder
            }
        }
        var parts: [String: [(path: String, contents: Data)]] = [:]
        for relative in sources.keys.sorted() {
            let joined = ScriptJoiner.joinedName(of: relative)
            // A theme's own file of the joined name replaces the parts; a note beside the parts is not a part.
            if let joined, sources[joined] != nil || !ScriptJoiner.isPart(relative) { continue }
            let path = Path.join(sources[relative]!, relative)
            guard let data = try? fileSystem.read(path) else {
                problems.append(.error("file.unreadable", "cannot read the file", source: path))
                continue
            }
            if let joined {
                parts[joined, default: []].append((relative, data))
                continue
            }
            let target = "assets/" + ContentHash.hashedName(relative, contents: data)
            hashed[relative] = target
            files[target] = data
        }
        for (name, list) in parts {
            let data = ScriptJoiner.join(name, parts: list)
            let target = "assets/" + ContentHash.hashedName(name, contents: data)
            hashed[name] = target
            files[target] = data
        }
        for asset in content.assets {
            if let data = try? fileSystem.read(Path.join(contentDirectory, asset)) { files[mediaPath(asset, data: data)] = data }
        }
        func need(_ name: String) -> String {
            if let path = hashed[name] { return path }
            problems.append(.error("theme.asset.missing", "found no '\(name)' in \(publicDirectory), expected the theme to provide it"))
            return "assets/" + name
        }
        let css = need("css/site.css"), icon = need("icon.svg")
        // The parts of every page's one script: each stands alone in the theme, the site gets them joined.
        var pageParts = [(name: "strings.js", data: stringsScript(strings, defaultLanguage: defaultLanguage))]
        for name in pageScriptParts { pageParts.append((name, files.removeValue(forKey: need(name)) ?? Data())) }
        let script = pageScript(pageParts)
        let scriptPath = ContentHash.hashedName("assets/js/page.js", contents: Array(script))
        files[scriptPath] = script
        return AssetPaths(css: css, script: scriptPath, searchIndex: searchIndex, icon: icon, serviceWorker: nil)
    }

    /// The scripts every page runs, in this order after the interface strings: page behaviour, the search engine,
    /// the search box.
    static let pageScriptParts = ["js/site.js", "js/search-engine.js", "js/search-ui.js"]

    /// The interface strings of every language of the site, of which a page takes its own (`data-lang` on its
    /// body; the site's default language's for a language without strings): one script for every page, so a
    /// reader who changes language downloads nothing again.
    static func stringsScript(_ strings: [String: [String: String]], defaultLanguage: String) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(strings)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        let fallback = (try? encoder.encode(strings[defaultLanguage] != nil ? defaultLanguage : strings.keys.sorted().first ?? ""))
            .map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
        return Data("""
            window.ConcordStrings = (function (all) {
              var lang = document.body && document.body.getAttribute("data-lang");
              return all[lang] || all[\(fallback)] || {};
            })(\(json.replacingOccurrences(of: "</", with: "<\\/")));

            """.utf8)
    }

    /// Every page's one script (`assets/js/page.HASH.js`): `parts` one after the other, each under a
    /// `// ---- name ----` line and inside `try { … }`, so a part that throws as it starts (a theme's, say) stops
    /// neither the parts after it nor the page: its error is thrown again on its own. One request per page
    /// instead of four; the index manifest stays a script of its own (`search/manifest.js`, a fixed name), so an
    /// edit of the content renames no script that every page names. A part must not rely on top-level `let`,
    /// `const` or `class` names being global, nor on a top-level `"use strict"` (inside a block it is not a
    /// directive): the default theme's parts are functions called at once, strict inside.
    static func pageScript(_ parts: [(name: String, data: Data)]) -> Data {
        var out = Data()
        for (name, data) in parts {
            out.append(contentsOf: Array("// ---- \(name) ----\ntry {\n".utf8))
            out.append(data)
            if data.last != UInt8(ascii: "\n") { out.append(UInt8(ascii: "\n")) }
            out.append(contentsOf: Array(pagePartEnd.utf8))
        }
        return out
    }

    /// What closes each part of the page script.
    static let pagePartEnd = "} catch (error) { setTimeout(function () { throw error; }); }\n"

    /// Where a content image goes in the site: under `media/`, named by a hash of its bytes, so a changed
    /// image is never served from a stale cache.
    public static func mediaPath(_ asset: String, data: Data) -> String {
        ContentHash.hashedName("media/" + asset, contents: Array(data))
    }
}
