/// `safeAreaPadding(_:)`, `safeAreaPadding(_:_:)` (iOS 17).
///
/// SwiftUI builds it from four `safeAreaInset`s whose inset views are empty frames of the
/// padding's length with no spacing (OpenSwiftUI's `SafeAreaPaddingModifier`), which comes to:
/// 1. Sizing and placement as `padding` (PaddingLayout): the content is proposed the proposal
///    minus the insets and placed inset by them.
/// 2. The content's safe area gains one level: the modifier's frame, safe inside the insets —
///    so a view that ignores the safe area covers the padding (and, where the frame touches
///    the screen's safe edge, the screen's insets too).
/// Negative lengths are refused by the decoder (SwiftUI's frames of negative size are invalid).
struct SafeAreaPaddingLayout: SingleChildLayout {
    let insets: EdgeInsets
    private var padding: PaddingLayout { PaddingLayout(insets: insets) }

    func contentProposal(for proposal: ProposedViewSize, in bounds: Rect?) -> ProposedViewSize {
        padding.contentProposal(for: proposal, in: bounds)
    }

    func contentOffset(in bounds: Rect, proposal: ProposedViewSize, content: LayoutSubview) -> Point {
        Point(x: insets.leading, y: insets.top)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        padding.sizeThatFits(proposal: proposal, subviews: subviews, context: context)
    }

    func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        padding.spacing(subviews: subviews, context: context)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard let content = subviews.first else { return }
        let level = SafeAreaLevel(inner: bounds.outset(by: EdgeInsets(top: -insets.top, leading: -insets.leading,
                                                                       bottom: -insets.bottom, trailing: -insets.trailing)),
                                  outer: bounds)
        context.engine.withSafeArea(level) {
            content.place(at: Point(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
                          proposal: contentProposal(for: proposal, in: bounds))
        }
    }
}
