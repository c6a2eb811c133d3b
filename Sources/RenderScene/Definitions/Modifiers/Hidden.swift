import RenderLayout

/// `hidden()`: the view keeps its space and draws nothing.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. Nothing of the subtree is drawn, nor seen by the SVG text layer or `--fit`.
package struct Hidden: ModifierDefinition, ModifierBehavior, DrawingEffect {
    package static let entry = Vocabulary.Entry("hidden", json: ["true"], summary: "Keeps the view's space, draws nothing.", [
        .init([], .constant(.bool(true))),
    ])

    package static func decode(_ value: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        try value.bool() ? Hidden() : nil
    }

    package var name: String { "hidden" }
    package func paint(_ node: PlacedNode, with painter: Painter) {}
    package var textLayer: EffectReach { .omitted }
    package var fitExtent: EffectReach { .omitted }
}
