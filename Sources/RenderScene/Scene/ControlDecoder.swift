import RenderLayout

/// What the definitions of the controls and lists share in decoding (docs/scene-format.md,
/// "Controls"; the views themselves: `Definitions/Views/`).
///
/// 1. Values are numbers (a `"{name}"` parameter counts); `in` is `[lower, upper]` with
///    lower ≤ upper, as Swift's `ClosedRange` demands; `step` is above 0.
/// 2. A control's label: exactly one of `title` (a Text) and `label` (one view).
/// 3. The views a control makes itself (a Toggle's Spacer and switch, a Picker's symbol, a
///    List's rows and decorations) count against the scene's limits as views do.
/// Actions are never run: a control is drawn at rest, showing the value it is given.
extension SceneDecoder {
    /// Values and bounds stay within this, so fractions and comparisons stay exact enough.
    package static let maxControlValue = 1e12

    package func controlValue(_ field: JSONField?) throws(SceneError) -> Double? {
        guard let field, !field.isNull else { return nil }
        return try field.number(in: -Self.maxControlValue...Self.maxControlValue)
    }

    package func controlStep(_ field: JSONField?) throws(SceneError) -> Double? {
        guard let field, !field.isNull else { return nil }
        let step = try field.number(in: 0...Self.maxControlValue)
        guard step > 0 else { throw field.fail("step must be greater than 0") }
        return step
    }

    /// `in`: `[lower, upper]`, as in `Slider(value: $v, in: 30...300)`.
    package func controlRange(_ field: JSONField) throws(SceneError) -> ClosedRange<Double>? {
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
    package mutating func controlLabel(_ field: JSONField, type: String, depth: Depth) throws(SceneError) -> ViewNode {
        let title = field.member("title"), label = field.member("label")
        if title != nil && label != nil {
            throw field.fail("\(type) takes \"title\" or \"label\", not both")
        }
        if let title {
            viewCount += 1
            guard viewCount <= SceneLimits.maxViews else { throw title.fail("the scene has more than \(SceneLimits.maxViews) views") }
            try countNode(title)
            return ViewNode(.text(try textString(title)), at: title.at)
        }
        guard let label else { throw field.fail("\(type) needs \"title\" (a string) or \"label\" (a view)") }
        let views = try view(label, depth: depth)
        guard views.count == 1, let view = views.first else {
            throw label.fail("\(type) label must be exactly one view, found \(views.count) (wrap several in a stack)")
        }
        return view
    }

    /// A view the control makes itself, counted against the limits like any other.
    package mutating func builtIn(_ kind: ViewKind, _ field: JSONField) throws(SceneError) -> ViewNode {
        viewCount += 1
        guard viewCount <= SceneLimits.maxViews else { throw field.fail("the scene has more than \(SceneLimits.maxViews) views") }
        try countNode(field)
        return ViewNode(kind, at: field.at)
    }

    /// Nodes the decoder makes count against the scene's limits as views do.
    package mutating func countMade(_ field: JSONField, _ count: Int) throws(SceneError) {
        viewCount += count
        guard viewCount <= SceneLimits.maxViews else { throw field.fail("the scene has more than \(SceneLimits.maxViews) views") }
        for _ in 0..<count { try countNode(field) }
    }
}

extension JSONField {
    /// A `tag` or a `selection`: a string, a number or a Boolean.
    package func tagValue() throws(SceneError) -> TagValue {
        switch node.value {
        case .string(let text): return .string(text)
        case .number(let number): return .number(number)
        case .bool(let flag): return .bool(flag)
        default: throw fail("a tag is a string, a number or a Boolean, found \(node.typeDescription)")
        }
    }
}
