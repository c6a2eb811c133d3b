/// Where one child of a Chart goes. Fractions are of the plot area: x from its leading edge,
/// y from its bottom (data space), so the layout flips y once.
package enum ChartPart: Sendable, Equatable {
    /// A rectangle of the plot in fractions (a bar, an area's box): x, y of its bottom-leading
    /// corner, its width and height.
    case plotRect(x: Double, y: Double, width: Double, height: Double)
    /// A rectangle whose each side is a span of fractions or a number of points centred on a
    /// fraction (a `RectangleMark` of `width: .fixed(4)`).
    case span(x: ChartSpan, y: ChartSpan)
    /// The whole plot area (a line or area path, drawn in the plot's coordinates).
    case plot
    /// A horizontal line across the plot at `y`, `thickness` points thick (a gridline, a rule).
    case horizontalLine(y: Double, thickness: Double)
    /// A vertical line down the plot at `x`.
    case verticalLine(x: Double, thickness: Double)
    /// A view of its ideal size centred on a point of the plot (a point mark's symbol).
    case point(x: Double, y: Double)
    /// A y-axis gridline across the plot at `y` (hidden with the y axis).
    case yGridline(y: Double)
    /// An x-axis gridline down the plot at `x` (hidden with the x axis).
    case xGridline(x: Double)
    /// A view the chart does not know as a mark (a placeholder), at its ideal size at the
    /// plot's top leading corner, so it stays visible.
    case corner
    /// A y-axis value label, at its ideal size, centred on `y`, beside the plot's trailing edge.
    case yLabel(y: Double)
    /// An x-axis value label under the plot: centred on `x`, or starting at it (`leading`);
    /// `band` (a fraction of the plot's width, 0 for none) is the width proposed to it.
    case xLabel(x: Double, leading: Bool, band: Double = 0)
    /// An axis tick (`AxisTick`): `tickLength` long, outside the plot's bottom edge at `x`.
    case xTick(x: Double)
    /// An axis tick outside the plot's trailing edge at `y`.
    case yTick(y: Double)
    /// The legend, at its ideal size, under everything, at the leading edge.
    case legend
    /// A mark's annotation, at its ideal size, beside the mark's rect (step 7).
    case annotation(x: ChartSpan, y: ChartSpan, position: String, alignment: String, spacing: Double)
}

/// One side of a `ChartPart.span`: from one fraction of the plot to another, or `points` long
/// centred on a fraction.
package enum ChartSpan: Sendable, Equatable {
    case fractions(Double, Double)
    case centred(Double, points: Double)
    /// `band` (a fraction) less `points` on each side, centred on a fraction (Apple,
    /// `MarkDimension.inset(_:)`: "the step size minus the specified inset value on each side").
    case inset(Double, band: Double, points: Double)

    /// The span's start and length in points along a plot side `origin`…`origin + length`
    /// (`flipped`: fractions run up from the far end, as y does).
    func placed(origin: Double, length: Double, flipped: Bool) -> (start: Double, length: Double) {
        func at(_ fraction: Double) -> Double { flipped ? origin + length - fraction * length : origin + fraction * length }
        switch self {
        case .fractions(let a, let b):
            let p = at(a), q = at(b)
            return (min(p, q), abs(q - p))
        case .centred(let fraction, let points):
            return (at(fraction) - points / 2, points)
        case .inset(let fraction, let band, let points):
            let side = max(0, band * length - 2 * points)
            return (at(fraction) - side / 2, side)
        }
    }
}

/// A `Chart`'s layout, iOS 17 at rest. Its children are the views its definition made from the
/// marks and axes (`ChartView`), each with a `ChartPart` saying where it goes.
///
/// 1. The chart takes the size proposed; an unspecified axis takes `idealPlot` (decision: a
///    chart in a ScrollView has no height of its own to offer; SwiftUI reports none we could
///    measure, so the plot's ideal side is 200 points — a chart with a frame is unaffected).
/// 2. The y labels are measured at their ideal sizes; the widest one plus `labelGap` (4) is a
///    gutter at the trailing edge (Swift Charts draws the y axis on the trailing side by
///    default).
/// 3. The x labels are measured at their ideal sizes; the tallest plus `labelGap` is a band
///    under the plot. The legend, when there is one, is under that band, `legendGap` (8) below;
///    `chartLegend(position: .top)` in the environment (`ChartLegendPlacement`) puts it above
///    the plot instead, `legendGap` above it, and `spacing:` replaces `legendGap`.
/// 4. The plot area is what remains at the leading edge, under a top legend. Every plot part is placed in
///    it: y runs up from the plot's bottom edge. Lines are centred on their value.
/// 5. Y labels are centred on their value's height; x labels centred under their value, or
///    (continuous axes) starting at it, as Swift Charts draws a date or number axis' labels.
///    Gridlines are `gridline` (0.5) thick, centred on their value. A label given a band (an
///    `AxisValueLabel` on a category axis, `ChartView` step 6) is proposed the band's width, so
///    a long name wraps within it (its height is measured at that width). A tick
///    (`AxisTick`) is `tickLength` (4, decision: it spans the gap to the labels) long and
///    gridline-thick, outside the plot's bottom (x) or trailing (y) edge.
/// 6. `chartXAxis(.hidden)`, `chartYAxis(.hidden)`, `chartLegend(.hidden)` in the environment
///    (`controlStyles`) leave that axis' labels and gridlines, or the legend, unplaced (not
///    drawn) and free their space for the plot.
/// 7. An annotation is placed beside its mark's rect, `spacing` (4 by default, decision) away:
///    `top` (and `automatic`, decision) above it, `bottom` under it, `leading`/`trailing`
///    before/after it, `overlay` inside it, a corner (`topLeading`…) outside that corner,
///    diagonally, `spacing` away on both axes (Apple's `AnnotationPosition`: "the top leading
///    corner of the item"; decision: the alignment is not used there); the alignment's component along that side places
///    it there (`.leading`, `.center`, `.trailing` above or under; `.top`, `.center`, `.bottom`
///    beside), the other component is not used (decision: Apple documents the parameter as the
///    annotation's alignment relative to the position, nothing finer). It takes no space from
///    the plot and is not clipped.
package struct ChartLayout: Layout, ViewBehavior {
    package let parts: [ChartPart]
    package var hidesX = false, hidesY = false, hidesLegend = false
    /// Step 3: the legend above the plot, and its distance from it.
    package var legendOnTop = false, legendSpacing = ChartLayout.legendGap
    package static let idealPlot = 200.0, labelGap = 4.0, legendGap = 8.0, gridline = 0.5, tickLength = 4.0

    package init(parts: [ChartPart]) { self.parts = parts }

    package var name: String { "Chart" }

    /// Step 6.
    package func layout(in environment: EnvironmentValues) -> any Layout {
        var layout = self
        layout.hidesX = environment.controlStyles["chartXAxis"] == "hidden"
        layout.hidesY = environment.controlStyles["chartYAxis"] == "hidden"
        layout.hidesLegend = environment.controlStyles["chartLegend"] == "hidden"
        layout.legendOnTop = environment.controlStyles["chartLegendPosition"] == "top"
        if let spacing = environment.controlStyles["chartLegendSpacing"].flatMap(Double.init), spacing.isFinite, spacing >= 0 { layout.legendSpacing = spacing }
        return layout
    }

    /// Whether the part is left unplaced (step 6).
    package func hides(_ part: ChartPart) -> Bool {
        switch part {
        case .xLabel, .xGridline, .xTick: return hidesX
        case .yLabel, .yGridline, .yTick: return hidesY
        case .legend: return hidesLegend
        default: return false
        }
    }

    /// Steps 1–4: the chart's size and the plot's rect in it (origin at the chart's corner).
    package func plotRect(size proposal: ProposedViewSize, subviews: LayoutSubviews) -> (size: Size, plot: Rect, xBand: Double) {
        var gutter = 0.0, xBand = 0.0, legend = 0.0
        for (index, part) in parts.enumerated() where index < subviews.count && !hides(part) {
            if case .yLabel = part { gutter = max(gutter, subviews[index].sizeThatFits(.unspecified).width + Self.labelGap) }
        }
        for (index, part) in parts.enumerated() where index < subviews.count && !hides(part) {
            switch part {
            case .xLabel(_, _, let band):
                // A label given its band is measured at the band's width of the ideal plot.
                let width: Double? = band > 0 ? band * max(0, (proposal.width ?? Self.idealPlot + gutter) - gutter) : nil
                xBand = max(xBand, subviews[index].sizeThatFits(ProposedViewSize(width: width, height: nil)).height + Self.labelGap)
            case .legend: legend = subviews[index].sizeThatFits(.unspecified).height + legendSpacing
            default: break
            }
        }
        let width = proposal.width ?? (Self.idealPlot + gutter)
        let height = proposal.height ?? (Self.idealPlot + xBand + legend)
        let plot = Rect(x: 0, y: legendOnTop ? legend : 0, width: max(0, width - gutter), height: max(0, height - xBand - legend))
        return (Size(width: width, height: height), plot, xBand)
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        plotRect(size: proposal, subviews: subviews).size
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        let measured = plotRect(size: ProposedViewSize(width: bounds.width, height: bounds.height), subviews: subviews)
        let plot = Rect(x: bounds.minX, y: bounds.minY + measured.plot.minY, width: measured.plot.width, height: measured.plot.height)
        func px(_ fraction: Double) -> Double { plot.minX + fraction * plot.width }
        func py(_ fraction: Double) -> Double { plot.maxY - fraction * plot.height }
        for (index, part) in parts.enumerated() where index < subviews.count && !hides(part) {
            let view = subviews[index]
            switch part {
            case .plotRect(let x, let y, let width, let height):
                let size = ProposedViewSize(width: width * plot.width, height: height * plot.height)
                view.place(at: Point(x: px(x), y: py(y + height)), proposal: size)
            case .span(let x, let y):
                let across = x.placed(origin: plot.minX, length: plot.width, flipped: false)
                let up = y.placed(origin: plot.minY, length: plot.height, flipped: true)
                view.place(at: Point(x: across.start, y: up.start), proposal: ProposedViewSize(width: across.length, height: up.length))
            case .plot:
                view.place(at: plot.origin, proposal: ProposedViewSize(width: plot.width, height: plot.height))
            case .horizontalLine(let y, let thickness):
                view.place(at: Point(x: plot.minX, y: py(y) - thickness / 2), proposal: ProposedViewSize(width: plot.width, height: thickness))
            case .yGridline(let y):
                view.place(at: Point(x: plot.minX, y: py(y) - Self.gridline / 2), proposal: ProposedViewSize(width: plot.width, height: Self.gridline))
            case .xGridline(let x):
                view.place(at: Point(x: px(x) - Self.gridline / 2, y: plot.minY), proposal: ProposedViewSize(width: Self.gridline, height: plot.height))
            case .corner:
                view.place(at: plot.origin, proposal: .unspecified)
            case .verticalLine(let x, let thickness):
                view.place(at: Point(x: px(x) - thickness / 2, y: plot.minY), proposal: ProposedViewSize(width: thickness, height: plot.height))
            case .point(let x, let y):
                let size = view.sizeThatFits(.unspecified)
                view.place(at: Point(x: px(x) - size.width / 2, y: py(y) - size.height / 2), proposal: .unspecified)
            case .yLabel(let y):
                let size = view.sizeThatFits(.unspecified)
                view.place(at: Point(x: plot.maxX + Self.labelGap, y: py(y) - size.height / 2), proposal: .unspecified)
            case .xLabel(let x, let leading, let band):
                let proposed = band > 0 ? ProposedViewSize(width: band * plot.width, height: nil) : .unspecified
                let size = view.sizeThatFits(proposed)
                view.place(at: Point(x: leading ? px(x) : px(x) - size.width / 2, y: plot.maxY + Self.labelGap), proposal: proposed)
            case .xTick(let x):
                view.place(at: Point(x: px(x) - Self.gridline / 2, y: plot.maxY), proposal: ProposedViewSize(width: Self.gridline, height: Self.tickLength))
            case .yTick(let y):
                view.place(at: Point(x: plot.maxX, y: py(y) - Self.gridline / 2), proposal: ProposedViewSize(width: Self.tickLength, height: Self.gridline))
            case .annotation(let x, let y, let position, let alignment, let spacing):
                let across = x.placed(origin: plot.minX, length: plot.width, flipped: false)
                let up = y.placed(origin: plot.minY, length: plot.height, flipped: true)
                let mark = Rect(x: across.start, y: up.start, width: across.length, height: up.length)
                view.place(at: Self.annotationOrigin(mark, size: view.sizeThatFits(.unspecified), position: position, alignment: alignment, spacing: spacing),
                           proposal: .unspecified)
            case .legend:
                let y = legendOnTop ? bounds.minY : plot.maxY + measured.xBand + legendSpacing
                view.place(at: Point(x: plot.minX, y: y), proposal: .unspecified)
            }
        }
    }

    /// Step 7: an annotation's origin beside `mark`.
    static func annotationOrigin(_ mark: Rect, size: Size, position: String, alignment: String, spacing: Double) -> Point {
        let lower = alignment.lowercased()
        let horizontal = lower.contains("leading") ? 0.0 : lower.contains("trailing") ? 1.0 : 0.5
        let vertical = lower.hasPrefix("top") ? 0.0 : lower.hasPrefix("bottom") ? 1.0 : 0.5
        let alongX = mark.minX + (mark.width - size.width) * horizontal
        let alongY = mark.minY + (mark.height - size.height) * vertical
        switch position {
        // A corner: outside it, diagonally, `spacing` away on both axes (Apple: "the top leading
        // corner of the item"); the alignment is not used there (decision).
        case "topLeading": return Point(x: mark.minX - spacing - size.width, y: mark.minY - spacing - size.height)
        case "topTrailing": return Point(x: mark.maxX + spacing, y: mark.minY - spacing - size.height)
        case "bottomLeading": return Point(x: mark.minX - spacing - size.width, y: mark.maxY + spacing)
        case "bottomTrailing": return Point(x: mark.maxX + spacing, y: mark.maxY + spacing)
        case "bottom": return Point(x: alongX, y: mark.maxY + spacing)
        case "leading": return Point(x: mark.minX - spacing - size.width, y: alongY)
        case "trailing": return Point(x: mark.maxX + spacing, y: alongY)
        case "overlay": return Point(x: alongX, y: alongY)
        default: return Point(x: alongX, y: mark.minY - spacing - size.height)
        }
    }
}
