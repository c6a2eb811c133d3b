import Foundation
import RenderLayout
import RenderScene

import RenderSwiftUI

/// A view rendered for a snapshot test: its PNG and its layout dump, stored as one PNG file
/// whose `iTXt` chunk `render:layout` holds the dump (`RenderSnapshotTesting`'s `.render`).
///
/// Compared as golden checks compare (`GoldenCheck`):
/// 1. the layout dumps, exactly: every changed frame is listed first, named by node;
/// 2. the pixels, with the anti-aliasing-aware tolerances of `GoldenOptions`;
/// 3. a snapshot that could not be rendered fails with the reason.
public struct ViewSnapshot: Sendable {
    public var png: [UInt8]
    public var layoutJSON: String
    /// Why the view could not be rendered (then `png` is empty).
    public var error: String?

    public static let layoutKey = "render:layout"

    public init(png: [UInt8], layoutJSON: String, error: String? = nil) {
        self.png = png
        self.layoutJSON = layoutJSON
        self.error = error
    }

    /// Renders `view` at `width`×`height` (nil: its ideal size) and `scale`, on white.
    public init<V: View>(rendering view: V, width: Double?, height: Double?, scale: Double) {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: width, height: height)
        renderer.scale = scale
        renderer.isOpaque = true
        do {
            let measurer = ThreadMeasurer.current
            let layout = try Renderer.layout(try renderer.viewTree(), options: renderer.renderOptions, measurer: measurer)
            self.init(png: try Renderer.draw(layout, format: .png, background: .color(SystemColors.systemBackground), text: measurer),
                      layoutJSON: LayoutDump.json(layout).rendered())
        } catch {
            self.init(png: [], layoutJSON: "", error: "cannot render \(V.self): \(error)")
        }
    }

    /// The snapshot file: the PNG with the layout dump inside.
    public var fileData: Data {
        guard error == nil, let bytes = try? PNGText.embed(layoutJSON, key: Self.layoutKey, in: png) else { return Data() }
        return Data(bytes)
    }

    /// A snapshot file read back; a file that is no snapshot PNG reads as an error.
    public init(fileData: Data) {
        let bytes = [UInt8](fileData)
        guard let layout = PNGText.read(key: Self.layoutKey, from: bytes) else {
            self.init(png: bytes, layoutJSON: "", error: "the reference is not a render snapshot (a PNG with its layout dump)")
            return
        }
        self.init(png: bytes, layoutJSON: layout)
    }

    /// The failure message when `actual` does not match `expected`, nil when it does: one line,
    /// then the layout changes, then the pixels. `diffImage` shows the differing pixels.
    public static func difference(expected: ViewSnapshot, actual: ViewSnapshot,
                                  options: GoldenOptions = GoldenOptions()) -> (message: String, diffImage: [UInt8]?)? {
        if let error = actual.error ?? expected.error { return (error, nil) }
        var result = GoldenResult(name: "snapshot", status: .failed)
        result.options = options
        result.layoutChanges = LayoutDiff.compare(expected: expected.layoutJSON, actual: actual.layoutJSON)
        var diffImage: [UInt8]?
        if expected.png == actual.png {
            result.pixels = .identicalBytes
        } else if let old = try? PNGCodec.decode(expected.png), let new = try? PNGCodec.decode(actual.png) {
            let comparison = ImageDiff.compare(expected: old, actual: new, options: options.pixels)
            result.pixels = .compared(comparison)
            if !comparison.passes { diffImage = try? PNGCodec.encode(ImageDiff.diffImage(expected: old, actual: new, result: comparison)) }
        } else {
            result.pixels = .unreadableGolden("the reference PNG cannot be decoded")
        }
        guard !result.layoutChanges.isEmpty || !result.pixels.passes else { return nil }
        var lines = GoldenReport.text(result, includeEnvironment: false).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[0] = "The rendered view does not match the snapshot" + GoldenReport.headline(result) + "."
        return (lines.joined(separator: "\n"), diffImage)
    }

    /// The failure message when two layout dumps differ, nil when they are the same.
    public static func layoutDifference(expected: String, actual: String) -> String? {
        guard expected != actual else { return nil }
        let changes = LayoutDiff.compare(expected: expected, actual: actual)
        guard !changes.isEmpty else { return "The layout dump differs from the snapshot (formatting only)." }
        var lines = ["The layout does not match the snapshot — \(changes.count) change\(changes.count == 1 ? "" : "s"):"]
        lines += changes.prefix(GoldenReport.maxListedChanges).map { "  " + $0.description }
        if changes.count > GoldenReport.maxListedChanges { lines.append("  … and \(changes.count - GoldenReport.maxListedChanges) more") }
        return lines.joined(separator: "\n")
    }
}
