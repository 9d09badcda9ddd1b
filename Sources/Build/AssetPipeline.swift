import Diagnostics
import FileIO
import Foundation
import Ingest
import Render
import Support

/// Copies the theme's `Public/` files into `assets/` under content-hashed names, joins the scripts every page
/// runs into one per language (with its interface strings and the search manifest), and copies content images.
enum AssetPipeline {
    /// `publicDirectories`: the default theme's `Public/` first; a file at the same path in a later folder replaces it.
    static func copy(publicDirectories: [String], content: Content, contentDirectory: String, strings: [String: [String: String]],
                     searchIndex: String, fileSystem: any FileSystem, into files: inout [String: Data],
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
        var shared: [(name: String, data: Data)] = []
        for name in pageScriptParts {
            let path = need(name)
            shared.append((name, files.removeValue(forKey: path) ?? Data()))
            if name == "js/search-engine.js", let manifest = files[searchIndex] {
                // The manifest registers with the engine, so the search box has it without a request of its own.
                // It stays a file too, for Node and other readers of the index.
                shared.append((searchIndex, manifest))
            }
        }
        var scripts: [String: String] = [:]
        for language in strings.keys.sorted() {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let json = (try? encoder.encode(strings[language]!)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
            let stringsScript = "window.ConcordStrings = \(json.replacingOccurrences(of: "</", with: "<\\/"));\n"
            let data = pageScript([("strings.\(language).js", Data(stringsScript.utf8))] + shared)
            let path = ContentHash.hashedName("assets/js/page.\(language).js", contents: Array(data))
            files[path] = data
            scripts[language] = path
        }
        return AssetPaths(css: css, scripts: scripts, searchIndex: searchIndex, icon: icon, serviceWorker: nil)
    }

    /// The scripts every page runs, in this order after its language's interface strings: page behaviour first
    /// (it never waits on search), then the search engine (and the index manifest), then the search box.
    static let pageScriptParts = ["js/site.js", "js/search-engine.js", "js/search-ui.js"]

    /// A page's one script (`assets/js/page.<language>.HASH.js`): `parts` one after the other, each under a
    /// `// ---- name ----` line. One request per page instead of five (strings, site, engine, manifest, search
    /// box), and none more when the reader starts typing. Every part is a classic script that keeps its names to
    /// itself (the joined ones are wrapped in a function), so joining changes nothing but the request count.
    static func pageScript(_ parts: [(name: String, data: Data)]) -> Data {
        var out = Data()
        for (name, data) in parts {
            out.append(contentsOf: Array("// ---- \(name) ----\n".utf8))
            // Index files start with a byte order mark for browsers that load them alone; here it would be mid-file.
            out.append(data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data)
            if data.last != UInt8(ascii: "\n") { out.append(UInt8(ascii: "\n")) }
        }
        return out
    }

    /// Where a content image goes in the site: under `media/`, named by a hash of its bytes, so a changed
    /// image is never served from a stale cache.
    public static func mediaPath(_ asset: String, data: Data) -> String {
        ContentHash.hashedName("media/" + asset, contents: Array(data))
    }
}
