/// `TextStyleLeading`: how far apart the lines of a Text lie.
///
/// 1. A font that is a system text style at a Dynamic Type size — no family, a text style, and
///    that style's point size at one of the sizes (`.body`, `.headline`, `.title2.bold()`,
///    `.system(.body, design: .serif)`) — places its lines the style's leading apart, baseline
///    to baseline: Apple's Human Interface Guidelines, Typography → Specifications, "iOS, iPadOS
///    Dynamic Type sizes", the Leading column (body 22, subheadline 20 … at `large`), whether
///    that is more or less than the font's own line height.
/// 2. The first line is the font's own height (ascent + descent); each further line adds the
///    leading: n lines are ascent + descent + (n − 1) × leading.
/// 3. `lineSpacing(_:)` adds its points to that pitch.
/// 4. Every other font — a fixed `.system(size:)`, `.custom(_:size:)` with or without
///    `relativeTo:`, a text style shrunk by `minimumScaleFactor` — keeps its own line height
///    between lines: UIKit gives the tuned leading to its preferred (text-style) fonts only,
///    not to system fonts of a size (published: threadreaderapp.com/thread/1382146916402790401;
///    Apple's `traitLooseLeading` page: loose leading adds 2 points "for fonts that you create
///    using UIFont.TextStyle"). No picture of a wrapped fixed-size Text was found (decision).
///
/// Measured on iOS 18 snapshot references (scripts/device-compare/references.tsv, docs/figures.md
/// "Device truth (session 12)"): body lines 22 apart and a one-line body Text 20.33 tall, largeTitle
/// 40.67 (Dimillian/EmojiText); headline 22, subheadline 20, and the frames of a wrapped headline,
/// subheadline and caption stack adding up only as step 2 says (martinomamic/RSSReader's
/// FeedItemRow); at accessibility5, title2 66 and subheadline 58 apart — less than SF's own
/// 66.8 and 58.5 (RSSReader's ErrorStateView).
public enum TextStyleLeading {
    /// Leadings by Dynamic Type size, in `Font.TextStyle.allCases` order: largeTitle, title,
    /// title2, title3, headline, subheadline, body, callout, footnote, caption, caption2 (HIG,
    /// step 1), beside `DynamicTypeSize.pointSizes`.
    static func leadings(_ size: DynamicTypeSize) -> [Double] {
        switch size {
        case .xSmall: return [38, 31, 24, 22, 19, 16, 19, 18, 16, 13, 13]
        case .small: return [39, 32, 25, 23, 20, 18, 20, 19, 16, 13, 13]
        case .medium: return [40, 33, 26, 24, 21, 19, 21, 20, 16, 13, 13]
        case .large: return [41, 34, 28, 25, 22, 20, 22, 21, 18, 16, 13]
        case .xLarge: return [43, 37, 30, 28, 24, 22, 24, 23, 20, 19, 18]
        case .xxLarge: return [46, 39, 32, 30, 26, 24, 26, 25, 22, 21, 20]
        case .xxxLarge: return [48, 41, 34, 32, 29, 28, 29, 28, 24, 23, 22]
        case .accessibility1: return [52, 46, 41, 38, 34, 31, 34, 32, 29, 28, 25]
        case .accessibility2: return [57, 51, 47, 44, 40, 37, 40, 39, 33, 32, 29]
        case .accessibility3: return [61, 57, 52, 51, 48, 43, 48, 46, 40, 39, 35]
        case .accessibility4: return [66, 62, 59, 58, 56, 50, 56, 52, 46, 44, 41]
        case .accessibility5: return [70, 68, 66, 65, 62, 58, 62, 60, 53, 51, 48]
        }
    }

    /// The baseline-to-baseline distance of `font`'s lines when it is a text style (step 1),
    /// else nil (step 4). Where a style has one point size at several Dynamic Type sizes
    /// (footnote, caption and caption2 below `large`) the leading is the same at each.
    public static func leading(for font: Font) -> Double? {
        guard font.family == nil, let style = font.textStyle,
              let index = Font.TextStyle.allCases.firstIndex(of: style) else { return nil }
        for size in DynamicTypeSize.allCases where size.pointSizes[index] == font.size {
            return leadings(size)[index]
        }
        return nil
    }

    /// The space to add between lines (what `TextDecoration.lineSpacing` holds for the
    /// measurer): the leading less the font's own line height (steps 1–2), plus `lineSpacing`
    /// (step 3); `lineSpacing` alone for other fonts (step 4). Negative when the leading is less
    /// than the font's line.
    public static func spacing(for font: Font, metrics: FontMetrics, lineSpacing: Double) -> Double {
        guard let leading = leading(for: font) else { return lineSpacing }
        return spacing(leading: leading, metrics: metrics, lineSpacing: lineSpacing)
    }

    /// The same for a leading `leading(for:)` gave: a caller that asks the font's metrics only
    /// for a text style (every other font's spacing is `lineSpacing`, step 4, whatever its
    /// metrics).
    public static func spacing(leading: Double, metrics: FontMetrics, lineSpacing: Double) -> Double {
        leading - (metrics.ascent + metrics.descent) + lineSpacing
    }
}
