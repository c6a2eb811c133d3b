import CCairoPango

/// Adds a shape's outline in a rect to the current Cairo path.
package enum ShapePath {
    package static func add(_ shape: ShapeKind, in rect: Rect, to cairo: OpaquePointer) {
        let w = rect.width, h = rect.height
        guard w >= 0, h >= 0 else { return }
        switch shape {
        case .rectangle, .containerRelative:
            // An unresolved container-relative shape has no container: a rectangle (Apple).
            cairo_rectangle(cairo, rect.minX, rect.minY, w, h)
        case .roundedRectangle(let radius):
            roundedRectangle(rect, radius: min(radius, w / 2, h / 2), cairo)
        case .continuousRoundedRectangle(let radius):
            continuousRoundedRectangle(rect, radius: radius, cairo)
        case .unevenRoundedRectangle(let topLeading, let bottomLeading, let bottomTrailing, let topTrailing):
            // Each radius at most half the shorter side, so opposite corners never cross.
            func clamp(_ r: Double) -> Double { max(0, min(r, w / 2, h / 2)) }
            let (tl, bl, br, tr) = (clamp(topLeading), clamp(bottomLeading), clamp(bottomTrailing), clamp(topTrailing))
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, rect.maxX - tr, rect.minY + tr, tr, -.pi / 2, 0)
            cairo_arc(cairo, rect.maxX - br, rect.maxY - br, br, 0, .pi / 2)
            cairo_arc(cairo, rect.minX + bl, rect.maxY - bl, bl, .pi / 2, .pi)
            cairo_arc(cairo, rect.minX + tl, rect.minY + tl, tl, .pi, 3 * .pi / 2)
            cairo_close_path(cairo)
        case .capsule:
            roundedRectangle(rect, radius: min(w, h) / 2, cairo)
        case .path(let elements):
            path(elements, at: rect.origin, cairo)
        case .customPath(let source):
            // Resolved at layout time (`ShapeLayout`); a failure there failed the render.
            if case .success(let elements) = source.elements(for: rect.size) { path(elements, at: rect.origin, cairo) }
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

    /// A path's elements, offset to its frame.
    private static func path(_ elements: [PathElement], at origin: Point, _ cairo: OpaquePointer) {
        func x(_ p: Point) -> Double { origin.x + p.x }
        func y(_ p: Point) -> Double { origin.y + p.y }
        for element in elements {
            switch element {
            case .move(let to): cairo_move_to(cairo, x(to), y(to))
            case .line(let to):
                if cairo_has_current_point(cairo) == 0 { cairo_move_to(cairo, x(to), y(to)) } else { cairo_line_to(cairo, x(to), y(to)) }
            case .quadCurve(let to, let control):
                // A quadratic curve as the cubic with the same shape.
                var cx = 0.0, cy = 0.0
                if cairo_has_current_point(cairo) != 0 { cairo_get_current_point(cairo, &cx, &cy) } else { cx = x(to); cy = y(to) }
                let c1x = cx + 2 / 3 * (x(control) - cx), c1y = cy + 2 / 3 * (y(control) - cy)
                let c2x = x(to) + 2 / 3 * (x(control) - x(to)), c2y = y(to) + 2 / 3 * (y(control) - y(to))
                if cairo_has_current_point(cairo) == 0 { cairo_move_to(cairo, cx, cy) }
                cairo_curve_to(cairo, c1x, c1y, c2x, c2y, x(to), y(to))
            case .curve(let to, let control1, let control2):
                if cairo_has_current_point(cairo) == 0 { cairo_move_to(cairo, x(control1), y(control1)) }
                cairo_curve_to(cairo, x(control1), y(control1), x(control2), y(control2), x(to), y(to))
            case .arc(let center, let radius, let start, let end, let clockwise):
                guard radius >= 0 else { continue }
                if clockwise {
                    cairo_arc(cairo, x(center), y(center), radius, start, end)
                } else {
                    cairo_arc_negative(cairo, x(center), y(center), radius, start, end)
                }
            case .rect(let rect):
                cairo_rectangle(cairo, origin.x + rect.minX, origin.y + rect.minY, rect.width, rect.height)
            case .ellipse(let rect):
                guard rect.width > 0, rect.height > 0 else { continue }
                cairo_save(cairo)
                cairo_translate(cairo, origin.x + rect.minX + rect.width / 2, origin.y + rect.minY + rect.height / 2)
                cairo_scale(cairo, rect.width / 2, rect.height / 2)
                cairo_new_sub_path(cairo)
                cairo_arc(cairo, 0, 0, 1, 0, 2 * .pi)
                cairo_close_path(cairo)
                cairo_restore(cairo)
            case .close: cairo_close_path(cairo)
            }
        }
    }

    /// iOS's continuous corners: each corner starts 1.52866 × r from it along both edges and is
    /// three cubic curves whose coefficients are the ones measured from UIKit's
    /// `bezierPathWithRoundedRect:cornerRadius:` (as reproduced in UIBezierPath+ContinuousCorners
    /// and PaintCode's analysis). Decision: a radius whose smooth corners would not fit
    /// (1.52866 × r above half the shorter side) draws circular corners of min(r, half the
    /// shorter side) instead, so a large radius still makes a capsule.
    private static func continuousRoundedRectangle(_ rect: Rect, radius: Double, _ cairo: OpaquePointer) {
        let half = min(rect.width, rect.height) / 2
        let r = max(0, radius)
        guard r > 0 else {
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        guard r * 1.52866483 <= half else {
            roundedRectangle(rect, radius: min(r, half), cairo)
            return
        }
        // One corner in a frame where the corner is at the origin and the edges run along +u
        // (towards the previous corner) and +v (towards the next): (u, v) in units of r.
        // A curve, a short line, a curve, a short line, a curve: (control, control, end) or a
        // line's end alone.
        let segments = ContinuousCorner.segments
        // Corners clockwise from top right: the corner point, the direction back along the
        // edge just drawn (u), and the direction along the next edge (v).
        let corners: [(Point, (Double, Double), (Double, Double))] = [
            (Point(x: rect.maxX, y: rect.minY), (-1, 0), (0, 1)),
            (Point(x: rect.maxX, y: rect.maxY), (0, -1), (-1, 0)),
            (Point(x: rect.minX, y: rect.maxY), (1, 0), (0, -1)),
            (Point(x: rect.minX, y: rect.minY), (0, 1), (1, 0)),
        ]
        cairo_new_sub_path(cairo)
        for (corner, u, v) in corners {
            func point(_ c: (Double, Double)) -> (Double, Double) {
                (corner.x + (u.0 * c.0 + v.0 * c.1) * r, corner.y + (u.1 * c.0 + v.1 * c.1) * r)
            }
            let start = point((1.52866483, 0))
            cairo_line_to(cairo, start.0, start.1)
            for segment in segments {
                let p = segment.map(point)
                if p.count == 3 {
                    cairo_curve_to(cairo, p[0].0, p[0].1, p[1].0, p[1].1, p[2].0, p[2].1)
                } else {
                    cairo_line_to(cairo, p[0].0, p[0].1)
                }
            }
        }
        cairo_close_path(cairo)
    }

    /// Circular corners (SwiftUI's `.circular` corner style; the default here, a decision).
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
