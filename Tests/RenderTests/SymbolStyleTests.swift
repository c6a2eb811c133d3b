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
        guard case .image(_, _, let weight)? = result.node("h")?.content else { return XCTFail("no image") }
        XCTAssertEqual(weight, .black)
        let bold = try layout(#"{"type": "Image", "systemName": "heart", "id": "h", "modifiers": [{"bold": true}]}"#)
        guard case .image(_, _, let boldWeight)? = bold.node("h")?.content else { return XCTFail("no image") }
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
