/// A view modifier: a layout container around one view (and, for `overlay` and
/// `background`, a second view in `children[1]`).
public enum Modifier: Sendable {
    case frame(width: Double?, height: Double?, alignment: Alignment)
    case flexFrame(FlexFrame)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case padding(EdgeInsets)
    case border(ShapeStyle, width: Double)
    case offset(x: Double, y: Double)
    case position(x: Double, y: Double)
    case alignmentGuide(AlignmentKey, GuideExpression)
    case layoutPriority(Double)
    /// `font`, `lineLimit`, `foregroundColor`…: changes what the content inherits.
    case environment(key: String, EnvironmentChange)
    /// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()`: nil ratio = the
    /// content's ideal size's.
    case aspectRatio(Double?, ContentMode)
    /// A modifier declared in its own definition file (`Definitions/Modifiers/`).
    case defined(DefinedModifier)

    public var name: String {
        switch self {
        case .frame, .flexFrame: return "frame"
        case .fixedSize: return "fixedSize"
        case .padding: return "padding"
        case .border: return "border"
        case .offset: return "offset"
        case .position: return "position"
        case .alignmentGuide: return "alignmentGuide"
        case .layoutPriority: return "layoutPriority"
        case .environment(let key, _): return key
        case .aspectRatio: return "aspectRatio"
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
