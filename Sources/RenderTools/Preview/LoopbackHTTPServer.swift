import Foundation
import RenderLayout
#if canImport(Glibc)
import Glibc
#endif

/// A small HTTP/1.1 server on 127.0.0.1 for `render preview` (docs/live-preview.md says why not
/// SwiftNIO): one thread per connection, at most `maxConnections` at once, each request answered
/// and the connection closed, except an event stream, which stays open.
///
/// 1. Bind 127.0.0.1 only (never 0.0.0.0): nothing off the machine can connect.
/// 2. Read one request head (at most `maxHeadBytes`, within `readTimeout`); only GET and HEAD.
/// 3. Refuse a `Host` that is not this machine's loopback name at this port (a page of another
///    site that made its name resolve to 127.0.0.1 cannot read the previews: DNS rebinding).
/// 4. Hand the path and query to the handler, which knows a fixed list of routes; the server
///    itself never opens a file, so no path can name one.
package final class LoopbackHTTPServer: @unchecked Sendable {
    package struct Request: Sendable {
        package var method: String
        /// The path as sent, before `?`, not decoded (routes are compared exactly).
        package var path: String
        /// The query's names and values, percent-decoded.
        package var query: [String: String]
        package var headers: [String: String]
    }

    package enum Response: Sendable {
        case body(status: Int, contentType: String, bytes: [UInt8])
        /// A `text/event-stream`: `next(lastSent)` blocks until there is news and returns the
        /// event's text (`event: …\ndata: …\n\n`), or nil to send a keep-alive comment.
        case events(next: @Sendable (Int) -> (id: Int, text: String)?)

        package static func text(_ status: Int, _ text: String) -> Response {
            .body(status: status, contentType: "text/plain; charset=utf-8", bytes: Array(text.utf8))
        }
    }

    package static let maxConnections = 32
    package static let maxHeadBytes = 16 << 10
    package static let readTimeout: Int = 5

    package let port: UInt16
    private let socket: Int32
    private let handler: @Sendable (Request) -> Response
    private let lock = NSLock()
    private var open = 0
    private var stopped = false

    /// Listens on 127.0.0.1:`port` (0: a free port, read back from `port`).
    package init(port: UInt16, handler: @escaping @Sendable (Request) -> Response) throws {
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw RenderError("cannot open a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian  // 127.0.0.1
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw RenderError("cannot listen on 127.0.0.1:\(port): \(reason)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        self.socket = fd
        self.port = UInt16(bigEndian: address.sin_port)
        self.handler = handler
    }

    /// Accepts connections on a thread of its own until `stop()`.
    package func start() {
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "render.preview.accept"
        thread.start()
    }

    package func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
        shutdown(socket, Int32(SHUT_RDWR))
        close(socket)
    }

    private func acceptLoop() {
        while true {
            let client = accept(socket, nil, nil)
            if client < 0 {
                lock.lock()
                let done = stopped
                lock.unlock()
                if done { return }
                if errno == EINTR || errno == ECONNABORTED || errno == EMFILE || errno == ENFILE {
                    usleep(10_000)
                    continue
                }
                return
            }
            lock.lock()
            let admitted = open < Self.maxConnections
            if admitted { open += 1 }
            lock.unlock()
            guard admitted else {
                writeAll(client, Array("HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".utf8))
                close(client)
                continue
            }
            let thread = Thread { [self] in
                serve(client)
                close(client)
                lock.lock()
                open -= 1
                lock.unlock()
            }
            thread.name = "render.preview.connection"
            thread.start()
        }
    }

    /// Connections currently served (tests check that they end).
    package var openConnections: Int {
        lock.lock()
        defer { lock.unlock() }
        return open
    }

    private func serve(_ client: Int32) {
        var timeout = timeval(tv_sec: Self.readTimeout, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard let head = readHead(client) else { return }
        guard let request = Self.parse(head) else {
            respond(client, .text(400, "bad request\n"), head: false)
            return
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            respond(client, .text(405, "only GET\n"), head: false)
            return
        }
        guard Self.isLoopbackHost(request.headers["host"], port: port) else {
            respond(client, .text(403, "this server answers only to 127.0.0.1:\(port) and localhost:\(port)\n"), head: false)
            return
        }
        respond(client, handler(request), head: request.method == "HEAD")
    }

    /// `Host` must name this server through loopback: 127.0.0.1:PORT or localhost:PORT.
    package static func isLoopbackHost(_ host: String?, port: UInt16) -> Bool {
        guard let host = host?.lowercased() else { return false }
        return host == "127.0.0.1:\(port)" || host == "localhost:\(port)"
    }

    /// The request head up to its blank line, or nil (closed, timed out, too long).
    private func readHead(_ client: Int32) -> [UInt8]? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while bytes.count <= Self.maxHeadBytes {
            let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return nil }
            bytes.append(contentsOf: buffer[0..<count])
            if let end = Self.headEnd(bytes) { return Array(bytes[0..<end]) }
        }
        return nil
    }

    private static func headEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4) where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }

    /// The request line and headers; nil when they are not HTTP/1.x.
    package static func parse(_ head: [UInt8]) -> Request? {
        guard let text = String(validating: head, as: UTF8.self) else { return nil }
        let lines = text.components(separatedBy: "\r\n")
        let parts = lines[0].split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1."), parts[1].hasPrefix("/") else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let target = String(parts[1])
        let question = target.firstIndex(of: "?")
        let path = String(target[..<(question ?? target.endIndex)])
        var query: [String: String] = [:]
        if let question {
            for pair in target[target.index(after: question)...].split(separator: "&") {
                let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = decode(halves[0]), value = halves.count > 1 ? decode(halves[1]) : ""
                if let name, let value { query[name] = value }
            }
        }
        return Request(method: String(parts[0]), path: path, query: query, headers: headers)
    }

    private static func decode(_ text: Substring) -> String? {
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }

    private func respond(_ client: Int32, _ response: Response, head: Bool) {
        switch response {
        case .body(let status, let contentType, let bytes):
            let header = "HTTP/1.1 \(status) \(Self.reason(status))\r\nContent-Type: \(contentType)\r\nContent-Length: \(bytes.count)\r\n"
                + Self.commonHeaders + "Connection: close\r\n\r\n"
            guard writeAll(client, Array(header.utf8)), !head else { return }
            writeAll(client, bytes)
        case .events(let next):
            let header = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n" + Self.commonHeaders + "Connection: keep-alive\r\n\r\n"
            guard writeAll(client, Array(header.utf8)), !head else { return }
            var last = -1
            while true {
                lock.lock()
                let done = stopped
                lock.unlock()
                if done { return }
                let message: String
                if let event = next(last) {
                    last = event.id
                    message = event.text
                } else {
                    message = ": keep-alive\n\n"
                }
                // A closed page makes the write fail: the thread ends.
                guard writeAll(client, Array(message.utf8)) else { return }
            }
        }
    }

    /// Nothing is cached, framed or sniffed; the page loads nothing from elsewhere.
    private static let commonHeaders = "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nX-Frame-Options: DENY\r\n"
        + "Content-Security-Policy: default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'\r\n"

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 204: "No Content"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }

    @discardableResult
    private func writeAll(_ client: Int32, _ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { send(client, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
            if count <= 0 {
                if count < 0 && errno == EINTR { continue }
                return false
            }
            sent += count
        }
        return true
    }
}
