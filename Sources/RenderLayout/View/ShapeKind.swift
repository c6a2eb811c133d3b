/// The built-in shapes.
public enum ShapeKind: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    /// `RoundedRectangle(cornerRadius:style: .continuous)`: iOS's smooth corners.
    case continuousRoundedRectangle(cornerRadius: Double)
    /// `UnevenRoundedRectangle`: circular corners of their own radii.
    case unevenRoundedRectangle(topLeading: Double, bottomLeading: Double, bottomTrailing: Double, topTrailing: Double)
    case circle
    case ellipse
    case capsule
    /// `Path { … }`: its elements, in its frame's coordinates.
    case path([PathElement])
    /// A custom `Shape`: its `path(in:)` for the frame's size, made at layout time.
    case customPath(PathSource)
    /// `ContainerRelativeShape`: the enclosing `containerShape(_:)`'s shape, inset to this
    /// frame, when painted (`ContainerRelative`); a rectangle where no container shape is set.
    case containerRelative

    public var name: String {
        switch self {
        case .rectangle: return "Rectangle"
        case .roundedRectangle, .continuousRoundedRectangle: return "RoundedRectangle"
        case .unevenRoundedRectangle: return "UnevenRoundedRectangle"
        case .circle: return "Circle"
        case .ellipse: return "Ellipse"
        case .capsule: return "Capsule"
        case .path, .customPath: return "Path"
        case .containerRelative: return "ContainerRelativeShape"
        }
    }
}

/// How a shape is painted: `fill(_:)`, `stroke(_:lineWidth:)`, or both.
public struct ShapeDrawing: Hashable, Sendable {
    public var fill: ResolvedShapeStyle?
    public var stroke: ResolvedShapeStyle?
    public var lineWidth: Double
    /// `StrokeStyle(dash:)`: lengths of dashes and gaps, in points; empty for a solid line.
    public var dash: [Double] = []
    /// `strokeBorder`: the stroke lies inside the frame (the shape inset by half the line).
    public var strokeInside = false
    /// `trim(from:to:)`: the part of the outline drawn, as fractions of its length from where
    /// the shape's path starts (a circle: its rightmost point, clockwise).
    public var trimFrom = 0.0
    public var trimTo = 1.0
    /// `StrokeStyle(lineCap:)`: `butt` (SwiftUI's default), `round`, `square`.
    public var lineCap = "butt"

    public init(fill: ResolvedShapeStyle? = nil, stroke: ResolvedShapeStyle? = nil, lineWidth: Double = 1) {
        self.fill = fill
        self.stroke = stroke
        self.lineWidth = lineWidth
    }
}
