import RenderLayout

/// `tracking(_:)` and `kerning(_:)`: extra space between the characters of the texts inside.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The content inherits the points, −1000…1000 (the nearest wins).
/// 3. Decision: both are Pango's one letter spacing, which adds nothing after the last
///    character (`TextDecoration.tracking`; docs/scene-format.md, "Modifiers").
/// The layout dump names the node by the key used, `tracking` or `kerning`.
package struct Tracking: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("tracking", json: ["number"], summary: "Extra space after each character, in points.",
                                        [.init([.init("_", .number)], .single(0))])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        Tracking(points: try field.number(in: -1_000...1_000), name: entry.name)
    }

    package let points: Double
    package let name: String

    package func apply(to environment: inout EnvironmentValues) {
        environment.textDecoration.tracking = points
    }
}

/// `kerning(_:)`: as `tracking` (one letter spacing in Pango; decision).
package enum Kerning: ModifierDefinition {
    package static let entry = Vocabulary.Entry("kerning", json: ["number"], summary: "As tracking (one letter spacing in Pango; decision).",
                                        [.init([.init("_", .number)], .single(0))])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        Tracking(points: try field.number(in: -1_000...1_000), name: entry.name)
    }
}
