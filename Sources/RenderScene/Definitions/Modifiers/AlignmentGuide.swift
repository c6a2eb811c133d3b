import RenderLayout

/// `alignmentGuide(_:computeValue:)`: one of the view's alignment guides moved
/// (docs/scene-format.md, "Modifiers" and "Custom alignments").
///
/// 1. `{guide, value}`, both required. `guide` is a built-in guide or a custom alignment's
///    name (`SceneDecoder.guideKey`); `listRowSeparatorLeading` and `listRowSeparatorTrailing`
///    move where a List row's separator starts and ends (`SectionLayout`, step 5).
/// 2. `value` is a closure from the Swift front ends (`GuideExpression.function`), an
///    expression string written in the scene (not one substituted from a parameter), or a
///    number.
/// 3. Laid out by `AlignmentGuideLayout`: the guide's value is the expression evaluated on the
///    content's dimensions; sizes and other guides are the content's.
package struct AlignmentGuide: ModifierDefinition, ModifierBehavior {
    package static let entry = Vocabulary.Entry("alignmentGuide", json: ["{guide, value}"], summary: "Moves one of the view's alignment guides.", [
        .init([.init("_", .alignmentGuideKey, key: "guide"), .init("computeValue", .guideClosure, key: "value")]),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        try field.checkKeys(["guide", "value"], what: "alignmentGuide")
        guard let guideField = field.member("guide"), let valueField = field.member("value") else {
            throw field.fail("alignmentGuide needs \"guide\" and \"value\"")
        }
        let key = try context.decoder.guideKey(guideField)
        let expression: GuideExpression
        if case .guide(let function) = valueField.node.value {
            expression = .function(function)
        } else if case .string(let text) = valueField.node.value, !valueField.node.fromParameter {
            do { expression = try context.decoder.guideExpression(text) } catch { throw valueField.fail(error.message) }
        } else {
            expression = .number(try valueField.number(in: -SceneLimits.maxLength...SceneLimits.maxLength))
        }
        return AlignmentGuide(key: key, expression: expression)
    }

    package let key: AlignmentKey
    package let expression: GuideExpression
    package var name: String { "alignmentGuide" }

    package func layout(in environment: EnvironmentValues) -> any Layout { AlignmentGuideLayout(key: key, expression: expression) }
}

/// `alignmentGuide(_:computeValue:)`.
///
/// 1. Sizing and placement are the content's, unchanged.
/// 2. The named guide is explicit: its value is the expression evaluated on the content's
///    dimensions (width, height and the content's own guides). Other guides pass through.
package struct AlignmentGuideLayout: SingleChildLayout {
    package let key: AlignmentKey
    package let expression: GuideExpression

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    package func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        guard let content = subviews.first else { return nil }
        if key == self.key { return expression.evaluate(content.dimensions(in: proposal)) }
        return content.explicitAlignment(of: key, proposal: proposal)
    }
}
