/// The switch of a `Toggle` — iOS's UISwitch, which has one size.
///
/// 1. 51 × 31, whatever the proposal.
/// Drawn as a capsule, green (`Color.green`) when on and light gray (120, 120, 128 at 16 %)
/// when off, with a white 27-point knob inset 2 points, at the trailing end when on and the
/// leading end when off.
struct SwitchLayout: Layout {
    let isOn: Bool

    static let size = Size(width: 51, height: 31)

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        Self.size
    }

    func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        .control(.toggleSwitch(isOn: isOn), tint: context.environment.tint)
    }
}

extension SwitchLayout {
    /// No text, no alignment guide of its own (`ExplicitGuides` step 1).
    func explicitGuides(children: ChildGuides) -> ExplicitGuides { [] }
}
