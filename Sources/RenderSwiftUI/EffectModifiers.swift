import RenderLayout
import RenderScene

/// Drawing effects and sizing by aspect ratio in the Swift API: `shadow`, `blur`,
/// `rotationEffect`, `scaleEffect`, `zIndex`, `clipShape`, `mask`, `aspectRatio`, `tint`. Each
/// builds the vocabulary's JSON for SwiftUI's signature; the effects change drawing, not layout
/// (docs/effects.md).

// SwiftUI's named unit points; the type (x, y) is the renderer's own.
extension UnitPoint {
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// An anchor as the scene names it (`"topLeading"`): the nine alignment points. Any other
    /// point is written `{x, y}`, which the decoder refuses with its reason: effects turn about
    /// the nine named points only.
    package var anchorJSON: JSONNode {
        if let name = Alignment.named.keys.sorted().first(where: { UnitPoint.named[$0] == self }) { return SceneJSON.string(name) }
        return SceneJSON.object([("x", SceneJSON.number(x)), ("y", SceneJSON.number(y))])
    }

    /// nil for `.center`, the default the scene assumes.
    package var anchorArgument: JSONNode? { self == .center ? nil : anchorJSON }
}

extension View {
    /// The default colour is SwiftUI's, black at a third (`Shadow.defaultColor`); the scene
    /// leaves it out then, as a Swift file does.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                       y: CGFloat = 0) -> ModifiedContent<Self, SceneModifier> {
        scene("shadow", ["color", "radius", "x", "y"],
              [color == Color(.sRGBLinear, white: 0, opacity: 0.33) ? nil : color.sceneJSON, SceneJSON.number(Double(radius)),
               x == 0 ? nil : SceneJSON.number(Double(x)), y == 0 ? nil : SceneJSON.number(Double(y))])
    }

    /// `opaque` is accepted: the renderer's blur always fades at the edges.
    public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedContent<Self, SceneModifier> {
        scene("blur", ["radius", "opaque"], [SceneJSON.number(Double(radius)), nil])
    }

    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedContent<Self, SceneModifier> {
        scene("rotationEffect", ["_", "anchor"], [SceneJSON.number(angle.degrees), anchor.anchorArgument])
    }

    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent<Self, SceneModifier> {
        scene("scaleEffect", ["_", "anchor"], [SceneJSON.number(Double(s)), anchor.anchorArgument])
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedContent<Self, SceneModifier> {
        scene("scaleEffect", ["x", "y", "anchor"], [SceneJSON.number(Double(x)), SceneJSON.number(Double(y)), anchor.anchorArgument])
    }

    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedContent<Self, SceneModifier> {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    public func zIndex(_ value: Double) -> ModifiedContent<Self, SceneModifier> {
        scene("zIndex", ["_"], [SceneJSON.number(value)])
    }

    /// `style` (even-odd, antialiasing) is accepted.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedContent<Self, ViewSlotModifier<S>> {
        modifier(ViewSlotModifier(name: "clipShape", labels: ["_", "style"], view: shape))
    }

    /// The shape a `ContainerRelativeShape` inside takes, inset to its frame.
    public func containerShape<S: InsettableShape>(_ shape: S) -> ModifiedContent<Self, ViewSlotModifier<S>> {
        modifier(ViewSlotModifier(name: "containerShape", labels: ["_"], view: shape))
    }

    /// The view drawn through the alpha of `mask`, placed as an overlay.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> ModifiedContent<Self, ViewSlotModifier<Mask>> {
        modifier(ViewSlotModifier(name: "mask", labels: ["alignment", "_"], view: mask(), alignment: alignment))
    }

    /// SwiftUI's earlier spelling, deprecated there: the mask given as a view.
    public func mask<Mask: View>(_ mask: Mask) -> ModifiedContent<Self, ViewSlotModifier<Mask>> {
        modifier(ViewSlotModifier(name: "mask", labels: ["alignment", "_"], view: mask))
    }

    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<Self, SceneModifier> {
        scene("aspectRatio", ["_", "contentMode"], [aspectRatio.map { SceneJSON.number(Double($0)) }, SceneJSON.string(contentMode.rawValue)],
              kinds: [.length, .contentMode])
    }

    /// The ratio width ÷ height of `aspectRatio`.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> ModifiedContent<Self, SceneModifier> {
        let ratio = aspectRatio.height > 0 ? Double(aspectRatio.width / aspectRatio.height) : .infinity
        return scene("aspectRatio", ["_", "contentMode"], [SceneJSON.number(ratio), SceneJSON.string(contentMode.rawValue)],
                     kinds: [.size, .contentMode])
    }

    public func scaledToFit() -> ModifiedContent<Self, SceneModifier> { scene("scaledToFit", [], []) }
    public func scaledToFill() -> ModifiedContent<Self, SceneModifier> { scene("scaledToFill", [], []) }

    /// The controls' accent colour; nil leaves the inherited one.
    public func tint(_ tint: Color?) -> ModifiedContent<Self, SceneModifier> {
        guard let tint else { return ignored("tint") }
        return scene("tint", ["_"], [tint.sceneJSON])
    }

    /// A flat colour only: the decoder refuses a gradient as a tint, with its reason.
    public func tint<S: ShapeStyle>(_ tint: S?) -> ModifiedContent<Self, SceneModifier> {
        guard let tint else { return ignored("tint") }
        return scene("tint", ["_"], [tint.styleJSON])
    }

    /// SwiftUI's earlier `tint`, deprecated there.
    public func accentColor(_ accentColor: Color?) -> ModifiedContent<Self, SceneModifier> {
        guard let accentColor else { return ignored("accentColor") }
        return scene("accentColor", ["_"], [accentColor.sceneJSON])
    }
}
