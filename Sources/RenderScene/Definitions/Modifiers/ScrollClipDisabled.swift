import RenderLayout

/// `scrollClipDisabled(_:)` (iOS 17): the scroll views inside draw their content unclipped
/// (`ScrollViewLayout`, step 7). IceCubes' tag and media rows: a horizontal ScrollView inside
/// a padded row, whose cards show past the row's padding.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. Every ScrollView inside (the nearest modifier wins) draws what overflows its bounds:
///    Apple's documentation, "By default, a scroll view clips its content to its bounds, but
///    you can disable that behavior" (its example: cards' shadows). `false` clips again.
///
/// JSON: `true` or `false`.
package struct ScrollClipDisabled: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("scrollClipDisabled", json: ["true | false"],
                                                 summary: "The scroll views inside draw their content unclipped (iOS 17).", [
        .init([.init("_", .bool, optional: true)], .custom { arguments, location in
            arguments.first.flatMap { $0 } ?? JSONNode(value: .bool(true), location: location)
        }),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        ScrollClipDisabled(disabled: try field.bool())
    }

    package let disabled: Bool
    package var name: String { "scrollClipDisabled" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.scrollClipDisabled = disabled
    }
}
