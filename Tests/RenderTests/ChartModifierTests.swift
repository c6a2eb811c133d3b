import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Swift Charts' mark and chart modifiers Food Truck's sales history and weather card use —
/// `lineStyle`, `symbol(by:)`, `chartLegend(position:)`, `roundLowerBound:/roundUpperBound:`,
/// `mask { … }` and `DateBins(…).thresholds` — in snippets shaped like that app's code and
/// written here; exact numbers under the fixed-advance measurer.
extension ChartTests {
    /// Every placed node, in drawing order.
    private func nodes(_ result: Renderer.LayoutResult) -> [PlacedNode] {
        var found: [PlacedNode] = []
        result.root.forEach { found.append($0) }
        return found
    }

    private func sales(_ modifiers: String, chart: String = "", marks: String = "") -> String {
        """
        import SwiftUI
        import Charts
        struct Entry: Identifiable {
            var id: String { city + String(day) }
            var city: String
            var day: Int
            var sales: Double
        }
        struct History: View {
            let entries = [
                Entry(city: "Cupertino", day: 3, sales: 10), Entry(city: "Cupertino", day: 10, sales: 30), Entry(city: "Cupertino", day: 17, sales: 20),
                Entry(city: "London", day: 3, sales: 15), Entry(city: "London", day: 10, sales: 25), Entry(city: "London", day: 17, sales: 35),
            ]
            var body: some View {
                Chart {
                    ForEach(entries) { entry in
                        LineMark(x: .value("Day", entry.day), y: .value("Sales", entry.sales))
                            .foregroundStyle(by: .value("City", entry.city))\(modifiers)
                    }\(marks)
                }\(chart)
            }
        }
        """
    }

    /// `lineStyle(StrokeStyle(lineWidth: 5, dash: [4, 2]))` on the marks of a ForEach strokes
    /// each series' line 5 wide, dashed, with StrokeStyle's butt cap; without it, 2 and round.
    func testLineStyleStrokesTheSeriesItsWay() throws {
        func strokes(_ source: String) throws -> [ShapeDrawing] {
            try nodes(layoutSwift(source, width: 300, height: 200)).compactMap { node in
                guard node.view.label == "LineMark", case .shape(_, let drawing) = node.content else { return nil }
                return drawing
            }
        }
        let styled = try strokes(sales("\n                        .lineStyle(StrokeStyle(lineWidth: 5, dash: [4, 2]))"))
        XCTAssertEqual(styled.count, 2)
        for drawing in styled {
            XCTAssertEqual(drawing.lineWidth, 5)
            XCTAssertEqual(drawing.dash, [4, 2])
            XCTAssertEqual(drawing.lineCap, "butt")
        }
        let plain = try strokes(sales(""))
        XCTAssertEqual(plain.map(\.lineWidth), [2, 2])
        XCTAssertEqual(plain.map(\.lineCap), ["round", "round"])
        let loaded = try SwiftSource.load(Array(sales("\n                        .lineStyle(StrokeStyle(lineWidth: 5))").utf8), file: "V.swift")
        XCTAssertFalse(loaded.warnings.contains { $0.contains("lineStyle") }, "\(loaded.warnings)")
    }

    /// `symbol(by:)`: a 7-point symbol at each of a line's points, centred on it, the first
    /// value's a circle, the second's a square (`ChartSymbolShape`); the legend shows each
    /// value's symbol, 8 points.
    func testSymbolByDrawsEachSeriesShapeAtItsPoints() throws {
        let result = try layoutSwift(sales("\n                        .symbol(by: .value(\"City\", entry.city))"), width: 300, height: 200)
        let paths = nodes(result).filter { $0.view.label == "Path" }
        let plotSymbols = paths.filter { abs($0.frame.width - ChartView.pointSize) < 0.01 }
        XCTAssertEqual(plotSymbols.count, 6)
        let legendSymbols = paths.filter { abs($0.frame.width - ChartView.legendSymbol) < 0.01 }
        XCTAssertEqual(legendSymbols.count, 1, "the first value's circle is a Circle view, the second's square a Path")
        let circles = nodes(result).filter { $0.view.label == "Circle" }
        XCTAssertEqual(circles.count, 1)
        // Cupertino's circles and London's squares.
        func shapes(_ node: PlacedNode) -> [PathElement] {
            if case .shape(.path(let elements), _) = node.content { return elements }
            return []
        }
        XCTAssertEqual(plotSymbols.filter { if case .ellipse? = shapes($0).first { return true } else { return false } }.count, 3)
        XCTAssertEqual(plotSymbols.filter { if case .rect? = shapes($0).first { return true } else { return false } }.count, 3)
        // Each centred on its point: the first Cupertino point (day 3 of 0…20, sales 10 of 0…40).
        let gutter = 2 * 10 * Self.caption2 + ChartLayout.labelGap
        let plotWidth = 300 - gutter
        let xBand = 20 * Self.caption2 + ChartLayout.labelGap
        let legend = 20 * 12.0 / 17 + ChartLayout.legendGap
        let plotHeight = 200 - xBand - legend
        let first = plotSymbols[0].frame
        XCTAssertEqual(first.minX + first.width / 2, 3.0 / 20 * plotWidth, accuracy: 0.5)
        XCTAssertEqual(first.minY + first.height / 2, plotHeight - 10.0 / 40 * plotHeight, accuracy: 0.5)
    }

    /// `chartLegend(position: .top)`: the legend above the plot, the plot under it and the
    /// legend's gap; `spacing:` replaces the gap.
    func testLegendOnTopMovesThePlotDown() throws {
        for (modifier, gap) in [("\n        .chartLegend(position: .top)", ChartLayout.legendGap), ("\n        .chartLegend(position: .top, spacing: 20)", 20)] {
            let result = try layoutSwift(sales("", chart: modifier), width: 300, height: 200)
            let labels = texts(result)
            XCTAssertEqual(labels["Cupertino"]?.minY ?? -1, 0, accuracy: 0.5)
            let legendHeight = labels["Cupertino"]?.height ?? 0
            // The top gridline (40) lies along the plot's top edge.
            let grid = frames(result, "Rectangle").filter { $0.height < 1 && $0.width > 100 }
            let top = grid.map(\.minY).min() ?? 0
            XCTAssertEqual(top + ChartLayout.gridline / 2, legendHeight + gap, accuracy: 0.5, "\(grid)")
        }
    }

    /// `AxisMarks(values: .automatic(roundLowerBound: false, roundUpperBound: false))`: the x
    /// domain is the data's own 3…17 (not 0…20), so the lines start at the plot's leading edge
    /// and end at its trailing one; the marks are the step's multiples inside (5, 10, 15), and
    /// `value.count` counts those, so `index < count - 1` labels all but the last.
    func testUnroundedAutomaticValuesKeepTheDomainAtTheData() throws {
        let axis = """

                .chartXScale(domain: .automatic(includesZero: false))
                .chartXAxis {
                    AxisMarks(values: .automatic(roundLowerBound: false, roundUpperBound: false)) { value in
                        if value.index < value.count - 1 {
                            AxisValueLabel()
                        }
                        AxisGridLine()
                    }
                }
        """
        let source = sales("", chart: axis)
        let loaded = try SwiftSource.load(Array(source.utf8), file: "V.swift")
        XCTAssertFalse(loaded.warnings.contains { $0.contains("round") }, "\(loaded.warnings)")
        let result = try layoutSwift(source, width: 300, height: 200)
        let labels = texts(result)
        XCTAssertNotNil(labels["5"])
        XCTAssertNotNil(labels["10"])
        XCTAssertNil(labels["15"])
        let lines = nodes(result).filter { $0.view.label == "LineMark" }
        XCTAssertEqual(lines.count, 2)
        for line in lines {
            guard case .shape(.path(let elements), _) = line.content, case .move(let start)? = elements.first, case .line(let end)? = elements.last else {
                return XCTFail("a line's path")
            }
            XCTAssertEqual(start.x, 0, accuracy: 0.001)
            XCTAssertEqual(end.x, line.frame.width, accuracy: 0.001)
        }
        // The gridlines at 5, 10 and 15 of 3…17.
        // (Frames are whole pixels: a 0.5-point line is 0 or 1 wide.)
        let grid = frames(result, "Rectangle").filter { $0.width <= 1 && $0.height > 50 }.map { $0.minX + $0.width / 2 }
        let plotWidth = lines[0].frame.width
        XCTAssertEqual(grid.count, 3)
        for (x, value) in zip(grid.sorted(), [5.0, 10, 15]) { XCTAssertEqual(x, (value - 3) / 14 * plotWidth, accuracy: 1) }
    }

    /// `RectangleMark(xStart:xEnd:).opacity(0.5).mask { AreaMark … }` (Food Truck's night
    /// shading): a canvas fill of the rectangle, at half opacity, clipped to the area's outline.
    func testMaskedRectangleIsDrawnThroughTheArea() throws {
        let marks = """

                    RectangleMark(xStart: .value("Day", 10), xEnd: .value("Day", 17))
                        .opacity(0.5)
                        .mask {
                            ForEach(entries) { entry in
                                AreaMark(x: .value("Day", entry.day), yStart: .value("Sales", 0), yEnd: .value("Sales", entry.sales), series: .value("Mask", 1))
                            }
                        }
        """
        let source = sales("", chart: "\n        .chartLegend(.hidden)", marks: marks)
        let loaded = try SwiftSource.load(Array(source.utf8), file: "V.swift")
        XCTAssertFalse(loaded.warnings.contains { $0.contains("mask") }, "\(loaded.warnings)")
        let result = try layoutSwift(source, width: 300, height: 200)
        let masked = nodes(result).filter { $0.view.label == "RectangleMark" }
        XCTAssertEqual(masked.count, 1)
        guard let node = masked.first, case .canvas(let drawing) = node.content, drawing.commands.count == 1,
              case .fill(let elements, _, _) = drawing.commands[0].kind, case .rect(let box)? = elements.first else {
            return XCTFail("a masked rectangle is a canvas fill: \(masked.map(\.content))")
        }
        // Days 10…17 of 0…20 across the whole plot's height.
        XCTAssertEqual(box.minX, 0.5 * node.frame.width, accuracy: 0.01)
        XCTAssertEqual(box.width, 0.35 * node.frame.width, accuracy: 0.01)
        XCTAssertEqual(box.height, node.frame.height, accuracy: 0.01)
        XCTAssertEqual(drawing.commands[0].opacity, 0.5)
        XCTAssertEqual(drawing.commands[0].clips.count, 1)
        // The clip is the area series' outline: its six points (two sides of three), closed.
        let clip = drawing.commands[0].clips[0].elements
        XCTAssertEqual(clip.first.map { if case .move = $0 { return true } else { return false } }, true)
        XCTAssertEqual(clip.last, .close)
        // A mask of other content is left out with a warning, as before.
        let lined = sales("", marks: """

                    RectangleMark(xStart: .value("Day", 10), xEnd: .value("Day", 17))
                        .mask { LineMark(x: .value("Day", 3), y: .value("Sales", 1)) }
        """)
        let warned = try SwiftSource.load(Array(lined.utf8), file: "V.swift")
        XCTAssertTrue(warned.warnings.contains { $0.contains("left out .mask of RectangleMark") }, "\(warned.warnings)")
    }

    /// `DateBins(unit: .hour, by: 3, range: start...end).thresholds`: every 3 hours from the
    /// range's first hour to its end, the axis' marks.
    func testDateBinThresholdsAreTheAxisValues() throws {
        let source = """
            import SwiftUI
            import Charts
            struct Forecast: View {
                let start = Calendar.current.date(from: DateComponents(year: 2022, month: 5, day: 6, hour: 9))!
                var end: Date { Calendar.current.date(byAdding: .hour, value: 9, to: start)! }
                var body: some View {
                    Chart {
                        LineMark(x: .value("Hour", start), y: .value("Degrees", 60))
                        LineMark(x: .value("Hour", end), y: .value("Degrees", 70))
                    }
                    .chartXAxis {
                        AxisMarks(values: DateBins(unit: .hour, by: 3, range: start...end).thresholds) { _ in
                            AxisValueLabel(format: .dateTime.hour())
                        }
                    }
                }
            }
            """
        let loaded = try SwiftSource.load(Array(source.utf8), file: "V.swift")
        XCTAssertFalse(loaded.warnings.contains { $0.contains("DateBins") }, "\(loaded.warnings)")
        // Foundation writes "9\u{202F}AM" (a narrow no-break space) where it is recent enough.
        let labels = Set(texts(try layoutSwift(source, width: 300, height: 200)).keys.map { $0.replacingOccurrences(of: "\u{202F}", with: " ") })
        for hour in ["9 AM", "12 PM", "3 PM", "6 PM"] { XCTAssertTrue(labels.contains(hour), "\(labels.sorted())") }
        // Only those: not the automatic axis' hours between.
        for hour in ["10 AM", "11 AM", "1 PM", "2 PM"] { XCTAssertFalse(labels.contains(hour), "\(labels.sorted())") }
    }

    /// `chartPlotStyle { content in content.chartOverlay { proxy in if locked { … } } }` of a
    /// false flag (Food Truck's sales history at rest) draws the chart as it is, silently; an
    /// overlay that builds a view is left out with its warning, as before.
    func testPlotStyleWithAnEmptyOverlayLeavesTheChartAsDrawn() throws {
        func source(_ locked: Bool) -> String {
            sales("", chart: """

                    .chartPlotStyle { content in
                        content.chartOverlay { proxy in
                            if \(locked) {
                                Text("Premium Feature")
                            }
                        }
                    }
            """)
        }
        let open = try SwiftSource.load(Array(source(false).utf8), file: "V.swift")
        XCTAssertEqual(open.warnings, [], "\(open.warnings)")
        XCTAssertEqual(try frames(layoutSwift(source(false), width: 300, height: 200), "LineMark"),
                       try frames(layoutSwift(sales(""), width: 300, height: 200), "LineMark"))
        let locked = try SwiftSource.load(Array(source(true).utf8), file: "V.swift")
        XCTAssertTrue(locked.warnings.contains { $0.contains("chartOverlay") || $0.contains("chartPlotStyle") }, "\(locked.warnings)")
    }

    /// In a JSON scene these modifiers on a mark that does not draw them are located errors.
    func testMarkModifiersOnOtherMarksAreErrors() {
        XCTAssertThrowsError(try scene(#"""
            {"type": "Chart", "children": [{"type": "BarMark", "x": {"label": "a", "value": "A"}, "y": {"label": "b", "value": 1},
                                            "modifiers": [{"lineStyle": {"lineWidth": 3}}]}]}
            """#)) { error in XCTAssertTrue("\(error)".contains("lineStyle is drawn on"), "\(error)") }
        XCTAssertThrowsError(try scene(#"""
            {"type": "Chart", "children": [{"type": "PointMark", "x": {"label": "a", "value": 1}, "modifiers": [{"symbol": "hexagon"}]}]}
            """#)) { error in XCTAssertTrue("\(error)".contains("a chart symbol is circle"), "\(error)") }
        XCTAssertThrowsError(try scene(#"{"type": "Text", "text": "x", "modifiers": [{"chartLegend": {"position": "overlay"}}]}"#)) { error in
            XCTAssertTrue("\(error)".contains("automatic, top or bottom"), "\(error)")
        }
    }

    /// A chart line's stroke style is checked as a shape's is (`StrokeStyleFields`): a dash of
    /// zeros, which Cairo cannot draw, and an unknown cap are located errors, not a failed paint.
    func testALineStylesDashAndCapAreCheckedAsAShapes() {
        func lineStyle(_ style: String) -> String {
            #"{"type": "Chart", "children": [{"type": "LineMark", "x": {"label": "a", "value": 1}, "y": {"label": "b", "value": 2}, "modifiers": [{"lineStyle": "# + style + "}]}]}"
        }
        XCTAssertThrowsError(try scene(lineStyle(#"{"dash": [0, 0]}"#))) { error in XCTAssertTrue("\(error)".contains("a dash needs a length above 0"), "\(error)") }
        XCTAssertThrowsError(try scene(lineStyle(#"{"lineCap": "banana"}"#))) { error in XCTAssertTrue("\(error)".contains("line cap"), "\(error)") }
        XCTAssertNoThrow(try scene(lineStyle(#"{"dash": [4, 0], "lineCap": "square"}"#)))
    }

    /// The legend is drawn at the leading edge: a leading alignment is taken; another is a JSON
    /// error, and from Swift the call is left out with its warning (the automatic legend drawn).
    func testALegendAlignmentOtherThanLeadingIsNotSilentlyDropped() throws {
        XCTAssertNoThrow(try scene(#"{"type": "Text", "text": "x", "modifiers": [{"chartLegend": {"position": "top", "alignment": "leading"}}]}"#))
        XCTAssertThrowsError(try scene(#"{"type": "Text", "text": "x", "modifiers": [{"chartLegend": {"position": "top", "alignment": "center"}}]}"#)) { error in
            XCTAssertTrue("\(error)".contains("alignment is leading"), "\(error)")
        }
        let centred = try SwiftSource.load(Array(sales("", chart: "\n        .chartLegend(position: .top, alignment: .center)").utf8), file: "V.swift")
        XCTAssertTrue(centred.warnings.contains { $0.contains("left out .chartLegend(position: alignment:)") }, "\(centred.warnings)")
        let leading = try SwiftSource.load(Array(sales("", chart: "\n        .chartLegend(position: .top, alignment: .leading)").utf8), file: "V.swift")
        XCTAssertFalse(leading.warnings.contains { $0.contains("chartLegend") }, "\(leading.warnings)")
    }

    /// The alpha of an `opacity` modifier node; nil for any other node.
    private func opacity(_ node: PlacedNode) -> Double? {
        guard case .modifier(let modifier) = node.view.kind, let opacity = modifier.behavior as? Opacity else { return nil }
        return opacity.alpha
    }

    /// A mark's `.opacity` on all it draws: a line's symbols and its series' stroke, a point's
    /// symbol, a styled rule (before, these were drawn opaque: review 17 R2, a regression of
    /// the styled rule, which a plain rule's rectangle never had).
    func testAMarksOpacityAppliesToItsSymbolsLinesAndStyledRules() throws {
        let marks = """

                    RuleMark(y: .value("Goal", 20))
                        .foregroundStyle(.red)
                        .lineStyle(StrokeStyle(lineWidth: 1, dash: [2, 2]))
                        .opacity(0.3)
                    PointMark(x: .value("Day", 10), y: .value("Sales", 5))
                        .symbol(.diamond)
                        .opacity(0.4)
        """
        let source = sales("\n                        .symbol(by: .value(\"City\", entry.city))\n                        .opacity(0.5)", marks: marks)
        let result = try layoutSwift(source, width: 300, height: 200)
        // Six line symbols at 0.5 and the diamond at 0.4, each an opacity around its symbol.
        let alphas = nodes(result).compactMap(opacity)
        XCTAssertEqual(alphas.filter { $0 == 0.5 }.count, 6, "\(alphas)")
        XCTAssertEqual(alphas.filter { $0 == 0.4 }.count, 1, "\(alphas)")
        func stroke(_ node: PlacedNode) -> ResolvedShapeStyle? {
            guard case .shape(_, let drawing) = node.content else { return nil }
            return drawing.stroke
        }
        // The series' lines, in the palette's blue and green at 0.5.
        let lines = nodes(result).filter { $0.view.label == "LineMark" }.compactMap(stroke)
        XCTAssertEqual(lines, [try XCTUnwrap(RGBA.named["blue"]), try XCTUnwrap(RGBA.named["green"])].map { ResolvedShapeStyle.color($0).opacity(0.5) })
        // The styled rule, named as written, red at 0.3.
        let rules = nodes(result).filter { $0.view.label == "RuleMark" }.compactMap(stroke)
        XCTAssertEqual(rules, [ResolvedShapeStyle.color(try XCTUnwrap(RGBA.named["red"])).opacity(0.3)])
    }

    /// The legend matches a symbol to its series by the value itself, and only when
    /// `symbol(by:)` plots the same field as `foregroundStyle(by:)` (before, by the value's
    /// text: a "Kind" value "Cupertino" gave the City "Cupertino" its square; review 17 R2).
    func testTheLegendMatchesSymbolsByFieldAndValue() throws {
        func legendPaths(_ symbolBy: String) throws -> Int {
            let result = try layoutSwift(sales("\n                        .symbol(by: \(symbolBy))"), width: 300, height: 200)
            return nodes(result).filter { $0.view.label == "Path" && abs($0.frame.width - ChartView.legendSymbol) < 0.01 }.count
        }
        // Another field whose second value reads "Cupertino": the City legend keeps its circles.
        XCTAssertEqual(try legendPaths(#".value("Kind", entry.city == "London" ? "Cupertino" : "Other")"#), 0)
        // The same field: London's square stands for it.
        XCTAssertEqual(try legendPaths(#".value("City", entry.city)"#), 1)
        // The number 7 and the category "7" are two series, each its colour and legend entry.
        let decoded = try scene(#"""
            {"type": "Chart", "children": [
              {"type": "LineMark", "x": {"label": "a", "value": 1}, "y": {"label": "b", "value": 2}, "modifiers": [{"foregroundStyle": {"by": {"label": "Code", "value": 7}}}]},
              {"type": "LineMark", "x": {"label": "a", "value": 2}, "y": {"label": "b", "value": 3}, "modifiers": [{"foregroundStyle": {"by": {"label": "Code", "value": 7}}}]},
              {"type": "LineMark", "x": {"label": "a", "value": 1}, "y": {"label": "b", "value": 1}, "modifiers": [{"foregroundStyle": {"by": {"label": "Code", "value": "7"}}}]},
              {"type": "LineMark", "x": {"label": "a", "value": 2}, "y": {"label": "b", "value": 4}, "modifiers": [{"foregroundStyle": {"by": {"label": "Code", "value": "7"}}}]}]}
            """#)
        var options = RenderOptions(canvas: decoded.canvas)
        options.width = 300
        options.height = 200
        let result = try Renderer.layout(decoded.root, options: options, measurer: FixedAdvanceMeasurer())
        XCTAssertEqual(nodes(result).filter { $0.view.label == "LineMark" }.count, 2)
        XCTAssertEqual(nodes(result).filter { $0.view.label == "Text \"7\"" }.count, 2)
    }

    /// A masked `BarMark` is named as written in dumps and warnings (it was "RectangleMark").
    func testAMaskedBarIsNamedBarMark() throws {
        let marks = """

                    BarMark(x: .value("Day", 10), y: .value("Sales", 20))
                        .mask { RectangleMark(xStart: .value("Day", 0), xEnd: .value("Day", 12)) }
        """
        let result = try layoutSwift(sales("", marks: marks), width: 300, height: 200)
        let bars = nodes(result).filter { $0.view.label == "BarMark" }
        XCTAssertEqual(bars.count, 1)
        if let bar = bars.first, case .canvas = bar.content {} else { XCTFail("a masked bar is a canvas fill: \(bars.map(\.content))") }
        XCTAssertEqual(nodes(result).filter { $0.view.label == "RectangleMark" }.count, 0)
    }
}
