/// `Picker` with `pickerStyle(.segmented)`: iOS's UISegmentedControl at rest.
/// `children` = the label (never shown), the menu symbol (never shown), the options — each
/// option a segment (LayoutTreeBuilder sets them in 13-point medium text, the selected one
/// semibold, one line). Numbers from iOS 13's design as TOSegmentedControl reproduces it
/// (TimOliver/TOSegmentedControl, `commonInit`, `layoutSeparatorViews`, `setTextFont`).
///
/// 1. Height 32 (UISegmentedControl's height since iOS 13), or the tallest option + 8 if that
///    is more (large Dynamic Type sizes).
/// 2. Width: the proposal — a segmented picker fills the width it is offered, as SwiftUI's does
///    in a VStack; unspecified (ideal, `fixedSize`): 2 + n × (widest option + 24) + 2, every
///    segment as wide as the widest (UISegmentedControl's equal widths; the 12-point side
///    padding is a decision).
/// 3. The segments share the width less a 2-point inset on each side equally: segment i spans
///    x = 2 + i·s … 2 + (i + 1)·s, s = (width − 4) / n, and y = 2 … height − 2.
/// 4. Each option is proposed its segment's width less 24 (it truncates when that is too
///    little) and centred in its segment. Baselines are the first option's.
/// Drawn: the track (tertiarySystemFill, radius 8), the selected segment as a white thumb
/// (radius 7) with a soft shadow (13 % black, radius 3, 2 down), and 1 × 18 separators between
/// segments except beside the thumb. A selection no tag matches selects no segment.
struct SegmentedPickerLayout: Layout {
    let selection: Int?

    static let height = 32.0
    static let inset = 2.0
    static let padding = 12.0
    static let cornerRadius = 8.0
    static let thumbRadius = 7.0
    static let separator = Size(width: 1, height: 18)

    private func options(_ subviews: LayoutSubviews) -> LayoutSubviews {
        subviews.count > 2 ? Array(subviews[2...]) : []
    }

    private func segmentWidth(_ width: Double, count: Int) -> Double {
        max(0, width - 2 * Self.inset) / Double(max(1, count))
    }

    private func optionProposal(_ segment: Double) -> ProposedViewSize {
        ProposedViewSize(width: max(0, segment - 2 * Self.padding), height: nil)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let options = options(subviews)
        let width: Double
        if let proposed = proposal.width {
            width = proposed
        } else {
            let widest = options.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
            width = 2 * Self.inset + Double(options.count) * (widest + 2 * Self.padding)
        }
        let segment = segmentWidth(width, count: options.count)
        let tallest = options.map { $0.sizeThatFits(optionProposal(segment)).height }.max() ?? 0
        return Size(width: width, height: max(Self.height, tallest + 8))
    }

    /// Where option `index` goes, relative to the picker's origin.
    private func optionOrigin(_ index: Int, _ option: LayoutSubview, size: Size, count: Int) -> Point {
        let segment = segmentWidth(size.width, count: count)
        let ideal = option.sizeThatFits(optionProposal(segment))
        return Point(x: Self.inset + Double(index) * segment + (segment - ideal.width) / 2, y: (size.height - ideal.height) / 2)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        let options = options(subviews)
        let segment = segmentWidth(bounds.width, count: options.count)
        for (index, option) in options.enumerated() {
            let origin = optionOrigin(index, option, size: bounds.size, count: options.count)
            option.place(at: Point(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: optionProposal(segment))
        }
    }

    func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        let options = options(subviews)
        guard let first = options.first else { return nil }
        let segment = segmentWidth(bounds.width, count: options.count)
        guard let guide = first.explicitAlignment(of: key, proposal: optionProposal(segment)) else { return nil }
        let origin = optionOrigin(0, first, size: bounds.size, count: options.count)
        return guide + (key.axis == .horizontal ? origin.x : origin.y)
    }

    func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        if selection == nil { context.warn(MenuPickerLayout.noSelection) }
        return .control(.segmented(count: max(0, context.node.children.count - 2), selected: selection), tint: context.environment.tint)
    }
}
