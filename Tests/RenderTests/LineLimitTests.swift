import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI

/// `lineLimit(_:reservesSpace:)` under the fixed-advance measurer (10 pt per character, 20 pt
/// lines). Apple's documentation: with `reservesSpace: true` a Text that "occupies less space
/// than the provided limit … expands to occupy the minimum number of lines"; OpenSwiftUI's
/// `LineLimitsTests` (which check SwiftUI's own modifier): `lineLimit(3, reservesSpace: true)`
/// is the range 3…3, `reservesSpace: false` the upper limit alone, and `lineLimit(_: Int?)`
/// writes only the upper limit.
final class LineLimitTests: XCTestCase {
    private func text(_ string: String, _ modifiers: String, width: Double? = nil) throws -> Rect {
        try layout(#"{"type": "Text", "id": "t", "text": "\#(string)", "modifiers": [\#(modifiers)]}"#, width: width).frame("t")
    }

    func testReservingSpaceMakesAShortTextAsTallAsTheLimit() throws {
        // "Hi" is one line, 20 × 20; two lines reserved: 20 × 40, as wide as its text.
        XCTAssertFrame(try text("Hi", #"{"lineLimit": {"limit": 2, "reservesSpace": true}}"#), 0, 0, 20, 40)
        XCTAssertFrame(try text("Hi", #"{"lineLimit": {"limit": 3, "reservesSpace": true}}"#), 0, 0, 20, 60)
        // Not reserving: the upper limit alone.
        XCTAssertFrame(try text("Hi", #"{"lineLimit": {"limit": 2, "reservesSpace": false}}"#), 0, 0, 20, 20)
        // Two lines that fill the limit stay two; more are truncated to the limit.
        XCTAssertEqual(try text("Hello World", #"{"lineLimit": {"limit": 2, "reservesSpace": true}}"#, width: 60).height, 40)
        let long = try layout(#"{"type": "Text", "id": "t", "text": "a b c d e f", "modifiers": [{"lineLimit": {"limit": 2, "reservesSpace": true}}]}"#, width: 30)
        XCTAssertEqual(long.frame("t").height, 40)
        XCTAssertEqual(long.node("t").flatMap { if case .text(let run) = $0.content { return run.measurement.truncated } else { return nil } }, true)
    }

    func testTheNearestModifierDecides() throws {
        // `lineLimit(3)` inside keeps the lower limit of 2 from outside: "Hi" is still 40 tall.
        XCTAssertEqual(try text("Hi", #"{"lineLimit": 3}, {"lineLimit": {"limit": 2, "reservesSpace": true}}"#).height, 40)
        // `lineLimit(1, reservesSpace: false)` inside sets both limits: no lower one.
        XCTAssertEqual(try text("Hi", #"{"lineLimit": {"limit": 1, "reservesSpace": false}}, {"lineLimit": {"limit": 2, "reservesSpace": true}}"#).height, 20)
    }

    func testTheTextStaysAtTheTopAndItsBaselinesWithIt() throws {
        // In an HStack aligned on first baselines, the reserved Text's first baseline is its
        // first line's (16), so it lines up with a plain Text beside it.
        let result = try layout(#"""
        {"type": "HStack", "alignment": "firstTextBaseline", "children": [
          {"type": "Text", "id": "a", "text": "Hi", "modifiers": [{"lineLimit": {"limit": 2, "reservesSpace": true}}]},
          {"type": "Text", "id": "b", "text": "Yo"}]}
        """#)
        XCTAssertEqual(result.frame("a#0").minY, result.frame("b").minY)
        XCTAssertEqual(result.frame("a#0").height, 40)
    }

    func testBadValuesAreNamed() {
        func message(_ modifier: String) -> String {
            do { _ = try scene(#"{"type": "Text", "text": "a", "modifiers": [\#(modifier)]}"#); return "" } catch { return "\(error)" }
        }
        XCTAssertTrue(message(#"{"lineLimit": {"limit": 2}}"#).contains("reservesSpace"))
        XCTAssertTrue(message(#"{"lineLimit": {"reservesSpace": true}}"#).contains("limit"))
        XCTAssertTrue(message(#"{"lineLimit": {"limit": 0, "reservesSpace": true}}"#).contains("modifiers[0]"))
        XCTAssertTrue(message(#"{"lineLimit": {"limit": 2, "reservesSpace": true, "x": 1}}"#).contains("x"))
    }

    func testSwiftSourceAndSwiftAPIAgree() throws {
        let source = """
        import SwiftUI
        struct V: View {
            var body: some View {
                Text("Hi").lineLimit(2, reservesSpace: true).id("t")
            }
        }
        """
        let loaded = try SwiftSource.load(Array(source.utf8), file: "V.swift", options: SwiftSource.Options())
        let fromSource = try Renderer.layout(loaded.scene.root, options: RenderOptions(canvas: loaded.scene.canvas), measurer: FixedAdvanceMeasurer())
        XCTAssertEqual(fromSource.frame("t").height, 40)
        let tree = try ImageRenderer(content: Text("Hi").lineLimit(2, reservesSpace: true).id("t")).viewTree()
        let fromAPI = try Renderer.layout(tree, options: RenderOptions(canvas: loaded.scene.canvas), measurer: FixedAdvanceMeasurer())
        XCTAssertEqual(fromAPI.frame("t"), fromSource.frame("t"))
    }
}
