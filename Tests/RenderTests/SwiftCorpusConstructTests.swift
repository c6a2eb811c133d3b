import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Constructs the corpus of real apps' view files stopped at (issue 25, scripts/corpus/,
/// docs/corpus.md), each in a snippet shaped like the app code that used it, with exact results.
extension SwiftAppCodeTests {
    func testTheInitialiserTheLabelsPickIsRunAndItsErrorReported() throws {
        // Two initialisers, as a Codable model with a convenience init declares them: the call
        // fits the second, which is the one run.
        XCTAssertEqual(try texts("""
        import SwiftUI

        struct Member { let name: String }

        struct Dialog {
            let name: String
            let members: [Member]

            init(name: String, members: [Member]) {
                self.name = name
                self.members = members
            }

            init(members: [Member]) {
                self.init(name: members.map(\\.name).joined(separator: " & "), members: members)
            }
        }

        struct DialogRow: View {
            let dialog = Dialog(members: [Member(name: "Ann"), Member(name: "Bo")])
            var body: some View { Text(dialog.name) }
        }
        """), ["Ann & Bo"])
        // Where the fitting initialiser fails inside, that failure is the message, not another
        // overload's "missing argument".
        XCTAssertTrue(message("""
        import SwiftUI
        struct Pair {
            let a: Int
            init(a: Int) { self.a = a }
            init(text: String) { self.a = text.noSuchMember }
        }
        struct V: View { let p = Pair(text: "x"); var body: some View { Text("\\(p.a)") } }
        """).contains("no member 'noSuchMember'"), message(""))
    }

    func testVariadicParametersTakeNoneOrMany() throws {
        // SwiftGen's `Strings.tr(table, key, args...)` with no arguments, and a sum of several.
        XCTAssertEqual(try texts("""
        import SwiftUI

        enum Strings {
            static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
                key + (args.isEmpty ? "" : " \\(args.count)")
            }
            static func total(_ values: Int...) -> Int { values.reduce(0, +) }
        }

        struct Header: View {
            var body: some View {
                VStack {
                    Text(Strings.tr("Localizable", "title"))
                    Text(Strings.tr("Localizable", "count", 3, 4))
                    Text("\\(Strings.total(1, 2, 3))")
                }
            }
        }
        """), ["title", "count 2", "6"])
    }

    func testTuplesAreMadeReadAndDestructured() throws {
        XCTAssertEqual(try texts("""
        import SwiftUI

        enum ServerState { case offline, fine }

        struct ServerProblemView: View {
            var state: ServerState = .offline

            private var info: (String, String) {
                switch state {
                case .offline: return ("wifi.slash", "No connection to server.")
                case .fine: return ("checkmark", "")
                }
            }

            private var size: (width: Int, height: Int) { (width: 3, height: 4) }

            var body: some View {
                let (symbol, title) = info
                VStack {
                    Text(symbol)
                    Text(title)
                    Text(info.1)
                    Text("\\(size.width)x\\(size.1)")
                }
            }
        }
        """), ["wifi.slash", "No connection to server.", "No connection to server.", "3x4"])
    }

    func testDoCatchRunsTheCatchClauseOnAThrow() throws {
        XCTAssertEqual(try texts("""
        import SwiftUI

        enum LoadError: Error { case missing }

        struct Loader {
            func check(_ ok: Bool) throws { if !ok { throw LoadError.missing } }
            func load(_ ok: Bool) -> String {
                do {
                    try check(ok)
                    return "loaded"
                } catch {
                    return "failed"
                }
            }
        }

        struct StatusView: View {
            var body: some View {
                VStack {
                    Text(Loader().load(true))
                    Text(Loader().load(false))
                }
            }
        }
        """), ["loaded", "failed"])
    }

    func testNestedTypesOfOneNameStayApart() throws {
        // Each view declares its own `enum Constant`, and the module has one at file scope:
        // inside a view its own is meant, elsewhere the file-scope one (Swift's lookup).
        XCTAssertEqual(try texts("""
        import SwiftUI

        enum Constant { static let appName = "WeChat" }

        struct DialogRow: View {
            var body: some View { Text(Constant.title) }
        }
        extension DialogRow {
            enum Constant { static let title = "Row" }
        }

        struct ContactDetail: View {
            var body: some View {
                VStack {
                    DialogRow()
                    Text(Constant.title)
                    Text(Greeting.text)
                }
            }
            enum Constant { static let title = "Detail" }
        }

        enum Greeting { static let text = "Hello from " + Constant.appName }
        """), ["Row", "Detail", "Hello from WeChat"])
    }

    func testAnInitialiserIsAFunctionValue() throws {
        XCTAssertEqual(try texts("""
        import SwiftUI

        enum Category: String, CaseIterable { case lakes, rivers }

        struct FilterType: Hashable {
            var name: String
            init(_ category: Category) { name = category.rawValue.capitalized }
            init(name: String) { self.name = name }
            static var all = FilterType(name: "All")
            static var allCases: [FilterType] { [.all] + Category.allCases.map(FilterType.init) }
        }

        struct Filter: View {
            var body: some View {
                VStack {
                    ForEach(FilterType.allCases, id: \\.self) { choice in Text(choice.name) }
                }
            }
        }
        """), ["All", "Lakes", "Rivers"])
    }

    func testCollectionsForEachAndTrailingClosureSearches() throws {
        XCTAssertEqual(try texts("""
        import SwiftUI

        struct Member { let id: Int; let name: String }

        struct Summary: View {
            let members = [Member(id: 1, name: "Me"), Member(id: 2, name: "Ann"), Member(id: 3, name: "Bo")]
            var other: String { members.first { $0.id != 1 }?.name ?? "" }
            var total: Int {
                var sum = 0
                members.forEach { sum += $0.id }
                return sum
            }
            var body: some View {
                VStack {
                    Text(other)
                    Text("\\(total)")
                    Text(members.contains { $0.name == "Bo" } ? "has Bo" : "no Bo")
                }
            }
        }
        """), ["Ann", "6", "has Bo"])
    }

    func testPropertyObserversLeaveAPropertyStored() throws {
        XCTAssertEqual(try texts("""
        import SwiftUI

        final class Tabs {
            var first: String { didSet { print("saved") } }
            init() { first = "Timeline" }
        }

        struct TabTitle: View {
            let tabs = Tabs()
            var body: some View { Text(tabs.first) }
        }
        """), ["Timeline"])
    }

    func testExtensionsOfStandardTypesAndComputedLayouts() throws {
        // `extension Collection { var isNotEmpty }` (ControlRoom), and a computed `AnyLayout`
        // called as a container (Scrumdinger).
        XCTAssertEqual(try leaves("""
        import SwiftUI

        extension Collection {
            var isNotEmpty: Bool { isEmpty == false }
        }

        struct EditView: View {
            let title = "Daily"
            let tags: [String] = []
            private var layout: AnyLayout { AnyLayout(HStackLayout(spacing: 0)) }
            var body: some View {
                layout {
                    if title.isNotEmpty { Text(title) }
                    if tags.isNotEmpty { Text("tags") }
                    Text("x")
                }
            }
        }
        """), ["Text 165,390 50x20", "Text 215,390 10x20"])
    }

    func testGetSetBindingsReadTheirGetter() throws {
        XCTAssertEqual(try texts("""
        import SwiftUI

        struct Toggler: View {
            @Binding var isOn: Bool
            var body: some View { Text(isOn ? "on" : "off") }
        }

        struct Settings: View {
            @State private var stored = true
            var body: some View {
                Toggler(isOn: .init(get: { stored }, set: { stored = $0 }))
            }
        }
        """), ["on"])
    }

    func testUnknownValuesStayUnknownInsteadOfRefusing() throws {
        // A formatter the renderer does not know, configured by assignment; an unknown image
        // view whose content closure takes its loading state; a `.resizable()` of that state's image.
        let loaded = try load("""
        import SwiftUI

        struct Avatar: View {
            let url = "https://example.com/a.png"
            var label: String {
                let formatter = ByteCountFormatter()
                formatter.allowedUnits = .useKB
                return "Avatar"
            }
            var body: some View {
                VStack {
                    Text(label)
                    LazyImage(url: url) { state in
                        if let image = state.image {
                            image.resizable().scaledToFit()
                        } else {
                            Color.gray
                        }
                    }
                }
            }
        }

        #Preview {
            Avatar()
                .previewLayout(.sizeThatFits)
                .previewDisplayName("Avatar")
        }
        """)
        XCTAssertTrue(loaded.warnings.contains { $0.contains("placeholder for LazyImage:") }, "\(loaded.warnings)")
        // The preview's traits are read as traits (PreviewCatalog), neither refused nor warned of.
        XCTAssertFalse(loaded.warnings.contains { $0.contains("previewLayout") || $0.contains("previewDisplayName") }, "\(loaded.warnings)")
    }

    func testTagsAndSelectionsOfStructsAndPayloadCases() throws {
        // A menu Picker shows the option whose tag equals the selection: a struct equal field by
        // field (not the first with the same name), a case equal with its payload.
        let shown = try texts("""
        import SwiftUI

        enum Tab: Hashable { case home, list(String) }

        struct FilterType: Hashable {
            var name: String
            var order: Int
        }

        struct FilterBar: View {
            @State private var filter = FilterType(name: "Rivers", order: 2)
            @State private var tab: Tab = .list("b")
            let choices = [FilterType(name: "All", order: 0), FilterType(name: "Lakes", order: 1), FilterType(name: "Rivers", order: 2)]
            var body: some View {
                VStack {
                    Picker("Filter", selection: $filter) {
                        ForEach(choices, id: \\.self) { choice in Text(choice.name).tag(choice) }
                    }
                    Picker("Tab", selection: $tab) {
                        Text("Home").tag(Tab.home)
                        Text("List A").tag(Tab.list("a"))
                        Text("List B").tag(Tab.list("b"))
                    }
                }
            }
        }
        """)
        XCTAssertEqual(shown, ["Rivers", "List B"])
    }

    func testTheAppsEnvironmentKeysFontFunctionsAndOutsideCode() throws {
        let loaded = try load("""
        import SwiftUI

        extension EnvironmentValues {
            @Entry var compactRows: Bool = true
            var prefersTabs: Bool {
                get { self[PrefersTabsKey.self] }
                set { self[PrefersTabsKey.self] = newValue }
            }
        }
        private struct PrefersTabsKey: EnvironmentKey { static var defaultValue: Bool = false }

        extension Font {
            static func brand(size: CGFloat) -> Font { .system(size: size, weight: .bold) }
        }

        struct TimerView: View {
            let speakers: IdentifiedArrayOf<String>
            var body: some View { Text(speakers.first(where: { $0 != "" }) ?? "Someone") }
        }

        struct Screen: View {
            @Environment(\\.compactRows) private var compactRows
            @Environment(\\.prefersTabs) private var prefersTabs
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            var summary: String {
                @Dependency(\\.settings) var settings
                return "done"
            }
            var body: some View {
                VStack {
                    Text(compactRows ? "compact" : "regular").font(.brand(size: 20))
                    Text(prefersTabs ? "tabs" : "sidebar")
                    Text(reduceMotion ? "still" : "moving")
                    Text(summary)
                    TimerView(speakers: .init(uniqueElements: ["Ann"]))
                    Text(loadGreeting(.mock))
                }
            }
        }
        """)
        let texts = try layoutTexts(loaded)
        // `IdentifiedArrayOf(uniqueElements:)` is held as its array (SwiftCorpusBundleDataTests).
        XCTAssertEqual(Array(texts.prefix(5)), ["compact", "sidebar", "moving", "done", "Ann"])
        XCTAssertTrue(loaded.warnings.contains { $0.contains("placeholder for Text(loadGreeting(…))") }, "\(loaded.warnings)")
        // The app's font function reached the Text: 20 pt bold.
        let scene = "\(loaded.json)"
        XCTAssertTrue(scene.contains("number(20.0)") && scene.contains("string(\"bold\")"), scene)
    }

    func testMethodsAsValues() throws {
        // `.onAppear(perform: updatePrefs)`, `confirm: confirm`, `map(label)`: a method of self
        // named without a call is a function bound to self.
        XCTAssertEqual(try texts("""
        import SwiftUI

        struct Sheet: View {
            let confirm: () -> Void
            var body: some View { Button("Create", action: confirm) }
        }

        struct CreateView: View {
            let names = ["a", "b"]
            func confirm() { print("created") }
            func updatePrefs() {}
            func label(_ name: String) -> String { name.uppercased() }
            var body: some View {
                VStack {
                    Sheet(confirm: confirm)
                    Text(names.map(label).joined(separator: ","))
                }
                .onAppear(perform: updatePrefs)
            }
        }
        """), ["Create", "A,B"])
    }

    // MARK: - A value the renderer cannot evaluate is a placeholder (UnknownViews.swift)

    func testAViewThatReadsAnUnknownValueIsOnePlaceholderAndTheRestRenders() throws {
        // A settings screen of an app whose store comes from another module: every view that
        // iterates, subscripts, compares, switches over or binds into it is one named
        // placeholder; the views around them render.
        let source = """
        import SwiftUI

        struct SettingsView: View {
            @EnvironmentObject var store: AppStore

            var body: some View {
                VStack {
                    Text("Settings")
                    Slider(value: $store.volume, in: 0...1)
                    Toggle("Sounds", isOn: $store.soundsEnabled)
                    TextField("Name", text: $store.name)
                    Text(store.items[0].title)
                    if store.items.count > 3 { Text("Many") }
                    switch store.phase {
                    case .loading: Text("Loading")
                    default: Text("Ready")
                    }
                    total
                    Text("Version 1")
                }
            }

            var total: some View {
                var sum = 0
                for item in store.items { sum += item.count }
                return Text("\\(sum)")
            }
        }
        """
        XCTAssertEqual(try texts(source), [
            "Settings", "Slider(SettingsView.store)", "Toggle(SettingsView.store)", "TextField(SettingsView.store)",
            "Text(SettingsView.store)", "if store.items.count > 3", "switch store.phase", "total", "Version 1",
        ])
        let loaded = try load(source)
        // The helper's loop is named where it failed, with the unknown value.
        XCTAssertTrue(loaded.warnings.contains { $0.contains("App.swift:25:21: warning: total is a placeholder: cannot iterate over SettingsView.store (unknown to the renderer)") },
                      "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings.contains { $0.contains("App.swift:18:13: warning: placeholder for total:") }, "\(loaded.warnings)")
        // --strict: the unknown store is an error, nothing drawn.
        var options = SwiftSource.Options()
        options.strict = true
        XCTAssertThrowsError(try SwiftSource.load(Array(source.utf8), file: "App.swift", options: options)) { error in
            XCTAssertTrue("\(error)".contains("unknown SettingsView.store"), "\(error)")
        }
    }

    func testRealErrorsBesideAnUnknownValueStayErrors() throws {
        // A wrong label on a known modifier, and a free lower-case name, in a body that also
        // reads an unknown store: still errors at their place.
        XCTAssertTrue(message("""
        import SwiftUI
        struct V: View {
            @EnvironmentObject var store: AppStore
            var body: some View {
                VStack {
                    Text(store.title)
                    Text("a").padding(top: 3)
                }
            }
        }
        """).contains("App.swift:7:22: .padding has no argument 'top:'"))
        XCTAssertTrue(message("""
        import SwiftUI
        struct V: View {
            @EnvironmentObject var store: AppStore
            var body: some View {
                if store.isReady { Text("x") }
                Text(undefinedName)
            }
        }
        """).contains("App.swift:6:14: cannot find 'undefinedName' in scope"))
    }

    func testAModelTheRendererCannotMakeIsAPlaceholder() throws {
        // An environment object of a class the module declares whose only init takes its
        // dependencies: nothing provides it and `ScrumProvider()` cannot be made.
        let loaded = try load("""
        import SwiftUI

        final class ScrumProvider: ObservableObject {
            struct Dependencies { var load: () -> [String] }
            private let dependencies: Dependencies
            @Published var scrums: [String] = []
            init(dependencies: Dependencies) { self.dependencies = dependencies }
        }

        struct AllScrums: View {
            @EnvironmentObject private var scrumProvider: ScrumProvider
            var body: some View {
                List {
                    Text("Scrums")
                    ForEach(scrumProvider.scrums, id: \\.self) { Text($0) }
                }
            }
        }
        """)
        XCTAssertTrue(loaded.warnings.contains { $0.contains("AllScrums.scrumProvider is a placeholder: nothing above the view provides ScrumProvider, and ScrumProvider() cannot be made: missing argument 'dependencies'") },
                      "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings.contains { $0.contains("placeholder for ForEach(AllScrums.scrumProvider)") }, "\(loaded.warnings)")
    }

    func testARepresentableIsAPlaceholderItsModifiersApplyTo() throws {
        // Apple's Landmarks: `MapView` wraps an MKMapView, conforming in an extension.
        let source = """
        import SwiftUI
        import MapKit

        struct MapView { var coordinate: CLLocationCoordinate2D }
        extension MapView: UIViewRepresentable {
            func makeUIView(context: Context) -> MKMapView { MKMapView(frame: .zero) }
            func updateUIView(_ view: MKMapView, context: Context) {}
        }

        struct LandmarkDetail: View {
            var body: some View {
                VStack(spacing: 0) {
                    MapView(coordinate: CLLocationCoordinate2D(latitude: 1, longitude: 2))
                        .edgesIgnoringSafeArea(.top)
                        .frame(height: 300)
                    Text("Turtle Rock")
                }
            }
        }
        """
        XCTAssertTrue(try load(source).warnings.contains { $0.contains("App.swift:13:13: warning: placeholder for MapView:") })
        // The box (44 tall) is centred in the frame's 300 points; the title sits under the
        // frame: the stack of 320 is centred in the 800-point canvas, from 240.
        let placed = try leaves(source)
        XCTAssertTrue(placed.contains("RoundedRectangle 0,368 390x44") && placed.contains("Text 140,540 110x20"), "\(placed)")
    }

    func testOverloadsOfKnownViewsAppsUse() throws {
        // Backyard Birds' `Label { Text } icon: { Image }`, Bookworm's `Button(_:systemImage:)`,
        // a search bar's `TextField(_:text:onEditingChanged:onCommit:)`.
        XCTAssertEqual(try texts("""
        import SwiftUI
        struct Screen: View {
            @State private var query = ""
            var body: some View {
                VStack {
                    Label {
                        Text("Backyards")
                    } icon: {
                        Image(systemName: "tree")
                    }
                    Label(title: { Text("Birds") }, icon: { Image(systemName: "bird") })
                    Button("Delete this book", systemImage: "trash", role: .destructive) {}
                    TextField("Search", text: $query, onEditingChanged: { _ in }, onCommit: {})
                    TextField("Filter", text: $query, onCommit: {})
                }
            }
        }
        """), ["Backyards", "Birds", "Delete this book", "Search", "Filter"])
    }

    func testStorageGivenByAnImplicitInitialiserHoldsTheValue() throws {
        // Scrumdinger: `self._draft = .init(initialValue: draft)` in a view's init.
        XCTAssertEqual(try texts("""
        import SwiftUI
        struct ScrumAdd: View {
            @State private var draft: String
            init(draft: String = "Design review") { self._draft = .init(initialValue: draft) }
            var body: some View { Text(draft) }
        }
        """), ["Design review"])
    }

    func testAScrollViewStacksItsSeveralViewsAndARootGroupOfSeveralIsStacked() throws {
        // Bookworm's detail: a ScrollView of several views is a VStack of them, centred in the
        // scroll view's width (the fixed-advance measurer's texts have no spacing between them).
        XCTAssertEqual(try leaves("""
        import SwiftUI
        struct Detail: View {
            var body: some View {
                ScrollView {
                    Text("Title")
                    Text("Author")
                }
            }
        }
        """), ["Text 170,0 50x20", "Text 165,20 60x20"])
        XCTAssertEqual(try texts("""
        import SwiftUI
        struct Tab: View {
            var body: some View {
                Group {
                    Text("Media")
                    Text("Grid")
                }
            }
        }
        """), ["Media", "Grid"])
    }

    func testADateInterpolatedWithAFormatter() throws {
        // Landmarks' ProfileSummary: `"\(goalDate, formatter: Self.goalFormat)"`.
        XCTAssertEqual(try texts("""
        import SwiftUI
        struct ProfileSummary: View {
            static let goalFormat: DateFormatter = {
                let formatter = DateFormatter()
                formatter.dateStyle = .long
                formatter.timeStyle = .none
                return formatter
            }()
            let goalDate = Date(timeIntervalSinceReferenceDate: 0)
            var body: some View { Text("Goal Date: \\(goalDate, formatter: Self.goalFormat)") }
        }
        """), ["Goal Date: January 1, 2001"])
    }

    func testTheDefaultBackgroundStyle() throws {
        // Food Truck's `.background()` and Backyard Birds' `.background(in: Capsule())`: the
        // default style, systemBackground, filling the padded text and the capsule behind it.
        let placed = try leaves("""
        import SwiftUI
        struct Card: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text("Truck").padding().background()
                    Text("New").padding(4).background(in: Capsule())
                }
            }
        }
        """)
        XCTAssertEqual(placed.filter { !$0.hasPrefix("Text") }, ["Color 154,360 82x52", "Capsule 176,412 38x28"], "\(placed)")
    }

    func testAProxysLocalAndGlobalFramesAreKnown() throws {
        // MovieSwiftUI's carousel: `.position(x: reader.frame(in: .global).midX, …)`.
        let source = """
        import SwiftUI
        struct Carousel: View {
            var body: some View {
                GeometryReader { reader in
                    Text("Poster")
                        .position(x: reader.frame(in: .global).midX, y: reader.frame(in: .local).midY)
                    Text("w \\(Int(reader.frame(in: .local).width))")
                }
            }
        }
        """
        // The local frame is the reader's 390 × 800, and so is its global one (the reader is the
        // root, at the screen's corner): "Poster" is centred at (195, 400). A reader placed
        // elsewhere: SwiftGlobalFrameTests.
        XCTAssertEqual(try leaves(source), ["Text 165,390 60x20", "Text 0,0 50x20"])
    }
}

