import Foundation
import XCTest
import CCairoPango
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderTools

/// PDF and SVG images (issue 25, item 2): image files of a scene and image sets of an asset
/// catalog, drawn as vectors through poppler and librsvg. The fixtures are written by
/// `scripts/fixtures/vector-images.py`, so their sizes and colours are known: `star.pdf` is a
/// 20 × 20-point page (an orange star, a red 4 × 4 square in its middle, transparent around),
/// `badge.svg` 24 × 24 (a blue ring and a green check mark on transparency).
final class VectorImageTests: XCTestCase {
    static let fixtures = repositoryRoot.appendingPathComponent("Tests/Golden/fixtures").path
    static let module = repositoryRoot.appendingPathComponent("Tests/RenderTests/Fixtures/assets/Sources/Icons").path

    // MARK: Sizes, with the fixed-advance measurer

    func jsonLayout(_ root: String, width: Double? = nil, height: Double? = nil) throws -> Renderer.LayoutResult {
        let decoded = try SceneDecoder.decode(Array(root.utf8), file: "test.json", baseDirectory: Self.fixtures)
        var options = RenderOptions(canvas: decoded.canvas)
        options.width = width
        options.height = height
        return try Renderer.layout(decoded.root, options: options, measurer: FixedAdvanceMeasurer())
    }

    func testIntrinsicSizeIsThePageOrTheSVGsSizeInPoints() throws {
        // A PDF: its page (MediaBox 20 × 20); an SVG: its width and height.
        XCTAssertSize(try jsonLayout(#"{"type": "Image", "file": "star.pdf", "id": "i"}"#).frame("i"), 20, 20)
        XCTAssertSize(try jsonLayout(#"{"type": "Image", "file": "badge.svg", "id": "i"}"#).frame("i"), 24, 24)
        // An image set's scale divides it, as a bitmap's pixel size is divided.
        XCTAssertSize(try jsonLayout(#"{"type": "Image", "file": "star.pdf", "scale": 2, "id": "i"}"#).frame("i"), 10, 10)
        // A fixed image ignores the proposal.
        XCTAssertSize(try jsonLayout(#"{"type": "Image", "file": "badge.svg", "id": "i", "modifiers": [{"frame": {"width": 100, "height": 10}}]}"#).frame("i"), 24, 24)
    }

    func testResizableVectorImagesScaleAsBitmapsDo() throws {
        // resizable: the proposal; a nil axis the natural size.
        let stretched = try jsonLayout(#"{"type": "Image", "file": "star.pdf", "resizable": true, "id": "i", "modifiers": [{"frame": {"width": 60, "height": 30}}]}"#)
        XCTAssertSize(stretched.frame("i"), 60, 30)
        let oneAxis = try jsonLayout(#"{"type": "Image", "file": "badge.svg", "resizable": true, "id": "i", "modifiers": [{"frame": {"width": 50}}, {"fixedSize": {"horizontal": false, "vertical": true}}]}"#)
        XCTAssertSize(oneAxis.frame("i"), 50, 24)
        // scaledToFit in 100 × 50: a square is 50 × 50; the frame centres it.
        let fit = try jsonLayout(#"{"type": "Image", "file": "star.pdf", "resizable": true, "id": "i", "modifiers": [{"scaledToFit": true}, {"frame": {"width": 100, "height": 50}}]}"#)
        XCTAssertFrame(fit.frame("i"), 25, 0, 50, 50)
    }

    func testSVGSizeFromItsViewBoxOrItsUnits() throws {
        let assets = AssetCatalog(catalogs: [Self.module + "/Assets.xcassets"])
        func size(_ name: String) throws -> [Double] {
            let file = try XCTUnwrap(assets.images[name]?.variant(scale: 3, scheme: .light)?.file, name)
            let image = try VectorImage(try [UInt8](Data(contentsOf: URL(fileURLWithPath: file))))
            return [image.width, image.height]
        }
        // No width or height: the viewBox's 48 × 32.
        XCTAssertEqual(try size("wide"), [48, 32])
        // width="18pt" height="0.25in": a point is a point, an inch 72 (decision).
        XCTAssertEqual(try size("units"), [18, 18])
        // Neither: an error that says so.
        XCTAssertThrowsError(try size("sizeless")) { XCTAssertTrue("\($0)".contains("needs a width and height, or a viewBox"), "\($0)") }
    }

    // MARK: Pixels

    func png(_ root: String, width: Double, height: Double, scale: Double, scheme: ColorScheme = .light) throws -> RGBAImage {
        let decoded = try SceneDecoder.decode(Array(root.utf8), file: "test.json", baseDirectory: Self.fixtures)
        var options = RenderOptions(width: width, height: height, scale: scale)
        options.colorScheme = scheme
        let result = try Renderer.layout(decoded.root, options: options, measurer: FixedAdvanceMeasurer())
        return try PNGCodec.decode(try Renderer.draw(result, format: .png, background: options.background))
    }

    func assertPixel(_ pixel: RGBAPixel, _ expected: [Int], tolerance: Int = 3, _ message: String = "",
                     file: StaticString = #filePath, line: UInt = #line) {
        let got = [Int(pixel.r), Int(pixel.g), Int(pixel.b)]
        XCTAssertTrue(zip(got, expected).allSatisfy { abs($0 - $1) <= tolerance }, "\(message): \(got), expected \(expected)", file: file, line: line)
    }

    func testOriginalAndTemplateColours() throws {
        // star.pdf at 20 points and scale 3 (60 pixels): orange (1, 0.6, 0) in the star's arm,
        // red (0.8, 0, 0) in its centre square, the white background in a corner.
        let original = try png(#"{"type": "Image", "file": "star.pdf"}"#, width: 20, height: 20, scale: 3)
        assertPixel(original[30, 12], [255, 153, 0], "an arm")
        assertPixel(original[30, 30], [204, 0, 0], "the centre")
        assertPixel(original[2, 2], [255, 255, 255], "outside the star")
        // As a template, every drawn part is the foreground style; the outside stays clear.
        let template = try png(#"{"type": "Image", "file": "star.pdf", "template": true, "modifiers": [{"foregroundStyle": "green"}]}"#, width: 20, height: 20, scale: 3)
        assertPixel(template[30, 12], [0x34, 0xC7, 0x59], "an arm")
        assertPixel(template[30, 30], [0x34, 0xC7, 0x59], "the centre")
        assertPixel(template[2, 2], [255, 255, 255], "outside the star")
        // A template with no style set is the primary colour: black in light, white in dark.
        let dark = try png(#"{"type": "Image", "file": "badge.svg", "template": true}"#, width: 24, height: 24, scale: 2, scheme: .dark)
        assertPixel(dark[24, 3], [255, 255, 255], "the ring, in the dark primary")
    }

    /// Sharp at any scale: a 20-point PDF drawn 10 times as large has a crisp edge, where a
    /// bitmap stretched 10× would blur it over 10 pixels.
    func testVectorsStaySharpWhenEnlarged() throws {
        let big = try png(#"{"type": "Image", "file": "star.pdf", "resizable": true, "modifiers": [{"frame": {"width": 200, "height": 200}}]}"#, width: 200, height: 200, scale: 1)
        // The centre square spans 80…120 in both axes: red 1 pixel inside it, orange 1 outside.
        assertPixel(big[81, 100], [204, 0, 0], tolerance: 6, "inside the square's edge")
        assertPixel(big[78, 100], [255, 153, 0], tolerance: 6, "outside it")
    }

    func testSVGAndPDFOutputKeepTheImageAsVectors() throws {
        let decoded = try SceneDecoder.decode(Array(#"{"type": "HStack", "children": [{"type": "Image", "file": "star.pdf"}, {"type": "Image", "file": "badge.svg", "template": true}]}"#.utf8),
                                              file: "test.json", baseDirectory: Self.fixtures)
        let options = RenderOptions(width: 60, height: 30, scale: 1)
        let result = try Renderer.layout(decoded.root, options: options, measurer: FixedAdvanceMeasurer())
        let svg = String(decoding: try Renderer.draw(result, format: .svg, background: options.background), as: UTF8.self)
        XCTAssertTrue(svg.contains("<path"), "the star's and the badge's outlines are paths")
        XCTAssertFalse(svg.contains("<image"), "no bitmap in the SVG")
        let pdf = String(decoding: try Renderer.draw(result, format: .pdf, background: options.background), as: UTF8.self)
        XCTAssertFalse(pdf.contains("/Subtype /Image"), "no image XObject in the PDF")
    }

    // MARK: Asset catalogs, through a Swift file of the module

    func render(_ body: String, scheme: ColorScheme = .light, strict: Bool = false) throws -> (image: RGBAImage, loaded: SwiftSource.Loaded, layout: Renderer.LayoutResult) {
        try renderProbe(body, module: Self.module, scheme: scheme, strict: strict)
    }

    func imageFrame(_ layout: Renderer.LayoutResult) -> Rect {
        var frame = Rect(x: 0, y: 0, width: -1, height: -1)
        layout.root.forEach { node in
            if case .image = node.content, frame.width < 0 { frame = node.frame }
        }
        return frame
    }

    func testImageSetsOfPDFAndSVG() throws {
        // A single-scale template set: its page size, tinted; the dark appearance's file in dark.
        let star = try render(#"Image("star-filled").foregroundStyle(.blue)"#)
        XCTAssertEqual(star.loaded.placeholders, 0, "\(star.loaded.warnings)")
        XCTAssertSize(imageFrame(star.layout), 20, 20)
        assertPixel(star.image[45, 45], [0, 122, 255], "the template in blue")
        let original = try render(#"Image("star-filled").renderingMode(.original)"#)
        assertPixel(original.image[45, 45], [204, 0, 0], "renderingMode(.original): the red centre")
        let dark = try render(#"Image(.starFilled).renderingMode(.original)"#, scheme: .dark)
        assertPixel(dark.image[45, 45], [0, 102, 204], "star-dark.pdf's blue centre")
        // The 1x slot of an "Individual Scales" set (Landmarks' star-filled.pdf): its page size;
        // the 2x slot: half.
        XCTAssertSize(imageFrame(try render(#"Image("star-1x")"#).layout), 20, 20)
        XCTAssertSize(imageFrame(try render(#"Image("star-2x")"#).layout), 10, 10)
        // An SVG set, original colours (its intent), light and dark; the iPad entry never wins.
        let badge = try render(#"Image("Badge").foregroundStyle(.red)"#)
        XCTAssertSize(imageFrame(badge.layout), 24, 24)
        assertPixel(badge.image[45, 45 - 30], [0, 122, 255], "the ring's top, blue (not red: original)")
        let darkBadge = try render(#"Image("Badge")"#, scheme: .dark)
        assertPixel(darkBadge.image[45, 45 - 30], [10, 132, 255], "badge-dark.svg's ring")
        // renderingMode(.template) on an original set: the foreground style.
        let tinted = try render(#"Image("Badge").renderingMode(.template).foregroundStyle(.red)"#)
        assertPixel(tinted.image[45, 45 - 30], [255, 59, 48], "the ring in red")
    }

    /// `Image("wide.svg")` beside the file, in a module whose catalog lacks the name: the file.
    func testAnSVGBesideTheFileByItsName() throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 32"><rect width="48" height="32"/></svg>"#
        let contents = #"{"images":[{"idiom":"universal","filename":"a.svg"}],"info":{"author":"xcode","version":1}}"#
        let loaded = try loadModule([
            "View.swift": "import SwiftUI\nstruct V: View {\n    var body: some View { Image(\"wide.svg\") }\n}\n",
            "wide.svg": svg, "Assets.xcassets/Other.imageset/a.svg": svg, "Assets.xcassets/Other.imageset/Contents.json": contents,
        ], test: self)
        XCTAssertEqual(loaded.placeholders, 0, "\(loaded.warnings)")
        let result = try Renderer.layout(loaded.scene.root, options: RenderOptions(width: 100, height: 100), measurer: FixedAdvanceMeasurer())
        XCTAssertSize(imageFrame(result), 48, 32)
    }

    /// WeChat's tool bar (`ChatInputToolBar.swift`, corpus): a template SVG icon styled by the
    /// app's own `extension Image` methods, one of which names a type through a local
    /// `typealias`. Before SVG image sets were drawn the icon was a placeholder, which hid both.
    func testAnIconStyledByTheAppsImageExtension() throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="24px" height="24px" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"/></svg>"#
        let contents = #"{"images":[{"filename":"voice.svg","idiom":"universal"}],"info":{"author":"xcode","version":1},"properties":{"template-rendering-intent":"template"}}"#
        let view = """
        import SwiftUI
        struct Bar: View {
            enum Constant {
                static let buttonWidth: CGFloat = 28
                static let minHeight: CGFloat = 56
            }
            var body: some View { HStack { Image("voice").barButtonStyle() } }
        }
        private extension Image {
            func barButtonStyle() -> some View {
                typealias Constant = Bar.Constant
                let size = CGSize(width: Constant.buttonWidth, height: Constant.buttonWidth)
                return resize(.fill, size).padding(.vertical, (Constant.minHeight - Constant.buttonWidth) * 0.5)
            }
        }
        extension Image {
            func resize(_ contentMode: ContentMode = .fill, _ size: CGSize) -> some View {
                let content = resizable().aspectRatio(contentMode: contentMode)
                return content.frame(width: size.width, height: size.height)
            }
        }
        """
        let loaded = try loadModule(["View.swift": view, "Assets.xcassets/voice.imageset/voice.svg": svg,
                                     "Assets.xcassets/voice.imageset/Contents.json": contents], test: self)
        XCTAssertEqual(loaded.placeholders, 0, "\(loaded.warnings)")
        XCTAssertFalse(loaded.warnings.contains { $0.contains("warning:") }, "\(loaded.warnings)")
        let result = try Renderer.layout(loaded.scene.root, options: RenderOptions(width: 100, height: 100), measurer: FixedAdvanceMeasurer())
        XCTAssertSize(imageFrame(result), 28, 28)
        XCTAssertEqual(result.root.extent?.height, 56, "14 above and below the 28-point icon")
    }

    func testUndrawableFilesInACatalogAreNamedPlaceholders() throws {
        for (name, reason) in [("broken-pdf", "broken.pdf: not a PDF file the renderer can draw (poppler cannot read it"),
                               ("broken-svg", "broken.svg: not an SVG file the renderer can draw (librsvg cannot read it"),
                               ("sizeless", "sizeless.svg: not an SVG file the renderer can draw (an SVG needs a width and height")] {
            let probe = try render("Image(\"\(name)\")")
            XCTAssertEqual(probe.loaded.placeholders, 1, name)
            XCTAssertTrue(probe.loaded.warnings.contains { $0.contains("Probe.swift:4:9: warning: ") && $0.contains(reason) }, "\(probe.loaded.warnings)")
        }
        XCTAssertThrowsError(try render(#"Image("broken-pdf")"#, strict: true))
    }

    // MARK: Bad input

    func testCorruptFilesInASceneAreLocatedErrors() throws {
        let directory = try temporaryDirectory(self)
        let star = try Data(contentsOf: URL(fileURLWithPath: Self.fixtures + "/star.pdf"))
        try star.prefix(80).write(to: directory.appendingPathComponent("cut.pdf"))
        try Data("<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><g>".utf8).write(to: directory.appendingPathComponent("cut.svg"))
        for (file, text) in [("cut.pdf", "cut.pdf is not a usable PDF file: poppler cannot read it"),
                             ("cut.svg", "cut.svg is not a usable SVG file: librsvg cannot read it")] {
            let scene = directory.appendingPathComponent("scene.json")
            try #"{"type": "VStack", "children": [{"type": "Image", "file": "\#(file)"}]}"#.write(to: scene, atomically: true, encoding: .utf8)
            let output = directory.appendingPathComponent("out.png")
            let result = try runRender([scene.path, "-o", output.path])
            XCTAssertEqual(result.status, 1, result.stderr)
            XCTAssertTrue(result.stderr.contains("scene.json:") && result.stderr.contains("root.children[0].file"), result.stderr)
            XCTAssertTrue(result.stderr.contains(text), result.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: output.path), "nothing written")
        }
    }

    /// Truncated and mutated PDF and SVG files decode or throw, in bounded time; librsvg's and
    /// poppler's errors never end the process.
    func testMutatedFilesDecodeOrThrow() throws {
        var generator = SeededGenerator(seed: 25)
        for name in ["star.pdf", "badge.svg"] {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.fixtures + "/" + name)))
            let start = Date()
            var decoded = 0
            for round in 0..<300 {
                var mutated = round % 2 == 0 ? Array(bytes.prefix(Int.random(in: 1..<bytes.count, using: &generator))) : bytes
                for _ in 0..<(round % 7) { mutated[Int.random(in: 0..<mutated.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
                if let image = try? VectorImage(mutated) {
                    decoded += 1
                    XCTAssertTrue(image.width > 0 && image.width <= VectorImage.maxSide && image.height > 0 && image.height <= VectorImage.maxSide)
                }
            }
            XCTAssertGreaterThan(decoded, 0, "\(name): some mutations still decode")
            XCTAssertLessThan(Date().timeIntervalSince(start), 30, name)
        }
    }

    /// Step 3 of `VectorImage`: what a hostile SVG may cost.
    func testHostileSVGsAreRefusedBeforeLibrsvgReadsThem() throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">"#
        func refusal(_ text: String) -> String {
            do { _ = try VectorImage(Array(text.utf8)); return "decoded" } catch { return "\(error)" }
        }
        let deep = svg + String(repeating: "<g>", count: 300) + String(repeating: "</g>", count: 300) + "</svg>"
        XCTAssertTrue(refusal(deep).contains("nested more than \(VectorImage.maxSVGDepth) deep"), refusal(deep))
        let many = svg + String(repeating: "<rect width='1' height='1'/>", count: VectorImage.maxSVGElements + 1) + "</svg>"
        XCTAssertTrue(refusal(many).contains("more than \(VectorImage.maxSVGElements) elements"), refusal(many))
        let laughs = #"<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "ha"><!ENTITY b "&a;&a;">]>"# + svg + "<text>&b;</text></svg>"
        XCTAssertTrue(refusal(laughs).contains("declares entities"), refusal(laughs))
        // A quoted `]]` in the internal subset does not hide an entity declaration after it.
        let dodged = #"<?xml version="1.0"?><!DOCTYPE svg [<!ATTLIST svg a CDATA "]]"> <!ENTITY a "ha"> <!ENTITY b "&a;&a;">]>"# + svg + "<text>&b;</text></svg>"
        XCTAssertTrue(refusal(dodged).contains("declares entities"), refusal(dodged))
        // Gzip data (an .svgz) is refused by name, not inflated past the scan: this one is
        // `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>` gzipped.
        let gzipped: [UInt8] = [0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x03, 0xB3, 0x29, 0x2E, 0x4B, 0x57, 0xA8, 0xC8, 0xCD, 0xC9, 0x2B, 0xB6, 0x55, 0xCA, 0x28, 0x29, 0x29, 0xB0, 0xD2, 0xD7, 0x2F, 0x2F, 0x2F, 0xD7, 0x2B, 0x37, 0xD6, 0xCB, 0x2F, 0x4A, 0xD7, 0x37, 0x32, 0x30, 0x30, 0xD0, 0x07, 0xAA, 0x50, 0x52, 0x28, 0xCF, 0x4C, 0x29, 0xC9, 0xB0, 0x55, 0x32, 0x34, 0x50, 0x52, 0xC8, 0x48, 0xCD, 0x4C, 0xCF, 0x28, 0x01, 0xB3, 0xF5, 0xED, 0x00, 0xB8, 0xF1, 0x6A, 0x2E, 0x40, 0x00, 0x00, 0x00]
        XCTAssertThrowsError(try VectorImage(gzipped)) { XCTAssertTrue("\($0)".contains("gzip-compressed SVG"), "\($0)") }
        let huge = #"<svg xmlns="http://www.w3.org/2000/svg" width="1e9" height="10"/>"#
        XCTAssertTrue(refusal(huge).contains("at most 32767"), refusal(huge))
        // Self-closing tags, comments, CDATA and quoted '>' do not count as depth.
        let fine = svg + "<!-- <g> --><![CDATA[<g>]]>" + String(repeating: "<rect title='a>b' width='1' height='1'/>", count: 500) + "</svg>"
        XCTAssertEqual(refusal(fine), "decoded")
        // Neither format.
        XCTAssertTrue(refusal("hello").contains("neither an SVG nor a PDF"), refusal("hello"))
    }

    /// A side under `minSide` would scale by more than cairo's matrices hold when the image is
    /// drawn resizable: refused when read, not "invalid matrix" naming nothing at paint time.
    func testTinyVectorImagesAreRefused() throws {
        let tiny = #"<svg xmlns="http://www.w3.org/2000/svg" width="1e-200" height="1e-200"/>"#
        XCTAssertThrowsError(try VectorImage(Array(tiny.utf8))) { XCTAssertTrue("\($0)".contains("each side must be at least 0.01"), "\($0)") }
        var speck = try Data(contentsOf: URL(fileURLWithPath: Self.fixtures + "/star.pdf"))
        let box = try XCTUnwrap(speck.range(of: Data("[0 0 20 20]".utf8)))
        speck.replaceSubrange(box, with: Data("[0 0 0.0000000001 0.0000000001]".utf8))
        XCTAssertThrowsError(try VectorImage([UInt8](speck))) { XCTAssertTrue("\($0)".contains("each side must be at least 0.01"), "\($0)") }
        // librsvg keeps lengths in single precision: 0.02 is 0.0199999995…
        let small = #"<svg xmlns="http://www.w3.org/2000/svg" width="0.02" height="0.03"/>"#
        XCTAssertEqual(try VectorImage(Array(small.utf8)).height, 0.03, accuracy: 1e-6, "a small size above the least is allowed")
    }
}
