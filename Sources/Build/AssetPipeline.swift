import Diagnostics
import FileIO
import Foundation
import Ingest
import Render
import Support

/// Copies the theme's `Public/` files into `assets/` under content-hashed names, writes each language's
/// interface strings as a script, and copies content images.
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
        var stringPaths: [String: String] = [:]
        for language in strings.keys.sorted() {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let json = (try? encoder.encode(strings[language]!)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
            // A classic script, so it loads from file:// too.
            let script = "window.ConcordStrings = \(json.replacingOccurrences(of: "</", with: "<\\/"));\n"
            let path = ContentHash.hashedName("assets/strings.\(language).js", contents: Array(script.utf8))
            files[path] = Data(script.utf8)
            stringPaths[language] = path
        }
        for asset in content.assets {
            if let data = try? fileSystem.read(Path.join(contentDirectory, asset)) { files[mediaPath(asset, data: data)] = data }
        }
        func need(_ name: String) -> String {
            if let path = hashed[name] { return path }
            problems.append(.error("theme.asset.missing", "found no '\(name)' in \(publicDirectory), expected the theme to provide it"))
            return "assets/" + name
        }
        return AssetPaths(css: need("css/site.css"), site: need("js/site.js"), strings: stringPaths,
                          searchEngine: need("js/search-engine.js"), searchUI: need("js/search-ui.js"),
                          searchIndex: searchIndex, icon: need("icon.svg"), serviceWorker: nil)
    }

    /// Where a content image goes in the site: under `media/`, named by a hash of its bytes, so a changed
    /// image is never served from a stale cache.
    public static func mediaPath(_ asset: String, data: Data) -> String {
        ContentHash.hashedName("media/" + asset, contents: Array(data))
    }
}
