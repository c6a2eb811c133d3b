import RenderLayout

/// `colorInvert()`: the view drawn with its colours inverted; layout does not change.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The subtree is drawn offscreen and each pixel's straight colour is mapped through a
///    matrix (`ColorMatrixEffect`: un-premultiplied, clamped to 0…1, re-premultiplied).
/// 3. R' = 1 − R, G' = 1 − G, B' = 1 − B: white becomes black, a colour its complement.
///    Alpha is kept, so what is transparent stays transparent. OpenSwiftUI's
///    `_ColorMatrix(colorInvert:)` is this matrix (−1 on the diagonal, 1 in the offset
///    column); the Filter Effects spec's `invert(1)` is the same map.
/// 4. The drawn extent, the SVG text layer and `--fit` do not change. `false` in JSON is no
///    effect.
package struct ColorInvert: ModifierDefinition, ColorMatrixEffect {
    package static let entry = Vocabulary.Entry("colorInvert", json: ["true"], summary: "Inverts the view's colours (alpha kept); layout does not change.", [
        .init([], .constant(.bool(true))),
    ])

    package static func decode(_ value: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        try value.bool() ? ColorInvert() : nil
    }

    package var name: String { "colorInvert" }
    package var matrix: RGBAMatrix { .linear((-1, -1, -1), offset: 1) }
}
