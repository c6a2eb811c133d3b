import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Name lookup per file, as the Swift compiler does it (issue 25, lane scope25bh), in snippets
/// written for the tests and shaped like the app code: the rendered file's own `private` type
/// beside a module type of that name, two files' `private func` / `private extension View`
/// modifiers of one name (DuckDuckGo's `withScrollKeyboardDismiss()`, `previewShape()`), and
/// `private` members of a module type declared in extensions of two files. Laid out with the
/// fixed-advance measurer (10 pt per character, 20 pt lines at 17 pt).
final class SwiftFileScopeLookupTests: XCTestCase {
    /// Each Text as "string x width", in tree order (x and width of its placed frame).
    private func placedTexts(_ loaded: SwiftSource.Loaded) throws -> [String] {
        var options = RenderOptions(canvas: loaded.scene.canvas)
        options.width = 390
        options.height = 800
        var found: [String] = []
        try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer()).root.forEach {
            if case .text(let run) = $0.content {
                found.append("\(run.request.string) \(Int($0.frame.origin.x)) \(Int($0.frame.size.width))")
            }
        }
        return found
    }

    /// The rendered file declares a private `Row`; the `Row` it hides is another module's (`Sources/Kit`, imported by `Card`'s
    /// file): the rendered file's private `Row` is no type of its module that other files see.
    func testARenderedFilesPrivateTypeHidesNoOtherModulesType() throws {
        let loaded = try loadModule([
            "Sources/App/Screen.swift": """
            import SwiftUI
            struct Screen: View {
                var body: some View {
                    VStack(alignment: .leading, spacing: 0) {
                        Row(title: "own")
                        Card()
                    }
                }
            }
            private struct Row: View {
                let title: String
                var body: some View { Text("private " + title) }
            }
            #Preview { Screen() }
            """,
            "Sources/App/Card.swift": """
            import SwiftUI
            import Kit
            struct Card: View {
                var body: some View { Row(label: "kit") }
            }
            """,
            "Sources/Kit/Row.swift": """
            import SwiftUI
            public struct Row: View {
                let label: String
                public var body: some View { Text("package " + label) }
            }
            """,
        ], entry: "Sources/App/Screen.swift", test: self)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["private own", "package kit"])
    }

    /// Two files each declare `private func caption(for:)`, a `private extension View { func
    /// card() }` and, in an `extension Screen`, a `private static func heading()`: each file's
    /// code calls its own (The Swift Programming Language, "Access Control"). The rendered file's
    /// `card()` frames 200 pt wide, `Badge`'s 120 pt.
    func testEachFileCallsItsOwnPrivateFunctionsAndModifiers() throws {
        let loaded = try loadModule([
            "Sources/App/Screen.swift": """
            import SwiftUI
            struct Screen: View {
                var body: some View {
                    VStack(alignment: .leading, spacing: 0) {
                        Text(caption(for: 1)).card()
                        Badge()
                        Text(Screen.heading())
                    }
                }
            }
            private func caption(for number: Int) -> String { "screen \\(number)" }
            private extension View {
                func card() -> some View { frame(width: 200) }
            }
            extension Screen {
                private static func heading() -> String { "screen head" }
            }
            #Preview { Screen() }
            """,
            "Sources/App/Badge.swift": """
            import SwiftUI
            struct Badge: View {
                var body: some View {
                    VStack(alignment: .leading, spacing: 0) {
                        Text(caption(for: 2)).card()
                        Text(Screen.heading())
                    }
                }
            }
            private func caption(for number: Int) -> String { "badge \\(number)" }
            private extension View {
                func card() -> some View { frame(width: 120) }
            }
            extension Screen {
                fileprivate static func heading() -> String { "badge head" }
            }
            """,
        ], entry: "Sources/App/Screen.swift", test: self)
        XCTAssertEqual(loaded.warnings, [])
        // The stack is 200 pt wide, centred on the 390 pt screen (x 95): "screen 1" (80 pt)
        // centred in its 200 pt frame, x 95 + 60; "badge 2" (70 pt) in its 120 pt one, x 95 + 25.
        XCTAssertEqual(try placedTexts(loaded), ["screen 1 155 80", "badge 2 120 70", "badge head 95 100", "screen head 95 110"])
    }

    /// A supplied preview (`--view`) is a `#Preview` body of the rendered file: it calls that
    /// file's private function, not another file's private one of the same name (review R1,
    /// session 23: it was taken for "another file" and fell back to any of them).
    func testASuppliedPreviewSeesTheRenderedFilesPrivateFunctions() throws {
        let loaded = try loadModule([
            "Sources/App/Badge.swift": """
            import SwiftUI
            private func caption() -> String { "badge" }
            struct Badge: View { var body: some View { Text(caption()) } }
            """,
            "Sources/App/Screen.swift": """
            import SwiftUI
            private func caption() -> String { "screen" }
            struct Screen: View {
                let title: String
                var body: some View { Text(title) }
            }
            """,
            "Sources/App/Zone.swift": """
            import SwiftUI
            private func caption() -> String { "zone" }
            """,
        ], entry: "Sources/App/Screen.swift", view: "Screen(title: caption())", test: self)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["screen"])
    }
}
