/// `zIndex(_:)`: the view drawn above (higher) or below its siblings; layout does not change.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The value reaches the parent through the modifiers around the view (`PlacedNode.zIndex`:
///    the outermost in the chain), and the painter draws siblings in order of it, equal values
///    in tree order.
struct ZIndex: ModifierDefinition, ModifierBehavior, DrawingEffect {
    static let entry = Vocabulary.Entry("zIndex", json: ["number"],
                                        summary: "Draws the view above (higher) or below its siblings in a stack; layout does not change.",
                                        [.init([.init("_", .number)], .single(0))])

    static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        ZIndex(value: try field.number(in: -1_000_000...1_000_000))
    }

    let value: Double
    var name: String { "zIndex" }
    var zIndex: Double? { value }
}
