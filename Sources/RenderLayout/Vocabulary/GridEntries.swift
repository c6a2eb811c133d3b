/// `Grid`, `GridRow` and the modifiers a Grid reads from its cells (issue 13).
enum GridEntries {
    typealias P = Vocabulary.Parameter
    typealias O = Vocabulary.Overload
    typealias E = Vocabulary.Entry

    static let views: [E] = [
        GridView.entry,
        GridRowView.entry,
    ]

    static let modifiers: [E] = [
        E("gridCellColumns", json: ["integer"], summary: "The cell spans this many columns of its Grid.", [
            O([P("_", .integer)], .single(0)),
        ]),
        E("gridColumnAlignment", json: ["leading | center | trailing"], summary: "Aligns every cell of this cell's Grid column.", [
            O([P("_", .horizontalAlignment)], .single(0)),
        ]),
    ]
}
