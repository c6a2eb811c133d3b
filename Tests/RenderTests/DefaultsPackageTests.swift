import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// The Defaults package's `Defaults[.key]` at rest (`InterpreterDefaultsPackage`, lane fresh25d:
/// Kiwix's `PortInput`): a fresh install stores nothing, so a key reads its declared default.
/// Snippets written for the test, shaped like a settings row; the fixed-advance measurer (10 pt
/// a character, 20 pt lines).
final class DefaultsPackageTests: XCTestCase {
    private func load(_ source: String) throws -> SwiftSource.Loaded {
        try SwiftSource.load(Array(source.utf8), file: "View.swift", options: SwiftSource.Options())
    }

    private static let keys = """
    import SwiftUI
    import Defaults

    enum Server { static let defaultPort = 8080 }

    extension Defaults.Keys {
        static let portNumber = Key<Int>("portNumber", default: Server.defaultPort)
        static let zoom = Key<Double>("zoom", default: 1)
        static let nickname = Key<String?>("nickname")
        static let greeting = Defaults.Key<String>("greeting", default: "Hello")
    }

    """

    func testAKeyReadsItsDefaultConvertedToItsType() throws {
        let loaded = try load(Self.keys + """
        final class PortModel: ObservableObject {
            @Published var text: String = "\\(Defaults[.portNumber])"
        }

        struct PortRow: View {
            @ObservedObject private var model = PortModel()
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text(model.text).id("port")
                    Text("\\(Defaults[.zoom])").id("zoom")
                    Text(Defaults[.nickname] ?? "none").id("nickname")
                    Text(Defaults[Defaults.Keys.greeting]).id("greeting")
                }
            }
        }
        """)
        XCTAssertEqual(loaded.warnings, [])
        let result = try Renderer.layout(loaded.scene.root, options: RenderOptions(canvas: loaded.scene.canvas), measurer: FixedAdvanceMeasurer())
        // "8080", "1.0" (a Double, as Swift prints it), "none" (no default: nil), "Hello".
        XCTAssertSize(result.frame("port"), 40, 20)
        XCTAssertSize(result.frame("zoom"), 30, 20)
        XCTAssertSize(result.frame("nickname"), 40, 20)
        XCTAssertSize(result.frame("greeting"), 50, 20)
    }

    /// Step 1: without `import Defaults` (or where the module declares its own `Defaults`) the
    /// name is not the package's: an unknown name stays a named placeholder.
    func testWithoutTheImportItIsNotThePackage() throws {
        let loaded = try load(Self.keys.replacingOccurrences(of: "import Defaults\n", with: "") + """
        struct PortRow: View {
            var body: some View {
                Text("\\(Defaults[.portNumber])")
            }
        }
        """)
        XCTAssertTrue(loaded.warnings.contains { $0.contains("placeholder") }, "\(loaded.warnings)")
    }
}
