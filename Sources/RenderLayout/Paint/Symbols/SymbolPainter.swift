import CCairoPango

/// Draws `SymbolLibrary` glyphs with Cairo.
///
/// 1. The glyph's unit square is as tall as `rect` allows while its width (`widthFactor`)
///    fits, centred on the glyph's ink. A stretched (`resizable()`) glyph instead maps its ink
///    box (`SymbolInkBox`) onto `rect` on each axis, so its ink touches the frame's four edges,
///    as iOS draws a resizable symbol (FriendBook, iOS 18.1: `person.crop.circle.fill`'s ink
///    99.67 points across in a 100-point frame; docs/figures.md, "Branch truth26v"); the
///    placeholder of an unknown name and a Material stand-in (whose ink is another design's, not
///    SF's glyph bounds) keep their unit square stretched.
/// 2. Weight: strokes are drawn `strokeFactor(weight)` times as wide as at regular, and a
///    heavier weight also outlines the fills by the extra width, as SF Symbols thicken.
/// 3. An unknown name draws a placeholder: a dashed rounded square with a question mark.
package enum SymbolPainter {
    /// Stroke width relative to regular, per weight (decision, after SF Symbols' weight axis).
    package static func strokeFactor(_ weight: Font.Weight) -> Double {
        switch weight {
        case .ultraLight: return 0.4
        case .thin: return 0.55
        case .light: return 0.75
        case .regular: return 1
        case .medium: return 1.15
        case .semibold: return 1.3
        case .bold: return 1.5
        case .heavy: return 1.75
        case .black: return 2
        }
    }

    /// Returns false when the library has no symbol of that name (a placeholder was drawn).
    ///
    /// The glyph is composed opaquely in a group and then painted once with the colour's alpha,
    /// so overlapping parts don't darken each other and knockout parts cut through cleanly.
    /// `stretched`: a resizable image fills its frame with its ink, scaled on each axis on its own
    /// (SwiftUI stretches a `resizable()` image to its frame; `scaledToFit` and `aspectRatio`
    /// make that frame the ink's shape); otherwise the glyph keeps its aspect ratio, centred.
    @discardableResult
    package static func draw(_ name: String, in rect: Rect, color: RGBA, weight: Font.Weight = .regular, stretched: Bool = false,
                             cairo: OpaquePointer) -> Bool {
        let known = SymbolLibrary.parts(named: name)
        let parts = known ?? placeholder
        let alpha = clamp(color.alpha)
        guard alpha > 0, let frame = GlyphFrame(name, in: rect, stretched: stretched) else { return known != nil }
        let factor = strokeFactor(weight)
        frame.paintGroup(alpha: alpha, cairo: cairo) {
            cairo_set_source_rgba(cairo, clamp(color.red), clamp(color.green), clamp(color.blue), 1)
            for part in parts {
                cairo_set_operator(cairo, part.knockout ? CAIRO_OPERATOR_CLEAR : CAIRO_OPERATOR_OVER)
                trace(part, factor: factor, cairo: cairo)
            }
        }
        return known != nil
    }

    /// Where a glyph's unit square lies in `rect` (step 1): scaled to `sx` by `sy` points, its
    /// top-left corner at `x0`, `y0`; nil when the rect gives it no finite, positive size.
    private struct GlyphFrame {
        let sx: Double, sy: Double, x0: Double, y0: Double

        init?(_ name: String, in rect: Rect, stretched: Bool) {
            if stretched, let ink = SymbolLibrary.inkBox(name), ink.width > 1e-6, ink.height > 1e-6 {
                // Step 1: a stretched glyph's ink box is the rect.
                sx = rect.width / ink.width
                sy = rect.height / ink.height
                x0 = rect.minX - sx * ink.minX
                y0 = rect.minY - sy * ink.minY
            } else {
                let widthFactor = SymbolLibrary.widthFactor(name)
                let side = min(rect.height, rect.width / widthFactor)
                sx = stretched ? rect.width / widthFactor : side
                sy = stretched ? rect.height : side
                x0 = rect.minX + rect.width / 2 - sx * SymbolLibrary.inkMidX(name)
                y0 = rect.minY + rect.height / 2 - sy / 2
            }
            guard sx.isFinite, sy.isFinite, sx > 0, sy > 0, x0.isFinite, y0.isFinite else { return nil }
        }

        /// Runs `body` in the glyph's unit square inside a group clipped to the square (plus
        /// slack for strokes, so the group stays small), then paints the group with `alpha`.
        func paintGroup(alpha: Double, cairo: OpaquePointer, _ body: () -> Void) {
            cairo_save(cairo)
            let slackX = sx * 0.15, slackY = sy * 0.15
            cairo_new_path(cairo)
            cairo_rectangle(cairo, x0 - slackX, y0 - slackY, sx + 2 * slackX, sy + 2 * slackY)
            cairo_clip(cairo)
            cairo_push_group(cairo)
            cairo_translate(cairo, x0, y0)
            cairo_scale(cairo, sx, sy)
            cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
            body()
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, alpha)
            cairo_restore(cairo)
        }
    }

    /// Paints one part with the current source and operator (step 2's weight).
    private static func trace(_ part: SymbolPart, factor: Double, cairo: OpaquePointer) {
        cairo_new_path(cairo)
        append(part.commands, to: cairo)
        switch part.style {
        case .fill:
            cairo_set_fill_rule(cairo, part.evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            if factor > 1 && !part.knockout {
                cairo_fill_preserve(cairo)
                cairo_set_line_width(cairo, 0.08 * (factor - 1))
                cairo_stroke(cairo)
            } else {
                cairo_fill(cairo)
            }
        case .stroke(let lineWidth):
            cairo_set_dash(cairo, part.dashed ? [0.09, 0.07] : [], part.dashed ? 2 : 0, 0)
            cairo_set_line_width(cairo, lineWidth * factor)
            cairo_stroke(cairo)
        }
    }

    /// A symbol in layers (`symbolRenderingMode` hierarchical or palette): each part in the
    /// colour of its layer (`SymbolLayers.layer`), `layers[0]` the first; a cut-out part of a
    /// layered glyph clears what lies under it and is then painted in the first layer's colour,
    /// so the tick of `checkmark.circle.fill` shows in the primary colour over a lighter disc.
    /// `partLayers`: each part's layer where the glyph states them (`SymbolMulticolor`), nil for
    /// a gap that stays cut.
    @discardableResult
    package static func draw(_ name: String, in rect: Rect, layers: [RGBA], partLayers: [Int?]? = nil, weight: Font.Weight = .regular,
                             stretched: Bool = false, variableValue: Double? = nil, cairo: OpaquePointer) -> Bool {
        guard let parts = SymbolLibrary.parts(named: name), let first = layers.first else {
            return draw(name, in: rect, color: layers.first ?? .black, weight: weight, stretched: stretched, cairo: cairo)
        }
        guard let frame = GlyphFrame(name, in: rect, stretched: stretched) else { return true }
        let factor = strokeFactor(weight)
        frame.paintGroup(alpha: 1, cairo: cairo) {
            for (index, part) in parts.enumerated() {
                let stated = partLayers.map { index < $0.count ? $0[index] : 0 }
                guard let layer = stated ?? SymbolLayers.layer(of: index, in: parts, name: name) else {
                    // A cut-out of a one-layer glyph (a gap) stays cut.
                    cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
                    trace(part, factor: factor, cairo: cairo)
                    continue
                }
                let color = layer < layers.count ? layers[layer] : first
                var painted = part
                if part.knockout {
                    cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
                    trace(part, factor: factor, cairo: cairo)
                    painted.knockout = false
                }
                cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
                // `SymbolVariableLayers`: a variable part is traced level by level, those above
                // the value at the dimmed opacity.
                if let variableValue, let levels = SymbolVariableLayers.levels(of: name, part: index, in: painted, value: variableValue) {
                    for (level, opacity) in levels {
                        cairo_set_source_rgba(cairo, clamp(color.red), clamp(color.green), clamp(color.blue), clamp(color.alpha) * opacity)
                        trace(level, factor: factor, cairo: cairo)
                    }
                    continue
                }
                cairo_set_source_rgba(cairo, clamp(color.red), clamp(color.green), clamp(color.blue), clamp(color.alpha))
                trace(painted, factor: factor, cairo: cairo)
            }
        }
        return true
    }

    /// A dashed rounded square with a question mark: what an unknown name draws.
    package static let placeholder: [SymbolPart] = [
        SymbolPart(commands: [.move(0.3, 0.14), .line(0.7, 0.14), .arc(cx: 0.7, cy: 0.3, r: 0.16, start: -.pi / 2, end: 0),
                              .line(0.86, 0.7), .arc(cx: 0.7, cy: 0.7, r: 0.16, start: 0, end: .pi / 2),
                              .line(0.3, 0.86), .arc(cx: 0.3, cy: 0.7, r: 0.16, start: .pi / 2, end: .pi),
                              .line(0.14, 0.3), .arc(cx: 0.3, cy: 0.3, r: 0.16, start: .pi, end: 1.5 * .pi), .close],
                   style: .stroke(lineWidth: 0.06), dashed: true),
        SymbolPart(commands: [.move(0.38, 0.4), .arc(cx: 0.5, cy: 0.4, r: 0.12, start: .pi, end: 2.25 * .pi),
                              .line(0.5, 0.6)], style: .stroke(lineWidth: 0.07)),
        SymbolPart(commands: [.move(0.545, 0.72), .arc(cx: 0.5, cy: 0.72, r: 0.045, start: 0, end: 2 * .pi), .close], style: .fill),
    ]

    private static func append(_ commands: [SymbolPathCommand], to cairo: OpaquePointer) {
        for command in commands {
            switch command {
            case .move(let x, let y):
                cairo_move_to(cairo, x, y)
            case .line(let x, let y):
                cairo_line_to(cairo, x, y)
            case .curve(let x1, let y1, let x2, let y2, let x3, let y3):
                cairo_curve_to(cairo, x1, y1, x2, y2, x3, y3)
            case .arc(let cx, let cy, let r, let start, let end):
                cairo_arc(cairo, cx, cy, r, start, end)
            case .arcNegative(let cx, let cy, let r, let start, let end):
                cairo_arc_negative(cairo, cx, cy, r, start, end)
            case .close:
                cairo_close_path(cairo)
            }
        }
    }

    private static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
