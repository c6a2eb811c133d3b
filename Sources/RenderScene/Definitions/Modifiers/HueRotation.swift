import Foundation

import RenderLayout

/// `hueRotation(_:)`: the view drawn with every hue turned by an angle; layout does not change.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The subtree is drawn offscreen and each pixel's straight colour is mapped through a
///    matrix (`ColorMatrixEffect`: un-premultiplied, clamped to 0…1, re-premultiplied).
/// 3. The matrix is SVG's `feColorMatrix type="hueRotate"` for the angle θ (degrees in JSON),
///    with Rec. 709 weights (r, g, b) = (0.2126, 0.7152, 0.0722):
///    L + cos θ · (I − L) + sin θ · S, where every row of L is (r, g, b) and the rows of S are
///    (−r, −g, 1 − b), (0.143, 0.140, −0.283), (−(1 − r), g, b). It keeps the luma and turns
///    the colour about the grey axis; a positive angle takes red toward green (CSS's
///    `hue-rotate` direction). Apple: `GraphicsContext.Filter.hueRotation(_:)` "is equivalent
///    to the hue-rotate filter primitive defined by the Scalable Vector Graphics (SVG)
///    specification".
/// 4. Decision: the weights to four places as in `saturation` (OpenSwiftUI's
///    `_ColorMatrix(hueRotation:)` uses them too, with the same sine terms, though it stores
///    the matrix transposed; SVG's rows are followed here, as Apple's documentation says).
/// 5. Alpha, the drawn extent, the SVG text layer and `--fit` do not change.
package struct HueRotation: ModifierDefinition, ColorMatrixEffect {
    package static let entry = Vocabulary.Entry("hueRotation", json: ["degrees"],
                                        summary: "Turns every hue by the angle (SVG's hueRotate matrix); layout does not change.", [
        .init([.init("_", .angle)], .single(0)),
    ])

    package static func decode(_ value: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        HueRotation(degrees: try value.number(in: amounts))
    }

    package let degrees: Double
    package var name: String { "hueRotation" }

    package var matrix: RGBAMatrix {
        let (r, g, b) = RGBAMatrix.luma
        let angle = degrees * .pi / 180, c = cos(angle), s = sin(angle)
        return RGBAMatrix([r + c * (1 - r) - s * r, g - c * g - s * g, b - c * b + s * (1 - b), 0, 0,
                           r - c * r + s * 0.143, g + c * (1 - g) + s * 0.140, b - c * b - s * 0.283, 0, 0,
                           r - c * r - s * (1 - r), g - c * g + s * g, b + c * (1 - b) + s * b, 0, 0,
                           0, 0, 0, 1, 0])
    }
}
