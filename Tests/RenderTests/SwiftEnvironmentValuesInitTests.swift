import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// `EnvironmentValues()` and keys set to the value they have at rest
/// (`InterpreterEnvironmentValuesInit`): a modifier shaped like EnvironmentOverrides', which sets
/// a fresh environment's keys on its content until an `onAppear` that never runs at rest.
extension SwiftAppCodeTests {
    func testAFreshEnvironmentsKeysChangeNothingDrawn() throws {
        let source = """
        import SwiftUI
        struct Overrides: ViewModifier {
            @State private var values = EnvironmentValues()
            func body(content: Content) -> some View {
                content
                    .onAppear { values.accessibilityEnabled = true }
                    .environment(\\.locale, values.locale)
                    .environment(\\.sizeCategory, values.sizeCategory)
                    .environment(\\.layoutDirection, values.layoutDirection)
                    .environment(\\.accessibilityEnabled, values.accessibilityEnabled)
                    .environment(\\.colorScheme, values.colorScheme)
            }
        }
        struct Screen: View {
            var body: some View {
                VStack {
                    Text("Hi").modifier(Overrides())
                    Text("\\(EnvironmentValues().accessibilityEnabled) \\(EnvironmentValues().locale.identifier)")
                    Text("On").environment(\\.accessibilityEnabled, true)
                }
            }
        }
        """
        let loaded = try load(source)
        // Only the key set to another value than it has at rest is left out, with its warning.
        XCTAssertEqual(loaded.warnings.count, 1, "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings.first?.contains("App.swift:19:23: warning: left out .environment(\\.accessibilityEnabled, …)") == true, "\(loaded.warnings)")
        XCTAssertEqual(try texts(source), ["Hi", "false en_US", "On"])
    }

    /// `.environment(\.isEnabled, true)` is not a no-op under a `.disabled(true)` ancestor, so
    /// it keeps its warning though `true` is the key's value at rest.
    func testIsEnabledTrueKeepsItsWarning() throws {
        let source = """
        import SwiftUI
        struct Screen: View {
            var body: some View {
                VStack {
                    Button("Go") {}.environment(\\.isEnabled, true)
                }
                .disabled(true)
            }
        }
        """
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings.count, 1, "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings.first?.contains("left out .environment(\\.isEnabled, …)") == true, "\(loaded.warnings)")
    }
}
