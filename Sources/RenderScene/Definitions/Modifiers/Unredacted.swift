import RenderLayout

/// `unredacted()`: draws the content as it is under a `redacted(reason:)` above.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The content inherits no redaction (the nearest wins: a `redacted` inside redacts again).
package struct Unredacted: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("unredacted", json: ["true"], summary: "Draws the content unredacted under a redaction above.", [
        .init([], .constant(.bool(true))),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        try field.bool() ? Unredacted() : nil
    }

    package var name: String { "unredacted" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.isRedacted = false
    }
}
