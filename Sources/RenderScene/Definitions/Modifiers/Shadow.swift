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
/// 4. An inner shadow (`ShadowStyle.inner`, only inside a style: `ShapeStyle.shadow(_:)`) is
///    drawn over the subtree instead: the colour through the subtree's own alpha times one
///    minus the blurred alpha moved by (x, y), so it darkens the edges the offset points away
///    from (decision: the construction design tools use for an inner shadow; Apple shows it
///    without numbers). It spreads nothing.
/// SwiftUI's default colour is black at 33% opacity (for `ShadowStyle` too: Apple declares
/// `drop(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.33), radius:x:y:)`; an inner
/// shadow's, `inner(color:…)`, is black at 55%).
package struct Shadow: Hashable, Sendable, ModifierBehavior, DrawingEffect {
    package var color: RGBA
    package var radius: Double
    package var x: Double
    package var y: Double
    /// Step 4.
    package var inner = false

    package static let defaultColor = RGBA(red: 0, green: 0, blue: 0, alpha: 0.33)
    /// An inner shadow's: Apple declares `inner(color: Color = .init(.sRGBLinear, white: 0,
    /// opacity: 0.55), radius:x:y:)`.
    package static let innerDefaultColor = RGBA(red: 0, green: 0, blue: 0, alpha: 0.55)

    package init(color: RGBA = Shadow.defaultColor, radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }

    package var name: String { "shadow" }

    package func paint(_ node: PlacedNode, with painter: Painter) {
        let color = painter.resolved(self.color)
        if inner { return paintInner(node, color: color, with: painter) }
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

    /// Step 4: the subtree, then the inner shadow over it.
    private func paintInner(_ node: PlacedNode, color: RGBA, with painter: Painter) {
        painter.paintChildren(node)
        guard color.alpha > 0, let blurred = painter.blurredSubtree(node, radius: radius) else { return }
        // The same margin as the blurred image, so both images cover the same rect.
        guard let sharp = painter.offscreenSubtree(node, margin: 3 * radius + 1, process: { _, _, _, _, _ in }) else {
            cairo_surface_destroy(blurred.surface)
            return
        }
        let cairo = painter.cairo
        cairo_save(cairo)
        cairo_push_group(cairo)
        // The colour where the subtree draws…
        cairo_save(cairo)
        cairo_translate(cairo, sharp.rect.minX, sharp.rect.minY)
        cairo_scale(cairo, 1 / sharp.density, 1 / sharp.density)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_mask_surface(cairo, sharp.surface, 0, 0)
        cairo_restore(cairo)
        // …less the blurred subtree, moved by the offset.
        cairo_set_operator(cairo, CAIRO_OPERATOR_DEST_OUT)
        cairo_translate(cairo, blurred.rect.minX + x, blurred.rect.minY + y)
        cairo_scale(cairo, 1 / blurred.density, 1 / blurred.density)
        cairo_set_source_rgba(cairo, 0, 0, 0, 1)
        cairo_mask_surface(cairo, blurred.surface, 0, 0)
        cairo_pop_group_to_source(cairo)
        cairo_paint(cairo)
        cairo_restore(cairo)
        cairo_surface_destroy(sharp.surface)
        cairo_surface_destroy(blurred.surface)
    }

    package func drawnExtent(of inner: Rect, in frame: Rect) -> Rect? {
        self.inner ? inner : inner.union(Painter.grown(inner.offsetBy(dx: x, dy: y), by: 3 * radius))
    }
}

extension JSONField {
    /// A style with a shadow, `{"color": style, "opacity"?: …, "shadow": {kind, color, radius,
    /// x, y}}` (`ShapeStyle.shadow(_:)`; `kind` `drop`, the default, or `inner`): the style
    /// without its shadow, and the shadow; any other style and nil.
    package func splitShadow() throws(SceneError) -> (style: JSONField, shadow: Shadow?) {
        guard case .object(let members) = node.value, let field = member("shadow") else { return (self, nil) }
        let shadow = try Shadow.decode(field, what: "a style's shadow", kinds: true)
        let rest = members.filter { $0.key != "shadow" }
        // `{color, shadow}`: the colour itself, so a level (`.primary.shadow(…)`, the foreground
        // style's) stays a level rather than the fixed colour of that name.
        if rest.count == 1, rest[0].key == "color" { return (JSONField(node: rest[0].value, at: at, file: file), shadow) }
        let style = JSONNode(value: .object(rest), location: node.location)
        return (JSONField(node: style, at: at, file: file), shadow)
    }
}

extension Shadow {
    /// A shadow's `{color, radius, x, y}` (and `kind`, `drop` or `inner`, where `kinds`: a
    /// style's shadow), for the `shadow` modifier and a style's shadow alike; `what` names it in
    /// messages.
    package static func decode(_ field: JSONField, what: String, kinds: Bool) throws(SceneError) -> Shadow {
        try field.checkKeys(kinds ? ["kind", "color", "radius", "x", "y"] : ["color", "radius", "x", "y"], what: what)
        guard let radius = field.member("radius") else { throw field.fail("\(what) needs \"radius\"") }
        var shadow = Shadow(radius: try radius.length(allowInfinity: false))
        if kinds { shadow.inner = try field.member("kind")?.choice(["drop": false, "inner": true], what: "shadow kind") ?? false }
        if shadow.inner { shadow.color = Shadow.innerDefaultColor }
        if let color = field.member("color") {
            guard case .color(let rgba) = try color.shapeStyle() else { throw color.fail("a shadow's colour cannot be a gradient") }
            shadow.color = rgba
        }
        shadow.x = try field.member("x")?.number(in: -SceneLimits.maxLength...SceneLimits.maxLength) ?? 0
        shadow.y = try field.member("y")?.number(in: -SceneLimits.maxLength...SceneLimits.maxLength) ?? 0
        return shadow
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
        try Shadow.decode(field, what: "shadow", kinds: false)
    }
}
