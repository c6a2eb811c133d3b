import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Two constructs of Kiwix's module code (issue 25, lane kiwix25az), each in a snippet written
/// for the test and shaped like the app code: a case named without `Self.` inside an enum's
/// static member (`static var current: Self { … return phone }`, `InterpreterEnums` step 3),
/// an assignment to a tuple of targets (`(model, state) = Self.resetState()` in a class's
/// `init`, `InterpreterTuples` step 4), and an os `Logger` message's `privacy:` interpolation
/// (Kiwix's `Config.value(for:)`); and, of compound-ios' text field style, a global named with
/// its module (`Compound.supportsGlass`) and a type-erased `AnyShape`. Laid out with the
/// fixed-advance measurer.
extension SwiftAppCodeTests {
    func testACaseNamedBareInAnEnumsStaticMemberIsThatCase() throws {
        let source = """
        import SwiftUI

        enum Idiom: String {
            case desktop
            case phone
            case tablet

            static var current: Self {
                switch 2 {
                case 1: return tablet
                case 2: return phone
                default: return desktop
                }
            }
            static let fallback: Idiom = desktop
            static func named(_ wide: Bool) -> Idiom { wide ? tablet : phone }
        }

        struct Badge: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text(Idiom.current.rawValue)
                    Text(Idiom.fallback.rawValue)
                    Text(Idiom.named(true).rawValue)
                    if Idiom.current == .phone { Text("compact") }
                }
            }
        }
        """
        XCTAssertEqual(try texts(source), ["phone", "desktop", "tablet", "compact"])
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(loaded.placeholders, 0)
        // A name that is no case of the enum is still the error it was.
        let wrong = """
        import SwiftUI
        enum Idiom { case phone
            static var current: Idiom { watch }
        }
        struct V: View { var body: some View { Text(Idiom.current == .phone ? "a" : "b") } }
        """
        XCTAssertTrue(message(wrong).contains("cannot find 'watch' in scope"), message(wrong))
    }

    func testAnAssignmentToATupleOfTargetsAssignsEachElement() throws {
        let source = """
        import SwiftUI

        enum Phase: Equatable {
            case idle
            case running
        }

        final class Monitor: ObservableObject {
            @Published var phase: Phase
            @Published var rows: [String]
            private var count: Int
            static let shared = Monitor()

            private init() {
                (rows, phase) = Self.reset()
                var label = ""
                (count, label, _) = (rows.count, "ready", 0)
                rows.append(label + " \\(count)")
            }

            static func reset() -> ([String], Phase) { (["a", "b"], .idle) }
        }

        struct Panel: View {
            @ObservedObject var monitor = Monitor.shared
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(monitor.rows, id: \\.self) { Text($0) }
                    switch monitor.phase {
                    case .idle: Text("idle")
                    case .running: Text("running")
                    }
                }
            }
        }
        """
        XCTAssertEqual(try texts(source), ["a", "b", "ready 2", "idle"])
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(loaded.placeholders, 0)
        // A tuple of another arity is an error at the targets.
        let wrong = """
        import SwiftUI
        struct V: View {
            var body: some View {
                var a = 0, b = 0
                (a, b) = (1, 2, 3)
                return Text("\\(a) \\(b)")
            }
        }
        """
        XCTAssertTrue(message(wrong).contains("cannot assign a tuple of 3 elements to 2 targets"), message(wrong))
    }

    func testALoggerMessagesPrivacyInterpolationIsTheValuesText() throws {
        let source = """
        import SwiftUI
        import os

        enum Log {
            static let settings = Logger(subsystem: "app", category: "settings")
        }

        enum Setting: String {
            case hideShuffle = "HIDE_SHUFFLE"

            static func value(for key: Setting, in table: [String: Bool]) -> Bool? {
                guard let flag = table[key.rawValue] else {
                    Log.settings.debug("Missing key: \\(key.rawValue, privacy: .public) of \\(table.count, align: .right(columns: 3), privacy: .private)")
                    return nil
                }
                return flag
            }
        }

        struct Actions: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text("Share")
                    if !(Setting.value(for: .hideShuffle, in: [:]) ?? false) { Text("Shuffle") }
                }
            }
        }
        """
        XCTAssertEqual(try texts(source), ["Share", "Shuffle"])
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(loaded.placeholders, 0)
    }

    func testAGlobalNamedWithItsModuleAndAnAnyShape() throws {
        let view = """
        import SwiftUI

        struct Field: View {
            var body: some View {
                let shape = Kit.usesCapsules ? AnyShape(Capsule()) : AnyShape(RoundedRectangle(cornerRadius: 6))
                return ZStack {
                    shape.fill(Color.red)
                    shape.stroke(Color.blue, lineWidth: 2)
                }
                .frame(width: 80, height: 30)
                .id("field")
            }
        }
        """
        let globals = "import SwiftUI\n\npublic var usesCapsules: Bool {\n    false\n}\n"
        // A package whose target is `Kit` (the module name the qualifier names).
        let files = ["Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])\n",
                     "Sources/Kit/Field.swift": view, "Sources/Kit/Globals.swift": globals]
        let folder = try writeFolder(files, for: self)
        var options = SwiftSource.Options()
        options.stepLimit = 100_000
        let loaded = try SwiftSource.load(contentsOf: folder.appendingPathComponent("Sources/Kit/Field.swift").path, options: options)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(loaded.placeholders, 0)
        XCTAssertSize(try layoutFrame(loaded, "field"), 80, 30)
        // The erased shape draws as the shape itself: the same leaves as without `AnyShape`.
        let plain = view.replacingOccurrences(of: "Kit.usesCapsules ? AnyShape(Capsule()) : AnyShape(RoundedRectangle(cornerRadius: 6))",
                                              with: "RoundedRectangle(cornerRadius: 6)")
        let unerased = try SwiftSource.load(Array(plain.utf8), file: "Field.swift", options: options)
        func placedLeaves(_ loaded: SwiftSource.Loaded) throws -> [String] {
            var options = RenderOptions(canvas: loaded.scene.canvas)
            options.width = 390
            options.height = 800
            var found: [String] = []
            func walk(_ node: PlacedNode) {
                if node.children.isEmpty { found.append("\(node.kind) \(node.frame)") }
                node.children.forEach(walk)
            }
            walk(try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer()).root)
            return found
        }
        XCTAssertEqual(try placedLeaves(loaded), try placedLeaves(unerased))
        // `Kit` naming no module of the program is what it was: unknown.
        let other = try SwiftSource.load(Array(view.replacingOccurrences(of: "Kit.usesCapsules", with: "Kat.usesCapsules").utf8), file: "Field.swift", options: options)
        XCTAssertFalse(other.warnings.isEmpty)
    }
}
