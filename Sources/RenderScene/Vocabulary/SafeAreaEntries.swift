import RenderLayout

/// The safe-area modifiers of iOS 17 (issue 13, "Device canvases and safe area"), in the order
/// the docs list them; each is declared in its definition file (`Definitions/Modifiers/`).
package enum SafeAreaEntries {
    package static let modifiers: [Vocabulary.Entry] = [
        IgnoresSafeArea.entry, EdgesIgnoringSafeArea.entry, SafeAreaPadding.entry, SafeAreaInset.entry, ContainerRelativeFrame.entry,
    ]
}
