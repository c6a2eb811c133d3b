/// One of the two layout axes.
public enum Axis: String, Hashable, Sendable, CaseIterable {
    case horizontal, vertical

    public var other: Axis { self == .horizontal ? .vertical : .horizontal }

    /// A set of axes, as in `ViewThatFits(in:)` and `ScrollView(_:)`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
        public static let both: Set = [.horizontal, .vertical]

        public func contains(_ axis: Axis) -> Bool {
            contains(axis == .horizontal ? Set.horizontal : Set.vertical)
        }
    }
}
