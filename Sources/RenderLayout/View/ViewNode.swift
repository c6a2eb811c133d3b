/// One node of the view tree, as decoded from a scene.
///
/// Modifiers are nodes too: `Text("Hi").border(.blue)` is a `border` node whose only child is
/// the `Text` node, exactly as SwiftUI wraps a view in a modifier's layout container.
/// `Group` and `ForEach` never appear here: decoding splices their children into the parent.
public final class ViewNode: Sendable {
    public let kind: ViewKind
    /// The `id` the scene gave the view, or `"<id>#<k>"` for its k-th modifier.
    public let id: String?
    public let children: [ViewNode]
    /// Where the node came from in the scene (`root.children[2].modifiers[0]`), for messages;
    /// spelled out when read.
    public var path: String { source.text }
    package let source: JSONPath

    public convenience init(_ kind: ViewKind, id: String? = nil, children: [ViewNode] = [], path: String = "root") {
        self.init(kind, id: id, children: children, at: JSONPath(root: path))
    }

    package init(_ kind: ViewKind, id: String? = nil, children: [ViewNode] = [], at source: JSONPath) {
        self.kind = kind
        self.id = id
        self.children = children
        self.source = source
    }

    /// The name the layout dump uses: the view type or the modifier key.
    public var kindName: String { kind.name }

    /// A short name for messages: `Text "Hello World"`, `frame #card#1`.
    public var label: String {
        var text = kindName
        if case .defined(let view) = kind, let string = view.behavior.plainText {
            text += " \"" + (string.count > 32 ? String(string.prefix(31)) + "…" : string) + "\""
        }
        if let id { text += " #\(id)" }
        return text
    }
}

/// What a node is. Leaves and containers mirror SwiftUI's views; `.modifier` wraps `children[0]`.
public enum ViewKind: Sendable {
    case modifier(DefinedModifier)
    /// A view declared in its own definition file (`Definitions/Views/`).
    case defined(DefinedView)

    /// Whether this is a modifier, without copying its payload.
    public var isModifier: Bool {
        if case .modifier = self { return true }
        return false
    }

    public var name: String {
        switch self {
        case .modifier(let modifier): return modifier.name
        case .defined(let view): return view.name
        }
    }
}

