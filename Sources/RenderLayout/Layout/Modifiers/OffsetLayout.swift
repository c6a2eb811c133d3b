/// `offset(x:y:)`.
///
/// 1. Sizing is the content's: the parent lays out as if there were no offset.
/// 2. The content is placed moved by (x, y) — it is drawn there, and the dump shows it there,
///    while the offset node keeps the original frame.
struct OffsetLayout: SingleChildLayout {
    let x: Double
    let y: Double

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        subviews.first?.place(at: Point(x: bounds.minX + x, y: bounds.minY + y), proposal: proposal)
    }

    /// Guides do not move with the drawing.
    func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        subviews.first?.explicitAlignment(of: key, proposal: proposal)
    }
}
