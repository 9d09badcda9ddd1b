import Build
import Diagnostics
import FileIO
import Foundation

/// The pure parts of `concord serve`: mapping request targets to files of the site folder, and content types.
public enum ServePaths {
    /// What a request target names.
    public enum Resolution: Equatable, Sendable {
        /// A path inside the site folder ("" for the folder itself), and whether the target ended in `/`.
        case file(String, trailingSlash: Bool)
        /// The server's own files (the reload script and endpoint), under `<base path>__concord/`.
        case server(String)
        case redirect(String)
        /// Malformed, or an attempt to leave the site folder.
        case badRequest(String)
        case notFound
    }

    /// `/`, `docs`, `/docs` → `/`, `/docs/`, `/docs/`; nil if the path is unusable.
    public static func normalizeBasePath(_ path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !parts.contains(where: { $0 == "." || $0 == ".." || $0.contains("%") || $0.contains("?") || $0.contains("#") || $0.contains("\\") }) else { return nil }
        return parts.isEmpty ? "/" : "/" + parts.joined(separator: "/") + "/"
    }

    /// Resolves an origin-form request target (`/docs/en/page.html?q=x`) against the base path the site is served at.
    /// Percent-escapes are decoded first, so `%2e%2e` is caught like `..`; any `.` or `..` segment, a backslash,
    /// a NUL or another control character, an invalid escape or invalid UTF-8 is a bad request.
    public static func resolve(_ target: String, basePath: String) -> Resolution {
        guard target.hasPrefix("/") else { return .badRequest("expected a path starting with /") }
        var raw = Substring(target)
        if let cut = raw.firstIndex(where: { $0 == "?" || $0 == "#" }) { raw = raw[..<cut] }
        guard let path = percentDecode(raw) else { return .badRequest("invalid percent-encoding or UTF-8") }
        if path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { return .badRequest("control character in path") }
        if path.contains("\\") { return .badRequest("backslash in path") }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        if segments.contains(where: { $0 == "." || $0 == ".." }) { return .badRequest("path leaves its folder") }
        if path + "/" == basePath || (path == "/" && basePath != "/") { return .redirect(basePath) }
        guard path.hasPrefix(basePath) else { return .notFound }
        let rest = path.dropFirst(basePath.count)
        let parts = rest.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if parts.first == "__concord" { return .server(parts.dropFirst().joined(separator: "/")) }
        return .file(parts.joined(separator: "/"), trailingSlash: rest.isEmpty || rest.hasSuffix("/"))
    }

    static func percentDecode(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        func hexValue(_ c: UInt8) -> UInt8? {
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
            default: return nil
            }
        }
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let h = iterator.next().flatMap(hexValue), let l = iterator.next().flatMap(hexValue) else { return nil }
                bytes.append(h << 4 | l)
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The Content-Type for a file name.
    public static func contentType(for path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "application/octet-stream" }
        switch name[name.index(after: dot)...].lowercased() {
        case "html", "htm": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js", "mjs": return "text/javascript; charset=utf-8"
        case "json", "map": return "application/json"
        case "webmanifest": return "application/manifest+json"
        case "xml": return "application/xml; charset=utf-8"
        case "txt": return "text/plain; charset=utf-8"
        case "md": return "text/markdown; charset=utf-8"
        case "vtt": return "text/vtt; charset=utf-8"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "gif": return "image/gif"
        case "webp": return "image/webp"
        case "avif": return "image/avif"
        case "ico": return "image/x-icon"
        case "woff2": return "font/woff2"
        case "woff": return "font/woff"
        case "ttf": return "font/ttf"
        case "otf": return "font/otf"
        case "wasm": return "application/wasm"
        case "pdf": return "application/pdf"
        case "zip": return "application/zip"
        case "gz": return "application/gzip"
        case "mp4": return "video/mp4"
        case "webm": return "video/webm"
        case "mp3": return "audio/mpeg"
        default: return "application/octet-stream"
        }
    }

    /// Hosts may cache content-hashed assets forever; everything else is revalidated.
    public static func cacheControl(for path: String) -> String {
        path.hasPrefix("assets/") ? "public, max-age=31536000, immutable" : "no-cache"
    }

    /// The tag `serve` adds to each page it serves while watching (never in a build): an external script,
    /// so the page stays within `default-src 'self'`. The page's service worker registration is removed, so
    /// a cache never hides a rebuild.
    public static func injectReload(into html: String, basePath: String, build: Int, ok: Bool) -> String {
        var page = html
        if let range = page.range(of: #" data-sw="[^"]*""#, options: .regularExpression) { page.removeSubrange(range) }
        let tag = "<script src=\"\(basePath)__concord/reload.js\" data-build=\"\(build)\" data-ok=\"\(ok)\" defer></script>\n"
        if let head = page.range(of: "</head>", options: .caseInsensitive) {
            page.insert(contentsOf: tag, at: head.lowerBound)
        } else {
            page = tag + page
        }
        return page
    }
}
