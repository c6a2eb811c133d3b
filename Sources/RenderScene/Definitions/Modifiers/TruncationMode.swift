import RenderLayout

/// `truncationMode(_:)`: where the texts inside are cut when they do not fit.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The content inherits the mode (the nearest wins; `tail` by default).
/// 3. A Text's last line, when truncated, loses its `head`, `middle` or `tail` to an ellipsis
///    (`TextLayout` step 3).
package struct TruncationModeModifier: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("truncationMode", json: ["head | middle | tail"], summary: "Where a truncated text is cut.",
                                        [.init([.init("_", .truncationMode)], .single(0))])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        TruncationModeModifier(mode: try field.choice(
            Dictionary(uniqueKeysWithValues: TruncationMode.allCases.map { ($0.rawValue, $0) }), what: "truncation mode"))
    }

    package let mode: TruncationMode
    package var name: String { "truncationMode" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.truncationMode = mode
    }
}
