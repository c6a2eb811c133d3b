/// `DynamicTypeSize`: the user's preferred text size, which scales every text style.
///
/// 1. A text style's point size at each size is iOS's, from Apple's Human Interface Guidelines,
///    Typography → Specifications → "iOS, iPadOS Dynamic Type sizes" (one table per size,
///    xSmall … AX5); `large` is the default and gives the sizes of docs/layout-rules.md, "Fonts
///    and text styles".
/// 2. A font that only scales relative to a style (`Font.custom(_:size:relativeTo:)`,
///    `.system(size:)` has no style and does not scale) takes the style's ratio of its size
///    at this Dynamic Type size to its size at `large`.
/// 3. Weights do not change with the size (headline stays semibold); a line's own height comes
///    from the font (Inter's metrics) and a text style's lines lie the HIG's leading for the
///    style at this size apart (`TextStyleLeading`).
public enum DynamicTypeSize: String, Hashable, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool {
        (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0)
    }

    /// SwiftUI's spellings, and the content-size-category names of UIKit and the Settings app
    /// (`extraLarge`, `AX3`, `accessibilityExtraLarge`…), lower-cased.
    public init?(name: String) {
        if let exact = DynamicTypeSize(rawValue: name) {
            self = exact
            return
        }
        let aliases: [String: DynamicTypeSize] = [
            "xsmall": .xSmall, "extrasmall": .xSmall, "small": .small, "medium": .medium, "large": .large,
            "xlarge": .xLarge, "extralarge": .xLarge, "xxlarge": .xxLarge, "extraextralarge": .xxLarge,
            "xxxlarge": .xxxLarge, "extraextraextralarge": .xxxLarge,
            "ax1": .accessibility1, "ax2": .accessibility2, "ax3": .accessibility3, "ax4": .accessibility4, "ax5": .accessibility5,
            "accessibility1": .accessibility1, "accessibility2": .accessibility2, "accessibility3": .accessibility3,
            "accessibility4": .accessibility4, "accessibility5": .accessibility5,
            "accessibilitymedium": .accessibility1, "accessibilitylarge": .accessibility2,
            "accessibilityextralarge": .accessibility3, "accessibilityextraextralarge": .accessibility4,
            "accessibilityextraextraextralarge": .accessibility5,
        ]
        guard let size = aliases[name.lowercased().replacingAll("-", with: "").replacingAll("_", with: "")] else { return nil }
        self = size
    }

    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Point sizes by text style, in `Font.TextStyle.allCases` order: largeTitle, title, title2,
    /// title3, headline, subheadline, body, callout, footnote, caption, caption2 (HIG, step 1).
    package var pointSizes: [Double] {
        switch self {
        case .xSmall: return [31, 25, 19, 17, 14, 12, 14, 13, 12, 11, 11]
        case .small: return [32, 26, 20, 18, 15, 13, 15, 14, 12, 11, 11]
        case .medium: return [33, 27, 21, 19, 16, 14, 16, 15, 12, 11, 11]
        case .large: return [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11]
        case .xLarge: return [36, 30, 24, 22, 19, 17, 19, 18, 15, 14, 13]
        case .xxLarge: return [38, 32, 26, 24, 21, 19, 21, 20, 17, 16, 15]
        case .xxxLarge: return [40, 34, 28, 26, 23, 21, 23, 22, 19, 18, 17]
        case .accessibility1: return [44, 38, 34, 31, 28, 25, 28, 26, 23, 22, 20]
        case .accessibility2: return [48, 43, 39, 37, 33, 30, 33, 32, 27, 26, 24]
        case .accessibility3: return [52, 48, 44, 43, 40, 36, 40, 38, 33, 32, 29]
        case .accessibility4: return [56, 53, 50, 49, 47, 42, 47, 44, 38, 37, 34]
        case .accessibility5: return [60, 58, 56, 55, 53, 49, 53, 51, 44, 43, 40]
        }
    }

    /// The point size of `style` at this Dynamic Type size.
    public func pointSize(_ style: Font.TextStyle) -> Double {
        let index = Font.TextStyle.allCases.firstIndex(of: style) ?? 0
        return pointSizes[index]
    }

    /// Clamped into `range` (`dynamicTypeSize(...DynamicTypeSize.large)`).
    package func clamped(to range: DynamicTypeSizeRange) -> DynamicTypeSize {
        var size = self
        if let lower = range.lower, size < lower { size = lower }
        if let upper = range.upper, size > upper { size = upper }
        return size
    }
}

/// `dynamicTypeSize(_:)` with a range: `...DynamicTypeSize.large`, `.small ... .xxLarge`,
/// `.large...`; `..<` ranges are stored as the closed range they stand for.
public struct DynamicTypeSizeRange: Hashable, Sendable {
    public var lower: DynamicTypeSize?
    public var upper: DynamicTypeSize?

    public init(lower: DynamicTypeSize?, upper: DynamicTypeSize?) {
        self.lower = lower
        self.upper = upper
    }
}

/// `LayoutDirection`: SwiftUI flips the x position of each view within its parent whose
/// environment is right-to-left (`LayoutEngine.place`); text keeps its own reading order.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}
