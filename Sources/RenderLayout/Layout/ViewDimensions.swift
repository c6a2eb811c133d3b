/// A view's size together with where its alignment guides lie — what `alignmentGuide`
/// closures and stacks see (SwiftUI's `ViewDimensions`).
public struct ViewDimensions {
    public var width: Double
    public var height: Double
    package let explicit: (AlignmentKey) -> Double?

    package init(size: Size, explicit: @escaping (AlignmentKey) -> Double? = { _ in nil }) {
        width = size.width
        height = size.height
        self.explicit = explicit
    }

    public var size: Size { Size(width: width, height: height) }

    public subscript(guide: HorizontalAlignment) -> Double {
        if let value = explicit(.horizontal(guide)) { return value }
        switch guide {
        case .leading: return 0
        case .center: return width / 2
        case .trailing: return width
        case .custom(let custom): return custom.defaultValue.evaluate(self)
        }
    }

    /// The guide's explicit value, nil when the view sets none (SwiftUI's `d[explicit: guide]`).
    public subscript(explicit guide: HorizontalAlignment) -> Double? { explicit(.horizontal(guide)) }

    public subscript(explicit guide: VerticalAlignment) -> Double? { explicit(.vertical(guide)) }

    /// Default positions: baselines default to the bottom edge for views without text.
    public subscript(guide: VerticalAlignment) -> Double {
        if let value = explicit(.vertical(guide)) { return value }
        switch guide {
        case .top: return 0
        case .center: return height / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: return height
        case .custom(let custom): return custom.defaultValue.evaluate(self)
        }
    }

    public subscript(key: AlignmentKey) -> Double {
        switch key {
        case .horizontal(let guide): return self[guide]
        case .vertical(let guide): return self[guide]
        }
    }

    /// A guide's name in `GuideExpression`.
    package static func name(of key: AlignmentKey) -> String {
        switch key {
        case .horizontal(.center): return "centerX"
        case .vertical(.center): return "centerY"
        case .horizontal(let guide): return guide.rawValue
        case .vertical(let guide): return guide.rawValue
        }
    }

    /// A built-in guide by its `GuideExpression` name.
    package static func key(named name: String) -> AlignmentKey? {
        switch name {
        case "leading": return .horizontal(.leading)
        case "centerX": return .horizontal(.center)
        case "trailing": return .horizontal(.trailing)
        case "top": return .vertical(.top)
        case "centerY": return .vertical(.center)
        case "bottom": return .vertical(.bottom)
        case "firstTextBaseline": return .vertical(.firstTextBaseline)
        case "lastTextBaseline": return .vertical(.lastTextBaseline)
        case "listRowSeparatorLeading": return .horizontal(.custom(.listRowSeparatorLeading))
        case "listRowSeparatorTrailing": return .horizontal(.custom(.listRowSeparatorTrailing))
        default: return nil
        }
    }

    /// The names of `GuideExpression`.
    package func value(named name: String) -> Double {
        switch name {
        case "width": return width
        case "height": return height
        case "leading": return self[HorizontalAlignment.leading]
        case "centerX": return self[HorizontalAlignment.center]
        case "trailing": return self[HorizontalAlignment.trailing]
        case "top": return self[VerticalAlignment.top]
        case "centerY": return self[VerticalAlignment.center]
        case "bottom": return self[VerticalAlignment.bottom]
        case "firstTextBaseline": return self[VerticalAlignment.firstTextBaseline]
        case "lastTextBaseline": return self[VerticalAlignment.lastTextBaseline]
        default: return 0
        }
    }
}
