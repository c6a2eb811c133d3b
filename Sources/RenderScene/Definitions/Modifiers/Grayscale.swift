import RenderLayout

/// `grayscale(_:)`: the view drawn with its colours drained toward grey; layout does not change.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The subtree is drawn offscreen and each pixel's straight colour is mapped through a
///    matrix (`ColorMatrixEffect`: un-premultiplied, clamped to 0…1, re-premultiplied).
/// 3. The matrix is the Filter Effects spec's `grayscale(amount)` (Filter Effects Module
///    Level 1, "Shorthands defined in terms of the filter element"), which is
///    `saturation(1 − amount)` with Rec. 709 luma weights: at 1 every row is
///    (0.2126, 0.7152, 0.0722), a grey of the colour's luma; at 0 the colour is unchanged;
///    between, linear. Apple: `GraphicsContext.Filter.grayscale(_:)` "is equivalent to the
///    grayscale filter primitive defined by the Scalable Vector Graphics (SVG) specification".
/// 4. The amount is clamped to 0…1 (decision: Apple documents 0…1 only; beyond 1 the
///    matrix would oversaturate the complementary colours).
/// 5. Alpha, the drawn extent, the SVG text layer and `--fit` do not change.
package struct Grayscale: ModifierDefinition, ColorMatrixEffect {
    package static let entry = Vocabulary.Entry("grayscale", json: ["number"],
                                        summary: "Draws the view's colours toward grey (0 unchanged, 1 grey: Rec. 709 luma); layout does not change.", [
        .init([.init("_", .number)], .single(0)),
    ])

    package static func decode(_ value: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        Grayscale(amount: try value.number(in: amounts))
    }

    package let amount: Double
    package var name: String { "grayscale" }
    package var matrix: RGBAMatrix { .saturation(1 - min(max(amount, 0), 1)) }
}
