/// `Label` and `labelStyle` (issue 13).
enum LabelEntries {
    typealias P = Vocabulary.Parameter
    typealias O = Vocabulary.Overload
    typealias E = Vocabulary.Entry

    static let views: [E] = [
        E("Label", json: ["title", "systemImage"], summary: "A symbol and a title side by side, as `labelStyle` shows them.", [
            O([P("_", .string, key: "title"), P("systemImage", .string)]),
        ]),
    ]

    static let modifiers: [E] = [
        LabelStyle.entry,
    ]
}
