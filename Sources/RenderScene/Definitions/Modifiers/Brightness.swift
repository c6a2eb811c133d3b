import RenderLayout

/// `brightness(_:)`: the view drawn brighter (or darker); layout does not change.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The subtree is drawn offscreen and each pixel's straight colour is mapped through a
///    matrix (`ColorMatrixEffect`: un-premultiplied, clamped to 0…1, re-premultiplied).
/// 3. The amount is added to R, G and B: R' = R + amount (so 0 leaves the view unchanged and 1
///    makes it white; negative amounts darken). Apple: `GraphicsContext.Filter.brightness(_:)`
///    is "an amount to add to the pixel's color components", unlike SVG's `brightness` (a
///    multiplier), matching Core Image's `CIColorControls`; `View.brightness(_:)` takes "0 (no
///    effect) and 1 (full white brightening)". OpenSwiftUI's `_ColorMatrix(brightness:)` is the
///    same matrix (identity with the amount in the offset column).
/// 4. Alpha, the drawn extent, the SVG text layer and `--fit` do not change.
package struct Brightness: ModifierDefinition, ColorMatrixEffect {
    package static let entry = Vocabulary.Entry("brightness", json: ["number"],
                                        summary: "Adds the amount to each colour component (0 unchanged, 1 white); layout does not change.", [
        .init([.init("_", .number)], .single(0)),
    ])

    package static func decode(_ value: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        Brightness(amount: try value.number(in: amounts))
    }

    package let amount: Double
    package var name: String { "brightness" }
    package var matrix: RGBAMatrix { .linear((1, 1, 1), offset: amount) }
}
