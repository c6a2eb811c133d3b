import RenderLayout

/// `TextField`, `SecureField`, `Picker`, `DisclosureGroup`, `ProgressView()`'s spinner and their
/// modifiers (issue 13).
package enum InputControlEntries {
    package typealias P = Vocabulary.Parameter
    package typealias O = Vocabulary.Overload
    package typealias E = Vocabulary.Entry

    package static let views: [E] = [TextFieldView.entry, SecureFieldView.entry, TextEditorView.entry, PickerView.entry, DisclosureGroupView.entry]

    package static let modifiers: [E] = [
        PickerStyle.entry,
        TextFieldStyle.entry,
        Tag.entry,
        LabelsHidden.entry,
        Disabled.entry,
    ]
}
