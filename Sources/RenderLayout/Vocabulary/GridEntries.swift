/// `Grid`, `GridRow` and the modifiers a Grid reads from its cells (issue 13).
enum GridEntries {
    typealias P = Vocabulary.Parameter
    typealias O = Vocabulary.Overload
    typealias E = Vocabulary.Entry

    static let views: [E] = [
        GridView.entry,
        GridRowView.entry,
    ]

    static let modifiers: [E] = [GridCellColumns.entry, GridColumnAlignment.entry]
}
