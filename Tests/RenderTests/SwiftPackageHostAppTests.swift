import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// A local package's code runs in its app (`SwiftModule.hostApp`, `StringTables` step 7,
/// `InterpreterLocalization` step 5): a package's `Text("key")` reads the app's string catalog,
/// as `Bundle.main` is the app's on an iPhone; and a file no target of its project lists
/// says so where its render fails. Snippets shaped as IceCubes' `Account` package (its
/// `AccountStatsView` passes `"account.posts"` to a `LocalizedStringKey` parameter, the app's
/// `Localizable.xcstrings` holds the text) and Enchanted's `Header.swift`.
final class SwiftPackageHostAppTests: XCTestCase {
    private func write(_ files: [String: String]) throws -> URL { try writeFolder(files, for: self) }

    private func load(_ file: URL) throws -> SwiftSource.Loaded {
        var options = SwiftSource.Options()
        options.stepLimit = 100_000
        return try SwiftSource.load(contentsOf: file.path, options: options)
    }

    /// A project whose main group holds the app's folder and a reference to the local package;
    /// the app's resources build phase copies `Clients/Resources/Localizable.xcstrings`, and a
    /// share extension before it in the project's order has its own catalog in `Action/`, which
    /// sorts before `Clients/` (IceCubes' extensions beside its app).
    private static func project(naming package: String) -> String {
        """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 56;
        \tobjects = {
        \t\tG0 = {isa = PBXGroup; children = (G1, R1, G3, ); sourceTree = "<group>"; };
        \t\tG1 /* Clients */ = {isa = PBXGroup; children = (F1, G2, ); path = Clients; sourceTree = "<group>"; };
        \t\tG2 /* Resources */ = {isa = PBXGroup; children = (F2, ); path = Resources; sourceTree = "<group>"; };
        \t\tF2 = {isa = PBXFileReference; lastKnownFileType = text.json.xcstrings; path = Localizable.xcstrings; sourceTree = "<group>"; };
        \t\tB2 = {isa = PBXBuildFile; fileRef = F2; };
        \t\tS2 = {isa = PBXResourcesBuildPhase; files = (B2, ); };
        \t\tG3 /* Action */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Action; sourceTree = "<group>"; };
        \t\tT0 /* Action */ = {isa = PBXNativeTarget; buildPhases = ( ); fileSystemSynchronizedGroups = (G3, ); name = Action; productType = "com.apple.product-type.app-extension"; };
        \t\tF1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ClientsApp.swift; sourceTree = "<group>"; };
        \t\tR1 /* Stats */ = {isa = PBXFileReference; lastKnownFileType = wrapper; name = Stats; path = \(package); sourceTree = "<group>"; };
        \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
        \t\tS1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
        \t\tT1 /* Clients */ = {isa = PBXNativeTarget; buildPhases = (S1, S2, ); name = Clients; productType = "com.apple.product-type.application"; };
        \t\tP0 = {isa = PBXProject; mainGroup = G0; projectDirPath = ""; targets = (T0, T1, ); };
        \t};
        \trootObject = P0;
        }
        """
    }

    static let manifest = """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(name: "Stats", targets: [.target(name: "Stats")])
    """

    /// A helper taking the title as a `LocalizedStringKey`, as `makeCustomInfoLabel` does, a
    /// literal key in a `Text`, and a key only the package's own table has.
    static let statsView = """
    import SwiftUI

    struct StatsView: View {
        let count = 12
        var body: some View {
            VStack {
                makeLabel(title: "stats.posts", count: count)
                Text("stats.following")
                Text("stats.package-only")
                Text("stats.nowhere")
            }
        }

        private func makeLabel(title: LocalizedStringKey, count: Int) -> some View {
            VStack {
                Text("\\(count)")
                Text(title)
            }
        }
    }
    """

    /// A String Catalog as Xcode writes it: an `en` source language, one entry translated.
    static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "stats.posts" : { "extractionState" : "manual", "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Beiträge" } },
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Posts" } } } },
        "stats.following" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Following" } } } }
      },
      "version" : "1.0"
    }
    """

    private func app(project: String) throws -> URL {
        try write([
            "Clients.xcodeproj/project.pbxproj": project,
            "Clients/ClientsApp.swift": "import SwiftUI\n",
            "Clients/Resources/Localizable.xcstrings": Self.catalog,
            // The extension's catalog: not `Bundle.main`'s, though it sorts first.
            "Action/Localizable.xcstrings": Self.catalog.replacingOccurrences(of: "\"Following\"", with: "\"Extension following\""),
            "Action/ActionView.swift": "import SwiftUI\n",
            "Packages/Stats/Package.swift": Self.manifest,
            "Packages/Stats/Sources/Stats/StatsView.swift": Self.statsView,
            // The package's own table: read after the app's, which wins a key both have.
            "Packages/Stats/Sources/Stats/Resources/en.lproj/Localizable.strings": """
            "stats.posts" = "Package posts";
            "stats.package-only" = "From the package";
            """,
        ])
    }

    /// `SwiftModule.hostApp` steps 1–3 and `StringTables` step 7: the app's catalog first,
    /// the package's table after it; a key neither has shows as written.
    func testAPackagesTextReadsItsAppsCatalog() throws {
        let folder = try app(project: Self.project(naming: "Packages/Stats"))
        let file = folder.appendingPathComponent("Packages/Stats/Sources/Stats/StatsView.swift")
        let location = SwiftModule.location(of: file.path, choice: .automatic)
        XCTAssertEqual(SwiftModule.hostApp(of: location), folder.path)
        XCTAssertEqual(SwiftModule.hostAppFolders(of: location), [folder.appendingPathComponent("Clients/Resources").path])
        let loaded = try load(file)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["12", "Posts", "Following", "From the package", "stats.nowhere"])
    }

    /// `XcodeProject.Project.appResourceFolders` step 1: of two application targets, the one
    /// that depends on the package (its product named as the package's folder) is the app;
    /// step 2: its synchronized folder is walked for tables. The other app's catalog, which
    /// sorts first, is not read.
    func testTheAppIsTheApplicationTargetThatDependsOnThePackage() throws {
        let project = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \t\tG0 = {isa = PBXGroup; children = (A1, A2, R1, ); sourceTree = "<group>"; };
        \t\tA1 /* Admin */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Admin; sourceTree = "<group>"; };
        \t\tA2 /* Clients */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Clients; sourceTree = "<group>"; };
        \t\tR1 /* Stats */ = {isa = PBXFileReference; lastKnownFileType = wrapper; path = Packages/Stats; sourceTree = "<group>"; };
        \t\tD1 /* Stats */ = {isa = XCSwiftPackageProductDependency; productName = Stats; };
        \t\tT0 /* Admin */ = {isa = PBXNativeTarget; buildPhases = ( ); fileSystemSynchronizedGroups = (A1, ); name = Admin; productType = "com.apple.product-type.application"; };
        \t\tT1 /* Clients */ = {isa = PBXNativeTarget; buildPhases = ( ); fileSystemSynchronizedGroups = (A2, ); name = Clients; packageProductDependencies = (D1, ); productType = "com.apple.product-type.application"; };
        \t\tP0 = {isa = PBXProject; mainGroup = G0; projectDirPath = ""; targets = (T0, T1, ); };
        \t};
        \trootObject = P0;
        }
        """
        let folder = try write([
            "Clients.xcodeproj/project.pbxproj": project,
            "Admin/AdminApp.swift": "import SwiftUI\n",
            "Admin/Localizable.xcstrings": Self.catalog.replacingOccurrences(of: "\"Posts\"", with: "\"Admin posts\""),
            "Clients/ClientsApp.swift": "import SwiftUI\n",
            "Clients/Resources/Localizable.xcstrings": Self.catalog,
            "Packages/Stats/Package.swift": Self.manifest,
            "Packages/Stats/Sources/Stats/StatsView.swift": Self.statsView,
        ])
        let file = folder.appendingPathComponent("Packages/Stats/Sources/Stats/StatsView.swift")
        XCTAssertEqual(SwiftModule.hostAppFolders(of: SwiftModule.location(of: file.path, choice: .automatic)),
                       [folder.appendingPathComponent("Clients").path])
        XCTAssertEqual(try layoutTexts(try load(file)), ["12", "Posts", "Following", "stats.package-only", "stats.nowhere"])
    }

    /// Step 2: a quoted `relativePath` of an `XCLocalSwiftPackageReference` names it too.
    func testALocalPackageReferenceNamesThePackage() throws {
        let project = Self.project(naming: "Packages/Stats")
            .replacingOccurrences(of: "path = Packages/Stats;", with: "path = Other;")
            .replacingOccurrences(of: "\t};\n\trootObject", with: "\t\tX1 = {isa = XCLocalSwiftPackageReference; relativePath = \"Packages/Stats\"; };\n\t};\n\trootObject")
        let folder = try app(project: project)
        let file = folder.appendingPathComponent("Packages/Stats/Sources/Stats/StatsView.swift")
        XCTAssertEqual(SwiftModule.hostApp(of: SwiftModule.location(of: file.path, choice: .automatic)), folder.path)
        XCTAssertEqual(try layoutTexts(try load(file)), ["12", "Posts", "Following", "From the package", "stats.nowhere"])
    }

    /// Step 2: a project that does not name the package is not its app: only the package's
    /// own table is read (a literal passed as a `LocalizedStringKey` is still a key there).
    func testAProjectThatDoesNotNameThePackageIsNotItsApp() throws {
        let folder = try app(project: Self.project(naming: "Packages/Other"))
        let file = folder.appendingPathComponent("Packages/Stats/Sources/Stats/StatsView.swift")
        XCTAssertNil(SwiftModule.hostApp(of: SwiftModule.location(of: file.path, choice: .automatic)))
        XCTAssertEqual(try layoutTexts(try load(file)), ["12", "Package posts", "stats.following", "From the package", "stats.nowhere"])
    }

    /// `InterpreterLocalization` step 5 in the app's own module, in `--locale de_DE`; a
    /// `String` parameter is never a key, and a stored `LocalizedStringKey` property is one.
    func testALiteralGivenToALocalizedStringKeyParameterIsAKey() throws {
        let folder = try write([
            "Clients.xcodeproj/project.pbxproj": Self.project(naming: "Packages/Stats"),
            "Clients/ClientsApp.swift": """
            import SwiftUI

            struct Row: View {
                let title: LocalizedStringKey
                var body: some View { Text(title) }
            }

            struct Screen: View {
                var body: some View {
                    VStack {
                        label(key: "stats.posts")
                        plain(text: "stats.posts")
                        Row(title: "stats.posts")
                    }
                }
                func label(key: LocalizedStringKey) -> some View { Text(key) }
                func plain(text: String) -> some View { Text(text) }
            }
            """,
            "Clients/Resources/Localizable.xcstrings": Self.catalog,
        ])
        var options = SwiftSource.Options()
        options.stepLimit = 100_000
        options.locale = "de_DE"
        let loaded = try SwiftSource.load(contentsOf: folder.appendingPathComponent("Clients/ClientsApp.swift").path, options: options)
        XCTAssertEqual(try layoutTexts(loaded), ["Beiträge", "stats.posts", "Beiträge"])
    }

    /// `SwiftSource.Parsed.outsideTargets` step 1: a file no target compiles and the project does
    /// not reference (Enchanted's `Header.swift`, in the app's folder but in no build phase and
    /// no group) is still refused for the name no file declares, and the message says plainly
    /// that this is a real error: the app never compiles the file.
    func testAFileInNoTargetSaysSoWhereItFails() throws {
        let folder = try write([
            "Clients.xcodeproj/project.pbxproj": Self.project(naming: "Packages/Stats"),
            "Clients/ClientsApp.swift": "import SwiftUI\n",
            "Clients/Old/Header.swift": """
            import SwiftUI

            struct Header: View {
                var body: some View {
                    Text(selectedModel.name)
                }
            }
            """,
        ])
        XCTAssertThrowsError(try load(folder.appendingPathComponent("Clients/Old/Header.swift"))) { error in
            let message = (error as? SceneError)?.description ?? ""
            XCTAssertTrue(message.contains("Header.swift:5:14: cannot find 'selectedModel' in scope"), message)
            XCTAssertTrue(message.contains("; note: a real error: the app never compiles this file (no target of Clients.xcodeproj lists it in a sources phase or synchronized folder, and no file reference of the project names it) and no file of its folder declares that name, so the refusal stands"), message)
        }
        // A file the target compiles fails without the note.
        let compiled = folder.appendingPathComponent("Clients/ClientsApp.swift")
        try "import SwiftUI\nstruct A: View { var body: some View { Text(missing) } }\n".write(to: compiled, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try load(compiled)) { error in
            let message = (error as? SceneError)?.description ?? ""
            XCTAssertTrue(message.contains("cannot find 'missing' in scope"), message)
            XCTAssertFalse(message.contains("no target"), message)
        }
    }

    /// `outsideTargets` step 2: a file the project references (its navigator shows it) but no
    /// target compiles keeps the cautious note: a target could be meant to hold it.
    func testAReferencedFileInNoTargetKeepsTheCautiousNote() throws {
        let project = Self.project(naming: "Packages/Stats")
            .replacingOccurrences(of: "children = (F1, G2, ); path = Clients;", with: "children = (F1, G2, F9, ); path = Clients;")
            .replacingOccurrences(of: "\t\tB1 = {", with: "\t\tF9 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Old/Header.swift; sourceTree = \"<group>\"; };\n\t\tB1 = {")
        XCTAssertTrue(project.contains("F9 = {isa"), project)
        let folder = try write([
            "Clients.xcodeproj/project.pbxproj": project,
            "Clients/ClientsApp.swift": "import SwiftUI\n",
            "Clients/Old/Header.swift": "import SwiftUI\nstruct Header: View {\n    var body: some View { Text(selectedModel.name) }\n}\n",
        ])
        XCTAssertThrowsError(try load(folder.appendingPathComponent("Clients/Old/Header.swift"))) { error in
            let message = (error as? SceneError)?.description ?? ""
            XCTAssertTrue(message.contains("cannot find 'selectedModel' in scope"), message)
            XCTAssertTrue(message.contains("; note: no target of Clients.xcodeproj that the renderer read lists it, so its module was read as its folder's files"), message)
            XCTAssertFalse(message.contains("a real error"), message)
        }
    }
}
