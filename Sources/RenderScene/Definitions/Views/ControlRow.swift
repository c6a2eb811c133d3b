import RenderLayout

/// `Toggle` and `Stepper`: iOS lays both out as a row — the label, flexible space, the control.
///
/// 1. The children are the label, a `Spacer` and the control's leaf (`Switch`,
///    `StepperButtons`); they are laid out exactly as `HStack { label; Spacer(); control }`,
///    centred vertically, with the stack's default spacing (StackLayout's rule).
/// 2. So the row takes the whole proposed width — the Spacer absorbs what the label and the
///    control leave — and its ideal width is the label's, the Spacer's minimum, the gaps and
///    the control's; its height is the taller of the label and the control.
/// 3. Text baselines are the label's, as in an HStack.
/// 4. Under `labelsHidden()` the row is its control alone: the control's size for the
///    proposal, placed at the row's origin; the label and the Spacer are left unplaced (as
///    `ViewThatFits` leaves the children it does not choose), so they take no room and are not
///    drawn. Apple's `labelsHidden()` documentation: a VStack "centers the first toggle's
///    control element" alone; `labelsVisibility`'s shows a view dropping its label from the
///    hierarchy (`if labelsVisibility != .hidden { label }`). A label that does not shrink (a
///    Stepper, a framed view) was placed at the row's origin at its own size, outside the row
///    (invariant campaign 1795740886, `ControlLabelFindingTests`).
package struct ControlRowLayout: Layout {
    package var labelsHidden = false
    private let row = StackLayout(axis: .horizontal, alignment: .vertical(.center), spacing: nil)

    package init(labelsHidden: Bool = false) {
        self.labelsHidden = labelsHidden
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        if labelsHidden { return subviews.last?.sizeThatFits(proposal) ?? .zero }
        return row.sizeThatFits(proposal: proposal, subviews: subviews, context: context)
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard labelsHidden else { return row.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, context: context) }
        subviews.last?.place(at: bounds.origin, proposal: proposal)
    }

    package func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        if labelsHidden { return nil }
        return row.explicitAlignment(of: key, in: bounds, proposal: proposal, subviews: subviews, context: context)
    }
}

/// The behaviour `Toggle` and `Stepper` share (their definitions: Toggle.swift, Stepper.swift):
/// the row above, its children in a horizontal stack (so the Spacer between label and control
/// stretches), placed as a stack for debug borders. A List row holding one gets its own
/// insets (`ListRowLayout` step 2).
package protocol ControlRow: ViewBehavior {}

extension ControlRow {
    package func layout(in environment: EnvironmentValues) -> any Layout { ControlRowLayout(labelsHidden: environment.labelsHidden) }
    package var childStackAxis: Axis? { .horizontal }
    package var placement: ChildPlacement { .stacked(.horizontal, .vertical(.center)) }
}
