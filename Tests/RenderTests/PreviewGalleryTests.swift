import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderCheck
@testable import RenderTools

/// `render previews` and `render check --previews` (docs/previews.md): discovery of every
/// preview form in `Fixtures/previews` (exact names, lines, traits), the gallery's page, the
/// goldens' names and shards.
final class PreviewGalleryTests: XCTestCase {
    static let folder = ConformanceTests.fixturesDirectory.appendingPathComponent("previews").standardizedFileURL.path

    func path(_ relative: String) -> String { (Self.folder as NSString).appendingPathComponent(relative) }

    func discover(_ relative: String) throws -> [DiscoveredPreview] {
        try PreviewCatalog.discover(file: path(relative))
    }

    /// Name, line, layout of each, for compact comparisons.
    func summary(_ previews: [DiscoveredPreview]) -> [String] {
        previews.map { "\($0.name)@\($0.line) \($0.layout)" }
    }

    // MARK: - Discovery

    func testEveryPreviewMacroFormIsFoundWithItsNameLineAndTraits() throws {
        let previews = try discover("MacroForms.swift")
        XCTAssertEqual(summary(previews), [
            "Preview@13 device", "Named@17 device", "Landscape@21 device", "Preview 2@25 sizeThatFits",
            "Fixed@29 fixed 300×120", "Preview 3@33 device", "Unknown@37 device",
        ])
        XCTAssertEqual(previews.map(\.kind), Array(repeating: .macro, count: 7))
        XCTAssertEqual(previews.map(\.index), Array(0..<7))
        XCTAssertEqual(previews[2].traits.orientation, .landscapeLeft)
        XCTAssertEqual(previews[4].traits.orientation, .portrait)
        XCTAssertNil(previews[0].traits.orientation)
        XCTAssertEqual(previews[1].traits.displayName, "Named")
    }

    func testProviderViewsAreTakenApartWithTheirModifiers() throws {
        let previews = try discover("ProviderForms.swift")
        XCTAssertEqual(summary(previews), [
            // Group { … }.previewLayout(.sizeThatFits): each view, its own layout winning.
            "Turtle Rock@18 sizeThatFits", "Row_Previews@20 fixed 300×70",
            // ForEach over device names.
            "iPhone SE (3rd generation)@30 device", "iPhone 15 Pro Max@30 device",
            // Several views at the top of `previews`.
            "Settings_Previews@39 device", "Settings_Previews 2@42 device", "Settings_Previews 3@46 device",
        ])
        XCTAssertEqual(previews[0].kind, .provider("Row_Previews"))
        XCTAssertEqual(previews[2].kind, .provider("Devices_Previews"))
        XCTAssertEqual(previews[2].traits.device, "iPhone SE (3rd generation)")
        XCTAssertEqual(previews[3].traits.device, "iPhone 15 Pro Max")
        XCTAssertEqual(previews[4].traits.colorScheme, "dark")
        XCTAssertEqual(previews[4].traits.layout, .device)
        XCTAssertEqual(previews[5].traits.orientation, .landscapeRight)
        XCTAssertEqual(previews[5].traits.environment, ["\\.sizeCategory: .extraLarge", "\\.dynamicTypeSize: .xxLarge"])
        XCTAssertEqual(previews[6].traits.colorScheme, "dark")
        XCTAssertEqual(previews[6].traits.device, "iPhone 15")
    }

    func testSizeCategoryIsTheDynamicTypeSizeOfTheSameStep() throws {
        let source = "import SwiftUI\nText(\"a\").environment(\\.sizeCategory, .accessibilityExtraLarge)\n"
        let loaded = try SwiftSource.load(Array(source.utf8), file: "Size.swift")
        let json = JSONOutput.scene(loaded.json)
        XCTAssertTrue(json.contains("\"dynamicTypeSize\": \"accessibility3\""), json)
        XCTAssertEqual(loaded.warnings, [])
        // Another key the renderer does not set: left out, with a warning at its place.
        let locale = "import SwiftUI\nText(\"a\").environment(\\.locale, Locale(identifier: \"fr\"))\n"
        let other = try SwiftSource.load(Array(locale.utf8), file: "Locale.swift")
        XCTAssertEqual(other.warnings, ["Locale.swift:2:10: warning: left out .environment(\\.locale, …): the renderer sets \\.colorScheme, \\.defaultMinListHeaderHeight, \\.defaultMinListRowHeight, \\.dynamicTypeSize, \\.layoutDirection only"])
    }

    func testWarningsGoWithThePreviewThatHasThem() throws {
        let loaded = try PreviewCatalog.load(file: path("MacroForms.swift"))
        let unknown = try XCTUnwrap(loaded.last)
        XCTAssertEqual(unknown.preview.name, "Unknown")
        guard case .success(let scene) = unknown.result else { return XCTFail("\(unknown.result)") }
        XCTAssertEqual(scene.placeholders, 1)
        XCTAssertTrue(scene.warnings.contains { $0.hasSuffix(":38:12: warning: unknown modifier .sparkle: left out") }, "\(scene.warnings)")
        XCTAssertTrue(scene.warnings.contains { $0.contains(":39:5: warning: placeholder for MapView") }, "\(scene.warnings)")
        for other in loaded.dropLast() { XCTAssertEqual(other.warnings, [], other.preview.name) }
    }

    func testAFolderIsSearchedAndFilesWithoutPreviewsAreSkipped() throws {
        let files = try PreviewCatalog.swiftFiles(at: Self.folder).map { String($0.dropFirst(Self.folder.count + 1)) }
        XCTAssertEqual(files, ["MacroForms.swift", "ProviderForms.swift", "Views/Card.swift", "Views/NoPreviews.swift"])
        XCTAssertEqual(try discover("Views/NoPreviews.swift"), [])
        XCTAssertThrowsError(try PreviewCatalog.swiftFiles(at: path("missing"))) { error in
            XCTAssertTrue("\(error)".contains("no such file or folder"), "\(error)")
        }
    }

    func testASyntaxErrorStopsItsFileWithItsLine() throws {
        let source = "import SwiftUI\n#Preview {\n    Text(\"a\"\n}\n"
        XCTAssertThrowsError(try PreviewCatalog.load(Array(source.utf8), file: "Broken.swift")) { error in
            XCTAssertTrue("\(error)".hasPrefix("Broken.swift:"), "\(error)")
        }
        // An error inside one preview stops only that one.
        let partial = "import SwiftUI\n#Preview(\"Good\") { Text(\"a\") }\n#Preview(\"Bad\") { Text(undefinedName + 1) }\n"
        let loaded = try PreviewCatalog.load(Array(partial.utf8), file: "Partial.swift")
        XCTAssertEqual(loaded.map(\.preview.name), ["Good", "Bad"])
        if case .failure = loaded[0].result { XCTFail("the good preview failed") }
        guard case .failure(let error) = loaded[1].result else { return XCTFail("the bad preview rendered") }
        XCTAssertTrue(error.description.contains("Partial.swift:3:"), error.description)
    }

    // MARK: - Rendering

    func testLayoutsDecideTheCanvas() throws {
        try XCTSkipUnless(PangoTextMeasurer.isConfigured, "the project's fonts are not installed")
        let measurer = PangoTextMeasurer()
        let loaded = try PreviewCatalog.load(file: path("MacroForms.swift"))
        let device = PreviewRenderer.render(loaded[0], measurer: measurer)
        XCTAssertNil(device.error)
        XCTAssertEqual(device.size, Size(width: 393, height: 852))
        XCTAssertEqual(device.scale, 3)
        XCTAssertEqual(device.deviceName, "iPhone 15")
        let landscape = PreviewRenderer.render(loaded[2], measurer: measurer)
        XCTAssertEqual(landscape.size, Size(width: 852, height: 393))
        let fits = PreviewRenderer.render(loaded[3], measurer: measurer)
        // The badge's own size: smaller than the screen, as large as its text and padding.
        XCTAssertLessThan(fits.size.width, 100)
        XCTAssertLessThan(fits.size.height, 60)
        XCTAssertGreaterThan(fits.size.width, 20)
        let fixed = PreviewRenderer.render(loaded[4], measurer: measurer)
        XCTAssertEqual(fixed.size, Size(width: 300, height: 120))
        let small = PreviewRenderer.render(loaded[0], variant: PreviewVariant(device: Device.named("iphone-se")), measurer: measurer)
        XCTAssertEqual(small.size, Size(width: 375, height: 667))
        XCTAssertEqual(small.scale, 2)
        // A preview's own device, from a ForEach of names.
        let providers = try PreviewCatalog.load(file: path("ProviderForms.swift"))
        XCTAssertEqual(PreviewRenderer.render(providers[3], measurer: measurer).size, Size(width: 430, height: 932))
        // A colour-scheme variant draws the preview dark; its own preferredColorScheme(.dark) too.
        let light = PreviewRenderer.render(providers[5], scale: 1, measurer: measurer)
        let darkVariant = PreviewRenderer.render(providers[5], variant: PreviewVariant(colorScheme: "dark"), scale: 1, measurer: measurer)
        XCTAssertNotNil(light.png)
        XCTAssertNotEqual(light.png, darkVariant.png)
        let ownDark = PreviewRenderer.render(providers[4], scale: 1, measurer: measurer)
        let forcedLight = PreviewRenderer.render(providers[4], variant: PreviewVariant(colorScheme: "light"), scale: 1, measurer: measurer)
        XCTAssertEqual(ownDark.png, forcedLight.png, "a preview's own preferredColorScheme wins over the variant's, as on iOS")
    }

    // MARK: - Gallery

    func testTheGalleryPageListsEveryPreviewByFile() throws {
        try XCTSkipUnless(PangoTextMeasurer.isConfigured, "the project's fonts are not installed")
        var gallery = PreviewGallery(path: Self.folder)
        gallery.scale = 1
        gallery.jobs = 2
        let result = try gallery.run()
        XCTAssertEqual(result.files.map { ($0.file as NSString).lastPathComponent }, ["MacroForms.swift", "ProviderForms.swift", "Card.swift"])
        XCTAssertEqual(result.previewCount, 15)
        XCTAssertEqual(result.failedCount, 0)
        XCTAssertEqual(result.placeholderCount, 1)
        XCTAssertEqual(result.summaryLine, "15 previews in 3 files: 0 failed, 1 with placeholders")
        let html = PreviewGallery.html(result)
        XCTAssertTrue(html.contains("<h2>Views/Card.swift</h2>"), html)
        XCTAssertTrue(html.contains("Card, compact <a class=\"line\" title=\"source\">Views/Card.swift:14</a>"), html)
        XCTAssertTrue(html.contains("<img src=\"Views-Card--Card-compact.png\""), html)
        XCTAssertTrue(html.contains("300×120 pt @1x · fixed 300×120 · iPhone 15"), html)
        XCTAssertTrue(html.contains("<span class=\"badge placeholders\">1 placeholder</span>"), html)
        XCTAssertTrue(html.contains("<li class=\"placeholder\">MacroForms.swift:39:5: warning: placeholder for MapView"), html)
        XCTAssertTrue(html.contains("<p class=\"traits\">landscapeRight · \\.sizeCategory: .extraLarge"), html)
        XCTAssertTrue(html.contains("<p class=\"traits\">Row_Previews · layout sizeThatFits</p>"), html)
        // Self-contained: no script, no address outside the folder.
        XCTAssertFalse(html.contains("<script"))
        XCTAssertFalse(html.contains("http://") || html.contains("https://"))

        let output = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        try PreviewGallery.write(result, to: output)
        let written = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
        XCTAssertEqual(written.count, 16)
        XCTAssertTrue(written.contains("index.html"))
        XCTAssertTrue(written.contains("ProviderForms--iPhone-SE-3rd-generation.png"), "\(written)")
        let png = try XCTUnwrap(FileManager.default.contents(atPath: output + "/Views-Card--Card-compact.png"))
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
    }

    /// Files render on several threads at once (each with its own measurer and parsed module):
    /// the pictures are the same bytes as on one.
    func testSeveralThreadsDrawTheSamePicturesAsOne() throws {
        try XCTSkipUnless(PangoTextMeasurer.isConfigured, "the project's fonts are not installed")
        var gallery = PreviewGallery(path: Self.folder)
        gallery.scale = 1
        gallery.variants = [.none, PreviewVariant(rightToLeft: true)]
        gallery.jobs = 1
        let serial = try gallery.run()
        gallery.jobs = 3
        let parallel = try gallery.run()
        XCTAssertEqual(serial.renders.count, 30)
        XCTAssertEqual(serial.renders.map(\.preview.name), parallel.renders.map(\.preview.name))
        for (one, other) in zip(serial.renders, parallel.renders) {
            XCTAssertEqual(one.png, other.png, "\(one.preview.name)\(one.variant.suffix)")
        }
    }

    func testVariantsMultiplyThePictures() throws {
        let variants = PreviewVariant.combinations(devices: [Device.named("iphone-se")!, Device.named("ipad-11")!], colorSchemes: ["light", "dark"],
                                                   dynamicTypeSizes: [], rightToLeft: [false, true])
        XCTAssertEqual(variants.count, 8)
        XCTAssertEqual(variants.map(\.suffix).prefix(4), [".iphone-se.light", ".iphone-se.light.rtl", ".iphone-se.dark", ".iphone-se.dark.rtl"])
        XCTAssertEqual(PreviewVariant(dynamicTypeSize: .accessibility3).suffix, ".accessibility3")
        XCTAssertEqual(PreviewVariant.none.suffix, "")
        XCTAssertEqual(PreviewVariant.combinations(devices: [], colorSchemes: [], dynamicTypeSizes: [], rightToLeft: []), [.none])
    }

    // MARK: - Goldens

    func testGoldenNamesComeFromTheFileAndThePreview() throws {
        let previews = try discover("Views/Card.swift")
        XCTAssertEqual(PreviewNaming.stableName(previews[0], root: Self.folder), "Views-Card--Card-compact")
        XCTAssertEqual(PreviewNaming.stableName(previews[0], root: path("Views/Card.swift")), "Card--Card-compact")
        XCTAssertEqual(PreviewNaming.fileStem("./Sources/App/ExpressionPreview.Background.swift", root: "."), "Sources-App-ExpressionPreview-Background")
        XCTAssertEqual(PreviewNaming.slug("  Dark, Large (iPad)  "), "Dark-Large-iPad")
        XCTAssertEqual(PreviewNaming.slug("…"), "Preview")
        XCTAssertEqual(PreviewNaming.variantSuffix(of: "Views-Card--Card-compact.iphone-se.dark"), ".iphone-se.dark")
        XCTAssertEqual(PreviewNaming.variantSuffix(of: "Views-Card--Card-compact"), "")
    }

    /// A copy of the fixtures in a temporary folder, so goldens can be written.
    func scratchCopy() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("previews-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: Self.folder, toPath: folder)
        return folder
    }

    func testCheckRecordsThenPassesAndRefusesPlaceholders() throws {
        try XCTSkipUnless(PangoTextMeasurer.isConfigured, "the project's fonts are not installed")
        let folder = try scratchCopy()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var suite = GoldenSuite(directory: folder, record: .missing)
        suite.jobs = 2
        var options = GoldenOptions()
        options.checkEnvironment = false
        suite.options = options
        // Scale 1: the same checks, a ninth of the pixels to encode and compare.
        func check() -> PreviewGoldenSuite {
            var check = PreviewGoldenSuite(path: folder, suite: suite)
            check.scale = 1
            return check
        }
        let first = try check().run()
        XCTAssertEqual(first.results.count, 15)
        XCTAssertEqual(first.recordedCount, 14)
        let refused = try XCTUnwrap(first.results.first { $0.status == .failed })
        XCTAssertEqual(refused.name, "MacroForms--Unknown")
        XCTAssertTrue(refused.problems[0].contains("draws 1 placeholder"), "\(refused.problems)")
        XCTAssertTrue(refused.problems[0].contains("placeholder for MapView"), "\(refused.problems)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/__goldens__/MacroForms--Unknown.png"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/__goldens__/ProviderForms--Turtle-Rock.png"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/__goldens__/Views-Card--Card-compact.layout.json"))

        suite.record = .never
        let again = try check().run()
        XCTAssertEqual(again.passedCount, 14)
        XCTAssertEqual(again.failedCount, 1)

        // A changed view fails on its layout first.
        let card = folder + "/Views/Card.swift"
        let source = try String(contentsOfFile: card, encoding: .utf8)
        try source.replacingOccurrences(of: ".padding()", with: ".padding(30)").write(toFile: card, atomically: true, encoding: .utf8)
        let changed = try check().run()
        let failure = try XCTUnwrap(changed.results.first { $0.name == "Views-Card--Card-compact" })
        XCTAssertEqual(failure.status, .failed)
        XCTAssertFalse(failure.layoutChanges.isEmpty)
        XCTAssertNotNil(changed.reportPath)
    }

    /// A symbol the renderer cannot draw is a placeholder the scene's decoder makes (Scrumdinger's
    /// `mic.slash`): counted as one, and refused by the check as the interpreter's are.
    func testAnUnknownSymbolIsAPlaceholderTheCheckRefuses() throws {
        try XCTSkipUnless(PangoTextMeasurer.isConfigured, "the project's fonts are not installed")
        let folder = try temporaryDirectory(self).path
        try """
        import SwiftUI
        #Preview("Mic") { Image(systemName: "no.such.symbol") }
        #Preview("Star") { Image(systemName: "star.fill") }
        """.write(toFile: folder + "/Mic.swift", atomically: true, encoding: .utf8)
        var suite = GoldenSuite(directory: folder, record: .missing)
        var options = GoldenOptions()
        options.checkEnvironment = false
        suite.options = options
        var check = PreviewGoldenSuite(path: folder, suite: suite)
        check.scale = 1
        let run = try check.run()
        XCTAssertEqual(run.recordedCount, 1)
        let refused = try XCTUnwrap(run.results.first { $0.status == .failed })
        XCTAssertEqual(refused.name, "Mic--Mic")
        XCTAssertTrue(refused.problems[0].contains("draws 1 placeholder"), "\(refused.problems)")
        XCTAssertTrue(refused.problems[0].contains("unknown symbol \"no.such.symbol\": drawn as a placeholder"), "\(refused.problems)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/__goldens__/Mic--Mic.png"))
    }

    func testShardsSplitThePreviewsByName() throws {
        try XCTSkipUnless(PangoTextMeasurer.isConfigured, "the project's fonts are not installed")
        let folder = try scratchCopy()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var suite = GoldenSuite(directory: folder, record: .missing)
        suite.allowPlaceholders = true
        suite.jobs = 1
        var options = GoldenOptions()
        options.checkEnvironment = false
        suite.options = options
        var names: [String] = []
        for index in 1...3 {
            suite.shard = try GoldenShard(index: index, count: 3)
            var check = PreviewGoldenSuite(path: folder, suite: suite)
            check.scale = 1
            let result = try check.run()
            XCTAssertEqual(result.sceneTotal, 15)
            XCTAssertEqual(result.results.count, 5)
            names += result.results.map(\.name)
        }
        XCTAssertEqual(names.count, Set(names).count)
        XCTAssertEqual(Set(names).count, 15)
        // Shard 1 takes positions 0, 3, 6, … of the sorted names.
        suite.shard = try GoldenShard(index: 1, count: 3)
        var check = PreviewGoldenSuite(path: folder, suite: suite)
        check.scale = 1
        let first = try check.run().results.map(\.name)
        XCTAssertEqual(first, stride(from: 0, to: 15, by: 3).map { names.sorted()[$0] })
    }

    func testAVariantRunKeepsItsOwnGoldens() throws {
        try XCTSkipUnless(PangoTextMeasurer.isConfigured, "the project's fonts are not installed")
        let folder = try scratchCopy()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.removeItem(atPath: folder + "/MacroForms.swift")
        try FileManager.default.removeItem(atPath: folder + "/ProviderForms.swift")
        var suite = GoldenSuite(directory: folder, record: .missing)
        var options = GoldenOptions()
        options.checkEnvironment = false
        suite.options = options
        var check = PreviewGoldenSuite(path: folder, suite: suite)
        check.variant = PreviewVariant(device: Device.named("iphone-se"), rightToLeft: true)
        let result = try check.run()
        XCTAssertEqual(result.results.map(\.name), ["Views-Card--Card-compact.iphone-se.rtl"])
        XCTAssertEqual(result.recordedCount, 1)
        XCTAssertEqual(result.orphanedGoldens, [])
    }
}
