/// A LineMark series or an AreaMark series of a Chart: one outline through its points, drawn in
/// the plot area it is given (`ChartPart.plot`).
///
/// 1. Its points are fractions of the plot (x from the leading edge, y up from the bottom),
///    in the order the marks were given (Swift Charts joins a series' points in data order).
/// 2. A line is stroked `lineWidth` (2, decision from screenshots: Swift Charts' default line
///    is visibly 2 points) with round joins look approximated by round caps; `catmullRom`
///    joins the points with a Catmull–Rom spline (uniform, as cubic Béziers through each point).
/// 3. An area is filled from the line down to `baseline` (the y of the value 0, or the plot's
///    bottom when 0 is not in the domain); an area of ranges (`AreaMark(x:yStart:yEnd:)`, `lows`
///    given) is filled between its upper points and its lower points, the lower edge joined
///    back from the last point to the first in the same way as the upper one.
/// 4. It takes any size proposed (as a shape); an unspecified axis answers 10.
/// 5. A line's `lineStyle(StrokeStyle(…))` (`ChartMark`) gives its width, dash and cap
///    (`StrokeStyle`'s own default cap, butt, when it names none: Apple's `StrokeStyle.lineCap`).
/// 6. Its mark's `.opacity(x)` scales its style's alpha (one outline: the same as drawing it
///    into a layer at that opacity).
package struct ChartPath: Layout, ViewBehavior {
    package let points: [Point]
    package let style: ShapeStyleValue
    package let area: Bool
    package let baseline: Double
    package let catmullRom: Bool
    package let lineWidth: Double
    package static let defaultLineWidth = 2.0
    /// Each point's lower y (a fraction) for an area of ranges; nil fills down to `baseline`.
    package var lows: [Double]? = nil
    /// Step 5: dash lengths (empty: solid) and the cap.
    package var dash: [Double] = []
    package var lineCap = "round"
    /// Step 6.
    package var opacity = 1.0
    /// The mark as written, where it is no line or area (a styled `RuleMark`), for dumps and warnings.
    package var markName: String? = nil

    package init(points: [Point], style: ShapeStyleValue, area: Bool, baseline: Double, catmullRom: Bool, lineWidth: Double = ChartPath.defaultLineWidth) {
        self.points = points
        self.style = style
        self.area = area
        self.baseline = baseline
        self.catmullRom = catmullRom
        self.lineWidth = lineWidth
    }

    package var name: String { markName ?? (area ? "AreaMark" : "LineMark") }
    package func layout(in environment: EnvironmentValues) -> any Layout { self }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Steps 1–3: the outline in a frame of `size`.
    package func elements(in size: Size) -> [PathElement] {
        func placed(_ points: [Point]) -> [Point] { points.map { Point(x: $0.x * size.width, y: size.height - $0.y * size.height) } }
        let upper = placed(points)
        guard let first = upper.first, let last = upper.last else { return [] }
        var result: [PathElement] = [.move(to: first)] + joined(upper)
        if area {
            if let lows, lows.count == points.count {
                let lower = Array(placed(zip(points, lows).map { Point(x: $0.x, y: $1) }).reversed())
                result.append(.line(to: lower[0]))
                result += joined(lower)
            } else {
                let base = size.height - baseline * size.height
                result += [.line(to: Point(x: last.x, y: base)), .line(to: Point(x: first.x, y: base))]
            }
            result.append(.close)
        }
        return result
    }

    /// The segments from `placed[0]` through the rest: straight, or a Catmull–Rom spline.
    func joined(_ placed: [Point]) -> [PathElement] {
        var result: [PathElement] = []
        for index in placed.indices.dropFirst() {
            if catmullRom {
                let p0 = placed[max(index - 2, 0)], p1 = placed[index - 1], p2 = placed[index], p3 = placed[min(index + 1, placed.count - 1)]
                let c1 = Point(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6)
                let c2 = Point(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6)
                result.append(.curve(to: p2, control1: c1, control2: c2))
            } else {
                result.append(.line(to: placed[index]))
            }
        }
        return result
    }

    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        let resolved = opacity < 1 ? style.resolved(in: context.environment).opacity(opacity) : style.resolved(in: context.environment)
        var drawing = ShapeDrawing(fill: area ? resolved : nil, stroke: area ? nil : resolved, lineWidth: lineWidth)
        drawing.lineCap = lineCap
        drawing.dash = dash
        return .shape(.path(elements(in: bounds.size)), drawing)
    }
}
