import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// `disabled(_:)`: what iOS draws for a disabled control at rest (the `Disabled` modifier's
/// rule). The grey of a disabled button's label was measured (DeviceEvidenceTests); the rest
/// are the decisions docs/scene-format.md states.
final class DisabledTests: XCTestCase {
    private func texts(_ result: Renderer.LayoutResult) -> [String: ResolvedShapeStyle] {
        var found: [String: ResolvedShapeStyle] = [:]
        result.root.forEach { node in
            if case .text(let run) = node.content { found[run.request.string] = run.style }
        }
        return found
    }

    private func drawing(_ result: Renderer.LayoutResult, _ id: String) -> ControlDrawing? {
        var found: ControlDrawing?
        result.node(id)?.forEach { node in
            if found == nil, case .control(let drawing, _) = node.content { found = drawing }
        }
        return found
    }

    /// The label greys where the style would tint it, for every style; sizes do not change.
    func testADisabledButtonsLabelIsTertiaryLabelInEveryStyle() throws {
        for style in ["automatic", "borderless", "bordered", "borderedProminent", "plain"] {
            let json = #"""
                {"type": "VStack", "children": [
                  {"type": "Button", "title": "On", "id": "on", "modifiers": [{"buttonStyle": "\#(style)"}]},
                  {"type": "Button", "title": "Off", "id": "off", "modifiers": [{"buttonStyle": "\#(style)"}, {"disabled": true}]}]}
                """#
            let result = try layout(json)
            let styles = texts(result)
            XCTAssertEqual(styles["Off"], .color(SystemColors.tertiaryLabel), style)
            XCTAssertNotEqual(styles["On"], styles["Off"], style)
            XCTAssertEqual(result.frame("on").size, Size(width: result.frame("off").width - 10, height: result.frame("off").height), style)
        }
    }

    /// A bordered or prominent bezel is drawn disabled (grey), the others draw none either way.
    func testADisabledBezelIsTheDisabledDrawing() throws {
        let result = try layout(#"""
            {"type": "Button", "title": "Go", "id": "b", "modifiers": [{"buttonStyle": "borderedProminent"}, {"disabled": true}]}
            """#)
        XCTAssertEqual(drawing(result, "b"), .disabled(.button(.borderedProminent, cornerRadius: 6)))
    }

    /// A colour set on the label stays: iOS keeps a disabled button's explicit colours
    /// (RSSReader's disabled full-width button, white text on `Color.gray`, measured exactly so).
    func testAnExplicitForegroundStaysOnADisabledButton() throws {
        let result = try layout(#"""
            {"type": "Button", "label": {"type": "Text", "text": "Add", "modifiers": [{"foregroundColor": "white"}]}, "modifiers": [{"disabled": true}]}
            """#)
        XCTAssertEqual(texts(result)["Add"], .color(.white))
    }

    /// `disabled(false)` inside `disabled(true)` does not re-enable; alone it changes nothing.
    func testDisabledFalseNeitherDisablesNorReenables() throws {
        let result = try layout(#"""
            {"type": "VStack", "children": [
              {"type": "VStack", "children": [{"type": "Button", "title": "Inner", "modifiers": [{"disabled": false}]}], "modifiers": [{"disabled": true}]},
              {"type": "Button", "title": "Alone", "modifiers": [{"disabled": false}]}]}
            """#)
        let styles = texts(result)
        XCTAssertEqual(styles["Inner"], .color(SystemColors.tertiaryLabel))
        XCTAssertEqual(styles["Alone"], .color(ControlColors.accent))
    }

    /// A switch, a slider, a stepper and a rounded text field under `disabled(true)`: their
    /// drawings are the disabled ones; their sizes are unchanged.
    func testControlsUnderDisabledDrawTheirDisabledForms() throws {
        let result = try layout(#"""
            {"type": "VStack", "modifiers": [{"disabled": true}], "children": [
              {"type": "Toggle", "title": "Wi-Fi", "isOn": true, "id": "t"},
              {"type": "Slider", "value": 0.5, "id": "s"},
              {"type": "Stepper", "title": "Count", "value": 1, "in": [0, 5], "id": "st"},
              {"type": "TextField", "title": "Name", "id": "f", "modifiers": [{"textFieldStyle": "roundedBorder"}]}]}
            """#, width: 300)
        XCTAssertEqual(drawing(result, "t"), .disabled(.toggleSwitch(isOn: true)))
        XCTAssertEqual(drawing(result, "s"), .disabled(.slider(fraction: 0.5)))
        XCTAssertEqual(drawing(result, "st"), .disabled(.stepper(canDecrement: true, canIncrement: true)))
        XCTAssertEqual(drawing(result, "f"), .disabled(.roundedTextField))
        XCTAssertEqual(result.frame("t").height, 31)
    }

    /// Painted: a disabled on switch's track is systemGreen at half opacity over white, (52, 199,
    /// 89) → (153.5, 227, 172); a disabled stepper's minus is tertiaryLabel, as a bound half is.
    func testADisabledSwitchIsDrawnAtHalfOpacity() throws {
        let decoded = try scene(#"""
            {"canvas": {"width": 51, "height": 31, "background": "white"}, "root": {"type": "Toggle", "title": "", "isOn": true, "modifiers": [{"labelsHidden": true}, {"disabled": true}]}}
            """#)
        var options = RenderOptions(canvas: decoded.canvas)
        options.scale = 1
        let result = try Renderer.layout(decoded.root, options: options, measurer: FixedAdvanceMeasurer())
        let image = try PNGCodec.decode(try Renderer.draw(result, format: .png, background: options.background))
        let p = image[8, 15]
        XCTAssertEqual([Int(p.r), Int(p.g), Int(p.b)].map { Double($0) }, [153.5, 227, 172].map { $0.rounded(.down) }, accuracy: 1)
    }

    /// From Swift: `.disabled(true)` is a modifier the front end draws (it was a note before).
    func testSwiftDisabledGreysTheButton() throws {
        let source = """
            import SwiftUI
            struct V: View {
                var body: some View {
                    Button("Save") {}.disabled(true)
                }
            }
            """
        let loaded = try SwiftSource.load(Array(source.utf8), file: "View.swift", options: SwiftSource.Options())
        XCTAssertFalse((loaded.warnings + loaded.notes).contains { $0.contains("disabled") }, "\(loaded.notes)")
        let result = try Renderer.layout(loaded.scene.root, options: RenderOptions(canvas: loaded.scene.canvas), measurer: FixedAdvanceMeasurer())
        XCTAssertEqual(texts(result)["Save"], .color(SystemColors.tertiaryLabel))
    }
}

private func XCTAssertEqual(_ a: [Double], _ b: [Double], accuracy: Double, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.count, b.count, file: file, line: line)
    for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: accuracy, "\(a) vs \(b)", file: file, line: line) }
}
