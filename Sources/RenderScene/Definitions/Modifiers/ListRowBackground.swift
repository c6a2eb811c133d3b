import RenderLayout

/// `listRowBackground(_:)`: a view behind a List row, filling the whole row
/// (docs/scene-format.md, "Lists and forms").
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`); the
///    background view is not its child.
/// 2. The enclosing List reads it from a row's modifiers when it is decoded (`ListRowTraits`;
///    the outermost wins) and gives the row the view as a second child, behind its content:
///    proposed and placed as the row's whole rectangle (the card's width, the row's height),
///    over the card's colour (`ListRowLayout` step 4).
/// 3. In `insetGrouped` the first and last rows of a section are clipped to the card's rounded
///    corners, as iOS shows a coloured row at the top or bottom of a card (Apple's
///    `listRowBackground` example; `ListRowBackgroundClip`).
/// 4. `nil` (JSON `null`) keeps the style's background. Outside a List it does nothing.
///
/// JSON: one view, or `null`.
package struct ListRowBackground: ModifierDefinition, ModifierBehavior {
    package static let entry = Vocabulary.Entry("listRowBackground", json: ["view", "null"],
                                        summary: "A view behind a List row, filling it (clipped to an inset grouped card's corners).", [
        .init([.init("_", .view)], .single(0)),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        if field.isNull { return ListRowBackground(view: nil) }
        let views = try context.decoder.view(field, depth: context.depth)
        guard views.count == 1, let view = views.first else {
            throw field.fail("listRowBackground content must be exactly one view (wrap several in a ZStack)")
        }
        return ListRowBackground(view: view)
    }

    package let view: ViewNode?
    package var name: String { "listRowBackground" }
}
