import Foundation
import RenderLayout

/// `RectangleMark(…).mask { AreaMark(…) }` (`ChartMark.mask`): the mark drawn through its mask's
/// outlines, in the chart's scales (`ChartMaskedMark` has the drawing's rule).
///
/// 1. The mask's area marks are grouped into series as the chart's own are (`ChartView` step 3:
///    the `series:` value, else the `foregroundStyle(by:)` value, else one), each one outline
///    filled down to the baseline or between its ranges; its rectangles are their spans.
/// 2. A mask value outside the chart's scales (a category the chart lacks) leaves that point
///    or rectangle out of the mask.
extension ChartPlan {
    func masked(_ mark: ChartMark, _ x: ChartSpan, _ y: ChartSpan, palette: [String]) throws(SceneError) -> ChartMaskedMark {
        var outlines: [ChartMaskedMark.Outline] = []
        var series: [(key: ChartMark.Value?, first: ChartMark, points: [RenderLayout.Point], lows: [Double?])] = []
        for inner in mark.mask ?? [] {
            switch inner.kind {
            case .area:
                guard let px = point(inner, "x", self.x), let py = point(inner, "y", self.y) ?? point(inner, "yEnd", self.y) else { continue }
                let key = inner.values["series"] ?? inner.by
                let low = inner.values["y"] == nil ? point(inner, "yStart", self.y) : nil
                if let at = series.firstIndex(where: { $0.key == key }) {
                    series[at].points.append(RenderLayout.Point(x: px, y: py))
                    series[at].lows.append(low)
                } else {
                    series.append((key, inner, [RenderLayout.Point(x: px, y: py)], [low]))
                }
            case .rectangle:
                guard let across = rectangleSpan(inner, "x", self.x, side: "width"), let up = rectangleSpan(inner, "y", self.y, side: "height") else { continue }
                outlines.append(.rectangle(x: across, y: up))
            default: continue
            }
        }
        let baseline = min(max(self.y.ticks.map { $0.fraction(0) } ?? 0, 0), 1)
        for entry in series {
            var path = ChartPath(points: entry.points, style: try styleValue(entry.first, palette: palette), area: true,
                                 baseline: baseline, catmullRom: entry.first.catmullRom)
            let lows = entry.lows.compactMap { $0 }
            if lows.count == entry.points.count { path.lows = lows }
            outlines.append(.area(path))
        }
        return ChartMaskedMark(name: mark.kind.rawValue, x: x, y: y, style: try styleValue(mark, palette: palette), opacity: mark.opacity ?? 1,
                               cornerRadius: mark.cornerRadius, mask: outlines)
    }
}
