import RenderLayout

/// `font(_:)`: the font of the texts (and the size of the symbols) inside.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The content inherits the font (the nearest wins; `body` by default): a text style, or
///    `{style, size, weight, design, family, relativeTo}` (docs/scene-format.md, "Modifiers").
/// 3. Text and symbols use it once Dynamic Type, `fontWeight`, `bold()` and `italic()` are
///    applied (`EnvironmentValues.resolvedFont`).
package struct FontModifier: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("font", json: ["text style", "{style, size, weight, design, family}"], summary: "The font of the texts inside.",
                                        [.init([.init("_", .font)], .single(0))])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        FontModifier(font: try field.font())
    }

    package let font: Font
    package var name: String { "font" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.font = font
    }
}
