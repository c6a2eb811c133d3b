import XCTest
@testable import RenderLayout
@testable import RenderScene

/// A segmented control an app draws itself (isowords' `ColorSchemePicker`): a ZStack in a
/// ScrollView of a box row — `HStack { Rectangle().frame(maxWidth: .infinity).padding(4);
/// Spacer().frame(maxWidth: .infinity); Spacer().frame(maxWidth: .infinity) }` — behind a padded
/// row of the choices. On an iPhone the box is a third of the row wide and as tall as the
/// choices' row, behind the first choice. Fixed-advance measurer: 10 points a character, 20 a line; at 3× (frames snap to pixels).
final class SegmentedBoxLayoutTests: XCTestCase {
    private let picker = #"""
    {"type": "ScrollView", "children": [
      {"type": "ZStack", "id": "z", "children": [
        {"type": "HStack", "id": "boxes", "children": [
          {"type": "Rectangle", "id": "box", "modifiers": [{"frame": {"maxWidth": "infinity"}}, {"padding": 4}]},
          {"type": "Spacer", "id": "s1", "modifiers": [{"frame": {"maxWidth": "infinity"}}]},
          {"type": "Spacer", "id": "s2", "modifiers": [{"frame": {"maxWidth": "infinity"}}]}
        ]},
        {"type": "HStack", "id": "row", "children": [
          {"type": "Text", "text": "Sys", "modifiers": [{"frame": {"maxWidth": "infinity"}}]},
          {"type": "Text", "text": "Drk", "modifiers": [{"frame": {"maxWidth": "infinity"}}]},
          {"type": "Text", "text": "Lgt", "modifiers": [{"frame": {"maxWidth": "infinity"}}]}
        ], "modifiers": [{"padding": true}]}
      ]}
    ]}
    """#

    func testASpacerInAFrameTakesAnEqualShareOfItsStack() throws {
        // A frame is a layout of its own: its stack ranks it as a plain view (priority 0), not
        // as the Spacer inside it (−∞), so the three flexible children split 350 − 2 × 8 in thirds.
        let result = try layout(picker, width: 350, height: 400, scale: 3)
        XCTAssertEqual(result.frame("box#1").width, 334.0 / 3, accuracy: 0.01)
        XCTAssertEqual(result.frame("s1#0").width, 334.0 / 3, accuracy: 0.01)
        XCTAssertEqual(result.frame("s2#0").minX, 2 * 334.0 / 3 + 16, accuracy: 0.01)
        // A Spacer without a layout around it is still sized last.
        let bare = try layout(#"""
        {"type": "HStack", "spacing": 0, "children": [
          {"type": "Rectangle", "id": "r", "modifiers": [{"frame": {"maxWidth": "infinity"}}]},
          {"type": "Spacer", "id": "s"}
        ]}
        """#, width: 100, height: 20, scale: 3)
        XCTAssertEqual(bare.frame("r").width, 92, accuracy: 0.01)
    }

    func testAZStackPlacesItsChildrenAtItsOwnSize() throws {
        // The ScrollView proposes no height: the box row alone would be 10 + 8 tall (a shape's
        // answer to no height). The ZStack is as tall as the padded choices (20 + 32) and places
        // every child proposing that size, so the box fills the row's height less its padding.
        let result = try layout(picker, width: 350, height: 400, scale: 3)
        XCTAssertFrame(result.frame("z"), 0, 0, 350, 52)
        XCTAssertFrame(result.frame("box"), 4, 4, 334.0 / 3 - 8, 44)
        XCTAssertFrame(result.frame("row"), 16, 16, 318, 20)
    }
}
