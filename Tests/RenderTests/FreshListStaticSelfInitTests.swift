import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// A module type's initialiser chosen by its argument's type, and `self.init(…)` in its static
/// functions (`InterpreterStaticSelfInit`; lane fresh25c, the `fresh` list): Mlem's `Icons`
/// package makes each icon with `.applyCircle("plus")`, a static function whose body is
/// `self.init(.applyCircle(name: name))`, beside `init(_ name: String)` and `init(_ strategy:)`,
/// and the app's `Image(icon:)`, `Label(_:icon:)` and `Button(_:icon:role:action:)` extension
/// initialisers read them. Every one was an unknown value, a placeholder. A snippet shaped like
/// that code, written here; exact frames with the fixed-advance measurer.
extension SwiftAppCodeTests {
    private static let glyphs = """
    import SwiftUI

    public struct Glyph: Hashable {
        public enum Origin { case system, bundled }
        public enum Naming {
            case plain(name: String)
            case circled(name: String)
            func resolved(filled: Bool?) -> String {
                switch self {
                case let .plain(name): name
                case let .circled(name): filled == true ? "\\(name).circle.fill" : "\\(name).circle"
                }
            }
        }
        let naming: Naming
        let origin: Origin
        var filled: Bool?
        public init(_ naming: Naming, origin: Origin = .system) {
            self.naming = naming
            self.origin = origin
        }
        public init(_ name: String, origin: Origin = .system) {
            self.init(.plain(name: name), origin: origin)
        }
        public static func circled(_ name: String) -> Self {
            self.init(.circled(name: name))
        }
        public func name() -> String { naming.resolved(filled: filled) }
    }

    public extension Glyph {
        struct Common {
            public let add: Glyph = .circled("plus")
            public let globe: Glyph = .init("globe")
        }
        static let common: Common = .init()
    }

    public extension Image {
        init(glyph: Glyph) {
            switch glyph.origin {
            case .system: self.init(systemName: glyph.name())
            case .bundled: self.init(glyph.name())
            }
        }
    }

    public extension Label where Title == Text, Icon == Image {
        init(_ title: LocalizedStringKey, glyph: Glyph) {
            switch glyph.origin {
            case .system: self.init(title, systemImage: glyph.name())
            case .bundled: self.init(title, image: glyph.name())
            }
        }
    }

    public extension Button where Label == SwiftUI.Label<Text, Image> {
        init(_ title: LocalizedStringResource, glyph: Glyph, role: ButtonRole? = nil, action: @escaping () -> Void) {
            self.init(LocalizedStringKey(title.key), systemImage: glyph.name(), role: role, action: action)
        }
    }

    """

    func testAStaticFunctionsSelfInitAndAStringArgumentPickTheirInitialisers() throws {
        let names = Self.glyphs + """
        struct Names: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text(Glyph("globe").name())
                    Text(Glyph.circled("plus").name())
                    Text(Glyph.common.add.name())
                    Text(Glyph.common.globe.name())
                }
            }
        }
        """
        let loaded = try load(names)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try texts(names), ["globe", "plus.circle", "plus.circle", "globe"])
    }

    func testTheAppsIconInitialisersOfImageLabelAndButtonRun() throws {
        let source = Self.glyphs + """
        struct Row: View {
            var body: some View {
                VStack(spacing: 0) {
                    Image(glyph: .common.add)
                    Image(glyph: Glyph("globe"))
                    Label("Add", glyph: .common.globe)
                    Button("Purge", glyph: .common.add, role: .destructive) { }
                    Button("Send", glyph: .common.globe) { }
                }
            }
        }
        """
        let expected = source
            .replacingOccurrences(of: "Image(glyph: .common.add)", with: "Image(systemName: \"plus.circle\")")
            .replacingOccurrences(of: "Image(glyph: Glyph(\"globe\"))", with: "Image(systemName: \"globe\")")
            .replacingOccurrences(of: "Label(\"Add\", glyph: .common.globe)", with: "Label(\"Add\", systemImage: \"globe\")")
            .replacingOccurrences(of: "Button(\"Purge\", glyph: .common.add, role: .destructive) { }",
                                  with: "Button(\"Purge\", systemImage: \"plus.circle\", role: .destructive) { }")
            .replacingOccurrences(of: "Button(\"Send\", glyph: .common.globe) { }", with: "Button(\"Send\", systemImage: \"globe\") { }")
        XCTAssertNotEqual(source, expected)
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(loaded.placeholders, 0)
        XCTAssertEqual(try leaves(source), try leaves(expected))
        XCTAssertEqual(try texts(source), ["Add", "Purge", "Send"])
    }

    /// `LocalizedStringResource("Spam")` is held as its key, so a `ForEach` of them `id: \.key`
    /// draws each as `Text("Spam")` (Mlem's `ReasonShortcutView`; it was `Text(LocalizedStringResource)`,
    /// a placeholder); a form with other labels stays unknown.
    func testALocalizedStringResourceOfALiteralIsItsKey() throws {
        let source = """
        import SwiftUI
        struct Shortcuts: View {
            var body: some View {
                HStack(spacing: 12) {
                    ForEach([LocalizedStringResource("Spam"), LocalizedStringResource("Troll")], id: \\.key) { item in
                        Text(item)
                    }
                }
            }
        }
        """
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try texts(source), ["Spam", "Troll"])
        let other = try load("""
        import SwiftUI
        struct Shortcuts: View {
            var body: some View {
                Text(LocalizedStringResource("spam.key", defaultValue: "Spam"))
            }
        }
        """)
        XCTAssertEqual(other.placeholders, 1, "\(other.warnings)")
    }
}
