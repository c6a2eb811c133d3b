import RenderLayout

/// `underline(_:pattern:color:)`: underlines the texts inside.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The content inherits the flag (the nearest wins; `false` turns an inherited one off).
/// 3. Pango underlines the runs; SwiftUI's pattern and colour are accepted and not drawn
///    (docs/scene-format.md, "Modifiers").
package struct Underline: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("underline", json: ["true"], summary: "Underlines the texts inside.", [
        .init([], .constant(.bool(true))),
        .init([.init("_", .bool), .init("pattern", .ignored, optional: true), .init("color", .ignored, optional: true)], .single(0)),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        Underline(isOn: try field.bool())
    }

    package let isOn: Bool
    package var name: String { "underline" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.textDecoration.underline = isOn
    }
}
