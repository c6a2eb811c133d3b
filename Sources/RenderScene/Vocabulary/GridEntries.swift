import RenderLayout

/// `Grid`, `GridRow` and the modifiers a Grid reads from its cells (issue 13).
package enum GridEntries {
    package typealias P = Vocabulary.Parameter
    package typealias O = Vocabulary.Overload
    package typealias E = Vocabulary.Entry

    package static let views: [E] = [
        GridView.entry,
        GridRowView.entry,
    ]

    package static let modifiers: [E] = [GridCellColumns.entry, GridColumnAlignment.entry, GridCellUnsizedAxes.entry]
}
