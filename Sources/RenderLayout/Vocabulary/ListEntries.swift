/// `List`, `Form`, `Section` and `listStyle` (issue 13).
enum ListEntries {
    typealias P = Vocabulary.Parameter
    typealias O = Vocabulary.Overload
    typealias E = Vocabulary.Entry

    static let views: [E] = [ListView.entry, FormView.entry, SectionView.entry, NavigationLinkView.entry]

    static let modifiers: [E] = [
        E("listStyle", json: ["automatic | plain | insetGrouped | grouped | inset"],
          summary: "The style of the Lists inside (`automatic` is `insetGrouped`; a Form keeps its own).", [
            O([P("_", .listStyle)], .single(0)),
        ]),
    ]
}
