import Foundation

/// Joins the parts of a theme's script folder into one classic script: `js/search-engine/*.js` becomes
/// `js/search-engine.js`. Parts keep to one job each and stay plain files in `Public/`; the joined scripts then
/// go into the one script every page loads (`AssetPipeline.pageScript`), which works from file:// (no modules).
///
/// The joined script wraps the parts, in file-name order, in one function, so their top-level names are
/// private to it and shared between them. `Tests/Search/join.mjs` joins the same way for the node tests,
/// and a node test finds its output in the built page script byte for byte.
enum ScriptJoiner {
    /// The joined script a theme file belongs to (`js/search-ui/30-controller.js` → `js/search-ui.js`), or
    /// nil for a file outside script folders. A script folder is a folder directly inside `js/`, except
    /// `js/serve/` (`concord serve`'s own); its `.js` files are the parts, and other files there (notes) are
    /// not copied into the site.
    static func joinedName(of relative: String) -> String? {
        let components = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard components.count == 3, components[0] == "js", components[1] != "serve", !components[1].isEmpty else { return nil }
        return "js/\(components[1]).js"
    }

    /// True for the files of a script folder that are joined.
    static func isPart(_ relative: String) -> Bool {
        relative.hasSuffix(".js") && !(relative.split(separator: "/").last ?? "").hasPrefix(".")
    }

    /// The script joining `parts` (theme-relative path and contents), in file-name order.
    static func join(_ name: String, parts: [(path: String, contents: Data)]) -> Data {
        var out = Data("// \(name): joined by Concord from \(String(name.dropLast(3)))/*.js\n(function () {\n\"use strict\";\n".utf8)
        for part in parts.sorted(by: { $0.path < $1.path }) {
            out.append(contentsOf: Array("\n// \(part.path)\n".utf8))
            out.append(part.contents)
            if part.contents.last != UInt8(ascii: "\n") { out.append(UInt8(ascii: "\n")) }
        }
        out.append(contentsOf: Array("})();\n".utf8))
        return out
    }
}
