import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// `RectangleMark` and `AreaMark(x:yStart:yEnd:)` (`ChartPlan.rectangleSpan`, `ChartPath.lows`),
/// shaped like Food Truck's weather card (night hours shaded, a 4-point marker at dusk), written
/// here; exact numbers under the fixed-advance measurer.
extension ChartTests {
    /// x 0…4 and y 0…4 (steps of 1) on a 400 × 200 plot, axes hidden: `xStart…xEnd` alone
    /// spans the plot's height; `x` with `yStart…yEnd` and `width: .fixed(4)` is 4 points wide,
    /// centred on its value.
    func testRectangleMarksSpanRangesOrAreCentred() throws {
        let result = try layoutSwift("""
            import SwiftUI
            import Charts
            struct Night: View {
                var body: some View {
                    Chart {
                        RectangleMark(xStart: .value("Hour", 2), xEnd: .value("Hour", 3))
                            .opacity(0.5)
                        RectangleMark(x: .value("Hour", 1), yStart: .value("Degrees", 1), yEnd: .value("Degrees", 3), width: .fixed(4))
                        PointMark(x: .value("Hour", 4), y: .value("Degrees", 4))
                    }
                    .chartXAxis(.hidden)
                    .chartYAxis(.hidden)
                }
            }
            """, width: 400, height: 200)
        let rects = frames(result, "Rectangle").filter { $0.height > 1 }
        XCTAssertEqual(rects.map { [$0.minX, $0.minY, $0.width, $0.height] }, [[200, 0, 100, 200], [98, 50, 4, 100]])
    }

    /// On category axes a rectangle fills its band (a heat map's tile); `.ratio` narrows it.
    func testRectangleMarksFillTheirBands() throws {
        let result = try layoutSwift("""
            import SwiftUI
            import Charts
            struct Tiles: View {
                var body: some View {
                    Chart {
                        RectangleMark(x: .value("Day", "Mon"), y: .value("Shift", "Early"))
                        RectangleMark(x: .value("Day", "Tue"), y: .value("Shift", "Early"), width: .ratio(0.5))
                    }
                    .chartXAxis(.hidden)
                    .chartYAxis(.hidden)
                }
            }
            """, width: 400, height: 100)
        let rects = frames(result, "Rectangle").filter { $0.height > 1 }
        XCTAssertEqual(rects.map { [$0.minX, $0.minY, $0.width, $0.height] }, [[0, 0, 200, 100], [250, 0, 100, 100]])
    }

    /// An area of ranges is filled between its upper and lower points; the lower edge runs back.
    func testAreaOfRangesFillsBetweenThem() {
        let band = ChartPath(points: [Point(x: 0, y: 0.5), Point(x: 1, y: 1)], style: .foreground, area: true, baseline: 0, catmullRom: false)
        var ranged = band
        ranged.lows = [0.25, 0.5]
        XCTAssertEqual(ranged.elements(in: Size(width: 10, height: 10)),
                       [.move(to: Point(x: 0, y: 5)), .line(to: Point(x: 10, y: 0)), .line(to: Point(x: 10, y: 5)), .line(to: Point(x: 0, y: 7.5)), .close])
        // Without lows it is filled down to the baseline, as before.
        XCTAssertEqual(band.elements(in: Size(width: 10, height: 10)).count, 5)
    }

    func testBadRectangleSidesAreLocatedErrors() {
        XCTAssertThrowsError(try scene(#"""
            {"type": "Chart", "children": [{"type": "RectangleMark", "x": {"label": "a", "value": 1}, "width": {"fixed": -1}}]}
            """#)) { error in XCTAssertTrue("\(error)".contains("from 0 to 100000"), "\(error)") }
        XCTAssertThrowsError(try scene(#"""
            {"type": "Chart", "children": [{"type": "RectangleMark", "x": {"label": "a", "value": 1}, "width": 4}]}
            """#))
    }
}

extension ChartTests {
    /// Food Truck's sales bars carry their count above them; its weather markers a symbol. Two
    /// bands of 100 on a 200 × 100 plot (axes hidden), y 0…5: the bar of 4 is 20…80 across and
    /// 20…100 down; its annotation sits `spacing` (5) above it, centred.
    func testAnnotationsSitBesideTheirMark() throws {
        let result = try layoutSwift("""
            import SwiftUI
            import Charts
            struct Sales: View {
                var body: some View {
                    Chart {
                        BarMark(x: .value("Donut", "Classic"), y: .value("Sales", 4))
                            .annotation(position: .top, alignment: .bottom, spacing: 5) {
                                Text("4")
                            }
                        BarMark(x: .value("Donut", "Sprinkles"), y: .value("Sales", 5))
                            .annotation(position: .overlay, alignment: .topLeading) {
                                Text("5")
                            }
                    }
                    .chartXAxis(.hidden)
                    .chartYAxis(.hidden)
                }
            }
            """, width: 200, height: 100)
        let bars = frames(result, "Rectangle").filter { $0.height > 1 }
        XCTAssertEqual(bars.map { [$0.minX, $0.minY, $0.width, $0.height] }, [[20, 20, 60, 80], [120, 0, 60, 100]])
        let labels = texts(result)
        guard let four = labels["4"], let five = labels["5"] else { return XCTFail("\(labels.keys)") }
        // Above the first bar, centred on it, 5 points up; inside the second, at its top leading corner.
        XCTAssertEqual([four.minX + four.width / 2, four.minY + four.height], [50, 15])
        XCTAssertEqual([five.minX, five.minY], [120, 0])
        XCTAssertEqual(ChartLayout.annotationOrigin(Rect(x: 10, y: 10, width: 20, height: 40), size: Size(width: 6, height: 8),
                                                    position: "trailing", alignment: "bottom", spacing: 2), Point(x: 32, y: 42))
        XCTAssertEqual(ChartLayout.annotationOrigin(Rect(x: 10, y: 10, width: 20, height: 40), size: Size(width: 6, height: 8),
                                                    position: "bottom", alignment: "trailing", spacing: 2), Point(x: 24, y: 52))
    }

    func testBadAnnotationsAreLocatedErrors() {
        XCTAssertThrowsError(try scene(#"""
            {"type": "Chart", "children": [{"type": "LineMark", "x": {"label": "a", "value": 1}, "y": {"label": "b", "value": 1},
              "modifiers": [{"annotation": {"content": {"type": "Text", "text": "x"}}}]}]}
            """#)) { error in XCTAssertTrue("\(error)".contains("not on a LineMark"), "\(error)") }
        XCTAssertThrowsError(try scene(#"""
            {"type": "Chart", "children": [{"type": "PointMark", "x": {"label": "a", "value": 1},
              "modifiers": [{"annotation": {"position": "above", "content": {"type": "Text", "text": "x"}}}]}]}
            """#)) { error in XCTAssertTrue("\(error)".contains("not above"), "\(error)") }
        XCTAssertThrowsError(try scene(#"{"type": "Text", "text": "x", "modifiers": [{"annotation": {"content": {"type": "Text", "text": "y"}}}]}"#))
    }
}

/// Review 12 R2 items 1–2: `.inset(n)` widths and the corner annotation positions.
extension ChartTests {
    /// `width: .inset(20)` on a 200-point band is 160 points, centred on the band (Apple,
    /// `MarkDimension.inset(_:)`: "the step size minus the specified inset value on each side").
    func testAnInsetRectangleIsItsBandLessThePoints() throws {
        let result = try layoutSwift("""
            import SwiftUI
            import Charts
            struct Tiles: View {
                var body: some View {
                    Chart {
                        RectangleMark(x: .value("Day", "Mon"), y: .value("Shift", "Early"), width: .inset(20))
                        RectangleMark(x: .value("Day", "Tue"), y: .value("Shift", "Early"), width: .inset(500))
                    }
                    .chartXAxis(.hidden)
                    .chartYAxis(.hidden)
                }
            }
            """, width: 400, height: 100)
        let rects = frames(result, "Rectangle").filter { $0.height > 1 }
        // The second's inset is wider than its band: nothing is left of it.
        XCTAssertEqual(rects.map { [$0.minX, $0.width] }, [[20, 160], [300, 0]])
    }

    /// A corner position is outside that corner of the mark, `spacing` away on both axes.
    func testCornerAnnotationsSitDiagonallyOutsideTheirCorner() {
        let mark = Rect(x: 10, y: 10, width: 20, height: 20), size = Size(width: 6, height: 4)
        func origin(_ position: String) -> [Double] {
            let point = ChartLayout.annotationOrigin(mark, size: size, position: position, alignment: "center", spacing: 4)
            return [point.x, point.y]
        }
        XCTAssertEqual(origin("topLeading"), [0, 2])
        XCTAssertEqual(origin("topTrailing"), [34, 2])
        XCTAssertEqual(origin("bottomLeading"), [0, 34])
        XCTAssertEqual(origin("bottomTrailing"), [34, 34])
        XCTAssertEqual(origin("top"), [17, 2])
    }
}
