/// `fixedSize(horizontal:vertical:)`.
///
/// 1. On each fixed axis the content is proposed `nil` (it answers its ideal size there);
///    on the other axis it gets the parent's proposal.
/// 2. The modifier answers the content's size; the content may overflow its parent.
struct FixedSizeLayout: SingleChildLayout {
    let horizontal: Bool
    let vertical: Bool

    func contentProposal(for proposal: ProposedViewSize, in bounds: Rect?) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        subviews.first?.sizeThatFits(contentProposal(for: proposal, in: nil)) ?? .zero
    }
}

extension FixedSizeLayout {
    /// Its content's guides, moved (`ExplicitGuides` step 3).
    func explicitGuides(children: ChildGuides) -> ExplicitGuides { children.first }
}
