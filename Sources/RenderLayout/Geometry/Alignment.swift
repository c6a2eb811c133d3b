/// A horizontal alignment guide: a named position along a view's width. The three built-in
/// guides, or one a scene or Swift file declares (SwiftUI's `HorizontalAlignment(MyID.self)`).
public enum HorizontalAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
    case custom(CustomAlignment)

    /// The built-in guides.
    public static var allCases: [HorizontalAlignment] { [.leading, .center, .trailing] }

    /// A built-in guide by its scene name.
    public init?(rawValue: String) {
        switch rawValue {
        case "leading": self = .leading
        case "center": self = .center
        case "trailing": self = .trailing
        default: return nil
        }
    }

    /// The scene name: a built-in guide's, or the declared name of a custom one.
    public var rawValue: String {
        switch self {
        case .leading: return "leading"
        case .center: return "center"
        case .trailing: return "trailing"
        case .custom(let guide): return guide.name
        }
    }
}

/// A vertical alignment guide: a named position along a view's height. The five built-in
/// guides, or one a scene or Swift file declares (SwiftUI's `VerticalAlignment(MyID.self)`).
public enum VerticalAlignment: Hashable, Sendable, CaseIterable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
    case custom(CustomAlignment)

    /// The built-in guides.
    public static var allCases: [VerticalAlignment] { [.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline] }

    /// A built-in guide by its scene name.
    public init?(rawValue: String) {
        switch rawValue {
        case "top": self = .top
        case "center": self = .center
        case "bottom": self = .bottom
        case "firstTextBaseline": self = .firstTextBaseline
        case "lastTextBaseline": self = .lastTextBaseline
        default: return nil
        }
    }

    /// The scene name: a built-in guide's, or the declared name of a custom one.
    public var rawValue: String {
        switch self {
        case .top: return "top"
        case .center: return "center"
        case .bottom: return "bottom"
        case .firstTextBaseline: return "firstTextBaseline"
        case .lastTextBaseline: return "lastTextBaseline"
        case .custom(let guide): return guide.name
        }
    }
}

/// A guide declared by a scene (`"alignments"`) or a Swift file (`struct X: AlignmentID`):
/// SwiftUI's `AlignmentID` type. Its `defaultValue` is where the guide lies in a view that sets
/// no explicit value; containers merge their children's explicit values by the mean
/// (`AlignmentKey.combineExplicit`). Two guides are the same guide when name and axis agree.
public final class CustomAlignment: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    public let axis: Axis
    public let defaultValue: GuideExpression

    public init(name: String, axis: Axis, defaultValue: GuideExpression) {
        self.name = name
        self.axis = axis
        self.defaultValue = defaultValue
    }

    public static func == (a: CustomAlignment, b: CustomAlignment) -> Bool {
        a === b || (a.name == b.name && a.axis == b.axis)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    public var description: String { name }
}

/// A pair of guides, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    // The text-baseline pairs (iOS 16), as `Grid(alignment: .leadingFirstTextBaseline)` uses them.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    /// The names a scene may use: SwiftUI's nine and its six text-baseline pairs.
    public static let named: [String: Alignment] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing,
        "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
        "centerFirstTextBaseline": .centerFirstTextBaseline, "centerLastTextBaseline": .centerLastTextBaseline,
        "leadingFirstTextBaseline": .leadingFirstTextBaseline, "leadingLastTextBaseline": .leadingLastTextBaseline,
        "trailingFirstTextBaseline": .trailingFirstTextBaseline, "trailingLastTextBaseline": .trailingLastTextBaseline,
    ]
}

/// Any one guide, horizontal or vertical: the key of an explicit alignment value.
public enum AlignmentKey: Hashable, Sendable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)

    public var axis: Axis {
        switch self {
        case .horizontal: return .horizontal
        case .vertical: return .vertical
        }
    }

    /// How a container merges the explicit values its children give this guide (already in the
    /// container's coordinates) — SwiftUI's `AlignmentID._combineExplicit`:
    /// 1. The edge and centre guides (SwiftUI's `FrameAlignment`s) never merge: a container
    ///    has no explicit `top`, `leading`, `center`… of its own, whatever its children set.
    /// 2. `firstTextBaseline` takes the smallest, `lastTextBaseline` the largest.
    /// 3. Every other guide (a custom `AlignmentID`) takes the mean of the values given.
    /// Children without an explicit value are skipped; none at all gives nil, so the guide
    /// falls back to its default. (OpenSwiftUI's `AlignmentGuide.swift`, `combineExplicit`.)
    public func combineExplicit(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        switch self {
        case .vertical(.firstTextBaseline): return values.min()
        case .vertical(.lastTextBaseline): return values.max()
        case .horizontal(.custom), .vertical(.custom): return values.reduce(0, +) / Double(values.count)
        default: return nil
        }
    }

    /// Whether containers merge this guide at all (step 1 above): when not, they skip asking
    /// their children.
    public var merges: Bool {
        switch self {
        case .vertical(.firstTextBaseline), .vertical(.lastTextBaseline), .horizontal(.custom), .vertical(.custom): return true
        default: return false
        }
    }
}
