import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// Where each red box goes (`ProposalBoxes`), in exact numbers with the fixed-advance measurer;
/// `DebugFigureTests` checks the same rules by pixels.
final class ProposalBoxTests: XCTestCase {
    private func boxes(_ json: String) throws -> [String: ProposalBoxes.Box] {
        let result = try layout(json)
        var found: [String: ProposalBoxes.Box] = [:]
        ProposalBoxes.visit(result.root, canvas: Rect(origin: .zero, size: result.canvas), tolerance: 0.5) { node, box in
            if let id = node.id { found[id] = box }
        }
        return found
    }

    func testPaddingPassesTheFramesBoxOnLessItsInsets() throws {
        let found = try boxes(#"""
        {"canvas": {"width": 300, "height": 200},
         "root": {"type": "Text", "text": "Hey", "id": "t",
                  "modifiers": [{"padding": {"leading": 4, "trailing": 6, "top": 2, "bottom": 8}},
                                {"frame": {"width": 200, "height": 100, "alignment": "bottomTrailing"}}]}}
        """#)
        // The frame (t#1) is centred in the canvas: (50, 50); the padding is offered the frame.
        XCTAssertEqual(found["t#1"], .init(horizontal: .offered(start: 0, length: 300), vertical: .offered(start: 0, length: 200)))
        XCTAssertEqual(found["t#0"], .init(horizontal: .offered(start: 50, length: 200), vertical: .offered(start: 50, length: 100)))
        XCTAssertEqual(found["t"], .init(horizontal: .offered(start: 54, length: 190), vertical: .offered(start: 52, length: 90)))
    }

    func testFrameAlignsASmallerOfferAsTheChildIsAligned() throws {
        let found = try boxes(#"""
        {"canvas": {"width": 100, "height": 100},
         "root": {"type": "Rectangle", "id": "r",
                  "modifiers": [{"frame": {"width": 20, "height": 10}}, {"frame": {"width": 80, "height": 60, "alignment": "topTrailing"}}]}}
        """#)
        // r#1 is at (10, 20), 80×60; it offers r#0 80×60 — its own size, so the box is r#1.
        XCTAssertEqual(found["r#0"], .init(horizontal: .offered(start: 10, length: 80), vertical: .offered(start: 20, length: 60)))
        // r#0 offers the rectangle 20×10, where it put it: r#0's own frame, at the top trailing corner.
        XCTAssertEqual(found["r"], .init(horizontal: .offered(start: 70, length: 20), vertical: .offered(start: 20, length: 10)))
    }

    func testStackSlotsAndCrossAxis() throws {
        let found = try boxes(#"""
        {"canvas": {"width": 100, "height": 50},
         "root": {"type": "VStack", "alignment": "leading", "spacing": 0, "children": [
           {"type": "Text", "text": "ab", "id": "a"},
           {"type": "Color", "color": "red", "id": "c"}]}}
        """#)
        // Along the stack: "ab", the less flexible, is offered half of 50 and takes 20; the Color
        // gets the remaining 30, in its own slot from 20. Across: both get the stack's 100.
        XCTAssertEqual(found["a"], .init(horizontal: .offered(start: 0, length: 100), vertical: .offered(start: 0, length: 25)))
        XCTAssertEqual(found["c"], .init(horizontal: .offered(start: 0, length: 100), vertical: .offered(start: 20, length: 30)))
    }

    func testUnspecifiedAxesStayUnspecified() throws {
        let found = try boxes(#"""
        {"canvas": {"width": 100, "height": 50},
         "root": {"type": "Text", "text": "ab", "id": "t", "modifiers": [{"fixedSize": true}]}}
        """#)
        XCTAssertEqual(found["t"], .init(horizontal: .unspecified, vertical: .unspecified))
    }

    func testChangedTextIsNamedInTheLayoutDiff() {
        let golden = #"{"canvas": {"width": 10, "height": 10, "scale": 1}, "root": {"kind": "Text", "text": "Hello", "frame": {"width": 50}}}"#
        let actual = #"{"canvas": {"width": 10, "height": 10, "scale": 1}, "root": {"kind": "Text", "text": "Hi", "frame": {"width": 20}}}"#
        let changes = LayoutDiff.compare(expected: golden, actual: actual).map(\.description)
        XCTAssertEqual(changes, [#"Text at root: string changed: "Hello" → "Hi""#, "Text at root: frame.width: 50 → 20"])
    }
}
