import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// A SwiftUI view's initialiser as a function value (`InterpreterInitializerReferences` step 2):
/// Element X's Compound field style makes its optional label and footer with
/// `labelText.map(Text.init)`, which was the unknown value `Text.init(…)` (fresh2.tsv,
/// `TextFieldsScreen`). A snippet shaped like that code, written here (fixed-advance measurer:
/// 10 pt a character, 20 pt lines).
extension SwiftAppCodeTests {
    private static let fieldStyle = """
    import SwiftUI
    struct FieldStyle {
        var label: Text?
        var footer: Text?
        static func make(label: String? = nil, footer: String? = nil) -> FieldStyle {
            FieldStyle(label: label.map(Text.init), footer: footer.map(Text.init))
        }
    }
    struct Field: View {
        let style: FieldStyle
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                if let label = style.label { label }
                Text("Field")
                if let footer = style.footer { footer }
            }
        }
    }
    """

    func testASwiftUIViewsInitializerMapsAnOptionalIntoTheView() throws {
        let source = Self.fieldStyle + "\nstruct Screen: View { var body: some View { Field(style: .make(label: \"Name\")) } }\n"
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings.filter { $0.contains("placeholder") }, [])
        // The label is `Text("Name")`, the nil footer no view: two texts, stacked, as written directly.
        XCTAssertEqual(try texts(source), ["Name", "Field"])
        XCTAssertEqual(try leaves(source), try leaves("""
        import SwiftUI
        struct Screen: View {
            var body: some View { VStack(alignment: .leading, spacing: 0) { Text("Name"); Text("Field") } }
        }
        """))
        // Centred on the 390 x 800 canvas: the stack 50 x 40, its texts leading-aligned.
        XCTAssertEqual(try leaves(source), ["Text 170,380 40x20", "Text 170,400 50x20"])
    }

    func testASwiftUIViewsInitializerCalledThroughAStoredFunction() throws {
        // `let make: (String) -> Text = Text.init`, then `make("…")`: the same view.
        XCTAssertEqual(try texts("""
        import SwiftUI
        struct Caption: View {
            let make: (String) -> Text = Text.init
            var body: some View { make("Footer") }
        }
        """), ["Footer"])
    }
}

extension SwiftAppCodeTests {
    func testAnInitializerStoredInAnotherInstanceIsCalledThroughIt() throws {
        // Home Assistant's `AppEnvironment` (`public var date: () -> Date = Date.init`), read as
        // `Current.date()` where a model stamps its creation: `Date()`, which is `--now`.
        let now = Date(timeIntervalSince1970: 1_767_225_600) // 2026-01-01 00:00:00 UTC
        XCTAssertEqual(try texts("""
        import SwiftUI
        class Environment {
            var date: () -> Date = Date.init
        }
        var Current = Environment()
        struct Entry {
            let createdAt: Date
            init() { createdAt = Current.date() }
        }
        struct Row: View {
            let entry = Entry()
            var body: some View {
                Text(String(Int(entry.createdAt.timeIntervalSince1970)))
            }
        }
        """, now: now), ["1767225600"])
    }
}
