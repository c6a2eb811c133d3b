import RenderLayout

/// `lineLimit(_:)`: at most this many lines in the texts inside; layout of the modifier itself
/// does not change.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The content inherits the limit (the nearest wins); `null` lifts an inherited one.
/// 3. A Text shows at most that many lines, the last truncated per `truncationMode`
///    (`TextLayout` step 3; docs/scene-format.md, "Modifiers": a whole number ≥ 1, or `null`).
package struct LineLimit: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("lineLimit", json: ["integer", "null"], summary: "At most this many lines.",
                                        [.init([.init("_", .integer)], .single(0))])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        LineLimit(limit: field.isNull ? nil : try field.integer(in: 1...100_000))
    }

    package let limit: Int?
    package var name: String { "lineLimit" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.lineLimit = limit
    }
}
