import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// A module's remote package dependencies, read from where SwiftPM checked them out
/// (docs/swift-input.md, "Package dependencies"; `SwiftModuleCheckouts`). Each fixture is a
/// package folder made in a temporary directory: a root package whose `.build/checkouts/Dep`
/// holds a small package with a view and extensions, laid out with the fixed-advance measurer
/// (10 pt per character, 20 pt lines).
final class SwiftModuleCheckoutTests: XCTestCase {
    static let rootManifest = """
    // swift-tools-version: 5.9
    import PackageDescription
    let package = Package(
        name: "App",
        dependencies: [.package(url: "https://github.com/example/Dep.git", from: "1.0.0")],
        targets: [.target(name: "App", dependencies: [.product(name: "DepKit", package: "Dep")])]
    )
    """
    static let resolved = """
    {
      "pins" : [
        { "identity" : "dep", "kind" : "remoteSourceControl", "location" : "https://github.com/example/Dep.git",
          "state" : { "revision" : "0123456789abcdef0123456789abcdef01234567", "version" : "1.0.0" } }
      ],
      "version" : 2
    }
    """
    static let screen = """
    import SwiftUI
    import DepKit

    struct Screen: View {
        var body: some View {
            HStack(spacing: .gutter) {
                Badge("new").id("badge")
                Text("abc")
            }
            .card()
            .id("screen")
        }
    }
    """
    /// A view of the package's views and modifiers only: what a missing package leaves is
    /// placeholders (an unknown `.gutter` where a number is expected stays an error).
    static let row = """
    import SwiftUI
    import DepKit

    struct Row: View {
        var body: some View {
            HStack { Badge("new"); Text("abc") }.card()
        }
    }
    """
    static let depManifest = """
    // swift-tools-version: 5.9
    import PackageDescription
    let package = Package(
        name: "Dep",
        products: [.library(name: "DepKit", targets: ["DepKit"])],
        targets: [.target(name: "DepKit", dependencies: ["DepCore"]), .target(name: "DepCore"), .testTarget(name: "DepKitTests")]
    )
    """
    static let depFiles = [
        "Sources/DepKit/Badge.swift": """
        import SwiftUI
        import DepCore

        public struct Badge: View {
            let label: String
            public init(_ label: String) { self.label = label }
            public var body: some View {
                Text(label).padding(.horizontal, .badgeInset).frame(height: 20)
            }
        }

        public extension View {
            func card() -> some View { padding(10) }
        }
        """,
        "Sources/DepCore/Metrics.swift": """
        import CoreGraphics

        public extension CGFloat {
            static let gutter: CGFloat = 12
            static let badgeInset: CGFloat = 6
        }
        """,
    ]

    /// Writes `files` (path → text) under a fresh folder; returns it.
    func make(_ files: [String: String]) throws -> URL {
        let folder = try temporaryDirectory(self)
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    func rootFiles(checkouts: String? = ".build/checkouts/Dep") -> [String: String] {
        var files = ["Package.swift": Self.rootManifest, "Package.resolved": Self.resolved, "Sources/App/Screen.swift": Self.screen,
                     "Sources/App/Row.swift": Self.row]
        if let checkouts {
            files[checkouts + "/Package.swift"] = Self.depManifest
            for (path, text) in Self.depFiles { files[checkouts + "/" + path] = text }
        }
        return files
    }

    func load(_ folder: URL, packages: String? = nil, file: String = "Sources/App/Screen.swift") throws -> SwiftSource.Loaded {
        var options = SwiftSource.Options()
        options.packagesDirectory = packages
        options.stepLimit = 50_000
        return try SwiftSource.load(contentsOf: folder.appendingPathComponent(file).path, options: options)
    }

    func layout(_ loaded: SwiftSource.Loaded) throws -> Renderer.LayoutResult {
        try Renderer.layout(loaded.scene.root, options: RenderOptions(canvas: loaded.scene.canvas), measurer: FixedAdvanceMeasurer())
    }

    func testADependencysViewAndExtensionsAreReadFromItsCheckout() throws {
        let folder = try make(rootFiles())
        let loaded = try load(folder)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(loaded.placeholders, 0)
        // The imported target, then the target it depends on (breadth first), then the module;
        // all read, and parsed where the screen reaches them (not Row.swift: `ModuleReach`).
        let read = try SwiftModule.sources(of: folder.appendingPathComponent("Sources/App/Screen.swift").path, choice: .automatic).files
        XCTAssertEqual(read.map { URL(fileURLWithPath: $0.file).lastPathComponent }, ["Badge.swift", "Metrics.swift", "Row.swift"])
        XCTAssertEqual(loaded.files.map { URL(fileURLWithPath: $0).lastPathComponent }, ["Screen.swift", "Badge.swift", "Metrics.swift"])
        let result = try layout(loaded)
        // "new" is 30 wide, 6 on each side (DepCore's `.badgeInset`); then 12 (`.gutter`) and
        // "abc"'s 30; `.card()` pads the row by 10.
        XCTAssertSize(result.frame("badge"), 42, 20)
        XCTAssertSize(result.frame("screen"), 104, 40)
    }

    func testTheTestTargetOfADependencyIsNotRead() throws {
        var files = rootFiles()
        files[".build/checkouts/Dep/Tests/DepKitTests/Broken.swift"] = "this is not Swift {"
        let loaded = try load(try make(files))
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertFalse(loaded.files.contains { $0.hasSuffix("Broken.swift") })
    }

    func testAMissingDependencyIsOneWarningAtItsImport() throws {
        let folder = try make(rootFiles(checkouts: nil))
        let loaded = try load(folder, file: "Sources/App/Row.swift")
        let root = folder.standardizedFileURL.path
        let expected = "\(root)/Sources/App/Row.swift:2:1: warning: the package Dep is not checked out, so the names of DepKit are unknown; "
            + "fetch it with `swift package resolve` in \(root), or name its checkouts with --packages DIR"
        XCTAssertEqual(loaded.warnings.filter { $0.contains("not checked out") }, [expected])
        // What it would have declared stays unknown: `Badge` is a placeholder, `.card()` left out.
        XCTAssertTrue(loaded.warnings.contains { $0.contains("placeholder for Badge") }, "\(loaded.warnings)")
        XCTAssertGreaterThan(loaded.placeholders, 0)
    }

    func testThePackagesOptionNamesACheckoutsFolderElsewhere() throws {
        // Xcode's `SourcePackages` (DerivedData's, or `-clonedSourcePackagesDirPath`): `--packages`
        // takes the folder or its `checkouts`.
        let folder = try make(rootFiles(checkouts: "Elsewhere/SourcePackages/checkouts/Dep"))
        for packages in ["Elsewhere/SourcePackages", "Elsewhere/SourcePackages/checkouts"] {
            let loaded = try load(folder, packages: folder.appendingPathComponent(packages).path)
            XCTAssertEqual(loaded.warnings, [], packages)
            XCTAssertSize(try layout(loaded).frame("screen"), 104, 40)
        }
        // Without it the checkout is not found, and the package is missing.
        XCTAssertTrue(try load(folder, file: "Sources/App/Row.swift").warnings.contains { $0.contains("the package Dep is not checked out") })
    }

    func testAnXcodeProjectsSourcePackagesFolderIsFound() throws {
        // An app of an Xcode project, resolved with `xcodebuild -resolvePackageDependencies
        // -clonedSourcePackagesDirPath SourcePackages`: the project's Package.resolved pins the
        // package, its pbxproj names the product.
        var files: [String: String] = [
            "App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved": Self.resolved,
            "App/Screen.swift": Self.screen,
            "App/Row.swift": Self.row,
            "App.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            {
            	objects = {
            		C1 /* DepKit */ = {
            			isa = XCSwiftPackageProductDependency;
            			package = C2 /* XCRemoteSwiftPackageReference "Dep" */;
            			productName = DepKit;
            		};
            	};
            }
            """,
            "SourcePackages/checkouts/Dep/Package.swift": Self.depManifest,
        ]
        for (path, text) in Self.depFiles { files["SourcePackages/checkouts/Dep/" + path] = text }
        let folder = try make(files)
        var options = SwiftSource.Options()
        options.stepLimit = 50_000
        let loaded = try SwiftSource.load(contentsOf: folder.appendingPathComponent("App/Screen.swift").path, options: options)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertSize(try layout(loaded).frame("screen"), 104, 40)
        // Not checked out: the command is Xcode's.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("SourcePackages"))
        let missing = try SwiftSource.load(contentsOf: folder.appendingPathComponent("App/Row.swift").path, options: options)
        XCTAssertTrue(missing.warnings.contains {
            $0.hasSuffix("App/Row.swift:2:1: warning: the package Dep is not checked out, so the names of DepKit are unknown; fetch it with `xcodebuild -resolvePackageDependencies -clonedSourcePackagesDirPath SourcePackages` in \(folder.standardizedFileURL.path), or name its checkouts with --packages DIR")
        }, "\(missing.warnings)")
    }

    func testProductsAndModuleNames() {
        // WeChat's `import Kickstarter_Prelude` of the target `Kickstarter-Prelude`.
        XCTAssertEqual(SwiftModule.c99Name("Kickstarter-Prelude"), "Kickstarter_Prelude")
        XCTAssertEqual(SwiftModule.checkoutName("https://github.com/dmytro-anokhin/url-image.git"), "url-image")
        XCTAssertEqual(SwiftModule.checkoutName("git@github.com:kean/Nuke"), "Nuke")
        XCTAssertEqual(SwiftModule.productReferences(manifest: #".target(name: "A", dependencies: [.product(name: "NukeUI", package: "Nuke"), "B"])"#).map { "\($0.product) \($0.package)" },
                       ["NukeUI nuke"])
        let pbxproj = """
        		C1 /* URLImage */ = {
        			isa = XCSwiftPackageProductDependency;
        			package = C2 /* XCRemoteSwiftPackageReference "url-image" */;
        			productName = URLImage;
        		};
        """
        XCTAssertEqual(SwiftModule.projectProductReferences(pbxproj).map { "\($0.product) \($0.package)" }, ["URLImage url-image"])
        // Version 1 of Package.resolved.
        let v1 = #"{"object": {"pins": [{"package": "Puddles", "repositoryURL": "https://github.com/SwiftedMind/Puddles", "state": {}}]}, "version": 1}"#
        XCTAssertEqual(SwiftModule.pins(resolved: Array(v1.utf8))?.map { "\($0.identity) \($0.location)" }, ["puddles https://github.com/SwiftedMind/Puddles"])
        XCTAssertNil(SwiftModule.pins(resolved: Array("{not json".utf8)))
    }

    // MARK: - Hostile checkouts (bounded, never an error of the render)

    func testAFolderIsListedNoFurtherThanTheCap() throws {
        // A checkouts folder of millions of entries is read one entry at a time, up to the cap.
        var files: [String: String] = [:]
        for index in 0..<30 { files["Many/E\(index)"] = "" }
        let folder = try make(files).appendingPathComponent("Many").path
        let capped = SwiftModule.folderNames(folder, cap: 10)
        XCTAssertEqual(capped.count, 10)
        XCTAssertEqual(Set(capped).count, 10)
        XCTAssertTrue(capped.allSatisfy { $0.hasPrefix("E") }, "\(capped)")
        XCTAssertEqual(Set(SwiftModule.folderNames(folder, cap: 100)), Set((0..<30).map { "E\($0)" }))
        XCTAssertEqual(SwiftModule.folderNames(folder + "/absent", cap: 10), [])
    }

    func testAHostileCheckoutEndsInAWarningInBoundedTime() throws {
        var files = rootFiles()
        // A manifest past the size cap, one nested past the parser's limits, cycles between
        // packages' targets, a malformed Package.resolved, a hundred packages more.
        files[".build/checkouts/Huge/Package.swift"] = "// " + String(repeating: "x", count: SwiftModule.maxManifestBytes + 10)
        files[".build/checkouts/Deep/Package.swift"] = "let p = " + String(repeating: "(", count: 5_000) + String(repeating: ")", count: 5_000)
        files[".build/checkouts/Cycle/Package.swift"] = #"let package = Package(name: "Cycle", targets: [.target(name: "CycleA", dependencies: ["CycleB"]), .target(name: "CycleB", dependencies: ["CycleA"])])"#
        files[".build/checkouts/Cycle/Sources/CycleA/A.swift"] = "import CycleB\npublic struct FromA {}"
        files[".build/checkouts/Cycle/Sources/CycleB/B.swift"] = "import CycleA\npublic struct FromB {}"
        files["Package.resolved"] = "{ \"pins\": [ "
        for index in 0..<(SwiftModule.maxCheckouts + 40) {
            files[".build/checkouts/P\(index)/Package.swift"] = #"let package = Package(name: "P\#(index)", targets: [.target(name: "P\#(index)")])"#
        }
        files["Sources/App/Screen.swift"] = Self.screen.replacingOccurrences(of: "import DepKit", with: "import DepKit\nimport CycleA\nimport Huge")
        let folder = try make(files)
        let start = Date()
        let loaded = try load(folder)
        XCTAssertLessThan(Date().timeIntervalSince(start), 60)
        let warnings = loaded.warnings.map { $0.replacingOccurrences(of: folder.standardizedFileURL.path + "/", with: "") }
        XCTAssertTrue(warnings.contains("Package.resolved: warning: the file is not a Package.resolved the renderer can read; its pins are not used"), "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.hasPrefix(".build/checkouts/Huge/Package.swift: warning: the checked-out package's manifest cannot be read") }, "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.hasPrefix(".build/checkouts/Deep/Package.swift: warning: the checked-out package's manifest cannot be read") }, "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.contains("more than \(SwiftModule.maxCheckouts) checked-out packages") }, "\(warnings)")
        // The cycle's two targets are each read once (and not parsed: the screen names neither).
        let read = try SwiftModule.sources(of: folder.appendingPathComponent("Sources/App/Screen.swift").path, choice: .automatic).files
        XCTAssertEqual(read.filter { $0.file.hasSuffix("/A.swift") || $0.file.hasSuffix("/B.swift") }.count, 2)
    }
}
