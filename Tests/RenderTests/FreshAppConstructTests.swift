import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// What the fresh apps' view files (`scripts/corpus/fresh.tsv`: Swiftfin, Mlem, Pocket Casts,
/// Home Assistant, Duck Duck Go; docs/corpus.md, "Fresh apps") first stopped at, each in a
/// snippet shaped like the app code but written here, with exact results (the fixed-advance
/// measurer: 10 pt a character, 20 pt lines).
extension SwiftAppCodeTests {
    func testSwiftUIQualifiedNamesAreSwiftUIsEvenWhereTheModuleDeclaresTheName() throws {
        // An app's own `Form` that wraps SwiftUI's (Mlem's palette form): `SwiftUI.Form` in its
        // body is SwiftUI's Form, not the app's struct again (it nested without end).
        let wrapped = try leaves("""
        import SwiftUI

        struct Form<Content: View>: View {
            @ViewBuilder let content: () -> Content
            var body: some View {
                SwiftUI.Form { content() }
            }
        }

        struct Settings: View {
            var body: some View {
                Form { Text("Hello") }
            }
        }
        """)
        // The same screen written with SwiftUI's Form directly: the same leaves.
        let direct = try leaves("""
        import SwiftUI
        struct Settings: View {
            var body: some View { Form { Text("Hello") } }
        }
        """)
        XCTAssertEqual(wrapped, direct)
        // SwiftUI's inset-grouped card 20 pt in from each side, its row 44 tall, the text 20 in.
        XCTAssertEqual(wrapped, ["ListBackground 0,0 390x800", "SectionCard 20,35 350x44", "Text 40,47 50x20"])
        // Qualified views and values where the module declares nothing of the name.
        XCTAssertEqual(try leaves("""
        import SwiftUI
        struct Badge: View {
            var body: some View {
                SwiftUI.VStack(spacing: 0) {
                    SwiftUI.Text("ab")
                    SwiftUICore.Color.red.frame(width: 30, height: 10)
                }
            }
        }
        """), ["Text 185,385 20x20", "Color 180,405 30x10"])
    }

    func testAPlatformTypesOwnStaticIsFoundUnqualifiedInItsExtension() throws {
        // Swiftfin's `extension UIDevice { static var isPad: Bool { current.userInterfaceIdiom
        // == .pad } }`: `current` is `UIDevice.current`, the pictured device (an iPhone).
        XCTAssertEqual(try texts("""
        import SwiftUI

        extension UIDevice {
            static var isPad: Bool { current.userInterfaceIdiom == .pad }
            static var isPhone: Bool { current.userInterfaceIdiom == .phone }
        }

        struct Header: View {
            var body: some View {
                Text(UIDevice.isPad ? "pad" : UIDevice.isPhone ? "phone" : "other")
            }
        }
        """), ["phone"])
        // A name the platform type does not have is the unknown value `UIDevice.noSuchStatic`
        // (`InterpreterExtensionStatics` step 3): a located placeholder, not a refusal.
        let unknown = try load("""
        import SwiftUI
        extension UIDevice { static var odd: Bool { noSuchStatic } }
        struct V: View { var body: some View { Text(UIDevice.odd ? "a" : "b") } }
        """)
        XCTAssertEqual(unknown.warnings.count, 1)
        XCTAssertTrue(unknown.warnings.first?.contains("UIDevice.noSuchStatic") == true, "\(unknown.warnings)")
    }

    func testAModuleOfRealAppSizeIsReadAndALargerOneRefused() throws {
        // Real apps' modules reach 4.4 MiB (Pocket Casts' `podcasts/`): a module of 6.5 MB (past
        // the 6 MiB that bounded sessions 14's whole-module parse) is read whole, and scanned; its
        // files are parsed only where the view reaches them (`ModuleReach`: none here). Past
        // `SwiftModule.maxScanBytes` (32 MiB) the walk is an error naming the limit, before any
        // file is read. The files are read, not parsed (3 MB of comments take some 40 s to parse
        // in a debug build).
        let folder = try temporaryDirectory(self)
        let comment = String(repeating: "// " + String(repeating: "x", count: 96) + "\n", count: 5_000)   // 500,000 bytes
        for index in 0..<13 { try comment.write(to: folder.appendingPathComponent("Notes\(index).swift"), atomically: true, encoding: .utf8) }
        let main = folder.appendingPathComponent("Screen.swift")
        try "import SwiftUI\nText(\"hi\")\n".write(to: main, atomically: true, encoding: .utf8)
        let read = try SwiftModule.sources(of: main.path, choice: .directory(folder.path))
        XCTAssertEqual(read.files.count, 13)
        XCTAssertEqual(read.files.map(\.source.utf8.count).reduce(0, +), 6_500_000)
        let loaded = try SwiftSource.load(contentsOf: main.path, options: SwiftSource.Options(moduleDirectory: folder.path))
        XCTAssertEqual(loaded.files.count, 1)
        // Files of 500,000 bytes that are never read (the walk adds their sizes): 34 MB.
        for index in 13..<68 {
            let path = folder.appendingPathComponent("Notes\(index).swift").path
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
            let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
            try handle.truncate(atOffset: 500_000)
            try handle.close()
        }
        XCTAssertThrowsError(try SwiftModule.sources(of: main.path, choice: .directory(folder.path))) { error in
            XCTAssertTrue("\(error)".contains("32 MiB"), "\(error)")
        }
    }

    func testALocalPackageThreeFoldersBelowTheProjectIsRead() throws {
        // Mlem keeps its local packages inside the app's folder, `Mlem/Packages/Icons/Package.swift`
        // beside `Mlem.xcodeproj`: an `import Icons` there reads the package's target, as Xcode
        // builds it (it had been left unread: two folders down was the limit).
        let folder = try temporaryDirectory(self)
        let files: [String: String] = [
            "App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{\n\tobjects = {\n\t};\n}\n",
            "App/Screen.swift": "import SwiftUI\nimport Icons\n\nstruct Screen: View {\n    var body: some View { Text(Icon.star.glyph) }\n}\n",
            "App/Packages/Icons/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Icons", products: [.library(name: "Icons", targets: ["Icons"])], targets: [.target(name: "Icons")])
            """,
            "App/Packages/Icons/Sources/Icons/Icon.swift": "public enum Icon: String {\n    case star\n    public var glyph: String { \"[\" + rawValue + \"]\" }\n}\n",
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        var options = SwiftSource.Options()
        options.stepLimit = 50_000
        let loaded = try SwiftSource.load(contentsOf: folder.appendingPathComponent("App/Screen.swift").path, options: options)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["[star]"])
    }
}
