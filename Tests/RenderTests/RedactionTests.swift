import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// `redacted(reason: .placeholder)` and `unredacted()` (the `Redacted` modifier's rule): sizes
/// kept, texts as bars and images as filled frames in their style at 0.16 (decision,
/// docs/swift-input.md, "Redaction"); fixed-advance measurer (10 pt per character, 20 pt lines).
final class RedactionTests: XCTestCase {
    private static let row = #"""
        {"type": "HStack", "id": "%@", "spacing": 8, %@"children": [
          {"type": "Image", "id": "%@-icon", "systemName": "star.fill", "resizable": true, "modifiers": [{"frame": {"width": 20, "height": 20}}, {"foregroundColor": "#FF0000"}]},
          {"type": "VStack", "alignment": "leading", "spacing": 0, "children": [
            {"type": "Text", "id": "%@-title", "text": "MMMM"},
            {"type": "Text", "id": "%@-kept", "text": "Kept", "modifiers": [{"unredacted": true}]}]}]}
        """#

    private func row(_ id: String, _ modifiers: String = "") -> String {
        String(format: Self.row, id, modifiers, id, id, id)
    }

    private func canvas(_ children: String) -> String {
        #"{"canvas": {"width": 100, "height": 100}, "root": {"type": "VStack", "alignment": "leading", "spacing": 0, "children": ["#
            + children + #"], "modifiers": [{"frame": {"maxWidth": "infinity", "maxHeight": "infinity", "alignment": "topLeading"}}]}}"#
    }

    /// Steps 1 and 2: the same frames redacted or not; the redaction reaches the texts and
    /// images inside, and `unredacted()` lifts it.
    func testRedactionKeepsEverySizeAndReachesTheContent() throws {
        let result = try layout(canvas(row("plain") + "," + row("red", #""modifiers": [{"redacted": "placeholder"}], "#)))
        // Each row: the 20 × 20 icon, 8, the 40-wide column of two 20-high lines.
        XCTAssertFrame(result.frame("plain"), 0, 0, 68, 40)
        XCTAssertFrame(result.frame("red"), 0, 40, 68, 40)
        for part in ["icon", "title", "kept"] {
            XCTAssertEqual(result.frame("red-\(part)").size, result.frame("plain-\(part)").size, part)
        }
        XCTAssertFrame(result.frame("red-icon"), 0, 50, 20, 20)
        XCTAssertFrame(result.frame("red-title"), 28, 40, 40, 20)
        func redacted(_ id: String) -> Bool? {
            var found: Bool?
            result.node(id)?.forEach { node in
                switch node.content {
                case .text, .image, .symbol: if found == nil { found = node.isRedacted }
                default: break
                }
            }
            return found
        }
        XCTAssertEqual(redacted("plain-icon"), false)
        XCTAssertEqual(redacted("plain-title"), false)
        XCTAssertEqual(redacted("red-icon"), true)
        XCTAssertEqual(redacted("red-title"), true)
        XCTAssertEqual(redacted("red-kept"), false)
    }

    /// Steps 3 and 4: the icon's frame is filled with its red at 0.16 over white, its corner
    /// rounded off; the text's line is a grey bar (black at 0.16) where a glyph would be.
    func testRedactedContentIsDrawnAsFillsOfItsStyle() throws {
        let parsed = try scene(canvas(row("red", #""modifiers": [{"redacted": "placeholder"}], "#)))
        var options = RenderOptions(canvas: parsed.canvas)
        options.scale = 1
        let result = try Renderer.layout(parsed.root, options: options, measurer: FixedAdvanceMeasurer())
        let image = try PNGCodec.decode(try Renderer.draw(result, format: .png, background: options.background))
        func assertPixel(_ x: Int, _ y: Int, _ want: [Int], line: UInt = #line) {
            let p = image[x, y]
            // Cairo's 8-bit alpha: 0.16 is 41/255, so 255 · (1 − 41/255) = 214 or 215.
            XCTAssertTrue(zip([p.r, p.g, p.b].map(Int.init), want).allSatisfy { abs($0 - $1) <= 1 }, "(\(x), \(y)): \([p.r, p.g, p.b]) is not \(want)", line: line)
        }
        // The icon (x 0…20, y 10…30, centred on the 40-high column): 255 · 0.84 = 214 in green
        // and blue; its corner pixel is background.
        assertPixel(10, 20, [255, 214, 214])
        assertPixel(1, 20, [255, 214, 214])
        assertPixel(0, 10, [255, 255, 255])
        assertPixel(10, 5, [255, 255, 255])
        // The title's bar, across the middle of its line (x 28…, y 0…20).
        assertPixel(32, 10, [214, 214, 214])
        assertPixel(40, 10, [214, 214, 214])
    }

    /// A JSON scene names the one reason drawn.
    func testTheOnlyReasonAJSONSceneTakesIsPlaceholder() throws {
        XCTAssertThrowsError(try layout(canvas(row("red", #""modifiers": [{"redacted": "privacy"}], "#))))
    }

    /// The Swift front end (`InterpreterRedaction`): a row redacted when its movie is the
    /// sample's placeholder id (MovieSwiftUI's row shape), a view inside reading
    /// `@Environment(\.redactionReasons)`, and `unredacted()` lifting both.
    func testSwiftRedactionSetsTheReasonsAViewInsideReads() throws {
        let source = """
            import SwiftUI

            struct Status: View {
                @Environment(\\.redactionReasons) private var reasons
                var body: some View {
                    Text(reasons.contains(.placeholder) ? "loading" : (reasons.isEmpty ? "none" : "other"))
                }
            }

            struct Row: View {
                let movieId: Int
                var body: some View {
                    VStack {
                        Text("Title")
                        Status()
                        Status().unredacted()
                    }
                    .redacted(reason: movieId == 0 ? .placeholder : [])
                }
            }

            struct Rows: View {
                var body: some View {
                    VStack {
                        Row(movieId: 0)
                        Row(movieId: 7)
                        Status()
                        Text("Private").redacted(reason: .privacy)
                    }
                }
            }
            """
        var options = SwiftSource.Options()
        options.stepLimit = 50_000
        let loaded = try SwiftSource.load(Array(source.utf8), file: "App.swift", options: options)
        XCTAssertEqual(loaded.warnings.count, 1, "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings.first?.contains("App.swift:28:28: warning: left out .redacted(reason: .privacy)") == true, "\(loaded.warnings)")
        var render = RenderOptions(canvas: loaded.scene.canvas)
        render.width = 390
        render.height = 800
        var texts: [String] = [], redacted: [Bool] = []
        try Renderer.layout(loaded.scene.root, options: render, measurer: FixedAdvanceMeasurer()).root.forEach {
            if case .text(let run) = $0.content {
                texts.append(run.request.string)
                redacted.append($0.isRedacted)
            }
        }
        XCTAssertEqual(texts, ["Title", "loading", "none", "Title", "none", "none", "none", "Private"])
        XCTAssertEqual(redacted, [true, true, false, false, false, false, false, false])
    }
}
