import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// `Grid` and `GridRow`, exact numbers under the fixed-advance measurer (10 pt per character,
/// 20 pt lines). Apple's `Grid` documentation gives the shape of the rule (columns as wide as
/// their widest cell, rows as tall as their tallest, views outside a GridRow across every column,
/// `gridCellColumns`, `gridColumnAlignment`, `gridCellUnsizedAxes`, a full-width Divider widening
/// the grid); how flexible cells share space is a decision (Definitions/Views/Grid.swift).
final class GridTests: XCTestCase {
    func testColumnsAreAsWideAsTheirWidestCell() throws {
        let result = try layout(#"""
        {"type": "Grid", "id": "g", "children": [
          {"type": "GridRow", "children": [
            {"type": "Text", "text": "Name", "id": "a"},
            {"type": "Text", "text": "Points", "id": "b"}]},
          {"type": "GridRow", "children": [
            {"type": "Text", "text": "Al", "id": "c"},
            {"type": "Text", "text": "7", "id": "d", "modifiers": [{"gridColumnAlignment": "trailing"}]}]}
        ]}
        """#)
        // Columns 40 and 60, 8 apart; rows 20, 8 apart.
        XCTAssertFrame(result.frame("g"), 0, 0, 108, 48)
        XCTAssertFrame(result.frame("a"), 0, 0, 40, 20)
        XCTAssertFrame(result.frame("b"), 48, 0, 60, 20)
        // "Al" centred in 40; "7" trailing in its column, and so is "Points" (already full width).
        XCTAssertFrame(result.frame("c"), 10, 28, 20, 20)
        XCTAssertFrame(result.frame("d#0"), 98, 28, 10, 20)
    }

    func testAFullWidthDividerWidensTheGridToItsOffer() throws {
        // Apple's `Grid` documentation: "Because a divider takes as much horizontal space as its
        // parent offers, the entire grid widens to fill the width offered by its parent view."
        // Columns 50 and 50 (8 apart, 108); the Divider is offered 300 and answers 300, so the
        // 192 more are split between the two columns: 146 each. Rows 20, 1, 20, 8 apart.
        let body = #"""
        {"type": "Grid", "id": "g", "children": [
          {"type": "GridRow", "children": [{"type": "Text", "text": "Hello", "id": "a"}, {"type": "Text", "text": "Hi", "id": "b"}]},
          {"type": "Divider", "id": "line" UNSIZED},
          {"type": "GridRow", "children": [{"type": "Text", "text": "Yo", "id": "c"}, {"type": "Text", "text": "World", "id": "d"}]}
        ]}
        """#
        let wide = try layout(body.replacingOccurrences(of: " UNSIZED", with: ""), width: 300)
        XCTAssertFrame(wide.frame("g"), 0, 0, 300, 57)
        XCTAssertFrame(wide.frame("line"), 0, 28, 300, 1)
        XCTAssertFrame(wide.frame("a"), 48, 0, 50, 20)
        XCTAssertFrame(wide.frame("b"), 154 + 63, 0, 20, 20)
        XCTAssertFrame(wide.frame("c"), 63, 37, 20, 20)
        XCTAssertFrame(wide.frame("d"), 154 + 48, 37, 50, 20)
        // `gridCellUnsizedAxes(.horizontal)`: "This restores the grid to the width that the text
        // and images require" — 108, centred on the 300 canvas; the Divider takes the grid's width.
        let kept = try layout(body.replacingOccurrences(of: " UNSIZED", with: #", "modifiers": [{"gridCellUnsizedAxes": "horizontal"}]"#), width: 300)
        XCTAssertFrame(kept.frame("g"), 96, 0, 108, 57)
        XCTAssertFrame(kept.frame("line#0"), 96, 28, 108, 1)
        XCTAssertFrame(kept.frame("a"), 96, 0, 50, 20)
        XCTAssertFrame(kept.frame("d"), 96 + 58, 37, 50, 20)
        // Unspecified width: the Divider's ideal width (10) is narrower than the columns.
        XCTAssertEqual(try layout(body.replacingOccurrences(of: " UNSIZED", with: "")).frame("g").width, 108)
    }

    func testUnsizedCellsTakeTheSlotTheOthersMake() throws {
        // Apple's GridRow example puts `Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])`
        // in the corner cell: it sizes neither its column nor its row, and is proposed the slot.
        // Column 0 is as wide as "R1" (20); row 0 as tall as "C1" (20) even though the colour
        // would take any height. A red colour sized on both axes beside it would fill the offer.
        let result = try layout(#"""
        {"type": "Grid", "id": "g", "children": [
          {"type": "GridRow", "children": [
            {"type": "Color", "color": "clear", "id": "corner", "modifiers": [{"gridCellUnsizedAxes": ["horizontal", "vertical"]}]},
            {"type": "Text", "text": "C1", "id": "c1"}]},
          {"type": "GridRow", "children": [
            {"type": "Text", "text": "R1", "id": "r1"},
            {"type": "Text", "text": "ab", "id": "x"}]}
        ]}
        """#, width: 300, height: 400)
        XCTAssertEqual(result.frame("g").width, 48)
        XCTAssertFrame(result.frame("corner#0"), result.frame("g").minX, result.frame("g").minY, 20, 20)
        XCTAssertEqual(result.frame("g").height, 48)
        // Only vertically unsized: it still widens its column to the offer.
        let vertical = try layout(#"""
        {"type": "Grid", "id": "g", "children": [
          {"type": "GridRow", "children": [
            {"type": "Color", "color": "red", "id": "fill", "modifiers": [{"gridCellUnsizedAxes": "vertical"}]},
            {"type": "Text", "text": "C1", "id": "c1"}]}
        ]}
        """#, width: 300, height: 400)
        XCTAssertFrame(vertical.frame("g"), 0, 190, 300, 20)
        XCTAssertFrame(vertical.frame("fill#0"), 0, 190, 272, 20)
        // `[]` (SwiftUI's empty Axis.Set) sizes both axes, as no modifier does; a bad axis is named.
        let none = try layout(#"{"type": "Grid", "id": "g", "children": [{"type": "Divider", "modifiers": [{"gridCellUnsizedAxes": []}]}]}"#, width: 300)
        XCTAssertEqual(none.frame("g").width, 300)
        XCTAssertThrowsError(try scene(#"{"type": "Grid", "children": [{"type": "Divider", "modifiers": [{"gridCellUnsizedAxes": "diagonal"}]}]}"#)) { error in
            XCTAssertTrue("\(error)".contains("modifiers[0]"), "\(error)")
        }
    }

    func testLeadingFirstTextBaselineWithATrailingColumn() throws {
        // Apple's `gridColumnAlignment(_:)` example, Buttons and the Toggle as Texts:
        // `Grid(alignment: .leadingFirstTextBaseline)`, the first column `.trailing`, a corner
        // `Color.clear.gridCellUnsizedAxes([.vertical, .horizontal])` and a cell across the last
        // two columns. Fake font: body line 20, baseline 16; size 34: 20 per character, line 40,
        // baseline 32. Columns 170 ("Fixed-width font:"), 60, 60; the spanning text (200) is
        // wider than 60 + 8 + 60, so the last two columns take 36 more each: 96 and 96, the grid
        // 170 + 8 + 96 + 8 + 96 = 378. Row 1's baselines meet 32 below its top (40 tall).
        let result = try layout(#"""
        {"type": "Grid", "id": "g", "alignment": "leadingFirstTextBaseline", "children": [
          {"type": "GridRow", "children": [
            {"type": "Text", "text": "Regular font:", "id": "a", "modifiers": [{"gridColumnAlignment": "trailing"}]},
            {"type": "Text", "text": "Big", "id": "b", "modifiers": [{"font": {"size": 34}}]},
            {"type": "Text", "text": "Select", "id": "s1"}]},
          {"type": "GridRow", "children": [
            {"type": "Text", "text": "Fixed-width font:", "id": "c"},
            {"type": "Text", "text": "Menlo", "id": "d"},
            {"type": "Text", "text": "Select", "id": "s2"}]},
          {"type": "GridRow", "children": [
            {"type": "Color", "color": "clear", "id": "e", "modifiers": [{"gridCellUnsizedAxes": ["vertical", "horizontal"]}]},
            {"type": "Text", "text": "Use fixed-width font", "id": "t", "modifiers": [{"gridCellColumns": 2}]}]}
        ]}
        """#)
        XCTAssertFrame(result.frame("g"), 0, 0, 378, 96)
        XCTAssertFrame(result.frame("a#0"), 40, 16, 130, 20)
        XCTAssertFrame(result.frame("b#0"), 178, 0, 60, 40)
        XCTAssertFrame(result.frame("s1"), 282, 16, 60, 20)
        XCTAssertFrame(result.frame("c"), 0, 48, 170, 20)
        XCTAssertFrame(result.frame("d"), 178, 48, 50, 20)
        XCTAssertFrame(result.frame("s2"), 282, 48, 60, 20)
        // The corner sizes nothing: row 3 is the spanning text's 20, its slot 170 × 20.
        XCTAssertFrame(result.frame("e#0"), 0, 76, 170, 20)
        XCTAssertFrame(result.frame("t#0"), 178, 76, 200, 20)
        // From Swift: `.leadingFirstTextBaseline` and `gridCellUnsizedAxes` by their names.
        let swift = try SwiftSource.load(Array("""
        import SwiftUI
        struct V: View {
            var body: some View {
                Grid(alignment: .leadingFirstTextBaseline) {
                    GridRow {
                        Text("Regular font:").gridColumnAlignment(.trailing)
                        Text("Big").font(.system(size: 34))
                    }
                    Divider().gridCellUnsizedAxes(.horizontal)
                }
                .id("g")
            }
        }
        """.utf8), file: "V.swift", options: SwiftSource.Options())
        let tree = try Renderer.layout(swift.scene.root, options: RenderOptions(canvas: swift.scene.canvas), measurer: FixedAdvanceMeasurer())
        XCTAssertEqual(tree.frame("g").width, 198)
        XCTAssertEqual(tree.frame("g").height, 40 + 8 + 1)
    }

    func testSpanningCellsAndLoneViews() throws {
        let result = try layout(#"""
        {"type": "Grid", "id": "g", "alignment": "leading", "horizontalSpacing": 4, "verticalSpacing": 2, "children": [
          {"type": "GridRow", "alignment": "top", "children": [
            {"type": "Text", "text": "abc", "id": "a"},
            {"type": "Text", "text": "de", "id": "b"},
            {"type": "Text", "text": "x\ny", "id": "c"}]},
          {"type": "Divider", "id": "line"},
          {"type": "GridRow", "children": [
            {"type": "Color", "color": "red", "id": "wide", "modifiers": [{"gridCellColumns": 2}]},
            {"type": "Text", "text": "z", "id": "z"}]}
        ]}
        """#, width: 300)
        // Columns 30, 20, 10 (4 apart) from the one-column cells. Then the cells across several
        // columns, fewest first: the colour is offered 300 − 10 − 4 = 286 for its two columns and
        // takes it, so each of them grows by (286 − 54) / 2 = 116: 146 and 136. The Divider, last,
        // is offered 300 and finds the grid already 300 wide.
        XCTAssertFrame(result.frame("g"), 0, 0, 300, 65)
        XCTAssertFrame(result.frame("b"), 150, 0, 20, 20)
        XCTAssertEqual(result.frame("c").height, 40)
        // The divider spans the grid, 1 point tall, between rows 2 apart.
        XCTAssertFrame(result.frame("line"), 0, 42, 300, 1)
        // The colour fills its two columns (146 + 4 + 136) and the row, as tall as "z".
        XCTAssertFrame(result.frame("wide#0"), 0, 45, 286, 20)
        XCTAssertFrame(result.frame("z"), 290, 45, 10, 20)
    }

    func testColumnsShareAProposedWidthAsAStackShares() throws {
        // A text that wraps and a colour: the text column (less flexible: 0…110) is offered half
        // of 200 − 8 = 96 and takes 50 ("Hello" over "World"); the colour takes the other 142.
        let result = try layout(#"""
        {"type": "Grid", "id": "g", "children": [
          {"type": "GridRow", "children": [
            {"type": "Text", "text": "Hello World", "id": "t"},
            {"type": "Color", "color": "blue", "id": "c"}]}
        ]}
        """#, width: 200, height: 100)
        XCTAssertFrame(result.frame("t"), 0, 30, 50, 40)
        XCTAssertFrame(result.frame("c"), 58, 0, 142, 100)
        XCTAssertFrame(result.frame("g"), 0, 0, 200, 100)
    }

    func testRowAlignmentLinesUpTextBaselines() throws {
        // Last baselines (0.8 of a 20-point line): "x/y" at 36, "z" at 16, a colour's at its
        // bottom, 10. The row reaches 36 above the line and 4 below: 40 tall.
        let result = try layout(#"""
        {"type": "Grid", "id": "g", "horizontalSpacing": 0, "children": [
          {"type": "GridRow", "alignment": "lastTextBaseline", "children": [
            {"type": "Text", "text": "x\ny", "id": "a"},
            {"type": "Color", "color": "red", "id": "b", "modifiers": [{"frame": {"width": 10, "height": 10}}]},
            {"type": "Text", "text": "z", "id": "c"}]}
        ]}
        """#)
        XCTAssertFrame(result.frame("g"), 0, 0, 30, 40)
        XCTAssertFrame(result.frame("a"), 0, 0, 10, 40)
        XCTAssertFrame(result.frame("b#0"), 10, 26, 10, 10)
        XCTAssertFrame(result.frame("c"), 20, 20, 10, 20)
    }

    func testGridRowOutsideAGridIsAnError() {
        XCTAssertThrowsError(try scene(#"{"type": "VStack", "children": [{"type": "GridRow", "children": []}]}"#)) { error in
            XCTAssertTrue("\(error)".contains("GridRow goes directly inside a Grid"), "\(error)")
        }
        XCTAssertThrowsError(try scene(#"{"type": "Grid", "children": [{"type": "GridRow", "id": "r", "children": []}]}"#))
        let wide = #"{"type": "Text", "text": "a", "modifiers": [{"gridCellColumns": 600}]}"#
        XCTAssertThrowsError(try scene(#"{"type": "Grid", "children": [{"type": "GridRow", "children": [\#(wide), \#(wide)]}]}"#)) { error in
            XCTAssertTrue("\(error)".contains("at most 1000"), "\(error)")
        }
    }
}
