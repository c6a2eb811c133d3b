import RenderLayout

/// Decodes one entry of `"modifiers"` (docs/scene-format.md §3) into a modifier node around `content`.
extension SceneDecoder {
    /// The modifier keys, from the one table every front end shares (shape properties such as
    /// `fill` are view properties in JSON, and `accessibilityIdentifier` is spelled `id`).
    package static let modifierKeys = Vocabulary.jsonModifierNames

    package mutating func modifier(_ entry: JSONField, around content: ViewNode, id: String?, depth: Depth) throws(SceneError) -> ViewNode {
        // The entry's path made once (the node keeps it); the argument's only when asked (an
        // error, a view in it), its members' fields two links from the entry's (`JSONField`'s
        // `keyKey`), but for an array, whose elements share its path.
        let entry = entry.anchored
        let members = try entry.object()
        guard members.count == 1 else {
            throw entry.fail("a modifier is an object with exactly one key, such as {\"padding\": 8}")
        }
        // The one member read in place (`JSONNode.firstIndex(of:in:)` says why).
        let key = members.withUnsafeBufferPointer { JSONNode.key(at: 0, in: $0) }
        var field = entry.member(at: 0, of: members)
        if case .array = field.node.value { field = field.anchored }
        try countNode(entry)
        guard let definition = ModifierDefinitions.byKey[key] else {
            throw SceneError(file: file, path: field.path, location: field.node.location,
                             message: "unknown modifier \"\(key)\"; expected one of \(Self.modifierKeys.joined(separator: ", "))")
        }
        // The decoder itself moves into the context and back, so no copy of it shares (and must
        // copy on write) its tables of ids and images while an overlay's view is read.
        var context = ModifierDecoding(decoder: SceneDecoder(file: file, baseDirectory: baseDirectory, images: images),
                                       children: [content], depth: depth)
        swap(&self, &context.decoder)
        let behavior: (any ModifierBehavior)?
        do {
            defer { swap(&self, &context.decoder) }
            behavior = try definition.decode(field, &context)
        }
        guard let behavior else { return content }
        return ViewNode(.modifier(DefinedModifier(behavior)), id: id, children: context.children, at: entry.at)
    }
}
