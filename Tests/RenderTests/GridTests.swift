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
/// `gridCellColumns`, `gridColumnAlignment`); how flexible cells share space is a decision
/// (Definitions/Views/Grid.swift).
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
        // Columns 30, 20, 10 (4 apart): 68 wide, centred on the 300 canvas at x 116.
        XCTAssertEqual(result.frame("g").width, 68)
        let x = result.frame("g").minX
        XCTAssertFrame(result.frame("b"), x + 34, 0, 20, 20)
        XCTAssertEqual(result.frame("c").height, 40)
        // The divider spans the grid, 1 point tall, between rows 2 apart.
        XCTAssertFrame(result.frame("line"), x, 42, 68, 1)
        // The colour fills its two columns (30 + 4 + 20) and the row, as tall as "z".
        XCTAssertFrame(result.frame("wide#0"), x, 45, 54, 20)
        XCTAssertFrame(result.frame("z"), x + 58, 45, 10, 20)
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
