/// Decodes one entry of `"modifiers"` (scene-format.md §3) into a modifier node around `content`.
extension SceneDecoder {
    /// The modifier keys, from the one table every front end shares (shape properties such as
    /// `fill` are view properties in JSON, and `accessibilityIdentifier` is spelled `id`).
    static let modifierKeys = Vocabulary.jsonModifierNames

    mutating func modifier(_ entry: JSONField, around content: ViewNode, id: String?, depth: Depth) throws(SceneError) -> ViewNode {
        let members = try entry.object()
        guard members.count == 1, let key = members.first?.key, let field = entry.member(key) else {
            throw entry.fail("a modifier is an object with exactly one key, such as {\"padding\": 8}")
        }
        try countNode(entry)
        if let definition = ModifierDefinitions.byName[key] {
            var context = ModifierDecoding(decoder: self, children: [content], depth: depth)
            let behavior = try definition.decode(field, &context)
            self = context.decoder
            guard let behavior else { return content }
            return ViewNode(.modifier(.defined(DefinedModifier(behavior))), id: id, children: context.children, at: entry.at)
        }
        let children = [content]
        let modifier: Modifier
        switch key {
        default:
            throw SceneError(file: file, path: field.path, location: members.first?.value.location,
                             message: "unknown modifier \"\(key)\"; expected one of \(Self.modifierKeys.joined(separator: ", "))")
        }
        return ViewNode(.modifier(modifier), id: id, children: children, at: entry.at)
    }
}
