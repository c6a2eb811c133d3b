import RenderLayout

/// A view SwiftUI draws as an arrangement of other views (`LabeledContent`, `GroupBox`): its
/// definition builds that arrangement as scene JSON from its
/// own parts and decodes it here, so the parts keep their source locations and meet the same
/// checks as anywhere else.
///
/// 1. The built view is decoded at the composed view's path, one level deeper.
/// 2. The composed view is a pass-through around it: it takes the size its arrangement takes,
///    and names itself in the layout dump.
package struct ComposedView: ViewBehavior, SingleChildLayout {
    package let name: String

    package func layout(in environment: EnvironmentValues) -> any Layout { self }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    package func explicitGuides(children: ChildGuides) -> ExplicitGuides { children.first }

    /// Step 1: `built`, made from `object`'s parts, decoded as the composed view's one child.
    package static func decode(_ name: String, _ built: JSONNode, in object: JSONField,
                               _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        let field = JSONField(node: built, at: JSONPath(parent: object.at, key: "body"), file: object.file)
        return (ComposedView(name: name), try context.decoder.view(field, depth: context.depth))
    }
}

/// Building scene JSON in a definition: each node carries the location of the source it stands for.
package struct JSONBuilder {
    package let location: SourceLocation

    package func string(_ text: String) -> JSONNode { JSONNode(value: .string(text), location: location) }
    package func number(_ value: Double) -> JSONNode { JSONNode(value: .number(value), location: location) }
    package func object(_ members: [(String, JSONNode)]) -> JSONNode {
        JSONNode(value: .object(members.map { (key: $0.0, value: $0.1) }), location: location)
    }
    package func array(_ items: [JSONNode]) -> JSONNode { JSONNode(value: .array(items), location: location) }

    /// A view object: its type, its members, its modifiers (each `{name: value}`).
    package func view(_ type: String, _ members: [(String, JSONNode)] = [], modifiers: [(String, JSONNode)] = []) -> JSONNode {
        var all: [(String, JSONNode)] = [("type", string(type))] + members
        if !modifiers.isEmpty { all.append(("modifiers", array(modifiers.map { object([$0]) }))) }
        return object(all)
    }

    /// `view` with more modifiers outside the ones it has.
    package func modified(_ view: JSONNode, _ modifiers: [(String, JSONNode)]) -> JSONNode {
        guard case .object(var members) = view.value else { return view }
        let added = modifiers.map { object([$0]) }
        if let index = members.firstIndex(where: { $0.key == "modifiers" }), case .array(let existing) = members[index].value.value {
            members[index].value = JSONNode(value: .array(existing + added), location: members[index].value.location)
        } else {
            members.append((key: "modifiers", value: array(added)))
        }
        return JSONNode(value: .object(members), location: view.location)
    }
}
