import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Four cases review 20 found in the session's lanes, each a snippet written for the test:
/// a value the renderer now knows part of must answer what it knows and leave the rest unknown
/// (never a refusal), and a shortcut must not skip code Swift runs.
extension SwiftAppCodeTests {
    /// `ContentSizeCategory.large.isAccessibilityCategory` is false (Apple's documentation: only
    /// the `accessibility…` sizes are); another member is an unknown value, not "expected a Bool".
    func testTheDefaultSizeCategoryIsNotAnAccessibilityCategory() throws {
        let loaded = try load("""
        import SwiftUI
        struct Badge: View {
            @Environment(\\.sizeCategory) var sizeCategory
            var body: some View {
                VStack {
                    if sizeCategory.isAccessibilityCategory { Text("Big") } else { Text("Small") }
                    if sizeCategory.someFutureFlag { Text("Flag") }
                }
            }
        }
        """)
        XCTAssertEqual(try layoutTexts(loaded).first, "Small")
        XCTAssertEqual(loaded.warnings.count, 1)
        XCTAssertTrue(loaded.warnings.first?.contains("someFutureFlag") == true, "\(loaded.warnings)")
    }

    /// A getter declared `SwiftUI.Color` returning an implicit member of the app's
    /// `extension Color` static is the app's colour, as one declared `Color` is.
    func testAGetterDeclaredSwiftUIColorResolvesTheAppsColourStatic() throws {
        let loaded = try load("""
        import SwiftUI
        struct Palette { let critical = Color(red: 1, green: 0, blue: 0) }
        extension Color { static let palette = Palette() }
        enum Status {
            case failed
            var tint: SwiftUI.Color {
                switch self { case .failed: .palette.critical }
            }
        }
        struct Row: View {
            var body: some View { Text("Failed").foregroundStyle(Status.failed.tint) }
        }
        """)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["Failed"])
    }

    /// An unqualified name in a static getter of `extension Bundle` that neither the module nor the
    /// renderer knows is the unknown value `Bundle.name`: a placeholder where a Bool goes.
    func testAnUnknownSiblingStaticOfAFoundationTypeIsUnknown() throws {
        let loaded = try load("""
        import SwiftUI
        extension Bundle {
            static var isBeta: Bool {
                let flag = isTestFlight
                return flag
            }
        }
        struct About: View {
            var body: some View {
                VStack {
                    Text("Version")
                    if Bundle.isBeta { Text("Beta") }
                }
            }
        }
        """)
        XCTAssertEqual(loaded.warnings.count, 1, "\(loaded.warnings)")
        XCTAssertEqual(try layoutTexts(loaded).first, "Version")
    }
}

extension ImplicitInitDelegationTests {
    /// `self.init()` in a subclass's convenience initialiser runs the inherited `init()` of the
    /// module's base class (Swift inherits it), not only the stored defaults.
    func testSelfInitOfASubclassRunsTheInheritedInit() throws {
        let source = """
        import SwiftUI

        class Base {
            var x = 1
            init() { x = 5 }
        }
        class Sub: Base {
            var y = 2
        }
        extension Sub {
            convenience init(_ extra: Int) {
                self.init()
                y = extra
            }
        }
        struct Numbers: View {
            let value = Sub(7)
            var body: some View { Text("\\(value.x) \\(value.y)") }
        }
        """
        let loaded = try SwiftSource.load(Array(source.utf8), file: "View.swift", options: SwiftSource.Options())
        XCTAssertEqual(try layoutTexts(loaded), ["5 7"])
    }
}
