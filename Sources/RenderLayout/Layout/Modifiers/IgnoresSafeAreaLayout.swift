/// `ignoresSafeArea(_:edges:)` and `edgesIgnoringSafeArea(_:)` (OpenSwiftUI's
/// `_SafeAreaRegionsIgnoringLayout`, Layout/SafeAreaIgnoringLayout.swift).
///
/// 1. Sizing: the content's answer to the same proposal; the modifier never grows its parent.
/// 2. Placement: the insets the modifier's own frame may grow by on `edges`
///    (`SafeArea.swift`: only edges that touch the safe-area boundary grow, by the rest of the
///    inset) are added to the proposal — unspecified axes stay unspecified — and the content
///    is placed that far up and to the left, so it covers the insets.
/// 3. `.keyboard` alone expands nothing (there is no keyboard); without a device nothing does.
struct IgnoresSafeAreaLayout: SingleChildLayout {
    let regions: SafeAreaRegions
    let edges: Set<Edge>

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard let content = subviews.first else { return }
        let insets = regions.includesContainer ? context.safeAreaInsets(of: bounds).on(edges) : EdgeInsets()
        content.place(at: Point(x: bounds.minX - insets.leading, y: bounds.minY - insets.top), proposal: proposal.outset(by: insets))
    }
}
