import CCairoPango

/// Adds a shape's outline in a rect to the current Cairo path.
enum ShapePath {
    static func add(_ shape: ShapeKind, in rect: Rect, to cairo: OpaquePointer) {
        let w = rect.width, h = rect.height
        guard w >= 0, h >= 0 else { return }
        switch shape {
        case .rectangle:
            cairo_rectangle(cairo, rect.minX, rect.minY, w, h)
        case .roundedRectangle(let radius):
            roundedRectangle(rect, radius: min(radius, w / 2, h / 2), cairo)
        case .capsule:
            roundedRectangle(rect, radius: min(w, h) / 2, cairo)
        case .circle:
            let r = min(w, h) / 2
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, rect.minX + w / 2, rect.minY + h / 2, r, 0, 2 * .pi)
            cairo_close_path(cairo)
        case .ellipse:
            guard w > 0, h > 0 else { return }
            cairo_save(cairo)
            cairo_translate(cairo, rect.minX + w / 2, rect.minY + h / 2)
            cairo_scale(cairo, w / 2, h / 2)
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, 0, 0, 1, 0, 2 * .pi)
            cairo_close_path(cairo)
            cairo_restore(cairo)
        }
    }

    /// Circular corners (SwiftUI's `.circular` corner style; a decision over `.continuous`).
    private static func roundedRectangle(_ rect: Rect, radius: Double, _ cairo: OpaquePointer) {
        let r = max(0, radius)
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, rect.maxX - r, rect.minY + r, r, -.pi / 2, 0)
        cairo_arc(cairo, rect.maxX - r, rect.maxY - r, r, 0, .pi / 2)
        cairo_arc(cairo, rect.minX + r, rect.maxY - r, r, .pi / 2, .pi)
        cairo_arc(cairo, rect.minX + r, rect.minY + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cairo)
    }
}
