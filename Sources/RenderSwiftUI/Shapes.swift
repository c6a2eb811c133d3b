import RenderLayout
import RenderScene

/// SwiftUI's shapes and the modifiers that draw them (`fill`, `stroke`, `strokeBorder`, `trim`),
/// each building the vocabulary's JSON: those modifiers set the shape's own properties, so their
/// result is still a shape (`Circle().trim(from: 0, to: 0.5).stroke(.blue)`), as in SwiftUI.

/// SwiftUI's `Shape`: a view that fills its frame with an outline. Custom shapes (`path(in:)`)
/// are not drawn by the renderer; the built-in ones are.
public protocol Shape: View {}

/// SwiftUI's `InsettableShape`: the shapes `strokeBorder` can stroke inside their frame.
public protocol InsettableShape: Shape {}

public struct Rectangle: InsettableShape, PrimitiveView {
    public typealias Body = Never
    public init() {}
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] { [SceneJSON.view("Rectangle", [], [])] }
}

/// The renderer's default corner is circular (the scene format's); `style: .continuous` is iOS's.
public struct RoundedRectangle: InsettableShape, PrimitiveView {
    public typealias Body = Never
    package let json: ViewJSON
    public init(cornerRadius: Double) { json = SceneJSON.view("RoundedRectangle", ["cornerRadius"], [SceneJSON.number(cornerRadius)]) }
    public init(cornerRadius: Double, style: RoundedCornerStyle) {
        json = SceneJSON.view("RoundedRectangle", ["cornerRadius", "style"],
                              [SceneJSON.number(cornerRadius), SceneJSON.string(style == .continuous ? "continuous" : "circular")])
    }
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] { [json] }
}

/// Corners of different radii, each circular (`style` is accepted; the renderer draws circular
/// corners here).
public struct UnevenRoundedRectangle: InsettableShape, PrimitiveView {
    public typealias Body = Never
    package let json: ViewJSON
    public init(topLeadingRadius: Double = 0, bottomLeadingRadius: Double = 0, bottomTrailingRadius: Double = 0,
                topTrailingRadius: Double = 0, style: RoundedCornerStyle = .continuous) {
        func radius(_ value: Double) -> JSONNode? { value == 0 ? nil : SceneJSON.number(value) }
        json = SceneJSON.view("UnevenRoundedRectangle", ["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius", "style"],
                              [radius(topLeadingRadius), radius(bottomLeadingRadius), radius(bottomTrailingRadius), radius(topTrailingRadius), nil])
    }
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] { [json] }
}

public struct Circle: InsettableShape, PrimitiveView {
    public typealias Body = Never
    public init() {}
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] { [SceneJSON.view("Circle", [], [])] }
}

public struct Ellipse: InsettableShape, PrimitiveView {
    public typealias Body = Never
    public init() {}
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] { [SceneJSON.view("Ellipse", [], [])] }
}

public struct Capsule: InsettableShape, PrimitiveView {
    public typealias Body = Never
    public init() {}
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] { [SceneJSON.view("Capsule", [], [])] }
}

/// The enclosing `containerShape(_:)`'s shape inset to its frame; a rectangle with none.
public struct ContainerRelativeShape: InsettableShape, PrimitiveView {
    public typealias Body = Never
    public init() {}
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] { [SceneJSON.view("ContainerRelativeShape", [], [])] }
}

extension Shape where Self == ContainerRelativeShape {
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

// iOS 17's shape members: `.clipShape(.rect(cornerRadius: 8))`, `.background(.blue, in: .capsule)`.
extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: Double) -> RoundedRectangle { RoundedRectangle(cornerRadius: cornerRadius) }
    public static func rect(cornerRadius: Double, style: RoundedCornerStyle) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(topLeadingRadius: Double = 0, bottomLeadingRadius: Double = 0, bottomTrailingRadius: Double = 0,
                            topTrailingRadius: Double = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
}

/// `fill`, `stroke`, `strokeBorder`, `trim`: a property of the shape it follows (applied by
/// `SceneModifier.apply`), so the modified shape is still a shape.
public struct ShapeModifier: ViewModifier {
    package let scene: SceneModifier
    public func body(content: Content) -> Content { content }
}

extension ShapeModifier: ResolvableModifier {
    package func resolve(_ builder: inout SceneBuilder) throws(SceneError) -> SceneModifier { scene }
}

extension ModifiedContent: Shape where Content: Shape, Modifier == ShapeModifier {}
extension ModifiedContent: InsettableShape where Content: InsettableShape, Modifier == ShapeModifier {}

/// SwiftUI's `FillStyle`: even-odd filling and antialiasing, accepted; the renderer fills
/// non-zero and antialiased.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// CoreGraphics' line caps and joins, which `StrokeStyle` takes (`import SwiftUI` brings them).
public enum CGLineCap: String, Hashable, Sendable {
    case butt, round, square
}

public enum CGLineJoin: Hashable, Sendable {
    case miter, round, bevel
}

/// SwiftUI's `StrokeStyle`: width, cap and dash are drawn; join, miter limit and dash phase
/// are accepted.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// `{lineWidth, dash, lineCap}`, the members the Swift front end writes for a StrokeStyle.
    package var sceneJSON: JSONNode {
        var members: [(key: String, value: JSONNode)] = [("lineWidth", SceneJSON.number(Double(lineWidth)))]
        if !dash.isEmpty { members.append(("dash", SceneJSON.array(dash.map { SceneJSON.number(Double($0)) }))) }
        if lineCap != .butt { members.append(("lineCap", SceneJSON.string(lineCap.rawValue))) }
        return SceneJSON.object(members)
    }
}

extension Shape {
    package func shapeModifier(_ name: String, _ labels: [String], _ arguments: [JSONNode?]) -> ModifiedContent<Self, ShapeModifier> {
        modifier(ShapeModifier(scene: SceneModifier(name, labels, arguments)))
    }

    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> ModifiedContent<Self, ShapeModifier> {
        shapeModifier("fill", ["_", "style"], [content.styleJSON, nil])
    }

    /// The foreground style: the shape as it is drawn unmodified.
    public func fill(style: FillStyle = FillStyle()) -> ModifiedContent<Self, ShapeModifier> { shapeModifier("fill", ["style"], [nil]) }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> ModifiedContent<Self, ShapeModifier> {
        shapeModifier("stroke", ["_", "lineWidth", "antialiased"], [content.styleJSON, lineWidth == 1 ? nil : SceneJSON.number(Double(lineWidth)), nil])
    }

    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> ModifiedContent<Self, ShapeModifier> {
        shapeModifier("stroke", ["_", "style", "antialiased"], [content.styleJSON, style.sceneJSON, nil])
    }

    /// In the primary colour (the renderer's foreground for an outline).
    public func stroke(style: StrokeStyle) -> ModifiedContent<Self, ShapeModifier> {
        shapeModifier("stroke", ["_", "style", "antialiased"], [nil, style.sceneJSON, nil])
    }

    public func stroke(lineWidth: CGFloat = 1) -> ModifiedContent<Self, ShapeModifier> {
        shapeModifier("stroke", ["lineWidth", "antialiased"], [SceneJSON.number(Double(lineWidth)), nil])
    }

    /// Part of the outline, `from` and `to` fractions of it (clamped to 0…1).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> ModifiedContent<Self, ShapeModifier> {
        shapeModifier("trim", ["from", "to"], [SceneJSON.number(Double(startFraction)), SceneJSON.number(Double(endFraction))])
    }
}

extension InsettableShape {
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> ModifiedContent<Self, ShapeModifier> {
        shapeModifier("strokeBorder", ["_", "lineWidth", "antialiased"],
                      [content.styleJSON, lineWidth == 1 ? nil : SceneJSON.number(Double(lineWidth)), nil])
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> ModifiedContent<Self, ShapeModifier> {
        shapeModifier("strokeBorder", ["_", "style", "antialiased"], [content.styleJSON, style.sceneJSON, nil])
    }

    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> ModifiedContent<Self, ShapeModifier> {
        shapeModifier("strokeBorder", ["_", "style", "antialiased"], [nil, style.sceneJSON, nil])
    }

    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> ModifiedContent<Self, ShapeModifier> {
        shapeModifier("strokeBorder", ["lineWidth", "antialiased"], [SceneJSON.number(Double(lineWidth)), nil])
    }
}
