/// `TextField`, `SecureField`, `Picker`, `DisclosureGroup`, `ProgressView()`'s spinner and their
/// modifiers (issue 13).
enum InputControlEntries {
    typealias P = Vocabulary.Parameter
    typealias O = Vocabulary.Overload
    typealias E = Vocabulary.Entry

    static let views: [E] = [TextFieldView.entry, SecureFieldView.entry, PickerView.entry, DisclosureGroupView.entry]

    static let modifiers: [E] = [
        E("pickerStyle", json: ["automatic | menu | segmented"], summary: "How the pickers inside show their options.", [
            O([P("_", .pickerStyle)], .single(0)),
        ]),
        E("textFieldStyle", json: ["automatic | plain | roundedBorder"], summary: "The text fields' border (automatic is plain on iOS).", [
            O([P("_", .textFieldStyle)], .single(0)),
        ]),
        E("tag", json: ["a string, number or Boolean"], summary: "The value a Picker option stands for.", [
            O([P("_", .tagValue)], .single(0)),
            O([P("_", .tagValue), P("includeOptional", .ignored)], .single(0)),
        ]),
    ]
}
