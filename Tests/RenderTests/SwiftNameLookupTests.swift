import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Names resolved as the Swift compiler resolves them (issue 25, lane scope25bc), in snippets
/// written for the tests and shaped like the app code: `private` types of one name in several
/// files (DuckDuckGo's `private enum Const { enum Size { … } }`), a `private static` of an
/// extension of a SwiftUI type (IceCubes' `extension Font { private static let headline = 17.0
/// }`), `private extension Color` statics of one name in several files, `lazy var` (Home
/// Assistant's `Environment`), an enum static named as a case with associated values (Compound's
/// `Kind.plain`), an enum's own statics named bare, and a hand-built `ScaledMetric`. Laid out
/// with the fixed-advance measurer (10 pt per character, 20 pt lines at 17 pt).
extension SwiftAppCodeTests {
    /// Each Text as "string size weight style", in tree order.
    private func styledTexts(_ loaded: SwiftSource.Loaded) throws -> [String] {
        var options = RenderOptions(canvas: loaded.scene.canvas)
        options.width = 390
        options.height = 800
        var found: [String] = []
        try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer()).root.forEach {
            if case .text(let run) = $0.content {
                found.append("\(run.request.string) \(run.request.font.size) \(run.request.font.weight) \(run.style)")
            }
        }
        return found
    }

    /// Three files each declare `private enum Const` (two with a nested `Size`, one with an
    /// `extension Const` in its file) and `private enum Tone` with different raw values: each
    /// file's code reads its own (`SwiftProgramAccessControl` steps 1–2).
    func testEachFileSeesItsOwnPrivateTypeOfASharedName() throws {
        let loaded = try RenderTests.loadModule([
            "Sources/App/RowA.swift": """
            import SwiftUI
            struct RowA: View {
                var body: some View {
                    Text(Const.title + Const.subtitle + Tone.warm.rawValue)
                        .frame(width: Const.Size.width)
                }
            }
            private enum Const {
                enum Size { static let width: CGFloat = 200 }
                static let title = "a"
            }
            extension Const { static let subtitle = "-sub-" }
            private enum Tone: String { case warm, cool }
            """,
            "Sources/App/RowB.swift": """
            import SwiftUI
            struct RowB: View {
                var body: some View {
                    Text(Const.title + Tone.warm.rawValue).frame(width: Const.Size.width)
                }
            }
            private enum Const {
                enum Size { static let width: CGFloat = 120 }
                static let title = "b-"
            }
            private enum Tone: String { case warm = "hot" }
            """,
            "Sources/App/Screen.swift": """
            import SwiftUI
            struct Screen: View {
                var body: some View {
                    VStack(alignment: .leading, spacing: 0) {
                        Text(Const.title)
                        RowA()
                        RowB()
                    }
                }
            }
            private enum Const { static let title = "screen" }
            #Preview { Screen() }
            """,
        ], entry: "Sources/App/Screen.swift", test: self)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["screen", "a-sub-warm", "b-hot"])
        // Each row's frame takes its own file's `Const.Size.width` (200 and 120): in the
        // leading-aligned stack, "a-sub-warm" (100 pt) is centred 50 pt in, "b-hot" (50 pt) 35 pt.
        var options = RenderOptions(canvas: loaded.scene.canvas)
        options.width = 390
        options.height = 800
        var xs: [Double] = []
        try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer()).root.forEach {
            if case .text = $0.content { xs.append($0.frame.origin.x) }
        }
        XCTAssertEqual(xs.map { $0 - xs[0] }, [0, 50, 35])
    }

    /// `extension Font { private static let headline = 17.0 }` in one file is that file's: its
    /// `scaledHeadline` reads it, and `.font(.headline)` in another file is SwiftUI's headline
    /// (17 pt semibold); two files' `private extension Color { static let background }` are each
    /// their own (`SwiftProgramAccessControl` step 3).
    func testAPrivateStaticOfAnExtensionIsSeenInItsFileOnly() throws {
        let loaded = try RenderTests.loadModule([
            "Sources/Design/Font.swift": """
            import SwiftUI
            extension Font {
                private static let headline = 30.0
                public static var scaledHeadline: Font { .system(size: headline) }
            }
            """,
            "Sources/App/Row.swift": """
            import SwiftUI
            struct Row: View {
                var body: some View { Text("row").foregroundColor(.background) }
            }
            private extension Color { static let background = Color.blue }
            """,
            "Sources/App/Other.swift": """
            import SwiftUI
            private extension Color { static let background = Color.green }
            struct Other: View {
                var body: some View { Text("other").foregroundColor(.background) }
            }
            """,
            "Sources/App/Screen.swift": """
            import SwiftUI
            import Design
            struct Screen: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Text("a").font(.headline)
                        Text("b").font(.scaledHeadline)
                        Row()
                        Other()
                    }
                }
            }
            #Preview { Screen() }
            """,
        ], entry: "Sources/App/Screen.swift", test: self)
        XCTAssertEqual(loaded.warnings, [])
        let found = try styledTexts(loaded)
        XCTAssertEqual(found.map { $0.split(separator: " ").prefix(3).joined(separator: " ") },
                       ["a 17.0 semibold", "b 30.0 regular", "row 17.0 regular", "other 17.0 regular"])
        XCTAssertEqual(found.suffix(2).map { String($0.split(separator: " ", maxSplits: 3).last ?? "") },
                       ["\(ResolvedShapeStyle.color(RGBA.named["blue"]!))", "\(ResolvedShapeStyle.color(RGBA.named["green"]!))"])
    }

    /// `lazy var` is made on its first read, once; an instance is made without it, and a value
    /// assigned before the first read is kept (`InterpreterLazyProperties`).
    func testALazyVarIsMadeOnItsFirstReadOnce() throws {
        let source = """
        import SwiftUI
        final class Counter { var made = 0 }
        final class Environment {
            let counter = Counter()
            lazy var title: String = { counter.made += 1; return "made \\(counter.made)" }()
            lazy var broken: Int = Int(UnknownThing.value)
            lazy var assigned = "initial"
            init() { assigned = "assigned" }
        }
        struct Screen: View {
            let environment = Environment()
            var body: some View {
                VStack(spacing: 0) {
                    Text("\\(environment.counter.made)")
                    Text(environment.title)
                    Text(environment.title)
                    Text(environment.assigned)
                    Text("\\(environment.counter.made)")
                }
            }
        }
        """
        // Not made with the instance (the counter is still 0), made by the first read only.
        XCTAssertEqual(try texts(source), ["0", "made 1", "made 1", "assigned", "1"])
        XCTAssertEqual(try load(source).warnings, [])
    }

    /// Compound's `Kind`: `.plain` where a `Kind` is expected is `static var plain: Self {
    /// .plain(.standard) }`, `.plain(.secure)` the case (`InterpreterEnumStaticOverloads`).
    func testAnEnumStaticNamedAsAPayloadCaseIsChosenByType() throws {
        let source = """
        import SwiftUI
        enum Entry { case standard, secure }
        enum Kind {
            static var plain: Self { .plain(.standard) }
            static var raised: Self { .raised(.secure) }
            case plain(Entry)
            case raised(Entry)
            var label: String {
                switch self {
                case .plain(let entry): "plain \\(entry)"
                case .raised(let entry): "raised \\(entry)"
                }
            }
        }
        struct Field: View {
            var kind: Kind = .plain
            var body: some View { Text(kind.label) }
        }
        struct Screen: View {
            var body: some View {
                VStack(spacing: 0) {
                    Field()
                    Field(kind: .raised)
                    Field(kind: .plain(.secure))
                    Text(Kind.plain.label)
                    Text(Kind.raised(.standard).label)
                }
            }
        }
        """
        XCTAssertEqual(try texts(source), ["plain standard", "raised secure", "plain secure", "plain standard", "raised standard"])
        XCTAssertEqual(try load(source).warnings, [])
    }

    /// Inside an enum's static code a bare case name and the `allCases` `CaseIterable` makes are
    /// found without `Self.`, as Swift's unqualified lookup in a type finds its static members;
    /// a static the enum declares is found too (`InterpreterEnums` step 3).
    func testAnEnumsStaticCodeNamesItsStaticsBare() throws {
        let source = """
        import SwiftUI
        enum Tab: String, CaseIterable {
            case home, search, misc
            static let favourites: [Self] = [.misc] + allCases.dropLast(1)
            static let fallback = home
            static var first: Tab { favourites.first ?? fallback }
        }
        struct Screen: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text(Tab.favourites.map(\\.rawValue).joined(separator: ","))
                    Text(Tab.first.rawValue)
                    Text(Tab.fallback.rawValue)
                }
            }
        }
        """
        XCTAssertEqual(try texts(source), ["misc,home,search", "misc", "home"])
        XCTAssertEqual(try load(source).warnings, [])
    }

    /// `_size = ScaledMetric(wrappedValue: fontSize, relativeTo: textStyle)` in an `init`: at the
    /// default Dynamic Type size the metric is its wrapped value (Compound's icon frame).
    func testAHandBuiltScaledMetricIsItsWrappedValue() throws {
        let source = """
        import SwiftUI
        struct IconFrame: ViewModifier {
            @ScaledMetric private var size: CGFloat
            init(fontSize: CGFloat, textStyle: Font.TextStyle) {
                _size = ScaledMetric(wrappedValue: fontSize, relativeTo: textStyle)
            }
            func body(content: Content) -> some View {
                content.frame(width: size, height: size)
            }
        }
        struct Screen: View {
            var body: some View {
                Rectangle().fill(.red).modifier(IconFrame(fontSize: 24, textStyle: .body))
            }
        }
        """
        XCTAssertEqual(try leaves(source), ["Rectangle 183,388 24x24"])
        XCTAssertEqual(try load(source).warnings, [])
    }
}

extension SwiftAppCodeTests {
    /// IceCubes' `extension Color { static var label: Color { Color(.label) } }`: the implicit
    /// member inside `Color(…)` is `UIColor.label` (no `Color.init` takes a `Color`), so the static
    /// is UIKit's label colour, not a call of itself; and a `@Query` property of a view whose
    /// explicit `init` sets only its bindings holds the empty store's rows.
    func testColorOfAnImplicitMemberIsUIKitsBesideAStaticOfThatName() throws {
        let source = """
        import SwiftUI
        import SwiftData
        extension Color {
            static var label: Color { Color(.label) }
        }
        struct Tab: View {
            @Query(sort: \\Timeline.creationDate) var timelines: [Timeline]
            @Binding var selected: Int
            init(selected: Binding<Int>) { _selected = selected }
            var body: some View {
                Text("\\(timelines.count) saved").foregroundStyle(Color.label)
            }
        }
        struct Screen: View {
            var body: some View { Tab(selected: .constant(0)) }
        }
        """
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings, [])
        var options = RenderOptions(canvas: loaded.scene.canvas)
        options.width = 390
        options.height = 800
        var styles: [String] = []
        try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer()).root.forEach {
            if case .text(let run) = $0.content { styles.append("\(run.request.string) \(run.style)") }
        }
        XCTAssertEqual(styles, ["0 saved \(ResolvedShapeStyle.color(RGBA.system["label"]!))"])
    }
}

extension SwiftAppCodeTests {
    /// IceCubes' settings row: `Icon(string: UIApplication.shared.alternateIconName ?? "AppIcon")`
    /// is the primary icon at rest (`alternateIconName` is nil until the app sets another).
    func testTheAlternateIconNameIsNilAtRest() throws {
        let source = """
        import SwiftUI
        enum Icon: Int {
            case primary = 0, alt1
            init(string: String) {
                if string == "AppIcon" { self = .primary } else { self = .alt1 }
            }
        }
        struct Row: View {
            var body: some View {
                let icon = Icon(string: UIApplication.shared.alternateIconName ?? "AppIcon")
                Text("icon \\(icon.rawValue) \\(UIApplication.shared.supportsAlternateIcons)")
            }
        }
        """
        XCTAssertEqual(try texts(source), ["icon 0 true"])
    }
}
