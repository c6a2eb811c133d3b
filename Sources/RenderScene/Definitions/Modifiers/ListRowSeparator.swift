import RenderLayout

/// `listRowSeparator(_:edges:)`: whether a List row's separators show (docs/scene-format.md,
/// "Lists and forms").
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The enclosing List reads it from a row's modifiers when it is decoded (`ListRowTraits`;
///    for each edge the outermost setting wins).
/// 3. A separator lies between two rows and belongs to both: it is hidden when the row above
///    hides its bottom edge or the row below its top edge (Apple: "Separators can be presented
///    above and below a row"; decision: either row may hide the one they share). The line
///    below a section's last row (plain styles) is the last row's bottom edge too.
/// 4. `.visible` and `.automatic` show what the style shows: a style that draws no separator
///    there (a grouped card's top edge) still draws none — "the list style is the final
///    arbiter" (Apple's documentation of the modifier).
///
/// JSON: `"hidden"` or `{visibility, edges}` (`edges`: `top`, `bottom`, `all` or an array).
package struct ListRowSeparator: ModifierDefinition, ModifierBehavior {
    package static let entry = Vocabulary.Entry("listRowSeparator", json: ["visibility", "{visibility, edges}"],
                                        summary: "Hides (or shows) a List row's separators, above, below or both.", [
        .init([.init("_", .visibility, key: "visibility"), .init("edges", .edges, optional: true)]),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        let (visibility, edges) = try ListRowTraits.visibilityAndEdges(field, what: "listRowSeparator")
        return ListRowSeparator(visibility: visibility, edges: edges)
    }

    package let visibility: ListRowTraits.Visibility
    package let edges: ListRowTraits.VerticalEdges
    package var name: String { "listRowSeparator" }
}

/// `listRowSeparatorTint(_:edges:)`: the colour of a List row's separators.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The enclosing List reads it from a row's modifiers when it is decoded (`ListRowTraits`;
///    for each edge the outermost wins): the separator below the row takes the row's bottom
///    tint, else the tint the row below gives its top edge (decision, as step 3 of
///    `listRowSeparator`); `nil` is the style's separator colour.
///
/// JSON: a colour, or `{color, edges}`.
package struct ListRowSeparatorTint: ModifierDefinition, ModifierBehavior {
    package static let entry = Vocabulary.Entry("listRowSeparatorTint", json: ["color", "{color, edges}"],
                                        summary: "The colour of a List row's separators, above, below or both.", [
        .init([.init("_", .color, key: "color"), .init("edges", .edges, optional: true)]),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        let (color, edges) = try ListRowTraits.colorAndEdges(field, what: "listRowSeparatorTint")
        return ListRowSeparatorTint(color: color, edges: edges)
    }

    package let color: RGBA?
    package let edges: ListRowTraits.VerticalEdges
    package var name: String { "listRowSeparatorTint" }
}
