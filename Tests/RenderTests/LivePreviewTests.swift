import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif
@testable import RenderLayout
@testable import RenderSwiftSource
@testable import RenderScene
@testable import RenderTools

/// `render preview` (docs/live-preview.md): the loopback server serves nothing but what it
/// renders, a save re-renders, a broken file shows its error and recovers, a burst of saves
/// stays bounded, and an edit of a large module re-parses only the edited file.
final class LivePreviewTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try temporaryDirectory(self)
    }

    private static let card = """
        import SwiftUI

        struct Card: View {
            var title = "Hello"
            var body: some View {
                VStack(alignment: .leading) {
                    Text(title).font(.title)
                    Text(Shared.subtitle)
                }
                .padding()
            }
        }

        #Preview("Card") {
            Card()
        }

        """

    private static let shared = """
        import SwiftUI

        enum Shared {
            static let subtitle = "from the module"
        }

        """

    /// A module folder with Card.swift and Shared.swift; returns Card.swift's path.
    private func makeModule(_ card: String = LivePreviewTests.card) throws -> String {
        let module = directory.appendingPathComponent("Module")
        try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
        try Self.shared.write(to: module.appendingPathComponent("Shared.swift"), atomically: true, encoding: .utf8)
        let path = module.appendingPathComponent("Card.swift").path
        try card.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func startServer(_ path: String, module: String? = nil) throws -> (PreviewServer, UInt16) {
        let options = SwiftSource.Options(moduleDirectory: module ?? (path as NSString).deletingLastPathComponent)
        let server = PreviewServer(session: try PreviewSession(path: path, options: options, scale: 1))
        let port = try server.start(port: 0, watchInterval: 0.02)
        addTeardownBlock { server.stop() }
        return (server, port)
    }

    private func renderJSON(_ session: PreviewSession, _ index: Int = 0, _ query: [String: String] = [:]) throws -> [String: Any] {
        let bytes = try XCTUnwrap(session.render(index: index, settings: try PreviewSettings(query: query)))
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    /// Waits until the session's version passes `version` (the watcher saw a save).
    private func waitForVersion(after version: Int, _ session: PreviewSession, timeout: TimeInterval = 10) {
        let deadline = Date().addingTimeInterval(timeout)
        while session.version == version && Date() < deadline { _ = session.nextEvent(after: version, timeout: 0.2) }
        XCTAssertNotEqual(session.version, version, "the watcher saw no change in \(timeout) s")
    }

    // MARK: Security

    /// Crafted paths, encoded dots, absolute paths and symbolic links read no file: every
    /// route is fixed, none names a file, and a link in the folder is not followed.
    func testCraftedPathsReadNoFileOfTheMachine() throws {
        let path = try makeModule()
        let module = (path as NSString).deletingLastPathComponent
        // A secret outside the folder, and links to it and to /etc/passwd inside it.
        let outside = directory.appendingPathComponent("Outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let secret = "SECRET-7d1e4f"
        try "import SwiftUI\n#Preview { Text(\"\(secret)\") }\n".write(to: outside.appendingPathComponent("Secret.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: module + "/Secret.swift", withDestinationPath: outside.path + "/Secret.swift")
        try FileManager.default.createSymbolicLink(atPath: module + "/Passwd.swift", withDestinationPath: "/etc/passwd")
        try FileManager.default.createSymbolicLink(atPath: module + "/Linked", withDestinationPath: outside.path)
        let (server, port) = try startServer(module, module: module)
        let passwd = (try? String(contentsOfFile: "/etc/passwd", encoding: .utf8))?.split(separator: "\n").first.map(String.init) ?? "root:x:0:0"

        let crafted = [
            "/../../etc/passwd", "/..%2f..%2fetc%2fpasswd", "/%2e%2e/%2e%2e/etc/passwd", "/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd",
            "//etc/passwd", "/etc/passwd", "/state/../../../../etc/passwd", "/./state", "/render/../../etc/passwd",
            "/render?preview=../../etc/passwd", "/render?preview=/etc/passwd", "/render?preview=-1", "/render?preview=99",
            "/render?preview=0&device=../../etc/passwd", "/%00", "/events/../../etc/passwd", "/" + module + "/Card.swift",
            "/" + outside.path + "/Secret.swift", "/file:///etc/passwd",
        ]
        for target in crafted {
            let (status, body) = try Self.get(port: port, target: target)
            XCTAssertTrue([400, 404].contains(status), "\(target) answered \(status)")
            XCTAssertFalse(body.contains(passwd) || body.contains(secret) || body.contains("root:"), "\(target) leaked: \(body.prefix(200))")
        }
        // A query on the page's route is ignored: the page, nothing else.
        let (pageStatus, page) = try Self.get(port: port, target: "/?file=/etc/passwd")
        XCTAssertEqual(pageStatus, 200)
        XCTAssertTrue(page.hasPrefix("\n<!doctype html>") || page.hasPrefix("<!doctype html>"), String(page.prefix(80)))
        XCTAssertFalse(page.contains(passwd) || page.contains(secret))
        // A request line that is not origin-form, and another Host (DNS rebinding).
        XCTAssertEqual(try Self.raw(port: port, "GET http://127.0.0.1/etc/passwd HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n").status, 400)
        XCTAssertEqual(try Self.raw(port: port, "GET ../../etc/passwd HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n").status, 400)
        XCTAssertEqual(try Self.raw(port: port, "GET /state HTTP/1.1\r\nHost: evil.example:\(port)\r\n\r\n").status, 403)
        XCTAssertEqual(try Self.raw(port: port, "GET /state HTTP/1.1\r\n\r\n").status, 403)
        XCTAssertEqual(try Self.raw(port: port, "POST /state HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n").status, 405)

        // The folder's previews are its own file only: the links are not followed.
        let (stateStatus, state) = try Self.get(port: port, target: "/state")
        XCTAssertEqual(stateStatus, 200)
        XCTAssertTrue(state.contains("Card.swift"), state)
        XCTAssertFalse(state.contains("Secret") || state.contains("Passwd") || state.contains("Linked"), state)
        let (renderStatus, render) = try Self.get(port: port, target: "/render?preview=0")
        XCTAssertEqual(renderStatus, 200)
        let rendered = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(render.utf8)) as? [String: Any])
        XCTAssertTrue((rendered["image"] as? String ?? "").hasPrefix("data:image/png;base64,"), String(render.prefix(300)))
        XCTAssertFalse(render.contains(secret) || render.contains(passwd))
        XCTAssertEqual(session(server).targets.map { ($0.file as NSString).lastPathComponent }, ["Card.swift"])

        // Listening on 127.0.0.1 only: the kernel's table of listening sockets says so.
        let table = try String(contentsOfFile: "/proc/net/tcp", encoding: .utf8)
        let hexPort = String(format: ":%04X", port)
        let listening = table.split(separator: "\n").filter { $0.contains(hexPort + " ") && $0.contains(" 0A ") }
        XCTAssertFalse(listening.isEmpty, "no listening socket on port \(port)")
        for line in listening { XCTAssertTrue(line.contains("0100007F" + hexPort), String(line)) }
    }

    private func session(_ server: PreviewServer) -> PreviewSession { server.session }

    // MARK: Saves

    /// A save re-renders; a half-written file shows the syntax error at its line with the line
    /// itself, and the next save recovers.
    func testSaveRerendersAndASyntaxErrorRecovers() throws {
        let path = try makeModule()
        let (server, _) = try startServer(path)
        let session = server.session
        let first = try renderJSON(session)
        let firstImage = try XCTUnwrap(first["image"] as? String)
        XCTAssertNil(first["error"])
        XCTAssertTrue((first["explain"] as? String ?? "").contains("VStack"), "\(first["explain"] ?? "")")

        var version = session.version
        try Self.card.replacingOccurrences(of: "\"Hello\"", with: "\"Hello, world, edited\"").write(toFile: path, atomically: true, encoding: .utf8)
        waitForVersion(after: version, session)
        let edited = try renderJSON(session)
        XCTAssertNotEqual(edited["image"] as? String, firstImage, "the picture did not change after the edit")

        version = session.version
        let half = String(Self.card.prefix(Self.card.count / 2))
        try half.write(toFile: path, atomically: false, encoding: .utf8)
        waitForVersion(after: version, session)
        let broken = try renderJSON(session)
        let error = try XCTUnwrap(broken["error"] as? [String: Any], "\(broken)")
        XCTAssertTrue((error["message"] as? String ?? "").contains("syntax error"), "\(error)")
        let line = try XCTUnwrap(error["line"] as? Int)
        let context = try XCTUnwrap(error["context"] as? [[String: Any]])
        XCTAssertTrue(context.contains { $0["line"] as? Int == line }, "\(context)")

        version = session.version
        try Self.card.write(toFile: path, atomically: true, encoding: .utf8)
        waitForVersion(after: version, session)
        let fixed = try renderJSON(session)
        XCTAssertNil(fixed["error"], "\(fixed)")
        XCTAssertEqual(fixed["image"] as? String, firstImage)
    }

    /// A hundred saves in a burst: a few changes are reported (debounced, the last one wins),
    /// the page's answer is the last save's, and what the server keeps stays bounded.
    func testHundredQuickSavesStayResponsiveAndBounded() throws {
        let path = try makeModule()
        let (server, port) = try startServer(path)
        let session = server.session
        _ = try renderJSON(session)
        let version = session.version
        let residentBefore = Self.residentBytes()
        // Requests from the page keep coming during the burst, as a dragged slider would.
        let requests = DispatchGroup()
        let finished = Flag()
        DispatchQueue.global().async(group: requests) {
            var width = 200
            while !finished.value {
                _ = try? Self.get(port: port, target: "/render?preview=0&width=\(width)&explain=0")
                width = width == 200 ? 260 : 200
            }
        }
        for save in 0..<100 {
            try Self.card.replacingOccurrences(of: "\"Hello\"", with: "\"Save \(save)\"").write(toFile: path, atomically: true, encoding: .utf8)
            usleep(2_000)
        }
        finished.set()
        XCTAssertEqual(requests.wait(timeout: .now() + 60), .success)
        // The watcher settles on the last save.
        Thread.sleep(forTimeInterval: 0.5)
        let changes = session.version - version
        XCTAssertGreaterThanOrEqual(changes, 1)
        XCTAssertLessThan(changes, 50, "every save was its own change: no debounce")
        let start = Date()
        let (status, body) = try Self.get(port: port, target: "/render?preview=0&width=300")
        XCTAssertEqual(status, 200)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10, "the server is not responsive after the burst")
        XCTAssertFalse(body.contains("\"error\""), String(body.prefix(300)))
        // The last save is what the page shows.
        let expected = try renderJSON(session, 0, ["width": "300"])["image"] as? String
        let fresh = PreviewRender.loadAll(path, options: session.baseOptions, cache: SwiftParseCache())
        let lastSave = PreviewRender.render(fresh[0].target, loaded: fresh[0].result, settings: try PreviewSettings(query: ["width": "300"]), scale: 1)
        XCTAssertEqual(expected, lastSave["image"] as? String)
        XCTAssertLessThanOrEqual(session.parseCache.count, 2, "the parse cache keeps files the module no longer has")
        // Connections end once answered (the burst's requests are closed).
        let deadline = Date().addingTimeInterval(5)
        while server.openConnections > 0 && Date() < deadline { usleep(20_000) }
        XCTAssertEqual(server.openConnections, 0)
        let grown = Self.residentBytes() - residentBefore
        XCTAssertLessThan(grown, 400 << 20, "resident memory grew by \(grown >> 20) MiB over a hundred saves")
    }

    /// The event stream tells an open page of a save: `change` with the new version.
    func testEventStreamAnnouncesASave() throws {
        let path = try makeModule()
        let (server, port) = try startServer(path)
        let fd = try Self.connect(port)
        defer { close(fd) }
        try Self.send(fd, "GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        var received = try Self.receive(fd, until: "event: change\ndata: 0\n\n")
        XCTAssertTrue(received.contains("text/event-stream"), received)
        try Self.card.replacingOccurrences(of: "\"Hello\"", with: "\"Hi\"").write(toFile: path, atomically: true, encoding: .utf8)
        received = try Self.receive(fd, until: "event: change\ndata: 1\n\n")
        XCTAssertEqual(server.session.version, 1)
    }

    /// The watcher sees a save in place, a save by rename, a new file in a new subfolder and a
    /// removal: through inotify with its fallback pass pushed past the test (so only events can
    /// have woken it), and by polling.
    func testWatcherSeesSavesThroughInotifyAndByPolling() throws {
        for inotify in [true, false] {
            let module = directory.appendingPathComponent(inotify ? "Notified" : "Polled")
            try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
            let file = module.appendingPathComponent("A.swift").path
            try "let a = 1\n".write(toFile: file, atomically: false, encoding: .utf8)
            let watcher = ModuleWatcher(roots: [module.path], inotify: inotify)
            XCTAssertEqual(watcher.usesInotify, inotify)
            watcher.fallbackInterval = 3_600
            watcher.interval = 0.01
            func seen(_ change: () throws -> Void) rethrows -> Bool {
                let ready = DispatchSemaphore(value: 0)
                let done = DispatchSemaphore(value: 0)
                nonisolated(unsafe) var result = false
                let deadline = Date().addingTimeInterval(20)
                Thread {
                    ready.signal()
                    result = watcher.waitForChange { Date() > deadline }
                    done.signal()
                }.start()
                ready.wait()
                Thread.sleep(forTimeInterval: 0.05)
                try change()
                done.wait()
                return result && Date() < deadline
            }
            XCTAssertTrue(try seen { try "let a = 2\n".write(toFile: file, atomically: false, encoding: .utf8) }, "in place, inotify \(inotify)")
            XCTAssertTrue(try seen { try "let a = 3\n".write(toFile: file, atomically: true, encoding: .utf8) }, "by rename, inotify \(inotify)")
            let folder = module.appendingPathComponent("Sub")
            XCTAssertTrue(try seen {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try "let b = 1\n".write(to: folder.appendingPathComponent("B.swift"), atomically: false, encoding: .utf8)
            }, "a new folder's file, inotify \(inotify)")
            XCTAssertEqual(watcher.watchedFiles, [file, folder.appendingPathComponent("B.swift").path])
            XCTAssertTrue(try seen { try "let b = 2\n".write(to: folder.appendingPathComponent("B.swift"), atomically: false, encoding: .utf8) },
                          "the new folder watched, inotify \(inotify)")
            XCTAssertTrue(try seen { try FileManager.default.removeItem(atPath: file) }, "a removal, inotify \(inotify)")
            XCTAssertEqual(watcher.watchedFiles, [folder.appendingPathComponent("B.swift").path])
        }
    }

    /// A Swift file closed after writing, or renamed into place, is a finished save: the change
    /// settles after `finishedSettle`, not the whole `settle` (here a minute, so only step 5 can
    /// report it in time); an editor's temporary file closed beside it does not count.
    func testAFinishedSaveSettlesAtOnce() throws {
        let module = directory.appendingPathComponent("Finished")
        try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
        let file = module.appendingPathComponent("A.swift").path
        try "let a = 1\n".write(toFile: file, atomically: false, encoding: .utf8)
        let watcher = ModuleWatcher(roots: [module.path])
        try XCTSkipUnless(watcher.usesInotify, "no inotify here")
        watcher.settle = 60
        watcher.maxWait = 120
        watcher.fallbackInterval = 3_600
        for (name, atomically) in [("in place", false), ("by rename", true)] {
            let done = DispatchSemaphore(value: 0)
            nonisolated(unsafe) var reported = false
            let deadline = Date().addingTimeInterval(30)
            Thread {
                reported = watcher.waitForChange { Date() > deadline }
                done.signal()
            }.start()
            Thread.sleep(forTimeInterval: 0.05)
            try "let a = \(name.count)\n".write(toFile: file, atomically: atomically, encoding: .utf8)
            XCTAssertEqual(done.wait(timeout: .now() + 10), .success, "a finished save \(name) waited for the whole settle")
            XCTAssertTrue(reported, name)
        }

        func event(_ mask: Int32, _ name: String) -> [UInt8] {
            var bytes: [UInt8] = []
            let padded = Array(name.utf8) + [UInt8](repeating: 0, count: 16 - name.utf8.count % 16)
            for word in [UInt32(1), UInt32(bitPattern: mask), 0, UInt32(padded.count)] {
                bytes += (0..<4).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) }
            }
            return bytes + padded
        }
        let close = Int32(IN_CLOSE_WRITE), moved = Int32(IN_MOVED_TO), modify = Int32(IN_MODIFY)
        XCTAssertTrue(ModuleWatcher.holdsFinishedSave(event(close, "A.swift")[...]))
        XCTAssertTrue(ModuleWatcher.holdsFinishedSave(event(moved, "Screen.swift")[...]))
        XCTAssertTrue(ModuleWatcher.holdsFinishedSave((event(modify, "A.swift") + event(close, "B.swift"))[...]))
        XCTAssertFalse(ModuleWatcher.holdsFinishedSave(event(modify, "A.swift")[...]), "written, not closed")
        XCTAssertFalse(ModuleWatcher.holdsFinishedSave(event(close, ".A.swift.swp")[...]), "an editor's swap file")
        XCTAssertFalse(ModuleWatcher.holdsFinishedSave(event(close, "A.swift~")[...]), "a backup")
        XCTAssertFalse(ModuleWatcher.holdsFinishedSave((event(close, "A.swift").dropLast(20))[...]), "a cut event")
    }

    // MARK: Large modules

    /// An edit of one file of a 500-file module reads and parses that file again, not the
    /// module; the times are printed (docs/live-preview.md quotes a run). Every file is read (and
    /// scanned) once, and only the three the view reaches are parsed (`ModuleReach`).
    func testFiveHundredFileModuleReparsesOnlyTheEditedFile() throws {
        let module = directory.appendingPathComponent("Big")
        try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
        for index in 0..<499 {
            try Self.moduleFile(index).write(to: module.appendingPathComponent("Part\(index).swift"), atomically: true, encoding: .utf8)
        }
        let path = module.appendingPathComponent("Screen.swift").path
        let screen = { (title: String) in """
            import SwiftUI

            struct Screen: View {
                var body: some View {
                    VStack {
                        Text("\(title)").font(.headline)
                        Row0()
                        Row250()
                        Row498()
                    }
                }
            }

            #Preview { Screen() }

            """ }
        try screen("Before").write(toFile: path, atomically: true, encoding: .utf8)
        let session = try PreviewSession(path: path, options: SwiftSource.Options(moduleDirectory: module.path), scale: 2)
        // A kept text is trusted once its file had been still this long when read (2 s by default).
        session.parseCache.settledAge = 0.3
        Thread.sleep(forTimeInterval: 0.4)
        var start = Date()
        let cold = try renderJSON(session)
        let coldTime = Date().timeIntervalSince(start)
        XCTAssertNil(cold["error"], "\(cold)")
        XCTAssertEqual(session.parseCache.parses, 4)
        XCTAssertEqual(session.parseCache.fileReads, 499, "the module's other files are read once")

        try screen("After").write(toFile: path, atomically: true, encoding: .utf8)
        session.noteChange()
        start = Date()
        let warm = try renderJSON(session)
        let warmTime = Date().timeIntervalSince(start)
        XCTAssertNil(warm["error"], "\(warm)")
        XCTAssertEqual(session.parseCache.parses, 5, "more than the edited file was parsed again")
        // The 3 other files' declarations are adopted as kept, not collected again, and the
        // 499 texts are not read again (their `stat` is unchanged).
        XCTAssertEqual(session.parseCache.declarationHits, 3, "module files' declarations were collected again")
        XCTAssertEqual(session.parseCache.fileReads, 499, "unchanged module files were read again")
        XCTAssertEqual(session.parseCache.textHits, 499)
        XCTAssertNotEqual(cold["image"] as? String, warm["image"] as? String)

        // An edit of another file of the module.
        try Self.moduleFile(250, label: "edited").write(to: module.appendingPathComponent("Part250.swift"), atomically: true, encoding: .utf8)
        session.noteChange()
        start = Date()
        let other = try renderJSON(session)
        let otherTime = Date().timeIntervalSince(start)
        XCTAssertEqual(session.parseCache.parses, 6)
        // The edited file is read and collected again, the other 2 adopted.
        XCTAssertEqual(session.parseCache.declarationHits, 3 + 2)
        XCTAssertEqual(session.parseCache.fileReads, 500, "only the edited module file is read again")
        XCTAssertEqual(session.parseCache.textHits, 499 + 498)
        XCTAssertNotEqual(other["image"] as? String, warm["image"] as? String)
        print("live preview, 500-file module: first render \(Int(coldTime * 1000)) ms; after an edit of the previewed file \(Int(warmTime * 1000)) ms; of another module file \(Int(otherTime * 1000)) ms")
        // A debug build on a shared machine: a generous bound that still fails if every file were parsed again.
        XCTAssertLessThan(warmTime, coldTime)
    }

    private static func moduleFile(_ index: Int, label: String = "row") -> String {
        """
        import SwiftUI

        struct Row\(index): View {
            var count = \(index)
            var body: some View {
                HStack {
                    Text("\(label) \\(count)")
                    Spacer()
                    Image(systemName: "chevron.right")
                }
                .padding(.horizontal)
            }
        }

        extension Row\(index) {
            func doubled() -> Int { count * 2 }
            static let name = "Row \(index)"
        }

        """
    }

    /// A sibling file of a package's target that comes to `import` another target of the package
    /// brings that target into the module on the next load, and one that stops importing it
    /// takes it out: the kept imports of each file (`SwiftParseCache.imports`) follow the
    /// file's text. Each picture is a fresh session's.
    func testAnImportAddedToASiblingFollows() throws {
        let root = directory.appendingPathComponent("Pkg")
        let app = root.appendingPathComponent("Sources/App"), style = root.appendingPathComponent("Sources/Styleguide")
        for folder in [app, style] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try "let package = Package(name: \"Pkg\", targets: [.target(name: \"App\"), .target(name: \"Styleguide\")])\n"
            .write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "import SwiftUI\n\npublic enum Theme { public static let gap: CGFloat = 30 }\n"
            .write(to: style.appendingPathComponent("Theme.swift"), atomically: true, encoding: .utf8)
        let sibling = app.appendingPathComponent("Model.swift")
        let path = app.appendingPathComponent("Screen.swift").path
        try """
            import SwiftUI

            struct Screen: View {
                var body: some View {
                    Text("Gap").padding(Theme.gap).border(.red)
                }
            }

            #Preview { Screen() }

            """.write(toFile: path, atomically: true, encoding: .utf8)
        func fresh() throws -> [String: Any] { try renderJSON(try PreviewSession(path: path, scale: 1)) }
        let session = try PreviewSession(path: path, scale: 1)
        var images: [String?] = []
        for imports in [false, true, false] {
            try "import SwiftUI\n\(imports ? "import Styleguide\n" : "")\nstruct Model { var name = \"m\" }\n"
                .write(to: sibling, atomically: true, encoding: .utf8)
            session.noteChange()
            let live = try renderJSON(session), again = try fresh()
            XCTAssertEqual(live["image"] as? String, again["image"] as? String, "imports: \(imports)")
            XCTAssertEqual("\(live["error"] ?? "none")", "\(again["error"] ?? "none")", "imports: \(imports)")
            images.append(live["image"] as? String)
        }
        // Theme's gap pads the text only while a file imports Styleguide.
        XCTAssertNotEqual(images[0], images[1])
        XCTAssertEqual(images[0], images[2])
    }

    // MARK: Parsing requests and settings

    func testRequestParsingAndSettings() throws {
        let request = try XCTUnwrap(LoopbackHTTPServer.parse(Array("GET /render?preview=0&device=iPhone%2016%20Pro&width=300 HTTP/1.1\r\nHost: 127.0.0.1:1\r\n".utf8)))
        XCTAssertEqual(request.path, "/render")
        XCTAssertEqual(request.query["device"], "iPhone 16 Pro")
        XCTAssertNil(LoopbackHTTPServer.parse(Array("GET /x HTTP/2\r\n".utf8)))
        XCTAssertNil(LoopbackHTTPServer.parse(Array("GET /x\r\n".utf8)))
        XCTAssertNil(LoopbackHTTPServer.parse([0xFF, 0xFE]))
        XCTAssertTrue(LoopbackHTTPServer.isLoopbackHost("localhost:8722", port: 8722))
        XCTAssertFalse(LoopbackHTTPServer.isLoopbackHost("127.0.0.1.evil.example:8722", port: 8722))
        XCTAssertFalse(LoopbackHTTPServer.isLoopbackHost("127.0.0.1:8723", port: 8722))

        let settings = try PreviewSettings(query: ["width": "300", "device": "iphone-16", "dynamicType": "xxxLarge", "debug": "1"])
        XCTAssertEqual(settings.screen, .device("iphone-16"))
        XCTAssertEqual(settings.dynamicType, .xxxLarge)
        // The gallery's rules (PreviewRenderer): the chosen device, else the preview's, else the
        // default; a preview's landscape turns it; a fixed layout is its canvas; the slider is a width.
        let scene = try SceneDecoder.decode(Array(#"{"type": "Text", "text": "Hello"}"#.utf8), file: "x.json")
        let measurer = PangoTextMeasurer()
        var notes: [String] = []
        let options = try settings.options(for: PreviewTraits(), scene: scene, scale: 2, measurer: measurer, warnings: &notes)
        XCTAssertEqual(options.device?.name, Device.named("iphone-16")?.name)
        XCTAssertEqual(options.scale, 2)
        var traits = PreviewTraits()
        traits.device = "iPhone SE (3rd generation)"
        traits.orientation = .landscapeLeft
        let own = try PreviewSettings().options(for: traits, scene: scene, scale: 1, measurer: measurer, warnings: &notes)
        XCTAssertEqual(own.device?.name, Device.named("iphone-se")?.landscape.name)
        traits = PreviewTraits()
        traits.layout = .fixed(width: 200, height: 120)
        let fixed = try PreviewSettings().options(for: traits, scene: scene, scale: 1, measurer: measurer, warnings: &notes)
        XCTAssertEqual(fixed.width, 200)
        XCTAssertEqual(fixed.height, 120)
        XCTAssertNil(fixed.device)
        let slider = try PreviewSettings(query: ["width": "250", "device": "none"]).options(for: traits, scene: scene, scale: 1, measurer: measurer, warnings: &notes)
        XCTAssertEqual(slider.width, 250)
        XCTAssertNil(slider.height)
        XCTAssertTrue(notes.isEmpty, "\(notes)")
        let dark = try PreviewSettings(query: ["scheme": "dark"]).options(for: traits, scene: scene, scale: 1, measurer: measurer, warnings: &notes)
        XCTAssertEqual(dark.colorScheme, .dark)
        XCTAssertTrue(notes.isEmpty, "\(notes)")
        for bad in [["width": "-3"], ["width": "nan"], ["device": "iPhone 99"], ["dynamicType": "huge"], ["debug": "yes"], ["scheme": "sepia"]] {
            XCTAssertThrowsError(try PreviewSettings(query: bad), "\(bad)")
        }
    }

    /// Fuzzed request heads (a fixed seed): garbage bytes, cut lines, long headers, odd queries.
    /// Each gets a status or a closed connection, never a crash or a hang, and the server still
    /// answers afterwards; the parser and the settings take the same in-process.
    func testFuzzedRequestsAreAnsweredOrRefused() throws {
        let path = try makeModule()
        let (server, port) = try startServer(path)
        var generator = SplitMix(seed: 27)
        let pieces = ["GET", "HEAD", "POST", " ", "/", "/render", "?", "&", "=", "preview", "0", "-1", "width", "1e309", "nan",
                      "device", "iphone-16", "%", "%2e", "%00", "..", "HTTP/1.1", "HTTP/1.0", "HTTP/2", "\r\n", "\n", ":",
                      "Host", "127.0.0.1:\(port)", "localhost", "\u{FF}", "é", "debug", "1", "yes"]
        for round in 0..<300 {
            var text = ""
            for _ in 0..<Int(generator.next() % 24) { text += pieces[Int(generator.next() % UInt64(pieces.count))] }
            var bytes = Array(text.utf8)
            if round % 5 == 0 { bytes += (0..<Int(generator.next() % 64)).map { _ in UInt8(truncatingIfNeeded: generator.next()) } }
            if let request = LoopbackHTTPServer.parse(bytes) { _ = try? PreviewSettings(query: request.query) }
            if round % 3 == 0 {
                let fd = try Self.connect(port)
                var timeout = timeval(tv_sec: 10, tv_usec: 0)
                setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
                _ = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                _ = "\r\n\r\n".withCString { Glibc.send(fd, $0, 4, Int32(MSG_NOSIGNAL)) }
                let answer = (try? Self.receive(fd)) ?? ""
                close(fd)
                XCTAssertTrue(answer.isEmpty || answer.hasPrefix("HTTP/1.1 "), "round \(round): \(answer.prefix(80))")
            }
        }
        let (status, _) = try Self.get(port: port, target: "/state")
        XCTAssertEqual(status, 200)
        let deadline = Date().addingTimeInterval(10)
        while server.openConnections > 0 && Date() < deadline { usleep(20_000) }
        XCTAssertEqual(server.openConnections, 0)
    }

    // MARK: A small HTTP client

    private static func connect(_ port: UInt16) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { close(fd); throw RenderError("cannot connect to 127.0.0.1:\(port)") }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        return fd
    }

    private static func send(_ fd: Int32, _ text: String) throws {
        let bytes = Array(text.utf8)
        guard bytes.withUnsafeBytes({ Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == bytes.count else {
            throw RenderError("send failed")
        }
    }

    private static func receive(_ fd: Int32, until marker: String? = nil) throws -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        let deadline = Date().addingTimeInterval(40)
        while Date() < deadline {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
            if let marker, String(decoding: bytes, as: UTF8.self).contains(marker) { break }
        }
        let text = String(decoding: bytes, as: UTF8.self)
        if let marker, !text.contains(marker) { throw RenderError("no '\(marker)' in: \(text.prefix(300))") }
        return text
    }

    static func raw(port: UInt16, _ request: String) throws -> (status: Int, body: String) {
        let fd = try connect(port)
        defer { close(fd) }
        try send(fd, request)
        let text = try receive(fd)
        let status = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        let body = text.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
        return (status, body)
    }

    static func get(port: UInt16, target: String) throws -> (status: Int, body: String) {
        try raw(port: port, "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
    }

    private static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = text.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

/// A flag one thread sets and another reads.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var isSet = false
    var value: Bool {
        lock.lock()
        defer { lock.unlock() }
        return isSet
    }
    func set() {
        lock.lock()
        isSet = true
        lock.unlock()
    }
}

/// A small seeded generator (SplitMix64): the same cases every run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
