/// `Button`, with the style in its environment (`buttonStyle`), iOS 17 at rest.
///
/// 1. Insets: `bordered` and `borderedProminent` pad the label 7 above and below and 12 on
///    each side (the regular control size); `automatic`, `borderless` and `plain` add nothing —
///    the button is exactly its label.
/// 2. The label is proposed the proposal minus the insets (never below 0; `nil` and infinity
///    stay); the button answers the label's size plus the insets, like `padding`. So the
///    bezel hugs the label: a wider frame around the button does not widen the bezel.
/// 3. Guides pass through from the label, shifted by the insets.
/// The label's colour comes from the style unless a `foregroundStyle` is in effect
/// (LayoutTreeBuilder): the accent colour (iOS blue) for `automatic`, `borderless` and
/// `bordered`, white for `borderedProminent`, the primary colour for `plain`. Drawn under the
/// label: `bordered` a rounded rectangle (radius 6) of the accent colour at 15 % opacity,
/// `borderedProminent` one of the accent colour.
struct ButtonLayout: SingleChildLayout {
    let style: ButtonStyleKind

    static let borderedInsets = EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    static let cornerRadius = 6.0

    var insets: EdgeInsets {
        switch style {
        case .bordered, .borderedProminent: return Self.borderedInsets
        case .automatic, .borderless, .plain: return EdgeInsets()
        }
    }

    func contentProposal(for proposal: ProposedViewSize, in bounds: Rect?) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.horizontal) },
                         height: proposal.height.map { max(0, $0 - insets.vertical) })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let label = subviews.first?.sizeThatFits(contentProposal(for: proposal, in: nil)) ?? .zero
        return Size(width: label.width + insets.horizontal, height: label.height + insets.vertical)
    }

    func contentOffset(in bounds: Rect, proposal: ProposedViewSize, content: LayoutSubview) -> Point {
        Point(x: insets.leading, y: insets.top)
    }

    func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        .control(.button(style), tint: context.environment.tint)
    }

    /// The label's colour for a style, when nothing else sets one.
    static func labelStyle(for style: ButtonStyleKind, tint: RGBA? = nil) -> ResolvedShapeStyle {
        switch style {
        case .automatic, .borderless, .bordered: return .color(tint ?? ControlColors.accent)
        case .borderedProminent: return .color(.white)
        case .plain: return .primary
        }
    }
}
