import Foundation
import RenderLayout

import RenderScene

/// SwiftUI's `ImageRenderer`: a view to PNG, SVG or PDF bytes, or to its placed tree.
///
/// ```swift
/// let renderer = ImageRenderer(content: Card(title: "Hello"))
/// renderer.proposedSize = ProposedViewSize(width: 240, height: nil)
/// renderer.scale = 2
/// let png = try renderer.pngData()
/// ```
///
/// 1. The content becomes scene JSON and then a `ViewNode` (`viewTree()`), through the same
///    decoder and checks as a scene file.
/// 2. It is laid out in `proposedSize` (`layout()`): nil on an axis proposes nothing, so the
///    view takes its ideal size there, as SwiftUI's `ImageRenderer` does.
/// 3. It is drawn at `scale` pixels per point.
///
/// Safe from many threads at once: each call measures text with its thread's own Pango
/// measurer (Pango font maps are never shared between threads), so a server can render
/// concurrently. One renderer object is not meant to be changed while another thread uses it.
public final class ImageRenderer<Content: View> {
    public var content: Content
    /// The size offered to the content; `.unspecified` (the default) asks for its ideal size.
    public var proposedSize: ProposedViewSize = .unspecified
    /// Output pixels per point.
    public var scale: Double = 1
    /// SwiftUI's renderer draws on a clear background unless `isOpaque` (then white).
    public var isOpaque = false
    /// Where `Image("name")` finds `name.png`.
    public var imageDirectory: String = FileManager.default.currentDirectoryPath
    /// A device screen (`Device.named("iPhone 15")`): the canvas, and the safe area the content
    /// is placed in; it replaces `proposedSize`. Its scale is used unless `scale` is changed
    /// from 1. (An extension: SwiftUI's renderer has no device.)
    public var device: Device?

    public init(content: Content) { self.content = content }

    /// The name errors carry: the content's type.
    package var sourceName: String { "\(Content.self)" }

    /// The view tree the content builds (the JSON front end's tree for the same views).
    public func viewTree() throws(SceneError) -> ViewNode {
        var builder = SceneBuilder()
        let root = try builder.root(content)
        do throws(SceneError) {
            return try SceneDecoder.decodeView(root, file: sourceName, baseDirectory: imageDirectory, repeatedIDs: true)
        } catch {
            var located = error
            located.location = nil  // compiled Swift has no line:column in the JSON it built
            throw located
        }
    }

    /// The scene JSON the content stands for, as `render --emit-scene` prints a Swift file's.
    public func sceneJSON() throws(SceneError) -> String {
        var builder = SceneBuilder()
        return JSONOutput.scene(SceneJSON.object([("root", try builder.root(content))]))
    }

    package var renderOptions: RenderOptions {
        var options = RenderOptions(width: proposedSize.width, height: proposedSize.height, scale: scale,
                                    background: isOpaque ? .color(SystemColors.systemBackground) : .transparent)
        if let device { options.setDevice(device, scale: scale == 1 ? nil : scale) }
        return options
    }

    /// The placed tree: every view's frame, proposals and answers.
    public func layout() throws -> Renderer.LayoutResult {
        try Renderer.layout(try viewTree(), options: renderOptions, measurer: ThreadMeasurer.current)
    }

    /// The layout dump (`render --layout-json`), the text golden checks compare.
    public func layoutDump() throws -> String {
        LayoutDump.json(try layout()).rendered()
    }

    public func pngData() throws -> Data { Data(try draw(.png)) }
    public func svgData() throws -> Data { Data(try draw(.svg)) }
    public func pdfData() throws -> Data { Data(try draw(.pdf)) }

    package func draw(_ format: OutputFormat) throws -> [UInt8] {
        let measurer = ThreadMeasurer.current
        let result = try Renderer.layout(try viewTree(), options: renderOptions, measurer: measurer)
        return try Renderer.draw(result, format: format, background: renderOptions.background, text: measurer)
    }
}

/// One `PangoTextMeasurer` per thread, made on first use and freed with the thread.
package enum ThreadMeasurer {
    private static let key = "RenderLayout.PangoTextMeasurer"

    package static var current: PangoTextMeasurer {
        let dictionary = Thread.current.threadDictionary
        if let measurer = dictionary[key] as? PangoTextMeasurer { return measurer }
        let measurer = PangoTextMeasurer()
        dictionary[key] = measurer
        return measurer
    }
}
