/// Decodes the controls (docs/scene-format.md, "Controls"): `Slider`, `Button`, `Toggle`,
/// `Stepper`.
///
/// 1. Values are numbers (a `"{name}"` parameter counts); `in` is `[lower, upper]` with
///    lower ≤ upper, as Swift's `ClosedRange` demands; `step` is above 0.
/// 2. `Button`, `Toggle` and `Stepper` take exactly one of `title` (a Text) and `label` (one view).
/// 3. `Toggle` and `Stepper` become a row of three children — the label, a `Spacer` and the
///    control's own leaf (`Switch`, `StepperButtons`) — which their layout lays out as an HStack.
/// Actions are never run: a control is drawn at rest, showing the value it is given.
extension SceneDecoder {
    /// Values and bounds stay within this, so fractions and comparisons stay exact enough.
    static let maxControlValue = 1e12

    mutating func control(_ type: String, _ field: JSONField, depth: Depth) throws(SceneError) -> (ViewKind, [ViewNode]) {
        switch type {
        case "Slider":
            try field.checkKeys(Vocabulary.viewObjectKeys(type), what: type)
            let range = try controlRange(field) ?? 0...1
            let value = try controlValue(field.member("value")) ?? 0
            let step = try controlStep(field.member("step"))
            return (.slider(value: value, range: range, step: step), [])
        case "Button":
            try field.checkKeys(Vocabulary.viewObjectKeys(type), what: type)
            let label = try controlLabel(field, type: type, depth: depth)
            // `role: .destructive`: iOS draws the button in systemRed (its label, or a prominent
            // button's fill) — the button under a red tint; `.cancel` looks like any button.
            if let role = try field.member("role")?.choice(["destructive": true, "cancel": false], what: "a button role"), role {
                let button = ViewNode(.button, children: [label], path: field.path)
                return (.modifier(.environment(key: "tint", .tint(RGBA(255, 59, 48)))), [button])
            }
            return (.button, [label])
        case "Toggle":
            try field.checkKeys(Vocabulary.viewObjectKeys(type), what: type)
            let isOn = try field.member("isOn")?.bool() ?? false
            let label = try controlLabel(field, type: type, depth: depth)
            let row = [label, ViewNode(.spacer(minLength: nil), path: field.path),
                       ViewNode(.toggleSwitch(isOn: isOn), path: field.path)]
            return (.toggle(isOn: isOn), row)
        default: // "Stepper"
            try field.checkKeys(Vocabulary.viewObjectKeys(type), what: type)
            // Without `in`, SwiftUI's Stepper is unbounded: neither half is ever disabled.
            let range = try controlRange(field) ?? -Double.infinity...Double.infinity
            let value = try controlValue(field.member("value")) ?? 0
            let step = try controlStep(field.member("step")) ?? 1
            let label = try controlLabel(field, type: type, depth: depth)
            let buttons = ViewKind.stepperButtons(canDecrement: value > range.lowerBound, canIncrement: value < range.upperBound)
            let row = [label, ViewNode(.spacer(minLength: nil), path: field.path), ViewNode(buttons, path: field.path)]
            return (.stepper(value: value, range: range, step: step), row)
        }
    }

    private func controlValue(_ field: JSONField?) throws(SceneError) -> Double? {
        guard let field, !field.isNull else { return nil }
        return try field.number(in: -Self.maxControlValue...Self.maxControlValue)
    }

    private func controlStep(_ field: JSONField?) throws(SceneError) -> Double? {
        guard let field, !field.isNull else { return nil }
        let step = try field.number(in: 0...Self.maxControlValue)
        guard step > 0 else { throw field.fail("step must be greater than 0") }
        return step
    }

    /// `in`: `[lower, upper]`, as in `Slider(value: $v, in: 30...300)`.
    private func controlRange(_ field: JSONField) throws(SceneError) -> ClosedRange<Double>? {
        guard let rangeField = field.member("in"), !rangeField.isNull else { return nil }
        let bounds = try rangeField.array()
        guard bounds.count == 2 else { throw rangeField.fail("\"in\" is [lower, upper], two numbers") }
        guard let lower = try controlValue(bounds[0]), let upper = try controlValue(bounds[1]) else {
            throw rangeField.fail("\"in\" is [lower, upper], two numbers")
        }
        guard lower <= upper else {
            throw rangeField.fail("the lower bound \(formatNumber(lower)) is above the upper bound \(formatNumber(upper))")
        }
        return lower...upper
    }

    /// The label: `title` makes a Text (as `Button("Title")`), `label` is any one view.
    mutating func controlLabel(_ field: JSONField, type: String, depth: Depth) throws(SceneError) -> ViewNode {
        let title = field.member("title"), label = field.member("label")
        if title != nil && label != nil {
            throw field.fail("\(type) takes \"title\" or \"label\", not both")
        }
        if let title {
            viewCount += 1
            guard viewCount <= SceneLimits.maxViews else { throw title.fail("the scene has more than \(SceneLimits.maxViews) views") }
            try countNode(title)
            return ViewNode(.text(try textString(title)), path: title.path)
        }
        guard let label else { throw field.fail("\(type) needs \"title\" (a string) or \"label\" (a view)") }
        let views = try view(label, depth: depth)
        guard views.count == 1, let view = views.first else {
            throw label.fail("\(type) label must be exactly one view, found \(views.count) (wrap several in a stack)")
        }
        return view
    }
}
