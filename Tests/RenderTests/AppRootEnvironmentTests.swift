import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// The model only the app's `@main` root provides (`InterpreterAppRoot`, docs/swift-input.md
/// "The environment"): a screen's `@EnvironmentObject`/`@Environment(Model.self)` that no view
/// above it provides reads what the App's body hands every screen, directly or through a
/// provider view. Modules written for the test, shaped as apps' are (an App in its own file, a
/// Redux-style store handed down by a provider view, a leaf screen in another file), laid out
/// with the fixed-advance measurer (10 pt a character, 20 pt lines).
final class AppRootEnvironmentTests: XCTestCase {
    /// A store whose only initialiser takes its state: `Store()` cannot be made.
    private static let store = """
    import SwiftUI

    struct AppState { var title = "Inbox"; var unread = 4 }

    final class Store<S>: ObservableObject {
        @Published private(set) var state: S
        init(initialState: S) { self.state = initialState }
    }
    """

    private static let leaf = """
    import SwiftUI

    struct Badge: View {
        @EnvironmentObject private var store: Store<AppState>
        var body: some View {
            Text("\\(store.state.title) \\(store.state.unread)").id("badge")
        }
    }
    """

    func testAProviderViewInTheAppsBodyGivesTheStore() throws {
        let loaded = try loadModule([
            "Store.swift": Self.store,
            "Badge.swift": Self.leaf,
            "Provider.swift": """
            import SwiftUI

            struct StoreProvider<S, V: View>: View {
                let store: Store<S>
                let content: () -> V
                init(store: Store<S>, content: @escaping () -> V) {
                    self.store = store
                    self.content = content
                }
                var body: some View { content().environmentObject(store) }
            }
            """,
            "MailApp.swift": """
            import SwiftUI

            let store = Store<AppState>(initialState: AppState(title: "Mail", unread: 12))

            @main
            struct MailApp: App {
                init() { Analytics.start() }
                var body: some Scene {
                    WindowGroup {
                        StoreProvider(store: store) {
                            Badge()
                        }
                    }
                }
            }
            """,
        ], entry: "Badge.swift", test: self)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["Mail 12"])
        XCTAssertFrame(try layoutFrame(loaded, "badge"), 160, 390, 70, 20)
        XCTAssertEqual(loaded.notes.filter { $0.contains("app's root") }.count, 1, "\(loaded.notes)")
        XCTAssertTrue(loaded.notes.contains { $0.contains("Badge.store reads the Store the app's root provides (")
            && $0.contains("Provider.swift:10:27: .environmentObject(store))") }, "\(loaded.notes)")
        // The App file is reached although the screen never names it (`ModuleReach` rule 3d).
        XCTAssertTrue(loaded.files.contains { $0.hasSuffix("MailApp.swift") }, "\(loaded.files)")
    }

    func testAModifierInTheAppsBodyAndAnAppProperty() throws {
        let loaded = try loadModule([
            "Store.swift": Self.store,
            "Badge.swift": Self.leaf,
            "ShopApp.swift": """
            import SwiftUI

            @main
            struct ShopApp: App {
                @StateObject private var store = Store(initialState: AppState(title: "Cart", unread: 3))
                private let unrelated = Unknown.service()
                var body: some Scene {
                    WindowGroup {
                        Badge()
                            .environmentObject(store)
                    }
                }
            }
            """,
        ], entry: "Badge.swift", test: self)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["Cart 3"])
    }

    func testAnObservableModelTheRootViewProvides() throws {
        // App → RootView, whose body provides the model with `.environment(model)`.
        let loaded = try loadModule([
            "Library.swift": """
            import SwiftUI
            import Observation

            @Observable final class Library {
                var books: [String]
                init(books: [String]) { self.books = books }
            }
            """,
            "Shelf.swift": """
            import SwiftUI

            struct Shelf: View {
                @Environment(Library.self) private var library
                var body: some View { Text("\\(library.books.count) books").id("shelf") }
            }
            """,
            "ReaderApp.swift": """
            import SwiftUI

            @main
            struct ReaderApp: App {
                var body: some Scene {
                    WindowGroup { RootView() }
                }
            }

            struct RootView: View {
                @State private var library = Library(books: ["Emma", "Persuasion"])
                var body: some View {
                    TabView { Shelf() }
                        .environment(library)
                }
            }
            """,
        ], entry: "Shelf.swift", test: self)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["2 books"])
    }

    func testARootThatProvidesAnotherClassLeavesTheOldRule() throws {
        // The App provides a `Theme`, not the `Store` the screen reads: the store stays the
        // named placeholder it was (its `init()` cannot be made), and the search leaves nothing
        // behind (no note, no global made).
        let loaded = try loadModule([
            "Store.swift": Self.store,
            "Badge.swift": Self.leaf,
            "ThemeApp.swift": """
            import SwiftUI

            final class Theme: ObservableObject { var name = "Dark" }

            @main
            struct ThemeApp: App {
                var body: some Scene {
                    WindowGroup { Badge().environmentObject(Theme()) }
                }
            }
            """,
        ], entry: "Badge.swift", test: self)
        XCTAssertEqual(loaded.warnings.count, 2, "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings[0].contains("Badge.store is a placeholder: nothing above the view provides Store, and Store() cannot be made"), loaded.warnings[0])
        XCTAssertFalse(loaded.notes.contains { $0.contains("app's root") }, "\(loaded.notes)")
    }

    func testAProviderAboveTheViewStillWins() throws {
        // A preview's own `.environmentObject(…)` is nearer than the app's root.
        let loaded = try loadModule([
            "Store.swift": Self.store,
            "Badge.swift": Self.leaf + """

            #Preview {
                Badge().environmentObject(Store(initialState: AppState(title: "Preview", unread: 1)))
            }
            """,
            "ShopApp.swift": """
            import SwiftUI

            @main
            struct ShopApp: App {
                var body: some Scene {
                    WindowGroup { Badge().environmentObject(Store(initialState: AppState())) }
                }
            }
            """,
        ], entry: "Badge.swift", test: self)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["Preview 1"])
    }

    func testAConnectedViewWithAModifierReadsTheRootsStore() throws {
        // A Redux package's `ConnectedView` (a View through a protocol whose extension gives
        // `body`) reading the store in its `StoreConnector`, given a modifier by its screen.
        let loaded = try loadModule([
            "Store.swift": Self.store,
            "Connector.swift": """
            import SwiftUI

            protocol ConnectedView: View {
                associatedtype Props
                associatedtype V: View
                func map(state: AppState) -> Props
                func body(props: Props) -> V
            }
            extension ConnectedView {
                func render(state: AppState) -> V { body(props: map(state: state)) }
                var body: StoreConnector<V> { StoreConnector(content: render) }
            }
            struct StoreConnector<V: View>: View {
                @EnvironmentObject var store: Store<AppState>
                let content: (AppState) -> V
                var body: V { content(store.state) }
            }
            """,
            "Discover.swift": """
            import SwiftUI

            struct DiscoverList: ConnectedView {
                struct Props { let title: String }
                func map(state: AppState) -> Props { Props(title: state.title) }
                func body(props: Props) -> some View { Text(props.title) }
            }

            struct DiscoverView: View {
                var body: some View {
                    NavigationView {
                        DiscoverList()
                            .navigationTitle("Discover")
                            .navigationBarTitleDisplayMode(.inline)
                    }
                }
            }
            """,
            "ChatApp.swift": """
            import SwiftUI

            @main
            struct ChatApp: App {
                var body: some Scene {
                    WindowGroup { DiscoverView().environmentObject(Store(initialState: AppState(title: "Moments"))) }
                }
            }
            """,
        ], entry: "Discover.swift", test: self)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["Moments", "Discover"])
    }

    func testTheReachAddsTheAppOnlyForAnEnvironmentModel() {
        let app = ModuleReach.index("import SwiftUI\n@main\nstruct MailApp: App {\n var body: some Scene { WindowGroup { Home() } }\n}\n")
        XCTAssertEqual(app.declarations.map(\.appRoot), [false, true])
        let reads = ModuleReach.index("struct A: View {\n @EnvironmentObject var store: Store\n var body: some View { Text(\"a\") }\n}\n")
        XCTAssertEqual(reads.declarations.map(\.readsEnvironmentModel), [false, true])
        let observable = ModuleReach.index("struct A: View {\n @Environment(Library.self) private var library\n}\n")
        XCTAssertEqual(observable.declarations.map(\.readsEnvironmentModel), [false, true])
        let value = ModuleReach.index("struct A: View {\n @Environment(\\.dismiss) private var dismiss\n @main var x = 1\n}\n")
        XCTAssertEqual(value.declarations.map(\.readsEnvironmentModel), [false, false])
        XCTAssertEqual(value.declarations.map(\.appRoot), [false, false])
        // A screen that reads no model does not reach the App (nor what only it names).
        XCTAssertEqual(ModuleReach.reached(own: ModuleReach.index("struct B: View { var body: some View { Text(\"b\") } }"),
                                           indexes: [app, ModuleReach.index("struct Home: View {}")]), [])
        XCTAssertEqual(ModuleReach.reached(own: reads, indexes: [app, ModuleReach.index("struct Home: View {}")]), [0, 1])
    }
}
