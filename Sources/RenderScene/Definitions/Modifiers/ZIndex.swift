import RenderLayout

/// `zIndex(_:)`: the view drawn above (higher) or below its siblings; layout does not change.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The value reaches the parent through the modifiers around the view (`PlacedNode.zIndex`:
///    the outermost in the chain), and the painter draws siblings in order of it, equal values
///    in tree order.
package struct ZIndex: ModifierDefinition, ModifierBehavior, DrawingEffect {
    package static let entry = Vocabulary.Entry("zIndex", json: ["number"],
                                        summary: "Draws the view above (higher) or below its siblings in a stack; layout does not change.",
                                        [.init([.init("_", .number)], .single(0))])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        ZIndex(value: try field.number(in: -1_000_000...1_000_000))
    }

    package let value: Double
    package var name: String { "zIndex" }
    package var zIndex: Double? { value }
}
