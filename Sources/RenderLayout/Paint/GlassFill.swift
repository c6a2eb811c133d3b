import CCairoPango

/// Liquid Glass behind a view (`GlassStyle` states the rule and its numbers).
extension Painter {
    /// `GlassStyle` steps 1–5 for `shape` in `frame` (canvas points), before the view's content.
    package func paintGlass(_ glass: GlassStyle, shape: ShapeKind, in frame: Rect) {
        guard glass.draws, frame.width > 0, frame.height > 0 else { return }
        let shape = resolvedShape(shape, in: frame)
        let dark = colorScheme == .dark
        glassShadow(shape, in: frame)
        cairo_save(cairo)
        cairo_new_path(cairo)
        ShapePath.add(shape, in: frame, to: cairo)
        let tint: RGBA
        if let backdrop = blurredBackdrop(sigma: glass.blurRadius, saturation: glass.saturation) {
            // Step 2: the blurred backdrop inside the shape.
            cairo_save(cairo)
            cairo_clip_preserve(cairo)
            cairo_identity_matrix(cairo)
            cairo_set_source_surface(cairo, backdrop.surface, backdrop.x, backdrop.y)
            cairo_paint(cairo)
            cairo_restore(cairo)
            cairo_surface_destroy(backdrop.surface)
            tint = glass.tintColor(dark: dark)
        } else {
            // Step 5.
            tint = glass.vectorTint(dark: dark)
        }
        // Step 3.
        cairo_set_source_rgba(cairo, tint.red, tint.green, tint.blue, tint.alpha)
        cairo_fill_preserve(cairo)
        // Step 4: a line twice the rim's width on the edge, of which the shape keeps the inner half.
        cairo_clip_preserve(cairo)
        cairo_set_line_width(cairo, 2 * GlassStyle.rimWidth)
        cairo_set_source_rgba(cairo, 1, 1, 1, glass.rimAlpha(dark: dark))
        cairo_stroke(cairo)
        cairo_restore(cairo)
    }

    /// Step 1: the shape drawn offscreen (one pixel a point: a blur of 16 points loses nothing
    /// at a coarser grid, and it costs a ninth of 3×'s; cut to the visible clip), blurred, and
    /// painted black through its alpha, moved down.
    private func glassShadow(_ shape: ShapeKind, in frame: Rect) {
        let sigma = GlassStyle.shadowRadius, margin = 3 * GlassStyle.shadowRadius + 1
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cairo, &x0, &y0, &x1, &y1)
        // The shape's image is moved down by the offset when painted: its visible part is the
        // visible rect moved up by as much.
        let visible = Rect(x: x0 - margin, y: y0 - GlassStyle.shadowY - margin,
                           width: x1 - x0 + 2 * margin, height: y1 - y0 + 2 * margin)
        guard let cut = Self.intersection(Self.grown(frame, by: margin), visible) else { return }
        let rect = Rect(x: cut.minX.rounded(.down), y: cut.minY.rounded(.down),
                        width: cut.maxX.rounded(.up) - cut.minX.rounded(.down), height: cut.maxY.rounded(.up) - cut.minY.rounded(.down))
        let density = 1.0
        let width = Int32((rect.width * density).rounded(.up)), height = Int32((rect.height * density).rounded(.up))
        guard width > 0, height > 0, Double(width) * Double(height) <= 16_000_000,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else { return }
        cairo_scale(context, density, density)
        cairo_translate(context, -rect.minX, -rect.minY)
        ShapePath.add(shape, in: frame, to: context)
        cairo_set_source_rgba(context, 0, 0, 0, 1)
        cairo_fill(context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        GaussianBlur.apply(to: data, width: Int(width), height: Int(height), stride: Int(cairo_image_surface_get_stride(surface)),
                           sigma: sigma * density)
        cairo_surface_mark_dirty(surface)
        cairo_save(cairo)
        cairo_translate(cairo, rect.minX, rect.minY + GlassStyle.shadowY)
        cairo_scale(cairo, 1 / density, 1 / density)
        cairo_set_source_rgba(cairo, 0, 0, 0, GlassStyle.shadowOpacity)
        cairo_mask_surface(cairo, surface, 0, 0)
        cairo_restore(cairo)
    }
}
