import RenderLayout

/// `navigationBarTitleDisplayMode(_:)`: whether the bar shows its title large, under the bar,
/// or inline, in it (docs/scene-format.md, "Navigation and tab bars").
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The enclosing navigation container reads it when decoded (`NavigationPreferences`): the
///    first in its content wins. `automatic` is `large` at the root of a stack, as iOS 17 shows
///    a root view's title (a pushed view would inherit; nothing is pushed at rest).
package struct NavigationBarTitleDisplayMode: ModifierDefinition, ModifierBehavior {
    package static let entry = Vocabulary.Entry("navigationBarTitleDisplayMode", json: ["automatic", "inline", "large"],
                                        summary: "The bar's title large (under the bar) or inline (in it).", [
        .init([.init("_", .caseName)], .single(0)),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        NavigationBarTitleDisplayMode(mode: try field.choice(["automatic": .automatic, "inline": .inline, "large": .large], what: "title display mode"))
    }

    package enum Mode: Sendable { case automatic, inline, large }
    package let mode: Mode
    package var name: String { "navigationBarTitleDisplayMode" }
}
