import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// `baselineOffset(_:)` (`BaselineShift`, `BaselineOffset`): the text moves from its baseline and
/// its box grows to hold it, as Apple's documentation of `Text.baselineOffset(_:)` shows with three
/// texts in an `HStack(alignment: .top)`. Fixed-advance measurer: 10 pt per character, 20 pt
/// lines, first baseline 16.
final class BaselineOffsetTests: XCTestCase {
    /// Apple's documented example: a lowered and a raised "Hello" are each 10 points taller than
    /// the plain one; all three start at the stack's top.
    func testTheBoxGrowsByTheOffsetUpOrDown() throws {
        let result = try layout("""
        {"type": "HStack", "alignment": "top", "spacing": 8, "children": [
          {"type": "Text", "id": "down", "text": "Hello", "modifiers": [{"baselineOffset": -10}]},
          {"type": "Text", "id": "plain", "text": "Hello"},
          {"type": "Text", "id": "up", "text": "Hello", "modifiers": [{"baselineOffset": 10}]}
        ]}
        """, width: 300, height: 100)
        // 3 × 50 + 2 × 8 = 166 wide, centred: x 67; 30 tall, centred: y 35.
        XCTAssertFrame(result.frame("down"), 67, 35, 50, 30)
        XCTAssertFrame(result.frame("plain"), 125, 35, 50, 20)
        XCTAssertFrame(result.frame("up"), 183, 35, 50, 30)
    }

    /// Step 3: the baseline guide is the unmoved line's. A raised text's baseline is 10 points
    /// lower in its taller box (26, not 16), a lowered one's stays at 16; aligned on their first
    /// baselines, the raised box starts 10 points higher and the lowered one with the plain one.
    func testTheBaselineGuideIsTheUnmovedLines() throws {
        let result = try layout("""
        {"type": "HStack", "alignment": "firstTextBaseline", "spacing": 0, "children": [
          {"type": "Text", "id": "down", "text": "a", "modifiers": [{"baselineOffset": -10}]},
          {"type": "Text", "id": "plain", "text": "b"},
          {"type": "Text", "id": "up", "text": "c", "modifiers": [{"baselineOffset": 10}]}
        ]}
        """, width: 100, height: 100)
        // Baseline at 26 from the stack's top (the raised box's); the stack is 40 tall (the
        // lowered box reaches 26 − 16 + 30 = 40) and 30 wide, centred in 100 × 100: 35, 30.
        XCTAssertFrame(result.frame("down"), 35, 40, 10, 30)
        XCTAssertFrame(result.frame("plain"), 45, 40, 10, 20)
        XCTAssertFrame(result.frame("up"), 55, 30, 10, 30)
    }

    /// A run of `Text + Text` moves alone (`Text("120").baselineOffset(6)` after a word, as a
    /// score is set beside a played word): the joined text grows by 6 at the top, and a text
    /// beside it on the first baseline sits 6 points lower.
    func testARunMovesAloneInAConcatenation() throws {
        let source = """
        import SwiftUI

        struct Score: View {
            let word = "hello"
            let score = 120
            var body: some View {
                HStack(alignment: .firstTextBaseline, spacing: 0) {
                    (Text(word).fontWeight(.medium) + Text("\\(score)").baselineOffset(6))
                    Text("x")
                }
            }
        }
        """
        let loaded = try SwiftSource.load(Array(source.utf8), file: "Score.swift", options: SwiftSource.Options())
        XCTAssertEqual(loaded.warnings, [])
        let result = try Renderer.layout(loaded.scene.root, options: RenderOptions(width: 200, height: 100), measurer: FixedAdvanceMeasurer())
        var frames: [String: Rect] = [:]
        var runs: [TextRun] = []
        result.root.forEach { node in
            if case .text(let text) = node.content {
                frames[text.request.string] = node.frame
                if !text.request.runs.isEmpty { runs = text.request.runs }
            }
        }
        XCTAssertEqual(runs.map(\.baselineOffset), [nil, 6])
        // "hello120": 80 × 26 (baseline 22); "x" 10 × 20 with its baseline at 22: top 6 below.
        // The row is 80 + 10 wide and 26 tall, centred in 200 × 100: x 55, y 37.
        XCTAssertEqual(frames["hello120"], Rect(x: 55, y: 37, width: 80, height: 26))
        XCTAssertEqual(frames["x"], Rect(x: 135, y: 43, width: 10, height: 20))
    }

    /// iOS 16's `View.baselineOffset(_:)` sets it for the texts inside; a Text's own wins.
    func testAViewsOffsetReachesTheTextsInsideAndTheNearestWins() throws {
        let result = try layout("""
        {"type": "VStack", "spacing": 0, "children": [
          {"type": "Text", "id": "inherits", "text": "a"},
          {"type": "Text", "id": "own", "text": "b", "modifiers": [{"baselineOffset": 2}]}
        ], "modifiers": [{"baselineOffset": -5}]}
        """, width: 100, height: 100)
        XCTAssertEqual(result.frame("inherits").height, 25)
        XCTAssertEqual(result.frame("own").height, 22)
    }

    /// Step 4: the offset every run shares is taken out of the runs and grows the box; the rest
    /// are the runs' Pango rises.
    func testTheSharedPartIsSplitFromTheRises() {
        func request(_ offsets: [Double?], whole: Double = 0) -> TextRequest {
            var decoration = TextDecoration()
            decoration.baselineOffset = whole
            return TextRequest(string: "", font: Font.body,
                               runs: offsets.map { var run = TextRun(text: "r"); run.baselineOffset = $0; return run },
                               decoration: decoration)
        }
        XCTAssertEqual(BaselineShift.split(request([4, 10])).shared, 4)
        XCTAssertEqual(BaselineShift.split(request([4, 10])).rises, [0, 6])
        XCTAssertEqual(BaselineShift.split(request([-4, -10])).shared, -4)
        XCTAssertEqual(BaselineShift.split(request([nil, 6])).rises, [0, 6])
        XCTAssertEqual(BaselineShift.split(request([-3, 6])).shared, 0)
        XCTAssertEqual(BaselineShift.split(request([nil], whole: 7)).shared, 7)
        XCTAssertEqual(BaselineShift.split(request([])).shared, 0)
        XCTAssertTrue(BaselineShift.growth([-3, 6]) == (6, 3))
    }

    /// Pango (real fonts): a raised run grows the line by what the moved run's box passes the
    /// line's top; a whole text's offset grows it by the offset.
    func testPangoGrowsTheBoxAsTheRule() throws {
        guard PangoTextMeasurer.isConfigured else { throw XCTSkip("fonts not installed") }
        let pango = PangoTextMeasurer()
        let body = Font.body
        let plain = pango.measure(TextRequest(string: "Hello", font: body))
        var decoration = TextDecoration()
        decoration.baselineOffset = 10
        let raised = pango.measure(TextRequest(string: "Hello", font: body, decoration: decoration))
        XCTAssertEqual(raised.size.height, plain.size.height + 10, accuracy: 0.01)
        XCTAssertEqual(raised.firstBaseline, plain.firstBaseline + 10, accuracy: 0.01)
        XCTAssertEqual(raised.size.width, plain.size.width, accuracy: 0.01)
        decoration.baselineOffset = -10
        let lowered = pango.measure(TextRequest(string: "Hello", font: body, decoration: decoration))
        XCTAssertEqual(lowered.size.height, plain.size.height + 10, accuracy: 0.01)
        XCTAssertEqual(lowered.firstBaseline, plain.firstBaseline, accuracy: 0.01)
        var run = TextRun(text: "120")
        run.baselineOffset = 6
        let mixed = pango.measure(TextRequest(string: "hello120", font: body, runs: [TextRun(text: "hello"), run]))
        XCTAssertEqual(mixed.size.height, plain.size.height + 6, accuracy: 0.01)
        XCTAssertEqual(mixed.firstBaseline, plain.firstBaseline + 6, accuracy: 0.01)
    }

    func testBadOffsetsAreLocatedErrors() {
        for json in [#"{"type": "Text", "text": "a", "modifiers": [{"baselineOffset": "up"}]}"#,
                     #"{"type": "Text", "text": "a", "modifiers": [{"baselineOffset": 5000}]}"#,
                     #"{"type": "Text", "runs": [{"text": "a", "baselineOffset": true}]}"#,
                     #"{"type": "Text", "runs": [{"text": "a", "baselineOffset": -1e9}]}"#] {
            XCTAssertThrowsError(try scene(json), json) { error in
                XCTAssertTrue("\(error)".contains("baselineOffset"), "\(error)")
            }
        }
    }
}
