/// `NavigationLink`, drawn at rest: its destination is never shown. Children: the label, a
/// `Spacer`, the disclosure indicator (an `Image(systemName: "chevron.forward")`, which points
/// left right to left).
///
/// 1. In a List's or Form's row it is a row as iOS 17 draws it: laid out exactly as
///    `HStack { label; Spacer(); chevron }` (ControlRowLayout's rule), the label in the primary
///    colour, the chevron in footnote (13 pt) semibold, tertiaryLabel grey, trailing at the
///    row's inset. Decision: the chevron's font and colour are what iOS's disclosure indicator
///    looks like (UIKit documents no numbers).
/// 2. Elsewhere it is its label alone, in the accent colour, as a Button with the automatic
///    style draws it (iOS shows no chevron outside lists).
struct NavigationLinkLayout: Layout {
    let isRow: Bool
    private let row = ControlRowLayout()

    static func chevronStyle(_ environment: inout EnvironmentValues) {
        var font = Font.TextStyle.footnote.font
        font.weight = .semibold
        environment.font = font
        environment.foregroundStyle = .color(RGBA.system["tertiaryLabel"] ?? RGBA(60, 60, 67, 0.3))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        if isRow { return row.sizeThatFits(proposal: proposal, subviews: subviews, context: context) }
        return subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        if isRow { return row.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, context: context) }
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }

    func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        if isRow { return row.explicitAlignment(of: key, in: bounds, proposal: proposal, subviews: subviews, context: context) }
        return subviews.first?.explicitAlignment(of: key, proposal: proposal)
    }

    func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        isRow ? .plainView : subviews.first?.spacing ?? .plainView
    }
}
