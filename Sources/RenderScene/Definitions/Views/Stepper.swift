import RenderLayout

/// `Stepper`: iOS lays it out as a row — the label, flexible space, the −/+ control.
///
/// Decoding (docs/scene-format.md, "Controls"): exactly one of `title` (a Text) and `label` (one
/// view); `value` (default 0), `in` (`[lower, upper]`, lower ≤ upper; without it the Stepper
/// is unbounded, as SwiftUI's is: neither half is ever disabled) and `step` (above 0, default
/// 1). The children are the label, a `Spacer` and the −/+ control (`StepperButtons`, a leaf
/// the decoder makes, a half disabled when the value has reached its bound), laid out by
/// `ControlRowLayout` as an HStack. The actions never run.
package enum StepperView: ViewDefinition {
    package static let entry = Vocabulary.Entry("Stepper", json: ["title", "label", "value", "in", "step"], summary: "A row: label, space, the −/+ control.", [
        .init([.init("_", .string, key: "title"), .init("value", .number), .init("in", .range, optional: true),
               .init("step", .number, optional: true), .init("onEditingChanged", .action, optional: true)]),
        .init([.init("value", .number), .init("in", .range, optional: true), .init("step", .number, optional: true), .init("label", .view)]),
        .init([.init("_", .string, key: "title"), .init("onIncrement", .action), .init("onDecrement", .action)]),
    ])

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        let range = try context.decoder.controlRange(object) ?? -Double.infinity...Double.infinity
        let value = try context.decoder.controlValue(object.member("value")) ?? 0
        let step = try context.decoder.controlStep(object.member("step")) ?? 1
        let label = try context.decoder.controlLabel(object, type: "Stepper", depth: context.depth)
        let buttons = StepperButtonsLayout(canDecrement: value > range.lowerBound, canIncrement: value < range.upperBound)
        let row = [label, ViewNode(.defined(DefinedView(SpacerLayout(minLength: nil))), at: object.at),
                   ViewNode(.defined(DefinedView(buttons)), at: object.at)]
        return (StepperBehavior(value: value, range: range, step: step), row)
    }
}

/// A Stepper in the view tree: the row (`ControlRow`); the −/+ control shows the value.
package struct StepperBehavior: ControlRow {
    package let value: Double
    package let range: ClosedRange<Double>
    package let step: Double

    package var name: String { "Stepper" }
}

/// The −/+ control of a `Stepper` — iOS's UIStepper, which has one size.
///
/// 1. 94 × 32, whatever the proposal.
/// Drawn as a light gray rounded rectangle (radius 8, iOS 17) split by a 1 × 18 divider, a minus
/// bar (13.33 × 2) centred in the leading half and a plus (13.33 square) in the trailing half,
/// in the primary colour; a half whose bound is reached (value ≤ lower, value ≥ upper) is
/// drawn disabled, in tertiary-label gray.
package struct StepperButtonsLayout: Layout, ViewBehavior {
    package let canDecrement: Bool
    package let canIncrement: Bool

    package var name: String { "StepperButtons" }
    package func layout(in environment: EnvironmentValues) -> any Layout { self }

    package static let size = Size(width: 94, height: 32)

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        Self.size
    }

    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        .control(ControlDrawing.stepper(canDecrement: canDecrement, canIncrement: canIncrement).enabled(context.environment.isEnabled),
                 tint: context.environment.tint)
    }
}

extension StepperButtonsLayout {
    /// No text, no alignment guide of its own (`ExplicitGuides` step 1).
    package func explicitGuides(children: ChildGuides) -> ExplicitGuides { .noGuides }
}
