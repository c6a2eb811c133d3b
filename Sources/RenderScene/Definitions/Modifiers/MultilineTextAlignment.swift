import RenderLayout

/// `multilineTextAlignment(_:)`: how the lines of the texts inside align with each other.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The content inherits the alignment (the nearest wins; `leading` by default).
/// 3. A Text aligns its lines within its own width: `leading`, `center` or `trailing`, with
///    `leading` the right edge in a right-to-left environment (docs/scene-format.md,
///    "Right-to-left", step 2).
package struct MultilineTextAlignment: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("multilineTextAlignment", json: ["leading | center | trailing"], summary: "How the lines of a text align.",
                                        [.init([.init("_", .textAlignment)], .single(0))])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        MultilineTextAlignment(alignment: try field.choice(
            Dictionary(uniqueKeysWithValues: TextAlignment.allCases.map { ($0.rawValue, $0) }), what: "text alignment"))
    }

    package let alignment: TextAlignment
    package var name: String { "multilineTextAlignment" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.multilineTextAlignment = alignment
    }
}
