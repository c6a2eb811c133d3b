import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// The module's own `@propertyWrapper` types (InterpreterPropertyWrappers): static and instance
/// properties read through `wrappedValue`, `$x` through `projectedValue`, made with
/// `wrappedValue:` and the attribute's arguments; UserDefaults at rest are a fresh install's.
final class SwiftPropertyWrapperTests: XCTestCase {
    let wrappers = #"""
    import SwiftUI
    @propertyWrapper
    struct Stored<T> {
        let key: String
        let defaultValue: T
        init(_ key: String, defaultValue: T) {
            self.key = key
            self.defaultValue = defaultValue
        }
        var wrappedValue: T {
            get { UserDefaults.standard.object(forKey: key) as? T ?? defaultValue }
            set { UserDefaults.standard.set(newValue, forKey: key) }
        }
    }
    @propertyWrapper
    struct Clamped {
        var value: Int
        let upper: Int
        init(wrappedValue: Int, upper: Int) {
            value = min(wrappedValue, upper)
            self.upper = upper
        }
        var wrappedValue: Int {
            get { value }
            set { value = min(newValue, upper) }
        }
        var projectedValue: String { "at most \(upper)" }
    }
    struct Settings {
        @Stored("original_title", defaultValue: false)
        static var originalTitle: Bool
        @Stored("region", defaultValue: "US")
        static var region: String
    }
    """#

    func texts(_ body: String) throws -> [String] {
        let source = wrappers + "\n" + body
        return try layoutTexts(try SwiftSource.load(Array(source.utf8), file: "Wrappers.swift", options: SwiftSource.Options()))
    }

    /// A fresh install's UserDefaults hold nothing: the wrappers' defaults show.
    func testStaticWrappedPropertiesReadTheirGetter() throws {
        XCTAssertEqual(try texts(#"""
        struct Row: View {
            var body: some View {
                VStack {
                    Text(Settings.originalTitle ? "Original" : "Title")
                    Text(Settings.region)
                }
            }
        }
        """#), ["Title", "US"])
    }

    /// The initial value goes in as `wrappedValue:`, before the attribute's arguments; the
    /// memberwise argument replaces it; `$count` is the projected value.
    func testInstanceWrappedPropertiesAndTheirProjection() throws {
        XCTAssertEqual(try texts(#"""
        struct Badge: View {
            @Clamped(upper: 5) var count: Int = 0
            var body: some View { Text("\(count) \($count)") }
        }
        struct Row: View {
            @Clamped(upper: 5) var count: Int = 9
            var body: some View {
                VStack {
                    Text("\(count)")
                    Badge(count: 7)
                    Badge()
                }
            }
        }
        """#), ["5", "5 at most 5", "0 at most 5"])
    }

    /// Assigning one is not run: a located error (or, where the renderer carries on past a
    /// failing `init`, its warning), never a silent change.
    func testAssigningAWrappedStaticIsNotSilent() throws {
        let source = wrappers + "\n" + #"""
        struct Setter: View {
            init() { Settings.region = "FR" }
            var body: some View { Text("Set") }
        }
        struct Row: View {
            var body: some View { VStack { Setter(); Text(Settings.region) } }
        }
        """#
        do {
            let loaded = try SwiftSource.load(Array(source.utf8), file: "Wrappers.swift", options: SwiftSource.Options())
            XCTAssertTrue(loaded.warnings.contains { $0.contains("assigning 'region'") }, "\(loaded.warnings)")
        } catch {
            XCTAssertTrue("\(error)".contains("assigning 'region'"), "\(error)")
        }
    }

    /// In a type with an explicit `init` the wrapper still holds the property (Swift prints
    /// 5 for `@Clamped(upper: 5) var count = 9`), and an `init` assigning it makes the wrapper
    /// with that value (7 clamped to 5; 2 kept).
    func testAnExplicitInitKeepsTheWrapperAndAssignsThroughIt() throws {
        XCTAssertEqual(try texts(#"""
        struct Declared: View {
            @Clamped(upper: 5) var count: Int = 9
            init() {}
            var body: some View { Text("\(count)") }
        }
        struct Assigned: View {
            @Clamped(upper: 5) var count: Int
            init(start: Int) { self.count = start }
            var body: some View { Text("\(count)") }
        }
        struct Row: View {
            var body: some View { VStack { Declared(); Assigned(start: 7); Assigned(start: 2) } }
        }
        """#), ["5", "5", "2"])
    }

    /// `@MainActor` before the wrapper, and the wrapper named with its generic argument.
    func testTheWrapperIsTheFirstAttributeThatCanBeOne() throws {
        XCTAssertEqual(try texts(#"""
        enum Flags {
            @MainActor @Stored<String>("mode", defaultValue: "light")
            static var mode: String
        }
        struct Row: View {
            var body: some View { Text(Flags.mode) }
        }
        """#), ["light"])
    }
}
