import RenderLayout

/// `--emit-scene`: a scene's JSON tree written as a scene file.
extension JSONOutput {
    /// The scene as JSON text; a GeometryReader body made at layout time is written as it was
    /// last made (its `content` becomes `children`), or left out if it never ran.
    public static func scene(_ node: JSONNode) -> String {
        output(node).rendered()
    }

    package static func output(_ node: JSONNode) -> JSONOutput {
        switch node.value {
        case .null: return .null
        case .bool(let value): return .bool(value)
        case .number(let value): return .number(value)
        case .string(let text): return .string(text)
        case .array(let elements): return .array(elements.map(output))
        case .object(let members):
            return .object(members.compactMap { member -> (String, JSONOutput)? in
                guard case .deferred(let body) = member.value.value else { return (member.key, output(member.value)) }
                guard let made = body.lastMade, case .object(let group) = made.value,
                      let children = group.first(where: { $0.key == "children" }) else { return nil }
                return ("children", output(children.value))
            })
        case .deferred(let body): return body.lastMade.map(output) ?? .null
        case .customLayout(let layout): return .string("Swift Layout \(layout.name)")
        case .guide, .containerLength: return .string("compiled closure")
        case .alignment(let guide): return .string(guide.name)
        }
    }

    /// Whether the tree holds a custom layout, which JSON cannot carry.
    public static func containsCustomLayout(_ node: JSONNode) -> Bool {
        contains(node) { if case .customLayout = $0 { return true } else { return false } }
    }

    /// Whether the tree holds a body made at layout time.
    public static func containsDeferred(_ node: JSONNode) -> Bool {
        contains(node) { if case .deferred = $0 { return true } else { return false } }
    }

    private static func contains(_ node: JSONNode, where match: (JSONNode.Value) -> Bool) -> Bool {
        if match(node.value) { return true }
        switch node.value {
        case .array(let elements): return elements.contains { contains($0, where: match) }
        case .object(let members): return members.contains { contains($0.value, where: match) }
        default: return false
        }
    }
}
