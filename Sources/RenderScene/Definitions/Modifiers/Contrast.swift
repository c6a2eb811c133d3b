import RenderLayout

/// `contrast(_:)`: the view drawn with its colours pushed from (or toward) mid grey; layout
/// does not change.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The subtree is drawn offscreen and each pixel's straight colour is mapped through a
///    matrix (`ColorMatrixEffect`: un-premultiplied, clamped to 0…1, re-premultiplied).
/// 3. Each of R, G, B is scaled about 0.5: R' = amount · R + (1 − amount) / 2. So 1 leaves the
///    view unchanged, 0 makes it mid grey (0.5, byte 128), above 1 raises the contrast and a
///    negative amount inverts about the grey. Apple: `GraphicsContext.Filter.contrast(_:)` "is
///    equivalent to the contrast filter primitive defined by the Scalable Vector Graphics (SVG)
///    specification" — Filter Effects Module Level 1's slope `amount`, intercept
///    −(0.5 · amount) + 0.5; OpenSwiftUI's `_ColorMatrix(contrast:)` is the same matrix.
/// 4. Alpha, the drawn extent, the SVG text layer and `--fit` do not change.
package struct Contrast: ModifierDefinition, ColorMatrixEffect {
    package static let entry = Vocabulary.Entry("contrast", json: ["number"],
                                        summary: "Scales each colour component about mid grey (1 unchanged, 0 grey); layout does not change.", [
        .init([.init("_", .number)], .single(0)),
    ])

    package static func decode(_ value: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        Contrast(amount: try value.number(in: amounts))
    }

    package let amount: Double
    package var name: String { "contrast" }
    package var matrix: RGBAMatrix { .linear((amount, amount, amount), offset: (1 - amount) / 2) }
}
