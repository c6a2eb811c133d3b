import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// What a view shows at rest when its code reads the environment, stored defaults and colours
/// the renderer can know (issue 25, lane atrest25a; docs/swift-input.md, "At rest"). Each snippet
/// is shaped like the corpus code that met the rule, written here.
extension SwiftAppCodeTests {
    func testColorResolveGivesSRGBAndLinearComponentsForAContrastChoice() throws {
        // IceCubes' Theme picks the label or the background colour, whichever contrasts more
        // with the tint, from `color.resolve(in: .init())`.
        let source = """
        import SwiftUI

        @Observable final class Palette {
            var tint: Color = .black
            var label: Color = .black
            var background: Color = .white
            var contrasting: Color = .red
            var picked = "none"
            init() {
                func luminance(_ color: Color.Resolved) -> Float {
                    0.299 * color.red + 0.587 * color.green + 0.114 * color.blue
                }
                let t = luminance(tint.resolve(in: .init()))
                let l = luminance(label.resolve(in: .init()))
                let b = luminance(background.resolve(in: .init()))
                picked = abs(t - l) > abs(t - b) ? "label" : "background"
            }
        }

        struct V: View {
            @State var palette = Palette()
            let half = Color(red: 0.5, green: 0.5, blue: 0.5).resolve(in: .init())
            var body: some View {
                VStack {
                    Text(palette.picked)
                    Text(half.red > 0.49 && half.red < 0.51 ? "sRGB" : "other \\(half.red)")
                    Text(half.linearRed > 0.213 && half.linearRed < 0.217 ? "linear" : "other \\(half.linearRed)")
                    Text(Color.white.opacity(0.25).resolve(in: .init()).opacity == 0.25 ? "quarter" : "other")
                }
            }
        }
        """
        XCTAssertEqual(try texts(source), ["background", "sRGB", "linear", "quarter"])
        XCTAssertEqual(try load(source).warnings, [])
    }

    func testColorResolveInAnEnvironmentTheRendererDoesNotHoldIsUnknown() throws {
        let loaded = try load("""
        import SwiftUI

        struct V: View {
            @Environment(\\.self) private var environment
            var body: some View {
                Text(Color.red.resolve(in: environment).red > 0.5 ? "red" : "dark")
            }
        }
        """)
        XCTAssertEqual(loaded.placeholders, 1)
        XCTAssertTrue(loaded.warnings.contains { $0.contains("Color.resolve(…)") }, "\(loaded.warnings)")
    }

    func testUserDefaultsIsAnEmptyStoreAtRest() throws {
        // IceCubes' UserPreferences: `if let old = (defaults.object(forKey:) as? Bool) { … }`
        // in an init, on a fresh install.
        let source = """
        import SwiftUI

        final class Preferences {
            static let shared = UserDefaults(suiteName: "group.example")
            var mode = "server"
            var launches = -1
            var flag = true
            var written = ""
            var registered = 0
            init() {
                let defaults = UserDefaults.standard
                if let old = (defaults.object(forKey: "always_use_deepl") as? Bool) {
                    if old { mode = "deepl" }
                    defaults.removeObject(forKey: "always_use_deepl")
                }
                launches = defaults.integer(forKey: "launches")
                flag = defaults.bool(forKey: "flag")
                defaults.set("hello", forKey: "greeting")
                written = defaults.string(forKey: "greeting") ?? "missing"
                Self.shared?.register(defaults: ["count": 4])
                registered = Self.shared?.integer(forKey: "count") ?? -1
            }
        }

        struct V: View {
            let preferences = Preferences()
            var body: some View {
                VStack {
                    Text(preferences.mode)
                    Text("\\(preferences.launches)")
                    Text(preferences.flag ? "on" : "off")
                    Text(preferences.written)
                    Text("\\(preferences.registered)")
                    Text(UserDefaults.standard.string(forKey: "greeting") ?? "none")
                    Text(UserDefaults(suiteName: "other")?.string(forKey: "greeting") ?? "none")
                }
            }
        }
        """
        XCTAssertEqual(try texts(source), ["server", "0", "off", "hello", "4", "hello", "none"])
        XCTAssertEqual(try load(source).warnings, [])
    }

    func testTheAppsEnvironmentKeySetAboveAViewReachesIt() throws {
        // IceCubes' `.environment(\\.selectedTabScrollToTop, selectedTabScrollToTop)` above the
        // timelines that read `@Environment(\\.selectedTabScrollToTop)`.
        let source = """
        import SwiftUI

        extension EnvironmentValues {
            @Entry var scrollToTop: Int = -1
            var rowStyle: String {
                get { self[RowStyleKey.self] }
                set { self[RowStyleKey.self] = newValue }
            }
        }
        private struct RowStyleKey: EnvironmentKey { static var defaultValue: String = "plain" }

        struct Reader: View {
            @Environment(\\.scrollToTop) private var scrollToTop
            @Environment(\\.rowStyle) private var rowStyle
            var body: some View { Text("\\(scrollToTop) \\(rowStyle)") }
        }

        struct Screen: View {
            @State var selected = 7
            var body: some View {
                VStack(spacing: 0) {
                    Reader()
                    VStack(spacing: 0) {
                        Reader()
                        Reader().environment(\\.rowStyle, "card")
                    }
                    .environment(\\.scrollToTop, selected)
                    .environment(\\.rowStyle, "inset")
                }
            }
        }
        """
        XCTAssertEqual(try texts(source), ["-1 plain", "7 inset", "7 card"])
        XCTAssertEqual(try leaves(source), ["Text 155,370 80x20", "Text 160,390 70x20", "Text 165,410 60x20"])
        XCTAssertEqual(try load(source).warnings, [])
    }

    func testAnIdOrAPresentationGivenAnUnknownValueChangesNothingAtRest() throws {
        // IceCubes' `.id(appAccountsManager.currentClient.id)` and `.sheet(item:
        // $router.presentedSheet)` of a model the renderer cannot make.
        let source = """
        import SwiftUI

        struct V: View {
            let manager: AccountsManager
            var body: some View {
                Text("Timeline")
                    .id(manager.currentClient.id)
                    .sheet(item: manager.presented) { item in Text("sheet") }
                    .padding(manager.padding)
            }
        }
        """
        let loaded = try load(source)
        XCTAssertEqual(loaded.placeholders, 0)
        XCTAssertEqual(loaded.warnings.count, 1, "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings[0].contains("left out .padding"), "\(loaded.warnings)")
        XCTAssertTrue(loaded.notes.contains { $0.contains("ignored .id of an unknown value") }, "\(loaded.notes)")
        XCTAssertEqual(try texts(source), ["Timeline"])
    }

    func testARootViewWhoseInitTakesArgumentsRunsItWithThemUnknown() throws {
        // clean-architecture's `CountryDetails(country:details: = .notRequested)`, rendered
        // directly: `details` is what the init gives it, the country is unknown.
        let source = """
        import SwiftUI

        struct Country { let name: String }
        enum Phase { case idle, loading }

        struct Details: View {
            private let country: Country
            @State private var phase: Phase
            @State private var title = "Details"

            init(country: Country, phase: Phase = .idle) {
                self.country = country
                self._phase = .init(initialValue: phase)
            }

            var body: some View {
                VStack(spacing: 0) {
                    Text(title)
                    switch phase {
                    case .idle: Text("idle")
                    case .loading: ProgressView()
                    }
                    Text(country.name)
                }
            }
        }
        """
        XCTAssertEqual(try texts(source), ["Details", "idle", "Text(Details.country)"])
        let loaded = try load(source)
        XCTAssertEqual(loaded.placeholders, 1)
        XCTAssertTrue(loaded.warnings.allSatisfy { $0.contains("Details.country") }, "\(loaded.warnings)")
    }

    func testAvailabilityIsCheckedAgainstTheDrawnIPhonesIOS18_6() throws {
        // An app's `if #available(iOS 26, *) { … .glassEffect(…) } else { … }`.
        let source = """
        import SwiftUI

        struct V: View {
            var body: some View {
                VStack {
                    if #available(iOS 26, *) {
                        Text("glass").glassEffect()
                    } else {
                        Text("plain")
                    }
                    if #available(iOS 17, *) { Text("17") }
                    if #available(iOS 16.4, macOS 14, *) { Text("16.4") }
                    if #available(iOS 18.6, *) { Text("18.6") }
                    if #available(iOS 18.7, *) { Text("18.7") }
                    if #available(macOS 15, *) { Text("any") }
                    if #unavailable(iOS 26) { Text("before 26") }
                    if #unavailable(iOS 18) { Text("before 18") }
                }
            }
        }
        """
        XCTAssertEqual(try texts(source), ["plain", "17", "16.4", "18.6", "any", "before 26"])
        XCTAssertEqual(try load(source).warnings, [])
    }

    func testAnEnvironmentModelMadeFromTheModelContextWhenNobodyProvidesIt() throws {
        // Grocy's `@Environment(GrocyViewModel.self)`, whose only init takes the ModelContext
        // the app's `App` hands it.
        let source = """
        import SwiftUI
        import SwiftData

        @Observable final class Store {
            let context: ModelContext
            var failed: [String] = []
            var loggedIn = false
            init(modelContext: ModelContext, retries: Int = 2) {
                self.context = modelContext
                if loggedIn { failed.append("all") }
            }
        }

        struct V: View {
            @Environment(Store.self) private var store
            var body: some View {
                if store.failed.filter({ $0 == "tasks" }).count == 0 {
                    Text("list")
                } else {
                    Text("failed")
                }
            }
        }
        """
        XCTAssertEqual(try texts(source), ["list"])
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertTrue(loaded.notes.contains { $0.contains("given the environment's model context") }, "\(loaded.notes)")
    }
}
