import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// Debug figures (issue 10): where red proposal boxes are drawn, by pixels; tags, margins,
/// `--fit`, the legend and debug borders in sweeps.
final class DebugFigureTests: XCTestCase {
    private let red = RGBAPixel(r: 255, g: 0, b: 0)
    private let blue = RGBAPixel(r: 0, g: 0, b: 255)
    private let white = RGBAPixel(r: 255, g: 255, b: 255)

    /// Lays out with Pango and draws to a decoded PNG.
    private func draw(_ json: String, debug: DebugBorders? = nil, margin: Double? = 0, fit: Bool = false,
                      scale: Double = 1) throws -> (image: RGBAImage, layout: Renderer.LayoutResult) {
        let text = PangoTextMeasurer()
        let decoded = try scene(json)
        var options = RenderOptions(canvas: decoded.canvas)
        options.scale = scale
        let result = try Renderer.layout(decoded.root, options: options, measurer: text)
        let png = try Renderer.draw(result, format: .png, background: options.background, debug: debug,
                                    margin: margin, fit: fit, text: text)
        return (try PNGCodec.decode(png), result)
    }

    private func pixels(_ image: RGBAImage, _ color: RGBAPixel) -> [(x: Int, y: Int)] {
        var result: [(Int, Int)] = []
        for y in 0..<image.height { for x in 0..<image.width where image[x, y] == color { result.append((x, y)) } }
        return result
    }

    /// The issue's first case: the Text's red box is the frame that offered the space, less the
    /// padding — not centred on the Text, and nowhere outside the frame.
    func testTextUnderPaddingUnderAlignedFrameIsOfferedTheFrameLessThePadding() throws {
        let json = #"""
        {"canvas": {"width": 240, "height": 140},
         "root": {"type": "Text", "text": "Hello", "id": "t",
                  "modifiers": [{"padding": 10}, {"frame": {"width": 200, "height": 100, "alignment": "bottomTrailing"}}]}}
        """#
        let (image, layout) = try draw(json, debug: DebugBorders(ids: ["t", "t#0"]))
        let text = layout.frame("t")
        XCTAssertEqual(text.maxX, 210)
        XCTAssertEqual(text.maxY, 110)
        // The Text's box: (30, 30) to (210, 110), its left and top edges far from the Text.
        XCTAssertEqual(image[30, 50], red)
        XCTAssertEqual(image[100, 30], red)
        // The padding's box is the frame: (20, 20) to (220, 120).
        XCTAssertEqual(image[20, 50], red)
        XCTAssertEqual(image[100, 119], red)
        for (x, y) in pixels(image, red) {
            XCTAssertTrue((20..<220).contains(x) && (20..<120).contains(y), "red at (\(x), \(y)) lies outside the frame")
        }
    }

    /// Stack children: each box starts where the child starts along the axis, as long as its
    /// offer; across, it is the stack's own offer.
    func testStackChildrenAreOfferedTheirSlot() throws {
        let json = #"""
        {"canvas": {"width": 100, "height": 40},
         "root": {"type": "HStack", "spacing": 10, "children": [
           {"type": "Color", "color": "yellow", "id": "a", "modifiers": [{"frame": {"maxWidth": 30, "maxHeight": 20}}]},
           {"type": "Color", "color": "green", "id": "b", "modifiers": [{"frame": {"maxHeight": 20}}]}]}}
        """#
        let (image, layout) = try draw(json, debug: DebugBorders(ids: ["a#0", "b#0"]))
        // 90 points for two: a (less flexible) is offered 45 and takes 30; b is offered 60.
        XCTAssertFrame(layout.frame("a#0"), 0, 10, 30, 20)
        XCTAssertFrame(layout.frame("b#0"), 40, 10, 60, 20)
        // a's slot runs from 0 to 45, over b; across, both boxes are the stack's 40 points.
        XCTAssertEqual(image[44, 25], red, "a's slot ends at 45")
        XCTAssertEqual(image[20, 0], red, "a's box spans the height offered")
        XCTAssertEqual(image[20, 39], red)
        XCTAssertEqual(image[70, 0], red, "b's box spans the height offered")
        XCTAssertEqual(image[40, 5], red, "b's slot starts where b does")
        XCTAssertNotEqual(image[45, 25], red)
    }

    /// ZStack and overlay children are aligned as the child is: an offer smaller than the
    /// container sits at the child's alignment, inside the container.
    func testAlignedChildrenAreOfferedSpaceAtTheirAlignment() throws {
        let json = #"""
        {"canvas": {"width": 100, "height": 60},
         "root": {"type": "Color", "color": "white", "id": "base",
                  "modifiers": [{"overlay": {"alignment": "topTrailing",
                     "content": {"type": "Color", "color": "black", "id": "dot", "modifiers": [{"frame": {"width": 10, "height": 10}}]}}}]}}
        """#
        let (image, layout) = try draw(json, debug: DebugBorders(ids: ["dot#0", "dot"]))
        // The overlay's content is proposed the primary's 100×60 and aligned top-trailing.
        XCTAssertFrame(layout.frame("dot#0"), 90, 0, 10, 10)
        XCTAssertEqual(image[0, 30], red, "the offer is the whole primary view")
        XCTAssertEqual(image[50, 59], red)
        // The dot itself was offered its frame's 10×10: red under blue, only blue shows.
        XCTAssertEqual(image[90, 5], blue)
    }

    /// nil: dashed edges just outside the view's own extent; ∞: no edges on that axis, the
    /// others running to the picture's edges.
    func testUnspecifiedAndInfiniteProposalsHaveTheirOwnStyle() throws {
        let json = #"""
        {"canvas": {"width": 80},
         "root": {"type": "ScrollView", "axes": "horizontal", "children": [
           {"type": "Rectangle", "id": "r", "modifiers": [{"frame": {"width": 40, "height": 20}}]}]}}
        """#
        let (image, layout) = try draw(json, debug: DebugBorders(ids: ["r#0"]), margin: 8)
        let frame = layout.frame("r#0")
        XCTAssertFrame(frame, 0, 0, 40, 20)
        // Width nil (the ScrollView's axis): dashed edges 2 points outside, at x = 8 - 2 and 8 + 40 + 1.
        let left = (8..<28).map { image[6, $0] }
        XCTAssertTrue(left.contains(red) && left.contains(white), "a dashed left edge: \(left)")
        let right = (8..<28).map { image[49, $0] }
        XCTAssertTrue(right.contains(red) && right.contains(white), "a dashed right edge")
        // Height 20 as proposed by the canvas: solid top and bottom edges, covered by the blue.
        XCTAssertEqual(image[30, 8], blue)
        // No scene places a view with an infinite proposal (they are probes), so a placed tree
        // is made by hand: ∞ wide, 20 high.
        let node = PlacedNode(view: ViewNode(.color(.color(.white)), id: "x"), proposal: ProposedViewSize(width: .infinity, height: 20),
                              frame: Rect(x: 10, y: 10, width: 30, height: 20), children: [], content: .none)
        let made = Renderer.LayoutResult(canvas: Size(width: 60, height: 40), scale: 1, root: node, warnings: [])
        let png = try Renderer.draw(made, format: .png, background: .color(.white), debug: DebugBorders(), margin: 8)
        let drawn = try PNGCodec.decode(png)
        XCTAssertEqual([drawn.width, drawn.height], [76, 56])
        // The top and bottom edges run to the picture's edges; there are no left and right ones.
        for x in [3, 12, 60, 72] {
            XCTAssertEqual(drawn[x, 18], x >= 18 && x < 48 ? blue : red, "top edge at x = \(x)")
            XCTAssertEqual(drawn[x, 37], x >= 18 && x < 48 ? blue : red, "bottom edge at x = \(x)")
        }
        for y in 20..<36 { XCTAssertNotEqual(drawn[10, y], red); XCTAssertNotEqual(drawn[65, y], red) }
    }

    func testMarginAndDefaultDebugMargin() throws {
        let json = #"{"canvas": {"width": 50, "height": 20}, "root": {"type": "Color", "color": "black"}}"#
        let plain = try draw(json, margin: nil).image
        XCTAssertEqual([plain.width, plain.height], [50, 20])
        let margined = try draw(json, margin: 5, scale: 2).image
        XCTAssertEqual([margined.width, margined.height], [120, 60])
        XCTAssertEqual(margined[9, 30], white)
        XCTAssertEqual(margined[10, 30], RGBAPixel(r: 0, g: 0, b: 0))
        let debug = try draw(json, debug: DebugBorders(), margin: nil).image
        let m = Int(DebugBorders().defaultMargin)
        XCTAssertEqual(DebugBorders(ids: ["x"]).defaultMargin, 16, "room for tags above")
        XCTAssertEqual([debug.width, debug.height], [50 + 2 * m, 20 + 2 * m])
        for x in 0..<debug.width { XCTAssertEqual(debug[x, 0], white); XCTAssertEqual(debug[x, debug.height - 1], white) }
        XCTAssertEqual(debug[m, 10 + m], blue, "the root fills its offer, the canvas, inside the margin")
        XCTAssertEqual(debug[m - 1, 10 + m], white)
    }

    /// `--fit` grows the picture to an offset view and to the debug boxes, and shifts
    /// everything so that nothing is cut off.
    func testFitShowsOffsetsAndOverflow() throws {
        let json = #"""
        {"canvas": {"width": 60, "height": 40},
         "root": {"type": "Color", "color": "black", "id": "c",
                  "modifiers": [{"frame": {"width": 20, "height": 20}}, {"offset": {"x": 70, "y": -30}}]}}
        """#
        let cut = try draw(json).image
        XCTAssertEqual([cut.width, cut.height], [60, 40])
        XCTAssertTrue(pixels(cut, RGBAPixel(r: 0, g: 0, b: 0)).isEmpty, "the offset view lies outside the canvas")
        let fitted = try draw(json, fit: true).image
        // Canvas (0, 0)–(60, 40) ∪ the view at (90, -20)–(110, 0).
        XCTAssertEqual([fitted.width, fitted.height], [110, 60])
        XCTAssertEqual(pixels(fitted, RGBAPixel(r: 0, g: 0, b: 0)).count, 400)
        XCTAssertEqual(fitted[90, 0], RGBAPixel(r: 0, g: 0, b: 0))
        // A slider's thumb shadow reaches past the slider's frame: --fit keeps it.
        let slider = try draw(#"{"canvas": {"width": 200}, "root": {"type": "Slider", "value": 0}}"#, fit: true)
        let frame = slider.layout.root.frame
        XCTAssertEqual(slider.image.width, Int(frame.width + PaintedExtent.knobShadow.horizontal))
        XCTAssertEqual(slider.image.height, Int(frame.height + PaintedExtent.knobShadow.vertical))
        // Under the thumb (centre 14 points in), 1 point below the frame, 2 points of shadow above it.
        XCTAssertNotEqual(slider.image[5 + 14, 2 + Int(frame.height) + 1], white, "the shadow below the thumb shows")
    }

    /// Tags: one per chosen box, never overlapping, inside the picture.
    func testTagsDoNotCollide() throws {
        let json = #"""
        {"canvas": {"width": 200, "height": 60},
         "root": {"type": "Text", "text": "Hi", "id": "t",
                  "modifiers": [{"border": "gray"}, {"padding": 4}, {"frame": {"width": 100}}]}}
        """#
        let text = PangoTextMeasurer()
        let decoded = try scene(json)
        let result = try Renderer.layout(decoded.root, options: RenderOptions(canvas: decoded.canvas), measurer: text)
        let canvas = Rect(x: 0, y: 0, width: 200, height: 60)
        let overlay = DebugOverlay(root: result.root, canvas: canvas, options: DebugBorders(ids: ["*"]), scale: 1,
                                   text: text, tagRegion: canvas.insetBy(-8))
        XCTAssertEqual(overlay.tags.count, 4)
        for (i, a) in overlay.tags.enumerated() {
            XCTAssertTrue(a.rect.minX >= -8 && a.rect.maxX <= 208 && a.rect.minY >= -8 && a.rect.maxY <= 68, "\(a.rect)")
            for b in overlay.tags[(i + 1)...] { XCTAssertFalse(a.rect.intersects(b.rect), "\(a.rect) and \(b.rect)") }
        }
        XCTAssertEqual(Set(overlay.tags.map(\.request.string)), ["t", "t#0", "t#1", "t#2"])
        // Kinds choose too: every Text, tagged with its id.
        let kinds = DebugOverlay(root: result.root, canvas: canvas, options: DebugBorders(ids: ["Text", "frame"]),
                                 scale: 1, text: text, tagRegion: nil)
        XCTAssertEqual(kinds.tags.map(\.request.string), ["t#2", "t"])
    }

    func testLegendStripAndSweepWithDebugBorders() throws {
        let json = #"{"canvas": {"width": 50, "height": 20}, "root": {"type": "Color", "color": "black"}}"#
        let (image, _) = try draw(json, debug: DebugBorders(legend: true), margin: 0)
        XCTAssertEqual(image.height, 20 + Int(DebugBorderPainter.legendHeight))
        XCTAssertGreaterThanOrEqual(Double(image.width), DebugBorderPainter.legendWidth(text: PangoTextMeasurer()).rounded(.down))

        let directory = try temporaryDirectory(self)
        let sheet = directory.appendingPathComponent("sheet.png"), plainSheet = directory.appendingPathComponent("plain.png")
        let arguments = ["sweep", "docs/scenes/view-that-fits-debug.json", "--param", "width", "--from", "60", "--to", "160",
                         "--step", "50", "--scale", "1"]
        let debug = try runRender(arguments + ["--sheet", sheet.path, "--debug-borders", "--debug-ids", "v", "--legend"])
        XCTAssertEqual(debug.status, 0, debug.stderr)
        let plain = try runRender(arguments + ["--sheet", plainSheet.path])
        XCTAssertEqual(plain.status, 0, plain.stderr)
        let withBorders = try PNGCodec.decode([UInt8](try Data(contentsOf: sheet)))
        let without = try PNGCodec.decode([UInt8](try Data(contentsOf: plainSheet)))
        XCTAssertGreaterThan(pixels(withBorders, red).count, 100)
        XCTAssertEqual(pixels(without, red).count, 0)
        XCTAssertGreaterThan(withBorders.height, without.height, "margins and the legend strip")
    }
}

extension DebugFigureTests {
    func testFigureFlagsOnTheCommandLine() throws {
        let directory = try temporaryDirectory(self)
        let out = directory.appendingPathComponent("out.png")
        XCTAssertEqual(try runRender(["examples/view-that-fits.json", "-o", out.path, "--margin", "-1"]).status, 2)
        XCTAssertEqual(try runRender(["examples/view-that-fits.json", "-o", out.path, "--legend"]).status, 2)
        XCTAssertEqual(try runRender(["sweep", "examples/view-that-fits.json", "--from", "50", "--to", "60", "-o", out.path,
                                      "--debug-ids", "v"]).status, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.path))
        // A picture --fit would make too large is bad input, and nothing is written.
        let far = directory.appendingPathComponent("far.json")
        try #"{"root": {"type": "Text", "text": "Far", "modifiers": [{"offset": {"x": 90000, "y": 0}}]}}"#
            .write(to: far, atomically: true, encoding: .utf8)
        let tooLarge = try runRender([far.path, "-o", out.path, "--fit"])
        XCTAssertEqual(tooLarge.status, 1, tooLarge.stderr)
        XCTAssertTrue(tooLarge.stderr.contains("far.json:1:10: root: the picture would be"), tooLarge.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.path))
        let result = try runRender(["examples/view-that-fits.json", "-w", "200", "-o", out.path, "--margin", "10", "--fit"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let image = try PNGCodec.decode([UInt8](try Data(contentsOf: out)))
        XCTAssertEqual(image.width, 440, "(200 + 2 × 10) points at the scene's scale 2")
    }
}
