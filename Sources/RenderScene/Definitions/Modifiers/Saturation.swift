import RenderLayout

/// `saturation(_:)`: the view drawn with its colours more or less saturated; layout does not
/// change.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The subtree is drawn offscreen and each pixel's straight colour is mapped through a
///    matrix (`ColorMatrixEffect`: un-premultiplied, clamped to 0…1, re-premultiplied).
/// 3. The matrix is SVG's `feColorMatrix type="saturate"` (`RGBAMatrix.saturation`):
///    R' = (0.2126 + 0.7874 s) R + 0.7152 (1 − s) G + 0.0722 (1 − s) B, and so on, s the
///    amount. So 1 leaves the view unchanged, 0 leaves the luma only (grey, the same as
///    `grayscale(1)`), above 1 oversaturates. Apple: `GraphicsContext.Filter.saturation(_:)`
///    "is equivalent to the saturate filter primitive defined by the Scalable Vector Graphics
///    (SVG) specification"; zero "completely desaturates", one "makes no change", greater than
///    one is allowed.
/// 4. The weights are Rec. 709's to four places (0.2126, 0.7152, 0.0722), as the Filter
///    Effects spec's `grayscale` and OpenSwiftUI's colour matrices use (decision: its
///    `saturate` prints them to three places, 0.213, 0.715, 0.072 — less than a tenth of a
///    byte level apart).
/// 5. Alpha, the drawn extent, the SVG text layer and `--fit` do not change.
package struct Saturation: ModifierDefinition, ColorMatrixEffect {
    package static let entry = Vocabulary.Entry("saturation", json: ["number"],
                                        summary: "Scales the colours' saturation (1 unchanged, 0 grey, above 1 more vivid); layout does not change.", [
        .init([.init("_", .number)], .single(0)),
    ])

    package static func decode(_ value: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        Saturation(amount: try value.number(in: amounts))
    }

    package let amount: Double
    package var name: String { "saturation" }
    package var matrix: RGBAMatrix { .saturation(amount) }
}
