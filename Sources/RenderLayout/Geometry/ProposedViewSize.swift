/// What a parent offers a child, axis by axis.
///
/// Each axis is in one of four modes (docs/layout-rules.md, "The protocol"):
/// - `nil`, **unspecified**: "what is your ideal size?";
/// - `0`, **minimum**: "how small can you get?";
/// - `.infinity`, **maximum**: "how big can you get?";
/// - any other number, **explicit**: "this is the space there is".
///
/// A child is free to answer a size that ignores the proposal; the parent then decides
/// what to do with the overflow.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    public init(_ axis: Axis, major: Double?, minor: Double?) {
        if axis == .horizontal { self.init(width: major, height: minor) } else { self.init(width: minor, height: major) }
    }

    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// The proposal with each unspecified axis replaced, as SwiftUI's `replacingUnspecifiedDimensions(by:)`.
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    public var description: String {
        func show(_ value: Double?) -> String { value.map(formatNumber) ?? "nil" }
        return "\(show(width))×\(show(height))"
    }
}
