/// `Label` and `labelStyle` (issue 13).
enum LabelEntries {
    typealias P = Vocabulary.Parameter
    typealias O = Vocabulary.Overload
    typealias E = Vocabulary.Entry

    static let views: [E] = [LabelView.entry]

    static let modifiers: [E] = [
        E("labelStyle", json: ["automatic | titleAndIcon | titleOnly | iconOnly"], summary: "What the labels inside show.", [
            O([P("_", .labelStyle)], .single(0)),
        ]),
    ]
}
