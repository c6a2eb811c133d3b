import RenderLayout

/// `badge(_:)`: a count or a short text on a `TabView`'s tab (docs/scene-format.md, "Navigation
/// and tab bars").
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The enclosing TabView reads it from a tab's content (or an iOS 18 `Tab`) when decoded,
///    and draws it as iOS does: a red capsule at the icon's trailing top corner with the count
///    in white (`BarMetrics`). A count of 0 shows no badge, as SwiftUI's `badge(0)`.
/// 3. Elsewhere (a List row's trailing count) it is not drawn: decision, as yet.
///
/// JSON: a whole number or a string.
package struct Badge: ModifierDefinition, ModifierBehavior {
    package static let entry = Vocabulary.Entry("badge", json: ["a number or a string"], summary: "A count or text on a TabView's tab, in a red capsule.", [
        .init([.init("_", .integer)], .single(0)),
        .init([.init("_", .string)], .single(0)),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        if case .number = field.node.value {
            let count = try field.integer(in: -1_000_000_000...1_000_000_000)
            return count == 0 ? nil : Badge(text: String(count))
        }
        if field.isNull { return nil }
        let text = try context.decoder.textString(field)
        return text.isEmpty ? nil : Badge(text: text)
    }

    package let text: String
    package var name: String { "badge" }
}
