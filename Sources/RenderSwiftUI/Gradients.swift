import RenderLayout
import RenderScene

/// SwiftUI's gradients: `LinearGradient`, `RadialGradient`, `Gradient` and the
/// `.linearGradient(…)`/`.radialGradient(…)` members, each written as the scene's
/// `{"linearGradient": …}`/`{"radialGradient": …}` style, as a Swift file's are. As in SwiftUI a
/// gradient is also a view: it fills the space offered, as a `Color` view of that style (the
/// JSON a Swift file makes of a style given as a view).

/// SwiftUI's `Gradient`: colours evenly spaced, or stops at locations 0…1.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]
    /// Whether it was given as colours: the scene writes `colors` then, as a Swift file does.
    package let evenlySpaced: Bool

    public init(colors: [Color]) {
        stops = colors.enumerated().map { index, color in
            Stop(color: color, location: colors.count > 1 ? CGFloat(index) / CGFloat(colors.count - 1) : 0)
        }
        evenlySpaced = true
    }

    public init(stops: [Stop]) {
        self.stops = stops
        evenlySpaced = false
    }

    /// `("colors", […])` or `("stops", [{color, location}])`.
    package var member: (key: String, value: JSONNode) {
        if evenlySpaced { return ("colors", SceneJSON.array(stops.map(\.color.sceneJSON))) }
        return ("stops", SceneJSON.array(stops.map {
            SceneJSON.object([("color", $0.color.sceneJSON), ("location", SceneJSON.number(Double($0.location)))])
        }))
    }
}

extension UnitPoint {
    /// A gradient's point: its name (`"top"`), or `{x, y}`.
    package var pointJSON: JSONNode {
        if let name = UnitPoint.named.keys.sorted().first(where: { UnitPoint.named[$0] == self }) { return SceneJSON.string(name) }
        return SceneJSON.object([("x", SceneJSON.number(x)), ("y", SceneJSON.number(y))])
    }
}

public struct LinearGradient: ShapeStyle, View, PrimitiveView, Hashable {
    public typealias Body = Never
    package let gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public var styleJSON: JSONNode {
        SceneJSON.object([("linearGradient", SceneJSON.object([
            gradient.member, ("startPoint", startPoint.pointJSON), ("endPoint", endPoint.pointJSON),
        ]))])
    }
}

public struct RadialGradient: ShapeStyle, View, PrimitiveView, Hashable {
    public typealias Body = Never
    package let gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public var styleJSON: JSONNode {
        SceneJSON.object([("radialGradient", SceneJSON.object([
            gradient.member, ("center", center.pointJSON),
            ("startRadius", SceneJSON.number(Double(startRadius))), ("endRadius", SceneJSON.number(Double(endRadius))),
        ]))])
    }
}

extension LinearGradient {
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] { [SceneJSON.view("Color", ["_"], [styleJSON])] }
}

extension RadialGradient {
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] { [SceneJSON.view("Color", ["_"], [styleJSON])] }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
