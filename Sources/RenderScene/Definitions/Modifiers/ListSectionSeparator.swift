import RenderLayout

/// `listSectionSeparator(_:edges:)`: whether the lines along a List section's top and bottom
/// show (docs/scene-format.md, "Lists and forms").
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The enclosing List reads it, when it is decoded, from the rows of a section: set on a
///    `Section` it reaches every row (a Section's modifiers apply to each of its views), set on
///    one row it is that row's section's (`ListRowTraits`; the first row that sets an edge wins).
/// 3. The section's lines are the full-width hairlines of a `grouped` card's top and bottom
///    edges and, in plain styles, the line below the last row; `insetGrouped` and `inset`
///    draw none, so it changes nothing there ("the list style is the final arbiter", Apple's
///    documentation of the modifier).
///
/// JSON: `"hidden"` or `{visibility, edges}` (`edges`: `top`, `bottom`, `all` or an array).
package struct ListSectionSeparator: ModifierDefinition, ModifierBehavior {
    package static let entry = Vocabulary.Entry("listSectionSeparator", json: ["visibility", "{visibility, edges}"],
                                        summary: "Hides (or shows) the lines along a List section's top and bottom.", [
        .init([.init("_", .visibility, key: "visibility"), .init("edges", .edges, optional: true)]),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        let (visibility, edges) = try ListRowTraits.visibilityAndEdges(field, what: "listSectionSeparator")
        return ListSectionSeparator(visibility: visibility, edges: edges)
    }

    package let visibility: ListRowTraits.Visibility
    package let edges: ListRowTraits.VerticalEdges
    package var name: String { "listSectionSeparator" }
}
