import Foundation
import RenderLayout
import RenderScene
import RenderSwiftSource

/// The state behind `render preview PATH`: the previews of a file or folder, the module's parsed
/// files (`SwiftParseCache`), the watcher, and the renders the page asks for.
///
/// 1. The previews are found again after every change (a save may add or remove one).
/// 2. A change bumps `version` and wakes every open page's event stream; the page asks for the
///    pictures again.
/// 3. One render runs at a time. A request for a preview that a newer request for the same
///    preview has overtaken while it waited is answered "superseded" without rendering, so a
///    burst of saves or a dragged slider costs the last render, not all of them (latest wins).
/// 4. Answers are kept for the current version only, at most `maxCachedRenders` of them.
package final class PreviewSession: @unchecked Sendable {
    /// One preview the page shows.
    package struct Target: Sendable, Equatable {
        package var file: String
        /// The preview's name (`PreviewCatalog`), or the file's name for its default view.
        package var title: String
        package var line: Int
        /// Its traits (device, layout, orientation, colour scheme); none for a default view.
        package var traits = PreviewTraits()
    }

    /// A preview and its file as read at the current version.
    struct Entry {
        var target: Target
        var result: Result<SwiftSource.Loaded, SceneError>
        var milliseconds: Int
    }

    package let path: String
    package let baseOptions: SwiftSource.Options
    package let scale: Double
    package let parseCache = SwiftParseCache()
    private let lock = NSLock()
    private let changed = NSCondition()
    private let renderLock = NSLock()
    private var versionStorage = 0
    private var tickets: [Int: Int] = [:]
    private var cached: [(key: String, bytes: [UInt8])] = []
    /// The previews as read at the current version (the controls change only the layout);
    /// nil until asked for after a change.
    private var entries: [Entry]?
    private var stopped = false
    package static let maxCachedRenders = 16
    /// The most previews a folder shows.
    package static let maxTargets = 200

    package init(path: String, options: SwiftSource.Options = SwiftSource.Options(), scale: Double = 2) throws(RenderError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw RenderError("\(path): no such file or folder")
        }
        guard isDirectory.boolValue || SceneFile.isSwift(path) else {
            throw RenderError("\(path): render preview shows a Swift file or a folder of them")
        }
        self.path = path
        self.baseOptions = options
        self.scale = scale
    }

    package var version: Int {
        lock.lock()
        defer { lock.unlock() }
        return versionStorage
    }

    /// The previews now (read at the current version when they are not yet).
    package var targets: [Target] { loadedEntries().map(\.target) }

    /// The entries of the current version, read under the render lock when they are not yet.
    private func loadedEntries() -> [Entry] {
        lock.lock()
        if let entries {
            lock.unlock()
            return entries
        }
        lock.unlock()
        renderLock.lock()
        defer { renderLock.unlock() }
        lock.lock()
        if let entries {
            lock.unlock()
            return entries
        }
        let version = versionStorage
        lock.unlock()
        let loaded = PreviewRender.loadAll(path, options: baseOptions, cache: parseCache)
        lock.lock()
        if version == versionStorage { entries = loaded }
        lock.unlock()
        return loaded
    }

    // MARK: Watching

    /// The folders to watch: the path's own, and the module folder of each preview's file (as
    /// its load found it; located again only for a file that did not load).
    package func watchRoots() -> [String] {
        var roots = [path]
        var located: Set<String> = []
        for entry in loadedEntries() {
            if case .success(let loaded) = entry.result {
                if let folder = loaded.moduleFolder { roots.append(folder) }
                continue
            }
            guard located.insert(entry.target.file).inserted else { continue }
            let choice: SwiftModule.Choice = baseOptions.moduleDirectory.map { .directory($0) } ?? .automatic
            if let location = SwiftModule.location(of: entry.target.file, choice: choice) { roots.append(location.folder) }
        }
        return roots.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    }

    /// Watches until `stop()`: each settled change finds the previews again and wakes the pages.
    /// The watcher of the current roots, its first scan done (so a save after this returns is seen).
    package func makeWatcher(interval: TimeInterval = 0.05) -> ModuleWatcher {
        let watcher = ModuleWatcher(roots: watchRoots())
        watcher.interval = interval
        return watcher
    }

    package func watch(interval: TimeInterval = 0.05, from first: ModuleWatcher? = nil) {
        var watcher = first ?? makeWatcher(interval: interval)
        while watcher.waitForChange(stop: { isStopped }) {
            noteChange()
            let roots = watchRoots()
            if Set(roots) != Set(watcher.roots) {
                watcher = ModuleWatcher(roots: roots)
                watcher.interval = interval
            }
        }
    }

    /// A change was seen: the previews are found again and the pages told.
    package func noteChange() {
        lock.lock()
        versionStorage += 1
        cached.removeAll()
        entries = nil
        lock.unlock()
        changed.lock()
        changed.broadcast()
        changed.unlock()
    }

    package func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
        changed.lock()
        changed.broadcast()
        changed.unlock()
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    /// The event stream's next event: the version, once it differs from `last`; nil after
    /// `timeout` (a keep-alive) or when stopped.
    package func nextEvent(after last: Int, timeout: TimeInterval = 15) -> (id: Int, text: String)? {
        let deadline = Date().addingTimeInterval(timeout)
        changed.lock()
        defer { changed.unlock() }
        while true {
            let current = version
            if current != last { return (current, "event: change\ndata: \(current)\n\n") }
            if isStopped || !changed.wait(until: deadline) { return nil }
        }
    }

    // MARK: Rendering

    /// The `/render` answer for preview `index` under `settings`: JSON, or nil when a newer
    /// request for the same preview overtook this one.
    package func render(index: Int, settings: PreviewSettings) -> [UInt8]? {
        let list = loadedEntries()
        lock.lock()
        let ticket = (tickets[index] ?? 0) + 1
        tickets[index] = ticket
        lock.unlock()
        renderLock.lock()
        defer { renderLock.unlock() }
        lock.lock()
        let overtaken = tickets[index] != ticket
        let version = versionStorage
        let key = "\(version) \(index) \(settings)"
        let hit = cached.first { $0.key == key }?.bytes
        lock.unlock()
        if overtaken { return nil }
        if let hit { return hit }
        guard index >= 0 && index < list.count else {
            return PreviewJSON.object(["index": index, "version": version, "error": ["message": "no preview \(index): the list changed; reload"]])
        }
        let entry = list[index]
        let started = Date()
        var result = PreviewRender.render(entry.target, loaded: entry.result, settings: settings, scale: scale)
        var timings = result["timings"] as? [String: Int] ?? [:]
        timings["read"] = entry.milliseconds
        result["timings"] = timings
        result["index"] = index
        result["version"] = version
        result["milliseconds"] = Int(Date().timeIntervalSince(started) * 1000) + entry.milliseconds
        let bytes = PreviewJSON.object(result)
        lock.lock()
        if version == versionStorage {
            cached.append((key, bytes))
            if cached.count > Self.maxCachedRenders { cached.removeFirst(cached.count - Self.maxCachedRenders) }
        }
        lock.unlock()
        return bytes
    }

    /// `/state`: the previews and what the controls offer.
    package func stateJSON() -> [UInt8] {
        let list = targets
        let version = self.version
        return PreviewJSON.object([
            "version": version,
            "path": path,
            "scale": scale,
            "previews": list.enumerated().map { index, target in
                ["index": index, "title": target.title, "file": target.file, "line": target.line] as [String: Any]
            },
            "devices": Device.all.map(\.name),
            "dynamicTypeSizes": DynamicTypeSize.allCases.map(\.rawValue),
        ])
    }
}

/// JSON for the page, through Foundation's serializer.
enum PreviewJSON {
    /// Stands for a top-level `image` while the rest is serialized; no escaping changes it.
    private static let imagePlaceholder = "render-preview-image-placeholder"

    /// The object as JSON. A top-level `image` string (a PNG data URL: letters, digits, `+/=:;,`,
    /// nothing JSON escapes but `/`, which it need not) is spliced in as bytes: Foundation's
    /// serializer escapes a string character by character, and the picture is most of the
    /// answer (a tenth of an edit's CPU in the live page, by perf).
    static func object(_ object: [String: Any]) -> [UInt8] {
        var rest = object
        guard let image = object["image"] as? String, Self.isPlainText(image) else { return serialized(object) }
        rest["image"] = imagePlaceholder
        var bytes = serialized(rest)
        let marker = Array("\"image\":\"\(imagePlaceholder)\"".utf8)
        guard let start = ByteSearch.firstIndex(of: marker, in: bytes) else { return serialized(object) }
        bytes.replaceSubrange(start..<start + marker.count, with: Array("\"image\":\"".utf8) + Array(image.utf8) + [UInt8(ascii: "\"")])
        return bytes
    }

    private static func serialized(_ object: [String: Any]) -> [UInt8] {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return Array(data)
    }

    /// Whether every byte of `text` is plain, read in place (a picture's data URL is megabytes).
    private static func isPlainText(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isPlain) } ?? text.utf8.allSatisfy(isPlain)
    }

    /// A byte a JSON string holds as itself (printable ASCII but `"` and `\\`).
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }
}
