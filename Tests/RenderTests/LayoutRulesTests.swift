import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// Layout rules with exact numbers under the fixed-advance measurer:
/// every character 10 pt wide, every line 20 pt tall (at 17 pt; linear in the font size).
final class LayoutRulesTests: XCTestCase {
    // MARK: Text

    func testTextIdealSizeIsOneLine() throws {
        let result = try layout(#"{"type": "Text", "text": "Hello World", "id": "t"}"#)
        XCTAssertSize(result.frame("t"), 110, 20)
        XCTAssertEqual(result.canvas, Size(width: 110, height: 20))
    }

    func testTextWrapsAtWordsAndAnswersWidestLine() throws {
        let result = try layout(#"{"type": "Text", "text": "Hello World", "id": "t"}"#, width: 60)
        XCTAssertFrame(result.frame("t"), 5, 0, 50, 40)
        guard case .text(let run)? = result.node("t")?.content else { return XCTFail("no text") }
        XCTAssertEqual(run.measurement.lineCount, 2)
    }

    func testTextBreaksInsideAWordOnlyWhenItAloneDoesNotFit() throws {
        let result = try layout(#"{"type": "Text", "text": "Hello", "id": "t"}"#, width: 30)
        XCTAssertSize(result.frame("t"), 30, 40)
    }

    func testTextAnswersZeroForAZeroProposal() throws {
        let result = try layout(#"{"type": "Text", "text": "Hello", "id": "t", "modifiers": [{"frame": {"width": 0}}]}"#)
        XCTAssertSize(result.frame("t"), 0, 0)
        XCTAssertSize(result.frame("t#0"), 0, 0)
    }

    func testTextAnswersIdealSizeForInfinity() throws {
        let result = try layout(#"{"type": "Text", "text": "Hello World", "id": "t", "modifiers": [{"frame": {"maxWidth": "infinity"}}]}"#, width: 300)
        XCTAssertSize(result.frame("t"), 110, 20)
        XCTAssertSize(result.frame("t#0"), 300, 20)
    }

    func testLineLimitTruncatesTheLastLine() throws {
        let result = try layout(#"{"type": "Text", "text": "Hello World", "id": "t", "modifiers": [{"lineLimit": 1}]}"#, width: 60)
        XCTAssertSize(result.frame("t"), 60, 20)
        guard case .text(let run)? = result.node("t")?.content else { return XCTFail("no text") }
        XCTAssertTrue(run.measurement.truncated)
        XCTAssertEqual(run.measurement.lineCount, 1)
    }

    func testProposedHeightLimitsLinesButNeverBelowOne() throws {
        let json = #"{"type": "Text", "text": "Hello World", "id": "t", "modifiers": [{"frame": {"width": 60, "height": 25}}]}"#
        let result = try layout(json)
        XCTAssertSize(result.frame("t"), 60, 20)
        let tiny = try layout(json.replacingOccurrences(of: "25", with: "5"))
        XCTAssertSize(tiny.frame("t"), 60, 20)
        guard case .text(let run)? = tiny.node("t")?.content else { return XCTFail("no text") }
        XCTAssertTrue(run.measurement.truncated)
    }

    func testFontSizeScalesText() throws {
        let result = try layout(#"{"type": "Text", "text": "Hi", "id": "t", "modifiers": [{"font": {"size": 34}}]}"#)
        XCTAssertSize(result.frame("t"), 40, 40)
    }

    func testTextSizesRoundUpToThePixelGrid() throws {
        // caption is 12 pt: 2 × 10 × 12/17 = 14.12 wide, 14.12 tall.
        let json = #"{"type": "Text", "text": "Hi", "id": "t", "modifiers": [{"font": "caption"}]}"#
        XCTAssertSize(try layout(json).frame("t"), 15, 15)
        XCTAssertSize(try layout(json, scale: 2).frame("t"), 14.5, 14.5)
    }

    // MARK: Shapes and Color

    func testShapeIdealSizeIsTenByTen() throws {
        XCTAssertSize(try layout(#"{"type": "Rectangle", "id": "r"}"#).frame("r"), 10, 10)
        XCTAssertSize(try layout(#"{"type": "Circle", "id": "r"}"#).frame("r"), 10, 10)
    }

    func testShapesAndColorTakeTheProposal() throws {
        XCTAssertSize(try layout(#"{"type": "Rectangle", "id": "r"}"#, width: 200).frame("r"), 200, 10)
        XCTAssertSize(try layout(#"{"type": "Color", "color": "red", "id": "r"}"#, width: 200, height: 50).frame("r"), 200, 50)
        let framed = try layout(#"{"type": "Capsule", "id": "r", "modifiers": [{"frame": {"width": 50, "height": 30}}]}"#)
        XCTAssertSize(framed.frame("r"), 50, 30)
    }

    // MARK: Stacks

    func testHStackGivesTheLeastFlexibleChildItsShareFirst() throws {
        let result = try layout(#"""
        {"type": "HStack", "id": "h", "children": [
          {"type": "Text", "text": "Hi", "id": "t"},
          {"type": "Rectangle", "id": "r"}
        ]}
        """#, width: 100)
        XCTAssertFrame(result.frame("h"), 0, 0, 100, 20)
        XCTAssertFrame(result.frame("t"), 0, 0, 20, 20)
        // Placing replaces the unspecified height by the stack's own: the rectangle fills it.
        XCTAssertFrame(result.frame("r"), 28, 0, 72, 20)
    }

    func testVStackDistributesHeightAndCentresChildren() throws {
        let result = try layout(#"""
        {"type": "VStack", "id": "v", "children": [
          {"type": "Text", "text": "Hello World", "id": "t"},
          {"type": "Color", "color": "blue", "id": "c"}
        ]}
        """#, width: 60, height: 100)
        XCTAssertFrame(result.frame("v"), 0, 0, 60, 100)
        XCTAssertFrame(result.frame("t"), 5, 0, 50, 40)
        // Below a Text a plain edge wants max(line 20 + spacing 2 − cap height 12, 2 + descent 4) = 10.
        XCTAssertFrame(result.frame("c"), 0, 50, 60, 50)
    }

    func testStackSpacingAndAlignment() throws {
        let result = try layout(#"""
        {"type": "VStack", "alignment": "leading", "spacing": 4, "id": "v", "children": [
          {"type": "Text", "text": "Hello", "id": "a"},
          {"type": "Text", "text": "Hi", "id": "b"}
        ]}
        """#)
        XCTAssertFrame(result.frame("v"), 0, 0, 50, 44)
        XCTAssertFrame(result.frame("a"), 0, 0, 50, 20)
        XCTAssertFrame(result.frame("b"), 0, 24, 20, 20)
        let top = try layout(#"""
        {"type": "HStack", "alignment": "top", "id": "h", "children": [
          {"type": "Rectangle", "id": "a", "modifiers": [{"frame": {"width": 10, "height": 40}}]},
          {"type": "Rectangle", "id": "b", "modifiers": [{"frame": {"width": 10, "height": 20}}]}
        ]}
        """#)
        XCTAssertFrame(top.frame("b#0"), 18, 0, 10, 20)
    }

    /// A negative spacing overlaps the neighbours (isowords' GameOverView writes
    /// `VStack(spacing: -8)`): the stack is the children's sum plus the gaps, and each child
    /// starts at the previous one's end plus the gap (StackLayout rules 1 and 6).
    func testNegativeStackSpacingOverlapsTheChildren() throws {
        let result = try layout(#"""
        {"type": "VStack", "spacing": -8, "id": "v", "children": [
          {"type": "Rectangle", "id": "a", "modifiers": [{"frame": {"width": 40, "height": 50}}]},
          {"type": "Rectangle", "id": "b", "modifiers": [{"frame": {"width": 40, "height": 30}}]}
        ]}
        """#)
        XCTAssertFrame(result.frame("v"), 0, 0, 40, 72)
        XCTAssertFrame(result.frame("b"), 0, 42, 40, 30)
        let row = try layout(#"""
        {"type": "LazyHStack", "spacing": -4, "id": "h", "children": [
          {"type": "Rectangle", "id": "a", "modifiers": [{"frame": {"width": 50, "height": 10}}]},
          {"type": "Rectangle", "id": "b", "modifiers": [{"frame": {"width": 30, "height": 10}}]}
        ]}
        """#)
        XCTAssertFrame(row.frame("h"), 0, 0, 76, 10)
        XCTAssertFrame(row.frame("b"), 46, 0, 30, 10)
        let source = """
        VStack(spacing: -8) {
            Rectangle().frame(width: 40, height: 50)
            Rectangle().frame(width: 40, height: 30).id("b")
        }
        .id("v")
        """
        let loaded = try SwiftSource.load(Array(source.utf8), file: "View.swift")
        let swift = try Renderer.layout(loaded.scene.root, options: RenderOptions(canvas: loaded.scene.canvas), measurer: FixedAdvanceMeasurer())
        XCTAssertFrame(swift.frame("v"), 0, 0, 40, 72)
        XCTAssertFrame(swift.frame("b"), 0, 42, 40, 30)
        // A lazy grid's spacing is still a length ≥ 0.
        XCTAssertThrowsError(try layout(#"{"type": "LazyVGrid", "spacing": -8, "columns": [{"flexible": {}}], "children": []}"#)) {
            XCTAssertTrue("\($0)".contains("negative"), "\($0)")
        }
    }

    func testLayoutPriorityIsSizedFirst() throws {
        let result = try layout(#"""
        {"type": "HStack", "id": "h", "children": [
          {"type": "Text", "text": "Hello World", "id": "a"},
          {"type": "Text", "text": "Hello World", "id": "b", "modifiers": [{"layoutPriority": 1}]}
        ]}
        """#, width: 150)
        XCTAssertSize(result.frame("b"), 110, 20)
        XCTAssertSize(result.frame("a"), 30, 80)
        XCTAssertSize(result.frame("h"), 148, 80)
    }

    func testSpacerTakesWhatIsLeftAfterEveryOtherChild() throws {
        let result = try layout(#"""
        {"type": "HStack", "children": [
          {"type": "Text", "text": "A", "id": "a"},
          {"type": "Spacer", "id": "s"},
          {"type": "Text", "text": "B", "id": "b"}
        ]}
        """#, width: 100)
        // No spacing next to a Spacer: it takes all 80 points the texts leave.
        XCTAssertFrame(result.frame("s"), 10, 10, 80, 0)
        XCTAssertFrame(result.frame("b"), 90, 0, 10, 20)
    }

    func testZStackIsTheUnionOfAlignedChildren() throws {
        let result = try layout(#"""
        {"type": "ZStack", "alignment": "topLeading", "id": "z", "children": [
          {"type": "Rectangle", "id": "r", "modifiers": [{"frame": {"width": 50, "height": 50}}]},
          {"type": "Text", "text": "Hi", "id": "t"}
        ]}
        """#)
        XCTAssertFrame(result.frame("z"), 0, 0, 50, 50)
        XCTAssertFrame(result.frame("t"), 0, 0, 20, 20)
    }

    // MARK: ViewThatFits

    func testViewThatFitsPicksTheFirstChildWhoseIdealSizeFits() throws {
        let json = #"""
        {"type": "ViewThatFits", "id": "v", "children": [
          {"type": "Text", "text": "Hello Beautiful World"},
          {"type": "Text", "text": "Hello World"},
          {"type": "Text", "text": "Hi", "id": "hi"}
        ]}
        """#
        XCTAssertEqual(try layout(json, width: 300).node("v")?.selected, 0)
        XCTAssertEqual(try layout(json, width: 110).node("v")?.selected, 1)
        XCTAssertEqual(try layout(json, width: 100).node("v")?.selected, 2)
        // None fits: the last child is proposed the offered width and wraps.
        let narrow = try layout(json, width: 10)
        XCTAssertEqual(narrow.node("v")?.selected, 2)
        XCTAssertSize(narrow.frame("hi"), 10, 40)
        XCTAssertEqual(narrow.node("v")?.children.count, 1)
    }

    func testViewThatFitsVerticalMeasuresAtTheOfferedWidth() throws {
        // Child 0 is one 230-pt line ideally, but four lines (80 pt) at width 100: it does
        // not fit 30 pt of height. The seed's replica (nil on both axes) would pick it.
        let result = try layout(#"""
        {"type": "ViewThatFits", "in": "vertical", "id": "v", "children": [
          {"type": "Text", "text": "Hello World Hello World"},
          {"type": "Text", "text": "Hi"}
        ], "modifiers": [{"frame": {"width": 100, "height": 30}}]}
        """#)
        XCTAssertEqual(result.node("v")?.selected, 1)
    }

    // MARK: Modifiers

    func testFrameAlignsItsContent() throws {
        let result = try layout(#"{"type": "Text", "text": "Hi", "id": "t", "modifiers": [{"frame": {"width": 100, "height": 50, "alignment": "bottomTrailing"}}]}"#)
        XCTAssertFrame(result.frame("t#0"), 0, 0, 100, 50)
        XCTAssertFrame(result.frame("t"), 80, 30, 20, 20)
    }

    func testFrameWithOneDimensionTakesTheOtherFromTheContent() throws {
        let result = try layout(#"{"type": "Text", "text": "Hello World", "id": "t", "modifiers": [{"frame": {"width": 60}}]}"#)
        XCTAssertSize(result.frame("t#0"), 60, 40)
    }

    func testFixedSizeProposesNilAndOverflows() throws {
        let result = try layout(#"{"type": "Text", "text": "Hello World", "id": "t", "modifiers": [{"fixedSize": true}]}"#, width: 50)
        XCTAssertFrame(result.frame("t#0"), -30, 0, 110, 20)
    }

    func testFixedSizeOnOneAxis() throws {
        let result = try layout(#"""
        {"type": "Text", "text": "Hello World Hello World Hello World", "id": "t",
         "modifiers": [{"fixedSize": {"horizontal": false, "vertical": true}}, {"frame": {"width": 100, "height": 100}}]}
        """#)
        XCTAssertFrame(result.frame("t#1"), 0, 0, 100, 100)
        XCTAssertFrame(result.frame("t"), 25, -10, 50, 120)
    }

    func testPaddingInsetsTheProposalAndAddsToTheAnswer() throws {
        let result = try layout(#"{"type": "Text", "text": "Hi", "id": "t", "modifiers": [{"padding": 10}]}"#)
        XCTAssertFrame(result.frame("t#0"), 0, 0, 40, 40)
        XCTAssertFrame(result.frame("t"), 10, 10, 20, 20)
        let narrow = try layout(#"{"type": "Text", "text": "Hi", "id": "t", "modifiers": [{"padding": 10}]}"#, width: 30)
        XCTAssertSize(narrow.frame("t"), 10, 40)
        XCTAssertSize(narrow.frame("t#0"), 30, 60)
        let defaultPadding = try layout(#"{"type": "Text", "text": "Hi", "id": "t", "modifiers": [{"padding": true}]}"#)
        XCTAssertSize(defaultPadding.frame("t#0"), 52, 52)
    }

    func testBorderChangesNoSize() throws {
        let result = try layout(#"{"type": "Text", "text": "Hi", "id": "t", "modifiers": [{"border": {"color": "red", "width": 3}}]}"#)
        XCTAssertSize(result.frame("t#0"), 20, 20)
        guard case .border(let style, let width)? = result.node("t#0")?.content else { return XCTFail("no border") }
        XCTAssertEqual(style, .color(RGBA.named["red"] ?? .black))
        XCTAssertEqual(width, 3)
    }

    func testEnvironmentFlowsDownAndTheNearestWins() throws {
        let result = try layout(#"""
        {"type": "VStack", "children": [
          {"type": "Text", "text": "A", "id": "a"},
          {"type": "Text", "text": "B", "id": "b", "modifiers": [{"foregroundColor": "blue"}]},
          {"type": "Text", "text": "Hello World", "id": "c"}
        ], "modifiers": [{"foregroundColor": "red"}, {"lineLimit": 1}]}
        """#, width: 60)
        func style(_ id: String) -> ResolvedShapeStyle? {
            guard case .text(let run)? = result.node(id)?.content else { return nil }
            return run.style
        }
        XCTAssertEqual(style("a"), .color(RGBA.named["red"] ?? .black))
        XCTAssertEqual(style("b"), .color(RGBA.named["blue"] ?? .black))
        guard case .text(let run)? = result.node("c")?.content else { return XCTFail("no text") }
        XCTAssertTrue(run.measurement.truncated)
    }

    func testDividerIsOnePixelThick() throws {
        let result = try layout(#"{"type": "VStack", "children": [{"type": "Divider", "id": "d"}]}"#, width: 100, scale: 2)
        XCTAssertSize(result.frame("d"), 100, 0.5)
        let inHStack = try layout(#"{"type": "HStack", "children": [{"type": "Divider", "id": "d"}]}"#, height: 30)
        XCTAssertSize(inHStack.frame("d"), 1, 30)
    }

    // MARK: Engine

    func testPixelRoundingSnapsFramesToTheOutputScale() throws {
        let json = #"{"type": "Rectangle", "id": "r", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"frame": {"width": 25, "height": 25}}]}"#
        XCTAssertFrame(try layout(json).frame("r"), 8, 8, 10, 10)
        XCTAssertFrame(try layout(json, scale: 2).frame("r"), 7.5, 7.5, 10, 10)
    }

    func testFortyNestedStacksAreSizedInLinearWork() throws {
        var json = #"{"type": "Text", "text": "Hello World"}"#
        for level in 0..<40 {
            json = #"{"type": "\#(level % 2 == 0 ? "HStack" : "VStack")", "children": [\#(json), {"type": "Rectangle"}]}"#
        }
        let measurer = FixedAdvanceMeasurer()
        let decoded = try scene(json)
        var builder = LayoutTreeBuilder()
        let engine = LayoutEngine(measurer: CachingTextMeasurer(measurer))
        _ = engine.layoutRoot(builder.build(decoded.root), proposal: ProposedViewSize(width: 300, height: 300), alignment: .center)
        // Each view answers a handful of distinct proposals; exponential work would be 2^40.
        XCTAssertLessThan(engine.computedSizes, 81 * 12)
        XCTAssertLessThan(measurer.calls, 40)
    }

    func testATextsProbesAreAnsweredByItsNode() throws {
        // A Text in an HStack in a VStack is asked about ten proposals (each stack probes 0, ∞
        // and its offer along each axis), most of them the same width at other heights.
        let json = #"{"type": "VStack", "children": [{"type": "HStack", "children": [{"type": "Text", "text": "Hello World"}, {"type": "Rectangle"}]}]}"#
        func measure(_ measurer: TextMeasuring) throws -> (text: Rect?, engine: LayoutEngine) {
            let decoded = try scene(json)
            var builder = LayoutTreeBuilder()
            let engine = LayoutEngine(measurer: measurer)
            let (_, root) = engine.layoutRoot(builder.build(decoded.root), proposal: ProposedViewSize(width: 300, height: 300), alignment: .center)
            var text: Rect?
            root.forEach { if $0.kind == "Text" { text = $0.frame } }
            return (text, engine)
        }
        let plain = FixedAdvanceMeasurer()
        let (result, engine) = try measure(plain)
        XCTAssertGreaterThan(engine.computedSizes, 6)
        // Without a caching measurer the node still asks each width once: nil (the ∞ probes)
        // and the width the HStack offers the Text; 0 is answered 0×0 without measuring.
        XCTAssertEqual(plain.calls, 2)
        XCTAssertEqual(result?.size, Size(width: 110, height: 20))
        // Behind the caching measurer, a width the ideal measurement fits is answered by it.
        let counted = FixedAdvanceMeasurer()
        let (cached, _) = try measure(CachingTextMeasurer(counted))
        XCTAssertEqual(counted.calls, 1)
        XCTAssertEqual(cached, result)
    }

    func testATextsIdealMeasurementAnswersOnlyWhatARequestWould() throws {
        // After the ideal probe, a Text answers the widths its ideal size fits from it without
        // a request (`LayoutContext.idealText`): every answer must be the one a fresh node,
        // which knows no ideal yet, gives the same proposal (the request measured).
        let sources = [#"{"type": "Text", "text": "Hello World"}"#, #"{"type": "Text", "text": "Hello\nWide World"}"#,
                       #"{"type": "Text", "text": "Hello World", "modifiers": [{"lineLimit": 1}]}"#,
                       #"{"type": "Text", "text": "Hello World", "modifiers": [{"minimumScaleFactor": 0.5}, {"lineLimit": 1}]}"#,
                       #"{"type": "Text", "text": "Hello World", "modifiers": [{"lineLimit": {"limit": 3, "reservesSpace": true}}]}"#,
                       #"{"type": "Text", "text": "Hello\nWorld", "modifiers": [{"minimumScaleFactor": 0.5}, {"lineLimit": 1}]}"#,
                       #"{"type": "Text", "text": "Hello\nWorld", "modifiers": [{"lineLimit": 1}]}"#]
        let proposals = [ProposedViewSize(width: 200, height: nil), ProposedViewSize(width: 110, height: 10),
                         ProposedViewSize(width: 100, height: nil), ProposedViewSize(width: 160, height: 30),
                         ProposedViewSize(width: .infinity, height: 39), ProposedViewSize(width: nil, height: 20),
                         ProposedViewSize(width: 0, height: 20)]
        for source in sources {
            let decoded = try scene(source)
            var builder = LayoutTreeBuilder()
            let node = builder.build(decoded.root)
            let engine = LayoutEngine(measurer: CachingTextMeasurer(FixedAdvanceMeasurer()))
            let ideal = engine.sizeThatFits(node, ProposedViewSize(width: nil, height: nil))
            var text = node
            while let child = text.children.first { text = child }
            XCTAssertGreaterThanOrEqual(text.idealTextAnswer, 0, source)
            for proposal in proposals {
                var fresh = LayoutTreeBuilder()
                let alone = LayoutEngine(measurer: CachingTextMeasurer(FixedAdvanceMeasurer()))
                let expected = alone.sizeThatFits(fresh.build(decoded.root), proposal)
                XCTAssertEqual(engine.sizeThatFits(node, proposal), expected, "\(source) at \(proposal)")
            }
            XCTAssertGreaterThan(ideal.width, 0)
        }
    }

    func testATruncatedIdealMeasurementAnswersNoWiderProposal() throws {
        // "Hello\nWorld" on one line is cut at its ideal size: "Hello…", 60 wide (the fixed-advance
        // measurer fills a cut last line with the rest of the text up to the room, as TextKit
        // does). At 200 wide the cut line holds "Hello World…", 120 wide: a truncated ideal
        // answers no wider width (`CachingTextMeasurer` step 2, `measureText` step 2), or a node
        // that had measured its ideal answered 60 (30 shrunk) where a fresh one answers 120 (60).
        let sources = [(#"{"type": "Text", "text": "Hello\nWorld", "modifiers": [{"lineLimit": 1}]}"#, Size(width: 60, height: 20), Size(width: 120, height: 20)),
                       (#"{"type": "Text", "text": "Hello\nWorld", "modifiers": [{"minimumScaleFactor": 0.5}, {"lineLimit": 1}]}"#,
                        Size(width: 30, height: 10), Size(width: 60, height: 10))]
        for (source, ideal, wide) in sources {
            var builder = LayoutTreeBuilder(), freshBuilder = LayoutTreeBuilder()
            let node = builder.build(try scene(source).root)
            let engine = LayoutEngine(measurer: CachingTextMeasurer(FixedAdvanceMeasurer()))
            XCTAssertEqual(engine.sizeThatFits(node, ProposedViewSize(width: nil, height: nil)), ideal, source)
            XCTAssertEqual(engine.sizeThatFits(node, ProposedViewSize(width: 200, height: nil)), wide, source)
            let fresh = LayoutEngine(measurer: CachingTextMeasurer(FixedAdvanceMeasurer()))
            XCTAssertEqual(fresh.sizeThatFits(freshBuilder.build(try scene(source).root), ProposedViewSize(width: 200, height: nil)), wide, source)
        }
        // The measurer alone: the ideal "Hello…" does not answer 200.
        let caching = CachingTextMeasurer(FixedAdvanceMeasurer())
        var request = TextRequest(string: "Hello\nWorld", font: .body, maxLines: 1)
        XCTAssertEqual(caching.measure(request).size.width, 60)
        request.width = 200
        XCTAssertEqual(caching.measure(request).size.width, 120)
    }

    func testAPlacedNodeStaysPacked() {
        // `PlacedNode`'s doc: 104 bytes; its zIndex flag (`carriesZIndex`) sits in the padding.
        XCTAssertLessThanOrEqual(MemoryLayout<PlacedNode>.stride, 104, "\(MemoryLayout<PlacedNode>.size)")
    }

    func testPlacedNodeStackMovesChildrenOutInOrder() {
        // `LayoutEngine.place` moves a parent's children out of the stack: in order, none left
        // behind or freed twice (the views are released once the stack and the arrays are gone).
        weak var last: ViewNode?
        do {
            let stack = PlacedNodeStack(capacity: 1)
            let views = (0..<5).map { ViewNode(.color(.color(.white)), id: "v\($0)") }
            last = views[4]
            for view in views {
                stack.append(PlacedNode(view: view, proposal: .unspecified, frame: Rect(x: 0, y: 0, width: 1, height: 1), children: [], content: .none))
            }
            let moved = stack.removeAll(from: 2)
            XCTAssertEqual(moved.map(\.id), ["v2", "v3", "v4"])
            XCTAssertEqual(stack.count, 2)
            XCTAssertEqual(stack.last?.id, "v1")
            XCTAssertTrue(stack.removeAll(from: 2).isEmpty)
            stack.append(moved[0])
            XCTAssertEqual(stack.removeAll(from: 0).map(\.id), ["v0", "v1", "v2"])
            XCTAssertNotNil(last)
        }
        XCTAssertNil(last)
    }

    func testATextsLayoutIsHeldInlineByAnExistential() {
        // 24 bytes or less: `any Layout` and `any ViewBehavior` hold it without a box
        // (an allocation for each Text's behaviour and each of its layout nodes otherwise).
        XCTAssertLessThanOrEqual(MemoryLayout<TextLayout>.size, 3 * MemoryLayout<Int>.size)
    }

    func testTheSameRunIsMeasuredOnce() throws {
        let measurer = FixedAdvanceMeasurer()
        let caching = CachingTextMeasurer(measurer)
        let request = TextRequest(string: "Hello World", font: .body)
        _ = caching.measure(request)
        _ = caching.measure(request)
        XCTAssertEqual(measurer.calls, 1)
        // Measured ideally at 110, any width ≥ 110 needs no new measurement.
        var wider = request
        wider.width = 200
        XCTAssertEqual(caching.measure(wider).size.width, 110)
        XCTAssertEqual(measurer.calls, 1)
        wider.width = 100
        XCTAssertEqual(caching.measure(wider).lineCount, 2)
        XCTAssertEqual(measurer.calls, 2)
    }
}
