/// A view modifier: a layout container around one view (and, for `overlay` and
/// `background`, a second view in `children[1]`).
public enum Modifier: Sendable {
    case frame(width: Double?, height: Double?, alignment: Alignment)
    case flexFrame(FlexFrame)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case padding(EdgeInsets)
    case border(ShapeStyle, width: Double)
    case overlay(alignment: Alignment)
    /// `background(alignment:content:)`; `background(_:ignoresSafeAreaEdges:)` (a shape style,
    /// whose fill grows into the safe area on those edges, all by default).
    case background(alignment: Alignment, ignoresSafeAreaEdges: Set<Edge> = [])
    case offset(x: Double, y: Double)
    case position(x: Double, y: Double)
    case alignmentGuide(AlignmentKey, GuideExpression)
    case layoutPriority(Double)
    /// `font`, `lineLimit`, `foregroundColor`…: changes what the content inherits.
    case environment(key: String, EnvironmentChange)
    /// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()`: nil ratio = the
    /// content's ideal size's.
    case aspectRatio(Double?, ContentMode)
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
        case .frame, .flexFrame: return "frame"
        case .fixedSize: return "fixedSize"
        case .padding: return "padding"
        case .border: return "border"
        case .overlay: return "overlay"
        case .background: return "background"
        case .offset: return "offset"
        case .position: return "position"
        case .alignmentGuide: return "alignmentGuide"
        case .layoutPriority: return "layoutPriority"
        case .environment(let key, _): return key
        case .aspectRatio: return "aspectRatio"
        case .ignoresSafeArea: return "ignoresSafeArea"
        case .safeAreaPadding: return "safeAreaPadding"
        case .safeAreaInset: return "safeAreaInset"
        case .containerRelativeFrame: return "containerRelativeFrame"
        case .defined(let modifier): return modifier.name
        }
    }
}

/// How `aspectRatio` sizes its content against the proposal.
public enum ContentMode: String, Sendable, CaseIterable {
    /// All of the content within the proposal.
    case fit
    /// The proposal covered, the content overflowing it on one axis.
    case fill
}

/// The bounds of `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
public struct FlexFrame: Hashable, Sendable {
    public var minWidth, idealWidth, maxWidth: Double?
    public var minHeight, idealHeight, maxHeight: Double?
    public var alignment: Alignment

    public init(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }

    public func bounds(_ axis: Axis) -> (min: Double?, ideal: Double?, max: Double?) {
        axis == .horizontal ? (minWidth, idealWidth, maxWidth) : (minHeight, idealHeight, maxHeight)
    }

    /// The bounds as SwiftUI's initialiser stores them, before any layout: a negative min becomes
    /// 0, an ideal below the min is raised to it, a max below the ideal (or below 0) is raised to
    /// it. A min above a max with no ideal between stays as given. Source: OpenSwiftUI's
    /// `_FlexFrameLayout.init`, whose symbol-dual tests run SwiftUI's own initialiser
    /// (Tests/OpenSwiftUISymbolDualTests/Layout/Modifier/FrameLayoutTests.swift).
    public func normalizedBounds(_ axis: Axis) -> (min: Double?, ideal: Double?, max: Double?) {
        let (lower, middle, upper) = bounds(axis)
        let minimum = lower.map { Swift.max($0, 0) }
        let ideal = middle.map { Swift.max(minimum ?? 0, $0) }
        let maximum = upper.map { Swift.max(ideal ?? 0, $0) }
        return (minimum, ideal, maximum)
    }

    /// SwiftUI's own check: min ≤ ideal ≤ max where given, no negative or NaN value.
    public var isContradictory: Bool {
        func bad(_ min: Double?, _ ideal: Double?, _ max: Double?) -> Bool {
            let values = [min, ideal, max].compactMap { $0 }
            if values.contains(where: { $0.isNaN || $0 < 0 }) { return true }
            let lower = min ?? -.infinity
            let middle = ideal ?? lower
            let upper = max ?? middle
            return !(lower <= middle && middle <= upper)
        }
        return bad(minWidth, idealWidth, maxWidth) || bad(minHeight, idealHeight, maxHeight)
    }
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
