/// Vector stand-ins for the SF Symbols that `Image(systemName:)` names.
///
/// Every glyph here is original path data drawn in a unit square (0…1 on both axes, y down),
/// designed to read like SF Symbols' regular weight: outlines are ~0.08-unit round-capped strokes,
/// `.fill` variants are solid, and glyphs sit inside roughly a 0.08…0.92 box. No Cairo here —
/// `SymbolPainter` turns the data into drawing.

import Foundation

/// One drawing command in a unit square (0…1 on both axes, y down).
/// Arc angles are in radians, measured the way Cairo does in a y-down space
/// (0 = +x, increasing angles turn clockwise on screen).
package enum SymbolPathCommand: Sendable, Equatable {
    case move(Double, Double)
    case line(Double, Double)
    case curve(Double, Double, Double, Double, Double, Double)
    case arc(cx: Double, cy: Double, r: Double, start: Double, end: Double)
    case arcNegative(cx: Double, cy: Double, r: Double, start: Double, end: Double)
    case close
}

/// One filled or stroked path of a symbol. Parts are painted in order, all in the symbol's colour;
/// a `knockout` part erases what earlier parts painted (the cut-out glyph of `checkmark.circle.fill`).
package struct SymbolPart: Sendable {
    package enum Style: Sendable, Equatable {
        case fill
        /// Stroked with round caps and joins; the width is in unit-square units.
        case stroke(lineWidth: Double)
    }

    package let commands: [SymbolPathCommand]
    package let style: Style
    /// Fill with the even-odd rule (holes); ignored for strokes.
    package var evenOdd: Bool = false
    /// Erase instead of paint.
    package var knockout: Bool = false
    /// Stroked dashed (the unknown-symbol placeholder).
    package var dashed: Bool = false
}

public enum SymbolLibrary {
    /// Every symbol name the library can draw, sorted.
    public static let names: [String] = table.keys.sorted()

    /// The parts of the named symbol, or nil when the library has no such symbol.
    package static func parts(named name: String) -> [SymbolPart]? { table[name] }

    /// Whether SF Symbols draws `name` mirrored in a right-to-left environment: the directional
    /// names (`chevron.forward`, `arrow.backward`) do, as Apple's HIG asks of icons that show
    /// forward or backward motion; `chevron.right` and `arrow.left` name a real direction and
    /// stay as they are.
    public static func flipsForRightToLeft(_ name: String) -> Bool {
        let parts = name.split(separator: ".")
        return parts.first.map { ["chevron", "arrow"].contains($0) } == true && parts.contains { $0 == "forward" || $0 == "backward" }
    }

    /// Whether the library can draw `name`.
    public static func contains(_ name: String) -> Bool { table[name] != nil }

    private static let table: [String: [SymbolPart]] = buildTable()

    /// The symbol's width as a fraction of its height: its ink width at regular weight plus
    /// 0.08 of side bearing each side, within 0.4…1 (SF Symbols' widths differ per symbol:
    /// `chevron.right` is narrow, `envelope` wide). Unknown names are square.
    public static func widthFactor(_ name: String) -> Double {
        guard let ink = inkBounds[name] else { return 1 }
        return min(1, max(0.4, ink.maxX - ink.minX + 0.16))
    }

    /// Horizontal centre of the ink, in unit-square units, so a narrowed box stays centred on it.
    package static func inkMidX(_ name: String) -> Double {
        guard let ink = inkBounds[name] else { return 0.5 }
        return (ink.minX + ink.maxX) / 2
    }

    private static let inkBounds: [String: (minX: Double, maxX: Double)] = table.mapValues { parts in
        var minX = 1.0, maxX = 0.0
        for part in parts where !part.knockout {
            var half = 0.0
            if case .stroke(let width) = part.style { half = width / 2 }
            for command in part.commands {
                let xs: [Double]
                switch command {
                case .move(let x, _), .line(let x, _): xs = [x]
                case .curve(let x1, _, let x2, _, let x3, _): xs = [x1, x2, x3]
                case .arc(let cx, _, let r, _, _), .arcNegative(let cx, _, let r, _, _): xs = [cx - r, cx + r]
                case .close: xs = []
                }
                for x in xs {
                    minX = min(minX, x - half)
                    maxX = max(maxX, x + half)
                }
            }
        }
        return maxX > minX ? (minX, maxX) : (0, 1)
    }
}

// MARK: - Path helpers

/// The regular-weight stroke width.
private let regular = 0.08
/// A lighter stroke for detail inside a glyph (globe grid, trash ribs).
private let light = 0.06

private typealias Path = [SymbolPathCommand]

private func polyline(_ points: [(Double, Double)], closed: Bool = false) -> Path {
    guard let first = points.first else { return [] }
    var path: Path = [.move(first.0, first.1)]
    for point in points.dropFirst() { path.append(.line(point.0, point.1)) }
    if closed { path.append(.close) }
    return path
}

private func segment(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Path {
    [.move(x0, y0), .line(x1, y1)]
}

private func circle(_ cx: Double, _ cy: Double, _ r: Double) -> Path {
    [.move(cx + r, cy), .arc(cx: cx, cy: cy, r: r, start: 0, end: 2 * .pi), .close]
}

/// A rectangle with circular corners of radius `r`, traced clockwise on screen.
private func roundedRect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, r: Double) -> Path {
    let r = min(r, (x1 - x0) / 2, (y1 - y0) / 2)
    return [
        .move(x0 + r, y0),
        .line(x1 - r, y0),
        .arc(cx: x1 - r, cy: y0 + r, r: r, start: -.pi / 2, end: 0),
        .line(x1, y1 - r),
        .arc(cx: x1 - r, cy: y1 - r, r: r, start: 0, end: .pi / 2),
        .line(x0 + r, y1),
        .arc(cx: x0 + r, cy: y1 - r, r: r, start: .pi / 2, end: .pi),
        .line(x0, y0 + r),
        .arc(cx: x0 + r, cy: y0 + r, r: r, start: .pi, end: 1.5 * .pi),
        .close,
    ]
}

/// A point on a circle at `angle` (radians, y down).
private func polar(_ cx: Double, _ cy: Double, _ r: Double, _ angle: Double) -> (Double, Double) {
    (cx + r * cos(angle), cy + r * sin(angle))
}

/// The angle, seen from circle A's centre, of the intersection of circles A and B that lies
/// farther from `away` (the outer one when `away` is inside the union).
private func intersectionAngles(
    _ a: (x: Double, y: Double, r: Double), _ b: (x: Double, y: Double, r: Double),
    awayFrom away: (Double, Double)
) -> (onA: Double, onB: Double) {
    let dx = b.x - a.x, dy = b.y - a.y
    let d = max((dx * dx + dy * dy).squareRoot(), 1e-9)
    let along = (a.r * a.r - b.r * b.r + d * d) / (2 * d)
    let h = max(a.r * a.r - along * along, 0).squareRoot()
    let mx = a.x + along * dx / d, my = a.y + along * dy / d
    let p1 = (mx + h * dy / d, my - h * dx / d)
    let p2 = (mx - h * dy / d, my + h * dx / d)
    func dist2(_ p: (Double, Double)) -> Double {
        (p.0 - away.0) * (p.0 - away.0) + (p.1 - away.1) * (p.1 - away.1)
    }
    let p = dist2(p1) >= dist2(p2) ? p1 : p2
    return (atan2(p.1 - a.y, p.0 - a.x), atan2(p.1 - b.y, p.0 - b.x))
}

/// An angle no smaller than `floor`, by whole turns.
private func unwrap(_ angle: Double, after floor: Double) -> Double {
    var angle = angle
    while angle < floor { angle += 2 * .pi }
    return angle
}

private func stroke(_ path: Path, _ width: Double = regular) -> SymbolPart {
    SymbolPart(commands: path, style: .stroke(lineWidth: width))
}

private func fill(_ path: Path, evenOdd: Bool = false) -> SymbolPart {
    SymbolPart(commands: path, style: .fill, evenOdd: evenOdd)
}

/// The solid silhouette of an outline: the path filled and stroked at the same width,
/// so `x.fill` covers exactly what `x`'s outline encloses.
private func solid(_ path: Path, _ width: Double = regular) -> [SymbolPart] {
    [fill(path), stroke(path, width)]
}

private func eraseStroke(_ path: Path, _ width: Double = regular) -> SymbolPart {
    SymbolPart(commands: path, style: .stroke(lineWidth: width), knockout: true)
}

private func eraseFill(_ path: Path) -> SymbolPart {
    SymbolPart(commands: path, style: .fill, knockout: true)
}

// MARK: - Shapes shared by several symbols

/// The ring of the `*.circle` family.
private let ring = circle(0.5, 0.5, 0.38)
/// The disc of the `*.circle.fill` family (the ring's outer edge).
private let disc = circle(0.5, 0.5, 0.42)

private let heartPath: Path = [
    .move(0.5, 0.84),
    .curve(0.30, 0.70, 0.12, 0.56, 0.12, 0.37),
    .curve(0.12, 0.23, 0.22, 0.15, 0.33, 0.15),
    .curve(0.41, 0.15, 0.47, 0.20, 0.5, 0.27),
    .curve(0.53, 0.20, 0.59, 0.15, 0.67, 0.15),
    .curve(0.78, 0.15, 0.88, 0.23, 0.88, 0.37),
    .curve(0.88, 0.56, 0.70, 0.70, 0.5, 0.84),
    .close,
]

private let starPath: Path = {
    let cx = 0.5, cy = 0.54, outer = 0.39, inner = 0.19
    var points: [(Double, Double)] = []
    for index in 0..<10 {
        let angle = -Double.pi / 2 + Double(index) * .pi / 5
        points.append(polar(cx, cy, index.isMultiple(of: 2) ? outer : inner, angle))
    }
    return polyline(points, closed: true)
}()

/// Walls and roof of the house, with a doorway notched into the bottom edge.
private let houseBody: Path = polyline([
    (0.22, 0.44), (0.5, 0.2), (0.78, 0.44), (0.78, 0.86),
    (0.6, 0.86), (0.6, 0.62), (0.4, 0.62), (0.4, 0.86), (0.22, 0.86),
], closed: true)
private let houseRoof = polyline([(0.12, 0.5), (0.5, 0.16), (0.88, 0.5)])

private let personHead = circle(0.5, 0.31, 0.155)
private let personBody: Path = [
    .move(0.16, 0.86),
    .curve(0.16, 0.7, 0.3, 0.6, 0.5, 0.6),
    .curve(0.7, 0.6, 0.84, 0.7, 0.84, 0.86),
    .close,
]

private let trashCan = polyline([(0.22, 0.26), (0.27, 0.86), (0.73, 0.86), (0.78, 0.26)])
private let trashLid = segment(0.13, 0.25, 0.87, 0.25)
private let trashHandle = polyline([(0.38, 0.24), (0.38, 0.13), (0.62, 0.13), (0.62, 0.24)])
private let trashRibs = segment(0.42, 0.38, 0.43, 0.74) + segment(0.58, 0.38, 0.57, 0.74)

private let squarePath = roundedRect(0.14, 0.14, 0.86, 0.86, r: 0.12)

private let bellBody: Path = [
    .move(0.13, 0.73),
    .curve(0.22, 0.65, 0.25, 0.6, 0.25, 0.46),
    .curve(0.25, 0.29, 0.36, 0.18, 0.5, 0.18),
    .curve(0.64, 0.18, 0.75, 0.29, 0.75, 0.46),
    .curve(0.75, 0.6, 0.78, 0.65, 0.87, 0.73),
    .close,
]
private let bellKnob = segment(0.5, 0.12, 0.5, 0.18)
private let bellClapper: Path = [
    .move(0.6, 0.8), .arc(cx: 0.5, cy: 0.8, r: 0.1, start: 0, end: .pi), .close,
]

private let envelopeBox = roundedRect(0.12, 0.22, 0.88, 0.78, r: 0.07)
private let envelopeFlap = polyline([(0.15, 0.27), (0.5, 0.54), (0.85, 0.27)])

/// Three overlapping circles over a flat base; the outline follows their union.
private let cloudPath: Path = {
    let left = (x: 0.29, y: 0.6, r: 0.16)
    let top = (x: 0.49, y: 0.45, r: 0.22)
    let right = (x: 0.7, y: 0.58, r: 0.18)
    let inside = (0.5, 0.62)
    let leftTop = intersectionAngles(left, top, awayFrom: inside)
    let topRight = intersectionAngles(top, right, awayFrom: inside)
    let leftStart = Double.pi / 2
    let leftEnd = unwrap(leftTop.onA, after: leftStart)
    let topStart = leftTop.onB
    let topEnd = unwrap(topRight.onA, after: topStart)
    let rightStart = topRight.onB
    let rightEnd = unwrap(Double.pi / 2, after: rightStart)
    return [
        .move(left.x, left.y + left.r),
        .arc(cx: left.x, cy: left.y, r: left.r, start: leftStart, end: leftEnd),
        .arc(cx: top.x, cy: top.y, r: top.r, start: topStart, end: topEnd),
        .arc(cx: right.x, cy: right.y, r: right.r, start: rightStart, end: rightEnd),
        .close,
    ]
}()

private let sunRays: Path = (0..<8).flatMap { index -> Path in
    let angle = Double(index) * .pi / 4 - .pi / 2
    let (x0, y0) = polar(0.5, 0.5, 0.29, angle)
    let (x1, y1) = polar(0.5, 0.5, 0.38, angle)
    return segment(x0, y0, x1, y1)
}

private let smallCheck = polyline([(0.33, 0.51), (0.45, 0.63), (0.67, 0.37)])
private let smallX = segment(0.37, 0.37, 0.63, 0.63) + segment(0.63, 0.37, 0.37, 0.63)
private let smallPlus = segment(0.5, 0.32, 0.5, 0.68) + segment(0.32, 0.5, 0.68, 0.5)
private let smallMinus = segment(0.32, 0.5, 0.68, 0.5)
private let infoStem = polyline([(0.44, 0.46), (0.51, 0.46), (0.51, 0.69)]) + segment(0.43, 0.69, 0.59, 0.69)
private let infoDot = circle(0.5, 0.32, 0.05)

private let trianglePath = polyline([(0.5, 0.15), (0.88, 0.82), (0.12, 0.82)], closed: true)
private let exclamationStem = segment(0.5, 0.39, 0.5, 0.6)
private let exclamationDot = circle(0.5, 0.71, 0.045)

private let bookmarkPath = polyline([(0.26, 0.12), (0.74, 0.12), (0.74, 0.87), (0.5, 0.68), (0.26, 0.87)], closed: true)

private let paperplanePath = polyline([(0.87, 0.13), (0.13, 0.44), (0.44, 0.56), (0.56, 0.87)], closed: true)
private let paperplaneFold = segment(0.44, 0.56, 0.87, 0.13)

private let folderPath: Path = polyline([
    (0.12, 0.27), (0.37, 0.27), (0.45, 0.34), (0.88, 0.34), (0.88, 0.79), (0.12, 0.79),
], closed: true)
private let folderFront = segment(0.12, 0.43, 0.88, 0.43)

private let calendarBox = roundedRect(0.12, 0.16, 0.88, 0.86, r: 0.09)
private let calendarHeader: Path = [
    .move(0.12, 0.34),
    .line(0.12, 0.25),
    .arc(cx: 0.21, cy: 0.25, r: 0.09, start: .pi, end: 1.5 * .pi),
    .line(0.79, 0.16),
    .arc(cx: 0.79, cy: 0.25, r: 0.09, start: 1.5 * .pi, end: 2 * .pi),
    .line(0.88, 0.34),
    .close,
]
private let calendarDays: Path = [0.3, 0.5, 0.7].flatMap { x in
    [0.52, 0.7].flatMap { y in circle(x, y, 0.045) }
}

private let clockHands = polyline([(0.5, 0.27), (0.5, 0.5), (0.65, 0.6)])

private let lockBody = roundedRect(0.2, 0.45, 0.8, 0.87, r: 0.08)
private let lockShackle: Path = [
    .move(0.32, 0.45),
    .line(0.32, 0.32),
    .arc(cx: 0.5, cy: 0.32, r: 0.18, start: .pi, end: 2 * .pi),
    .line(0.68, 0.45),
]
private let lockKeyhole = segment(0.5, 0.61, 0.5, 0.71)

private let globeGrid: Path = {
    let latitude = 0.19, half = (0.38 * 0.38 - latitude * latitude).squareRoot()
    return segment(0.12, 0.5, 0.88, 0.5)
        + segment(0.5 - half, 0.5 - latitude, 0.5 + half, 0.5 - latitude)
        + segment(0.5 - half, 0.5 + latitude, 0.5 + half, 0.5 + latitude)
        + segment(0.5, 0.12, 0.5, 0.88)
        + [
            .move(0.5, 0.12),
            .curve(0.26, 0.26, 0.26, 0.74, 0.5, 0.88),
            .curve(0.74, 0.74, 0.74, 0.26, 0.5, 0.12),
        ]
}()

private let playPath = polyline([(0.26, 0.15), (0.84, 0.5), (0.26, 0.85)], closed: true)

private let shareArrow = segment(0.5, 0.12, 0.5, 0.56) + polyline([(0.33, 0.28), (0.5, 0.12), (0.67, 0.28)])
private let shareBox = polyline([(0.36, 0.4), (0.2, 0.4), (0.2, 0.88), (0.8, 0.88), (0.8, 0.4), (0.64, 0.4)])

private let gearPath: Path = {
    let teeth = 8
    let outer = 0.41, root = 0.31
    let tipHalf = 0.15, rootHalf = 0.24   // half-widths of a tooth in radians, at its tip and at its root
    var path: Path = []
    for index in 0..<teeth {
        let centre = Double(index) * 2 * .pi / Double(teeth) - .pi / 2
        let rootStart = polar(0.5, 0.5, root, centre - rootHalf)
        if index == 0 {
            path.append(.move(rootStart.0, rootStart.1))
        } else {
            let previous = centre - 2 * .pi / Double(teeth) + rootHalf
            path.append(.arc(cx: 0.5, cy: 0.5, r: root, start: previous, end: centre - rootHalf))
        }
        path.append(.arc(cx: 0.5, cy: 0.5, r: outer, start: centre - tipHalf, end: centre + tipHalf))
        let rootEnd = polar(0.5, 0.5, root, centre + rootHalf)
        path.append(.line(rootEnd.0, rootEnd.1))
    }
    let last = -Double.pi / 2 + 2 * .pi * Double(teeth - 1) / Double(teeth) + rootHalf
    path.append(.arc(cx: 0.5, cy: 0.5, r: root, start: last, end: 1.5 * .pi - rootHalf))
    path.append(.close)
    return path + circle(0.5, 0.5, 0.13)
}()

// MARK: - The table

private func buildTable() -> [String: [SymbolPart]] {
    var table: [String: [SymbolPart]] = [:]

    table["heart"] = [stroke(heartPath)]
    table["heart.fill"] = solid(heartPath)
    table["star"] = [stroke(starPath)]
    table["star.fill"] = solid(starPath)

    table["checkmark"] = [stroke(polyline([(0.15, 0.53), (0.39, 0.78), (0.85, 0.21)]), 0.09)]
    table["xmark"] = [stroke(segment(0.2, 0.2, 0.8, 0.8) + segment(0.8, 0.2, 0.2, 0.8))]
    table["plus"] = [stroke(segment(0.5, 0.14, 0.5, 0.86) + segment(0.14, 0.5, 0.86, 0.5))]
    table["minus"] = [stroke(segment(0.14, 0.5, 0.86, 0.5))]
    table["ellipsis"] = [fill(circle(0.2, 0.5, 0.065) + circle(0.5, 0.5, 0.065) + circle(0.8, 0.5, 0.065))]
    table["line.3.horizontal"] = [stroke(
        segment(0.14, 0.25, 0.86, 0.25) + segment(0.14, 0.5, 0.86, 0.5) + segment(0.14, 0.75, 0.86, 0.75))]

    table["circle"] = [stroke(ring)]
    table["circle.fill"] = [fill(disc)]
    table["square"] = [stroke(squarePath)]
    table["square.fill"] = solid(squarePath)

    table["chevron.left"] = [stroke(polyline([(0.66, 0.13), (0.32, 0.5), (0.66, 0.87)]))]
    table["chevron.right"] = [stroke(polyline([(0.34, 0.13), (0.68, 0.5), (0.34, 0.87)]))]
    table["chevron.up"] = [stroke(polyline([(0.13, 0.66), (0.5, 0.32), (0.87, 0.66)]))]
    table["chevron.down"] = [stroke(polyline([(0.13, 0.34), (0.5, 0.68), (0.87, 0.34)]))]
    // The menu Picker's indicator: a small up chevron over a small down one.
    table["chevron.up.chevron.down"] = [stroke(polyline([(0.3, 0.4), (0.5, 0.2), (0.7, 0.4)])
                                               + polyline([(0.3, 0.6), (0.5, 0.8), (0.7, 0.6)]))]

    table["arrow.left"] = [stroke(segment(0.86, 0.5, 0.15, 0.5) + polyline([(0.45, 0.2), (0.15, 0.5), (0.45, 0.8)]))]
    table["arrow.right"] = [stroke(segment(0.14, 0.5, 0.85, 0.5) + polyline([(0.55, 0.2), (0.85, 0.5), (0.55, 0.8)]))]
    table["arrow.up"] = [stroke(segment(0.5, 0.86, 0.5, 0.15) + polyline([(0.2, 0.45), (0.5, 0.15), (0.8, 0.45)]))]
    table["arrow.down"] = [stroke(segment(0.5, 0.14, 0.5, 0.85) + polyline([(0.2, 0.55), (0.5, 0.85), (0.8, 0.55)]))]

    table["magnifyingglass"] = [stroke(circle(0.43, 0.43, 0.27) + segment(0.63, 0.63, 0.86, 0.86))]
    table["gear"] = [fill(gearPath, evenOdd: true), stroke(gearPath, 0.03)]

    table["house"] = [stroke(houseRoof), stroke(polyline([(0.22, 0.42), (0.22, 0.86), (0.78, 0.86), (0.78, 0.42)])),
                      stroke(polyline([(0.42, 0.86), (0.42, 0.64), (0.58, 0.64), (0.58, 0.86)]))]
    table["house.fill"] = solid(houseBody) + [stroke(houseRoof)]

    table["person"] = [stroke(personHead), stroke(personBody)]
    table["person.fill"] = solid(personHead) + solid(personBody)

    table["trash"] = [stroke(trashLid), stroke(trashHandle), stroke(trashCan + [.close]), stroke(trashRibs, light)]
    table["trash.fill"] = [stroke(trashLid), stroke(trashHandle)] + solid(trashCan + [.close])
        + [eraseStroke(trashRibs, light)]

    table["bell"] = [stroke(bellBody), stroke(bellKnob), stroke(bellClapper)]
    table["bell.fill"] = solid(bellBody) + [stroke(bellKnob)] + solid(bellClapper)

    table["envelope"] = [stroke(envelopeBox), stroke(envelopeFlap)]
    table["envelope.fill"] = solid(envelopeBox) + [eraseStroke(envelopeFlap, 0.05)]

    table["cloud"] = [stroke(cloudPath)]
    table["cloud.fill"] = solid(cloudPath)

    table["sun.max"] = [stroke(circle(0.5, 0.5, 0.16)), stroke(sunRays)]
    table["sun.max.fill"] = solid(circle(0.5, 0.5, 0.16)) + [stroke(sunRays)]

    table["checkmark.circle"] = [stroke(ring), stroke(smallCheck)]
    table["checkmark.circle.fill"] = [fill(disc), eraseStroke(smallCheck)]
    table["xmark.circle"] = [stroke(ring), stroke(smallX)]
    table["xmark.circle.fill"] = [fill(disc), eraseStroke(smallX)]
    table["plus.circle"] = [stroke(ring), stroke(smallPlus)]
    table["plus.circle.fill"] = [fill(disc), eraseStroke(smallPlus)]
    table["minus.circle"] = [stroke(ring), stroke(smallMinus)]
    table["minus.circle.fill"] = [fill(disc), eraseStroke(smallMinus)]
    table["info.circle"] = [stroke(ring), stroke(infoStem, 0.07), fill(infoDot)]
    table["info.circle.fill"] = [fill(disc), eraseStroke(infoStem, 0.07), eraseFill(infoDot)]

    table["exclamationmark.triangle"] = [stroke(trianglePath), stroke(exclamationStem), fill(exclamationDot)]
    table["exclamationmark.triangle.fill"] = solid(trianglePath)
        + [eraseStroke(exclamationStem), eraseFill(exclamationDot)]

    table["bookmark"] = [stroke(bookmarkPath)]
    table["bookmark.fill"] = solid(bookmarkPath)

    table["paperplane"] = [stroke(paperplanePath), stroke(paperplaneFold)]
    table["paperplane.fill"] = solid(paperplanePath) + [eraseStroke(paperplaneFold, 0.045)]

    table["folder"] = [stroke(folderPath), stroke(folderFront)]
    table["folder.fill"] = solid(folderPath)

    table["calendar"] = [stroke(calendarBox), fill(calendarHeader), fill(calendarDays)]

    table["clock"] = [stroke(ring), stroke(clockHands)]
    table["clock.fill"] = [fill(disc), eraseStroke(clockHands)]

    table["lock"] = [stroke(lockShackle), stroke(lockBody), stroke(lockKeyhole)]
    table["lock.fill"] = [stroke(lockShackle)] + solid(lockBody) + [eraseStroke(lockKeyhole)]

    table["globe"] = [stroke(ring), stroke(globeGrid, light)]

    table["play"] = [stroke(playPath)]
    table["play.fill"] = solid(playPath)
    table["pause"] = [stroke(segment(0.33, 0.16, 0.33, 0.84) + segment(0.67, 0.16, 0.67, 0.84))]
    table["pause.fill"] = solid(roundedRect(0.24, 0.16, 0.4, 0.84, r: 0.03) + roundedRect(0.6, 0.16, 0.76, 0.84, r: 0.03))
    table["stop.fill"] = solid(roundedRect(0.2, 0.2, 0.8, 0.8, r: 0.06))

    table["square.and.arrow.up"] = [stroke(shareArrow), stroke(shareBox)]

    addCommonSymbols(to: &table)
    addThirdBatch(to: &table)
    addFourthBatch(to: &table)
    // The directional names: drawn as the left-to-right shape, mirrored in right-to-left
    // (`SymbolLibrary.flipsForRightToLeft`).
    for (directional, shape) in [("chevron.forward", "chevron.right"), ("chevron.backward", "chevron.left"),
                                 ("arrow.forward", "arrow.right"), ("arrow.backward", "arrow.left")] {
        table[directional] = table[shape]
    }
    return table
}

// MARK: - More of the most used names (issue 12)

private let micCapsule = roundedRect(0.37, 0.1, 0.63, 0.6, r: 0.13)
private let micStand: Path = [.move(0.22, 0.45), .curve(0.22, 0.62, 0.34, 0.74, 0.5, 0.74), .curve(0.66, 0.74, 0.78, 0.62, 0.78, 0.45)]
    + segment(0.5, 0.74, 0.5, 0.88) + segment(0.36, 0.88, 0.64, 0.88)
private let cropPersonHead = circle(0.5, 0.4, 0.13)
private let cropPersonShoulders: Path = [.move(0.24, 0.78), .curve(0.3, 0.64, 0.4, 0.6, 0.5, 0.6), .curve(0.6, 0.6, 0.7, 0.64, 0.76, 0.78)]
private let cartBasket = polyline([(0.08, 0.2), (0.2, 0.2), (0.3, 0.64), (0.78, 0.64), (0.88, 0.32), (0.24, 0.32)])
private let cartWheels = circle(0.36, 0.8, 0.06) + circle(0.72, 0.8, 0.06)
private let photoFrame = roundedRect(0.1, 0.2, 0.9, 0.8, r: 0.08)
private let photoHills = polyline([(0.14, 0.74), (0.36, 0.5), (0.54, 0.66), (0.66, 0.56), (0.86, 0.74)])
private let photoSun = circle(0.66, 0.38, 0.06)
private let wifiArcs: Path = [
    .move(0.1, 0.42), .curve(0.32, 0.2, 0.68, 0.2, 0.9, 0.42),
    .move(0.23, 0.56), .curve(0.38, 0.42, 0.62, 0.42, 0.77, 0.56),
    .move(0.36, 0.69), .curve(0.44, 0.62, 0.56, 0.62, 0.64, 0.69),
]
private let phoneHandset: Path = [
    .move(0.26, 0.12), .line(0.38, 0.12), .line(0.45, 0.3), .line(0.36, 0.38),
    .curve(0.42, 0.52, 0.48, 0.58, 0.62, 0.64), .line(0.7, 0.55), .line(0.88, 0.62), .line(0.88, 0.74),
    .curve(0.88, 0.82, 0.82, 0.88, 0.74, 0.88), .curve(0.42, 0.84, 0.16, 0.58, 0.12, 0.26),
    .curve(0.12, 0.18, 0.18, 0.12, 0.26, 0.12), .close,
]
private let cameraBody: Path = polyline([(0.1, 0.32), (0.3, 0.32), (0.38, 0.2), (0.62, 0.2), (0.7, 0.32), (0.9, 0.32),
                                         (0.9, 0.8), (0.1, 0.8)], closed: true)
private let locationArrow = polyline([(0.14, 0.46), (0.86, 0.14), (0.54, 0.86), (0.48, 0.52)], closed: true)
private let mapFolds = polyline([(0.1, 0.24), (0.36, 0.14), (0.64, 0.26), (0.9, 0.16), (0.9, 0.76), (0.64, 0.86), (0.36, 0.74), (0.1, 0.84)], closed: true)
private let pencilBody = polyline([(0.2, 0.8), (0.23, 0.64), (0.7, 0.17), (0.83, 0.3), (0.36, 0.77)], closed: true)
private let bagBody = polyline([(0.16, 0.34), (0.84, 0.34), (0.8, 0.86), (0.2, 0.86)], closed: true)
private let bagHandle: Path = [.move(0.36, 0.34), .line(0.36, 0.26), .curve(0.36, 0.12, 0.64, 0.12, 0.64, 0.26), .line(0.64, 0.34)]
private let flagPath = polyline([(0.24, 0.16), (0.8, 0.16), (0.68, 0.34), (0.8, 0.52), (0.24, 0.52)], closed: true)
private let tagPath = polyline([(0.12, 0.16), (0.5, 0.16), (0.86, 0.52), (0.52, 0.86), (0.12, 0.48)], closed: true)
private let boltPath = polyline([(0.58, 0.08), (0.22, 0.56), (0.48, 0.56), (0.42, 0.92), (0.78, 0.42), (0.52, 0.42)], closed: true)
private let moonPath: Path = [.move(0.62, 0.12), .curve(0.3, 0.16, 0.12, 0.42, 0.2, 0.66), .curve(0.3, 0.9, 0.66, 0.96, 0.86, 0.7),
                              .curve(0.56, 0.74, 0.4, 0.42, 0.62, 0.12), .close]
private let linkPath: Path = roundedRect(0.12, 0.38, 0.56, 0.62, r: 0.12) + roundedRect(0.44, 0.38, 0.88, 0.62, r: 0.12)

private func addCommonSymbols(to table: inout [String: [SymbolPart]]) {
    table["mic"] = [stroke(micCapsule), stroke(micStand)]
    table["mic.fill"] = solid(micCapsule) + [stroke(micStand)]
    table["person.circle"] = [stroke(ring), stroke(cropPersonHead), stroke(cropPersonShoulders)]
    // The silhouette is cut out of the disc; the shoulders run out to its edge.
    table["person.circle.fill"] = [fill(disc), eraseFill(cropPersonHead),
                                   eraseFill(cropPersonShoulders + [.line(0.76, 0.95), .line(0.24, 0.95), .close])]
    table["person.crop.circle"] = table["person.circle"]
    table["person.crop.circle.fill"] = table["person.circle.fill"]
    table["cart"] = [stroke(cartBasket), fill(cartWheels)]
    table["cart.fill"] = solid(cartBasket + [.close]) + [fill(cartWheels)]
    table["photo"] = [stroke(photoFrame), stroke(photoHills), fill(photoSun)]
    table["photo.fill"] = solid(photoFrame) + [eraseStroke(photoHills), eraseFill(photoSun)]
    table["wifi"] = [stroke(wifiArcs, 0.09), fill(circle(0.5, 0.8, 0.065))]
    table["phone"] = [stroke(phoneHandset)]
    table["phone.fill"] = solid(phoneHandset)
    table["camera"] = [stroke(cameraBody), stroke(circle(0.5, 0.55, 0.14))]
    table["camera.fill"] = solid(cameraBody) + [eraseFill(circle(0.5, 0.55, 0.14)), fill(circle(0.5, 0.55, 0.08))]
    table["location"] = [stroke(locationArrow)]
    table["location.fill"] = solid(locationArrow)
    table["map"] = [stroke(mapFolds), stroke(segment(0.36, 0.14, 0.36, 0.74) + segment(0.64, 0.26, 0.64, 0.86), light)]
    table["pencil"] = [stroke(pencilBody), stroke(segment(0.62, 0.25, 0.75, 0.38), light)]
    table["square.and.pencil"] = [stroke(polyline([(0.56, 0.16), (0.14, 0.16), (0.14, 0.86), (0.84, 0.86), (0.84, 0.44)])),
                                  stroke(polyline([(0.42, 0.6), (0.44, 0.5), (0.8, 0.14), (0.88, 0.22), (0.52, 0.58)], closed: true))]
    table["bag"] = [stroke(bagBody), stroke(bagHandle)]
    table["bag.fill"] = solid(bagBody) + [stroke(bagHandle)]
    table["flag"] = [stroke(flagPath), stroke(segment(0.24, 0.16, 0.24, 0.9))]
    table["flag.fill"] = solid(flagPath) + [stroke(segment(0.24, 0.16, 0.24, 0.9))]
    table["tag"] = [stroke(tagPath), fill(circle(0.3, 0.34, 0.05))]
    table["tag.fill"] = solid(tagPath) + [eraseFill(circle(0.3, 0.34, 0.05))]
    table["bolt"] = [stroke(boltPath)]
    table["bolt.fill"] = solid(boltPath)
    table["moon"] = [stroke(moonPath)]
    table["moon.fill"] = solid(moonPath)
    table["link"] = [stroke(linkPath)]
    table["list.bullet"] = [fill(circle(0.16, 0.26, 0.055) + circle(0.16, 0.5, 0.055) + circle(0.16, 0.74, 0.055)),
                            stroke(segment(0.32, 0.26, 0.88, 0.26) + segment(0.32, 0.5, 0.88, 0.5) + segment(0.32, 0.74, 0.88, 0.74))]
    table["square.grid.2x2"] = [stroke(roundedRect(0.12, 0.12, 0.44, 0.44, r: 0.06) + roundedRect(0.56, 0.12, 0.88, 0.44, r: 0.06)
        + roundedRect(0.12, 0.56, 0.44, 0.88, r: 0.06) + roundedRect(0.56, 0.56, 0.88, 0.88, r: 0.06))]
    table["ellipsis.circle"] = [stroke(ring), fill(circle(0.32, 0.5, 0.045) + circle(0.5, 0.5, 0.045) + circle(0.68, 0.5, 0.045))]
    table["gearshape"] = table["gear"]
    table["gearshape.fill"] = table["gear"]
    table["heart.circle"] = [stroke(ring), fill(scaledHeart)]
    table["star.circle"] = [stroke(ring), fill(scaledStar)]
}

// MARK: - A third batch: controls, media, documents, messages

/// A glyph drawn inside the ring or cut out of the disc: the `.circle` and `.circle.fill` pair.
private func circled(_ name: String, _ inner: Path, width: Double = regular, into table: inout [String: [SymbolPart]]) {
    table[name + ".circle"] = [stroke(ring), stroke(inner, width)]
    table[name + ".circle.fill"] = [fill(disc), eraseStroke(inner, width)]
}

/// The same inside a rounded square: the `.square` and `.square.fill` pair.
private func squared(_ name: String, _ inner: Path, into table: inout [String: [SymbolPart]]) {
    table[name + ".square"] = [stroke(squarePath), stroke(inner)]
    table[name + ".square.fill"] = solid(squarePath) + [eraseStroke(inner)]
}

private func shrink(_ path: Path, by factor: Double) -> Path { path.map { scale($0, about: 0.5, by: factor) } }

private let eyeOutline: Path = [.move(0.08, 0.5), .curve(0.3, 0.2, 0.7, 0.2, 0.92, 0.5), .curve(0.7, 0.8, 0.3, 0.8, 0.08, 0.5), .close]
private let docOutline = polyline([(0.24, 0.1), (0.58, 0.1), (0.78, 0.3), (0.78, 0.9), (0.24, 0.9)], closed: true)
private let docFold = polyline([(0.58, 0.1), (0.58, 0.3), (0.78, 0.3)])
private let docLines = segment(0.36, 0.48, 0.66, 0.48) + segment(0.36, 0.62, 0.66, 0.62) + segment(0.36, 0.76, 0.56, 0.76)
private let bubbleLeft: Path = [.move(0.5, 0.16), .curve(0.74, 0.16, 0.9, 0.3, 0.9, 0.47), .curve(0.9, 0.64, 0.74, 0.78, 0.5, 0.78),
                                .curve(0.42, 0.78, 0.36, 0.77, 0.3, 0.75), .line(0.14, 0.84), .line(0.18, 0.68),
                                .curve(0.13, 0.62, 0.1, 0.55, 0.1, 0.47), .curve(0.1, 0.3, 0.26, 0.16, 0.5, 0.16), .close]
private let bubbleRight: Path = bubbleLeft.map { mirror($0) }
private let creditCard = roundedRect(0.08, 0.22, 0.92, 0.78, r: 0.08)
private let trayOutline = polyline([(0.1, 0.56), (0.24, 0.2), (0.76, 0.2), (0.9, 0.56), (0.9, 0.82), (0.1, 0.82)], closed: true)
private let trayWell = polyline([(0.1, 0.56), (0.34, 0.56), (0.4, 0.66), (0.6, 0.66), (0.66, 0.56), (0.9, 0.56)])
private let dropPath: Path = [.move(0.5, 0.1), .curve(0.64, 0.32, 0.78, 0.46, 0.78, 0.62), .curve(0.78, 0.8, 0.65, 0.9, 0.5, 0.9),
                              .curve(0.35, 0.9, 0.22, 0.8, 0.22, 0.62), .curve(0.22, 0.46, 0.36, 0.32, 0.5, 0.1), .close]
private let battery = roundedRect(0.06, 0.32, 0.84, 0.68, r: 0.08)
private let batteryNub = roundedRect(0.87, 0.43, 0.93, 0.57, r: 0.02)
private let mappinHead = circle(0.5, 0.36, 0.22)
private let lightbulb: Path = [.move(0.38, 0.7), .curve(0.38, 0.6, 0.24, 0.52, 0.24, 0.36), .curve(0.24, 0.2, 0.36, 0.1, 0.5, 0.1),
                               .curve(0.64, 0.1, 0.76, 0.2, 0.76, 0.36), .curve(0.76, 0.52, 0.62, 0.6, 0.62, 0.7), .close]
private let musicNote = circle(0.34, 0.74, 0.12) + segment(0.46, 0.74, 0.46, 0.14) + polyline([(0.46, 0.14), (0.78, 0.24), (0.78, 0.36), (0.46, 0.28)], closed: true)
private let powerArc: Path = [.move(0.32, 0.26), .arc(cx: 0.5, cy: 0.54, r: 0.32, start: -2.1, end: -1.04 + 2 * .pi)]
private let refreshArc: Path = [.move(0.76, 0.36), .arcNegative(cx: 0.5, cy: 0.52, r: 0.3, start: -0.55, end: -0.55 - 1.75 * .pi)]
private let playTriangle = polyline([(0.4, 0.32), (0.7, 0.5), (0.4, 0.68)], closed: true)

private func mirror(_ command: SymbolPathCommand) -> SymbolPathCommand {
    switch command {
    case .move(let x, let y): return .move(1 - x, y)
    case .line(let x, let y): return .line(1 - x, y)
    case .curve(let a, let b, let c, let d, let e, let f): return .curve(1 - a, b, 1 - c, d, 1 - e, f)
    case .arc(let cx, let cy, let r, let a, let b): return .arcNegative(cx: 1 - cx, cy: cy, r: r, start: .pi - a, end: .pi - b)
    case .arcNegative(let cx, let cy, let r, let a, let b): return .arc(cx: 1 - cx, cy: cy, r: r, start: .pi - a, end: .pi - b)
    case .close: return .close
    }
}

private func addThirdBatch(to table: inout [String: [SymbolPart]]) {
    circled("arrow.up", segment(0.5, 0.7, 0.5, 0.3) + polyline([(0.36, 0.44), (0.5, 0.3), (0.64, 0.44)]), into: &table)
    circled("arrow.down", segment(0.5, 0.3, 0.5, 0.7) + polyline([(0.36, 0.56), (0.5, 0.7), (0.64, 0.56)]), into: &table)
    circled("arrow.left", segment(0.7, 0.5, 0.3, 0.5) + polyline([(0.44, 0.36), (0.3, 0.5), (0.44, 0.64)]), into: &table)
    circled("arrow.right", segment(0.3, 0.5, 0.7, 0.5) + polyline([(0.56, 0.36), (0.7, 0.5), (0.56, 0.64)]), into: &table)
    circled("chevron.right", polyline([(0.44, 0.32), (0.62, 0.5), (0.44, 0.68)]), into: &table)
    circled("chevron.left", polyline([(0.56, 0.32), (0.38, 0.5), (0.56, 0.68)]), into: &table)
    circled("questionmark", [.move(0.38, 0.4), .arc(cx: 0.5, cy: 0.4, r: 0.12, start: .pi, end: 2.25 * .pi), .line(0.5, 0.58)], width: 0.07, into: &table)
    table["questionmark.circle"]?.append(fill(circle(0.5, 0.7, 0.045)))
    table["questionmark.circle.fill"]?.append(eraseFill(circle(0.5, 0.7, 0.045)))
    circled("exclamationmark", segment(0.5, 0.28, 0.5, 0.56), width: 0.08, into: &table)
    table["exclamationmark.circle"]?.append(fill(circle(0.5, 0.7, 0.045)))
    table["exclamationmark.circle.fill"]?.append(eraseFill(circle(0.5, 0.7, 0.045)))
    table["play.circle"] = [stroke(ring), fill(playTriangle)]
    table["play.circle.fill"] = [fill(disc), eraseFill(playTriangle)]
    table["pause.circle"] = [stroke(ring), stroke(segment(0.42, 0.36, 0.42, 0.64) + segment(0.58, 0.36, 0.58, 0.64))]
    table["pause.circle.fill"] = [fill(disc), eraseStroke(segment(0.42, 0.36, 0.42, 0.64) + segment(0.58, 0.36, 0.58, 0.64))]
    table["stop"] = [stroke(roundedRect(0.2, 0.2, 0.8, 0.8, r: 0.06))]
    table["stop.circle"] = [stroke(ring), fill(roundedRect(0.37, 0.37, 0.63, 0.63, r: 0.03))]
    table["forward.fill"] = solid(polyline([(0.1, 0.28), (0.5, 0.5), (0.1, 0.72)], closed: true) + polyline([(0.5, 0.28), (0.9, 0.5), (0.5, 0.72)], closed: true))
    table["backward.fill"] = solid(polyline([(0.9, 0.28), (0.5, 0.5), (0.9, 0.72)], closed: true) + polyline([(0.5, 0.28), (0.1, 0.5), (0.5, 0.72)], closed: true))
    squared("plus", shrink(segment(0.5, 0.14, 0.5, 0.86) + segment(0.14, 0.5, 0.86, 0.5), by: 0.55), into: &table)
    squared("minus", shrink(segment(0.14, 0.5, 0.86, 0.5), by: 0.55), into: &table)
    squared("checkmark", shrink(polyline([(0.15, 0.53), (0.39, 0.78), (0.85, 0.21)]), by: 0.6), into: &table)
    squared("xmark", shrink(segment(0.2, 0.2, 0.8, 0.8) + segment(0.8, 0.2, 0.2, 0.8), by: 0.55), into: &table)
    table["eye"] = [stroke(eyeOutline), fill(circle(0.5, 0.5, 0.12))]
    table["eye.fill"] = solid(eyeOutline) + [eraseFill(circle(0.5, 0.5, 0.14)), fill(circle(0.5, 0.5, 0.08))]
    table["eye.slash"] = [stroke(eyeOutline), fill(circle(0.5, 0.5, 0.12)), eraseStroke(segment(0.16, 0.12, 0.84, 0.88), 0.14),
                          stroke(segment(0.16, 0.12, 0.84, 0.88))]
    table["bell.slash"] = (table["bell"] ?? []) + [eraseStroke(segment(0.14, 0.12, 0.86, 0.88), 0.14), stroke(segment(0.14, 0.12, 0.86, 0.88))]
    table["doc"] = [stroke(docOutline), stroke(docFold)]
    table["doc.fill"] = solid(docOutline) + [eraseStroke(docFold, 0.05)]
    table["doc.text"] = [stroke(docOutline), stroke(docFold), stroke(docLines, light)]
    table["doc.text.fill"] = solid(docOutline) + [eraseStroke(docFold, 0.05), eraseStroke(docLines, light)]
    table["bubble.left"] = [stroke(bubbleLeft)]
    table["bubble.left.fill"] = solid(bubbleLeft)
    table["bubble.right"] = [stroke(bubbleRight)]
    table["bubble.right.fill"] = solid(bubbleRight)
    table["message"] = table["bubble.left"]
    table["message.fill"] = table["bubble.left.fill"]
    table["ellipsis.bubble"] = [stroke(bubbleLeft), fill(circle(0.34, 0.47, 0.045) + circle(0.5, 0.47, 0.045) + circle(0.66, 0.47, 0.045))]
    table["creditcard"] = [stroke(creditCard), stroke(segment(0.08, 0.38, 0.92, 0.38), 0.1), stroke(segment(0.2, 0.64, 0.4, 0.64), light)]
    table["creditcard.fill"] = solid(creditCard) + [eraseStroke(segment(0.04, 0.38, 0.96, 0.38), 0.1)]
    table["tray"] = [stroke(trayOutline), stroke(trayWell)]
    table["tray.fill"] = solid(trayOutline) + [eraseStroke(trayWell, 0.05)]
    table["drop"] = [stroke(dropPath)]
    table["drop.fill"] = solid(dropPath)
    table["battery.100"] = [stroke(battery), fill(batteryNub), fill(roundedRect(0.13, 0.39, 0.77, 0.61, r: 0.04))]
    table["battery.50"] = [stroke(battery), fill(batteryNub), fill(roundedRect(0.13, 0.39, 0.45, 0.61, r: 0.04))]
    table["battery.0"] = [stroke(battery), fill(batteryNub)]
    table["mappin"] = [stroke(mappinHead), stroke(segment(0.5, 0.58, 0.5, 0.9))]
    table["mappin.circle"] = [stroke(ring), fill(circle(0.5, 0.42, 0.1)), stroke(segment(0.5, 0.5, 0.5, 0.7), 0.07)]
    table["mappin.circle.fill"] = [fill(disc), eraseFill(circle(0.5, 0.42, 0.1)), eraseStroke(segment(0.5, 0.5, 0.5, 0.7), 0.07)]
    table["lightbulb"] = [stroke(lightbulb), stroke(segment(0.4, 0.8, 0.6, 0.8) + segment(0.43, 0.9, 0.57, 0.9))]
    table["lightbulb.fill"] = solid(lightbulb) + [stroke(segment(0.4, 0.8, 0.6, 0.8) + segment(0.43, 0.9, 0.57, 0.9))]
    table["music.note"] = [fill(circle(0.34, 0.74, 0.12)), stroke(segment(0.46, 0.74, 0.46, 0.14)),
                           fill(polyline([(0.46, 0.12), (0.78, 0.22), (0.78, 0.36), (0.46, 0.28)], closed: true))]
    _ = musicNote
    table["power"] = [stroke(powerArc), stroke(segment(0.5, 0.1, 0.5, 0.46))]
    table["arrow.clockwise"] = [stroke(refreshArc), fill(polyline([(0.66, 0.2), (0.84, 0.38), (0.6, 0.44)], closed: true))]
    table["arrow.counterclockwise"] = [stroke(refreshArc.map { mirror($0) }),
                                       fill(polyline([(0.34, 0.2), (0.16, 0.38), (0.4, 0.44)], closed: true))]
    table["arrow.up.right"] = [stroke(segment(0.2, 0.8, 0.78, 0.22) + polyline([(0.36, 0.22), (0.78, 0.22), (0.78, 0.64)]))]
    table["square.and.arrow.down"] = [stroke(polyline([(0.36, 0.3), (0.2, 0.3), (0.2, 0.88), (0.8, 0.88), (0.8, 0.3), (0.64, 0.3)])),
                                      stroke(segment(0.5, 0.1, 0.5, 0.62) + polyline([(0.36, 0.48), (0.5, 0.62), (0.64, 0.48)]))]
    table["slider.horizontal.3"] = [stroke(segment(0.1, 0.26, 0.9, 0.26) + segment(0.1, 0.5, 0.9, 0.5) + segment(0.1, 0.74, 0.9, 0.74), 0.05),
                                    fill(circle(0.66, 0.26, 0.09) + circle(0.32, 0.5, 0.09) + circle(0.58, 0.74, 0.09))]
    table["line.3.horizontal.decrease"] = [stroke(segment(0.12, 0.28, 0.88, 0.28) + segment(0.24, 0.5, 0.76, 0.5) + segment(0.38, 0.72, 0.62, 0.72))]
    table["person.2"] = [stroke(circle(0.38, 0.34, 0.12)), stroke([.move(0.12, 0.8), .curve(0.12, 0.64, 0.24, 0.56, 0.38, 0.56),
                                                                   .curve(0.52, 0.56, 0.64, 0.64, 0.64, 0.8), .close]),
                         stroke(circle(0.68, 0.3, 0.1)), stroke([.move(0.72, 0.5), .curve(0.84, 0.52, 0.9, 0.6, 0.9, 0.72)])]
    table["person.2.fill"] = solid(circle(0.38, 0.34, 0.12)) + solid([.move(0.12, 0.8), .curve(0.12, 0.64, 0.24, 0.56, 0.38, 0.56),
                                                                      .curve(0.52, 0.56, 0.64, 0.64, 0.64, 0.8), .close])
        + solid(circle(0.68, 0.3, 0.1)) + [stroke([.move(0.72, 0.5), .curve(0.84, 0.52, 0.9, 0.6, 0.9, 0.72)])]
}

// MARK: - A fourth batch: simple geometry, arrows, bars, speaker, weather

private let trianglePlain = polyline([(0.5, 0.14), (0.88, 0.82), (0.12, 0.82)], closed: true)
private let diamondPath = polyline([(0.5, 0.1), (0.9, 0.5), (0.5, 0.9), (0.1, 0.5)], closed: true)
private let shieldPath: Path = [.move(0.5, 0.1), .line(0.84, 0.22), .curve(0.84, 0.56, 0.72, 0.78, 0.5, 0.9),
                                .curve(0.28, 0.78, 0.16, 0.56, 0.16, 0.22), .close]
private let speakerBody = polyline([(0.1, 0.38), (0.26, 0.38), (0.46, 0.18), (0.46, 0.82), (0.26, 0.62), (0.1, 0.62)], closed: true)
private let speakerWaves: Path = [.move(0.6, 0.36), .curve(0.68, 0.44, 0.68, 0.56, 0.6, 0.64),
                                  .move(0.72, 0.24), .curve(0.86, 0.4, 0.86, 0.6, 0.72, 0.76)]
private let videoBody = roundedRect(0.08, 0.28, 0.66, 0.72, r: 0.08)
private let videoLens = polyline([(0.7, 0.42), (0.92, 0.3), (0.92, 0.7), (0.7, 0.58)], closed: true)
private let bookPages: Path = [.move(0.5, 0.24), .curve(0.38, 0.16, 0.22, 0.16, 0.1, 0.2), .line(0.1, 0.8),
                               .curve(0.22, 0.76, 0.38, 0.76, 0.5, 0.84), .curve(0.62, 0.76, 0.78, 0.76, 0.9, 0.8),
                               .line(0.9, 0.2), .curve(0.78, 0.16, 0.62, 0.16, 0.5, 0.24), .close]
private func sparkle(_ cx: Double, _ cy: Double, _ r: Double) -> Path {
    [.move(cx, cy - r), .curve(cx + r * 0.12, cy - r * 0.12, cx + r * 0.12, cy - r * 0.12, cx + r, cy),
     .curve(cx + r * 0.12, cy + r * 0.12, cx + r * 0.12, cy + r * 0.12, cx, cy + r),
     .curve(cx - r * 0.12, cy + r * 0.12, cx - r * 0.12, cy + r * 0.12, cx - r, cy),
     .curve(cx - r * 0.12, cy - r * 0.12, cx - r * 0.12, cy - r * 0.12, cx, cy - r), .close]
}
private let lockOpenShackle: Path = [.move(0.62, 0.46), .line(0.62, 0.3), .curve(0.62, 0.12, 0.86, 0.12, 0.86, 0.3), .line(0.86, 0.36)]
private let smallCloud: Path = cloudPath.map { scale($0, about: 0.5, by: 0.8) }.map { offset($0, dy: -0.12) }

private func offset(_ command: SymbolPathCommand, dx: Double = 0, dy: Double = 0) -> SymbolPathCommand {
    switch command {
    case .move(let x, let y): return .move(x + dx, y + dy)
    case .line(let x, let y): return .line(x + dx, y + dy)
    case .curve(let a, let b, let c, let d, let e, let f): return .curve(a + dx, b + dy, c + dx, d + dy, e + dx, f + dy)
    case .arc(let cx, let cy, let r, let a, let b): return .arc(cx: cx + dx, cy: cy + dy, r: r, start: a, end: b)
    case .arcNegative(let cx, let cy, let r, let a, let b): return .arcNegative(cx: cx + dx, cy: cy + dy, r: r, start: a, end: b)
    case .close: return .close
    }
}

private func addFourthBatch(to table: inout [String: [SymbolPart]]) {
    table["triangle"] = [stroke(trianglePlain)]
    table["triangle.fill"] = solid(trianglePlain)
    table["diamond"] = [stroke(diamondPath)]
    table["diamond.fill"] = solid(diamondPath)
    table["rectangle"] = [stroke(roundedRect(0.08, 0.24, 0.92, 0.76, r: 0.06))]
    table["rectangle.fill"] = solid(roundedRect(0.08, 0.24, 0.92, 0.76, r: 0.06))
    table["shield"] = [stroke(shieldPath)]
    table["shield.fill"] = solid(shieldPath)
    table["heart.circle.fill"] = [fill(disc), eraseFill(scaledHeart)]
    table["star.circle.fill"] = [fill(disc), eraseFill(scaledStar)]
    circled("chevron.up", polyline([(0.32, 0.56), (0.5, 0.38), (0.68, 0.56)]), into: &table)
    circled("chevron.down", polyline([(0.32, 0.44), (0.5, 0.62), (0.68, 0.44)]), into: &table)
    circled("magnifyingglass", circle(0.46, 0.46, 0.12) + segment(0.55, 0.55, 0.66, 0.66), width: 0.06, into: &table)
    circled("location", polyline([(0.3, 0.48), (0.7, 0.3), (0.52, 0.7), (0.48, 0.52)], closed: true), width: 0.06, into: &table)
    table["arrow.up.left"] = [stroke(segment(0.8, 0.8, 0.22, 0.22) + polyline([(0.64, 0.22), (0.22, 0.22), (0.22, 0.64)]))]
    table["arrow.down.right"] = [stroke(segment(0.2, 0.2, 0.78, 0.78) + polyline([(0.36, 0.78), (0.78, 0.78), (0.78, 0.36)]))]
    table["arrow.down.left"] = [stroke(segment(0.8, 0.2, 0.22, 0.78) + polyline([(0.22, 0.36), (0.22, 0.78), (0.64, 0.78)]))]
    table["arrow.left.arrow.right"] = [stroke(segment(0.12, 0.34, 0.84, 0.34) + polyline([(0.32, 0.16), (0.12, 0.34), (0.32, 0.52)])
        + segment(0.88, 0.66, 0.16, 0.66) + polyline([(0.68, 0.48), (0.88, 0.66), (0.68, 0.84)]))]
    table["arrow.up.arrow.down"] = [stroke(segment(0.34, 0.88, 0.34, 0.16) + polyline([(0.16, 0.34), (0.34, 0.14), (0.52, 0.34)])
        + segment(0.66, 0.12, 0.66, 0.84) + polyline([(0.48, 0.66), (0.66, 0.86), (0.84, 0.66)]))]
    table["arrow.uturn.left"] = [stroke([.move(0.84, 0.84), .line(0.84, 0.56), .curve(0.84, 0.4, 0.74, 0.3, 0.58, 0.3), .line(0.16, 0.3)]
        + polyline([(0.36, 0.1), (0.16, 0.3), (0.36, 0.5)]))]
    table["arrow.uturn.right"] = [stroke(([.move(0.84, 0.84), .line(0.84, 0.56), .curve(0.84, 0.4, 0.74, 0.3, 0.58, 0.3), .line(0.16, 0.3)]
        + polyline([(0.36, 0.1), (0.16, 0.3), (0.36, 0.5)])).map { mirror($0) })]
    table["arrow.triangle.2.circlepath"] = [stroke([.move(0.18, 0.44), .curve(0.22, 0.26, 0.36, 0.16, 0.52, 0.16), .curve(0.66, 0.16, 0.76, 0.22, 0.82, 0.32)]),
        fill(polyline([(0.88, 0.18), (0.88, 0.4), (0.68, 0.38)], closed: true)),
        stroke([.move(0.82, 0.56), .curve(0.78, 0.74, 0.64, 0.84, 0.48, 0.84), .curve(0.34, 0.84, 0.24, 0.78, 0.18, 0.68)]),
        fill(polyline([(0.12, 0.82), (0.12, 0.6), (0.32, 0.62)], closed: true))]
    table["line.horizontal.3"] = table["line.3.horizontal"]
    table["list.dash"] = [stroke(segment(0.12, 0.26, 0.22, 0.26) + segment(0.12, 0.5, 0.22, 0.5) + segment(0.12, 0.74, 0.22, 0.74)),
                          stroke(segment(0.34, 0.26, 0.88, 0.26) + segment(0.34, 0.5, 0.88, 0.5) + segment(0.34, 0.74, 0.88, 0.74))]
    table["text.alignleft"] = [stroke(segment(0.12, 0.22, 0.88, 0.22) + segment(0.12, 0.41, 0.64, 0.41) + segment(0.12, 0.6, 0.88, 0.6) + segment(0.12, 0.79, 0.56, 0.79))]
    table["text.aligncenter"] = [stroke(segment(0.12, 0.22, 0.88, 0.22) + segment(0.26, 0.41, 0.74, 0.41) + segment(0.12, 0.6, 0.88, 0.6) + segment(0.3, 0.79, 0.7, 0.79))]
    table["text.alignright"] = [stroke(segment(0.12, 0.22, 0.88, 0.22) + segment(0.36, 0.41, 0.88, 0.41) + segment(0.12, 0.6, 0.88, 0.6) + segment(0.44, 0.79, 0.88, 0.79))]
    table["chart.bar"] = [stroke(roundedRect(0.14, 0.52, 0.3, 0.86, r: 0.03) + roundedRect(0.42, 0.32, 0.58, 0.86, r: 0.03) + roundedRect(0.7, 0.14, 0.86, 0.86, r: 0.03), 0.06)]
    table["chart.bar.fill"] = solid(roundedRect(0.14, 0.52, 0.3, 0.86, r: 0.03) + roundedRect(0.42, 0.32, 0.58, 0.86, r: 0.03) + roundedRect(0.7, 0.14, 0.86, 0.86, r: 0.03), 0.06)
    table["chart.pie"] = [stroke(ring), stroke([.move(0.5, 0.12), .line(0.5, 0.5), .line(0.83, 0.69)])]
    table["chart.pie.fill"] = [fill([.move(0.5, 0.5), .line(0.5, 0.08), .arc(cx: 0.5, cy: 0.5, r: 0.42, start: -.pi / 2, end: .pi / 6), .close]),
                               fill([.move(0.54, 0.54), .arc(cx: 0.54, cy: 0.54, r: 0.38, start: .pi / 6, end: 1.5 * .pi), .close])]
    table["speaker"] = [stroke(speakerBody)]
    table["speaker.fill"] = solid(speakerBody)
    table["speaker.wave.2"] = [stroke(speakerBody), stroke(speakerWaves)]
    table["speaker.wave.2.fill"] = solid(speakerBody) + [stroke(speakerWaves)]
    table["speaker.slash"] = [stroke(speakerBody), stroke(segment(0.58, 0.36, 0.86, 0.64) + segment(0.86, 0.36, 0.58, 0.64))]
    table["video"] = [stroke(videoBody), stroke(videoLens)]
    table["video.fill"] = solid(videoBody) + solid(videoLens)
    table["book"] = [stroke(bookPages), stroke(segment(0.5, 0.24, 0.5, 0.84), light)]
    table["book.fill"] = solid(bookPages) + [eraseStroke(segment(0.5, 0.26, 0.5, 0.8), 0.04)]
    table["sparkles"] = [fill(sparkle(0.42, 0.56, 0.3) + sparkle(0.76, 0.24, 0.14) + sparkle(0.8, 0.76, 0.1))]
    table["lock.open"] = [stroke(lockOpenShackle), stroke(lockBody)]
    table["lock.open.fill"] = [stroke(lockOpenShackle)] + solid(lockBody)
    table["bell.badge"] = (table["bell"] ?? []) + [eraseFill(circle(0.76, 0.22, 0.15)), fill(circle(0.76, 0.22, 0.1))]
    table["bell.badge.fill"] = (table["bell.fill"] ?? []) + [eraseFill(circle(0.76, 0.22, 0.15)), fill(circle(0.76, 0.22, 0.1))]
    table["cloud.rain"] = [stroke(smallCloud), stroke(segment(0.34, 0.72, 0.3, 0.86) + segment(0.5, 0.72, 0.46, 0.86) + segment(0.66, 0.72, 0.62, 0.86), light)]
    table["cloud.rain.fill"] = solid(smallCloud) + [stroke(segment(0.34, 0.72, 0.3, 0.86) + segment(0.5, 0.72, 0.46, 0.86) + segment(0.66, 0.72, 0.62, 0.86), light)]
    table["cloud.bolt"] = [stroke(smallCloud), fill(polyline([(0.52, 0.66), (0.4, 0.8), (0.5, 0.8), (0.46, 0.92), (0.6, 0.76), (0.5, 0.76)], closed: true))]
    table["sun.min"] = [stroke(circle(0.5, 0.5, 0.14)), stroke((0..<8).flatMap { i -> Path in
        let a = Double(i) * .pi / 4
        let (x0, y0) = polar(0.5, 0.5, 0.26, a), (x1, y1) = polar(0.5, 0.5, 0.3, a)
        return segment(x0, y0, x1, y1)
    })]
    table["sun.min.fill"] = solid(circle(0.5, 0.5, 0.14)) + [stroke((0..<8).flatMap { i -> Path in
        let a = Double(i) * .pi / 4
        let (x0, y0) = polar(0.5, 0.5, 0.26, a), (x1, y1) = polar(0.5, 0.5, 0.3, a)
        return segment(x0, y0, x1, y1)
    })]
    table["square.on.square"] = [stroke(roundedRect(0.3, 0.3, 0.86, 0.86, r: 0.08)),
                                 stroke(polyline([(0.14, 0.62), (0.14, 0.2), (0.2, 0.14), (0.62, 0.14)]))]
    table["doc.on.doc"] = [stroke(polyline([(0.34, 0.24), (0.62, 0.24), (0.8, 0.42), (0.8, 0.9), (0.34, 0.9)], closed: true)),
                           stroke(polyline([(0.2, 0.72), (0.2, 0.1), (0.5, 0.1)]))]
    table["sidebar.left"] = [stroke(roundedRect(0.08, 0.18, 0.92, 0.82, r: 0.08)), stroke(segment(0.38, 0.18, 0.38, 0.82)),
                             stroke(segment(0.16, 0.32, 0.28, 0.32) + segment(0.16, 0.44, 0.28, 0.44), light)]
    table["barcode"] = [fill(polyline([(0.1, 0.2), (0.14, 0.2), (0.14, 0.8), (0.1, 0.8)], closed: true) + polyline([(0.2, 0.2), (0.26, 0.2), (0.26, 0.8), (0.2, 0.8)], closed: true) + polyline([(0.32, 0.2), (0.34, 0.2), (0.34, 0.8), (0.32, 0.8)], closed: true)
        + polyline([(0.4, 0.2), (0.48, 0.2), (0.48, 0.8), (0.4, 0.8)], closed: true) + polyline([(0.54, 0.2), (0.56, 0.2), (0.56, 0.8), (0.54, 0.8)], closed: true) + polyline([(0.62, 0.2), (0.68, 0.2), (0.68, 0.8), (0.62, 0.8)], closed: true)
        + polyline([(0.74, 0.2), (0.76, 0.2), (0.76, 0.8), (0.74, 0.8)], closed: true) + polyline([(0.82, 0.2), (0.9, 0.2), (0.9, 0.8), (0.82, 0.8)], closed: true))]
    table["hourglass"] = [stroke(segment(0.24, 0.12, 0.76, 0.12) + segment(0.24, 0.88, 0.76, 0.88)),
                          stroke([.move(0.3, 0.12), .curve(0.3, 0.34, 0.5, 0.4, 0.5, 0.5), .curve(0.5, 0.6, 0.3, 0.66, 0.3, 0.88),
                                  .move(0.7, 0.12), .curve(0.7, 0.34, 0.5, 0.4, 0.5, 0.5), .curve(0.5, 0.6, 0.7, 0.66, 0.7, 0.88)])]
    table["timer"] = [stroke([.move(0.5, 0.14), .arc(cx: 0.5, cy: 0.52, r: 0.38, start: -.pi / 2, end: 1.38 * .pi)]),
                      stroke(segment(0.5, 0.52, 0.34, 0.34))]
    // Glyphs in a ring or a rounded square, at about half size, as SF Symbols draws them.
    circled("house", shrink(houseRoof + polyline([(0.22, 0.42), (0.22, 0.86), (0.78, 0.86), (0.78, 0.42)]), by: 0.52), width: 0.06, into: &table)
    circled("bookmark", shrink(bookmarkPath, by: 0.5), width: 0.06, into: &table)
    circled("flag", shrink(flagPath + segment(0.24, 0.16, 0.24, 0.9), by: 0.52), width: 0.06, into: &table)
    circled("bolt", shrink(boltPath, by: 0.55), width: 0.06, into: &table)
    circled("trash", shrink(trashLid + trashHandle + trashCan + [.close], by: 0.5), width: 0.06, into: &table)
    circled("envelope", shrink(envelopeBox + envelopeFlap, by: 0.52), width: 0.06, into: &table)
    circled("phone", shrink(phoneHandset, by: 0.5), width: 0.06, into: &table)
    table["heart.square"] = [stroke(squarePath), fill(scaledHeart)]
    table["heart.square.fill"] = solid(squarePath) + [eraseFill(scaledHeart)]
    table["star.square"] = [stroke(squarePath), fill(scaledStar)]
    table["star.square.fill"] = solid(squarePath) + [eraseFill(scaledStar)]
    table["circle.dashed"] = [SymbolPart(commands: ring, style: .stroke(lineWidth: regular), dashed: true)]
}

private let scaledHeart: Path = heartPath.map { scale($0, about: 0.5, by: 0.5) }
private let scaledStar: Path = starPath.map { scale($0, about: 0.5, by: 0.5) }

private func scale(_ command: SymbolPathCommand, about center: Double, by factor: Double) -> SymbolPathCommand {
    func s(_ v: Double) -> Double { center + (v - center) * factor }
    switch command {
    case .move(let x, let y): return .move(s(x), s(y))
    case .line(let x, let y): return .line(s(x), s(y))
    case .curve(let a, let b, let c, let d, let e, let f): return .curve(s(a), s(b), s(c), s(d), s(e), s(f))
    case .arc(let cx, let cy, let r, let a, let b): return .arc(cx: s(cx), cy: s(cy), r: r * factor, start: a, end: b)
    case .arcNegative(let cx, let cy, let r, let a, let b): return .arcNegative(cx: s(cx), cy: s(cy), r: r * factor, start: a, end: b)
    case .close: return .close
    }
}
