import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// The colour effects (`grayscale`, `brightness`, `contrast`, `saturation`, `hueRotation`,
/// `colorInvert`, `colorMultiply`): exact pixels on a flat colour, worked out by hand from the
/// matrices in their definition files; premultiplied alpha handled; layout unchanged; the same
/// from JSON, from a Swift file and from the Swift API.
final class ColorEffectTests: XCTestCase {
    /// #336699 is (51, 102, 153): (0.2, 0.4, 0.6) exactly.
    static let base = "#336699"

    /// The centre pixel of a 10×10 canvas (transparent background) filled by a Color with
    /// `modifiers`.
    func pixel(_ modifiers: String, color: String = base, scale: Double = 1) throws -> RGBAPixel {
        try draw(#"{"type": "Color", "color": "\#(color)", "modifiers": [\#(modifiers)]}"#, scale: scale)[5, 5]
    }

    func draw(_ root: String, scale: Double = 1) throws -> RGBAImage {
        let decoded = try scene(#"{"canvas": {"width": 10, "height": 10, "background": "transparent"}, "root": \#(root)}"#)
        return try draw(decoded, scale: scale)
    }

    func draw(_ decoded: Scene, scale: Double = 1) throws -> RGBAImage {
        var options = RenderOptions(canvas: decoded.canvas)
        options.scale = scale
        let result = try Renderer.layout(decoded.root, options: options, measurer: FixedAdvanceMeasurer())
        return try PNGCodec.decode(try Renderer.draw(result, format: .png, background: options.background))
    }

    func assertPixel(_ pixel: RGBAPixel, _ r: UInt8, _ g: UInt8, _ b: UInt8, alpha a: UInt8 = 255, tolerance: Int = 0,
                     _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        let got = [pixel.r, pixel.g, pixel.b, pixel.a].map(Int.init), want = [r, g, b, a].map(Int.init)
        XCTAssertTrue(zip(got, want).allSatisfy { abs($0 - $1) <= tolerance }, "\(message): \(got) is not \(want)", file: file, line: line)
    }

    // MARK: Exact pixels on a flat colour

    func testTheBaseColourIsExact() throws {
        assertPixel(try pixel(""), 51, 102, 153)
    }

    /// Luma 0.2126 · 0.2 + 0.7152 · 0.4 + 0.0722 · 0.6 = 0.37192: byte 94.84 → 95.
    func testGrayscale() throws {
        assertPixel(try pixel(#"{"grayscale": 1}"#), 95, 95, 95, "grayscale(1)")
        assertPixel(try pixel(#"{"grayscale": 0}"#), 51, 102, 153, "grayscale(0)")
        // Halfway: (0.28596, 0.38596, 0.48596).
        assertPixel(try pixel(#"{"grayscale": 0.5}"#), 73, 98, 124, "grayscale(0.5)")
        // Clamped to 0…1.
        assertPixel(try pixel(#"{"grayscale": 5}"#), 95, 95, 95, "grayscale(5)")
        assertPixel(try pixel(#"{"grayscale": -1}"#), 51, 102, 153, "grayscale(-1)")
    }

    func testBrightnessAddsToEachComponent() throws {
        assertPixel(try pixel(#"{"brightness": 0.2}"#), 102, 153, 204, "brightness(0.2)")
        assertPixel(try pixel(#"{"brightness": -0.2}"#), 0, 51, 102, "brightness(-0.2)")
        assertPixel(try pixel(#"{"brightness": 1}"#), 255, 255, 255, "brightness(1)")
        assertPixel(try pixel(#"{"brightness": 0}"#), 51, 102, 153, "brightness(0)")
    }

    func testContrastScalesAboutMidGrey() throws {
        assertPixel(try pixel(#"{"contrast": 0}"#), 128, 128, 128, "contrast(0)")
        assertPixel(try pixel(#"{"contrast": 1}"#), 51, 102, 153, "contrast(1)")
        // 0.5 · C + 0.25: (0.35, 0.45, 0.55).
        assertPixel(try pixel(#"{"contrast": 0.5}"#), 89, 115, 140, "contrast(0.5)")
        // 1.5 · C − 0.25: (0.05, 0.35, 0.65).
        assertPixel(try pixel(#"{"contrast": 1.5}"#), 13, 89, 166, "contrast(1.5)")
    }

    func testSaturation() throws {
        assertPixel(try pixel(#"{"saturation": 0}"#), 95, 95, 95, "saturation(0) is grayscale(1)")
        assertPixel(try pixel(#"{"saturation": 1}"#), 51, 102, 153, "saturation(1)")
        // 2 · C − luma: (0.02808, 0.42808, 0.82808).
        assertPixel(try pixel(#"{"saturation": 2}"#), 7, 109, 211, "saturation(2)")
    }

    /// At 180° the matrix is 2L − I (L: every row the luma weights): 2 · 0.37192 − C =
    /// (0.54384, 0.34384, 0.14384), the same luma.
    func testHueRotation() throws {
        assertPixel(try pixel(#"{"hueRotation": 180}"#), 139, 88, 37, "hueRotation(180)")
        assertPixel(try pixel(#"{"hueRotation": 360}"#), 51, 102, 153, "hueRotation(360)")
        assertPixel(try pixel(#"{"hueRotation": -180}"#), 139, 88, 37, "hueRotation(-180)")
        // 90° on pure red (255, 0, 0): (r − r, r + 0.143, r − (1 − r)) = (0, 0.3556, −0.5748):
        // toward green, CSS's direction.
        assertPixel(try pixel(#"{"hueRotation": 90}"#, color: "#FF0000"), 0, 91, 0, "hueRotation(90) on red")
    }

    func testColorInvert() throws {
        assertPixel(try pixel(#"{"colorInvert": true}"#), 204, 153, 102, "colorInvert")
        assertPixel(try pixel(#"{"colorInvert": false}"#), 51, 102, 153, "colorInvert false")
        assertPixel(try pixel(#"{"colorInvert": true}, {"colorInvert": true}"#), 51, 102, 153, "twice")
    }

    func testColorMultiply() throws {
        // iOS's red is (255, 59, 48); white times it is it.
        assertPixel(try pixel(#"{"colorMultiply": "red"}"#, color: "white"), 255, 59, 48, "white × red")
        assertPixel(try pixel(#"{"colorMultiply": "white"}"#), 51, 102, 153, "× white")
        assertPixel(try pixel(#"{"colorMultiply": "black"}"#), 0, 0, 0, "× black")
        // (0.2, 0.4, 0.6) × (1, 0.5, 0) = (0.2, 0.2, 0).
        assertPixel(try pixel(##"{"colorMultiply": "#FF8000"}"##), 51, 51, 0, "× orange")
        // A translucent colour makes the view translucent: alpha 128, colour kept.
        assertPixel(try pixel(##"{"colorMultiply": "#FFFFFF80"}"##), 51, 102, 153, alpha: 128, tolerance: 1, "× half-clear white")
    }

    /// Effects compose in order: brightness then grayscale differs from grayscale then brightness
    /// only by clamping; here none clamps, so both are the luma plus 0.2 (0.57192 → 146).
    func testEffectsCompose() throws {
        assertPixel(try pixel(#"{"brightness": 0.2}, {"grayscale": 1}"#), 146, 146, 146, "brightness, grayscale")
        assertPixel(try pixel(#"{"grayscale": 1}, {"brightness": 0.2}"#), 146, 146, 146, "grayscale, brightness")
    }

    // MARK: Premultiplied alpha

    /// #33669980 is (0.2, 0.4, 0.6) at alpha 128. The matrix applies to the straight colour: on
    /// premultiplied bytes brightness would add to (26, 51, 77) and invert would leave colours
    /// above their alpha.
    func testTranslucentPixelsAreMappedUnpremultiplied() throws {
        assertPixel(try pixel(#"{"brightness": 0.2}"#, color: "#33669980"), 102, 153, 204, alpha: 128, tolerance: 3, "brightness")
        assertPixel(try pixel(#"{"colorInvert": true}"#, color: "#33669980"), 204, 153, 102, alpha: 128, tolerance: 3, "colorInvert")
        assertPixel(try pixel(#"{"grayscale": 1}"#, color: "#33669980"), 95, 95, 95, alpha: 128, tolerance: 3, "grayscale")
    }

    /// What is transparent stays transparent, whatever the matrix adds to colours.
    func testTransparentPixelsStayTransparent() throws {
        for effect in [#"{"brightness": 1}"#, #"{"colorInvert": true}"#, #"{"contrast": 0}"#] {
            let image = try draw(##"{"type": "ZStack", "modifiers": [{"frame": {"width": 10, "height": 10}}, \##(effect)], "children": [{"type": "Color", "color": "#336699", "modifiers": [{"frame": {"width": 4, "height": 4}}]}]}"##)
            XCTAssertEqual(image[0, 0].a, 0, effect)
            XCTAssertEqual(image[9, 9].a, 0, effect)
            XCTAssertEqual(image[5, 5].a, 255, effect)
        }
    }

    /// At 2× the offscreen image has the output's density: the same pixels, twice as many.
    func testTwoTimesScale() throws {
        let image = try draw(##"{"type": "Color", "color": "#336699", "modifiers": [{"hueRotation": 180}]}"##, scale: 2)
        XCTAssertEqual([image.width, image.height], [20, 20])
        for (x, y) in [(0, 0), (10, 10), (19, 19)] { assertPixel(image[x, y], 139, 88, 37, "(\(x), \(y))") }
    }

    // MARK: Layout does not change

    func testColorEffectsKeepTheContentsFrame() throws {
        for effect in [#"{"grayscale": 1}"#, #"{"brightness": 0.5}"#, #"{"contrast": 2}"#, #"{"saturation": 0}"#,
                       #"{"hueRotation": 90}"#, #"{"colorInvert": true}"#, #"{"colorMultiply": "red"}"#] {
            let result = try layout(#"{"type": "HStack", "spacing": 0, "children": [{"type": "Text", "text": "ab", "id": "t", "modifiers": [\#(effect)]}, {"type": "Text", "text": "c", "id": "c"}]}"#)
            XCTAssertFrame(result.frame("t"), 0, 0, 20, 20)
            XCTAssertFrame(result.frame("t#0"), 0, 0, 20, 20)
            XCTAssertFrame(result.frame("c"), 20, 0, 10, 20)
        }
    }

    // MARK: Bad input

    func testBadValuesAreErrorsWithAPath() throws {
        let cases: [(String, String)] = [
            (#"{"grayscale": "a"}"#, "expected a number"),
            (#"{"brightness": 1e9}"#, "out of range"),
            (#"{"hueRotation": {"degrees": 90}}"#, "expected a number"),
            (#"{"colorInvert": 1}"#, "expected true or false"),
            (#"{"colorMultiply": "red.gradient"}"#, "gradient"),
            (#"{"colorMultiply": "reddish"}"#, "unknown color"),
        ]
        for (modifier, message) in cases {
            XCTAssertThrowsError(try scene(#"{"type": "Text", "text": "a", "modifiers": [\#(modifier)]}"#)) { error in
                let text = "\(error)"
                XCTAssertTrue(text.contains(message) && text.contains("modifiers[0]"), "\(modifier): \(text)")
            }
        }
    }

    // MARK: Swift file and Swift API

    static let swiftSource = #"""
    import SwiftUI

    struct Effects: View {
        var body: some View {
            VStack(spacing: 0) {
                Color(red: 0.2, green: 0.4, blue: 0.6).grayscale(1)
                Color(red: 0.2, green: 0.4, blue: 0.6).brightness(0.2)
                Color(red: 0.2, green: 0.4, blue: 0.6).contrast(0.5)
                Color(red: 0.2, green: 0.4, blue: 0.6).saturation(2)
                Color(red: 0.2, green: 0.4, blue: 0.6).hueRotation(.degrees(180))
                Color(red: 0.2, green: 0.4, blue: 0.6).hueRotation(Angle(radians: .pi))
                Color(red: 0.2, green: 0.4, blue: 0.6).colorInvert()
                Color.white.colorMultiply(.red)
            }
            .frame(width: 10, height: 80)
        }
    }
    """#

    /// What each row of `swiftSource` (and `APIEffects`) draws, from the hand-worked values above.
    static let rows: [(UInt8, UInt8, UInt8)] = [(95, 95, 95), (102, 153, 204), (89, 115, 140), (7, 109, 211),
                                                (139, 88, 37), (139, 88, 37), (204, 153, 102), (255, 59, 48)]

    func testSwiftFileReadsTheEntries() throws {
        let directory = try temporaryDirectory(self)
        let path = directory.appendingPathComponent("Effects.swift").path
        try Self.swiftSource.write(toFile: path, atomically: true, encoding: .utf8)
        let loaded = try SwiftSource.load(contentsOf: path)
        let json = JSONOutput.scene(loaded.json).filter { !$0.isWhitespace }
        for expected in [#"{"grayscale":1}"#, #"{"brightness":0.2}"#, #"{"contrast":0.5}"#, #"{"saturation":2}"#,
                         #"{"hueRotation":180}"#, #"{"colorInvert":true}"#, #"{"colorMultiply":"red"}"#] {
            XCTAssertTrue(json.contains(expected), "missing \(expected) in \(json)")
        }
        let image = try draw(loaded.scene)
        for (row, (r, g, b)) in Self.rows.enumerated() { assertPixel(image[5, 10 * row + 5], r, g, b, "row \(row)") }
    }

    func testSwiftAPIBuildsTheSameScene() throws {
        let renderer = ImageRenderer(content: APIEffects())
        let image = try PNGCodec.decode([UInt8](try renderer.pngData()))
        for (row, (r, g, b)) in Self.rows.enumerated() { assertPixel(image[5, 10 * row + 5], r, g, b, "row \(row)") }
        // The same tree as the Swift file's view: the same layout dump and the same pixels.
        let directory = try temporaryDirectory(self)
        let path = directory.appendingPathComponent("Effects.swift").path
        try Self.swiftSource.write(toFile: path, atomically: true, encoding: .utf8)
        let loaded = try SwiftSource.load(contentsOf: path)
        let options = RenderOptions(width: 10, height: 80)
        func layout(_ tree: ViewNode) throws -> Renderer.LayoutResult {
            try Renderer.layout(tree, options: options, measurer: FixedAdvanceMeasurer())
        }
        let api = try layout(try renderer.viewTree()), source = try layout(loaded.scene.root)
        XCTAssertEqual(LayoutDump.json(api).rendered(), LayoutDump.json(source).rendered())
        XCTAssertEqual(try Renderer.draw(api, format: .png, background: .transparent),
                       try Renderer.draw(source, format: .png, background: .transparent))
    }
}

/// `ColorEffectTests.swiftSource`'s view, compiled against the Swift API.
private struct APIEffects: View {
    var body: some View {
        VStack(spacing: 0) {
            Color(red: 0.2, green: 0.4, blue: 0.6).grayscale(1)
            Color(red: 0.2, green: 0.4, blue: 0.6).brightness(0.2)
            Color(red: 0.2, green: 0.4, blue: 0.6).contrast(0.5)
            Color(red: 0.2, green: 0.4, blue: 0.6).saturation(2)
            Color(red: 0.2, green: 0.4, blue: 0.6).hueRotation(.degrees(180))
            Color(red: 0.2, green: 0.4, blue: 0.6).hueRotation(Angle(radians: .pi))
            Color(red: 0.2, green: 0.4, blue: 0.6).colorInvert()
            Color.white.colorMultiply(.red)
        }
        .frame(width: 10, height: 80)
    }
}
