import RenderLayout

/// `baselineOffset(_:)`: the texts inside moved up (positive points) or down from their
/// baseline, their box grown to hold them (`Text.baselineOffset(_:)`, and `View.baselineOffset(_:)`
/// since iOS 16; Apple's documentation: "The bounds of the view expand to contain the moved text").
///
/// 1. The content is laid out as it would be without the modifier, with the offset in its
///    environment (`TextDecoration.baselineOffset`); the nearest wins, −1000…1000 points.
/// 2. A Text moves each run by its own offset (`Text("a") + Text("2").baselineOffset(6)`: a
///    run's `baselineOffset`), else by this one, and grows its lines to hold the moved runs; its
///    text baselines stay the unmoved line's (`BaselineShift`, steps 1–4).
package struct BaselineOffset: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("baselineOffset", json: ["number"],
                                                summary: "Moves the texts inside up (positive points) or down from their baseline; their box grows to hold them.",
                                                [.init([.init("_", .number)], .single(0))])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        BaselineOffset(points: try field.number(in: -1_000...1_000))
    }

    package let points: Double
    package var name: String { Self.entry.name }

    package func apply(to environment: inout EnvironmentValues) {
        environment.textDecoration.baselineOffset = points
    }
}
