/// One node of the view tree, as decoded from a scene.
///
/// Modifiers are nodes too: `Text("Hi").border(.blue)` is a `border` node whose only child is
/// the `Text` node, exactly as SwiftUI wraps a view in a modifier's layout container.
/// `Group` and `ForEach` never appear here: decoding splices their children into the parent.
public final class ViewNode: Sendable {
    public let kind: ViewKind
    /// The `id` the scene gave the view, or `"<id>#<k>"` for its k-th modifier.
    public let id: String?
    public let children: [ViewNode]
    /// Where the node came from in the scene (`root.children[2].modifiers[0]`), for messages;
    /// spelled out when read.
    public var path: String { source.text }
    let source: JSONPath

    public convenience init(_ kind: ViewKind, id: String? = nil, children: [ViewNode] = [], path: String = "root") {
        self.init(kind, id: id, children: children, at: JSONPath(root: path))
    }

    init(_ kind: ViewKind, id: String? = nil, children: [ViewNode] = [], at source: JSONPath) {
        self.kind = kind
        self.id = id
        self.children = children
        self.source = source
    }

    /// The name the layout dump uses: the view type or the modifier key.
    public var kindName: String { kind.name }

    /// A short name for messages: `Text "Hello World"`, `frame #card#1`.
    public var label: String {
        var text = kindName
        if case .text(let string) = kind {
            text += " \"" + (string.count > 32 ? String(string.prefix(31)) + "…" : string) + "\""
        }
        if let id { text += " #\(id)" }
        return text
    }
}

/// What a node is. Leaves and containers mirror SwiftUI's views; `.modifier` wraps `children[0]`.
public enum ViewKind: Sendable {
    case text(String)
    /// A Text of styled runs: `Text("a").bold() + Text("b")`, Markdown.
    case styledText([TextRun])
    case shape(ShapeKind, ShapeDrawing)
    case color(ResolvedShapeStyle)
    /// `resizable`: the image takes the size it is offered (`Image(…).resizable()`).
    case image(ImageSource, resizable: Bool)
    case progressView(value: Double?)
    case hStack(alignment: VerticalAlignment, spacing: Double?)
    case vStack(alignment: HorizontalAlignment, spacing: Double?)
    /// `LazyHStack`/`LazyVStack`: laid out as `HStack`/`VStack`; only the name differs.
    case lazyHStack(alignment: VerticalAlignment, spacing: Double?)
    case lazyVStack(alignment: HorizontalAlignment, spacing: Double?)
    /// `LazyVGrid`/`LazyHGrid`.
    case lazyGrid(LazyGrid)
    /// `Grid`: its children are the cells of its `GridRow`s, flattened (`GridSpec.rows`).
    case grid(GridSpec)
    case viewThatFits(axes: Axis.Set)
    case scrollView(axes: Axis.Set, showsIndicators: Bool)
    /// Static children, or a body made from the offered size (`GeometryReader { proxy in … }`).
    case geometryReader(GeometryContent?)
    /// A `Layout` the source declares, run by its own code.
    case customLayout(CustomLayout)
    case modifier(Modifier)
    /// A view declared in its own definition file (`Definitions/Views/`).
    case defined(DefinedView)

    public var name: String {
        switch self {
        case .text, .styledText: return "Text"
        case .shape(let shape, _): return shape.name
        case .color: return "Color"
        case .image: return "Image"
        case .progressView: return "ProgressView"
        case .hStack: return "HStack"
        case .vStack: return "VStack"
        case .lazyHStack: return "LazyHStack"
        case .grid: return "Grid"
        case .lazyVStack: return "LazyVStack"
        case .lazyGrid(let grid): return grid.axis == .vertical ? "LazyVGrid" : "LazyHGrid"
        case .viewThatFits: return "ViewThatFits"
        case .scrollView: return "ScrollView"
        case .geometryReader: return "GeometryReader"
        case .customLayout(let layout): return layout.name
        case .modifier(let modifier): return modifier.name
        case .defined(let view): return view.name
        }
    }
}

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

    public var name: String {
        switch self {
        case .rectangle: return "Rectangle"
        case .roundedRectangle, .continuousRoundedRectangle: return "RoundedRectangle"
        case .unevenRoundedRectangle: return "UnevenRoundedRectangle"
        case .circle: return "Circle"
        case .ellipse: return "Ellipse"
        case .capsule: return "Capsule"
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

/// Where an `Image` comes from.
public enum ImageSource: Hashable, Sendable {
    case systemName(String)
    /// A decoded PNG file.
    case file(ImageFile)
}
