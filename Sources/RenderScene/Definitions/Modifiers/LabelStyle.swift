import RenderLayout

/// `labelStyle(_:)`: what the labels inside show.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The content inherits the style (the nearest wins; `automatic` by default).
/// 3. Each Label shows its icon and title, the title alone or the icon alone by it
///    (`LabelLayout` steps 1 and 2).
package struct LabelStyle: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("labelStyle", json: ["automatic | titleAndIcon | titleOnly | iconOnly"], summary: "What the labels inside show.", [
        .init([.init("_", .labelStyle)], .single(0)),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        LabelStyle(style: try field.choice(
            Dictionary(uniqueKeysWithValues: LabelStyleKind.allCases.map { ($0.rawValue, $0) }), what: "label style"))
    }

    package let style: LabelStyleKind
    package var name: String { "labelStyle" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.labelStyle = style
    }
}
