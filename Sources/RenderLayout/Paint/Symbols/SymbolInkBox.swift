import Foundation

/// The exact bounds of a glyph's ink, in unit-square units: what a `resizable()` symbol fills its
/// frame with (`ImageLayout` step 4, `SymbolPainter` step 1).
///
/// 1. Every part that paints (not an `erase` part) counts; its path's points: a move's and a
///    line's end, a cubic curve's end and the curve's extremes between its ends (where its
///    derivative is zero on an axis, not its control points), an arc's ends and the quarter
///    points (0, π/2, π, 3π/2) it passes, with Cairo's rule that an arc runs forward from its
///    start (backward for `N`) until it reaches its end.
/// 2. A stroked part adds half its width at regular weight on every side: its caps and joins are
///    round, so its outline lies exactly that far out at every extreme.
/// 3. A glyph with no painted point has no box (nil).
/// Why exact: `SymbolLibrary.widthFactor` counts control points and whole circles (a box
/// margin of its own, kept for the fixed symbols' widths), but a stretched glyph's ink should
/// touch its frame — iOS fills 99.67 of a 100-point frame with `person.crop.circle.fill`'s ink
/// (docs/figures.md, "Whole screens (session 21)").
package enum SymbolInkBox {
    package static func of(_ parts: [SymbolPart]) -> Rect? {
        var box = Extent()
        for part in parts where !part.knockout {
            var path = Extent()
            var current = (x: 0.0, y: 0.0)
            for command in part.commands {
                switch command {
                case .move(let x, let y), .line(let x, let y):
                    path.add(x, y)
                    current = (x, y)
                case .curve(let x1, let y1, let x2, let y2, let x3, let y3):
                    for t in extremes(current.x, x1, x2, x3) + extremes(current.y, y1, y2, y3) {
                        path.add(cubic(current.x, x1, x2, x3, t), cubic(current.y, y1, y2, y3, t))
                    }
                    path.add(x3, y3)
                    current = (x3, y3)
                case .arc(let cx, let cy, let r, let start, let end):
                    current = arc(cx, cy, r, from: start, to: end, forward: true, into: &path)
                case .arcNegative(let cx, let cy, let r, let start, let end):
                    current = arc(cx, cy, r, from: start, to: end, forward: false, into: &path)
                case .close:
                    break
                }
            }
            // Step 2: a round-capped stroke reaches half its width past its path.
            if case .stroke(let width) = part.style { path.grow(by: width / 2) }
            box.add(path)
        }
        return box.rect
    }

    /// The parameters in 0…1 where a cubic's coordinate has a zero derivative (step 1).
    private static func extremes(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        // The derivative / 3 is a t² + b t + c.
        let a = -p0 + 3 * p1 - 3 * p2 + p3, b = 2 * (p0 - 2 * p1 + p2), c = p1 - p0
        var roots: [Double] = []
        if abs(a) < 1e-12 {
            if abs(b) > 1e-12 { roots = [-c / b] }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots = [(-b + root) / (2 * a), (-b - root) / (2 * a)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    private static func cubic(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ t: Double) -> Double {
        let u = 1 - t
        return u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3
    }

    /// Adds an arc's ends and the quarter points it passes; returns its end point.
    private static func arc(_ cx: Double, _ cy: Double, _ r: Double, from start: Double, to end: Double, forward: Bool,
                            into path: inout Extent) -> (x: Double, y: Double) {
        guard start.isFinite, end.isFinite else { return (cx, cy) }
        // Cairo's rule: `arc` adds 2π to the end until it is not before the start; `arc_negative`
        // the reverse. The sweep is then [low, high].
        var stop = end
        if forward { while stop < start { stop += 2 * .pi } } else { while stop > start { stop -= 2 * .pi } }
        let low = min(start, stop), high = max(start, stop)
        var quarter = (low / (.pi / 2)).rounded(.up)
        while quarter * .pi / 2 <= high {
            let angle = quarter * .pi / 2
            path.add(cx + r * cos(angle), cy + r * sin(angle))
            quarter += 1
        }
        path.add(cx + r * cos(start), cy + r * sin(start))
        let last = (x: cx + r * cos(stop), y: cy + r * sin(stop))
        path.add(last.x, last.y)
        return last
    }

    /// A running bounding box; empty until a point is added.
    private struct Extent {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity

        mutating func add(_ x: Double, _ y: Double) {
            minX = min(minX, x); maxX = max(maxX, x)
            minY = min(minY, y); maxY = max(maxY, y)
        }

        mutating func add(_ other: Extent) {
            guard other.minX <= other.maxX else { return }
            add(other.minX, other.minY)
            add(other.maxX, other.maxY)
        }

        mutating func grow(by amount: Double) {
            guard minX <= maxX else { return }
            minX -= amount; minY -= amount; maxX += amount; maxY += amount
        }

        var rect: Rect? {
            guard minX <= maxX, minY <= maxY else { return nil }
            return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }
}
