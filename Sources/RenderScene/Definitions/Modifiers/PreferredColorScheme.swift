import RenderLayout

/// `preferredColorScheme(_:)`: the colour scheme of the whole presentation.
///
/// 1. SwiftUI sets the scheme "for the nearest enclosing presentation, like a popover, a sheet,
///    or a window", overriding the user's Dark Mode setting (Apple's documentation of
///    `preferredColorScheme(_:)`). Presentations are not drawn at rest, so the presentation
///    is the whole scene: the modifier sets the root's scheme wherever it sits in the tree,
///    over `--color-scheme` and the canvas's `colorScheme` (the user's setting).
/// 2. Decision: when several views state a preference, the first in the tree, depth first,
///    wins (SwiftUI does not document the order); `nil` (`null`) states none.
/// 3. The content is laid out and drawn as without the modifier (`PassThroughLayout`); the
///    scheme reaches it through the root's environment (`ColorSchemeModifier` step 3).
package struct PreferredColorScheme: ModifierDefinition, PresentationColorSchemePreference {
    package static let entry = Vocabulary.Entry("preferredColorScheme", json: ["light | dark | null"],
                                        summary: "The colour scheme of the whole presentation (the scene), wherever it is set; over `--color-scheme`.",
                                        [.init([.init("_", .colorScheme)], .single(0))])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        if case .null = field.node.value { return nil }
        return PreferredColorScheme(preferredColorScheme: try field.colorScheme())
    }

    package let preferredColorScheme: ColorScheme
    package var name: String { "preferredColorScheme" }
}
