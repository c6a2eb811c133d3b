import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// `Image(systemName:variableValue:)` (`ImageView` step 8, `SymbolVariableLayers`): the levels
/// the value reaches at full opacity, the rest at 0.25 (decisions, docs/scene-format.md,
/// "Symbols"); the size unchanged.
final class SymbolVariableValueTests: XCTestCase {
    func testLevelsAboveTheValueAreDimmed() throws {
        let wifi = try XCTUnwrap(SymbolLibrary.parts(named: "wifi"))
        func opacities(_ value: Double) -> [Double]? {
            SymbolVariableLayers.levels(of: "wifi", part: 0, in: wifi[0], value: value)?.map(\.1)
        }
        XCTAssertEqual(opacities(0), [0.25, 0.25, 0.25])
        XCTAssertEqual(opacities(0.25), [1, 0.25, 0.25])
        XCTAssertEqual(opacities(0.5), [1, 1, 0.25])
        XCTAssertEqual(opacities(0.75), [1, 1, 1])
        XCTAssertEqual(opacities(1), [1, 1, 1])
        // The dot is no level; a symbol without levels has none.
        XCTAssertNil(SymbolVariableLayers.levels(of: "wifi", part: 1, in: wifi[1], value: 0))
        XCTAssertFalse(SymbolVariableLayers.hasLevels("star.fill"))
        XCTAssertTrue(SymbolVariableLayers.hasLevels("cellularbars"))
        // The hand-drawn cellularbars (session 24) has SF's four bars, one level each, shortest
        // first: a glyph redrawn with another number of bars loses its levels, which this catches.
        let bars = try XCTUnwrap(SymbolLibrary.parts(named: "cellularbars"))
        let levels = try XCTUnwrap(SymbolVariableLayers.levels(of: "cellularbars", part: 0, in: bars[0], value: 0.5))
        XCTAssertEqual(levels.map(\.1), [1, 1, 0.25, 0.25])
    }

    private func draw(_ image: String) throws -> (RGBAImage, Renderer.LayoutResult) {
        let parsed = try scene(#"{"canvas": {"width": 40, "height": 40}, "root": \#(image)}"#)
        let options = RenderOptions(canvas: parsed.canvas)
        let result = try Renderer.layout(parsed.root, options: options, measurer: FixedAdvanceMeasurer())
        return (try PNGCodec.decode(try Renderer.draw(result, format: .png, background: options.background)), result)
    }

    /// The frame is the symbol's whatever the value; at 0 the waves are a quarter of the black
    /// (255 · 0.75 = 191 where full black is 0), the dot stays black.
    func testAVariableValueKeepsTheSizeAndDimsTheWaves() throws {
        let full = try draw(#"{"type": "Image", "id": "i", "systemName": "wifi", "resizable": true, "modifiers": [{"frame": {"width": 40, "height": 40}}]}"#)
        let none = try draw(#"{"type": "Image", "id": "i", "systemName": "wifi", "variableValue": 0, "resizable": true, "modifiers": [{"frame": {"width": 40, "height": 40}}]}"#)
        XCTAssertEqual(full.1.frame("i"), none.1.frame("i"))
        var placed: PlacedSymbol?
        none.1.root.forEach { if case .symbol(let symbol) = $0.content { placed = symbol } }
        XCTAssertEqual(placed?.variableValue, 0)
        // The darkest pixel of the middle column's upper half lies on the outer wave.
        let column = (0..<20).map { (y: $0, value: Int(full.0[20, $0].r)) }
        let wave = try XCTUnwrap(column.min { $0.value < $1.value })
        XCTAssertLessThan(wave.value, 40)
        XCTAssertEqual(Double(none.0[20, wave.y].r), 255 - (255 - Double(wave.value)) * 0.25, accuracy: 3)
        // The dot, in the lower part of the column, is as black in both.
        let dot = try XCTUnwrap((31..<36).min { full.0[20, $0].r < full.0[20, $1].r })
        XCTAssertEqual(Int(none.0[20, dot].r), Int(full.0[20, dot].r))
    }

    func testAValueOnASymbolWithoutLevelsDrawsItWhole() throws {
        let whole = try draw(#"{"type": "Image", "systemName": "star.fill", "resizable": true, "modifiers": [{"frame": {"width": 40, "height": 40}}]}"#)
        let valued = try draw(#"{"type": "Image", "systemName": "star.fill", "variableValue": 0.2, "resizable": true, "modifiers": [{"frame": {"width": 40, "height": 40}}]}"#)
        XCTAssertEqual(whole.0.pixels, valued.0.pixels)
        XCTAssertThrowsError(try scene(#"{"root": {"type": "Image", "file": "a.png", "variableValue": 0.5}}"#))
    }

    /// ControlRoom's picker rows: `Image(systemName: "wifi", variableValue: bars.symbolVariable)`
    /// over an enum's cases, without a warning.
    func testSwiftVariableValuesOfAnEnumsCases() throws {
        let source = """
            import SwiftUI

            enum Bars: Int, CaseIterable {
                case zero, one, two, three
                var symbolVariable: Double { Double(self.rawValue) / Double(Self.allCases.count) }
            }

            struct BarsRow: View {
                var body: some View {
                    HStack {
                        ForEach(Bars.allCases, id: \\.self) { bars in
                            Image(systemName: "wifi", variableValue: bars.symbolVariable)
                        }
                    }
                }
            }
            """
        var options = SwiftSource.Options()
        options.stepLimit = 50_000
        let loaded = try SwiftSource.load(Array(source.utf8), file: "App.swift", options: options)
        XCTAssertEqual(loaded.warnings, [])
        var render = RenderOptions(canvas: loaded.scene.canvas)
        render.width = 390
        render.height = 800
        var values: [Double?] = []
        try Renderer.layout(loaded.scene.root, options: render, measurer: FixedAdvanceMeasurer()).root.forEach {
            if case .symbol(let symbol) = $0.content { values.append(symbol.variableValue) }
        }
        XCTAssertEqual(values, [0, 0.25, 0.5, 0.75])
    }
}
