import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// Right-to-left under the fixed-advance measurer (10 pt a character, 20 pt lines): each view's
/// x is flipped within its parent whose environment is right-to-left (Apple, `LayoutDirection`:
/// "SwiftUI horizontally flips the x position of each view within its parent").
final class LayoutDirectionTests: XCTestCase {
    private func rtl(_ root: String) -> String {
        #"{"canvas": {"layoutDirection": "rightToLeft"}, "root": "# + root + "}"
    }

    func testHStackRunsFromTheRight() throws {
        let stack = #"{"type": "HStack", "spacing": 0, "children": [{"type": "Text", "id": "a", "text": "ab"}, {"type": "Text", "id": "b", "text": "cde"}]}"#
        let ltr = try layout(stack)
        XCTAssertFrame(ltr.frame("a"), 0, 0, 20, 20)
        XCTAssertFrame(ltr.frame("b"), 20, 0, 30, 20)
        let result = try layout(rtl(stack))
        XCTAssertFrame(result.frame("a"), 30, 0, 20, 20)
        XCTAssertFrame(result.frame("b"), 0, 0, 30, 20)
        XCTAssertEqual(result.root.isRightToLeft, true)
    }

    func testLeadingPaddingIsOnTheRight() throws {
        let padded = #"{"type": "Text", "id": "t", "text": "ab", "modifiers": [{"padding": {"leading": 10}}]}"#
        XCTAssertFrame(try layout(padded).frame("t"), 10, 0, 20, 20)
        XCTAssertFrame(try layout(rtl(padded)).frame("t"), 0, 0, 20, 20)
        // The same from a modifier instead of the canvas.
        let modifier = #"{"type": "Text", "id": "t", "text": "ab", "modifiers": [{"padding": {"leading": 10}}, {"layoutDirection": "rightToLeft"}]}"#
        XCTAssertFrame(try layout(modifier).frame("t"), 0, 0, 20, 20)
    }

    func testFrameAndStackAlignmentLeadingIsTheRightEdge() throws {
        let framed = #"{"type": "Text", "id": "t", "text": "ab", "modifiers": [{"frame": {"width": 100, "alignment": "leading"}}]}"#
        XCTAssertFrame(try layout(framed).frame("t"), 0, 0, 20, 20)
        XCTAssertFrame(try layout(rtl(framed)).frame("t"), 80, 0, 20, 20)
        let stack = #"{"type": "VStack", "alignment": "leading", "spacing": 0, "children": [{"type": "Text", "id": "a", "text": "ab"}, {"type": "Text", "id": "b", "text": "abcd"}]}"#
        XCTAssertFrame(try layout(rtl(stack)).frame("a"), 20, 0, 20, 20)
        XCTAssertFrame(try layout(rtl(stack)).frame("b"), 0, 20, 40, 20)
        let overlay = #"{"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 100, "height": 50}}, {"overlay": {"alignment": "topLeading", "content": {"type": "Text", "id": "t", "text": "ab"}}}]}"#
        XCTAssertFrame(try layout(rtl(overlay)).frame("t"), 80, 0, 20, 20)
        let zstack = #"{"type": "ZStack", "alignment": "trailing", "children": [{"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 100, "height": 50}}]}, {"type": "Text", "id": "t", "text": "ab"}]}"#
        XCTAssertFrame(try layout(rtl(zstack)).frame("t"), 0, 15, 20, 20)
    }

    func testNestedLeftToRightInsideRightToLeft() throws {
        let json = rtl(#"""
        {"type": "HStack", "spacing": 0, "children": [
          {"type": "HStack", "id": "inner", "spacing": 0, "modifiers": [{"layoutDirection": "leftToRight"}], "children": [
            {"type": "Text", "id": "a", "text": "ab"}, {"type": "Text", "id": "b", "text": "cde"}]},
          {"type": "Text", "id": "c", "text": "f"}]}
        """#)
        let result = try layout(json)
        // The outer stack puts the inner one first, from the right; inside it reads left to right.
        XCTAssertFrame(result.frame("c"), 0, 0, 10, 20)
        XCTAssertFrame(result.frame("inner"), 10, 0, 50, 20)
        XCTAssertFrame(result.frame("a"), 10, 0, 20, 20)
        XCTAssertFrame(result.frame("b"), 30, 0, 30, 20)
    }

    func testOffsetAndPositionMirror() throws {
        let offset = #"{"type": "Text", "id": "t", "text": "ab", "modifiers": [{"offset": {"x": 10, "y": 5}}, {"frame": {"width": 100, "height": 50}}]}"#
        XCTAssertFrame(try layout(offset).frame("t"), 50, 20, 20, 20)
        // Centred at 40, then moved 10 towards the trailing side: to the left.
        XCTAssertFrame(try layout(rtl(offset)).frame("t"), 30, 20, 20, 20)
        let position = #"{"type": "Text", "id": "t", "text": "ab", "modifiers": [{"position": {"x": 10, "y": 10}}, {"frame": {"width": 100, "height": 50}}]}"#
        XCTAssertFrame(try layout(position).frame("t"), 0, 0, 20, 20)
        XCTAssertFrame(try layout(rtl(position)).frame("t"), 80, 0, 20, 20)
    }

    func testGridColumnsAndCanvasAlignmentMirror() throws {
        let grid = #"""
        {"type": "Grid", "horizontalSpacing": 0, "verticalSpacing": 0, "children": [
          {"type": "GridRow", "children": [{"type": "Text", "id": "a", "text": "ab"}, {"type": "Text", "id": "b", "text": "cde"}]}]}
        """#
        let result = try layout(rtl(grid))
        XCTAssertFrame(result.frame("a"), 30, 0, 20, 20)
        XCTAssertFrame(result.frame("b"), 0, 0, 30, 20)
        // A canvas wider than the root, aligned leading: the root sits at the right edge.
        let canvas = #"{"canvas": {"width": 100, "alignment": "leading", "layoutDirection": "rightToLeft"}, "root": {"type": "Text", "id": "t", "text": "ab", "modifiers": [{"fixedSize": true}]}}"#
        XCTAssertFrame(try layout(canvas).frame("t"), 80, 0, 20, 20)
    }

    func testCustomLayoutPlacementsMirror() throws {
        let loaded = try SwiftSource.load(Array("""
        import SwiftUI
        struct Row: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 100, height: 20)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews[0].place(at: CGPoint(x: bounds.minX + 5, y: bounds.minY), proposal: .unspecified)
            }
        }
        struct V: View {
            var body: some View {
                Row { Text("ab").id("t") }
                    .environment(\\.layoutDirection, .rightToLeft)
            }
        }
        """.utf8), file: "View.swift", options: SwiftSource.Options())
        let result = try Renderer.layout(loaded.scene.root, options: RenderOptions(canvas: loaded.scene.canvas), measurer: FixedAdvanceMeasurer())
        XCTAssertFrame(result.frame("t"), 75, 0, 20, 20)
    }

    func testDebugBoxesAndDumpFollowTheMirror() throws {
        func boxes(_ result: Renderer.LayoutResult) -> [String: ProposalBoxes.Box] {
            var found: [String: ProposalBoxes.Box] = [:]
            ProposalBoxes.visit(result.root, canvas: Rect(origin: .zero, size: result.canvas), tolerance: 0.5) { node, box in
                if let id = node.id { found[id] = box }
            }
            return found
        }
        let stack = #"{"type": "HStack", "spacing": 0, "children": [{"type": "Text", "id": "a", "text": "ab"}, {"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 20, "height": 20}}]}]}"#
        // The text is offered 80 and takes 20; the stack (40 wide) is centred in the 100 canvas.
        let ltr = try layout(#"{"canvas": {"width": 100}, "root": "# + stack + "}")
        XCTAssertFrame(ltr.frame("a"), 30, 0, 20, 20)
        XCTAssertEqual(boxes(ltr)["a"]?.horizontal, .offered(start: 20, length: 80))
        // Right-to-left the slot starts at the text's right edge and runs left: the mirror image.
        let result = try layout(#"{"canvas": {"width": 100, "layoutDirection": "rightToLeft"}, "root": "# + stack + "}")
        XCTAssertFrame(result.frame("a"), 50, 0, 20, 20)
        XCTAssertEqual(boxes(result)["a"]?.horizontal, .offered(start: 0, length: 80))
        let framed = try layout(rtl(#"{"type": "Text", "id": "t", "text": "ab", "modifiers": [{"frame": {"width": 20}}, {"frame": {"width": 100, "alignment": "leading"}}]}"#))
        XCTAssertFrame(framed.frame("t"), 80, 0, 20, 20)
        XCTAssertEqual(boxes(framed)["t#0"]?.horizontal, .offered(start: 0, length: 100))
        let dump = LayoutDump.json(result).rendered()
        XCTAssertTrue(dump.contains("rightToLeft"), dump)
        XCTAssertFalse(LayoutDump.json(ltr).rendered().contains("layoutDirection"))
    }

    func testFlipsForRightToLeftMirrorsTheDrawingOnlyInRightToLeft() throws {
        func effect(_ json: String) throws -> PlacedContent? { try layout(json).node("f#0")?.content }
        let flipped = try effect(rtl(#"{"type": "Text", "id": "f", "text": "ab", "modifiers": [{"flipsForRightToLeftLayoutDirection": true}]}"#))
        guard case .effect(let placed)? = flipped, let scale = placed.effect as? ScaleEffect, scale.x == -1, scale.y == 1,
              scale.anchor == .center else { return XCTFail("\(String(describing: flipped))") }
        let ltr = try effect(#"{"type": "Text", "id": "f", "text": "ab", "modifiers": [{"flipsForRightToLeftLayoutDirection": true}]}"#)
        guard case PlacedContent.none? = ltr else { return XCTFail("\(String(describing: ltr))") }
        let off = try effect(rtl(#"{"type": "Text", "id": "f", "text": "ab", "modifiers": [{"flipsForRightToLeftLayoutDirection": false}]}"#))
        guard case PlacedContent.none? = off else { return XCTFail("\(String(describing: off))") }
        XCTAssertTrue(SymbolLibrary.flipsForRightToLeft("chevron.forward"))
        XCTAssertTrue(SymbolLibrary.flipsForRightToLeft("arrow.backward"))
        XCTAssertFalse(SymbolLibrary.flipsForRightToLeft("chevron.right"))
        XCTAssertFalse(SymbolLibrary.flipsForRightToLeft("forward.fill"))
        XCTAssertTrue(SymbolLibrary.contains("chevron.forward"))
    }

    func testBadDirectionsAreErrors() {
        XCTAssertThrowsError(try scene(#"{"type": "Text", "text": "a", "modifiers": [{"layoutDirection": "upsideDown"}]}"#)) { error in
            XCTAssertTrue("\(error)".contains("unknown layout direction \"upsideDown\""), "\(error)")
        }
        XCTAssertThrowsError(try scene(#"{"canvas": {"layoutDirection": 1}, "root": {"type": "Text", "text": "a"}}"#))
        XCTAssertThrowsError(try scene(#"{"type": "Text", "text": "a", "modifiers": [{"environment": {"locale": "fr"}}]}"#)) { error in
            XCTAssertTrue("\(error)".contains("unsupported environment key \\.locale"), "\(error)")
        }
    }
}
