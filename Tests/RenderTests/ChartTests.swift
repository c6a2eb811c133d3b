import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

fileprivate extension Rect {
    var midX: Double { minX + width / 2 }
    var midY: Double { minY + height / 2 }
}

/// Swift Charts at rest (`ChartView`, `ChartLayout`, `ChartTicks`): tick values, bar rects,
/// lines, sectors and the axes, with exact numbers under the fixed-advance measurer. The
/// snippets are shaped like app code (Apple's Food Truck sample, the Swift Charts docs) and
/// written here.
final class ChartTests: XCTestCase {
    func layoutSwift(_ source: String, width: Double, height: Double) throws -> Renderer.LayoutResult {
        let loaded = try SwiftSource.load(Array(source.utf8), file: "V.swift")
        var options = RenderOptions(canvas: loaded.scene.canvas)
        options.width = width
        options.height = height
        return try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer())
    }

    /// The frames of the nodes whose label starts with `prefix`, in drawing order.
    func frames(_ result: Renderer.LayoutResult, _ prefix: String) -> [Rect] {
        var found: [Rect] = []
        result.root.forEach { if $0.view.label.hasPrefix(prefix) { found.append($0.frame) } }
        return found
    }

    func texts(_ result: Renderer.LayoutResult) -> [String: Rect] {
        var found: [String: Rect] = [:]
        result.root.forEach {
            let label = $0.view.label
            if label.hasPrefix("Text \""), found[label] == nil { found[String(label.dropFirst(6).dropLast())] = $0.frame }
        }
        return found
    }

    // MARK: Ticks

    /// Steps of 1, 2, 2.5, 5 × 10ⁿ, at most five across the extent with zero, rounded out.
    func testNiceTicks() {
        XCTAssertEqual(ChartTicks.automatic(lower: 0, upper: 193).values, [0, 50, 100, 150, 200])
        XCTAssertEqual(ChartTicks.automatic(lower: 0, upper: 7).values, [0, 2, 4, 6, 8])
        XCTAssertEqual(ChartTicks.automatic(lower: -3, upper: 12).values, [-5, 0, 5, 10, 15])
        XCTAssertEqual(ChartTicks.automatic(lower: 0.12, upper: 0.87).values, [0, 0.2, 0.4, 0.6, 0.8, 1])
        XCTAssertEqual(ChartTicks.automatic(lower: 1200, upper: 3400).values, [0, 1000, 2000, 3000, 4000])
        XCTAssertEqual(ChartTicks.automatic(lower: 62, upper: 71, includesZero: false).values, [62, 64, 66, 68, 70, 72])
        XCTAssertEqual(ChartTicks.automatic(lower: 5, upper: 5).values, [0, 1, 2, 3, 4, 5])
        XCTAssertEqual(ChartTicks.automatic(lower: 0, upper: 0).values, [0, 0.2, 0.4, 0.6, 0.8, 1])
        XCTAssertEqual(ChartTicks.label(1500), "1,500")
        XCTAssertEqual(ChartTicks.label(0.4), "0.4")
    }

    // MARK: Bars

    /// Two categories, axes hidden: the plot is the whole 300 × 200. Domain 0…5 (step 1);
    /// each bar is 0.6 of its 150-point band (90) centred, as tall as its value.
    func testBarRectsFillTheirBands() throws {
        let result = try layoutSwift("""
            import SwiftUI
            import Charts
            struct Cups: View {
                var body: some View {
                    Chart {
                        BarMark(x: .value("Day", "Mon"), y: .value("Cups", 3))
                        BarMark(x: .value("Day", "Tue"), y: .value("Cups", 5))
                    }
                    .chartXAxis(.hidden)
                    .chartYAxis(.hidden)
                }
            }
            """, width: 300, height: 200)
        let bars = frames(result, "Rectangle").filter { $0.height > 1 }
        XCTAssertEqual(bars.map { [$0.minX, $0.minY, $0.width, $0.height] }, [[30, 80, 90, 120], [180, 0, 90, 200]])
        XCTAssertTrue(texts(result).isEmpty, "hidden axes draw no labels: \(texts(result).keys)")
    }

    /// `Chart(data) { item in … }` with `foregroundStyle(by:)`: bars of one category stack in
    /// the order given; the legend lists the values; a horizontal bar chart when x is the number.
    func testStackedBarsFromData() throws {
        let result = try layoutSwift("""
            import SwiftUI
            import Charts
            struct Sale: Identifiable { var id: Int; var city: String; var kind: String; var count: Int }
            struct SalesChart: View {
                let sales = [Sale(id: 0, city: "SF", kind: "Glazed", count: 2), Sale(id: 1, city: "SF", kind: "Jelly", count: 2),
                             Sale(id: 2, city: "LA", kind: "Glazed", count: 1)]
                var body: some View {
                    Chart(sales) { sale in
                        BarMark(x: .value("Count", sale.count), y: .value("City", sale.city))
                            .foregroundStyle(by: .value("Kind", sale.kind))
                    }
                    .chartXAxis(.hidden)
                    .chartYAxis(.hidden)
                    .chartLegend(.hidden)
                }
            }
            """, width: 400, height: 100)
        // x domain 0…4 (step 1); two bands of 50 on y, each bar 30 tall, centred.
        let bars = frames(result, "Rectangle").filter { $0.width > 1 && $0.height > 1 }
        XCTAssertEqual(bars.map { [$0.minX, $0.minY, $0.width, $0.height] }, [[0, 10, 200, 30], [200, 10, 200, 30], [0, 60, 100, 30]])
    }

    /// The automatic axes: y labels on the trailing edge, each centred on its gridline, 4 from
    /// the plot; x labels of a band axis centred under their bars; the legend under them.
    func testAxesAndLegendAroundThePlot() throws {
        let result = try layoutSwift("""
            import SwiftUI
            import Charts
            struct Cups: View {
                var body: some View {
                    Chart {
                        BarMark(x: .value("Day", "Mon"), y: .value("Cups", 3)).foregroundStyle(by: .value("Shop", "A"))
                        BarMark(x: .value("Day", "Tue"), y: .value("Cups", 5)).foregroundStyle(by: .value("Shop", "B"))
                    }
                }
            }
            """, width: 300, height: 200)
        let labels = texts(result)
        let caption2 = 11.0 / 17, caption = 12.0 / 17
        // Labels "0"…"5" (one character) and "Mon", "Tue"; caption2 scales the fake measurer.
        let gutter = 10 * caption2 + 4
        let legendHeight = max(ChartView.legendSymbol, 20 * caption)
        let plotHeight = 200 - (20 * caption2 + 4) - (legendHeight + 8)
        // Frames are rounded to the pixel grid (scale 1): a 0.5 gridline is one pixel or none.
        let grid = frames(result, "Rectangle").filter { $0.height <= 1 }
        XCTAssertEqual(grid.count, 6)
        XCTAssertEqual(grid.first?.width ?? 0, 300 - gutter, accuracy: 1)
        for value in 0...5 {
            guard let label = labels["\(value)"] else { return XCTFail("no label \(value): \(labels.keys)") }
            XCTAssertEqual(label.minX, 300 - gutter + 4, accuracy: 1)
            XCTAssertEqual(label.midY, plotHeight * (1 - Double(value) / 5), accuracy: 1)
        }
        let plotWidth = 300 - gutter
        XCTAssertEqual(labels["Mon"].map { $0.minX + $0.width / 2 } ?? 0, plotWidth * 0.25, accuracy: 0.5)
        XCTAssertEqual(labels["Tue"].map { $0.minX + $0.width / 2 } ?? 0, plotWidth * 0.75, accuracy: 0.5)
        XCTAssertEqual(labels["Mon"]?.minY ?? 0, plotHeight + 4, accuracy: 1)
        XCTAssertEqual(labels["A"]?.minY ?? 0, 200 - legendHeight + (legendHeight - 20 * caption) / 2, accuracy: 1)
        XCTAssertEqual(frames(result, "Circle").first?.minX ?? -1, 0, accuracy: 0.5)
    }

    // MARK: Lines, points, rules, sectors

    /// A line through its points in order, in the plot's coordinates; a catmullRom line is
    /// cubic curves through the same points; points are 7-point circles on their values.
    func testLinePointsAndRule() throws {
        let result = try layoutSwift("""
            import SwiftUI
            import Charts
            struct Reading: Identifiable { var id: Int { hour }; var hour: Int; var degrees: Double }
            struct Temps: View {
                let temps = [Reading(hour: 0, degrees: 2), Reading(hour: 1, degrees: 4), Reading(hour: 2, degrees: 3), Reading(hour: 4, degrees: 1)]
                var body: some View {
                    Chart {
                        ForEach(temps) { reading in
                            LineMark(x: .value("Hour", reading.hour), y: .value("Degrees", reading.degrees))
                            PointMark(x: .value("Hour", reading.hour), y: .value("Degrees", reading.degrees))
                        }
                        RuleMark(y: .value("Mean", 2.5))
                    }
                    .chartXAxis(.hidden)
                    .chartYAxis(.hidden)
                }
            }
            """, width: 400, height: 200)
        // x 0…4 (step 1), y 0…4 (step 1).
        let points = frames(result, "Circle")
        // Centred on the value, the 7-point circle's edges rounded to whole pixels (scale 1).
        XCTAssertEqual(points.map { [$0.minX, $0.minY, $0.width] }, [[-3, 97, 7], [97, -3, 7], [197, 47, 7], [397, 147, 7]])
        let rule = frames(result, "Rectangle").filter { $0.height == 1 }
        XCTAssertEqual(rule.map { [$0.minX, $0.minY, $0.width] }, [[0, 75, 400]], "74.5…75.5, rounded")
        let line = ChartPath(points: [Point(x: 0, y: 0.5), Point(x: 0.25, y: 1)], style: .foreground, area: false, baseline: 0, catmullRom: false)
        XCTAssertEqual(line.elements(in: Size(width: 400, height: 200)), [.move(to: Point(x: 0, y: 100)), .line(to: Point(x: 100, y: 0))])
        let area = ChartPath(points: [Point(x: 0, y: 0.5), Point(x: 1, y: 1)], style: .foreground, area: true, baseline: 0, catmullRom: false)
        XCTAssertEqual(area.elements(in: Size(width: 10, height: 10)),
                       [.move(to: Point(x: 0, y: 5)), .line(to: Point(x: 10, y: 0)), .line(to: Point(x: 10, y: 10)), .line(to: Point(x: 0, y: 10)), .close])
        let curve = ChartPath(points: [Point(x: 0, y: 0), Point(x: 0.5, y: 1), Point(x: 1, y: 0)], style: .foreground, area: false, baseline: 0, catmullRom: true)
        guard case .curve(let to, let c1, let c2)? = curve.elements(in: Size(width: 60, height: 60)).dropFirst().first else { return XCTFail("no curve") }
        XCTAssertEqual([to.x, to.y, c1.x, c1.y, c2.x, c2.y], [30, 0, 5, 50, 20, 0])
    }

    /// Sectors: slices of their angle over the sum, clockwise from 12 o'clock, in the largest
    /// circle of the plot; a ratio inner radius makes a donut.
    func testSectorsSliceTheCircle() throws {
        let result = try layoutSwift("""
            import SwiftUI
            import Charts
            struct Donut: View {
                var body: some View {
                    Chart {
                        SectorMark(angle: .value("Sales", 1), innerRadius: .ratio(0.5)).foregroundStyle(by: .value("Kind", "A"))
                        SectorMark(angle: .value("Sales", 3), innerRadius: .ratio(0.5)).foregroundStyle(by: .value("Kind", "B"))
                    }
                    .chartLegend(.hidden)
                }
            }
            """, width: 200, height: 100)
        XCTAssertTrue(texts(result).isEmpty, "a pie has no axes: \(texts(result).keys)")
        let slice = ChartSector(start: 0, end: 0.25, inner: ChartSector.Inner(kind: "ratio", amount: 0.5), angularInset: 0, style: .foreground)
        XCTAssertEqual(slice.elements(in: Size(width: 200, height: 100)), [
            .arc(center: Point(x: 100, y: 50), radius: 50, startAngle: -.pi / 2, endAngle: 0, clockwise: true),
            .arc(center: Point(x: 100, y: 50), radius: 25, startAngle: 0, endAngle: -.pi / 2, clockwise: false),
            .close,
        ])
    }

    // MARK: Bad input

    /// A mark outside a Chart, a mix of categories and numbers on one axis, a modifier a mark
    /// does not take: located errors, not a crash.
    /// A Swift file's mark modifier the marks do not take (`.offset`, `.annotation`) is left out
    /// with a located warning naming it; the chart is drawn as without it.
    /// An annotation a ForEach gives its line marks is left out with a warning, as on a lone
    /// line mark: the chart is drawn, the file not refused.
    func testAnAnnotationOfAForEachOfLinesIsLeftOut() throws {
        let source = """
        import SwiftUI
        import Charts
        struct Trend: View {
            let values = [3, 5, 4]
            var body: some View {
                Chart {
                    ForEach(values.indices, id: \\.self) { index in
                        LineMark(x: .value("Day", index), y: .value("Sales", values[index]))
                    }
                    .annotation(position: .top) { Text("peak") }
                }
            }
        }
        """
        let loaded = try SwiftSource.load(Array(source.utf8), file: "V.swift")
        XCTAssertTrue(loaded.warnings.contains { $0.contains(".annotation") }, "\(loaded.warnings)")
        XCTAssertFalse(JSONOutput.scene(loaded.json).contains("peak"), JSONOutput.scene(loaded.json))
    }

    func testUnknownMarkModifiersAreLeftOutWithAWarning() throws {
        func chart(_ modifiers: String) -> String {
            """
            import SwiftUI
            import Charts
            struct Week: View {
                var body: some View {
                    Chart {
                        BarMark(x: .value("Day", "Mon"), y: .value("Sales", 3))\(modifiers)
                        BarMark(x: .value("Day", "Tue"), y: .value("Sales", 4))
                    }
                    .chartXAxis(.hidden)
                    .chartYAxis(.hidden)
                }
            }
            """
        }
        let marked = chart("\n                .offset(x: 2)\n                .annotation(position: .top) { Text(\"3\") }\n                .cornerRadius(4, style: .continuous)")
        let loaded = try SwiftSource.load(Array(marked.utf8), file: "V.swift")
        // The annotation of a bar is drawn (`ChartRectangleTests`); the offset is left out.
        XCTAssertEqual(loaded.warnings.filter { $0.contains("chart mark's modifier") }.count, 1, "\(loaded.warnings)")
        // The mark's own `cornerRadius(_:style:)` is taken, not warned about.
        XCTAssertFalse(loaded.warnings.contains { $0.contains("cornerRadius") }, "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings.contains { $0.contains("V.swift:7:") && $0.contains(".offset of BarMark") }, "\(loaded.warnings)")
        let bars = { (source: String) in
            var found: [Rect] = []
            try self.layoutSwift(source, width: 200, height: 100).root.forEach {
                if ["Rectangle", "RoundedRectangle"].contains($0.view.label), $0.frame.width > 1, $0.frame.height > 1 { found.append($0.frame) }
            }
            return found
        }
        XCTAssertEqual(try bars(marked), try bars(chart("\n                .cornerRadius(4)")))
        XCTAssertEqual(try bars(marked).count, 2)
    }

    func testBadChartsAreLocatedErrors() {
        XCTAssertThrowsError(try scene(#"{"type": "BarMark", "x": {"label": "a", "value": 1}}"#)) { error in
            XCTAssertTrue("\(error)".contains("inside a Chart"), "\(error)")
        }
        XCTAssertThrowsError(try scene(#"""
            {"type": "Chart", "children": [{"type": "PointMark", "x": {"label": "a", "value": 1}},
                                           {"type": "PointMark", "x": {"label": "a", "value": "one"}}]}
            """#)) { error in XCTAssertTrue("\(error)".contains("one kind of value"), "\(error)") }
        XCTAssertThrowsError(try scene(#"""
            {"type": "Chart", "children": [{"type": "PointMark", "x": {"label": "a", "value": 1}, "modifiers": [{"padding": 3}]}]}
            """#)) { error in XCTAssertTrue("\(error)".contains("not padding"), "\(error)") }
        XCTAssertThrowsError(try scene(#"{"type": "Chart", "children": [{"type": "LineMark", "x": {"label": "a"}}]}"#))
    }
}
