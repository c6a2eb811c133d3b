/// `Grid`, `GridRow` and the modifiers a Grid reads from its cells (issue 13).
enum GridEntries {
    typealias P = Vocabulary.Parameter
    typealias O = Vocabulary.Overload
    typealias E = Vocabulary.Entry

    static let views: [E] = [
        E("Grid", json: ["alignment", "horizontalSpacing", "verticalSpacing", "children"],
          summary: "Rows of cells in shared columns: GridRows, and views across every column.", [
            O([P("alignment", .alignment, optional: true), P("horizontalSpacing", .length, optional: true),
               P("verticalSpacing", .length, optional: true), ViewEntries.content]),
        ]),
        E("GridRow", json: ["alignment", "children"], summary: "One row of a Grid: each child a cell, in column order.", [
            O([P("alignment", .verticalAlignment, optional: true), ViewEntries.content]),
        ]),
    ]

    static let modifiers: [E] = [GridCellColumns.entry, GridColumnAlignment.entry]
}
