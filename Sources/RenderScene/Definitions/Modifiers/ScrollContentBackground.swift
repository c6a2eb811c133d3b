import RenderLayout

/// `scrollContentBackground(_:)`: whether a List, Form or TextEditor draws its own background
/// (docs/scene-format.md, "Lists and forms").
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The content inherits the visibility (the nearest wins): under `.hidden` a List's
///    background leaf draws nothing, so what lies behind the List (its `.background`, a
///    gradient) shows between and around the cards, while the cards and rows keep their
///    colour — Apple: "the system background of scrollable views" is hidden, iOS 16 and later.
/// 3. `.visible` and `.automatic` draw the style's background.
///
/// JSON: `"hidden"`, `"visible"` or `"automatic"`.
package struct ScrollContentBackground: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("scrollContentBackground", json: ["automatic | visible | hidden"],
                                        summary: "`.hidden`: a List, Form or TextEditor inside draws no background of its own (a List's cards stay).", [
        .init([.init("_", .visibility)], .single(0)),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        let visibility = try field.choice(Dictionary(uniqueKeysWithValues: ListRowTraits.Visibility.allCases.map { ($0.rawValue, $0) }),
                                          what: "visibility")
        return ScrollContentBackground(hidden: visibility == .hidden)
    }

    package let hidden: Bool
    package var name: String { "scrollContentBackground" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.hidesScrollContentBackground = hidden
    }
}
