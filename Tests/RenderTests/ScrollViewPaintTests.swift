import XCTest
@testable import RenderLayout
@testable import RenderScene

/// Issue 23: a ScrollView or List at rest shows no scroll indicator, as iOS shows one only while
/// the content moves. The indicator used to be a 3-point gray capsule 3 points in from the
/// trailing edge (x 94…97 of a 100-point view), from y 3 down.
final class ScrollViewPaintTests: XCTestCase {
    func testNoIndicatorIsDrawnOnAStillScrollView() throws {
        for showsIndicators in ["true", "false"] {
            let decoded = try scene(#"""
            {"canvas": {"width": 100, "height": 100, "background": "white"},
             "root": {"type": "ScrollView", "showsIndicators": \#(showsIndicators), "children": [
               {"type": "Color", "color": "white", "modifiers": [{"frame": {"height": 1000}}]}]}}
            """#)
            let options = RenderOptions(canvas: decoded.canvas)
            let result = try Renderer.layout(decoded.root, options: options, measurer: FixedAdvanceMeasurer())
            let image = try PNGCodec.decode(try Renderer.draw(result, format: .png, background: options.background))
            for y in stride(from: 4, to: 40, by: 4) {
                XCTAssertEqual(image[95, y], RGBAPixel(r: 255, g: 255, b: 255), "showsIndicators \(showsIndicators), y \(y)")
            }
        }
    }
}
