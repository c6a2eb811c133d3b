import Foundation
import RenderLayout
import RenderScene
import RenderSwiftSource

import RenderCheck

/// `render previews PATH -o DIR`: every preview of a file, folder or package, rendered into DIR
/// with a static gallery page.
///
/// 1. The previews are found as `PreviewCatalog` says; each file's are read and rendered (in
///    every variant) by one worker, the files spread over `jobs` threads (`ParallelWork`), each
///    with its own Pango measurer. One file's previews share its parsed module, which is not
///    shared between threads.
/// 2. Pictures are `DIR/NAME.png`, NAME the preview's stable name with the variant's suffix
///    (`PreviewNaming`); the page is `DIR/index.html`: grouped by file, each preview with its
///    name, size, device and layout, `file:line`, traits, warnings and placeholders, or its
///    error. It is self-contained: inline style, no script, no file outside DIR.
/// 3. Every file is written at once, all or nothing (`OutputFile.writeAll`), after every
///    preview is rendered; a preview that fails is shown with its error and counted.
public struct PreviewGallery {
    public var path: String
    public var variants: [PreviewVariant] = [.none]
    /// Pixels per point (nil: each device's).
    public var scale: Double?
    public var options = SwiftSource.Options()
    public var jobs = ParallelWork.defaultJobs

    public init(path: String) {
        self.path = path
    }

    /// One file's previews, each in every variant, or the error that stopped the file.
    public struct FileResult: Sendable {
        public var file: String
        public var error: String?
        /// Per preview, its renders in the variants' order.
        public var previews: [[RenderedPreview]] = []
    }

    /// The whole run.
    public struct Result: Sendable {
        public var root: String
        public var files: [FileResult]
        public var variants: [PreviewVariant]
        /// Files looked at (those without previews included).
        public var filesScanned = 0

        public var renders: [RenderedPreview] { files.flatMap { $0.previews.flatMap { $0 } } }
        public var previewCount: Int { files.reduce(0) { $0 + $1.previews.count } }
        public var failedCount: Int { renders.filter { $0.error != nil }.count + files.filter { $0.error != nil }.count }
        public var placeholderCount: Int { renders.filter { $0.placeholders > 0 }.count }
        public var succeeded: Bool { failedCount == 0 }

        /// `12 previews in 5 files (24 pictures): 1 failed, 2 with placeholders`.
        public var summaryLine: String {
            let pictures = renders.count == previewCount ? "" : " (\(renders.count) pictures)"
            return "\(previewCount) preview\(previewCount == 1 ? "" : "s") in \(files.count) file\(files.count == 1 ? "" : "s")\(pictures): "
                + "\(failedCount) failed, \(placeholderCount) with placeholders"
        }
    }

    /// The folder names are relative to: `path` itself, or a file's folder.
    public var root: String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { return path }
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// Step 1. `progress(done, total, name)` after each file (total: files with previews).
    public func run(progress: ((Int, Int, String) -> Void)? = nil) throws(SceneError) -> Result {
        let files = try PreviewCatalog.swiftFiles(at: path)
        guard PangoTextMeasurer.isConfigured else { throw SceneError(file: path, message: GoldenSuiteError.fontsMissing.description) }
        // The quick test first (step 1 of PreviewCatalog), so the progress counts real work.
        let candidates = files.filter { file in (try? SceneFile.read(file)).map(PreviewCatalog.mayHavePreviews) ?? true }
        let counter = ProgressCounter()
        let results = ParallelWork.map(candidates.count, jobs: jobs, state: { PangoTextMeasurer() }) { measurer, index in
            let result = render(file: candidates[index], measurer: measurer)
            counter.next { progress?($0, candidates.count, candidates[index]) }
            return result
        }
        var result = Result(root: root, files: results.filter { $0.error != nil || !$0.previews.isEmpty }, variants: variants)
        result.filesScanned = files.count
        return result
    }

    /// One file: its previews read once, each rendered in every variant.
    /// The file is read once per colour scheme of the variants (views may read
    /// `@Environment(\.colorScheme)`).
    public func render(file: String, measurer: PangoTextMeasurer) -> FileResult {
        var result = FileResult(file: file)
        var loadedByScheme: [ColorScheme: [LoadedPreview]] = [:]
        for scheme in Set(variants.map { $0.colorScheme.flatMap(ColorScheme.init(rawValue:)) ?? options.colorScheme }) {
            var options = self.options
            options.colorScheme = scheme
            do {
                loadedByScheme[scheme] = try PreviewCatalog.load(file: file, options: options)
            } catch {
                result.error = error.description
                return result
            }
        }
        let count = loadedByScheme.values.first?.count ?? 0
        result.previews = (0..<count).map { index in
            variants.map { variant in
                let scheme = variant.colorScheme.flatMap(ColorScheme.init(rawValue:)) ?? options.colorScheme
                let previews = loadedByScheme[scheme] ?? []
                return PreviewRenderer.render(previews[min(index, previews.count - 1)], variant: variant, scale: scale, measurer: measurer)
            }
        }
        return result
    }

    /// Step 2–3: the page and the pictures, written into `directory` all at once.
    public static func write(_ result: Result, to directory: String) throws(OutputFile.WriteError) {
        var files: [(bytes: [UInt8], path: String)] = []
        let names = imageNames(result)
        for (index, render) in result.renders.enumerated() {
            guard let png = render.png else { continue }
            files.append((png, (directory as NSString).appendingPathComponent(names[index])))
        }
        files.append((Array(html(result).utf8), (directory as NSString).appendingPathComponent("index.html")))
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw OutputFile.WriteError(path: directory, reason: "cannot make the folder: \(error.localizedDescription)")
        }
        try OutputFile.writeAll(files)
    }

    /// `Views-Card--Card-compact.dark.png`, for each of `result.renders`; a name that comes out
    /// again (names cut short, `a b` and `a-b`) gets `-2`, `-3`… before its variant.
    public static func imageNames(_ result: Result) -> [String] {
        var used: [String: Int] = [:]
        return result.renders.map { render in
            let base = PreviewNaming.stableName(render.preview, root: result.root)
            let key = base + render.variant.suffix
            let count = (used[key] ?? 0) + 1
            used[key] = count
            return base + (count == 1 ? "" : "-\(count)") + render.variant.suffix + ".png"
        }
    }

    // MARK: - The page

    /// Step 2's page.
    public static func html(_ result: Result) -> String {
        let escape = GoldenReport.escape
        // The pictures' names, in the order of `result.renders`, which the loops below follow.
        let names = imageNames(result)
        var position = 0
        var body = "<h1>Previews of \(escape(result.root))</h1>\n"
        body += "<p class=\"meta\">\(escape(result.summaryLine))"
        if result.variants != [.none] { body += " — each in \(result.variants.count) variant\(result.variants.count == 1 ? "" : "s")" }
        body += "</p>\n<nav><ul>"
        for file in result.files {
            let count = file.previews.count
            body += "<li><a href=\"#\(anchor(file.file))\">\(escape(relative(file.file, root: result.root)))</a> <span>\(file.error != nil ? "error" : "\(count) preview\(count == 1 ? "" : "s")")</span></li>"
        }
        body += "</ul></nav>\n"
        for file in result.files {
            body += "<section id=\"\(anchor(file.file))\">\n<h2>\(escape(relative(file.file, root: result.root)))</h2>\n"
            if let error = file.error { body += "<pre class=\"error\">\(escape(relative(error, root: result.root)))</pre>\n" }
            body += "<div class=\"previews\">\n"
            for renders in file.previews {
                guard let first = renders.first else { continue }
                let preview = first.preview
                body += "<div class=\"preview\(renders.count > 1 ? " wide" : "")\">\n<h3>\(escape(preview.name)) <a class=\"line\" title=\"source\">\(escape(relative(preview.file, root: result.root))):\(preview.line)</a></h3>\n"
                let traits = describe(preview)
                if !traits.isEmpty { body += "<p class=\"traits\">\(escape(traits))</p>\n" }
                body += "<div class=\"variants\">\n"
                for render in renders {
                    body += figure(render, image: names[position], root: result.root)
                    position += 1
                }
                body += "</div>\n</div>\n"
            }
            body += "</div>\n</section>\n"
        }
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Previews of \(escape(result.root))</title>
        <style>
        body { font: 14px/1.4 system-ui, sans-serif; margin: 2em; color: #222; background: #f4f4f6; }
        h1 { font-size: 1.4em; margin: 0 0 .2em; } .meta { color: #555; margin-top: 0; }
        nav ul { columns: 3; padding-left: 1.2em; } nav span { color: #777; }
        section { background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: .5em 1.2em 1em; margin: 1.2em 0; }
        h2 { font-size: 1.15em; font-family: ui-monospace, monospace; }
        .previews { display: flex; flex-wrap: wrap; gap: 1.5em 2.5em; align-items: flex-start; }
        .preview { padding: .4em 0; max-width: 100%; } .preview.wide { flex-basis: 100%; }
        h3 { font-size: 1.05em; margin: .2em 0; } .line { font-weight: normal; color: #0a58ca; font-family: ui-monospace, monospace; font-size: .9em; margin-left: .5em; }
        .traits { color: #555; margin: .2em 0 .6em; }
        .variants { display: flex; flex-wrap: wrap; gap: 1.2em; align-items: flex-start; }
        figure { margin: 0; max-width: 100%; }
        figure img { display: block; border: 1px solid #ccc; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        figcaption { color: #444; font-size: .9em; margin-top: .3em; }
        .warnings { margin: .3em 0 0; padding-left: 1.2em; color: #8a5a00; font-size: .85em; max-width: 36em; overflow-wrap: anywhere; }
        .warnings li.placeholder { color: #c05600; font-weight: 600; }
        .badge { display: inline-block; border-radius: 4px; padding: 0 .4em; font-size: .8em; font-weight: 600; }
        .badge.placeholders { background: #ffe3c2; color: #8a3b00; } .badge.failed { background: #fdd; color: #a00; }
        pre.error { color: #a00; white-space: pre-wrap; font-size: .85em; background: #fff5f5; padding: .5em; max-width: 60em; }
        </style>
        </head>
        <body>
        \(body)</body>
        </html>

        """
    }

    /// The longest side a picture is shown at, in CSS pixels.
    static let maxSide = 440.0

    /// One picture with its caption and warnings.
    private static func figure(_ render: RenderedPreview, image name: String, root: String) -> String {
        let escape = GoldenReport.escape
        var text = "<figure>\n"
        if let error = render.error {
            text += "<span class=\"badge failed\">failed</span>\n<pre class=\"error\">\(escape(relative(error, root: root)))</pre>\n"
        } else {
            // The caption and warnings wrap at the picture's width (at least 220 px).
            let shown = min(1, maxSide / max(render.size.width, render.size.height, 1)) * render.size.width
            text = "<figure style=\"width: \(Int(max(220, shown.rounded())))px\">\n"
            // A point is a CSS pixel, as the canvas shows it at 100%, but no side longer than
            // `maxSide` (about half an iPhone's), so a gallery of many fits and screens in either
            // orientation show at one zoom.
            let zoom = min(1, maxSide / max(render.size.width, render.size.height, 1))
            let (width, height) = (Int((render.size.width * zoom).rounded()), Int((render.size.height * zoom).rounded()))
            text += "<img src=\"\(GoldenReport.link(name))\" width=\"\(width)\" height=\"\(height)\" alt=\"\(escape(render.preview.name))\" loading=\"lazy\">\n"
        }
        var caption = "\(formatNumber(render.size.width))×\(formatNumber(render.size.height)) pt @\(formatNumber(render.scale))x · \(render.preview.layout)"
        if render.variant.device == nil { caption += " · \(render.deviceName)" }
        if render.variant != .none { caption = render.variant.label + " — " + caption }
        if render.error != nil { caption = render.variant == .none ? "" : render.variant.label }
        text += caption.isEmpty ? "<figcaption>" : "<figcaption>\(escape(caption))"
        if render.placeholders > 0 { text += " <span class=\"badge placeholders\">\(render.placeholders) placeholder\(render.placeholders == 1 ? "" : "s")</span>" }
        text += "</figcaption>\n"
        if !render.warnings.isEmpty {
            text += "<ul class=\"warnings\">"
            for warning in render.warnings {
                let placeholder = warning.contains(": warning: placeholder for ")
                text += "<li\(placeholder ? " class=\"placeholder\"" : "")>\(escape(relative(warning, root: root)))</li>"
            }
            text += "</ul>\n"
        }
        return text + "</figure>\n"
    }

    /// The traits a preview sets, for its heading: `landscapeLeft · dark · \.sizeCategory: .extraLarge`.
    static func describe(_ preview: DiscoveredPreview) -> String {
        var parts: [String] = []
        if let layout = preview.traits.layout { parts.append("layout \(layout)") }
        if let device = preview.traits.device { parts.append("device \(device)") }
        if let orientation = preview.traits.orientation { parts.append(orientation.rawValue) }
        if let scheme = preview.traits.colorScheme { parts.append(scheme) }
        parts += preview.traits.environment
        // The provider, unless the preview is named after it already.
        if case .provider(let type) = preview.kind, !preview.name.hasPrefix(type) { parts.insert(type, at: 0) }
        return parts.joined(separator: " · ")
    }

    /// `text` with the root folder's prefix taken off (paths and warnings).
    static func relative(_ text: String, root: String) -> String {
        guard root != "." else { return text.hasPrefix("./") ? String(text.dropFirst(2)) : text }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
    }

    private static func anchor(_ file: String) -> String {
        "file-" + String(file.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) ? Character($0) : "-" })
    }
}
