import RenderLayout

/// How `ContentUnavailableView` arranges its symbol over the rest (title, description, actions),
/// in all the space offered (`ContentUnavailableViewView` builds both parts).
///
/// 1. The width for the parts is the proposal's less the side insets (32 on each side); a
///    missing or infinite proposal asks the parts' own widths.
/// 2. The symbol is shown when the symbol's and the rest's heights at that width, added, fit the
///    proposed height (an unspecified one always fits); otherwise the rest is shown alone and
///    the symbol is not placed. iOS 18 drops it so: of four ContentUnavailableViews sharing a
///    393 × 852 screen's safe area (183.75 points each), the fourth, whose symbol, title,
///    two-line description and button would need about 195, is drawn without its symbol, the
///    rest centred in its quarter (mulgir-govind/SwiftUI-Bootcamp's simulator screenshot,
///    scripts/device-compare `content-unavailable-search`). The criterion — the whole content
///    against the whole height — is the decision that picture fits.
/// 3. Its size on each axis is the shown parts' size (their widest plus the insets, their
///    heights added) or the proposal, whichever is larger (an unspecified or infinite proposal:
///    the parts' size): `frame(maxWidth: .infinity, maxHeight: .infinity)` around them, whose
///    lower bound is its content's size.
/// 4. The shown parts are stacked without spacing, the block centred vertically in the view (it
///    may overflow both edges equally), each part centred horizontally. The rest is proposed the
///    width and, with the symbol, its own height; alone, the height offered (so it may
///    truncate).
/// 5. Where the view or a part is infinite (a `scaledToFill` description proposed nil high is
///    proposed ∞ × ∞, and a LabeledContent's `HStack { title; Spacer(); value }` answers ∞ wide
///    to it, as in SwiftUI: OpenSwiftUI's `_AspectRatioLayout`, docs/effects.md), there is no
///    centre to find: that part, or every part of an infinite view, starts at the view's leading
///    or top edge (`AlignedPlacement.difference`, the rule of stacks and frames), never at ∞ − ∞
///    = NaN (seed 23 case 729, docs/invariants.md).
package struct ContentUnavailableLayout: Layout, ViewBehavior {
    /// Whether the first child is the symbol (a label view of the app's own has none).
    package let hasSymbol: Bool
    package let sideInset: Double

    package var name: String { "ContentUnavailableView" }
    package func layout(in environment: EnvironmentValues) -> any Layout { self }
    package func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing { .plainView }

    /// Step 1: the width the parts are proposed.
    private func partWidth(_ proposal: ProposedViewSize) -> Double? {
        guard let width = proposal.width, width.isFinite else { return nil }
        return max(0, width - 2 * sideInset)
    }

    /// Steps 2 and 4: the parts shown, each with its size and the proposal it is placed with.
    private func shown(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> [(LayoutSubview, Size, ProposedViewSize)] {
        guard let rest = subviews.last else { return [] }
        let width = partWidth(proposal)
        let ideal = ProposedViewSize(width: width, height: nil)
        let restSize = rest.sizeThatFits(ideal)
        guard hasSymbol, subviews.count == 2 else { return [(rest, restSize, ideal)] }
        let symbolSize = subviews[0].sizeThatFits(ideal)
        let offered = proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? .infinity
        if symbolSize.height + restSize.height <= offered + 1e-9 {
            let restProposal = ProposedViewSize(width: width, height: restSize.height)
            return [(subviews[0], symbolSize, ideal), (rest, rest.sizeThatFits(restProposal), restProposal)]
        }
        let alone = ProposedViewSize(width: width, height: proposal.height)
        return [(rest, rest.sizeThatFits(alone), alone)]
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let parts = shown(proposal, subviews)
        let width = parts.map(\.1.width).max() ?? 0, height = parts.map(\.1.height).reduce(0, +)
        func given(_ value: Double?) -> Double { value.flatMap { $0.isFinite ? $0 : nil } ?? 0 }
        return Size(width: max(width + 2 * sideInset, given(proposal.width)), height: max(height, given(proposal.height)))
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        let parts = shown(proposal, subviews)
        // Step 5: an infinite part or view leaves no finite room to centre in (∞ − ∞ is NaN).
        var y = bounds.minY + AlignedPlacement.difference(bounds.height, parts.map(\.1.height).reduce(0, +)) / 2
        for (subview, size, partProposal) in parts {
            subview.place(at: Point(x: bounds.minX + AlignedPlacement.difference(bounds.width, size.width) / 2, y: y), proposal: partProposal)
            y += size.height
        }
    }
}
