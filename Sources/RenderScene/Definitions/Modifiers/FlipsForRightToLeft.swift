import RenderLayout

/// `flipsForRightToLeftLayoutDirection(_:)`: the view drawn mirrored when its environment is
/// right-to-left; layout does not change.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. With `true` in a right-to-left environment, the subtree is drawn mirrored about the
///    frame's vertical centre line (a `ScaleEffect` of −1 × 1); otherwise unchanged.
package struct FlipsForRightToLeft: ModifierDefinition, ModifierBehavior {
    package static let entry = Vocabulary.Entry("flipsForRightToLeftLayoutDirection", json: ["true"],
                                        summary: "Draws the view mirrored when its environment is right-to-left; layout does not change.",
                                        [.init([.init("_", .bool)], .single(0))])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        FlipsForRightToLeft(flips: try field.bool())
    }

    package let flips: Bool
    package var name: String { "flipsForRightToLeftLayoutDirection" }

    package func layout(in environment: EnvironmentValues) -> any Layout {
        let mirrored = flips && environment.layoutDirection == .rightToLeft
        return PassThroughLayout(effect: mirrored ? ScaleEffect(x: -1, y: 1, anchor: .center) : nil)
    }
}
