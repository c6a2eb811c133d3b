import Foundation

/// A SectorMark of a Chart (iOS 17's pie and donut): a slice of the largest circle centred in
/// the plot area (`ChartPart.plot`).
///
/// 1. Slices run clockwise from 12 o'clock in the order given; `start` and `end` are fractions
///    of the whole turn (each slice's angle value over their sum).
/// 2. The outer radius is half the plot's shorter side; the inner radius is `inner`: a ratio of
///    the outer (`innerRadius: .ratio(0.618)`, a donut), the outer less an inset (`.inset(20)`),
///    or a fixed length (`.fixed(40)`); none is a pie slice to the centre.
/// 3. `angularInset` points are taken off each side of the slice along the outer arc
///    (decision: Apple's "the angular inset of the sector", read as half the gap between two
///    neighbours on each side).
/// 4. Its mark's `.opacity(x)` scales its style's alpha (`opacity`).
package struct ChartSector: Layout, ViewBehavior {
    package let start: Double
    package let end: Double
    package let inner: Inner?
    package let angularInset: Double
    package let style: ShapeStyleValue
    /// Step 4.
    package var opacity = 1.0

    /// `MarkDimension`: `ratio`, `inset` or `fixed`, and its amount.
    package struct Inner: Sendable {
        package let kind: String
        package let amount: Double
        package init(kind: String, amount: Double) { self.kind = kind; self.amount = amount }

        func radius(outer: Double) -> Double {
            switch kind {
            case "ratio": return outer * amount
            case "inset": return outer - amount
            default: return amount
            }
        }
    }

    package init(start: Double, end: Double, inner: Inner?, angularInset: Double, style: ShapeStyleValue) {
        self.start = start
        self.end = end
        self.inner = inner
        self.angularInset = angularInset
        self.style = style
    }

    package var name: String { "SectorMark" }
    package func layout(in environment: EnvironmentValues) -> any Layout { self }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Steps 1–3: the slice's outline in a frame of `size`.
    package func elements(in size: Size) -> [PathElement] {
        let outer = min(size.width, size.height) / 2
        guard outer > 0, end > start else { return [] }
        let centre = Point(x: size.width / 2, y: size.height / 2)
        let inset = min(angularInset / outer, (end - start) * .pi)
        let from = start * 2 * .pi - .pi / 2 + inset, to = end * 2 * .pi - .pi / 2 - inset
        guard to > from else { return [] }
        let inner = min(max(self.inner?.radius(outer: outer) ?? 0, 0), outer)
        var result: [PathElement] = [.arc(center: centre, radius: outer, startAngle: from, endAngle: to, clockwise: true)]
        if inner > 0 {
            result.append(.arc(center: centre, radius: inner, startAngle: to, endAngle: from, clockwise: false))
        } else {
            result.append(.line(to: centre))
        }
        result.append(.close)
        return result
    }

    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        let fill = style.resolved(in: context.environment)
        return .shape(.path(elements(in: bounds.size)), ShapeDrawing(fill: opacity < 1 ? fill.opacity(opacity) : fill))
    }
}
