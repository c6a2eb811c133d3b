import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// A chart's own axes, `chartXAxis { AxisMarks(values:) { value in … } }` (`InterpreterChartAxes`,
/// `ChartAxisMarks`, `ChartView` step 6), shaped like Food Truck's donut and weather charts,
/// written here; exact numbers under the fixed-advance measurer (caption2 is 11/17 of its
/// 10-point advance and 20-point line).
private extension Rect {
    var centre: (x: Double, y: Double) { (minX + width / 2, minY + height / 2) }
}

extension ChartTests {
    static let caption2 = 11.0 / 17

    /// Explicit values: a gridline, a tick and a text label at 0 and 5 only (not the automatic
    /// 0…5), the labels on the trailing edge centred on their values.
    func testAxisMarksDrawGridlinesTicksAndLabelsAtTheirValues() throws {
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
                    .chartYAxis {
                        AxisMarks(values: [0, 5]) { value in
                            AxisGridLine()
                            AxisTick()
                            AxisValueLabel("\\(value.as(Int.self)!) cups")
                        }
                    }
                }
            }
            """, width: 300, height: 200)
        let labels = texts(result)
        XCTAssertEqual(Set(labels.keys), ["0 cups", "5 cups"])
        let gutter = 6 * 10 * Self.caption2 + ChartLayout.labelGap
        let plotWidth = 300 - gutter
        XCTAssertEqual(labels["0 cups"]?.minX ?? 0, plotWidth + 4, accuracy: 1)
        XCTAssertEqual(labels["0 cups"]?.centre.y ?? 0, 200, accuracy: 1)
        XCTAssertEqual(labels["5 cups"]?.centre.y ?? 0, 0, accuracy: 1)
        // Two gridlines across the plot, two 4-point ticks past its trailing edge.
        let thin = frames(result, "Rectangle").filter { $0.height <= 1 }
        XCTAssertEqual(thin.filter { $0.width > 100 }.count, 2, "\(thin)")
        let ticks = thin.filter { $0.width < 10 }
        XCTAssertEqual(ticks.count, 2, "\(thin)")
        for tick in ticks {
            XCTAssertEqual(tick.minX, plotWidth, accuracy: 1)
            XCTAssertEqual(tick.width, ChartLayout.tickLength, accuracy: 1)
        }
    }

    /// A category's label view (`AxisValueLabel { … }`, run once per value with `value`) is
    /// proposed its band's width: a long name wraps to two lines, centred under its band; the
    /// band under the plot is as tall as the tallest label.
    func testAxisValueLabelContentIsProposedItsBand() throws {
        let result = try layoutSwift("""
            import SwiftUI
            import Charts
            struct Top: View {
                var body: some View {
                    Chart {
                        BarMark(x: .value("Donut", "Powdered Strawberry"), y: .value("Sales", 3))
                        BarMark(x: .value("Donut", "Nighttime"), y: .value("Sales", 5))
                    }
                    .chartYAxis(.hidden)
                    .chartXAxis {
                        AxisMarks { value in
                            AxisValueLabel {
                                Text(value.as(String.self) ?? "?")
                                    .multilineTextAlignment(.center)
                            }
                        }
                    }
                }
            }
            """, width: 200, height: 200)
        let labels = texts(result)
        let line = 20 * Self.caption2
        guard let long = labels["Powdered Strawberry"], let short = labels["Nighttime"] else { return XCTFail("\(labels.keys)") }
        XCTAssertEqual(long.height, 2 * line, accuracy: 0.5)
        XCTAssertEqual(long.width, 10 * 10 * Self.caption2, accuracy: 1)  // "Strawberry", the longer line
        XCTAssertEqual(long.centre.x, 50, accuracy: 1)
        XCTAssertEqual(short.centre.x, 150, accuracy: 1)
        let plotHeight = 200 - (2 * line + ChartLayout.labelGap)
        XCTAssertEqual(long.minY, plotHeight + 4, accuracy: 1)
        // The bars end at the plot's bottom edge.
        let bars = frames(result, "Rectangle").filter { $0.height > 1 }
        XCTAssertEqual(bars.map(\.maxY).max() ?? 0, plotHeight, accuracy: 1)
    }

    /// `values:` forms: `.stride(by:)` the multiples inside the domain, `.automatic(desiredCount:)`
    /// nice steps for that many; without a closure a mark is a gridline and a label.
    func testAxisMarkValueForms() throws {
        func labels(_ values: String) throws -> [String] {
            let result = try layoutSwift("""
                import SwiftUI
                import Charts
                struct Cups: View {
                    var body: some View {
                        Chart {
                            BarMark(x: .value("Day", "Mon"), y: .value("Cups", 5))
                        }
                        .chartXAxis(.hidden)
                        .chartYAxis { AxisMarks(values: \(values)) }
                    }
                }
                """, width: 300, height: 200)
            return texts(result).sorted { $0.value.centre.y > $1.value.centre.y }.map(\.key)
        }
        XCTAssertEqual(try labels(".stride(by: 2)"), ["0", "2", "4"])
        XCTAssertEqual(try labels(".automatic(desiredCount: 2)"), ["0", "2.5", "5"])
        XCTAssertEqual(try labels(".automatic"), ["0", "1", "2", "3", "4", "5"])
        XCTAssertEqual(try labels("[1, 9]"), ["1"])  // 9 is outside the domain 0…5: not drawn
        // Bad strides end, drawing the automatic values (a stride of 1,000 marks or more, with a
        // warning: testTooManyStrideMarksAndRoundingWarn; a stride that is no stride).
        XCTAssertEqual(try labels(".stride(by: 1e-300)"), ["0", "1", "2", "3", "4", "5"])
        XCTAssertEqual(try labels(".stride(by: 0)"), ["0", "1", "2", "3", "4", "5"])
        XCTAssertEqual(try labels(".automatic(desiredCount: -3)"), ["0", "5"])
        XCTAssertEqual(try labels("[1e300, .nan]"), ["0", "1", "2", "3", "4", "5"])
    }

    /// `format:` writes the value: `.dateTime.hour()` on a date axis strided every 3 hours,
    /// `IntegerFormatStyle<Int>()` on numbers (2.5 gets no label); `centered:` puts a label halfway
    /// to the next value.
    func testAxisValueLabelFormatsAndCentres() throws {
        let result = try layoutSwift("""
            import SwiftUI
            import Charts
            struct Weather: View {
                var body: some View {
                    Chart {
                        LineMark(x: .value("Hour", Date(timeIntervalSince1970: 0)), y: .value("Degrees", 0))
                        LineMark(x: .value("Hour", Date(timeIntervalSince1970: 21_600)), y: .value("Degrees", 4))
                    }
                    .chartXAxis {
                        AxisMarks(values: .stride(by: .hour, count: 3)) { _ in
                            AxisValueLabel(format: .dateTime.hour(), centered: true)
                        }
                    }
                    .chartYAxis {
                        AxisMarks(values: [2, 2.5]) { _ in AxisValueLabel(format: IntegerFormatStyle<Int>()) }
                    }
                }
            }
            """, width: 300, height: 200)
        let labels = texts(result)
        // Foundation writes a narrow no-break space before AM, as iOS 17 does.
        XCTAssertEqual(Set(labels.keys), ["12\u{202F}AM", "3\u{202F}AM", "6\u{202F}AM", "2"])
        let gutter = 10 * Self.caption2 + ChartLayout.labelGap
        let plotWidth = 300 - gutter
        // Hours 0, 3, 6 at fractions 0, ½, 1; centred labels halfway on (the last half a gap on).
        XCTAssertEqual(labels["12\u{202F}AM"]?.centre.x ?? 0, plotWidth * 0.25, accuracy: 1)
        XCTAssertEqual(labels["3\u{202F}AM"]?.centre.x ?? 0, plotWidth * 0.75, accuracy: 1)
        XCTAssertEqual(labels["6\u{202F}AM"]?.centre.x ?? 0, plotWidth * 1.25, accuracy: 1)
    }

    /// What is not drawn is named: `position:`, an AxisGridLine's `stroke:`.
    func testUndrawnAxisArgumentsWarn() throws {
        let source = """
            import SwiftUI
            import Charts
            struct Cups: View {
                var body: some View {
                    Chart {
                        BarMark(x: .value("Day", "Mon"), y: .value("Cups", 5))
                    }
                    .chartYAxis {
                        AxisMarks(position: .leading) { _ in
                            AxisGridLine(stroke: StrokeStyle(lineWidth: 2))
                            AxisValueLabel()
                        }
                    }
                }
            }
            """
        let loaded = try SwiftSource.load(Array(source.utf8), file: "V.swift")
        XCTAssertTrue(loaded.warnings.contains { $0.contains("V.swift:9:") && $0.contains("left out position: of AxisMarks") }, "\(loaded.warnings)")
        // Warned once, not once per value.
        XCTAssertEqual(loaded.warnings.filter { $0.contains("left out stroke: of AxisGridLine") }.count, 1, "\(loaded.warnings)")
        XCTAssertFalse(loaded.warnings.contains { $0.contains("not drawn yet; the automatic axis is drawn") }, "\(loaded.warnings)")
    }

    /// Review 13 R2 (chart items 6–7): a stride of 1,000 marks or more draws the automatic values
    /// with a warning, not an empty axis; `roundLowerBound: true` is the default and silent
    /// (branch chart25ah draws the flags: `ChartAxisRounding`, ChartModifierTests).
    func testTooManyStrideMarksAndRoundingWarn() throws {
        let source = """
            import SwiftUI
            import Charts
            struct Cups: View {
                var body: some View {
                    Chart {
                        LineMark(x: .value("Hour", 0), y: .value("Cups", 0))
                        LineMark(x: .value("Hour", 100), y: .value("Cups", 5))
                    }
                    .chartXAxis { AxisMarks(values: .stride(by: 0.001)) }
                    .chartYAxis { AxisMarks(values: .automatic(roundLowerBound: true)) }
                }
            }
            """
        let loaded = try SwiftSource.load(Array(source.utf8), file: "V.swift")
        XCTAssertTrue(loaded.warnings.contains { $0.contains("V.swift:9:") && $0.contains("1,000 marks or more; the automatic values are drawn") }, "\(loaded.warnings)")
        XCTAssertFalse(loaded.warnings.contains { $0.contains("V.swift:10:") }, "\(loaded.warnings)")
        // The x axis keeps marks: the automatic values' labels are there.
        XCTAssertTrue("\(loaded.json)".contains("xAxis"), "\(loaded.json)")
    }

    /// Review 13 R2 (chart item 6): two `AxisMarks` of 600 values each on one axis pass the
    /// 1,000-mark cap together: the first 1,000 are drawn, with a warning, not a refused file.
    func testSeveralAxisMarksShareTheMarkCap() throws {
        let source = """
            import SwiftUI
            import Charts
            struct Cups: View {
                var body: some View {
                    Chart {
                        LineMark(x: .value("Hour", 0), y: .value("Cups", 0))
                        LineMark(x: .value("Hour", 100), y: .value("Cups", 5))
                    }
                    .chartXAxis {
                        AxisMarks(values: Array(0..<600))
                        AxisMarks(values: Array(0..<600))
                    }
                }
            }
            """
        let loaded = try SwiftSource.load(Array(source.utf8), file: "V.swift")
        XCTAssertEqual(loaded.warnings.filter { $0.contains("past 1,000 marks on one axis") }.count, 1, "\(loaded.warnings)")
        let json = "\(loaded.json)"
        XCTAssertTrue(json.contains("xAxis"), json)
        // Exactly 1,000 marks: the first AxisMarks' 600 (0…599) and the second's first 400
        // (0…399). Each mark has one grid line and its label's text: "399" is in both, "400" and
        // "599" only in the first.
        func count(_ part: String) -> Int { json.components(separatedBy: part).count - 1 }
        XCTAssertEqual(count("gridLine"), 1000)
        XCTAssertEqual([count("\"399\""), count("\"400\""), count("\"599\"")], [2, 1, 1])
        _ = try Renderer.layout(loaded.scene.root, options: RenderOptions(canvas: loaded.scene.canvas), measurer: FixedAdvanceMeasurer())
    }

    func testBadAxisMarksAreLocatedErrors() {
        let bar = #"{"type": "BarMark", "x": {"label": "d", "value": "Mon"}, "y": {"label": "n", "value": 3}}"#
        XCTAssertThrowsError(try scene(#"{"type": "Chart", "children": [\#(bar)], "yAxis": {"marks": [{"value": {"value": 1}, "grid": true}]}}"#)) { error in
            XCTAssertTrue("\(error)".contains("an axis mark"), "\(error)")
        }
        XCTAssertThrowsError(try scene(#"{"type": "Chart", "children": [\#(bar)], "yAxis": {"marks": [{"tick": true}]}}"#)) { error in
            XCTAssertTrue("\(error)".contains("needs its value"), "\(error)")
        }
        XCTAssertThrowsError(try scene(#"{"type": "Chart", "children": [\#(bar)], "xAxis": {"marks": 3}}"#))
        // A label that is no view is the view decoder's error.
        XCTAssertThrowsError(try scene(#"{"type": "Chart", "children": [\#(bar)], "xAxis": {"marks": [{"value": {"value": "Mon"}, "label": 7}]}}"#))
    }
}
