import RenderLayout
import RenderScene

// The row modifiers a List reads (`ListRowTraits`), `scrollContentBackground`, `scenePadding`
// and `labelsHidden`, with SwiftUI's signatures.

extension VerticalEdge {
    /// SwiftUI's `VerticalEdge.Set`: `.top`, `.bottom`, `.all`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]

        package var sceneJSON: JSONNode {
            if self == .all { return SceneJSON.string("all") }
            return SceneJSON.array([(Set.top, "top"), (Set.bottom, "bottom")].filter { contains($0.0) }.map { SceneJSON.string($0.1) })
        }
    }
}

/// `ScenePadding`: `.minimum`, `.navigationBar`.
public struct ScenePadding: Equatable, Sendable {
    package let name: String
    public static let minimum = ScenePadding(name: "minimum")
    public static let navigationBar = ScenePadding(name: "navigationBar")
}

extension View {
    public func listRowInsets(_ insets: EdgeInsets?) -> ModifiedContent<Self, SceneModifier> {
        let json = insets.map { SceneJSON.object([("top", SceneJSON.number($0.top)), ("leading", SceneJSON.number($0.leading)),
                                                  ("bottom", SceneJSON.number($0.bottom)), ("trailing", SceneJSON.number($0.trailing))]) }
        return scene("listRowInsets", ["_"], [json ?? SceneJSON.node(.null)], kinds: [.insets])
    }

    public func listRowBackground<V: View>(_ view: V?) -> ModifiedContent<Self, OptionalViewSlotModifier<V>> {
        modifier(OptionalViewSlotModifier(name: "listRowBackground", view: view))
    }

    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, SceneModifier> {
        scene("listRowSeparator", ["_", "edges"], [SceneJSON.string(visibility.rawValue), edges == .all ? nil : edges.sceneJSON])
    }

    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, SceneModifier> {
        scene("listRowSeparatorTint", ["_", "edges"], [color?.sceneJSON ?? SceneJSON.node(.null), edges == .all ? nil : edges.sceneJSON])
    }

    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, SceneModifier> {
        scene("listSectionSeparator", ["_", "edges"], [SceneJSON.string(visibility.rawValue), edges == .all ? nil : edges.sceneJSON])
    }

    public func scrollContentBackground(_ visibility: Visibility) -> ModifiedContent<Self, SceneModifier> {
        scene("scrollContentBackground", ["_"], [SceneJSON.string(visibility.rawValue)])
    }

    public func scenePadding(_ edges: Edge.Set = .all) -> ModifiedContent<Self, SceneModifier> {
        if edges == .all { return scene("scenePadding", [], []) }
        return scene("scenePadding", ["_"], [edges.sceneJSON])
    }

    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> ModifiedContent<Self, SceneModifier> {
        scene("scenePadding", ["_", "edges"], [SceneJSON.string(padding.name), edges == .all ? nil : edges.sceneJSON])
    }

    public func labelsHidden() -> ModifiedContent<Self, SceneModifier> { scene("labelsHidden", [], []) }
}

/// A modifier whose one argument is a view or nil (`listRowBackground(_:)`).
public struct OptionalViewSlotModifier<Slot: View>: ViewModifier, ResolvableModifier {
    package let name: String
    package let view: Slot?

    public func body(content: Content) -> Content { content }

    package func resolve(_ builder: inout SceneBuilder) throws(SceneError) -> SceneModifier {
        guard let view else { return SceneModifier(name, ["_"], [SceneJSON.node(.null)]) }
        return SceneModifier(name, ["_"], [try builder.single(view)])
    }
}
