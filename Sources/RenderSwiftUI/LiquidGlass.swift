import RenderLayout
import RenderScene

/// iOS 26's Liquid Glass in the Swift API, with SwiftUI's names: `Glass`, `glassEffect(_:in:)`,
/// `GlassEffectContainer`, and `glassEffectID`, `glassEffectTransition` (nothing at rest; the
/// Swift front end leaves `glassEffectUnion` out with a warning, so the API has none).
/// Each builds the vocabulary's JSON (`GlassEffect`, `GlassEffectContainerView`); the glass is
/// drawn as `GlassStyle` states (docs/effects.md, "Liquid Glass").

/// SwiftUI's `Glass`: the variant, a tint, and whether it answers touches.
public struct Glass: Equatable, Sendable {
    package var variant: GlassStyle.Variant
    package var tintColor: Color?
    package var isInteractive = false

    public static let regular = Glass(variant: .regular)
    public static let clear = Glass(variant: .clear)
    /// No effect: the content as if no glass were applied.
    public static let identity = Glass(variant: .identity)

    /// A copy tinted with `color`; nil for none.
    public func tint(_ color: Color?) -> Glass {
        var glass = self
        glass.tintColor = color
        return glass
    }

    /// A copy that answers touches (nothing of it shows at rest).
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        var glass = self
        glass.isInteractive = isEnabled
        return glass
    }

    /// `"regular"`, or `{"variant", "tint"?, "interactive"?}` as the Swift front end writes it.
    package var sceneJSON: JSONNode {
        guard tintColor != nil || isInteractive else { return SceneJSON.string(variant.rawValue) }
        var members: [(key: String, value: JSONNode)] = [("variant", SceneJSON.string(variant.rawValue))]
        if let tintColor { members.append(("tint", tintColor.sceneJSON)) }
        if isInteractive { members.append(("interactive", SceneJSON.bool(true))) }
        return SceneJSON.object(members)
    }
}

/// The shape `glassEffect` takes by default: a capsule (Apple's `DefaultGlassEffectShape`).
public struct DefaultGlassEffectShape: Shape, PrimitiveView {
    public typealias Body = Never
    public init() {}
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] { [SceneJSON.view("Capsule", [], [])] }
}

/// `glassEffect(_:in:)`: the glass and its shape, a view the builder resolves.
public struct GlassEffectModifier<S: Shape>: ViewModifier, ResolvableModifier {
    package let glass: Glass
    package let shape: S

    public func body(content: Content) -> Content { content }

    package func resolve(_ builder: inout SceneBuilder) throws(SceneError) -> SceneModifier {
        SceneModifier("glassEffect", ["_", "in"], [glass == .regular ? nil : glass.sceneJSON, try builder.single(shape)])
    }
}

extension View {
    /// Liquid Glass in `shape` (a capsule by default) behind the view; layout does not change.
    public func glassEffect<S: Shape>(_ glass: Glass = .regular,
                                      in shape: S = DefaultGlassEffectShape()) -> ModifiedContent<Self, GlassEffectModifier<S>> {
        modifier(GlassEffectModifier(glass: glass, shape: shape))
    }

    /// Matches glass across states to morph it: nothing shows at rest.
    public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> ModifiedContent<Self, SceneModifier> {
        ignored("glassEffectID")
    }

    /// Plays as glass appears or goes: nothing shows at rest.
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> ModifiedContent<Self, SceneModifier> {
        ignored("glassEffectTransition")
    }
}

/// SwiftUI's `@Namespace`, for `glassEffectID(_:in:)`: an identity that nothing at rest reads.
@propertyWrapper
public struct Namespace: Sendable {
    public struct ID: Hashable, Sendable {}
    public init() {}
    public var wrappedValue: ID { ID() }
}

/// SwiftUI's `GlassEffectTransition`: how glass appears or goes (not at rest).
public struct GlassEffectTransition: Sendable {
    package let name: String
    public static let matchedGeometry = GlassEffectTransition(name: "matchedGeometry")
    public static let materialize = GlassEffectTransition(name: "materialize")
    public static let identity = GlassEffectTransition(name: "identity")
}

/// `GlassEffectContainer(spacing:content:)`: its content, each glass shape drawn on its own.
public struct GlassEffectContainer<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    package let spacing: Double?, content: Content
    public init(spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        [SceneJSON.view("GlassEffectContainer", ["spacing", "content"], [spacing.map { SceneJSON.number($0) }, try builder.children(content)])]
    }
}
