import CCairoPango

/// Filling with a style, a material included (`MaterialStyle` states the rule).
extension Painter {
    /// Fills the current path with `style` over `rect` (a gradient's box) and clears the path.
    /// A material takes the tint of the colour scheme of the node being painted.
    package func fillPath(_ style: ResolvedShapeStyle, in rect: Rect) {
        guard case .material(let material) = style else {
            setSource(style, in: rect)
            cairo_fill(cairo)
            return
        }
        fillMaterial(material, dark: colorScheme == .dark)
    }

    /// `MaterialStyle` steps 1–3 on the current path.
    package func fillMaterial(_ material: MaterialStyle, dark: Bool) {
        if material.opacity > 0, let backdrop = blurredBackdrop(sigma: material.blurRadius, saturation: material.saturation(dark: dark)) {
            // Step 1: the blurred backdrop inside the path, at the material's coverage.
            cairo_save(cairo)
            cairo_clip_preserve(cairo)
            cairo_identity_matrix(cairo)
            cairo_set_source_surface(cairo, backdrop.surface, backdrop.x, backdrop.y)
            cairo_paint_with_alpha(cairo, min(1, material.opacity))
            cairo_restore(cairo)
            cairo_surface_destroy(backdrop.surface)
            // Step 2.
            let tint = material.tint(dark: dark)
            cairo_set_source_rgba(cairo, tint.red, tint.green, tint.blue, tint.alpha)
        } else {
            // Step 3.
            let tint = material.vectorTint(dark: dark)
            cairo_set_source_rgba(cairo, tint.red, tint.green, tint.blue, tint.alpha)
        }
        cairo_fill(cairo)
    }

    /// Step 1: what is drawn under the current path's extents (grown by three deviations, within
    /// the surface), copied from the image surface being drawn to, blurred by a Gaussian of
    /// `sigma` points with its edges extended and saturated by `saturation`; its position in
    /// device space. Nil when the target is not an image or the transform rotates or skews.
    /// Liquid Glass draws its backdrop the same way (`GlassStyle` step 2).
    package func blurredBackdrop(sigma points: Double, saturation: Double) -> (surface: OpaquePointer, x: Double, y: Double)? {
        guard let target = cairo_get_group_target(cairo), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else { return nil }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.yy > 0 else { return nil }
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_path_extents(cairo, &x0, &y0, &x1, &y1)
        cairo_user_to_device(cairo, &x0, &y0)
        cairo_user_to_device(cairo, &x1, &y1)
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        let sigma = points * matrix.xx
        let margin = 3 * sigma
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        // Pixels of the target: device coordinates plus the surface's device offset.
        let left = max(0, Int((x0 + offsetX - margin).rounded(.down))), top = max(0, Int((y0 + offsetY - margin).rounded(.down)))
        let right = min(width, Int((x1 + offsetX + margin).rounded(.up))), bottom = min(height, Int((y1 + offsetY + margin).rounded(.up)))
        guard right > left, bottom > top, (right - left) * (bottom - top) <= 16_000_000 else { return nil }
        cairo_surface_flush(target)
        guard let source = cairo_image_surface_get_data(target),
              let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(right - left), Int32(bottom - top)) else { return nil }
        guard cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(copy) else {
            cairo_surface_destroy(copy)
            return nil
        }
        let sourceStride = Int(cairo_image_surface_get_stride(target)), stride = Int(cairo_image_surface_get_stride(copy))
        for row in 0..<(bottom - top) {
            (data + row * stride).update(from: source + (top + row) * sourceStride + 4 * left, count: 4 * (right - left))
        }
        GaussianBlur.apply(to: data, width: right - left, height: bottom - top, stride: stride, sigma: sigma, extendingEdges: true)
        RGBAMatrix.saturation(saturation).apply(to: data, width: right - left, height: bottom - top, stride: stride)
        cairo_surface_mark_dirty(copy)
        return (copy, Double(left) - offsetX, Double(top) - offsetY)
    }
}
