import RenderLayout

/// `gridColumnAlignment(_:)`: aligns every cell of this cell's `Grid` column; layout of the
/// view itself does not change (docs/scene-format.md, "Views": `GridRow`).
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The enclosing Grid reads the alignment when it is decoded (`SceneDecoder.gridAttributes`):
///    the outermost `gridColumnAlignment` in the cell's modifier chain counts, for the column.
package struct GridColumnAlignment: ModifierDefinition, ModifierBehavior {
    package static let entry = Vocabulary.Entry("gridColumnAlignment", json: ["leading | center | trailing"],
                                        summary: "Aligns every cell of this cell's Grid column.", [
        .init([.init("_", .horizontalAlignment)], .single(0)),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        GridColumnAlignment(alignment: try field.choice(
            Dictionary(uniqueKeysWithValues: HorizontalAlignment.allCases.map { ($0.rawValue, $0) }), what: "gridColumnAlignment"))
    }

    package let alignment: HorizontalAlignment
    package var name: String { "gridColumnAlignment" }
}
