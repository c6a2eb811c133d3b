import XCTest
@testable import RenderLayout
@testable import RenderScene

/// A container answers infinity where SwiftUI does: a stack probes each child's flexibility by
/// proposing it infinity, and a container around a flexible child is as flexible as it
/// (SwiftUI's stacks, frames, padding and overlays combine child sizes arithmetically, so an
/// infinite child makes an infinite answer). Issue 23: a VStack answered 0 for its infinite
/// HStack, the outer HStack took it for inflexible and the list row was 259 wide, not 390.
/// Fixed-advance measurer: 10 pt per character, 20 pt lines.
final class InfiniteAnswerTests: XCTestCase {
    /// `HStack { Text("Title"); Spacer(); Text("$9") }`: flexible, 70 at its ideal width.
    private let flexible = #"{"type": "HStack", "spacing": 0, "children": [{"type": "Text", "text": "Title"}, {"type": "Spacer"}, {"type": "Text", "text": "$9"}]}"#

    /// Lays out `HStack(spacing: 0) { wrapper; Text("x") }` at 390 wide and answers where the
    /// text starts: 380 when the wrapper is flexible (it takes all the text leaves), less when
    /// the stack took it for inflexible and shared the width.
    private func textStart(_ wrapper: String, file: StaticString = #filePath, line: UInt = #line) throws -> Double {
        let json = #"{"type": "HStack", "spacing": 0, "children": ["# + wrapper + #", {"type": "Text", "text": "x", "id": "x"}]}"#
        return try layout(json, width: 390).frame("x", file: file, line: line).minX
    }

    func testTheListRowOfIssue23IsAsWideAsTheScreenWithItsTitleOnOneLine() throws {
        // HStack { thumbnail; VStack { HStack { Text(title); Spacer(); Text(price) } } }
        let json = #"""
        {"type": "HStack", "id": "row", "children": [
          {"type": "Rectangle", "modifiers": [{"frame": {"width": 60, "height": 60}}]},
          {"type": "VStack", "id": "v", "children": [
            {"type": "HStack", "children": [{"type": "Text", "text": "Ceramic mug", "id": "title"}, {"type": "Spacer"}, {"type": "Text", "text": "$12", "id": "price"}]}
          ]}
        ]}
        """#
        let result = try layout(json, width: 390)
        XCTAssertSize(result.frame("row"), 390, 60)
        // 390 − 60 − 8: the VStack takes all the width the thumbnail leaves.
        XCTAssertFrame(result.frame("v"), 68, 20, 322, 20)
        XCTAssertSize(result.frame("title"), 110, 20)
        XCTAssertFrame(result.frame("price"), 360, 20, 30, 20)
    }

    func testStacksAroundAFlexibleChildAreFlexible() throws {
        for alignment in ["leading", "center", "trailing"] {
            XCTAssertEqual(try textStart(#"{"type": "VStack", "alignment": "\#(alignment)", "children": [\#(flexible)]}"#), 380, alignment)
            XCTAssertEqual(try textStart(#"{"type": "LazyVStack", "alignment": "\#(alignment)", "children": [\#(flexible)]}"#), 380, alignment)
            XCTAssertEqual(try textStart(#"{"type": "VStack", "alignment": "\#(alignment)", "children": [{"type": "Text", "text": "above"}, \#(flexible)]}"#), 380, alignment)
        }
        for alignment in ["leading", "center", "trailing", "topLeading", "bottomTrailing"] {
            XCTAssertEqual(try textStart(#"{"type": "ZStack", "alignment": "\#(alignment)", "children": [\#(flexible), {"type": "Text", "text": "z"}]}"#), 380, alignment)
        }
    }

    func testModifiersAroundAFlexibleChildAreFlexible() throws {
        let modifiers = [
            #"{"padding": 8}"#, #"{"frame": {"minWidth": 10}}"#, #"{"frame": {"height": 30}}"#,
            #"{"frame": {"maxWidth": "infinity", "alignment": "trailing"}}"#,
            #"{"overlay": {"type": "Text", "text": "o"}}"#, #"{"background": "red"}"#, #"{"background": {"type": "Text", "text": "b"}}"#,
            #"{"offset": {"x": 5}}"#, #"{"border": "red"}"#, #"{"fixedSize": {"horizontal": false, "vertical": true}}"#,
            #"{"alignmentGuide": {"guide": "centerX", "value": "width / 3"}}"#,
            #"{"safeAreaInset": {"edge": "bottom", "content": {"type": "Text", "text": "inset"}}}"#,
            #"{"opacity": 0.5}"#, #"{"clipShape": "Capsule"}"#,
        ]
        for modifier in modifiers {
            let wrapped = String(flexible.dropLast()) + #", "modifiers": [\#(modifier)]}"#
            XCTAssertEqual(try textStart(wrapped), 380, modifier)
        }
    }

    func testScrollingContainersAreFlexible() throws {
        XCTAssertEqual(try textStart(#"{"type": "ScrollView", "children": [\#(flexible)]}"#), 380)
        XCTAssertEqual(try textStart(#"{"type": "List", "children": [\#(flexible)]}"#), 380)
        XCTAssertEqual(try textStart(#"{"type": "ViewThatFits", "children": [\#(flexible)]}"#), 380)
    }

    /// Proposed infinity across, a VStack around an infinite child answers infinity (and a
    /// ZStack of several children too), never 0 or NaN.
    func testContainersAnswerInfinityForAnInfiniteChild() throws {
        for (container, height) in [(#"{"type": "VStack", "children": [\#(flexible)]}"#, 20.0),
                                     (#"{"type": "VStack", "alignment": "trailing", "children": [{"type": "Text", "text": "a"}, \#(flexible)]}"#, 40),
                                     (#"{"type": "ZStack", "children": [{"type": "Text", "text": "a"}, \#(flexible)]}"#, 20)] {
            let decoded = try scene(container)
            var builder = LayoutTreeBuilder()
            let engine = LayoutEngine(measurer: CachingTextMeasurer(FixedAdvanceMeasurer()))
            let size = engine.sizeThatFits(builder.build(decoded.root), ProposedViewSize(width: .infinity, height: nil))
            XCTAssertEqual(size.width, .infinity, container)
            XCTAssertEqual(size.height, height, container)
        }
    }
}
