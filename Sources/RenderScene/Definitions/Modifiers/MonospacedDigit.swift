import RenderLayout

/// `monospacedDigit()`: digits of one width in the texts inside.
///
/// 1. `false` changes nothing: the content is kept as it is, without a modifier node.
/// 2. Otherwise the content is laid out as it would be without the modifier
///    (`PassThroughLayout`) and inherits tabular figures (OpenType `tnum`), which Pango asks
///    the font for (docs/scene-format.md, "Modifiers").
package struct MonospacedDigit: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("monospacedDigit", json: ["true"], summary: "Digits of one width (tabular figures).",
                                        [.init([], .constant(.bool(true)))])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        try field.bool() ? MonospacedDigit() : nil
    }

    package var name: String { "monospacedDigit" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.textDecoration.monospacedDigit = true
    }
}
