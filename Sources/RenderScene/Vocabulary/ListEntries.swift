import RenderLayout

/// `List`, `Form`, `Section` and `listStyle` (issue 13).
package enum ListEntries {
    package typealias P = Vocabulary.Parameter
    package typealias O = Vocabulary.Overload
    package typealias E = Vocabulary.Entry

    package static let views: [E] = [ListView.entry, FormView.entry, SectionView.entry, NavigationLinkView.entry]

    package static let modifiers: [E] = [
        ListStyle.entry,
        // Row traits the List reads (`ListRowTraits`), and its background.
        ListRowInsets.entry, ListRowBackground.entry, ListRowSeparator.entry, ListRowSeparatorTint.entry,
        ListSectionSeparator.entry, ScrollContentBackground.entry,
        // What the scroll views inside do with their content (iOS 17).
        ContentMargins.entry, ScrollClipDisabled.entry,
    ]
}
