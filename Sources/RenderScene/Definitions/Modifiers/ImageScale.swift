import RenderLayout

/// `imageScale(_:)`: the size of the symbols inside relative to the font.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The content inherits the scale (the nearest wins; `medium` by default).
/// 3. A symbol is as tall as the font's size × 1.2 × the scale's factor, `small` 0.8,
///    `medium` 1, `large` 1.3 (decisions: `ImageScale`; docs/scene-format.md, "Views").
package struct ImageScaleModifier: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("imageScale", json: ["small | medium | large"], summary: "The size of the symbols inside relative to the font (0.8, 1, 1.3).",
                                        [.init([.init("_", .imageScale)], .single(0))])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        ImageScaleModifier(scale: try field.choice(
            Dictionary(uniqueKeysWithValues: ImageScale.allCases.map { ($0.rawValue, $0) }), what: "image scale"))
    }

    package let scale: ImageScale
    package var name: String { "imageScale" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.imageScale = scale
    }
}
