import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// The module around a file as Xcode and SwiftPM define it (docs/swift-input.md, "The module"):
/// an `import` of another target of the same Xcode project (`SwiftModuleProjectTargets`,
/// `XcodeProject` steps 4–5), a sibling folder of an unreadable project, and each file's module
/// name taken from its manifest or project (`SwiftProgramModules` step 1), not from its folder.
/// The projects are written here, shaped as Home Assistant's (an app target that `import
/// Shared`s its framework target, Xcode 16's synchronized folders); laid out with the
/// fixed-advance measurer (10 pt a character, 20 pt lines).
final class XcodeProjectTargetTests: XCTestCase {
    private func write(_ files: [String: String]) throws -> URL { try writeFolder(files, for: self) }

    private func load(_ file: URL) throws -> SwiftSource.Loaded {
        var options = SwiftSource.Options()
        options.stepLimit = 100_000
        return try SwiftSource.load(contentsOf: file.path, options: options)
    }

    private func size(_ loaded: SwiftSource.Loaded, _ id: String) throws -> Size {
        var options = RenderOptions(canvas: loaded.scene.canvas)
        options.width = 390
        options.height = 800
        return try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer()).frame(id).size
    }

    /// An app target (`App/`, module `HomeApp` by `PRODUCT_MODULE_NAME`), a framework target
    /// `Shared-iOS` (`Shared/`, module `Shared` by `PRODUCT_NAME`), both synchronized folders
    /// (Xcode 16), a test target whose module name is also `Shared` (never an import's), and a
    /// `Widgets-Ext` target listing its file in a sources build phase, with no settings.
    static let project = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjectVersion = 77;
    \tobjects = {
    \t\tG0 = {isa = PBXGroup; children = (G1, G2, G3, G4, ); sourceTree = "<group>"; };
    \t\tG1 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
    \t\tG2 /* Shared */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Shared; sourceTree = "<group>"; };
    \t\tG3 /* SharedTests */ = {isa = PBXFileSystemSynchronizedRootGroup; path = SharedTests; sourceTree = "<group>"; };
    \t\tG4 /* Widgets */ = {isa = PBXGroup; children = (F1, ); path = Widgets; sourceTree = "<group>"; };
    \t\tF1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Widget.swift; sourceTree = "<group>"; };
    \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
    \t\tS1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
    \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_MODULE_NAME = HomeApp; PRODUCT_NAME = "Home App"; }; name = Debug; };
    \t\tC2 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = Shared; }; name = Debug; };
    \t\tC3 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_MODULE_NAME = "$(PRODUCT_NAME:c99extidentifier)"; PRODUCT_NAME = Shared; }; name = Debug; };
    \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
    \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
    \t\tL3 = {isa = XCConfigurationList; buildConfigurations = (C3, ); };
    \t\tT1 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); fileSystemSynchronizedGroups = (G1, ); name = App; productType = "com.apple.product-type.application"; };
    \t\tT3 /* SharedTests */ = {isa = PBXNativeTarget; buildConfigurationList = L3; buildPhases = (); fileSystemSynchronizedGroups = (G3, ); name = SharedTests; productType = "com.apple.product-type.bundle.unit-test"; };
    \t\tT2 /* Shared-iOS */ = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (); fileSystemSynchronizedGroups = (G2, ); name = "Shared-iOS"; productType = "com.apple.product-type.framework"; };
    \t\tT4 /* Widgets-Ext */ = {isa = PBXNativeTarget; buildPhases = (S1, ); name = "Widgets-Ext"; productType = "com.apple.product-type.app-extension"; };
    \t\tP0 = {isa = PBXProject; mainGroup = G0; projectDirPath = ""; targets = (T1, T3, T2, T4, ); };
    \t};
    \trootObject = P0;
    }
    """

    /// Files shaped as Home Assistant's `HealthSensorRow` and the `HealthKitMetric` of its
    /// `Shared` framework: the app's own `Tint` and the framework's clash, as each module's.
    static let app: [String: String] = [
        "Home.xcodeproj/project.pbxproj": project,
        "App/Health/MetricRow.swift": """
        import Shared
        import SwiftUI

        struct MetricRow: View {
            let metric: Metric
            var body: some View {
                VStack(alignment: .leading) {
                    Text(metric.name).id("name")
                    Text(metric.label).id("label")
                    Text(Tint.value).id("tint")
                }
            }
        }

        #Preview {
            MetricRow(metric: .restingHeartRate)
        }
        """,
        "App/Tint.swift": "enum Tint { static let value = \"app tint!\" }\n",
        "App/Unrelated.swift": "import SwiftUI\nstruct SettingsScreen: View { var body: some View { Text(\"x\") } }\n",
        "Shared/Health/Metric.swift": """
        public struct Metric {
            public let name: String
            public static let restingHeartRate = Metric(name: "Resting heart rate")
            public var label: String { Tint.value }
        }
        """,
        "Shared/Style/Tint.swift": "enum Tint { static let value = \"shared\" }\n",
        "Shared/Unreached.swift": "public struct Server { }\n",
        "SharedTests/Metric.swift": "struct Metric { let name = \"a test's\" }\n",
        "Widgets/Widget.swift": "import Shared\n",
    ]

    /// Item 1: `import Shared` reads the project's framework target whose module is `Shared`,
    /// lazily (what the view reaches is parsed); each file's clashing `Tint` is its module's.
    func testAnImportOfAnotherTargetOfTheSameProject() throws {
        let folder = try write(Self.app)
        let row = folder.appendingPathComponent("App/Health/MetricRow.swift")
        let location = try XCTUnwrap(SwiftModule.location(of: row.path, choice: .automatic))
        XCTAssertEqual(location.name, "HomeApp")
        XCTAssertEqual(location.xcodeProjects, [folder.appendingPathComponent("Home.xcodeproj").path])
        let sources = try SwiftModule.sources(of: row.path, in: location)
        // The framework's files and the app's own; never the test target's `Metric`.
        XCTAssertEqual(Set(sources.files.map { URL(fileURLWithPath: $0.file).path.replacingOccurrences(of: folder.path + "/", with: "") }),
                       ["Shared/Health/Metric.swift", "Shared/Style/Tint.swift", "Shared/Unreached.swift",
                        "App/Tint.swift", "App/Unrelated.swift"])
        for one in sources.files {
            XCTAssertEqual(sources.modules[one.file], one.file.contains("/Shared/") ? "Shared" : "HomeApp", one.file)
        }
        XCTAssertEqual(sources.modules[row.path], "HomeApp")

        let loaded = try load(row)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(loaded.placeholders, 0)
        // The view, its own `Tint`, and of the framework what it reaches: `Metric` and its `Tint`.
        XCTAssertEqual(Set(loaded.files.map { URL(fileURLWithPath: $0).lastPathComponent }), ["MetricRow.swift", "Metric.swift", "Tint.swift"])
        XCTAssertEqual(loaded.files.count, 4)
        // "Resting heart rate": 18 characters; `metric.label` is the framework's `Tint` ("shared"),
        // the row's `Tint.value` the app's ("app tint!").
        XCTAssertEqual(try size(loaded, "name"), Size(width: 180, height: 20))
        XCTAssertEqual(try size(loaded, "label"), Size(width: 60, height: 20))
        XCTAssertEqual(try size(loaded, "tint"), Size(width: 90, height: 20))
    }

    /// Review 16 R1, xcode25af 1: the project `location(of:)` read to find the file's target is
    /// the one the `import Shared` lookup uses, not parsed again. The file is replaced between the
    /// two here: read again, it would have no targets and `Shared` would not be found.
    func testTheProjectIsReadOncePerLookup() throws {
        let folder = try write(Self.app)
        let row = folder.appendingPathComponent("App/Health/MetricRow.swift")
        let location = try XCTUnwrap(SwiftModule.location(of: row.path, choice: .automatic))
        try "// !$*UTF8*$!\n{ objects = { }; }\n".write(to: folder.appendingPathComponent("Home.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        let sources = try SwiftModule.sources(of: row.path, in: location)
        XCTAssertEqual(sources.files.filter { $0.file.contains("/Shared/") }.count, 3)
        // A fresh lookup reads the new file: no project, so the module is the row's folder,
        let again = try XCTUnwrap(SwiftModule.location(of: row.path, choice: .automatic))
        XCTAssertEqual(again.folder, folder.appendingPathComponent("App").path)
        XCTAssertNil(again.name)
        // and `Shared` is the sibling folder of a project that cannot be read (step 3), all of it.
        let shared = try XCTUnwrap(SwiftModule.ProjectTargets(again).target("Shared"))
        XCTAssertEqual(shared.folder, folder.appendingPathComponent("Shared").path)
        XCTAssertNil(shared.files)
    }

    /// Without the framework target in the project, `Metric` is an unknown name: the same
    /// render is refused at it, as Home Assistant's `HealthSensorRow` was before this rule (the
    /// test above is not passing by accident).
    func testAnImportNoTargetHasStaysUnknown() throws {
        var files = Self.app
        files["Home.xcodeproj/project.pbxproj"] = Self.project.replacingOccurrences(of: "targets = (T1, T3, T2, T4, )", with: "targets = (T1, T3, T4, )")
        let folder = try write(files)
        let sources = try SwiftModule.sources(of: folder.appendingPathComponent("App/Health/MetricRow.swift").path, choice: .automatic)
        XCTAssertFalse(sources.files.contains { $0.file.contains("/Shared/") })
        XCTAssertThrowsError(try load(folder.appendingPathComponent("App/Health/MetricRow.swift"))) { error in
            let message = (error as? SceneError)?.message ?? "\(error)"
            XCTAssertTrue(message.contains("expects a String, found '.restingHeartRate.name'"), message)
        }
    }

    /// Step 4 of `XcodeProject`: each target's module name, as Xcode's build settings make it.
    func testATargetsModuleName() throws {
        let folder = try write(Self.app)
        let project = try XCTUnwrap(XcodeProject.Project(folder.appendingPathComponent("Home.xcodeproj")))
        XCTAssertEqual(project.targetIDs, ["T1", "T3", "T2", "T4"])
        XCTAssertEqual(project.targetIDs.map(project.moduleName(of:)), ["HomeApp", "Shared", "Shared", "Widgets_Ext"])
        XCTAssertEqual(project.targetIDs.map(project.isTest), [false, true, false, false])
        XCTAssertEqual(XcodeProject.target(project, module: "Shared").map { $0.map { URL(fileURLWithPath: $0).lastPathComponent }.sorted() },
                       ["Metric.swift", "Tint.swift", "Unreached.swift"].sorted())
        XCTAssertNil(XcodeProject.target(project, module: "SharedTests"))
        XCTAssertEqual(XcodeProject.c99Identifier("3D-View kit"), "_3D_View_kit")
        XCTAssertEqual(XcodeProject.substituted("$(TARGET_NAME:c99extidentifier)Kit", target: "My-App", product: nil), "My_AppKit")
        XCTAssertEqual(XcodeProject.substituted("${TARGET_NAME}", target: "App", product: nil), "App")
        XCTAssertNil(XcodeProject.substituted("$(SWIFT_MODULE)", target: "App", product: "App"))
    }

    /// Step 3 of `SwiftModuleProjectTargets`: a project without a readable `project.pbxproj`
    /// finds `import Shared` in the folder `Shared/` beside the app's folder.
    func testAnUnreadableProjectsSiblingFolder() throws {
        var files = Self.app
        files["Home.xcodeproj/project.pbxproj"] = nil
        files["Home.xcodeproj/README"] = "no project file"
        files["SharedTests/Metric.swift"] = nil
        let folder = try write(files)
        let loaded = try load(folder.appendingPathComponent("App/Health/MetricRow.swift"))
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try size(loaded, "name"), Size(width: 180, height: 20))
        // Each folder a module of its own (`Shared`, the module's `App`): the clash still resolves.
        XCTAssertEqual(try size(loaded, "label"), Size(width: 60, height: 20))
        XCTAssertEqual(try size(loaded, "tint"), Size(width: 90, height: 20))
    }

    /// `InterpreterSelfValueMembers`: a bare name in an extension of a built-in value type
    /// (`extension URL { func sanitized() … path … }`, Home Assistant's `HANetworking`, now read
    /// through `Shared`) is `self`'s member: known (`count` of a string, `path` of a URL) or the
    /// named unknown value `URL.user`, never "cannot find 'user' in scope".
    func testABareNameInAnExtensionOfABuiltInValueIsItsMember() throws {
        let folder = try write([
            "Screen.swift": """
            import SwiftUI
            extension URL {
                func sanitized() -> String { path.hasSuffix("a") && user == nil ? "anonymous" : "named" }
            }
            extension String {
                var doubled: Int { count * 2 }
            }
            struct Screen: View {
                var body: some View {
                    VStack {
                        Text("abc".doubled, format: .number).id("known")
                        Text(URL(string: "https://example.com/a/")!.sanitized()).id("unknown")
                    }
                }
            }
            """,
        ])
        var options = SwiftSource.Options(moduleDirectory: folder.path)
        options.stepLimit = 100_000
        let loaded = try SwiftSource.load(contentsOf: folder.appendingPathComponent("Screen.swift").path, options: options)
        XCTAssertEqual(try size(loaded, "known"), Size(width: 10, height: 20))
        XCTAssertEqual(loaded.placeholders, 1)
        // `path` is known ("/a", Foundation's, without the trailing slash); `user` is not: the
        // text is the placeholder of it.
        let screen = folder.appendingPathComponent("Screen.swift").path
        XCTAssertEqual(loaded.warnings, [
            "\(screen):3:57: warning: Text(…) is a placeholder: expected a Bool, found URL.user (unknown to the renderer)",
            "\(screen):12:13: warning: placeholder for Text(…): the renderer does not know it",
        ])
    }

    /// Review 16 R1, xcode25af 3: the rule is only for a `self` whose type the renderer knows,
    /// names the unknown value by that type, and passes the step budget's and nesting's errors on.
    func testABareNameIsSelfsMemberOnlyOfAKnownValue() throws {
        func load(_ source: String) throws -> SwiftSource.Loaded {
            let folder = try write(["Screen.swift": source])
            var options = SwiftSource.Options(moduleDirectory: folder.path)
            options.stepLimit = 100_000
            return try SwiftSource.load(contentsOf: folder.appendingPathComponent("Screen.swift").path, options: options)
        }
        func message(_ source: String) -> String {
            do {
                _ = try load(source)
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        // A number's unknown member is named by its type as the renderer holds it (a CGFloat is a
        // Double: docs/swift-input.md), never `self.half`.
        let number = try load("""
        import SwiftUI
        extension CGFloat {
            var scaled: CGFloat { self * half }
        }
        struct Screen: View {
            var body: some View { Color.red.frame(width: CGFloat(10).scaled).id("bar") }
        }
        """)
        XCTAssertEqual(number.warnings.map { $0.components(separatedBy: "/").last ?? $0 },
                       ["Screen.swift:6:36: warning: left out .frame: its argument uses Double.half, which the renderer does not know"])
        // In an extension of an array, a name no code declares is the error it is in Swift, not
        // a member of `self`.
        XCTAssertTrue(message("""
        import SwiftUI
        extension Array {
            var middle: Int { count / 2 + offset }
        }
        struct Screen: View {
            var body: some View { Text("\\([1, 2, 3].middle)") }
        }
        """).contains("/Screen.swift:3:35: cannot find 'offset' in scope"), message("""
        import SwiftUI
        extension Array {
            var middle: Int { count / 2 + offset }
        }
        struct Screen: View {
            var body: some View { Text("\\([1, 2, 3].middle)") }
        }
        """))
        // A property that reads itself runs out of nesting: the error, not a placeholder.
        let looping = message("""
        import SwiftUI
        extension URL {
            var depth: Int { depth + 1 }
            func label() -> String { "\\(depth)" }
        }
        struct Screen: View {
            var body: some View { Text(URL(string: "https://example.com")!.label()) }
        }
        """)
        XCTAssertTrue(looping.contains("nest more than"), looping)
    }

    /// Item 2 (review 14 R1, gen25u 4): a package target's files are its module, named by the
    /// manifest, whatever their folders: `.target(name: "DesignKit", path: "Sources")` (Home
    /// Assistant's `HADesignSystem`). `Metrics.inset` of `Tokens` reads `Tokens`' own `Spacing`
    /// (16), not the rendered target's (4), which the folder rule (`Helpers`, `Layout`,
    /// `Values`: three modules, none imported) took, as the last read.
    func testAPackageTargetsModuleIsItsManifestsName() throws {
        let folder = try write([
            "Kit/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Kit", targets: [
                .target(name: "DesignKit", dependencies: ["Tokens"], path: "Sources"),
                .target(name: "Tokens", path: "Tokens/Sources"),
            ])
            """,
            "Kit/Sources/Components/Card.swift": """
            import SwiftUI
            import Tokens
            struct Card: View {
                var body: some View { Text("ab").padding(Metrics.inset).id("card") }
            }
            """,
            "Kit/Sources/Layout/Spacing.swift": "import SwiftUI\nenum Spacing { static let inset: CGFloat = 4 }\n",
            "Kit/Tokens/Sources/Values/Spacing.swift": "import SwiftUI\npublic enum Spacing { public static let inset: CGFloat = 16 }\n",
            "Kit/Tokens/Sources/Helpers/Metrics.swift": "import SwiftUI\npublic enum Metrics { public static var inset: CGFloat { Spacing.inset } }\n",
        ])
        let card = folder.appendingPathComponent("Kit/Sources/Components/Card.swift")
        let sources = try SwiftModule.sources(of: card.path, choice: .automatic)
        XCTAssertEqual(sources.modules[card.path], "DesignKit")
        XCTAssertEqual(Dictionary(grouping: sources.files.map { sources.modules[$0.file] ?? "?" }, by: { $0 }).mapValues(\.count),
                       ["DesignKit": 1, "Tokens": 2])
        let loaded = try load(card)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try size(loaded, "card"), Size(width: 52, height: 52))
        // The folder rule alone, as before: the path after `Sources/`.
        XCTAssertEqual(SwiftProgram.moduleName(ofPath: card.path), "Components")
    }
}
