import Build
import Diagnostics
import FileIO
import Foundation
#if canImport(Glibc)
import Glibc

/// The state of the latest build, which open pages wait on to reload.
public final class BuildState: @unchecked Sendable {
    private let condition = NSCondition()
    private var generation = 0
    private var ok = true
    private var message = ""

    public init() {}

    public func finished(ok: Bool, message: String) {
        condition.lock()
        generation += 1
        self.ok = ok
        self.message = message
        condition.broadcast()
        condition.unlock()
    }

    public var current: (generation: Int, ok: Bool, message: String) {
        condition.lock()
        defer { condition.unlock() }
        return (generation, ok, message)
    }

    /// Waits until a build newer than `since` finishes, or `timeout` seconds pass.
    func wait(since: Int, timeout: Double) -> (generation: Int, ok: Bool, message: String) {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: timeout)
        while generation == since, condition.wait(until: deadline) {}
        return (generation, ok, message)
    }
}

/// A small HTTP/1.1 server for the built site: POSIX sockets, one thread per connection, `Connection: close`.
/// It serves only files inside the site folder (targets are decoded and checked by `ServePaths.resolve`, and
/// the real path of every file must lie inside the folder's), sends `Content-Security-Policy: default-src 'self'`
/// so pages are tried under the policy the README recommends, and serves the pre-compressed copies (made with
/// `--compress`) to clients that accept them. While watching (`state` given), pages get the reload script and the site's service worker
/// is replaced by one that unregisters itself, so no cache hides a rebuild.
public final class DevServer: @unchecked Sendable {
    public let root: String
    /// Where the site is served, `/` or `/path/`; set before `start`.
    public var basePath: String
    public let state: BuildState?
    private var listener: Int32 = -1
    public private(set) var port = 0

    public static let contentSecurityPolicy = "default-src 'self'"

    /// Where files are read; symbolic links are still resolved on disk, to refuse any that lead out of `root`.
    let fileSystem: any FileSystem

    /// The reload script and the retiring worker, served while watching.
    let scripts: ServeScripts

    public init(root: String, basePath: String, state: BuildState?, scripts: ServeScripts, fileSystem: any FileSystem = DiskFileSystem()) {
        self.fileSystem = fileSystem
        self.scripts = scripts
        self.root = root
        self.basePath = basePath
        self.state = state
    }

    /// Binds and listens; `port` 0 picks a free port (read `port` afterwards).
    public func bind(host: String, port: Int) throws {
        signal(SIGPIPE, SIG_IGN)
        let address = host == "localhost" ? "127.0.0.1" : host
        let ipv6 = address.contains(":")
        let fd = socket(ipv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ServeError("socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        var result: Int32
        if ipv6 {
            var addr = sockaddr_in6()
            addr.sin6_family = sa_family_t(AF_INET6)
            addr.sin6_port = in_port_t(UInt16(port)).bigEndian
            guard inet_pton(AF_INET6, address, &addr.sin6_addr) == 1 else { close(fd); throw ServeError("found the host '\(host)', expected an IP address such as 127.0.0.1 or ::1") }
            result = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) } }
        } else {
            var addr = sockaddr_in()
            addr.sin_family = sa_family_t(AF_INET)
            addr.sin_port = in_port_t(UInt16(port)).bigEndian
            guard inet_pton(AF_INET, address, &addr.sin_addr) == 1 else { close(fd); throw ServeError("found the host '\(host)', expected an IP address such as 127.0.0.1 or ::1") }
            result = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        }
        guard result == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw ServeError("cannot listen on \(host):\(port): \(reason)")
        }
        guard listen(fd, 64) == 0 else { close(fd); throw ServeError("listen: \(String(cString: strerror(errno)))") }
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &storage) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        self.port = withUnsafePointer(to: &storage) { pointer in
            ipv6 ? Int(UInt16(bigEndian: pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_port }))
                 : Int(UInt16(bigEndian: pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_port }))
        }
        listener = fd
    }

    /// Accepts connections on a background thread, each handled on its own thread.
    public func start() {
        let fd = listener
        let thread = Thread { [self] in
            while true {
                let client = accept(fd, nil, nil)
                if client < 0 {
                    if errno == EINTR || errno == ECONNABORTED || errno == EMFILE { continue }
                    return
                }
                _ = fcntl(client, F_SETFD, FD_CLOEXEC)
                let worker = Thread { [self] in self.handle(client) }
                worker.stackSize = 1 << 20
                worker.start()
            }
        }
        thread.start()
    }

    // MARK: - Requests

    struct Response {
        var status: Int
        var headers: [(String, String)] = []
        var body = Data()
    }

    static let reasons = [200: "OK", 204: "No Content", 301: "Moved Permanently", 400: "Bad Request", 404: "Not Found",
                          405: "Method Not Allowed", 431: "Request Header Fields Too Large", 500: "Internal Server Error"]

    private func handle(_ client: Int32) {
        defer { close(client) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        // Read the request head (the server takes no request bodies).
        var head = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        let end: [UInt8] = [13, 10, 13, 10]
        while !head.containsSequence(end) {
            let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return }
            head += buffer[0..<count]
            if head.count > 32 * 1024 { send(client, Response(status: 431, body: Data("request head too large\n".utf8)), head: false); return }
        }
        let text = String(decoding: head, as: UTF8.self)
        let lines = text.components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ", omittingEmptySubsequences: false)
        guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1.") else {
            send(client, Response(status: 400, body: Data("bad request line\n".utf8)), head: false)
            return
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let method = String(requestLine[0])
        let target = String(requestLine[1])
        guard method == "GET" || method == "HEAD" else {
            send(client, Response(status: 405, headers: [("Allow", "GET, HEAD")], body: Data("only GET and HEAD\n".utf8)), head: false)
            return
        }
        let response = respond(to: target, headers: headers)
        send(client, response, head: method == "HEAD")
    }

    func respond(to target: String, headers: [String: String]) -> Response {
        switch ServePaths.resolve(target, basePath: basePath) {
        case .badRequest(let reason):
            return Response(status: 400, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Data("400 bad request: \(reason)\n".utf8))
        case .redirect(let location):
            return Response(status: 301, headers: [("Location", location)])
        case .notFound:
            return notFound()
        case .server(let name):
            return internalRoute(name, target: target)
        case .file(let relative, let trailingSlash):
            let rootPath = realPath(root) ?? root
            var path = relative.isEmpty ? rootPath : rootPath + "/" + relative
            var info = stat()
            guard stat(path, &info) == 0 else { return notFound() }
            var served = relative
            if (info.st_mode & S_IFMT) == S_IFDIR {
                guard trailingSlash else { return Response(status: 301, headers: [("Location", basePath + relative + "/")]) }
                path += "/index.html"
                served = relative.isEmpty ? "index.html" : relative + "/index.html"
            }
            // Symbolic links may point anywhere; only files really inside the site folder are served.
            guard let real = realPath(path), real.hasPrefix(rootPath + "/"), stat(real, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
                  let data = try? fileSystem.read(real) else { return notFound() }
            return fileResponse(served, data: data, path: real, headers: headers, status: 200)
        }
    }

    private func fileResponse(_ relative: String, data: Data, path: String, headers: [String: String], status: Int) -> Response {
        var response = Response(status: status)
        response.headers = [("Content-Type", ServePaths.contentType(for: relative)),
                            ("Cache-Control", state == nil ? ServePaths.cacheControl(for: relative) : "no-cache")]
        if let state, relative.hasSuffix(".html") {
            let current = state.current
            let html = ServePaths.injectReload(into: String(decoding: data, as: UTF8.self), basePath: basePath,
                                               build: current.generation, ok: current.ok)
            response.body = Data(html.utf8)
            return response
        }
        if state != nil, relative == ServiceWorker.path {
            response.body = scripts.retiringWorker
            return response
        }
        // The pre-compressed copies, as a host configured for them would serve them.
        let accepted = Set((headers["accept-encoding"] ?? "").split(separator: ",").map {
            $0.split(separator: ";")[0].trimmingCharacters(in: .whitespaces).lowercased()
        })
        response.body = data
        for (encoding, suffix) in [("br", ".br"), ("gzip", ".gz")] where accepted.contains(encoding) {
            if let compressed = try? fileSystem.read(path + suffix) {
                response.body = compressed
                response.headers.append(("Content-Encoding", encoding))
                break
            }
        }
        if Compression.isText(relative) { response.headers.append(("Vary", "Accept-Encoding")) }
        return response
    }

    private func notFound() -> Response {
        let rootPath = realPath(root) ?? root
        if let data = try? fileSystem.read(rootPath + "/404.html") {
            return fileResponse("404.html", data: data, path: rootPath + "/404.html", headers: [:], status: 404)
        }
        return Response(status: 404, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Data("404 not found\n".utf8))
    }

    private func internalRoute(_ name: String, target: String) -> Response {
        guard let state else { return notFound() }
        switch name {
        case "reload.js":
            return Response(status: 200, headers: [("Content-Type", "text/javascript; charset=utf-8"), ("Cache-Control", "no-cache")],
                            body: scripts.reload)
        case "wait":
            let query = target.split(separator: "?", maxSplits: 1).dropFirst().first ?? ""
            var since = -1
            for pair in query.split(separator: "&") where pair.hasPrefix("build=") { since = Int(pair.dropFirst(6)) ?? -1 }
            let current = state.wait(since: since, timeout: 25)
            let object: [String: Any] = ["build": current.generation, "ok": current.ok, "message": current.message]
            let json = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
            return Response(status: 200, headers: [("Content-Type", "application/json"), ("Cache-Control", "no-store")], body: json)
        default:
            return notFound()
        }
    }

    private func send(_ client: Int32, _ response: Response, head: Bool) {
        var text = "HTTP/1.1 \(response.status) \(Self.reasons[response.status] ?? "Status")\r\n"
        var headers = response.headers
        headers.append(("Content-Length", String(response.body.count)))
        headers.append(("Content-Security-Policy", Self.contentSecurityPolicy))
        headers.append(("X-Content-Type-Options", "nosniff"))
        headers.append(("Connection", "close"))
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        text += "\r\n"
        var bytes = Data(text.utf8)
        if !head { bytes.append(response.body) }
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = Glibc.send(client, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if sent < 0, errno == EINTR { continue }
                guard sent > 0 else { return }
                offset += sent
            }
        }
    }

    private func realPath(_ path: String) -> String? {
        guard let resolved = Glibc.realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// The server's own scripts, `Public/js/serve/` of the theme: never copied into a build, only served by
/// `concord serve` while it watches.
public struct ServeScripts: Sendable {
    /// Added to every served page: waits for the next build (long polling `__concord/wait`), then reloads; shows build errors.
    public var reload: Data
    /// Served in place of the site's `sw.js`: deletes this site's caches and unregisters itself.
    public var retiringWorker: Data

    public static let folder = "js/serve"

    public init(reload: Data, retiringWorker: Data) {
        self.reload = reload
        self.retiringWorker = retiringWorker
    }

    /// Reads them from the last of the theme asset folders that has them (a `--theme` may replace them).
    public static func load(from publicDirectories: [String], fileSystem: any FileSystem) throws -> ServeScripts {
        func read(_ name: String) throws -> Data {
            for folder in publicDirectories.reversed() {
                if let data = try? fileSystem.read(Path.join(folder, Path.join(Self.folder, name))) { return data }
            }
            throw ServeError("found no \(Self.folder)/\(name) in \(publicDirectories.joined(separator: " or ")), expected the theme to provide it")
        }
        return ServeScripts(reload: try read("reload.js"), retiringWorker: try read("retiring-worker.js"))
    }
}

public struct ServeError: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}

extension Array where Element == UInt8 {
    func containsSequence(_ needle: [UInt8]) -> Bool {
        guard count >= needle.count else { return false }
        for start in 0...(count - needle.count) where self[start..<(start + needle.count)].elementsEqual(needle) { return true }
        return false
    }
}
#endif
