import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI

/// Issue 23: a shape without a fill of its own is filled with the foreground style in effect, as
/// SwiftUI fills it (`Capsule().foregroundStyle(.red)` is red), and the hierarchical styles
/// (`.secondary` …) are levels of that style: at opacity 0.5, 0.25, 0.18 of a custom style, iOS's
/// label colours (#3C3C43 at 0.6, 0.3, 0.18) when none is set (OpenSwiftUI's `SystemColors.swift`
/// and `HierarchicalShapeStyle.swift`, run against SwiftUI; UIKit's `secondaryLabel`…).
/// Pixels are on a white canvas: a colour c at alpha a shows as 255 − a·(255 − c).
final class ShapeForegroundStyleTests: XCTestCase {
    /// The centre pixel of a 20×20 white canvas whose root is `root`.
    func centre(_ root: String) throws -> RGBAPixel {
        let decoded = try scene(#"{"canvas": {"width": 20, "height": 20, "background": "white"}, "root": \#(root)}"#)
        return try draw(decoded.root)[10, 10]
    }

    func draw(_ root: ViewNode, width: Double = 20, height: Double = 20) throws -> RGBAImage {
        var options = RenderOptions(width: width, height: height)
        options.background = .color(.white)
        let result = try Renderer.layout(root, options: options, measurer: FixedAdvanceMeasurer())
        return try PNGCodec.decode(try Renderer.draw(result, format: .png, background: options.background))
    }

    func assertPixel(_ pixel: RGBAPixel, _ r: Int, _ g: Int, _ b: Int, _ message: String = "",
                     file: StaticString = #filePath, line: UInt = #line) {
        let got = [pixel.r, pixel.g, pixel.b].map(Int.init)
        XCTAssertTrue(zip(got, [r, g, b]).allSatisfy { abs($0 - $1) <= 1 }, "\(message): \(got) is not \([r, g, b])", file: file, line: line)
    }

    /// systemRed (255, 59, 48); secondaryLabel (60, 60, 67) at 0.6 over white is (138, 138, 142).
    func testAShapeTakesEveryForegroundStyle() throws {
        for (modifiers, expected) in [
            (#"{"foregroundColor": "red"}"#, [255, 59, 48]),
            (#"{"foregroundStyle": "red"}"#, [255, 59, 48]),
            (#"{"foregroundStyle": "secondary"}"#, [138, 138, 142]),
            (#"{"foregroundStyle": "tertiary"}"#, [197, 197, 199]),
            (##"{"foregroundStyle": "#00FF00"}"##, [0, 255, 0]),
            // Set above the shape's frame, as apps write it.
            (#"{"frame": {"width": 20, "height": 20}}, {"foregroundStyle": "red"}"#, [255, 59, 48]),
            // The nearest wins.
            (#"{"foregroundStyle": "blue"}, {"foregroundStyle": "red"}"#, [0, 122, 255]),
        ] {
            for shape in ["Capsule", "Rectangle", "Circle", "Ellipse"] {
                let pixel = try centre(#"{"type": "\#(shape)", "modifiers": [\#(modifiers)]}"#)
                assertPixel(pixel, expected[0], expected[1], expected[2], "\(shape) \(modifiers)")
            }
        }
        // None set: `.primary`, black.
        assertPixel(try centre(#"{"type": "Capsule"}"#), 0, 0, 0, "no style")
    }

    func testAnExplicitFillWinsOverTheForegroundStyle() throws {
        assertPixel(try centre(#"{"type": "Circle", "fill": "blue", "modifiers": [{"foregroundStyle": "red"}]}"#), 0, 122, 255)
    }

    /// A hierarchical style is a level of the style it inherits: red at 0.5 over white is
    /// (255, 157, 152); at 0.25, (255, 206, 203).
    func testHierarchicalStylesAreLevelsOfTheForegroundStyle() throws {
        let red = #"{"foregroundStyle": "red"}"#
        assertPixel(try centre(#"{"type": "VStack", "children": [{"type": "Circle", "fill": "secondary"}], "modifiers": [{"frame": {"width": 20, "height": 20}}, \#(red)]}"#),
                    255, 157, 152, "fill(.secondary)")
        assertPixel(try centre(#"{"type": "VStack", "children": [{"type": "Circle", "modifiers": [{"foregroundStyle": "tertiary"}]}], "modifiers": [{"frame": {"width": 20, "height": 20}}, \#(red)]}"#),
                    255, 206, 203, "foregroundStyle(.tertiary)")
        // `foregroundColor(.secondary)` takes `Color.secondary`: iOS's fixed colour.
        assertPixel(try centre(#"{"type": "VStack", "children": [{"type": "Circle", "modifiers": [{"foregroundColor": "secondary"}]}], "modifiers": [{"frame": {"width": 20, "height": 20}}, \#(red)]}"#),
                    138, 138, 142, "foregroundColor(.secondary)")
        // A level inside a level is a level of the same style: `.tertiary` inside
        // `.secondary` is tertiaryLabel, and inside red's `.secondary`, red at 0.25.
        assertPixel(try centre(#"{"type": "VStack", "children": [{"type": "Circle", "modifiers": [{"foregroundStyle": "tertiary"}]}], "modifiers": [{"frame": {"width": 20, "height": 20}}, {"foregroundStyle": "secondary"}]}"#),
                    197, 197, 199, "tertiary inside secondary")
        assertPixel(try centre(#"{"type": "VStack", "children": [{"type": "Circle", "fill": "tertiary"}], "modifiers": [{"frame": {"width": 20, "height": 20}}, {"foregroundStyle": "secondary"}, \#(red)]}"#),
                    255, 206, 203, "fill(.tertiary) inside red's secondary")
        // A Text inside takes the same level.
        let result = try layout(#"{"type": "Text", "text": "a", "id": "t", "modifiers": [{"foregroundStyle": "secondary"}, \#(red)]}"#)
        guard case .text(let run)? = result.node("t")?.content else { return XCTFail("no text") }
        XCTAssertEqual(run.style, .color(SystemColors.red.opacity(0.5)))
    }

    /// `stroke(lineWidth:)` and `strokeBorder(lineWidth:)` draw in the foreground style too: the
    /// left edge of a 20-point square stroked inside with a 4-point line.
    func testStrokesWithoutAStyleTakeTheForegroundStyle() throws {
        for key in ["stroke", "strokeBorder"] {
            let decoded = try scene(#"{"canvas": {"width": 20, "height": 20, "background": "white"}, "root": {"type": "Rectangle", "\#(key)": "primary", "lineWidth": 4, "modifiers": [{"foregroundStyle": "red"}]}}"#)
            let image = try draw(decoded.root)
            assertPixel(image[1, 10], 255, 59, 48, key)
            assertPixel(image[10, 10], 255, 255, 255, key + " inside")
        }
    }

    /// The same pixels from a Swift file and from the Swift API: `.foregroundColor`,
    /// `.foregroundStyle(.secondary)`, `strokeBorder(lineWidth:)` and a style above a frame.
    func testSwiftSourceAndSwiftAPIGiveTheSamePixels() throws {
        let source = #"""
        struct Styled: View {
            var body: some View {
                HStack(spacing: 0) {
                    Capsule().foregroundColor(.red)
                    Capsule().foregroundStyle(.secondary)
                    Circle().strokeBorder(lineWidth: 4).foregroundStyle(.green)
                    Rectangle().frame(width: 20, height: 20).foregroundStyle(.blue)
                    VStack { Circle().fill(.secondary) }.foregroundStyle(.red)
                }
                .frame(width: 100, height: 20)
            }
        }
        """#
        let loaded = try SwiftSource.load(Array(source.utf8), file: "Styled.swift")
        let api = try ImageRenderer(content: StyledShapes()).viewTree()
        for (name, root) in [("source", loaded.scene.root), ("api", api)] {
            let image = try draw(root, width: 100, height: 20)
            assertPixel(image[10, 10], 255, 59, 48, "\(name): foregroundColor(.red)")
            assertPixel(image[30, 10], 138, 138, 142, "\(name): foregroundStyle(.secondary)")
            assertPixel(image[41, 10], 52, 199, 89, "\(name): strokeBorder in green")
            assertPixel(image[50, 10], 255, 255, 255, "\(name): strokeBorder's inside")
            assertPixel(image[70, 10], 0, 122, 255, "\(name): style above the frame")
            assertPixel(image[90, 10], 255, 157, 152, "\(name): fill(.secondary) under red")
        }
    }
}

private struct StyledShapes: View {
    var body: some View {
        HStack(spacing: 0) {
            Capsule().foregroundColor(.red)
            Capsule().foregroundStyle(.secondary)
            Circle().strokeBorder(lineWidth: 4).foregroundStyle(.green)
            Rectangle().frame(width: 20, height: 20).foregroundStyle(.blue)
            VStack { Circle().fill(.secondary) }.foregroundStyle(.red)
        }
        .frame(width: 100, height: 20)
    }
}
