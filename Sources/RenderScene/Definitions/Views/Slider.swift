import RenderLayout

/// `Slider(value:in:step:)`, iOS 17 at rest.
///
/// Decoding (docs/scene-format.md, "Controls"): `value` (default 0) and `in` (`[lower, upper]`,
/// default `[0, 1]`) are numbers, lower ≤ upper; `step` is above 0 and changes nothing drawn.
/// The action never runs.
///
/// 1. Height 34, whatever the proposal (UISlider's height since iOS 14).
/// 2. Width: the proposal, like a shape (0 answers 0, infinity infinity); unspecified answers
///    the thumb's diameter, 28 — the narrowest slider that can show its thumb (a decision).
/// 3. The value is clamped into the range; its fraction of the range places the thumb, whose
///    centre travels from 14 to width − 14 so the thumb never leaves the bounds. `step` does
///    not change the drawing (iOS draws no tick marks).
/// Drawn as a 4-point capsule track across the whole width, filled in the accent colour from
/// the leading end to the thumb's centre, and a white 28-point thumb with a soft shadow.
///
/// Value labels (`minimumValueLabel`, `maximumValueLabel`: one view each; SwiftUI's
/// `init(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)` and the
/// deprecated `init(value:in:step:onEditingChanged:minimumValueLabel:maximumValueLabel:label:)`):
/// 4. iOS draws them at the track's ends (Apple: "displays the provided labels"; "the ends of
///    the track represent the minimum and maximum possible values"). Laid out as
///    `HStack { minimum; Slider; maximum }` (a `ComposedView` named Slider): each label at its
///    ideal size, centred vertically, the system spacing between a label and the track (an
///    HStack's default), the track taking the rest. Apple publishes no measurement of that gap;
///    the HStack's spacing is a decision (docs/scene-format.md, "Controls"). Either label alone
///    takes its end (Swift gives both; a scene may give one).
/// 5. The slider's `label:` is not drawn (iOS shows none; VoiceOver reads it), as without value
///    labels.
package enum SliderView: ViewDefinition {
    package static let entry = Vocabulary.Entry("Slider", json: ["value", "in", "step", "minimumValueLabel", "maximumValueLabel"],
      summary: "iOS's slider at rest: track, fill to the value, thumb; its value labels at the track's ends.", [
        .init([.init("value", .number), .init("in", .range, optional: true), .init("step", .number, optional: true),
               .init("onEditingChanged", .action, optional: true)]),
        .init([.init("value", .number), .init("in", .range, optional: true), .init("step", .number, optional: true),
               .init("minimumValueLabel", .view), .init("maximumValueLabel", .view), .init("onEditingChanged", .action, optional: true)]),
        .init([.init("value", .number), .init("in", .range, optional: true), .init("step", .number, optional: true),
               .init("onEditingChanged", .action), .init("minimumValueLabel", .view), .init("maximumValueLabel", .view)]),
    ], notDrawn: .init(why: "", silentArguments: ["label"], silentWhy: "iOS draws no label beside a slider (VoiceOver reads it)"))

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        if object.member("minimumValueLabel") != nil || object.member("maximumValueLabel") != nil {
            return try withValueLabels(object, &context)
        }
        let range = try context.decoder.controlRange(object) ?? 0...1
        let value = try context.decoder.controlValue(object.member("value")) ?? 0
        // Checked, though it changes nothing drawn (step 3).
        _ = try context.decoder.controlStep(object.member("step"))
        return (SliderLayout(value: value, range: range), [])
    }
}

extension SliderView {
    /// Step 4: `HStack { minimum; Slider(value, in, step); maximum }`.
    static func withValueLabels(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        let b = JSONBuilder(location: object.node.location)
        func label(_ key: String) throws(SceneError) -> JSONNode? {
            guard let field = object.member(key) else { return nil }
            guard case .object = field.node.value else { throw field.fail("a Slider's \(key) is a view") }
            return field.node
        }
        let minimum = try label("minimumValueLabel"), maximum = try label("maximumValueLabel")
        let track = b.view("Slider", ["value", "in", "step"].compactMap { key in object.member(key).map { (key, $0.node) } })
        let row = b.view("HStack", [("children", b.array([minimum, track, maximum].compactMap { $0 }))])
        return try ComposedView.decode("Slider", row, in: object, &context)
    }
}

package struct SliderLayout: Layout, ViewBehavior {
    package let value: Double
    package let range: ClosedRange<Double>

    package var name: String { "Slider" }
    package func layout(in environment: EnvironmentValues) -> any Layout { self }

    package static let height = 34.0
    package static let thumbDiameter = ControlMetrics.sliderThumbDiameter
    package static let trackHeight = ControlMetrics.sliderTrackHeight

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        Size(width: proposal.width ?? Self.thumbDiameter, height: Self.height)
    }

    /// Where the value lies in the range, 0…1; an empty range reads as 0.
    package var fraction: Double {
        let span = range.upperBound - range.lowerBound
        guard span > 0, span.isFinite else { return 0 }
        return (min(range.upperBound, max(range.lowerBound, value)) - range.lowerBound) / span
    }

    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        .control(ControlDrawing.slider(fraction: fraction).enabled(context.environment.isEnabled),
                 tint: context.environment.tint ?? context.environment.accentColor)
    }
}

extension SliderLayout {
    /// No text, no alignment guide of its own (`ExplicitGuides` step 1).
    package func explicitGuides(children: ChildGuides) -> ExplicitGuides { .noGuides }
}
