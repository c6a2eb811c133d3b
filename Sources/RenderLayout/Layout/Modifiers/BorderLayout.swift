/// `border(_:width:)`.
///
/// 1. The content is proposed the modifier's proposal and answers for it; sizes are unchanged.
/// 2. A rectangle of `width` is stroked inside the bounds, over the content.
struct BorderLayout: SingleChildLayout {
    let style: ResolvedShapeStyle
    let width: Double

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        .border(style, width: width)
    }
}

extension BorderLayout {
    /// Its content's guides, moved (`ExplicitGuides` step 3).
    func explicitGuides(children: ChildGuides) -> ExplicitGuides { children.first }
}
