/// A view modifier: a layout container around one view (and, for `overlay` and
/// `background`, a second view in `children[1]`).
public enum Modifier: Sendable {
    case overlay(alignment: Alignment)
    /// `background(alignment:content:)`; `background(_:ignoresSafeAreaEdges:)` (a shape style,
    /// whose fill grows into the safe area on those edges, all by default).
    case background(alignment: Alignment, ignoresSafeAreaEdges: Set<Edge> = [])
    /// `gridCellColumns(_:)`, `gridColumnAlignment(_:)`: read by the enclosing `Grid`.
    case gridCellColumns(Int)
    case gridColumnAlignment(HorizontalAlignment)
    /// `tag(_:)`: the value a `Picker` option stands for, read by the enclosing Picker.
    case tag(TagValue)
    /// `ignoresSafeArea(_:edges:)`, `edgesIgnoringSafeArea(_:)`.
    case ignoresSafeArea(regions: SafeAreaRegions, edges: Set<Edge>)
    /// `safeAreaPadding(_:)`: insets laid out as padding and added to the content's safe area.
    case safeAreaPadding(EdgeInsets)
    /// `safeAreaInset(edge:alignment:spacing:content:)`: `children[1]` at the edge.
    case safeAreaInset(SafeAreaInset)
    /// `containerRelativeFrame(_:count:span:spacing:alignment:)` and its closure form.
    case containerRelativeFrame(ContainerRelativeFrame)
    /// A modifier declared in its own definition file (`Definitions/Modifiers/`).
    case defined(DefinedModifier)

    public var name: String {
        switch self {
        case .overlay: return "overlay"
        case .background: return "background"
        case .gridCellColumns: return "gridCellColumns"
        case .gridColumnAlignment: return "gridColumnAlignment"
        case .tag: return "tag"
        case .ignoresSafeArea: return "ignoresSafeArea"
        case .safeAreaPadding: return "safeAreaPadding"
        case .safeAreaInset: return "safeAreaInset"
        case .containerRelativeFrame: return "containerRelativeFrame"
        case .defined(let modifier): return modifier.name
        }
    }
}

/// A `tag(_:)` or a `Picker`'s `selection`: a string (an enum case is its name), a number or a
/// Boolean. Values of different kinds never match (`1` is not `"1"`).
public enum TagValue: Hashable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
}

/// `safeAreaInset(edge:alignment:spacing:content:)`: the edge, the alignment across it (only the
/// component across the edge counts), and the spacing (nil: the views' spacing preferences).
public struct SafeAreaInset: Hashable, Sendable {
    public var edge: Edge
    public var alignment: Alignment
    public var spacing: Double?

    public init(edge: Edge, alignment: Alignment = .center, spacing: Double? = nil) {
        self.edge = edge
        self.alignment = alignment
        self.spacing = spacing
    }
}

/// `containerRelativeFrame`: on `axes`, the container's length, or `count` columns of it of
/// which the view spans `span` with `spacing` between, or what `length` computes from it.
public struct ContainerRelativeFrame: Hashable, Sendable {
    public var axes: Axis.Set
    public var count: Int?
    public var span: Int
    public var spacing: Double
    public var alignment: Alignment
    /// The closure form `{ length, axis in length * 0.8 }`, over the name `length`.
    public var length: GuideExpression?
    /// The closure form compiled (the Swift API): called with the container's length and axis.
    public var compiledLength: ContainerLengthFunction?

    public init(axes: Axis.Set, count: Int? = nil, span: Int = 1, spacing: Double = 0, alignment: Alignment = .center,
                length: GuideExpression? = nil) {
        self.axes = axes
        self.count = count
        self.span = span
        self.spacing = spacing
        self.alignment = alignment
        self.length = length
    }
}

/// A compiled `containerRelativeFrame(_:alignment:_:)` closure, compared by identity. It is
/// SwiftUI's non-`Sendable` closure: a view tree is built, laid out and drawn on one thread
/// (as `GeometryBody` is), so it never runs concurrently.
public final class ContainerLengthFunction: Hashable, @unchecked Sendable {
    public let compute: (Double, Axis) -> Double

    public init(_ compute: @escaping (Double, Axis) -> Double) {
        self.compute = compute
    }

    public static func == (a: ContainerLengthFunction, b: ContainerLengthFunction) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
