/// A Chart's rectangle or bar drawn through a mask of chart content
/// (`RectangleMark(…).mask { AreaMark(…) }`), placed over the whole plot (`ChartPart.plot`).
///
/// Apple: `ChartContent.mask(content:)` "masks chart content using the alpha channel of the
/// specified content" (developer.apple.com/documentation/charts/chartcontent/mask(content:)).
/// 1. The mark is its rectangle in the plot (`x`, `y`: spans of fractions or points, as
///    `ChartPart.span` places it), filled with its style at its opacity, with its corner radius.
/// 2. The mask is the outlines of its content in the plot, in the chart's scales: each area
///    series' filled outline (`ChartPath.elements`) and each rectangle's. Decision: the mask's
///    marks are opaque, so its alpha is their union (one clip of every outline, non-zero
///    winding: the outlines are built the same way round); its own colours and opacity are not
///    used, and its marks plot nothing of their own (they do not widen the chart's scales).
/// 3. The mark is drawn only where the mask covers it (a canvas fill clipped to the mask);
///    the style's gradient, if any, spans the plot (decision).
/// 4. It takes any size proposed (as a shape); an unspecified axis answers 10.
package struct ChartMaskedMark: Layout, ViewBehavior {
    /// One outline of the mask: an area series, or a rectangle's spans.
    package enum Outline: Sendable {
        case area(ChartPath)
        case rectangle(x: ChartSpan, y: ChartSpan)
    }

    /// The mark as the user wrote it (`BarMark`, `RectangleMark`), for dumps and warnings.
    package let name: String
    package let x: ChartSpan, y: ChartSpan
    package let style: ShapeStyleValue
    package let opacity: Double
    package let cornerRadius: Double
    package let mask: [Outline]

    package init(name: String, x: ChartSpan, y: ChartSpan, style: ShapeStyleValue, opacity: Double, cornerRadius: Double, mask: [Outline]) {
        self.name = name
        self.x = x
        self.y = y
        self.style = style
        self.opacity = opacity
        self.cornerRadius = cornerRadius
        self.mask = mask
    }

    package func layout(in environment: EnvironmentValues) -> any Layout { self }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    /// A span's rect in a plot of `size` (origin at the plot's corner).
    static func rect(_ x: ChartSpan, _ y: ChartSpan, in size: Size) -> Rect {
        let across = x.placed(origin: 0, length: size.width, flipped: false)
        let up = y.placed(origin: 0, length: size.height, flipped: true)
        return Rect(x: across.start, y: up.start, width: across.length, height: up.length)
    }

    /// Step 1: the mark's outline.
    package func markElements(in size: Size) -> [PathElement] {
        let box = Self.rect(x, y, in: size)
        guard cornerRadius > 0 else { return [.rect(box)] }
        let r = min(cornerRadius, box.width / 2, box.height / 2)
        // Corners as quarter-circle Béziers (the control points 0.5523 of the radius along).
        let k = r * 0.5523
        return [.move(to: Point(x: box.minX + r, y: box.minY)), .line(to: Point(x: box.maxX - r, y: box.minY)),
                .curve(to: Point(x: box.maxX, y: box.minY + r), control1: Point(x: box.maxX - r + k, y: box.minY), control2: Point(x: box.maxX, y: box.minY + r - k)),
                .line(to: Point(x: box.maxX, y: box.maxY - r)),
                .curve(to: Point(x: box.maxX - r, y: box.maxY), control1: Point(x: box.maxX, y: box.maxY - r + k), control2: Point(x: box.maxX - r + k, y: box.maxY)),
                .line(to: Point(x: box.minX + r, y: box.maxY)),
                .curve(to: Point(x: box.minX, y: box.maxY - r), control1: Point(x: box.minX + r - k, y: box.maxY), control2: Point(x: box.minX, y: box.maxY - r + k)),
                .line(to: Point(x: box.minX, y: box.minY + r)),
                .curve(to: Point(x: box.minX + r, y: box.minY), control1: Point(x: box.minX, y: box.minY + r - k), control2: Point(x: box.minX + r - k, y: box.minY)),
                .close]
    }

    /// Step 2: every outline of the mask, one path.
    package func maskElements(in size: Size) -> [PathElement] {
        mask.flatMap { outline -> [PathElement] in
            switch outline {
            case .area(let path): return path.elements(in: size)
            case .rectangle(let x, let y): return [.rect(Self.rect(x, y, in: size))]
            }
        }
    }

    /// Step 3.
    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        let fill = CanvasCommand(kind: .fill(markElements(in: bounds.size), CanvasShading(style.resolved(in: context.environment)), evenOdd: false),
                                 opacity: opacity, clips: [CanvasClip(elements: maskElements(in: bounds.size), transform: CanvasCommand.identity)])
        return .canvas(CanvasDrawing(commands: [fill]))
    }
}
