import RenderLayout

/// `gridCellColumns(_:)`: the cell spans this many columns of its `Grid`; layout of the view
/// itself does not change (docs/scene-format.md, "Views": `GridRow`).
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The enclosing Grid reads the count when it is decoded (`SceneDecoder.gridAttributes`):
///    the outermost `gridCellColumns` in the cell's modifier chain counts.
package struct GridCellColumns: ModifierDefinition, ModifierBehavior {
    package static let entry = Vocabulary.Entry("gridCellColumns", json: ["integer"], summary: "The cell spans this many columns of its Grid.", [
        .init([.init("_", .integer)], .single(0)),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        GridCellColumns(count: try field.integer(in: 1...1000))
    }

    package let count: Int
    package var name: String { "gridCellColumns" }
}
