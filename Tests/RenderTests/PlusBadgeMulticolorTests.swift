import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderCheck

/// The plus-badge convention (`SymbolMulticolor.plusBadges`, a decision of session 25): the
/// `*.badge.plus` names whose badge is a bare plus draw it systemGreen under
/// `symbolRenderingMode(.multicolor)`, as `folder.badge.plus` does, and the rest in the
/// foreground style.
final class PlusBadgeMulticolorTests: XCTestCase {
    /// Each name's part layers name every part of its glyph, the plus (its last part) green.
    func testEveryPlusBadgeNamesEachPartOfItsGlyph() {
        XCTAssertEqual(SymbolMulticolor.plusBadges.count, 9)
        for (name, layers) in SymbolMulticolor.plusBadges {
            let parts = SymbolLibrary.parts(named: name) ?? []
            XCTAssertEqual(parts.count, layers.count, name)
            XCTAssertEqual(layers.last, 1, name)
            // The erased gap round the badge stays cut; nothing else is left out.
            for (part, layer) in zip(parts, layers) where layer == nil { XCTAssertTrue(part.knockout, name) }
            XCTAssertEqual(SymbolMulticolor.layers[name], [nil, SystemColors.green], name)
        }
        XCTAssertNil(SymbolMulticolor.layers["badge.plus.radiowaves.right"], "its plus is inside its card: monochrome")
    }

    func testPersonBadgePlusDrawsItsPlusGreen() throws {
        let decoded = try scene(#"{"canvas": {"width": 200, "height": 200}, "root": {"type": "Image", "id": "i", "systemName": "person.badge.plus", "modifiers": [{"font": {"size": 100}}, {"symbolRenderingMode": "multicolor"}, {"foregroundStyle": "red"}]}}"#)
        let result = try Renderer.layout(decoded.root, options: RenderOptions(canvas: decoded.canvas), measurer: FixedAdvanceMeasurer())
        let image = try PNGCodec.decode(try Renderer.draw(result, format: .png, background: RenderOptions(canvas: decoded.canvas).background))
        let frame = result.frame("i")
        let side = min(frame.height, frame.width / SymbolLibrary.widthFactor("person.badge.plus"))
        let x0 = frame.minX + frame.width / 2 - side * SymbolLibrary.inkMidX("person.badge.plus")
        let y0 = frame.minY + frame.height / 2 - side / 2
        func at(_ u: Double, _ v: Double) -> [Int] {
            let pixel = image[Int(x0 + u * side), Int(y0 + v * side)]
            return [Int(pixel.r), Int(pixel.g), Int(pixel.b)]
        }
        XCTAssertEqual(at(0.4, 0.16), [255, 59, 48], "the head's outline: the foreground style")
        XCTAssertEqual(at(0.78, 0.82), [52, 199, 89], "the plus's vertical bar: systemGreen")
        XCTAssertEqual(at(0.85, 0.76), [52, 199, 89], "the plus's horizontal bar")
    }
}
