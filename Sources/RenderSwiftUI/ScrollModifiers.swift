import RenderLayout
import RenderScene

/// `ContentMarginPlacement`: where `contentMargins(_:_:for:)` adds its margins.
public struct ContentMarginPlacement: Sendable, Equatable {
    package let name: String
    public static let automatic = ContentMarginPlacement(name: "automatic")
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

// What the scroll views inside do with their content (iOS 17): `ContentMargins`,
// `ScrollClipDisabled`.
extension View {
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> ModifiedContent<Self, SceneModifier> {
        let lengths = SceneJSON.object([("top", SceneJSON.number(insets.top)), ("leading", SceneJSON.number(insets.leading)),
                                        ("bottom", SceneJSON.number(insets.bottom)), ("trailing", SceneJSON.number(insets.trailing))])
        return scene("contentMargins", ["_", "_", "for"], [edges.sceneJSON, lengths, SceneJSON.string(placement.name)], kinds: [.edges, .insets, .caseName])
    }

    public func contentMargins(_ edges: Edge.Set = .all, _ length: Double?, for placement: ContentMarginPlacement = .automatic) -> ModifiedContent<Self, SceneModifier> {
        // `nil`: the platform's default margins, which are none for a scroll view.
        let length = length ?? 0
        if edges == .all { return contentMargins(length, for: placement) }
        return scene("contentMargins", ["_", "_", "for"], [edges.sceneJSON, SceneJSON.number(length), SceneJSON.string(placement.name)],
                     kinds: [.edges, .length, .caseName])
    }

    public func contentMargins(_ length: Double, for placement: ContentMarginPlacement = .automatic) -> ModifiedContent<Self, SceneModifier> {
        scene("contentMargins", ["_", "for"], [SceneJSON.number(length), SceneJSON.string(placement.name)], kinds: [.length, .caseName])
    }

    public func scrollClipDisabled(_ disabled: Bool = true) -> ModifiedContent<Self, SceneModifier> {
        scene("scrollClipDisabled", ["_"], [SceneJSON.bool(disabled)])
    }
}
