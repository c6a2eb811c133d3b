import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderTools

/// `render View.swift` reads the file's module (docs/swift-input.md, "The module"): the
/// synthetic modules of `Fixtures/modules` (its README says what each holds), laid out with the
/// fixed-advance measurer (10 pt per character, 20 pt lines).
final class SwiftModuleTests: XCTestCase {
    static let modules = ConformanceTests.fixturesDirectory.appendingPathComponent("modules")

    func path(_ relative: String) -> String { Self.modules.appendingPathComponent(relative).standardizedFileURL.path }

    func load(_ relative: String, _ overrides: [String: SceneParameter] = [:], module: String? = nil,
              defines: [String] = [], strict: Bool = false) throws -> SwiftSource.Loaded {
        var options = SwiftSource.Options(overrides: overrides, strict: strict, moduleDirectory: module.map(path), defines: defines)
        options.stepLimit = 50_000
        return try SwiftSource.load(contentsOf: path(relative), options: options)
    }

    func layout(_ loaded: SwiftSource.Loaded, width: Double? = nil) throws -> Renderer.LayoutResult {
        var options = RenderOptions(canvas: loaded.scene.canvas)
        options.width = width
        return try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer())
    }

    func names(_ loaded: SwiftSource.Loaded) -> [String] {
        loaded.files.map { URL(fileURLWithPath: $0).pathComponents.suffix(2).joined(separator: "/") }
    }

    // MARK: - Finding the module

    func testPackageTargetsAreFoundByTheirFolders() {
        let feature = SwiftModule.location(of: path("spm/Sources/Feature/CardView.swift"), choice: .automatic)
        XCTAssertEqual(feature?.folder, path("spm/Sources/Feature"))
        // A file in a subfolder of the target belongs to the target.
        XCTAssertEqual(SwiftModule.location(of: path("spm/Sources/Feature/Support/Theme.swift"), choice: .automatic)?.folder,
                       path("spm/Sources/Feature"))
        // `path:` in the manifest.
        XCTAssertEqual(SwiftModule.location(of: path("spm/Code/Custom/CustomView.swift"), choice: .automatic)?.folder,
                       path("spm/Code/Custom"))
        // A test target's default folder.
        XCTAssertEqual(SwiftModule.location(of: path("spm/Tests/FeatureTests/FeatureTests.swift"), choice: .automatic)?.folder,
                       path("spm/Tests/FeatureTests"))
        // An Xcode project: the files its target compiles, as project.pbxproj lists them.
        XCTAssertEqual(SwiftModule.location(of: path("xcode/App/Models/Landmark.swift"), choice: .automatic)?.files?.map {
            URL(fileURLWithPath: $0).lastPathComponent
        }, ["ContentView.swift", "LandmarkRow.swift", "Landmark.swift", "Format.swift"])
        // A project without a readable one: the top folder that holds the file.
        XCTAssertEqual(SwiftModule.location(of: path("xcodefolder/Old/Screen.swift"), choice: .automatic),
                       SwiftModule.Location(folder: path("xcodefolder/Old"), root: path("xcodefolder"),
                                            xcodeProjects: [path("xcodefolder/Old.xcodeproj")]))
        // Neither above it (the repository's own manifest excludes the fixtures): the file alone.
        XCTAssertNil(SwiftModule.location(of: path("lone.swift"), choice: .automatic))
        XCTAssertEqual(SwiftModule.location(of: path("lone.swift"), choice: .directory("/tmp/x"))?.folder, "/tmp/x")
        XCTAssertNil(SwiftModule.location(of: path("spm/Sources/Feature/CardView.swift"), choice: .none))
    }

    /// `Location.holds` compares absolute paths as strings: the same answers as Foundation's
    /// standardized URLs (`.`, `..`, doubled and trailing slashes, `..` above the top).
    func testStandardComponentsAreFoundationsStandardizedPath() {
        for path in ["/a/b/c", "/a/./b/", "/a//b/../c/.", "/../a", "/a/b/../../..", "/", "/a/Sources/../Code/Custom", "/a/b/./"] {
            XCTAssertEqual(SwiftModule.standardComponents(path),
                           Array(URL(fileURLWithPath: path).standardizedFileURL.pathComponents.dropFirst()), path)
        }
        let location = SwiftModule.Location(folder: "/p/Sources/App", sources: ["Views", "./Models/"], exclude: ["Views/Old", "Views/../Skip"])
        XCTAssertTrue(location.holds("/p/Sources/App/Views/A.swift"))
        XCTAssertTrue(location.holds("/p/Sources/App/Models/Deep/B.swift"))
        XCTAssertFalse(location.holds("/p/Sources/App/Views/Old/C.swift"))
        XCTAssertFalse(location.holds("/p/Sources/App/Other/D.swift"))
        XCTAssertFalse(location.holds("/p/Sources/App/Views"))
        XCTAssertFalse(location.holds("/p/Sources/AppViews/E.swift"))
        XCTAssertFalse(SwiftModule.Location(folder: "/p/Sources/App", exclude: ["Views/../Skip"]).holds("/p/Sources/App/Skip/F.swift"))
    }

    /// `resolvedPath` (getcwd, names, realpath) answers as Foundation's
    /// `standardizedFileURL.resolvingSymlinksInPath()`: relative paths, `.` and `..`, doubled
    /// slashes, a linked folder and a linked file, a `..` after a link (by name, not through
    /// the link), and paths that do not exist.
    func testResolvedPathIsFoundationsResolvedPath() throws {
        let directory = try temporaryDirectory(self).resolvingSymlinksInPath()
        let real = directory.appendingPathComponent("real/inner")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        try Data("struct A {}".utf8).write(to: real.appendingPathComponent("A.swift"))
        try FileManager.default.createSymbolicLink(at: directory.appendingPathComponent("link"), withDestinationURL: real)
        try FileManager.default.createSymbolicLink(at: real.appendingPathComponent("B.swift"),
                                                   withDestinationURL: real.appendingPathComponent("A.swift"))
        let root = directory.path
        for path in ["\(root)/real/inner/A.swift", "\(root)/link/A.swift", "\(root)//link/./B.swift", "\(root)/link/../real/inner/A.swift",
                     "\(root)/real/inner/../inner/B.swift", "\(root)/link", "\(root)/link/Missing.swift", "\(root)/nothing/../real",
                     "Package.swift", "./Sources/../Package.swift", "Tests//RenderTests/", "no-such-file.swift", "/", "/../tmp"] {
            XCTAssertEqual(SwiftModule.resolvedPath(path), URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path, path)
        }
    }

    /// A file outside every folder the manifest could name is no target's, without parsing it;
    /// anything that could name it (a default folder, its folder's name, a literal for the root
    /// or above) sends it to the parse.
    func testAManifestThatCannotNameTheFileIsNotParsed() {
        let root = URL(fileURLWithPath: "/p")
        let manifest = #"let package = Package(name: "P", targets: [.target(name: "App"), .testTarget(name: "AppTests", path: "Checks")])"#
        func may(_ path: String, _ text: String = manifest) -> Bool { SwiftModule.mayName(URL(fileURLWithPath: path), under: root, manifest: text) }
        XCTAssertFalse(may("/p/examples/swift/A.swift"))
        XCTAssertFalse(may("/p/scripts/B.swift"))
        XCTAssertTrue(may("/p/Sources/App/C.swift"))
        XCTAssertTrue(may("/p/Tests/AppTests/D.swift"))
        XCTAssertTrue(may("/p/Checks/E.swift"))
        XCTAssertTrue(may("/p/F.swift"))
        XCTAssertTrue(may("/elsewhere/G.swift"))
        XCTAssertTrue(may("/p/Exemplés/H.swift"), "a name beyond ASCII goes to the parse")
        for literal in [#"".""#, #""""#, #""Sources/..""#, #""/p/examples""#, #""\(folder)""#] {
            XCTAssertTrue(may("/p/examples/swift/A.swift", manifest.replacingOccurrences(of: #""Checks""#, with: literal)), literal)
        }
        // What the parse finds agrees: no target of this manifest holds an example.
        XCTAssertFalse(SwiftModule.targets(manifest: manifest).contains { target in
            SwiftModule.Location(folder: "/p/" + (target.path ?? "Sources/" + target.name)).holds("/p/examples/swift/A.swift")
        })
    }

    func testManifestTargetsAreReadWithoutRunningIt() {
        let targets = SwiftModule.targets(manifest: """
        let package = Package(name: "P", targets: [
            .target(name: "A"),
            .executableTarget(name: "B", path: "Apps/B", exclude: ["Resources"], sources: ["Code"]),
            .testTarget(name: "ATests", dependencies: ["A"]),
        ])
        """)
        XCTAssertEqual(targets.map(\.name), ["A", "B", "ATests"])
        XCTAssertEqual(targets.map(\.path), [nil, "Apps/B", nil])
        XCTAssertEqual(targets.map(\.isTest), [false, false, true])
        XCTAssertEqual(targets[1].sources, ["Code"])
        XCTAssertEqual(targets[1].exclude, ["Resources"])
    }

    // MARK: - Reading it

    func testAViewSeesItsTargetsDeclarations() throws {
        let loaded = try load("spm/Sources/Feature/CardView.swift")
        // The target's files the view reaches, the rendered one first; not the other target's,
        // nor the tests', nor UsesBroken.swift, which it does not name (`ModuleReach`).
        XCTAssertEqual(names(loaded), ["Feature/CardView.swift", "Feature/Badge.swift", "Feature/Model.swift",
                                       "Support/Theme.swift"])
        // The file that does not parse is one warning, at its syntax error (its brackets do not
        // balance, so the scan that decides what is reached cannot follow it: it is parsed).
        XCTAssertEqual(loaded.warnings.count, 1, "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings[0].contains("Broken.swift:4:24: warning: syntax error"), loaded.warnings[0])
        XCTAssertEqual(loaded.placeholders, 0)
        let result = try layout(loaded)
        // Badge: "New" 30 × 20 padded by Theme.padding 6 (Support/Theme.swift, not Other's 100).
        XCTAssertSize(result.frame("badge"), 42, 32)
        // title(for: Item.samples[1]) is "Item bb", 70 wide, in a frame of rowHeight 30 (Model.swift).
        XCTAssertSize(result.frame("title"), 70, 30)
        // VStack(spacing: Theme.spacing 4): 32 + 4 + 30; .cardStyle() pads by 10 (an extension
        // in Support/Theme.swift).
        XCTAssertSize(result.frame("card"), 90, 86)
    }

    func testAPathTargetAndAGlobalOfAnotherFile() throws {
        let loaded = try load("spm/Code/Custom/CustomView.swift")
        XCTAssertEqual(names(loaded), ["Custom/CustomView.swift", "Custom/Greeting.swift"])
        XCTAssertSize(try layout(loaded).frame("greeting"), 220, 20)
    }

    func testANameFromAFileThatDoesNotParseIsItsError() throws {
        XCTAssertThrowsError(try load("spm/Sources/Feature/UsesBroken.swift")) { error in
            let error = error as? SceneError
            XCTAssertEqual(error?.location, SourceLocation(line: 5, column: 9))
            XCTAssertTrue(error?.message.contains("'BrokenView' is declared in") == true, "\(String(describing: error))")
            XCTAssertTrue(error?.message.contains("Broken.swift:4:24") == true, "\(String(describing: error))")
        }
    }

    func testThePackageTargetsAFileImportsAreReadWithIt() throws {
        // isowords' feature views use `.isowordsBlack` of `import Styleguide`, whose `hex(_:)`
        // is in `SwiftUIHelpers`, which Styleguide imports (scripts/corpus, docs/corpus.md).
        let loaded = try load("spmimports/Sources/Screen/ScoreView.swift")
        // The imports breadth first, then the module's own files; never the unimported target.
        XCTAssertEqual(names(loaded), ["Screen/ScoreView.swift", "Styleguide/Colors.swift", "Helpers/Color.swift", "Screen/Theme.swift"])
        XCTAssertEqual(loaded.placeholders, 0)
        XCTAssertEqual(loaded.warnings, [])
        // `hex(0x123456)` through `&` and `>>`; Styleguide's colour, not Unused's red.
        XCTAssertTrue("\(loaded.json)".contains("#123456"), "\(loaded.json)")
        let result = try layout(loaded)
        // `.grid(2)` is 8: the second Text 20 + 8 below the first; the module's own Theme wins.
        XCTAssertEqual(result.frame("theme").origin.y - result.frame("score").origin.y, 28)
        XCTAssertSize(result.frame("theme"), 60, 20)
        XCTAssertEqual(SwiftModule.importedNames("import SwiftUI\n@testable import A\nimport struct B.C\n  @_exported import D\n// import E"),
                       ["SwiftUI", "A", "B", "D"])
        // CRLF line ends; `import` inside words and strings; two imports on one line's tail; a
        // last line without its newline; a multi-byte character before an import.
        XCTAssertEqual(SwiftModule.importedNames("import SwiftUI\r\nimport Charts\r\nlet important = \"import X\"\nstruct Reimport {}\n// é\nimport Overture"),
                       ["SwiftUI", "Charts", "Overture"])
        XCTAssertEqual(SwiftModule.importedNames(""), [])
        XCTAssertEqual(SwiftModule.importedNames("import"), [])
        // The `@_exported` ones come out of the same pass (`ModuleReach.files` reads no more of
        // an unreached file): not one in a comment or a string, nor a plain import after it.
        XCTAssertEqual(SwiftModule.imports("@_exported import VLCUI\nimport SwiftUI\n// @_exported import E\nlet s = \"@_exported import F\"\npublic @_exported import struct G.H"),
                       ModuleImports(imported: ["VLCUI", "SwiftUI", "G"], exported: ["VLCUI", "G"]))
    }

    func testAnXcodeAppsFolderThroughItsPreview() throws {
        let loaded = try load("xcode/App/ContentView.swift")
        // The App target's files (Shared/Format.swift too), not App/Unlisted.swift's rowHeight.
        XCTAssertEqual(names(loaded), ["App/ContentView.swift", "App/LandmarkRow.swift", "Models/Landmark.swift", "Shared/Format.swift"])
        let result = try layout(loaded)
        // Two rows of rowHeight 44 (`#if DEBUG` in LandmarkRow.swift), 200 wide.
        XCTAssertSize(result.frame("list"), 200, 88)
        // `--set compact=true` reaches the @State of the view the #Preview builds.
        let compact = try layout(try load("xcode/App/ContentView.swift", ["compact": .string("true")]))
        XCTAssertSize(compact.frame("list"), 100, 88)
        XCTAssertEqual(loaded.scene.params["compact"], .string("false"))
    }

    func testAnXcodeProjectWithoutItsProjectFile() throws {
        let loaded = try load("xcodefolder/Old/Screen.swift")
        XCTAssertEqual(names(loaded), ["Old/Screen.swift", "Old/Strings.swift"])
        XCTAssertSize(try layout(loaded).frame("caption"), 180, 20)
    }

    func testModuleNamedExplicitly() throws {
        // The lone file with the Custom target as its module: `greeting` is visible.
        let source = try temporaryDirectory(self).appendingPathComponent("Uses.swift")
        try "Text(greeting).id(\"g\")".write(to: source, atomically: true, encoding: .utf8)
        var options = SwiftSource.Options(moduleDirectory: path("spm/Code/Custom"))
        options.stepLimit = 50_000
        let loaded = try SwiftSource.load(contentsOf: source.path, options: options)
        // The file and Greeting.swift, which declares `greeting` (not CustomView.swift).
        XCTAssertEqual(loaded.files.count, 2)
        XCTAssertSize(try layout(loaded).frame("g"), 220, 20)
        XCTAssertThrowsError(try load("lone.swift", module: "no-such-folder")) { error in
            XCTAssertTrue("\(error)".contains("no such folder"), "\(error)")
        }
    }

    func testTheFileAloneWithoutAModule() throws {
        let loaded = try load("lone.swift")
        XCTAssertEqual(loaded.files.count, 1)
        XCTAssertSize(try layout(loaded).frame("alone"), 50, 20)
    }

    /// Issue 24, item 3: what a module folder may hold that is not a Swift file to read. A FIFO
    /// named `x.swift` hung the reader (it waited for a writer), `/dev/zero` behind a link would
    /// never end, a huge file would take a thousand times its size to parse; each is left out
    /// with a warning, unread, and symbolic links (a cycle) are not followed.
    func testHostileModuleFilesAreLeftOutUnread() throws {
        let folder = try temporaryDirectory(self)
        let manager = FileManager.default
        try "let shared = \"ok\"".write(to: folder.appendingPathComponent("Shared.swift"), atomically: true, encoding: .utf8)
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("Pipe.swift").path, 0o600), 0)
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("Zero.swift").path, withDestinationPath: "/dev/zero")
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("Loop").path, withDestinationPath: ".")
        try manager.createDirectory(at: folder.appendingPathComponent("Folder.swift"), withIntermediateDirectories: true)
        try Data(repeating: UInt8(ascii: ";"), count: SwiftModule.maxFileBytes + 1).write(to: folder.appendingPathComponent("Huge.swift"))
        let main = folder.appendingPathComponent("Screen.swift")
        try "Text(shared).id(\"s\")".write(to: main, atomically: true, encoding: .utf8)
        let loaded = try SwiftSource.load(contentsOf: main.path, options: SwiftSource.Options(moduleDirectory: folder.path))
        XCTAssertEqual(names(loaded).map { $0.split(separator: "/").last! }.sorted(), ["Screen.swift", "Shared.swift"])
        let warnings = loaded.warnings.joined(separator: "\n")
        XCTAssertTrue(warnings.contains("Huge.swift: warning: the file is larger than 4 MiB"), warnings)
        XCTAssertTrue(warnings.contains("Pipe.swift: warning: not a regular file"), warnings)
        XCTAssertSize(try layout(loaded).frame("s"), 20, 20)
    }

    /// A walk stops at `SwiftModule.maxEntries` (`--module /` would read the whole disk); a
    /// manifest nested past the limits is no manifest.
    func testModuleWalksAndManifestsAreBounded() throws {
        XCTAssertThrowsError(try SwiftModule.files(in: SwiftModule.Location(folder: "/"), for: "Screen.swift")) { error in
            XCTAssertTrue("\(error)".contains("more than"), "\(error)")
        }
        let deep = "let package = Package(name: \"P\", targets: " + String(repeating: "[", count: 5_000) + ")"
        XCTAssertTrue(SwiftModule.targets(manifest: "let package = Package(targets: [.target(name: \"A\")])").count == 1)
        let folder = try temporaryDirectory(self)
        try deep.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try manager(folder.appendingPathComponent("Sources/P"))
        let file = folder.appendingPathComponent("Sources/P/View.swift")
        try "Text(\"p\")".write(to: file, atomically: true, encoding: .utf8)
        XCTAssertNil(SwiftModule.location(of: file.path, choice: .automatic))
    }

    private func manager(_ folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// A module of 500 generated files (each a struct, an extension and a global): read and
    /// scanned, and the two the view reaches parsed and declared (`ModuleReach`), so rendering
    /// one view of it stays well under a second per hundred files in a debug build.
    func testALargeModuleStaysFast() throws {
        let folder = try temporaryDirectory(self)
        for index in 0..<500 {
            try """
            import SwiftUI

            struct Model\(index): Identifiable {
                var id = \(index)
                var title = "Item \(index)"
                static let sample = Model\(index)()
            }

            extension Model\(index) {
                var subtitle: String { title.uppercased() }
            }

            let spacing\(index): CGFloat = \(index % 10)

            struct Row\(index): View {
                var model = Model\(index).sample
                var body: some View {
                    HStack(spacing: spacing\(index)) {
                        Text(model.title)
                        Spacer()
                        Text(model.subtitle).font(.caption)
                    }
                    .padding(.vertical, 8)
                }
            }
            """.write(to: folder.appendingPathComponent("File\(index).swift"), atomically: true, encoding: .utf8)
        }
        let main = folder.appendingPathComponent("Screen.swift")
        try "VStack { Row7(); Row499() }.id(\"screen\")".write(to: main, atomically: true, encoding: .utf8)
        let start = Date()
        let loaded = try SwiftSource.load(contentsOf: main.path, options: SwiftSource.Options(moduleDirectory: folder.path))
        let seconds = Date().timeIntervalSince(start)
        XCTAssertEqual(names(loaded).map { $0.split(separator: "/").last! }, ["Screen.swift", "File499.swift", "File7.swift"])
        XCTAssertNotNil(try layout(loaded, width: 300).node("screen"))
        print("500-file module loaded in \(String(format: "%.2f", seconds)) s")
        XCTAssertLessThan(seconds, 30)
    }
}
