/// The −/+ control of a `Stepper` — iOS's UIStepper, which has one size.
///
/// 1. 94 × 32, whatever the proposal.
/// Drawn as a light gray rounded rectangle (radius 8, iOS 17) split by a 1 × 18 divider, a minus
/// bar (13.33 × 2) centred in the leading half and a plus (13.33 square) in the trailing half,
/// in the primary colour; a half whose bound is reached (value ≤ lower, value ≥ upper) is
/// drawn disabled, in tertiary-label gray.
struct StepperButtonsLayout: Layout {
    let canDecrement: Bool
    let canIncrement: Bool

    static let size = Size(width: 94, height: 32)

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        Self.size
    }

    func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        .control(.stepper(canDecrement: canDecrement, canIncrement: canIncrement), tint: context.environment.tint)
    }
}

extension StepperButtonsLayout {
    /// No text, no alignment guide of its own (`ExplicitGuides` step 1).
    func explicitGuides(children: ChildGuides) -> ExplicitGuides { [] }
}
