import Foundation
import XCTest
import CCairoPango
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderTools

/// A module's asset catalogs (`AssetCatalog`, `InterpreterAssets`), read from the fixture
/// `Fixtures/assets` (a package whose target holds `Assets.xcassets`; its Contents.json files
/// are written as Xcode 15 writes them): colour sets in every component notation and colour
/// space, light and dark; image sets by scale and appearance; templates; what is missing.
final class AssetCatalogTests: XCTestCase {
    static let module = repositoryRoot.appendingPathComponent("Tests/RenderTests/Fixtures/assets/Sources/Cards").path
    static let catalog = module + "/Assets.xcassets"

    func testColourSetsInEveryNotation() throws {
        let assets = AssetCatalog(catalogs: [Self.catalog])
        // Floating point light, 8-bit integers dark; the high-contrast entry is skipped.
        let brand = try XCTUnwrap(assets.colors["Brand"]?.color)
        XCTAssertEqual(brand.resolved(for: .light), RGBA(red: 0.8, green: 0.4, blue: 0.2))
        XCTAssertEqual(brand.resolved(for: .dark), RGBA(250, 120, 40))
        // Hex, one appearance: the same in both.
        let ink = try XCTUnwrap(assets.colors["InkColor"]?.color)
        XCTAssertEqual(ink, RGBA(0x33, 0x66, 0x99))
        XCTAssertFalse(ink.isDynamic)
        // Display P3 (0.6, 0.4, 0.2) in sRGB: (161.8, 99.1, 38.3) of 255.
        let p3 = try XCTUnwrap(assets.colors["P3Red"]?.color)
        XCTAssertEqual(p3.red * 255, 161.8, accuracy: 0.1)
        XCTAssertEqual(p3.green * 255, 99.1, accuracy: 0.1)
        XCTAssertEqual(p3.blue * 255, 38.3, accuracy: 0.1)
        // gray-gamma-22 white 0.5: 0.5^2.2 linear, sRGB-encoded: 128.5 of 255.
        let gray = try XCTUnwrap(assets.colors["Gray"]?.color)
        XCTAssertEqual(gray.red * 255, 128.49, accuracy: 0.05)
        // A reference to a system colour is that (dynamic) colour.
        XCTAssertEqual(assets.colors["Link"]?.color, SystemColors.blue)
        XCTAssertEqual(assets.accentColor, RGBA(red: 0.502, green: 0, blue: 0.502))
        // A group that provides a namespace prefixes its names.
        XCTAssertNotNil(assets.colors["Icons/Mark"])
        XCTAssertNil(assets.colors["Mark"])
        // A Contents.json that is not JSON: a warning naming the file, the name missing.
        XCTAssertNil(assets.colors["Broken"])
        XCTAssertTrue(assets.warnings.contains { $0.contains("Broken.colorset/Contents.json: warning:") }, "\(assets.warnings)")
    }

    func testImageSetVariants() throws {
        let assets = AssetCatalog(catalogs: [Self.catalog])
        let logo = try XCTUnwrap(assets.images["Logo"])
        XCTAssertEqual(logo.variant(scale: 3, scheme: .light)?.file.hasSuffix("logo-large.png"), true)
        XCTAssertEqual(logo.variant(scale: 2, scheme: .light)?.file.hasSuffix("logo-medium.png"), true)
        // No 1x file: the nearest larger.
        XCTAssertEqual(logo.variant(scale: 1, scheme: .light)?.file.hasSuffix("logo-medium.png"), true)
        XCTAssertEqual(logo.variant(scale: 3, scheme: .dark)?.file.hasSuffix("logo-dark.png"), true)
        // Only a 3x dark image: at 2x in dark mode, the dark one still (the nearest larger).
        XCTAssertEqual(logo.variant(scale: 2, scheme: .dark)?.file.hasSuffix("logo-dark.png"), true)
        XCTAssertTrue(try XCTUnwrap(assets.images["Glyph"]).isTemplate)
        XCTAssertEqual(assets.images["Glyph"]?.variants.first?.scale, 0)
    }

    /// Hostile catalogs end in bounded time with warnings, never a crash: random bytes and
    /// mutated colour sets as Contents.json (a fixed seed), a symbolic link looping back, a
    /// deep JSON nest, components of every wrong type.
    func testHostileCatalogsAreWarningsNotCrashes() throws {
        let root = try temporaryDirectory(self).appendingPathComponent("Fuzz.xcassets")
        let manager = FileManager.default
        try manager.createDirectory(at: root, withIntermediateDirectories: true)
        var seed: UInt64 = 26
        func next() -> UInt64 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return seed >> 33
        }
        let valid = try String(contentsOfFile: Self.catalog + "/Brand.colorset/Contents.json", encoding: .utf8)
        for index in 0..<200 {
            let folder = root.appendingPathComponent("C\(index).colorset")
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            var bytes = Array(valid.utf8)
            switch index % 4 {
            case 0: bytes = (0..<Int(next() % 300)).map { _ in UInt8(next() % 256) }
            case 1: for _ in 0..<4 { bytes[Int(next()) % bytes.count] = UInt8(next() % 128) }
            case 2: bytes = Array((String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)).utf8)
            default:
                let replacement = ["\"0x\"", "\"-1e308\"", "\"nan\"", "[]", "{}", "null", "\"999\"", "1e400"][index % 8]
                bytes = Array(valid.replacingOccurrences(of: "\"0.800\"", with: replacement).utf8)
            }
            try Data(bytes).write(to: folder.appendingPathComponent("Contents.json"))
        }
        try manager.createSymbolicLink(at: root.appendingPathComponent("Loop"), withDestinationURL: root)
        let assets = AssetCatalog(catalogs: [root.path])
        for (_, set) in assets.colors {
            for c in [set.color.resolved(for: .light), set.color.resolved(for: .dark)] {
                XCTAssertTrue([c.red, c.green, c.blue, c.alpha].allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1 }, "\(c)")
            }
        }
        XCTAssertFalse(assets.warnings.isEmpty)
    }

    /// Xcode's new-project template writes an `AccentColor` whose entry holds no colour: the
    /// system accent, without a warning (Scrumdinger's and Landmarks' catalogs); a colour set
    /// with colours for other devices only still warns.
    func testTheTemplatesEmptyAccentColorIsSilent() throws {
        let root = try temporaryDirectory(self).appendingPathComponent("Assets.xcassets")
        let manager = FileManager.default
        for (name, json) in [("AccentColor", #"{"colors":[{"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#),
                             ("Watch", #"{"colors":[{"idiom":"watch","color":{"color-space":"srgb","components":{"red":"1","green":"0","blue":"0","alpha":"1"}}}]}"#)] {
            let folder = root.appendingPathComponent(name + ".colorset")
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: folder.appendingPathComponent("Contents.json"))
        }
        let assets = AssetCatalog(catalogs: [root.path])
        XCTAssertTrue(assets.colors.isEmpty)
        XCTAssertEqual(assets.warnings.count, 1, "\(assets.warnings)")
        XCTAssertTrue(assets.warnings.first?.contains("Watch.colorset has no colour for an iPhone") ?? false, "\(assets.warnings)")
    }

    /// Xcode 15's generated symbols (`GeneratedAssetSymbols.swift`).
    func testGeneratedSymbolNames() {
        XCTAssertEqual(Interpreter.generatedSymbol("InkColor", dropping: "Color"), "ink")
        XCTAssertEqual(Interpreter.generatedSymbol("AccentColor", dropping: "Color"), "accent")
        XCTAssertEqual(Interpreter.generatedSymbol("brand-primary", dropping: "Color"), "brandPrimary")
        XCTAssertEqual(Interpreter.generatedSymbol("Brand Primary", dropping: "Color"), "brandPrimary")
        XCTAssertEqual(Interpreter.generatedSymbol("logo_large", dropping: "Image"), "logoLarge")
        XCTAssertEqual(Interpreter.generatedSymbol("Color", dropping: "Color"), "color")
        XCTAssertEqual(Interpreter.generatedSymbol("Icons/Mark", dropping: "Color"), "mark")
    }

    // MARK: Through a Swift file of the module

    func render(_ body: String, scheme: ColorScheme = .light, strict: Bool = false) throws -> (image: RGBAImage, loaded: SwiftSource.Loaded) {
        let probe = try renderProbe(body, module: Self.module, scheme: scheme, strict: strict)
        return (probe.image, probe.loaded)
    }

    func assertPixel(_ pixel: RGBAPixel, _ r: UInt8, _ g: UInt8, _ b: UInt8, _ message: String = "",
                     file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual([pixel.r, pixel.g, pixel.b], [r, g, b], message, file: file, line: line)
    }

    func testColorByNameInLightAndDark() throws {
        // (0.8, 0.4, 0.2) light is (204, 102, 51); dark (250, 120, 40).
        assertPixel(try render(#"Color("Brand")"#).image[45, 45], 204, 102, 51, "light")
        assertPixel(try render(#"Color("Brand")"#, scheme: .dark).image[45, 45], 250, 120, 40, "dark")
        // Xcode 15's symbol, UIKit's lookups.
        assertPixel(try render("Color(.ink)").image[45, 45], 0x33, 0x66, 0x99, "Color(.ink)")
        assertPixel(try render(#"Color(uiColor: UIColor(named: "Brand")!)"#, scheme: .dark).image[45, 45], 250, 120, 40, "UIColor(named:)")
        assertPixel(try render(#"Color("Brand", bundle: nil)"#).image[45, 45], 204, 102, 51, "bundle:")
        // As a style, resolved where it is drawn: a dark subtree in a light scene.
        let styled = try render(#"Rectangle().fill(Color("Brand")).environment(\.colorScheme, .dark)"#)
        assertPixel(styled.image[45, 45], 250, 120, 40, "a dark subtree")
        XCTAssertFalse(styled.loaded.warnings.contains { $0.contains("Probe.swift") }, "\(styled.loaded.warnings)")
    }

    func testImageByNameAtTheRenderScale() throws {
        // Logo: 30 pixels at 3x, 10 points; blue in light, red in dark.
        let light = try render(#"Image("Logo")"#)
        assertPixel(light.image[45, 45], 0, 0, 255, "logo-large.png")
        assertPixel(light.image[44 - 15, 45], 255, 255, 255, "10 points wide, centred")
        assertPixel(try render(#"Image("Logo")"#, scheme: .dark).image[45, 45], 255, 0, 0, "logo-dark.png")
        // A template: the glyph's alpha in the foreground style.
        let glyph = try render(#"Image(.glyph).foregroundStyle(Color("Brand"))"#)
        assertPixel(glyph.image[45, 45], 204, 102, 51, "template in Brand")
        let frame = try XCTUnwrap(Renderer.layout(glyph.loaded.scene.root, options: RenderOptions(), measurer: FixedAdvanceMeasurer()).root.extent)
        XCTAssertEqual(frame.width, 12, "a single-scale image is its pixel size in points")
    }

    /// Xcode 15's `ImageResource`/`ColorResource` as values (`InterpreterAssetResources`):
    /// `ImageResource.name` kept in an array and read back (Backyard Birds' silhouettes), and
    /// `ImageResource(name:bundle:)`, the generated file's initialiser; `.scaledToFit` then
    /// knows the 4 × 2 image's ratio: 30 × 15 in the 30-point canvas.
    func testGeneratedResourcesAsValues() throws {
        for body in ["Image([ImageResource.landscape, .logo][0]).resizable().scaledToFit()",
                     #"Image(ImageResource(name: "Landscape", bundle: .main)).resizable().scaledToFit()"#,
                     "let resource: ImageResource = ImageResource.landscape\n        return Image(resource).resizable().scaledToFit()"] {
            let probe = try renderProbe(body, module: Self.module)
            XCTAssertEqual(probe.loaded.placeholders, 0, "\(body): \(probe.loaded.warnings)")
            XCTAssertFalse(probe.loaded.warnings.contains { $0.contains("Probe.swift") }, "\(body): \(probe.loaded.warnings)")
            XCTAssertEqual(probe.layout.root.extent.map { [$0.width, $0.height] }, [30, 15], body)
        }
        assertPixel(try render("Color(ColorResource.ink)").image[45, 45], 0x33, 0x66, 0x99, "ColorResource.ink")
        assertPixel(try render(#"Color(ColorResource(name: "Brand", bundle: .main))"#).image[45, 45], 204, 102, 51, "ColorResource(name:)")
    }

    /// A JPEG image set (Landmarks' `turtlerock.jpg`, Bookworm's `Fantasy@2x.jpg`) is decoded
    /// through libjpeg: 4×2 pixels, red then blue, drawn stretched to 20×10 points.
    func testJPEGImageSet() throws {
        let photo = try render(#"Image("Landscape").resizable().frame(width: 20, height: 10)"#)
        XCTAssertEqual(photo.loaded.placeholders, 0, "\(photo.loaded.warnings)")
        for (x, expected) in [(25, [255, 0, 0]), (65, [0, 0, 255])] {
            let pixel = photo.image[x, 45]
            XCTAssertTrue(zip([pixel.r, pixel.g, pixel.b], expected).allSatisfy { abs(Int($0) - $1) <= 3 }, "\(x): \(pixel)")
        }
        XCTAssertEqual(JPEGCodec.headerSize(Array("not a jpeg".utf8)).map { [$0.width, $0.height] }, nil)
        XCTAssertThrowsError(try JPEGCodec.decodeSurface([0xFF, 0xD8, 0xFF, 0xE0, 0, 16])) { error in
            XCTAssertTrue("\(error)".contains("not a JPEG file"), "\(error)")
        }
        // Truncated and mutated files decode or throw; libjpeg's fatal errors never end the process.
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.catalog + "/Landscape.imageset/landscape.jpg")))
        var generator = SeededGenerator(seed: 25)
        for round in 0..<400 {
            var mutated = round % 2 == 0 ? Array(bytes.prefix(Int.random(in: 3..<bytes.count, using: &generator))) : bytes
            for _ in 0..<(round % 7) { mutated[Int.random(in: 3..<mutated.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
            if let surface = try? JPEGCodec.decodeSurface(mutated) { cairo_surface_destroy(surface) }
        }
    }

    func testMissingAssetsAreLocatedPlaceholders() throws {
        let image = try render(#"Image("Nope")"#)
        XCTAssertTrue(image.loaded.warnings.contains { $0.contains("Probe.swift:4:9: warning: no image named \"Nope\" in the module's asset catalogs (Assets.xcassets)") },
                      "\(image.loaded.warnings)")
        XCTAssertEqual(image.loaded.placeholders, 1)
        let color = try render(#"Color("Nope")"#)
        XCTAssertTrue(color.loaded.warnings.contains { $0.contains("warning: no color named \"Nope\"") }, "\(color.loaded.warnings)")
        XCTAssertEqual(color.loaded.placeholders, 1)
        assertPixel(color.image[45, 45], 255, 149, 0, "the placeholder's orange")
        // A .jpg that is no JPEG libjpeg reads: a placeholder naming it.
        let photo = try render(#"Image("Photo")"#)
        XCTAssertTrue(photo.loaded.warnings.contains { $0.contains("photo.jpg: not a JPEG file the renderer can read") }, "\(photo.loaded.warnings)")
        XCTAssertEqual(photo.loaded.placeholders, 1)
        // --strict: an error.
        XCTAssertThrowsError(try render(#"Color("Nope")"#, strict: true)) { error in
            XCTAssertTrue("\(error)".contains("no color named \"Nope\""), "\(error)")
        }
    }

    /// `AccentColor.colorset` is the app's accent colour: buttons and sliders take it, an on
    /// switch stays green (UISwitch's onTintColor is not the tint colour), `.tint` still wins.
    func testAccentColorIsTheAppsAccent() throws {
        let probe = try render(#"VStack { Button("Go") {}.buttonStyle(.borderedProminent); Toggle("On", isOn: .constant(true)); Button("Red") {}.buttonStyle(.borderedProminent).tint(.red); Text("A").foregroundStyle(Color.accentColor) }"#)
        let accent = RGBA(red: 0.502, green: 0, blue: 0.502)
        XCTAssertEqual(probe.loaded.scene.canvas.accentColor, accent)
        var tints: [RGBA?] = []
        var textStyle: ResolvedShapeStyle?
        let result = try Renderer.layout(probe.loaded.scene.root, options: RenderOptions(canvas: probe.loaded.scene.canvas), measurer: FixedAdvanceMeasurer())
        result.root.forEach { node in
            if case .control(_, let tint) = node.content { tints.append(tint) }
            if case .text(let run) = node.content, run.request.string == "A" { textStyle = run.style }
        }
        XCTAssertEqual(tints, [accent, nil, SystemColors.red])
        XCTAssertEqual(textStyle, .color(accent), "Color.accentColor is the app's accent colour in effect (EnvironmentStyle)")
        XCTAssertTrue("\(probe.loaded.json)".contains("accentColor"), "--emit-scene carries it in the canvas")
    }

    func testTheModuleIsFoundFromTheFile() throws {
        // BrandCard.swift, read in place: its package's target holds the catalog.
        let file = Self.module + "/BrandCard.swift"
        let scene = try SceneFile.load(file, colorScheme: .dark)
        var options = RenderOptions(width: 20, height: 80, scale: 3)
        options.colorScheme = .dark
        let result = try Renderer.layout(scene.root, options: options, measurer: FixedAdvanceMeasurer())
        let image = try PNGCodec.decode(try Renderer.draw(result, format: .png, background: options.background))
        // The stack: Brand (20), ink (20), Logo (10), Glyph (12), centred in 80 points.
        let top = (80 - 62) / 2 * 3
        assertPixel(image[30, top + 30], 250, 120, 40, "Color(\"Brand\") in dark")
        assertPixel(image[30, top + 90], 0x33, 0x66, 0x99, "Color(.ink)")
        assertPixel(image[30, top + 135], 255, 0, 0, "Image(\"Logo\") in dark")
        assertPixel(image[30, top + 168], 250, 120, 40, "the template glyph in Brand")
    }
}
