import RenderLayout

/// `lineSpacing(_:)`: extra space between the lines of the texts inside.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The content inherits the points, a finite length (the nearest wins).
/// 3. They add to the distance between lines: the font's line height, or a text style's
///    leading (`TextStyleLeading` step 3); Pango adds the sum between the lines of a paragraph
///    (`TextDecoration.lineSpacing`).
package struct LineSpacing: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("lineSpacing", json: ["number"], summary: "Extra space between the lines of the texts inside.",
                                        [.init([.init("_", .length)], .single(0))])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        LineSpacing(points: try field.length(allowInfinity: false))
    }

    package let points: Double
    package var name: String { "lineSpacing" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.textDecoration.lineSpacing = points
    }
}
