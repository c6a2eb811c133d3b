import RenderLayout

/// `environment(\.layoutDirection, …)`, spelled `{"layoutDirection": …}` in JSON: right-to-left
/// mirrors the views inside within their parents.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The content inherits the direction (the nearest wins; `leftToRight` inside restores
///    left to right for its subtree).
/// 3. Layout runs left to right; `LayoutEngine.place` then flips the x of every view placed by
///    a parent whose environment is right-to-left. Text is not mirrored: Pango's bidi orders it
///    (docs/scene-format.md, "Right-to-left").
package struct LayoutDirectionModifier: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("layoutDirection", json: ["leftToRight | rightToLeft"],
                                        summary: "`environment(\\.layoutDirection, …)`: right-to-left mirrors the views inside within their parents; text reads in its own direction.",
                                        [.init([.init("_", .layoutDirection)], .single(0))])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        LayoutDirectionModifier(direction: try field.layoutDirection())
    }

    package let direction: LayoutDirection
    package var name: String { "layoutDirection" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.layoutDirection = direction
    }
}
