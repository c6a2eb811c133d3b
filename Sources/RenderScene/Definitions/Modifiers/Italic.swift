import RenderLayout

/// `italic(_:)`: italic texts inside.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The content inherits the flag (the nearest wins; `false` turns an inherited one off).
/// 3. The resolved font is italic (`EnvironmentValues.resolvedFont`).
package struct Italic: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("italic", json: ["true"], summary: "Italic texts inside.",
                                        [.init([], .constant(.bool(true))), .init([.init("_", .bool)], .single(0))])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        Italic(isOn: try field.bool())
    }

    package let isOn: Bool
    package var name: String { "italic" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.italic = isOn
    }
}
