import RenderLayout

/// `blur(radius:opaque:)`: the view drawn blurred; layout does not change.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The subtree is drawn offscreen and blurred (`Painter.blurredSubtree`: a Gaussian of
///    standard deviation `radius` points), and that image is painted instead of the subtree.
/// 3. The drawn extent grows by three deviations; blurred text has no plain position for the
///    SVG text layer (decision).
package struct Blur: ModifierDefinition, ModifierBehavior, DrawingEffect {
    package static let entry = Vocabulary.Entry("blur", json: ["number", "{radius}"],
                                        summary: "Draws the view blurred (Gaussian, radius in points); layout does not change.", [
        .init([.init("radius", .length), .init("opaque", .ignored, optional: true)], .single(0)),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        guard case .object = field.node.value else { return Blur(radius: try field.length(allowInfinity: false)) }
        try field.checkKeys(["radius"], what: "blur")
        guard let radius = field.member("radius") else { throw field.fail("blur needs \"radius\"") }
        return Blur(radius: try radius.length(allowInfinity: false))
    }

    package let radius: Double
    package var name: String { "blur" }

    package func paint(_ node: PlacedNode, with painter: Painter) {
        guard let offscreen = painter.blurredSubtree(node, radius: radius) else { return }
        painter.paintOffscreen(offscreen)
    }

    package func drawnExtent(of inner: Rect, in frame: Rect) -> Rect? { Painter.grown(inner, by: 3 * radius) }
    package var textLayer: EffectReach { .omitted }
}
