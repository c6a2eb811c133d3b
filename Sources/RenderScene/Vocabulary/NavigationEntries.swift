import RenderLayout

/// The app around the view (issue 26): navigation containers and their bars, toolbars, tab
/// views, and the presentations a screen at rest does not show.
package enum NavigationEntries {
    package static let views: [Vocabulary.Entry] = [
        NavigationStackView.entry, NavigationViewView.entry, NavigationSplitViewView.entry,
        ToolbarItemView.entry, ToolbarItemGroupView.entry, TabViewView.entry, TabTabView.entry, TabSectionView.entry,
    ]

    package static let modifiers: [Vocabulary.Entry] = [
        NavigationTitle.entry, NavigationBarTitleDisplayMode.entry, ToolbarTitleDisplayMode.entry, Toolbar.entry, ToolbarBackground.entry, Searchable.entry,
        NavigationBarTitle.entry, NavigationBarItems.entry, NavigationBarHidden.entry,
        TabItem.entry, Badge.entry, TabViewStyle.entry, TabPlacementModifier.entry, IndexViewStyle.entry,
        SheetModifier.entry, FullScreenCoverModifier.entry, PopoverModifier.entry, AlertModifier.entry, ConfirmationDialogModifier.entry,
        ToolbarVisibility.entry,
    ]
}
