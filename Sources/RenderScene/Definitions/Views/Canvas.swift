import Foundation
import RenderLayout

/// `Canvas { context, size in … }`: immediate-mode drawing into a `GraphicsContext`.
///
/// 1. Layout as a shape: each axis takes exactly the proposal; an unspecified axis answers 10
///    (decision: Apple documents no ideal size; the renderer's rule for flexible views without
///    content, as `GeometryReader` and the shapes, until measured).
/// 2. The renderer closure runs once the size is known (SwiftUI passes "the current size of the
///    view" — developer.apple.com/documentation/swiftui/canvas/renderer), and what it drew is
///    recorded as `commands` (`CanvasDrawing`), each with the context's transform, opacity,
///    blend mode and clips when it was issued; the painter replays them (`CanvasPainter`).
/// 3. A drawn image or text is a child of the canvas, laid out at its ideal size (or proposed
///    the rect of `draw(_:in:)`) and painted only through its command.
///
/// Decoding: `commands` is an array (or, from Swift, made at layout time) of objects:
/// `{"fill": elements, "with": style, "evenOdd": false}`, `{"stroke": elements, "with": style,
/// "lineWidth": 1}`, `{"draw": view, "at": {x, y}, "anchor": unitPoint}` or `{"draw": view,
/// "in": {x, y, width, height}}`, each with the state keys `transform` ([a, b, c, d, tx, ty]),
/// `opacity`, `blendMode` and `clip` ([{"path": elements, "transform": […], "evenOdd": false}]).
/// Path elements are `Path`'s (docs/scene-format.md); at most 10,000 commands.
package enum CanvasView: ViewDefinition {
    package static let entry = Vocabulary.Entry("Canvas", json: ["commands"],
                                                summary: "Draws what its closure draws into a GraphicsContext (paths, gradients, images, text, transforms); takes the space offered.",
                                                [.init([.init("opaque", .ignored, optional: true), .init("colorMode", .ignored, optional: true),
                                                        .init("rendersAsynchronously", .ignored, optional: true),
                                                        .init("renderer", .ignored, key: "commands")])])

    package static let maxCommands = 10_000

    package static func decode(_ field: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        guard let member = field.member("commands") else { throw field.fail("Canvas needs \"commands\"") }
        var decoder = context.decoder
        let depth = context.depth
        if case .deferred(let body) = member.node.value {
            let path = member.at, file = field.file
            let made = CanvasContent { [decoder] (size: Size) throws(SceneError) -> (CanvasDrawing, [ViewNode]) in
                var fresh = decoder
                let json = try body.run(width: size.width, height: size.height)
                do throws(SceneError) {
                    return try commands(JSONField(node: json, at: path, file: file), &fresh, depth: depth)
                } catch {
                    throw body.relocate?(error) ?? error
                }
            }
            return (CanvasLayout(content: made, warnings: body.layoutWarnings), [])
        }
        let (drawing, views) = try commands(member, &decoder, depth: depth)
        return (CanvasLayout(content: CanvasContent { _ in (drawing, views) }), [])
    }

    /// The commands of one run, and the views they draw (the canvas's children, in order).
    package static func commands(_ field: JSONField, _ decoder: inout SceneDecoder, depth: SceneDecoder.Depth) throws(SceneError) -> (CanvasDrawing, [ViewNode]) {
        let items = try field.array()
        guard items.count <= maxCommands else { throw field.fail("a Canvas draws at most \(maxCommands) commands") }
        var commands: [CanvasCommand] = []
        var views: [ViewNode] = []
        for item in items {
            try item.checkKeys(["fill", "stroke", "draw", "with", "evenOdd", "lineWidth", "at", "anchor", "in", "transform", "opacity", "blendMode", "clip"],
                               what: "a canvas command")
            let kind: CanvasCommand.Kind
            if let path = item.member("fill") {
                kind = .fill(try PathView.elements(path), try shading(item), evenOdd: try item.member("evenOdd")?.bool() ?? false)
            } else if let path = item.member("stroke") {
                let width = try item.member("lineWidth")?.number(in: 0...SceneLimits.maxLength) ?? 1
                kind = .stroke(try PathView.elements(path), try shading(item), lineWidth: width)
            } else if let view = item.member("draw") {
                let made = try decoder.view(view, depth: depth)
                guard made.count == 1 else { throw view.fail("a canvas draws one view per command") }
                views.append(made[0])
                var rect: Rect? = nil
                if let box = item.member("in") {
                    try box.checkKeys(["x", "y", "width", "height"], what: "a rect")
                    let limit = -SceneLimits.maxLength...SceneLimits.maxLength
                    rect = Rect(origin: Point(x: try box.member("x")?.number(in: limit) ?? 0, y: try box.member("y")?.number(in: limit) ?? 0),
                                size: Size(width: try box.member("width")?.number(in: 0...SceneLimits.maxLength) ?? 0,
                                           height: try box.member("height")?.number(in: 0...SceneLimits.maxLength) ?? 0))
                }
                let isImage = (try? view.member("type")?.string()) == "Image"
                kind = .view(child: views.count - 1, point: try item.member("at")?.point() ?? .zero,
                             anchor: try item.member("anchor")?.unitPoint() ?? UnitPoint(x: 0.5, y: 0.5), rect: rect, stretched: isImage)
            } else {
                throw item.fail("a canvas command is {\"fill\": …}, {\"stroke\": …} or {\"draw\": …}")
            }
            var clips: [CanvasClip] = []
            for clip in try item.member("clip")?.array() ?? [] {
                try clip.checkKeys(["path", "transform", "evenOdd"], what: "a canvas clip")
                guard let path = clip.member("path") else { throw clip.fail("a canvas clip needs \"path\"") }
                clips.append(CanvasClip(elements: try PathView.elements(path), transform: try transform(clip.member("transform")),
                                        evenOdd: try clip.member("evenOdd")?.bool() ?? false))
            }
            var blend = CanvasBlendMode.normal
            if let mode = item.member("blendMode") {
                let name = try mode.string()
                guard let known = CanvasBlendMode(rawValue: name) else {
                    throw mode.fail("unknown blend mode \"\(name)\"; expected one of \(CanvasBlendMode.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                blend = known
            }
            commands.append(CanvasCommand(kind: kind, transform: try transform(item.member("transform")),
                                          opacity: try item.member("opacity")?.number(in: 0...1) ?? 1, blendMode: blend, clips: clips))
        }
        return (CanvasDrawing(commands: commands), views)
    }

    private static func shading(_ item: JSONField) throws(SceneError) -> CanvasShading {
        guard let style = item.member("with") else { throw item.fail("a canvas fill or stroke needs \"with\" (a style)") }
        return CanvasShading(try style.shapeStyle())
    }

    private static func transform(_ field: JSONField?) throws(SceneError) -> [Double] {
        guard let field else { return CanvasCommand.identity }
        let parts = try field.array()
        guard parts.count == 6 else { throw field.fail("a transform is [a, b, c, d, tx, ty]") }
        var values: [Double] = []
        for part in parts { values.append(try part.number(in: -SceneLimits.maxLength...SceneLimits.maxLength)) }
        return values
    }
}

/// A canvas's drawing for each size, made once (step 2); a failure is kept and reported.
package final class CanvasContent: @unchecked Sendable {
    private let make: @Sendable (Size) throws(SceneError) -> (CanvasDrawing, [ViewNode])
    private let lock = NSLock()
    private var made: [Size: Result<(CanvasDrawing, [ViewNode]), SceneError>] = [:]

    package init(_ make: @escaping @Sendable (Size) throws(SceneError) -> (CanvasDrawing, [ViewNode])) {
        self.make = make
    }

    package func drawing(for size: Size) -> Result<(CanvasDrawing, [ViewNode]), SceneError> {
        if let done = lock.withLock({ made[size] }) { return done }
        let result: Result<(CanvasDrawing, [ViewNode]), SceneError>
        do throws(SceneError) { result = .success(try make(size)) } catch { result = .failure(error) }
        lock.withLock { made[size] = result }
        return result
    }
}

package struct CanvasLayout: Layout, ViewBehavior {
    package var content: CanvasContent
    package var warnings: LayoutTimeWarnings? = nil

    package var name: String { "Canvas" }
    package func layout(in environment: EnvironmentValues) -> any Layout { self }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Step 3: the drawn views, each at its ideal size (or its rect's), at the canvas's origin.
    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        switch content.drawing(for: bounds.size) {
        case .success(let (drawing, views)):
            let children = context.engine.subviews(building: views, under: context.node)
            var rects: [Int: Rect] = [:]
            for command in drawing.commands { if case .view(let child, _, _, let rect?, _) = command.kind { rects[child] = rect } }
            for (index, subview) in children.enumerated() {
                let proposal = rects[index].map { ProposedViewSize($0.size) } ?? .unspecified
                subview.place(at: bounds.origin, proposal: proposal)
            }
        case .failure(let error):
            context.engine.fail(error)
        }
        for line in warnings?.all ?? [] { context.warn(sourceLine: line) }
    }

    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        guard case .success(let (drawing, _)) = content.drawing(for: bounds.size) else { return .none }
        return .canvas(drawing)
    }
}
