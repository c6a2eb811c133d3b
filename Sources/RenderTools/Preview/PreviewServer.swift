import Foundation
import RenderLayout

/// `render preview`: the session behind the loopback server's routes. The routes are a fixed
/// list and none of them names a file: `/` the page, `/state` the previews, `/render` one
/// picture (by the preview's number in the list), `/events` the stream of changes. Anything
/// else is 404, whatever it spells (`/../../etc/passwd`, `%2e%2e`, an absolute path).
package final class PreviewServer: @unchecked Sendable {
    package let session: PreviewSession
    private var http: LoopbackHTTPServer?

    package init(session: PreviewSession) {
        self.session = session
    }

    /// Listens on 127.0.0.1:`port` (0: any free port) and starts watching; returns the port.
    package func start(port: UInt16, watchInterval: TimeInterval = 0.05) throws -> UInt16 {
        let session = self.session
        let http = try LoopbackHTTPServer(port: port) { request in Self.answer(request, session: session) }
        self.http = http
        http.start()
        // The first scan before the address is given out: a save after that is seen.
        let first = session.makeWatcher(interval: watchInterval)
        let watcher = Thread { session.watch(interval: watchInterval, from: first) }
        watcher.name = "render.preview.watch"
        watcher.start()
        return http.port
    }

    package func stop() {
        session.stop()
        http?.stop()
    }

    package var openConnections: Int { http?.openConnections ?? 0 }

    static func answer(_ request: LoopbackHTTPServer.Request, session: PreviewSession) -> LoopbackHTTPServer.Response {
        switch request.path {
        case "/":
            return .body(status: 200, contentType: "text/html; charset=utf-8", bytes: Array(PreviewPage.html.utf8))
        case "/state":
            return .body(status: 200, contentType: "application/json", bytes: session.stateJSON())
        case "/events":
            return .events { last in session.nextEvent(after: last) }
        case "/render":
            guard let text = request.query["preview"], let index = Int(text) else {
                return .text(400, "/render needs preview=N\n")
            }
            guard index >= 0 && index < session.targets.count else { return .text(404, "no preview \(index)\n") }
            let settings: PreviewSettings
            do { settings = try PreviewSettings(query: request.query) } catch { return .text(400, error.message + "\n") }
            guard let bytes = session.render(index: index, settings: settings) else {
                return .body(status: 204, contentType: "application/json", bytes: [])
            }
            return .body(status: 200, contentType: "application/json", bytes: bytes)
        default:
            return .text(404, "not found\n")
        }
    }
}
