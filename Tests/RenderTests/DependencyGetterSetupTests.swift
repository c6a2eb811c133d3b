import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// A swift-dependencies key whose `DependencyValues` getter prepares the value on its first read
/// (`InterpreterDependencies` step 3; lane fresh25at, issue 25): an app's environment global read
/// through `@Dependency`, and SwiftGen's `tr` reading its strings through that global. Shaped
/// like Home Assistant's `Current` (a computed global over `@Dependency(\.environment)`, a class
/// whose `LocalizedManager` reads the bundle's table), written for the test; laid out with the
/// fixed-advance measurer (10 pt a character, 20 pt lines).
final class DependencyGetterSetupTests: XCTestCase {
    private static func module(getter: String) -> [String: String] {
        let view = """
        import Dependencies
        import SwiftUI

        private var sharedEnvironment = AppWorld()

        private enum AppWorldKey: DependencyKey {
            static var liveValue: AppWorld { sharedEnvironment }
        }

        extension DependencyValues {
            var world: AppWorld {
                get {
        \(getter)
                }
                set { self[AppWorldKey.self] = newValue }
            }
        }

        var World: AppWorld {
            @Dependency(\\.world) var world
            return world
        }

        class Localizer {
            private let bundle: Bundle
            init() { bundle = Bundle(for: Self.self) }
            func string(_ key: String, _ table: String) -> String {
                bundle.localizedString(forKey: key, value: nil, table: table)
            }
        }

        class AppWorld {
            var localizer = Localizer()
            var ready = false
            func prepare() { ready = true }
        }

        enum Strings {
            static var title: String { Strings.tr("Localizable", "hook.title") }
            static var missing: String { Strings.tr("Localizable", "hook.missing") }
            private static func tr(_ table: String, _ key: String) -> String {
                World.localizer.string(key, table)
            }
        }

        struct HookView: View {
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text(Strings.title).id("title")
                    Text(Strings.missing)
                }
            }
        }
        """
        return ["View.swift": view, "en.lproj/Localizable.strings": "\"hook.title\" = \"Webhook\";\n"]
    }

    /// The getter binds `self[AppWorldKey.self]` to a constant, prepares it on the first read and
    /// returns it: the value is the key's `liveValue`, the table's text where it has the key, else
    /// the key (as iOS shows it); one note says the setup was not run.
    func testAGetterThatPreparesItsValueReadsTheKeysValue() throws {
        let loaded = try loadModule(Self.module(getter: """
                    let value = self[AppWorldKey.self]
                    if value === sharedEnvironment {
                        value.prepare()
                    }
                    return value
        """), test: self)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["Webhook", "hook.missing"])
        XCTAssertSize(try layoutFrame(loaded, "title"), 70, 20)
        XCTAssertEqual(loaded.notes.filter { $0.contains("DependencyValues.world read as AppWorldKey's value") }.count, 1, "\(loaded.notes)")
    }

    /// A getter that returns something else than the constant it read (here a fresh value)
    /// names no key: the read stays the unknown value `@Dependency world`, a named placeholder.
    func testAGetterThatReturnsAnotherValueStaysUnknown() throws {
        let loaded = try loadModule(Self.module(getter: """
                    let value = self[AppWorldKey.self]
                    let other = AppWorld()
                    return other
        """), test: self)
        XCTAssertEqual(loaded.warnings.count, 2, "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings.allSatisfy { $0.contains("placeholder for Text(@Dependency world)") }, "\(loaded.warnings)")
    }

    /// A getter that binds the read with `var` (it could be replaced before it is returned) names
    /// no key either.
    func testAGetterThatBindsTheReadToAVariableStaysUnknown() throws {
        let loaded = try loadModule(Self.module(getter: """
                    var value = self[AppWorldKey.self]
                    value = AppWorld()
                    return value
        """), test: self)
        XCTAssertEqual(loaded.warnings.count, 2, "\(loaded.warnings)")
    }

    /// Home Assistant's webhook URL: `appendingPathComponent(_:isDirectory:)` through
    /// Foundation (`isDirectory: true` ends the path with a slash).
    func testAppendingAPathComponentWithIsDirectory() throws {
        let source = """
        import SwiftUI

        struct HookURLView: View {
            let base = URL(string: "http://internal.example.com")!
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text(base.appendingPathComponent("api/hook/7", isDirectory: false).absoluteString).id("file")
                    Text(base.appendingPathComponent("media", isDirectory: true).absoluteString)
                }
            }
        }
        """
        let loaded = try SwiftSource.load(Array(source.utf8), file: "View.swift", options: SwiftSource.Options())
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["http://internal.example.com/api/hook/7", "http://internal.example.com/media/"])
        XCTAssertSize(try layoutFrame(loaded, "file"), 380, 20)
    }
}

/// `self.init()` in a convenience initialiser an extension adds to a class that declares no
/// initialiser (Element X's mocks: a generated class, its `convenience init(_ configuration:)`
/// in an extension): Swift's implicit `init()` leaves the stored defaults, then the body runs.
final class ImplicitInitDelegationTests: XCTestCase {
    func testSelfInitOfAClassWithoutInitialisersIsTheImplicitOne() throws {
        let source = """
        import SwiftUI

        class ProviderMock {
            var title = "Untitled"
            var count = 2
        }

        extension ProviderMock {
            struct Configuration { var title: String }
            convenience init(_ configuration: Configuration) {
                self.init()
                title = configuration.title
            }
        }

        struct ProviderView: View {
            let provider = ProviderMock(.init(title: "Preview"))
            var body: some View {
                Text("\\(provider.title) \\(provider.count)").id("title")
            }
        }
        """
        let loaded = try SwiftSource.load(Array(source.utf8), file: "View.swift", options: SwiftSource.Options())
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["Preview 2"])
    }
}
