import RenderLayout

/// `minimumScaleFactor(_:)`: the texts inside may shrink to this factor to fit.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The factor is above 0 and at most 1; the content inherits it (the nearest wins).
/// 3. A Text that would be truncated is first shrunk, to the largest scale ≥ the factor at
///    which it fits without truncation (`TextLayout` step 4).
package struct MinimumScaleFactor: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("minimumScaleFactor", json: ["number"], summary: "Text may shrink to this factor to fit.",
                                        [.init([.init("_", .number)], .single(0))])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        let factor = try field.number(in: 0...1)
        guard factor > 0 else { throw field.fail("minimumScaleFactor must be greater than 0") }
        return MinimumScaleFactor(factor: factor)
    }

    package let factor: Double
    package var name: String { "minimumScaleFactor" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.minimumScaleFactor = factor
    }
}
