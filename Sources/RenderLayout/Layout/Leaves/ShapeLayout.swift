/// Shapes (`Rectangle`, `RoundedRectangle`, `Circle`, `Ellipse`, `Capsule`) and `Color`.
///
/// 1. Each axis takes exactly the proposal: 0 answers 0, infinity answers infinity.
/// 2. An unspecified axis answers 10, so the ideal size is 10×10.
/// The shape is drawn to fill the rect it is given (a circle: the largest one centred in it).
struct ShapeLayout: Layout {
    let content: PlacedContent

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        content
    }
}

extension ShapeLayout {
    /// No text, no alignment guide of its own (`ExplicitGuides` step 1).
    func explicitGuides(children: ChildGuides) -> ExplicitGuides { [] }
}
