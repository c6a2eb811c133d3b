import RenderLayout

/// `controlSize(_:)`: how large the controls inside are drawn.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The content inherits the size (the nearest wins).
/// 3. Bordered buttons take its insets and corner radius (`ControlSize`); other controls keep
///    their regular size (decision: their other sizes are not drawn yet).
package struct ControlSizeModifier: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("controlSize", json: ["mini | small | regular | large | extraLarge"],
                                        summary: "The size of the controls inside (bordered buttons' bezels).",
                                        [.init([.init("_", .caseName)], .single(0))])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        ControlSizeModifier(size: try field.choice(
            Dictionary(uniqueKeysWithValues: ControlSize.allCases.map { ($0.rawValue, $0) }), what: "control size"))
    }

    package let size: ControlSize
    package var name: String { "controlSize" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.controlSize = size
    }
}
