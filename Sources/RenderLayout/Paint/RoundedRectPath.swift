/// SwiftUI's `Path.addRoundedRect(in:cornerSize:style:)` and `addRoundedRect(in:cornerRadii:style:)`
/// (also `Path(roundedRect:…)`) as path elements, so a `Path` holds them as any other outline.
///
/// 1. The outline starts at the middle of the right edge (Apple: "starting by moving to the
///    center of the right edge") and goes round clockwise on screen, through the bottom-right,
///    bottom-left, top-left and top-right corners, and is closed (the direction is a decision:
///    it shows only through `trim` and dashes).
/// 2. Each corner has a horizontal and a vertical extent (`cornerSize`'s width and height, or
///    one of `cornerRadii`'s radii for both), each at most half the rect's side, never below 0.
/// 3. `.circular` corners are quarter ellipses (a cubic each, the usual 0.5523 handles).
///    `.continuous` (SwiftUI's default here) are iOS's smooth corners, the same curves as
///    `RoundedRectangle(…, style: .continuous)` (`ContinuousCorner`), scaled by each extent;
///    where they would not fit (1.52866 × an extent past half the side) the corner is circular,
///    as `ShapePath` decides for the shape.
package enum RoundedRectPath {
    /// Corners' extents, (horizontal, vertical), of the top-leading, top-trailing,
    /// bottom-trailing and bottom-leading corners.
    package struct Corners: Sendable {
        package var topLeading, topTrailing, bottomTrailing, bottomLeading: (Double, Double)

        package init(topLeading: (Double, Double), topTrailing: (Double, Double), bottomTrailing: (Double, Double), bottomLeading: (Double, Double)) {
            (self.topLeading, self.topTrailing, self.bottomTrailing, self.bottomLeading) = (topLeading, topTrailing, bottomTrailing, bottomLeading)
        }

        /// Every corner `width` × `height`.
        package init(width: Double, height: Double) {
            self.init(topLeading: (width, height), topTrailing: (width, height), bottomTrailing: (width, height), bottomLeading: (width, height))
        }
    }

    /// The handle length of a cubic quarter circle, as a fraction of its radius.
    static let quarterHandle = 0.5522847498

    /// Steps 1–3.
    package static func elements(in rect: Rect, corners: Corners, continuous: Bool) -> [PathElement] {
        let w = max(0, rect.width), h = max(0, rect.height)
        func clamped(_ c: (Double, Double)) -> (Double, Double) { (max(0, min(c.0, w / 2)), max(0, min(c.1, h / 2))) }
        // Corners in drawing order: the corner point, the direction back along the edge just
        // drawn (u), the direction along the next edge (v), and its extents.
        let order: [(Point, (Double, Double), (Double, Double), (Double, Double))] = [
            (Point(x: rect.maxX, y: rect.maxY), (0, -1), (-1, 0), clamped(corners.bottomTrailing)),
            (Point(x: rect.minX, y: rect.maxY), (1, 0), (0, -1), clamped(corners.bottomLeading)),
            (Point(x: rect.minX, y: rect.minY), (0, 1), (1, 0), clamped(corners.topLeading)),
            (Point(x: rect.maxX, y: rect.minY), (-1, 0), (0, 1), clamped(corners.topTrailing)),
        ]
        var result: [PathElement] = [.move(to: Point(x: rect.maxX, y: rect.minY + h / 2))]
        let k = 1 - quarterHandle
        let circular: (Double, [[(Double, Double)]]) = (1, [[(k, 0), (0, k), (0, 1)]])
        for (corner, u, v, extent) in order {
            // In units of the extents: x scaled by the horizontal one, y by the vertical one.
            func point(_ c: (Double, Double)) -> Point {
                Point(x: corner.x + (u.0 * c.0 + v.0 * c.1) * extent.0, y: corner.y + (u.1 * c.0 + v.1 * c.1) * extent.1)
            }
            guard extent.0 > 0, extent.1 > 0 else {
                result.append(.line(to: corner))
                continue
            }
            let smooth = continuous && ContinuousCorner.reach * extent.0 <= w / 2 && ContinuousCorner.reach * extent.1 <= h / 2
            let (start, segments) = smooth ? (ContinuousCorner.reach, ContinuousCorner.segments) : circular
            result.append(.line(to: point((start, 0))))
            for segment in segments {
                let p = segment.map(point)
                result.append(p.count == 3 ? .curve(to: p[2], control1: p[0], control2: p[1]) : .line(to: p[0]))
            }
        }
        result.append(.close)
        return result
    }
}

/// iOS's continuous corner (`ShapePath`'s `RoundedRectangle(…, style: .continuous)`): from 1.52866
/// extents before the corner along the edge just drawn, three cubic curves with two short lines
/// between them to 1.52866 extents along the next edge. Each step is (control, control, end) or
/// a line's end alone, in a frame where the corner is the origin, u runs back along the edge
/// just drawn and v along the next, in units of the extent.
package enum ContinuousCorner {
    package static let reach = 1.52866483

    package static let segments: [[(Double, Double)]] = [
        [(1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600)],
        [(0.63149399, 0.07491100)],
        [(0.37282392, 0.16905899), (0.16906013, 0.37282401), (0.07491176, 0.63149399)],
        [(0.06549600, 0.66993427)],
        [(0, 0.86840701), (0, 1.08849299), (0, 1.52866483)],
    ]
}
