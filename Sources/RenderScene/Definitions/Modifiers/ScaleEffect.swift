import CCairoPango

import RenderLayout

/// `scaleEffect(_:anchor:)` and `scaleEffect(x:y:anchor:)`: the view drawn scaled about an
/// anchor; layout does not change.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The subtree is drawn scaled by (x, y) about the anchor's point of the frame (the centre
///    by default); a zero factor draws nothing, a negative one mirrors.
/// 3. The drawn extent is the scaled extent; scaled text has no plain position for the SVG
///    text layer (decision).
/// 4. A factor other than 1 marks its content as under a geometry effect, where a
///    GeometryReader's global frame is unknown (GeometryReader step 2).
package struct ScaleEffect: ModifierDefinition, ModifierBehavior, DrawingEffect {
    package static let entry = Vocabulary.Entry("scaleEffect", json: ["number", "{x, y, anchor}"],
                                        summary: "Draws the view scaled about an anchor (centre by default); layout does not change.", [
        .init([.init("_", .number, key: "x"), .init("anchor", .alignment, optional: true)], .custom(uniformScale)),
        .init([.init("x", .number, optional: true), .init("y", .number, optional: true), .init("anchor", .alignment, optional: true)]),
    ])

    /// `scaleEffect(1.5)`: the same factor on both axes.
    @Sendable package static func uniformScale(_ args: [JSONNode?], _ location: SourceLocation) -> JSONNode {
        var members: [(key: String, value: JSONNode)] = []
        if let factor = args.first ?? nil { members = [("x", factor), ("y", factor)] }
        if args.count > 1, let anchor = args[1] { members.append(("anchor", anchor)) }
        return JSONNode(value: .object(members), location: location)
    }

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        guard case .object = field.node.value else {
            let factor = try field.number(in: -1_000...1_000)
            return ScaleEffect(x: factor, y: factor, anchor: .center)
        }
        try field.checkKeys(["x", "y", "anchor"], what: "scaleEffect")
        return ScaleEffect(x: try field.member("x")?.number(in: -1_000...1_000) ?? 1,
                           y: try field.member("y")?.number(in: -1_000...1_000) ?? 1,
                           anchor: try field.member("anchor")?.alignment() ?? .center)
    }

    package let x: Double
    package let y: Double
    package let anchor: Alignment
    package var name: String { "scaleEffect" }

    /// Step 4.
    package var changesEnvironment: Bool { x != 1 || y != 1 }
    package func apply(to environment: inout EnvironmentValues) {
        if changesEnvironment { environment.underGeometryEffect = true }
    }

    package func paint(_ node: PlacedNode, with painter: Painter) {
        guard x != 0, y != 0 else { return }
        let cairo = painter.cairo
        cairo_save(cairo)
        let point = Painter.anchorPoint(anchor, in: node.frame)
        cairo_translate(cairo, point.x, point.y)
        cairo_scale(cairo, x, y)
        cairo_translate(cairo, -point.x, -point.y)
        painter.paintChildren(node)
        cairo_restore(cairo)
    }

    package func drawnExtent(of inner: Rect, in frame: Rect) -> Rect? {
        let anchorPoint = Painter.anchorPoint(anchor, in: frame)
        return Painter.bounds(of: inner) { p in
            Point(x: anchorPoint.x + (p.x - anchorPoint.x) * x, y: anchorPoint.y + (p.y - anchorPoint.y) * y)
        }
    }

    package var textLayer: EffectReach { .omitted }
}
