import Foundation
import RenderLayout
import RenderScene

/// SwiftUI's `Path`: lines, curves and arcs in its frame's coordinates, drawn as a shape
/// (`fill`, `stroke`, `trim`). Custom `Shape`s (`path(in:)`) are the Swift-source front end's;
/// here a `Path` is built directly.
public struct Path: Shape, PrimitiveView {
    public typealias Body = Never
    package private(set) var elements: [JSONNode] = []

    public init() {}

    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    public init(_ rect: CGRect) { addRect(rect) }

    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    private mutating func add(_ kind: String, _ numbers: [Double], _ flag: Bool? = nil) {
        var items = [SceneJSON.string(kind)] + numbers.map(SceneJSON.number)
        if let flag { items.append(SceneJSON.bool(flag)) }
        elements.append(SceneJSON.array(items))
    }

    public mutating func move(to point: CGPoint) { add("move", [point.x, point.y]) }
    public mutating func addLine(to point: CGPoint) { add("line", [point.x, point.y]) }
    public mutating func addLines(_ points: [CGPoint]) {
        for (index, point) in points.enumerated() { index == 0 ? move(to: point) : addLine(to: point) }
    }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { add("quadCurve", [point.x, point.y, control.x, control.y]) }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        add("curve", [point.x, point.y, control1.x, control1.y, control2.x, control2.y])
    }
    /// SwiftUI's `clockwise` names the direction in a y-up space: `true` runs counterclockwise
    /// on screen (the scene's `clockwise` is on screen).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        add("arc", [center.x, center.y, radius, startAngle.degrees, endAngle.degrees], !clockwise)
    }
    public mutating func addRect(_ rect: CGRect) { add("rect", [rect.minX, rect.minY, rect.width, rect.height]) }
    public mutating func addEllipse(in rect: CGRect) { add("ellipse", [rect.minX, rect.minY, rect.width, rect.height]) }
    public mutating func closeSubpath() { add("close", []) }

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        SceneJSON.counterpart(view: "Path", ["_"])
        return [SceneJSON.view("Path", members: [("elements", SceneJSON.array(elements))])]
    }
}
