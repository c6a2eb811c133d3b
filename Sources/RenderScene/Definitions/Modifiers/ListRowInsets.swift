import RenderLayout

/// `listRowInsets(_:)`: the space between a List row's edges and its content
/// (docs/scene-format.md, "Lists and forms").
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The enclosing List reads it from a row's modifiers when it is decoded (`ListRowTraits`,
///    the outermost setting wins, as SwiftUI's row preference does) and the row uses these
///    insets instead of its style's (`ListRowLayout` steps 1–3); the 44-point minimum row
///    height still holds (`defaultMinListRowHeight` bounds every row).
/// 3. `nil` (JSON `null`) keeps the style's insets. Outside a List it does nothing, as in
///    SwiftUI.
///
/// JSON: `{top, leading, bottom, trailing}` (each 0 when left out) or `null`. Lengths are 0 or
/// more (decision: SwiftUI takes negative insets, but a row drawn outside its card is no look
/// any app wants).
package struct ListRowInsets: ModifierDefinition, ModifierBehavior {
    package static let entry = Vocabulary.Entry("listRowInsets", json: ["{top, leading, bottom, trailing}", "null"],
                                        summary: "A List row's insets instead of its style's (the 44-point minimum height holds).", [
        .init([.init("_", .insets)], .single(0)),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        if field.isNull { return ListRowInsets(insets: nil) }
        guard case .object = field.node.value else { throw field.fail("listRowInsets takes {top, leading, bottom, trailing} or null") }
        let insets = try field.paddingInsets()
        guard [insets.top, insets.leading, insets.bottom, insets.trailing].allSatisfy({ $0 >= 0 }) else {
            throw field.fail("listRowInsets lengths must be 0 or more")
        }
        return ListRowInsets(insets: insets)
    }

    package let insets: EdgeInsets?
    package var name: String { "listRowInsets" }
}
