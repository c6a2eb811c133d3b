import RenderLayout

/// `bold(_:)`: bold texts inside.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The content inherits the flag (the nearest wins; `false` turns an inherited one off).
/// 3. The resolved font is bolded: a weight below bold is raised to it, after `fontWeight`
///    (`EnvironmentValues.resolvedFont`).
package struct Bold: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("bold", json: ["true"], summary: "Bold texts inside.",
                                        [.init([], .constant(.bool(true))), .init([.init("_", .bool)], .single(0))])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        Bold(isOn: try field.bool())
    }

    package let isOn: Bool
    package var name: String { "bold" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.bold = isOn
    }
}
