import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderCheck
@testable import RenderTools

/// `render FILE.swift` of a preview: laid out as `render previews` lays it out (its layout on its
/// device, `PreviewRenderer.applyPreview`), as Xcode's canvas shows `#Preview { ContactDetail() }`
/// on the iPhone's screen. Apple's `PreviewLayout` documentation: `.device` "centers the preview
/// in a container the size of the device" (the default), `.sizeThatFits` "fit[s] the container
/// to the size of the preview when offered the size of the device", `.fixed` "center[s] the
/// preview in a fixed size container". Numbers with the fixed-advance measurer (10 pt per
/// character, 20 pt lines); the default device is iPhone 15 (393 × 852 @3x, safe area 59 / 34).
final class SwiftPreviewCanvasTests: XCTestCase {
    /// The file read, its preview's canvas applied, and laid out; nil options: not a preview.
    func shown(_ source: String, device: Device? = nil, landscape: Bool = false, scale: Double? = nil)
        throws -> (options: RenderOptions, layout: Renderer.LayoutResult)? {
        var swiftOptions = SwiftSource.Options()
        swiftOptions.readsModule = false
        let loaded = try SwiftSource.load(Array(source.utf8), file: "Preview.swift", options: swiftOptions)
        guard let traits = loaded.preview else { return nil }
        let measurer = FixedAdvanceMeasurer()
        var options = RenderOptions(canvas: PreviewRenderer.canvasLessSize(loaded.scene))
        try PreviewRenderer.applyPreview(traits, of: loaded.scene, replacedBy: device, landscape: landscape, scale: scale,
                                         to: &options, measurer: measurer)
        return (options, try Renderer.layout(loaded.scene.root, options: options, measurer: measurer))
    }

    func testMacroPreviewIsOnTheDefaultDevicesScreen() throws {
        let shown = try XCTUnwrap(try shown(#"#Preview { Text("Hi") }"#))
        XCTAssertEqual(shown.options.device?.name, "iphone-15")
        XCTAssertEqual([shown.options.width, shown.options.height, shown.options.scale], [393, 852, 3])
        // Centred in the safe area: 393 × (852 − 59 − 34) = 759 offered, 20 × 20 taken, at
        // 186.5, 428.5 — rounded to the @3x pixel grid, as SwiftUI places views.
        XCTAssertFrame(shown.layout.root.frame, 186 + 2.0 / 3, 428 + 2.0 / 3, 20, 20)
    }

    func testSizeThatFitsLayoutTraitFitsTheCanvas() throws {
        let shown = try XCTUnwrap(try shown(#"#Preview(traits: .sizeThatFitsLayout) { Text("Hi").padding() }"#))
        XCTAssertEqual([shown.options.width, shown.options.height, shown.options.scale], [52, 52, 3])
        XCTAssertNil(shown.options.device)
        XCTAssertFrame(shown.layout.root.frame, 0, 0, 52, 52)
    }

    func testProviderPreviewLayoutSizeThatFits() throws {
        let source = """
        struct Row_Previews: PreviewProvider {
            static var previews: some View { Text("Hello").previewLayout(.sizeThatFits) }
        }
        """
        let shown = try XCTUnwrap(try shown(source))
        XCTAssertEqual([shown.options.width, shown.options.height], [50, 20])
    }

    /// `.sizeThatFits` offers the device's screen: a flexible view takes its width.
    func testSizeThatFitsOffersTheDevicesScreen() throws {
        let source = #"#Preview(traits: .sizeThatFitsLayout) { Text("Hi").frame(maxWidth: .infinity) }"#
        XCTAssertEqual(try XCTUnwrap(try shown(source)).options.width, 393)
        XCTAssertEqual(try XCTUnwrap(try shown(source, device: Device.named("iphone-se"))).options.width, 375)
    }

    func testPreviewDeviceIsThatDevicesScreen() throws {
        let source = #"#Preview { Text("Hi").previewDevice("iPhone SE (3rd generation)") }"#
        let shown = try XCTUnwrap(try shown(source))
        XCTAssertEqual(shown.options.device?.name, "iphone-se")
        XCTAssertEqual([shown.options.width, shown.options.height, shown.options.scale], [375, 667, 2])
        // iPhone SE's safe area: 20 at the top, none at the bottom.
        XCTAssertFrame(shown.layout.root.frame, 177.5, 20 + 313.5, 20, 20)
    }

    /// `--device` replaces the preview's own device; `--scale` its scale.
    func testCommandLineDeviceAndScaleWin() throws {
        let source = #"#Preview { Text("Hi").previewDevice("iPhone SE (3rd generation)") }"#
        let shown = try XCTUnwrap(try shown(source, device: Device.named("iphone-15-pro-max"), scale: 1))
        XCTAssertEqual([shown.options.width, shown.options.height, shown.options.scale], [430, 932, 1])
    }

    func testFixedLayoutAndLandscape() throws {
        let fixed = try XCTUnwrap(try shown(#"#Preview(traits: .fixedLayout(width: 200, height: 100)) { Text("Hi") }"#))
        XCTAssertEqual([fixed.options.width, fixed.options.height], [200, 100])
        XCTAssertFrame(fixed.layout.root.frame, 90, 40, 20, 20)
        let turned = try XCTUnwrap(try shown(#"#Preview(traits: .landscapeLeft) { Text("Hi") }"#))
        XCTAssertEqual([turned.options.width, turned.options.height], [852, 393])
        // `--landscape` on a preview already in landscape leaves it so.
        let twice = try XCTUnwrap(try shown(#"#Preview(traits: .landscapeLeft) { Text("Hi") }"#, landscape: true))
        XCTAssertEqual([twice.options.width, twice.options.height], [852, 393])
    }

    /// A View struct, a body fragment and a view expression are not previews: fitted as before.
    func testViewsThatAreNotPreviewsHaveNoTraits() throws {
        XCTAssertNil(try shown(#"struct Card: View { var body: some View { Text("Hi") } }"#))
        XCTAssertNil(try shown(#"var body: some View { Text("Hi") }"#))
        XCTAssertNil(try shown(#"Text("Hi")"#))
        // `--view` naming the struct of a file that has a preview: the struct, fitted.
        var options = SwiftSource.Options(viewName: "Card")
        options.readsModule = false
        let source = #"struct Card: View { var body: some View { Text("Hi") } }"# + "\n" + #"#Preview { Card() }"#
        XCTAssertNil(try SwiftSource.load(Array(source.utf8), file: "Preview.swift", options: options).preview)
        XCTAssertNotNil(try SwiftSource.load(Array(source.utf8), file: "Preview.swift").preview)
    }

    /// End to end: `render FILE.swift` on the preview's canvas; `-w`/`--height` and
    /// `--device none` keep the fitted canvas.
    func testCommandLine() throws {
        let directory = try temporaryDirectory(self)
        let file = directory.appendingPathComponent("Hi.swift")
        try #"#Preview { Text("Hi") }"#.write(to: file, atomically: true, encoding: .utf8)
        func canvas(_ extra: [String]) throws -> [String: Double] {
            let result = try runRender([file.path, "-o", directory.appendingPathComponent("hi.png").path, "--layout-json", "-"] + extra)
            XCTAssertEqual(result.status, 0, result.stderr)
            let json = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]
            return (json?["canvas"] as? [String: Double]) ?? [:]
        }
        XCTAssertEqual(try canvas([]), ["width": 393, "height": 852, "scale": 3])
        XCTAssertEqual(try canvas(["--device", "iphone-se"]), ["width": 375, "height": 667, "scale": 2])
        XCTAssertEqual(try canvas(["--device", "iphone-se", "--landscape"]), ["width": 667, "height": 375, "scale": 2])
        let narrow = try canvas(["-w", "200"])
        XCTAssertEqual(narrow["width"], 200)
        XCTAssertEqual(narrow["scale"], 1)
        XCTAssertLessThan(narrow["height"] ?? 0, 100, "fitted to the text's height")
        XCTAssertLessThan(try canvas(["--device", "none"])["width"] ?? 0, 100, "fitted to the text")
    }
}
