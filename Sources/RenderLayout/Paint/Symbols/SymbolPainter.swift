import CCairoPango

/// Draws `SymbolLibrary` glyphs with Cairo.
enum SymbolPainter {
    /// Draws the named symbol scaled uniformly into the largest square centred in `rect`.
    /// Returns false, drawing nothing, when the library has no symbol of that name.
    ///
    /// The glyph is composed opaquely in a group and then painted once with the colour's alpha,
    /// so overlapping parts don't darken each other and knockout parts cut through cleanly.
    @discardableResult
    static func draw(_ name: String, in rect: Rect, color: RGBA, cairo: OpaquePointer) -> Bool {
        guard let parts = SymbolLibrary.parts(named: name) else { return false }
        let side = min(rect.width, rect.height)
        guard side.isFinite, side > 0, rect.minX.isFinite, rect.minY.isFinite else { return true }
        let alpha = clamp(color.alpha)
        guard alpha > 0 else { return true }
        let x0 = rect.minX + (rect.width - side) / 2
        let y0 = rect.minY + (rect.height - side) / 2

        cairo_save(cairo)
        // Bound the group to the glyph's square (plus slack for strokes) so it stays small.
        let slack = side * 0.1
        cairo_new_path(cairo)
        cairo_rectangle(cairo, x0 - slack, y0 - slack, side + 2 * slack, side + 2 * slack)
        cairo_clip(cairo)
        cairo_push_group(cairo)

        cairo_save(cairo)
        cairo_translate(cairo, x0, y0)
        cairo_scale(cairo, side, side)
        cairo_set_source_rgba(cairo, clamp(color.red), clamp(color.green), clamp(color.blue), 1)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        for part in parts {
            cairo_new_path(cairo)
            append(part.commands, to: cairo)
            cairo_set_operator(cairo, part.knockout ? CAIRO_OPERATOR_CLEAR : CAIRO_OPERATOR_OVER)
            switch part.style {
            case .fill:
                cairo_set_fill_rule(cairo, part.evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_fill(cairo)
            case .stroke(let lineWidth):
                cairo_set_line_width(cairo, lineWidth)
                cairo_stroke(cairo)
            }
        }
        cairo_restore(cairo)

        cairo_pop_group_to_source(cairo)
        cairo_paint_with_alpha(cairo, alpha)
        cairo_restore(cairo)
        return true
    }

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
