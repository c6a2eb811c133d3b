import Foundation
import RenderLayout

/// `AsyncImage`, as a still picture shows it: a URL the renderer can read at once (a local
/// `file://` PNG) is the loaded phase; any other is the phase before loading (a `ComposedView`).
///
/// Decoding (docs/scene-format.md, "Controls"): `url` a URL string or null; `scale` above 0
/// (default 1; `AsyncImage(url:scale:)` takes any CGFloat); `content` one view, the content closure's result with the loaded image in it
/// (the Swift front end calls the closure with `Image` of the file); `placeholder` one view.
///
/// 1. Loaded, when `url` is a `file://` URL of a PNG file: `content`, or without it the image
///    at its pixel size divided by `scale` (SwiftUI's `AsyncImage(url:scale:)` shows the image
///    at that size, not resizable: an `Image` of the file at scale 1, 2 or 3, otherwise the
///    image resized to exactly that size).
/// 2. Otherwise — nil, `https://` (a still render never fetches), a file that is missing or
///    no PNG — the placeholder phase: `placeholder`, or without it SwiftUI's default, a grey
///    rectangle that takes the space offered (as a `Color` does: "its default placeholder is a
///    gray rectangle", fallback-pics' AsyncImage guide), filled with secondarySystemFill
///    (decision on the grey).
package enum AsyncImageView: ViewDefinition {
    package static let entry = Vocabulary.Entry("AsyncImage", json: ["url", "scale", "content", "placeholder"],
      summary: "A `file://` PNG is shown loaded (through `content`); any other URL is the placeholder phase (grey, or `placeholder`).", [
        .init([.init("url", .url), .init("scale", .number, optional: true)]),
        .init([.init("url", .url), .init("scale", .number, optional: true), .init("content", .view), .init("placeholder", .view)]),
    ])

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        let b = JSONBuilder(location: object.node.location)
        var scale = 1.0
        if let field = object.member("scale"), !field.isNull {
            scale = try field.number(in: 0...1000)
            guard scale > 0 else { throw field.fail("an AsyncImage's scale is above 0") }
        }
        for key in ["content", "placeholder"] {
            guard let field = object.member(key) else { continue }
            guard case .object = field.node.value else { throw field.fail("an AsyncImage's \(key) is a view") }
        }
        var path: String?, pixels: (width: Int, height: Int)?
        if let field = object.member("url"), !field.isNull {
            let text = try field.string()
            if let url = URL(string: text), url.isFileURL, let size = pngSize(url.path) { (path, pixels) = (url.path, size) }
        }
        let shown: JSONNode
        if let path, let pixels {
            // Step 1.
            if let content = object.member("content") {
                shown = content.node
            } else if imageScale(scale) == scale {
                shown = b.view("Image", [("file", b.string(path)), ("scale", b.number(scale))])
            } else {
                shown = b.view("Image", [("file", b.string(path)), ("resizable", .init(value: .bool(true), location: object.node.location))],
                               modifiers: [("frame", b.object([("width", b.number(Double(pixels.width) / scale)),
                                                                ("height", b.number(Double(pixels.height) / scale))]))])
            }
        } else {
            // Step 2.
            shown = object.member("placeholder")?.node ?? b.view("Color", [("color", b.string("secondarySystemFill"))])
        }
        return try ComposedView.decode("AsyncImage", shown, in: object, &context)
    }

    /// The pixel size of a regular file that starts as a PNG does (the Image decoder checks the
    /// rest); nil for anything else.
    package static func pngSize(_ path: String) -> (width: Int, height: Int)? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
              let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        return PNGCodec.headerSize([UInt8](handle.readData(ofLength: 33)))
    }

    /// The scale the content closure's `Image` of the loaded file states: an image's scale is
    /// 1, 2 or 3 (decision: other scales give it 1). Always stated, so no `@2x` file beside the
    /// URL's is taken instead.
    package static func imageScale(_ scale: Double) -> Double { [1, 2, 3].contains(scale) ? scale : 1 }
}
