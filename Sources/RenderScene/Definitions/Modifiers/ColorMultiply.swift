import RenderLayout

/// `colorMultiply(_:)`: the view drawn tinted by a colour, multiplied component by component;
/// layout does not change.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The subtree is drawn offscreen and each pixel's straight colour is mapped through a
///    matrix (`ColorMatrixEffect`: un-premultiplied, clamped to 0…1, re-premultiplied).
/// 3. Each component is multiplied by the colour's: R' = R · red, G' = G · green,
///    B' = B · blue, A' = A · opacity. So white becomes the colour, black stays black, and a
///    translucent colour makes the view as translucent. OpenSwiftUI's
///    `_ColorMatrix(colorMultiply:)` is this diagonal matrix (on straight components).
/// 4. The colour is a flat colour (a gradient is an error), resolved when the scene is read
///    (`primary` is black, as everywhere in the renderer).
/// 5. The drawn extent, the SVG text layer and `--fit` do not change.
package struct ColorMultiply: ModifierDefinition, ColorMatrixEffect {
    package static let entry = Vocabulary.Entry("colorMultiply", json: ["color"],
                                        summary: "Multiplies each colour component (and alpha) by the colour's; layout does not change.", [
        .init([.init("_", .color)], .single(0)),
    ])

    package static func decode(_ value: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        guard case .color(let color) = try value.shapeStyle() else { throw value.fail("colorMultiply takes a flat colour, not a gradient") }
        return ColorMultiply(color: color)
    }

    package let color: RGBA
    package var name: String { "colorMultiply" }
    package var matrix: RGBAMatrix { matrix(in: .light) }

    /// The colour as drawn in `scheme` (`Color.red` differs in dark mode).
    package func matrix(in scheme: ColorScheme) -> RGBAMatrix {
        let color = color.resolved(for: scheme)
        return .linear((color.red, color.green, color.blue), offset: 0, alpha: color.alpha)
    }
}
