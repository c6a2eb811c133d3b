import XCTest
@testable import RenderLayout
@testable import RenderScene

/// Review 14 R3 S3: a placed node's stored zIndex flag (`PlacedNode.carriesZIndex`) follows a
/// copy whose `children` or `content` is replaced, through the nested `didSet`s (the child's
/// first, then each parent's), and the painter draws in the order the new values give.
final class PlacedNodeZIndexTests: XCTestCase {
    /// Red `a` (zIndex 1 behind a padding) over blue `b`, both 10 × 10 at the same place.
    static let stack = #"""
    {"canvas": {"width": 10, "height": 10, "background": "transparent"}, "root":
     {"type": "ZStack", "children": [
       {"type": "Color", "color": "red", "id": "a", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"zIndex": 1}, {"padding": 0}]},
       {"type": "Color", "color": "blue", "id": "b", "modifiers": [{"frame": {"width": 10, "height": 10}}]}
     ]}}
    """#

    func laidOut() throws -> Renderer.LayoutResult {
        let decoded = try scene(Self.stack)
        return try Renderer.layout(decoded.root, options: RenderOptions(canvas: decoded.canvas), measurer: FixedAdvanceMeasurer())
    }

    /// The colour on top at the centre when `root` is painted in `result`'s canvas.
    func top(_ root: PlacedNode, in result: Renderer.LayoutResult) throws -> String {
        var result = result
        result.root = root
        let pixel = try XCTUnwrap(try PNGCodec.decode(try Renderer.draw(result, format: .png, background: .transparent)).pixel(x: 5, y: 5))
        // iOS's red and blue (systemRed, systemBlue): red has the most red, blue the most blue.
        if pixel.r > 200, pixel.b < 100 { return "red" }
        if pixel.b > 200, pixel.r < 100 { return "blue" }
        return "\(pixel)"
    }

    func testAModifiedCopyKeepsItsZIndexThroughChildrenAndContent() throws {
        let result = try laidOut()
        let stack = result.root
        XCTAssertEqual(stack.kind, "ZStack")
        XCTAssertEqual(stack.children.map(\.zIndex), [1, 0])
        XCTAssertEqual(try top(stack, in: result), "red")

        // `children[0].children[0] = …`: the zIndex node replaced by the frame node it wraps.
        var lowered = stack
        let zIndexNode = stack.children[0].children[0]
        XCTAssertEqual(zIndexNode.id, "a#1")
        lowered.children[0].children[0] = zIndexNode.children[0]
        XCTAssertEqual(lowered.children.map(\.zIndex), [0, 0])
        XCTAssertEqual(try top(lowered, in: result), "blue")

        // `content = …`: the frame node given the zIndex effect's content carries it again.
        var raised = lowered
        raised.children[0].children[0].content = zIndexNode.content
        XCTAssertEqual(raised.children.map(\.zIndex), [1, 0])
        XCTAssertEqual(try top(raised, in: result), "red")

        // `children[1] = …`: `b` replaced by a copy of `a`'s chain, zIndex 1 each: tree order.
        var both = stack
        both.children[1] = stack.children[0]
        XCTAssertEqual(both.children.map(\.zIndex), [1, 1])
    }
}
