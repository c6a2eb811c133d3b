/// `position(x:y:)`.
///
/// 1. Takes the whole proposal (an unspecified axis answers 10).
/// 2. Proposes that size to the content and places the content's centre at (x, y) in its
///    own coordinates.
struct PositionLayout: Layout {
    let x: Double
    let y: Double

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard let content = subviews.first else { return }
        let childProposal = ProposedViewSize(bounds.size)
        let size = content.sizeThatFits(childProposal)
        content.place(at: Point(x: bounds.minX + x - size.width / 2, y: bounds.minY + y - size.height / 2),
                      proposal: childProposal)
    }
}
