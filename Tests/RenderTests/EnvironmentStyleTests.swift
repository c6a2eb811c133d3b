import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI

/// Issue 26: the shape styles that are what the environment holds (`EnvironmentStyle`) —
/// `.tint` and `Color.accentColor` (Apple's `TintShapeStyle`: "the current tint color … If no
/// explicit tint is set, the tint is derived from the app's accent color"), `.background` and
/// `backgroundStyle(_:)` (Apple's `EnvironmentValues.backgroundStyle`: "An optional style that
/// overrides the default system background style when set") — and a style's shadow
/// (`ShapeStyle.shadow(_:)`, Apple's `ShadowStyle.drop`/`.inner`). Pixels on a white canvas.
final class EnvironmentStyleTests: XCTestCase {
    func draw(_ json: String, width: Double = 40, height: Double = 40) throws -> RGBAImage {
        let decoded = try scene(#"{"canvas": {"width": \#(width), "height": \#(height), "background": "white"}, "root": \#(json)}"#)
        var options = RenderOptions(canvas: decoded.canvas)
        options.width = width
        options.height = height
        options.background = .color(.white)
        let result = try Renderer.layout(decoded.root, options: options, measurer: FixedAdvanceMeasurer())
        return try PNGCodec.decode(try Renderer.draw(result, format: .png, background: options.background))
    }

    /// A scene drawn at its canvas's size on white.
    func draw(_ scene: Scene) throws -> RGBAImage {
        var options = RenderOptions(canvas: scene.canvas)
        options.background = .color(.white)
        let result = try Renderer.layout(scene.root, options: options, measurer: FixedAdvanceMeasurer())
        return try PNGCodec.decode(try Renderer.draw(result, format: .png, background: options.background))
    }

    func rgb(_ pixel: RGBAPixel) -> [Int] { [Int(pixel.r), Int(pixel.g), Int(pixel.b)] }

    func assertRGB(_ pixel: RGBAPixel, _ expected: [Int], _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(zip(rgb(pixel), expected).allSatisfy { abs($0 - $1) <= 1 }, "\(message): \(rgb(pixel)) is not \(expected)", file: file, line: line)
    }

    static let blue = [0, 122, 255], red = [255, 59, 48], green = [52, 199, 89], white = [255, 255, 255]

    // MARK: .tint and Color.accentColor

    /// `.tint` is the nearest `tint(_:)`, else the app's accent colour, else systemBlue — as a
    /// fill, a Color, a foreground style and a palette level.
    func testTintStyleReadsTheNearestTint() throws {
        for (json, expected, what) in [
            (#"{"type": "Rectangle", "fill": "tint"}"#, Self.blue, "no tint: systemBlue"),
            (#"{"type": "Rectangle", "fill": "tint", "modifiers": [{"tint": "red"}]}"#, Self.red, "fill(.tint) under tint(.red)"),
            (#"{"type": "Color", "color": "accentColor", "modifiers": [{"tint": "green"}]}"#, Self.green, "Color.accentColor under tint(.green)"),
            (#"{"type": "Rectangle", "modifiers": [{"foregroundStyle": "tint"}, {"tint": "red"}]}"#, Self.red, "foregroundStyle(.tint)"),
            (#"{"type": "Rectangle", "modifiers": [{"foregroundColor": "accentColor"}, {"accentColor": "green"}]}"#, Self.green, "foregroundColor(.accentColor)"),
            // The nearest wins: the inner tint.
            (#"{"type": "Rectangle", "fill": "tint", "modifiers": [{"tint": "green"}, {"tint": "red"}]}"#, Self.green, "nearest"),
            // At an opacity: blue at 0.5 over white.
            (#"{"type": "Rectangle", "fill": {"color": "tint", "opacity": 0.5}}"#, [128, 189, 255], "tint at 0.5"),
        ] {
            assertRGB(try draw(json)[20, 20], expected, what)
        }
    }

    /// The canvas's accent colour (a module's `AccentColor`) is the tint when none is set.
    func testTintFallsBackToTheAppAccent() throws {
        let decoded = try scene(##"{"canvas": {"width": 40, "height": 40, "accentColor": "#FF00FF"}, "root": {"type": "Rectangle", "fill": "tint"}}"##)
        let pixels = try draw(decoded)
        assertRGB(pixels[20, 20], [255, 0, 255], "the app's accent colour")
    }

    /// Where a style is read with no environment (a border's colour, a gradient's stop), the
    /// accent colour is the app's (the canvas's `accentColor`, a module's `AccentColor` set), as
    /// it is in an app that sets one; systemBlue only without one.
    func testAccentWithoutEnvironmentIsTheAppAccent() throws {
        for (accent, expected) in [(##", "accentColor": "#FF00FF""##, [255, 0, 255]), ("", Self.blue)] {
            let decoded = try scene(#"{"canvas": {"width": 40, "height": 40\#(accent)}, "root": {"type": "Color", "color": "white", "modifiers": [{"border": {"color": "accentColor", "width": 4}}]}}"#)
            let pixels = try draw(decoded)
            assertRGB(pixels[1, 20], expected, "border(Color.accentColor)\(accent)")
            assertRGB(pixels[20, 20], Self.white, "inside the border")
        }
    }

    /// From Swift, `.tint`, `Color.accentColor` and `.foregroundStyle(.white, .tint)` are the
    /// tint in effect where drawn, not the default blue.
    func testTintFromSwift() throws {
        let source = """
            import SwiftUI
            struct V: View {
                var body: some View {
                    HStack(spacing: 0) {
                        Rectangle().fill(.tint)
                        Color.accentColor
                        Rectangle().foregroundStyle(.tint)
                    }
                    .frame(width: 60, height: 20)
                    .tint(.red)
                }
            }
            """
        let loaded = try SwiftSource.load(Array(source.utf8), file: "V.swift")
        let image = try draw(loaded.scene)
        for x in [10, 30, 50] { assertRGB(image[x, 10], Self.red, "column at \(x)") }
    }

    // MARK: .background and backgroundStyle

    /// `background()`, `background(in:)` and a `.background` fill are systemBackground, or the
    /// `backgroundStyle` set around them; a GroupBox takes it too.
    func testBackgroundStyle() throws {
        for (json, expected, what) in [
            (#"{"type": "Rectangle", "fill": "background", "modifiers": [{"backgroundStyle": "red"}]}"#, Self.red, "fill(.background)"),
            (#"{"type": "Color", "color": "background", "modifiers": [{"backgroundStyle": "green"}]}"#, Self.green, "a Color of .background"),
            (#"{"type": "Spacer", "modifiers": [{"frame": {"width": 40, "height": 40}}, {"background": "background"}, {"backgroundStyle": "red"}]}"#, Self.red, "background(.background)"),
            (#"{"type": "Spacer", "modifiers": [{"frame": {"width": 40, "height": 40}}, {"background": {"style": "background"}}, {"colorScheme": "dark"}]}"#, [0, 0, 0], "systemBackground in dark"),
            (#"{"type": "Spacer", "modifiers": [{"frame": {"width": 40, "height": 40}}, {"background": {"style": "background"}}, {"backgroundStyle": "tint"}, {"tint": "green"}]}"#, Self.green, "backgroundStyle(.tint)"),
            (#"{"type": "GroupBox", "children": [{"type": "Spacer", "modifiers": [{"frame": {"width": 1, "height": 1}}]}], "modifiers": [{"backgroundStyle": "red"}]}"#, Self.red, "GroupBox"),
        ] {
            assertRGB(try draw(json)[20, 20], expected, what)
        }
        // A GroupBox with nothing set is secondarySystemBackground (242, 242, 247).
        assertRGB(try draw(#"{"type": "GroupBox", "children": [{"type": "Spacer", "modifiers": [{"frame": {"width": 1, "height": 1}}]}]}"#)[20, 20], [242, 242, 247], "GroupBox")
    }

    /// From Swift, `.background(in: Circle())` fills the circle with the background style
    /// (Apple's `backgroundStyle(_:)` example, with a flat colour).
    func testBackgroundInShapeFromSwift() throws {
        let source = """
            import SwiftUI
            struct V: View {
                var body: some View {
                    Color.clear
                        .frame(width: 40, height: 40)
                        .background(in: Circle())
                        .backgroundStyle(.red)
                }
            }
            """
        let loaded = try SwiftSource.load(Array(source.utf8), file: "V.swift")
        let image = try draw(loaded.scene)
        assertRGB(image[20, 20], Self.red, "inside the circle")
        assertRGB(image[1, 1], Self.white, "outside the circle")
    }

    // MARK: A style's shadow

    /// `.fill(.blue.shadow(.drop(radius: 0, x: 10, y: 10)))`: the shape, and its shadow moved by
    /// (10, 10) in black at 33 % (170 over white), behind it. Layout does not change.
    func testDropShadowInAFill() throws {
        let json = #"{"type": "Rectangle", "id": "r", "fill": {"color": "blue", "shadow": {"radius": 0, "x": 10, "y": 10}}, "modifiers": [{"frame": {"width": 20, "height": 20}}]}"#
        let image = try draw(json)
        // The 20 × 20 rectangle is centred: 10…30; the shadow 20…40.
        assertRGB(image[15, 15], Self.blue, "the fill")
        assertRGB(image[35, 35], [170, 170, 170], "the shadow")
        assertRGB(image[5, 35], Self.white, "beside both")
        let result = try layout(#"{"root": \#(json)}"#, width: 40, height: 40)
        XCTAssertSize(result.frame("r"), 20, 20)
    }

    /// The same shadow through `foregroundStyle` and `background`.
    func testDropShadowInForegroundAndBackground() throws {
        for json in [
            #"{"type": "Rectangle", "modifiers": [{"frame": {"width": 20, "height": 20}}, {"foregroundStyle": {"color": "blue", "shadow": {"radius": 0, "x": 10, "y": 10}}}]}"#,
            #"{"type": "Spacer", "modifiers": [{"frame": {"width": 20, "height": 20}}, {"background": {"color": "blue", "shadow": {"radius": 0, "x": 10, "y": 10}}}]}"#,
        ] {
            let image = try draw(json)
            assertRGB(image[15, 15], Self.blue, json)
            assertRGB(image[35, 35], [170, 170, 170], json)
        }
    }

    /// `.inner(color: .black, radius: 0, x: 4, y: 4)`: inside the shape, the band the offset
    /// uncovers (its top and leading 4 points) is black; the rest is the fill; nothing outside.
    func testInnerShadow() throws {
        let json = #"{"type": "Rectangle", "fill": {"color": "blue", "shadow": {"kind": "inner", "color": "black", "radius": 0, "x": 4, "y": 4}}, "modifiers": [{"frame": {"width": 20, "height": 20}}]}"#
        let image = try draw(json)
        assertRGB(image[11, 20], [0, 0, 0], "the leading band")
        assertRGB(image[20, 11], [0, 0, 0], "the top band")
        assertRGB(image[20, 20], Self.blue, "the middle")
        assertRGB(image[28, 28], Self.blue, "the trailing bottom corner")
        assertRGB(image[5, 5], Self.white, "outside")
    }

    /// Without a colour an inner shadow is black at 55 % (Apple's `inner(color: Color =
    /// .init(.sRGBLinear, white: 0, opacity: 0.55), …)`; it drew 33 %, the drop shadow's):
    /// over the blue fill, 0.45 × (0, 122, 255) = (0, 55, 115) in the band.
    func testInnerShadowsDefaultColour() throws {
        let json = #"{"type": "Rectangle", "fill": {"color": "blue", "shadow": {"kind": "inner", "radius": 0, "x": 4, "y": 4}}, "modifiers": [{"frame": {"width": 20, "height": 20}}]}"#
        let image = try draw(json)
        assertRGB(image[11, 20], [0, 55, 115], "the leading band")
        assertRGB(image[20, 20], Self.blue, "the middle")
    }

    /// From Swift: `.fill(Color.blue.shadow(.drop(radius: 0, x: 10, y: 10)))`.
    func testShadowFromSwift() throws {
        let source = """
            import SwiftUI
            struct V: View {
                var body: some View {
                    Rectangle()
                        .fill(.blue.shadow(.drop(radius: 0, x: 10, y: 10)))
                        .frame(width: 20, height: 20)
                        .frame(width: 40, height: 40)
                }
            }
            """
        let loaded = try SwiftSource.load(Array(source.utf8), file: "V.swift")
        let image = try draw(loaded.scene)
        assertRGB(image[15, 15], Self.blue, "the fill")
        assertRGB(image[35, 35], [170, 170, 170], "the shadow")
    }

    /// `.fill(.shadow(.drop(radius: 0, x: 10, y: 10)))`: ShapeStyle's static, the current
    /// foreground style (here blue, set around the shape) with the shadow, black at 33 % without a
    /// colour (Apple's `drop(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.33), …)`); it
    /// was refused ("expects a colour"). `.primary.shadow(…)` is the same style: the level, not
    /// the fixed label colour it drew before.
    func testAShadowOnTheForegroundStyleFromSwift() throws {
        for style in [".shadow(.drop(radius: 0, x: 10, y: 10))", ".primary.shadow(.drop(radius: 0, x: 10, y: 10))"] {
            let source = """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        Rectangle()
                            .fill(\(style))
                            .frame(width: 20, height: 20)
                            .foregroundStyle(.blue)
                            .frame(width: 40, height: 40)
                    }
                }
                """
            let loaded = try SwiftSource.load(Array(source.utf8), file: "V.swift")
            let image = try draw(loaded.scene)
            assertRGB(image[15, 15], Self.blue, "the fill: \(style)")
            assertRGB(image[35, 35], [170, 170, 170], "the shadow: \(style)")
        }
    }

    func testBadStyles() throws {
        for (json, message) in [
            (#"{"type": "Rectangle", "modifiers": [{"tint": {"color": "red", "shadow": {"radius": 2}}}]}"#, "a style's shadow"),
            (#"{"type": "Rectangle", "modifiers": [{"border": {"color": "red", "shadow": {"radius": 2}}}]}"#, "shadow"),
            (#"{"type": "Rectangle", "fill": {"color": "red", "shadow": {"x": 2}}}"#, "needs \"radius\""),
            (#"{"type": "Rectangle", "fill": {"color": "red", "shadow": {"radius": 2}}, "stroke": {"color": "blue", "shadow": {"radius": 2}}}"#, "one style's shadow"),
            (#"{"type": "Rectangle", "fill": {"color": "red", "shadow": {"radius": 2, "kind": "outer"}}}"#, "shadow kind"),
            (#"{"type": "Rectangle", "fill": {"color": "red", "shadow": {"radius": 2, "blur": 1}}}"#, "blur"),
            (#"{"type": "Rectangle", "fill": {"background": "nope"}}"#, "unknown color"),
            (#"{"type": "Rectangle", "fill": {"color": "tint", "opacity": 2}}"#, "opacity"),
            (#"{"canvas": {"today": "soon"}, "root": {"type": "Rectangle"}}"#, "ISO 8601"),
        ] {
            let document = json.hasPrefix(#"{"canvas""#) ? json : #"{"root": \#(json)}"#
            XCTAssertThrowsError(try scene(document), json) { error in
                XCTAssertTrue("\(error)".contains(message), "\(json): \(error)")
                XCTAssertTrue("\(error)".contains("test.json"), "\(json): \(error)")
            }
        }
    }
}
