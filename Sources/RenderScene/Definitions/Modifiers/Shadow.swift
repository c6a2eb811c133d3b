import CCairoPango

import RenderLayout

/// `shadow(color:radius:x:y:)`: a blurred copy of the view drawn behind it; layout does not
/// change.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The subtree is drawn offscreen and blurred (`Painter.blurredSubtree`: a Gaussian of
///    standard deviation `radius`); the colour is painted through that image's alpha, moved by
///    (x, y); then the subtree itself is drawn over it.
/// 3. The drawn extent grows by the offset and three deviations.
/// SwiftUI's default colour is black at 33% opacity.
package struct Shadow: Hashable, Sendable, ModifierBehavior, DrawingEffect {
    package var color: RGBA
    package var radius: Double
    package var x: Double
    package var y: Double

    package static let defaultColor = RGBA(red: 0, green: 0, blue: 0, alpha: 0.33)

    package init(color: RGBA = Shadow.defaultColor, radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }

    package var name: String { "shadow" }

    package func paint(_ node: PlacedNode, with painter: Painter) {
        let color = painter.resolved(self.color)
        if color.alpha > 0, let offscreen = painter.blurredSubtree(node, radius: radius) {
            let cairo = painter.cairo
            cairo_save(cairo)
            cairo_translate(cairo, offscreen.rect.minX + x, offscreen.rect.minY + y)
            cairo_scale(cairo, 1 / offscreen.density, 1 / offscreen.density)
            cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
            cairo_mask_surface(cairo, offscreen.surface, 0, 0)
            cairo_restore(cairo)
            cairo_surface_destroy(offscreen.surface)
        }
        painter.paintChildren(node)
    }

    package func drawnExtent(of inner: Rect, in frame: Rect) -> Rect? {
        inner.union(Painter.grown(inner.offsetBy(dx: x, dy: y), by: 3 * radius))
    }
}

/// The `shadow` entry and its JSON `{color, radius, x, y}`.
package enum ShadowModifier: ModifierDefinition {
    package static let entry = Vocabulary.Entry("shadow", json: ["{color, radius, x, y}"],
                                        summary: "Draws a blurred copy of the view behind it; layout does not change.", [
        .init([.init("color", .color, optional: true), .init("radius", .length), .init("x", .number, optional: true),
               .init("y", .number, optional: true)]),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        try field.checkKeys(["color", "radius", "x", "y"], what: "shadow")
        guard let radius = field.member("radius") else { throw field.fail("shadow needs \"radius\"") }
        var shadow = Shadow(radius: try radius.length(allowInfinity: false))
        if let color = field.member("color") {
            guard case .color(let rgba) = try color.shapeStyle() else { throw color.fail("a shadow's colour cannot be a gradient") }
            shadow.color = rgba
        }
        shadow.x = try field.member("x")?.number(in: -SceneLimits.maxLength...SceneLimits.maxLength) ?? 0
        shadow.y = try field.member("y")?.number(in: -SceneLimits.maxLength...SceneLimits.maxLength) ?? 0
        return shadow
    }
}
