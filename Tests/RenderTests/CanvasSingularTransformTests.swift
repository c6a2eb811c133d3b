import XCTest
@testable import RenderLayout
@testable import RenderScene

/// CanvasPainter step 4: a command with a singular or non-finite transform is skipped, and what
/// is painted after the canvas is still painted (cairo would otherwise stay in its error state).
final class CanvasSingularTransformTests: XCTestCase {
    func draw(_ transform: String) throws -> RGBAImage {
        let json = #"""
        {"canvas": {"width": 40, "height": 20, "background": "#FFFFFF"},
         "root": {"type": "HStack", "spacing": 0, "children": [
           {"type": "Canvas", "commands": [
              {"fill": [["rect", 0, 0, 20, 20]], "with": "#0000FF", "transform": \#(transform)},
              {"fill": [["rect", 0, 0, 10, 10]], "with": "#00FF00"}],
            "modifiers": [{"frame": {"width": 20, "height": 20}}]},
           {"type": "Color", "color": "#FF0000", "modifiers": [{"frame": {"width": 20, "height": 20}}]}]}}
        """#
        let scene = try SceneDecoder.decode(Array(json.utf8), file: "s.json")
        let result = try Renderer.layout(scene.root, options: RenderOptions(canvas: scene.canvas), measurer: FixedAdvanceMeasurer())
        return try PNGCodec.decode(try Renderer.draw(result, format: .png, background: RenderOptions(canvas: scene.canvas).background))
    }

    func testASingularTransformSkipsItsCommandOnly() throws {
        for transform in ["[0, 0, 0, 0, 0, 0]", "[1, 2, 2, 4, 0, 0]"] {
            let image = try draw(transform)
            // The singular fill is not drawn (white at 15, 15), the next command is (green at
            // 5, 5), and the sibling after the canvas is red.
            XCTAssertEqual([image[15, 15].r, image[15, 15].g, image[15, 15].b], [255, 255, 255], transform)
            XCTAssertEqual(image[5, 5].g > 100 && image[5, 5].r < 50, true, "\(transform): \(image[5, 5])")
            XCTAssertEqual([image[30, 10].r, image[30, 10].g, image[30, 10].b], [255, 0, 0], transform)
        }
        // The same scene with an invertible transform fills the canvas blue.
        let image = try draw("[1, 0, 0, 1, 0, 0]")
        XCTAssertEqual([image[15, 15].r, image[15, 15].g, image[15, 15].b], [0, 0, 255])
    }
}
