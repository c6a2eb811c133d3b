import RenderLayout

/// Decodes one entry of `"modifiers"` (docs/scene-format.md §3) into a modifier node around `content`.
extension SceneDecoder {
    /// The modifier keys, from the one table every front end shares (shape properties such as
    /// `fill` are view properties in JSON, and `accessibilityIdentifier` is spelled `id`).
    package static let modifierKeys = Vocabulary.jsonModifierNames

    package mutating func modifier(_ entry: JSONField, around content: ViewNode, id: String?, depth: Depth) throws(SceneError) -> ViewNode {
        // Paths made once (the node keeps the entry's; the argument's members share its own).
        let entry = entry.anchored
        let members = try entry.object()
        guard members.count == 1 else {
            throw entry.fail("a modifier is an object with exactly one key, such as {\"padding\": 8}")
        }
        // The one member read in place (`JSONNode.firstIndex(of:in:)` says why).
        let key = members.withUnsafeBufferPointer { JSONNode.key(at: 0, in: $0) }
        let field = entry.anchoredMember(at: 0, of: members)
        try countNode(entry)
        guard let definition = ModifierDefinitions.byKey[key] else {
            throw SceneError(file: file, path: field.path, location: field.node.location,
                             message: "unknown modifier \"\(key)\"; expected one of \(Self.modifierKeys.joined(separator: ", "))")
        }
        // The context reaches this decoder where it is, so no copy of it shares (and must copy on
        // write) its tables of ids and images while an overlay's view is read.
        let (behavior, children) = try decoding(children: [content], depth: depth) { (context) throws(SceneError) in
            (try definition.decode(field, &context), context.children)
        }
        guard let behavior else { return content }
        return ViewNode(.modifier(DefinedModifier(behavior)), id: id, children: children, at: entry.at)
    }
}
