/// `GeometryReader`.
///
/// 1. Takes the whole proposal; an unspecified axis answers 10, as a shape does.
/// 2. Proposes its own size to every child and places each at its top-leading corner.
struct GeometryReaderLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
}
