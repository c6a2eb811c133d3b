import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// The safe-area modifiers spelled as in SwiftUI, through the Swift front end, on an iPhone 15
/// (`previewDevice`); numbers as in SafeAreaTests, under the fixed-advance measurer.
final class SafeAreaSwiftTests: XCTestCase {
    private func loaded(_ body: String) throws -> SwiftSource.Loaded {
        try SwiftSource.load(Array("struct V: View { var body: some View { \(body) } }".utf8), file: "V.swift")
    }

    private func layout(_ body: String, scale: Double = 1) throws -> Renderer.LayoutResult {
        let source = try loaded(body)
        var options = RenderOptions(canvas: source.scene.canvas)
        options.scale = scale
        return try Renderer.layout(source.scene.root, options: options, measurer: FixedAdvanceMeasurer())
    }

    func testPreviewDeviceSetsTheScenesDevice() throws {
        let source = try loaded(#"Color.red.previewDevice("iPhone 15")"#)
        XCTAssertEqual(source.scene.canvas.device?.name, "iphone-15")
        XCTAssertEqual(JSONOutput.scene(source.json).contains(#""device": "iphone-15""#), true, JSONOutput.scene(source.json))
        XCTAssertThrowsError(try loaded(#"Color.red.previewDevice("Pixel 8")"#)) { error in
            XCTAssertTrue("\(error)".contains("unknown device \"Pixel 8\""), "\(error)")
        }
    }

    func testIgnoresSafeAreaSpellings() throws {
        XCTAssertFrame(try layout(#"Color.red.id("c").ignoresSafeArea().previewDevice("iPhone 15")"#).frame("c"), 0, 0, 393, 852)
        XCTAssertFrame(try layout(#"Color.red.id("c").ignoresSafeArea(.container, edges: .top).previewDevice("iPhone 15")"#).frame("c"), 0, 0, 393, 818)
        XCTAssertFrame(try layout(#"Color.red.id("c").edgesIgnoringSafeArea(.all).previewDevice("iPhone 15")"#).frame("c"), 0, 0, 393, 852)
        XCTAssertFrame(try layout(#"Color.red.id("c").ignoresSafeArea(.keyboard).previewDevice("iPhone 15")"#).frame("c"), 0, 59, 393, 759)
    }

    func testStyleBackgroundIgnoresTheSafeAreaAndAViewBackgroundDoesNot() throws {
        for (background, height) in [(".background(.blue)", 852.0), (".background(Color.blue)", 852), (".background(.blue, ignoresSafeAreaEdges: [])", 759),
                                     (".background { Color.blue }", 759)] {
            let result = try layout(#"Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).id("t")"# + background + #".previewDevice("iPhone 15")"#)
            let fill = try XCTUnwrap(result.node("t")?.children.first(where: { $0.kind == "Color" }) ?? result.root.children.first)
            XCTAssertEqual(fill.frame.height, height, background)
        }
    }

    func testSafeAreaPaddingAndInset() throws {
        XCTAssertFrame(try layout(#"Color.red.id("c").safeAreaPadding(.horizontal, 20).previewDevice("iPhone 15")"#).frame("c"), 20, 59, 353, 759)
        let inset = try layout(#"""
        Color.red.id("c").safeAreaInset(edge: .bottom, spacing: 10) { Color.gray.frame(height: 50).id("bar") }.previewDevice("iPhone 15")
        """#)
        XCTAssertFrame(inset.frame("c"), 0, 59, 393, 699)
        XCTAssertFrame(inset.frame("bar"), 0, 768, 393, 50)
    }

    func testContainerRelativeFrameSpellings() throws {
        let counted = try layout(#"Color.red.id("c").containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).previewDevice("iPhone 15")"#, scale: 3)
        XCTAssertEqual(counted.frame("c").width, (393 - 20) / 3 * 2 + 10, accuracy: 1.0 / 3)
        let closure = try layout(#"Color.red.id("c").containerRelativeFrame(.horizontal) { length, _ in length * 0.8 }.previewDevice("iPhone 15")"#, scale: 10)
        XCTAssertEqual(closure.frame("c").width, 314.4, accuracy: 0.0001)
        XCTAssertThrowsError(try loaded(#"Color.red.containerRelativeFrame(.horizontal) { length, axis in axis == .vertical ? length : 0 }"#))
    }
}

/// `--device` and `--landscape` end to end.
final class DeviceCommandLineTests: XCTestCase {
    private func run(_ arguments: [String]) throws -> RunResult {
        let directory = try temporaryDirectory(self)
        let scene = directory.appendingPathComponent("scene.json")
        try Data(#"{"type": "Color", "color": "red", "id": "c"}"#.utf8).write(to: scene)
        return try runRender([scene.path, "-o", directory.appendingPathComponent("out.png").path, "--layout-json", "-"] + arguments)
    }

    private func canvas(_ result: RunResult) throws -> [Double] {
        let dump = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        let canvas = try XCTUnwrap(dump["canvas"] as? [String: Double])
        return [canvas["width"] ?? 0, canvas["height"] ?? 0, canvas["scale"] ?? 0]
    }

    func testDeviceSetsTheCanvasAndScale() throws {
        let phone = try run(["--device", "iphone-se"])
        XCTAssertEqual(phone.status, 0, phone.stderr)
        XCTAssertEqual(try canvas(phone), [375, 667, 2])
        let turned = try run(["--device", "iPhone 15", "--landscape", "--scale", "1"])
        XCTAssertEqual(turned.status, 0, turned.stderr)
        XCTAssertEqual(try canvas(turned), [852, 393, 1])
    }

    /// Issue 26: the iPhone 16 and 17 families, by the names `--device` takes and as Xcode's
    /// `previewDevice` spells them (docs/scene-format.md, "Devices and safe area").
    func testIPhone16And17Families() throws {
        let pro = try run(["--device", "iPhone 16 Pro", "--scale", "1"])
        XCTAssertEqual(pro.status, 0, pro.stderr)
        XCTAssertEqual(try canvas(pro), [402, 874, 1])
        for (name, size, top) in [("iphone-16", [393.0, 852], 59.0), ("iPhone 16 Pro Max", [440, 956], 62),
                                  ("iPhone 16e", [390, 844], 47), ("iPhone 17", [402, 874], 62),
                                  ("iphone-17-pro-max", [440, 956], 62), ("iPhone Air", [420, 912], 62), ("iPhone 17e", [390, 844], 47)] {
            let device = try XCTUnwrap(Device.named(name), name)
            XCTAssertEqual([device.size.width, device.size.height], size, name)
            XCTAssertEqual(device.scale, 3, name)
            XCTAssertEqual([device.insets.top, device.insets.bottom], [top, 34], name)
            XCTAssertEqual([device.landscape.insets.leading, device.landscape.insets.trailing], [top, top], name)
        }
    }

    func testUnknownDeviceIsBadInput() throws {
        let result = try run(["--device", "pixel-8"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("--device: unknown device 'pixel-8'; the renderer knows iphone-15, iphone-15-pro, iphone-15-pro-max, iphone-15-plus, iphone-16, iphone-16-plus, iphone-16-pro, iphone-16-pro-max, iphone-16e, iphone-17, iphone-17-pro, iphone-17-pro-max, iphone-air, iphone-17e, iphone-14, iphone-14-pro, iphone-13-mini, iphone-xs-max, iphone-se, ipad-11"), result.stderr)
    }

    func testWidthWithDeviceIsAUsageError() throws {
        let result = try run(["--device", "iphone-15", "-w", "300"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--device sets the canvas's size"), result.stderr)
    }
}
