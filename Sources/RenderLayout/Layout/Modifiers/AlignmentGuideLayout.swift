/// `alignmentGuide(_:computeValue:)`.
///
/// 1. Sizing and placement are the content's, unchanged.
/// 2. The named guide is explicit: its value is the expression evaluated on the content's
///    dimensions (width, height and the content's own guides). Other guides pass through.
struct AlignmentGuideLayout: SingleChildLayout {
    let key: AlignmentKey
    let expression: GuideExpression

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        guard let content = subviews.first else { return nil }
        if key == self.key { return expression.evaluate(content.dimensions(in: proposal)) }
        return content.explicitAlignment(of: key, proposal: proposal)
    }
}
