/// `ProgressView()` without a value: iOS's activity indicator (UIActivityIndicatorView, style
/// `.medium`, the one SwiftUI's circular ProgressView uses), at rest.
///
/// 1. 20 × 20, whatever the proposal (the medium indicator's size; React Native's iOS
///    ActivityIndicator, a UIActivityIndicatorView, is `small` = 20 for the same reason).
/// Drawn as one frame of the spin: 8 round-capped blades (iOS 13's indicator; 12 before),
/// 2.5 points wide, from 4.5 to 9 points from the centre, 45° apart. The head, at 12 o'clock,
/// is opaque; the k-th blade behind it (counter-clockwise, the spin being clockwise) has alpha
/// 1 − 0.1·k, so the one just after the head is the faintest (0.3). Colour: secondaryLabel's
/// grey at full strength (60, 60, 67), or the `tint`. Blade sizes and alphas are a decision
/// read off screenshots; Apple publishes none.
struct ActivityIndicatorLayout: Layout {
    static let size = Size(width: 20, height: 20)

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        Self.size
    }

    func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        .control(.activityIndicator, tint: context.environment.tint)
    }
}
