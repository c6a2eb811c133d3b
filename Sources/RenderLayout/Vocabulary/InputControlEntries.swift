/// `TextField`, `SecureField`, `Picker`, `DisclosureGroup`, `ProgressView()`'s spinner and their
/// modifiers (issue 13).
enum InputControlEntries {
    typealias P = Vocabulary.Parameter
    typealias O = Vocabulary.Overload
    typealias E = Vocabulary.Entry

    static let content = P("content", .content, key: "children")

    /// `prompt: Text("…")`: the Text's string becomes `prompt`; the axis passes through.
    @Sendable static func textField(_ args: [JSONNode?], _ location: SourceLocation) -> JSONNode {
        var members: [(key: String, value: JSONNode)] = []
        let keys = ["title", "text", "prompt", "axis"]
        for (key, value) in zip(keys, args) {
            guard let value else { continue }
            // A prompt with Markdown characters reads as written (a placeholder is plain text).
            if key == "prompt", let text = value["text"] ?? value["markdown"] { members.append((key, text)); continue }
            members.append((key, value))
        }
        return JSONNode(value: .object(members), location: location)
    }

    static let views: [E] = [
        E("TextField", json: ["title", "text", "prompt", "axis"],
          summary: "A text field at rest: its text, or the placeholder (the title, or `prompt`) in grey; styled by `textFieldStyle`.", [
            O([P("_", .string, key: "title"), P("text", .string), P("prompt", .view, optional: true), P("axis", .axes, optional: true)],
              .custom(textField)),
        ]),
        E("SecureField", json: ["title", "text", "prompt"],
          summary: "A text field showing one bullet per character, or the placeholder.", [
            O([P("_", .string, key: "title"), P("text", .string), P("prompt", .view, optional: true)], .custom(textField)),
        ]),
        E("Picker", json: ["title", "label", "selection", "children"],
          summary: "The option whose `tag` is the selection, as `pickerStyle` shows it (menu: value and ⌃⌄; segmented).", [
            O([P("_", .string, key: "title"), P("selection", .tagValue), content]),
            O([P("selection", .tagValue), P("label", .view), content]),
            O([P("selection", .tagValue), content, P("label", .view)]),
        ]),
        E("DisclosureGroup", json: ["title", "label", "isExpanded", "children"],
          summary: "A header with a chevron; the content below it when expanded (closed unless `isExpanded`).", [
            O([P("_", .string, key: "title"), content]),
            O([P("_", .string, key: "title"), P("isExpanded", .bool), content]),
            O([content, P("label", .view)]),
            O([P("isExpanded", .bool), content, P("label", .view)]),
        ]),
    ]

    static let modifiers: [E] = [
        PickerStyle.entry,
        TextFieldStyle.entry,
        Tag.entry,
    ]
}
