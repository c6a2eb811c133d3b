import Foundation

/// The point symbols of a Swift Chart (`ChartSymbolShape`), as outlines in a square of `size`.
///
/// Apple documents the basic shapes as `ChartSymbolShape`'s static members in this order:
/// `circle`, `square`, `triangle`, `diamond`, `pentagon`, `plus`, `cross`, `asterisk`
/// (developer.apple.com/documentation/charts/chartsymbolshape).
/// 1. `symbol(by:)` gives each value the next shape of that order, from the first, cycling
///    (decision: the order Apple lists them; not yet compared with an iPhone's chart).
/// 2. The filled shapes (circle, square, triangle, diamond, pentagon) fill the square: a
///    circle inscribed, a square whole, a triangle and a pentagon pointing up with their
///    corners on the inscribed circle (regular), a diamond its corners at the sides' middles.
/// 3. `plus`, `cross` and `asterisk` are strokes across the square (`strokeWidth`, a quarter of
///    the side: decision), `cross` the diagonals of the plus, `asterisk` both.
package enum ChartSymbolShape: String, CaseIterable, Sendable {
    case circle, square, triangle, diamond, pentagon, plus, cross, asterisk

    /// Step 1: the shape of the `index`-th value.
    package static func cycled(_ index: Int) -> ChartSymbolShape { allCases[((index % allCases.count) + allCases.count) % allCases.count] }

    /// Step 3: whether the outline is stroked rather than filled.
    package var isStroked: Bool { self == .plus || self == .cross || self == .asterisk }

    package static func strokeWidth(_ size: Double) -> Double { size / 4 }

    /// Steps 2–3: the outline in a `size` × `size` square at the origin.
    package func elements(size: Double) -> [PathElement] {
        let r = size / 2
        func polygon(_ corners: Int) -> [PathElement] {
            let points = (0..<corners).map { i -> Point in
                let angle = -Double.pi / 2 + Double(i) * 2 * .pi / Double(corners)
                return Point(x: r + r * cos(angle), y: r + r * sin(angle))
            }
            return [.move(to: points[0])] + points.dropFirst().map { .line(to: $0) } + [.close]
        }
        let plusLines: [PathElement] = [.move(to: Point(x: r, y: 0)), .line(to: Point(x: r, y: size)),
                                        .move(to: Point(x: 0, y: r)), .line(to: Point(x: size, y: r))]
        let crossLines: [PathElement] = [.move(to: Point(x: 0, y: 0)), .line(to: Point(x: size, y: size)),
                                         .move(to: Point(x: size, y: 0)), .line(to: Point(x: 0, y: size))]
        switch self {
        case .circle: return [.ellipse(Rect(x: 0, y: 0, width: size, height: size))]
        case .square: return [.rect(Rect(x: 0, y: 0, width: size, height: size))]
        case .triangle: return polygon(3)
        case .pentagon: return polygon(5)
        case .diamond:
            return [.move(to: Point(x: r, y: 0)), .line(to: Point(x: size, y: r)), .line(to: Point(x: r, y: size)), .line(to: Point(x: 0, y: r)), .close]
        case .plus: return plusLines
        case .cross: return crossLines
        case .asterisk: return plusLines + crossLines
        }
    }
}
