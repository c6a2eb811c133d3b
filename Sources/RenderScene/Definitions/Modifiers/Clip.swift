import CCairoPango

import RenderLayout

/// `clipped(antialiased:)` and `cornerRadius(_:antialiased:)`: drawing is cut to the frame, or
/// to the frame with rounded corners; layout does not change.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The subtree is drawn through the frame's rectangle (rounded by `cornerRadius`, circular
///    corners) as a clip.
/// 3. The SVG text layer and `--fit` see only what lies inside the frame.
package struct ClipEffect: ModifierBehavior, DrawingEffect {
    package let name: String
    package let cornerRadius: Double

    package func paint(_ node: PlacedNode, with painter: Painter) {
        let cairo = painter.cairo
        cairo_save(cairo)
        ShapePath.add(cornerRadius > 0 ? .roundedRectangle(cornerRadius: cornerRadius) : .rectangle, in: node.frame, to: cairo)
        cairo_clip(cairo)
        painter.paintChildren(node)
        cairo_restore(cairo)
    }

    package func drawnExtent(of inner: Rect, in frame: Rect) -> Rect? { Painter.intersection(inner, frame) }
    package var textLayer: EffectReach { .clipped }
    package var fitExtent: EffectReach { .clipped }
}

/// `clipped()`: `ClipEffect` with square corners; `{"clipped": false}` changes nothing.
package enum Clipped: ModifierDefinition {
    package static let entry = Vocabulary.Entry("clipped", json: ["true"], summary: "Clips drawing to the frame.", [
        .init([], .constant(.bool(true))), .init([.init("antialiased", .ignored)], .constant(.bool(true))),
    ])

    package static func decode(_ value: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        try value.bool() ? ClipEffect(name: "clipped", cornerRadius: 0) : nil
    }
}

/// `cornerRadius(_:)`: `ClipEffect` with rounded corners.
package enum CornerRadius: ModifierDefinition {
    package static let entry = Vocabulary.Entry("cornerRadius", json: ["number"], summary: "Clips drawing to a rounded frame.", [
        .init([.init("_", .length)], .single(0)), .init([.init("_", .length), .init("antialiased", .ignored)], .single(0)),
    ])

    package static func decode(_ value: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        ClipEffect(name: "cornerRadius", cornerRadius: try value.length(allowInfinity: false))
    }
}
