/// `ProgressView(value:)`, linear style.
///
/// 1. Height 4, whatever the proposal (the iOS track; a decision).
/// 2. Width: the proposal like a shape (unspecified: 10 — a decision).
/// Drawn as a gray capsule track with the blue fraction `value` (clamped to 0…1) over it.
struct ProgressViewLayout: Layout {
    let value: Double?

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        Size(width: proposal.width ?? 10, height: 4)
    }

    func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        .progress(value: min(1, max(0, value ?? 0)))
    }
}

extension ProgressViewLayout {
    /// No text, no alignment guide of its own (`ExplicitGuides` step 1).
    func explicitGuides(children: ChildGuides) -> ExplicitGuides { [] }
}
