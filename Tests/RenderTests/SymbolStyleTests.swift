import XCTest
import CCairoPango
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// Issue 12: symbols take the font's weight and `imageScale`, have their own widths, and an
/// unknown name warns and draws a placeholder.
final class SymbolStyleTests: XCTestCase {
    func testSymbolSizeFollowsFontScaleAndTheSymbolsWidth() throws {
        // body 17 × 1.2 = 20.4 → 21 tall; heart's ink (0.04…0.96 with its stroke) + 0.16 → capped at 1.
        let result = try layout(#"""
        {"type": "HStack", "spacing": 0, "children": [
          {"type": "Image", "systemName": "heart", "id": "heart"},
          {"type": "Image", "systemName": "chevron.right", "id": "chevron"},
          {"type": "Image", "systemName": "heart", "id": "large", "modifiers": [{"imageScale": "large"}]},
          {"type": "Image", "systemName": "heart", "id": "small", "modifiers": [{"imageScale": "small"}, {"font": {"size": 10}}]}
        ]}
        """#)
        XCTAssertSize(result.frame("heart"), 21, 21)
        // chevron.right: ink 0.30…0.72 → 0.42 + 0.16 = 0.58 of 20.4 = 11.83 → 12.
        XCTAssertSize(result.frame("chevron"), 12, 21)
        // 17 × 1.2 × 1.3 = 26.52 → 27.
        XCTAssertSize(result.frame("large"), 27, 27)
        // 10 × 1.2 × 0.8 = 9.6 → 10.
        XCTAssertSize(result.frame("small"), 10, 10)
        XCTAssertEqual(SymbolLibrary.widthFactor("chevron.right"), 0.58, accuracy: 1e-9)
    }

    func testWeightReachesThePaintedSymbol() throws {
        let result = try layout(#"{"type": "Image", "systemName": "heart", "id": "h", "modifiers": [{"fontWeight": "black"}, {"font": "title"}]}"#)
        guard case .image(_, _, let weight, _)? = result.node("h")?.content else { return XCTFail("no image") }
        XCTAssertEqual(weight, .black)
        let bold = try layout(#"{"type": "Image", "systemName": "heart", "id": "h", "modifiers": [{"bold": true}]}"#)
        guard case .image(_, _, let boldWeight, _)? = bold.node("h")?.content else { return XCTFail("no image") }
        XCTAssertEqual(boldWeight, .bold)
    }

    func testHeavierWeightsPaintMoreInk() throws {
        func ink(_ weight: Font.Weight) throws -> Int {
            let surface = try CairoSurface(format: .png, size: Size(width: 40, height: 40), scale: 1)
            SymbolPainter.draw("heart", in: Rect(x: 0, y: 0, width: 40, height: 40), color: .black, weight: weight, cairo: surface.context)
            cairo_surface_flush(surface.surface)
            let image = try PNGCodec.image(fromSurface: surface.surface)
            return image.pixels.enumerated().filter { $0.offset % 4 == 3 && $0.element > 127 }.count
        }
        let light = try ink(.ultraLight), regular = try ink(.regular), black = try ink(.black)
        XCTAssertLessThan(light, regular)
        XCTAssertLessThan(regular, black)
        XCTAssertGreaterThan(Double(black) / Double(light), 3)
    }

    /// Issue 23: a resizable symbol is stretched to its frame, as SwiftUI stretches any
    /// `resizable()` image; `scaledToFit` keeps its shape. Its ink is what is stretched (issue 26,
    /// `SymbolInkBoxTests`): circle.fill's disc, radius 0.42 of its unit square, stretched to
    /// 200×100 spans the whole frame (main kept the square's margins: x 16…184, y 8…92); kept
    /// round, x 50…150.
    func testAResizableSymbolIsStretchedToItsFrame() throws {
        func draw(_ modifiers: String) throws -> RGBAImage {
            let decoded = try scene(#"{"canvas": {"width": 200, "height": 100, "background": "white"}, "root": {"type": "Image", "systemName": "circle.fill", "resizable": true, "id": "i", "modifiers": [\#(modifiers)]}}"#)
            let options = RenderOptions(canvas: decoded.canvas)
            let result = try Renderer.layout(decoded.root, options: options, measurer: FixedAdvanceMeasurer())
            return try PNGCodec.decode(try Renderer.draw(result, format: .png, background: options.background))
        }
        let stretched = try draw(#"{"frame": {"width": 200, "height": 100}}"#)
        for (x, y) in [(20, 50), (180, 50), (100, 10), (100, 90), (100, 50), (8, 50), (191, 50), (100, 2)] {
            XCTAssertEqual(stretched[x, y], RGBAPixel(r: 0, g: 0, b: 0), "stretched (\(x), \(y))")
        }
        for (x, y) in [(2, 2), (197, 97), (20, 8), (180, 92)] {
            XCTAssertEqual(stretched[x, y], RGBAPixel(r: 255, g: 255, b: 255), "stretched, outside (\(x), \(y))")
        }
        let fitted = try draw(#"{"scaledToFit": true}, {"frame": {"width": 200, "height": 100}}"#)
        XCTAssertEqual(fitted[20, 50], RGBAPixel(r: 255, g: 255, b: 255))
        XCTAssertEqual(fitted[46, 50], RGBAPixel(r: 255, g: 255, b: 255))
        XCTAssertEqual(fitted[54, 50], RGBAPixel(r: 0, g: 0, b: 0))
        XCTAssertEqual(fitted[100, 10], RGBAPixel(r: 0, g: 0, b: 0))
        // A symbol that is not resizable keeps its natural size and shape, whatever its frame.
        let fixed = try layout(#"{"type": "Image", "systemName": "circle.fill", "id": "i", "modifiers": [{"frame": {"width": 200, "height": 100}}]}"#)
        guard case .image(_, _, _, let resizable)? = fixed.node("i")?.content else { return XCTFail("no image") }
        XCTAssertFalse(resizable)
        XCTAssertSize(fixed.frame("i"), 21, 21)
    }

    func testUnknownNameWarnsAndDrawsAPlaceholder() throws {
        let result = try layout(#"{"type": "Image", "systemName": "no.such.symbol", "id": "x"}"#)
        XCTAssertSize(result.frame("x"), 21, 21)
        XCTAssertEqual(result.warnings.count, 1)
        XCTAssertTrue(result.warnings[0].hasPrefix(#"root (id x): unknown symbol "no.such.symbol": drawn as a placeholder"#), result.warnings[0])
        let surface = try CairoSurface(format: .png, size: Size(width: 40, height: 40), scale: 1)
        XCTAssertFalse(SymbolPainter.draw("no.such.symbol", in: Rect(x: 0, y: 0, width: 40, height: 40), color: .black, cairo: surface.context))
        cairo_surface_flush(surface.surface)
        let image = try PNGCodec.image(fromSurface: surface.surface)
        XCTAssertGreaterThan(image.pixels.enumerated().filter { $0.offset % 4 == 3 && $0.element > 0 }.count, 100, "the placeholder is drawn")
    }

    func testTheIssuesMissingNamesExist() {
        XCTAssertGreaterThanOrEqual(SymbolLibrary.names.count, 250, "at least the 250 most used names")
        for name in ["mic.fill", "person.crop.circle", "cart", "photo", "wifi"] {
            XCTAssertTrue(SymbolLibrary.contains(name), name)
        }
    }

    func testSwiftSpellings() throws {
        let source = #"Image(systemName: "globe").imageScale(.large).fontWeight(.semibold)"#
        let json = JSONOutput.scene(try SwiftSource.load(Array(source.utf8), file: "View.swift").json).filter { !$0.isWhitespace }
        XCTAssertTrue(json.contains(#"{"imageScale":"large"},{"fontWeight":"semibold"}"#), json)
    }
}
