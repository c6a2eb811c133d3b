import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// `Image(uiImage: UIImage(named:)!)`, `Image(nsImage: NSImage(named: NSImage.applicationIconName)!)`
/// read from the module's catalogs, an app icon set included (`InterpreterPlatformImages`,
/// `AssetCatalog` step 6; issue 25, lane atrest25f). Shaped like ControlRoom's AboutView.
final class SwiftPlatformImageTests: XCTestCase {
    /// Writes `bytes` at `path` under `folder`, making the folders between.
    private static func write(_ bytes: [UInt8], to path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    func testNamedPlatformImagesAndTheAppIconComeFromTheCatalog() throws {
        let folder = try temporaryDirectory(self)
        func write(_ path: String, _ bytes: [UInt8]) throws { try Self.write(bytes, to: path, in: folder) }
        let png = { (side: Int) in try PNGCodec.encode(RGBAImage(width: side, height: side, fill: RGBAPixel(r: 200, g: 40, b: 40, a: 255))) }
        // A Mac icon set: the largest file is 64 px at 2x, so 32 points.
        try write("Assets.xcassets/AppIcon.appiconset/a.png", png(16))
        try write("Assets.xcassets/AppIcon.appiconset/b.png", png(64))
        try write("Assets.xcassets/AppIcon.appiconset/Contents.json", Array("""
        {"images":[{"filename":"a.png","idiom":"mac","scale":"1x","size":"16x16"},
                   {"filename":"b.png","idiom":"mac","scale":"2x","size":"32x32"},
                   {"idiom":"mac","scale":"1x","size":"512x512"}]}
        """.utf8))
        try write("Assets.xcassets/Badge.imageset/c.png", png(30))
        try write("Assets.xcassets/Badge.imageset/Contents.json", Array("""
        {"images":[{"filename":"c.png","idiom":"universal","scale":"3x"}]}
        """.utf8))
        try write("View.swift", Array("""
        import SwiftUI
        struct AboutView: View {
            var body: some View {
                VStack(spacing: 0) {
                    Image(nsImage: NSImage(named: NSImage.applicationIconName)!)
                    Image(uiImage: UIImage(named: "Badge")!)
                    Image(nsImage: NSImage(named: NSImage.cautionName)!)
                }
            }
        }
        """.utf8))
        let loaded = try SwiftSource.load(contentsOf: folder.appendingPathComponent("View.swift").path,
                                          options: SwiftSource.Options(moduleDirectory: folder.path))
        let result = try Renderer.layout(loaded.scene.root, options: RenderOptions(width: 390, height: 800), measurer: FixedAdvanceMeasurer())
        var leaves: [String] = []
        func walk(_ node: PlacedNode) {
            if node.children.isEmpty { leaves.append("\(node.kind) \(Int(node.frame.size.width))x\(Int(node.frame.size.height))") }
            node.children.forEach(walk)
        }
        walk(result.root)
        // The icon 32 x 32 points, the badge 10 x 10 (30 px at 3x); the macOS system image
        // (`NSImage.cautionName`) has no iOS drawing: a placeholder with a warning.
        XCTAssertEqual(Array(leaves.prefix(2)), ["Image 32x32", "Image 10x10"])
        XCTAssertEqual(loaded.placeholders, 1)
        XCTAssertEqual(loaded.warnings.count, 1, "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings[0].contains("Image(NSImage)"), "\(loaded.warnings)")

        // Review R1 item 10: only `NSImage(named:)` finds the app icon set; on iOS
        // `Image("AppIcon")` and `UIImage(named: "AppIcon")` are missing images, placeholders.
        try write("View.swift", Array("""
        import SwiftUI
        struct AboutView: View {
            var body: some View {
                VStack(spacing: 0) {
                    Image(nsImage: NSImage(named: "AppIcon")!)
                    Image("AppIcon")
                    Image(uiImage: UIImage(named: "AppIcon")!)
                }
            }
        }
        """.utf8))
        let ios = try SwiftSource.load(contentsOf: folder.appendingPathComponent("View.swift").path,
                                       options: SwiftSource.Options(moduleDirectory: folder.path))
        leaves = []
        walk(try Renderer.layout(ios.scene.root, options: RenderOptions(width: 390, height: 800), measurer: FixedAdvanceMeasurer()).root)
        XCTAssertEqual(leaves.first, "Image 32x32")
        XCTAssertEqual(ios.placeholders, 2, "\(ios.warnings)")
    }

    /// Step 4: `UIImage(named:in:with:)` of a package's loose resources (isowords' app icon
    /// picker, `UIImage(named: appIcon.rawValue, in: Bundle.module, with: nil)!` of
    /// `Resources/icon-1.png`), at the file's scale; a Git LFS pointer in the checkout's place
    /// of the image is a placeholder that says so, a name the bundle lacks the unknown image.
    func testLooseImagesOfAPackagesBundle() throws {
        let folder = try temporaryDirectory(self)
        func write(_ path: String, _ bytes: [UInt8]) throws { try Self.write(bytes, to: path, in: folder) }
        let png = { (side: Int) in try PNGCodec.encode(RGBAImage(width: side, height: side, fill: RGBAPixel(r: 40, g: 40, b: 200, a: 255))) }
        try write("Resources/icon-1@2x.png", png(60))
        try write("Resources/icon-2.png", png(24))
        try write("Resources/icon-3.png", Array("version https://git-lfs.github.com/spec/v1\noid sha256:00\nsize 3527\n".utf8))
        try write("Picker.swift", Array("""
        import SwiftUI
        struct IconPicker: View {
            var body: some View {
                VStack(spacing: 0) {
                    Image(uiImage: UIImage(named: "icon-1", in: Bundle.module, with: nil)!)
                    Image(uiImage: UIImage(named: "icon-2", in: .module, compatibleWith: nil)!)
                    Image(uiImage: UIImage(named: "icon-3", in: Bundle.module, with: nil)!)
                    Image(uiImage: UIImage(named: "icon-4", in: Bundle.module, with: nil)!)
                }
            }
        }
        """.utf8))
        let loaded = try SwiftSource.load(contentsOf: folder.appendingPathComponent("Picker.swift").path,
                                          options: SwiftSource.Options(moduleDirectory: folder.path))
        let result = try Renderer.layout(loaded.scene.root, options: RenderOptions(width: 390, height: 800), measurer: FixedAdvanceMeasurer())
        // icon-1: 60 px at 2x, 30 points; icon-2: 24 px at 1x, 24 points.
        var images: [String] = []
        func walk(_ node: PlacedNode) {
            if node.kind == "Image", node.children.isEmpty { images.append("\(Int(node.frame.size.width))x\(Int(node.frame.size.height))") }
            node.children.forEach(walk)
        }
        walk(result.root)
        XCTAssertEqual(Array(images.prefix(2)), ["30x30", "24x24"])
        XCTAssertEqual(loaded.placeholders, 2, "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings.contains { $0.contains("Picker.swift:7:") && $0.contains("icon-3.png: a Git LFS pointer, not the image") },
                      "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings.contains { $0.contains("Picker.swift:8:") && $0.contains("placeholder for Image(UIImage)") }, "\(loaded.warnings)")
    }
}
