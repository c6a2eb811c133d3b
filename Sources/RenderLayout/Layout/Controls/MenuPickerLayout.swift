/// `Picker` in the `menu` style (and `automatic`, which is `menu` on iOS 17), at rest:
/// `children` = the label, the `chevron.up.chevron.down` symbol, the options (LayoutTreeBuilder
/// gives the option shown and the symbol their colour and the symbol its font).
///
/// Standalone (iOS 17 draws a borderless menu button):
/// 1. Shown: the selected option, then the symbol, `gap` (4) apart; both in the accent colour.
///    The label is not shown. With no option selected, the symbol alone.
/// 2. The option is proposed the width minus the symbol and the gap (one line, truncated);
///    the picker answers the option's width + gap + symbol by the taller of the two, so it hugs
///    its content like a borderless Button (no insets: a decision, none are documented).
/// 3. Both are centred vertically; the option's baselines are the picker's.
///
/// In a Form or List row (`controlPlacement == .formRow`):
/// 4. A row: the label at the leading edge (primary colour), the selected option and the symbol
///    at the trailing edge (both secondary grey), the row as wide as the proposal.
/// 5. The trailing part keeps its ideal width; the label gets what is left, less 8 (the default
///    gap between two texts), and truncates. Unspecified width: label + 8 + trailing part.
/// 6. Height: the tallest of the three; all centred vertically; baselines are the label's.
struct MenuPickerLayout: Layout {
    let selection: Int?
    let isFormRow: Bool

    static let gap = 4.0
    static let labelGap = 8.0

    private struct Parts {
        var label: LayoutSubview?
        var symbol: LayoutSubview?
        var option: LayoutSubview?
    }

    private func parts(_ subviews: LayoutSubviews) -> Parts {
        var parts = Parts()
        if subviews.count > 0 { parts.label = subviews[0] }
        if subviews.count > 1 { parts.symbol = subviews[1] }
        if let selection, selection + 2 < subviews.count { parts.option = subviews[selection + 2] }
        return parts
    }

    private struct Frames {
        var label: (Point, ProposedViewSize)?
        var option: (Point, ProposedViewSize)?
        var symbol: (Point, ProposedViewSize)?
        var size: Size
    }

    /// The frames of the parts shown, relative to the picker's origin, for a proposal.
    private func frames(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Frames {
        let parts = parts(subviews)
        let symbol = parts.symbol?.sizeThatFits(.unspecified) ?? .zero
        let optionIdeal = parts.option?.sizeThatFits(.unspecified) ?? .zero
        if isFormRow {
            // Step 5: the trailing part at its ideal width, the label in what is left.
            let trailing = (parts.option == nil ? 0 : optionIdeal.width + Self.gap) + symbol.width
            let labelProposal = ProposedViewSize(width: proposal.width.map { max(0, $0 - trailing - Self.labelGap) }, height: nil)
            let label = parts.label?.sizeThatFits(labelProposal) ?? .zero
            let width = proposal.width ?? (label.width + Self.labelGap + trailing)
            let height = max(label.height, optionIdeal.height, symbol.height)
            var frames = Frames(size: Size(width: width, height: height))
            frames.label = (Point(x: 0, y: (height - label.height) / 2), labelProposal)
            frames.symbol = (Point(x: width - symbol.width, y: (height - symbol.height) / 2), .unspecified)
            if parts.option != nil {
                frames.option = (Point(x: width - trailing, y: (height - optionIdeal.height) / 2), .unspecified)
            }
            return frames
        }
        // Steps 1–2: the option then the symbol, hugging them.
        var optionProposal = ProposedViewSize.unspecified
        var option = Size.zero
        if parts.option != nil {
            optionProposal = ProposedViewSize(width: proposal.width.map { max(0, $0 - symbol.width - Self.gap) }, height: nil)
            option = parts.option?.sizeThatFits(optionProposal) ?? .zero
        }
        let optionWidth = parts.option == nil ? 0 : option.width + Self.gap
        let height = max(option.height, symbol.height)
        var frames = Frames(size: Size(width: optionWidth + symbol.width, height: height))
        if parts.option != nil { frames.option = (Point(x: 0, y: (height - option.height) / 2), optionProposal) }
        frames.symbol = (Point(x: optionWidth, y: (height - symbol.height) / 2), .unspecified)
        return frames
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        frames(proposal, subviews).size
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        let parts = parts(subviews)
        let frames = frames(proposal, subviews)
        func place(_ view: LayoutSubview?, _ frame: (Point, ProposedViewSize)?) {
            guard let view, let frame else { return }
            view.place(at: Point(x: bounds.minX + frame.0.x, y: bounds.minY + frame.0.y), proposal: frame.1)
        }
        place(parts.label, frames.label)
        place(parts.option, frames.option)
        place(parts.symbol, frames.symbol)
    }

    func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        let parts = parts(subviews)
        let frames = frames(proposal, subviews)
        // Steps 3 and 6: the guides of the text that leads, the label in a row, else the option.
        let leading = isFormRow ? (parts.label, frames.label) : (parts.option, frames.option)
        guard let view = leading.0, let frame = leading.1,
              let guide = view.explicitAlignment(of: key, proposal: frame.1) else { return nil }
        return guide + (key.axis == .horizontal ? frame.0.x : frame.0.y)
    }

    static let noSelection = "the Picker's selection matches no option's tag: no option is shown selected (SwiftUI logs the same)"

    func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        if selection == nil { context.warn(Self.noSelection) }
        return .none
    }

    func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        let parts = parts(subviews)
        return (isFormRow ? parts.label : parts.option)?.spacing ?? .plainView
    }
}
