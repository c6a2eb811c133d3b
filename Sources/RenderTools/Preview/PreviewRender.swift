import Foundation
import RenderLayout
import RenderScene
import RenderSwiftSource

/// One preview rendered for the page: the picture as a PNG data URL, the decisive `--explain`
/// negotiation, the warnings with the source lines they point at, or the error at its line.
///
/// Source lines are quoted only from the files the render read (the preview's file and its
/// module's, as `SwiftSource.Loaded.files` lists them): the page never shows another file.
enum PreviewRender {
    /// The most characters of explanation sent (a large tree's is long).
    static let maxExplainCharacters = 200_000

    /// Every preview under `path` (`PreviewCatalog`: each `#Preview` and each view of each
    /// `PreviewProvider`), each file read once with its module through the parse cache. A file
    /// that does not parse is one entry with its error; a file given alone that declares no
    /// preview is its default view (as `render FILE.swift` draws it). The parse cache keeps
    /// the files these reads used, no others.
    static func loadAll(_ path: String, options base: SwiftSource.Options, cache: SwiftParseCache) -> [PreviewSession.Entry] {
        var options = base
        options.parseCache = cache
        var entries: [PreviewSession.Entry] = []
        var used: Set<String> = []
        let files: [String]
        do { files = try PreviewCatalog.swiftFiles(at: path) } catch {
            return [PreviewSession.Entry(target: .init(file: path, title: (path as NSString).lastPathComponent, line: 1),
                                         result: .failure(error), milliseconds: 0)]
        }
        for file in files {
            let start = Date()
            guard let bytes = FileManager.default.contents(atPath: file).map(Array.init) else { continue }
            let title = (file as NSString).lastPathComponent
            used.insert(file)
            guard PreviewCatalog.mayHavePreviews(bytes) else {
                // A file given alone without previews: its default view.
                if files.count == 1 {
                    let result: Result<SwiftSource.Loaded, SceneError>
                    do { result = .success(try SwiftSource.load(contentsOf: file, options: options)) } catch { result = .failure(error) }
                    if case .success(let loaded) = result { used.formUnion(loaded.files) }
                    entries.append(.init(target: .init(file: file, title: title, line: 1), result: result,
                                         milliseconds: Int(Date().timeIntervalSince(start) * 1000)))
                }
                continue
            }
            do {
                let previews = try PreviewCatalog.load(file: file, options: options)
                let milliseconds = Int(Date().timeIntervalSince(start) * 1000)
                for preview in previews {
                    if case .success(let loaded) = preview.result { used.formUnion(loaded.files) }
                    let target = PreviewSession.Target(file: file, title: preview.preview.name, line: preview.preview.line,
                                                       traits: preview.preview.traits)
                    entries.append(.init(target: target, result: preview.result, milliseconds: milliseconds))
                }
            } catch {
                entries.append(.init(target: .init(file: file, title: title, line: error.location?.line ?? 1), result: .failure(error),
                                     milliseconds: Int(Date().timeIntervalSince(start) * 1000)))
            }
            if entries.count >= PreviewSession.maxTargets { break }
        }
        cache.keepOnly(used)
        return entries
    }

    static func render(_ target: PreviewSession.Target, loaded read: Result<SwiftSource.Loaded, SceneError>,
                       settings: PreviewSettings, scale: Double) -> [String: Any] {
        var result: [String: Any] = ["title": target.title, "file": target.file]
        var notes: [String] = []
        var clock = Date()
        var timings: [String: Int] = [:]
        func lap(_ name: String) {
            timings[name] = Int(Date().timeIntervalSince(clock) * 1000)
            clock = Date()
        }
        do {
            let loaded = try read.get()
            let readable = Set(loaded.files + [target.file])
            let text = PangoTextMeasurer()
            let (renderOptions, optionNotes) = try LargeStack.run {
                var notes: [String] = []
                let options = try settings.options(for: target.traits, scene: loaded.scene, scale: scale, measurer: text, warnings: &notes)
                return (options, notes)
            }
            notes += optionNotes
            let trace = settings.explain ? LayoutTrace() : nil
            let layout = try LargeStack.run {
                try Renderer.layout(loaded.scene.root, options: renderOptions, measurer: text, trace: trace)
            }
            lap("layout")
            let debug = settings.debugBorders ? DebugBorders(legend: true) : nil
            let png = try LargeStack.run {
                try Renderer.draw(layout, format: .png, background: renderOptions.background, debug: debug, text: text)
            }
            lap("paint")
            result["image"] = "data:image/png;base64," + Data(png).base64EncodedString()
            result["width"] = layout.canvas.width
            result["height"] = layout.canvas.height
            result["device"] = renderOptions.device.map { $0.name as Any } ?? NSNull()
            if let trace {
                var explain = ExplainOutput.text(trace, layout: layout, detail: .decisive)
                if explain.count > maxExplainCharacters {
                    explain = String(explain.prefix(maxExplainCharacters)) + "\n… (cut: render --explain prints it all)\n"
                }
                result["explain"] = explain
            }
            // Layout warnings of the Swift tree are at their source lines, as the reader's are.
            let atLines = layout.warnings.filter { layout.locatedWarnings.contains($0) }
            let placed = (loaded.warnings + loaded.notes + atLines).map { Self.located($0, readable: readable) }
            let plain = (layout.warnings.filter { !layout.locatedWarnings.contains($0) } + notes).map { ["text": $0] as [String: Any] }
            result["warnings"] = placed + plain
            result["placeholders"] = loaded.placeholders
        } catch let error as SceneError {
            result["error"] = describe(error, fallbackFile: target.file)
        } catch let error as RenderError {
            if let sceneError = error.sceneError {
                result["error"] = describe(sceneError, fallbackFile: target.file)
            } else {
                result["error"] = ["message": error.message]
            }
        } catch {
            result["error"] = ["message": "\(error)"]
        }
        result["timings"] = timings
        return result
    }

    /// An error at its line, with the lines around it when the file is the preview's.
    private static func describe(_ error: SceneError, fallbackFile: String) -> [String: Any] {
        var out: [String: Any] = ["message": error.message, "text": error.description]
        let file = error.location?.file ?? error.file
        out["file"] = file
        if let location = error.location {
            out["line"] = location.line
            out["column"] = location.column
            // Only the rendered file is quoted: an error of the module is named, not shown.
            if file == fallbackFile { out["context"] = context(file: file, line: location.line) }
        }
        return out
    }

    /// `file:line:col: warning: text` split into its parts, with the lines around it when
    /// the file is one the render read.
    static func located(_ message: String, readable: Set<String>) -> [String: Any] {
        var out: [String: Any] = ["text": message]
        for marker in [": warning: ", ": note: ", ": error: "] {
            guard let range = message.range(of: marker) else { continue }
            let place = message[..<range.lowerBound].split(separator: ":")
            guard place.count >= 3, let line = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else { break }
            let file = place.dropLast(2).joined(separator: ":")
            out["file"] = file
            out["line"] = line
            out["column"] = column
            out["kind"] = String(marker.dropFirst(2).dropLast(2))
            out["message"] = String(message[range.upperBound...])
            if readable.contains(file) { out["context"] = context(file: file, line: line) }
            break
        }
        return out
    }

    /// Lines `line - 2 … line + 2` of `file`, numbered.
    static func context(file: String, line: Int) -> [[String: Any]] {
        guard let data = FileManager.default.contents(atPath: file), data.count <= SwiftProgram.maxSourceBytes,
              let text = String(data: data, encoding: .utf8) else { return [] }
        let lines = SourceLines.of(text)
        guard line >= 1, line <= lines.count else { return [] }
        return (max(1, line - 2)...min(lines.count, line + 2)).map { number in
            ["line": number, "text": String(lines[number - 1].prefix(400))]
        }
    }
}
