import RenderLayout

/// `gridCellUnsizedAxes(_:)`: the cell does not size its `Grid` column (horizontal) or row
/// (vertical); it is proposed the slot the other cells make. Apple's documentation: it keeps a
/// flexible view — `Divider`, `Spacer`, `Color` — from defining the size of a row or column, so
/// `Divider().gridCellUnsizedAxes(.horizontal)` between a grid's rows leaves the grid as wide as
/// its cells instead of as wide as its parent offers. Layout of the view itself does not change.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The enclosing Grid reads the axes when it is decoded (`SceneDecoder.gridAttributes`): the
///    outermost `gridCellUnsizedAxes` in the cell's modifier chain counts (`GridLayout` steps
///    1, 3 and 5 leave the cell out on those axes).
package struct GridCellUnsizedAxes: ModifierDefinition, ModifierBehavior {
    package static let entry = Vocabulary.Entry("gridCellUnsizedAxes", json: ["horizontal | vertical | [axes]"],
                                        summary: "The cell does not size its Grid column or row on these axes.", [
        .init([.init("_", .axes)], .single(0)),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        // `[]` is SwiftUI's empty `Axis.Set`: the cell sizes both axes, as without the modifier.
        if case .array(let items) = field.node.value, items.isEmpty { return GridCellUnsizedAxes(axes: []) }
        return GridCellUnsizedAxes(axes: try field.axes())
    }

    package let axes: Axis.Set
    package var name: String { "gridCellUnsizedAxes" }
}
