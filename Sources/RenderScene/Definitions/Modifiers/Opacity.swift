import CCairoPango

import RenderLayout

/// `opacity(_:)`: draws the view translucent; layout does not change.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The subtree is drawn into a group as large as what it draws (`drawnExtent`), which is
///    painted with the alpha; nothing is drawn at 0.
/// 3. At 0 the subtree shows neither to the SVG text layer nor to `--fit`.
package struct Opacity: ModifierDefinition, ModifierBehavior, DrawingEffect {
    package static let entry = Vocabulary.Entry("opacity", json: ["number"], summary: "Draws the view translucent.", [
        .init([.init("_", .number)], .single(0)),
    ])

    package static func decode(_ value: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        Opacity(alpha: try value.number(in: 0...1))
    }

    package let alpha: Double
    package var name: String { "opacity" }

    package func paint(_ node: PlacedNode, with painter: Painter) {
        guard alpha > 0, let extent = painter.drawnExtent(node) else { return }
        let cairo = painter.cairo
        cairo_save(cairo)
        cairo_rectangle(cairo, extent.minX - 1, extent.minY - 1, extent.width + 2, extent.height + 2)
        cairo_clip(cairo)
        cairo_push_group(cairo)
        painter.paintChildren(node)
        cairo_pop_group_to_source(cairo)
        cairo_paint_with_alpha(cairo, alpha)
        cairo_restore(cairo)
    }

    package var textLayer: EffectReach { alpha == 0 ? .omitted : .shown }
    package var fitExtent: EffectReach { alpha == 0 ? .omitted : .shown }
}
