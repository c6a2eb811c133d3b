import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// Lazy stacks and grids, exact numbers under the fixed-advance measurer (10 pt per character,
/// 20 pt lines). Track widths are checked against measurements of SwiftUI published in
/// objc.io's "SwiftUI's Grid Views" (2020), mo4tech's "Predict LazyVGrid layout" articles and
/// issue 13's own check (adaptive 80 in 390 with spacing 4: four columns of 94.5).
final class LazyContainerTests: XCTestCase {
    typealias Item = LazyGrid.Item

    func lengths(_ items: [Item], _ length: Double?) -> [Double] {
        LazyGridLayout.tracks(items, length: length).map { ($0.length * 1000).rounded() / 1000 }
    }

    func testAdaptiveFillsAsManyTracksAsFit() {
        // Issue 13: adaptive 80 at 390, spacing 4 → 4 columns of 94.5.
        XCTAssertEqual(lengths([Item(.adaptive(minimum: 80, maximum: .infinity), spacing: 4)], 390), [94.5, 94.5, 94.5, 94.5])
        // mo4tech: adaptive(50…100) in 300 → five of 53.6.
        XCTAssertEqual(lengths([Item(.adaptive(minimum: 50, maximum: 100))], 300), Array(repeating: 53.6, count: 5))
        // A narrow grid still has one track, as wide as the grid: the minimum only counts tracks.
        XCTAssertEqual(lengths([Item(.adaptive(minimum: 80, maximum: .infinity))], 30), [30])
        // No width known: one track at the minimum (decision).
        XCTAssertEqual(lengths([Item(.adaptive(minimum: 80, maximum: .infinity))], nil), [80])
        // The maximum caps each track.
        XCTAssertEqual(lengths([Item(.adaptive(minimum: 50, maximum: 52))], 500), Array(repeating: 52, count: 8))
    }

    func testFixedComesFirstThenTheRestShareWhatIsLeft() {
        // objc.io quiz 1: fixed 70 + adaptive 40 in 200 → 122 left, two adaptive tracks of 57.
        XCTAssertEqual(lengths([Item(.fixed(70)), Item(.adaptive(minimum: 40, maximum: .infinity))], 200), [70, 57, 57])
        // objc.io quiz 3 (measured): flexible(min 140) + adaptive(min 70) in 200 → 140, then the
        // adaptive item takes the 52 left, below its minimum, as one track; the grid is 200.
        let quiz3 = [Item(.flexible(minimum: 140, maximum: .infinity)), Item(.adaptive(minimum: 70, maximum: .infinity))]
        XCTAssertEqual(lengths(quiz3, 200), [140, 52])
        XCTAssertEqual(LazyGridLayout.extent(LazyGridLayout.tracks(quiz3, length: 200)), 200)
        // An adaptive item capped by its maximum still uses up its whole share: the item after
        // it is offered what is left of the offer, not of the tracks.
        // (208 − 8) / 2 = 100 each; the adaptive one's two tracks of (100 − 8) / 2 = 46 are capped at 45.
        XCTAssertEqual(lengths([Item(.adaptive(minimum: 40, maximum: 45)), Item(.flexible(minimum: 10, maximum: .infinity))], 208),
                       [45, 45, 100])
        // mo4tech: two adaptive items share 300 − 8 equally (146 each), then each divides its share.
        XCTAssertEqual(lengths([Item(.adaptive(minimum: 50, maximum: 100)), Item(.adaptive(minimum: 40, maximum: 100))], 300),
                       [69, 69, 43.333, 43.333, 43.333])
    }

    func testFlexibleItemsAreOfferedTheirShareInOrder() {
        // mo4tech: flexible(min 100), flexible(min 180) in 300 → 146 + 8 + 180 = 334, wider than offered…
        let items = [Item(.flexible(minimum: 100, maximum: .infinity)), Item(.flexible(minimum: 180, maximum: .infinity))]
        XCTAssertEqual(lengths(items, 300), [146, 180])
        XCTAssertEqual(LazyGridLayout.extent(LazyGridLayout.tracks(items, length: 300)), 334)
        // … and drawn in its own 334: (334 − 8) / 2 = 163, then 180.
        XCTAssertEqual(lengths(items, 334), [163, 180])
        // A range clamps the share: max(min(width, 200), 100).
        XCTAssertEqual(lengths([Item(.flexible(minimum: 100, maximum: 200))], 300), [200])
        XCTAssertEqual(lengths([Item(.flexible(minimum: 100, maximum: 200))], 50), [100])
        // No width: flexible items take their minimum (10 by default).
        XCTAssertEqual(lengths([Item(.flexible(minimum: 10, maximum: .infinity)), Item(.fixed(30))], nil), [10, 30])
    }

    func testVerticalGridPlacesCellsRowByRow() throws {
        // Three flexible columns in 316: (316 − 16) / 3 = 100 each, at x 0, 108, 216.
        let result = try layout(#"""
        {"type": "LazyVGrid", "id": "g", "columns": [{"flexible": {}}, {"flexible": {}}, {"flexible": {}}], "children": [
          {"type": "Text", "text": "Hi", "id": "a"},
          {"type": "Color", "color": "red", "id": "b", "modifiers": [{"frame": {"height": 50}}]},
          {"type": "Text", "text": "Hi", "id": "c"},
          {"type": "Text", "text": "Hello", "id": "d"}
        ]}
        """#, width: 316)
        XCTAssertSize(result.frame("g"), 316, 50 + 8 + 20)
        // Row 1 is 50 tall: texts centred in their 100 × 50 slots.
        XCTAssertFrame(result.frame("a"), 40, 15, 20, 20)
        XCTAssertFrame(result.frame("b#0"), 108, 0, 100, 50)
        XCTAssertFrame(result.frame("c"), 256, 15, 20, 20)
        XCTAssertFrame(result.frame("d"), 25, 58, 50, 20)
    }

    func testGridAndItemAlignmentAndSpacing() throws {
        // Fixed 60 (leading, 10 after) + fixed 80; rows 4 apart; the grid's trailing alignment for
        // the second column, the item's own top-leading for the first.
        let result = try layout(#"""
        {"type": "LazyVGrid", "id": "g", "alignment": "trailing", "spacing": 4,
         "columns": [{"fixed": 60, "spacing": 10, "alignment": "topLeading"}, {"fixed": 80}], "children": [
          {"type": "Text", "text": "Hi", "id": "a"},
          {"type": "Text", "text": "Hi\nHi", "id": "b"},
          {"type": "Text", "text": "Hey", "id": "c"}
        ]}
        """#, width: 300)
        XCTAssertSize(result.frame("g"), 150, 40 + 4 + 20)
        XCTAssertFrame(result.frame("a"), 75, 0, 20, 20)
        XCTAssertFrame(result.frame("b"), 205, 0, 20, 40)
        XCTAssertFrame(result.frame("c"), 75, 44, 30, 20)
    }

    func testHorizontalGridFillsColumnByColumn() throws {
        // Rows fixed 30 and 40, 5 apart: cells proposed (nil, row height), columns as wide as their widest cell.
        let result = try layout(#"""
        {"type": "LazyHGrid", "id": "g", "rows": [{"fixed": 30, "spacing": 5}, {"fixed": 40}], "spacing": 6, "children": [
          {"type": "Text", "text": "Hello", "id": "a"},
          {"type": "Text", "text": "Hi", "id": "b"},
          {"type": "Text", "text": "Hey", "id": "c"}
        ]}
        """#)
        XCTAssertSize(result.frame("g"), 50 + 6 + 30, 75)
        XCTAssertFrame(result.frame("a"), 0, 5, 50, 20)
        XCTAssertFrame(result.frame("b"), 15, 45, 20, 20)
        XCTAssertFrame(result.frame("c"), 56, 5, 30, 20)
    }

    func testLazyStacksAreLaidOutAsStacks() throws {
        for (lazy, plain) in [("LazyVStack", "VStack"), ("LazyHStack", "HStack")] {
            let body = #"{"type": "TYPE", "id": "s", "alignment": "ALIGN", "children": [{"type": "Text", "text": "Hello", "id": "a"}, {"type": "Spacer"}, {"type": "Text", "text": "Hi there", "id": "b"}]}"#
                .replacingOccurrences(of: "ALIGN", with: lazy == "LazyVStack" ? "leading" : "top")
            let a = try layout(body.replacingOccurrences(of: "TYPE", with: lazy), width: 200, height: 100)
            let b = try layout(body.replacingOccurrences(of: "TYPE", with: plain), width: 200, height: 100)
            for id in ["s", "a", "b"] { XCTAssertEqual(a.frame(id), b.frame(id), "\(lazy) \(id)") }
            XCTAssertEqual(a.node("s")?.kind, lazy)
        }
    }

    func testBadGridItemsAreNamed() {
        func message(_ json: String) -> String {
            do { _ = try scene(json); return "" } catch { return (error as? SceneError)?.description ?? "\(error)" }
        }
        XCTAssertTrue(message(#"{"type": "LazyVGrid", "children": []}"#).contains("LazyVGrid needs \"columns\""))
        XCTAssertTrue(message(#"{"type": "LazyVGrid", "columns": [], "children": []}"#).contains("at least one grid item"))
        XCTAssertTrue(message(#"{"type": "LazyVGrid", "columns": [{"fixed": 10, "adaptive": {"minimum": 3}}]}"#).contains("root.columns[0]"))
        XCTAssertTrue(message(#"{"type": "LazyVGrid", "columns": [{"adaptive": {"minimum": 0}}]}"#).contains("above 0"))
        XCTAssertTrue(message(#"{"type": "LazyHGrid", "rows": [{"flexible": {"minimum": 50, "maximum": 20}}]}"#).contains("below minimum"))
        XCTAssertTrue(message(#"{"type": "LazyHGrid", "columns": [{"fixed": 5}]}"#).contains("columns"))
    }
}

/// The same grids written in Swift, through the Swift-source front end.
final class LazyContainerSwiftTests: XCTestCase {
    func swiftLayout(_ source: String, width: Double, scale: Double = 1) throws -> Renderer.LayoutResult {
        let loaded = try SwiftSource.load(Array(source.utf8), file: "View.swift", options: SwiftSource.Options())
        var options = RenderOptions(canvas: loaded.scene.canvas)
        options.width = width
        options.scale = scale
        return try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer())
    }

    func testAdaptiveColumnsFromSwift() throws {
        // Issue 13's check, at scale 2 so that 94.5 stays exact: x = 0, 98.5, 197, 295.5.
        let result = try swiftLayout("""
        import SwiftUI
        struct Photos: View {
            let columns = [GridItem(.adaptive(minimum: 80), spacing: 4)]
            var body: some View {
                LazyVGrid(columns: columns, spacing: 4) {
                    ForEach(0..<5) { i in
                        Color.gray.frame(height: 94.5).id("p\\(i)")
                    }
                }
            }
        }
        """, width: 390, scale: 2)
        let xs = (0..<5).map { result.frame("p\($0)").minX }
        XCTAssertEqual(xs, [0, 98.5, 197, 295.5, 0])
        XCTAssertEqual(result.frame("p0").width, 94.5)
        XCTAssertEqual(result.frame("p4").minY, 98.5)
    }

    func testRepeatedFlexibleColumnsFromSwift() throws {
        // Three flexible columns in 316: 100 each, 8 apart.
        let result = try swiftLayout("""
        import SwiftUI
        struct V: View {
            var body: some View {
                LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) {
                    ForEach(0..<3) { i in Text("Hi").id("t\\(i)") }
                }
            }
        }
        """, width: 316)
        XCTAssertEqual((0..<3).map { result.frame("t\($0)").minX }, [40, 148, 256])
    }

    func testBadGridItemInSwiftIsNamed() {
        let source = """
        import SwiftUI
        struct V: View {
            var body: some View {
                LazyVGrid(columns: [GridItem(.adaptive(maximum: 80))]) { Text("a") }
            }
        }
        """
        XCTAssertThrowsError(try swiftLayout(source, width: 100)) { error in
            let text = (error as? SceneError)?.description ?? "\(error)"
            XCTAssertTrue(text.contains("View.swift:4:") && text.contains("adaptive"), text)
        }
    }
}
