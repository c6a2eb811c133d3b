import RenderLayout
import RenderScene

/// SwiftUI's `ShadowStyle`: a drop or inner shadow a shape style draws with
/// (`ShapeStyle.shadow(_:)`). Apple's defaults: black at 33 % (`Color(.sRGBLinear, white: 0,
/// opacity: 0.33)`), no offset.
public struct ShadowStyle: Hashable, Sendable {
    let kind: String
    let color: Color
    let radius: Double
    let x: Double
    let y: Double


    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: Double, x: Double = 0, y: Double = 0) -> ShadowStyle {
        ShadowStyle(kind: "drop", color: color, radius: radius, x: x, y: y)
    }

    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: Double, x: Double = 0, y: Double = 0) -> ShadowStyle {
        ShadowStyle(kind: "inner", color: color, radius: radius, x: x, y: y)
    }

    /// The default colour is left out, so the scene's default (black at exactly 33 %, 55 % for
    /// `inner`: Apple's declared defaults) draws it, as the Swift-source front end writes `.drop(radius:)`.
    var sceneJSON: JSONNode {
        var members: [(key: String, value: JSONNode)] = [("kind", SceneJSON.string(kind))]
        if color != Color(.sRGBLinear, white: 0, opacity: kind == "inner" ? 0.55 : 0.33) { members.append(("color", color.sceneJSON)) }
        return SceneJSON.object(members + [("radius", SceneJSON.number(radius)), ("x", SceneJSON.number(x)), ("y", SceneJSON.number(y))])
    }
}

/// A style drawn with a shadow: `.blue.shadow(.drop(radius: 4))`.
public struct ShadowedShapeStyle: ShapeStyle {
    let base: JSONNode
    let shadow: ShadowStyle

    public var styleJSON: JSONNode {
        var members: [(String, JSONNode)] = [("color", base)]
        // `{"color": c, "opacity": o}` keeps its opacity beside the shadow.
        if case .object(let inner) = base.value, inner.count == 2, let color = inner.first(where: { $0.key == "color" }),
           let opacity = inner.first(where: { $0.key == "opacity" }) {
            members = [("color", color.value), ("opacity", opacity.value)]
        }
        return SceneJSON.object(members + [("shadow", shadow.sceneJSON)])
    }
}

extension ShapeStyle {
    /// The style, drawn with `style`'s shadow (a shape's fill or stroke, `foregroundStyle`, a
    /// background).
    public func shadow(_ style: ShadowStyle) -> ShadowedShapeStyle {
        ShadowedShapeStyle(base: styleJSON, shadow: style)
    }
}
