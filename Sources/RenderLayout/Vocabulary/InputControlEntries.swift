/// `TextField`, `SecureField`, `Picker`, `DisclosureGroup`, `ProgressView()`'s spinner and their
/// modifiers (issue 13).
enum InputControlEntries {
    typealias P = Vocabulary.Parameter
    typealias O = Vocabulary.Overload
    typealias E = Vocabulary.Entry

    static let views: [E] = [TextFieldView.entry, SecureFieldView.entry, PickerView.entry, DisclosureGroupView.entry]

    static let modifiers: [E] = [
        PickerStyle.entry,
        TextFieldStyle.entry,
        Tag.entry,
    ]
}
