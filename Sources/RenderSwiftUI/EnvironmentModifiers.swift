import RenderLayout
import RenderScene

/// SwiftUI's right-to-left and Dynamic Type entry points, each building the scene JSON through
/// the vocabulary (docs/scene-format.md, "Right-to-left" and "Dynamic Type").
extension View {
    /// `.environment(\.layoutDirection, .rightToLeft)`.
    public func environment(_ keyPath: WritableKeyPath<EnvironmentValues, LayoutDirection>,
                            _ value: LayoutDirection) -> ModifiedContent<Self, SceneModifier> {
        scene("environment", ["_", "_"], [SceneJSON.string("layoutDirection"), SceneJSON.string(value.rawValue)])
    }

    /// `.environment(\.dynamicTypeSize, .xxLarge)`.
    public func environment(_ keyPath: WritableKeyPath<EnvironmentValues, DynamicTypeSize>,
                            _ value: DynamicTypeSize) -> ModifiedContent<Self, SceneModifier> {
        scene("environment", ["_", "_"], [SceneJSON.string("dynamicTypeSize"), SceneJSON.string(value.rawValue)])
    }

    public func dynamicTypeSize(_ size: DynamicTypeSize) -> ModifiedContent<Self, SceneModifier> {
        scene("dynamicTypeSize", ["_"], [SceneJSON.string(size.rawValue)])
    }

    /// `.dynamicTypeSize(.small ... .xxLarge)`: the inherited size, clamped.
    public func dynamicTypeSize(_ range: ClosedRange<DynamicTypeSize>) -> ModifiedContent<Self, SceneModifier> {
        scene("dynamicTypeSize", ["_"], [Self.sizeRange(from: range.lowerBound, through: range.upperBound)])
    }

    /// `.dynamicTypeSize(...DynamicTypeSize.large)`.
    public func dynamicTypeSize(_ range: PartialRangeThrough<DynamicTypeSize>) -> ModifiedContent<Self, SceneModifier> {
        scene("dynamicTypeSize", ["_"], [Self.sizeRange(from: nil, through: range.upperBound)])
    }

    /// `.dynamicTypeSize(.xLarge...)`.
    public func dynamicTypeSize(_ range: PartialRangeFrom<DynamicTypeSize>) -> ModifiedContent<Self, SceneModifier> {
        scene("dynamicTypeSize", ["_"], [Self.sizeRange(from: range.lowerBound, through: nil)])
    }

    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> ModifiedContent<Self, SceneModifier> {
        scene("flipsForRightToLeftLayoutDirection", ["_"], [SceneJSON.bool(enabled)])
    }

    private static func sizeRange(from lower: DynamicTypeSize?, through upper: DynamicTypeSize?) -> JSONNode {
        var members: [(key: String, value: JSONNode)] = []
        if let lower { members.append(("from", SceneJSON.string(lower.rawValue))) }
        if let upper { members.append(("through", SceneJSON.string(upper.rawValue))) }
        return SceneJSON.object(members)
    }
}

/// SwiftUI's colour scheme entry points (docs/scene-format.md, "Dark mode").
extension View {
    /// `.environment(\.colorScheme, .dark)`: the views inside in dark mode.
    public func environment(_ keyPath: WritableKeyPath<EnvironmentValues, ColorScheme>,
                            _ value: ColorScheme) -> ModifiedContent<Self, SceneModifier> {
        scene("environment", ["_", "_"], [SceneJSON.string("colorScheme"), SceneJSON.string(value.rawValue)])
    }

    /// `.colorScheme(.dark)` (deprecated in SwiftUI for `environment(\.colorScheme, _:)`, which
    /// it equals).
    public func colorScheme(_ colorScheme: ColorScheme) -> ModifiedContent<Self, SceneModifier> {
        scene("colorScheme", ["_"], [SceneJSON.string(colorScheme.rawValue)])
    }

    /// `.preferredColorScheme(.dark)`: the whole presentation (the rendered picture) in dark
    /// mode, wherever it is set; nil states no preference.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> ModifiedContent<Self, SceneModifier> {
        scene("preferredColorScheme", ["_"], [colorScheme.map { SceneJSON.string($0.rawValue) } ?? SceneJSON.node(.null)])
    }
}
