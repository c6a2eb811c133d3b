import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Two constructs of Kiwix's module code (issue 25, lane kiwix25az), each in a snippet written
/// for the test and shaped like the app code: a case named without `Self.` inside an enum's
/// static member (`static var current: Self { … return phone }`, `InterpreterEnums` step 3),
/// an assignment to a tuple of targets (`(model, state) = Self.resetState()` in a class's
/// `init`, `InterpreterTuples` step 4), and an os `Logger` message's `privacy:` interpolation
/// (Kiwix's `Config.value(for:)`). Laid out with the fixed-advance measurer.
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
}
