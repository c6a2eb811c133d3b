/// `List`, `Form`, `Section` and `listStyle` (issue 13).
enum ListEntries {
    typealias P = Vocabulary.Parameter
    typealias O = Vocabulary.Overload
    typealias E = Vocabulary.Entry

    static let views: [E] = [ListView.entry, FormView.entry, SectionView.entry, NavigationLinkView.entry]

    static let modifiers: [E] = [
        ListStyle.entry,
    ]
}
