import RenderLayout
import RenderScene

/// `indexViewStyle(_:)`'s styles: `.page`, `.page(backgroundDisplayMode:)`.
public struct IndexViewStyleName: Sendable {
    package let json: JSONNode.Value
    public static var page: IndexViewStyleName { IndexViewStyleName(json: .string("page")) }
    public static func page(backgroundDisplayMode: BackgroundDisplayMode) -> IndexViewStyleName {
        IndexViewStyleName(json: .object([("page", SceneJSON.string(backgroundDisplayMode.rawValue))]))
    }

    /// `PageIndexViewStyle.BackgroundDisplayMode`.
    public enum BackgroundDisplayMode: String, Sendable { case automatic, always, interactive, never }
}

extension View {
    public func indexViewStyle(_ style: IndexViewStyleName) -> ModifiedContent<Self, SceneModifier> {
        scene("indexViewStyle", ["_"], [SceneJSON.node(style.json)])
    }
}
