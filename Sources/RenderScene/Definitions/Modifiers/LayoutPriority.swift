import RenderLayout

/// `layoutPriority(_:)`: stacks offer space to higher priorities first; the view's own layout
/// does not change (docs/scene-format.md, "Modifiers").
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The value is the view's priority as a stack child (`LayoutNode.priority`): the
///    outermost `layoutPriority` in its modifier chain, which passes through the modifiers
///    around it; a view without one has 0.
/// 3. A `Spacer` under the modifier is still a spacer to its stack (sized last).
package struct LayoutPriority: ModifierDefinition, ModifierBehavior {
    package static let entry = Vocabulary.Entry("layoutPriority", json: ["number"], summary: "Stacks offer space to higher priorities first.",
                                        [.init([.init("_", .number)], .single(0))])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        LayoutPriority(value: try field.number(in: -1_000_000...1_000_000))
    }

    package let value: Double
    package var name: String { "layoutPriority" }
    package var layoutPriority: Double? { value }
}
