/// One row of a `List` or `Form` (any view: a Text, a Label, a Toggle, a stack…); the decoder
/// wraps each row of a section in one.
///
/// 1. The content is proposed the row's width less the row insets (20 leading and trailing,
///    `ListMetrics.rowInsets`) and no height, so it takes its ideal height for that width: a
///    long text wraps and grows the row.
/// 2. The row's height is the content's height plus the insets above and below (11 each), and
///    at least the minimum row height (44, `defaultMinListRowHeight`); its width is the width
///    proposed (unspecified: the content's ideal width plus the insets). A `Toggle` or
///    `Stepper` row (under any modifiers) has 6 above and below instead, so that its 31-point
///    switch or 32-point stepper makes a 44-point row, as in Settings (decision: iOS centres the control in a row
///    its text sizes).
/// 3. The content is placed at the leading inset, centred vertically in the row.
/// 4. Where the row's separator starts is not the row's business: the section finds the row's
///    first text once it is placed (ListSectionLayout, step 5).
struct ListRowLayout: SingleChildLayout {
    static let insets = ListMetrics.rowInsets

    private func contentProposal(width: Double?) -> ProposedViewSize {
        ProposedViewSize(width: width.map { max(0, $0 - Self.insets.horizontal) }, height: nil)
    }

    func contentProposal(for proposal: ProposedViewSize, in bounds: Rect?) -> ProposedViewSize {
        contentProposal(width: bounds?.width ?? proposal.width)
    }

    /// Step 2: the space above and below the content.
    static func verticalInset(_ content: LayoutSubview?) -> Double {
        var view = content?.node.view
        while let current = view, case .modifier = current.kind { view = current.children.first }
        switch view?.kind {
        case .toggle?, .stepper?: return ListMetrics.controlRowVerticalInset
        default: return insets.top
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let content = subviews.first?.sizeThatFits(contentProposal(width: width)) ?? .zero
        return Size(width: width ?? content.width + Self.insets.horizontal,
                    height: max(ListMetrics.minRowHeight, content.height + 2 * Self.verticalInset(subviews.first)))
    }

    func contentOffset(in bounds: Rect, proposal: ProposedViewSize, content: LayoutSubview) -> Point {
        let size = content.sizeThatFits(contentProposal(width: bounds.width))
        return Point(x: Self.insets.leading, y: (bounds.height - size.height) / 2)
    }
}
