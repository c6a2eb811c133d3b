import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// A settings panel package's helpers (nalexn's EnvironmentOverrides, docs/corpus.md): the
/// module's `extension Binding` methods called on bindings held in properties
/// (`InterpreterBindingExtensions`), and statics of its extensions of types the renderer does
/// not otherwise know (`InterpreterExtensionStatics`). Snippets written for the test.
extension SwiftAppCodeTests {
    private var bindingHelpers: String {
        """
        import SwiftUI

        extension Binding {
            func map<T>(toValue: @escaping (Value) -> T, fromValue: @escaping (T) -> Value) -> Binding<T> {
                .init(get: { toValue(self.wrappedValue) }, set: { self.wrappedValue = fromValue($0) })
            }
            func onChange(_ perform: @escaping (Value) -> Void) -> Binding<Value> {
                .init(get: { self.wrappedValue }, set: { self.wrappedValue = $0; perform($0) })
            }
            func label(_ prefix: String) -> String { "\\(prefix)" }
        }

        struct Panel {
            struct Params {
                let scheme: Binding<ColorScheme>
                let size: Binding<Int>
                let name: Binding<String>
            }
        }
        """
    }

    func testBindingExtensionMethodsRunOnBindingsHeldInProperties() throws {
        XCTAssertEqual(try texts(bindingHelpers + """

        struct Row: View {
            let title: String
            let value: Binding<Bool>
            var body: some View {
                Text(value.onChange { _ in }.wrappedValue ? title + " on" : title + " off")
            }
        }

        struct PanelView: View {
            let params = Panel.Params(scheme: .constant(.dark), size: .constant(3), name: .constant("Ann"))
            var body: some View {
                VStack {
                    Row(title: "Dark", value: params.scheme.map(toValue: { $0 == .dark }, fromValue: { $0 ? .dark : .light }))
                    Row(title: "Big", value: params.size.map(toValue: { $0 > 4 }, fromValue: { $0 ? 5 : 1 }))
                    Text(params.name.onChange { _ in }.map(toValue: { $0.uppercased() }, fromValue: { $0 }).wrappedValue)
                    Text(params.name.label("x"))
                }
            }
        }
        """), ["Dark on", "Big off", "ANN", "x"])
    }

    func testABindingExtensionMethodDrivesAToggle() throws {
        // `SwiftUI.Toggle(isOn: value)` inside the package's own `Toggle` view nested in an
        // extension, given a mapped binding: drawn as a toggle, with no warning.
        let source = bindingHelpers + """

        extension Panel {
            struct Toggle: View {
                let title: String
                let value: Binding<Bool>
                var body: some View {
                    SwiftUI.Toggle(isOn: value) { Text(title) }
                }
            }
        }

        struct PanelView: View {
            let params = Panel.Params(scheme: .constant(.dark), size: .constant(3), name: .constant("Ann"))
            var body: some View {
                Panel.Toggle(title: "Dark", value: params.scheme.map(toValue: { $0 == .dark }, fromValue: { $0 ? .dark : .light }))
            }
        }
        """
        XCTAssertEqual(try load(source).warnings.filter { $0.contains("warning") }, [])
        XCTAssertEqual(try texts(source), ["Dark"])
    }

    func testStaticsOfAnExtensionOfATypeTheRendererDoesNotKnow() throws {
        XCTAssertEqual(try texts("""
        import SwiftUI

        extension EnvironmentValues {
            static var isMac: Bool {
                #if targetEnvironment(macCatalyst) || os(macOS)
                return true
                #else
                return false
                #endif
            }
            static var names: [String] = {
                let all = ["en", "fr"]
                return all.map { $0.uppercased() }
            }()
        }

        extension ContentSizeCategory {
            static var step: CGFloat {
                return 1 / CGFloat(5 - 1)
            }
        }

        struct V: View {
            var body: some View {
                VStack {
                    Text(EnvironmentValues.isMac ? "mac" : "phone")
                    Text(EnvironmentValues.names.joined(separator: "+"))
                    Text("\\(ContentSizeCategory.step)")
                }
            }
        }
        """), ["phone", "EN+FR", "0.25"])
        // Another member of such a type stays an unknown value, named.
        let loaded = try load("""
        import SwiftUI
        extension EnvironmentValues { static var isMac: Bool { false } }
        struct V: View { var body: some View { Text(EnvironmentValues.other) } }
        """)
        XCTAssertEqual(loaded.warnings.filter { $0.contains("placeholder") }.count, 1, "\(loaded.warnings)")
    }

    func testAnUnqualifiedStaticOfSelfInAStaticGetterIsAnUnknownValue() throws {
        // Element X's `ProcessInfo.isRunningAccessibilityTests` (`processInfo` under `#if DEBUG`)
        // and a `UIApplication` getter reading `shared`: each name is Self's static, never "cannot
        // find in scope"; `UIApplication.shared` the renderer does not model, so that `if` is a
        // named placeholder.
        let processInfo = """
        import SwiftUI
        extension ProcessInfo {
            static var isA11yTesting: Bool {
                #if DEBUG
                processInfo.environment["A11Y_VIEW"] != nil
                #else
                false
                #endif
            }
        }
        struct Stack: View {
            var body: some View {
                if ProcessInfo.isA11yTesting { Text("testing") } else { Text("app") }
            }
        }
        """
        let application = """
        import SwiftUI
        extension UIApplication {
            static var isActive: Bool {
                // `shared` is modelled (`InterpreterApplicationScenes`); this member of it is not.
                let state = shared.isIdleTimerDisabled
                return state
            }
        }
        struct Screen: View {
            var body: some View {
                if UIApplication.isActive { Text("active") }
                Text("always")
            }
        }
        """
        // `processInfo` is Self's static the renderer models (`ProcessInfo` at rest: an empty
        // environment), so the getter runs to false and the app's branch is drawn.
        let first = try load(processInfo)
        XCTAssertEqual(try texts(processInfo), ["app"])
        XCTAssertEqual(first.warnings.filter { $0.contains("placeholder") }, [], "\(first.warnings)")
        XCTAssertEqual(try texts(application), ["if UIApplication.isActive", "always"])
        let second = try load(application)
        XCTAssertEqual(second.warnings.filter { $0.contains("placeholder for if UIApplication.isActive") }.count, 1, "\(second.warnings)")
        // Under `--strict` the unknown value is the error, named.
        XCTAssertNoThrow(try SwiftSource.load(Array(processInfo.utf8), file: "v.swift", options: .init(strict: true)))
        for (source, name) in [(application, "UIApplication.isIdleTimerDisabled")] {
            XCTAssertThrowsError(try SwiftSource.load(Array(source.utf8), file: "v.swift", options: .init(strict: true))) { error in
                XCTAssertTrue("\(error)".contains("unknown \(name)"), "\(error)")
            }
        }
        // A standard type's static, unqualified, reads as `Self.name` does.
        XCTAssertEqual(try texts("""
        import SwiftUI
        extension Int {
            static var biggest: Int {
                let top = max
                return top == Int.max ? 1 : 0
            }
        }
        struct V: View { var body: some View { Text("\\(Int.biggest)") } }
        """), ["1"])
    }

    func testAnInstanceGetterOfAnExtensionIsNotReadAsAStatic() throws {
        // `var palette` (no `static`) of `extension EnvironmentValues`: `EnvironmentValues.palette`
        // does not run it; it stays an unknown value, named.
        let loaded = try load("""
        import SwiftUI
        extension EnvironmentValues { var palette: String { "warm" } }
        struct V: View { var body: some View { Text(EnvironmentValues.palette) } }
        """)
        XCTAssertEqual(loaded.warnings.filter { $0.contains("placeholder") }.count, 1, "\(loaded.warnings)")
    }

    func testSwiftUICaseListsAreCounted() throws {
        // The package's `floatValue`: the index of the environment's size among `allCases`.
        XCTAssertEqual(try texts("""
        import SwiftUI
        extension ContentSizeCategory {
            var index: Int { ContentSizeCategory.allCases.firstIndex(of: self) ?? -1 }
            static var last: Int { return allCases.count - 1 }
        }
        struct V: View {
            @State private var values = EnvironmentValues()
            var body: some View {
                VStack {
                    Text("\\(values.sizeCategory.index) of \\(ContentSizeCategory.last)")
                    Text("\\(DynamicTypeSize.allCases.count) \\(ContentSizeCategory.allCases.firstIndex(of: .accessibilityMedium) ?? -1)")
                }
            }
        }
        """), ["3 of 11", "12 7"])
    }

    func testALocaleSelectionMatchesTheTagOfAnEqualLocale() throws {
        // `Picker(selection: locale) { ForEach(locales, id: \.self) { … } }`: Foundation values
        // as tags, equal when their fields are.
        func picker(_ selected: String) throws -> (Int?, [String]) {
            let result = try layout("""
            import SwiftUI
            struct V: View {
                let locales = [Locale(identifier: "de"), Locale(identifier: "en")]
                var body: some View {
                    Picker("", selection: .constant(Locale(identifier: "\(selected)"))) {
                        ForEach(locales, id: \\.self) { Text($0.identifier) }
                    }
                    .pickerStyle(.segmented)
                }
            }
            """)
            var selection: Int?
            result.root.forEach { if case .control(.segmented(_, let chosen), _) = $0.content { selection = chosen } }
            return (selection, result.warnings)
        }
        XCTAssertEqual(try picker("en").0, 1)
        XCTAssertEqual(try picker("en").1.filter { $0.contains("matches no option") }, [])
        XCTAssertNil(try picker("fr").0)
        XCTAssertEqual(try picker("fr").1.filter { $0.contains("matches no option") }.count, 1)
    }

    /// Step 4: `where Value == X` (of the extension, or the method's own) is checked against
    /// the binding's value: of two methods of one name each binding runs its own value's
    /// (before, two that fit took the usual path), and one for another value type is not run
    /// (before, `extension Binding where Value == Bool` ran on a `Binding<String>`; review 17 R1).
    func testABindingMethodRunsOnlyWhereItsValueRequirementHolds() throws {
        XCTAssertEqual(try texts("""
        import SwiftUI
        extension Binding where Value == Bool {
            func summary() -> String { wrappedValue ? "on" : "off" }
        }
        extension Binding where Value == String {
            func summary() -> String { "text " + wrappedValue }
        }
        extension Binding {
            func caption() -> String where Value == Int { "count \\(wrappedValue)" }
            func caption() -> String where Value == String? { wrappedValue ?? "none" }
        }
        struct Settings: View {
            let enabled: Binding<Bool>
            let name: Binding<String>
            let count: Binding<Int>
            let nickname: Binding<String?>
            var body: some View {
                VStack {
                    Text(enabled.summary())
                    Text(name.summary())
                    Text(count.caption())
                    Text(nickname.caption())
                }
            }
        }
        #Preview {
            Settings(enabled: .constant(true), name: .constant("Ann"), count: .constant(3), nickname: .constant("Bo"))
        }
        """), ["on", "text Ann", "count 3", "Bo"])
        // The one method of `Value == Bool` is not run on a `Binding<String>`.
        let other = try texts("""
        import SwiftUI
        extension Binding where Value == Bool {
            func summary() -> String { "a switch" }
        }
        struct Field: View {
            let name: Binding<String>
            var body: some View { Text(name.summary()) }
        }
        #Preview { Field(name: .constant("Ann")) }
        """)
        // It takes the usual path: String has no `summary()`, a named placeholder.
        XCTAssertEqual(other, ["Text(String.summary(…))"])
    }

    /// Step 4's rule is the one an array's `where Element == X` is checked by (`valueMayBe`):
    /// of two methods of one name on `[Int]`, the one of `Element == Int` runs (before, the
    /// `Element == String` one did: a number was let through any standard type).
    func testAnArraysElementRequirementIsCheckedByTheValuesKind() throws {
        XCTAssertEqual(try texts("""
        import SwiftUI
        extension Array where Element == String {
            func summary() -> String { "strings" }
        }
        extension Array where Element == Int {
            func summary() -> String { "ints" }
        }
        struct Totals: View {
            let counts = [1, 2]
            let names = ["a"]
            var body: some View {
                VStack {
                    Text(counts.summary())
                    Text(names.summary())
                }
            }
        }
        """), ["ints", "strings"])
    }

    /// `extension Array<Int>` and `extension Binding<Bool>` (SE-0361, Swift 5.7) are the
    /// extensions `where Element == Int` / `where Value == Bool`: their methods are found and
    /// run where the argument holds (before, keyed by the written `Array<Int>`, never found: a
    /// placeholder).
    func testAnExtensionOfAGenericTypeWithItsArgumentIsASameTypeRequirement() throws {
        XCTAssertEqual(try texts("""
        import SwiftUI
        extension Array<Int> {
            func total() -> Int { reduce(0, +) }
        }
        extension Binding<Bool> {
            func label() -> String { wrappedValue ? "on" : "off" }
        }
        extension Binding<String> {
            func label() -> String { "text " + wrappedValue }
        }
        struct Panel: View {
            let isOn: Binding<Bool>
            let name: Binding<String>
            var body: some View {
                VStack {
                    Text("\\([1, 2, 3].total())")
                    Text(isOn.label())
                    Text(name.label())
                }
            }
        }
        #Preview { Panel(isOn: .constant(true), name: .constant("Ann")) }
        """), ["6", "on", "text Ann"])
    }

    /// Step 5: a method whose body the renderer cannot run (Swiftfin's `Binding<T>(get:set:)`, a
    /// generic type called) leaves the call to the usual path, as before such methods ran: the
    /// file renders, never "cannot call the type Binding".
    func testABindingMethodWhoseBodyCannotRunTakesTheUsualPath() throws {
        let source = """
        import SwiftUI
        extension Binding {
            func map<V>(getter: @escaping (Value) -> V, setter: @escaping (V) -> Value) -> Binding<V> {
                Binding<V>(
                    get: { getter(wrappedValue) },
                    set: { wrappedValue = setter($0) }
                )
            }
        }
        struct LanguageField: View {
            private let selection: Binding<String?>
            init(selection: Binding<String?>) {
                self.selection = selection
            }
            var body: some View {
                VStack {
                    Text("before")
                    TextField("Language", text: selection.map(getter: { $0 ?? "" }, setter: { $0 }))
                }
            }
        }
        #Preview {
            LanguageField(selection: .constant("en"))
        }
        """
        let loaded = try load(source)
        XCTAssertFalse(loaded.warnings.contains { $0.contains("cannot call") }, "\(loaded.warnings)")
        XCTAssertEqual(try texts(source).first, "before")
    }
}
