import RenderLayout

/// `fontWeight(_:)`: the weight of the texts and symbols inside.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The content inherits the weight (the nearest wins), which overrides the font's own;
///    `bold()` may still raise it (`EnvironmentValues.resolvedFont`).
/// 3. Symbols' strokes follow it (docs/scene-format.md, "Views": `ultraLight` draws 0.4×,
///    `black` 2× the regular stroke).
package struct FontWeight: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("fontWeight", json: ["ultraLight … black"], summary: "The weight of the texts and symbols inside.",
                                        [.init([.init("_", .fontWeight)], .single(0))])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        FontWeight(weight: try field.choice(FontNames.weights, what: "font weight"))
    }

    package let weight: Font.Weight
    package var name: String { "fontWeight" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.fontWeight = weight
    }
}
