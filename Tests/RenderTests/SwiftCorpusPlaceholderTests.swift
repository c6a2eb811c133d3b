import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Placeholders of the corpus's files that were the renderer's, not the app's (docs/corpus.md,
/// branch corpus25d), each in a snippet shaped like the app code.
final class SwiftCorpusPlaceholderTests: XCTestCase {
    private func load(_ files: [String: String], entry: String = "View.swift") throws -> SwiftSource.Loaded {
        try loadModule(files, entry: entry, test: self)
    }

    private func texts(_ loaded: SwiftSource.Loaded) throws -> [String] { try layoutTexts(loaded) }

    /// SwiftedMind's Scrumdinger: `Mock.DailyScrum.example`, an enum nested in `extension Mock`
    /// whose name is also the module's `DailyScrum` struct: the qualified name is the nested one.
    func testQualifiedNestedTypeBeatsTheFileScopeNamesake() throws {
        let models = """
        public struct DailyScrum {
            public var title: String
            public init(title: String) { self.title = title }
        }
        public enum Mock {}
        extension Mock {
            public enum DailyScrum {
                public static var example: Models.DailyScrum { Models.DailyScrum(title: "Design") }
            }
        }
        """
        let view = """
        import SwiftUI
        struct ScrumRow: View {
            var scrum: DailyScrum
            var body: some View { Text(scrum.title) }
        }
        #Preview { ScrumRow(scrum: Mock.DailyScrum.example) }
        """
        let loaded = try load(["View.swift": view, "Models.swift": models])
        XCTAssertEqual(loaded.placeholders, 0, "\(loaded.warnings)")
        XCTAssertEqual(try texts(loaded), ["Design"])
    }

    /// Food Truck's `SocialFeedPlusSettings`: `let placement = ToolbarItemPlacement.…` in a
    /// toolbar under `#if os(iOS)`, a StoreKit sheet that shows only once asked, and
    /// `DonutView`'s `.interpolation(.medium)` of a resizable image.
    func testToolbarPlacementLetStoreKitSheetAndInterpolation() throws {
        let view = """
        import SwiftUI
        struct Settings: View {
            @State private var isPresented = false
            var body: some View {
                NavigationStack {
                    Text("Body")
                        .navigationTitle("Manage")
                        .toolbar {
                            #if os(iOS)
                            let placement = ToolbarItemPlacement.navigationBarTrailing
                            #else
                            let placement = ToolbarItemPlacement.cancellationAction
                            #endif
                            ToolbarItemGroup(placement: placement) {
                                Button { } label: { Label("Dismiss", systemImage: "xmark") }
                            }
                        }
                        .manageSubscriptionsSheet(isPresented: $isPresented)
                }
            }
        }
        """
        let loaded = try load(["View.swift": view])
        XCTAssertEqual(loaded.placeholders, 0, "\(loaded.warnings)")
        XCTAssertEqual(loaded.warnings.filter { $0.contains("View.swift") }, [])

        let image = """
        import SwiftUI
        struct Donut: View {
            var body: some View {
                VStack {
                    Image(systemName: "circle").resizable().interpolation(.medium).scaledToFit()
                    Image(systemName: "square").resizable().interpolation(.none)
                }
            }
        }
        """
        let drawn = try load(["View.swift": image])
        XCTAssertTrue(drawn.notes.contains { $0.contains("View.swift:5:52: note: ignored .interpolation(.medium)") }, "\(drawn.notes)")
        XCTAssertTrue(drawn.warnings.contains { $0.contains("View.swift:6:") && $0.contains("interpolation") }, "\(drawn.warnings)")
    }

    /// Food Truck's `DonutView`: `Image("dough/plain-thumb", bundle: .module)` in a local
    /// package target the app imports, whose own catalog holds the image (a namespace group).
    func testAnImportedTargetsCatalog() throws {
        let folder = try temporaryDirectory(self)
        func write(_ path: String, _ text: String) throws {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try write("Package.swift", """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Shop", targets: [
            .target(name: "Kit", resources: [.process("Assets.xcassets")]),
            .target(name: "App", dependencies: ["Kit"]),
        ])
        """)
        try write("Sources/Kit/DonutImage.swift", """
        import SwiftUI
        public struct DonutImage: View {
            public init() {}
            public var body: some View { Image("dough/plain-thumb", bundle: .module) }
        }
        """)
        try write("Sources/Kit/Assets.xcassets/Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
        try write("Sources/Kit/Assets.xcassets/dough/Contents.json", #"{"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"#)
        try write("Sources/Kit/Assets.xcassets/dough/plain-thumb.imageset/Contents.json",
                  #"{"images":[{"filename":"logo.png","idiom":"universal","scale":"3x"}],"info":{"author":"xcode","version":1}}"#)
        let logo = repositoryRoot.appendingPathComponent("Tests/RenderTests/Fixtures/assets/Sources/Cards/Assets.xcassets/Logo.imageset/logo-large.png")
        try FileManager.default.copyItem(at: logo, to: folder.appendingPathComponent("Sources/Kit/Assets.xcassets/dough/plain-thumb.imageset/logo.png"))
        try write("Sources/App/View.swift", """
        import SwiftUI
        import Kit
        struct OrderRow: View {
            var body: some View { DonutImage() }
        }
        """)
        let loaded = try SwiftSource.load(contentsOf: folder.appendingPathComponent("Sources/App/View.swift").path, options: SwiftSource.Options())
        XCTAssertEqual(loaded.placeholders, 0, "\(loaded.warnings)")
        let root = try Renderer.layout(loaded.scene.root, options: RenderOptions(), measurer: FixedAdvanceMeasurer()).root
        XCTAssertEqual(root.extent?.width, 10, "logo-large.png: 30 pixels at 3x")
    }

    /// WeChat's `ActivityIndicator`: `ProgressView().progressViewStyle(.circular)`, and a
    /// determinate one in that style, are both the spinner on iOS.
    func testCircularProgressViewStyleIsTheSpinner() throws {
        let view = """
        import SwiftUI
        struct ActivityIndicator: View {
            var body: some View {
                VStack {
                    ProgressView().progressViewStyle(.circular)
                    ProgressView(value: 0.5).progressViewStyle(.circular).id("half")
                    ProgressView(value: 0.5).progressViewStyle(.automatic).id("bar")
                }
            }
        }
        """
        let loaded = try load(["View.swift": view])
        XCTAssertEqual(loaded.warnings.filter { $0.contains("View.swift") }, [])
        var options = RenderOptions(canvas: loaded.scene.canvas)
        options.width = 390
        options.height = 800
        let root = try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer())
        // The indicator is its own 20-point square (`.medium`); the bar takes the width offered, 4 high.
        XCTAssertEqual(root.frame("half").height, root.frame("half").width)
        XCTAssertEqual(root.frame("bar").height, 4)
    }
}
