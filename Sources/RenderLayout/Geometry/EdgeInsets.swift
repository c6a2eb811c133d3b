/// Insets on the four edges of a rectangle, in points.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    public var horizontal: Double { leading + trailing }
    public var vertical: Double { top + bottom }
    public subscript(axis: Axis) -> Double { axis == .horizontal ? horizontal : vertical }
}

/// The edges `padding(_:_:)` can name.
public enum Edge: String, Sendable, CaseIterable {
    case top, leading, bottom, trailing
}
